#!/usr/bin/env python3
"""Differential fuzzing of the VM against MLIR's own lowering.

Generates random verified programs shaped the way real code is and earlier generators were
not: every region-holding op (scf.if with and without results and `else`, scf.for and
affine.for with and without iteration arguments, scf.while, scf.index_switch,
scf.execute_region, a cf diamond) nested in every other; state mutated under those regions
(a module global, through `memref.global` and, in a second copy of each program, through
`util.global`; a local memref with computed indices; a helper function that stores to the
global, called from inside regions; a recursive function); and values used twice by one op
(`arith.addi %a, %a`, `call @h(%x, %x)`, `scf.yield %v, %v`, `cf.br ^b(%v, %v)`,
`return %v, %v`). Scalars of every width: i1, i8, i16, i32, i64, index, f16, bf16, f32, f64
(the half-width floats computed on, converted every way, and carried through every region kind).

Each program is called once; it returns some of its values and the final state of its
global and its local memref, so a store that went missing shows. Nothing is undefined:
divisors are made non-zero (and never -1 for a signed division), shift amounts are reduced
below the width, memref indices are reduced below the size, loops are bounded.

The oracle is MLIR itself: mlir-opt-22 lowers the `memref.global` copy of the whole batch
(with a @main calling every program with its inputs and printing each result's bits) to
the LLVM dialect with PIPELINE below, and mlir-runner-22 runs it, once per batch. The
`util.global` copy must give the same bits, since it computes the same thing.

Usage:
  scripts/fuzz-diff.py --write [--programs N] [--seed S]
      writes the committed sample, tests/fuzz-diff/ (programs.mlir, expected.json), which
      `cargo test -p sigil-jit --test fuzz_diff` checks in both tiers
  scripts/fuzz-diff.py --check [--every N] [--programs N] [--seed S]
      regenerates the sample and asks the oracle again about every Nth program (default 10); fails unless both equal what is
      committed (run by the cargo test under CI)
  scripts/fuzz-diff.py --live N [--batch B] [--seed S] [--keep DIR]
      generates N programs in batches of B, asks the oracle, runs sigil's check on each batch
      (the same test, pointed at the batch through SIGIL_FUZZ_DIFF_DIR) and keeps every
      disagreeing batch under DIR (default /tmp/sigil-fuzz-diff)
Needs mlir-opt-22 and mlir-runner-22 (scripts/install-mlir.sh).
"""

import argparse
import glob
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "tests", "fuzz-diff")
# mlir-22-tools ships the runner's support library versioned; libmlir-22-dev adds the plain name.
RUNNER_LIB = next((p for p in sorted(glob.glob("/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so*"))), "")
# MLIR's lowering to LLVM, pinned: the reference semantics.
# Tensors bufferize first (one-shot, inside functions: no program passes a tensor), linalg
# becomes loops, complex becomes arith; vector ops lower before arith does.
PIPELINE = ("--one-shot-bufferize --convert-linalg-to-loops --convert-complex-to-standard "
            "--lower-affine --convert-scf-to-cf --convert-vector-to-llvm --expand-strided-metadata "
            "--finalize-memref-to-llvm --convert-math-to-llvm --convert-arith-to-llvm "
            "--convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm "
            "--reconcile-unrealized-casts")

# The scalar machinery (types, inputs, the runner's @main) is gen-vm-diff.py's.
_spec = importlib.util.spec_from_file_location("gen_vm_diff", os.path.join(ROOT, "scripts", "gen-vm-diff.py"))
vmdiff = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(vmdiff)
INTS, FLOATS, WIDTH = vmdiff.INTS, vmdiff.FLOATS, vmdiff.WIDTH
TYPES = INTS + FLOATS
# The half-width floats: computed on, carried through every region kind and block argument,
# widened to f32 when a program returns one (function arguments stay of TYPES).
HALVES = ["f16", "bf16"]
ALL_FLOATS = FLOATS + HALVES
RTYPES = TYPES + HALVES
NGLOBAL = 4  # i64 elements of the program's global
NLOCAL = 4   # i32 elements of its local memref

# The value kinds beside scalars; a test checks each is drawn.
VALUE_KINDS = ["vector", "tensor", "complex", "half"]
# Every region kind the generator nests; a test checks each is drawn.
REGION_KINDS = ["if", "if_noelse", "if_results", "for", "for_iter", "affine_for", "affine_if", "while",
                "switch", "execute_region", "parallel"]


