#!/usr/bin/env bash
# tools/gpu_python.sh -- ulpmath from Python on a GPU machine, in one run
# (from the repository root, with $OUT set, as tools/gpu_all.sh):
#   1. installs the package offline from python/ (pip install
#      --no-build-isolation --no-deps --target), as a user would;
#   2. runs the examples (examples/python/);
#   3. tests/python/gpu_check.py: (a) bit equality of the torch, CuPy and
#      Triton routes with the C functions, (b) PyTorch's own misroundings
#      against ulpmath's correctly rounded results, (c) throughput of
#      ulpmath.torch against torch's ops on 2^26-element tensors;
# and writes $OUT/python_report.md, $OUT/python.json and $OUT/python_log.txt,
# with a short table printed last.  About 3 minutes on an H200.
# The Triton library is built by clang at install time; where the GPU
# machine has no clang, run `tools/gpu_python.sh --prepare` here first: it
# builds the bitcode into .whl/ulpmath_nvptx.bc, which the run then uses
# (carry [".whl"] with this workplace's device tool).
set -uo pipefail
. "$(dirname "$0")/common/cli.sh"
um_cli_std "$0" "$@"
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
if [ "${1:-}" = --prepare ]; then
    [ $# -eq 1 ] || um_usage_error "--prepare takes no other argument"
    mkdir -p .whl
    PYTHONPATH=python "$py" -c "from ulpmath import _build as b
b.build_bitcode(b.load_table(), b.include_dir(), '.whl/ulpmath_nvptx.bc', log=print)" || exit 1
    exit 0
fi
[ $# -eq 0 ] || um_usage_error "unknown argument $1"
[ -n "${OUT:-}" ] || um_usage_error "set OUT to the folder for the results"
mkdir -p "$OUT"
exec > >(tee "$OUT/python_log.txt") 2>&1
stamp="$(date -u '+%Y-%m-%d %H:%M UTC'); GPU: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
echo "$stamp"
site=${ULPMATH_SITE:-/tmp/ulpmath-site}
export ULPMATH_CACHE=${ULPMATH_CACHE:-/tmp/ulpmath-cache} MAX_JOBS=${MAX_JOBS:-$(nproc)} PYTHONUNBUFFERED=1
status=0

echo; echo "== install: $py -m pip install --no-build-isolation --no-deps --target $site python/"
rm -rf "$site"
t=$(date +%s)
if ! "$py" -m pip install -q --no-build-isolation --no-deps --no-index --target "$site" python/; then
    echo "gpu_python: FAILED: pip install of python/"; exit 1
fi
echo "installed in $(( $(date +%s) - t )) s"
export PYTHONPATH="$site${PYTHONPATH:+:$PYTHONPATH}"
if [ ! -f "$site/ulpmath/lib/ulpmath_nvptx.bc" ]; then
    if [ -f .whl/ulpmath_nvptx.bc ]; then
        export ULPMATH_BITCODE=$PWD/.whl/ulpmath_nvptx.bc
        echo "no clang here: the Triton bitcode is the one carried in .whl/ (tools/gpu_python.sh --prepare)"
    else
        echo "no clang here and no .whl/ulpmath_nvptx.bc: the Triton route will report an error"
    fi
fi
(cd /tmp && "$py" -c "import ulpmath; print('ulpmath', ulpmath.__version__, 'headers:', ulpmath.get_include())") || status=1

echo; echo "== the examples (examples/python/)"
for ex in examples/python/*.py; do
    if (cd /tmp && timeout 120 "$py" "$OLDPWD/$ex"); then echo "example $ex: ok"; else echo "example $ex: FAILED"; status=1; fi
done

echo; echo "== checks (tests/python/gpu_check.py)"
"$py" tests/python/gpu_check.py --out "$OUT" --stamp "$stamp" || status=1
echo; echo "gpu_python: $([ $status = 0 ] && echo done || echo 'done, with failures')"
exit $status
