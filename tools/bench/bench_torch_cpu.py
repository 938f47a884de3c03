#!/usr/bin/env python3
"""tools/bench/bench_torch_cpu.py [--threads N] [--n N] [--markdown FILE] --
the CPU route of ulpmath.torch (python/ulpmath/csrc/torch_cpu*.cpp) beside
torch's own op on the same tensors, in one run.

For every binary32 op of the op table that torch also has (asin, acos, atan,
atan2, exp2, exp, rsqrt, reciprocal, cbrt as torch.pow(x, 1/3)) and every
16-bit op (against torch's op on the same dtype): the best of 9 timed calls
with a preallocated out= (no allocation timed), in ns an element, and the
ratio torch / ulpmath (> 1: ulpmath faster).  Each call draws nothing: the
arguments are n independent uniform draws made once, on the op's usual
inputs (below), and no output feeds an input.  Each op is timed twice: with
the extension's AVX2+FMA loops (torch_cpu_fma.cpp, where the CPU has them)
and with its baseline loops (ULPMATH_TORCH_NO_FMA=1, in a second process).

Needs torch and numpy (exit 77 without them).  Exit status 0, 2 on a usage
error (and when a timing process fails: its last line of errors).
"""
import json
import os
import platform
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "tools", "common"))
from umtool import Parser, UsageError, check_writable, run  # noqa: E402

PROG = "tools/bench/bench_torch_cpu.py"

# op -> (distribution text, low, high): uniform draws in [low, high)
INPUTS = {
    "asin": ("uniform [-1, 1)", -1.0, 1.0), "acos": ("uniform [-1, 1)", -1.0, 1.0),
    "atan": ("uniform [-8, 8)", -8.0, 8.0), "atan2": ("y, x uniform [-1, 1)", -1.0, 1.0),
    "exp2": ("uniform [-20, 20)", -20.0, 20.0), "exp": ("uniform [-20, 20)", -20.0, 20.0),
    "rsqrt": ("uniform [2^-8, 2^8)", 2.0 ** -8, 2.0 ** 8), "rcp": ("uniform [2^-8, 2^8)", 2.0 ** -8, 2.0 ** 8),
    "cbrt": ("uniform [2^-8, 2^8)", 2.0 ** -8, 2.0 ** 8), "rcbrt": ("uniform [2^-8, 2^8)", 2.0 ** -8, 2.0 ** 8),
    "sqrt": ("uniform [2^-8, 2^8)", 2.0 ** -8, 2.0 ** 8),
}


def family(op):
    """asin_cr -> asin, rsqrt_nr2 -> rsqrt, exp2_deg3 -> exp2, acos_seed000 -> acos"""
    for name in sorted(INPUTS, key=len, reverse=True):
        if op == name or op.startswith(name + "_"):
            return name
    return None


def torch_peer(torch, fam):
    return {
        "asin": torch.asin, "acos": torch.acos, "atan": torch.atan, "atan2": torch.atan2,
        "exp2": torch.exp2, "exp": torch.exp, "rsqrt": torch.rsqrt, "rcp": torch.reciprocal,
        "sqrt": torch.sqrt, "cbrt": lambda x, out: torch.pow(x, 1.0 / 3.0, out=out),
        "rcbrt": lambda x, out: torch.pow(x, -1.0 / 3.0, out=out),
    }[fam]


def peer_name(fam):
    return {"cbrt": "torch.pow(x, 1/3)", "rcbrt": "torch.pow(x, -1/3)", "rcp": "torch.reciprocal"}.get(
        fam, "torch." + fam)


