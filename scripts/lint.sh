#!/usr/bin/env bash
# The project's lint (spec 6.13, adapted to this layout): policy greps, swift-format lint --strict,
# then the module-graph check. Exits non-zero on the first stage that finds a violation.
set -uo pipefail
cd "$(dirname "$0")/.."

fail=0
report() {
    echo "lint: $1" >&2
    fail=1
}

# Product code: every Swift source outside tests. Tests may use what product code may not.
mapfile -t product < <(
    for root in Packages/*/Sources Desktop/Sources App; do
        [ -d "$root" ] && find "$root" -name '*.swift'
    done | sort
)
mapfile -t everything < <(
    for root in Packages Desktop App Tests; do
        [ -d "$root" ] && find "$root" -name '*.swift' -not -path '*/.build/*'
    done | sort
)

grep_product() { # pattern, message, [path filter to exempt]
    local pattern=$1 message=$2 exempt=${3:-}
    [ ${#product[@]} -eq 0 ] && return
    local hits
    hits=$(grep -nE "$pattern" "${product[@]}" 2>/dev/null | grep -vE '^[^:]+:[0-9]+:\s*///?' || true)
    if [ -n "$exempt" ]; then hits=$(echo "$hits" | grep -vE "$exempt" || true); fi
    if [ -n "$hits" ]; then report "$message"$'\n'"$hits"; fi
}

markers=$(printf '%s|%s|%s' 'TO''DO' 'FIX''ME' 'XX''X')
if [ ${#everything[@]} -gt 0 ]; then
    hits=$(grep -nE "\b($markers)\b" "${everything[@]}" || true)
    [ -n "$hits" ] && report "unfinished-work markers (spec 6.1):"$'\n'"$hits"
fi
grep_product '(^|[^A-Za-z_.])(print|debugPrint|NSLog)\(' "print/debugPrint/NSLog in product code (spec 6.13):"
grep_product '(^|[^A-Za-z_])fatalError\(' "fatalError in product code (spec 6.8.2):"
grep_product '(^|[^A-Za-z_])precondition(Failure)?\(' "precondition in product code (spec 6.8.2):"
grep_product 'try!' "try! in product code (spec 6.8.2):"
grep_product '[^A-Za-z_]as!' "as! in product code (spec 6.8.2):"
grep_product '(^|[^A-Za-z_])unowned[ (]' "unowned in product code (spec 6.8.2):"
grep_product '(ObservableObject|@Published|@StateObject|@ObservedObject|@EnvironmentObject|@Query)\b' "Combine-era state or @Query (spec 6.13):"
grep_product '\bUserDefaults\b' "UserDefaults (device settings go through the settings file):"
grep_product '(^|[^A-Za-z_])(Date\(\)|Date\.now|Calendar\.current)' "Date()/Date.now/Calendar.current outside ZKCore/Time (spec 5.4.2):" 'Sources/ZKCore/Time/'
grep_product '\b(URLSession\w*|URLRequest|NWConnection|NWListener|NWPathMonitor|CFSocket\w*|CFStream\w*|FoundationNetworking)\b|getStreamsToHost|^\s*import\s+Network\b|(^|[^A-Za-z_.])(socket|connect|bind|listen|accept4?|getaddrinfo|gethostbyname|sendto|recvfrom|sendmsg|recvmsg)\(' "networking API (docs/development.md#rules-the-lint-enforces: the app opens no socket):"
grep_product '@_exported' "@_exported import (spec 5.3.3):"

# Portability (issue 38, docs/ios-host.md#portability): the portable package keeps its Linux-only
# code behind `#if os(Linux)` / `#if canImport(Glibc)`, so it builds for iPhone and iPad unchanged.
if ! hits=$(python3 scripts/check_portability.py 2>&1); then
    report "the portable package would not build for iPhone and iPad as it is (outside #if os(Linux) / canImport(Glibc)):"$'\n'"$hits"
fi

# Under `set -o pipefail` a `grep -q` (or `head`) that stops reading early can kill the writer with
# SIGPIPE and fail the check at random: the keyboard journey failed one run in four that way. Test
# scripts read whole outputs (`grep … >/dev/null`, `grep -m1`, here-strings).
hits=$(grep -nE '\|\s*(grep\s+-[a-zA-Z]*q|head\b)' scripts/*.sh scripts/test.d/*.sh 2>/dev/null | grep -vE '^scripts/(lint|test-lint)\.sh:' || true)
[ -n "$hits" ] && report "a pipeline that stops reading early (SIGPIPE under pipefail):"$'\n'"$hits"

# Comments cite this repository's docs by anchor, never the design documents outside it, and every
# cited anchor exists (docs/development.md#citations-in-comments).
if ! python3 scripts/check_citations.py; then
    report "a comment cites a design document instead of a doc, or a docs anchor that does not exist (docs/development.md#citations-in-comments)"
fi

if [ $fail -ne 0 ]; then exit 1; fi

mapfile -t roots < <(for d in Packages Desktop App; do [ -d "$d" ] && echo "$d"; done)
# LINT_SWIFT_FORMAT_ONLY: the files swift-format looks at, instead of every root ("" for none).
# scripts/test-lint.sh sets it to the one file it planted: swift-format judges each file on its
# own, so the other files' verdict is the unplanted copy's, which that script checks in full once.
if [ -n "${LINT_SWIFT_FORMAT_ONLY+set}" ]; then read -r -a roots <<<"$LINT_SWIFT_FORMAT_ONLY"; fi
if [ ${#roots[@]} -gt 0 ] && ! swift format lint --strict --recursive --parallel --configuration .swift-format "${roots[@]}"; then
    report "swift-format lint --strict found violations (run make format)"
    exit 1
fi

if ! python3 scripts/decisions_index.py --check; then
    report "DECISIONS.md's index is stale (run scripts/decisions_index.py)"
    exit 1
fi

if ! scripts/check-imports.sh; then
    report "module graph violated (scripts/check-imports.sh)"
    exit 1
fi
echo "lint: clean"
