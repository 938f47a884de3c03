#!/usr/bin/env python3
"""tools/report/api.py -- docs/api.md, the API reference, generated from the
public headers and tools/registry.def (and the measured figures of
docs/gpu.json and docs/sass_counts.json).

    tools/report/api.py [--out docs/api.md]     write it
    tools/report/api.py --check [docs/api.md]   exit 1 if it is stale, or if a
                                                public function has no comment

A public function is a `UM_FN` / `UM_FN_COLD` / `UM_FN_ARRAY` function, or a function
declared in a public header, whose name starts with um_ and does not end in
an underscore; each must have a comment directly above it (its first
sentence is its description here).  Names ending in `_` are internal.

Exit status: 0 done (or current), 1 stale or undocumented, 2 usage error.
Python 3 standard library only.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "common"))
from umtool import Parser, UsageError, check_readable, check_writable, run  # noqa: E402
import registry  # noqa: E402
import mdtable  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INCLUDE = os.path.join(ROOT, "include")
DEFAULT_OUT = os.path.join(ROOT, "docs", "api.md")

# C99 Annex F sections of each reference function
ANNEX_F = {"acos": "F.9.1.1", "asin": "F.9.1.2", "atan": "F.9.1.3", "atan2": "F.9.1.4",
           "sqrt": "F.9.4.5", "cbrt": "F.9.4.1", "rcbrt": "as 1/cbrt (F.9.4.1)",
           "exp2": "F.9.3.2", "exp": "F.9.3.1"}
FORMAT_TYPE = {"binary32": "float", "binary16": "uint16_t", "bfloat16": "uint16_t"}


class Fail(Exception):
    def __init__(self, msg, status=2):
        super().__init__(msg)
        self.status = status


def public_headers():
    """ulpmath.h's includes in order, then the other top-level headers"""
    top = os.path.join(INCLUDE, "ulpmath.h")
    names = re.findall(r'#include "(ulpmath/[a-z0-9_]+\.h)"', open(top).read())
    others = sorted(f for f in os.listdir(INCLUDE) if f.endswith(".h") and f != "ulpmath.h")
    return names + others


def first_sentence(comment):
    text = " ".join(comment.split())
    m = re.match(r"(.+?[.])(\s|$)", text)
    s = m.group(1) if m else text
    return s.rstrip(".").replace("|", "\\|")


def functions(header):
    """(name, signature, description, cold) of the public functions of a header"""
    path = os.path.join(INCLUDE, header)
    lines = open(path).read().splitlines()
    out = []
    for i, line in enumerate(lines):
        m = re.match(r"^(UM_FN(?:_COLD|_ARRAY)?)\s+(.+?)\b(um_[a-z0-9_]+)\((.*)\)\s*$", line)
        d = re.match(r"^(?:const\s+)?([a-z_][a-z0-9_ ]*?\**)\s*\b(um_[a-z0-9_]+)\((.*)\);\s*$", line)
        if m:
            ret, name, params, cold = m.group(2).strip(), m.group(3), m.group(4), m.group(1) == "UM_FN_COLD"
        elif d and not line.startswith((" ", "\t", "return", "#")):
            ret, name, params, cold = line.split(d.group(2))[0].strip(), d.group(2), d.group(3), False
        else:
            continue
        if name.endswith("_"):
            continue
        # the comment directly above (skipping preprocessor lines such as #ifdef)
        j = i - 1
        while j >= 0 and lines[j].lstrip().startswith("#"):
            j -= 1
        comment = ""
        if j >= 0 and lines[j].rstrip().endswith("*/"):
            k = j
            while k >= 0 and "/*" not in lines[k]:
                k -= 1
            block = "\n".join(lines[k:j + 1])
            block = block[block.index("/*") + 2:block.rindex("*/")]
            comment = re.sub(r"^\s*\*\s?", "", block, flags=re.M)
            if comment.lstrip().startswith("----"):       # a section heading, not this function's
                comment = ""
        out.append((name, "%s %s(%s)" % (ret, name, params), first_sentence(comment) if comment else "", cold))
    return out


