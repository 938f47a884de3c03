#!/usr/bin/env python3
"""tests/compare_gpu_figures.py -- the GPU-exact CPU build must report the
GPU's own figures.  Runs ulpcheck_gpuexact on the given functions and
compares each with the H200 run committed in docs/gpu.json (written by
tools/gpu_all.sh): inputs, max ulp and where, max relative error and where,
not correctly rounded, wrong class, the histogram and the special values, to
the digits the report prints.  NaN results match when both are NaN.

usage: compare_gpu_figures.py ULPCHECK_GPUEXACT GPU_JSON FUNCTION...
"""
import json, os, subprocess, sys, tempfile


def nan_bits(h, fmt):
    v = int(h, 16)
    return (v & 0x7fff) > (0x7c00 if fmt == "binary16" else 0x7f80) if fmt != "binary32" \
        else (v & 0x7fffffff) > 0x7f800000


def fields(r):
    f = {k: r[k] for k in ("inputs", "max_ulp_at", "max_rel_at", "not_cr", "wrong_class",
                           "specials_failed")}
    f["max_ulp"] = "%.6f" % r["max_ulp"]
    f["max_rel"] = "%.6e" % r["max_rel"]
    f["histogram"] = [b["count"] for b in r["histogram"]]
    f["specials"] = [(s["x"], "NaN" if nan_bits(s["result"], r["format"]) else s["result"], s["ok"])
                     for s in r["specials"]]
    return f


def main():
    if len(sys.argv) < 4 or sys.argv[1] in ("-h", "--help"):
        sys.stderr.write("usage: compare_gpu_figures.py ULPCHECK_GPUEXACT GPU_JSON FUNCTION...\n")
        return 0 if len(sys.argv) > 1 and sys.argv[1] in ("-h", "--help") else 2
    tool, gpu_json, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    for path in (tool, gpu_json):
        if not os.path.isfile(path):
            sys.stderr.write("compare_gpu_figures.py: no such file: %s\n" % path)
            return 2
    gpu = {r["function"]: r for r in json.load(open(gpu_json))["accuracy"]}
    with tempfile.NamedTemporaryFile(suffix=".json") as tmp:
        subprocess.run([tool, "--quiet", "--json-file", tmp.name] + names, check=False,
                       stdout=subprocess.DEVNULL)
        cpu = {r["function"]: r for r in json.load(open(tmp.name))}
    passed = failed = 0
    for n in names:
        if n not in gpu or n not in cpu:
            print("FAIL %s: missing from %s" % (n, "docs/gpu.json" if n not in gpu else "ulpcheck_gpuexact"))
            failed += 1
            continue
        a, b = fields(cpu[n]), fields(gpu[n])
        diff = [k for k in a if a[k] != b[k]]
        if diff:
            failed += 1
            for k in diff:
                print("FAIL %s %s: CPU (GPU-exact) %s, H200 %s" % (n, k, a[k], b[k]))
        else:
            passed += 1
            print("ok   %s: %s ulp at %s, %s not correctly rounded, as on the H200" % (
                n, a["max_ulp"], a["max_ulp_at"], "{:,}".format(a["not_cr"])))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
