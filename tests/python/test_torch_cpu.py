#!/usr/bin/env python3
"""tests/python/test_torch_cpu.py -- ulpmath.torch on CPU tensors (the CPU
fallback: the C functions in a torch extension), against the C functions
themselves (tests/python/reference.py):
  - every op of the table: every input of the 16-bit formats, 2^20 random
    atan2 pairs and every pair of special values, 2^20 random binary32
    inputs with the special values;
  - broadcasting, out= (contiguous, non-contiguous, in place, aliasing), 0-d
    and empty tensors, non-contiguous arguments;
  - the errors: TypeError / ValueError, never a wrong result.
With --cuda-build it also compiles the CUDA extension (nvcc, no GPU needed;
TORCH_CUDA_ARCH_LIST defaults to 9.0 here).  Exit 77 where torch (or, for
--cuda-build, nvcc or torch's CUDA) is missing.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

try:
    import numpy as np
    import torch
except ImportError as e:
    print("test_torch_cpu: skipped: %s" % e)
    sys.exit(77)

import ulpmath  # noqa: E402
import ulpmath.torch as umt  # noqa: E402
import reference  # noqa: E402

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAILED: " + what)


def expect_error(kind, fn, what):
    try:
        fn()
    except kind as e:
        print("ok: %s -> %s: %s" % (what, kind.__name__, str(e)[:100]))
        return
    except Exception as e:  # noqa: BLE001
        check(False, "%s raised %s (%s), expected %s" % (what, type(e).__name__, e, kind.__name__))
        return
    check(False, "%s raised nothing, expected %s" % (what, kind.__name__))


TORCH_DTYPE = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32}


def as_tensor(bits, dtype):
    t = torch.from_numpy(np.ascontiguousarray(bits))
    if dtype == "float32":
        return t
    return t.view(torch.int16).view(TORCH_DTYPE[dtype]) if bits.dtype == np.uint16 else t


def bits_of(t, dtype):
    a = t.contiguous()
    if dtype == "float32":
        return a.numpy()
    return a.view(torch.int16).numpy().view(np.uint16)


def bit_equality(ref, table):
    every16 = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    for e in table:
        d = e["dtype"]
        fn = getattr(umt, e["op"])
        if e["arity"] == 1:
            inputs = [every16 if d != "float32" else reference.float32_sample(1 << 20)]
        else:
            inputs = list(reference.pairs(d, 1 << 20)) if d != "float32" else \
                [reference.float32_sample(1 << 20, 3), reference.float32_sample(1 << 20, 4)]
        want = ref(e, *inputs)
        got = bits_of(fn(*[as_tensor(a, d) for a in inputs]), d)
        same = reference.same_bits(got, want, d)
        bad = int((~same).sum())
        print("%s %-16s %-9s %9d inputs: %d differ from the C function" % (
            "ok:" if not bad else "FAILED:", e["op"], d, got.size, bad))
        check(bad == 0, "%s on %s: %d results differ from %s" % (e["op"], d, bad, e["function"]))


def semantics(device="cpu"):
    """broadcasting, out=, odd shapes and the errors, on tensors of DEVICE
    (gpu_check.py runs it on CUDA tensors)"""
    previous = torch.get_default_device()
    torch.set_default_device(device)
    try:
        _semantics(device)
    finally:
        torch.set_default_device(previous)


def _semantics(device):
    x = torch.linspace(-1, 1, 1000, dtype=torch.float16)
    a = umt.atan(x)
    # a view 2 bytes into its storage (not 16-byte aligned: the element loop)
    # and an odd length (the tail after the last vector)
    check(torch.equal(umt.atan(x[1:]).view(torch.int16), a[1:].view(torch.int16)), "misaligned argument")
    check(torch.equal(umt.atan(x[:997]).view(torch.int16), a[:997].view(torch.int16)), "odd length")
    # broadcasting, against the elementwise result of the expanded arguments
    y = torch.linspace(-3, 3, 7, dtype=torch.bfloat16).reshape(7, 1)
    xx = torch.linspace(-2, 2, 5, dtype=torch.bfloat16).reshape(1, 5)
    r = umt.atan2(y, xx)
    check(r.shape == (7, 5), "atan2 broadcast shape %s" % (tuple(r.shape),))
    r2 = umt.atan2(y.expand(7, 5).contiguous(), xx.expand(7, 5).contiguous())
    check(torch.equal(r.view(torch.int16), r2.view(torch.int16)), "broadcast result = expanded result")
    # out=: contiguous, non-contiguous, in place
    out = torch.empty_like(x)
    check(umt.atan(x, out=out) is out and torch.equal(out.view(torch.int16), a.view(torch.int16)), "out= contiguous")
    big = torch.zeros(1000, 2, dtype=torch.float16)
    o2 = big[:, 0]
    check(umt.atan(x, out=o2) is o2 and torch.equal(o2.view(torch.int16), a.view(torch.int16))
          and bool((big[:, 1] == 0).all()), "out= non-contiguous, neighbours untouched")
    xc = x.clone()
    umt.atan(xc, out=xc)
    check(torch.equal(xc.view(torch.int16), a.view(torch.int16)), "out= in place")
    xs = x.clone()
    umt.atan(xs[:-1], out=xs[1:])     # overlapping: must still be the elementwise result of the old values
    check(torch.equal(xs[1:].view(torch.int16), a[:-1].view(torch.int16)), "out= overlapping the argument")
    # non-contiguous arguments, 0-d, empty
    t = torch.linspace(-1, 1, 2000, dtype=torch.float16)[::2]
    check(torch.equal(umt.atan(t).view(torch.int16), umt.atan(t.contiguous()).view(torch.int16)), "strided argument")
    s = umt.acos(torch.tensor(0.5, dtype=torch.float16))
    check(s.shape == () and abs(float(s) - 1.0472) < 1e-3, "0-d tensor")
    check(umt.atan2(torch.empty(0, 3, dtype=torch.float16), torch.empty(0, 3, dtype=torch.float16)).shape == (0, 3),
          "empty tensor")
    v = torch.tensor([2.0, 3.0, 1e-30, 7e20])
    check(bool(((umt.rcp_full(v) * v - 1).abs() < 1e-5).all()), "rcp_full on float32 is about 1/x")
    # errors
    h = torch.ones(4, dtype=torch.float16)
    expect_error(TypeError, lambda: umt.atan(h.double()), "float64 argument")
    expect_error(TypeError, lambda: umt.atan(h.float()), "float32 atan (ulpmath has none yet)"
                 ) if "float32" not in umt.ops()["atan"] else None
    expect_error(TypeError, lambda: umt.atan(torch.ones(4, dtype=torch.int32)), "int32 argument")
    expect_error(TypeError, lambda: umt.atan(np.ones(4, dtype=np.float16)), "numpy array")
    expect_error(TypeError, lambda: umt.atan2(h, h.to(torch.bfloat16)), "mismatched dtypes")
    expect_error(TypeError, lambda: umt.atan2(h, 1.0), "a Python number")
    expect_error(ValueError, lambda: umt.atan2(torch.ones(3, dtype=torch.float16), torch.ones(4, dtype=torch.float16)),
                 "shapes that do not broadcast")
    expect_error(ValueError, lambda: umt.atan(h, out=torch.empty(5, dtype=torch.float16)), "out of the wrong shape")
    expect_error(ValueError, lambda: umt.atan(h, out=torch.empty(4, dtype=torch.bfloat16)), "out of the wrong dtype")
    expect_error(TypeError, lambda: umt.atan(h, out=[0.0] * 4), "out not a tensor")
    expect_error(ValueError, lambda: umt.atan(h.clone().requires_grad_()), "an argument requiring a gradient")
    expect_error(ValueError, lambda: umt.atan(h.to("meta")), "a meta tensor")
    if device != "cpu":
        expect_error(ValueError, lambda: umt.atan2(h, h.cpu()), "arguments on different devices")
        expect_error(ValueError, lambda: umt.atan(h, out=torch.empty(4, dtype=torch.float16, device="cpu")),
                     "out on another device")
    with torch.no_grad():
        umt.atan(h.clone().requires_grad_())
    print("ok: under no_grad an argument requiring a gradient is accepted")


def cuda_build():
    from torch.utils import cpp_extension
    if torch.version.cuda is None or cpp_extension.CUDA_HOME is None:
        print("test_torch_cpu: --cuda-build skipped: torch without CUDA, or no CUDA toolkit")
        return 77
    os.environ.setdefault("TORCH_CUDA_ARCH_LIST", "9.0")
    ext = umt.build(cuda=True)["cuda"]
    names = set(ext.functions())
    want = {e["function"] for e in umt._TABLE}
    check(names == want, "the CUDA extension has %s, the table %s" % (sorted(names), sorted(want)))
    print("ok: CUDA extension compiled (TORCH_CUDA_ARCH_LIST=%s): %d kernels"
          % (os.environ["TORCH_CUDA_ARCH_LIST"], len(names)))
    return 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--cuda-build", action="store_true")
    p.add_argument("--bits-only", action="store_true", help="only the comparison with the C functions")
    a = p.parse_args()
    os.environ.setdefault("ULPMATH_CACHE", os.path.join(tempfile.gettempdir(), "ulpmath-test-cache"))
    if a.cuda_build:
        status = cuda_build()
    else:
        table = umt._TABLE
        ref = reference.Reference(table, ulpmath.get_include())
        loops = umt.build(cuda=False)["cpu"].loops()
        print("test_torch_cpu: the CPU extension runs its %s loops" % loops)
        bit_equality(ref, table)
        status = 0
        if not a.bits_only:
            semantics()
            if loops != "cpu baseline":
                # the other loops of the same extension (torch_cpu.cpp's own,
                # without FMA), in a process that turns the FMA ones off
                env = dict(os.environ, ULPMATH_TORCH_NO_FMA="1")
                r = subprocess.run([sys.executable, os.path.abspath(__file__), "--bits-only"], env=env,
                                   capture_output=True, text=True)
                print(r.stdout.rstrip())
                check(r.returncode == 0 and "runs its cpu baseline loops" in r.stdout,
                      "the baseline loops (ULPMATH_TORCH_NO_FMA=1): exit %d %s" % (r.returncode, r.stderr[-500:]))
    if failures:
        print("test_torch_cpu: %d FAILED" % len(failures))
        return 1
    print("test_torch_cpu: ok")
    return status


if __name__ == "__main__":
    sys.exit(main())
