#!/usr/bin/env bash
# tools/report.sh [--quick] [--docs] -- every function's accuracy and cost.
#
#   accuracy  ulpcheck: every input of every function's domain against MPFR's
#             correctly rounded result (--quick: 20M-input samples of binary32)
#   cost      SASS instruction counts (tools/sass/sasscount; needs nvcc, no GPU)
#             and CPU throughput against glibc and SLEEF (bench_cpu)
#   GPU       when nvidia-smi finds a GPU: tools/gpu_all.sh (the same checks
#             on the device, and GPU throughput against CUDA's built-ins)
#   --docs    also rewrite docs/cpu_accuracy.md (and .json), docs/bench_cpu.md,
#             docs/cpu_vector.md, docs/sass_counts.md, docs/sass_loops.md
#             (bench_gpu's loops, tools/sass/loopcount), docs/summary.md,
#             docs/api.md and the generated blocks of README.md
#   --help, --version
# Progress: each stage is announced with the time spent and an estimate of
# the time left, from the stage times of the last run on this machine
# (build/report_times.txt; the first run has none); ulpcheck prints its own
# progress within a stage.  About 28 minutes on 2 cores; --quick about 6.
set -euo pipefail
. "$(dirname "$0")/common/cli.sh"
um_cli_std "$0" "$@"
cd "$(dirname "$0")/.."
quick=0; docs=0
for a in "$@"; do
    case "$a" in
        --quick) [ "$quick" = 0 ] || um_usage_error "--quick given twice"; quick=1 ;;
        --docs) [ "$docs" = 0 ] || um_usage_error "--docs given twice"; docs=1 ;;
        *) um_usage_error "unknown argument '$a' (--quick, --docs)" ;;
    esac
done
[ "$quick" = 0 ] || [ "$docs" = 0 ] || um_usage_error "--docs needs the full run: not with --quick"

# ---- stages, with the time left estimated from the last run's stage times ----
mode=$([ "$quick" = 1 ] && echo quick || echo full)
times_file=build/report_times.txt
declare -A last=()
if [ -f "$times_file" ]; then
    while read -r m s t; do [ "$m" = "$mode" ] && last[$s]=$t; done < "$times_file"
