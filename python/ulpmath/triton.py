"""ulpmath.triton -- ulpmath's functions inside @triton.jit kernels.

    import triton, triton.language as tl
    import ulpmath.triton as umt

    @triton.jit
    def angles(Y, X, OUT, n, BLOCK: tl.constexpr):
        i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = i < n
        y = tl.load(Y + i, mask=m)
        x = tl.load(X + i, mask=m)
        tl.store(OUT + i, umt.atan2(y, x), mask=m)

    angles[grid](y, x, out, n, BLOCK=1024, extern_libs=umt.extern_libs())

Each op (atan2, asin, acos, atan, rcp_full, rsqrt_nr1, ...: `ops()`) takes
tensors of one dtype among those ulpmath has for it (float16 and bfloat16
for the inverse trigonometric functions, float32 for acos and the MUFU-free
ones) and gives the C function's bits: the calls go to an LLVM bitcode
library compiled from the C headers (clang in CUDA device mode, at package
build time), which Triton links into the kernel.  16-bit values travel as
their bit patterns (a bitcast, no conversion).

Triton links a library only when the launch names it: pass
`extern_libs=ulpmath.triton.extern_libs()` to every launch (or to
triton.compile) of a kernel that calls these functions; without it ptxas
stops on the unresolved ulpmath_* function.  Needs sm_80 or later.
"""
try:
    import triton  # noqa: F401
    from triton.language import core
except ImportError as e:  # pragma: no cover - depends on the environment
    raise ImportError("ulpmath.triton needs Triton (pip install triton): %s" % e) from e

import os

from . import _build

LIBRARY_NAME = "ulpmath"
_TRITON_DTYPE = {"float32": "fp32", "float16": "fp16", "bfloat16": "bf16"}
_BITS = {"float16": "int16", "bfloat16": "int16", "float32": "fp32"}


def bitcode_path():
    """the LLVM bitcode library: $ULPMATH_BITCODE if set, else the one shipped
    in the package, else one built once into the user cache with clang (the
    source tree, or a package built where clang was missing)"""
    given = os.environ.get("ULPMATH_BITCODE")
    if given:
        if not os.path.isfile(given):
            raise ImportError("ulpmath.triton: ULPMATH_BITCODE=%s is not a file" % given)
        return given
    shipped = os.path.join(_build.PACKAGE_DIR, _build.BITCODE_FILE)
    if os.path.isfile(shipped):
        return shipped
    include = _build.include_dir()
    table = _build.load_table()
    key = _build.tree_hash([include], repr(table) + _build.triton_source(table))[:16]
    cached = os.path.join(_cache_dir(), "triton-%s" % key, "ulpmath_nvptx.bc")
    if not os.path.isfile(cached):
        try:
            _build.build_bitcode(table, include, cached + ".tmp%d" % os.getpid())
        except _build.BuildError as e:
            raise ImportError("ulpmath.triton: the package has no bitcode library and it cannot be "
                              "built here (%s); reinstall ulpmath where clang and llvm-as exist" % e) from e
        os.replace(cached + ".tmp%d" % os.getpid(), cached)
    return cached


def _cache_dir():
    base = os.environ.get("ULPMATH_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "ulpmath")
    os.makedirs(base, exist_ok=True)
    return base


def extern_libs():
    """{'ulpmath': path of the bitcode}: pass as extern_libs= to a kernel launch"""
    return {LIBRARY_NAME: bitcode_path()}


_TABLE = _build.load_table()
_OPS = {}
for _e in _TABLE:
    _OPS.setdefault(_e["op"], {})[_e["dtype"]] = _e


def ops():
    """{op: [dtypes]}"""
    return {op: sorted(by_dtype) for op, by_dtype in _OPS.items()}


def _make_op(op, by_dtype):
    arity = next(iter(by_dtype.values()))["arity"]
    types = {}
    for dtype, e in by_dtype.items():
        bits = core.dtype(_BITS[dtype])
        types[core.dtype(_TRITON_DTYPE[dtype])] = (e, bits)

    def apply(*args, _semantic=None):
        if len(args) != arity:
            raise TypeError("ulpmath.triton.%s takes %d argument%s, got %d"
                            % (op, arity, "s" if arity > 1 else "", len(args)))
        args = [_semantic.to_tensor(a) for a in args]
        dtypes = {a.dtype for a in args}
        if len(dtypes) != 1:
            raise TypeError("ulpmath.triton.%s: the arguments must have one dtype, got %s"
                            % (op, ", ".join(sorted(str(d) for d in dtypes))))
        dtype = args[0].dtype
        if dtype not in types:
            raise TypeError("ulpmath.triton.%s: no function for %s (ulpmath has it for %s)"
                            % (op, dtype, ", ".join(sorted(by_dtype))))
        e, bits = types[dtype]
        if bits != dtype:
            args = [a.to(bits, bitcast=True, _semantic=_semantic) for a in args]
        r = core.extern_elementwise(LIBRARY_NAME, "", args,
                                    {tuple([bits] * arity): (_build.triton_symbol(e["function"]), bits)},
                                    is_pure=True, _semantic=_semantic)
        return r.to(dtype, bitcast=True, _semantic=_semantic) if bits != dtype else r

    apply.__name__ = op
    apply.__qualname__ = op
    apply.__doc__ = "ulpmath's %s (%s) inside a @triton.jit kernel: the C function's bits" % (
        op, ", ".join("%s: %s" % (d, e["function"]) for d, e in sorted(by_dtype.items())))
    return core.extern(apply)


for _op, _by_dtype in _OPS.items():
    globals()[_op] = _make_op(_op, _by_dtype)

__all__ = ["extern_libs", "bitcode_path", "ops"] + sorted(_OPS)