def cuda_overloads():
    """the overloads ulpmath_cuda.h generates: (CUDA name, C function, types)"""
    text = open(os.path.join(INCLUDE, "ulpmath_cuda.h")).read()
    rows = []
    for hname, h2name, f16, bf16 in re.findall(r"X\((um_h\w+), (um_h2\w+), (um_\w+), (um_\w+)\)", text):
        rows.append((hname, "`__half %s(__half)`, `__nv_bfloat16 %s(__nv_bfloat16)`" % (hname, hname),
                     "`%s`, `%s`" % (f16, bf16)))
        rows.append((h2name, "`__half2 %s(__half2)`, `__nv_bfloat162 %s(__nv_bfloat162)`" % (h2name, h2name),
                     "`%s`, `%s` on each half, one packed rounding" % (f16, bf16)))
    for h, h2, c16 in re.findall(r"^UM_CUDA_ATAN2_OVERLOADS\((\w+), (\w+), (um_\w+),", text, flags=re.M):
        rows.append(("um_hatan2", "`%s um_hatan2(%s y, %s x)`" % (h, h, h), "`%s`" % c16))
        rows.append(("um_h2atan2", "`%s um_h2atan2(%s y, %s x)`" % (h2, h2, h2), "`%s` on each half" % c16))
    return rows


def measured():
    """function -> its H200 accuracy row (docs/gpu.json), and its SASS counts"""
    acc, sass = {}, {}
    try:
        acc = mdtable.accuracy_by_function(json.load(open(os.path.join(ROOT, "docs", "gpu.json"))))
    except (OSError, ValueError):
        pass
    try:
        counts = json.load(open(os.path.join(ROOT, "docs", "sass_counts.json")))
        sass = dict(counts.get("functions", {}))
    except (OSError, ValueError):
        pass
    return acc, sass


def domain_text(r):
    if r["arguments"] == 2 and r["format"] == "binary32":
        return "pairs (y, x): the sets of tools/check/pairsets.h"
    if r["arguments"] == 2:
        return "all 2^32 pairs"
    if r["format"] != "binary32":
        return "all 65,536"
    lo, hi = registry.c_float_text(r["lo"]), registry.c_float_text(r["hi"])
    return "[%s, %s]" % (lo, hi)


def claim_text(r):
    b = r["bound_ulp"]
    return "correctly rounded" if b <= 0.5 else "< %s ulp" % ("%g" % b)


def measured_text(r, acc):
    a = acc.get(r["name"])
    if not a:
        return "(not yet measured on the GPU)"
    sets = " (%d sets)" % a["sets"] if a.get("sets", 1) > 1 else ""
    if a["bound_ulp"] <= 0.5:
        return "%s of %s not correctly rounded%s" % ("{:,}".format(a["not_cr"]), "{:,}".format(a["inputs"]), sets)
    return "%.6f ulp at %s" % (a["max_ulp"], a["max_ulp_at"])


def specials_text(r):
    if r["specials"] == "RESTRICTED":
        return "promised on the domain only; outside it, what the formula gives (`ulpcheck %s` lists the special inputs; tests/test_special.c pins them)" % r["name"]
    return "C99 Annex F %s" % ANNEX_F.get(r["ref"], "")


def sass_text(name, sass):
    f = sass.get(name)
    if not f:
        return ""
    try:
        c = f["counts"]["default"]["sm_90"]
        common = c.get("common", c["total"])
        text = "%d%s" % (c["total"], " + call" if c.get("calls") else "")
        if common != c["total"]:        # a slow path's call or a block for rare arguments jumped over
            text += ", %d on the common path" % common
        return text
    except (KeyError, TypeError):
        return ""


