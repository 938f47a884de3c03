#!/usr/bin/env python3
"""tests/python/gpu_check.py --out DIR -- the GPU part of ulpmath from Python
(run by tools/gpu_python.sh after it installed the package):

  (a) bit equality with the C functions, for the torch, CuPy and Triton
      routes: every input of every 16-bit op, 2^24 random atan2 pairs (every
      bit pattern equally likely) with every pair of special values, 2^22
      random binary32 inputs of every float32 op; the reference is the C
      functions compiled for the CPU in the GPU-exact build (the H200's
      MUFU.RCP/RSQ bits), so every function that uses no other MUFU
      instruction must agree bit for bit; functions whose PTX has another
      MUFU instruction (ex2.approx, ...) are marked, and the three routes must
      then agree with each other.  Also the torch CPU fallback.
  (b) torch's own results against ulpmath's correctly rounded ones (proven
      on every input and every pair by ulpcheck: docs/gpu_report.md):
      torch.asin/acos/atan on every float16/bfloat16 input, torch.atan2 on
      2^26 random bit-pattern pairs kept where both are finite, and on 2^24
      unit-circle pairs (cos t, sin t), t = 2 pi k / 2^24, both formats;
  (c) throughput of ulpmath.torch against torch's own ops on 2^26-element
      tensors (CUDA events around batches of calls, median of the batches,
      after a warm-up; the two interleaved), out= given to both.

Each part runs in its own try block; everything measured is written to
DIR/python.json and DIR/python_report.md, and a short table is printed last.
"""
import argparse
import json
import math
import os
import platform
import subprocess
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402
import torch  # noqa: E402

import ulpmath  # noqa: E402
from ulpmath import _build  # noqa: E402
import reference  # noqa: E402

OTHER_MUFU = ("ex2.approx", "lg2.approx", "sin.approx", "cos.approx", "tanh.approx", "sqrt.approx")
TORCH_DTYPE = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32}
INT_VIEW = {"float16": torch.int16, "bfloat16": torch.int16, "float32": torch.int32}
result = {"parts": {}, "errors": {}}
DEVICE = "cuda"     # --device cpu: a dry run of parts (a) and (b) on the CPU fallback, to test this script
T0 = time.time()


def log(msg):
    print("[%6.1f s] %s" % (time.time() - T0, msg), flush=True)


def to_bits_np(t, dtype):
    t = t.contiguous().view(INT_VIEW[dtype]).cpu().numpy()
    return t.view(np.uint16 if dtype != "float32" else np.uint32)


def from_bits(a, dtype, device=None):
    a = np.ascontiguousarray(a)
    t = torch.from_numpy(a.view(np.int16 if dtype != "float32" else np.int32))
    return t.to(device or DEVICE).view(TORCH_DTYPE[dtype])


def same(a, b, dtype):
    return reference.same_bits(a.view(np.float32) if dtype == "float32" else a,
                               b.view(np.float32) if dtype == "float32" else b, dtype)


def inputs_for(e):
    d = e["dtype"]
    if e["arity"] == 2:
        if d == "float32":
            return [reference.float32_sample(1 << 22, 5), reference.float32_sample(1 << 22, 6)]
        return list(reference.pairs(d, 1 << 24))
    if d == "float32":
        return [reference.float32_sample(1 << 22)]
    return [np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)]


# ---------------------------------------------------------------- (a) ---

