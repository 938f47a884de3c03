#!/usr/bin/env python3
"""tests/python/test_elementwise.py -- the launch shape of the Python routes'
elementwise loop (python/ulpmath/csrc/elementwise.cuh) without a GPU:
  - ulpmath._build reads UM_EW_THREADS and UM_EW_VECTORS from the file;
  - _build.elementwise_blocks (what ulpmath.cupy launches) gives the same
    blocks as the file's um_ew_blocks (what ulpmath.torch launches),
    compiled by nvcc for the host, on sizes from 0 to 2^45 elements;
  - those blocks give every whole vector and every element past them a
    thread, and stay within 1 .. 2^31 - 1 (a larger tensor is taken by the
    grid-stride loop).
Exit 77 where nvcc is missing.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "python"))
from ulpmath import _build  # noqa: E402

failures = []


def check(cond, what):
    print(("ok: " if cond else "FAILED: ") + what)
    if not cond:
        failures.append(what)


def cases():
    """(n, nvec, per_vector): aligned tensors (nvec = n // per_vector),
    unaligned ones (nvec = 0), for 16- and 32-bit values"""
    sizes = [0, 1, 7, 8, 9, 255, 256, 2047, 2048, 2049, 1 << 20, (1 << 26) + 3, 1 << 33, 1 << 45]
    out = []
    for n in sizes:
        for per_vector in (8, 4):
            out.append((n, n // per_vector, per_vector))
            out.append((n, 0, per_vector))
    return out


def main():
    nvcc = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.path.exists("/usr/local/cuda/bin/nvcc") else None)
    if nvcc is None:
        print("test_elementwise: skipped: no nvcc")
        return 77
    threads, vectors = _build.elementwise_shape()
    check(threads == 256 and vectors >= 1, "the shape read from elementwise.cuh: %d threads, %d vectors a thread"
          % (threads, vectors))
    tmp = tempfile.mkdtemp(prefix="ulpmath-ew-")
    src = os.path.join(tmp, "blocks.cu")
    with open(src, "w") as f:
        f.write('#include <stdio.h>\n#include "ulpmath.h"\n#include "elementwise.cuh"\n'
                "int main(void)\n{\n    long long n, nvec, per;\n"
                '    while (scanf("%lld %lld %lld", &n, &nvec, &per) == 3)\n'
                '        printf("%lld\\n", um_ew_blocks(n, nvec, per));\n    return 0;\n}\n')
    exe = os.path.join(tmp, "blocks")
    r = subprocess.run([nvcc, "-std=c++17", "-I" + os.path.join(ROOT, "include"),
                        "-I" + os.path.join(ROOT, "python", "ulpmath", "csrc"), src, "-o", exe],
                       capture_output=True, text=True)
    if r.returncode != 0:
        check(False, "elementwise.cuh compiles for the host with nvcc: %s" % r.stderr.strip()[-300:])
        return 1
    cs = cases()
    r = subprocess.run([exe], input="".join("%d %d %d\n" % c for c in cs), capture_output=True, text=True)
    got = [int(v) for v in r.stdout.split()]
    check(len(got) == len(cs), "um_ew_blocks answered %d of %d cases" % (len(got), len(cs)))
    for (n, nvec, per), c_blocks in zip(cs, got):
        py_blocks = _build.elementwise_blocks(n, nvec, per)
        covered = min(c_blocks, 2**31 - 1) * threads
        need = max(-(-nvec // vectors), n - nvec * per)
        ok = (c_blocks == py_blocks and 1 <= c_blocks <= 2**31 - 1 and
              (covered >= need or c_blocks == 2**31 - 1))
        if not ok or n in (0, 9, 1 << 45):
            check(ok, "n %d, nvec %d, %d a vector: %d blocks (C) and %d (Python), %d threads for %d" % (
                n, nvec, per, c_blocks, py_blocks, covered, need))
    shutil.rmtree(tmp, ignore_errors=True)
    print("test_elementwise: %s" % ("ok" if not failures else "%d FAILED" % len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