class Prog:
    """One program: a function @NAME, its helpers, its global. `mode` is "memref" or "util" (how
    the global is declared and reached); the random choices do not depend on it, so both
    copies of one seed are the same program."""

    def __init__(self, seed, name, mode):
        self.r = random.Random(seed)
        self.name = name
        self.mode = mode
        self.lines = []
        self.n = 0
        self.kinds = set()
        # The region kinds around the statement being generated (outermost first).
        self.around = []
        # Induction variables of affine.for: valid affine dims where visible.
        self.affine_dims = set()
        # Inside scf.parallel: no stores or calls (iterations may run at once; a store
        # there would race).
        self.pure = 0

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, ind, text):
        self.lines.append("  " * ind + text)

    def const(self, ind, ty, value):
        v = self.fresh()
        if ty == "i1":
            self.emit(ind, f"{v} = arith.constant {'true' if value else 'false'}")
        elif ty in ALL_FLOATS:
            self.emit(ind, f"{v} = arith.constant {float(value)!r} : {ty}")
        else:
            self.emit(ind, f"{v} = arith.constant {value} : {ty}")
        return v

    def pick(self, scope, ind, ty):
        vals = [v for (v, t) in scope if t == ty]
        if vals and self.r.random() < 0.85:
            return self.r.choice(vals)
        r = self.r
        if ty in ALL_FLOATS:
            return self.const(ind, ty, r.choice([0.0, -0.0, 1.0, -1.0, 0.5, 2.5, 100.0, -7.25, 1e-3]))
        w = WIDTH[ty]
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if w > 1 else (0, 1)
        return self.const(ind, ty, r.choice([0, 1, 2, 3, 7, lo, hi, -1 if w > 1 else 1, r.randint(lo, hi)]))

    def index_below(self, scope, ind, n):
        """An index value in [0, n), computed from a value in scope."""
        t = self.r.choice(["i64", "i32", "index"])
        src = self.pick(scope, ind, t)
        if t != "index":
            x = self.fresh()
            self.emit(ind, f"{x} = arith.index_cast {src} : {t} to index")
            src = x
        k = self.const(ind, "index", n)
        v = self.fresh()
        self.emit(ind, f"{v} = arith.remui {src}, {k} : index")
        return v

    # State: the global (constant element) and the local memref (any element).
    def gload(self, ind, k):
        v = self.fresh()
        if self.mode == "memref":
            c = self.const(ind, "index", k)
            self.emit(ind, f"{v} = memref.load %glob[{c}] : memref<{NGLOBAL}xi64>")
        else:
            self.emit(ind, f"{v} = util.global.load @{self.name}_u{k} : i64")
        return v

    def gstore(self, ind, x, k):
        if self.mode == "memref":
            c = self.const(ind, "index", k)
            self.emit(ind, f"memref.store {x}, %glob[{c}] : memref<{NGLOBAL}xi64>")
        else:
            self.emit(ind, f"util.global.store {x}, @{self.name}_u{k} : i64")

    def glob_handle(self, ind):
        if self.mode == "memref":
            self.emit(ind, f"%glob = memref.get_global @{self.name}_g : memref<{NGLOBAL}xi64>")

    def as_i64(self, scope, ind, v, t):
        if t == "i64":
            return v
        x = self.fresh()
        if t == "index":
            self.emit(ind, f"{x} = arith.index_cast {v} : index to i64")
        elif t in FLOATS:
            b = self.fresh()
            bt = "i32" if t == "f32" else "i64"
            self.emit(ind, f"{b} = arith.bitcast {v} : {t} to {bt}")
            if bt == "i64":
                return b
            self.emit(ind, f"{x} = arith.extui {b} : i32 to i64")
        else:
            self.emit(ind, f"{x} = arith.extsi {v} : {t} to i64")
        return x

    # One statement; adds its results to `scope`.
    def stmt(self, scope, ind, depth):
        r = self.r
        region_w = 3 if depth < 3 else 0
        kind = r.choices(
            ["ibin", "twice", "idiv", "shift", "cmp", "select", "cast", "fbin", "gload", "gstore", "lload",
             "lstore", "call", "rec", "index", "vector", "tensor", "complex", "region"],
            weights=[8, 3, 3, 2, 3, 2, 4, 5, 3, 0 if self.pure else 4, 3, 0 if self.pure else 4,
                     0 if self.pure else 2, 0 if self.pure else 1, 3, 2, 2, 1, region_w * 4])[0]
        if kind == "ibin":
            ty = r.choice(INTS)
            a, b = self.pick(scope, ind, ty), self.pick(scope, ind, ty)
            op = r.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"])
            v = self.fresh()
            self.emit(ind, f"{v} = arith.{op} {a}, {b} : {ty}")
            scope.append((v, ty))
        elif kind == "twice":
            ty = r.choice(RTYPES)
            a = self.pick(scope, ind, ty)
            op = r.choice(["addf", "mulf", "subf"] if ty in ALL_FLOATS else ["addi", "muli", "subi", "xori"])
            v = self.fresh()
            self.emit(ind, f"{v} = arith.{op} {a}, {a} : {ty}")
            scope.append((v, ty))
        elif kind == "idiv":
            ty = r.choice(INTS[1:])
            a, b = self.pick(scope, ind, ty), self.pick(scope, ind, ty)
            seven, one = self.const(ind, ty, 7), self.const(ind, ty, 1)
            d, d2 = self.fresh(), self.fresh()
            self.emit(ind, f"{d} = arith.andi {b}, {seven} : {ty}")
            self.emit(ind, f"{d2} = arith.ori {d}, {one} : {ty}")
            op = r.choice(["divsi", "divui", "remsi", "remui", "floordivsi", "ceildivsi", "ceildivui"])
            v = self.fresh()
            self.emit(ind, f"{v} = arith.{op} {a}, {d2} : {ty}")
            scope.append((v, ty))
        elif kind == "shift":
            ty = r.choice(INTS)
            a, b = self.pick(scope, ind, ty), self.pick(scope, ind, ty)
            m = self.const(ind, ty, WIDTH[ty] - 1 if ty != "index" else 63)
            amt, v = self.fresh(), self.fresh()
            self.emit(ind, f"{amt} = arith.andi {b}, {m} : {ty}")
            self.emit(ind, f"{v} = arith.{r.choice(['shli', 'shrui', 'shrsi'])} {a}, {amt} : {ty}")
            scope.append((v, ty))
        elif kind == "cmp":
            ty = r.choice(RTYPES)
            a, b = self.pick(scope, ind, ty), self.pick(scope, ind, ty)
            v = self.fresh()
            if ty in ALL_FLOATS:
                p = r.choice(["oeq", "olt", "ole", "one", "ord", "ueq", "ult", "uno", "une", "oge"])
                self.emit(ind, f"{v} = arith.cmpf {p}, {a}, {b} : {ty}")
            else:
                p = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
                self.emit(ind, f"{v} = arith.cmpi {p}, {a}, {b} : {ty}")
            scope.append((v, "i1"))
        elif kind == "select":
            ty = r.choice(RTYPES)
            c = self.pick(scope, ind, "i1")
            a, b = self.pick(scope, ind, ty), self.pick(scope, ind, ty)
            v = self.fresh()
            self.emit(ind, f"{v} = arith.select {c}, {a}, {b} : {ty}")
            scope.append((v, ty))
        elif kind == "cast":
            self.cast(scope, ind)
        elif kind == "fbin":
            ty = r.choice(ALL_FLOATS)
            a, b = self.pick(scope, ind, ty), self.pick(scope, ind, ty)
            op = r.choice(["addf", "subf", "mulf", "divf", "maximumf", "minimumf"])
            v = self.fresh()
            self.emit(ind, f"{v} = arith.{op} {a}, {b} : {ty}")
            scope.append((v, ty))
        elif kind == "gload":
            scope.append((self.gload(ind, r.randrange(NGLOBAL)), "i64"))
        elif kind == "gstore":
            x = self.pick(scope, ind, "i64")
            self.gstore(ind, x, r.randrange(NGLOBAL))
        elif kind == "lload":
            i = self.index_below(scope, ind, NLOCAL)
            v = self.fresh()
            self.emit(ind, f"{v} = memref.load %loc[{i}] : memref<{NLOCAL}xi32>")
            scope.append((v, "i32"))
        elif kind == "lstore":
            x = self.pick(scope, ind, "i32")
            i = self.index_below(scope, ind, NLOCAL)
            self.emit(ind, f"memref.store {x}, %loc[{i}] : memref<{NLOCAL}xi32>")
        elif kind == "call":
            a = self.pick(scope, ind, "i64")
            b = a if r.random() < 0.4 else self.pick(scope, ind, "i64")
            v = self.fresh()
            self.emit(ind, f"{v} = func.call @{self.name}_h({a}, {b}) : (i64, i64) -> i64")
            scope.append((v, "i64"))
        elif kind == "rec":
            a = self.pick(scope, ind, "i32")
            v = self.fresh()
            self.emit(ind, f"{v} = func.call @{self.name}_r({a}) : (i32) -> i32")
            scope.append((v, "i32"))
        elif kind == "index":
            self.index_op(scope, ind)
        elif kind == "vector":
            self.kinds.add("vector")
            self.vector_op(scope, ind)
        elif kind == "tensor":
            self.kinds.add("tensor")
            self.tensor_op(scope, ind)
        elif kind == "complex":
            self.kinds.add("complex")
            self.complex_op(scope, ind)
        else:
            self.region(scope, ind, depth)

    def vector_op(self, scope, ind):
        """A small vector built from scalars, an elementwise op on it (sometimes on one value
        twice), and a scalar back out of it: a reduction (every kind the type allows, with
        and without an accumulator), an element, an element after an insert or a shuffle."""
        r = self.r
        ty = r.choice([t for t in TYPES if t != "i1"])
        n = r.randint(1, 4)
        vt = f"vector<{n}x{ty}>"
        a = self.fresh()
        if r.random() < 0.6:
            elems = [self.pick(scope, ind, ty) for _ in range(n)]
            self.emit(ind, f"{a} = vector.from_elements {', '.join(elems)} : {vt}")
        else:
            self.emit(ind, f"{a} = vector.broadcast {self.pick(scope, ind, ty)} : {ty} to {vt}")
        b = self.fresh()
        self.emit(ind, f"{b} = vector.broadcast {self.pick(scope, ind, ty)} : {ty} to {vt}")
        ops = (["addf", "subf", "mulf", "maximumf", "minimumf"] if ty in FLOATS else
               ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui"])
        c = self.fresh()
        other = a if r.random() < 0.3 else b
        self.emit(ind, f"{c} = arith.{r.choice(ops)} {a}, {other} : {vt}")
        v = self.fresh()
        k = r.choice(["reduce", "extract", "insert", "shuffle"])
        if k == "reduce":
            kinds = (["add", "mul", "minnumf", "maxnumf", "minimumf", "maximumf"] if ty in FLOATS else
                     ["add", "mul", "minui", "minsi", "maxui", "maxsi", "and", "or", "xor"])
            kd = r.choice(kinds)
            if r.random() < 0.5:
                acc = self.pick(scope, ind, ty)
                self.emit(ind, f"{v} = vector.reduction <{kd}>, {c}, {acc} : {vt} into {ty}")
            else:
                self.emit(ind, f"{v} = vector.reduction <{kd}>, {c} : {vt} into {ty}")
        elif k == "extract":
            self.emit(ind, f"{v} = vector.extract {c}[{r.randrange(n)}] : {ty} from {vt}")
        elif k == "insert":
            d = self.fresh()
            x = self.pick(scope, ind, ty)
            self.emit(ind, f"{d} = vector.insert {x}, {c} [{r.randrange(n)}] : {ty} into {vt}")
            self.emit(ind, f"{v} = vector.extract {d}[{r.randrange(n)}] : {ty} from {vt}")
        else:
            m = [r.randrange(2 * n) for _ in range(r.randint(1, 4))]
            d = self.fresh()
            self.emit(ind, f"{d} = vector.shuffle {a}, {c} [{', '.join(map(str, m))}] : {vt}, {vt}")
            self.emit(ind, f"{v} = vector.extract {d}[{r.randrange(len(m))}] : {ty} from vector<{len(m)}x{ty}>")
        scope.append((v, ty))

    def tensor_op(self, scope, ind):
        """A 2x2 tensor from scalars, a linalg op on it (elementwise, matmul, transpose,
        fill, reduce), and one element back."""
        r = self.r
        ty = r.choice(["i8", "i32", "i64", "f32", "f64"])
        tt = f"tensor<2x2x{ty}>"
        a, b, e, o = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.emit(ind, f"{a} = tensor.from_elements {', '.join(self.pick(scope, ind, ty) for _ in range(4))} : {tt}")
        self.emit(ind, f"{b} = tensor.splat {self.pick(scope, ind, ty)} : {tt}")
        self.emit(ind, f"{e} = tensor.empty() : {tt}")
        k = r.choice(["add", "sub", "mul", "max", "min", "matmul", "transpose", "fill", "reduce"])
        rt = tt
        if k in ("add", "sub", "mul", "max", "min"):
            name = {"max": "max", "min": "min"}.get(k, k)
            other = a if r.random() < 0.3 else b
            self.emit(ind, f"{o} = linalg.{name} ins({a}, {other} : {tt}, {tt}) outs({e} : {tt}) -> {tt}")
        elif k == "matmul":
            self.emit(ind, f"{o} = linalg.matmul ins({a}, {b} : {tt}, {tt}) outs({a} : {tt}) -> {tt}")
        elif k == "transpose":
            self.emit(ind, f"{o} = linalg.transpose ins({a} : {tt}) outs({e} : {tt}) permutation = [1, 0]")
        elif k == "fill":
            self.emit(ind, f"{o} = linalg.fill ins({self.pick(scope, ind, ty)} : {ty}) outs({a} : {tt}) -> {tt}")
        else:
            rt = f"tensor<2x{ty}>"
            init = self.fresh()
            self.emit(ind, f"{init} = tensor.splat {self.pick(scope, ind, ty)} : {rt}")
            op = "arith.addf" if ty in FLOATS else "arith.addi"
            self.emit(ind, f"{o} = linalg.reduce ins({a} : {tt}) outs({init} : {rt}) dimensions = [{r.randrange(2)}]")
            self.emit(ind + 1, f"(%in{o[1:]}: {ty}, %acc{o[1:]}: {ty}) {{")
            self.emit(ind + 2, f"%s{o[1:]} = {op} %in{o[1:]}, %acc{o[1:]} : {ty}")
            self.emit(ind + 2, f"linalg.yield %s{o[1:]} : {ty}")
            self.emit(ind + 1, "}")
        v = self.fresh()
        idx = [self.const(ind, "index", r.randrange(2)) for _ in range(1 if rt != tt else 2)]
        self.emit(ind, f"{v} = tensor.extract {o}[{', '.join(idx)}] : {rt}")
        scope.append((v, ty))

    def complex_op(self, scope, ind):
        """Complex arithmetic that rounds the same under any correct lowering (add, sub, neg,
        conj; mul, div and abs have several correct roundings), the parts back out."""
        r = self.r
        ty = r.choice(FLOATS)
        ct = f"complex<{ty}>"
        x, y = self.fresh(), self.fresh()
        self.emit(ind, f"{x} = complex.create {self.pick(scope, ind, ty)}, {self.pick(scope, ind, ty)} : {ct}")
        self.emit(ind, f"{y} = complex.create {self.pick(scope, ind, ty)}, {self.pick(scope, ind, ty)} : {ct}")
        z = self.fresh()
        op = r.choice(["add", "sub", "neg", "conj"])
        if op in ("neg", "conj"):
            self.emit(ind, f"{z} = complex.{op} {x} : {ct}")
        else:
            other = x if r.random() < 0.3 else y
            self.emit(ind, f"{z} = complex.{op} {x}, {other} : {ct}")
        v = self.fresh()
        self.emit(ind, f"{v} = complex.{r.choice(['re', 'im'])} {z} : {ct}")
        scope.append((v, ty))

    def half_cast(self, scope, ind, v):
        """A conversion to or from f16/bf16: every float narrowed or widened (f64 to a half in
        one rounding), integers of every width in (exact or rounded), and the bits both ways."""
        r = self.r
        self.kinds.add("half")
        h = r.choice(HALVES)
        k = r.choice(["trunc", "ext", "itof", "bits", "between"])
        if k == "trunc":
            f = r.choice(FLOATS)
            self.emit(ind, f"{v} = arith.truncf {self.pick(scope, ind, f)} : {f} to {h}")
            scope.append((v, h))
        elif k == "ext":
            f = r.choice(FLOATS)
            self.emit(ind, f"{v} = arith.extf {self.pick(scope, ind, h)} : {h} to {f}")
            scope.append((v, f))
        elif k == "itof":
            t = r.choice(["i1", "i8", "i16", "i32", "i64"])
            self.emit(ind, f"{v} = arith.{r.choice(['sitofp', 'uitofp'])} {self.pick(scope, ind, t)} : {t} to {h}")
            scope.append((v, h))
        elif k == "bits":
            if r.random() < 0.5:
                self.emit(ind, f"{v} = arith.bitcast {self.pick(scope, ind, h)} : {h} to i16")
                scope.append((v, "i16"))
            else:
                self.emit(ind, f"{v} = arith.bitcast {self.pick(scope, ind, 'i16')} : i16 to {h}")
                scope.append((v, h))
        else:
            # f16 to bf16 and back: MLIR's lowering widens to f32 between them, exactly.
            o = "bf16" if h == "f16" else "f16"
            w = self.fresh()
            self.emit(ind, f"{w} = arith.extf {self.pick(scope, ind, h)} : {h} to f32")
            self.emit(ind, f"{v} = arith.truncf {w} : f32 to {o}")
            scope.append((v, o))

    def index_op(self, scope, ind):
        """An op of the `index` dialect (divisors made non-zero, shifts below 64)."""
        r = self.r
        a, b = self.pick(scope, ind, "index"), self.pick(scope, ind, "index")
        v = self.fresh()
        k = r.choice(["bin", "div", "shift", "cmp", "const", "cast"])
        if k == "bin":
            op = r.choice(["add", "sub", "mul", "and", "or", "xor", "maxs", "mins", "maxu", "minu"])
            self.emit(ind, f"{v} = index.{op} {a}, {b}")
        elif k == "div":
            seven, one, d, d2 = self.fresh(), self.fresh(), self.fresh(), self.fresh()
            self.emit(ind, f"{seven} = index.constant 7")
            self.emit(ind, f"{one} = index.constant 1")
            self.emit(ind, f"{d} = index.and {b}, {seven}")
            self.emit(ind, f"{d2} = index.or {d}, {one}")
            op = r.choice(["divs", "divu", "rems", "remu", "ceildivs", "ceildivu", "floordivs"])
            if op == "ceildivs":
                # MLIR 22's --convert-index-to-llvm negates the dividend of `index.ceildivs`,
                # which overflows on -2^63 (ceildivs(-2^63, 7) comes out positive; the index
                # dialect defines it as arith.ceildivsi, -1317624576693539401, sigil's answer,
                # kept by tests/filetests/run/parallel.mlir). The dividend is kept above -2^63.
                lo, a2 = self.fresh(), self.fresh()
                self.emit(ind, f"{lo} = index.constant {-(1 << 63) + 1}")
                self.emit(ind, f"{a2} = index.maxs {a}, {lo}")
                a = a2
            self.emit(ind, f"{v} = index.{op} {a}, {d2}")
        elif k == "shift":
            m, amt = self.fresh(), self.fresh()
            self.emit(ind, f"{m} = index.constant 63")
            self.emit(ind, f"{amt} = index.and {b}, {m}")
            self.emit(ind, f"{v} = index.{r.choice(['shl', 'shrs', 'shru'])} {a}, {amt}")
        elif k == "cmp":
            p = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
            self.emit(ind, f"{v} = index.cmp {p}({a}, {b})")
            scope.append((v, "i1"))
            return
        elif k == "const":
            if r.random() < 0.3:
                self.emit(ind, f"{v} = index.bool.constant {r.choice(['true', 'false'])}")
                scope.append((v, "i1"))
                return
            self.emit(ind, f"{v} = index.constant {r.choice([0, 1, -1, 42, -(1 << 63), (1 << 63) - 1])}")
        else:
            t = r.choice(["i8", "i16", "i32", "i64"])
            if r.random() < 0.5:
                x = self.pick(scope, ind, t)
                self.emit(ind, f"{v} = index.{r.choice(['casts', 'castu'])} {x} : {t} to index")
            else:
                self.emit(ind, f"{v} = index.{r.choice(['casts', 'castu'])} {a} : index to {t}")
                scope.append((v, t))
                return
        scope.append((v, "index"))

    def cast(self, scope, ind):
        r = self.r
        k = r.choice(["ext", "trunc", "index", "itof", "fext", "bitcast", "half"])
        v = self.fresh()
        if k in ("ext", "trunc"):
            a_t, b_t = sorted(r.sample(["i1", "i8", "i16", "i32", "i64"], 2), key=lambda t: WIDTH[t])
            if k == "ext":
                a = self.pick(scope, ind, a_t)
                self.emit(ind, f"{v} = arith.{r.choice(['extsi', 'extui'])} {a} : {a_t} to {b_t}")
                scope.append((v, b_t))
            else:
                a = self.pick(scope, ind, b_t)
                self.emit(ind, f"{v} = arith.trunci {a} : {b_t} to {a_t}")
                scope.append((v, a_t))
        elif k == "index":
            t = r.choice(["i8", "i16", "i32", "i64"])
            if r.random() < 0.5:
                a = self.pick(scope, ind, t)
                self.emit(ind, f"{v} = arith.{r.choice(['index_cast', 'index_castui'])} {a} : {t} to index")
                scope.append((v, "index"))
            else:
                a = self.pick(scope, ind, "index")
                self.emit(ind, f"{v} = arith.index_cast {a} : index to {t}")
                scope.append((v, t))
        elif k == "itof":
            t, f = r.choice(["i8", "i16", "i32", "i64"]), r.choice(FLOATS)
            a = self.pick(scope, ind, t)
            self.emit(ind, f"{v} = arith.{r.choice(['sitofp', 'uitofp'])} {a} : {t} to {f}")
            scope.append((v, f))
        elif k == "half":
            self.half_cast(scope, ind, v)
        elif k == "fext":
            if r.random() < 0.5:
                a = self.pick(scope, ind, "f32")
                self.emit(ind, f"{v} = arith.extf {a} : f32 to f64")
                scope.append((v, "f64"))
            else:
                a = self.pick(scope, ind, "f64")
                self.emit(ind, f"{v} = arith.truncf {a} : f64 to f32")
                scope.append((v, "f32"))
        else:
            i, f = r.choice([("i32", "f32"), ("i64", "f64")])
            if r.random() < 0.5:
                a = self.pick(scope, ind, i)
                self.emit(ind, f"{v} = arith.bitcast {a} : {i} to {f}")
                scope.append((v, f))
            else:
                a = self.pick(scope, ind, f)
                self.emit(ind, f"{v} = arith.bitcast {a} : {f} to {i}")
                scope.append((v, i))

    def body(self, scope, ind, depth, n=None):
        """Statements in a new scope (a region's): the enclosing values are visible, what it
        defines is not visible after it."""
        inner = list(scope)
        for _ in range(n if n is not None else self.r.randint(0, 4)):
            self.stmt(inner, ind, depth + 1)
        return inner

    def yield_vals(self, inner, ind, tys):
        """Values of `tys` to yield; the same value twice when two types agree, sometimes."""
        vals = []
        for t in tys:
            same = [v for v, t2 in zip(vals, tys) if t2 == t]
            if same and self.r.random() < 0.3:
                vals.append(same[0])
            else:
                vals.append(self.pick(inner, ind, t))
        return vals

    def results(self, scope, op, tys, res):
        if len(tys) == 1:
            scope.append((res, tys[0]))
        else:
            for k, t in enumerate(tys):
                scope.append((f"{res}#{k}", t))

    def region(self, scope, ind, depth):
        r = self.r
        kind = r.choice(REGION_KINDS)
        self.kinds.add(kind)
        self.kinds.add(f"{self.around[-1] if self.around else 'func'}>{kind}")
        self.around.append(kind)
        self.region_of(kind, scope, ind, depth)
        self.around.pop()

    def region_of(self, kind, scope, ind, depth):
        r = self.r
        if kind.startswith("if"):
            c = self.pick(scope, ind, "i1")
            if kind == "if_results":
                tys = [r.choice(RTYPES) for _ in range(r.randint(1, 3))]
                res = self.fresh()
                head = f"{res}:{len(tys)} = " if len(tys) > 1 else f"{res} = "
                self.emit(ind, f"{head}scf.if {c} -> ({', '.join(tys)}) {{")
                for branch in range(2):
                    inner = self.body(scope, ind + 1, depth)
                    vals = self.yield_vals(inner, ind + 1, tys)
                    self.emit(ind + 1, f"scf.yield {', '.join(vals)} : {', '.join(tys)}")
                    self.emit(ind, "} else {" if branch == 0 else "}")
                self.results(scope, None, tys, res)
            else:
                self.emit(ind, f"scf.if {c} {{")
                self.body(scope, ind + 1, depth, r.randint(1, 4))
                if kind == "if" and r.random() < 0.8:
                    self.emit(ind, "} else {")
                    self.body(scope, ind + 1, depth, r.randint(1, 3))
                self.emit(ind, "}")
        elif kind in ("for", "for_iter", "affine_for"):
            tys = [r.choice(RTYPES) for _ in range(r.randint(1, 2))] if kind != "for" else []
            if kind == "affine_for" and r.random() < 0.5:
                tys = []
            inits = [self.pick(scope, ind, t) for t in tys]
            iv = self.fresh()
            args = [self.fresh() for _ in tys]
            res = self.fresh()
            head = (f"{res}:{len(tys)} = " if len(tys) > 1 else f"{res} = ") if tys else ""
            # One type is written with and without parentheses (MLIR's parseArrowTypeList takes both).
            arrow_t = tys[0] if len(tys) == 1 and r.random() < 0.5 else f"({', '.join(tys)})"
            iters = (f" iter_args({', '.join(f'{a} = {i}' for a, i in zip(args, inits))}) -> {arrow_t}"
                     if tys else "")
            if kind == "affine_for":
                lo, hi = r.randint(-2, 2), r.randint(-1, 5)
                self.emit(ind, f"{head}affine.for {iv} = {lo} to {hi}{' step 2' if r.random() < 0.3 else ''}{iters} {{")
                yname = "affine.yield"
            else:
                lb = self.const(ind, "index", r.randint(0, 2))
                ub = self.index_below(scope, ind, 6) if r.random() < 0.6 else self.const(ind, "index", r.randint(0, 5))
                st = self.const(ind, "index", r.choice([1, 1, 2, 3]))
                self.emit(ind, f"{head}scf.for {iv} = {lb} to {ub} step {st}{iters} {{")
                yname = "scf.yield"
            if kind == "affine_for":
                self.affine_dims.add(iv)
            inner = list(scope) + [(iv, "index")] + list(zip(args, tys))
            inner = self.body(inner, ind + 1, depth, r.randint(1, 4))
            if tys:
                vals = self.yield_vals(inner, ind + 1, tys)
                self.emit(ind + 1, f"{yname} {', '.join(vals)} : {', '.join(tys)}")
            self.emit(ind, "}")
            if tys:
                self.results(scope, None, tys, res)
        elif kind == "affine_if":
            # Dims: affine.for induction variables in scope, or the function's symbol; the
            # symbol: an index defined at the function's top level.
            dims_ok = [v for v, _ in scope if v in self.affine_dims] + ["%sym"]
            dims = [r.choice(dims_ok) for _ in range(r.randint(1, 2))]
            terms = [f"d{k}" for k in range(len(dims))] + ["s0"]
            cons = []
            for _ in range(r.randint(1, 3)):
                parts = []
                for t in r.sample(terms, r.randint(1, len(terms))):
                    f = r.choice(["{}", "{} * 2", "{} * -1", "{} mod 3", "{} floordiv 2", "{} ceildiv 3"])
                    parts.append(f.format(t))
                k = r.randint(-4, 4)
                cons.append(f"{' + '.join(parts)} + {k} {r.choice(['>=', '>=', '=='])} 0")
            cond = f"affine_set<({', '.join(f'd{k}' for k in range(len(dims)))})[s0] : ({', '.join(cons)})>({', '.join(dims)})[%sym]"
            tys = [r.choice(RTYPES) for _ in range(r.randint(1, 2))] if r.random() < 0.5 else []
            res = self.fresh()
            head = (f"{res}:{len(tys)} = " if len(tys) > 1 else f"{res} = ") if tys else ""
            arrow = f" -> ({', '.join(tys)})" if tys else ""
            self.emit(ind, f"{head}affine.if {cond}{arrow} {{")
            has_else = bool(tys) or r.random() < 0.5
            for branch in range(2 if has_else else 1):
                inner = self.body(scope, ind + 1, depth, r.randint(0 if tys else 1, 3))
                if tys:
                    vals = self.yield_vals(inner, ind + 1, tys)
                    self.emit(ind + 1, f"affine.yield {', '.join(vals)} : {', '.join(tys)}")
                self.emit(ind, "} else {" if branch == 0 and has_else else "}")
            if tys:
                self.results(scope, None, tys, res)
        elif kind == "parallel":
            n = r.randint(1, 2)
            lbs = [self.const(ind, "index", r.randint(0, 2)) for _ in range(n)]
            ubs = [self.index_below(scope, ind, 5) if r.random() < 0.5 else self.const(ind, "index", r.randint(0, 4))
                   for _ in range(n)]
            sts = [self.const(ind, "index", r.choice([1, 1, 2])) for _ in range(n)]
            tys = [r.choice(["i32", "i64", "index", "f32", "f64", "f16"]) for _ in range(r.randint(0, 2))]
            inits = [self.pick(scope, ind, t) for t in tys]
            ivs = [self.fresh() for _ in range(n)]
            res = self.fresh()
            head = (f"{res}:{len(tys)} = " if len(tys) > 1 else f"{res} = ") if tys else ""
            init_txt = f" init ({', '.join(inits)}) -> ({', '.join(tys)})" if tys else ""
            self.emit(ind, f"{head}scf.parallel ({', '.join(ivs)}) = ({', '.join(lbs)}) to ({', '.join(ubs)}) "
                           f"step ({', '.join(sts)}){init_txt} {{")
            self.pure += 1
            inner = self.body(list(scope) + [(iv, "index") for iv in ivs], ind + 1, depth, r.randint(1, 4))
            self.pure -= 1
            if tys:
                vals = [self.pick(inner, ind + 1, t) for t in tys]
                self.emit(ind + 1, f"scf.reduce({', '.join(vals)} : {', '.join(tys)}) {{")
                for k, t in enumerate(tys):
                    a, b, v = self.fresh(), self.fresh(), self.fresh()
                    self.emit(ind + 1, f"^bb0({a}: {t}, {b}: {t}):")
                    ops = ["addf", "mulf", "maximumf", "minimumf"] if t in ALL_FLOATS else ["addi", "muli", "maxsi", "xori"]
                    self.emit(ind + 2, f"{v} = arith.{r.choice(ops)} {a}, {b} : {t}")
                    self.emit(ind + 2, f"scf.reduce.return {v} : {t}")
                    self.emit(ind + 1, "}, {" if k + 1 < len(tys) else "}")
            self.emit(ind, "}")
            if tys:
                self.results(scope, None, tys, res)
        elif kind == "while":
            tys = [r.choice(RTYPES) for _ in range(r.randint(0, 2))]
            inits = [self.pick(scope, ind, t) for t in tys]
            zero = self.const(ind, "i32", 0)
            bound = self.const(ind, "i32", r.randint(0, 4))
            one = self.const(ind, "i32", 1)
            k0, ks = self.fresh(), [self.fresh() for _ in tys]
            res = self.fresh()
            all_t = ["i32"] + tys
            inits_txt = ", ".join(f"{a} = {i}" for a, i in zip([k0] + ks, [zero] + inits))
            head = f"{res}:{len(all_t)} = " if len(all_t) > 1 else f"{res} = "
            self.emit(ind, f"{head}scf.while ({inits_txt}) : ({', '.join(all_t)}) -> ({', '.join(all_t)}) {{")
            before = list(scope) + list(zip(ks, tys))
            before = self.body(before, ind + 1, depth, r.randint(0, 2))
            cond = self.fresh()
            self.emit(ind + 1, f"{cond} = arith.cmpi slt, {k0}, {bound} : i32")
            fwd = self.yield_vals(before, ind + 1, tys)
            self.emit(ind + 1, f"scf.condition({cond}) {', '.join([k0] + fwd)} : {', '.join(all_t)}")
            a0, as_ = self.fresh(), [self.fresh() for _ in tys]
            self.emit(ind, "} do {")
            self.emit(ind, f"^bb0({', '.join(f'{a}: {t}' for a, t in zip([a0] + as_, all_t))}):")
            after = list(scope) + list(zip(as_, tys))
            after = self.body(after, ind + 1, depth, r.randint(1, 4))
            nk = self.fresh()
            self.emit(ind + 1, f"{nk} = arith.addi {a0}, {one} : i32")
            vals = self.yield_vals(after, ind + 1, tys)
            self.emit(ind + 1, f"scf.yield {', '.join([nk] + vals)} : {', '.join(all_t)}")
            self.emit(ind, "}")
            self.results(scope, None, all_t, res)
        elif kind == "switch":
            tys = [r.choice(RTYPES) for _ in range(r.randint(0, 2))]
            i = self.index_below(scope, ind, 4)
            res = self.fresh()
            head = (f"{res}:{len(tys)} = " if len(tys) > 1 else f"{res} = ") if tys else ""
            arrow = f" -> {', '.join(tys)}" if tys else ""
            self.emit(ind, f"{head}scf.index_switch {i}{arrow}")
            # At least one case: MLIR lowers a default-only switch to a `cf.switch` without
            # cases, on which mlir-runner-22 crashes in LLVM translation (connectPHINodes) in
            # some layouts; sigil's own file tests cover the default-only switch.
            cases = sorted(r.sample(range(4), r.randint(1, 3)))
            for c in cases + ["default"]:
                self.emit(ind, f"case {c} {{" if c != "default" else "default {")
                inner = self.body(scope, ind + 1, depth)
                vals = self.yield_vals(inner, ind + 1, tys)
                self.emit(ind + 1, f"scf.yield {', '.join(vals)} : {', '.join(tys)}" if tys else "scf.yield")
                self.emit(ind, "}")
            if tys:
                self.results(scope, None, tys, res)
        else:  # execute_region
            tys = [r.choice(RTYPES) for _ in range(r.randint(0, 2))]
            res = self.fresh()
            head = (f"{res}:{len(tys)} = " if len(tys) > 1 else f"{res} = ") if tys else ""
            arrow = f" -> ({', '.join(tys)})" if tys else ""
            self.emit(ind, f"{head}scf.execute_region{arrow} {{")
            inner = self.body(scope, ind + 1, depth, r.randint(1, 4))
            vals = self.yield_vals(inner, ind + 1, tys)
            self.emit(ind + 1, f"scf.yield {', '.join(vals)} : {', '.join(tys)}" if tys else "scf.yield")
            self.emit(ind, "}")
            if tys:
                self.results(scope, None, tys, res)

    def generate(self):
        """The program's text (module-level ops included), its argument and result types."""
        r = self.r
        ins = [r.choice(TYPES) for _ in range(r.randint(1, 4))]
        ginit = [r.randint(-50, 50) for _ in range(NGLOBAL)]
        lines = self.lines
        args = [f"%a{k}" for k in range(len(ins))]
        head_at = len(lines)
        self.glob_handle(1)
        self.emit(1, f"%loc = memref.alloca() : memref<{NLOCAL}xi32>")
        for k in range(NLOCAL):
            c = self.const(1, "index", k)
            x = self.const(1, "i32", r.randint(-9, 9))
            self.emit(1, f"memref.store {x}, %loc[{c}] : memref<{NLOCAL}xi32>")
        scope = list(zip(args, ins))
        # The affine symbol: an index defined at the function's top level, within +-1000 (affine
        # expressions are integers that do not overflow; MLIR's expansion of `ceildiv`, `floordiv`
        # and `mod` overflows on -2^63, where sigil computes the exact value).
        x = self.pick(scope, 1, "i64")
        k = self.const(1, "i64", 1000)
        self.emit(1, f"%symr = arith.remsi {x}, {k} : i64")
        self.emit(1, f"%sym = arith.index_cast %symr : i64 to index")
        scope.append(("%sym", "index"))
        for _ in range(r.randint(2, 8)):
            self.stmt(scope, 1, 0)
        outs_v, outs_t = [], []
        for _ in range(r.randint(1, 3)):
            v, t = r.choice(scope)
            if t in HALVES:
                w = self.fresh()
                self.emit(1, f"{w} = arith.extf {v} : {t} to f32")
                v, t = w, "f32"
            outs_v.append(v)
            outs_t.append(t)
            if r.random() < 0.2:  # the same value twice
                outs_v.append(v)
                outs_t.append(t)
        diamond = r.random() < 0.35
        tail = []
        if diamond:
            # A cf diamond: values through block arguments, one edge passing one value twice.
            self.kinds.add("cf")
            c = self.pick(scope, 1, "i1")
            v = self.pick(scope, 1, "i64")
            self.emit(1, f"cf.cond_br {c}, ^bb1, ^bb2({v}, {v} : i64, i64)")
            self.emit(0, "^bb1:")
            self.around.append("cf")
            s1 = list(scope)
            for _ in range(r.randint(1, 3)):
                self.stmt(s1, 1, 1)
            x, y = self.pick(s1, 1, "i64"), self.pick(s1, 1, "i64")
            self.emit(1, f"cf.br ^bb3({x}, {y} : i64, i64)")
            self.emit(0, "^bb2(%p0: i64, %p1: i64):")
            s2 = list(scope) + [("%p0", "i64"), ("%p1", "i64")]
            for _ in range(r.randint(0, 3)):
                self.stmt(s2, 1, 1)
            x, y = self.pick(s2, 1, "i64"), self.pick(s2, 1, "i64")
            self.emit(1, f"cf.br ^bb3({x}, {y} : i64, i64)")
            self.around.pop()
            self.emit(0, "^bb3(%j0: i64, %j1: i64):")
            outs_v += ["%j0", "%j1"]
            outs_t += ["i64", "i64"]
        # The final state: every global and local element.
        for k in range(NGLOBAL):
            outs_v.append(self.gload(1, k))
            outs_t.append("i64")
        for k in range(NLOCAL):
            c = self.const(1, "index", k)
            v = self.fresh()
            self.emit(1, f"{v} = memref.load %loc[{c}] : memref<{NLOCAL}xi32>")
            outs_v.append(v)
            outs_t.append("i32")
        self.emit(1, f"return {', '.join(outs_v)} : {', '.join(outs_t)}")
        sig = ", ".join(f"{a}: {t}" for a, t in zip(args, ins))
        body = lines[head_at:]
        text = [f"func.func @{self.name}({sig}) -> ({', '.join(outs_t)}) {{"] + body + ["}"]
        text = self.helpers(ginit) + text
        return "\n".join(text), ins, outs_t

    def helpers(self, ginit):
        """The global, a helper that stores to it, and a bounded recursion that does too."""
        n, out = self.name, []
        if self.mode == "memref":
            out.append(f'memref.global "private" @{n}_g : memref<{NGLOBAL}xi64> = dense<{ginit}>')
            get = f"  %glob = memref.get_global @{n}_g : memref<{NGLOBAL}xi64>"
            load = lambda v, k: [f"  %k{k}_{v[1:]} = arith.constant {k} : index",
                                 f"  {v} = memref.load %glob[%k{k}_{v[1:]}] : memref<{NGLOBAL}xi64>"]
            store = lambda x, k, ind="  ": [f"{ind}%s{k}_{x[1:]} = arith.constant {k} : index",
                                            f"{ind}memref.store {x}, %glob[%s{k}_{x[1:]}] : memref<{NGLOBAL}xi64>"]
        else:
            out += [f"util.global private mutable @{n}_u{k} = {x} : i64" for k, x in enumerate(ginit)]
            get = None
            load = lambda v, k: [f"  {v} = util.global.load @{n}_u{k} : i64"]
            store = lambda x, k, ind="  ": [f"{ind}util.global.store {x}, @{n}_u{k} : i64"]
        r = self.r
        k1, k2 = r.randrange(NGLOBAL), r.randrange(NGLOBAL)
        h = [f"func.func private @{n}_h(%x: i64, %y: i64) -> i64 {{"]
        h += [get] if get else []
        h += load("%old", k1)
        h += ["  %m = arith.muli %x, %y : i64", "  %s = arith.addi %old, %m : i64"]
        h += store("%s", k1)
        h += ["  %r = arith.subi %s, %x : i64", "  return %r : i64", "}"]
        rec = [f"func.func private @{n}_r(%n: i32) -> i32 {{",
               "  %c7 = arith.constant 7 : i32", "  %c0 = arith.constant 0 : i32",
               "  %c1 = arith.constant 1 : i32", "  %b = arith.andi %n, %c7 : i32",
               "  %stop = arith.cmpi eq, %b, %c0 : i32"]
        rec += [get] if get else []
        rec += ["  %out = scf.if %stop -> (i32) {", "    scf.yield %c0 : i32", "  } else {",
                "    %b1 = arith.subi %b, %c1 : i32",
                f"    %inner = func.call @{n}_r(%b1) : (i32) -> i32"]
        rec += ["  " + l for l in load("%cur", k2)]
        rec += ["    %w = arith.extsi %b : i32 to i64", "    %nw = arith.addi %cur, %w : i64"]
        rec += store("%nw", k2, "    ")
        rec += ["    %sum = arith.addi %inner, %b : i32", "    scf.yield %sum : i32", "  }",
                "  return %out : i32", "}"]
        return out + h + rec


def make_batch(seed, count, start):
    """`count` programs from `seed`: the memref module, the util module, the cases, the kinds."""
    rng = random.Random(seed)
    mem, utl, cases, kinds = [], [], [], {}
    for i in range(count):
        s = rng.getrandbits(64)
        name = f"p{start + i}"
        a = Prog(s, name, "memref")
        text, ins, outs = a.generate()
        b = Prog(s, name, "util")
        text_u, ins_u, outs_u = b.generate()
        assert (ins, outs) == (ins_u, outs_u)
        mem.append(text)
        utl.append(text_u)
        for k in a.kinds:
            kinds[k] = kinds.get(k, 0) + 1
        inputs = [vmdiff.random_input(a.r, t) for t in ins]
        cases.append({"function": name, "arg_types": ins, "result_types": outs,
                      "inputs": [vmdiff.input_text(v, t) for v, t in zip(inputs, ins)]})
    return mem, utl, cases, kinds


def oracle(mem, cases, workdir):
    """mlir-runner's bits for every case (one lowering and one run for the batch)."""
    runner_cases = [dict(c, inputs=[float(x) if t in FLOATS else int(x) for x, t in zip(c["inputs"], c["arg_types"])])
                    for c in cases]
    text = "\n\n".join(mem) + "\n\n" + vmdiff.runner_main(runner_cases) + "\n"
    src = os.path.join(workdir, "oracle.mlir")
    with open(src, "w") as fh:
        fh.write(text)
    low = subprocess.run(["mlir-opt-22", *PIPELINE.split(), src], capture_output=True, text=True)
    if low.returncode != 0:
        sys.exit("fuzz-diff.py: mlir-opt-22 failed (a generated program does not verify?):\n" + low.stderr[:4000])
    run = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void", f"-shared-libs={RUNNER_LIB}"],
                         input=low.stdout, capture_output=True, text=True)
    if run.returncode != 0:
        raise OracleCrash(run.stderr[:4000])
    bits = [int(x) & (2**64 - 1) for x in run.stdout.split()]
    k = 0
    for c in cases:
        n = len(c["result_types"])
        c["mlir_bits"] = [str(b) for b in bits[k:k + n]]
        k += n
    if k != len(bits):
        sys.exit(f"fuzz-diff.py: mlir-runner printed {len(bits)} values, expected {k}")


