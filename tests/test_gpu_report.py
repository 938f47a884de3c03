#!/usr/bin/env python3
"""tests/test_gpu_report.py -- tools/report/gpu_report.py merges three runs
of tools/gpu_all.sh, each over the report of the one before (--previous),
as a session that checks a few functions again would: the accuracy rows
and gpu_exact_agree lines of the functions a run did not measure are kept
from the earlier report, the header names this run and counts the earlier
ones once each (an earlier version chained the stamps into one ever longer
line), the agreement table has one count line and only the newest run's
verdict (an earlier version kept every run's count lines and an old
run's "FAILED: ran out of the --seconds budget" beside rows that later
runs had measured).

usage: test_gpu_report.py ROOT   (the repository; rows of ROOT/docs/gpu.json
                                  serve as fixtures)
"""
import json, os, subprocess, sys, tempfile

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TOOL = os.path.join(ROOT, "tools", "report", "gpu_report.py")
failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what)


def stamp(hhmm, clock):
    return ("2026-12-0%s UTC; GPU: NVIDIA H200, 580.159.04, 1980 MHz, %d MHz (name, driver, max SM clock, "
            "SM clock at start); CUDA 13.0 (V13.0.88)" % (hhmm, clock))


with open(os.path.join(ROOT, "docs", "gpu.json")) as f:
    rows = {r["function"]: r for r in json.load(f)["accuracy"] if r["arguments"] == 1}
names = ["um_acosf", "um_asinf", "um_atanf"]
for n in names:
    assert n in rows, "docs/gpu.json has no row for %s" % n

AGREE_HEAD = "function                       inputs  differences  first difference (x: GPU, CPU)"


def agree(fns, verdict):
    return "\n".join([AGREE_HEAD] + ["%-22s %12d %12d  -" % (n, 4294967296, 0) for n in fns] + [verdict]) + "\n"


def run_part(tmp, k, st, acc_names, agree_text, previous):
    res = os.path.join(tmp, "results%d" % k)
    out = os.path.join(tmp, "out%d" % k)
    os.makedirs(res)
    with open(os.path.join(res, "stamp.txt"), "w") as f:
        f.write(st + "\n")
    acc = []
    for n in acc_names:
        r = dict(rows[n])
        r["max_ulp"] = r["max_ulp"] + k * 1e-6      # which run a row came from
        acc.append(r)
    with open(os.path.join(res, "accuracy.json"), "w") as f:
        json.dump(acc, f)
    with open(os.path.join(res, "gpu_exact_agree.txt"), "w") as f:
        f.write(agree_text)
    cmd = [sys.executable, TOOL, "--results", res, "--out", out] + (["--previous", previous] if previous else [])
    p = subprocess.run(cmd, capture_output=True, text=True)
    expect(p.returncode == 0, "run %d: exit status %d: %s" % (k, p.returncode, p.stderr.strip()))
    with open(os.path.join(out, "gpu.json")) as f:
        js = json.load(f)
    with open(os.path.join(out, "gpu_report.md")) as f:
        md = f.read()
    return out, js, md


with tempfile.TemporaryDirectory() as tmp:
    s1, s2, s3 = stamp("1 10:00", 345), stamp("2 11:00", 390), stamp("3 12:00", 345)
    # run 1: all three functions; its agreement ran out of time
    out1, js1, md1 = run_part(tmp, 1, s1, names, agree(names[:2], "gpu_all: FAILED: ran out of the --seconds "
                                                        "budget in: gpu_exact_agree um_atanf"), None)
    # run 2: um_atanf only, in both
    out2, js2, md2 = run_part(tmp, 2, s2, ["um_atanf"], agree(["um_atanf"], "gpu_exact_agree: the CPU's GPU-exact "
                                                               "build gives the GPU's bits for every input"),
                              os.path.join(out1, "gpu.json"))
    # run 3: um_asinf only, in both
    out3, js3, md3 = run_part(tmp, 3, s3, ["um_asinf"], agree(["um_asinf"], "gpu_exact_agree: the CPU's GPU-exact "
                                                               "build gives the GPU's bits for every input"),
                              os.path.join(out2, "gpu.json"))

    got = {r["function"]: round((r["max_ulp"] - rows[r["function"]]["max_ulp"]) * 1e6) for r in js3["accuracy"]}
    expect(got == {"um_acosf": 1, "um_asinf": 3, "um_atanf": 2},
           "each accuracy row from the newest run that measured it (run of each row: %s)" % got)
    first = md3.splitlines()[0]
    expect(first.count("2026-12-03 12:00 UTC") == 1, "the header names this run once: " + first)
    expect("2 earlier runs, 2026-12-01 10:00 UTC to 2026-12-02 11:00 UTC" in first,
           "the header counts the two earlier runs once each: " + first)
    expect(len(first) < 700, "the header stays one short line (%d characters)" % len(first))
    expect(js3["stamp"] == s3, "gpu.json's stamp is this run's alone")
    expect(sorted(js3.get("earlier_runs", [])) == sorted([s1, s2]),
           "gpu.json lists the earlier runs: %s" % js3.get("earlier_runs"))
    lines = js3["gpu_exact_agree"].splitlines()
    expect(sum(1 for l in lines if l.startswith("(")) == 1, "one count line in the agreement table: %s" % lines)
    expect(not any("FAILED" in l for l in lines), "run 1's FAILED line is gone (later runs measured um_atanf)")
    expect([l.split()[0] for l in lines[1:4]] == ["um_asinf", "um_atanf", "um_acosf"],
           "every function's agreement row, this run's first: %s" % lines[1:4])
    expect("from earlier runs or other parts of tools/gpu_all.sh: um_atanf um_acosf" in js3["gpu_exact_agree"],
           "the count line names the functions measured by earlier runs")
    # run 1's own failure line survives while it is the newest run's
    expect(any("FAILED" in l for l in js1["gpu_exact_agree"].splitlines()), "a run's own FAILED line is kept")

print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
