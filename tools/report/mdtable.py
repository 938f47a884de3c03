#!/usr/bin/env python3
"""tools/report/mdtable.py -- turn ulpcheck --json output into a Markdown table, and
copy generated tables from docs/ into README.md between markers

    <!-- BEGIN docs/NAME.md -->  ...  <!-- END docs/NAME.md -->

usage: mdtable.py accuracy JSON TITLE > docs/NAME.md
       mdtable.py summary > docs/summary.md   (README's table: every library
                                               function's accuracy, SASS count
                                               and speed against CUDA)
       mdtable.py readme README.md [--check]   (refreshes every marked block;
                                               --check: exit 1 if one is stale)
"""
import json, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "common"))
import registry  # noqa: E402
from umtool import Parser, UsageError, check_readable, run  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def die(msg):
    raise UsageError(msg)


def grouped(n):
    return "{:,}".format(n)


def accuracy(path, title):
    try:
        rows = json.load(open(path))
    except (OSError, ValueError) as e:
        die("cannot read %s: %s" % (path, e))
    print(accuracy_markdown(rows, title))


def accuracy_markdown(rows, title):
    """ulpcheck's JSON rows as a Markdown table under a title line"""
    out = [title, "",
           "| function | inputs checked | count | max ulp | at | max rel. error | not correctly rounded | special values | claim |",
           "|---|---|---:|---:|---|---:|---:|---|---|"]
    for r in rows:
        pair = r.get("arguments", 1) == 2
        d = r.get("domain", {})
        if d.get("kind") == "binary32 pairs":
            dom = "set %s (%s pairs)%s" % (d["set"], grouped(d["size"]), ", sampled" if r["sampled"] else "")
        elif r["format"] == "binary32":
            dom = "[%s, %s]%s" % (r["first"], r["last"], " sampled" if r["sampled"] else "")
        elif pair:
            dom = "%s %s pairs" % ("sampled" if r["sampled"] else "all", r["format"])
        else:
            dom = "all %s" % r["format"]
        if r["format"] == "binary32" and pair:
            at = "(%s)" % r["max_ulp_at"]
        elif r["format"] == "binary32":
            at = r["max_ulp_at"]
        elif pair:                            # bits y << 16 | x, values "y, x"
            b = int(r["max_ulp_at_bits"], 16)
            at = "(0x%04x, 0x%04x) (%s)" % (b >> 16, b & 0xffff, r["max_ulp_at"])
        else:
            at = "%s (%s)" % (r["max_ulp_at_bits"], r["max_ulp_at"])
        if r["restricted"]:
            sp = "restricted"
        else:
            sp = "%d/%d ok" % (r["specials_checked"] - r["specials_failed"], r["specials_checked"])
        if r["baseline"]:
            claim = "baseline"
        else:
            claim = ("**broken**" if r["claim_broken"] else "holds") + " (%s)" % (
                "correctly rounded" if r["bound_ulp"] <= 0.5 else "< %g ulp" % r["bound_ulp"])
        maxulp = r["max_ulp"] if isinstance(r["max_ulp"], str) else "%.6f" % r["max_ulp"]
        maxrel = r["max_rel"] if isinstance(r["max_rel"], str) else "%.6e" % r["max_rel"]
        out.append("| `%s` | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["function"], dom, grouped(r["inputs"]), maxulp, at, maxrel,
            grouped(r["not_cr"]), sp, claim))
    return "\n".join(out)


def readme(path, check=False):
    """refresh README's marked blocks; with check, exit 1 if any is stale"""
    try:
        text = open(path).read()
    except OSError as e:
        die("cannot read %s: %s" % (path, e))
    def fill(m):
        name = m.group(1)
        try:
            body = open(os.path.join(os.path.dirname(os.path.abspath(path)), name)).read().rstrip("\n")
        except OSError as e:
            die("README marks %s, which cannot be read: %s" % (name, e))
        return "<!-- BEGIN %s -->\n%s\n<!-- END %s -->" % (name, body, name)
    new = re.sub(r"<!-- BEGIN (\S+) -->.*?<!-- END \1 -->", fill, text, flags=re.S)
    if check:
        if new != text:
            sys.stderr.write("mdtable: %s: a generated block is stale (run tools/report/mdtable.py readme %s)\n"
                             % (path, path))
            sys.exit(1)
        return
    open(path, "w").write(new)


def load_json(path):
    try:
        return json.load(open(path))
    except (OSError, ValueError) as e:
        die("cannot read %s: %s" % (path, e))


