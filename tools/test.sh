#!/usr/bin/env bash
# tools/test.sh [--exhaustive] -- install what is missing (tools/deps.sh),
# build, and run every test; ends with ctest's count of passed and failed
# tests (12 to 15 minutes on 2 cores).
#   --exhaustive   also the longest sweeps (the label `exhaustive`: every
#                  binary32 input of the MUFU-free rows, every atan2 pair, the
#                  tuner's searches from scratch; hours on 2 cores)
#   --help, --version
# Exit status: ctest's (0 all passed), 2 a usage error.
set -euo pipefail
. "$(dirname "$0")/common/cli.sh"
um_cli_std "$0" "$@"
cd "$(dirname "$0")/.."
labels=(-LE exhaustive)
[ $# -le 1 ] || um_usage_error "one argument at most"
case "${1:-}" in
    "") ;;
    --exhaustive) labels=() ;;
    *) um_usage_error "unknown argument '$1'" ;;
esac
bash tools/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DULPMATH_REQUIRE_TOOLS=ON >/dev/null
cmake --build build -j"$(nproc)" >/dev/null
cd build
ctest --output-on-failure -j"$(nproc)" "${labels[@]}"