class OracleCrash(Exception):
    """mlir-runner-22 crashed on the batch (seen: an LLVM translation crash in connectPHINodes
    on some well-formed programs, an MLIR bug; the programs verify and sigil runs them)."""


def oracle_dropping_crashes(mem, utl, cases, workdir, keep):
    """The oracle on the batch, leaving out (and saving under `keep`) each program that makes
    mlir-runner-22 crash, found by halving."""
    try:
        oracle(mem, cases, workdir)
        return mem, utl, cases, 0
    except OracleCrash as crash:
        if len(mem) == 1:
            os.makedirs(keep, exist_ok=True)
            with open(os.path.join(keep, f"oracle-crash-{cases[0]['function']}.mlir"), "w") as fh:
                fh.write(f"// mlir-runner-22 crashed on this program (inputs {cases[0]['inputs']}):\n")
                fh.write("".join("// " + l + "\n" for l in str(crash).splitlines()[:12]))
                fh.write(mem[0] + "\n")
            return [], [], [], 1
    h = len(mem) // 2
    a = oracle_dropping_crashes(mem[:h], utl[:h], cases[:h], workdir, keep)
    b = oracle_dropping_crashes(mem[h:], utl[h:], cases[h:], workdir, keep)
    return a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]


def write_dir(d, mem, utl, cases, header):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "programs.mlir"), "w") as fh:
        fh.write(header + "\n\n".join(mem) + "\n")
    with open(os.path.join(d, "programs-util.mlir"), "w") as fh:
        fh.write(header + "\n\n".join(utl) + "\n")
    with open(os.path.join(d, "expected.json"), "w") as fh:
        json.dump({"reference": "mlir-opt-22 " + PIPELINE + " | mlir-runner-22", "cases": cases}, fh, indent=0)
        fh.write("\n")


