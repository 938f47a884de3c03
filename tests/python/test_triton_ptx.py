#!/usr/bin/env python3
"""tests/python/test_triton_ptx.py -- Triton kernels calling every op of
ulpmath.triton compile to PTX and a cubin without a GPU (triton.compile with
an explicit GPUTarget, the package's bitcode library linked through
extern_libs), for every dtype of every op, on sm_90 and sm_80:
  - the PTX calls no ulpmath_* function (the library's functions are
    inlined; only the library's own out-of-line slow paths may be called);
  - with FP fusion on, the PTX has no mul/add/sub without a rounding mode
    (which ptxas could fuse into an FMA): every one is .rn, so the bits do
    not depend on Triton's enable_fp_fusion;
  - without extern_libs the compilation fails (the test can fail);
  - a dtype the op lacks is refused at compile time;
and gpu_check.py's peer kernels (Triton's libdevice) compile.
Exit 77 where Triton is not installed.
"""
import re
import sys
import tempfile

try:
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
except ImportError as e:
    print("test_triton_ptx: skipped: %s" % e)
    sys.exit(77)

import os  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ulpmath.triton as umt  # noqa: E402
import triton_kernels  # noqa: E402

TRITON_PTR = {"float16": "*fp16", "bfloat16": "*bf16", "float32": "*fp32"}
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAILED: ") + what)
    if not cond:
        failures.append(what)


def compile_one(kernel, ptrs, dtype, cc, libs=True):
    sig = {p: TRITON_PTR[dtype] for p in ptrs}
    sig["n"] = "i64"
    src = ASTSource(fn=kernel, signature=sig, constexprs={"BLOCK": 256})
    # FP fusion on, as Triton's default up to 3.9 (3.10 turns it off):
    # the library's arithmetic must not depend on it (below)
    options = {"extern_libs": tuple(umt.extern_libs().items()), "enable_fp_fusion": True} if libs else {}
    return triton.compile(src, target=GPUTarget("cuda", cc, 32), options=options)


def main():
    print("test_triton_ptx: Triton %s, bitcode %s" % (triton.__version__, umt.bitcode_path()))
    module = triton_kernels.load()
    ks = {op: (k, ["X", "O"] if triton_kernels.arity(op) == 1 else ["Y", "X", "O"])
          for op, k in module.kernels.items()}
    for op, (kernel, ptrs) in ks.items():
        for dtype in umt.ops()[op]:
            for cc in (90, 80):
                try:
                    c = compile_one(kernel, ptrs, dtype, cc)
                except Exception as e:  # noqa: BLE001
                    check(False, "%s on %s, sm_%d: %s" % (op, dtype, cc, str(e).splitlines()[-1][:200]))
                    continue
                ptx = c.asm["ptx"]
                calls = sorted(set(re.findall(r"^\s*call(?:\.uni)?\s+(?:\(\w+\),\s*)?(\w+)\s*,", ptx, re.M)))
                bad = [c_ for c_ in calls if c_.startswith("ulpmath_")]
                # a mul, add or sub without a rounding mode may be fused into
                # an FMA by ptxas (Triton emits them so under FP fusion); the
                # library's are all .rn, so its bits do not depend on it
                fusable = re.findall(r"^\s*(?:@%\w+\s+)?((?:mul|add|sub)(?:\.ftz)?\.(?:f32|f16|bf16|f16x2|bf16x2))\b",
                                     ptx, re.M)
                check(".target sm_%d" % cc in ptx and not bad and not fusable and "cubin" in c.asm,
                      "%s on %s, sm_%d: PTX %d lines, cubin %d bytes%s%s" % (
                          op, dtype, cc, ptx.count("\n"), len(c.asm["cubin"]),
                          ("; calls " + ", ".join(calls)) if calls else "",
                          ("; fusable: " + ", ".join(sorted(set(fusable)))) if fusable else ""))
    # the libdevice kernels gpu_check.py times ours against compile too
    for op, kernel in module.peers.items():
        ptrs = ["X", "O"] if triton_kernels.arity(op) == 1 else ["Y", "X", "O"]
        try:
            c = compile_one(kernel, ptrs, "float16", 90, libs=False)
            check("cubin" in c.asm, "libdevice's %s on float16, sm_90 (gpu_check.py's peer)" % op)
        except Exception as e:  # noqa: BLE001
            check(False, "libdevice's %s on float16, sm_90: %s" % (op, str(e).splitlines()[-1][:200]))
    # the controls
    kernel, ptrs = ks["atan2"]
    with tempfile.TemporaryFile(mode="w+") as log:     # Triton prints the whole PTX: keep it out of the log
        sys.stdout.flush()
        saved = os.dup(1), os.dup(2)
        os.dup2(log.fileno(), 1)
        os.dup2(log.fileno(), 2)
        try:
            compile_one(kernel, ptrs, "float16", 90, libs=False)
            message = None
        except Exception as e:  # noqa: BLE001
            message = str(e)
        finally:
            sys.stdout.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
        log.seek(0)
        text = log.read() + (message or "")
    found = re.search(r"Unresolved extern function '(ulpmath_\w+)'", text)
    check(message is not None and found is not None,
          "without extern_libs: refused (%s)" % (found.group(0) if found else "compiled, or another error"))
    try:
        compile_one(kernel, ptrs, "float32", 90)
        check("float32" in umt.ops()["atan2"], "atan2 on float32 compiled although ulpmath has none")
    except Exception as e:  # noqa: BLE001
        check("no function for" in str(e) or "fp32" in str(e),
              "atan2 on float32: refused (%s)" % str(e).strip().splitlines()[-1][:120])
    if failures:
        print("test_triton_ptx: %d FAILED" % len(failures))
        return 1
    print("test_triton_ptx: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