def part_bits(table):
    import ulpmath.torch as umt
    routes = {}
    ref = reference.Reference(table, ulpmath.get_include(), gpu_exact=ROOT)
    ref_cpu = reference.Reference(table, ulpmath.get_include())
    t = time.time()
    try:
        umt.build(cuda=DEVICE == "cuda")
        result["torch_build_s"] = round(time.time() - t, 1)
        log("torch extensions built or loaded in %.1f s" % result["torch_build_s"])

        def torch_route(e, arrays):
            fn = getattr(umt, e["op"])
            return to_bits_np(fn(*[from_bits(a, e["dtype"]) for a in arrays]), e["dtype"])
        routes["torch"] = torch_route
    except Exception:  # noqa: BLE001
        result["errors"]["torch build"] = traceback.format_exc()
        log("torch route unavailable:\n%s" % result["errors"]["torch build"])

    def torch_cpu_route(e, arrays):
        fn = getattr(umt, e["op"])
        return to_bits_np(fn(*[from_bits(a, e["dtype"], "cpu") for a in arrays]), e["dtype"])

    try:
        import cupy
        import ulpmath.cupy as umc
        t = time.time()
        umc.module()
        result["cupy_compile_s"] = round(time.time() - t, 1)
        log("CuPy module compiled in %.1f s (NVRTC, options %s)" % (result["cupy_compile_s"], umc.options()))

        def cupy_route(e, arrays):
            fn = getattr(umc, e["op"])
            d = e["dtype"]
            if d == "float32":
                args = [cupy.asarray(a.view(np.float32)) for a in arrays]
                return cupy.asnumpy(fn(*args)).view(np.uint32)
            if d == "float16":          # float16 arrays; bfloat16 as bit patterns with format=
                args = [cupy.asarray(a.view(np.uint16)).view(cupy.float16) for a in arrays]
                return cupy.asnumpy(fn(*args)).view(np.uint16)
            args = [cupy.asarray(a.view(np.uint16)) for a in arrays]
            return cupy.asnumpy(fn(*args, format=d)).view(np.uint16)
        routes["cupy"] = cupy_route
        try:
            result["cupy_semantics"] = cupy_semantics(cupy, umc)
            log("ulpmath.cupy semantics: %s" % result["cupy_semantics"])
            if not all(result["cupy_semantics"].values()):
                result["errors"]["cupy semantics"] = str(result["cupy_semantics"])
        except Exception:  # noqa: BLE001
            result["errors"]["cupy semantics"] = traceback.format_exc()
    except Exception as ex:  # noqa: BLE001
        result["errors"]["cupy"] = "%s: %s" % (type(ex).__name__, ex)
        log("CuPy route unavailable: %s" % ex)

    ptx_of = {}
    try:
        import triton
        import ulpmath.triton as umtr
        import triton_kernels
        kernels = triton_kernels.load().kernels
        libs = umtr.extern_libs()
        result["triton_bitcode"] = umtr.bitcode_path()

        def triton_route(e, arrays):
            d = e["dtype"]
            args = [from_bits(a, d) for a in arrays]
            out = torch.empty_like(args[0])
            n = out.numel()
            block = 1024
            c = kernels[e["op"]][(triton.cdiv(n, block),)](*args, out, n, BLOCK=block, extern_libs=libs)
            try:
                ptx_of[(e["op"], d)] = c.asm["ptx"]
            except Exception:  # noqa: BLE001
                pass
            return to_bits_np(out, d)
        routes["triton"] = triton_route
    except Exception as ex:  # noqa: BLE001
        result["errors"]["triton"] = "%s: %s" % (type(ex).__name__, ex)
        log("Triton route unavailable: %s" % ex)

    rows = []
    for e in table:
        arrays = inputs_for(e)
        want = ref(e, *arrays)
        row = {"op": e["op"], "dtype": e["dtype"], "function": e["function"], "inputs": int(want.size)}
        got = {}
        for name, route in routes.items():
            try:
                got[name] = route(e, arrays)
                row[name] = int((~same(got[name], want, e["dtype"])).sum())
            except Exception as ex:  # noqa: BLE001
                row[name] = "error: %s" % str(ex).splitlines()[0][:200]
        try:
            cpu = torch_cpu_route(e, arrays)
            row["torch_cpu"] = int((~same(cpu, ref_cpu(e, *arrays), e["dtype"])).sum())
        except Exception as ex:  # noqa: BLE001
            row["torch_cpu"] = "error: %s" % str(ex).splitlines()[0][:200]
        names = [n for n in got]
        row["routes_agree"] = all(np.array_equal(got[names[0]], got[n]) for n in names[1:]) if names else None
        ptx = ptx_of.get((e["op"], e["dtype"]), "")
        row["other_mufu"] = sorted({m for m in OTHER_MUFU if m in ptx}) if ptx else None
        rows.append(row)
        log("%-16s %-9s %9d inputs: %s; routes agree: %s%s" % (
            e["op"], e["dtype"], row["inputs"],
            ", ".join("%s %s" % (n, row.get(n)) for n in list(routes) + ["torch_cpu"]),
            row["routes_agree"], "; other MUFU: " + ",".join(row["other_mufu"]) if row["other_mufu"] else ""))
    if "torch" in routes and DEVICE == "cuda":
        import test_torch_cpu
        test_torch_cpu.failures.clear()
        test_torch_cpu.semantics("cuda")
        result["torch_cuda_semantics"] = {"failures": list(test_torch_cpu.failures)}
        if test_torch_cpu.failures:
            result["errors"]["torch semantics"] = "; ".join(test_torch_cpu.failures)
        log("ulpmath.torch semantics on CUDA tensors (tests/python/test_torch_cpu.py): %d failures"
            % len(test_torch_cpu.failures))
    result["parts"]["bits"] = {"routes": list(routes), "rows": rows,
                               "reference": "the C functions, CPU, GPU-exact build (H200 MUFU.RCP/RSQ tables); "
                                            "torch_cpu: the CPU fallback against the default CPU build"}


