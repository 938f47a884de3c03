#!/usr/bin/env bash
# tools/deps.sh -- install what a fresh Debian machine lacks for ulpmath's
# tools and tests (it has the compilers).  Idempotent; quiet when all is there.
set -euo pipefail
. "$(dirname "$0")/common/cli.sh"
um_cli_std "$0" "$@"
[ $# -eq 0 ] || um_usage_error "no arguments expected"
debs=(cmake libmpfr-dev libgmp-dev sollya libsleef-dev python3 python3-pip pkg-config clang xz-utils)
# 32-bit x86 builds for the flag matrix (tests/flag_matrix.sh)
[ "$(uname -m)" = x86_64 ] && debs+=(gcc-multilib)
# llvm-as and llvm-dis: the Triton bitcode of the Python package (python/, with clang)
debs+=(llvm)
missing=()
for p in "${debs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "deps: installing ${missing[*]}" >&2
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# cuobjdump for the SASS counter, from PyPI, only where nvcc exists
if command -v nvcc >/dev/null 2>&1 && ! "$(dirname "$0")/sass/find-cuobjdump" >/dev/null 2>&1; then
    echo "deps: installing nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm" >&2
    python3 -m pip install -q nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm >/dev/null 2>&1 \
        || python3 -m pip install -q --break-system-packages nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm >/dev/null 2>&1 \
        || echo "deps: could not install cuobjdump; the SASS counter will be skipped" >&2
fi
# the Python package's tests (tests/python): wheel, to build it offline with
# the system's setuptools, and Triton (3.6, as on the GPU machine), to compile
# kernels that call its extern library to PTX without a GPU
if ! python3 -c "import setuptools, wheel, triton" >/dev/null 2>&1; then
    echo "deps: installing wheel triton==3.6.0" >&2
    python3 -m pip install -q wheel triton==3.6.0 >/dev/null 2>&1 \
        || python3 -m pip install -q --break-system-packages wheel triton==3.6.0 >/dev/null 2>&1 \
        || echo "deps: could not install wheel and triton; the Python package tests will be skipped" >&2
fi
