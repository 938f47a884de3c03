#!/usr/bin/env bash
# tests/nvrtc/nvrtc_test.sh NVRTC_COMPILE SRC_DIR CUDA_INCLUDE -- the public
# headers compile under NVRTC (no host system headers), to PTX for sm_89,
# sm_90, sm_100 and sm_120, and every public function is in the PTX:
#   1. ulpmath.h alone, with only -I include;
#   2. ulpmath_cuda.h (and so ulpmath.h), with -I include and CUDA's own
#      include folder (NVRTC needs cuda_fp16.h and cuda_bf16.h from it);
#   3. a control: a file that includes <string.h> must fail, or this test
#      could not see a header that needs the host's system headers.
# The translation units are generated (tests/nvrtc/public_tu.py) from the
# headers and tools/registry.def, so new functions are covered as they come.
# Exit 77 (skipped) where the NVRTC program could not be built.
set -uo pipefail
compiler=${1:?usage: nvrtc_test.sh NVRTC_COMPILE SRC_DIR CUDA_INCLUDE}
src=${2:?}; cuda_include=${3:?}
[ -x "$compiler" ] || { echo "nvrtc_test: no NVRTC program ($compiler); skipped"; exit 77; }
arches=sm_89,sm_90,sm_100,sm_120
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "nvrtc_test: FAILED: $*" >&2; fail=1; }

check_symbols() {   # $1: PTX prefix, $2: symbol list
    local a s missing n
    for a in ${arches//,/ }; do
        grep -q "^\.target $a\b" "$1.$a.ptx" || no "$1.$a.ptx is not PTX for $a"
        missing=0
        while read -r s; do
            grep -qE "^\.visible \.func.* $s\(" "$1.$a.ptx" || { no "$a: $s is not in the PTX"; missing=1; }
        done < "$2"
        n=$(wc -l < "$2")
        [ "$missing" = 0 ] && echo "nvrtc_test: $a: all $n functions in $(basename "$1").$a.ptx"
    done
}

python3 "$src/tests/nvrtc/public_tu.py" --out "$tmp/c.cu" --symbols "$tmp/c.txt" || exit 1
if "$compiler" --arch "$arches" -o "$tmp/c" "$tmp/c.cu" -- -I "$src/include" -rdc=true; then
    check_symbols "$tmp/c" "$tmp/c.txt"
else
    no "ulpmath.h does not compile under NVRTC with only -I include"
fi

python3 "$src/tests/nvrtc/public_tu.py" --cuda --out "$tmp/cuda.cu" --symbols "$tmp/cuda.txt" || exit 1
if "$compiler" --arch "$arches" -o "$tmp/cuda" "$tmp/cuda.cu" -- -I "$src/include" -I "$cuda_include" -rdc=true; then
    check_symbols "$tmp/cuda" "$tmp/cuda.txt"
else
    no "ulpmath_cuda.h does not compile under NVRTC with -I include -I $cuda_include"
fi

printf '#include <string.h>\nextern "C" __device__ int f(void) { return 0; }\n' > "$tmp/host.cu"
if "$compiler" --arch sm_90 -o "$tmp/host" "$tmp/host.cu" -- -I "$src/include" -I "$cuda_include" 2>/dev/null; then
    no "control: a file including <string.h> compiled, so this test cannot see host headers"
fi
[ "$fail" = 0 ] && echo "nvrtc_test: ok"
exit $fail
