#!/usr/bin/env python3
"""Writes tests/filetests/run/misc-ops-<dialect>[-k].mlir (by dialect, a few cases a file, so that each
`sigil run` line parses a small module): ops no other test ran yet (math, complex, memref,
bufferization, affine, arith scaling, ub), one function per case, each called at several inputs
(edge values among them: NaN, +-inf, +-0, large, negative). The expected results are MLIR 22's:
mlir-opt-22 lowers the functions with a `main` that calls every (function, input) and prints
every result through @printI64, and mlir-runner-22 runs it. Float results are returned as their
bits (arith.bitcast to i32/i64), so the comparison is exact.
Usage: scripts/gen-misc-filetest.py   (needs mlir-opt-22 and mlir-runner-22)

Two pipelines (PIPELINES below), each one mlir-opt-22 call and one mlir-runner-22 call for all of
its cases:
  - "libm" (complex, memref, bufferization, affine, arith, ub): --convert-complex-to-standard
    expands the complex ops; the math ops of that expansion go to the C library first
    (--convert-math-to-libm, as sigil does: --convert-math-to-llvm would expand expm1 as
    exp(x) - 1 and log1p as log(1 + x)), the rest to LLVM. --convert-math-to-libm refuses any
    math op it has no routine for, and the expansion of complex.atan2/rsqrt/tan/tanh uses
    math.copysign: between the two halves of the pipeline, each math.copysign is replaced by the
    llvm.intr.copysign that --convert-math-to-llvm makes of it (COPYSIGN below); math.rsqrt
    (glibc has no rsqrtf) is expanded to 1 / sqrt first by --math-expand-ops=ops=rsqrt.
  - "llvm" (the math ops): --convert-math-to-funcs for math.ipowi (the only lowering of it) and
    for math.fpowi with an i64 exponent (llvm.intr.powi takes only an int-sized exponent: the
    backend stops with "POWI exponent does not match sizeof(int)"), then --convert-math-to-llvm
    (math.fpowi with an i32 exponent is llvm.intr.powi, math.sincos llvm.intr.sincos,
    isnan/isfinite llvm.intr.is.fpclass).

Oracle-side substitutions (the file test keeps the op; only the oracle's copy is rewritten):
  - math.isinf and math.isnormal: MLIR 22 has no lowering for them (--convert-math-to-llvm
    leaves them); the oracle uses llvm.intr.is.fpclass with LLVM's masks (516 = +-inf,
    264 = +-normal), as --convert-math-to-llvm does for isnan (3) and isfinite (504).
  - math.clampf: --math-expand-ops (its only lowering) expands `clampf %x to [%lo, %hi]` as
    maximumf(minimumf(x, lo), hi), which is hi for every x inside [lo, hi] (an MLIR 22 bug);
    the oracle uses minimumf(maximumf(x, lo), hi), the op's meaning.

Left out because MLIR 22 cannot lower them:
  - complex.bitcast: neither --convert-complex-to-standard nor --convert-complex-to-llvm
    lowers it ("failed to legalize operation 'complex.bitcast'");
  - memref.realloc to a smaller static shape: --expand-realloc makes a subview of the old
    size out of the new buffer ("slice along dimension 0 runs out-of-bounds");
  - memref.generic_atomic_rmw on a float memref: --finalize-memref-to-llvm makes an llvm.cmpxchg
    of the float type, which the LLVM dialect's verifier rejects ("operand #1 must be signless
    integer or LLVM pointer type, but got 'f64'"); the cases use i32 and i64;
  - tensor.gather and tensor.scatter: no bufferization (--one-shot-bufferize: "op was not
    bufferized"), and no other lowering to loops;
  - affine.dma_start / affine.dma_wait: --lower-affine makes memref.dma_start/dma_wait, which
    nothing lowers to LLVM;
  - memref.atomic_rmw of kind mulf and muli: --finalize-memref-to-llvm leaves them
    (llvm.atomicrmw has no multiply) and --memref-expand does not rewrite them;
  - arith.scaling_extf/scaling_truncf on f8E5M2/f8E4M3FN values: --arith-expand expands only
    f4E2M1FN and f8E8M0FNU conversions (LLVM has no f8 type); the cases use f4E2M1FN, f16, bf16
    and f32 values with f8E8M0FNU scales.
Left out on purpose:
  - memref.extract_aligned_pointer_as_index's value (an address): only address-independent
    facts are checked (a subview and a cast share the pointer; an alignment-64 allocation's
    pointer is a multiple of 64);
  - the new elements of a growing memref.realloc (undefined), math.ipowi of 0 to a negative
    power (division by zero in the lowering), affine.delinearize_index of an index outside its
    bounded basis;
  - the sign and payload of a NaN: a NaN result is checked as the oracle's NaN or its negation.
"""
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlir_oracle import RUNNER_LIB, LIBM, as_float, run_lowered  # noqa: E402
from filetest_chunks import write_chunks  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT_DIR = os.path.join(ROOT, "tests", "filetests", "run")
FUNCS_PER_FILE = 8
TAIL = ["--one-shot-bufferize=bufferize-function-boundaries", "--convert-bufferization-to-memref", "--convert-linalg-to-loops",
        "--expand-realloc", "--memref-expand", "--expand-strided-metadata", "--affine-expand-index-ops",
        "--lower-affine", "--convert-vector-to-scf", "--convert-scf-to-cf", "--convert-vector-to-llvm",
        "--arith-expand=include-f4e2m1=1 include-f8e8m0=1", "--convert-arith-to-llvm",
        "--finalize-memref-to-llvm", "--convert-complex-to-llvm", "--convert-index-to-llvm",
        "--convert-func-to-llvm", "--convert-cf-to-llvm", "--convert-ub-to-llvm",
        "--reconcile-unrealized-casts"]
PIPELINES = {
    # (first half, second half): the oracle rewrites math.copysign between the two.
    "libm": (["--convert-complex-to-standard", "--math-expand-ops=ops=rsqrt"],
             ["--convert-math-to-libm", "--convert-math-to-llvm"] + TAIL),
    "llvm": ([], ["--convert-math-to-funcs=min-width-of-fpowi-exponent=64", "--convert-math-to-llvm",
                  "--convert-math-to-libm"] + TAIL),
}

FLOATS = {"f32": ("i32", 32), "f64": ("i64", 64)}
INT_W = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
NAN, INF = float("nan"), float("inf")

CASES = []  # (op, name, params [(name, type)], results [type], body, inputs, group)


