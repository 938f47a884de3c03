#!/usr/bin/env bash
# tools/gpu_all.sh -- everything ulpmath measures on a GPU, in one run:
# builds the GPU tools, checks every registry row on every input of its
# domain (ulpcheck_gpu, also under --use_fast_math and --fmad=false), times
# every function against CUDA's built-ins (bench_gpu), runs the MUFU-bound
# scenarios (bench_mufu), and records MUFU.RCP/RSQ for every input
# (mufu_dump), and compares the GPU-exact CPU build with the GPU on every
# input (gpu_exact_agree).  Writes its tables under $OUT, stamped with date, GPU, driver
# and CUDA version:
#   gpu_report.md    the tables README.md shows (commit as docs/gpu_report.md)
#   gpu.json         every figure, machine-readable (commit as docs/gpu.json)
#   mufu/            MUFU.RCP / MUFU.RSQ period tables and their header
#   log.txt          the whole output
# Needs nvcc and, for the reference, MPFR and GMP: from the system, or
# headers and static libraries in $ULPMATH_DEVKIT (default .devkit), which a
# machine without libmpfr-dev gets carried along (tools/make-devkit.sh makes it;
# through this workplace's device tool: run `bash tools/gpu_all.sh` with
# carry [".devkit"]).
set -uo pipefail
cd "$(dirname "$0")/.."
: "${OUT:?set OUT to the folder for the results}"
mkdir -p "$OUT"
exec > >(tee "$OUT/log.txt") 2>&1
K=${ULPMATH_DEVKIT:-.devkit}
B=${ULPMATH_GPU_BUILD:-/tmp/ulpmath-gpu}
ARCH=${ULPMATH_GPU_ARCH:-sm_90}
R=$B/results
rm -rf "$R"; mkdir -p "$R"
status=0
step() { echo; echo "== $*"; }
fail() { echo "gpu_all: FAILED: $*"; status=1; }

step "machine"
gpu=$(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm --format=csv,noheader | head -1)
cuda=$(nvcc --version | sed -n 's/.*release \([0-9.]*\), \(V[0-9.]*\).*/\1 (\2)/p')
stamp="$(date -u '+%Y-%m-%d %H:%M UTC'); GPU: $gpu (name, driver, max SM clock, SM clock at start); CUDA $cuda"
echo "$stamp"

step "build ($ARCH)"
inc=(-Iinclude -Itools -Itools/check)
mp=(-lmpfr -lgmp)
if [ ! -f /usr/include/mpfr.h ] && [ -f "$K/mpfr.h" ]; then
    inc+=(-I"$K"); mp=("$K/libmpfr.a" "$K/libgmp.a")
