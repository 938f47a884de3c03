#!/usr/bin/env bash
# tests/python/test_package.sh SRC_DIR [NVRTC_COMPILE] -- the Python package
# as a user gets it: built and installed offline from python/ into a fresh
# folder (pip install --no-build-isolation --no-deps --target), then, from
# another directory with only that folder on the path:
#   1. `import ulpmath` with nothing else; get_include() is inside the
#      installed package, its headers are the repository's, __version__ is
#      ULPMATH_VERSION_STRING; the op table has the registry's functions;
#   2. the shipped headers compile: a C program against them runs and gives
#      um_atan2f16's bits; with nvcc, ulpmath_cuda.h compiles; with the NVRTC
#      program, the CuPy kernels (ulpmath.cupy's source) compile under NVRTC
#      with only -I get_include(), for sm_89, sm_90, sm_100 and sm_120;
#   3. ulpmath.torch, .cupy and .triton raise ImportError naming what they
#      need when it is missing (imports of torch/cupy/triton blocked);
#   4. the Triton bitcode is in the package, with one function per op-table
#      row (where clang and llvm-as exist; otherwise said and skipped).
# Exit 77 where pip, setuptools or wheel is missing.
set -uo pipefail
src=$(cd "${1:?usage: test_package.sh SRC_DIR [NVRTC_COMPILE]}" && pwd)
nvrtc=${2:-}
py=${ULPMATH_TEST_PYTHON:-python3}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "test_package: FAILED: $*" >&2; fail=1; }
{ "$py" -c "import setuptools, wheel" && "$py" -m pip --version; } > /dev/null 2>&1 ||
    { echo "test_package: skipped: $py lacks pip, setuptools or wheel (tools/deps.sh installs them)"; exit 77; }

# the build must not write into the source tree except python/build and python/*.egg-info
if ! "$py" -m pip install -q --no-build-isolation --no-deps --no-compile --target "$tmp/site" "$src/python" \
        > "$tmp/pip.log" 2>&1; then
    cat "$tmp/pip.log"; no "pip install of python/ failed"; exit 1
fi
grep -E "ulpmath: (Triton bitcode|warning)" "$tmp/pip.log" || true
cd "$tmp"
export PYTHONPATH="$tmp/site" PYTHONDONTWRITEBYTECODE=1

inc=$("$py" -c "import ulpmath; print(ulpmath.get_include())") || { no "import ulpmath"; exit 1; }
case "$inc" in "$tmp/site/ulpmath/include") ;; *) no "get_include() is $inc, not inside the installed package";; esac
diff -r -x '*.sollya' "$src/include" "$inc" > /dev/null || no "the shipped headers differ from include/"
want=$(sed -n 's/^#define ULPMATH_VERSION_STRING "\(.*\)"/\1/p' "$src/include/ulpmath/version.h")
got=$("$py" -c "import ulpmath; print(ulpmath.__version__)")
[ "$got" = "$want" ] || no "ulpmath.__version__ is $got, the headers say $want"
"$py" - "$src" <<'PY' || no "the op table"
import sys
sys.path.insert(0, sys.argv[1] + "/tools/report")
import registry, ulpmath
rows = [r["name"] for r in registry.library_rows(sys.argv[1] + "/tools/registry.def")
        if not r["name"].endswith("_seed003")]
table = {ulpmath.function(op, d) for op, ds in ulpmath.ops().items() for d in ds}
assert table == set(rows), (sorted(table ^ set(rows)))
assert {"float16", "bfloat16"} <= set(ulpmath.ops()["atan2"]), ulpmath.ops()["atan2"]
assert ulpmath.function("atan2", "float16") == "um_atan2f16"
assert "float32" in ulpmath.ops()["rcp_full"]
print("test_package: op table: %d ops, %d functions, the registry's" % (len(ulpmath.ops()), len(table)))
PY