def cupy_semantics(cupy, umc):
    """broadcasting, out= (strided, in place, overlapping), a misaligned view, an odd length and the
    errors of ulpmath.cupy"""
    ok = {}
    x = cupy.linspace(-1, 1, 1001).astype(cupy.float16)
    a = umc.atan(x)
    ok["misaligned view"] = bool((umc.atan(x[1:]).view(cupy.uint16) == a[1:].view(cupy.uint16)).all())
    y = cupy.linspace(-3, 3, 7).astype(cupy.float16).reshape(7, 1)
    xx = cupy.linspace(-2, 2, 5).astype(cupy.float16).reshape(1, 5)
    r = umc.atan2(y, xx)
    r2 = umc.atan2(cupy.ascontiguousarray(cupy.broadcast_to(y, (7, 5))), cupy.ascontiguousarray(cupy.broadcast_to(xx, (7, 5))))
    ok["broadcast"] = r.shape == (7, 5) and bool((r.view(cupy.uint16) == r2.view(cupy.uint16)).all())
    o = cupy.empty_like(x)
    ok["out="] = umc.atan(x, out=o) is o and bool((o.view(cupy.uint16) == a.view(cupy.uint16)).all())
    big = cupy.zeros((1001, 2), dtype=cupy.float16)
    o2 = big[:, 0]
    umc.atan(x, out=o2)
    ok["out= strided"] = bool((o2.view(cupy.uint16) == a.view(cupy.uint16)).all()) and bool((big[:, 1] == 0).all())
    # out= overlapping an argument: in place (the same elements) and shifted
    # by one element (a partial overlap: must still be the old values' result)
    xi = x.copy()
    ok["out= in place"] = umc.atan(xi, out=xi) is xi and bool((xi.view(cupy.uint16) == a.view(cupy.uint16)).all())
    xs = x.copy()
    umc.atan(xs[:-1], out=xs[1:])
    ok["out= overlapping"] = bool((xs[1:].view(cupy.uint16) == a[:-1].view(cupy.uint16)).all())
    for what, call, kind in (("numpy argument", lambda: umc.atan(np.ones(3, np.float16)), TypeError),
                             ("float64", lambda: umc.atan(cupy.ones(3)), TypeError),
                             ("uint16 without format", lambda: umc.atan(cupy.ones(3, cupy.uint16)), TypeError),
                             ("mismatched dtypes", lambda: umc.atan2(x, x.astype(cupy.float32)), TypeError),
                             ("shapes", lambda: umc.atan2(x[:3], x[:4]), ValueError),
                             ("out shape", lambda: umc.atan(x, out=cupy.empty(3, cupy.float16)), ValueError)):
        try:
            call()
            ok["error: " + what] = False
        except kind:
            ok["error: " + what] = True
        except Exception:  # noqa: BLE001
            ok["error: " + what] = False
    return ok