HEADER = ("// @generated by scripts/fuzz-diff.py: random programs for the VM's differential fuzzing\n"
          "// against MLIR (expected.json holds their inputs and mlir-runner-22's answers).\n\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--live", type=int, default=0)
    ap.add_argument("--programs", type=int, default=800)
    ap.add_argument("--batch", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=10, help="--check: ask the oracle about every Nth program")
    ap.add_argument("--keep", default="/tmp/sigil-fuzz-diff")
    args = ap.parse_args()
    if args.write or args.check:
        mem, utl, cases, kinds = make_batch(args.seed, args.programs, 0)
        # Every kind, and every kind nested directly in every other (and in a cf block).
        want = (REGION_KINDS + VALUE_KINDS + ["cf"]
                + [f"{a}>{b}" for a in REGION_KINDS + ["func", "cf"] for b in REGION_KINDS])
        missing = [k for k in want if k not in kinds]
        if missing:
            sys.exit(f"fuzz-diff.py: the sample never draws {missing}")
        with tempfile.TemporaryDirectory() as tmp:
            if args.check:
                # The generator is checked whole; the oracle on every Nth program (mlir-runner's
                # answers of the others are taken as committed).
                with open(os.path.join(OUT, "expected.json")) as fh:
                    committed = json.load(fh)["cases"]
                if len(committed) == len(cases):
                    for c, old in zip(cases, committed):
                        c["mlir_bits"] = old.get("mlir_bits")
                sample = range(0, len(cases), args.every)
                oracle([mem[i] for i in sample], [cases[i] for i in sample], tmp)
            else:
                oracle(mem, cases, tmp)
            if args.check:
                write_dir(tmp, mem, utl, cases, HEADER)
                stale = [f for f in ["programs.mlir", "programs-util.mlir", "expected.json"]
                         if open(os.path.join(tmp, f)).read() != open(os.path.join(OUT, f)).read()]
                if stale:
                    sys.exit(f"fuzz-diff.py --check: {stale} differ from what the script and the oracle give now")
                print(f"fuzz-diff.py --check: {len(cases)} programs as committed, and mlir-runner-22's "
                      f"answers to {len(sample)} of them")
                return
        write_dir(OUT, mem, utl, cases, HEADER)
        print(f"fuzz-diff.py: wrote {len(cases)} programs to {OUT}; region kinds drawn: "
              f"{ {k: v for k, v in kinds.items() if '>' not in k} }, {sum('>' in k for k in kinds)} nestings")
        return
    if not args.live:
        ap.error("--write, --check or --live N")
    # The test binary, built once: later edits of the tree do not change a running campaign.
    built = subprocess.run(["cargo", "test", "--release", "-q", "-p", "sigil-jit", "--test", "fuzz_diff", "--no-run",
                            "--message-format=json"], cwd=ROOT, check=True, capture_output=True, text=True)
    exe = [json.loads(l)["executable"] for l in built.stdout.splitlines()
           if '"executable":"' in l and json.loads(l).get("target", {}).get("name") == "fuzz_diff"][0]
    exe_copy = os.path.join(tempfile.mkdtemp(prefix="fuzz-diff-bin-"), "fuzz_diff")
    shutil.copy(exe, exe_copy)
    done, bad, t0, oracle_crashes = 0, 0, time.time(), 0
    batch_no = 0
    while done < args.live:
        n = min(args.batch, args.live - done)
        seed = args.seed * 1000003 + batch_no
        mem, utl, cases, _ = make_batch(seed, n, done)
        d = tempfile.mkdtemp(prefix="fuzz-diff-")
        mem, utl, cases, crashed = oracle_dropping_crashes(mem, utl, cases, d, args.keep)
        oracle_crashes += crashed
        write_dir(d, mem, utl, cases, HEADER)
        t = subprocess.run([exe_copy, "--nocapture", "programs_agree_with_mlir"],
                           cwd=ROOT, env=dict(os.environ, SIGIL_FUZZ_DIFF_DIR=d), capture_output=True, text=True)
        done += n
        batch_no += 1
        if t.returncode != 0:
            bad += 1
            keep = os.path.join(args.keep, f"batch-{seed}")
            os.makedirs(args.keep, exist_ok=True)
            shutil.rmtree(keep, ignore_errors=True)
            shutil.move(d, keep)
            with open(os.path.join(keep, "report.txt"), "w") as fh:
                fh.write(t.stdout + t.stderr)
            print(f"batch {batch_no} (seed {seed}): DISAGREEMENT, kept in {keep}", flush=True)
        else:
            shutil.rmtree(d)
        print(f"fuzz-diff: {done} programs, {bad} failing batches, {oracle_crashes} programs the oracle crashed on "
              f"(kept in {args.keep}), {time.time() - t0:.0f} s", flush=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
