#!/usr/bin/env python3
"""Generates the iree_linalg_ext and StableHLO differential suite: random
functions, their random inputs, and IREE 3.13's llvm-cpu answers. Writes
tests/ext-diff/linalg_ext.mlir and tests/ext-diff/stablehlo.mlir (one
self-contained function per case, each after a `// ----- @name family`
line, so the test loads every case as its own module and one case sigil
cannot load fails alone) and tests/ext-diff/expected.json (per case: module,
function, family, inputs and IREE's outputs as dtype, shape and values;
non-finite floats as the strings "nan", "inf", "-inf", which JSON lacks),
which crates/vm/tests/ext_differential.rs checks sigil against.

The inputs are drawn here, not by IREE's runner, because most families need
shaped ones: in-range and (for unique_indices) distinct scatter/gather
indices, few distinct values so that sorts, top-k and arg_compare meet ties,
bounded values where loops multiply.

Families (docs: tests/ext-diff/README.md):
  iree_linalg_ext: sort (1..3 operands, random dims and types, one-compare,
    lexicographic, transformed and scf.if comparators, ties), scan
    (inclusive/exclusive, every dim, add/mul/max/min), topk and topk_v2
    (with and without input indices), arg_compare (with and without
    index_base), scatter (unique or not, combiners, permuted dimension maps,
    batch ranks 0..2, implicit index depth), gather (same index shapes, with
    and without a mask), attention (shapes, scale, no mask / f32 mask /
    i1 mask, score modifiers, transposed K and V maps), winograd
    input/filter/output transforms (NHWC/NCHW, HWCF/FCHW, partial tiles).
  StableHLO (as JAX writes it): elementwise trees over f32/i32/i1, the shape
    ops, dot_general, reduce (incl. argmax-style two-operand reducers and
    bodies holding if/case), reduce_window, convolution, JAX's gather and
    scatter, sort, iota, dynamic_slice/dynamic_update_slice with
    out-of-range starts, and control flow (while, if, case) nested in each
    other to depth 3 with loop-carried state changed under the regions.

Usage: scripts/gen-ext-diff.py [--seed S]
       scripts/gen-ext-diff.py --check N  (recompile every Nth case's function
           from the committed modules and recompute it from its recorded inputs; the tests run
           this as their live recheck)
Needs IREE's compiler and Python runtime (scripts/install-iree.sh --runtime).
"""

import argparse
import importlib.util
import json
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "tests", "ext-diff")
MODULES = {"ext": "linalg_ext.mlir", "shlo": "stablehlo.mlir"}

# ttype, amap and the IREE lookup are gen-tensor-diff's.
_spec = importlib.util.spec_from_file_location("gen_tensor_diff", os.path.join(ROOT, "scripts", "gen-tensor-diff.py"))
_td = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_td)
ttype, amap = _td.ttype, _td.amap


def iree_bin():
    for d in [os.environ.get("SIGIL_IREE_BIN", ""), os.path.join(ROOT, ".venv-iree/bin"), "/tmp/venv-iree/bin"]:
        if d and os.path.exists(os.path.join(d, "iree-compile")) and os.path.exists(os.path.join(d, "python3")):
            return d
    sys.exit("gen-ext-diff.py: IREE's tools not found (scripts/install-iree.sh --runtime)")


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def f16(x):
    return struct.unpack("e", struct.pack("e", x))[0]


def prod(xs):
    p = 1
    for x in xs:
        p *= x
    return p


FLOATS = ("f32", "f16")


