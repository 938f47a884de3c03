#!/usr/bin/env python3
"""tools/report/gpu_report.py -- gather what tools/gpu_all.sh measured into
gpu_report.md (the GPU section of README.md) and gpu.json.

usage: gpu_report.py (--archives TAR... | --results DIR) [--previous GPU_JSON] --out DIR [--stamp TEXT]

--previous: an earlier gpu.json (docs/gpu.json); the rows of its accuracy
tables and of its GPU-exact agreement that the archives do not have, and
its other check-part texts where the archives have none, are kept, with
the earlier stamp: a new bench part, or a check part of a few functions
(gpu_all.sh --only), is reported beside the earlier results.  The
benchmarks always come from the archives.
"""
import json, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "common"))
from umtool import Parser, UsageError, check_readable, check_writable, run  # noqa: E402
import mdtable  # noqa: E402
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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
    def key(r):
        """a row is a function on one domain: functions of two arguments have
        one row per pair set"""
        d = r.get("domain")
        return (r["function"], d.get("set") if isinstance(d, dict) else None)
    by_key = [{key(r): r for r in (v or [])} for _, v in variants]
    for r in base:
        if r["baseline"]:
            continue
        cells = ["%s, %s" % (ulp_text(r["max_ulp"]), "{:,}".format(r["not_cr"]))]
        for table in by_key:
            o = table.get(key(r))
            if o is None:
                cells.append("not run")
            else:
                same = o["max_ulp"] == r["max_ulp"] and o["not_cr"] == r["not_cr"] and \
                    o["max_ulp_at"] == r["max_ulp_at"]
                cells.append("%s, %s%s" % (ulp_text(o["max_ulp"]), "{:,}".format(o["not_cr"]),
                                             "" if same else " **differs**"))
        name = "`%s`" % r["function"] + (", set %s" % key(r)[1] if key(r)[1] else "")
        rows.append("| %s | %s |" % (name, " | ".join(cells)))
    return "\n".join(rows)


def cost_model(bench, sass):
    """An estimate, from counts and measured rates, of each function's cost on
    a GPU whose FP64 rate is 1/64 of FP32 (sm_86, sm_89, sm_120): one FP64
    instruction of a warp is taken to cost 64 FP32 instruction issues.  Per
    evaluation, in FP32 instruction issues:
        C = common + 63 fp64 + w 64 fp64_slow
    common (total where the counts give no common path) and fp64 the common
    path's SASS (sm_90, docs/sass_counts.json),
    fp64_slow = fp64_all - fp64 the FP64 instructions of the subroutines
    (slow paths), w the slow-warp rate measured on the row's worst
    distribution (the FP32 work of the slow path is left out, so C is a lower
    bound there).  On the H200 (FP64 at 1/2 the FP32 rate) the same formula
    has 1 and 2 for 63 and 64."""
    if not bench or not sass:
        return []
    funcs = sass.get("functions", {})
    worst = {}
    for r in bench.get("rows", []):
        if r.get("kind") == "overhead" or r["name"] not in funcs:
            continue
        w = r.get("slow_warps") or 0.0
        if r["name"] not in worst or w > worst[r["name"]][0]:
            worst[r["name"]] = (w, r["distribution"])
    lines = ["| function | SASS, common path (sm_90) | FP64, common path | FP64, slow paths | slow warps (worst distribution) "
             "| C on the H200 | C at FP64 = 1/64 FP32 |", "|---|---:|---:|---:|---|---:|---:|"]
    n = 0
    for name, (w, dist) in worst.items():
        c = funcs[name]["counts"].get("default", {}).get("sm_90")
        if not c:
            continue
        f64, f64s = c.get("fp64", 0), c.get("fp64_all", 0) - c.get("fp64", 0)
        if not f64 and not f64s and not w:
            continue
        n_common = c.get("common", c["total"])
        h200 = n_common + 1 * f64 + w * 2 * f64s
        poor = n_common + 63 * f64 + w * 64 * f64s
        lines.append("| `%s` | %d | %d | %d | %.3g (%s) | %.1f | %.1f |"
                     % (name, n_common, f64, f64s, w, dist, h200, poor))
        n += 1
    if not n:
        return []
    return ["### Cost model: FP64 on GPUs with 1/64-rate FP64", "",
            "Every function with an FP64 instruction or a slow path (the rest cost their SASS count on every GPU). "
            "C = SASS (common path) + 63 x FP64 (common path) + w x 64 x FP64 (slow paths), in FP32 instruction issues per "
            "evaluation, w the slow-warp rate on the function's worst distribution in this run; the slow paths' FP32 "
            "work is left out (tools/report/gpu_report.py, `cost_model`; docs/methods.md, \"Slow paths\").", ""] + lines + [""]