def case(op, name, sig, body, inputs, group="libm"):
    """sig: "(%x: f32, %n: i32)"; body ends with `return VALUES : TYPES`; the float results are
    returned as their bits (the function returns i32/i64 in their place)."""
    params = re.findall(r"(%\w+)\s*:\s*([\w<>]+)", sig)
    lines = body.strip("\n").split("\n")
    m = re.fullmatch(r"(\s*)return (.*) : (.*)", lines[-1])
    vals = [v.strip() for v in m.group(2).split(",")]
    tys = [t.strip() for t in m.group(3).split(",")]
    out_v, out_t = [], []
    for k, (v, t) in enumerate(zip(vals, tys)):
        if t in FLOATS:
            it = FLOATS[t][0]
            lines.insert(-1, f"  %bits{k} = arith.bitcast {v} : {t} to {it}")
            out_v.append(f"%bits{k}")
            out_t.append(it)
            FLOAT_RESULT.setdefault(name, {})[k] = t
        else:
            out_v.append(v)
            out_t.append(t)
    lines[-1] = f"  return {', '.join(out_v)} : {', '.join(out_t)}"
    for inp in inputs:
        assert len(inp) == len(params), (name, inp)
    CASES.append((op, name, params, out_t, "\n".join(lines), [tuple(i) for i in inputs], group))


FLOAT_RESULT = {}  # name -> {result index: float type} (results that are a float's bits)


def cx(ty):
    return f"complex<{ty}>"


# ================================================================= math
case("math.ipowi", "ipowi_i32", "(%a: i32, %b: i32)", """
  %r = math.ipowi %a, %b : i32
  return %r : i32""", [(2, 10), (-3, 3), (2, 31), (3, 21), (0, 0), (7, 0), (5, -1), (-1, -3),
                       (1, -7), (-2, -1), (-2147483648, 1), (0, 5)], "llvm")
case("math.ipowi", "ipowi_i64", "(%a: i64, %b: i64)", """
  %r = math.ipowi %a, %b : i64
  return %r : i64""", [(3, 40), (-2, 63), (10, 19), (-1, 1000001), (2, -2)], "llvm")
case("math.ipowi", "ipowi_i8", "(%a: i8, %b: i8)", """
  %r = math.ipowi %a, %b : i8
  return %r : i8""", [(3, 5), (-2, 7), (2, 8), (-1, -1)], "llvm")
case("math.fpowi", "fpowi_f64", "(%a: f64, %b: i32)", """
  %r = math.fpowi %a, %b : f64, i32
  return %r : f64""", [(2.0, 10), (1.5, -3), (-2.0, 3), (0.1, 7), (0.0, -1), (-0.0, -1), (-0.0, 3),
                       (NAN, 0), (INF, -2), (-INF, 3), (10.0, 400), (1.0000001, 1000000),
                       (3.0, -2147483648), (-1.0, 2147483647)], "llvm")
case("math.fpowi", "fpowi_f32", "(%a: f32, %b: i32)", """
  %r = math.fpowi %a, %b : f32, i32
  return %r : f32""", [(2.0, 10), (1.5, -3), (0.1, 5), (-0.0, -2), (NAN, 1), (3.0, 100), (-INF, -1)], "llvm")
case("math.fpowi", "fpowi_f32_i64", "(%a: f32, %b: i64)", """
  %r = math.fpowi %a, %b : f32, i64
  return %r : f32""", [(1.25, 9), (-0.5, -5)], "llvm")
SINCOS_IN = [0.0, -0.0, 1.0, -3.14159, 100.0, 1e10, 1e-30, INF, -INF, NAN]
case("math.sincos", "sincos_f32", "(%x: f32)", """
  %s, %c = math.sincos %x : f32
  return %s, %c : f32, f32""", [(v,) for v in SINCOS_IN], "llvm")
case("math.sincos", "sincos_f64", "(%x: f64)", """
  %s, %c = math.sincos %x : f64
  return %s, %c : f64, f64""", [(v,) for v in SINCOS_IN + [1e300, 0.5]], "llvm")
CLAMP_IN = [(5.0, 0.0, 1.0), (-5.0, 0.0, 1.0), (0.5, 0.0, 1.0), (NAN, 0.0, 1.0), (0.5, NAN, 1.0),
            (-0.0, 0.0, 1.0), (0.0, -1.0, -0.0), (INF, -1.0, 1.0), (-INF, -1.0, 1.0), (2.0, 3.0, 1.0)]
case("math.clampf", "clampf_f32", "(%x: f32, %lo: f32, %hi: f32)", """
  %r = math.clampf %x to [%lo, %hi] : f32
  return %r : f32""", CLAMP_IN, "llvm")
case("math.clampf", "clampf_f64", "(%x: f64, %lo: f64, %hi: f64)", """
  %r = math.clampf %x to [%lo, %hi] : f64
  return %r : f64""", CLAMP_IN[:6] + [(1e300, -1e-300, 1e-300)], "llvm")
CLASS_IN32 = [1.0, 0.0, -0.0, INF, -INF, NAN, 1e-40, -1e-45, 3.4028234663852886e38, 1.1754943508222875e-38, -2.5]
CLASS_IN64 = [1.0, 0.0, -0.0, INF, -INF, NAN, 1e-310, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308, -1e300]
for ty, ins in (("f32", CLASS_IN32), ("f64", CLASS_IN64)):
    case("math.isfinite", f"classify_{ty}", f"(%x: {ty})", f"""
  %f = math.isfinite %x : {ty}
  %i = math.isinf %x : {ty}
  %n = math.isnan %x : {ty}
  %o = math.isnormal %x : {ty}
  return %f, %i, %n, %o : i1, i1, i1, i1""", [(v,) for v in ins], "llvm")

# ================================================================= complex
CX1 = [(1.0, 2.0), (-0.5, 0.25), (0.0, 0.0), (-0.0, -0.0), (1e-7, -1e-7), (3.0, -4.0),
       (30.0, 1.0), (INF, 1.0), (-INF, 0.0), (1.0, INF), (NAN, 1.0), (0.0, NAN)]
CX1_64 = CX1 + [(1e300, 1e300), (-1e-300, 5e-324), (710.0, 0.5)]
CX1_32 = CX1 + [(1e30, 1e30), (89.0, 0.5)]


def unary(opname, ty, ins, result_complex=True, extra=""):
    name = f"{opname}_{ty}"
    if result_complex:
        body = f"""
  %z = complex.create %a, %b : {cx(ty)}
  %w = complex.{opname} %z{extra} : {cx(ty)}
  %re = complex.re %w : {cx(ty)}
  %im = complex.im %w : {cx(ty)}
  return %re, %im : {ty}, {ty}"""
    else:
        body = f"""
  %z = complex.create %a, %b : {cx(ty)}
  %r = complex.{opname} %z : {cx(ty)}
  return %r : {ty}"""
    case(f"complex.{opname}", name, f"(%a: {ty}, %b: {ty})", body, ins)


for ty, ins in (("f32", CX1_32), ("f64", CX1_64)):
    for opname in ("cos", "sin", "tan", "tanh", "expm1", "log1p", "rsqrt", "sign"):
        unary(opname, ty, ins)
    unary("angle", ty, ins, result_complex=False)

