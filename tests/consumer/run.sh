#!/usr/bin/env bash
# tests/consumer/run.sh SRC_DIR -- install ulpmath from the source tree SRC_DIR
# as a user would, into a temporary prefix, and use the installed package:
#   1. configure with the tools' dependencies hidden (as on a machine with
#      only a C compiler): one line must say what is missing; build; install;
#   2. the installed files: every public header (ulpmath_cuda.h too), the
#      GPU-exact companion (library, header, tables), the CMake package, both
#      pkg-config files, the documents; nothing at the configure-time prefix;
#   3. the consumer program beside this script through find_package(ulpmath
#      MAJOR.MINOR), with the version the package reports checked against
#      the headers' ULPMATH_VERSION_STRING;
#   4. the same through pkg-config (versions of .pc and CMake package agree);
#   5. the GPU-exact companion through pkg-config (ulpmath-gpu-exact): the
#      example host program reproduces the H200's hash;
#   6. examples/ configured on its own against the package (find_package),
#      built, and its tests run (the CUDA examples compile, where nvcc is);
#   7. with nvcc: a CUDA file including ulpmath_cuda.h compiled against the
#      installed headers through pkg-config's flags (compile only: no GPU).
# Exits non-zero on any failure.  Honours $CC.
set -euo pipefail
. "$(dirname "$0")/../../tools/common/cli.sh"
um_cli_std "$0" "$@"

die() { echo "consumer: $*" >&2; exit 1; }

