"""Kill the app, not just the store (issue 18, item 2; D-1112).

Plays scripts/journeys/garden.txt (first launch, the gate, a profile, two rounds, a purchase, the
garden) with the real desktop binary, headless, each run on a fresh data folder, and ends it with
SIGKILL at a chosen moment: a few milliseconds after a line the app prints (`event task` inside a
round, `event round-end`, `event purchase`, `event profile-created` where the session's first
settings write follows) or at a random time into the run. The moments are chosen from one
uninterrupted reference run made first (D-1132): the n-th of the lines it printed, n uniform over
how many it printed, or a time uniform over 90 % of its length, so every run kills the app before
its journey ends on any machine, fast or slow. After each kill it relaunches the app on
the same folder (which must start and print no parent notice), then checks the file:
  - PRAGMA integrity_check is ok;
  - every task the app reported (`event task`) is in task_attempt, every purchase it reported
    is an owned decoration, every round end it reported is a roundCompleted ledger entry;
  - no star is duplicated: the cached balance equals the ledger's sum, one entry per source, and
    every decoration has exactly one purchase entry;
  - settings.json, when present, is a JSON object.

usage: kill_the_app.py <binary> <resources> <runs> [seed]
"""
import json
import os
import random
import select
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

MOMENTS = ["event task ", "event round-end ", "event purchase ", "event profile-created ", "random"]
RELAUNCH = "size 1024x768\nwait 1\n"