CX2 = [((1.0, 2.0), (3.0, -4.0)), ((0.0, 0.0), (0.0, 0.0)), ((-0.0, 0.0), (0.0, -0.0)),
       ((2.0, 0.0), (0.5, 0.0)), ((-1.0, 0.0), (0.5, 0.0)), ((0.0, 1.0), (0.0, 1.0)),
       ((1.5, -2.5), (-2.0, 0.0)), ((INF, 0.0), (1.0, 1.0)), ((NAN, 0.0), (1.0, 0.0)),
       ((1.0, 1.0), (NAN, NAN)), ((10.0, 10.0), (30.0, 0.0)), ((1e-20, 0.0), (-3.0, 0.0))]
for ty in ("f32", "f64"):
    for opname in ("pow", "atan2"):
        case(f"complex.{opname}", f"{opname}_{ty}", f"(%a: {ty}, %b: {ty}, %c: {ty}, %d: {ty})", f"""
  %x = complex.create %a, %b : {cx(ty)}
  %y = complex.create %c, %d : {cx(ty)}
  %w = complex.{opname} %x, %y : {cx(ty)}
  %re = complex.re %w : {cx(ty)}
  %im = complex.im %w : {cx(ty)}
  return %re, %im : {ty}, {ty}""", [x + y for x, y in CX2])
    case("complex.neq", f"neq_{ty}", f"(%a: {ty}, %b: {ty}, %c: {ty}, %d: {ty})", f"""
  %x = complex.create %a, %b : {cx(ty)}
  %y = complex.create %c, %d : {cx(ty)}
  %n = complex.neq %x, %y : {cx(ty)}
  %e = complex.eq %x, %y : {cx(ty)}
  return %n, %e : i1, i1""", [(1.0, 2.0, 1.0, 2.0), (1.0, 2.0, 1.0, -2.0), (0.0, 0.0, -0.0, -0.0),
                              (NAN, 0.0, NAN, 0.0), (1.0, NAN, 1.0, NAN), (INF, -INF, INF, -INF),
                              (3.0, 4.0, 4.0, 3.0)])
    case("complex.powi", f"powi_{ty}", f"(%a: {ty}, %b: {ty}, %n: i32)", f"""
  %x = complex.create %a, %b : {cx(ty)}
  %w = complex.powi %x, %n : {cx(ty)}, i32
  %re = complex.re %w : {cx(ty)}
  %im = complex.im %w : {cx(ty)}
  return %re, %im : {ty}, {ty}""", [(1.0, 2.0, 0), (1.0, 2.0, 3), (1.0, 2.0, -2), (0.5, -0.5, 10),
                                    (0.0, 0.0, 2), (0.0, 0.0, -1), (-1.0, 0.0, 5), (3.0, 4.0, 1),
                                    (INF, 0.0, 2), (NAN, 1.0, 1), (1.1, 0.0, 1000)])
# ================================================================= memref
case("memref.realloc", "realloc_grow", "(%x: i32, %n: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  %y = arith.addi %x, %x : i32
  memref.store %y, %m[%c1] : memref<2xi32>
  %r = memref.realloc %m(%n) : memref<2xi32> to memref<?xi32>
  %a = memref.load %r[%c0] : memref<?xi32>
  %b = memref.load %r[%c1] : memref<?xi32>
  %d = memref.dim %r, %c0 : memref<?xi32>
  %last = arith.subi %n, %c1 : index
  memref.store %x, %r[%last] : memref<?xi32>
  %e = memref.load %r[%last] : memref<?xi32>
  memref.dealloc %r : memref<?xi32>
  return %a, %b, %d, %e : i32, i32, index, i32""", [(7, 2), (-5, 3), (2147483647, 100)])
case("memref.realloc", "realloc_static", "(%x: f64)", """
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<4xf64>
  memref.store %x, %m[%c0] : memref<4xf64>
  memref.store %x, %m[%c2] : memref<4xf64>
  %r = memref.realloc %m : memref<4xf64> to memref<8xf64>
  %a = memref.load %r[%c2] : memref<8xf64>
  %d = memref.dim %r, %c0 : memref<8xf64>
  return %a, %d : f64, index""", [(1.5,), (-0.0,), (NAN,)])
case("memref.realloc", "realloc_shrink", "(%n: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c5) : memref<?xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    memref.store %w, %m[%i] : memref<?xi64>
  }
  %r = memref.realloc %m(%n) : memref<?xi64> to memref<?xi64>
  %last = arith.subi %n, %c1 : index
  %a = memref.load %r[%last] : memref<?xi64>
  %d = memref.dim %r, %c0 : memref<?xi64>
  return %a, %d : i64, index""", [(1,), (3,), (5,)])
case("memref.alloca_scope", "alloca_scope_value", "(%x: i32, %n: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %r = memref.alloca_scope -> (i32) {
      %a = memref.alloca() : memref<2xi32>
      %ii = arith.index_cast %i : index to i32
      %v = arith.muli %ii, %x : i32
      memref.store %v, %a[%c0] : memref<2xi32>
      memref.store %x, %a[%c1] : memref<2xi32>
      %p = memref.load %a[%c0] : memref<2xi32>
      %q = memref.load %a[%c1] : memref<2xi32>
      %s = arith.addi %p, %q : i32
      memref.alloca_scope.return %s : i32
    }
    %t = arith.addi %acc, %r : i32
    scf.yield %t : i32
  }
  return %sum : i32""", [(3, 4), (-7, 1), (1000000, 1000), (5, 0)])
case("memref.alloca_scope", "alloca_scope_noresult", "(%x: f32)", """
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xf32>
  memref.alloca_scope {
    %a = memref.alloca() : memref<1xf32>
    memref.store %x, %a[%c0] : memref<1xf32>
    %v = memref.load %a[%c0] : memref<1xf32>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %out[%c0] : memref<1xf32>
  }
  %r = memref.load %out[%c0] : memref<1xf32>
  return %r : f32""", [(1.5,), (-INF,), (1e30,)])
case("memref.dim", "dim_rank_cast", "(%n: index, %m: index, %k: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x4x?xf32>
  %dk = memref.dim %a, %k : memref<?x4x?xf32>
  %s = memref.cast %a : memref<?x4x?xf32> to memref<?x?x?xf32>
  %d1 = memref.dim %s, %c1 : memref<?x?x?xf32>
  %u = memref.cast %a : memref<?x4x?xf32> to memref<*xf32>
  %rk = memref.rank %u : memref<*xf32>
  %rr = memref.rank %a : memref<?x4x?xf32>
  %ud = memref.dim %u, %k : memref<*xf32>
  return %d0, %dk, %d1, %rk, %rr, %ud : index, index, index, index, index, index""",
     [(3, 5, 0), (1, 7, 2), (10, 0, 1)])
case("memref.dim", "dim_rank_ranked", "(%n: index, %k: index)", """
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<2x?x5xi8>
  %d1 = memref.dim %a, %k : memref<2x?x5xi8>
  %d0 = memref.dim %a, %c0 : memref<2x?x5xi8>
  %r = memref.rank %a : memref<2x?x5xi8>
  %s = memref.cast %a : memref<2x?x5xi8> to memref<?x?x5xi8>
  %e = memref.dim %s, %c0 : memref<?x?x5xi8>
  return %d1, %d0, %r, %e : index, index, index, index""", [(3, 1), (0, 2), (9, 0)])
