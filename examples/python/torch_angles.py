"""examples/python/torch_angles.py -- ulpmath.torch: correctly rounded
half-precision atan2 on CUDA tensors (or on the CPU, with the same bits),
beside torch's own, and a MUFU-free reciprocal.

    pip install --no-build-isolation --no-deps python/    # from the repository
    python3 examples/python/torch_angles.py
"""
import torch
import ulpmath.torch as umt

device = "cuda" if torch.cuda.is_available() else "cpu"
t = torch.linspace(0, 2 * torch.pi, 1 << 20, device=device, dtype=torch.float64)
y, x = torch.sin(t).half(), torch.cos(t).half()       # points on the unit circle, binary16

ours = umt.atan2(y, x)                                 # correctly rounded, every pair
theirs = torch.atan2(y, x)                             # through float, then rounded
print("%s: atan2 on %d binary16 pairs: torch differs from the correctly rounded result on %d"
      % (device, y.numel(), int((ours != theirs).sum())))

umt.atan(x, out=ours)                                  # out= and broadcasting as torch's
r = umt.rcp_full(torch.rand(4, device=device) + 1)     # 1/x without MUFU.RCP (float32, < 49 ulp)
print("rcp_full:", r.tolist())