class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.cases = []

    # ----- helpers -----
    def shape(self, rank, lo=1, hi=6):
        return [self.rng.randint(lo, hi) for _ in range(rank)]

    def values(self, dtype, shape, kind="sym"):
        """Flat values of a tensor of `shape` (None: a scalar)."""
        rng = self.rng
        n = 1 if shape is None else prod(shape)
        if dtype == "i1":
            return [rng.randint(0, 1) for _ in range(n)]
        if dtype in ("i32", "i64"):
            lo, hi = {"int": (-100, 100), "small": (-3, 3), "pos": (1, 9)}[kind]
            return [rng.randint(lo, hi) for _ in range(n)]
        rnd = f32 if dtype == "f32" else f16
        if kind == "tie":
            return [rng.choice([-1.5, -0.5, 0.0, 0.5, 1.0, 2.0]) for _ in range(n)]
        if kind == "pos":
            return [rnd(rng.uniform(0.5, 2.0)) for _ in range(n)]
        return [rnd(rng.uniform(-2.0, 2.0)) for _ in range(n)]

    def inp(self, dtype, shape, kind="sym"):
        return [dtype, shape, self.values(dtype, shape, kind)]

    def add(self, module, family, name, text, inputs):
        self.cases.append({"module": module, "family": family, "function": name, "text": text, "inputs": inputs})

    def tie_kind(self, dtype):
        if self.rng.random() < 0.5:
            return "tie" if dtype in FLOATS else "small"
        return "sym" if dtype in FLOATS else "int"

    # ======================= iree_linalg_ext =======================

    def cmp(self, dtype, a, b, out, desc):
        """`out` = `a` before `b` when `desc`=False (ascending)."""
        if dtype in FLOATS:
            return f"{out} = arith.cmpf {'ogt' if desc else 'olt'}, {a}, {b} : {dtype}"
        pred = self.rng.choice(["sgt", "ugt"] if desc else ["slt", "ult"])
        return f"{out} = arith.cmpi {pred}, {a}, {b} : {dtype}"

    def comparator(self, types, key_ops):
        """A comparator body over pairs of `types`: returns (body lines, result)."""
        rng = self.rng
        kind = rng.choice(["one", "one", "lex", "abs", "if"] if len(types) > 1 else ["one", "one", "abs", "negswap"])
        a = lambda k: f"%a{k}"
        b = lambda k: f"%b{k}"
        k0 = key_ops[0]
        t0 = types[k0]
        desc = rng.random() < 0.5
        lines = []
        if kind == "one":
            lines.append(self.cmp(t0, a(k0), b(k0), "%r", desc))
        elif kind == "negswap":
            # Two ops: compare the operands the other way round through a
            # negated copy (floats) or a xor (integers).
            if t0 in FLOATS:
                lines += [f"%na = arith.negf {a(k0)} : {t0}", f"%nb = arith.negf {b(k0)} : {t0}",
                          f"%r = arith.cmpf olt, %nb, %na : {t0}"]
            else:
                lines += [f"%m = arith.constant -1 : {t0}", f"%na = arith.xori {a(k0)}, %m : {t0}",
                          f"%nb = arith.xori {b(k0)}, %m : {t0}", f"%r = arith.cmpi slt, %nb, %na : {t0}"]
        elif kind == "abs":
            if t0 in FLOATS:
                lines += [f"%xa = math.absf {a(k0)} : {t0}", f"%xb = math.absf {b(k0)} : {t0}",
                          self.cmp(t0, "%xa", "%xb", "%r", desc)]
            else:
                lines += [f"%xa = math.absi {a(k0)} : {t0}", f"%xb = math.absi {b(k0)} : {t0}",
                          self.cmp(t0, "%xa", "%xb", "%r", desc)]
        else:
            k1 = key_ops[1]
            t1 = types[k1]
            lines.append(self.cmp(t0, a(k0), b(k0), "%lt0", desc))
            if t0 in FLOATS:
                lines.append(f"%eq0 = arith.cmpf oeq, {a(k0)}, {b(k0)} : {t0}")
            else:
                lines.append(f"%eq0 = arith.cmpi eq, {a(k0)}, {b(k0)} : {t0}")
            lines.append(self.cmp(t1, a(k1), b(k1), "%lt1", rng.random() < 0.5))
            if kind == "lex":
                lines += ["%t = arith.andi %eq0, %lt1 : i1", "%r = arith.ori %lt0, %t : i1"]
            else:
                lines += ["%r = scf.if %eq0 -> (i1) {", "  scf.yield %lt1 : i1", "} else {",
                          "  scf.yield %lt0 : i1", "}"]
        return lines, "%r"

    def sort(self, i):
        rng = self.rng
        rank = rng.randint(1, 3)
        shape = self.shape(rank, 1, 7 if rank > 1 else 12)
        dim = rng.randrange(rank)
        n = rng.randint(1, 3)
        types = [rng.choice(["f32", "i32", "f16"]) for _ in range(n)]
        keys = list(range(n))
        rng.shuffle(keys)
        lines, r = self.comparator(types, keys)
        tts = [ttype(shape, t) for t in types]
        params = ", ".join(f"%x{k}: {t}" for k, t in enumerate(tts))
        bbargs = ", ".join(f"%a{k}: {t}, %b{k}: {t}" for k, t in enumerate(types))
        body = "\n".join("      " + line for line in lines)
        res = ", ".join(f"%s#{k}" for k in range(n)) if n > 1 else "%s"
        name = f"sort{i}"
        text = f"""func.func @{name}({params}) -> ({', '.join(tts)}) {{
  %s{':' + str(n) if n > 1 else ''} = iree_linalg_ext.sort dimension({dim}) outs({', '.join(f'%x{k}' for k in range(n))} : {', '.join(tts)}) {{
    ^bb0({bbargs}):
{body}
      iree_linalg_ext.yield {r} : i1
  }} -> {', '.join(tts)}
  return {res} : {', '.join(tts)}
}}"""
        kinds = [self.tie_kind(t) for t in types]
        self.add("ext", "sort", name, text, [self.inp(t, shape, k) for t, k in zip(types, kinds)])

    def scan(self, i):
        rng = self.rng
        rank = rng.randint(1, 3)
        shape = self.shape(rank, 1, 6 if rank > 1 else 12)
        dim = rng.randrange(rank)
        t = rng.choice(["f32", "i32", "f16"])
        comb = rng.choice(["add", "mul", "max", "min"])
        op = {("add", 0): "arith.addf", ("add", 1): "arith.addi", ("mul", 0): "arith.mulf", ("mul", 1): "arith.muli",
              ("max", 0): "arith.maximumf", ("max", 1): "arith.maxsi", ("min", 0): "arith.minimumf",
              ("min", 1): "arith.minsi"}[comb, int(t not in FLOATS)]
        inclusive = rng.random() < 0.5
        acc = [d for k, d in enumerate(shape) if k != dim]
        it, at = ttype(shape, t), ttype(acc, t)
        swap = rng.random() < 0.3
        x, y = ("%y", "%x") if swap else ("%x", "%y")
        name = f"scan{i}"
        text = f"""func.func @{name}(%in: {it}, %acc: {at}) -> ({it}, {at}) {{
  %e = tensor.empty() : {it}
  %r:2 = iree_linalg_ext.scan dimension({dim}) inclusive({'true' if inclusive else 'false'}) ins(%in : {it}) outs(%e, %acc : {it}, {at}) {{
    ^bb0(%x: {t}, %y: {t}):
      %s = {op} {x}, {y} : {t}
      iree_linalg_ext.yield %s : {t}
  }} -> {it}, {at}
  return %r#0, %r#1 : {it}, {at}
}}"""
        kind = "pos" if comb == "mul" else ("sym" if t in FLOATS else "int")
        if comb == "mul" and t not in FLOATS:
            kind = "small"
        self.add("ext", "scan", name, text, [self.inp(t, shape, kind), self.inp(t, acc, kind)])

    def topk(self, i, v2):
        rng = self.rng
        rank = rng.randint(1, 2)
        shape = self.shape(rank, 1, 6 if rank > 1 else 16)
        dim = rank - 1 if rng.random() < 0.7 else rng.randrange(rank)
        k = rng.randint(1, shape[dim])
        out = list(shape)
        out[dim] = k
        t = rng.choice(["f32", "i32"] + ([] if v2 else ["f16"]))
        desc = rng.random() < 0.6
        with_idx = rng.random() < 0.5
        it, ot, iit, oit = ttype(shape, t), ttype(out, t), ttype(shape, "i32"), ttype(out, "i32")
        if t in FLOATS:
            init = "0xFF800000" if desc else "0x7F800000"
            if t == "f16":
                init = "0xFC00" if desc else "0x7C00"
            pred = "ogt" if desc else "olt"
            cmpop = "arith.cmpf"
        else:
            init = "-2147483648" if desc else "2147483647"
            pred = "sgt" if desc else "slt"
            cmpop = "arith.cmpi"
        name = f"{'topk_v2_' if v2 else 'topk'}{i}"
        params = f"%v: {it}" + (f", %ix: {iit}" if with_idx else "")
        ins = f"ins(%v{', %ix' if with_idx else ''} : {it}{', ' + iit if with_idx else ''})"
        op = "iree_linalg_ext.topk_v2" if v2 else "iree_linalg_ext.topk"
        sorted_attr = " is_sorted" if v2 else ""
        text = f"""func.func @{name}({params}) -> ({ot}, {oit}) {{
  %ev = tensor.empty() : {ot}
  %ei = tensor.empty() : {oit}
  %init = arith.constant {init} : {t}
  %z = arith.constant 0 : i32
  %fv = linalg.fill ins(%init : {t}) outs(%ev : {ot}) -> {ot}
  %fi = linalg.fill ins(%z : i32) outs(%ei : {oit}) -> {oit}
  %r:2 = {op} dimension({dim}){sorted_attr} {ins} outs(%fv, %fi : {ot}, {oit}) {{
    ^bb0(%a: {t}, %b: {t}):
      %c = {cmpop} {pred}, %a, %b : {t}
      iree_linalg_ext.yield %c : i1
  }} -> {ot}, {oit}
  return %r#0, %r#1 : {ot}, {oit}
}}"""
        inputs = [self.inp(t, shape, self.tie_kind(t))]
        if with_idx:
            inputs.append(self.inp("i32", shape, "int"))
        self.add("ext", "topk_v2" if v2 else "topk", name, text, inputs)

    def arg_compare(self, i):
        rng = self.rng
        rank = rng.randint(1, 3)
        shape = self.shape(rank, 1, 6 if rank > 1 else 16)
        dim = rng.randrange(rank)
        out = [d for k, d in enumerate(shape) if k != dim]
        t = rng.choice(["f32", "i32", "f16"])
        desc = rng.random() < 0.5
        it, ot, oit = ttype(shape, t), ttype(out, t), ttype(out, "i32")
        if t in FLOATS:
            cmp = f"arith.cmpf {'ogt' if desc else 'olt'}, %a, %b : {t}"
        else:
            cmp = f"arith.cmpi {'sgt' if desc else 'slt'}, %a, %b : {t}"
        base = rng.random() < 0.4
        bdecl = f"\n  %base = arith.constant {rng.randint(0, 50)} : index" if base else ""
        bclause = " index_base(%base : index)" if base else ""
        name = f"arg_compare{i}"
        # The outs are arguments: arg_compare starts from them.
        text = f"""func.func @{name}(%v: {it}, %ov: {ot}, %oi: {oit}) -> ({ot}, {oit}) {{{bdecl}
  %r:2 = iree_linalg_ext.arg_compare dimension({dim}) ins(%v : {it}) outs(%ov, %oi : {ot}, {oit}){bclause} {{
    ^bb0(%a: {t}, %b: {t}):
      %c = {cmp}
      iree_linalg_ext.yield %c : i1
  }} -> {ot}, {oit}
  return %r#0, %r#1 : {ot}, {oit}
}}"""
        k = self.tie_kind(t)
        self.add("ext", "arg_compare", name, text,
                 [self.inp(t, shape, k), self.inp(t, out, k), self.inp("i32", out, "small")])

    def index_rows(self, batch, dims, unique):
        """Index tuples (one per batch point) into `dims`, distinct if `unique`."""
        rng = self.rng
        nb = prod(batch)
        space = prod(dims)
        if unique:
            nb = min(nb, space)
            flat = rng.sample(range(space), nb)
        else:
            flat = [rng.randrange(space) for _ in range(nb)]
            if nb > 1 and rng.random() < 0.7:
                flat[rng.randrange(nb)] = flat[rng.randrange(nb)]
        rows = []
        for f in flat:
            row = []
            for d in reversed(dims):
                row.append(f % d)
                f //= d
            rows.append(list(reversed(row)))
        return rows

    def indexed_shapes(self, unique, min_batch_rank=0):
        """Shapes shared by scatter and gather: the indexed tensor, the batch,
        the index depth and the dimension map, the slice."""
        rng = self.rng
        rank = rng.randint(1, 3)
        full = self.shape(rank, 1, 6)
        depth = rng.randint(1, rank)
        dim_map = list(range(depth))
        rng.shuffle(dim_map)
        # IREE requires the slice to be the whole of the trailing dims.
        slice_ = full[depth:]
        brank = rng.randint(min_batch_rank, 2)
        batch = self.shape(brank, 1, 4)
        if unique:
            while prod(batch) > prod(full[:depth]):
                batch = [max(1, b - 1) for b in batch]
        # Where the slice is smaller than the tensor the index dims are
        # in range on their own (the slice's dims are never indexed).
        implicit = depth == 1 and brank > 0 and rng.random() < 0.3
        return full, depth, dim_map, slice_, batch, implicit

    def index_input(self, full, depth, dim_map, batch, implicit, unique):
        rows = self.index_rows(batch, [full[d] for d in dim_map], unique)
        if unique and len(rows) < prod(batch):
            raise ValueError("not enough distinct rows")
        flat = [v for r in rows for v in r]
        ishape = batch if implicit else batch + [depth]
        return ["i32", ishape, flat]

    def scatter(self, i):
        rng = self.rng
        t = rng.choice(["f32", "i32", "f16"])
        comb = rng.choice(["set", "add", "max", "min", "sub", "mix"])
        unique = comb == "set" or rng.random() < 0.4
        # IREE 3.13's compiler runs out of memory on a scatter without a
        # batch dimension (indices of shape [depth]): batch rank >= 1.
        full, depth, dim_map, slice_, batch, implicit = self.indexed_shapes(unique, 1)
        ut, ot = ttype(batch + slice_, t), ttype(full, t)
        idx = self.index_input(full, depth, dim_map, batch, implicit, unique)
        itt = ttype(idx[1], "i32")
        fl = t in FLOATS
        body = {
            "set": [],
            "add": [f"%s = {'arith.addf' if fl else 'arith.addi'} %u, %o : {t}"],
            "max": [f"%s = {'arith.maximumf' if fl else 'arith.maxsi'} %o, %u : {t}"],
            "min": [f"%s = {'arith.minimumf' if fl else 'arith.minsi'} %u, %o : {t}"],
            "sub": [f"%s = {'arith.subf' if fl else 'arith.subi'} %o, %u : {t}"],
            "mix": [f"%d = {'arith.addf' if fl else 'arith.addi'} %u, %u : {t}",
                    f"%s = {'arith.subf' if fl else 'arith.subi'} %d, %o : {t}"],
        }[comb]
        res = "%u" if comb == "set" else "%s"
        lines = "\n".join("      " + x for x in body)
        name = f"scatter{i}"
        text = f"""func.func @{name}(%upd: {ut}, %idx: {itt}, %orig: {ot}) -> {ot} {{
  %r = iree_linalg_ext.scatter dimension_map = [{', '.join(map(str, dim_map))}] unique_indices({'true' if unique else 'false'}) ins(%upd, %idx : {ut}, {itt}) outs(%orig : {ot}) {{
    ^bb0(%u: {t}, %o: {t}):
{lines}
      iree_linalg_ext.yield {res} : {t}
  }} -> {ot}
  return %r : {ot}
}}"""
        kind = "sym" if fl else "int"
        self.add("ext", "scatter", name, text, [self.inp(t, batch + slice_, kind), idx, self.inp(t, full, kind)])

    def gather(self, i):
        rng = self.rng
        t = rng.choice(["f32", "i32", "f16"])
        full, depth, dim_map, slice_, batch, implicit = self.indexed_shapes(False)
        if not batch and not slice_:
            # IREE 3.13 fails to compile a gather to a 0-d tensor (its
            # tiling makes a tensor.collapse_shape to rank 0 that does not
            # verify), so the point gather has a batch of one here.
            batch = [1]
        st, ot = ttype(full, t), ttype(batch + slice_, t)
        idx = self.index_input(full, depth, dim_map, batch, implicit, False)
        itt = ttype(idx[1], "i32")
        masked = rng.random() < 0.3
        name = f"gather{i}"
        mt = ttype(batch, "i1")
        if masked:
            ins = f"ins(%src, %idx, %m : {st}, {itt}, {mt})"
            params = f"%src: {st}, %idx: {itt}, %m: {mt}, %o: {ot}"
        else:
            ins = f"ins(%src, %idx : {st}, {itt})"
            params = f"%src: {st}, %idx: {itt}, %o: {ot}"
        text = f"""func.func @{name}({params}) -> {ot} {{
  %r = iree_linalg_ext.gather dimension_map = [{', '.join(map(str, dim_map))}] {ins} outs(%o : {ot}) -> {ot}
  return %r : {ot}
}}"""
        kind = "sym" if t in FLOATS else "int"
        inputs = [self.inp(t, full, kind), idx]
        if masked:
            inputs.append(self.inp("i1", batch))
        inputs.append(self.inp(t, batch + slice_, kind))
        self.add("ext", "gather", name, text, inputs)

    def attention(self, i):
        rng = self.rng
        b, m, k1, n, k2 = rng.randint(1, 2), rng.randint(1, 6), rng.randint(1, 8), rng.randint(1, 8), rng.randint(1, 8)
        t = "f32" if rng.random() < 0.75 else "f16"
        kt = rng.random() < 0.3  # K stored as B x K1 x N
        vt = rng.random() < 0.3  # V stored as B x K2 x N
        mask = rng.choice(["none", "none", "f32", "i1"])
        mod = rng.choice(["id", "id", "mul", "tanh"])
        scale = rng.choice([0.125, 0.25, 0.5, 1.0, 0.3])
        dims = "(d0, d1, d2, d3, d4)"
        qmap = f"affine_map<{dims} -> (d0, d1, d2)>"
        kmap = f"affine_map<{dims} -> (d0, {'d2, d3' if kt else 'd3, d2'})>"
        vmap = f"affine_map<{dims} -> (d0, {'d4, d3' if vt else 'd3, d4'})>"
        smap = f"affine_map<{dims} -> ()>"
        mmap = f"affine_map<{dims} -> (d0, d1, d3)>"
        omap = f"affine_map<{dims} -> (d0, d1, d4)>"
        qs, ks, vs, os_ = [b, m, k1], [b, k1, n] if kt else [b, n, k1], [b, k2, n] if vt else [b, n, k2], [b, m, k2]
        qt, ktt, vtt, ott = ttype(qs, t), ttype(ks, t), ttype(vs, t), ttype(os_, t)
        maps = [qmap, kmap, vmap, smap] + ([mmap] if mask != "none" else []) + [omap]
        mt = ttype([b, m, n], "i1" if mask == "i1" else t)
        params = f"%q: {qt}, %k: {ktt}, %v: {vtt}" + (f", %mask: {mt}" if mask != "none" else "")
        ins = f"%q, %k, %v, %scale{', %mask' if mask != 'none' else ''} : {qt}, {ktt}, {vtt}, {t}{', ' + mt if mask != 'none' else ''}"
        # IREE scores f16 attention in f32: the region's argument is f32.
        st = "f32"
        region = {
            "id": [],
            "mul": [f"%two = arith.constant 0.75 : {st}", f"%y = arith.mulf %s, %two : {st}"],
            "tanh": [f"%y = math.tanh %s : {st}"],
        }[mod]
        ret = "%s" if mod == "id" else "%y"
        body = "\n".join("      " + x for x in region)
        name = f"attention{i}"
        text = f"""func.func @{name}({params}) -> {ott} {{
  %scale = arith.constant {scale} : {t}
  %e = tensor.empty() : {ott}
  %r = iree_linalg_ext.attention <indexing_maps = [{', '.join(maps)}]> ins({ins}) outs(%e : {ott}) {{
    ^bb0(%s: {st}):
{body}
      iree_linalg_ext.yield {ret} : {st}
  }} -> {ott}
  return %r : {ott}
}}"""
        inputs = [self.inp(t, qs), self.inp(t, ks), self.inp(t, vs)]
        if mask == "i1":
            mv = self.values("i1", [b, m, n])
            # Every query row keeps one key: a fully masked row is 0/0.
            for bi in range(b):
                for mi in range(m):
                    mv[(bi * m + mi) * n + rng.randrange(n)] = 1
            inputs.append(["i1", [b, m, n], mv])
        elif mask != "none":
            inputs.append(self.inp(t, [b, m, n]))
        self.add("ext", "attention", name, text, inputs)

    def winograd(self, i):
        rng = self.rng
        which = i % 3
        name = f"winograd{i}"
        if which == 0:
            nchw = rng.random() < 0.4
            single = rng.random() < 0.15
            if single:
                ins, dims, out = [6, 6], [0, 1], [8, 8]
            else:
                nb, c = rng.randint(1, 2), rng.randint(1, 3)
                h, w = rng.randint(3, 20), rng.randint(3, 20)
                th, tw = -(-(h - 2) // 6), -(-(w - 2) // 6)
                ins = [nb, c, h, w] if nchw else [nb, h, w, c]
                dims = [2, 3] if nchw else [1, 2]
                out = [8, 8, nb, th, tw, c]
            it, ot = ttype(ins, "f32"), ttype(out, "f32")
            text = f"""func.func @{name}(%a: {it}) -> {ot} {{
  %e = tensor.empty() : {ot}
  %r = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([{dims[0]}, {dims[1]}]) ins(%a : {it}) outs(%e : {ot}) -> {ot}
  return %r : {ot}
}}"""
            self.add("ext", "winograd_input", name, text, [self.inp("f32", ins)])
        elif which == 1:
            fchw = rng.random() < 0.4
            single = rng.random() < 0.15
            c, f = rng.randint(1, 4), rng.randint(1, 4)
            if single:
                ins, dims, out = [3, 3], [0, 1], [8, 8]
            else:
                ins = [f, c, 3, 3] if fchw else [3, 3, c, f]
                dims = [2, 3] if fchw else [0, 1]
                out = [8, 8, c, f]
            it, ot = ttype(ins, "f32"), ttype(out, "f32")
            text = f"""func.func @{name}(%a: {it}) -> {ot} {{
  %e = tensor.empty() : {ot}
  %r = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([{dims[0]}, {dims[1]}]) ins(%a : {it}) outs(%e : {ot}) -> {ot}
  return %r : {ot}
}}"""
            self.add("ext", "winograd_filter", name, text, [self.inp("f32", ins)])
        else:
            nchw = rng.random() < 0.4
            single = rng.random() < 0.15
            if single:
                ins, dims, out = [8, 8], [0, 1], [6, 6]
            else:
                nb, f = rng.randint(1, 2), rng.randint(1, 3)
                th, tw = rng.randint(1, 2), rng.randint(1, 2)
                h, w = 6 * th, 6 * tw
                ins = [8, 8, nb, th, tw, f]
                out = [nb, f, h, w] if nchw else [nb, h, w, f]
                dims = [2, 3] if nchw else [1, 2]
            it, ot = ttype(ins, "f32"), ttype(out, "f32")
            text = f"""func.func @{name}(%a: {it}) -> {ot} {{
  %e = tensor.empty() : {ot}
  %r = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([{dims[0]}, {dims[1]}]) ins(%a : {it}) outs(%e : {ot}) -> {ot}
  return %r : {ot}
}}"""
            self.add("ext", "winograd_output", name, text, [self.inp("f32", ins)])


def build(seed):
    g = Gen(seed)
    for i in range(40):
        g.sort(i)
    for i in range(30):
        g.scan(i)
    for i in range(20):
        g.topk(i, False)
    for i in range(20):
        g.topk(i, True)
    for i in range(25):
        g.arg_compare(i)
    made = 0
    i = 0
    while made < 35:
        try:
            g.scatter(i)
            made += 1
        except ValueError:
            pass
        i += 1
    for i in range(30):
        g.gather(i)
    for i in range(25):
        g.attention(i)
    for i in range(18):
        g.winograd(i)
    stablehlo_cases(g)
    return g


def stablehlo_cases(g):
    from importlib import util
    spec = util.spec_from_file_location("gen_ext_diff_stablehlo", os.path.join(ROOT, "scripts", "gen_ext_diff_stablehlo.py"))
    mod = util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.generate(g)


def module_text(cases, module):
    parts = ["// Generated by scripts/gen-ext-diff.py; do not edit. One case per `// -----` line.\n"]
    for c in cases:
        if c["module"] == module:
            parts.append(f"// ----- @{c['function']} {c['family']}\n{c['text']}\n")
    return "\n".join(parts)


def iree_compile(ib, path, vmfb, check=True):
    return subprocess.run([os.path.join(ib, "iree-compile"), "--iree-hal-target-backends=llvm-cpu",
                           "--iree-llvmcpu-target-cpu=generic", "--iree-input-type=auto", path, "-o", vmfb],
                          check=check, capture_output=not check, text=True)


def compile_modules(ib, tmp):
    out = {}
    for key, file in MODULES.items():
        if "\n// ----- @" not in open(os.path.join(OUT, file)).read():
            continue
        vmfb = os.path.join(tmp, key + ".vmfb")
        iree_compile(ib, os.path.join(OUT, file), vmfb)
        out[key] = vmfb
    return out


def bisect_failures(ib, tmp, cases, key):
    path = os.path.join(tmp, "bisect.mlir")

    def ok(cs):
        with open(path, "w") as f:
            f.write(module_text(cs, key))
        return iree_compile(ib, path, os.path.join(tmp, "bisect.vmfb"), check=False).returncode == 0

    def rec(cs):
        if ok(cs):
            return []
        if len(cs) == 1:
            return [cs[0]["function"]]
        m = len(cs) // 2
        return rec(cs[:m]) + rec(cs[m:])

    return rec(cases)


def drop_rejected(ib, tmp, cases):
    """Writes the modules, leaving out the cases IREE's compiler rejects
    (found from the lines its errors point at); returns those, with the
    first error of each."""
    rejected = []
    while True:
        lines_of = {}
        for key, file in MODULES.items():
            text = module_text(cases, key)
            with open(os.path.join(OUT, file), "w") as f:
                f.write(text)
            line = 1
            for c in cases:
                if c["module"] == key:
                    start = text.index(f"// ----- @{c['function']} ")
                    n = text.count("\n", 0, start) + 1
                    lines_of[(file, c["function"])] = (n, n + c["text"].count("\n") + 1)
        bad = {}
        for key, file in MODULES.items():
            if "\n// ----- @" not in open(os.path.join(OUT, file)).read():
                continue
            r = iree_compile(ib, os.path.join(OUT, file), os.path.join(tmp, "probe.vmfb"), check=False)
            if r.returncode == 0:
                continue
            found = False
            for m in re.finditer(re.escape(file) + r":(\d+):\d+: error: (.*)", r.stderr):
                ln = int(m.group(1))
                for (f, name), (a, b) in lines_of.items():
                    if f == file and a <= ln <= b:
                        bad.setdefault(name, m.group(2))
                        found = True
            if not found:
                # No line to blame (a failure in code generation): halve
                # the module until the failing cases are alone.
                err = next((x for x in r.stderr.splitlines() if "error:" in x), "iree-compile failed")
                for name in bisect_failures(ib, tmp, [c for c in cases if c["module"] == key], key):
                    bad[name] = err.split("error: ", 1)[-1]
        if not bad:
            return rejected
        for c in cases:
            if c["function"] in bad:
                rejected.append((c["function"], c["family"], bad[c["function"]]))
        cases[:] = [c for c in cases if c["function"] not in bad]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=29)
    ap.add_argument("--check", type=int, default=0)
    ap.add_argument("--only", default="", help="generate only these families (comma-separated), for development")
    args = ap.parse_args()
    if args.check:
        return check(args.check)
    g = build(args.seed)
    cases = g.cases
    if args.only:
        keep = set(args.only.split(","))
        cases = [c for c in cases if c["family"] in keep or c["module"] in keep]
    os.makedirs(OUT, exist_ok=True)
    ib = iree_bin()
    # Cases IREE's compiler rejected on the last run with this seed are left
    # out again without looking for them (bisecting a code-generation
    # failure takes minutes).
    known = []
    old = os.path.join(OUT, "expected.json")
    if os.path.exists(old):
        prev = json.load(open(old))
        if prev.get("seed") == args.seed:
            known = [(r["function"], r["family"], r["error"][len("iree-compile: "):])
                     for r in prev.get("iree_rejects", []) if r["error"].startswith("iree-compile: ")]
            names = {n for n, _, _ in known}
            cases = [c for c in cases if c["function"] not in names]
    with tempfile.TemporaryDirectory() as tmp:
        rejected = known + drop_rejected(ib, tmp, cases)
        for name, family, err in rejected:
            print(f"gen-ext-diff: IREE's compiler rejects @{name} ({family}), left out: {err}")
        vmfbs = compile_modules(ib, tmp)
        runner = os.path.join(tmp, "run.py")
        with open(runner, "w") as f:
            f.write(RUNNER)
        cases_in = os.path.join(tmp, "cases.json")
        with open(cases_in, "w") as f:
            json.dump({"seed": args.seed, "cases": [{k: v for k, v in c.items() if k != "text"} for c in cases],
                       "vmfbs": vmfbs}, f)
        answers = os.path.join(tmp, "answers.jsonl")
        done, failed = [], []
        while len(done) + len(failed) < len(cases):
            subprocess.run([os.path.join(ib, "python3"), runner, cases_in, answers, str(len(done) + len(failed))])
            done, failed, started = [], [], None
            for line in open(answers):
                r = json.loads(line)
                if "start" in r:
                    started = r["start"]
                elif "case" in r:
                    done.append(r["case"])
                    started = None
                else:
                    failed.append({k: r[k] for k in ("failed", "family", "error")})
                    started = None
            if started is not None:
                # The runtime crashed on this case.
                fam = next(c["family"] for c in cases if c["function"] == started)
                with open(answers, "a") as f:
                    f.write(json.dumps({"failed": started, "family": fam, "error": "IREE's runtime crashed"}) + "\n")
                failed.append({"failed": started, "family": fam, "error": "IREE's runtime crashed"})
        for f in failed:
            print(f"gen-ext-diff: IREE's runtime fails @{f['failed']} ({f['family']}), left out: {f['error'][:200]}")
        rejects = [{"function": n, "family": f, "error": "iree-compile: " + e} for n, f, e in rejected]
        rejects += [{"function": f["failed"], "family": f["family"], "error": "runtime: " + f["error"]} for f in failed]
        with open(os.path.join(OUT, "expected.json"), "w") as f:
            json.dump({"generator": "scripts/gen-ext-diff.py", "seed": args.seed, "iree": "3.13.0 llvm-cpu",
                       "iree_rejects": rejects, "cases": done}, f, separators=(",", ":"))
    fams = {}
    for c in cases:
        fams[c["family"]] = fams.get(c["family"], 0) + 1
    print(f"gen-ext-diff: {len(cases)} functions: " + ", ".join(f"{k} {v}" for k, v in fams.items()))


