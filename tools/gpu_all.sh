#!/usr/bin/env bash
# tools/gpu_all.sh [--part check|bench|all] [--mufu] -- everything ulpmath
# measures on a GPU, from the repository root of a machine with one:
#   check  builds the GPU tools; checks every registry row on every input of
#          its domain (ulpcheck_gpu --all; also the library rows built with
#          --use_fast_math and --fmad=false); the functions of two binary32
#          arguments on 24 random sets and 4 circle sets of 2^32 pairs each
#          (1.03e11 + 1.7e10 pairs) besides the structured sets; compares the
#          GPU-exact CPU build with the GPU (gpu_exact_agree) and the CUDA
#          overloads with the C functions (tests/cuda_api.cu); runs the
#          CUDA examples (examples/)
#   bench  times every row against CUDA's built-ins on the input distributions
#          users have, with the slow-path rates (bench_gpu, its SASS columns
#          from this tree's counts, and a note if docs/sass_counts.json
#          differs from them), the MUFU-bound
#          kernels (bench_mufu), and the Python routes (tools/gpu_python.sh,
#          where python3 has torch)
#   all    both (the default; about 10 minutes on an H200: the device tool
#          allows 10 minutes a command, so run the two parts as two commands)
#   --only "F1 F2 ..."  check and time only these registry rows (and, for
#          bench_gpu, their CUDA counterparts): a second run after a change
#   --agree "F1 F2 ..."  run gpu_exact_agree on these functions only (it
#          takes minutes of CPU time; gpu_report.py merges the tables of
#          several parts)
#   --seconds N  stop the long steps so that the part ends within N seconds
#          (what was measured by then is still packed and reported; the
#          device tool allows 600 s a command: use --seconds 560 there)
#   --mufu also records MUFU.RCP/RSQ on every input (tools/mufu/mufu_dump),
#          which proves the GPU-exact model again (only needed on a new GPU
#          or driver; the H200's tables are committed in data/mufu/h200)
# Writes under $OUT (kept to the device tool's 8 files):
#   results-PART.tar.gz  every raw result of the part (JSON, text, markdown)
#   gpu_report.md, gpu.json   the report of what $OUT/results-*.tar.gz and
#                        earlier parts' archives in $GPU_ALL_RESULTS hold
#                        (commit as docs/gpu_report.md, docs/gpu.json)
#   log-PART.txt         the whole output
# stamped with date, GPU, driver and CUDA version.  To make the report from
# several parts' archives afterwards, anywhere:
#   python3 tools/report/gpu_report.py --archives A.tar.gz B.tar.gz --out DIR
# Needs nvcc and, for the reference, MPFR and GMP: from the system, or the
# headers and static libraries in $ULPMATH_DEVKIT (default .devkit) that
# tools/make-devkit.sh makes for a machine without libmpfr-dev (carried along
# through this workplace's device tool: carry [".devkit"]).
# Usage: OUT=DIR tools/gpu_all.sh [--part check|bench|all] [--only "F..."] [--agree "F..."]
#                                 [--seconds N] [--mufu]
#        (--help, --version)
set -uo pipefail
. "$(dirname "$0")/common/cli.sh"
um_cli_std "$0" "$@"
part=all; mufu=0; only=(); seconds=0; agree=()
while [ $# -gt 0 ]; do
    case "$1" in
        --part) [ $# -ge 2 ] || um_usage_error "--part needs check, bench or all"
                case "$2" in check|bench|all) part=$2 ;; *) um_usage_error "--part needs check, bench or all, not '$2'" ;; esac
                shift 2 ;;
        --mufu) mufu=1; shift ;;
        --only) [ $# -ge 2 ] && [ -n "$2" ] || um_usage_error "--only needs registry names"
                read -r -a only <<<"$2"; shift 2 ;;
        --agree) [ $# -ge 2 ] && [ -n "$2" ] || um_usage_error "--agree needs registry names"
                read -r -a agree <<<"$2"; shift 2 ;;
        --seconds) [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || um_usage_error "--seconds needs a positive whole number"
                seconds=$2; shift 2 ;;
        *) um_usage_error "unknown argument '$1'" ;;
    esac
