#!/usr/bin/env bash
# tests/flag_matrix.sh -- ulpmath's headers are compiled with the user's flags,
# so every function must give the same bits under every supported compiler
# and flag set.  This builds tests/fingerprint.c (a hash of each library
# function's results, see there) in each configuration below, runs it, and
# compares every fingerprint with the reference build's (gcc -O2
# -ffp-contract=off).  Prints a table, then for each difference the first
# differing input; exits 1 on any difference or failed build, 2 on bad usage.
#
#   usage: tests/flag_matrix.sh [options] [SRC_DIR]
#     SRC_DIR          the ulpmath source tree (default: the one holding this script)
#     -j N, --jobs N   builds at a time (default: the number of CPUs)
#     --extra 'CC FLAGS...'  add a configuration, e.g. to check that a change
#                      is caught: --extra 'gcc -O2 -DUM_TEST_RCP_ULP_OFFSET=64'
#                      (a CC whose name contains nvcc compiles as CUDA)
#     --keep           keep the build directory (its path is printed)
#   Environment: FLAG_MATRIX_GCC, FLAG_MATRIX_CLANG, FLAG_MATRIX_NVCC name the
#   compilers (default gcc, clang, nvcc from PATH or /usr/local/cuda/bin).
#   Without nvcc the CUDA configurations are skipped with a notice.
#
# 32-bit x86 is in the matrix with SSE arithmetic (-m32 -msse2 -mfpmath=sse:
# FLT_EVAL_METHOD 0), which must give the same bits.  The modes whose results
# differ must be refused at compile time by the headers' #error (base.h):
# -ffast-math, -ffinite-math-only, -fno-signed-zeros (gcc), and x87
# arithmetic (-m32 alone, FLT_EVAL_METHOD 2); each is built and must fail
# with ulpmath's message.  The NaN policy: fingerprint.c tells quiet from
# signalling NaN results (so the two must agree between builds) and fails a
# build whose NaN results break the policy.
set -euo pipefail
. "$(dirname "$0")/../tools/common/cli.sh"
um_cli_std "$0" "$@"

die() { echo "flag_matrix: $*" >&2; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
src=""
jobs=$(nproc 2>/dev/null || echo 2)
keep=0
extras=()
while [ $# -gt 0 ]; do
    case "$1" in
        -j|--jobs)  [ $# -ge 2 ] || die "$1 needs a number"
                    [[ "$2" =~ ^[1-9][0-9]*$ ]] || die "$1 needs a positive number, not '$2'"
                    jobs=$2; shift 2 ;;
        --extra)    if [ $# -lt 2 ] || [ -z "$2" ]; then die "--extra needs 'COMPILER FLAGS...'"; fi
                    extras+=("$2"); shift 2 ;;
        --keep)     keep=1; shift ;;
        -h|--help)  sed -n '2,/^set -e/{/^#/s/^# \{0,1\}//p}' "$0"; exit 0 ;;
        -*)         die "unknown option '$1' (try --help)" ;;
        *)          [ -z "$src" ] || die "more than one SRC_DIR given ('$src', '$1')"
                    src=$1; shift ;;
    esac
done
src=${src:-$here/..}
[ -d "$src" ] || die "no such directory: $src"
src=$(cd "$src" && pwd)
for f in include/ulpmath.h tools/registry.def tests/fingerprint.c; do
    [ -f "$src/$f" ] || die "$src is not an ulpmath source tree (no $f)"
done

gcc=${FLAG_MATRIX_GCC:-gcc}
clang=${FLAG_MATRIX_CLANG:-clang}
nvcc=${FLAG_MATRIX_NVCC:-$(command -v nvcc || { [ -x /usr/local/cuda/bin/nvcc ] && echo /usr/local/cuda/bin/nvcc; } || true)}
command -v "$gcc" >/dev/null || die "C compiler '$gcc' not found (set FLAG_MATRIX_GCC)"
command -v "$clang" >/dev/null || die "C compiler '$clang' not found (set FLAG_MATRIX_CLANG; tools/deps.sh installs clang)"

# ---- the matrix: "COMPILER FLAGS...", the first one is the reference --------
configs=()
for cc in "$gcc" "$clang"; do
    configs+=("$cc -O2 -ffp-contract=off"
              "$cc -O2"
              "$cc -O3"
              "$cc -O2 -ffp-contract=fast"
              "$cc -O3 -march=native -ffp-contract=fast")
