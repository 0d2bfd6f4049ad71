#!/usr/bin/env python3
"""Writes a large generic-form MLIR module for parser/printer benchmarks.

Deterministic (seeded) so runs compare like with like. The module mixes what
real generic IR holds: nested regions with block arguments, multi-result ops,
operand lists, integer/float/string/dense/array attributes, tensor and memref
types, successors between blocks, and trailing locations.

usage: gen_generic.py OUT.mlir [SIZE_MB]
"""
import random
import sys

out_path = sys.argv[1]
target = int(float(sys.argv[2]) * 1_000_000) if len(sys.argv) > 2 else 40_000_000
rng = random.Random(42)
types = ["i32", "i64", "f32", "f64", "index", "tensor<4x8xf32>", "memref<16xi8>", "vector<4xf32>", "i1"]

parts = []
size = 0
fn = 0
while size < target:
    lines = []
    nargs = rng.randint(1, 4)
    arg_types = [rng.choice(types) for _ in range(nargs)]
    lines.append('  "bench.func"() ({')
    lines.append("  ^bb0(" + ", ".join(f"%a{i}: {t}" for i, t in enumerate(arg_types)) + "):")
    vals = [(f"%a{i}", t) for i, t in enumerate(arg_types)]
    n = 0
    for blk in range(3):
        if blk > 0:
            lines.append(f"  ^bb{blk}:")
        for _ in range(rng.randint(40, 80)):
            k = rng.random()
            ty = rng.choice(types)
            ops = [rng.choice(vals) for _ in range(rng.randint(0, 3))]
            operand_list = ", ".join(v for v, _ in ops)
            operand_types = ", ".join(t for _, t in ops)
            if k < 0.5:
                attr = f"{{value = {rng.randint(-100000, 100000)} : i32, name = \"v{n}\"}}"
            elif k < 0.7:
                attr = f"{{scale = {rng.random() * 100:.4f} : f32, flag}}"
            elif k < 0.8:
                attr = f"{{perm = array<i64: 1, 0, 2>, d = dense<[{rng.randint(0, 9)}, 2, 3, 4]> : tensor<4xi32>}}"
            else:
                attr = ""
            if k > 0.95:
                lines.append(f'    %v{n}:2 = "bench.pair"({operand_list}) {attr} : ({operand_types}) -> ({ty}, {ty})')
                vals.append((f"%v{n}#0", ty))
                vals.append((f"%v{n}#1", ty))
            else:
                lines.append(f'    %v{n} = "bench.op{rng.randint(0, 9)}"({operand_list}) {attr} : ({operand_types}) -> {ty}')
                vals.append((f"%v{n}", ty))
            n += 1
        if blk < 2:
            lines.append(f'    "bench.br"()[^bb{blk + 1}] : () -> ()')
        else:
            lines.append('    "bench.return"() : () -> ()')
    lines.append(f'  }}) {{sym_name = "f{fn}"}} : () -> ()')
    text = "\n".join(lines) + "\n"
    parts.append(text)
    size += len(text)
    fn += 1

with open(out_path, "w") as f:
    f.write('"builtin.module"() ({\n')
    f.writelines(parts)
    f.write("}) : () -> ()\n")