def accuracy_by_function(gpu):
    """ulpcheck's rows of a gpu.json (every set of a function of two binary32
    arguments folded into one: the largest error, the sum of the counts)"""
    out = {}
    for r in (gpu.get("accuracy") or []) + (gpu.get("accuracy_pairs32") or []):
        n = r["function"]
        if n not in out:
            out[n] = dict(r, sets=1)
            continue
        o = out[n]
        o["sets"] += 1
        o["inputs"] += r["inputs"]
        o["not_cr"] += r["not_cr"]
        mu = lambda v: float("inf") if isinstance(v, str) else v
        if mu(r["max_ulp"]) > mu(o["max_ulp"]):
            o["max_ulp"], o["max_ulp_at"] = r["max_ulp"], r["max_ulp_at"]
        o["claim_broken"] = o["claim_broken"] or r["claim_broken"]
    return out


CUDA_NAMES = {"cuda_rcp_div": "1.0f/x", "cuda_rcp_approx": "MUFU.RCP", "cuda_rsqrt_approx": "MUFU.RSQ"}


def cuda_name(row_name):
    """cuda_hatan2_via_atan2f -> atan2f (binary16 route); cuda_acosf -> acosf"""
    if row_name in CUDA_NAMES:
        return CUDA_NAMES[row_name] + "`"
    m = re.match(r"cuda_(?:h|bf)\w+_via_(\w+)$", row_name)
    return m.group(1) + "` through float" if m else row_name.replace("cuda_", "") + "`"


def gpu_names(text):
    """the GPUs a stamp names (gpu_all.sh: "GPU: NVIDIA H200, ..."), short,
    in order of first appearance: ["H200", "H100"]"""
    return list(dict.fromkeys(re.findall(r"GPU: NVIDIA ([A-Za-z0-9]+)", text)))


def summary():
    """one row per library function: accuracy on the GPU (the cards of the
    runs docs/gpu.json merges), SASS on sm_90,
    throughput against its CUDA counterparts (the worst input distribution
    where bench_gpu timed several)"""
    gpu = load_json(os.path.join(ROOT, "docs", "gpu.json"))
    sass = load_json(os.path.join(ROOT, "docs", "sass_counts.json")).get("functions", {})
    acc = accuracy_by_function(gpu)
    bench = gpu.get("bench_gpu", {})
    worst = {}
    for r in bench.get("ratios", []):
        key = (r["name"], r["counterpart"])
        if key not in worst or r["ratio"] < worst[key][0]:
            worst[key] = (r["ratio"], r.get("distribution"))
    stamp = gpu.get("stamp", "").split(";")[0]
    # the cards: the last run's for throughput; every run's for accuracy
    # (gpu_report.py keeps earlier runs' rows that the last run did not measure)
    this_gpus = gpu_names(gpu.get("stamp", ""))
    all_gpus = gpu_names(" ".join([gpu.get("stamp", "")] + gpu.get("earlier_runs", [])))
    out = ["| function | accuracy, %s, every input | SASS sm_90 (MUFU) | throughput against CUDA, %s |" % (
               " and ".join(all_gpus) or "GPU", " and ".join(this_gpus) or "GPU"),
           "|---|---|---:|---|"]
    for r in registry.library_rows():
        n = r["name"]
        if n.endswith("_seed003"):
            continue
        a = acc.get(n)
        if not a:
            accuracy = "not measured yet"
        elif a["bound_ulp"] <= 0.5:
            accuracy = "correctly rounded" if a["not_cr"] == 0 else "**%s not correctly rounded**" % grouped(a["not_cr"])
        else:
            accuracy = "%.4f ulp" % a["max_ulp"]
        if a and r.get("format") == "binary32" and r.get("arguments") == 2:
            accuracy += " on the checked sets (README)"
        if a and a["restricted"]:
            accuracy += " on [%s, %s]" % (registry.c_float_text(r["lo"]), registry.c_float_text(r["hi"]))
        c = sass.get(n, {}).get("counts", {}).get("default", {}).get("sm_90")
        cost = "%d (%d)%s" % (c["total"], c["mufu"], " + call" if c.get("calls") else "") if c else ""
        if c and c.get("common", c["total"]) != c["total"]:   # a call or a block for rare arguments jumped over
            cost += ", %d on the common path" % c["common"]
        speeds = ["x%.2f %s%s" % (v[0], "`%s" % cuda_name(cp), " (%s)" % v[1] if v[1] else "")
                  for (name, cp), v in worst.items() if name == n]
        out.append("| `%s` | %s | %s | %s |" % (n, accuracy, cost, "; ".join(speeds) or "not timed yet"))
    # the dates of the runs the report merges (gpu_report.py: this run's
    # stamp, and the earlier runs whose rows it kept)
    dates = sorted(re.findall(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC",
                              " ".join([gpu.get("stamp", "")] + gpu.get("earlier_runs", []))))
    when = ("%s (accuracy: runs of %s to %s, kept where a later run did not measure a row; "
            "throughput: the last run)" % (stamp, dates[0], dates[-1])) if gpu.get("earlier_runs") else stamp
    out += ["", "Accuracy and throughput: `tools/gpu_all.sh`, %s (`docs/gpu_report.md`); "
            "throughput is the ratio of evaluations per second, > 1 faster than CUDA%s. "
            "SASS: `tools/sass/sasscount` (`docs/sass_counts.md`)." % (
                when, ", on the worst of the input distributions timed" if any(v[1] for v in worst.values()) else "")]
    print("\n".join(out))


