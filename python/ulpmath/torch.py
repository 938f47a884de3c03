"""ulpmath.torch -- ulpmath's functions as PyTorch ops.

    import torch, ulpmath.torch as umt
    a = umt.atan2(y, x)              # float16 / bfloat16, CUDA or CPU tensors
    umt.atan(x, out=buf)             # out= as torch's ops
    r = umt.rcp_full(v)              # MUFU-free reciprocal, float32

Every op of the op table (`ops()`: the library rows of tools/registry.def)
is a function here: atan2(y, x), asin, acos, atan on float16 and bfloat16,
acos on float32, the MUFU-free rcp_*/rsqrt_*/cbrt/rcbrt* on float32, and
whatever the registry gains.  Each result has the C function's bits.

- CUDA tensors go through vectorised kernels (csrc/torch_cuda.cu around the
  loop of csrc/elementwise.cuh, which ulpmath.cupy shares);
  CPU tensors through the same C functions compiled for the CPU
  (csrc/torch_cpu.cpp).  Both are torch extensions compiled on first use
  (torch.utils.cpp_extension, nvcc for CUDA) and cached in
  $ULPMATH_CACHE or ~/.cache/ulpmath, keyed by a hash of the headers, the
  sources, the op table and the torch/CUDA versions; `build()` compiles them
  ahead of time.
- Arguments broadcast as torch's do; contiguous arguments of the result's
  shape are used in place (no copy).  `out=` takes a tensor of the result's
  shape, dtype and device (written in place; a non-contiguous out is written
  through a temporary).
- Errors: TypeError for a non-tensor, a dtype ulpmath has no function for, or
  arguments of different dtypes; ValueError for arguments on different
  devices, a device that is neither CPU nor CUDA, shapes that do not
  broadcast, an out= of the wrong shape, dtype or device, or arguments that
  require a gradient (the ops are not differentiable).
"""
try:
    import torch
except ImportError as e:  # pragma: no cover - depends on the environment
    raise ImportError("ulpmath.torch needs PyTorch (pip install torch): %s" % e) from e

import os
import sys
import threading

from . import _build

_DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}
_CSRC = os.path.join(_build.PACKAGE_DIR, "csrc")
_TABLE = _build.load_table()
_OPS = {}
for _e in _TABLE:
    _OPS.setdefault(_e["op"], {})[_DTYPES[_e["dtype"]]] = _e
_lock = threading.Lock()
_extensions = {}


def ops():
    """{op: [dtype names]}"""
    return {op: [str(d).replace("torch.", "") for d in by_dtype] for op, by_dtype in _OPS.items()}


