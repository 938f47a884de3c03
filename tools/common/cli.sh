# tools/common/cli.sh -- sourced by ulpmath's shell tools, so that each does
# the same on its command line (tests/tool_args.sh checks it):
#   --help     the script's header comment (its lines from the second to the
#              first that is not a comment)
#   --version  "NAME (ulpmath X.Y.Z)"
#   um_usage_error MESSAGE   one line on stderr, "NAME: MESSAGE", exit 2
# Use:  . "$(dirname "$0")/common/cli.sh"; um_cli_std "$0" "$@"
um_cli_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
um_cli_name=${UM_CLI_NAME:-$(basename "$0")}

um_version() {
    sed -n 's/^#define ULPMATH_VERSION_STRING "\(.*\)"$/\1/p' "$um_cli_root/include/ulpmath/version.h"
}

um_usage_error() {
    echo "$um_cli_name: $* (try --help)" >&2
    exit 2
}

# um_cli_std SCRIPT ARGS...: answers --help and --version (and exits) when
# they are the only argument; a script handles its other arguments itself
um_cli_std() {
    local script=$1; shift
    if [ $# -eq 1 ]; then
        case "$1" in
            -h|--help) awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$script"; exit 0 ;;
            --version) echo "$um_cli_name (ulpmath $(um_version))"; exit 0 ;;
        esac
    fi
    return 0
}