case("memref.cast", "cast_roundtrip", "(%x: i32, %i: index)", """
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<2x3xi32>
  memref.store %x, %a[%c0, %i] : memref<2x3xi32>
  %u = memref.cast %a : memref<2x3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<?x3xi32>
  %v = memref.load %r[%c0, %i] : memref<?x3xi32>
  %s = memref.cast %r : memref<?x3xi32> to memref<2x3xi32>
  %y = arith.constant 42 : i32
  memref.store %y, %s[%c0, %c2] : memref<2x3xi32>
  %w = memref.load %a[%c0, %c2] : memref<2x3xi32>
  return %v, %w : i32, i32""", [(9, 0), (-1, 1)])
case("memref.memory_space_cast", "memory_space_cast", "(%x: f64)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf64>
  %g = memref.memory_space_cast %a : memref<2xf64> to memref<2xf64, 1>
  memref.store %x, %g[%c1] : memref<2xf64, 1>
  %b = memref.memory_space_cast %g : memref<2xf64, 1> to memref<2xf64>
  %v = memref.load %b[%c1] : memref<2xf64>
  %w = memref.load %a[%c1] : memref<2xf64>
  return %v, %w : f64, f64""", [(2.25,), (-INF,)])
case("memref.transpose", "transpose_2d", "(%i: index, %j: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<2x3xi32>
  scf.for %p = %c0 to %c2 step %c1 {
    scf.for %q = %c0 to %c3 step %c1 {
      %t = arith.muli %p, %c3 : index
      %s = arith.addi %t, %q : index
      %v = arith.index_cast %s : index to i32
      memref.store %v, %a[%p, %q] : memref<2x3xi32>
    }
  }
  %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  %v = memref.load %t[%j, %i] : memref<3x2xi32, strided<[1, 3]>>
  %d = memref.dim %t, %c0 : memref<3x2xi32, strided<[1, 3]>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %t : memref<3x2xi32, strided<[1, 3]>> -> memref<i32>, index, index, index, index, index
  return %v, %d, %st#0, %st#1 : i32, index, index, index""", [(0, 0), (1, 2), (0, 2), (1, 0)])
case("memref.reshape", "reshape_dynamic", "(%n: index, %i: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<2x3xf32>
  %flat = memref.alloc() : memref<1xindex>
  memref.store %c6, %flat[%c0] : memref<1xindex>
  %f = memref.reshape %a(%flat) : (memref<2x3xf32>, memref<1xindex>) -> memref<?xf32>
  scf.for %p = %c0 to %c6 step %c1 {
    %v = arith.index_cast %p : index to i32
    %w = arith.sitofp %v : i32 to f32
    memref.store %w, %f[%p] : memref<?xf32>
  }
  %shape = memref.alloc() : memref<2xindex>
  %m = arith.divui %c6, %n : index
  memref.store %n, %shape[%c0] : memref<2xindex>
  memref.store %m, %shape[%c1] : memref<2xindex>
  %g = memref.reshape %a(%shape) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32>
  %row = arith.divui %i, %m : index
  %col = arith.remui %i, %m : index
  %v = memref.load %g[%row, %col] : memref<?x?xf32>
  %d1 = memref.dim %g, %c1 : memref<?x?xf32>
  %s = memref.alloc() : memref<3xi32>
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  %c1i = arith.constant 1 : i32
  memref.store %c3i, %s[%c0] : memref<3xi32>
  memref.store %c1i, %s[%c1] : memref<3xi32>
  %c2 = arith.constant 2 : index
  memref.store %c2i, %s[%c2] : memref<3xi32>
  %h = memref.reshape %a(%s) : (memref<2x3xf32>, memref<3xi32>) -> memref<3x1x2xf32>
  %e = memref.load %h[%c2, %c0, %c1] : memref<3x1x2xf32>
  return %v, %d1, %e : f32, index, f32""", [(1, 5), (2, 4), (3, 1), (6, 3)])

ATOMIC_INT = [("addi", [(5, 7), (2147483647, 1), (-3, -4)]),
              ("maxs", [(5, 7), (-1, -5), (-2147483648, 0)]),
              ("maxu", [(5, 7), (-1, 5), (0, -2147483648)]),
              ("mins", [(5, 7), (-1, -5), (3, -2147483648)]),
              ("minu", [(5, 7), (-1, 5), (0, -1)]),
              ("ori", [(5, 10), (-2147483648, 1)]),
              ("andi", [(6, 3), (-1, 255)]),
              ("xori", [(6, 3), (-1, 255)]),
              ("assign", [(5, -9), (0, 2147483647)])]
for kind, ins in ATOMIC_INT:
    case("memref.atomic_rmw", f"atomic_{kind}_i32", "(%init: i32, %x: i32)", f"""
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %init, %m[%c1] : memref<2xi32>
  %old = memref.atomic_rmw {kind} %x, %m[%c1] : (i32, memref<2xi32>) -> i32
  %new = memref.load %m[%c1] : memref<2xi32>
  return %old, %new : i32, i32""", ins)
case("memref.atomic_rmw", "atomic_addi_i64_loop", "(%x: i64, %n: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<i64>
  %z = arith.constant 0 : i64
  memref.store %z, %m[] : memref<i64>
  scf.for %i = %c0 to %n step %c1 {
    %old = memref.atomic_rmw addi %x, %m[] : (i64, memref<i64>) -> i64
  }
  %v = memref.load %m[] : memref<i64>
  return %v : i64""", [(3, 10), (-9223372036854775807, 3)])
FPAIRS = [(1.5, 2.5), (-0.0, 0.0), (0.0, -0.0), (NAN, 1.0), (1.0, NAN), (-INF, 3.0), (1e30, 1e30)]
for kind in ("addf", "maximumf", "minimumf", "maxnumf", "minnumf", "assign"):
    ins = FPAIRS if kind != "maxnumf" and kind != "minnumf" else [p for p in FPAIRS if p[0] != -p[1] or p[0] != 0.0]
    case("memref.atomic_rmw", f"atomic_{kind}_f32", "(%init: f32, %x: f32)", f"""
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xf32>
  memref.store %init, %m[%c0] : memref<1xf32>
  %old = memref.atomic_rmw {kind} %x, %m[%c0] : (f32, memref<1xf32>) -> f32
  %new = memref.load %m[%c0] : memref<1xf32>
  return %old, %new : f32, f32""", ins)
case("memref.atomic_rmw", "atomic_addf_f64", "(%init: f64, %x: f64)", """
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xf64>
  memref.store %init, %m[%c0] : memref<1xf64>
  %old = memref.atomic_rmw addf %x, %m[%c0] : (f64, memref<1xf64>) -> f64
  %new = memref.load %m[%c0] : memref<1xf64>
  return %old, %new : f64, f64""", [(0.1, 0.2), (1e308, 1e308), (-0.0, -0.0)])
