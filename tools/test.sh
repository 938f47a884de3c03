#!/usr/bin/env bash
# tools/test.sh [--exhaustive] -- install what is missing, build, run every test.
# Ends with ctest's count of passed and failed tests.
set -euo pipefail
cd "$(dirname "$0")/.."
labels=(-LE exhaustive)
case "${1:-}" in
    "") ;;
    --exhaustive) labels=() ;;
    *) echo "tools/test.sh: unknown argument '$1' (only --exhaustive)" >&2; exit 2 ;;
esac
bash tools/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DULPMATH_REQUIRE_TOOLS=ON >/dev/null
cmake --build build -j"$(nproc)" >/dev/null
cd build
ctest --output-on-failure -j"$(nproc)" "${labels[@]}"
