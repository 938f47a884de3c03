#!/usr/bin/env bash
# tests/loopcount/run.sh SRC_DIR BUILD_DIR -- tools/sass/loopcount reads
# bench_gpu's timed loops right:
#   - on tests/loopcount/fixture.sass (a hand-made listing whose figures its
#     header states), the rows it prints are those figures exactly: the loop
#     found (not the short copy loop before it), NOPs left out, the overhead
#     subtracted, the same-bank triples counted and the reuse cache honoured,
#     a conditional forward branch's block left out of the issued count;
#   - on the bench_gpu built here (where nvcc and cuobjdump are), every
#     function of the registry has a timed loop, and every loop a positive
#     count.
set -euo pipefail
. "$(dirname "$0")/../../tools/common/cli.sh"
um_cli_std "$0" "$@"
[ $# -eq 2 ] || um_usage_error "usage: run.sh SRC_DIR BUILD_DIR"
src=$(cd "$1" && pwd); bld=$(cd "$2" && pwd)
tool="$src/tools/sass/loopcount"
fail=0
no() { echo "loopcount test: FAILED: $*" >&2; fail=1; }
out=$(python3 "$tool" --sass "$src/tests/loopcount/fixture.sass") || { echo "$out"; no "the tool failed on the fixture"; exit 1; }
expect_row() {
    grep -qF -- "$1" <<<"$out" || no "no row '$1' in:"$'\n'"$out"
}
expect_row '| `identity_f32` | binary32 | uniform [lo, hi] | 1.00 | - | 1.00 | 0.19 | 0.00 | 0.81 | 1 | 0 | 0 |'
expect_row '| `um_acosf` | binary32 | uniform [lo, hi] | 2.38 | 1.38 | 2.38 | 1.25 | 0.25 | 0.88 | 1 | 0 | 2 |'
# the branch over a call: counted in the loop, left out of "issued"
expect_row '| `um_asinf_cr` | binary32 | uniform [lo, hi] | 2.00 | 1.00 | 1.81 | 1.31 | 0.00 | 0.69 | 2 | 1 | 0 |'
# --only keeps the named functions (and the overhead rows)
only=$(python3 "$tool" --sass "$src/tests/loopcount/fixture.sass" --only um_acosf | grep -c '^| `' || true)
[ "$only" = 2 ] || no "--only um_acosf printed $only rows, not 2"

bench="$bld/bin/bench_gpu"
if [ -x "$bench" ] && cuobjdump=$(bash "$src/tools/sass/find-cuobjdump" 2>/dev/null); then
    json=$(mktemp); trap 'rm -f "$json"' EXIT
    python3 "$tool" --binary "$bench" --json "$json" > /dev/null || no "the tool failed on $bench"
    python3 - "$json" "$src/tools/registry.def" <<'PY' || fail=1
import json, re, sys
rows = json.load(open(sys.argv[1]))["rows"]
registry = set(re.findall(r"^\s*UM_(?:F32|F16|BF16|F16_2|BF16_2|F32_2)\(\s*(\w+)", open(sys.argv[2]).read(), re.M))
names = {r["name"] for r in rows}
problems = ["%s has no timed loop" % n for n in sorted(registry - names)]
problems += ["%s (%s) has %.2f instructions" % (r["name"], r["distribution"], r["per_evaluation"])
             for r in rows if r["per_evaluation"] <= 0]
if not any(n.startswith("identity_") for n in names):
    problems.append("no overhead rows")
for p in problems:
    print("loopcount test: FAILED: " + p, file=sys.stderr)
if not problems:
    print("loopcount test: %d timed loops of bench_gpu read, every one of the registry's %d functions"
          % (len(rows), len(registry)))
sys.exit(1 if problems else 0)
PY
else
    echo "loopcount test: no bench_gpu or cuobjdump here: the fixture only"
fi
[ "$fail" = 0 ] && echo "loopcount test: ok"
exit $fail