done
# ISO C mode: gcc then reports -ffp-contract=fast as __GCC_IEC_559 == 0
# (base.h), which must not stop the build
configs+=("$gcc -std=c99 -O3 -march=native -ffp-contract=fast" "$clang -std=c11 -O2 -ffp-contract=fast")
if [ -n "$nvcc" ] && command -v "$nvcc" >/dev/null; then
    # host compilation of the __host__ __device__ functions (nvcc's own
    # flags below act on device code, but must not change the host's bits);
    # -O3 also optimises the host code, which nvcc by default does not
    configs+=("$nvcc" "$nvcc --use_fast_math" "$nvcc --fmad=false" "$nvcc -O3")
else
    echo "flag_matrix: notice: nvcc not found, skipping the CUDA host-compilation configurations"
fi
# 32-bit x86 with SSE arithmetic (needs gcc-multilib, tools/deps.sh)
m32=0
if echo 'int main(void){return 0;}' | "$gcc" -m32 -x c - -o "${TMPDIR:-/tmp}/flag_matrix_m32.$$" >/dev/null 2>&1; then
    m32=1
    configs+=("$gcc -m32 -msse2 -mfpmath=sse -O2 -std=c99" "$gcc -m32 -msse2 -mfpmath=sse -O3 -std=gnu99 -ffp-contract=fast")
else
    echo "flag_matrix: notice: $gcc -m32 cannot link (no gcc-multilib): the 32-bit configurations are skipped"
fi
rm -f "${TMPDIR:-/tmp}/flag_matrix_m32.$$"
configs+=("${extras[@]}")
ref=0
# the modes the headers must refuse: each build must fail with ulpmath's #error
refused=("$gcc -O2 -ffast-math" "$gcc -O2 -ffinite-math-only" "$gcc -O2 -fno-signed-zeros"
         "$gcc -std=c99 -O2 -fno-signed-zeros" "$gcc -std=c11 -O2 -freciprocal-math -ffp-contract=fast"
         "$clang -O2 -ffast-math" "$clang -O2 -ffinite-math-only")
[ "$m32" = 1 ] && refused+=("$gcc -m32 -O2 -std=c99" "$gcc -m32 -O2 -std=gnu99")

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ulpmath-flag-matrix.XXXXXX")
if [ "$keep" = 1 ]; then
    echo "flag_matrix: build directory kept: $tmp"
else
    trap 'rm -rf "$tmp"' EXIT
fi

