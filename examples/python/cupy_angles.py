"""examples/python/cupy_angles.py -- ulpmath.cupy: the same functions on
CuPy arrays (the kernels are compiled by NVRTC from the headers, with only
-I ulpmath.get_include()); bfloat16 as uint16 bit patterns.

    python3 examples/python/cupy_angles.py
"""
import cupy
import ulpmath.cupy as umc

t = cupy.linspace(0, 2 * cupy.pi, 1 << 20)
y, x = cupy.sin(t).astype(cupy.float16), cupy.cos(t).astype(cupy.float16)
a = umc.atan2(y, x)                                    # binary16, correctly rounded
print("atan2(y, x)[:4] =", a[:4])

bits = cupy.array([0x3f80, 0x3f00, 0xbf80], dtype=cupy.uint16)   # bfloat16 1, 0.5, -1
print("acos of bfloat16 1, 0.5, -1 (bit patterns):", [hex(int(v)) for v in umc.acos(bits, format="bfloat16")])

# the headers themselves in a kernel of your own
k = cupy.RawKernel(r'''
#include "ulpmath.h"
extern "C" __global__ void k(const unsigned short *x, unsigned short *y, int n)
{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] = um_atanf16(x[i]); }
''', "k", options=("-I" + __import__("ulpmath").get_include(),))
xs = x.view(cupy.uint16)
ys = cupy.empty_like(xs)
k(((xs.size + 255) // 256,), (256,), (xs, ys, cupy.int32(xs.size)))
print("RawKernel atan agrees with ulpmath.cupy.atan:", bool((ys == umc.atan(x).view(cupy.uint16)).all()))
