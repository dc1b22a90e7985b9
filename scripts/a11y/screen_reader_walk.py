#!/usr/bin/python3
"""Walks J-01 and the parent check-in (J-04) through AT-SPI, as a screen reader user would.

Run by scripts/test.d/screen-reader.sh inside a private D-Bus session, with the app running
headless and its AT-SPI bridge on (docs/usability.md#the-desktop-bridge). It finds controls by
their German names, presses them through AT-SPI's action, checks the screens that follow and that
every control on every screen visited has a name and a role, and hears the announcements.
Needs the system python3 with python3-pyatspi (Debian).
"""
import re
import sys
import time

import pyatspi
from gi.repository import GLib

CONTEXT = GLib.MainContext.default()
TIMEOUT = 10.0
announced = []
focused = []
audited = {}


def on_showing(event):
    if event.detail1 and event.source.getRole() == pyatspi.ROLE_NOTIFICATION:
        announced.append(event.source.name)


def on_focused(event):
    if event.detail1:
        focused.append(event.source.name)


def pump(seconds):
    end = time.monotonic() + seconds
    while True:
        while CONTEXT.iteration(False):
            pass
        if time.monotonic() >= end:
            return
        time.sleep(0.02)


def fail(message):
    print(f"screen-reader: {message}", file=sys.stderr)
    try:
        for child in window():
            print(f"  {child.get_accessible_id()!r} {child.name!r} {child.getRoleName()}", file=sys.stderr)
    except Exception as error:  # the app may be gone; the message above says what failed
        print(f"  (no tree: {error})", file=sys.stderr)
    sys.exit(1)


def application():
    end = time.monotonic() + 20
    while time.monotonic() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "Zahlenkette" and app.childCount > 0:
                return app
        pump(0.1)
    print("screen-reader: no application named Zahlenkette on the accessibility bus", file=sys.stderr)
    sys.exit(1)


APP = None


def window():
    return APP[0]


def children():
    """The window's nodes but the announcements; a node gone while the list is read is left out."""
    return [child for child in window() if child is not None and child.getRole() != pyatspi.ROLE_NOTIFICATION]


def title():
    try:
        nodes = children()
        return nodes[0].name if nodes and nodes[0].getRole() == pyatspi.ROLE_HEADING else ""
    except GLib.GError:  # the screen changed while it was read: read it again
        return ""


def matches(name, wanted):
    return wanted.fullmatch(name) if isinstance(wanted, re.Pattern) else name == wanted


def find(wanted, role=pyatspi.ROLE_PUSH_BUTTON):
    """The showing, enabled control called `wanted` (a string or a pattern), waiting for it."""
    end = time.monotonic() + TIMEOUT
    while time.monotonic() < end:
        try:
            for child in children():
                states = child.getState()
                if (matches(child.name, wanted) and child.getRole() == role
                        and states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_ENABLED)):
                    return child
        except GLib.GError:  # the screen changed while it was read: read it again
            pass
        pump(0.05)
    fail(f"no enabled {role} named {wanted!r} on “{title()}”")


def press(wanted):
    control = find(wanted)
    action = control.queryAction()
    if action.nActions < 1 or action.getName(0) != "click":
        fail(f"{wanted!r} has no click action")
    action.doAction(0)
    pump(0.1)


def focus(wanted):
    """Gives the control the focus (AT-SPI's GrabFocus, as a screen reader's review may): the
    app's focus ring moves there and the control is heard as focused."""
    control = find(wanted)
    name = control.name
    if not control.queryComponent().grabFocus():
        fail(f"{name!r} refused the focus")
    if not eventually(lambda: name in focused and find(name).getState().contains(pyatspi.STATE_FOCUSED)):
        fail(f"{name!r} was not announced as focused (heard focused: {focused})")


def eventually(check):
    """True once `check()` holds, asked again every 50 ms until TIMEOUT. The app plays what it was
    told on its next frame, so a busy machine may show the old state for a moment; a screen that
    changes while it is read is read again."""
    end = time.monotonic() + TIMEOUT
    while time.monotonic() < end:
        try:
            if check():
                return True
        except GLib.GError:
            pass
        pump(0.05)
    return False


def becomes_selected(wanted):
    """True once the control called `wanted` is heard as selected."""
    return eventually(lambda: find(wanted).getState().contains(pyatspi.STATE_SELECTED))