done
cd "$(dirname "$0")/.."
[ -n "${OUT:-}" ] || um_usage_error "set OUT to the folder for the results"
if [ -e "$OUT" ] && [ ! -d "$OUT" ]; then um_usage_error "OUT is not a folder: $OUT"; fi
mkdir -p "$OUT"
exec > >(tee "$OUT/log-$part.txt") 2>&1
K=${ULPMATH_DEVKIT:-.devkit}
B=${ULPMATH_GPU_BUILD:-/tmp/ulpmath-gpu}
ARCH=${ULPMATH_GPU_ARCH:-sm_90}
R=$B/results-$part
rm -rf "$R"; mkdir -p "$R"
status=0
t0=$SECONDS
step() { echo; echo "== [$((SECONDS - t0)) s] $*"; }
fail() { echo "gpu_all: FAILED: $*"; status=1; }
# run a long step within what is left of --seconds (30 s kept for packing)
timed() {
    if [ "$seconds" -eq 0 ]; then "$@"; return; fi
    local left=$((seconds - (SECONDS - t0) - 30))
    if [ "$left" -le 5 ]; then fail "no time left for: $*"; return 124; fi
    timeout "$left" "$@"; local rc=$?
    [ $rc -ne 124 ] || fail "ran out of the --seconds budget in: $*"
    return $rc
}
do_check() { [ "$part" = check ] || [ "$part" = all ]; }
do_bench() { [ "$part" = bench ] || [ "$part" = all ]; }

step "machine"
gpu=$(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm --format=csv,noheader | head -1)
cuda=$(nvcc --version | sed -n 's/.*release \([0-9.]*\), \(V[0-9.]*\).*/\1 (\2)/p')
stamp="$(date -u '+%Y-%m-%d %H:%M UTC'); GPU: $gpu (name, driver, max SM clock, SM clock at start); CUDA $cuda"
echo "$stamp" | tee "$R/stamp.txt"

step "build ($ARCH)"
inc=(-Iinclude -Itools -Itools/check -Isrc)
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
# the builds are independent: run them side by side
pids=(); what=()
if do_check; then
    build_ulpcheck "$B/ulpcheck_gpu" & pids+=($!); what+=("ulpcheck_gpu")
    build_ulpcheck "$B/ulpcheck_gpu_fast_math" --use_fast_math & pids+=($!); what+=("ulpcheck_gpu --use_fast_math")
    build_ulpcheck "$B/ulpcheck_gpu_nofmad" --fmad=false & pids+=($!); what+=("ulpcheck_gpu --fmad=false")
    build_agree & pids+=($!); what+=("gpu_exact_agree")
    nvcc -std=c++17 -O3 -arch="$ARCH" -Iinclude tests/cuda_api.cu -o "$B/cuda_api" & pids+=($!); what+=("cuda_api")
    for ex in cuda/hatan2 gpu_exact/kernel; do
        nvcc -std=c++17 -O3 -arch="$ARCH" -Iinclude -Iexamples/gpu_exact "examples/$ex.cu" -o "$B/example_${ex//\//_}" &
        pids+=($!); what+=("examples/$ex.cu")
    done
fi
if do_bench; then
    # bench_gpu: timed kernels and slow-path counting kernels, two translation units
    nvcc -std=c++17 -O3 -arch="$ARCH" --threads 2 -Iinclude -Itools -Isrc tools/bench/bench_gpu.cu tools/bench/bench_gpu_count.cu \
        -o "$B/bench_gpu" & pids+=($!); what+=("bench_gpu")
    nvcc -std=c++17 -O3 -arch="$ARCH" -Iinclude -Itools -Isrc tools/bench/bench_mufu.cu -o "$B/bench_mufu" & pids+=($!); what+=("bench_mufu")
fi
if [ "$mufu" = 1 ]; then
    nvcc -std=c++17 -O3 -arch="$ARCH" -Iinclude -Itools -Isrc tools/mufu/mufu_dump.cu -o "$B/mufu_dump" & pids+=($!); what+=("mufu_dump")
fi
for i in "${!pids[@]}"; do wait "${pids[$i]}" || fail "build ${what[$i]}"; done