def environment(resources):
    env = dict(os.environ)
    env.update(ZK_RESOURCES=resources, SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy")
    return env


def run_script(binary, resources, work, script, timeout):
    """Runs the app on `work`'s data folder with `script` to its end; returns (exit code, lines).

    The lines are what the script printed on standard output; the app's developer log on standard
    error (a backup made in the background, say) may come at any moment and is not a line of the
    journey."""
    out = subprocess.run(
        [binary, "--data-dir", os.path.join(work, "data"), "--script", script], cwd=work,
        capture_output=True, text=True, env=environment(resources), timeout=timeout)
    if out.returncode != 0 and out.stderr:
        sys.stderr.write(out.stderr)
    return out.returncode, out.stdout.splitlines()


def reference_run(binary, resources, journey):
    """Plays the journey once to its end; returns its printed lines and its length in seconds."""
    with tempfile.TemporaryDirectory(prefix="zk-kill-reference-") as work:
        os.makedirs(os.path.join(work, "demo"), exist_ok=True)
        began = time.monotonic()
        code, lines = run_script(binary, resources, work, journey, timeout=120)
        length = time.monotonic() - began
    if code != 0 or not lines or lines[-1] != "ok":
        raise SystemExit("kill-the-app: the uninterrupted journey did not end with ok: "
                         + (lines[-1] if lines else "no output"))
    return lines, length


def play_and_kill(binary, resources, journey, work, moment, occurrence, deadline_after, rng):
    """Runs the journey and kills it a few milliseconds after the `occurrence`-th line starting
    with `moment` (counted from 0), or `deadline_after` seconds in when `moment` is "random";
    returns the lines printed before the kill and whether the app was still running."""
    os.makedirs(os.path.join(work, "demo"), exist_ok=True)
    process = subprocess.Popen(
        [binary, "--data-dir", os.path.join(work, "data"), "--script", journey], cwd=work,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=environment(resources))
    lines = []
    deadline = time.monotonic() + deadline_after if moment == "random" else None
    stream = process.stdout.fileno()
    buffer = b""
    hit = False
    seen = 0
    while not hit:
        wait = None if deadline is None else max(0.0, deadline - time.monotonic())
        if not select.select([stream], [], [], wait)[0]:
            break  # the random moment has come
        chunk = os.read(stream, 65536)
        if not chunk:
            break  # the journey ended before the moment
        buffer += chunk
        *complete, buffer = buffer.split(b"\n")
        for raw in complete:
            line = raw.decode("utf-8", "replace")
            lines.append(line)
            if moment != "random" and line.startswith(moment):
                if seen == occurrence:
                    hit = True
                    break
                seen += 1
    if hit:
        time.sleep(rng.uniform(0.0, 0.004))
    killed = process.poll() is None
    if killed:
        process.send_signal(signal.SIGKILL)
    process.wait()
    return lines, killed


def relaunch_problems(binary, resources, work):
    script = os.path.join(work, "relaunch.txt")
    with open(script, "w", encoding="utf-8") as handle:
        handle.write(RELAUNCH)
    _, lines = run_script(binary, resources, work, script, timeout=60)
    printed = [line for line in lines if line.strip()]
    problems = []
    if not printed or not printed[-1].rstrip().endswith("ok"):
        problems.append("the relaunch did not end with ok: " + (printed[-1].strip() if printed else ""))
    problems += ["relaunch: " + line for line in lines if line.startswith("event notice")]
    return problems


def store_problems(work, lines):
    data = os.path.join(work, "data")
    database = os.path.join(data, "zahlenkette.sqlite")
    reported = lambda prefix: sum(1 for line in lines if line.startswith(prefix))
    if not os.path.exists(database):
        return [] if reported("event profile-created") == 0 else ["the store is gone"]
    problems = []
    connection = sqlite3.connect(database)
    try:
        check = connection.execute("PRAGMA integrity_check").fetchone()[0]
        if check != "ok":
            problems.append("integrity_check: " + check)
        one = lambda sql: connection.execute(sql).fetchone()[0]
        tasks = one("SELECT COUNT(*) FROM task_attempt")
        if tasks < reported("event task "):
            problems.append(f"{reported('event task ')} tasks reported, {tasks} stored")
        owned = one("SELECT COUNT(*) FROM owned_decoration")
        if owned < reported("event purchase "):
            problems.append(f"{reported('event purchase ')} purchases reported, {owned} stored")
        purchases = one("SELECT COUNT(*) FROM star_ledger WHERE reason = 'decorationPurchased'")
        if purchases != owned:
            problems.append(f"{owned} decorations but {purchases} purchase entries")
        rounds = one("SELECT COUNT(*) FROM star_ledger WHERE reason = 'roundCompleted'")
        if rounds < reported("event round-end "):
            problems.append(f"{reported('event round-end ')} round ends reported, {rounds} stored")
        for profile, balance, total in connection.execute(
                "SELECT c.profile_id, c.balance, (SELECT COALESCE(SUM(amount), 0) FROM star_ledger l "
                "WHERE l.profile_id = c.profile_id) FROM reward_cache c"):
            if balance != total:
                problems.append(f"profile {profile}: balance {balance}, ledger sum {total}")
        doubles = one("SELECT COUNT(*) FROM (SELECT 1 FROM star_ledger GROUP BY profile_id, reason, source_id "
                      "HAVING COUNT(*) > 1)")
        if doubles:
            problems.append(f"{doubles} ledger sources paid twice")
    finally:
        connection.close()
    settings = os.path.join(data, "settings.json")
    if os.path.exists(settings):
        try:
            with open(settings, encoding="utf-8") as handle:
                if not isinstance(json.load(handle), dict):
                    problems.append("settings.json is not an object")
        except ValueError as error:
            problems.append(f"settings.json is unreadable: {error}")
    return problems


def main():
    binary, resources, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 18
    rng = random.Random(seed)
    journey = os.path.join(os.path.dirname(os.path.abspath(__file__)), "journeys", "garden.txt")
    reference, length = reference_run(binary, resources, journey)
    printed = {moment: sum(1 for line in reference if line.startswith(moment)) for moment in MOMENTS}
    missing = [moment.strip() for moment in MOMENTS if moment != "random" and printed[moment] == 0]
    if missing:
        raise SystemExit("kill-the-app: the journey never prints " + ", ".join(missing))
    failures = 0
    counts = {moment: 0 for moment in MOMENTS}
    early = 0
    for run in range(runs):
        moment = MOMENTS[run % len(MOMENTS)]
        counts[moment] += 1
        occurrence = rng.randrange(printed[moment]) if moment != "random" else 0
        deadline_after = rng.uniform(0.0, 0.9 * length) if moment == "random" else 0.0
        with tempfile.TemporaryDirectory(prefix="zk-kill-") as work:
            lines, killed = play_and_kill(
                binary, resources, journey, work, moment, occurrence, deadline_after, rng)
            early += 0 if killed else 1
            problems = relaunch_problems(binary, resources, work) + store_problems(work, lines)
            if problems:
                failures += 1
                last = [line for line in lines if not line.startswith("event audio")][-3:]
                print(f"kill-the-app: run {run} (seed {seed}, at {moment.strip()}, after {last}): "
                      + "; ".join(problems), file=sys.stderr)
    summary = ", ".join(f"{moment.strip()} {count}" for moment, count in counts.items())
    print(f"kill-the-app: {runs} runs ({summary}) on a journey of {length:.2f} s, "
          f"{runs - early} killed before the journey ended, {failures} with problems")
    # A run whose journey ended before its moment tested nothing. Moments come from the reference
    # run, so only a journey that ran slower than it (a busy machine) can outrun its moment.
    return 1 if failures or early > runs // 10 else 0


if __name__ == "__main__":
    sys.exit(main())