def gather(archives, results):
    """the raw results: {file name: path}, from the archives (the first that
    holds a file wins) and then a folder; and the stamps of the parts"""
    import tarfile, tempfile
    files, stamps, every = {}, [], {}
    tmp = tempfile.mkdtemp(prefix="gpu_report.")
    for k, a in enumerate(archives or []):
        check_readable(a)
        d = os.path.join(tmp, str(k))
        try:
            with tarfile.open(a) as t:
                t.extractall(d)
        except (tarfile.TarError, OSError) as e:
            raise UsageError("cannot read the archive %s: %s" % (a, e))
        for root, _, names in os.walk(d):
            for n in names:
                rel = os.path.relpath(os.path.join(root, n), d)
                if rel == "stamp.txt":
                    stamps.append(text(os.path.join(root, n)))
                files.setdefault(rel, os.path.join(root, n))
                every.setdefault(rel, []).append(os.path.join(root, n))
    if results:
        for root, _, names in os.walk(results):
            for n in names:
                rel = os.path.relpath(os.path.join(root, n), results)
                if rel == "stamp.txt":
                    stamps.append(text(os.path.join(root, n)))
                files.setdefault(rel, os.path.join(root, n))
    # a check part may cover some functions only (gpu_all.sh --only): the
    # accuracy tables are merged by row, the first archive's row winning
    for name in ACCURACY_FILES:
        if len(every.get(name, [])) > 1:
            merged = os.path.join(tmp, name)
            with open(merged, "w") as f:
                json.dump(merge_rows([load(p) for p in every[name]]), f)
            files[name] = merged
    # gpu_exact_agree runs over long lists of functions; a part may cover
    # some of them (gpu_all.sh --agree): one table, a function's row from
    # the first archive that has it
    if len(every.get("gpu_exact_agree.txt", [])) > 1:
        merged = os.path.join(tmp, "gpu_exact_agree.txt")
        with open(merged, "w") as f:
            f.write(merge_agree([text(p) for p in every["gpu_exact_agree.txt"]]))
        files["gpu_exact_agree.txt"] = merged
    return files, [x for x in stamps if x]


ACCURACY_FILES = ("accuracy.json", "accuracy_fast_math.json", "accuracy_nofmad.json", "accuracy_pairs32.json")


def row_key(r):
    return (r.get("function"), json.dumps(r.get("domain"), sort_keys=True))


def merge_rows(tables):
    """ulpcheck JSON tables of several runs as one: each (function, domain)
    row from the first table that has it, in the order of the last table
    (the earliest run), rows it lacks after them"""
    best, order = {}, []
    for t in tables:
        for r in t or []:
            best.setdefault(row_key(r), r)
    for t in reversed(tables):
        for r in t or []:
            if row_key(r) not in order:
                order.append(row_key(r))
    return [best[k] for k in order]


def merge_agree(texts):
    """gpu_exact_agree tables of several runs as one, the newest first: the
    header, then each function's row from the first run that has it, in
    order of appearance; the newest run's own lines (its verdict, or its
    failures) and a line naming the functions whose rows come from earlier
    runs (an earlier merge's lines of that kind are dropped)"""
    header, rows, notes, older = None, {}, [], []
    for k, t in enumerate(texts):
        for line in (t or "").splitlines():
            if not line.strip() or line.startswith("("):
                continue
            if line.startswith("function "):
                header = header or line
            elif line.startswith(("gpu_exact_agree", "gpu_all")):
                if k == 0 and line not in notes:
                    notes.append(line)
            else:
                name = line.split()[0]
                if name not in rows:
                    rows[name] = line
                    if k > 0:
                        older.append(name)
    out = ([header] if header else []) + list(rows.values())
    if older:
        out.append("(%d functions; these from earlier runs or other parts of tools/gpu_all.sh: %s)"
                   % (len(rows), " ".join(older)))
    return "\n".join(out + notes) + "\n"


