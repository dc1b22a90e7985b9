# Sourced by scripts/test.sh and scripts/check.sh: the kit's long attacks, the suites that kill a
# helper process hundreds of times or play thousands of random inputs (docs/hardening.md). They
# wait on process starts and disk syncs more than on the processor, so `make test` runs them beside
# the rest, and `make check` leaves them out.
zk_long_attacks="CrashSafetyTests|BackupCrashTests|ImportCrashTests|ProfileDeleteCrashTests|PurchaseCrashTests|AbenteuerCrashTests|AppMonkeyTests"
# The checks that run after the static release build: they use the release binary, or build in
# the shared folder themselves and would only wait for its lock (scripts/test.sh).
zk_release_checks="install-and-package.sh benchmarks.sh"
