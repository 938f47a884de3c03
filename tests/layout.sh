#!/usr/bin/env bash
# tests/layout.sh SRC_DIR -- the architecture holds:
#   - the library (include/) and its companion (src/) depend on nothing in
#     tools/: no #include of a tools/ header, no include path into tools/;
#   - include/ulpmath/base.h is the only file that looks at __CUDA_ARCH__;
#   - tools/ has at most 8 loose files, everything else in one folder per job.
set -euo pipefail
. "$(dirname "$0")/../tools/common/cli.sh"
um_cli_std "$0" "$@"
cd "${1:?usage: layout.sh SRC_DIR}"
fail=0
no() { echo "layout: FAILED: $*" >&2; fail=1; }

if grep -rnE '#\s*include\s*[<"][^>"]*(tools/|registry\.def|check\.h|account\.h|bench_|schemes\.h)' include src; then
    no "include/ or src/ includes something of tools/"
fi
if grep -nE 'tools' src/CMakeLists.txt | grep -vE '^\s*[0-9]+:\s*#'; then
    no "src/CMakeLists.txt refers to tools/"
fi
others=$(grep -rlE '__CUDA_ARCH__' include src tools tests examples python 2>/dev/null | grep -v '^include/ulpmath/base.h$' |
         grep -vE '\.(md|py)$|tests/layout\.sh' || true)
[ -z "$others" ] || no "__CUDA_ARCH__ appears outside include/ulpmath/base.h: $others"
loose=$(find tools -maxdepth 1 -type f | sort)
n=$(echo "$loose" | wc -l)
[ "$n" -le 8 ] || no "tools/ has $n loose files (at most 8): $(echo $loose)"
[ "$fail" = 0 ] && echo "layout: ok (tools/ has $n loose files: $(echo $loose | sed 's|tools/||g'))"
exit $fail
