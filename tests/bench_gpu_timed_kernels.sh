#!/usr/bin/env bash
# tests/bench_gpu_timed_kernels.sh BENCH_GPU -- bench_gpu's timed kernels are
# the code users compile: no atomic instruction (the slow-path counting
# hook's) in any kernel of namespace bg_timed, while every counting kernel
# (bg_counted) has one (so the test sees the hook where it belongs).  A hook
# compiled into the timed kernels once made functions with slow paths look
# 3 to 11 times slower (docs/findings.md).  Exit 77 without cuobjdump.
set -u
exe=${1:?usage: bench_gpu_timed_kernels.sh BENCH_GPU}
here=$(cd "$(dirname "$0")/.." && pwd)
cuobjdump=$("$here/tools/sass/find-cuobjdump" 2>/dev/null) || { echo "skip: no cuobjdump"; exit 77; }
"$cuobjdump" -sass "$exe" | awk '
    /Function : / { name = $3; if (name ~ /bg_timed/) timed[name] = 0; else if (name ~ /bg_counted/) counted[name] = 0 }
    /(ATOM|RED)[A-Z]*\./ || /[^A-Z](ATOM|RED)[A-Z]* / { if (name in timed) timed[name]++; else if (name in counted) counted[name]++ }
    END {
        nt = 0; nc = 0; bad = 0
        for (n in timed) { nt++; if (timed[n]) { if (bad++ < 5) print "timed kernel with atomics: " n } }
        for (n in counted) { nc++; if (!counted[n]) { if (bad++ < 5) print "counting kernel without atomics: " n } }
        printf "%d timed kernels, %d counting kernels, %d wrong\n", nt, nc, bad
        exit (bad || nt == 0 || nc != nt) }'