# ---------------------------------------------------------------- (b) ---

def finite_mask(bits, dtype):
    inf = 0x7c00 if dtype == "float16" else 0x7f80
    return (bits & 0x7fff) < inf


def count_diff(ours, theirs, dtype):
    a = to_bits_np(ours, dtype)
    b = to_bits_np(theirs, dtype)
    return int((~reference.same_bits(a, b, dtype)).sum())


def part_torch_accuracy():
    import ulpmath.torch as umt
    rows = []
    every = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    for dtype in ("float16", "bfloat16"):
        inf = 0x7c00 if dtype == "float16" else 0x7f80
        keep = (every & 0x7fff) <= inf          # every input but NaN
        x = from_bits(every[keep], dtype)
        for op in ("asin", "acos", "atan"):
            with torch.no_grad():
                n = count_diff(getattr(umt, op)(x), getattr(torch, op)(x), dtype)
            rows.append({"function": "torch.%s" % op, "dtype": dtype, "set": "every input but NaN",
                         "inputs": int(keep.sum()), "not_cr": n})
            log("torch.%s %s: %d of %d not correctly rounded" % (op, dtype, n, int(keep.sum())))
    for dtype in ("float16", "bfloat16"):
        g = torch.Generator(device=DEVICE)
        g.manual_seed(2026)
        n = 1 << (26 if DEVICE == "cuda" else 20)
        yb = torch.randint(-32768, 32768, (n,), dtype=torch.int32, device=DEVICE, generator=g).to(torch.int16)
        xb = torch.randint(-32768, 32768, (n,), dtype=torch.int32, device=DEVICE, generator=g).to(torch.int16)
        inf = 0x7c00 if dtype == "float16" else 0x7f80
        keep = ((yb.int() & 0x7fff) < inf) & ((xb.int() & 0x7fff) < inf)
        y = yb[keep].view(TORCH_DTYPE[dtype])
        x = xb[keep].view(TORCH_DTYPE[dtype])
        d = count_diff(umt.atan2(y, x), torch.atan2(y, x), dtype)
        rows.append({"function": "torch.atan2", "dtype": dtype, "set": "random finite pairs (of 2^26 random bit patterns)",
                     "inputs": int(y.numel()), "not_cr": d})
        log("torch.atan2 %s: %d of %d random finite pairs not correctly rounded" % (dtype, d, y.numel()))
        del yb, xb, keep, y, x
        k = torch.arange(1 << 24, dtype=torch.float64, device=DEVICE)
        th = k * (2 * math.pi / (1 << 24))
        y = torch.sin(th).to(TORCH_DTYPE[dtype])
        x = torch.cos(th).to(TORCH_DTYPE[dtype])
        d = count_diff(umt.atan2(y, x), torch.atan2(y, x), dtype)
        rows.append({"function": "torch.atan2", "dtype": dtype, "set": "unit-circle pairs (cos t, sin t), t = 2 pi k / 2^24",
                     "inputs": int(y.numel()), "not_cr": d})
        log("torch.atan2 %s: %d of %d unit-circle pairs not correctly rounded" % (dtype, d, y.numel()))
        del k, th, y, x
    result["parts"]["torch_accuracy"] = {
        "rows": rows,
        "reference": "ulpmath.torch (correctly rounded: 0 misrounded of every input and of all 2^32 pairs, "
                     "ulpcheck_gpu in tools/gpu_all.sh, docs/gpu_report.md); NaN results compare equal to NaN"}


# ---------------------------------------------------------------- (c) ---

class TorchClock:
    """CUDA events on torch's current stream"""
    @staticmethod
    def sync():
        torch.cuda.synchronize()

    @staticmethod
    def event():
        return torch.cuda.Event(enable_timing=True)

    @staticmethod
    def elapsed_ms(a, b):
        return a.elapsed_time(b)