fi
cflags=(-std=c99 -O3 -ffp-contract=off)
build_ulpcheck() {   # $1: output, $2...: extra nvcc flags
    local out=$1; shift
    local o="$B/obj$(echo "$*" | tr -c 'a-z0-9' '_')"
    mkdir -p "$o"
    for f in main check report; do
        gcc "${cflags[@]}" -DULPCHECK_GPU "${inc[@]}" -c tools/check/$f.c -o "$o/$f.o" || return 1
    done
    nvcc -std=c++17 -O3 -arch="$ARCH" "$@" "${inc[@]}" -c tools/check/gpu.cu -o "$o/gpu.o" &&
    nvcc -arch="$ARCH" "$o"/*.o -o "$out" "${mp[@]}" -lpthread
}
# the builds are independent: run them side by side
pids=(); what=()
build_ulpcheck "$B/ulpcheck_gpu" & pids+=($!); what+=("ulpcheck_gpu")
build_ulpcheck "$B/ulpcheck_gpu_fast_math" --use_fast_math & pids+=($!); what+=("ulpcheck_gpu --use_fast_math")
build_ulpcheck "$B/ulpcheck_gpu_nofmad" --fmad=false & pids+=($!); what+=("ulpcheck_gpu --fmad=false")
build_agree() {      # gpu_exact_agree: device rows of gpu.cu beside the GPU-exact CPU build
    local o="$B/obj_agree"; mkdir -p "$o" "$B/mufu"
    python3 -c 'import lzma, sys
for n in ("rcp", "rsqrt"):
    open(sys.argv[2] + "/" + n + "_approx_ftz_f32.bin", "wb").write(
        lzma.open(sys.argv[1] + "/" + n + "_approx_ftz_f32.bin.xz").read())' data/mufu/h200 "$B/mufu" || return 1
    for src in tools/check/check.c tools/check/report.c tools/check/gpu_exact_agree.c; do
        gcc "${cflags[@]}" "${inc[@]}" -c "$src" -o "$o/$(basename "$src" .c).o" || return 1
    done
    gcc "${cflags[@]}" "${inc[@]}" -DUM_REGISTRY_LIBRARY_ONLY -DUM_EMULATE_GPU_MUFU \
        -Dum_registry=um_host_registry -Dum_registry_count=um_host_registry_count \
        -c tools/check/registry.c -o "$o/registry.o" &&
    gcc "${cflags[@]}" -Iinclude -Isrc -c src/mufu_emulation.c -o "$o/mufu_emulation.o" &&
    gcc "${cflags[@]}" -DUM_MUFU_RCP_BIN="\"$B/mufu/rcp_approx_ftz_f32.bin\"" \
        -DUM_MUFU_RSQRT_BIN="\"$B/mufu/rsqrt_approx_ftz_f32.bin\"" -c src/mufu_tables_h200.c -o "$o/mufu_tables_h200.o" &&
    nvcc -std=c++17 -O3 -arch="$ARCH" "${inc[@]}" -c tools/check/gpu.cu -o "$o/gpu.o" &&
    nvcc -arch="$ARCH" "$o"/*.o -o "$B/gpu_exact_agree" "${mp[@]}" -lpthread
}
build_agree & pids+=($!); what+=("gpu_exact_agree")
for t in bench/bench_gpu bench/bench_mufu mufu/mufu_dump; do
    nvcc -std=c++17 -O3 -arch="$ARCH" -Iinclude -Itools -Isrc tools/$t.cu -o "$B/${t#*/}" & pids+=($!); what+=("${t#*/}")
done
nvcc -std=c++17 -O3 -arch="$ARCH" -Iinclude tests/cuda_api.cu -o "$B/cuda_api" & pids+=($!); what+=("cuda_api")
for i in "${!pids[@]}"; do wait "${pids[$i]}" || fail "build ${what[$i]}"; done

step "accuracy: every input of every domain (ulpcheck_gpu --all)"
"$B/ulpcheck_gpu" --all --quiet --json-file "$R/accuracy.json" || true
step "accuracy of the library rows, device code built with --use_fast_math"
"$B/ulpcheck_gpu_fast_math" --quiet --json-file "$R/accuracy_fast_math.json" || true
step "accuracy of the library rows, device code built with --fmad=false"
"$B/ulpcheck_gpu_nofmad" --quiet --json-file "$R/accuracy_nofmad.json" || true

step "the CUDA overloads of ulpmath_cuda.h against the C functions, every input (tests/cuda_api.cu)"
"$B/cuda_api" | tee "$R/cuda_api.txt" || fail "cuda_api"

step "the GPU-exact CPU build against the GPU, every input (gpu_exact_agree)"
"$B/gpu_exact_agree" | tee "$R/gpu_exact_agree.txt" || fail "gpu_exact_agree"

if [ -x "$B/bench_gpu" ]; then
    step "throughput against CUDA's built-ins (bench_gpu)"
    "$B/bench_gpu" --counts docs/sass_counts.json --markdown "$R/bench_gpu.md" --json "$R/bench_gpu.json" || fail "bench_gpu"
fi
if [ -x "$B/bench_mufu" ]; then
    step "MUFU-bound scenarios (bench_mufu)"
    "$B/bench_mufu" --markdown "$R/bench_mufu.md" --json "$R/bench_mufu.json" || fail "bench_mufu"
fi
if [ -x "$B/mufu_dump" ]; then
    step "MUFU.RCP / MUFU.RSQ on every input (mufu_dump)"
    "$B/mufu_dump" --out "$OUT/mufu" || fail "mufu_dump (exit $?)"
fi

step "report"
# the raw results too, so that a failed report can be made again from them
mkdir -p "$OUT/results" && cp "$R"/*.json "$R"/*.md "$R"/*.txt "$OUT/results/" 2>/dev/null
echo "$stamp" > "$OUT/results/stamp.txt"
python3 tools/report/gpu_report.py --stamp "$stamp" --results "$R" --out "$OUT" || fail "gpu_report.py"
echo; echo "gpu_all: $([ $status = 0 ] && echo done || echo 'done, with failures')"
exit $status
