#!/usr/bin/env bash
# tests/consumer/run.sh SRC_DIR -- install ulpmath from the source tree SRC_DIR
# into a temporary prefix, then build and run the consumer program beside this
# script against that installation: through find_package(ulpmath), through
# pkg-config, and (where nvcc exists) through pkg-config as CUDA.  Exits
# non-zero on any failure.  Honours $CC.
set -euo pipefail

die() { echo "consumer: $*" >&2; exit 1; }

[ $# -eq 1 ] || die "usage: $0 SRC_DIR (the ulpmath source tree)"
src=$(cd "$1" 2>/dev/null && pwd) || die "no such directory: $1"
for f in CMakeLists.txt include/ulpmath.h; do
    [ -f "$src/$f" ] || die "$src is not an ulpmath source tree (no $f)"
done
here=$(cd "$(dirname "$0")" && pwd)
command -v cmake >/dev/null || die "cmake not found (run tools/deps.sh)"
command -v pkg-config >/dev/null || die "pkg-config not found (run tools/deps.sh)"
cc=${CC:-cc}
command -v "$cc" >/dev/null || die "C compiler '$cc' not found"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ulpmath-consumer.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

# run a step quietly; on failure show its log and stop
step() {
    local what=$1; shift
    if ! "$@" >"$tmp/log" 2>&1; then
        cat "$tmp/log" >&2
        die "FAILED: $what"
    fi
    echo "consumer: ok: $what"
}

# 1. configure and install; the configure-time prefix is a decoy, so that
#    nothing may depend on it (the package must be relocatable)
step "configure $src" cmake -S "$src" -B "$tmp/build" -DULPMATH_BUILD_TOOLS=OFF \
    -DCMAKE_INSTALL_PREFIX="$tmp/decoy"
step "build" cmake --build "$tmp/build"
step "install to $prefix" cmake --install "$tmp/build" --prefix "$prefix"
[ ! -e "$tmp/decoy" ] || die "FAILED: files were installed to the configure-time prefix"

# 2. the installed headers are exactly include/ulpmath.h and include/ulpmath/*.h
want=$(cd "$src/include" && { ls ulpmath.h; ls ulpmath/*.h; } | sort)
top=$(cd "$prefix" && find . -name ulpmath.h ! -path '*/ulpmath/*' | head -n1)
[ -n "$top" ] || die "FAILED: ulpmath.h was not installed"
incdir=$prefix/$(dirname "$top")
have=$(cd "$incdir" && { ls ulpmath.h; find ulpmath -type f; } | sort)
if [ "$want" != "$have" ]; then
    diff <(echo "$want") <(echo "$have") >&2 || true
    die "FAILED: installed headers differ from the source's (< source, > installed)"
fi
echo "consumer: ok: installed headers: $(tr '\n' ' ' <<<"$have")"

# 3. find_package(ulpmath) through CMAKE_PREFIX_PATH
step "configure the consumer with find_package" cmake -S "$here" -B "$tmp/cmake-consumer" \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON \
    -DCMAKE_FIND_PACKAGE_NO_SYSTEM_PACKAGE_REGISTRY=ON
found=$(sed -n 's/^ulpmath_DIR:PATH=//p' "$tmp/cmake-consumer/CMakeCache.txt")
case "$found" in
    "$prefix"/*) ;;
    *) die "FAILED: find_package found ulpmath in '$found', not under $prefix" ;;
esac
step "build the consumer with find_package" cmake --build "$tmp/cmake-consumer"
if ! "$tmp/cmake-consumer/consumer" >"$tmp/log" 2>&1; then
    cat "$tmp/log" >&2; die "FAILED: the consumer built with find_package"
fi
echo "consumer: ok: run the consumer built with find_package ($(tail -n1 "$tmp/log"))"

# 4. pkg-config
pcfile=$(find "$prefix" -name ulpmath.pc | head -n1)
[ -n "$pcfile" ] || die "FAILED: ulpmath.pc was not installed"
PKG_CONFIG_PATH="$(dirname "$pcfile")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH
cflags=$(pkg-config --cflags ulpmath) || die "FAILED: pkg-config --cflags ulpmath"
libs=$(pkg-config --libs ulpmath) || die "FAILED: pkg-config --libs ulpmath"
pcver=$(pkg-config --modversion ulpmath)
cmver=$(sed -n 's/^set(PACKAGE_VERSION "\(.*\)")$/\1/p' "$(find "$prefix" -name ulpmathConfigVersion.cmake | head -n1)")
[ "$pcver" = "$cmver" ] || die "FAILED: ulpmath.pc says version '$pcver', the CMake package '$cmver'"
echo "consumer: ok: pkg-config ulpmath $pcver: cflags '$cflags', libs '$libs'"
# shellcheck disable=SC2086  # word splitting of the flags is intended
step "build the consumer with pkg-config ($cc)" \
    "$cc" -std=c99 -O2 -Wall -Wextra $cflags "$here/main.c" -o "$tmp/pc-consumer" $libs
if ! "$tmp/pc-consumer" >"$tmp/log" 2>&1; then
    cat "$tmp/log" >&2; die "FAILED: the consumer built with pkg-config"
fi
echo "consumer: ok: run the consumer built with pkg-config ($(tail -n1 "$tmp/log"))"

# 5. the same with nvcc, as CUDA (host path of the __host__ __device__ functions)
nvcc=$(command -v nvcc || { [ -x /usr/local/cuda/bin/nvcc ] && echo /usr/local/cuda/bin/nvcc; } || true)
if [ -n "$nvcc" ]; then
    # shellcheck disable=SC2086
    step "build the consumer with pkg-config as CUDA (nvcc -x cu)" \
        "$nvcc" -x cu $cflags "$here/main.c" -o "$tmp/nvcc-consumer" $libs
    if ! "$tmp/nvcc-consumer" >"$tmp/log" 2>&1; then
        cat "$tmp/log" >&2; die "FAILED: the consumer built with nvcc"
    fi
    echo "consumer: ok: run the consumer built with nvcc ($(tail -n1 "$tmp/log"))"
else
    echo "consumer: notice: nvcc not found, the CUDA build of the consumer is skipped"
fi
echo "consumer: PASS"
