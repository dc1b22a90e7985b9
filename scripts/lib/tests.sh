# Sourced by scripts/test.sh and scripts/check.sh: the kit's long attacks, the suites that kill a
# helper process hundreds of times or play thousands of random inputs (docs/hardening.md). They
# wait on process starts and disk syncs more than on the processor, so `make test` runs them beside
# the rest, and `make check` leaves them out.
zk_crash_attacks="CrashSafetyTests|BackupCrashTests|ImportCrashTests|ProfileDeleteCrashTests|PurchaseCrashTests|AbenteuerCrashTests"
# The monkey plays its inputs on the main actor, as the Abenteuer's crash attack does: `make test`
# runs it in the walks' process, so the two do not wait for each other's main actor.
zk_monkey="AppMonkeyTests"
zk_long_attacks="$zk_crash_attacks|$zk_monkey"
# The app's long walks: suites that play hundreds of days or lay out every screen at every size.
# Their tests run on the main actor, one at a time in a process, so `make test` gives them a
# process of their own beside the kit's other tests: two main actors use the two cores.
zk_app_walks="AbenteuerPlaythroughTests|ParentDisplayModeTests|EnglishLayoutTests|AbenteuerLayoutTests|ScreenLayoutTests|ParentAreaLayoutTests"
# The checks that build in folders of their own and need nothing of the kit's build: `make test`
# runs them from its start, one at a time, at the lowest priority, in the processor time the kit's
# build and tests leave idle (scripts/test.sh, D-0051). The slowest first.
zk_early_checks="new-game.sh fuzzers-build.sh lint-catches-violations.sh"
# Of the other checks, those that take longest start first, so that no long check starts last
# while the other lane idles; the rest follow in their folder's order. The install and package check
# links the debug build with the Swift runtime, so it waits for that build (D-0052).
zk_slow_checks="install-and-package.sh benchmarks.sh english-screens.sh"
# The checks that spend their time waiting rather than computing: the screen reader's round plays
# in real time (about 24 s of wall clock for 1–2 processor seconds). `make test` starts them as soon
# as the desktop is built, in a lane of their own beside the others (D-0063).
zk_waiting_checks="screen-reader.sh"