case("memref.generic_atomic_rmw", "generic_atomic_rmw_i32", "(%init: i32, %x: i32)", """
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xi32>
  memref.store %init, %m[%c0] : memref<1xi32>
  %r = memref.generic_atomic_rmw %m[%c0] : memref<1xi32> {
  ^bb0(%cur: i32):
    %p = arith.muli %cur, %x : i32
    %one = arith.constant 1 : i32
    %q = arith.addi %p, %one : i32
    memref.atomic_yield %q : i32
  }
  %new = memref.load %m[%c0] : memref<1xi32>
  return %r, %new : i32, i32""", [(3, 4), (-5, 7), (65536, 65536), (0, -1)])
case("memref.generic_atomic_rmw", "generic_atomic_rmw_i64", "(%init: i64, %x: i64)", """
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xi64>
  memref.store %init, %m[%c0] : memref<1xi64>
  %r = memref.generic_atomic_rmw %m[%c0] : memref<1xi64> {
  ^bb0(%cur: i64):
    %c = arith.cmpi slt, %cur, %x : i64
    %s = arith.select %c, %x, %cur : i64
    %one = arith.constant 1 : i64
    %t = arith.shrsi %s, %one : i64
    memref.atomic_yield %t : i64
  }
  %new = memref.load %m[%c0] : memref<1xi64>
  return %r, %new : i64, i64""", [(1, 3), (5, -1), (-9223372036854775808, -7), (-3, -9)])
case("memref.prefetch", "prefetch_assume_alignment", "(%x: f32, %i: index)", """
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
  memref.store %x, %a[%i, %c0] : memref<4x4xf32>
  memref.prefetch %a[%i, %c0], read, locality<3>, data : memref<4x4xf32>
  memref.prefetch %a[%c0, %i], write, locality<0>, instr : memref<4x4xf32>
  %b = memref.assume_alignment %a, 64 : memref<4x4xf32>
  %v = memref.load %b[%i, %c0] : memref<4x4xf32>
  return %v : f32""", [(2.5, 0), (-1e-30, 3)])
case("memref.assume_alignment", "assume_alignment", "(%x: f32)", """
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  %b = memref.assume_alignment %a, 64 : memref<4xf32>
  %v = memref.load %b[%c0] : memref<4xf32>
  return %v : f32""", [(2.5,), (-0.0,)])
case("memref.extract_strided_metadata", "strided_metadata", "(%o: index, %n: index)", """
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<6x8xi16>
  %v = memref.subview %a[1, %o] [%n, 3] [2, 1] : memref<6x8xi16> to memref<?x3xi16, strided<[16, 1], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %v : memref<?x3xi16, strided<[16, 1], offset: ?>> -> memref<i16>, index, index, index, index, index
  %x = arith.constant -7 : i16
  memref.store %x, %v[%c0, %c0] : memref<?x3xi16, strided<[16, 1], offset: ?>>
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [1], strides: [1] : memref<i16> to memref<1xi16, strided<[1], offset: ?>>
  %y = memref.load %r[%c0] : memref<1xi16, strided<[1], offset: ?>>
  %u = memref.cast %a : memref<6x8xi16> to memref<*xi16>
  %b2, %off2, %sz2:2, %st2:2 = memref.extract_strided_metadata %a : memref<6x8xi16> -> memref<i16>, index, index, index, index, index
  return %off, %sz#0, %sz#1, %st#0, %st#1, %y, %off2, %st2#0 : index, index, index, index, index, i16, index, index""",
     [(0, 1), (4, 2), (5, 3)])
case("memref.extract_aligned_pointer_as_index", "aligned_pointer_facts", "(%o: index)", """
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  %v = memref.subview %a[%o] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
  %c = memref.cast %a : memref<16xf32> to memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %v : memref<4xf32, strided<[1], offset: ?>> -> index
  %r = memref.extract_aligned_pointer_as_index %c : memref<?xf32> -> index
  %same1 = arith.cmpi eq, %p, %q : index
  %same2 = arith.cmpi eq, %p, %r : index
  %c64 = arith.constant 64 : index
  %m = arith.remui %p, %c64 : index
  return %same1, %same2, %m : i1, i1, index""", [(0,), (5,)])

# ================================================================= bufferization
case("bufferization.to_buffer", "to_buffer", "(%x: f32, %i: index)", """
  %t = tensor.from_elements %x, %x, %x : tensor<3xf32>
  %c1 = arith.constant 1.0 : f32
  %u = tensor.insert %c1 into %t[%i] : tensor<3xf32>
  %b = bufferization.to_buffer %u read_only : tensor<3xf32> to memref<3xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = memref.load %b[%i] : memref<3xf32>
  %q = memref.load %b[%c2] : memref<3xf32>
  return %p, %q : f32, f32""", [(2.5, 0), (NAN, 2), (-0.0, 1)])
case("bufferization.materialize_in_destination", "materialize", "(%x: i64, %n: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %src = tensor.splat %x[%n] : tensor<?xi64>
  %dst = bufferization.alloc_tensor(%n) : tensor<?xi64>
  %m = bufferization.materialize_in_destination %src in %dst : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %last = arith.subi %n, %c1 : index
  %a = tensor.extract %m[%last] : tensor<?xi64>
  %d = tensor.dim %m, %c0 : tensor<?xi64>
  %out = memref.alloc(%n) : memref<?xi64>
  %di = arith.index_cast %d : index to i64
  %t3 = tensor.insert %di into %src[%c0] : tensor<?xi64>
  bufferization.materialize_in_destination %t3 in writable %out : (tensor<?xi64>, memref<?xi64>) -> ()
  %b = memref.load %out[%c0] : memref<?xi64>
  %e = memref.load %out[%last] : memref<?xi64>
  return %a, %d, %b, %e : i64, index, i64, i64""", [(5, 1), (-9223372036854775808, 4)])
case("bufferization.alloc_tensor", "alloc_tensor_copy", "(%x: i32, %n: index)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = bufferization.alloc_tensor(%n) : tensor<?xi32>
  %f = linalg.fill ins(%x : i32) outs(%t : tensor<?xi32>) -> tensor<?xi32>
  %cp = bufferization.alloc_tensor() copy(%f) : tensor<?xi32>
  %y = arith.constant 11 : i32
  %g = tensor.insert %y into %cp[%c0] : tensor<?xi32>
  %a = tensor.extract %f[%c0] : tensor<?xi32>
  %b = tensor.extract %g[%c0] : tensor<?xi32>
  %last = arith.subi %n, %c1 : index
  %c = tensor.extract %g[%last] : tensor<?xi32>
  %d = tensor.dim %g, %c0 : tensor<?xi32>
  bufferization.dealloc_tensor %g : tensor<?xi32>
  return %a, %b, %c, %d : i32, i32, i32, index""", [(4, 3), (-1, 1), (2147483647, 7)])