STAMP = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC; GPU: .*? \(name, driver, max SM clock, SM clock at start\); "
                   r"CUDA [\d.]+ \(V[\d.]+\)")


def stamps_in(*texts):
    """the stamps of tools/gpu_all.sh's parts found in texts, each once, in
    order (an earlier gpu.json chained them into one string)"""
    found = []
    for t in texts:
        for m in STAMP.finditer(t or ""):
            if m.group(0) not in found:
                found.append(m.group(0))
    return found


def runs_line(stamps):
    """the earlier runs in one line: their dates, and the machine once where
    all ran on the same GPU, driver and CUDA"""
    if not stamps:
        return ""
    machines = {re.sub(r", [\d.]+ MHz \(name, driver, max SM clock, SM clock at start\)",
                       " (name, driver, max SM clock)", st.split("; ", 1)[1]) for st in stamps}
    dates = sorted(st.split("; ", 1)[0] for st in stamps)
    if len(machines) == 1:
        return "%d earlier runs, %s to %s, all on %s" % (len(dates), dates[0], dates[-1], machines.pop())
    return "%d earlier runs: %s" % (len(stamps), "; ".join(sorted(stamps)))


def main():
    ap = Parser("tools/report/gpu_report.py", "gpu_report.md and gpu.json from the results tools/gpu_all.sh wrote.")
    ap.add_argument("--archives", nargs="+", metavar="TAR", help="results-PART.tar.gz of tools/gpu_all.sh's parts")
    ap.add_argument("--results", help="a folder of raw results (instead of, or besides, the archives)")
    ap.add_argument("--previous", metavar="GPU_JSON",
                    help="an earlier gpu.json: its check-part results where the archives have none")
    ap.add_argument("--stamp", help="the date, GPU, driver and CUDA line (default: the parts' stamp.txt)")
    ap.add_argument("--out", required=True, help="where gpu_report.md and gpu.json go (created)")
    a = ap.parse_args()
    if not a.archives and not a.results:
        raise UsageError("give --archives or --results")
    if a.results and not os.path.isdir(a.results):
        raise UsageError("no such folder: %s" % a.results)
    if os.path.exists(a.out) and not os.path.isdir(a.out):
        raise UsageError("--out is not a folder: %s" % a.out)
    prev = None
    if a.previous:
        check_readable(a.previous)
        prev = load(a.previous)
        if not isinstance(prev, dict) or "stamp" not in prev:
            raise UsageError("--previous: not a gpu.json of this tool: %s" % a.previous)
    files, stamps = gather(a.archives, a.results)
    F = lambda name: files.get(name, "/nonexistent/" + name)
    stamp = a.stamp or "; ".join(dict.fromkeys(stamps)) or "(no stamp)"
    kept = []          # what came from --previous

    def from_prev(value, key):
        """this run's result; rows (accuracy tables) or lines (gpu_exact_agree)
        of the earlier report that this run did not measure; or the earlier
        result where this run has none"""
        old = prev.get(key) if prev is not None else None
        if old is None:
            return value
        if value is None:
            kept.append(key)
            return old
        if isinstance(value, list):
            merged = merge_rows([value, old])
            if len(merged) > len(value):
                kept.append("%s (%d of %d rows)" % (key, len(merged) - len(value), len(merged)))
            return merged
        if key == "gpu_exact_agree":
            merged = merge_agree([value, old])
            if merged.strip() != value.strip():
                kept.append("gpu_exact_agree (the functions this run did not compare)")
            return merged
        return value
    acc = from_prev(load(F("accuracy.json")), "accuracy")
    fast = from_prev(load(F("accuracy_fast_math.json")), "accuracy_fast_math")
    nofmad = from_prev(load(F("accuracy_nofmad.json")), "accuracy_fmad_false")
    pairs32 = from_prev(load(F("accuracy_pairs32.json")), "accuracy_pairs32")
    out = ["Measured by `tools/gpu_all.sh` on %s." % stamp, ""]
    everything = {"stamp": stamp}
    if acc:
        out += [mdtable.accuracy_markdown(
            acc, "### Accuracy on the GPU, every input (`ulpcheck_gpu --all`)"), ""]
        out += ["### The same figures with the device code built with other nvcc flags", "",
                flag_table(acc, [("--use_fast_math", fast), ("--fmad=false", nofmad)]), ""]
        everything.update(accuracy=acc, accuracy_fast_math=fast, accuracy_fmad_false=nofmad)
    else:
        out += ["(accuracy: no result)", ""]
    if pairs32:
        out += [mdtable.accuracy_markdown(
            pairs32, "### Functions of two binary32 arguments: 24 random and 4 circle sets of 2^32 pairs "
                     "(`ulpcheck_gpu --set random:1-24 --set circle:1-4`)"), ""]
        everything["accuracy_pairs32"] = pairs32
    for name, title in (("cuda_api.txt", "The CUDA overloads (`ulpmath_cuda.h`) against the C functions, every input"),
                        ("gpu_exact_agree.txt", "The GPU-exact CPU build against the GPU (`gpu_exact_agree`)"),
                        ("examples.txt", "The CUDA examples (`examples/`)")):
        t = from_prev(text(F(name)), name.split(".")[0])
        out += ["### " + title, "", "```", t if t else "(no result)", "```", ""]
        everything[name.split(".")[0]] = t
    for name, title in (("bench_gpu", "Throughput against CUDA's built-ins, per input distribution"),
                        ("bench_mufu", "MUFU-bound scenarios: MUFU against MUFU-free")):
        md = text(F(name + ".md"))
        if md:   # its headings go below this section's
            md = "\n".join("###" + l if l.startswith("#") else l for l in md.splitlines())
        out += ["### " + title, "", md if md else "(no result)", ""]
        everything[name] = load(F(name + ".json"))
    sass_path = os.path.join(ROOT, "docs", "sass_counts.json")
    out += cost_model(everything.get("bench_gpu"), load(sass_path) if os.path.exists(sass_path) else None)
    py = text(F("python/python_report.md"))
    if py:
        py = "\n".join("###" + l if l.startswith("#") else l for l in py.splitlines())
        out += ["### From Python (`tools/gpu_python.sh`)", "", py, ""]
        everything["python"] = load(F("python/python.json"))
    # the per-value listing of the special pairs (676 of them) is the same
    # for every set of a two-argument function: kept with its first set only
    for key in ("accuracy", "accuracy_fast_math", "accuracy_fmad_false", "accuracy_pairs32"):
        seen = set()
        for r in everything.get(key) or []:
            if r.get("arguments") == 2 and isinstance(r.get("specials"), list):
                if r["function"] in seen or key == "accuracy_pairs32":
                    r["specials"] = "as in the first set of this function (accuracy)"
                seen.add(r["function"])
    if kept:
        this = stamps_in(stamp)
        earlier = [st for st in stamps_in(prev["stamp"], "\n".join(prev.get("earlier_runs", [])))
                   if st not in this]
        out[0] = ("Measured by `tools/gpu_all.sh`. This run: %s. Kept from earlier runs (%s): %s. "
                  "Those results come from %s." % (stamp, os.path.basename(a.previous), ", ".join(kept),
                                                  runs_line(earlier) or "an earlier run (no stamp)"))
        everything["earlier_runs"] = earlier
        everything["kept_from_previous"] = kept
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "gpu_report.md"), "w") as f:
        f.write("\n".join(out).rstrip() + "\n")
    with open(os.path.join(a.out, "gpu.json"), "w") as f:
        json.dump(everything, f, indent=1)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(run(main, "tools/report/gpu_report.py"))
