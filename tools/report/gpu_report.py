#!/usr/bin/env python3
"""tools/report/gpu_report.py -- gather what tools/gpu_all.sh measured into
gpu_report.md (the GPU section of README.md) and gpu.json.

usage: gpu_report.py --stamp TEXT --results DIR --out DIR
"""
import argparse, json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mdtable  # noqa: E402


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def text(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return None


def ulp_text(v):
    """a max-ulp figure of ulpcheck's JSON: a number, or the string 'inf'"""
    return v if isinstance(v, str) else "%.6f" % v


def flag_table(base, variants):
    """Library rows: do the figures survive nvcc's flags?"""
    rows = ["| function | default: max ulp, not CR | " + " | ".join(
        "`%s`: max ulp, not CR" % flag for flag, _ in variants) + " |",
        "|---|---|" + "---|" * len(variants)]
    by_name = [{r["function"]: r for r in (v or [])} for _, v in variants]
    for r in base:
        if r["baseline"]:
            continue
        cells = ["%s, %s" % (ulp_text(r["max_ulp"]), "{:,}".format(r["not_cr"]))]
        for table in by_name:
            o = table.get(r["function"])
            if o is None:
                cells.append("not run")
            else:
                same = o["max_ulp"] == r["max_ulp"] and o["not_cr"] == r["not_cr"] and \
                    o["max_ulp_at"] == r["max_ulp_at"]
                cells.append("%s, %s%s" % (ulp_text(o["max_ulp"]), "{:,}".format(o["not_cr"]),
                                             "" if same else " **differs**"))
        rows.append("| `%s` | %s |" % (r["function"], " | ".join(cells)))
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stamp", required=True)
    ap.add_argument("--results", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    R = a.results
    acc = load(os.path.join(R, "accuracy.json"))
    fast = load(os.path.join(R, "accuracy_fast_math.json"))
    nofmad = load(os.path.join(R, "accuracy_nofmad.json"))
    out = ["Measured by `tools/gpu_all.sh` on %s." % a.stamp, ""]
    everything = {"stamp": a.stamp}
    if acc:
        out += [mdtable.accuracy_markdown(
            acc, "### Accuracy on the GPU, every input (`ulpcheck_gpu --all`)"), ""]
        out += ["### The same figures with the device code built with other nvcc flags", "",
                flag_table(acc, [("--use_fast_math", fast), ("--fmad=false", nofmad)]), ""]
        everything.update(accuracy=acc, accuracy_fast_math=fast, accuracy_fmad_false=nofmad)
    else:
        out += ["(accuracy: no result)", ""]
    api = text(os.path.join(R, "cuda_api.txt"))
    out += ["### The CUDA overloads (`ulpmath_cuda.h`) against the C functions, every input", "",
            "```", api if api else "(no result)", "```", ""]
    everything["cuda_api"] = api
    agree = text(os.path.join(R, "gpu_exact_agree.txt"))
    out += ["### The GPU-exact CPU build against the GPU, every input (`gpu_exact_agree`)", "",
            "```", agree if agree else "(no result)", "```", ""]
    everything["gpu_exact_agree"] = agree
    for name, title in (("bench_gpu", "Throughput against CUDA's built-ins"),
                        ("bench_mufu", "MUFU-bound scenarios: MUFU against MUFU-free")):
        md = text(os.path.join(R, name + ".md"))
        if md:   # its headings go below this section's
            md = "\n".join("###" + l if l.startswith("#") else l for l in md.splitlines())
        out += ["### " + title, "", md if md else "(no result)", ""]
        everything[name] = load(os.path.join(R, name + ".json"))
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "gpu_report.md"), "w") as f:
        f.write("\n".join(out).rstrip() + "\n")
    with open(os.path.join(a.out, "gpu.json"), "w") as f:
        json.dump(everything, f, indent=1)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
