"""tools/report/registry.py -- tools/registry.def read from Python: the rows
as dictionaries, for the generators of docs/api.md and README.md's summary.

Each row is {"macro", "name", "expr", "ref", "lo", "hi", "bound_ulp",
"specials", "kind", "format", "arguments"}: "kind" is "library" (a claim the
tests enforce), "cuda" or "host" (baselines measured beside ours); fields a
row kind lacks are None.  Python 3 standard library only.
"""
import os
import re

TOOLS_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REGISTRY = os.path.join(TOOLS_DIR, "registry.def")

# row macro -> (kind, format, arguments, parameter names)
ROW_MACROS = {
    "UM_F32":         ("library", "binary32", 1, "name expr ref lo hi bound_ulp specials"),
    "UM_F16":         ("library", "binary16", 1, "name expr ref bound_ulp specials"),
    "UM_BF16":        ("library", "bfloat16", 1, "name expr ref bound_ulp specials"),
    "UM_F16_2":       ("library", "binary16", 2, "name expr ref bound_ulp specials"),
    "UM_BF16_2":      ("library", "bfloat16", 2, "name expr ref bound_ulp specials"),
    "UM_CUDA_F32":    ("cuda", "binary32", 1, "name expr ref lo hi"),
    "UM_CUDA_F16":    ("cuda", "binary16", 1, "name expr ref"),
    "UM_CUDA_BF16":   ("cuda", "bfloat16", 1, "name expr ref"),
    "UM_CUDA_F16_2":  ("cuda", "binary16", 2, "name expr ref"),
    "UM_CUDA_BF16_2": ("cuda", "bfloat16", 2, "name expr ref"),
    "UM_HOST_F32":    ("host", "binary32", 1, "name expr ref lo hi"),
    "UM_F32_2":       ("library", "binary32", 2, "name expr ref bound_ulp specials"),
    "UM_CUDA_F32_2":  ("cuda", "binary32", 2, "name expr ref"),
    "UM_HOST_F32_2":  ("host", "binary32", 2, "name expr ref"),
}


class RegistryError(Exception):
    pass


def _split_top(text):
    """split at commas outside parentheses"""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    parts.append(cur.strip())
    return parts


def rows(path=REGISTRY):
    """every row of the registry, in its order"""
    try:
        text = open(path).read()
    except OSError as e:
        raise RegistryError("cannot read %s: %s" % (path, e))
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    out = []
    for m in re.finditer(r"^\s*(UM_[A-Z0-9_]+)\(", text, flags=re.M):
        macro = m.group(1)
        if macro not in ROW_MACROS:
            continue
        i, depth = m.end(), 1
        while depth and i < len(text):
            depth += text[i] == "("
            depth -= text[i] == ")"
            i += 1
        args = _split_top(text[m.end():i - 1])
        kind, fmt, nargs, params = ROW_MACROS[macro]
        names = params.split()
        if len(args) != len(names):
            continue      # the macros' own #define lines and #ifndef guards
        row = dict(zip(names, args))
        row.update(macro=macro, kind=kind, format=fmt, arguments=nargs)
        for k in ("lo", "hi", "bound_ulp", "specials"):
            row.setdefault(k, None)
        if row["bound_ulp"] is not None:
            row["bound_ulp"] = float(row["bound_ulp"])
        out.append(row)
    if not out:
        raise RegistryError("%s: no rows found" % path)
    return out


def library_rows(path=REGISTRY):
    return [r for r in rows(path) if r["kind"] == "library"]


def c_float_text(s):
    """a registry bound such as 0x1.fffffep127f as C99 text without the suffix"""
    return s[:-1] if s and s[-1] in "fF" else s
