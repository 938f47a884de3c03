"""tests/python/triton_kernels.py -- one @triton.jit kernel per op of
ulpmath.triton (k_<op>: out[i] = umt.<op>(args[i])), and for the ops
Triton's libdevice also has (PEERS) the kernel a Triton user writes without
ulpmath (p_<op>: libdevice's binary32 function on the argument widened to
float, the result rounded to the argument's type), written as a module and
imported (Triton reads a kernel's source from its file).  Used by
test_triton_ptx.py (CI, compile only) and gpu_check.py (on the GPU: bits,
and the throughput of k_<op> against p_<op>)."""
import importlib.util
import os
import tempfile

import ulpmath.triton as umt

UNARY = '''
@triton.jit
def k_{op}(X, O, n, BLOCK: tl.constexpr):
    i = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(O + i, umt.{op}(tl.load(X + i, mask=m)), mask=m)
'''
BINARY = '''
@triton.jit
def k_{op}(Y, X, O, n, BLOCK: tl.constexpr):
    i = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    tl.store(O + i, umt.{op}(tl.load(Y + i, mask=m), tl.load(X + i, mask=m)), mask=m)
'''

# ulpmath.triton's op -> libdevice's function of the same mathematics
PEERS = {"atan2": "atan2", "atan": "atan", "asin": "asin", "acos": "acos"}
PEER_UNARY = '''
@triton.jit
def p_{op}(X, O, n, BLOCK: tl.constexpr):
    i = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    x = tl.load(X + i, mask=m)
    tl.store(O + i, libdevice.{fn}(x.to(tl.float32)).to(x.dtype), mask=m)
'''
PEER_BINARY = '''
@triton.jit
def p_{op}(Y, X, O, n, BLOCK: tl.constexpr):
    i = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    y = tl.load(Y + i, mask=m)
    x = tl.load(X + i, mask=m)
    tl.store(O + i, libdevice.{fn}(y.to(tl.float32), x.to(tl.float32)).to(x.dtype), mask=m)
'''


def arity(op):
    return next(iter(umt._OPS[op].values()))["arity"]


def load(directory=None):
    """the module of kernels: {op: kernel} as .kernels, {op: libdevice's
    kernel} as .peers"""
    directory = directory or tempfile.mkdtemp(prefix="ulpmath-triton-")
    path = os.path.join(directory, "ulpmath_triton_kernels.py")
    text = ["import triton", "import triton.language as tl", "from triton.language.extra import libdevice",
            "import ulpmath.triton as umt"]
    for op in umt.ops():
        text.append((UNARY if arity(op) == 1 else BINARY).format(op=op))
    peers = [op for op in PEERS if op in umt.ops()]
    for op in peers:
        text.append((PEER_UNARY if arity(op) == 1 else PEER_BINARY).format(op=op, fn=PEERS[op]))
    text.append("kernels = {%s}" % ", ".join("%r: k_%s" % (op, op) for op in umt.ops()))
    text.append("peers = {%s}" % ", ".join("%r: p_%s" % (op, op) for op in peers))
    with open(path, "w") as f:
        f.write("\n".join(text) + "\n")
    spec = importlib.util.spec_from_file_location("ulpmath_triton_kernels", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
