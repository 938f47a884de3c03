#!/usr/bin/env bash
# tests/tool_args.sh SRC_DIR BUILD_DIR -- every tool and script of ulpmath
# under malformed arguments: each row of the table below runs one command in
# an empty folder of its own and checks
#   - the exit status (2 for a usage error; 0 for --help and --version);
#   - the message: it matches the row's pattern, an error is ONE line on
#     stderr naming the tool, and there is no Python traceback;
#   - that nothing was left behind: the folder is still empty, and the file
#     the row names (an output path given before the bad argument) is absent.
# Rows whose program is not built here (no nvcc: the GPU tools) are skipped
# with a notice.  Exit status: 0 every row passed, 1 a row failed.
#
# Row format: PROGRAM | ARGUMENTS | EXIT | PATTERN | FILE THAT MUST NOT EXIST
#   PROGRAM   bin/NAME (BUILD_DIR/bin), ex/NAME (BUILD_DIR/examples), or a
#             path under SRC_DIR (scripts are run with bash, .py with python3)
#   PATTERN   an extended regular expression the output must match
set -uo pipefail
. "$(dirname "$0")/../tools/common/cli.sh"
um_cli_std "$0" "$@"
[ $# -eq 2 ] || um_usage_error "usage: tool_args.sh SRC_DIR BUILD_DIR"
src=$(cd "$1" && pwd) || exit 2
bld=$(cd "$2" && pwd) || exit 2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

table=$(cat <<'EOF'
bin/ulpcheck | --bogus | 2 | ^ulpcheck: unknown option |
bin/ulpcheck | --version | 0 | ^ulpcheck \(ulpmath [0-9]+\.[0-9]+\.[0-9]+\)$ |
bin/ulpcheck | --help | 0 | usage: ulpcheck |
bin/ulpcheck | --json-file /nonexistent/dir/x.json um_atanf16 | 2 | ^ulpcheck: cannot write /nonexistent/dir/x.json |
bin/ulpcheck | --json-file out.json --bogus | 2 | ^ulpcheck: unknown option | out.json
bin/ulpcheck | --json-file out.json nosuchfunction | 2 | ^ulpcheck: no such function | out.json
bin/ulpcheck | --list extra | 2 | ^ulpcheck: |
bin/ulpcheck | --all um_acosf | 2 | ^ulpcheck: --all and --baselines choose the functions |
bin/ulpcheck | --baselines um_acosf | 2 | ^ulpcheck: --all and --baselines choose the functions |
bin/ulpcheck | --all --baselines | 2 | ^ulpcheck: --all and --baselines exclude each other |
bin/ulpcheck | --sample 0 um_acosf | 2 | ^ulpcheck: --sample wants |
bin/ulpcheck | --sample | 2 | ^ulpcheck: --sample needs a number |
bin/ulpcheck | --threads many | 2 | ^ulpcheck: --threads wants |
bin/ulpcheck | --range 2:1 um_acosf | 2 | ^ulpcheck: --range wants LO <= HI |
bin/ulpcheck | --range 0:nan um_acosf | 2 | ^ulpcheck: bad range end |
bin/ulpcheck | --range 0:1 um_atanf16 | 2 | ^ulpcheck: --range applies to functions of one binary32 argument |
bin/ulpcheck | --range 0:4 um_acosf | 2 | ^ulpcheck: --range leaves the function's domain |
bin/ulpcheck | --set pow2 um_acosf | 2 | ^ulpcheck: --set applies to functions of two binary32 arguments |
bin/ulpcheck | --set random:0 | 2 | ^ulpcheck: --set: a seed is |
bin/ulpcheck | --set nosuchset | 2 | ^ulpcheck: --set: unknown set |
bin/ulpcheck | um_acosf um_acosf | 2 | ^ulpcheck: function named twice |
bin/ulpcheck_gpuexact | --bogus | 2 | ^ulpcheck_gpuexact: unknown option |
bin/ulpcheck_gpuexact | --version | 0 | ^ulpcheck_gpuexact \(ulpmath |
bin/ulpcheck_gpu | --json-file out.json --bogus | 2 | ^ulpcheck_gpu: unknown option | out.json
bin/ulpcheck_gpu | --version | 0 | ^ulpcheck_gpu \(ulpmath |
bin/inv_trig_cr_cpu | --bogus | 2 | ^inv_trig_cr_cpu: unknown option |
bin/inv_trig_cr_cpu | --version | 0 | ^inv_trig_cr_cpu \(ulpmath |
bin/inv_trig_cr_cpu | --help | 0 | usage: inv_trig_cr_cpu |
bin/inv_trig_cr_cpu | --sample 0 | 2 | ^inv_trig_cr_cpu: --sample wants |
bin/inv_trig_cr_cpu | --draws | 2 | ^inv_trig_cr_cpu: a value is missing |
bin/inv_trig_cr_cpu | --max-rate 2 | 2 | ^inv_trig_cr_cpu: --max-rate wants |
bin/inv_trig_cr_cpu | --max-units x | 2 | ^inv_trig_cr_cpu: --max-units wants |
bin/inv_trig_cr_cpu | --only um_sinf | 2 | ^inv_trig_cr_cpu: --only wants |
bin/inv_trig_cr_rates | --bogus | 2 | ^inv_trig_cr_rates: unknown argument |
bin/inv_trig_cr_rates | --version | 0 | ^inv_trig_cr_rates \(ulpmath |
bin/inv_trig_cr_rates | --help | 0 | usage: inv_trig_cr_rates |
bin/inv_trig_cr_rates | --sample 0 | 2 | ^inv_trig_cr_rates: --sample needs |
bin/inv_trig_cr_rates | --widths --sample 0 | 2 | ^inv_trig_cr_rates: --sample needs |
bin/inv_trig_cr_rates | --sample | 2 | ^inv_trig_cr_rates: unknown argument or missing value |
bin/inv_trig_cr_rates | --max-rate x | 2 | ^inv_trig_cr_rates: --max-rate needs |
bin/inv_trig_cr_rates | --only um_sinf | 2 | ^inv_trig_cr_rates: --only: not one of |
bin/bench_cpu | --bogus | 2 | ^bench_cpu: unknown argument |
bin/bench_cpu | --version | 0 | ^bench_cpu \(ulpmath |
bin/bench_cpu | --json /nonexistent/x.json | 2 | ^bench_cpu: cannot write /nonexistent/x.json |
bin/bench_cpu | --json out.json --bogus | 2 | ^bench_cpu: unknown argument | out.json
bin/bench_cpu | --markdown | 2 | ^bench_cpu: --markdown needs |
bin/bench_gpu | --json out.json --bogus | 2 | ^bench_gpu: unknown argument | out.json
bin/bench_gpu | --version | 0 | ^bench_gpu \(ulpmath |
bin/bench_mufu | --markdown out.md --seed x | 2 | ^bench_mufu: bad --seed | out.md
bin/bench_mufu | --version | 0 | ^bench_mufu \(ulpmath |
bin/slow_path_cost | --bogus | 2 | ^slow_path_cost: takes no arguments |
bin/slow_path_cost | --version | 0 | ^slow_path_cost \(ulpmath |
bin/slow_path_cost | --help | 0 | usage: slow_path_cost |
bin/gather_cost | --bogus | 2 | ^gather_cost: takes no arguments |
bin/gather_cost | --version | 0 | ^gather_cost \(ulpmath |
bin/gather_cost | --help | 0 | usage: gather_cost |
bin/elementwise_shape | --bogus | 2 | ^elementwise_shape: takes no arguments |
bin/elementwise_shape | --version | 0 | ^elementwise_shape \(ulpmath |
bin/elementwise_shape | --help | 0 | usage: elementwise_shape |
bin/mufu_dump | --out newdir --stride 0 | 2 | ^mufu_dump: --stride wants | newdir
bin/mufu_dump | --out /nonexistent/dir | 2 | ^mufu_dump: cannot write /nonexistent/dir |
bin/mufu_dump | --stride 4 | 2 | ^mufu_dump: --out DIR is required |
bin/mufu_dump | --version | 0 | ^mufu_dump \(ulpmath |
bin/mufu_model_selftest | --bogus | 2 | ^mufu_model_selftest: unknown argument |
bin/mufu_model_selftest | --version | 0 | ^mufu_model_selftest \(ulpmath |
bin/tune | --bogus | 2 | ^tune: unknown option |
bin/tune | --version | 0 | ^tune \(ulpmath |
bin/tune | --json /nonexistent/x.json --quick rcp_full | 2 | ^tune: cannot write /nonexistent/x.json |
bin/tune | --json out.json nosuchscheme | 2 | ^tune: no such scheme | out.json
bin/tune | rcp_full rsqrt_nr1 | 2 | ^tune: one scheme at a time |
bin/atan2_16_bound | --bogus | 2 | ^atan2_16_bound: unknown argument |
bin/atan2_16_bound | --version | 0 | ^atan2_16_bound \(ulpmath |
bin/atan2_16_bound | --threads 0 | 2 | ^atan2_16_bound: --threads wants |
ex/example_gpu_exact_host | --expect zz | 2 | ^host: --expect wants a hexadecimal hash |
tools/sass/sasscount | --bogus | 2 | ^tools/sass/sasscount: unrecognized arguments |
tools/sass/sasscount | --version | 0 | ^tools/sass/sasscount \(ulpmath |
tools/sass/sasscount | --json /nonexistent/dir/x.json | 2 | ^tools/sass/sasscount: cannot write /nonexistent/dir/x.json |
tools/sass/sasscount | --arch sm_1 | 2 | ^tools/sass/sasscount: .*sm_1 |
tools/sass/sasscount | --json out.json --arch sm_1 | 2 | ^tools/sass/sasscount: | out.json
tools/sass/loopcount | --bogus | 2 | ^tools/sass/loopcount: unrecognized arguments |
tools/sass/loopcount | --version | 0 | ^tools/sass/loopcount \(ulpmath |
tools/sass/loopcount | --binary /nonexistent/bench_gpu | 2 | ^tools/sass/loopcount: no such file: /nonexistent/bench_gpu |
tools/sass/loopcount | --sass /nonexistent/listing.sass | 2 | ^tools/sass/loopcount: cannot read /nonexistent/listing.sass |
tools/sass/loopcount | --binary a --sass b | 2 | ^tools/sass/loopcount: --binary and --sass exclude each other |
tools/sass/loopcount | --json /nonexistent/dir/x.json | 2 | ^tools/sass/loopcount: cannot write /nonexistent/dir/x.json |
tools/sass/loopcount | --markdown out.md --sass /nonexistent/listing.sass | 2 | ^tools/sass/loopcount: cannot read | out.md
tools/sass/loopcount | --only , | 2 | ^tools/sass/loopcount: --only wants |
tools/sass/find-cuobjdump | extra | 2 | ^find-cuobjdump: no arguments expected |
tools/sass/find-cuobjdump | --version | 0 | ^find-cuobjdump \(ulpmath |
tools/check/sollya-check | --bogus | 2 | ^sollya-check: unknown arguments |
tools/check/sollya-check | --version | 0 | ^sollya-check \(ulpmath |
tools/report/mdtable.py | bogus | 2 | ^tools/report/mdtable.py: argument COMMAND: invalid choice |
tools/report/mdtable.py | --version | 0 | ^tools/report/mdtable.py \(ulpmath |
tools/report/mdtable.py | readme /nonexistent/README.md | 2 | ^tools/report/mdtable.py: no such file |
tools/report/mdtable.py | accuracy | 2 | ^tools/report/mdtable.py: the following arguments are required |
tools/report/api.py | --out /nonexistent/dir/api.md | 2 | ^tools/report/api.py: cannot write |
tools/report/api.py | --out out.md --check | 2 | ^tools/report/api.py: --out and --check exclude each other | out.md
tools/report/api.py | --version | 0 | ^tools/report/api.py \(ulpmath |
tools/report/gpu_report.py | --results /nonexistent --out out | 2 | ^tools/report/gpu_report.py: no such folder | out
tools/report/gpu_report.py | --version | 0 | ^tools/report/gpu_report.py \(ulpmath |
tools/report/cpu_vector_report.py | /nonexistent/bench_cpu | 2 | ^tools/report/cpu_vector_report.py: no such file |
tools/report/cpu_vector_report.py | | 2 | ^tools/report/cpu_vector_report.py: the following arguments are required |
tools/tune/tune_table.py | --bogus | 2 | ^tools/tune/tune_table.py: unrecognized arguments |
tools/tune/tune_table.py | --version | 0 | ^tools/tune/tune_table.py \(ulpmath |
tools/tune/tune_table.py | --out /nonexistent/dir/tune.md | 2 | ^tools/tune/tune_table.py: cannot write |
tools/report.sh | --bogus | 2 | ^report.sh: unknown argument |
tools/report.sh | --quick --docs | 2 | ^report.sh: --docs needs the full run |
tools/report.sh | --quick --quick | 2 | ^report.sh: --quick given twice |
tools/report.sh | --version | 0 | ^report.sh \(ulpmath |
tools/test.sh | --bogus | 2 | ^test.sh: unknown argument |
tools/test.sh | --exhaustive extra | 2 | ^test.sh: one argument at most |
tools/test.sh | --version | 0 | ^test.sh \(ulpmath |
tools/deps.sh | extra | 2 | ^deps.sh: no arguments expected |
tools/deps.sh | --version | 0 | ^deps.sh \(ulpmath |
tools/gpu_all.sh | | 2 | ^gpu_all.sh: set OUT to the folder for the results |
tools/gpu_all.sh | extra | 2 | ^gpu_all.sh: unknown argument |
tools/gpu_all.sh | --version | 0 | ^gpu_all.sh \(ulpmath |
tools/bench/ncu_pipes.sh | | 2 | ^ncu_pipes.sh: name at least one registry row |
tools/bench/ncu_pipes.sh | --bogus um_acosf | 2 | ^ncu_pipes.sh: unknown option --bogus |
tools/bench/ncu_pipes.sh | --out /nonexistent/dir um_acosf | 2 | ^ncu_pipes.sh: cannot write to folder /nonexistent/dir |
tools/bench/ncu_pipes.sh | --version | 0 | ^ncu_pipes.sh \(ulpmath |
tools/bench/ncu_pipes.py | | 2 | ^tools/bench/ncu_pipes.py: the following arguments are required: csv |
tools/bench/ncu_pipes.py | /nonexistent.csv | 2 | ^tools/bench/ncu_pipes.py: no such file: /nonexistent.csv |
tools/bench/ncu_pipes.py | --bogus x.csv | 2 | ^tools/bench/ncu_pipes.py: unrecognized arguments: --bogus |
tools/bench/ncu_pipes.py | --version | 0 | ^tools/bench/ncu_pipes.py \(ulpmath |
tools/bench/bench_torch_cpu.py | --version | 0 | ^tools/bench/bench_torch_cpu.py \(ulpmath |
tools/bench/bench_torch_cpu.py | --threads 0 | 2 | ^tools/bench/bench_torch_cpu.py: --threads wants |
tools/bench/bench_torch_cpu.py | --n many | 2 | ^tools/bench/bench_torch_cpu.py: argument --n: invalid int value |
tools/bench/bench_torch_cpu.py | --markdown /nonexistent/dir/t.md | 2 | ^tools/bench/bench_torch_cpu.py: cannot write |
tools/bench/bench_torch_cpu.py | --markdown out.md --bogus | 2 | ^tools/bench/bench_torch_cpu.py: unrecognized arguments | out.md
tools/make-devkit.sh | --bogus | 2 | ^make-devkit.sh: unknown option |
tools/make-devkit.sh | a b | 2 | ^make-devkit.sh: one folder at most |
tools/make-devkit.sh | --version | 0 | ^make-devkit.sh \(ulpmath |
tests/flag_matrix.sh | --bogus | 2 | ^flag_matrix: unknown option |
tests/flag_matrix.sh | --version | 0 | ^flag_matrix.sh \(ulpmath |
EOF
)

trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}; printf '%s' "$s"; }
pass=0; fail=0; skipped=0
while IFS='|' read -r prog args want pattern nofile; do
    prog=$(trim "$prog"); args=$(trim "$args"); want=$(trim "$want")
    pattern=$(trim "$pattern"); nofile=$(trim "$nofile")
    [ -n "$prog" ] || continue
    case "$prog" in
        bin/*) cmd=("$bld/$prog") ;;
        ex/*)  cmd=("$bld/examples/${prog#ex/}") ;;
        *)     if head -n1 "$src/$prog" | grep -q python; then cmd=(python3 "$src/$prog"); else cmd=(bash "$src/$prog"); fi ;;
    esac
    if [[ "$prog" == bin/* || "$prog" == ex/* ]] && [ ! -x "${cmd[0]}" ]; then
        skipped=$((skipped + 1)); continue
    fi
    dir=$(mktemp -d "$tmp/run.XXXXXX")
    # shellcheck disable=SC2086  # the arguments are words
    (cd "$dir" && env -u OUT timeout 60 "${cmd[@]}" $args >"$tmp/out" 2>"$tmp/err" </dev/null)
    got=$?
    cat "$tmp/out" "$tmp/err" > "$tmp/all"
    why=""
    [ "$got" = "$want" ] || why="exit status $got, expected $want"
    grep -qE -- "$pattern" "$tmp/all" || why="${why:+$why; }output does not match /$pattern/"
    ! grep -q "Traceback" "$tmp/all" || why="${why:+$why; }a Python traceback"
    if [ "$want" = 2 ] && [ "$(wc -l < "$tmp/err")" != 1 ]; then why="${why:+$why; }$(wc -l < "$tmp/err") lines on stderr, expected 1"; fi
    [ -z "$(ls -A "$dir")" ] || why="${why:+$why; }left behind: $(ls -A "$dir" | tr '\n' ' ')"
    if [ -n "$nofile" ] && [ -e "$dir/$nofile" ]; then why="${why:+$why; }$nofile was created"; fi
    if [ -z "$why" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "tool_args: FAILED: $prog $args: $why"
        sed 's/^/  | /' "$tmp/all" | head -n 5
    fi
    rm -rf "$dir"
done <<<"$table"
echo "tool_args: $pass passed, $fail failed, $skipped skipped (program not built here)"
[ "$fail" = 0 ]