case("bufferization.alloc_tensor", "alloc_tensor", "(%x: i32, %n: index)", """
  %c0 = arith.constant 0 : index
  %t = bufferization.alloc_tensor(%n) : tensor<?x2xi32>
  %u = tensor.insert %x into %t[%c0, %c0] : tensor<?x2xi32>
  %v = tensor.extract %u[%c0, %c0] : tensor<?x2xi32>
  %d = tensor.dim %u, %c0 : tensor<?x2xi32>
  return %v, %d : i32, index""", [(7, 1), (-1, 5)])
case("bufferization.dealloc_tensor", "dealloc_tensor", "(%x: f64)", """
  %c0 = arith.constant 0 : index
  %t = bufferization.alloc_tensor() : tensor<2xf64>
  %u = tensor.insert %x into %t[%c0] : tensor<2xf64>
  %v = tensor.extract %u[%c0] : tensor<2xf64>
  %w = arith.addf %v, %v : f64
  bufferization.dealloc_tensor %u : tensor<2xf64>
  return %w : f64""", [(1.25,), (1e308,), (-INF,)])
case("bufferization.clone", "clone", "(%x: i32, %y: i32)", """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  memref.store %x, %m[%c1] : memref<2xi32>
  %c = bufferization.clone %m : memref<2xi32> to memref<2xi32>
  memref.store %y, %m[%c0] : memref<2xi32>
  %a = memref.load %c[%c0] : memref<2xi32>
  %b = memref.load %m[%c0] : memref<2xi32>
  %d = memref.load %c[%c1] : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  memref.dealloc %c : memref<2xi32>
  return %a, %b, %d : i32, i32, i32""", [(1, 2), (-2147483648, 2147483647)])
case("bufferization.dealloc", "dealloc_ownership", "(%c1: i1, %c2: i1)", """
  %k0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<4xf32>
  %keep = memref.alloc() : memref<3xf32>
  %sub = memref.subview %b[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %r:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xf32>) if (%c1, %c2) retain (%sub, %keep : memref<2xf32, strided<[1], offset: 1>>, memref<3xf32>)
  %t = arith.constant true
  bufferization.dealloc (%keep : memref<3xf32>) if (%t)
  return %r#0, %r#1 : i1, i1""", [(0, 0), (1, 0), (0, 1), (1, 1)])
case("bufferization.dealloc", "dealloc_retain_self", "(%c: i1)", """
  %a = memref.alloc() : memref<8xi8>
  %r = bufferization.dealloc (%a : memref<8xi8>) if (%c) retain (%a : memref<8xi8>)
  %x = arith.constant 3 : i8
  %k0 = arith.constant 0 : index
  memref.store %x, %a[%k0] : memref<8xi8>
  %v = memref.load %a[%k0] : memref<8xi8>
  %t = arith.constant true
  bufferization.dealloc (%a : memref<8xi8>) if (%t)
  return %r, %v : i1, i8""", [(0,), (1,)])

# ================================================================= affine
case("affine.delinearize_index", "delinearize_bounded", "(%i: index)", """
  %r:3 = affine.delinearize_index %i into (2, 3, 4) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index""", [(0,), (1,), (5,), (12,), (17,), (23,)])
case("affine.delinearize_index", "delinearize_unbounded", "(%i: index, %b: index)", """
  %r:3 = affine.delinearize_index %i into (%b, 5) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index""",
     [(0, 3), (14, 3), (1000003, 7), (9223372036854775807, 1), (9223372036854775807, 16)])
case("affine.linearize_index", "linearize", "(%a: index, %b: index, %c: index)", """
  %r = affine.linearize_index [%a, %b, %c] by (2, 3, 4) : index
  %s = affine.linearize_index disjoint [%a, %b, %c] by (3, 4) : index
  %t = affine.linearize_index [%a, %b] by (%c, 5) : index
  return %r, %s, %t : index, index, index""", [(0, 0, 0), (1, 2, 3), (0, 1, 2), (1, 0, 3), (7, 2, 1)])
case("affine.vector_load", "affine_vector_ops", "(%i: index, %x: f32)", """
  %m = memref.alloc() : memref<10xf32>
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %k = %c0 to %c10 step %c1 {
    memref.store %z, %m[%k] : memref<10xf32>
  }
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %s = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %v = arith.addf %b, %s : vector<4xf32>
  affine.vector_store %v, %m[%i + 1] : memref<10xf32>, vector<4xf32>
  affine.prefetch %m[%i + 2], read, locality<3>, data : memref<10xf32>
  %w = affine.vector_load %m[%i * 2 - %i + 2] : memref<10xf32>, vector<2xf32>
  %e0 = vector.extract %w[0] : f32 from vector<2xf32>
  %e1 = vector.extract %w[1] : f32 from vector<2xf32>
  %f = memref.load %m[%i] : memref<10xf32>
  return %e0, %e1, %f : f32, f32, f32""", [(0, 0.5), (3, -1.0), (5, INF)])
case("affine.prefetch", "affine_prefetch", "(%i: index, %x: i32)", """
  %m = memref.alloc() : memref<4x4xi32>
  affine.store %x, %m[%i, %i + 1] : memref<4x4xi32>
  affine.prefetch %m[%i, %i + 1], read, locality<3>, data : memref<4x4xi32>
  affine.prefetch %m[0, %i], write, locality<1>, instr : memref<4x4xi32>
  %v = affine.load %m[%i, %i + 1] : memref<4x4xi32>
  return %v : i32""", [(0, 5), (2, -1)])
case("affine.vector_load", "affine_vector_load", "(%i: index)", """
  %m = memref.alloc() : memref<8xi16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %v = arith.index_cast %k : index to i16
    %w = arith.muli %v, %v : i16
    memref.store %w, %m[%k] : memref<8xi16>
  }
  %w = affine.vector_load %m[%i + 1] : memref<8xi16>, vector<3xi16>
  %a = vector.extract %w[0] : i16 from vector<3xi16>
  %b = vector.extract %w[2] : i16 from vector<3xi16>
  return %a, %b : i16, i16""", [(0,), (4,)])
case("affine.vector_store", "affine_vector_2d", "(%i: index, %j: index)", """
  %m = memref.alloc() : memref<4x8xi32>
  %v = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  affine.vector_store %v, %m[%i, %j * 2] : memref<4x8xi32>, vector<3xi32>
  %w = affine.vector_load %m[%i, %j * 2 + 1] : memref<4x8xi32>, vector<2xi32>
  %a = vector.extract %w[0] : i32 from vector<2xi32>
  %b = vector.extract %w[1] : i32 from vector<2xi32>
  return %a, %b : i32, i32""", [(0, 0), (3, 2)])

# ================================================================= arith scaling
# f4E2M1FN values: +-{0, 0.5, 1, 1.5, 2, 3, 4, 6}; f8E8M0FNU scales are powers of two (their
# f32 exponent; 0xFF is NaN).
F4_IN = [(1.5, 4.0), (-6.0, 0.5), (0.5, 1.0), (3.0, 2.0**100), (-0.0, 8.0), (2.0, 2.0**-120),
         (1.0, NAN), (4.0, 3.0)]