def python_summary():
    """README's table of the Python run: PyTorch's own misroundings against
    ulpmath's correctly rounded results, and ulpmath.torch's throughput
    against torch's op and ulpmath.cupy's against CuPy's ufunc (docs/gpu.json,
    from tools/gpu_python.sh)"""
    gpu = load_json(os.path.join(ROOT, "docs", "gpu.json"))
    py = gpu.get("python") or {}
    parts = py.get("parts", {})
    out = ["| PyTorch op | dtype | inputs | not correctly rounded |", "|---|---|---|---:|"]
    # the ops measured on one set of one dtype share a row (asin, acos and
    # atan on every binary16 input), their counts in the same order
    groups = {}
    for r in parts.get("torch_accuracy", {}).get("rows", []):
        groups.setdefault((r["dtype"], r["set"], r["inputs"]), []).append(r)
    for (dtype, set_name, inputs), rows in groups.items():
        out.append("| %s | %s | %s%s (%s) | %s |" % (
            ", ".join("`%s`" % r["function"] for r in rows), dtype, grouped(inputs),
            " each" if len(rows) > 1 else "", set_name, ", ".join(grouped(r["not_cr"]) for r in rows)))
    # one row per op and dtype, a column per route: ulpmath's time against
    # the library's own op in the same run (torch's op, CuPy's ufunc,
    # Triton's libdevice)
    t = parts.get("throughput", {})
    routes = [("rows", "torch", "`ulpmath.torch` / torch", "torch_us"),
              ("cupy_rows", "cupy", "`ulpmath.cupy` / CuPy", "peer_us"),
              ("triton_rows", "triton", "`ulpmath.triton` / libdevice", "peer_us")]
    routes = [r for r in routes if t.get(r[0])]
    cells = {}
    for key, _, _, peer_key in routes:
        for r in t[key]:
            cells.setdefault((r["op"], r["dtype"]), {})[key] = "x%.3f (%.1f / %.1f us)" % (
                r["ratio"], r["ulpmath_us"], r[peer_key])
    if cells:
        out += ["", "| op | dtype | %s |" % " | ".join(r[2] for r in routes),
                "|---|---|%s" % ("---:|" * len(routes))]
        for (op, dtype), c in cells.items():
            out.append("| %s | %s | %s |" % (op, dtype, " | ".join(c.get(r[0], "-") for r in routes)))
    out += ["", "`tools/gpu_python.sh` (`tests/python/gpu_check.py`), %s; ulpmath's routes (torch, CuPy, Triton) "
            "give the C functions' bits on every input measured there (docs/gpu_report.md)." % py.get("stamp", "")]
    print("\n".join(out))


def main():
    p = Parser("tools/report/mdtable.py", "Markdown tables from the tools' JSON, and README.md's generated blocks.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=lambda **kw: Parser(subcommand=True, **kw))
    sub.required = True
    a = sub.add_parser("accuracy", help="ulpcheck's JSON as a Markdown table, on stdout")
    a.add_argument("json", metavar="JSON")
    a.add_argument("title", metavar="TITLE")
    sub.add_parser("summary", help="README's summary table (docs/summary.md), on stdout")
    sub.add_parser("python", help="README's table of the Python run (docs/python_summary.md), on stdout")
    r = sub.add_parser("readme", help="refresh README.md's marked blocks from docs/")
    r.add_argument("readme", metavar="README.md")
    r.add_argument("--check", action="store_true", help="exit 1 if a block is stale; change nothing")
    for q in (a, r):
        q.error = p.error
    args = p.parse_args()
    if args.command == "accuracy":
        check_readable(args.json)
        accuracy(args.json, args.title)
    elif args.command == "summary":
        summary()
    elif args.command == "python":
        python_summary()
    else:
        check_readable(args.readme)
        readme(args.readme, check=args.check)
    return 0


if __name__ == "__main__":
    sys.exit(run(main, "tools/report/mdtable.py"))