cat > c.c <<'C'
#include <stdio.h>
#include "ulpmath.h"
int main(void) { printf("%04x\n", um_atan2f16(0x3c00, 0xc000)); return 0; }
C
# atan2(1, -2) rounded to binary16 (binary64 first: far from a tie here)
want=$("$py" -c "import math, struct; print('%04x' % struct.unpack('<H', struct.pack('<e', math.atan2(1, -2)))[0])")
if ${CC:-cc} -std=c99 -O2 -I "$inc" c.c -o c -lm && [ "$(./c)" = "$want" ]; then
    echo "test_package: a C program against get_include() gives atan2(1, -2) = 0x$want"
else
    no "a C program against the shipped headers (expected $want, got $(./c 2>&1))"
fi
nvcc=$(command -v nvcc || { [ -x /usr/local/cuda/bin/nvcc ] && echo /usr/local/cuda/bin/nvcc; } || true)
if [ -n "$nvcc" ]; then
    printf '#include "ulpmath_cuda.h"\n__global__ void k(__half2 *p) { p[0] = um_h2atan(p[0]); }\n' > k.cu
    "$nvcc" -arch=sm_90 -I "$inc" -c k.cu -o k.o && echo "test_package: ulpmath_cuda.h from get_include() compiles with nvcc" ||
        no "nvcc with -I get_include()"
fi
if [ -n "$nvrtc" ] && [ -x "$nvrtc" ]; then
    "$py" -c "from ulpmath import _build as b; open('cupy_kernels.cu', 'w').write(b.cupy_source(b.load_table()))"
    if "$nvrtc" --arch sm_89,sm_90,sm_100,sm_120 -o cupy_kernels cupy_kernels.cu -- "-I$inc" > nvrtc.log 2>&1; then
        n=$("$py" -c "from ulpmath import _build as b; print(len(b.load_table()))")
        for a in sm_89 sm_90 sm_100 sm_120; do
            k=$(grep -c '^\.visible \.entry ulpmath_k_' "cupy_kernels.$a.ptx")
            [ "$k" = "$n" ] || no "$a: $k CuPy kernels in the PTX, $n in the table"
        done
        echo "test_package: the CuPy kernels ($n) compile under NVRTC with only -I get_include() (sm_89, sm_90, sm_100, sm_120)"
    else
        cat nvrtc.log; no "the CuPy kernels under NVRTC"
    fi
else
    echo "test_package: no NVRTC program: the CuPy kernels' NVRTC compile not checked"
fi

cat > blocker.py <<'PY'
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("torch", "cupy", "triton"):
            raise ImportError("No module named %r (blocked by the test)" % name)
sys.meta_path.insert(0, Block())
PY
for sub in torch:torch cupy:cupy triton:triton; do
    m=${sub%%:*}; need=${sub##*:}
    msg=$("$py" -c "import blocker, ulpmath.$m" 2>&1 | tail -1)
    case "$msg" in
        ImportError:*"ulpmath.$m needs"*"$need"*) echo "test_package: without $need: $msg" ;;
        *) no "import ulpmath.$m without $need: $msg" ;;
    esac
done
"$py" -c "import blocker, ulpmath; ulpmath.get_include(); ulpmath.ops()" || no "import ulpmath without torch, cupy, triton"

bc="$tmp/site/ulpmath/lib/ulpmath_nvptx.bc"
if command -v clang > /dev/null && command -v llvm-dis > /dev/null; then
    if [ -f "$bc" ]; then
        n=$("$py" -c "from ulpmath import _build as b; print(len(b.load_table()))")
        d=$(llvm-dis "$bc" -o - | grep -c '^define .*@ulpmath_')
        [ "$d" = "$n" ] && echo "test_package: the Triton bitcode has the $n functions of the table" ||
            no "the Triton bitcode defines $d ulpmath_ functions, the table has $n"
    else
        no "clang and llvm-dis are here but the package has no bitcode"
    fi
else
    echo "test_package: no clang/llvm-dis here: the Triton bitcode not checked"
fi
[ "$fail" = 0 ] && echo "test_package: ok"
exit $fail