case("arith.scaling_extf", "scaling_extf_f4", "(%x: f32, %s: f32)", """
  %a = arith.truncf %x : f32 to f4E2M1FN
  %sc = arith.truncf %s : f32 to f8E8M0FNU
  %r = arith.scaling_extf %a, %sc : f4E2M1FN, f8E8M0FNU to f32
  return %r : f32""", F4_IN)
case("arith.scaling_extf", "scaling_extf_f16", "(%x: f32, %s: f32)", """
  %a = arith.truncf %x : f32 to f16
  %sc = arith.truncf %s : f32 to f8E8M0FNU
  %r = arith.scaling_extf %a, %sc : f16, f8E8M0FNU to f32
  %b = arith.truncf %x : f32 to bf16
  %q = arith.scaling_extf %b, %sc : bf16, f8E8M0FNU to f64
  return %r, %q : f32, f64""", [(1.5, 4.0), (65504.0, 2.0**60), (-0.1, 0.25), (INF, 1.0), (NAN, 2.0),
                                (1.0, NAN), (3.0e-8, 2.0**-126)])
case("arith.scaling_truncf", "scaling_truncf_f4", "(%x: f32, %s: f32)", """
  %sc = arith.truncf %s : f32 to f8E8M0FNU
  %r = arith.scaling_truncf %x, %sc : f32, f8E8M0FNU to f4E2M1FN
  %e = arith.extf %r : f4E2M1FN to f32
  return %e : f32""", [(6.0, 4.0), (-12.0, 2.0), (1.25, 1.0), (100.0, 1.0), (0.2, 0.5), (-0.0, 8.0),
                       (3.0, 2.0**-3), (1.0, NAN), (INF, 1.0)])
case("arith.scaling_truncf", "scaling_truncf_f16", "(%x: f64, %s: f32)", """
  %sc = arith.truncf %s : f32 to f8E8M0FNU
  %r = arith.scaling_truncf %x, %sc : f64, f8E8M0FNU to f16
  %e = arith.extf %r : f16 to f32
  return %e : f32""", [(1.0, 1.0), (1e10, 2.0**20), (0.1, 2.0**-4), (-1e-9, 2.0**-30), (7e4, 1.0),
                       (NAN, 1.0), (2.0, NAN)])

# ================================================================= ub
case("ub.unreachable", "unreachable_not_taken", "(%c: i1, %x: i32)", """
  cf.cond_br %c, ^bad, ^good
^bad:
  ub.unreachable
^good:
  %y = arith.addi %x, %x : i32
  return %y : i32""", [(0, 21), (0, -7)])
case("ub.unreachable", "unreachable_scf", "(%n: i32)", """
  %z = arith.constant 0 : i32
  %neg = arith.cmpi slt, %n, %z : i32
  %r = scf.execute_region -> i32 {
    cf.cond_br %neg, ^bad, ^good
  ^bad:
    ub.unreachable
  ^good:
    %m = arith.muli %n, %n : i32
    scf.yield %m : i32
  }
  return %r : i32""", [(3,), (46341,)])


# ================================================================= the oracle
COPYSIGN = re.compile(r"math\.copysign (%[\w#]+), (%[\w#]+) : (\w+)")
CLAMPF = re.compile(r"(%\w+) = math\.clampf (%\w+) to \[(%\w+), (%\w+)\] : (\w+)")
FPCLASS = re.compile(r"(%\w+) = math\.(isinf|isnormal) (%\w+) : (\w+)")


def oracle_source(body):
    """The case as the oracle runs it (see the module docstring)."""
    body = CLAMPF.sub(lambda m: f"{m[1]}_max = arith.maximumf {m[2]}, {m[3]} : {m[5]}\n"
                      f"  {m[1]} = arith.minimumf {m[1]}_max, {m[4]} : {m[5]}", body)
    return FPCLASS.sub(lambda m: f'{m[1]} = "llvm.intr.is.fpclass"({m[3]}) <{{bit = '
                       f'{516 if m[2] == "isinf" else 264} : i32}}> : ({m[4]}) -> i1', body)


def func_text(name, params, results, body):
    ps = ", ".join(f"{p}: {t}" for p, t in params)
    rs = ", ".join(results)
    if len(results) != 1:
        rs = f"({rs})"
    return f"func.func @{name}({ps}) -> {rs} {{\n{body}\n}}"


def bits_of(t, v):
    if t == "f64":
        return struct.unpack("<q", struct.pack("<d", v))[0]
    return struct.unpack("<i", struct.pack("<f", v))[0]


def arg_const(t, v, nm):
    if t in FLOATS:
        it = FLOATS[t][0]
        return [f"  {nm}_b = arith.constant {bits_of(t, v)} : {it}", f"  {nm} = arith.bitcast {nm}_b : {it} to {t}"]
    if t == "i1":
        return [f"  {nm} = arith.constant {'true' if v else 'false'}"]
    return [f"  {nm} = arith.constant {v} : {t}"]


def print_i64(lines, val, t, k):
    if t == "index":
        lines.append(f"  %p{k} = arith.index_cast {val} : index to i64")
    elif t == "i64":
        lines.append(f"  %p{k} = arith.addi {val}, %zero : i64")
    else:
        lines.append(f"  %p{k} = arith.{'extui' if t == 'i1' else 'extsi'} {val} : {t} to i64")
    lines.append(f"  func.call @printI64(%p{k}) : (i64) -> ()")
    lines.append("  func.call @printNewline() : () -> ()")