[ $# -eq 1 ] || die "usage: $0 SRC_DIR (the ulpmath source tree)"
src=$(cd "$1" 2>/dev/null && pwd) || die "no such directory: $1"
for f in CMakeLists.txt include/ulpmath.h include/ulpmath/version.h; do
    [ -f "$src/$f" ] || die "$src is not an ulpmath source tree (no $f)"
done
here=$(cd "$(dirname "$0")" && pwd)
command -v cmake >/dev/null || die "cmake not found (run tools/deps.sh)"
command -v pkg-config >/dev/null || die "pkg-config not found (run tools/deps.sh)"
cc=${CC:-cc}
command -v "$cc" >/dev/null || die "C compiler '$cc' not found"
version=$(sed -n 's/^#define ULPMATH_VERSION_STRING "\(.*\)"$/\1/p' "$src/include/ulpmath/version.h")
[ -n "$version" ] || die "no ULPMATH_VERSION_STRING in include/ulpmath/version.h"
major_minor=${version%.*}

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
run_prog() {      # run_prog WHAT PROGRAM [ARGS...]: run it, show its last line
    local what=$1; shift
    if ! "$@" >"$tmp/log" 2>&1; then
        cat "$tmp/log" >&2; die "FAILED: $what"
    fi
    echo "consumer: ok: $what ($(tail -n1 "$tmp/log"))"
}

# 1. configure as the README says, the tools' libraries out of sight (a
#    find root with nothing in it), and a decoy configure-time prefix, so that
#    nothing may depend on it (the package must be relocatable)
step "configure $src without the tools' dependencies" cmake -S "$src" -B "$tmp/build" \
    -DCMAKE_FIND_ROOT_PATH="$tmp/nothing" -DCMAKE_FIND_ROOT_PATH_MODE_LIBRARY=ONLY \
    -DCMAKE_FIND_ROOT_PATH_MODE_INCLUDE=ONLY -DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=ONLY \
    -DCMAKE_INSTALL_PREFIX="$tmp/decoy"
said=$(grep -c "^-- ulpmath: building the library only: the tools and tests need MPFR" "$tmp/log" || true)
[ "$said" = 1 ] || { cat "$tmp/log" >&2; die "FAILED: configuring did not say in one line that the tools' dependencies are missing"; }
echo "consumer: ok: configuring said: $(grep '^-- ulpmath: building the library only' "$tmp/log" | sed 's/^-- //')"
step "build" cmake --build "$tmp/build"
step "install to $prefix" cmake --install "$tmp/build" --prefix "$prefix"
[ ! -e "$tmp/decoy" ] || die "FAILED: files were installed to the configure-time prefix"

# 2. what was installed
want=$(cd "$src/include" && { ls ./*.h; ls ulpmath/*.h; } | sed 's|^\./||' | sort)
incdir=$prefix/include
have=$(cd "$incdir" && { ls ./*.h; find ulpmath -type f; } | sed 's|^\./||' | sort)
if [ "$want" != "$have" ]; then
    diff <(echo "$want") <(echo "$have") >&2 || true
    die "FAILED: installed headers differ from the source's (< source, > installed)"
fi
grep -qx "ulpmath_cuda.h" <<<"$have" || die "FAILED: ulpmath_cuda.h was not installed"
echo "consumer: ok: installed headers: $(tr '\n' ' ' <<<"$have")"
for f in lib/libulpmath_mufu_emulation.a share/ulpmath/mufu/h200/mufu_tables.json \
         share/ulpmath/mufu/h200/rcp_approx_ftz_f32.bin.xz share/ulpmath/mufu/h200/rsqrt_approx_ftz_f32.bin.xz \
         lib/cmake/ulpmath/ulpmathConfig.cmake lib/cmake/ulpmath/ulpmathConfigVersion.cmake \
         lib/pkgconfig/ulpmath.pc lib/pkgconfig/ulpmath-gpu-exact.pc \
         share/doc/ulpmath/README.md share/doc/ulpmath/LICENSE share/doc/ulpmath/CHANGELOG.md \
         share/doc/ulpmath/api.md; do
    [ -f "$prefix/$f" ] || die "FAILED: $f was not installed"
done
echo "consumer: ok: installed the GPU-exact companion, its tables, the CMake package, both .pc files, the documents"

# 3. find_package(ulpmath MAJOR.MINOR) through CMAKE_PREFIX_PATH
step "configure the consumer with find_package(ulpmath $major_minor)" cmake -S "$here" -B "$tmp/cmake-consumer" \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON \
    -DCMAKE_FIND_PACKAGE_NO_SYSTEM_PACKAGE_REGISTRY=ON -DULPMATH_EXPECTED_MAJOR_MINOR="$major_minor"
found=$(sed -n 's/^ulpmath_DIR:PATH=//p' "$tmp/cmake-consumer/CMakeCache.txt")
case "$found" in
    "$prefix"/*) ;;
    *) die "FAILED: find_package found ulpmath in '$found', not under $prefix" ;;
esac
step "build the consumer with find_package" cmake --build "$tmp/cmake-consumer"
run_prog "run the consumer built with find_package" "$tmp/cmake-consumer/consumer"

# 4. pkg-config
PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH
cflags=$(pkg-config --cflags ulpmath) || die "FAILED: pkg-config --cflags ulpmath"
libs=$(pkg-config --libs ulpmath) || die "FAILED: pkg-config --libs ulpmath"
pcver=$(pkg-config --modversion ulpmath)
cmver=$(sed -n 's/^set(PACKAGE_VERSION "\(.*\)")$/\1/p' "$prefix/lib/cmake/ulpmath/ulpmathConfigVersion.cmake")
[ "$pcver" = "$cmver" ] && [ "$pcver" = "$version" ] ||
    die "FAILED: versions differ: ulpmath.pc '$pcver', CMake package '$cmver', version.h '$version'"
echo "consumer: ok: pkg-config ulpmath $pcver (= the CMake package's = version.h's): cflags '$cflags', libs '$libs'"
# shellcheck disable=SC2086  # word splitting of the flags is intended
step "build the consumer with pkg-config ($cc)" \
    "$cc" -std=c99 -O2 -Wall -Wextra -DEXPECT_VERSION="\"$pcver\"" $cflags "$here/main.c" -o "$tmp/pc-consumer" $libs
run_prog "run the consumer built with pkg-config" "$tmp/pc-consumer"

# 5. the GPU-exact companion through pkg-config
gflags=$(pkg-config --cflags --libs ulpmath-gpu-exact) || die "FAILED: pkg-config ulpmath-gpu-exact"
hash=$(grep '^0x' "$src/examples/gpu_exact/expected_h200.txt")
# shellcheck disable=SC2086
step "build examples/gpu_exact/host.c with pkg-config ulpmath-gpu-exact" \
    "$cc" -std=c99 -O2 -Wall -Wextra "$src/examples/gpu_exact/host.c" -o "$tmp/gpu-exact-host" $gflags -lm
run_prog "the installed GPU-exact build reproduces the H200's hash $hash" "$tmp/gpu-exact-host" --expect "$hash"

# 6. examples/ on its own against the installed package
step "configure examples/ against the installed package" cmake -S "$src/examples" -B "$tmp/examples" \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON
step "build examples/" cmake --build "$tmp/examples"
step "run the examples' tests" ctest --test-dir "$tmp/examples" --output-on-failure
echo "consumer: ok: examples: $(cd "$tmp/examples" && ctest -N | sed -n 's/^ *Test *#[0-9]*: //p' | tr '\n' ' ')"

# 7. a CUDA file against the installed headers (host and device code)
nvcc=$(command -v nvcc || { [ -x /usr/local/cuda/bin/nvcc ] && echo /usr/local/cuda/bin/nvcc; } || true)
if [ -n "$nvcc" ]; then
    cat > "$tmp/k.cu" <<'EOF'
#include <ulpmath_cuda.h>
__global__ void k(const __half *y, const __half *x, __half *out, __nv_bfloat162 *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { out[i] = um_hatan2(y[i], x[i]); b[i] = um_h2atan(b[i]); }
}
EOF
    # shellcheck disable=SC2086
    step "compile a CUDA kernel with ulpmath_cuda.h against the installed headers (nvcc -c, sm_90)" \
        "$nvcc" -arch=sm_90 -c $cflags "$tmp/k.cu" -o "$tmp/k.o"
    # shellcheck disable=SC2086
    step "build the consumer with pkg-config as CUDA (nvcc -x cu)" \
        "$nvcc" -x cu -DEXPECT_VERSION="\"$pcver\"" $cflags "$here/main.c" -o "$tmp/nvcc-consumer" $libs
    run_prog "run the consumer built with nvcc" "$tmp/nvcc-consumer"
else
    echo "consumer: notice: nvcc not found, the CUDA builds are skipped"
fi
echo "consumer: PASS"
