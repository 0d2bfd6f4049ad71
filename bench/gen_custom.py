#!/usr/bin/env python3
"""Writes a large custom-form MLIR module of func/arith/cf/scf ops for the
parser/printer benchmark (`bench/parse.sh --custom`).

Deterministic (seeded). Each function mixes what real code holds: constants
(which the printer names `%c0_i32`, `%cst`), integer and float arithmetic with
overflow and fastmath flags, comparisons, selects, casts, `scf.for` loops with
`iter_args`, `scf.if` with results, `scf.while`, calls, and several blocks
joined by `cf.br` / `cf.cond_br`. Every module is valid for mlir-opt-22.

usage: gen_custom.py OUT.mlir [SIZE_MB]
"""
import random
import sys

out_path = sys.argv[1]
target = int(float(sys.argv[2]) * 1_000_000) if len(sys.argv) > 2 else 20_000_000
rng = random.Random(7)

INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divsi", "remui", "shli"]
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "maximumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["oeq", "ogt", "olt", "one", "ord", "ueq", "uno", "une"]


class Fn:
    def __init__(self, idx):
        self.idx = idx
        self.n = 0
        self.lines = []

    def new(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, indent, text):
        self.lines.append(" " * indent + text)


def body(fn, indent, ints, floats, depth):
    """Emits a straight-line run of ops; returns updated value pools."""
    for _ in range(rng.randint(6, 14)):
        k = rng.random()
        if k < 0.15:
            v = fn.new()
            fn.emit(indent, f"{v} = arith.constant {rng.randint(-3, 40)} : i32")
            ints.append(v)
        elif k < 0.22:
            v = fn.new()
            fn.emit(indent, f"{v} = arith.constant {rng.choice(['1.0', '0.5', '-2.25', '3.0e+02'])} : f32")
            floats.append(v)
        elif k < 0.45:
            v = fn.new()
            op = rng.choice(INT_BIN)
            flag = " overflow<nsw>" if op in ("addi", "subi", "muli") and rng.random() < 0.3 else ""
            fn.emit(indent, f"{v} = arith.{op} {rng.choice(ints)}, {rng.choice(ints)}{flag} : i32")
            ints.append(v)
        elif k < 0.62:
            v = fn.new()
            op = rng.choice(FLOAT_BIN)
            flag = " fastmath<fast>" if rng.random() < 0.2 else ""
            fn.emit(indent, f"{v} = arith.{op} {rng.choice(floats)}, {rng.choice(floats)}{flag} : f32")
            floats.append(v)
        elif k < 0.72:
            c = fn.new()
            fn.emit(indent, f"{c} = arith.cmpi {rng.choice(CMPI)}, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            v = fn.new()
            fn.emit(indent, f"{v} = arith.select {c}, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            ints.append(v)
        elif k < 0.78:
            c = fn.new()
            fn.emit(indent, f"{c} = arith.cmpf {rng.choice(CMPF)}, {rng.choice(floats)}, {rng.choice(floats)} : f32")
            v = fn.new()
            fn.emit(indent, f"{v} = arith.select {c}, {rng.choice(floats)}, {rng.choice(floats)} : f32")
            floats.append(v)
        elif k < 0.84:
            v = fn.new()
            fn.emit(indent, f"{v} = arith.sitofp {rng.choice(ints)} : i32 to f32")
            floats.append(v)
            w = fn.new()
            fn.emit(indent, f"{w} = arith.extsi {rng.choice(ints)} : i32 to i64")
            x = fn.new()
            fn.emit(indent, f"{x} = arith.trunci {w} : i64 to i32")
            ints.append(x)
        elif k < 0.92 and depth < 2:
            lb, ub, st = fn.new(), fn.new(), fn.new()
            fn.emit(indent, f"{lb} = arith.constant 0 : index")
            fn.emit(indent, f"{ub} = arith.constant {rng.randint(2, 64)} : index")
            fn.emit(indent, f"{st} = arith.constant 1 : index")
            r, iv, acc = fn.new(), fn.new(), fn.new()
            fn.emit(indent, f"{r} = scf.for {iv} = {lb} to {ub} step {st} iter_args({acc} = {rng.choice(ints)}) -> (i32) {{")
            inner = body(fn, indent + 2, ints + [acc], list(floats), depth + 1)[0]
            fn.emit(indent + 2, f"scf.yield {inner[-1]} : i32")
            fn.emit(indent, "}")
            ints.append(r)
        elif depth < 2:
            c = fn.new()
            fn.emit(indent, f"{c} = arith.cmpi slt, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            r = fn.new()
            fn.emit(indent, f"{r} = scf.if {c} -> (f32) {{")
            a = body(fn, indent + 2, list(ints), list(floats), depth + 1)[1]
            fn.emit(indent + 2, f"scf.yield {a[-1]} : f32")
            fn.emit(indent, "} else {")
            b = body(fn, indent + 2, list(ints), list(floats), depth + 1)[1]
            fn.emit(indent + 2, f"scf.yield {b[-1]} : f32")
            fn.emit(indent, "}")
            floats.append(r)
    return ints, floats


def function(idx):
    fn = Fn(idx)
    fn.emit(2, f"func.func @f{idx}(%a: i32, %b: i32, %x: f32) -> (i32, f32) {{")
    ints, floats = body(fn, 4, ["%a", "%b"], ["%x"], 0)
    c = fn.new()
    fn.emit(4, f"{c} = arith.cmpi sgt, {ints[-1]}, %b : i32")
    fn.emit(4, f"cf.cond_br {c}, ^bb1({ints[-1]} : i32), ^bb2")
    fn.emit(2, f"^bb1({fn.new()}: i32):")
    i1, f1 = body(fn, 4, list(ints), list(floats), 1)
    fn.emit(4, f"cf.br ^bb3({i1[-1]}, {f1[-1]} : i32, f32)")
    fn.emit(2, "^bb2:")
    if idx > 0 and rng.random() < 0.5:
        r = fn.new()
        fn.emit(4, f"{r}:2 = func.call @f{idx - 1}({ints[-1]}, %b, %x) : (i32, i32, f32) -> (i32, f32)")
        fn.emit(4, f"cf.br ^bb3({r}#0, {r}#1 : i32, f32)")
    else:
        fn.emit(4, f"cf.br ^bb3(%a, %x : i32, f32)")
    p, q = fn.new(), fn.new()
    fn.emit(2, f"^bb3({p}: i32, {q}: f32):")
    fn.emit(4, f"return {p}, {q} : i32, f32")
    fn.emit(2, "}")
    return "\n".join(fn.lines) + "\n"


with open(out_path, "w") as f:
    f.write("module {\n")
    size = 0
    i = 0
    while size < target:
        text = function(i)
        f.write(text)
        size += len(text)
        i += 1
    f.write("}\n")