def expect_screen(wanted):
    if not eventually(lambda: matches(title(), wanted)):
        fail(f"expected the screen {wanted!r}, the window shows {title()!r}")
    audit()


def audit():
    """Every control of the screen shown has a name and a role (a role AT-SPI knows). A screen
    that moves on while it is read (a node gone) is read again."""
    for _ in range(3):
        try:
            audit_once()
            return
        except GLib.GError:
            pump(0.1)
    fail(f"the screen “{title()}” kept changing while it was read")


def audit_once():
    screen = title()
    for child in children():
        name = child.name.strip()
        role = child.getRole()
        ident = child.get_accessible_id()
        if not name:
            fail(f"{ident} on “{screen}” has no name")
        if role in (pyatspi.ROLE_UNKNOWN, pyatspi.ROLE_INVALID, pyatspi.ROLE_FILLER):
            fail(f"{ident} (“{name}”) on “{screen}” has no role")
        extents = child.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if child.getState().contains(pyatspi.STATE_SHOWING) and (extents.width <= 0 or extents.height <= 0):
            fail(f"{ident} (“{name}”) on “{screen}” has no size")
    audited[screen] = len(children())


ONES = {"ein": 1, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8,
        "neun": 9}
TEENS = {"zehn": 10, "elf": 11, "zwölf": 12, "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15, "sechzehn": 16,
         "siebzehn": 17, "achtzehn": 18, "neunzehn": 19}
TENS = {"zwanzig": 20, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60, "siebzig": 70,
        "achtzig": 80, "neunzig": 90}


def german_number(words):
    """The number a grown-up reads in the gate's challenge (“vierhundertfünfundachtzig”)."""
    hundreds, _, rest = words.lower().partition("hundert")
    if not _:
        hundreds, rest = "", words.lower()
    total = (ONES.get(hundreds, 1) if _ else 0) * 100
    if not rest:
        return total
    if rest in TEENS:
        return total + TEENS[rest]
    if rest in TENS:
        return total + TENS[rest]
    if rest in ONES:
        return total + ONES[rest]
    one, _, ten = rest.partition("und")
    return total + ONES[one] + TENS[ten]


def pass_gate():
    expect_screen("Für Eltern")
    challenge = find(re.compile(r"[a-zäöüß]+hundert[a-zäöüß]*"), role=pyatspi.ROLE_HEADING).name
    for digit in str(german_number(challenge)):
        press(f"Ziffer {digit}")


def first_start_to_first_task():
    """J-01: the welcome, the gate, an animal, a level, the check mark, play, a game, a task."""
    expect_screen("Willkommen bei Zahlenkette")
    if not find("Deutsch").getState().contains(pyatspi.STATE_SELECTED):
        fail("the app speaks German, but „Deutsch“ is not selected on the welcome")
    press("Profil anlegen und starten")
    pass_gate()
    expect_screen("Wer spielt?")
    press(re.compile(r"Tier .+"))
    level = re.compile(r"Die Kleinen: .*")
    press(level)
    if not becomes_selected(level):
        fail("the level „Die Kleinen“ is not selected after the press")
    press("Fertig")
    expect_screen(re.compile(r".+ – Startseite"))
    focus("Spielen")
    press("Spielen")
    expect_screen("Spiele")
    press("Spiel Wie viele?")
    expect_screen("Wie viele?")
    play_round()
    press("Zum Start")
    press("Spielen")
    expect_screen("Spiele")
    press("Spiel Wie viele?")
    expect_screen("Wie viele?")


ANSWER = re.compile(r"Zahl (\w+)")
PICTURE = re.compile(r"Zum Zählen: (.+)\.")
STAR = re.compile(r"\d+ Sterne?")
ROUND_END = re.compile(r"\d+ Sterne? gesammelt")


def heard(pattern):
    return [sentence for sentence in announced if pattern.fullmatch(sentence)]


def counted():
    """The picture counted by ear: its label names each item once, the groups apart by semicolons
    („Zum Zählen: Ente, Ente, Ente, Ente, Ente; Ente, Ente.“, docs/usability.md#the-counting-picture)."""
    try:
        for child in children():
            match = PICTURE.fullmatch(child.name)
            if match:
                return len(re.split(r"[,;] ", match.group(1)))
    except GLib.GError:  # the task moved on while it was read
        pass
    return None


