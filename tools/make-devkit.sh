#!/usr/bin/env bash
# tools/make-devkit.sh [DIR] -- copy MPFR's and GMP's headers and static
# libraries into DIR (default .devkit), for a GPU machine that has nvcc but
# no libmpfr-dev: tools/gpu_all.sh links them from $ULPMATH_DEVKIT (.devkit).
# Carry DIR along with the run; keep it out of git (.git/info/exclude).
set -euo pipefail
. "$(dirname "$0")/common/cli.sh"
um_cli_std "$0" "$@"
[ $# -le 1 ] || um_usage_error "one folder at most"
case "${1:-}" in -*) um_usage_error "unknown option '$1'" ;; esac
cd "$(dirname "$0")/.."
dir=${1:-.devkit}
bash tools/deps.sh
mkdir -p "$dir"
for h in mpfr.h gmp.h; do
    deps=$(printf '#include <%s>\n' "$h" | cc -E -H -x c - 2>&1 >/dev/null || true)
    f=$(printf '%s\n' "$deps" | sed -n "s|^\.* \(.*/$h\)\$|\1|p" | head -n 1)
    [ -n "$f" ] || { echo "make-devkit: $h not found" >&2; exit 1; }
    cp "$f" "$dir/"
done
for l in mpfr gmp; do
    f=$(cc -print-file-name=lib$l.a)
    [ -f "$f" ] || { echo "make-devkit: lib$l.a not found" >&2; exit 1; }
    cp "$f" "$dir/"
done
ls -la "$dir"