class CupyClock:
    """CuPy's events on CuPy's current stream"""
    def __init__(self, cupy):
        self.cupy = cupy

    def sync(self):
        self.cupy.cuda.get_current_stream().synchronize()

    def event(self):
        return self.cupy.cuda.Event()

    def elapsed_ms(self, a, b):
        return self.cupy.cuda.get_elapsed_time(a, b)


def time_batches(fn, clock=TorchClock, batch=20, batches=15, warm=5):
    for _ in range(warm):
        fn()
    clock.sync()
    times = []
    for _ in range(batches):
        a, b = clock.event(), clock.event()
        a.record()
        for _ in range(batch):
            fn()
        b.record()
        b.synchronize()
        times.append(clock.elapsed_ms(a, b) * 1000.0 / batch)     # microseconds a call
    return times


def time_pair(f_ours, f_theirs, clock=TorchClock):
    """3 interleaved rounds of time_batches: (median ours, median theirs,
    ours' times, theirs' times), microseconds a call"""
    t_ours, t_theirs = [], []
    for _ in range(3):
        t_ours += time_batches(f_ours, clock)
        t_theirs += time_batches(f_theirs, clock)
    return float(np.median(t_ours)), float(np.median(t_theirs)), t_ours, t_theirs


def throughput_inputs(op, dtype, n, g):
    """the arguments of op on n elements of dtype: randn pairs (atan2), 4 randn
    (atan), uniform [-1, 1) (asin, acos)"""
    dt = TORCH_DTYPE[dtype]
    if op == "atan2":
        return [torch.randn(n, device="cuda", generator=g).to(dt), torch.randn(n, device="cuda", generator=g).to(dt)]
    if op == "atan":
        return [(4 * torch.randn(n, device="cuda", generator=g)).to(dt)]
    return [(2 * torch.rand(n, device="cuda", generator=g) - 1).to(dt)]


def peer_row(route, op, dtype, n, args, peer, mo, mt):
    """a row of the CuPy or Triton part, logged"""
    nbytes = (len(args) + 1) * n * 2
    log("throughput %s %s %s: ulpmath.%s %.1f us, %s %.1f us: x%.3f" % (route, op, dtype, route, mo, peer, mt, mt / mo))
    return {"op": op, "dtype": dtype, "elements": n, "peer": peer,
            "ulpmath_us": round(mo, 2), "peer_us": round(mt, 2), "ratio": round(mt / mo, 3),
            "ulpmath_GBps": round(nbytes / mo / 1e3, 1), "peer_GBps": round(nbytes / mt / 1e3, 1)}


