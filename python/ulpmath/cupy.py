"""ulpmath.cupy -- ulpmath's functions on CuPy arrays.

    import cupy, ulpmath.cupy as umc
    a = umc.atan2(y, x)                         # float16 (or float32 ops)
    b = umc.atan(bits, format="bfloat16")       # bfloat16 as uint16 bit patterns
    umc.acos(x, out=buf)

The ops are those of the op table (`ops()`): atan2(y, x), asin, acos, atan
on float16 and bfloat16, acos and the MUFU-free rcp_*/rsqrt_*/cbrt/rcbrt* on
float32, and whatever tools/registry.def gains.  Each result has the C
function's bits.  The kernels are one cupy.RawModule compiled by NVRTC from
ulpmath.h with `-I ulpmath.get_include()` and nothing else (no host header),
on first use; CuPy caches the compiled module.

bfloat16: arrays of a dtype named bfloat16 (ml_dtypes, where CuPy has it),
or uint16 arrays of bit patterns with format="bfloat16" (also
format="float16" for binary16 bit patterns); the result has the arguments'
dtype.  Arguments broadcast; contiguous arguments of the result's shape are
used without a copy.  TypeError for a non-CuPy argument, an unsupported dtype
or arguments of different dtypes; ValueError for arrays on different
devices, shapes that do not broadcast, or an out= of the wrong shape, dtype
or device.
"""
try:
    import cupy
except ImportError as e:  # pragma: no cover - depends on the environment
    raise ImportError("ulpmath.cupy needs CuPy (pip install cupy-cuda13x, or the build for your CUDA): %s"
                      % e) from e

import threading

from . import _build

_TABLE = _build.load_table()
_OPS = {}
for _e in _TABLE:
    _OPS.setdefault(_e["op"], {})[_e["dtype"]] = _e
_FORMATS = ("float16", "bfloat16")
_lock = threading.Lock()
_module = None


def ops():
    """{op: [dtype names]}"""
    return {op: sorted(by_dtype) for op, by_dtype in _OPS.items()}


def source():
    """the CUDA source of the kernels (what NVRTC compiles)"""
    return _build.cupy_source(_TABLE)


def options():
    """the NVRTC options: only the headers' folder"""
    return ("-I" + _build.include_dir(),)


def module():
    """the cupy.RawModule of every kernel (compiled on first use)"""
    global _module
    with _lock:
        if _module is None:
            names = [_build.cupy_kernel_name(e["function"]) for e in _TABLE]
            m = cupy.RawModule(code=source(), options=options(), backend="nvrtc")
            m.compile()
            _module = (m, {n: m.get_function(n) for n in names})
    return _module


def _format_of(name, arr, fmt):
    dt = arr.dtype
    if fmt is not None:
        if fmt not in _FORMATS:
            raise ValueError("%s: format must be one of %s, not %r" % (name, ", ".join(_FORMATS), fmt))
        if dt == cupy.uint16 or dt.name == fmt:
            return fmt
        raise TypeError("%s: format=%r takes uint16 bit patterns (or %s arrays), not %s" % (name, fmt, fmt, dt))
    if dt == cupy.float16:
        return "float16"
    if dt == cupy.float32:
        return "float32"
    if dt.name == "bfloat16":
        return "bfloat16"
    if dt == cupy.uint16:
        raise TypeError("%s: uint16 arrays are bit patterns: say which with format='float16' or "
                        "format='bfloat16'" % name)
    raise TypeError("%s: no function for %s" % (name, dt))


def _apply(op, args, out, fmt):
    by_dtype = _OPS[op]
    name = "ulpmath.cupy.%s" % op
    for k, a in enumerate(args):
        if not isinstance(a, cupy.ndarray):
            raise TypeError("%s: argument %d is a %s, not a cupy.ndarray (cupy.asarray() copies one to the GPU)"
                            % (name, k + 1, type(a).__name__))
    if len({a.dtype for a in args}) > 1:
        raise TypeError("%s: the arguments have different dtypes (%s)"
                        % (name, ", ".join(str(a.dtype) for a in args)))
    kind = _format_of(name, args[0], fmt)
    if kind not in by_dtype:
        raise TypeError("%s: no function for %s (ulpmath has it for %s)" % (name, kind, ", ".join(sorted(by_dtype))))
    if len({a.device.id for a in args}) > 1:
        raise ValueError("%s: the arguments are on different devices (%s)"
                         % (name, ", ".join(str(a.device.id) for a in args)))
    device = args[0].device
    try:
        shape = cupy.broadcast_shapes(*(a.shape for a in args))
    except ValueError as e:
        raise ValueError("%s: the shapes %s do not broadcast (%s)"
                         % (name, ", ".join(str(a.shape) for a in args), e)) from None
    dtype = args[0].dtype
    if out is not None:
        if not isinstance(out, cupy.ndarray):
            raise TypeError("%s: out is a %s, not a cupy.ndarray" % (name, type(out).__name__))
        if out.dtype != dtype:
            raise ValueError("%s: out has dtype %s, the result %s" % (name, out.dtype, dtype))
        if out.device.id != device.id:
            raise ValueError("%s: out is on device %d, the arguments on %d" % (name, out.device.id, device.id))
        if out.shape != shape:
            raise ValueError("%s: out has shape %s, the result %s" % (name, out.shape, shape))
    with device:
        inputs = [cupy.ascontiguousarray(a if a.shape == shape else cupy.broadcast_to(a, shape)) for a in args]
        # out is written in place unless it overlaps an input partially.  Both
        # are C-contiguous spans of the same length here, so overlapping
        # bounds with different starts is exactly a partial overlap: the
        # bounds test (cupy.may_share_memory) is exact and costs nothing,
        # where cupy.shares_memory runs kernels over every element's address
        # (6.3 ms a call on 2^26 binary16 elements, H100, 2026-12-05; the
        # bounds test 1 us)
        direct = out is not None and out.flags.c_contiguous and not any(
            cupy.may_share_memory(out, a) and out.data.ptr != a.data.ptr for a in inputs)
        target = out if direct else cupy.empty(shape, dtype=dtype)
        n = target.size
        if n:
            _, kernels = module()
            entry = by_dtype[kind]
            kernel = kernels[_build.cupy_kernel_name(entry["function"])]
            per_vector = 16 // target.itemsize
            ptrs = [a.data.ptr for a in inputs] + [target.data.ptr]
            nvec = n // per_vector if all(p % 16 == 0 for p in ptrs) else 0
            threads, _ = _build.elementwise_shape()
            kernel((_build.elementwise_blocks(n, nvec, per_vector),), (threads,),
                   tuple(inputs) + (target, cupy.int64(n), cupy.int64(nvec)))
        if out is not None and target is not out:
            out[...] = target
            return out
    return target


def _make_op(op, by_dtype):
    entry = next(iter(by_dtype.values()))
    functions = ", ".join("%s: %s" % (d, e["function"]) for d, e in sorted(by_dtype.items()))
    if entry["arity"] == 2:
        def f(y, x, *, out=None, format=None):
            return _apply(op, (y, x), out, format)
        f.__doc__ = "ulpmath's %s(y, x) on CuPy arrays, broadcasting (%s)" % (op, functions)
    else:
        def f(x, *, out=None, format=None):
            return _apply(op, (x,), out, format)
        f.__doc__ = "ulpmath's %s(x) on CuPy arrays (%s)" % (op, functions)
    f.__name__ = f.__qualname__ = op
    return f


for _op, _by_dtype in _OPS.items():
    globals()[_op] = _make_op(_op, _by_dtype)

__all__ = ["ops", "source", "options", "module"] + sorted(_OPS)
