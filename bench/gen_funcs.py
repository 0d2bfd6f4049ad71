#!/usr/bin/env python3
"""Writes a generic-form module shaped unlike gen_generic.py's: many small
registered functions (func.func with a `tensor<4x?xf32>` argument and a
discardable attribute dictionary, each body 50 arith ops mixing constants,
`addi` and `mulf`), as a frontend dumping many kernels produces.

Deterministic (seeded). About 4.9 KB per function: 49 MB is 10,000 functions.

usage: gen_funcs.py OUT.mlir [SIZE_MB]
"""
import random
import sys

out_path = sys.argv[1]
target = int(float(sys.argv[2]) * 1_000_000) if len(sys.argv) > 2 else 49_000_000
rng = random.Random(7)

parts = ["module {\n"]
size = 0
fn = 0
while size < target:
    lines = [
        '  "func.func"() <{function_type = (tensor<4x?xf32>, i32, f32) -> (i32, f32), '
        f'sym_name = "kernel{fn}"}}> ({{',
        "  ^bb0(%t: tensor<4x?xf32>, %i: i32, %x: f32):",
    ]
    ints, floats = ["%i"], ["%x"]
    for n in range(50):
        k = rng.random()
        v = f"%v{n}"
        if k < 0.3:
            if rng.random() < 0.5:
                lines.append(f'    {v} = "arith.constant"() <{{value = {rng.randint(-1000, 1000)} : i32}}> : () -> i32')
                ints.append(v)
            else:
                lines.append(f'    {v} = "arith.constant"() <{{value = {rng.uniform(-8, 8):.6e} : f32}}> : () -> f32')
                floats.append(v)
        elif k < 0.65:
            a, b = rng.choice(ints), rng.choice(ints)
            lines.append(f'    {v} = "arith.addi"({a}, {b}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32')
            ints.append(v)
        else:
            a, b = rng.choice(floats), rng.choice(floats)
            lines.append(f'    {v} = "arith.mulf"({a}, {b}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32')
            floats.append(v)
    lines.append(f'    "func.return"({ints[-1]}, {floats[-1]}) : (i32, f32) -> ()')
    lines.append(
        f'  }}) {{bench.kernel = "k{fn}", bench.tile = [{rng.randint(1, 64)}, {rng.randint(1, 64)}], '
        f'bench.cost = {rng.randint(1, 10**6)} : i64}} : () -> ()'
    )
    text = "\n".join(lines) + "\n"
    parts.append(text)
    size += len(text)
    fn += 1
parts.append("}\n")
with open(out_path, "w") as f:
    f.write("".join(parts))