def oracle(cases, group):
    first, second = PIPELINES[group]
    funcs = [func_text(name, params, results, oracle_source(body)) for _, name, params, results, body, _, _ in cases]
    lines = ["func.func private @printI64(i64)", "func.func private @printNewline()",
             "func.func @main() {", "  %zero = arith.constant 0 : i64"]
    k = 0
    for _, name, params, results, _, inputs, _ in cases:
        for n, inp in enumerate(inputs):
            names = []
            for j, ((_, t), v) in enumerate(zip(params, inp)):
                nm = f"%a_{name}_{n}_{j}"
                lines += arg_const(t, v, nm)
                names.append(nm)
            lhs = f"%r_{name}_{n}" + (f":{len(results)}" if len(results) > 1 else "")
            lines.append(f"  {lhs} = func.call @{name}({', '.join(names)}) : "
                         f"({', '.join(t for _, t in params)}) -> ({', '.join(results)})")
            for j, t in enumerate(results):
                k += 1
                print_i64(lines, f"%r_{name}_{n}" + (f"#{j}" if len(results) > 1 else ""), t, k)
    lines += ["  return", "}"]
    src = "\n\n".join(funcs) + "\n\n" + "\n".join(lines) + "\n"
    with tempfile.NamedTemporaryFile("w", suffix=f"-{group}.mlir", delete=False) as fh:
        fh.write(src)
    mid = subprocess.run(["mlir-opt-22", *first, fh.name], capture_output=True, text=True)
    if mid.returncode != 0:
        sys.exit(f"mlir-opt-22 {' '.join(first)} failed on {fh.name}:\n{mid.stderr[-3000:]}")
    text = COPYSIGN.sub(lambda m: f"llvm.intr.copysign({m[1]}, {m[2]}) : ({m[3]}, {m[3]}) -> {m[3]}", mid.stdout)
    low = subprocess.run(["mlir-opt-22", *second], input=text, capture_output=True, text=True)
    if low.returncode != 0:
        bad = []
        for f in funcs:
            a = subprocess.run(["mlir-opt-22", *first], input=f, capture_output=True, text=True)
            b = subprocess.run(["mlir-opt-22", *second], input=COPYSIGN.sub(
                lambda m: f"llvm.intr.copysign({m[1]}, {m[2]}) : ({m[3]}, {m[3]}) -> {m[3]}", a.stdout),
                capture_output=True, text=True)
            if a.returncode or b.returncode:
                bad.append(f.split("(")[0])
        sys.exit(f"mlir-opt-22 failed on {fh.name} (alone, these fail: {bad}):\n{low.stderr[-3000:]}")
    got = run_lowered(low.stdout, fh.name, (RUNNER_LIB,))
    want = sum(len(c[3]) * len(c[5]) for c in cases)
    assert len(got) == want, (len(got), want)
    out = []
    for c in cases:
        per = []
        for _ in c[5]:
            per.append(got[:len(c[3])])
            got = got[len(c[3]):]
        out.append(per)
    return out


# ================================================================= sigil's output format
def result_text(v, t, ft):
    """sigil's `result[k]:` text for a result of type t (ft: the float type whose bits it is)."""
    if t == "i1":
        return f"i32={v & 1}"
    kind = "i64" if INT_W[t] == 64 else "i32"
    if ft is not None and math.isnan(as_float(v, ft)):
        w = INT_W[t]
        other = v ^ (1 << (w - 1))
        if other >= 1 << (w - 1):
            other -= 1 << w
        elif other < -(1 << (w - 1)):
            other += 1 << w
        return f"{kind}={{{{({v}|{other})}}}}"
    return f"{kind}={v}"


def arg_text(t, v):
    if t == "i1":
        return "1" if v else "0"
    if t in FLOATS:
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(float(v))
    return str(v)


# Cases the VM refuses today, with the reason: they go to tests/pending/misc-ops.mlir (same form,
# not run by the test suite, and not counted as tests of their ops), to move back here when the VM
# runs them.
PENDING = {
    "dim_rank_cast": "unranked memrefs are not VM values yet",
    "cast_roundtrip": "unranked memrefs are not VM values yet",
    "strided_metadata": "casts through an unranked memref (unranked memrefs are not VM values yet)",
    "aligned_pointer_facts": "memref.extract_aligned_pointer_as_index: VM storage has no address "
                             "with MLIR's allocation alignment",
    **{n: "f4E2M1FN and f8E8M0FNU values are not VM values yet" for n in
       ["scaling_extf_f4", "scaling_extf_f16", "scaling_truncf_f4", "scaling_truncf_f16"]},
}
PENDING_OUT = os.path.join(ROOT, "tests", "pending", "misc-ops.mlir")


def main():
    names = [c[1] for c in CASES]
    assert all(n in names for n in PENDING), [n for n in PENDING if n not in names]
    assert len(set(names)) == len(names)
    values = {}
    for group in PIPELINES:
        cs = [c for c in CASES if c[6] == group]
        for c, v in zip(cs, oracle(cs, group)):
            values[c[1]] = v
    header = ["// @generated by scripts/gen-misc-filetest.py: ops no other file test ran (math, complex,",
              "// memref, bufferization, affine, arith scaling, ub; this file: {dialect}), one function per",
              "// case, each run at several inputs. The expected results are MLIR 22's, lowered by one of",
              "// two pipelines (the math ops without their C library routine; everything else with it,",
              "// after complex-to-standard expands the complex ops) and run by mlir-runner-22:"]
    for group, (first, second) in PIPELINES.items():
        header.append(f"//   {group}: mlir-opt-22 {' '.join(first + second)}")
    header += ["// Float results are returned as their bits (i32/i64), so they must agree exactly; a NaN",
               "// result may have either sign. For a few ops the oracle runs a rewritten copy (the",
               "// isinf and isnormal classes, which MLIR 22 cannot lower, as llvm.intr.is.fpclass;",
               "// clampf as minimumf(maximumf(x, lo), hi), since MLIR 22's expansion swaps them; the",
               "// copysign inside the complex expansions as llvm.intr.copysign, since the C library",
               "// pass refuses it). What is left out, and why, is listed in the script.", ""]
    files = {}
    counts = {}
    pending = ["// @generated by scripts/gen-misc-filetest.py: the cases of misc-ops-*.mlir the VM refuses",
               "// today (each with the reason), with MLIR 22's answers. Not run by the test suite; a",
               "// case moves back to tests/filetests/run/misc-ops-<dialect>.mlir when the VM runs it.", ""]
    for op, name, params, results, body, inputs, group in CASES:
        counts[op] = counts.get(op, 0) + len(inputs)
        dialect = op.split(".")[0]
        into = files.setdefault(dialect, [])
        if name in PENDING:
            into = pending
            into.append(f"// {name}: {PENDING[name]}")
        for n, (inp, vals) in enumerate(zip(inputs, values[name])):
            prefix = f"{name.upper()}_{n}"
            ins = "".join(f" --input={arg_text(t, v)}" for (_, t), v in zip(params, inp))
            into.append(f"// RUN: sigil run %s --function={name}{ins} | FileCheck %s --check-prefix={prefix}")
            for j, (t, v) in enumerate(zip(results, vals)):
                nxt = "" if j == 0 else "-NEXT"
                ft = FLOAT_RESULT.get(name, {}).get(j)
                into.append(f"// {prefix}{nxt}: result[{j}]: {result_text(v, t, ft)}")
        into.append(func_text(name, params, results, body))
        into.append("")
    written = []
    for dialect, lines in files.items():
        cases = [f for f in "\n".join(lines).split("\n\n") if f.strip()]
        hdr = [h.replace("{dialect}", dialect) for h in header]
        written += write_chunks(OUT_DIR, f"misc-ops-{dialect}", hdr, cases, FUNCS_PER_FILE)
    os.makedirs(os.path.dirname(PENDING_OUT), exist_ok=True)
    with open(PENDING_OUT, "w") as fh:
        fh.write("\n".join(pending))
    print(f"gen-misc-filetest.py: {len(CASES)} functions, {sum(counts.values())} runs written to "
          f"{', '.join(written)}")
    for op, n in counts.items():
        print(f"  {op}: {n}")


if __name__ == "__main__":
    main()