def play_round():
    """The round's tasks by their answers, as a screen reader user plays them: the picture's items
    counted from its label, the answer of that number pressed, then a moment for the app to answer
    it (a star announced, or the answers shown changed); scripts/a11y/session.sh then finds every
    task right at the first try in the app's events. Then the round's end: a star announced per
    scored task, the round's stars announced, and the screen „Geschafft!“. The round opens with its
    demo task, which earns no star."""
    tried = set()
    presses = 0
    began = time.monotonic()
    end = began + 60
    while title() == "Wie viele?" and time.monotonic() < end:
        answers = enabled_answers()
        names = {child.name for child in answers}
        untried = [child for child in answers if child.name not in tried]
        if not untried:
            if names:
                tried = set()  # the same answers came back for the next task
            pump(0.05)
            continue
        count = counted()
        by_ear = [child for child in answers if german_number(ANSWER.fullmatch(child.name).group(1)) == count]
        if not by_ear:
            # The picture was not read, or was read from the next task while the answers came from
            # this one (a busy machine): a listener does not guess, but listens again.
            pump(0.1)
            continue
        chosen = by_ear[0]
        stars = len(heard(STAR))
        try:
            tried.add(chosen.name)
            chosen.queryAction().doAction(0)
        except GLib.GError:  # the task moved on while it was read
            continue
        presses += 1
        pressed = time.monotonic()
        while time.monotonic() - pressed < 4 and title() == "Wie viele?":
            pump(0.05)
            if len(heard(STAR)) > stars or {child.name for child in enabled_answers()} != names:
                tried = set()
                # The answer was taken: the task ends and the next one asks its question. A press
                # read from this task's tree would reach the next one (the window plays presses
                # from its loop), so the listener waits for it, as a listener waits for the voice.
                pump(2.5)
                break
    expect_screen("Geschafft!")
    print(f"screen-reader: the round took {time.monotonic() - began:.1f} s")
    if not heard(STAR):
        fail(f"no star was announced in a whole round (heard: {announced})")
    if not heard(ROUND_END):
        fail(f"the round's end was not announced (heard: {announced})")
    print(f"screen-reader: a round played by counting the picture's label ({presses} answers pressed), "
          f"heard {heard(STAR)} and {heard(ROUND_END)}")


def enabled_answers():
    try:
        return [child for child in children()
                if ANSWER.fullmatch(child.name) and child.getState().contains(pyatspi.STATE_ENABLED)]
    except GLib.GError:  # the task moved on while it was read
        return []


def parent_check_in():
    """J-04: out of the round (the house is held), to the picker, through the gate to the progress."""
    press("Zurück, gedrückt halten")
    expect_screen(re.compile(r".+"))
    press("Profil wechseln")
    expect_screen("Wer spielt heute?")
    press("Elternbereich öffnen")
    pass_gate()
    expect_screen("Übersicht")
    read = [child.name for child in children() if child.getRole() == pyatspi.ROLE_STATIC]
    if not any(re.fullmatch(r"Diese Woche: \d+ Aufgaben.*", words) for words in read):
        fail(f"the overview's week is not readable as text (texts: {read})")
    press(re.compile(r"Fortschritt von .+ ansehen"))
    expect_screen(re.compile(r"Fortschritt: .+"))


def expect_one_app():
    """The app started while AT-SPI was off (it runs beside the walk) never joined the bus: one
    application called Zahlenkette, the one walked."""
    names = [app.name for app in pyatspi.Registry.getDesktop(0) if app is not None]
    if names.count("Zahlenkette") != 1:
        fail(f"{names.count('Zahlenkette')} applications called Zahlenkette on the bus: the one started "
             "while AT-SPI was off joined it")


def main():
    global APP
    pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
    pyatspi.Registry.registerEventListener(on_focused, "object:state-changed:focused")
    started = time.monotonic()
    APP = application()
    first_start_to_first_task()
    walked = time.monotonic()
    parent_check_in()
    expect_one_app()
    for wanted in ["Für Eltern", "Wer spielt heute?", "Übersicht"]:
        if wanted not in announced:
            fail(f"the screen “{wanted}” was not announced (heard: {announced})")
    print(f"screen-reader: ok ({len(audited)} screens, {sum(audited.values())} nodes named, "
          f"{len(announced)} announcements; J-01 {walked - started:.1f} s, J-04 {time.monotonic() - walked:.1f} s)")
    for screen, count in audited.items():
        print(f"  {screen}: {count}")


if __name__ == "__main__":
    main()
