#!/usr/bin/env python3
"""tools/bench/ncu_pipes.py -- where bench_gpu's timed loops spend their issue
slots: a table from Nsight Compute's CSV of the metrics that
tools/bench/ncu_pipes.sh collects (one profiled launch per kernel).

For each kernel (function, input distribution): the share of instructions
issued to the ALU pipe (integer, compare, select, min/max, logic) and to the
FMA pipe (FFMA, FMUL, FADD, IMAD), instructions per cycle per SM (4 at most
on sm_90), the issue-active share of the cycles, the ALU and FMA pipes' busy
shares, and the warp stall reasons per issued instruction that differ
between functions (math-pipe throttle, dispatch stall, wait).  Python 3
standard library only.

    tools/bench/ncu_pipes.py ncu.csv [--markdown FILE]
"""
import csv
import io
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from umtool import Parser, UsageError, check_readable, check_writable, run  # noqa: E402

METRICS = {
    "inst": "smsp__inst_executed.sum",
    "alu": "smsp__inst_executed_pipe_alu.sum",
    "fma": "smsp__inst_executed_pipe_fma.sum",
    "issue": "smsp__issue_active.avg.pct_of_peak_sustained_active",
    "alu_busy": "sm__pipe_alu_cycles_active.avg.pct_of_peak_sustained_active",
    "fma_busy": "sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active",
    "throttle": "smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio",
    "dispatch": "smsp__average_warps_issue_stalled_dispatch_stall_per_issue_active.ratio",
    "wait": "smsp__average_warps_issue_stalled_wait_per_issue_active.ratio",
    "cycles": "gpc__cycles_elapsed.max",
    "sms": "device__attribute_multiprocessor_count",
}


def parse(path):
    """{kernel name: {metric: value}} for the first launch of each kernel"""
    check_readable(path)
    with open(path) as f:
        lines = f.read().split("\n")
    # one table or several (CSV files concatenated): each starts with its
    # header line "ID",...; the program's own output between them is not
    # quoted CSV and is skipped
    header = next((line for line in lines if line.startswith('"ID"')), None)
    if header is None:
        raise UsageError("%s: no Nsight Compute CSV table (a line starting \"ID\")" % path)
    body = [line for line in lines if line.startswith('"') and not line.startswith('"ID"')]
    by_launch = {}
    for r in csv.DictReader(io.StringIO("\n".join([header] + body))):
        try:
            v = float((r.get("Metric Value") or "").replace(",", ""))
            key = (int(r["ID"]), r["Kernel Name"], r["Process ID"])
        except (KeyError, ValueError, TypeError):
            continue
        by_launch.setdefault(key, {})[r["Metric Name"]] = v
    kernels = {}
    for (_, name, _), m in sorted(by_launch.items(), key=lambda kv: (kv[0][2], kv[0][0])):
        kernels.setdefault(name, m)
    missing = [k for k in ("inst", "alu", "fma", "cycles", "sms") if METRICS[k] not in next(iter(kernels.values()), {})]
    if not kernels or missing:
        raise UsageError("%s: metrics missing (%s): collect them with tools/bench/ncu_pipes.sh" %
                         (path, ", ".join(METRICS[k] for k in missing) or "no kernels"))
    return kernels


def label(name):
    """'void bg_kernel<bg_fn_um_acosf, bg_gen1<1, 0>>(...)' -> 'um_acosf, bg_gen1<1, 0>'"""
    s = name.replace("void bg_kernel<", "").split(">(")[0]
    return s.replace("bg_fn_", "")


def table(kernels):
    rows = ["| kernel (function, generator) | ALU share | FMA share | IPC per SM | issue active | ALU busy | FMA busy | "
            "throttle | dispatch | wait |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for name, m in kernels.items():
        g = lambda k: m.get(METRICS[k], float("nan"))  # noqa: E731
        rows.append("| `%s` | %.2f | %.2f | %.2f | %.1f%% | %.1f%% | %.1f%% | %.2f | %.2f | %.2f |" % (
            label(name), g("alu") / g("inst"), g("fma") / g("inst"), g("inst") / g("sms") / g("cycles"),
            g("issue"), g("alu_busy"), g("fma_busy"), g("throttle"), g("dispatch"), g("wait")))
    return "\n".join(rows)


def main(argv=None):
    p = Parser("tools/bench/ncu_pipes.py", "a table of bench_gpu's pipe use from Nsight Compute's CSV "
               "(tools/bench/ncu_pipes.sh)")
    p.add_argument("csv", help="ncu --csv output of tools/bench/ncu_pipes.sh")
    p.add_argument("--markdown", metavar="FILE", help="also write the table to FILE")
    a = p.parse_args(argv)
    if a.markdown:
        check_writable(p.prog, a.markdown)
    t = table(parse(a.csv))
    print(t)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(t + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(run(lambda: main(sys.argv[1:]), "tools/bench/ncu_pipes.py"))
