#!/usr/bin/env python3
"""Records MLIR's answers for the memref differential suite: every function of
tests/memref-diff/functions.mlir is called on random inputs by a generated
@main (inputs as writable memref.globals), lowered by mlir-opt-22 to the LLVM
dialect and run by mlir-runner-22, which prints each memref result with
printMemref (and scalar results as one-element memrefs). IREE rejects memref,
affine and bufferization ops at its input, so MLIR's own lowering is the
reference. Writes tests/memref-diff/expected.json, which
crates/vm/tests/memref_differential.rs checks sigil against.

Usage: scripts/gen-memref-diff.py [--seed S]
Needs mlir-opt-22, mlir-runner-22 and libmlir-22-dev's runner libraries.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DIR = os.path.join(ROOT, "tests", "memref-diff")
LIBS = ["/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so", "/usr/lib/llvm-22/lib/libmlir_runner_utils.so"]
PIPELINE = ("--convert-linalg-to-loops --lower-affine --convert-scf-to-cf --expand-strided-metadata "
            "--finalize-memref-to-llvm --convert-math-to-llvm --convert-arith-to-llvm "
            "--convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts")


def signatures(text):
    """(name, [arg types], [result types]) of every func.func."""
    out = []
    for m in re.finditer(r"func\.func @(\w+)\((.*?)\)(?: -> (.*?))? \{", text):
        args = [a.split(":", 1)[1].strip() for a in split_top(m.group(2))]
        res = m.group(3) or ""
        res = res.strip()
        if res.startswith("("):
            res = res[1:-1]
        out.append((m.group(1), args, split_top(res) if res else []))
    return out


def split_top(s):
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def parse_memref(t):
    m = re.match(r"memref<((?:\d+x)*)(\w+)", t)
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    text = open(os.path.join(DIR, "functions.mlir")).read()
    cases = []
    for name, arg_types, res_types in signatures(text):
        inputs = []
        for t in arg_types:
            dims, elem = parse_memref(t)
            n = 1
            for d in dims:
                n *= d
            if elem == "f32":
                vals = [round(rng.uniform(-4, 4), 3) for _ in range(n)]
            else:
                vals = [rng.randint(-50, 50) for _ in range(n)]
            inputs.append({"dtype": elem, "shape": dims, "values": vals})
        # @main: globals for the inputs, the call, a print per result.
        lines = []
        for k, (t, inp) in enumerate(zip(arg_types, inputs)):
            dense = ", ".join(str(v) for v in inp["values"])
            tt = "tensor<" + "".join(f"{d}x" for d in inp["shape"]) + inp["dtype"] + ">"
            lines.append(f'memref.global "private" @in{k} : {t} = dense<[{dense}]> : {tt}'.replace(
                f"dense<[{dense}]> : {tt}", f"dense<{nest(inp['values'], inp['shape'])}>"))
        body = [f"  %a{k} = memref.get_global @in{k} : {t}" for k, t in enumerate(arg_types)]
        rs = ", ".join(f"%r{k}" for k in range(len(res_types)))
        call = f"func.call @{name}({', '.join(f'%a{k}' for k in range(len(arg_types)))}) : ({', '.join(arg_types)}) -> ({', '.join(res_types)})"
        body.append(f"  {rs} = {call}" if res_types else f"  {call}")
        for k, t in enumerate(res_types):
            if t.startswith("memref"):
                dims, elem = parse_memref(t)
                fn = "printMemrefF32" if elem == "f32" else "printMemrefI32"
                body.append(f"  %u{k} = memref.cast %r{k} : {t} to memref<*x{elem}>")
                body.append(f"  func.call @{fn}(%u{k}) : (memref<*x{elem}>) -> ()")
            else:
                body.append(f"  %m{k} = memref.alloca() : memref<1x{t}>")
                body.append(f"  %i{k} = arith.constant 0 : index")
                body.append(f"  memref.store %r{k}, %m{k}[%i{k}] : memref<1x{t}>")
                fn = "printMemrefF32" if t == "f32" else "printMemrefI32"
                body.append(f"  %u{k} = memref.cast %m{k} : memref<1x{t}> to memref<*x{t}>")
                body.append(f"  func.call @{fn}(%u{k}) : (memref<*x{t}>) -> ()")
        module = (text + "\n" + "\n".join(lines) + "\n"
                  "func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}\n"
                  "func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}\n"
                  "func.func @main() {\n" + "\n".join(body) + "\n  return\n}\n")
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(module)
            path = f.name
        low = subprocess.run(["mlir-opt-22", *PIPELINE.split(), path], capture_output=True, text=True)
        if low.returncode != 0:
            sys.exit(f"{name}: mlir-opt-22 failed:\n{low.stderr}")
        run = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void",
                              *[f"-shared-libs={l}" for l in LIBS]], input=low.stdout,
                             capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"{name}: mlir-runner-22 failed:\n{run.stderr}")
        outputs = []
        for chunk in run.stdout.split("Unranked Memref")[1:]:
            sizes = [int(x) for x in re.search(r"sizes = \[([^\]]*)\]", chunk).group(1).split(",") if x.strip()]
            data = chunk.split("data =", 1)[1]
            nums = [float(x) if "." in x or "e" in x or "n" in x.lower() else int(x)
                    for x in re.findall(r"-?(?:nan|inf|\d+(?:\.\d+)?(?:e[-+]?\d+)?)", data)]
            outputs.append({"shape": sizes, "values": nums})
        for k, t in enumerate(res_types):
            if not t.startswith("memref"):
                outputs[k]["shape"] = []
                outputs[k]["scalar"] = True
        cases.append({"function": name, "inputs": inputs, "outputs": outputs})
        os.unlink(path)
    json.dump({"generator": "scripts/gen-memref-diff.py", "seed": args.seed,
               "reference": "mlir-opt-22 lowered to LLVM, run by mlir-runner-22", "cases": cases},
              open(os.path.join(DIR, "expected.json"), "w"), indent=1)
    print(f"gen-memref-diff: {len(cases)} functions")


def nest(vals, shape):
    if not shape:
        return str(vals[0])
    if len(shape) == 1:
        return "[" + ", ".join(str(v) for v in vals) + "]"
    step = len(vals) // shape[0]
    return "[" + ", ".join(nest(vals[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])) + "]"


if __name__ == "__main__":
    main()