fi
stages=(build accuracy pairs baselines sass bench gpu docs)
declare -A took=()
t_all=$SECONDS; stage_name=""; t_stage=$SECONDS
stage() {       # stage NAME TITLE: ends the previous stage, starts this one
    local name=$1 title=$2 left=0 known=1 s
    if [ -n "$stage_name" ]; then took[$stage_name]=$((SECONDS - t_stage)); fi
    stage_name=$name; t_stage=$SECONDS
    local seen=0
    for s in "${stages[@]}"; do
        [ "$s" = "$name" ] && seen=1
        [ "$seen" = 1 ] || continue
        if [ -n "${last[$s]:-}" ]; then left=$((left + last[$s])); else known=0; fi
    done
    local i=0 n=${#stages[@]} k
    for k in "${!stages[@]}"; do [ "${stages[$k]}" = "$name" ] && i=$((k + 1)); done
    echo
    if [ "$known" = 1 ]; then
        echo "== [$i/$n] $title ($((SECONDS - t_all)) s so far, about $(( (left + 59) / 60 )) min left)"
    else
        echo "== [$i/$n] $title ($((SECONDS - t_all)) s so far)"
    fi
}
finish() {
    [ -z "$stage_name" ] || took[$stage_name]=$((SECONDS - t_stage))
    mkdir -p build
    { [ -f "$times_file" ] && grep -v "^$mode " "$times_file" || true
      for s in "${!took[@]}"; do echo "$mode $s ${took[$s]}"; done; } > "$times_file.new" && mv "$times_file.new" "$times_file"
    echo; echo "report: done in $((SECONDS - t_all)) s"
}

stage build "install what is missing and build"
bash tools/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DULPMATH_REQUIRE_TOOLS=ON >/dev/null
cmake --build build -j"$(nproc)" >/dev/null

sample=(); [ "$quick" = 1 ] && sample=(--sample 20000000)
stage accuracy "accuracy on the CPU ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), functions of one argument$([ "$quick" = 1 ] && echo ', 20M inputs each' || echo ', every input')"
json=$(mktemp); bjson=$(mktemp); pjson=$(mktemp)
trap 'rm -f "$json" "$bjson" "$pjson"' EXIT
mapfile -t singles < <(build/bin/ulpcheck --list | awk '!/baseline/ && !/pairs/ {print $1}')
mapfile -t pairs < <(build/bin/ulpcheck --list | awk '!/baseline/ && /pairs/ {print $1}')
build/bin/ulpcheck "${sample[@]}" --json-file "$json" "${singles[@]}" || true
# functions of two arguments: 2^28 of the 2^32 16-bit pairs, spread evenly
# (every pair: on the GPU, and tools/test.sh --exhaustive); binary32 pairs:
# 2^28 of each default set
stage pairs "functions of two arguments: 2^28 pairs each (of each set for binary32 pairs)"
build/bin/ulpcheck --sample 268435456 --json-file "$pjson" "${pairs[@]}" || true
stage baselines "the CPU baselines, 100M inputs each, spread evenly over the domain"
build/bin/ulpcheck --baselines --sample 100000000 --json-file "$bjson" || true
python3 - "$json" "$pjson" "$bjson" <<'PY'   # one JSON list: library rows, pairs, then baselines
import json, sys
rows = json.load(open(sys.argv[1])) + json.load(open(sys.argv[2])) + json.load(open(sys.argv[3]))
json.dump(rows, open(sys.argv[1], "w"), indent=1)
PY
if [ "$docs" = 1 ]; then
    cp "$json" docs/cpu_accuracy.json
    python3 tools/report/mdtable.py accuracy "$json" \
        "Accuracy on the CPU (\`ulpcheck\`: every input of the library functions of one argument, 2^28 pairs of those of two (all 2^32: \`tools/test.sh --exhaustive\`, and on the GPU); baselines: \`--baselines --sample 100000000\`; $(date -u +%Y-%m-%d), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(cc --version | head -1))" \
        > docs/cpu_accuracy.md
fi

stage sass "SASS instruction counts (tools/sass/sasscount)"
if [ "$docs" = 1 ]; then
    python3 tools/sass/sasscount --json docs/sass_counts.json --markdown docs/sass_counts.md >/dev/null && cat docs/sass_counts.md
    [ ! -x build/bin/bench_gpu ] || python3 tools/sass/loopcount --markdown docs/sass_loops.md >/dev/null
else
    md=$(mktemp); python3 tools/sass/sasscount --markdown "$md" >/dev/null && cat "$md" || echo "(skipped: no nvcc or cuobjdump)"; rm -f "$md"
fi

stage bench "CPU throughput (bench_cpu)"
if [ "$docs" = 1 ]; then
    build/bin/bench_cpu --markdown docs/bench_cpu.md
    {
        echo "# CPU loops: vectorised or not"; echo
        echo "Generated by \`tools/report/cpu_vector_report.py build/bin/bench_cpu\` ($(date -u +%Y-%m-%d), $(cc --version | head -1)) from \`objdump -d\`: for each library function's throughput loop in each build of docs/bench_cpu.md, the instructions, how many use 512- or 256-bit registers, the conditional branches and the calls."
        echo; python3 tools/report/cpu_vector_report.py build/bin/bench_cpu
    } > docs/cpu_vector.md
else
    build/bin/bench_cpu
fi

stage gpu "the GPU"
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
    OUT=${OUT:-$(mktemp -d)} bash tools/gpu_all.sh
else
    echo "GPU: none here; the committed H200 tables are in docs/gpu_report.md (tools/gpu_all.sh regenerates them)"
fi

stage docs "the generated documents"
if [ "$docs" = 1 ]; then
    python3 tools/report/mdtable.py summary > docs/summary.md
    python3 tools/report/api.py
    python3 tools/report/mdtable.py readme README.md
    echo "rewrote docs/summary.md, docs/api.md, README.md's generated blocks"
else
    echo "(--docs rewrites them)"
fi
finish
exit 0