def cache_dir():
    """where the compiled extensions are kept ($ULPMATH_CACHE, else ~/.cache/ulpmath)"""
    base = os.environ.get("ULPMATH_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "ulpmath")
    return base


def _cuda_arch_key():
    arches = os.environ.get("TORCH_CUDA_ARCH_LIST")
    if arches:
        return arches
    if torch.cuda.is_available():
        return ";".join(sorted({"%d.%d" % torch.cuda.get_device_capability(i)
                                for i in range(torch.cuda.device_count())}))
    return "all"


def _extension(kind):
    """the compiled extension for 'cpu' or 'cuda', built on first use"""
    ext = _extensions.get(kind)
    if ext is not None:
        return ext
    with _lock:
        ext = _extensions.get(kind)
        if ext is None:
            ext = _extensions[kind] = _build_extension(kind, verbose=bool(os.environ.get("ULPMATH_VERBOSE")))
    return ext


def _build_extension(kind, verbose=False):
    from torch.utils import cpp_extension

    if kind == "cuda":
        if torch.version.cuda is None:
            raise ValueError("ulpmath.torch: this PyTorch has no CUDA (torch.version.cuda is None)")
        if cpp_extension.CUDA_HOME is None:
            raise RuntimeError("ulpmath.torch: the CUDA kernels are compiled on first use with nvcc, "
                               "and no CUDA toolkit was found (set CUDA_HOME)")
    include = _build.include_dir()
    header = _build.torch_ops_header(_TABLE)
    if kind == "cuda":
        sources = [os.path.join(_CSRC, "torch_cuda.cu")]
    else:
        sources = [os.path.join(_CSRC, "torch_cpu.cpp"), os.path.join(_CSRC, "torch_cpu_fma.cpp")]
    sources.append(os.path.join(_CSRC, "torch_bind.cpp"))
    key_text = "|".join([kind, header, torch.__version__, str(torch.version.cuda), sys.version,
                         _cuda_arch_key() if kind == "cuda" else ""])
    key = _build.tree_hash([include] + sources + [os.path.join(_CSRC, "elementwise.cuh")], key_text)[:16]
    name = "ulpmath_torch_%s_%s" % (kind, key)
    directory = os.path.join(cache_dir(), "torch-%s-%s" % (kind, key))
    os.makedirs(directory, exist_ok=True)
    generated = os.path.join(directory, "ulpmath_torch_ops.h")
    if not os.path.isfile(generated) or open(generated).read() != header:
        with open(generated + ".tmp%d" % os.getpid(), "w") as f:
            f.write(header)
        os.replace(generated + ".tmp%d" % os.getpid(), generated)
    # no -std: torch adds the standard its headers need (C++17 for torch
    # 2.11, C++20 for 2.15), and a later -std would override it
    cflags = ["-O3", "-ffp-contract=off", "-fno-math-errno"]
    return cpp_extension.load(
        name=name, sources=sources, build_directory=directory,
        extra_include_paths=[include, directory], extra_cflags=cflags,
        extra_cuda_cflags=["-O3"], verbose=verbose)


def build(cuda=None, verbose=False):
    """Compile the extensions now (CPU always; CUDA when cuda is True, or
    when None and torch sees a GPU) rather than on first use; returns the
    cache folders' modules."""
    kinds = ["cpu"] + (["cuda"] if (cuda or (cuda is None and torch.cuda.is_available())) else [])
    out = {}
    for kind in kinds:
        with _lock:
            if kind not in _extensions:
                _extensions[kind] = _build_extension(kind, verbose=verbose)
        out[kind] = _extensions[kind]
    return out


def _overlaps_partially(a, b):
    """a and b share memory without being the same elements in the same order"""
    if a.untyped_storage().data_ptr() != b.untyped_storage().data_ptr():
        return False
    if a.data_ptr() == b.data_ptr() and a.stride() == b.stride() and a.shape == b.shape:
        return False
    a0, b0 = a.data_ptr(), b.data_ptr()
    a1 = a0 + a.numel() * a.element_size()
    b1 = b0 + b.numel() * b.element_size()
    return a0 < b1 and b0 < a1


def _apply(op, args, out):
    # the checks run in loops over the arguments with no sets or generators:
    # a call's Python cost is most of what a small tensor costs
    by_dtype = _OPS[op]
    name = "ulpmath.torch.%s" % op
    for k, a in enumerate(args):
        if not isinstance(a, torch.Tensor):
            raise TypeError("%s: argument %d is a %s, not a torch.Tensor" % (name, k + 1, type(a).__name__))
    first = args[0]
    dtype, device, shape = first.dtype, first.device, first.shape
    same_shape = True
    for a in args[1:]:
        if a.dtype != dtype:
            raise TypeError("%s: the arguments have different dtypes (%s); convert them to one"
                            % (name, ", ".join(str(b.dtype) for b in args)))
        same_shape = same_shape and a.shape == shape
    entry = by_dtype.get(dtype)
    if entry is None:
        raise TypeError("%s: no function for %s (ulpmath has it for %s)"
                        % (name, dtype, ", ".join(str(d) for d in by_dtype)))
    for a in args[1:]:
        if a.device != device:
            raise ValueError("%s: the arguments are on different devices (%s)"
                             % (name, ", ".join(str(b.device) for b in args)))
    if device.type not in ("cuda", "cpu"):
        raise ValueError("%s: tensors on %s are not supported (CUDA or CPU)" % (name, device))
    grad = torch.is_grad_enabled()
    if grad:
        for a in args:
            if a.requires_grad:
                raise ValueError("%s is not differentiable: call it under torch.no_grad() or on detached tensors"
                                 % name)
    if not same_shape:
        try:
            shape = torch.broadcast_shapes(*(a.shape for a in args))
        except RuntimeError as e:
            raise ValueError("%s: the shapes %s do not broadcast (%s)"
                             % (name, ", ".join(str(tuple(a.shape)) for a in args), e)) from None
    if out is not None:
        if not isinstance(out, torch.Tensor):
            raise TypeError("%s: out is a %s, not a torch.Tensor" % (name, type(out).__name__))
        if out.dtype != dtype:
            raise ValueError("%s: out has dtype %s, the result %s" % (name, out.dtype, dtype))
        if out.device != device:
            raise ValueError("%s: out is on %s, the arguments on %s" % (name, out.device, device))
        if out.shape != shape:
            raise ValueError("%s: out has shape %s, the result %s" % (name, tuple(out.shape), tuple(shape)))
        if grad and out.requires_grad:
            raise ValueError("%s: out requires a gradient; the op is not differentiable" % name)
    if same_shape:
        inputs = [a.contiguous() for a in args]
    else:
        inputs = [(a if a.shape == shape else a.expand(shape)).contiguous() for a in args]
    target = None
    if out is not None and out.is_contiguous():
        target = out
        for a in inputs:
            if _overlaps_partially(out, a):
                target = None
                break
    if target is None:
        # empty_like of a contiguous argument of the result's shape costs
        # half of what torch.empty does
        target = (torch.empty_like(inputs[0], memory_format=torch.contiguous_format) if same_shape
                  else torch.empty(shape, dtype=dtype, device=device))
    if target.numel():
        kind = "cuda" if first.is_cuda else "cpu"
        ext = _extension(kind)
        if entry["arity"] == 1:
            ext.unary(entry["function"], inputs[0], target)
        else:
            ext.binary(entry["function"], inputs[0], inputs[1], target)
    if out is not None and target is not out:
        out.copy_(target)
        return out
    return target


def _make_op(op, by_dtype):
    entry = next(iter(by_dtype.values()))
    functions = ", ".join("%s: %s" % (str(d).replace("torch.", ""), e["function"]) for d, e in by_dtype.items())
    if entry["arity"] == 2:
        def f(y, x, *, out=None):
            return _apply(op, (y, x), out)
        f.__doc__ = "ulpmath's %s(y, x) elementwise, broadcasting (%s); out= as torch's" % (op, functions)
    else:
        def f(x, *, out=None):
            return _apply(op, (x,), out)
        f.__doc__ = "ulpmath's %s(x) elementwise (%s); out= as torch's" % (op, functions)
    f.__name__ = f.__qualname__ = op
    return f


for _op, _by_dtype in _OPS.items():
    globals()[_op] = _make_op(_op, _by_dtype)

__all__ = ["ops", "build", "cache_dir"] + sorted(_OPS)
