"""ulpmath -- fast, correctly rounded or MUFU-free elementary functions for
NVIDIA GPUs and CPUs, from Python.

    ulpmath.get_include()   the folder of the C/CUDA headers (ulpmath.h,
                            ulpmath_cuda.h), for nvcc, NVRTC, CuPy, torch
                            extensions: -I ulpmath.get_include()
    ulpmath.ops()           {op: [dtypes]}: the functions of every route
    ulpmath.torch           ops on torch tensors (CUDA and CPU; needs torch)
    ulpmath.cupy            ops on CuPy arrays (NVRTC; needs cupy)
    ulpmath.triton          the functions inside @triton.jit kernels (needs triton)

The submodules are imported on demand: `import ulpmath` needs nothing but
Python, and each submodule raises ImportError saying what it needs.
"""
import os as _os

from . import _build

__all__ = ["get_include", "ops", "function", "__version__"]


def get_include():
    """the folder holding ulpmath.h, ulpmath_cuda.h and ulpmath/ (shipped in
    the package; the repository's include/ when running from the source tree)"""
    return _build.include_dir()


def _version():
    path = _os.path.join(get_include(), "ulpmath", "version.h")
    try:
        with open(path) as f:
            for line in f:
                if line.startswith("#define ULPMATH_VERSION_STRING"):
                    return line.split('"')[1]
    except OSError:
        pass
    return "unknown"


__version__ = _version()


def ops():
    """{op: [dtypes]} for every op of the package (the library rows of
    tools/registry.def: atan2, asin, acos, atan, rcp_full, rsqrt_nr1, ...)"""
    out = {}
    for e in _build.load_table():
        out.setdefault(e["op"], []).append(e["dtype"])
    return out


def function(op, dtype):
    """the C function behind an op on a dtype ('float16', 'bfloat16', 'float32'),
    e.g. function('atan2', 'float16') == 'um_atan2f16'; KeyError if none"""
    for e in _build.load_table():
        if e["op"] == op and e["dtype"] == dtype:
            return e["function"]
    raise KeyError("ulpmath has no %s for %s" % (op, dtype))
