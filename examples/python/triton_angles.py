"""examples/python/triton_angles.py -- ulpmath.triton: the functions inside a
@triton.jit kernel, linked from the package's LLVM bitcode library (pass
extern_libs=umt.extern_libs() to the launch).

    python3 examples/python/triton_angles.py
"""
import torch
import triton
import triton.language as tl
import ulpmath.torch
import ulpmath.triton as umt


@triton.jit
def angles(Y, X, OUT, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    y = tl.load(Y + i, mask=m)
    x = tl.load(X + i, mask=m)
    tl.store(OUT + i, umt.atan2(y, x), mask=m)          # um_atan2f16 / um_atan2bf16, by dtype


n = 1 << 20
y = torch.randn(n, device="cuda", dtype=torch.bfloat16)
x = torch.randn(n, device="cuda", dtype=torch.bfloat16)
out = torch.empty_like(y)
angles[(triton.cdiv(n, 1024),)](y, x, out, n, BLOCK=1024, extern_libs=umt.extern_libs())
same = torch.equal(out.view(torch.int16), ulpmath.torch.atan2(y, x).view(torch.int16))
print("Triton's atan2 has the C function's bits on %d bfloat16 pairs: %s" % (n, same))
