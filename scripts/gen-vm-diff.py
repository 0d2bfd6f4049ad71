#!/usr/bin/env python3
"""Generates the VM's differential suite: random well-typed scalar functions, their inputs,
and what the reference tools answer for them. Writes tests/vm-diff/functions.mlir (the module)
and tests/vm-diff/expected.json (per case: function, inputs, iree-run-module's printed results
for the vmvx and llvm-cpu backends, and mlir-runner's exact result bits).

The functions use func, arith (every op), math, cf and scf (if, for, while, index_switch,
execute_region) ops, calls between them, and no undefined behaviour: divisors are made non-zero
(and not -1 for a signed division), shift amounts reduced below the width, floats clamped into
range before fptosi/fptoui. Inputs include edge values (0, -1, the extremes, NaN, infinities,
-0.0).

Oracles: mlir-opt-22 lowers the module (with a @main calling every case) to the LLVM dialect
and mlir-runner-22 runs it, printing result bits: MLIR's semantics, exactly. IREE 3.13 compiles
the module once per backend (iree-compile, f64 kept) and iree-run-module runs each case. Where
IREE departs from MLIR (known: fptosi rounding, remf as IEEE remainder, cmpf with NaN,
maximumf(x, NaN), narrow integers not wrapping, transcendental approximations), the test expects
MLIR's answer and lists the departure.

Usage: scripts/gen-vm-diff.py [--functions N] [--seed S]
Needs mlir-opt-22, mlir-runner-22 and IREE's tools (scripts/install-iree.sh --runtime).
"""

