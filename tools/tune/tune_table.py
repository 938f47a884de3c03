#!/usr/bin/env python3
"""tools/tune/tune_table.py -- the README's "Tuned constants" table, from the
tuner's own records.

Reads docs/tune/*.json (each written by `tune SCHEME --json FILE`: the
constants a from-scratch search found, their exhaustively verified maximum
relative error, the seed's on the same inputs, the search time, the command)
and the SASS counts of docs/tune/sass.json (tools/sass/sasscount), and writes
docs/tune.md; with --readme README.md it also replaces the text between the
README's `<!-- tune:begin -->` and `<!-- tune:end -->` lines with it.

    tools/tune/tune_table.py [--sass FILE] [--out docs/tune.md] [--readme README.md]

The counts: tools/sass/sasscount --source tools/tune/sass_tuned.cu --arch sm_90
--flags "" --json docs/tune/sass.json
"""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "common"))
from umtool import Parser, UsageError, check_readable, check_writable, run  # noqa: E402
ORDER = ["rcp_full", "rcp_reduced", "rsqrt_nr1_kx", "rsqrt_nr1", "rsqrt_halley", "rsqrt_nr2",
         "rcbrt_nr1", "rcbrt_nr2", "rcbrt", "cbrt"]
# the polynomial schemes (records with "kind": "polynomial"): their own table
POLY_ORDER = ["exp2_deg3", "exp2_deg4", "exp2", "exp2_f16", "exp2_bf16", "exp"]
# the SASS row of a 16-bit scheme is the function with its conversions, not
# the _pre_ value the tuner evaluates
POLY_SASS_NAME = {"um_exp2f16_pre_": "um_exp2f16", "um_exp2bf16_pre_": "um_exp2bf16"}
# the seed of exp2_deg3 is FlashAttention-4's polynomial, in the library as a baseline
POLY_SEED_FUNCTION = {"exp2_deg3": "um_exp2f_fa4deg3"}
# rsqrt_nr1 reorders seed 003's operations ((K*y)*x for y*(K*x)): its seed
# figure is that of the seed's order, measured by the rsqrt_nr1_kx record,
# whose constants the library's um_rsqrtf_nr1 uses
SEED_FROM = {"rsqrt_nr1": "rsqrt_nr1_kx"}
# where the tuner only ties the seed's maximum relative error, the library
# keeps the seed's constants (they have the smaller maximum in ulps)
KEEPS_SEED = {"rcp_full", "rcp_reduced"}
# records of a refinement (`tune --start`): the start came from a from-scratch
# search of an earlier build of the tuner that searched one end binade for the
# cube roots (now two: K*x is subnormal in both); its wall time, 2 threads
FROM_SCRATCH_SECONDS = {"rcbrt_nr2": 260, "rcbrt": 162}
BEGIN, END = "<!-- tune:begin -->", "<!-- tune:end -->"


def sass_count(sass, name, arch="sm_90"):
    f = sass.get("functions", {}).get(name)
    if not f:
        return None
    c = f["counts"]["default"].get(arch)
    return None if c is None else c["total"]


def fmt_count(n):
    return "?" if n is None else str(n)


def fmt_metric(r, value, at=None):
    """a polynomial record's figure in its metric's words (and where)"""
    m = r.get("metric", "rel. error")
    where = " at %s" % at if at else ""
    if m.startswith("ulp"):
        return "%.6f ulp%s" % (value, where)
    if "margin" in m:
        text = "margin %.6f%s" % (value, where)
        return text + ("; %d of 65,536 not correctly rounded" % r["inputs_error_1_or_more"] if at else "")
    return "%.6e rel.%s" % (value, where)


def poly_table(poly, sass):
    """the polynomial schemes (exp2, exp): start, seed, tuned figure, constants"""
    names = [n for n in POLY_ORDER if n in poly] + sorted(n for n in poly if n not in POLY_ORDER)
    lines = [
        "",
        "## Polynomial schemes (exp2, exp)",
        "",
        "No magic number: the search starts from Sollya's fpminimax (the `start` column; "
        "`include/ulpmath/exp2.sollya` and `exp.sollya` bound the results), minimises the scheme's error "
        "over its whole search set (ranges of inputs in full, or every 16-bit input) and then checks every "
        "input of the domain, adding the binade of any larger error to the search set until none is left "
        "(`tools/tune/tune.c`).  The error is the relative error (the degree-3 and -4 variants, domain "
        "[-126, 128)), the binary32 ulp error (`um_exp2f`, `um_expf`: every finite input), or the margin of "
        "the final rounding to the 16-bit format (below 1: every result correctly rounded).  SASS: sm_90, 0 MUFU.",
        "",
        "| scheme | function | SASS | fpminimax start | seed max error (SASS) | tuned max error | constants | "
        "search + verification time | command |",
        "|---|---|---:|---|---:|---:|---|---:|---|",
    ]
    for n in names:
        r = poly[n]
        fn = r["function"]
        sfn = POLY_SASS_NAME.get(fn, fn)
        seed = "(none)"
        if r.get("seed_max_rel") is not None:
            seed = "%s: %s (%s)" % (r.get("seed_name", "seed"), fmt_metric(r, r["seed_max_rel"]),
                                   fmt_count(sass_count(sass, POLY_SEED_FUNCTION.get(n, ""))))
        consts = ", ".join("%s %s" % kv for kv in r["coefficients"].items())
        lines.append("| %s | `%s` | %s | `%s` | %s | %s | %s | %.0f s | `build/bin/%s` |" % (
            n, sfn, fmt_count(sass_count(sass, sfn)), r.get("start", "?").replace("|", "\\|"), seed,
            fmt_metric(r, r["max_rel"], r["max_rel_at"]), consts,
            r["search_seconds"] + r["verify_seconds"], r["command"]))
    shipped = sass_count(sass, "fa4_as_shipped")
    if shipped is not None:
        lines += ["", "FlashAttention-4's exp2 scheme without a guard above the domain (x in [128, 129) then gives "
                  "NaN, signalling ones included, which ulpmath's NaN policy forbids): %d SASS on sm_90 "
                  "(`um_k_fa4_as_shipped`); the library's rows add one VIMNMX." % shipped]
    return lines


