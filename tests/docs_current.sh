#!/usr/bin/env bash
# tests/docs_current.sh SRC_DIR -- the generated documents are current and
# README.md keeps its promises:
#   - docs/api.md is what tools/report/api.py generates (every public
#     function listed, each with a comment in its header);
#   - docs/summary.md is what `tools/report/mdtable.py summary` generates from
#     the registry and the committed measurements;
#   - README.md's generated blocks are current, it has at most 250 lines, and
#     every table in it lies inside a generated block;
#   - README.md's C example compiles with -Wall -Wextra -Werror and runs, and
#     its CUDA example compiles (where nvcc is).
set -euo pipefail
. "$(dirname "$0")/../tools/common/cli.sh"
um_cli_std "$0" "$@"
src=${1:?usage: docs_current.sh SRC_DIR}
cd "$src"
fail=0
no() { echo "docs_current: FAILED: $*" >&2; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

python3 tools/report/api.py --check || no "docs/api.md is stale (run tools/report/api.py)"
python3 tools/report/mdtable.py summary > "$tmp/summary.md" && cmp -s "$tmp/summary.md" docs/summary.md ||
    no "docs/summary.md is stale (run tools/report/mdtable.py summary > docs/summary.md)"
python3 tools/report/mdtable.py python > "$tmp/python_summary.md" && cmp -s "$tmp/python_summary.md" docs/python_summary.md ||
    no "docs/python_summary.md is stale (run tools/report/mdtable.py python > docs/python_summary.md)"
python3 tools/report/mdtable.py readme README.md --check || no "README.md's generated blocks are stale"
lines=$(wc -l < README.md)
[ "$lines" -le 250 ] || no "README.md has $lines lines (at most 250)"
# tables (lines starting with '|') only between BEGIN and END markers
awk '/^<!-- BEGIN /{g=1} /^<!-- END /{g=0} /^\|/ && !g {print FILENAME ":" NR ": " $0; bad=1} END{exit bad}' README.md ||
    no "README.md has a table outside a generated block"

# the examples in the README
awk '/^```c$/{on=1; next} /^```/{on=0} on' README.md > "$tmp/readme.c"
[ -s "$tmp/readme.c" ] || no "README.md has no C example"
${CC:-cc} -std=c99 -O2 -Wall -Wextra -Werror -Iinclude "$tmp/readme.c" -o "$tmp/readme_c" -lm &&
    "$tmp/readme_c" > "$tmp/readme_c.out" || no "README.md's C example does not build or run"
awk '/^```cuda$/{on=1; next} /^```/{on=0} on' README.md > "$tmp/readme.cu"
[ -s "$tmp/readme.cu" ] || no "README.md has no CUDA example"
nvcc=$(command -v nvcc || { [ -x /usr/local/cuda/bin/nvcc ] && echo /usr/local/cuda/bin/nvcc; } || true)
if [ -n "$nvcc" ]; then
    "$nvcc" -arch=sm_90 -Iinclude -c "$tmp/readme.cu" -o "$tmp/readme_cu.o" || no "README.md's CUDA example does not compile"
fi
[ "$fail" = 0 ] && echo "docs_current: ok (api.md, summary.md, README.md: $lines lines, examples build)"
exit $fail