def measure(n, threads):
    """{(op, dtype): [ns ulpmath, ns torch]} and the loops that ran"""
    import torch
    import ulpmath.torch as umt
    torch.set_num_threads(threads)
    gen = torch.Generator().manual_seed(1)
    rows = {}
    loops = umt.build(cuda=False)["cpu"].loops()
    for e in umt._TABLE:
        fam = family(e["op"])
        if fam is None:
            continue
        dtype = getattr(torch, e["dtype"])
        _, lo, hi = INPUTS[fam]
        args = [(torch.rand(n, generator=gen) * (hi - lo) + lo).to(dtype) for _ in range(e["arity"])]
        out = torch.empty(n, dtype=dtype)
        fn = getattr(umt, e["op"])
        peer = torch_peer(torch, fam)

        def best(f):
            f(*args, out=out)
            t = 1e9
            for _ in range(9):
                t0 = time.perf_counter()
                f(*args, out=out)
                t = min(t, time.perf_counter() - t0)
            return t / n * 1e9
        rows["%s %s" % (e["op"], e["dtype"])] = [best(fn), best(peer)]
    return rows, loops


def main(argv):
    p = Parser(PROG, "ulpmath.torch's CPU route beside torch's own ops, in one run")
    p.add_argument("--threads", type=int, default=1, help="torch.set_num_threads (default 1)")
    p.add_argument("--n", type=int, default=1 << 22, help="elements a call (default 2^22)")
    p.add_argument("--markdown", metavar="FILE", help="also write the table as markdown")
    p.add_argument("--json-only", action="store_true", help="(internal) one timing process's rows as JSON")
    a = p.parse_args(argv)
    if a.threads < 1:
        raise UsageError("--threads wants a whole number of at least 1, not %d" % a.threads)
    if a.n < 1024:
        raise UsageError("--n wants at least 1024 elements, not %d" % a.n)
    if a.markdown:
        check_writable(PROG, a.markdown)
    try:
        import numpy  # noqa: F401  (torch.from_numpy in the package)
        import torch
    except ImportError as e:
        print("bench_torch_cpu: skipped: %s" % e)
        return 77
    if a.json_only:
        rows, loops = measure(a.n, a.threads)
        print(json.dumps({"rows": rows, "loops": loops}))
        return 0

    def run(no_fma):
        env = dict(os.environ, ULPMATH_TORCH_NO_FMA="1" if no_fma else "0")
        r = subprocess.run([sys.executable, os.path.abspath(__file__), "--json-only", "--threads", str(a.threads),
                            "--n", str(a.n)], env=env, capture_output=True, text=True)
        if r.returncode != 0:
            lines = r.stderr.strip().splitlines() or ["exit status %d" % r.returncode]
            raise UsageError("the timing process failed: %s" % lines[-1])
        return json.loads(r.stdout.strip().splitlines()[-1])
    fast, base = run(False), run(True)
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    lines = ["# ulpmath.torch on CPU tensors beside torch's own ops",
             "",
             "Generated by `tools/bench/bench_torch_cpu.py` on %s. Do not edit by hand; rerun the tool." %
             time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
             "",
             "- CPU: %s, %d thread(s) (`torch.set_num_threads`); torch %s; %d elements a call, best of 9 calls "
             "with a preallocated `out=`" % (cpu, a.threads, torch.__version__, a.n),
             "- ulpmath's loops: `%s` (the extension's default on this CPU) and `%s` "
             "(`ULPMATH_TORCH_NO_FMA=1`: the loops without FMA, which every x86-64 CPU ran before 2026-12-05, then built with -O2)" %
             (fast["loops"], base["loops"]),
             "- ratio: torch's time over ulpmath's (> 1: ulpmath faster); torch's ops are not correctly "
             "rounded, and the `_cr` ops are",
             "",
             "| op | dtype | inputs | ulpmath, %s (ns) | ulpmath, %s (ns) | peer | peer (ns) | ratio, %s |" %
             (fast["loops"], base["loops"], fast["loops"]),
             "|---|---|---|---:|---:|---|---:|---:|"]
    for key, (um, peer) in fast["rows"].items():
        op, dtype = key.split()
        fam = family(op)
        lines.append("| `%s` | %s | %s | %.2f | %.2f | `%s` | %.2f | x%.2f |" % (
            op, dtype, INPUTS[fam][0], um, base["rows"][key][0], peer_name(fam), peer, peer / um))
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(run(lambda: main(sys.argv[1:]), PROG))
