#!/usr/bin/env bash
# tests/warnings/run.sh SRC_DIR -- ulpmath's public headers add no warning to
# a user's build: all_functions.c (every registry function) and
# cuda_functions.cu (every CUDA overload, device and host) compiled with
# -Werror under
#   gcc   -std=c99 -Wall -Wextra -Wpedantic -Wconversion -Wshadow
#         -Wdouble-promotion -Wfloat-equal  (at -O0 and -O2)
#   clang -std=c99 -Weverything             (every warning class, none left out)
#   g++   -std=c++17 with the gcc set; -std=gnu++11 -Wall -Wextra (C++ before
#         C++17 has no hexadecimal floating constants: -std=c++11/14 strict
#         cannot compile the headers, the GNU dialects can)
#   clang++ -std=c++17 -Weverything -Wno-old-style-cast -Wno-c++98-compat-pedantic
#         (left out: the headers are C, whose casts are C casts, and C++98
#         compatibility is not a goal; C++11/14 with -Wpedantic warns of the
#         hexadecimal floating constants, a C++17 feature: use C++17, or drop
#         -Wpedantic)
#   nvcc  -Xcompiler -Wall,-Wextra,-Wshadow -Werror all-warnings, sm_90
#         (not -Wfloat-equal: CUDA's own cuda_fp16.hpp trips it)
# Prints one line per configuration; exits 1 on any warning or error.
set -uo pipefail
. "$(dirname "$0")/../../tools/common/cli.sh"
um_cli_std "$0" "$@"
src=$(cd "${1:?usage: run.sh SRC_DIR}" && pwd)
here=$src/tests/warnings
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
inc=(-I"$src/include")
gccw=(-Wall -Wextra -Wpedantic -Wconversion -Wshadow -Wdouble-promotion -Wfloat-equal -Werror)
fail=0; n=0
try() {      # try LABEL COMMAND...
    local label=$1; shift
    n=$((n + 1))
    if "$@" >"$tmp/log" 2>&1 && [ ! -s "$tmp/log" ]; then
        echo "warnings: ok: $label"
    else
        echo "warnings: FAILED: $label"; echo "  \$ $*"; head -n 30 "$tmp/log" | sed 's/^/  | /'; fail=1
    fi
}
for o in -O0 -O2; do
    try "gcc -std=c99 $o ${gccw[*]}" gcc -std=c99 $o "${gccw[@]}" "${inc[@]}" -c "$here/all_functions.c" -o "$tmp/a.o"
done
if command -v clang >/dev/null; then
    try "clang -std=c99 -O2 -Weverything -Werror" clang -std=c99 -O2 -Weverything -Werror "${inc[@]}" -c "$here/all_functions.c" -o "$tmp/a.o"
    try "clang++ -std=c++17 -Weverything (less -Wold-style-cast, -Wc++98-compat-pedantic) -Werror" \
        clang++ -x c++ -std=c++17 -O2 -Weverything -Wno-old-style-cast -Wno-c++98-compat-pedantic -Werror "${inc[@]}" -c "$here/all_functions.c" -o "$tmp/a.o"
fi
try "g++ -std=c++17 ${gccw[*]}" g++ -x c++ -std=c++17 -O2 "${gccw[@]}" "${inc[@]}" -c "$here/all_functions.c" -o "$tmp/a.o"
try "g++ -std=gnu++11 -Wall -Wextra -Werror" g++ -x c++ -std=gnu++11 -O2 -Wall -Wextra -Werror "${inc[@]}" -c "$here/all_functions.c" -o "$tmp/a.o"
nvcc=$(command -v nvcc || { [ -x /usr/local/cuda/bin/nvcc ] && echo /usr/local/cuda/bin/nvcc; } || true)
if [ -n "$nvcc" ]; then
    try "nvcc -arch=sm_90 -Xcompiler -Wall,-Wextra,-Wshadow -Werror all-warnings" \
        "$nvcc" -arch=sm_90 -Xcompiler -Wall,-Wextra,-Wshadow -Werror all-warnings "${inc[@]}" -I"$here" -c "$here/cuda_functions.cu" -o "$tmp/c.o"
else
    echo "warnings: notice: nvcc not found, the CUDA configuration is skipped"
fi
[ "$fail" = 0 ] && echo "warnings: PASS: $n configurations, no warning from the headers"
exit $fail