def generate():
    rows = registry.library_rows()
    by_name = {r["name"]: r for r in rows}
    acc, sass = measured()
    headers = public_headers()
    fns, where = [], {}
    for h in headers:
        for name, sig, desc, cold in functions(h):
            fns.append((h, name, sig, desc, cold))
            where[name] = h
    missing = [n for h, n, s, d, c in fns if not d]
    if missing:
        raise Fail("public functions without a comment directly above them: " + ", ".join(missing), 1)
    unlisted = [r["name"] for r in rows if r["name"] not in where]
    if unlisted:
        raise Fail("registry rows with no public function of that name in the headers: " + ", ".join(unlisted), 1)

    out = ["# API reference", "",
           "Generated by `tools/report/api.py` from the public headers and `tools/registry.def` "
           "(measured figures: `docs/gpu.json`, `docs/sass_counts.json`); do not edit by hand. "
           "A test (`api_doc_current`) fails when this file is stale or a public function has no comment.", "",
           "- Include `ulpmath.h` (C99, C++, CUDA), or `ulpmath_cuda.h` in CUDA C++ for the overloads on CUDA's "
           "types, or `ulpmath_gpu_exact.h` for the GPU-exact CPU build. Every function is `static inline` "
           "(`__host__ __device__ __forceinline__` under nvcc); on the CPU link `-lm`.",
           "- The 16-bit functions take and return bit patterns (`uint16_t`) of binary16 or bfloat16; "
           "`um_f16_to_f32`, `um_f32_to_f16_rn`, `um_bf16_to_f32` and `um_f32_to_bf16_rn` convert exactly.",
           "- Names ending in `_` are internal: they may change without notice.",
           "- Accuracy: the claim is what the tests enforce (`tools/registry.def`); \"measured\" is the H200 "
           "run of `tools/gpu_all.sh` on every input of the domain (`docs/gpu_report.md`); the CPU figures "
           "are in `docs/cpu_accuracy.md`. SASS: instructions on sm_90 (`tools/sass/sasscount`).", ""]

    def table(title, intro, names):
        out.extend(["## " + title, ""] + ([intro, ""] if intro else []))
        out.append("| function | header | what | domain (checked) | accuracy: claim | measured (H200) | special values | SASS |")
        out.append("|---|---|---|---|---|---|---|---:|")
        for name in names:
            r = by_name[name]
            h, sig, desc = next((h, s, d) for h, n, s, d, c in fns if n == name)
            out.append("| `%s` | `%s` | %s | %s | %s | %s | %s | %s |" % (
                sig, h, desc, domain_text(r), claim_text(r), measured_text(r, acc),
                specials_text(r), sass_text(name, sass)))
        out.append("")

    lib = [r["name"] for r in rows if not r["name"].endswith("_seed003")]
    seeds = [r["name"] for r in rows if r["name"].endswith("_seed003")]
    table("Functions", "Each is a row of `tools/registry.def`: checked by `ulpcheck` on every input "
          "of its domain, counted by `tools/sass/sasscount`, timed by `bench_gpu`.", lib)
    if seeds:
        table("Baselines: seed 003's constants",
              "The MUFU-free schemes with the constants of seed 003, kept beside the tuned functions "
              "as measured baselines (`tools/tune`, docs/tune.md); prefer the functions above.", seeds)

    out.extend(["## CUDA overloads (`ulpmath_cuda.h`)", "",
                "CUDA C++ only. Each gives the C function's bits, on the GPU and on the host "
                "(`tests/cuda_api.cu` checks every input).", "",
                "| name | overloads | C function |", "|---|---|---|"])
    for name, sig, c in cuda_overloads():
        out.append("| `%s` | %s | %s |" % (name, sig, c))
    out.append("")

    rest = [(h, n, s, d, c) for h, n, s, d, c in fns if n not in by_name]
    out.extend(["## Primitives, conversions and other public functions", "",
                "The portable layer every function is written in (`base.h`: the only file that looks at "
                "`__CUDA_ARCH__`), usable in user code with the same guarantees: explicit rounding, no "
                "contraction, the same bits under `--use_fast_math` on the GPU.", "",
                "| function | header | what |", "|---|---|---|"])
    for h, n, s, d, c in rest:
        out.append("| `%s` | `%s` | %s%s |" % (s, h, d, " (out of line)" if c else ""))
    out.append("")

    macros = []
    for h in headers:
        for line in open(os.path.join(INCLUDE, h)):
            m = re.match(r"#define (ULPMATH_VERSION\w*)\b", line)
            if m and not m.group(1).endswith("_H"):
                macros.append(m.group(1))
    out.extend(["## Macros", "",
                "| macro | meaning |", "|---|---|",
                "| `%s` | the version (`ulpmath/version.h`); `ULPMATH_VERSION` is MAJOR * 10000 + MINOR * 100 + PATCH |"
                % "`, `".join(sorted(set(macros))),
                "| `UM_EMULATE_GPU_MUFU` | defined by the user (or by `ulpmath_gpu_exact.h`): the GPU-exact CPU build; link `ulpmath::gpu_exact` |",
                ""])
    return "\n".join(out)


def main():
    p = Parser("tools/report/api.py", "Write or check docs/api.md.")
    p.add_argument("--out", default=None, help="where to write (default: docs/api.md)")
    p.add_argument("--check", nargs="?", const=DEFAULT_OUT, default=None, metavar="FILE",
                   help="exit 1 if FILE (default docs/api.md) differs from what would be generated")
    a = p.parse_args()
    if a.out and a.check:
        p.error("--out and --check exclude each other")
    if a.out:
        check_writable(p.prog, a.out)
    try:
        text = generate() + "\n"
        if a.check:
            try:
                have = open(a.check).read()
            except OSError as e:
                raise Fail("cannot read %s: %s" % (a.check, e), 1)
            if have != text:
                raise Fail("%s is stale: run tools/report/api.py" % a.check, 1)
            return 0
        with open(a.out or DEFAULT_OUT, "w") as f:
            f.write(text)
        return 0
    except (Fail, registry.RegistryError) as e:
        print("api.py: %s" % e, file=sys.stderr)
        return getattr(e, "status", 2)


if __name__ == "__main__":
    sys.exit(run(main, "tools/report/api.py"))