def sampled_modules(ib, tmp, every):
    """Compiles only the functions the recheck calls (every Nth case): a
    tenth of the module compiles in a tenth of the time."""
    with open(os.path.join(OUT, "expected.json")) as f:
        wanted = {c["function"] for c in json.load(f)["cases"][::every]}
    out = {}
    for key, file in MODULES.items():
        text = open(os.path.join(OUT, file)).read()
        parts = text.split("\n// ----- @")[1:]
        keep = [p for p in parts if p.split()[0] in wanted]
        if not keep:
            continue
        path = os.path.join(tmp, key + ".sample.mlir")
        with open(path, "w") as f:
            f.write("".join("\n// ----- @" + p for p in keep))
        vmfb = os.path.join(tmp, key + ".vmfb")
        iree_compile(ib, path, vmfb)
        out[key] = vmfb
    return out


def check(every):
    ib = iree_bin()
    with tempfile.TemporaryDirectory() as tmp:
        vmfbs = sampled_modules(ib, tmp, every)
        runner = os.path.join(tmp, "check.py")
        with open(runner, "w") as f:
            f.write(RUNNER)
        r = subprocess.run([os.path.join(ib, "python3"), runner, "--check", json.dumps(vmfbs),
                            os.path.join(OUT, "expected.json"), str(every)])
        sys.exit(r.returncode)