def part_throughput():
    import ulpmath.torch as umt
    n = 1 << 26
    rows = []
    g = torch.Generator(device="cuda")
    g.manual_seed(7)
    cases = [("atan2", "float16"), ("atan", "float16"), ("asin", "float16"), ("acos", "float16"),
             ("atan2", "bfloat16"), ("atan", "bfloat16")]
    for op, dtype in cases:
        args = throughput_inputs(op, dtype, n, g)
        o1 = torch.empty_like(args[0])
        o2 = torch.empty_like(args[0])
        ours = getattr(umt, op)
        theirs = getattr(torch, op)
        mo, mt, t_ours, t_theirs = time_pair(lambda: ours(*args, out=o1), lambda: theirs(*args, out=o2))
        nbytes = (len(args) + 1) * n * 2
        rows.append({"op": op, "dtype": dtype, "elements": n, "ulpmath_us": round(mo, 2), "torch_us": round(mt, 2),
                     "ratio": round(mt / mo, 3), "ulpmath_GBps": round(nbytes / mo / 1e3, 1),
                     "torch_GBps": round(nbytes / mt / 1e3, 1),
                     "ulpmath_us_min_max": [round(min(t_ours), 2), round(max(t_ours), 2)],
                     "torch_us_min_max": [round(min(t_theirs), 2), round(max(t_theirs), 2)]})
        log("throughput %s %s: ulpmath %.1f us, torch %.1f us: x%.3f of torch's throughput"
            % (op, dtype, mo, mt, mt / mo))
        del args, o1, o2
    cupy_rows = []
    try:
        import cupy
        import ulpmath.cupy as umc
    except Exception as ex:  # noqa: BLE001
        log("throughput of ulpmath.cupy: not timed (%s: %s)" % (type(ex).__name__, ex))
        cupy = None
    if cupy is not None:
        try:
            # the same kinds of inputs, float16 only (CuPy has no bfloat16 ufuncs);
            # CuPy's own ufuncs (arcsin, ...) are the peer, both with out=
            peers = {"atan2": "arctan2", "atan": "arctan", "asin": "arcsin", "acos": "arccos"}
            clock = CupyClock(cupy)
            for op in ("atan2", "atan", "asin", "acos"):
                targs = throughput_inputs(op, "float16", n, g)
                torch.cuda.synchronize()
                args = [cupy.from_dlpack(t) for t in targs]
                o1, o2 = cupy.empty_like(args[0]), cupy.empty_like(args[0])
                ours, theirs = getattr(umc, op), getattr(cupy, peers[op])
                mo, mt, _, _ = time_pair(lambda: ours(*args, out=o1), lambda: theirs(*args, out=o2), clock)
                cupy_rows.append(peer_row("cupy", op, "float16", n, args, "cupy." + peers[op], mo, mt))
                del args, targs, o1, o2
        except Exception:  # noqa: BLE001
            result["errors"]["cupy throughput"] = traceback.format_exc()
            log("throughput of ulpmath.cupy FAILED:\n%s" % result["errors"]["cupy throughput"])
    triton_rows = []
    try:
        import triton
        import ulpmath.triton as umtr
        import triton_kernels
        module = triton_kernels.load()
        libs = umtr.extern_libs()
    except Exception as ex:  # noqa: BLE001
        log("throughput of ulpmath.triton: not timed (%s: %s)" % (type(ex).__name__, ex))
        module = None
    if module is not None:
        try:
            # the torch part's cases; the peer is the kernel a Triton user
            # writes without ulpmath: libdevice's binary32 function, rounded
            block = 1024
            for op, dtype in cases:
                if op not in module.peers:
                    continue
                args = throughput_inputs(op, dtype, n, g)
                o1, o2 = torch.empty_like(args[0]), torch.empty_like(args[0])
                grid = (triton.cdiv(n, block),)
                ours, theirs = module.kernels[op][grid], module.peers[op][grid]
                mo, mt, _, _ = time_pair(lambda: ours(*args, o1, n, BLOCK=block, extern_libs=libs),
                                         lambda: theirs(*args, o2, n, BLOCK=block))
                triton_rows.append(peer_row("triton", op, dtype, n, args,
                                            "libdevice.%s" % triton_kernels.PEERS[op], mo, mt))
                del args, o1, o2
        except Exception:  # noqa: BLE001
            result["errors"]["triton throughput"] = traceback.format_exc()
            log("throughput of ulpmath.triton FAILED:\n%s" % result["errors"]["triton throughput"])
    result["parts"]["throughput"] = {
        "rows": rows,
        "cupy_rows": cupy_rows,
        "triton_rows": triton_rows,
        "method": "2^26 elements; ulpmath.torch.OP(args, out=o) against torch.OP(args, out=o); CUDA events around "
                  "batches of 20 calls, 15 batches after 5 warm-up calls, 3 interleaved rounds; median microseconds "
                  "a call; ratio = torch time / ulpmath time (>= 0.90 is the target); inputs: randn "
                  "(atan2), 4 randn (atan), uniform [-1, 1) (asin, acos)"}


# -------------------------------------------------------------- report ---