if do_check; then
    step "accuracy: every input of every domain (ulpcheck_gpu --all)"
    if [ ${#only[@]} -gt 0 ]; then sel=("${only[@]}"); libsel=("${only[@]}"); else sel=(--all); libsel=(); fi
    timed "$B/ulpcheck_gpu" "${sel[@]}" --quiet --json-file "$R/accuracy.json" || true
    step "accuracy of the library rows, device code built with --use_fast_math"
    timed "$B/ulpcheck_gpu_fast_math" "${libsel[@]}" --quiet --json-file "$R/accuracy_fast_math.json" || true
    step "accuracy of the library rows, device code built with --fmad=false"
    timed "$B/ulpcheck_gpu_nofmad" "${libsel[@]}" --quiet --json-file "$R/accuracy_nofmad.json" || true
    mapfile -t pairs32 < <("$B/ulpcheck_gpu" --list | awk '/sets of --set/ {print $1}')
    if [ ${#only[@]} -gt 0 ]; then
        mapfile -t pairs32 < <(for f in "${pairs32[@]}"; do for o in "${only[@]}"; do [ "$f" = "$o" ] && echo "$f"; done; done)
    fi
    if [ ${#pairs32[@]} -gt 0 ]; then
        step "functions of two binary32 arguments: random:1-24 and circle:1-4 (1.2e11 pairs each): ${pairs32[*]}"
        timed "$B/ulpcheck_gpu" --quiet --set random:1-24 --set circle:1-4 --json-file "$R/accuracy_pairs32.json" "${pairs32[@]}" || true
    fi
    step "the CUDA overloads of ulpmath_cuda.h against the C functions, every input (tests/cuda_api.cu)"
    "$B/cuda_api" | tee "$R/cuda_api.txt" || fail "cuda_api"
    step "the GPU-exact CPU build against the GPU, every input (gpu_exact_agree)"
    timed "$B/gpu_exact_agree" "${agree[@]}" | tee "$R/gpu_exact_agree.txt" || fail "gpu_exact_agree"
    step "the CUDA examples (examples/)"
    {
        "$B/example_cuda_hatan2" || fail "examples/cuda/hatan2.cu"
        "$B/example_gpu_exact_kernel" || fail "examples/gpu_exact/kernel.cu"
        want=$(grep '^0x' examples/gpu_exact/expected_h200.txt)
        echo "expected (examples/gpu_exact/expected_h200.txt): $want"
    } | tee "$R/examples.txt"
    grep -q "GPU hash $(grep '^0x' examples/gpu_exact/expected_h200.txt)" "$R/examples.txt" ||
        fail "examples/gpu_exact/kernel.cu: the GPU's hash is not the one in expected_h200.txt"
fi

if do_bench; then
    # bench_gpu's SASS columns (common path, issue ceiling) from this tree's
    # code, not from a docs/sass_counts.json that a change left stale
    counts=docs/sass_counts.json
    step "SASS counts of this tree for bench_gpu ($ARCH, tools/sass/sasscount)"
    if timed python3 tools/sass/sasscount --arch "$ARCH" --json "$R/sass_counts.json" > "$R/sasscount.txt" 2>&1; then
        counts=$R/sass_counts.json
        python3 - docs/sass_counts.json "$counts" "$ARCH" <<'PY' || true
import json, sys
old, new, arch = (json.load(open(sys.argv[1]))["functions"], json.load(open(sys.argv[2]))["functions"], sys.argv[3])
def c(d, f):
    return d.get(f, {}).get("counts", {}).get("default", {}).get(arch, {}).get("total")
stale = [f for f in new if c(old, f) != c(new, f)]
print("docs/sass_counts.json %s" % ("is stale for %s: regenerate it (tools/sass/sasscount --json docs/sass_counts.json "
      "--markdown docs/sass_counts.md); bench_gpu uses this tree's counts" % " ".join(stale) if stale else
      "agrees with this tree on %s" % arch))
PY
    else
        echo "sasscount failed (see sasscount.txt); bench_gpu takes docs/sass_counts.json"
    fi
    if [ -x "$B/bench_gpu" ]; then
        step "throughput against CUDA's built-ins, per input distribution, and slow-path rates (bench_gpu)"
        onlyb=(); for o in "${only[@]}"; do onlyb+=(--only "$o"); done
        timed "$B/bench_gpu" "${onlyb[@]}" --counts "$counts" --markdown "$R/bench_gpu.md" --json "$R/bench_gpu.json" || fail "bench_gpu"
    fi
    if [ -x "$B/bench_mufu" ]; then
        step "MUFU-bound scenarios (bench_mufu)"
        timed "$B/bench_mufu" --markdown "$R/bench_mufu.md" --json "$R/bench_mufu.json" || fail "bench_mufu"
    fi
    if [ -f tools/gpu_python.sh ] && python3 -c 'import torch' 2>/dev/null; then
        step "the Python routes: PyTorch, CuPy, Triton (tools/gpu_python.sh)"
        mkdir -p "$R/python"
        OUT="$R/python" timed bash tools/gpu_python.sh || fail "tools/gpu_python.sh"
    fi
fi
if [ "$mufu" = 1 ] && [ -x "$B/mufu_dump" ]; then
    step "MUFU.RCP / MUFU.RSQ on every input (mufu_dump)"
    "$B/mufu_dump" --out "$R/mufu" || fail "mufu_dump (exit $?)"
fi

step "report"
# the raw results in one archive (the device tool brings back 8 files at most)
tar -C "$R" -czf "$OUT/results-$part.tar.gz" . || fail "packing the results"
archives=("$OUT/results-$part.tar.gz")
for a in ${GPU_ALL_RESULTS:-}; do archives+=("$a"); done
python3 tools/report/gpu_report.py --archives "${archives[@]}" --out "$OUT" || fail "gpu_report.py"
echo; echo "gpu_all: part $part $([ $status = 0 ] && echo done || echo 'done, with failures') in $((SECONDS - t0)) s"
exit $status