def main():
    ap = Parser("tools/tune/tune_table.py", "The README's table of tuned constants, from docs/tune/*.json.")
    ap.add_argument("--records", default=os.path.join(ROOT, "docs", "tune"), help="folder of the tuner's JSON records")
    ap.add_argument("--sass", default=os.path.join(ROOT, "docs", "tune", "sass.json"),
                    help="tools/sass/sasscount JSON (default: docs/tune/sass.json, from tools/tune/sass_tuned.cu)")
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "tune.md"), help="the Markdown file to write")
    ap.add_argument("--readme", help="also splice the table into this README between its tune markers")
    a = ap.parse_args()
    if not os.path.isdir(a.records):
        raise UsageError("no such folder: %s" % a.records)
    check_readable(a.sass)
    check_writable(ap.prog, a.out)
    if a.readme:
        check_readable(a.readme)
        check_writable(ap.prog, a.readme)

    recs = {}
    for path in glob.glob(os.path.join(a.records, "*.json")):
        with open(path) as f:
            r = json.load(f)
        if "scheme" in r:              # (docs/tune/sass.json is the counts)
            recs[r["scheme"]] = r
    if not recs:
        sys.exit("tune_table: no records in %s" % a.records)
    try:
        with open(a.sass) as f:
            sass = json.load(f)
    except OSError as e:
        sys.exit("tune_table: cannot read %s: %s" % (a.sass, e))

    poly = {n: r for n, r in recs.items() if r.get("kind") == "polynomial"}
    recs = {n: r for n, r in recs.items() if n not in poly}
    names = [n for n in ORDER if n in recs] + sorted(n for n in recs if n not in ORDER)
    lines = [
        "Generated by `tools/tune/tune_table.py` from `docs/tune/*.json` (written by `tune SCHEME --json`) "
        "and the sm_90 counts of `%s` (tools/sass/sasscount); do not edit by hand." % os.path.relpath(a.sass, ROOT),
        "",
        "Every figure is the maximum relative error over every input of the scheme's domain (the tuner's "
        "verification; `ulpcheck` measures the same), searched from scratch (textbook start, no seed "
        "constant) on %s thread(s); SASS: instructions on sm_90 (tools/sass/sasscount), 0 MUFU." %
        ", ".join(sorted({str(recs[n]["threads"]) for n in names})),
        "",
        "| scheme | function | SASS | seed 003 max rel. error (SASS) | tuned max rel. error | constants (magic; coefficients) | search + verification time | command |",
        "|---|---|---:|---:|---:|---|---:|---|",
    ]
    for n in names:
        r = recs[n]
        fn = r["function"]
        seed_fn = fn if fn.endswith("_seed003") else fn.rstrip("_") + "_seed003"
        seed_rec = recs.get(SEED_FROM.get(n), r)     # the seed's own order of operations
        seed = "%.6e (%s)" % (seed_rec["seed_max_rel"], fmt_count(sass_count(sass, seed_fn))) \
            if seed_rec.get("seed_max_rel") is not None else "(none)"
        consts = "%s; %s" % (r["magic"], ", ".join("%s %s" % kv for kv in r["coefficients"].items()))
        if fn.endswith("_"):
            fn_text = "`%s`, not in the library: 0.92 times the throughput (one more dependent step)" % fn
        elif fn.endswith("_seed003"):
            fn_text = "seed 003's order, not in the library"
        elif n in KEEPS_SEED:
            fn_text = "`%s` keeps seed 003's (a tie; fewer ulps)" % fn
        else:
            fn_text = "`%s`" % fn
        time_text = "%.0f s" % (r["search_seconds"] + r["verify_seconds"])
        if r.get("mode") == "refine" and n in FROM_SCRATCH_SECONDS:
            time_text = "%d s from scratch (`tune %s`, one end binade), then %s" % (
                FROM_SCRATCH_SECONDS[n], n, time_text)
        lines.append("| %s | %s | %s | %s | %.6e | %s | %s | `build/bin/%s` |" % (
            n, fn_text, fmt_count(sass_count(sass, fn)), seed, r["max_rel"], consts,
            time_text, r["command"]))
    lines += ["", "CUDA 13.0 for comparison (same counter): `cbrtf` %s SASS, `rcbrtf` %s SASS, 2 MUFU each "
              "(MUFU.LG2 and MUFU.EX2)." % (fmt_count(sass_count(sass, "cbrtf")), fmt_count(sass_count(sass, "rcbrtf")))]
    if poly:
        lines += poly_table(poly, sass)
    text = "\n".join(lines) + "\n"
    with open(a.out, "w") as f:
        f.write("# Tuned constants of the MUFU-free schemes\n\n" + text)
    if a.readme:
        with open(a.readme) as f:
            readme = f.read()
        i, j = readme.find(BEGIN), readme.find(END)
        if i < 0 or j < i:
            raise UsageError("%s has no %s ... %s section" % (a.readme, BEGIN, END))
        readme = readme[:i + len(BEGIN)] + "\n" + text + readme[j:]
        with open(a.readme, "w") as f:
            f.write(readme)
    return 0


if __name__ == "__main__":
    sys.exit(run(main, "tools/tune/tune_table.py"))