# ---- build and run each configuration, $jobs at a time ---------------------
# Writes $tmp/N.log (compiler output), $tmp/N.out (fingerprints),
# $tmp/N.status (ok | build failed | run failed).
build_and_run() {
    local i=$1 cfg=$2 cc
    read -r cc _ <<<"$cfg"
    local flags=${cfg#"$cc"}
    local exe=$tmp/fp$i
    # shellcheck disable=SC2086  # the flags are words
    if [[ "$(basename "$cc")" == *nvcc* ]]; then
        set -- "$cc" -x cu $flags -I"$src/include" "$src/tests/fingerprint.c" -o "$exe"
    else
        set -- "$cc" $flags -Wall -Wextra -I"$src/include" "$src/tests/fingerprint.c" -o "$exe" -lm
    fi
    echo "$*" >"$tmp/$i.cmd"
    if ! "$@" >"$tmp/$i.log" 2>&1; then
        echo "build failed" >"$tmp/$i.status"; return 0
    fi
    if ! "$exe" >"$tmp/$i.out" 2>>"$tmp/$i.log"; then
        echo "run failed" >"$tmp/$i.status"; return 0
    fi
    echo ok >"$tmp/$i.status"
}

t0=$SECONDS
running=0
for i in "${!configs[@]}"; do
    if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
    build_and_run "$i" "${configs[$i]}" &
    running=$((running + 1))
done
wait
t_build=$((SECONDS - t0))

# ---- the refused modes ------------------------------------------------------------
nrefused_bad=0
for j in "${!refused[@]}"; do
    cfg=${refused[$j]}; read -r cc _ <<<"$cfg"
    # shellcheck disable=SC2086
    if "$cc" ${cfg#"$cc"} -I"$src/include" "$src/tests/fingerprint.c" -o "$tmp/refused$j" -lm >"$tmp/refused$j.log" 2>&1; then
        echo "flag_matrix: FAILED: '$cfg' built: the headers must refuse it (#error)"; nrefused_bad=$((nrefused_bad + 1))
    elif ! grep -q "ulpmath: .*UM_ALLOW_UNSAFE_MATH" "$tmp/refused$j.log"; then
        echo "flag_matrix: FAILED: '$cfg' failed, but not with ulpmath's #error:"; head -n 5 "$tmp/refused$j.log" | sed 's/^/  | /'
        nrefused_bad=$((nrefused_bad + 1))
    else
        echo "flag_matrix: ok: '$cfg' refused: $(grep -o 'ulpmath: [^"]*' "$tmp/refused$j.log" | head -n1 | cut -c1-90)..."
    fi
done

label() {
    local cfg=$1 cc; read -r cc _ <<<"$cfg"
    if [[ "$(basename "$cc")" == *nvcc* ]]; then echo "$(basename "$cc") -x cu${cfg#"$cc"}"
    else echo "$(basename "$cc")${cfg#"$cc"}"; fi
}

# ---- compiler messages and failures -------------------------------------------
fail=0
nfailed=0
for i in "${!configs[@]}"; do
    st=$(cat "$tmp/$i.status" 2>/dev/null || echo "not run")
    if [ "$st" != ok ]; then
        nfailed=$((nfailed + 1))
        echo "flag_matrix: $(label "${configs[$i]}"): $st:"
        echo "  \$ $(cat "$tmp/$i.cmd" 2>/dev/null)"
        head -n 40 "$tmp/$i.log" | sed 's/^/  | /'
        fail=1
    elif [ -s "$tmp/$i.log" ]; then
        echo "flag_matrix: $(label "${configs[$i]}"): compiler messages (not an error):"
        head -n 20 "$tmp/$i.log" | sed 's/^/  | /'
    fi
done
if [ "$(cat "$tmp/$ref.status")" != ok ]; then
    echo "flag_matrix: FAILED: the reference build failed; nothing to compare"
    exit 1
fi

# ---- the table ----------------------------------------------------------------
mapfile -t names < <(awk '{print $1}' "$tmp/$ref.out")
[ "${#names[@]}" -gt 0 ] || { echo "flag_matrix: FAILED: the reference build printed no fingerprint"; exit 1; }
lw=0
for i in "${!configs[@]}"; do l=$(label "${configs[$i]}"); [ "${#l}" -le "$lw" ] || lw=${#l}; done
lw=$((lw + 2))
printf '\n%-*s' "$lw" "configuration"
for n in "${names[@]}"; do printf ' %-*s' "$(( ${#n} > 9 ? ${#n} : 9 ))" "$n"; done
echo
ndiff=0
diffs=()                     # "config-index function" pairs
for i in "${!configs[@]}"; do
    l=$(label "${configs[$i]}")
    [ "$i" != "$ref" ] || l="$l (ref)"
    printf '%-*s' "$lw" "$l"
    st=$(cat "$tmp/$i.status" 2>/dev/null || echo "not run")
    for n in "${names[@]}"; do
        w=$(( ${#n} > 9 ? ${#n} : 9 ))
        if [ "$st" != ok ]; then
            cell="FAILED"
        else
            a=$(awk -v n="$n" '$1 == n {print $2, $3}' "$tmp/$ref.out")
            b=$(awk -v n="$n" '$1 == n {print $2, $3}' "$tmp/$i.out")
            if [ -z "$b" ]; then cell="MISSING"; ndiff=$((ndiff + 1)); fail=1
            elif [ "$a" = "$b" ]; then cell="same"
            else cell="DIFFERENT"; ndiff=$((ndiff + 1)); fail=1; diffs+=("$i $n")
            fi
        fi
        printf ' %-*s' "$w" "$cell"
    done
    echo
done
echo

# ---- where they differ: the first differing input of each difference ----------
shown=0
for d in "${diffs[@]+"${diffs[@]}"}"; do
    read -r i n <<<"$d"
    if [ $shown -ge 12 ]; then echo "flag_matrix: (further differences not detailed)"; break; fi
    shown=$((shown + 1))
    [ -f "$tmp/ref.$n" ] || "$tmp/fp$ref" --dump "$n" >"$tmp/ref.$n"
    "$tmp/fp$i" --dump "$n" >"$tmp/cfg.$n"
    summary=$(paste -d' ' "$tmp/ref.$n" "$tmp/cfg.$n" | awk '
        $1 != $3 { print "inputs do not match at line " NR; exit }
        $2 != $4 { if (!c++) first = "x=0x" $1 ": reference 0x" $2 ", this build 0x" $4 }
        END { if (c) print c " of " NR " inputs differ; first " first }')
    rm -f "$tmp/cfg.$n"
    echo "flag_matrix: DIFFERENT: $n under $(label "${configs[$i]}"): ${summary:-no differing input found in the dump}"
done

echo "flag_matrix: ${#configs[@]} configurations x ${#names[@]} functions, ${#refused[@]} refused modes, builds and runs took ${t_build}s, all took $((SECONDS - t0))s"
[ "$nrefused_bad" = 0 ] || fail=1
if [ "$fail" != 0 ]; then
    echo "flag_matrix: FAILED: $ndiff difference(s) from the reference, $nfailed configuration(s) failed to build or run, $nrefused_bad mode(s) not refused"
    exit 1
fi
echo "flag_matrix: PASS: every configuration gives the reference's bits (NaN results: quiet or signalling, as the policy says), and every unsafe mode is refused"
