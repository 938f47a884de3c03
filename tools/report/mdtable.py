#!/usr/bin/env python3
"""tools/mdtable.py -- turn ulpcheck --json output into a Markdown table, and
copy generated tables from docs/ into README.md between markers

    <!-- BEGIN docs/NAME.md -->  ...  <!-- END docs/NAME.md -->

usage: mdtable.py accuracy JSON TITLE > docs/NAME.md
       mdtable.py gpu-summary docs/gpu_report.md > docs/gpu_summary.md
       mdtable.py readme README.md      (refreshes every marked block)
"""
import json, re, sys


def die(msg):
    sys.stderr.write("mdtable: %s\n" % msg)
    sys.exit(2)


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
        if r["format"] == "binary32":
            dom = "[%s, %s]%s" % (r["first"], r["last"], " sampled" if r["sampled"] else "")
        elif pair:
            dom = "%s %s pairs" % ("sampled" if r["sampled"] else "all", r["format"])
        else:
            dom = "all %s" % r["format"]
        if r["format"] == "binary32":
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


def readme(path):
    text = open(path).read()
    def fill(m):
        name = m.group(1)
        try:
            body = open(name).read().rstrip("\n")
        except OSError as e:
            die("README marks %s, which cannot be read: %s" % (name, e))
        return "<!-- BEGIN %s -->\n%s\n<!-- END %s -->" % (name, body, name)
    new = re.sub(r"<!-- BEGIN (\S+) -->.*?<!-- END \1 -->", fill, text, flags=re.S)
    open(path, "w").write(new)


def gpu_summary(path):
    """The parts of tools/gpu_all.sh's report that README.md shows: the stamp,
    the accuracy and flags tables, the agreement check, the throughput ratios
    and the MUFU-bound summary; the rest stays in docs/gpu_report.md."""
    try:
        lines = open(path).read().splitlines()
    except OSError as e:
        die("cannot read %s: %s" % (path, e))
    def block(start, stop):
        """lines from the first that starts with `start` up to (not incl.) the next that starts with `stop`"""
        i = next((k for k, l in enumerate(lines) if l.startswith(start)), None)
        if i is None:
            die("%s has no line starting %r" % (path, start))
        j = next((k for k in range(i + 1, len(lines)) if lines[k].startswith(stop)), len(lines))
        return lines[i:j]
    out = [lines[0], ""]
    out += block("### Accuracy on the GPU", "### Throughput")   # with flags, overloads, agreement
    out += ["### Throughput against CUDA's built-ins (same run)", ""]
    out += block("Ratios, same run", "Per row:")
    out += ["### MUFU-bound scenarios", ""]
    out += block("| kernel | MUFU version", "#####")
    out += ["Full tables, method and every variant: [docs/gpu_report.md](docs/gpu_report.md)."]
    print("\n".join(out).rstrip())


if __name__ == "__main__":
    a = sys.argv[1:]
    if len(a) == 3 and a[0] == "accuracy":
        accuracy(a[1], a[2])
    elif len(a) == 2 and a[0] == "gpu-summary":
        gpu_summary(a[1])
    elif len(a) == 2 and a[0] == "readme":
        readme(a[1])
    else:
        die("usage: mdtable.py accuracy JSON TITLE | gpu-summary REPORT | readme README.md")
