# Zahlenkette: the commands a newcomer needs. `make test` is what CI runs.
.PHONY: setup run demo test check lint format bench stress fuzz install uninstall deb

SHELL := /bin/bash

## Where `make install` puts the app (bin/, share/); DESTDIR stages it elsewhere.
PREFIX ?= $(HOME)/.local

## Install the Debian packages the build needs (idempotent, quiet).
setup:
	@scripts/setup.sh

## Build and open the app window (needs a display; see `make demo` otherwise). Options go in
## ARGS: `make run ARGS="--data-dir /tmp/zk --fullscreen"`.
run: setup
	@scripts/run.sh $(ARGS)

## Play a scripted first session headless and write its screenshots to demo/.
demo: setup
	@scripts/demo.sh

## The full check CI runs: lint, every package's tests and the repository checks, with each
## stage's seconds at the end (docs/development.md#make-test).
test: setup
	@scripts/test.sh

## The developer's quick tier: lint, an incremental build and the kit's fast tests.
check: setup
	@scripts/check.sh

## swift-format lint, the policy greps and the module graph check.
lint: setup
	@scripts/lint.sh

## Rewrite Swift files in place with the project's .swift-format.
format:
	@scripts/format.sh

## Release-build benchmarks; prints one `<name> <value>` line per figure.
bench: setup
	@scripts/bench.sh

## The long attacks (scripts/stress.sh): the store's 1,000 SIGKILL runs, the monkey's 500,000
## random inputs, the app killed at 300 moments (`make test` runs each short; docs/hardening.md).
stress: setup
	@scripts/stress.sh

## Install the app for this user (or PREFIX=/usr/local …): program, resources, menu entry, icons.
install: setup
	@DESTDIR="$(DESTDIR)" scripts/install.sh install "$(PREFIX)"

## Remove exactly what `make install` put under PREFIX.
uninstall:
	@DESTDIR="$(DESTDIR)" scripts/install.sh uninstall "$(PREFIX)"

## Build build/zahlenkette_<version>_<arch>.deb and check it with lintian.
deb: setup
	@scripts/deb.sh

## libFuzzer on the content loader, the script parser and the settings decoder, 10 minutes each
## (FUZZ_SECONDS=<n> per target; docs/persistence.md, "Fuzzing", describes the weekly long run).
fuzz: setup
	@scripts/fuzz.sh
