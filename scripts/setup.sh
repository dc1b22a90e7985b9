#!/usr/bin/env bash
# Installs the Debian packages listed in scripts/apt/*.txt when any is missing, and the PyPI tools
# the checks need (num2words for scripts/test.d/number-words.sh).
# Idempotent and quiet: with everything present it only checks and returns.
set -euo pipefail
cd "$(dirname "$0")/.."

# PyPI: num2words, the outside oracle of every number word (docs/content.md#home-language-number-words).
# Pinned, so a new release cannot change what the check compares with unnoticed.
if ! python3 -c 'import num2words, sys; sys.exit(num2words.__version__ != "0.5.14")' 2>/dev/null &&
    ! python3 -c 'from importlib.metadata import version; import sys; sys.exit(version("num2words") != "0.5.14")' 2>/dev/null; then
    echo "setup: installing num2words 0.5.14 from PyPI"
    python3 -m pip install --quiet num2words==0.5.14 2>/dev/null ||
        python3 -m pip install --quiet --user --break-system-packages num2words==0.5.14
fi

wanted=()
for list in scripts/apt/*.txt; do
    while read -r line; do
        package="${line%%#*}"
        package="${package//[[:space:]]/}"
        [ -n "$package" ] && wanted+=("$package")
    done <"$list"
done

missing=()
for package in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [ "$status" = "install ok installed" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: missing packages (${missing[*]}) and no apt-get on this machine; install them by hand." >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "setup: installing ${missing[*]} needs root." >&2
        exit 1
    fi
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
