#!/usr/bin/env python3
"""tools/report/cpu_vector_report.py -- what the compiler made of each library
function's loop in bench_cpu, read from `objdump -d`: for every throughput
kernel bk_tp_<fmt>_<name> of each build (native, noerrno, base, scalar, avx2, avx512,
in link order: tools/bench/bench_cpu.cmake; avx2 and avx512 where the
compiler took their flags) the number of instructions, how many use 512-/256-bit registers
(vectorised), the conditional branches and the calls (e.g. into libm).
An array form's kernel (bk_tp_*_um_*_array) only calls its array function,
which is not inlined (UM_FN_ARRAY, base.h): its row counts that function.

usage: cpu_vector_report.py BENCH_CPU_BINARY   (prints a Markdown table)
"""
import os, re, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "common"))
from umtool import Parser, UsageError, check_readable, check_writable, run  # noqa: E402

BUILDS = ["native", "noerrno", "base", "scalar", "avx2", "avx512"]


def main():
    ap = Parser("tools/report/cpu_vector_report.py",
                "For each library function's loop in bench_cpu: instructions, vector registers, branches, calls (objdump -d).")
    ap.add_argument("binary", metavar="BENCH_CPU_BINARY", help="build/bin/bench_cpu")
    a = ap.parse_args()
    check_readable(a.binary)
    sys.argv[1:] = [a.binary]
    try:
        dis = subprocess.run(["objdump", "-d", "--no-show-raw-insn", a.binary], check=True,
                             capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise UsageError("objdump failed: %s" % e)
    # every function's instructions by start address: an array form's kernel
    # only calls the array function (UM_FN_ARRAY: not inlined), whose body
    # is then the loop to read
    funcs, addr, cur = {}, None, None
    for line in dis.splitlines():
        m = re.match(r"^([0-9a-f]+) <([^>]+)>:$", line)
        if m:
            addr, cur = int(m.group(1), 16), []
            funcs[addr] = cur
        elif cur is not None and "\t" in line:
            cur.append(line.split("\t", 1)[1])
    seen, rows, name, body = {}, [], None, []
    def flush():
        if name is None:
            return
        k = seen.get(name, 0)
        seen[name] = k + 1
        ins = [l.split("\t", 1)[1] for l in body if "\t" in l]
        for i in list(ins):
            t = re.match(r"(?:jmp|call)\s+([0-9a-f]+) <(um_\w+_array)>", i)
            if t and int(t.group(1), 16) in funcs:
                ins = funcs[int(t.group(1), 16)]     # the array function's own loop
                break
        vec = sum(1 for i in ins if re.search(r"%[zy]mm", i))
        jcc = sum(1 for i in ins if re.match(r"j(?!mp)\w+\s", i))
        calls = sorted(set(m.group(1) for i in ins for m in [re.search(r"call\s+\S+ <([^>@+]+)", i)] if m))
        rows.append((name, BUILDS[k] if k < len(BUILDS) else "build %d" % k, len(ins), vec, jcc, calls))
    for line in dis.splitlines():
        m = re.match(r"^[0-9a-f]+ <(bk_tp_(?:f32|f32x2|u16|u16x2)_um_\w+)>:$", line)
        if m or re.match(r"^[0-9a-f]+ <", line):
            flush()
            name, body = (m.group(1), []) if m else (None, [])
        elif name is not None:
            body.append(line)
    flush()
    if not rows:
        sys.stderr.write("cpu_vector_report: no bk_tp_*_um_* kernels in %s\n" % sys.argv[1])
        return 2
    print("| kernel | build | instructions | on zmm/ymm | conditional branches | calls |")
    print("|---|---|---:|---:|---:|---|")
    for n, b, ni, v, j, c in rows:
        print("| `%s` | %s | %d | %d | %d | %s |" % (n.replace("bk_tp_", ""), b, ni, v, j,
                                                  ", ".join("`%s`" % x for x in c) or "-"))
    return 0


if __name__ == "__main__":
    sys.exit(run(main, "tools/report/cpu_vector_report.py"))
