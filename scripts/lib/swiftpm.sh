# Sourced by the build scripts: every Swift package of the repository builds into one folder,
# `.build/` at the repository's root. The kit, the desktop host and the tools then compile each
# module once per configuration instead of once per package (docs/development.md#one-build-folder).
# usage: source scripts/lib/swiftpm.sh; swiftpm Desktop build -c release --product zahlenkette

zk_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
zk_build="$zk_root/.build"

# swiftpm PACKAGE-FOLDER SUBCOMMAND [ARGS…]: `swift SUBCOMMAND` in that package, in the shared folder.
# Builds carry no debug information: the installed program is stripped of it anyway
# (scripts/install.sh), the static release build then compiles 5 % less (D-0046), and the debug
# build with its tests 8 % less, in a third less disk (D-0059). Every build passes the same flag, so
# the kit's tools, the tests and the desktop share its modules. `ZK_DEBUG_INFO=1` keeps the debug
# information, for a debugger; the first build after switching compiles everything again.
swiftpm() {
    local package=$1 subcommand=$2
    shift 2
    local flags=()
    [ "${ZK_DEBUG_INFO:-0}" = 1 ] || flags=(-Xswiftc -gnone)
    # A debug build compiles each module whole, its code generation on every core (D-0060): SwiftPM's
    # file-by-file batches each type-check the declarations of the module's other files again, and a
    # cold debug build with its tests then takes a sixth more processor time. The release build is whole
    # already. `ZK_FILE_BY_FILE=1` keeps the batches, for quicker rebuilds of one large module while
    # iterating on it; the first build after switching compiles everything again.
    # The module interface comes out of the same compiler run (D-0061): as a job of its own it
    # type-checks every module's declarations a second time: 6–10 % of a cold build's processor time.
    if [ "${ZK_FILE_BY_FILE:-0}" != 1 ] && ! zk_is_release "$@"; then
        flags+=(-Xswiftc -wmo -Xswiftc -num-threads -Xswiftc "$(getconf _NPROCESSORS_ONLN)")
        flags+=(-Xswiftc -no-emit-module-separately-wmo)
    fi
    # A build keeps the compiler's leftovers in .build/tmp; tests keep the system's temporary
    # folder, outside the repository, as the app has it (the resource lookup climbs from a program
    # to the repository it finds above it).
    local tmp=${TMPDIR:-/tmp}
    [ "$subcommand" = build ] && tmp=$(zk_tmpdir)
    (cd "$zk_root/$package" && TMPDIR=$tmp swift "$subcommand" --scratch-path "$zk_build" "$@" "${flags[@]}")
}

# zk_is_release ARGS…: whether the arguments ask for the release configuration.
zk_is_release() {
    local previous="" argument
    for argument in "$@"; do
        case "$previous $argument" in
        "-c release" | "--configuration release" | *" --configuration=release") return 0 ;;
        esac
        previous=$argument
    done
    return 1
}

# zk_tmpdir: the temporary folder for builds, `tmp` in the build folder (`.build/tmp`). The Swift
# driver leaves an empty `TemporaryDirectory.*` behind for most compiler runs (about 130 a
# `make test`); there they go with the build folder instead of collecting in the system's.
zk_tmpdir() {
    mkdir -p "$zk_build/tmp" && echo "$zk_build/tmp"
}

# swiftpm_bin CONFIGURATION: the folder the executables of that configuration land in.
swiftpm_bin() {
    swiftpm Packages/ZahlenketteKit build -c "$1" --show-bin-path
}

# kit_product CONFIGURATION PRODUCT: builds that product of the kit and prints its path. Under
# `make test`, which has built every debug product already (ZK_DEBUG_PRODUCTS names their folder),
# it asks SwiftPM nothing: even a build with nothing to do costs 2–3 processor seconds.
kit_product() {
    if [ "$1" = debug ] && [ -n "${ZK_DEBUG_PRODUCTS:-}" ] && [ -x "$ZK_DEBUG_PRODUCTS/$2" ]; then
        echo "$ZK_DEBUG_PRODUCTS/$2"
        return
    fi
    swiftpm Packages/ZahlenketteKit build -c "$1" --product "$2" >&2 && echo "$(swiftpm_bin "$1")/$2"
}