def markdown():
    out = ["# ulpmath from Python on the GPU", "",
           "Generated by `tools/gpu_python.sh` (`tests/python/gpu_check.py`); %s." % result.get("stamp", ""), ""]
    env = result.get("environment", {})
    if env:
        out += ["- " + "; ".join("%s %s" % (k, v) for k, v in env.items()), ""]
    b = result["parts"].get("bits")
    if b:
        out += ["## Bit equality with the C functions", "",
                "Results that differ from the C function (%s). Inputs: every input of the 16-bit unary ops; "
                "2^24 random pairs and every pair of special values for atan2; 2^22 random binary32 inputs "
                "with the special values for float32 ops." % b["reference"], "",
                "| op | dtype | C function | inputs | %s | torch CPU | routes agree | note |" % " | ".join(b["routes"]),
                "|---|---|---|---:|%s---:|---|---|" % ("---:|" * len(b["routes"]))]
        for r in b["rows"]:
            note = ("uses %s (no CPU emulation: the GPU routes must agree with each other)" % ", ".join(r["other_mufu"])
                    if r.get("other_mufu") else "")
            out.append("| %s | %s | `%s` | %s | %s | %s | %s | %s |" % (
                r["op"], r["dtype"], r["function"], "{:,}".format(r["inputs"]),
                " | ".join(str(r.get(n)) for n in b["routes"]), r.get("torch_cpu"), r.get("routes_agree"), note))
        out.append("")
    a = result["parts"].get("torch_accuracy")
    if a:
        out += ["## PyTorch's own results, not correctly rounded", "",
                "Against ulpmath's correctly rounded results (%s)." % a["reference"], "",
                "| PyTorch function | format | inputs | not correctly rounded | ulpmath |", "|---|---|---|---:|---:|"]
        for r in a["rows"]:
            out.append("| `%s` | %s | %s: %s | %s | 0 |" % (r["function"], r["dtype"], r["set"],
                                                          "{:,}".format(r["inputs"]), "{:,}".format(r["not_cr"])))
        out.append("")
    t = result["parts"].get("throughput")
    if t:
        out += ["## Throughput against PyTorch's own ops", "", t["method"] + ".", "",
                "| op | dtype | ulpmath (us) | torch (us) | ulpmath / torch throughput | ulpmath GB/s | torch GB/s |",
                "|---|---|---:|---:|---:|---:|---:|"]
        for r in t["rows"]:
            out.append("| %s | %s | %.1f | %.1f | x%.3f | %.0f | %.0f |" % (
                r["op"], r["dtype"], r["ulpmath_us"], r["torch_us"], r["ratio"], r["ulpmath_GBps"], r["torch_GBps"]))
        out.append("")
        for key, title, text, peer in (
                ("triton_rows", "ulpmath.triton against Triton's libdevice",
                 "The same method and inputs: a `@triton.jit` kernel calling `ulpmath.triton.OP` against the same "
                 "kernel calling libdevice's binary32 function on the arguments widened to float and rounding "
                 "the result (tests/python/triton_kernels.py), BLOCK = 1024.", "libdevice"),
                ("cupy_rows", "ulpmath.cupy against CuPy's own ufuncs",
                 "The same method and inputs, float16, `ulpmath.cupy.OP(args, out=o)` against CuPy's ufunc "
                 "with out=, timed with CuPy's events.", "CuPy")):
            if not t.get(key):
                continue
            label = "CuPy's ufunc" if peer == "CuPy" else peer
            out += ["### " + title, "", text, "",
                    "| op | dtype | %s | ulpmath (us) | %s (us) | ulpmath / %s throughput | ulpmath GB/s | %s GB/s |"
                    % (label, peer, peer, peer),
                    "|---|---|---|---:|---:|---:|---:|---:|"]
            for r in t[key]:
                out.append("| %s | %s | `%s` | %.1f | %.1f | x%.3f | %.0f | %.0f |" % (
                    r["op"], r["dtype"], r["peer"], r["ulpmath_us"], r["peer_us"], r["ratio"],
                    r["ulpmath_GBps"], r["peer_GBps"]))
            out.append("")
    if result["errors"]:
        out += ["## Errors", ""] + ["- %s: %s" % (k, last_line(v)) for k, v in result["errors"].items()] + [""]
    return "\n".join(out)


def last_line(text):
    lines = [l for l in (text or "").splitlines() if l.strip()]
    return lines[-1].strip() if lines else ""


