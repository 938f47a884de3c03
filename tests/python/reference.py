"""tests/python/reference.py -- the C functions themselves, as the reference
of the Python routes: every function of the package's op table compiled by
the system's C compiler from the headers (-O2 -ffp-contract=off) into a
small shared library, called through ctypes on numpy arrays of bit
patterns (uint16) or float32.  Used by tests/python/test_torch_cpu.py (CI)
and tests/python/gpu_check.py (tools/gpu_python.sh).  Needs numpy and cc.
"""
import ctypes
import hashlib
import os
import shutil
import subprocess
import tempfile

import numpy as np

CTYPE = {"float32": "float", "float16": "uint16_t", "bfloat16": "uint16_t"}
NPTYPE = {"float32": np.float32, "float16": np.uint16, "bfloat16": np.uint16}


def source(table):
    lines = ['#include "ulpmath.h"', "#include <stddef.h>"]
    for e in table:
        t = CTYPE[e["dtype"]]
        if e["arity"] == 1:
            lines.append("void ref_%s(const %s *a, %s *o, size_t n) { for (size_t i = 0; i < n; i++) o[i] = %s(a[i]); }"
                         % (e["function"], t, t, e["function"]))
        else:
            lines.append("void ref_%s(const %s *a, const %s *b, %s *o, size_t n) "
                         "{ for (size_t i = 0; i < n; i++) o[i] = %s(a[i], b[i]); }"
                         % (e["function"], t, t, t, e["function"]))
    return "\n".join(lines) + "\n"


class Reference:
    """ref(entry, *arrays) -> numpy array: the C function on each element.
    gpu_exact=ROOT: the GPU-exact CPU build (UM_EMULATE_GPU_MUFU, the H200's
    MUFU.RCP/RSQ bits from ROOT/src and ROOT/data/mufu/h200), whose results
    are the GPU's for every function that uses no other MUFU instruction."""

    def __init__(self, table, include, workdir=None, cc=None, gpu_exact=None):
        self.table = table
        self.gpu_exact = gpu_exact is not None
        text = source(table)
        key = hashlib.sha256((text + include + str(gpu_exact)).encode()).hexdigest()[:12]
        self.dir = workdir or tempfile.mkdtemp(prefix="ulpmath-ref-")
        src = os.path.join(self.dir, "ref_%s.c" % key)
        lib = os.path.join(self.dir, "libref_%s.so" % key)
        with open(src, "w") as f:
            f.write(text)
        cc = cc or os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or "cc"
        command = [cc, "-std=c99", "-O2", "-ffp-contract=off", "-fPIC", "-shared", "-I", include]
        if gpu_exact is not None:
            import lzma
            tables = {}
            for name in ("rcp_approx_ftz_f32", "rsqrt_approx_ftz_f32"):
                tables[name] = os.path.join(self.dir, name + ".bin")
                with lzma.open(os.path.join(gpu_exact, "data", "mufu", "h200", name + ".bin.xz")) as f_in, \
                        open(tables[name], "wb") as f_out:
                    f_out.write(f_in.read())
            command += ["-DUM_EMULATE_GPU_MUFU", "-I", os.path.join(gpu_exact, "src"),
                        '-DUM_MUFU_RCP_BIN="%s"' % tables["rcp_approx_ftz_f32"],
                        '-DUM_MUFU_RSQRT_BIN="%s"' % tables["rsqrt_approx_ftz_f32"],
                        os.path.join(gpu_exact, "src", "mufu_emulation.c"),
                        os.path.join(gpu_exact, "src", "mufu_tables_h200.c")]
        subprocess.run(command + [src, "-o", lib, "-lm", "-lpthread"], check=True)
        self.lib = ctypes.CDLL(lib)

    def __call__(self, entry, *arrays):
        t = NPTYPE[entry["dtype"]]
        arrays = [np.ascontiguousarray(a, dtype=t) for a in arrays]
        out = np.empty_like(arrays[0])
        fn = getattr(self.lib, "ref_" + entry["function"])
        ptrs = [a.ctypes.data_as(ctypes.c_void_p) for a in arrays]
        fn(*ptrs, out.ctypes.data_as(ctypes.c_void_p), ctypes.c_size_t(out.size))
        return out


def special_values(dtype):
    """bit patterns of the special values of a 16-bit format: zeros,
    subnormal edges, ones, the largest finite, Inf, NaN, both signs"""
    if dtype == "float16":
        base = [0x0000, 0x0001, 0x0002, 0x03ff, 0x0400, 0x3555, 0x3800, 0x3bff, 0x3c00, 0x3c01,
                0x4000, 0x4248, 0x7bff, 0x7c00, 0x7c01, 0x7e00, 0x7fff]
    else:
        base = [0x0000, 0x0001, 0x0002, 0x007f, 0x0080, 0x3eab, 0x3f00, 0x3f7f, 0x3f80, 0x3f81,
                0x4000, 0x4049, 0x7f7f, 0x7f80, 0x7f81, 0x7fc0, 0x7fff]
    return np.array(base + [b | 0x8000 for b in base], dtype=np.uint16)


def pairs(dtype, n, seed=1):
    """n random pairs of 16-bit bit patterns (every pattern equally likely)
    and, first, every pair of special values"""
    s = special_values(dtype)
    sy, sx = np.meshgrid(s, s, indexing="ij")
    rng = np.random.default_rng(seed)
    y = np.concatenate([sy.ravel(), rng.integers(0, 1 << 16, n, dtype=np.uint16)])
    x = np.concatenate([sx.ravel(), rng.integers(0, 1 << 16, n, dtype=np.uint16)])
    return y.astype(np.uint16), x.astype(np.uint16)


def float32_sample(n, seed=2):
    """n random binary32 bit patterns (every pattern equally likely), then
    the special values, as float32"""
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    special = np.array([0, 1, 0x007fffff, 0x00800000, 0x3f000000, 0x3f800000, 0x40000000,
                        0x7effffff, 0x7f7fffff, 0x7f800000, 0x7fc00000], dtype=np.uint32)
    bits = np.concatenate([bits, special, special | 0x80000000])
    return bits.view(np.float32)


def same_bits(a, b, dtype):
    """element-wise: identical bit patterns, or both NaN (payloads may differ)"""
    a = np.asarray(a)
    b = np.asarray(b)
    if dtype == "float32":
        ab, bb = a.view(np.uint32), b.view(np.uint32)
        nan_a = (ab & 0x7fffffff) > 0x7f800000
        nan_b = (bb & 0x7fffffff) > 0x7f800000
    else:
        ab, bb = a.view(np.uint16), b.view(np.uint16)
        inf = 0x7c00 if dtype == "float16" else 0x7f80
        nan_a = (ab & 0x7fff) > inf
        nan_b = (bb & 0x7fff) > inf
    return (ab == bb) | (nan_a & nan_b)
