#!/usr/bin/env bash
# tests/test_sasscount_detects.sh ROOT -- tools/sass/sasscount --check must fail on
# a count that rose or a function that disappeared, and pass on an improvement.
# It edits copies of docs/sass_counts.json (never the file itself) and checks
# one architecture, without extra flags, to stay fast.  Exit 77 (skip) where
# the counter skips (no nvcc or cuobjdump).
set -u
. "$(dirname "$0")/../tools/common/cli.sh"
um_cli_std "$0" "$@"
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
counter="$root/tools/sass/sasscount"
committed="$root/docs/sass_counts.json"
[ -f "$committed" ] || { echo "test_sasscount_detects: $committed missing" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/sasscount-test.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

# edit_copy MODE OUT: write a copy of the committed counts with one change, and
# print "FUNCTION ARCH" of what was changed.  MODE: lower (count - 1, as if the
# function had grown by one), lower_common (its common-path count - 1),
# lower_mufu_common (its MUFU on the common path - 1), raise (count + 1, as
# if it had shrunk), ghost (a function that is not in the registry).  The first function is ulpmath's, which has a common path.
edit_copy() {
    python3 - "$committed" "$1" "$2" <<'PY'
import json, sys
source, mode, out = sys.argv[1:4]
doc = json.load(open(source))
name = next(iter(doc["functions"]))
entry = doc["functions"][name]
arch = next(iter(entry["counts"]["default"]))
if mode == "lower":
    entry["counts"]["default"][arch]["total"] -= 1
elif mode == "lower_common":
    entry["counts"]["default"][arch]["common"] -= 1
elif mode == "lower_mufu_common":
    entry["counts"]["default"][arch]["mufu_common"] -= 1
elif mode == "raise":
    entry["counts"]["default"][arch]["total"] += 1
else:
    name = "sasscount_test_no_such_function"
    doc["functions"][name] = entry
json.dump(doc, open(out, "w"), indent=1)
print(name, arch)
PY
}

failures=0
# expect WHAT STATUS PATTERN MODE: run --check against an edited copy
expect() {
    local what=$1 want=$2 pattern=$3 mode=$4 target arch out status
    read -r target arch < <(edit_copy "$mode" "$work/$mode.json") || exit 1
    out=$(python3 "$counter" --arch "$arch" --flags "" --check "$work/$mode.json" 2>&1)
    status=$?
    if [ "$status" -eq 77 ]; then echo "$out"; exit 77; fi
    if [ "$status" -ne "$want" ] || ! grep -q -- "$target.*$pattern" <<<"$out"; then
        echo "FAIL: $what: exit $status (want $want), output:" >&2
        echo "$out" >&2
        failures=$((failures + 1))
    else
        echo "ok: $what ($target on $arch: exit $status)"
    fi
}

expect "a count that rose fails the check"        1 "-> .*(+1)"   lower
expect "a common path that rose fails it"        1 "common path" lower_common
expect "more MUFU on the common path fails it"    1 "MUFU on the common path" lower_mufu_common
expect "a function that disappeared fails it"     1 "disappeared" ghost
expect "a count that fell passes, with a note"    0 "improved"    raise
exit $((failures > 0))