# Runs inside IREE's virtual environment (numpy and iree.runtime): calls
# every case and records IREE's outputs, or (--check) recomputes every Nth
# recorded case and compares.
RUNNER = r'''
import json, math, sys
import numpy as np
import iree.runtime as rt

DT = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "i64": np.int64, "i1": np.bool_}
NAMES = {np.dtype(v): k for k, v in DT.items()}

def array(r):
    return np.array(r["values"] if r["dtype"] != "i1" else [bool(v) for v in r["values"]],
                    dtype=DT[r["dtype"]]).reshape(r["shape"])

def num(v):
    if isinstance(v, float) and not math.isfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    return v

def record(x):
    a = np.asarray(x.to_host() if hasattr(x, "to_host") else x)
    vals = a.reshape(-1).tolist()
    if a.dtype == np.bool_:
        vals = [int(v) for v in vals]
    return {"dtype": NAMES[a.dtype], "shape": list(a.shape), "values": [num(v) for v in vals]}

def call(modules, c):
    out = modules[c["module"]][c["function"]](*[array(i) for i in c["inputs"]])
    return [record(o) for o in (list(out) if isinstance(out, (tuple, list)) else [out])]

def load(vmfbs):
    return {k: rt.load_vm_flatbuffer_file(v, driver="local-task") for k, v in vmfbs.items()}

if sys.argv[1] == "--check":
    vmfbs, path, every = json.loads(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    modules = load(vmfbs)
    data = json.load(open(path))
    cases = data["cases"][::every]
    bad = 0

    def out_of_range(c):
        # JAX-style gather/scatter with an index outside the operand (after
        # JAX's negative wrap): IREE reads or writes outside the buffer there,
        # so its answer is whatever memory held and cannot be recomputed.
        if c["family"] not in ("hlo_gather", "hlo_scatter"):
            return False
        idx, sizes = c["inputs"][1], c["inputs"][2]["values"]
        depth = len(sizes)
        return any(not (0 <= (v + sizes[k % depth] if v < 0 else v) < sizes[k % depth])
                   for k, v in enumerate(idx["values"]))

    for c in cases:
        if out_of_range(c):
            continue
        if call(modules, c) != c["outputs"]:
            print(f"@{c['function']}: IREE now answers differently from expected.json")
            bad += 1
    print(f"gen-ext-diff --check: {len(cases)} cases recomputed, {bad} differ")
    sys.exit(1 if bad else 0)

# Generation: answers one line each to the JSONL file argv[2], starting at
# case argv[3]; the parent restarts after a crash of IREE's runtime.
spec = json.load(open(sys.argv[1]))
modules = load(spec["vmfbs"])
out = open(sys.argv[2], "a")
for c in spec["cases"][int(sys.argv[3]):]:
    inputs = [{"dtype": d, "shape": s, "values": v} for d, s, v in c["inputs"]]
    c = dict(c, inputs=inputs)
    print(json.dumps({"start": c["function"]}), file=out, flush=True)
    try:
        c["outputs"] = call(modules, c)
    except Exception as e:
        print(json.dumps({"failed": c["function"], "family": c["family"], "error": str(e)[:300]}), file=out, flush=True)
        modules = load(spec["vmfbs"])
        continue
    print(json.dumps({"case": c}), file=out, flush=True)
'''

if __name__ == "__main__":
    main()