def short_table():
    lines = ["", "== ulpmath from Python: summary"]
    b = result["parts"].get("bits")
    if b:
        bad = [r for r in b["rows"] if not r.get("other_mufu") and
               any(isinstance(r.get(n), int) and r.get(n) for n in b["routes"] + ["torch_cpu"])]
        errors = [r for r in b["rows"] if any(isinstance(r.get(n), str) for n in b["routes"] + ["torch_cpu"])]
        marked = [r for r in b["rows"] if r.get("other_mufu")]
        lines.append("bits: %d op/dtype rows, routes %s + torch_cpu: %d rows differ from C%s; %d rows with an error" % (
            len(b["rows"]), ",".join(b["routes"]), len(bad),
            "" if not bad else " (%s)" % ", ".join("%s/%s" % (r["op"], r["dtype"]) for r in bad), len(errors)))
        if marked:
            lines.append("      %d rows use other MUFU ops (routes agree: %s)" % (
                len(marked), all(r["routes_agree"] for r in marked)))
    a = result["parts"].get("torch_accuracy")
    if a:
        for r in a["rows"]:
            lines.append("torch %-12s %-9s %12s of %12s not CR  (%s)" % (
                r["function"][6:], r["dtype"], "{:,}".format(r["not_cr"]), "{:,}".format(r["inputs"]), r["set"][:28]))
    t = result["parts"].get("throughput")
    if t:
        for r in t["rows"]:
            lines.append("speed %-6s %-9s ulpmath %7.1f us  torch %7.1f us  x%.3f" % (
                r["op"], r["dtype"], r["ulpmath_us"], r["torch_us"], r["ratio"]))
        for route in ("triton", "cupy"):
            for r in t.get(route + "_rows", []):
                lines.append("speed %-6s %-9s ulpmath.%s %7.1f us  %s %7.1f us  x%.3f" % (
                    r["op"], r["dtype"], route, r["ulpmath_us"], r["peer"], r["peer_us"], r["ratio"]))
    for k, v in result["errors"].items():
        lines.append("ERROR %s: %s" % (k, last_line(v)[:150]))
    return "\n".join(lines)


def environment():
    env = {"python": platform.python_version(), "torch": torch.__version__, "torch CUDA": torch.version.cuda,
           "ulpmath": ulpmath.__version__}
    try:
        env["GPU"] = torch.cuda.get_device_name(0)
    except Exception as ex:  # noqa: BLE001
        env["GPU"] = "none (%s)" % ex
    for mod in ("triton", "cupy"):
        try:
            env[mod] = __import__(mod).__version__
        except Exception as ex:  # noqa: BLE001
            env[mod] = "missing (%s)" % type(ex).__name__
    try:
        env["clang"] = subprocess.run(["clang", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    except Exception:  # noqa: BLE001
        env["clang"] = "none"
    return env


def main():
    p = argparse.ArgumentParser(description="The GPU checks of the ulpmath Python package.")
    p.add_argument("--out", required=True)
    p.add_argument("--stamp", default="")
    p.add_argument("--parts", default="bits,accuracy,throughput")
    p.add_argument("--device", default="cuda", choices=("cuda", "cpu"),
                   help="cpu: a dry run of the script on the CPU fallback (bits vs C, torch's CPU ops)")
    a = p.parse_args()
    global DEVICE
    DEVICE = a.device
    os.makedirs(a.out, exist_ok=True)
    result["stamp"] = a.stamp
    result["environment"] = environment()
    log("environment: %s" % result["environment"])
    table = _build.load_table()
    parts = {"bits": lambda: part_bits(table), "accuracy": part_torch_accuracy, "throughput": part_throughput}
    for name in a.parts.split(","):
        t = time.time()
        try:
            parts[name]()
        except Exception:  # noqa: BLE001
            result["errors"][name] = traceback.format_exc()
            log("part %s FAILED:\n%s" % (name, result["errors"][name]))
        result.setdefault("seconds", {})[name] = round(time.time() - t, 1)
        with open(os.path.join(a.out, "python.json"), "w") as f:     # after every part: nothing is lost
            json.dump(result, f, indent=1)
        with open(os.path.join(a.out, "python_report.md"), "w") as f:
            f.write(markdown())
    print(short_table())
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
