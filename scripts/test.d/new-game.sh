#!/usr/bin/env bash
# A game declares itself (docs/adding-a-game.md): on a scratch copy of the repository,
# scripts/new-game.sh adds one game (its folder, its content file, its line in Package.swift, its
# title in the catalogs); the copy must then change nothing else (git names every file touched), build,
# and pass the tests that read the game list: the content suites (the new game loads, validates and
# has its title, voice and icon), the game list's suites in ZKGameListTests (the generated registry
# holds it, the engine's catalog takes its skills from its content file) and the new game's own tests.
# A scratch copy cannot share the repository's `.build/`, so only these test targets and the product
# modules they need are built (`ZK_TEST_TARGETS`, Package.swift); it takes a few minutes cold.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d)
# The compiler's leftover temporary folders (scripts/lib/swiftpm.sh), outside the scratch copy:
# the tests run with it too, and a folder inside a repository is not a user's temporary folder.
compiler_tmp=$(mktemp -d)
trap 'rm -rf "$scratch" "$compiler_tmp"' EXIT
started=$(date +%s)

# The working tree as it is (committed or not), without build products. One tar reads the whole
# list: `xargs tar` splits a long list into several archives, and the reader stops at the first.
(cd "$root" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - 2>/dev/null) |
    tar -xf - -C "$scratch"
git -C "$scratch" init -q
git -C "$scratch" add -A
git -C "$scratch" -c user.name=check -c user.email=check@localhost commit -qm base

"$scratch/scripts/new-game.sh" Zahlenzug "Zahlenzug" >/dev/null

# Which existing files the new game touched: exactly the ones docs/adding-a-game.md names.
# (The voice manifest changes too where espeak-ng speaks the title.)
touched=$(git -C "$scratch" status --porcelain | awk '$1 == "M" && $2 !~ /voice-manifest.json$/ { print $2 }' |
    sort | tr '\n' ' ')
expected="Packages/ZahlenketteKit/Package.swift Resources/Content/Content.xcstrings Resources/Content/prompts.en.json "
expected+="Resources/Content/prompts.json "
if [ "$touched" != "$expected" ]; then
    echo "new-game: adding a game edited [$touched], expected [$expected] (docs/adding-a-game.md)" >&2
    exit 1
fi

cd "$scratch/Packages/ZahlenketteKit"
export ZK_TEST_TARGETS=ZKContentTests,ZKGameListTests,GameZahlenzugTests
log="$scratch/test.log"
filter='ContentLoaderRobustnessTests|ShippedContentTests|ContentResourceTests|ContentMutationTests'
filter+='|ContentGameCatalogTests|GameRegistryTests|GameZahlenzugTests'
# The scratch copy's own `swiftpm` builds into its `.build/` with the project's flags
# (D-0059, D-0060, D-0061).
source "$scratch/scripts/lib/swiftpm.sh"
if ! TMPDIR="$compiler_tmp" swiftpm Packages/ZahlenketteKit test --filter "$filter" >"$log" 2>&1; then
    grep -m40 -E '✘|error:' "$log" || tail -40 "$log"
    echo "new-game: the scratch copy with a new game does not build or pass the game-list tests" >&2
    exit 1
fi
tests=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -1)
grep -m1 'everyTaskOffersItsNumber' "$log" >/dev/null || {
    echo "new-game: the new game's tests did not run" >&2
    exit 1
}
echo "new-game: a 13th game from scripts/new-game.sh builds and passes ($tests) in $(($(date +%s) - started)) s"