import argparse
import json
import math
import os
import random
import struct
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "tests", "vm-diff")
INTS = ["i1", "i8", "i16", "i32", "i64", "index"]
FLOATS = ["f32", "f64"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
RUNNER_LIB = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"


def iree_bin():
    for d in [os.environ.get("SIGIL_IREE_BIN", ""), os.path.join(ROOT, ".venv-iree/bin"), "/tmp/venv-iree/bin"]:
        if d and os.path.exists(os.path.join(d, "iree-run-module")):
            return d
    sys.exit("gen-vm-diff.py: IREE's tools not found (scripts/install-iree.sh --runtime)")


class Fn:
    def __init__(self, rng, name, callees):
        self.rng = rng
        self.name = name
        self.callees = callees
        self.lines = []
        self.n = 0
        self.consts = {}

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, indent, text):
        self.lines.append("  " * indent + text)

    def const(self, ty, value, indent):
        v = self.fresh()
        if ty in FLOATS:
            self.emit(indent, f"{v} = arith.constant {value!r} : {ty}" if isinstance(value, float) else f"{v} = arith.constant {value} : {ty}")
        elif ty == "i1":
            self.emit(indent, f"{v} = arith.constant {'true' if value else 'false'}")
        else:
            self.emit(indent, f"{v} = arith.constant {value} : {ty}")
        return v

    def pick(self, pool, ty, indent):
        vals = pool.get(ty, [])
        if vals and self.rng.random() < 0.85:
            return self.rng.choice(vals)
        r = self.rng
        if ty in FLOATS:
            c = r.choice([0.0, 1.0, -1.0, 0.5, 2.5, 3.0, 100.0, -7.25, 1e-3])
            return self.const(ty, c, indent)
        w = WIDTH[ty]
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if w > 1 else (0, 1)
        c = r.choice([0, 1, 2, 3, 7, lo, hi, -1 if w > 1 else 1, r.randint(lo, hi)])
        return self.const(ty, c, indent)

    def add(self, pool, ty, v):
        pool.setdefault(ty, []).append(v)

    def op(self, pool, indent, depth):
        """Emits one op (or a small construct) and adds its results to `pool`."""
        r = self.rng
        kind = r.choices(
            ["ibin", "idiv", "shift", "cmpi", "select", "icast", "fbin", "fun", "cmpf", "fcast", "f2i", "math",
             "if", "for", "while", "switch", "call", "region", "cfg"],
            weights=[10, 4, 3, 4, 3, 4, 8, 3, 3, 3, 2, 4, 2 if depth < 2 else 0, 2 if depth < 2 else 0,
                     1 if depth < 2 else 0, 1 if depth < 2 else 0, 2 if self.callees else 0, 1 if depth < 2 else 0,
                     1 if depth == 0 else 0])[0]
        if kind == "ibin":
            ty = r.choice(INTS)
            a, b = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
            op = r.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"])
            v = self.fresh()
            self.emit(indent, f"{v} = arith.{op} {a}, {b} : {ty}")
            self.add(pool, ty, v)
        elif kind == "idiv":
            ty = r.choice(INTS[1:])
            a, b = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
            one = self.const(ty, 1, indent)
            d = self.fresh()
            self.emit(indent, f"{d} = arith.ori {b}, {one} : {ty}")
            op = r.choice(["divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi", "ceildivui"])
            if op in ("divsi", "remsi", "ceildivsi", "floordivsi"):
                # Never -1: the smallest value divided by -1 overflows.
                m1 = self.const(ty, -1, indent)
                three = self.const(ty, 3, indent)
                ism1 = self.fresh()
                self.emit(indent, f"{ism1} = arith.cmpi eq, {d}, {m1} : {ty}")
                d2 = self.fresh()
                self.emit(indent, f"{d2} = arith.select {ism1}, {three}, {d} : {ty}")
                d = d2
            v = self.fresh()
            self.emit(indent, f"{v} = arith.{op} {a}, {d} : {ty}")
            self.add(pool, ty, v)
        elif kind == "shift":
            ty = r.choice(INTS)
            a, b = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
            w = self.const(ty, WIDTH[ty], indent) if ty != "i1" else None
            amt = self.fresh()
            if ty == "i1":
                self.emit(indent, f"{amt} = arith.andi {b}, {self.const(ty, 0, indent)} : {ty}")
            else:
                self.emit(indent, f"{amt} = arith.remui {b}, {w} : {ty}")
            op = r.choice(["shli", "shrsi", "shrui"])
            v = self.fresh()
            self.emit(indent, f"{v} = arith.{op} {a}, {amt} : {ty}")
            self.add(pool, ty, v)
        elif kind == "cmpi":
            ty = r.choice(INTS)
            a, b = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
            p = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
            v = self.fresh()
            self.emit(indent, f"{v} = arith.cmpi {p}, {a}, {b} : {ty}")
            self.add(pool, "i1", v)
        elif kind == "select":
            ty = r.choice(INTS + FLOATS)
            c = self.pick(pool, "i1", indent)
            a, b = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
            v = self.fresh()
            self.emit(indent, f"{v} = arith.select {c}, {a}, {b} : {ty}")
            self.add(pool, ty, v)
        elif kind == "icast":
            a_ty, b_ty = r.sample(INTS, 2)
            a = self.pick(pool, a_ty, indent)
            v = self.fresh()
            if "index" in (a_ty, b_ty):
                op = r.choice(["index_cast", "index_castui"])
            elif WIDTH[a_ty] < WIDTH[b_ty]:
                op = r.choice(["extsi", "extui"])
            else:
                op = "trunci"
            self.emit(indent, f"{v} = arith.{op} {a} : {a_ty} to {b_ty}")
            self.add(pool, b_ty, v)
        elif kind == "fbin":
            ty = r.choice(FLOATS)
            a, b = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
            op = r.choice(["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"])
            v = self.fresh()
            self.emit(indent, f"{v} = arith.{op} {a}, {b} : {ty}")
            self.add(pool, ty, v)
        elif kind == "fun":
            ty = r.choice(FLOATS)
            a = self.pick(pool, ty, indent)
            v = self.fresh()
            self.emit(indent, f"{v} = arith.negf {a} : {ty}")
            self.add(pool, ty, v)
        elif kind == "cmpf":
            ty = r.choice(FLOATS)
            a, b = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
            p = r.choice(["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                          "une", "uno", "true"])
            v = self.fresh()
            self.emit(indent, f"{v} = arith.cmpf {p}, {a}, {b} : {ty}")
            self.add(pool, "i1", v)
        elif kind == "fcast":
            choice = r.choice(["extf", "truncf", "sitofp", "uitofp"])
            v = self.fresh()
            if choice == "extf":
                a = self.pick(pool, "f32", indent)
                self.emit(indent, f"{v} = arith.extf {a} : f32 to f64")
                self.add(pool, "f64", v)
            elif choice == "truncf":
                a = self.pick(pool, "f64", indent)
                self.emit(indent, f"{v} = arith.truncf {a} : f64 to f32")
                self.add(pool, "f32", v)
            else:
                ity = r.choice(["i8", "i16", "i32", "i64"])
                fty = r.choice(FLOATS)
                a = self.pick(pool, ity, indent)
                self.emit(indent, f"{v} = arith.{choice} {a} : {ity} to {fty}")
                self.add(pool, fty, v)
        elif kind == "f2i":
            fty = r.choice(FLOATS)
            ity = r.choice(["i8", "i16", "i32", "i64"])
            signed = r.random() < 0.5
            a = self.pick(pool, fty, indent)
            lo = self.const(fty, -100.0 if signed else 0.0, indent)
            hi = self.const(fty, 100.0, indent)
            c1, c2 = self.fresh(), self.fresh()
            # maxnumf drops a NaN: the value is in range, never poison.
            self.emit(indent, f"{c1} = arith.maxnumf {a}, {lo} : {fty}")
            self.emit(indent, f"{c2} = arith.minnumf {c1}, {hi} : {fty}")
            v = self.fresh()
            self.emit(indent, f"{v} = arith.{'fptosi' if signed else 'fptoui'} {c2} : {fty} to {ity}")
            self.add(pool, ity, v)
        elif kind == "math":
            ty = r.choice(FLOATS)
            a = self.pick(pool, ty, indent)
            op = r.choice(["absf", "ceil", "floor", "trunc", "round", "sqrt", "exp", "log", "sin", "cos", "tanh",
                           "atan", "copysign", "atan2", "powf", "fma", "cbrt", "exp2", "log2", "erf"])
            v = self.fresh()
            if op in ("copysign", "atan2", "powf"):
                b = self.pick(pool, ty, indent)
                self.emit(indent, f"{v} = math.{op} {a}, {b} : {ty}")
            elif op == "fma":
                b, c = self.pick(pool, ty, indent), self.pick(pool, ty, indent)
                self.emit(indent, f"{v} = math.fma {a}, {b}, {c} : {ty}")
            else:
                self.emit(indent, f"{v} = math.{op} {a} : {ty}")
            self.add(pool, ty, v)
        elif kind == "if":
            c = self.pick(pool, "i1", indent)
            tys = [r.choice(INTS + FLOATS) for _ in range(r.randint(1, 2))]
            res = self.fresh()
            self.emit(indent, f"{res}:{len(tys)} = scf.if {c} -> ({', '.join(tys)}) {{")
            for branch in range(2):
                inner = {k: list(v) for k, v in pool.items()}
                for _ in range(r.randint(0, 3)):
                    self.op(inner, indent + 1, depth + 1)
                ys = [self.pick(inner, t, indent + 1) for t in tys]
                self.emit(indent + 1, f"scf.yield {', '.join(ys)} : {', '.join(tys)}")
                self.emit(indent, "} else {" if branch == 0 else "}")
            for i, t in enumerate(tys):
                self.add(pool, t, f"{res}#{i}")
        elif kind == "for":
            n = self.pick(pool, "index", indent)
            c7 = self.const("index", 7, indent)
            ub = self.fresh()
            self.emit(indent, f"{ub} = arith.andi {n}, {c7} : index")
            lb, st = self.const("index", 0, indent), self.const("index", 1, indent)
            tys = [r.choice(INTS + FLOATS) for _ in range(r.randint(1, 2))]
            inits = [self.pick(pool, t, indent) for t in tys]
            res, iv = self.fresh(), self.fresh()
            args = [self.fresh() for _ in tys]
            carried = ", ".join(f"{a} = {i}" for a, i in zip(args, inits))
            self.emit(indent, f"{res}:{len(tys)} = scf.for {iv} = {lb} to {ub} step {st} iter_args({carried}) -> ({', '.join(tys)}) {{")
            inner = {k: list(v) for k, v in pool.items()}
            self.add(inner, "index", iv)
            for a, t in zip(args, tys):
                self.add(inner, t, a)
            for _ in range(r.randint(1, 3)):
                self.op(inner, indent + 1, depth + 1)
            ys = [self.pick(inner, t, indent + 1) for t in tys]
            self.emit(indent + 1, f"scf.yield {', '.join(ys)} : {', '.join(tys)}")
            self.emit(indent, "}")
            for i, t in enumerate(tys):
                self.add(pool, t, f"{res}#{i}")
        elif kind == "while":
            tys = [r.choice(INTS + FLOATS) for _ in range(r.randint(0, 2))]
            zero = self.const("i32", 0, indent)
            limit = self.const("i32", r.randint(0, 6), indent)
            inits = [zero] + [self.pick(pool, t, indent) for t in tys]
            all_tys = ["i32"] + tys
            res = self.fresh()
            bargs = [self.fresh() for _ in all_tys]
            self.emit(indent, f"{res}:{len(all_tys)} = scf.while ({', '.join(f'{a} = {i}' for a, i in zip(bargs, inits))}) : ({', '.join(all_tys)}) -> ({', '.join(all_tys)}) {{")
            go = self.fresh()
            self.emit(indent + 1, f"{go} = arith.cmpi slt, {bargs[0]}, {limit} : i32")
            self.emit(indent + 1, f"scf.condition({go}) {', '.join(bargs)} : {', '.join(all_tys)}")
            aargs = [self.fresh() for _ in all_tys]
            self.emit(indent, "} do {")
            self.emit(indent, f"^bb0({', '.join(f'{a}: {t}' for a, t in zip(aargs, all_tys))}):")
            inner = {k: list(v) for k, v in pool.items()}
            for a, t in zip(aargs[1:], tys):
                self.add(inner, t, a)
            for _ in range(r.randint(1, 3)):
                self.op(inner, indent + 1, depth + 1)
            one = self.const("i32", 1, indent + 1)
            nxt = self.fresh()
            self.emit(indent + 1, f"{nxt} = arith.addi {aargs[0]}, {one} : i32")
            ys = [nxt] + [self.pick(inner, t, indent + 1) for t in tys]
            self.emit(indent + 1, f"scf.yield {', '.join(ys)} : {', '.join(all_tys)}")
            self.emit(indent, "}")
            for i, t in enumerate(all_tys):
                self.add(pool, t, f"{res}#{i}")
        elif kind == "switch":
            n = self.pick(pool, "index", indent)
            t = r.choice(INTS + FLOATS)
            res = self.fresh()
            cases = sorted(r.sample(range(-2, 5), r.randint(1, 3)))
            self.emit(indent, f"{res} = scf.index_switch {n} -> {t}")
            for c in cases + ["default"]:
                self.emit(indent, f"case {c} {{" if c != "default" else "default {")
                inner = {k: list(v) for k, v in pool.items()}
                for _ in range(r.randint(0, 2)):
                    self.op(inner, indent + 1, depth + 1)
                self.emit(indent + 1, f"scf.yield {self.pick(inner, t, indent + 1)} : {t}")
                self.emit(indent, "}")
            self.add(pool, t, res)
        elif kind == "region":
            t = r.choice(INTS + FLOATS)
            c = self.pick(pool, "i1", indent)
            a, b = self.pick(pool, t, indent), self.pick(pool, t, indent)
            res = self.fresh()
            self.emit(indent, f"{res} = scf.execute_region -> {t} {{")
            self.emit(indent + 1, f"cf.cond_br {c}, ^bb1, ^bb2")
            self.emit(indent, "^bb1:")
            self.emit(indent + 1, f"scf.yield {a} : {t}")
            self.emit(indent, "^bb2:")
            self.emit(indent + 1, f"scf.yield {b} : {t}")
            self.emit(indent, "}")
            self.add(pool, t, res)
        elif kind == "call":
            name, ins, outs = r.choice(self.callees)
            args = [self.pick(pool, t, indent) for t in ins]
            res = self.fresh()
            self.emit(indent, f"{res}:{len(outs)} = func.call @{name}({', '.join(args)}) : ({', '.join(ins)}) -> ({', '.join(outs)})")
            for i, t in enumerate(outs):
                self.add(pool, t, f"{res}#{i}")
        elif kind == "cfg":
            # Only at the function's top level, where a block can end the body.
            pass

    def generate(self, sig=None):
        r = self.rng
        ins = [r.choice(INTS + FLOATS) for _ in range(r.randint(1, 4))]
        outs = [r.choice(INTS + FLOATS) for _ in range(r.randint(1, 3))]
        if sig:
            ins, outs = sig
        args = [f"%a{i}" for i in range(len(ins))]
        pool = {}
        for a, t in zip(args, ins):
            self.add(pool, t, a)
        for _ in range(r.randint(2, 12)):
            self.op(pool, 1, 0)
        rets = [self.pick(pool, t, 1) for t in outs]
        head = f"func.func @{self.name}({', '.join(f'{a}: {t}' for a, t in zip(args, ins))}) -> ({', '.join(outs)}) {{"
        body = self.lines
        if r.random() < 0.2:
            # End in a diamond of blocks with arguments.
            c = self.pick(pool, "i1", 1)
            alt = [self.pick(pool, t, 1) for t in outs]
            body = self.lines
            body.append(f"  cf.cond_br {c}, ^bb1({', '.join(rets)} : {', '.join(outs)}), ^bb1({', '.join(alt)} : {', '.join(outs)})")
            body.append(f"^bb1({', '.join(f'%r{i}: {t}' for i, t in enumerate(outs))}):")
            rets = [f"%r{i}" for i in range(len(outs))]
        text = "\n".join([head] + body + [f"  return {', '.join(rets)} : {', '.join(outs)}", "}"])
        return text, ins, outs


# Hand-written cases where IREE is known to depart from MLIR's semantics
# (the test lists each departure with both answers and expects MLIR's).
HANDWRITTEN = [
    ("""func.func @h_fptosi(%x: f32) -> (i32, i32) {
  %a = arith.fptosi %x : f32 to i32
  %n = arith.negf %x : f32
  %b = arith.fptosi %n : f32 to i32
  return %a, %b : i32, i32
}""", ["f32"], ["i32", "i32"], [["2.7"], ["0.5"], ["1.5"]]),
    ("""func.func @h_remf(%a: f64, %b: f64) -> f64 {
  %r = arith.remf %a, %b : f64
  return %r : f64
}""", ["f64", "f64"], ["f64"], [["5.5", "2.0"], ["-7.0", "3.0"]]),
    ("""func.func @h_cmpf_nan(%a: f32, %b: f32) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf ule, %a, %b : f32
  %2 = arith.cmpf one, %a, %b : f32
  %3 = arith.cmpf ueq, %a, %b : f32
  %4 = arith.cmpf ord, %a, %b : f32
  %5 = arith.cmpf uno, %a, %b : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}""", ["f32", "f32"], ["i1"] * 6, [["nan", "1.0"], ["1.0", "nan"]]),
    # (IREE 3.13 cannot compile maxnumf/minnumf of f32 arguments.)
    ("""func.func @h_minmax_nan(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  return %0, %1 : f32, f32
}""", ["f32", "f32"], ["f32"] * 2, [["1.0", "nan"], ["nan", "1.0"]]),
    ("""func.func @h_narrow(%a: i8, %b: i16, %c: i1) -> (i8, i8, i16, i1) {
  %0 = arith.addi %a, %a : i8
  %1 = arith.muli %a, %a : i8
  %2 = arith.muli %b, %b : i16
  %3 = arith.addi %c, %c : i1
  return %0, %1, %2, %3 : i8, i8, i16, i1
}""", ["i8", "i16", "i1"], ["i8", "i8", "i16", "i1"], [["100", "300", "1"], ["-128", "-32768", "1"]]),
]


def random_input(r, t):
    if t in FLOATS:
        return r.choice([0.0, -0.0, 1.0, -1.0, 0.5, 3.25, -1e10, 1e-5, 123.456, float("inf"), float("-inf"), float("nan"),
                         r.uniform(-1000, 1000), r.uniform(-1, 1)])
    w = WIDTH[t]
    if w == 1:
        return r.randint(0, 1)
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    return r.choice([0, 1, -1, 2, 7, lo, hi, r.randint(lo, hi), r.randint(-100, 100)])


def input_text(v, t):
    """The `--input` spelling IREE reads back exactly."""
    if t in FLOATS:
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        if t == "f32":
            v = struct.unpack("<f", struct.pack("<f", v))[0]
        return repr(v)
    return str(v)


def runner_main(cases):
    """@main calling every case and printing its results' bits, one per line."""
    lines = ["func.func private @printI64(i64)", "func.func private @printNewline()", "func.func @main() {"]
    k = 0
    for c in cases:
        args = []
        for v, t in zip(c["inputs"], c["arg_types"]):
            k += 1
            n = f"%in{k}"
            if t in FLOATS:
                bits = struct.unpack("<Q", struct.pack("<d", float(v)))[0] if t == "f64" else \
                    struct.unpack("<I", struct.pack("<f", float(v)))[0]
                ity = "i64" if t == "f64" else "i32"
                lines.append(f"  %b{k} = arith.constant {bits if bits < (1 << (WIDTH[ity] - 1)) else bits - (1 << WIDTH[ity])} : {ity}")
                lines.append(f"  {n} = arith.bitcast %b{k} : {ity} to {t}")
            elif t == "i1":
                lines.append(f"  {n} = arith.constant {'true' if int(v) else 'false'}")
            else:
                lines.append(f"  {n} = arith.constant {v} : {t}")
            args.append(n)
        k += 1
        res = f"%res{k}"
        outs = c["result_types"]
        lines.append(f"  {res}:{len(outs)} = func.call @{c['function']}({', '.join(args)}) : ({', '.join(c['arg_types'])}) -> ({', '.join(outs)})")
        for i, t in enumerate(outs):
            k += 1
            x = f"%x{k}"
            if t == "f64":
                lines.append(f"  {x} = arith.bitcast {res}#{i} : f64 to i64")
            elif t == "f32":
                lines.append(f"  %y{k} = arith.bitcast {res}#{i} : f32 to i32")
                lines.append(f"  {x} = arith.extui %y{k} : i32 to i64")
            elif t == "index":
                lines.append(f"  {x} = arith.index_cast {res}#{i} : index to i64")
            elif t == "i64":
                x = f"{res}#{i}"
            else:
                lines.append(f"  {x} = arith.extui {res}#{i} : {t} to i64")
            lines.append(f"  func.call @printI64({x}) : (i64) -> ()")
            lines.append("  func.call @printNewline() : () -> ()")
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--functions", type=int, default=320)
    ap.add_argument("--seed", type=int, default=20261124)
    args = ap.parse_args()
    r = random.Random(args.seed)
    texts, sigs, callees = [], [], []
    for i in range(args.functions):
        f = Fn(r, f"f{i}", list(callees[-20:]))
        text, ins, outs = f.generate()
        texts.append(text)
        sigs.append((f"f{i}", ins, outs))
        callees.append((f"f{i}", ins, outs))
    # IREE's compiler fails on a few well-formed functions (a constant-folded
    # `truncf` of f64, for one): such a function gets a new body of the same
    # signature until the module compiles.
    for attempt in range(200):
        error = build(args, r, texts, sigs)
        if error is None:
            return
        bad = sorted(set(int(m) for m in __import__("re").findall(r"func\.func @f(\d+)\(", error)))
        if not bad:
            sys.exit("iree-compile failed:\n" + error[:3000])
        for i in bad:
            name, ins, outs = sigs[i]
            f = Fn(r, name, [c for c in sigs[max(0, i - 20):i]])
            texts[i], _, _ = f.generate((ins, outs))
            print(f"gen-vm-diff.py: IREE cannot compile @{name}; regenerated", file=sys.stderr)
    sys.exit("gen-vm-diff.py: IREE kept failing")


def build(args, r, texts, sigs):
    """Writes the module and the answers; an iree-compile error, or None."""
    module = "\n\n".join(texts + [h[0] for h in HANDWRITTEN]) + "\n"
    os.makedirs(OUT, exist_ok=True)
    header = ("// Generated by scripts/gen-vm-diff.py: random scalar functions for the VM's differential suite\n"
              "// (tests/vm-diff/expected.json holds their inputs and IREE's and mlir-runner's answers).\n\n")
    path = os.path.join(OUT, "functions.mlir")
    with open(path, "w") as fh:
        fh.write(header + module)
    cases = []
    for name, ins, outs in sigs:
        inputs = [random_input(r, t) for t in ins]
        cases.append({"function": name, "arg_types": ins, "result_types": outs,
                      "inputs": [input_text(v, t) for v, t in zip(inputs, ins)]})
    for text, ins, outs, input_sets in HANDWRITTEN:
        name = text.split("@", 1)[1].split("(", 1)[0]
        for inputs in input_sets:
            cases.append({"function": name, "arg_types": ins, "result_types": outs, "inputs": inputs})
    # mlir-runner: one process for every case.
    main_text = header + module + "\n" + runner_main(
        [dict(c, inputs=[float(x) if t in FLOATS else int(x) for x, t in zip(c["inputs"], c["arg_types"])]) for c in cases]) + "\n"
    # (float("nan") is a positive quiet NaN, as IREE and sigil read "nan".)
    lowered = subprocess.run(
        ["mlir-opt-22", "--convert-scf-to-cf", "--convert-math-to-llvm", "--convert-math-to-libm",
         "--convert-arith-to-llvm", "--convert-index-to-llvm", "--convert-cf-to-llvm", "--convert-func-to-llvm",
         "--reconcile-unrealized-casts", "-"], input=main_text, capture_output=True, text=True)
    if lowered.returncode != 0:
        sys.exit("mlir-opt-22 failed:\n" + lowered.stderr[:3000])
    ran = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void", f"-shared-libs={RUNNER_LIB}"],
                         input=lowered.stdout, capture_output=True, text=True)
    if ran.returncode != 0:
        sys.exit("mlir-runner-22 failed:\n" + ran.stderr[:3000])
    bits = [int(x) for x in ran.stdout.split()]
    k = 0
    for c in cases:
        n = len(c["result_types"])
        c["mlir_bits"] = [b & ((1 << 64) - 1) for b in bits[k:k + n]]
        k += n
    # IREE: one module per backend, one run per case.
    ib = iree_bin()
    for backend, extra in [("vmvx", []), ("llvm-cpu", ["--iree-llvmcpu-target-cpu=generic"])]:
        vmfb = os.path.join("/tmp", f"vm-diff-{backend}.vmfb")
        comp = subprocess.run([os.path.join(ib, "iree-compile"), "--iree-hal-target-device=local",
                               f"--iree-hal-local-target-device-backends={backend}", "--iree-input-demote-f64-to-f32=false",
                               *extra, path, "-o", vmfb], capture_output=True, text=True)
        if comp.returncode != 0:
            return comp.stderr
        for c in cases:
            cmd = [os.path.join(ib, "iree-run-module"), f"--module={vmfb}", f"--function={c['function']}"]
            cmd += [f"--input={x}" for x in c["inputs"]]
            out = subprocess.run(cmd, capture_output=True, text=True)
            c[f"iree_{backend.replace('-', '_')}"] = out.stdout if out.returncode == 0 else f"ERROR {out.returncode}: {out.stderr.strip()[:300]}"
    with open(os.path.join(OUT, "expected.json"), "w") as fh:
        json.dump({"generator": "scripts/gen-vm-diff.py", "seed": args.seed, "cases": cases}, fh, indent=1)
        fh.write("\n")
    print(f"gen-vm-diff.py: {len(cases)} cases written to {OUT}")
    return None


if __name__ == "__main__":
    main()
