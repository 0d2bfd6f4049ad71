#!/usr/bin/env python3
"""Writes tests/filetests/run/linalg-named-*.mlir: the linalg named ops no other file test runs
(contractions, elementwise ops, convolutions, depthwise convolutions, poolings), written in their
named form on tensors, one function per case, its operands passed with --input. The expected
results are MLIR 22's: mlir-opt-22 lowers the functions (PIPELINE below) with a `main` that calls
every case on the same operands (dense constants) and prints every element of every result
through @printI64 (floats as their bits), and mlir-runner-22 runs it.
Usage: scripts/gen-linalg-filetest.py   (needs mlir-opt-22 and mlir-runner-22)

Values: small integers (in f32 and f16 every sum and product is exact, so the order of a
reduction does not matter), and a few inexact results (exp, log, tanh, erf, sqrt, rsqrt,
reciprocal, div, powf) compared as bits: those cases end in an arith.bitcast of the result to
integers. f32 everywhere, i32 and i8 inputs with an i32 output where the op casts its inputs (the
contractions, convolutions and poolings; cast_signed, or cast_unsigned for the *_unsigned
poolings), f16 where the op allows it. Convolutions and poolings run with strides and
dilations other than 1 (the ops that have them), and an input one longer than the windows need.

Left out on purpose (MLIR leaves the result undefined or the behaviour is not portable):
  - integer division by zero and INT_MIN / -1 (linalg.div, linalg.div_unsigned, kind<div>);
  - the sign and payload of a NaN (a NaN result is checked as a NaN of either sign, and never
    as bits);
  - floating-point sums whose value depends on the order of the reduction.
"""
import math
import os
import struct
import subprocess
import sys
import tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlir_oracle import RUNNER_LIB, LIBM, as_float, run_lowered, tensor_text  # noqa: E402

from filetest_chunks import write_chunks  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT_DIR = os.path.join(ROOT, "tests", "filetests", "run")
# Cases a file (see scripts/filetest_chunks.py).
CASES_PER_FILE = 25
# --convert-elementwise-to-linalg turns the arith.bitcast of a result tensor (the bits cases) into
# a linalg.generic; --one-shot-bufferize bufferizes the functions and their calls;
# --convert-linalg-to-loops lowers every named op through its region (MLIR 22 lowers the named
# forms directly; --linalg-generalize-named-ops is not needed); --convert-math-to-libm first, as in
# gen-math-filetest.py: math.erf and math.tanh call the C library (erff, tanhf; f16 through f32),
# exp, log and powf too, so sigil's results are compared with the C library's; math.rsqrt is
# expanded first into 1 / sqrt (--convert-math-to-libm would call `rsqrtf`, which glibc does not
# have; --convert-math-to-llvm lowers it the same way).
PIPELINE = ["--convert-elementwise-to-linalg", "--one-shot-bufferize=bufferize-function-boundaries",
            "--convert-linalg-to-loops", "--math-expand-ops=ops=rsqrt", "--convert-math-to-libm", "--lower-affine",
            "--convert-scf-to-cf", "--expand-strided-metadata", "--finalize-memref-to-llvm",
            "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-index-to-llvm",
            "--convert-func-to-llvm", "--convert-cf-to-llvm", "--reconcile-unrealized-casts"]

CASES = []  # (op, name, args [(name, type, flat values[, static type])], results [type], body)
STATIC_RESULT = {}  # case name -> the static type of its dynamically shaped result
FLOAT_BITS = {"f16": ("i16", 16), "f32": ("i32", 32), "f64": ("i64", 64)}
INT_W = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}


def case(op, name, args, results, body):
    CASES.append((op, name, list(args), list(results), body.strip("\n")))


def tt(shape, et):
    return "tensor<" + "".join(f"{d}x" for d in shape) + et + ">"


def parse_t(t):
    inner = t[len("tensor<"):-1].split("x")
    return [int(d) for d in inner[:-1]], inner[-1]


def vals(n, lo, hi, seed):
    """n integers in [lo, hi], pseudo-random (a linear congruential generator) from the seed."""
    span = hi - lo + 1
    x = seed * 7919 + 17
    out = []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % (1 << 31)
        out.append(lo + (x >> 12) % span)
    return out


def nelems(shape):
    return math.prod(shape)


def splat_const(name, et, v):
    if et in FLOAT_BITS:
        return f"  {name} = arith.constant {float_lit(v, et)} : {et}"
    return f"  {name} = arith.constant {v} : {et}"


def float_lit(v, et):
    if math.isnan(v) or math.isinf(v):
        w = FLOAT_BITS[et][1]
        if w == 16:
            bits = struct.unpack("<H", struct.pack("<e", v))[0]
        elif w == 32:
            bits = struct.unpack("<I", struct.pack("<f", v))[0]
        else:
            bits = struct.unpack("<Q", struct.pack("<d", v))[0]
        return f"0x{bits:0{w // 4}X}"
    s = repr(float(v))
    # MLIR's float literals need a fraction before the exponent: 1e-30 is 1.0e-30.
    return s.replace("e", ".0e") if "e" in s and "." not in s else s


def init(out_t, fill=None):
    """Lines making %init: an empty tensor, filled with `fill` when given."""
    shape, et = parse_t(out_t)
    if fill is None:
        return f"  %init = tensor.empty() : {out_t}"
    return "\n".join([f"  %empty = tensor.empty() : {out_t}", splat_const("%cst", et, fill),
                      f"  %init = linalg.fill ins(%cst : {et}) outs(%empty : {out_t}) -> {out_t}"])


def named(op, name, ins, out_t, fill=None, attrs="", bits=False, extra=""):
    """A case running `linalg.<op>` on the arguments `ins` [(name, type, values)] into out_t."""
    names = ", ".join(f"%{a[0]}" for a in ins)
    types = ", ".join(a[1] for a in ins)
    attrs = f" {attrs}" if attrs else ""
    lines = [init(out_t, fill), extra.rstrip("\n") if extra else None,
             f"  %r = linalg.{op}{attrs} ins({names} : {types}) outs(%init : {out_t}) -> {out_t}"]
    res = out_t
    ret = "%r"
    if bits:
        shape, et = parse_t(out_t)
        res = tt(shape, FLOAT_BITS[et][0])
        lines.append(f"  %bits = arith.bitcast %r : {out_t} to {res}")
        ret = "%bits"
    lines.append(f"  return {ret} : {res}")
    case(op, name, ins, [res], "\n".join(l for l in lines if l))


# ---------------------------------------------------------------- contractions
def arg(n, shape, et, lo=-3, hi=3, seed=0, values=None):
    v = values if values is not None else vals(nelems(shape), lo, hi, seed)
    assert len(v) == nelems(shape), (n, shape, len(v))
    return (n, tt(shape, et), v)


named("batch_reduce_matmul", "brmm_f32",
      [arg("a", [2, 2, 3], "f32", seed=1), arg("b", [2, 3, 2], "f32", seed=2)], tt([2, 2], "f32"), fill=1.0)
named("batch_reduce_matmul", "brmm_i8_i32",
      [arg("a", [3, 2, 2], "i8", -128, 127, 3), arg("b", [3, 2, 3], "i8", -128, 127, 4)], tt([2, 3], "i32"), fill=0)
named("batch_reduce_matmul", "brmm_f16",
      [arg("a", [2, 1, 4], "f16", seed=5), arg("b", [2, 4, 2], "f16", seed=6)], tt([1, 2], "f16"), fill=-2.0)

MM = "affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>"
MMT = "affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>"
BMM = ("affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, "
       "affine_map<(b, m, n, k) -> (b, m, n)>")
DOT = "affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>"
OUT_T = "affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>"
TWO_K = "affine_map<(m, k, l) -> (m, l, k)>, affine_map<(m, k, l) -> (k, l)>, affine_map<(m, k, l) -> (m)>"
named("contract", "contract_matmul_f32", [arg("a", [2, 3], "f32", seed=7), arg("b", [3, 4], "f32", seed=8)],
      tt([2, 4], "f32"), fill=0.5, attrs=f"indexing_maps = [{MM}]")
named("contract", "contract_transposed_i8_i32",
      [arg("a", [3, 2], "i8", -128, 127, 9), arg("b", [2, 3], "i8", -128, 127, 10)],
      tt([2, 2], "i32"), fill=0, attrs=f"indexing_maps = [{MMT}]")
named("contract", "contract_batch_f32", [arg("a", [2, 2, 3], "f32", seed=11), arg("b", [2, 3, 2], "f32", seed=12)],
      tt([2, 2, 2], "f32"), fill=0.0, attrs=f"indexing_maps = [{BMM}]")
named("contract", "contract_batch_i32", [arg("a", [2, 1, 2], "i32", -9, 9, 13), arg("b", [2, 2, 3], "i32", -9, 9, 14)],
      tt([2, 1, 3], "i32"), fill=100, attrs=f"indexing_maps = [{BMM}]")
named("contract", "contract_dot_f16", [arg("a", [5], "f16", seed=15), arg("b", [5], "f16", seed=16)],
      tt([], "f16"), fill=1.0, attrs=f"indexing_maps = [{DOT}]")
named("contract", "contract_out_transposed_f32", [arg("a", [2, 3], "f32", seed=17), arg("b", [4, 3], "f32", seed=18)],
      tt([4, 2], "f32"), fill=0.0, attrs=f"indexing_maps = [{OUT_T}]")
named("contract", "contract_two_reductions_f32", [arg("a", [2, 3, 2], "f32", seed=44), arg("b", [2, 3], "f32", seed=45)],
      tt([2], "f32"), fill=0.0, attrs=f"indexing_maps = [{TWO_K}]")

named("mmt4d", "mmt4d_f32", [arg("a", [2, 2, 2, 2], "f32", seed=19), arg("b", [1, 2, 3, 2], "f32", seed=20)],
      tt([2, 1, 2, 3], "f32"), fill=0.0)
named("mmt4d", "mmt4d_i8_i32", [arg("a", [1, 2, 2, 2], "i8", -128, 127, 21), arg("b", [2, 2, 1, 2], "i8", -128, 127, 22)],
      tt([1, 2, 2, 1], "i32"), fill=7)
named("batch_mmt4d", "batch_mmt4d_f32",
      [arg("a", [2, 1, 2, 2, 2], "f32", seed=23), arg("b", [2, 2, 2, 1, 2], "f32", seed=24)],
      tt([2, 1, 2, 2, 1], "f32"), fill=0.0)
named("batch_mmt4d", "batch_mmt4d_i8_i32",
      [arg("a", [2, 1, 1, 2, 3], "i8", -128, 127, 25), arg("b", [2, 1, 1, 2, 3], "i8", -128, 127, 26)],
      tt([2, 1, 1, 2, 2], "i32"), fill=0)
named("batch_matvec", "batch_matvec_f32", [arg("a", [2, 3, 4], "f32", seed=27), arg("b", [2, 4], "f32", seed=28)],
      tt([2, 3], "f32"), fill=0.0)
named("batch_matvec", "batch_matvec_i8_i32",
      [arg("a", [2, 2, 3], "i8", -128, 127, 29), arg("b", [2, 3], "i8", -128, 127, 30)], tt([2, 2], "i32"), fill=-5)
named("batch_vecmat", "batch_vecmat_f32", [arg("a", [2, 3], "f32", seed=31), arg("b", [2, 3, 4], "f32", seed=32)],
      tt([2, 4], "f32"), fill=0.0)
named("batch_vecmat", "batch_vecmat_f16", [arg("a", [2, 2], "f16", seed=33), arg("b", [2, 2, 3], "f16", seed=34)],
      tt([2, 3], "f16"), fill=0.5)

# ---------------------------------------------------------------- elementwise named ops
INF, NAN = float("inf"), float("nan")


def unary(op, name, et, values):
    named(op, name, [arg("a", [len(values)], et, values=values)], tt([len(values)], et), bits=name.endswith("_bits"))


unary("exp", "exp_f32", "f32", [0.0, -0.0, -INF, INF, 100.0, -104.0])
unary("exp", "exp_f32_bits", "f32", [1.0, -1.0, 0.5, 10.0, -3.25, 88.5])
unary("exp", "exp_f16_bits", "f16", [1.0, -1.0, 0.5, 2.5])
unary("log", "log_f32", "f32", [1.0, 0.0, -0.0, INF, -1.0, NAN])
unary("log", "log_f32_bits", "f32", [2.0, 0.5, 10.0, 1e-30, 3.0e38, 1.5])
unary("abs", "abs_f32", "f32", [-2.5, 2.5, -0.0, -INF, NAN, 0.0])
unary("abs", "abs_f16", "f16", [-65504.0, 3.0, -0.0, 0.000061035156])
unary("ceil", "ceil_f32", "f32", [1.5, -1.5, -0.5, 0.25, 2.0, -INF, 8388607.5, -0.0])
unary("ceil", "ceil_f16", "f16", [1.5, -1.5, -0.5, 1023.5])
unary("floor", "floor_f32", "f32", [1.5, -1.5, 0.5, -0.25, 2.0, INF, -8388607.5, -0.0])
unary("floor", "floor_f16", "f16", [1.5, -1.5, 0.5, -1023.5])
unary("negf", "negf_f32", "f32", [1.0, -2.5, 0.0, -0.0, INF, 3.0e38])
unary("negf", "negf_f16", "f16", [1.0, -2.5, 0.0, 65504.0])
unary("reciprocal", "reciprocal_f32", "f32", [4.0, -0.5, 0.0, -0.0, INF, 1.0])
unary("reciprocal", "reciprocal_f32_bits", "f32", [3.0, -7.0, 0.1, 1.0e-39])
unary("reciprocal", "reciprocal_f16_bits", "f16", [3.0, -7.0, 0.1, 1000.0])
unary("round", "round_f32", "f32", [0.5, -0.5, 1.5, 2.5, -2.5, 0.49999997, -0.0, 8388609.0])
unary("round", "round_f16", "f16", [0.5, -0.5, 2.5, -3.5])
unary("sqrt", "sqrt_f32", "f32", [4.0, 2.25, 0.0, -0.0, INF, -1.0])
unary("sqrt", "sqrt_f32_bits", "f32", [2.0, 3.0, 0.1, 1.0e-40])
unary("sqrt", "sqrt_f16", "f16", [4.0, 0.25, 0.0, 9.0])
unary("rsqrt", "rsqrt_f32", "f32", [4.0, 0.25, 16.0, 0.0, INF, 1.0])
unary("rsqrt", "rsqrt_f32_bits", "f32", [2.0, 3.0, 10.0, 0.1])
unary("square", "square_f32", "f32", [3.0, -2.5, -0.0, 1.0e20, 1.0e30, -INF])
unary("square", "square_f16", "f16", [3.0, -2.5, 256.0, 0.5])
unary("tanh", "tanh_f32", "f32", [0.0, -0.0, 20.0, -INF])
unary("tanh", "tanh_f32_bits", "f32", [0.5, -1.0, 2.0, 0.001])
unary("tanh", "tanh_f16_bits", "f16", [0.5, -1.0, 2.0, 0.25])
unary("erf", "erf_f32", "f32", [0.0, -0.0, 10.0, -INF])
unary("erf", "erf_f32_bits", "f32", [0.5, -1.0, 2.0, 0.001])


def binary(op, name, et, a, b):
    named(op, name, [arg("a", [len(a)], et, values=a), arg("b", [len(b)], et, values=b)], tt([len(a)], et),
          bits=name.endswith("_bits"))


I32_MIN, I32_MAX = -2147483648, 2147483647
binary("sub", "sub_f32", "f32", [5.0, 1.5, 0.0, INF, INF], [7.0, 1.5, 0.0, 1.0, INF])
binary("sub", "sub_i32", "i32", [5, I32_MIN, I32_MAX, -3], [7, 1, -1, -3])
binary("sub", "sub_f16", "f16", [2048.0, 1.5, 65504.0, -1.0], [1.0, 0.25, -65504.0, 0.5])
binary("div", "div_f32", "f32", [7.0, -7.0, 1.0, -1.0, 0.0, 6.0], [2.0, 4.0, 0.0, 0.0, 0.0, -3.0])
binary("div", "div_f32_bits", "f32", [1.0, 2.0, -10.0, 1.0e-30], [3.0, 7.0, 3.0, 1.0e10])
binary("div", "div_i32", "i32", [7, -7, 7, -7, I32_MIN, 0], [2, 2, -2, -2, 2, 5])
binary("div", "div_i8", "i8", [127, -128, -7, 100], [2, 3, 2, -7])
binary("div_unsigned", "div_unsigned_i32", "i32", [7, -1, -7, I32_MIN], [2, 2, 2, 3])
binary("div_unsigned", "div_unsigned_i8", "i8", [-2, -128, 100, -1], [3, 2, 7, -1])
binary("max", "max_f32", "f32", [1.0, -1.0, -0.0, 0.0, NAN, 2.0], [2.0, -2.0, 0.0, -0.0, 1.0, NAN])
binary("max", "max_i32", "i32", [1, -1, I32_MIN, 5], [2, -2, I32_MAX, 5])
binary("max", "max_f16", "f16", [1.0, -1.0, -0.0, 0.5], [2.0, -2.0, 0.0, -0.5])
binary("min", "min_f32", "f32", [1.0, -1.0, -0.0, 0.0, NAN, -INF], [2.0, -2.0, 0.0, -0.0, 1.0, 5.0])
binary("min", "min_i32", "i32", [1, -1, I32_MIN, 5], [2, -2, I32_MAX, 5])
binary("min", "min_i8", "i8", [-128, 127, -1, 0], [0, -1, 1, 0])
binary("powf", "powf_f32", "f32", [2.0, 4.0, -2.0, 0.0, 1.0, -8.0, 2.0], [3.0, 0.5, 3.0, 0.0, NAN, 1.0 / 3.0, -2.0])
binary("powf", "powf_f32_bits", "f32", [2.0, 10.0, 1.5, 3.0], [0.5, 0.3, 2.5, -1.5])
binary("powf", "powf_f16_bits", "f16", [2.0, 10.0, 1.5, 3.0], [0.5, 0.25, 2.5, -1.5])


def select(name, et, c, a, b):
    n = len(c)
    named("select", name, [arg("c", [n], "i1", values=c), arg("a", [n], et, values=a), arg("b", [n], et, values=b)],
          tt([n], et))


select("select_f32", "f32", [1, 0, 1, 0, 1], [1.0, 2.0, -0.0, NAN, INF], [-1.0, -2.0, 0.0, 4.0, 5.0])
select("select_i32", "i32", [0, 0, 1, 1], [1, 2, 3, 4], [I32_MIN, -6, -7, I32_MAX])
named("select", "select_2d_i8", [arg("c", [2, 3], "i1", values=[1, 0, 0, 1, 1, 0]),
                                 arg("a", [2, 3], "i8", -128, 127, 35), arg("b", [2, 3], "i8", -128, 127, 36)],
      tt([2, 3], "i8"))

# linalg.elementwise: the kind names the payload; indexing_maps broadcast or transpose operands.
ID2 = "affine_map<(i, j) -> (i, j)>"
ROW = "affine_map<(i, j) -> (j)>"
TR = "affine_map<(i, j) -> (j, i)>"


def ew(kind, name, ins, out_t, maps=None, bits=False):
    attrs = f"kind=#linalg.elementwise_kind<{kind}>"
    if maps:
        attrs += f" indexing_maps = [{maps}]"
    named("elementwise", name, ins, out_t, attrs=attrs, bits=bits)


ew("exp", "ew_exp_f32_bits", [arg("a", [2, 2], "f32", values=[0.0, 1.0, -2.0, 0.5])], tt([2, 2], "f32"), bits=True)
ew("floor", "ew_floor_f32", [arg("a", [4], "f32", values=[1.5, -1.5, -0.25, 7.0])], tt([4], "f32"))
ew("negf", "ew_negf_f16", [arg("a", [3], "f16", values=[1.5, 0.0, -65504.0])], tt([3], "f16"))
ew("square", "ew_square_f32", [arg("a", [2, 2], "f32", values=[3.0, -4.0, 0.5, -0.0])], tt([2, 2], "f32"))
ew("add", "ew_add_bcast_f32", [arg("a", [2, 3], "f32", seed=37), arg("b", [3], "f32", values=[10.0, 20.0, 30.0])],
   tt([2, 3], "f32"), maps=f"{ID2}, {ROW}, {ID2}")
ew("sub", "ew_sub_transposed_i32", [arg("a", [2, 3], "i32", -9, 9, 38), arg("b", [3, 2], "i32", -9, 9, 39)],
   tt([2, 3], "i32"), maps=f"{ID2}, {TR}, {ID2}")
ew("mul", "ew_mul_i32", [arg("a", [4], "i32", values=[3, -4, 65536, I32_MAX]), arg("b", [4], "i32", values=[5, 6, 65536, 2])],
   tt([4], "i32"))
ew("div", "ew_div_i32", [arg("a", [4], "i32", values=[7, -7, 9, -9]), arg("b", [4], "i32", values=[2, 2, -4, -4])], tt([4], "i32"))
ew("div_unsigned", "ew_div_unsigned_i8", [arg("a", [3], "i8", values=[-1, -128, 9]), arg("b", [3], "i8", values=[16, 3, 2])],
   tt([3], "i8"))
ew("max_signed", "ew_max_signed_i32", [arg("a", [3], "i32", values=[-1, 5, I32_MIN]), arg("b", [3], "i32", values=[1, -5, 0])],
   tt([3], "i32"))
ew("min_signed", "ew_min_signed_f32", [arg("a", [3], "f32", values=[-0.0, 5.0, NAN]), arg("b", [3], "f32", values=[0.0, -5.0, 1.0])],
   tt([3], "f32"))
ew("max_unsigned", "ew_max_unsigned_i32", [arg("a", [3], "i32", values=[-1, 5, I32_MIN]), arg("b", [3], "i32", values=[1, -5, 0])],
   tt([3], "i32"))
ew("min_unsigned", "ew_min_unsigned_i8", [arg("a", [3], "i8", values=[-1, 5, -128]), arg("b", [3], "i8", values=[1, -5, 127])],
   tt([3], "i8"))
ew("powf", "ew_powf_f32", [arg("a", [3], "f32", values=[2.0, 9.0, -3.0]), arg("b", [3], "f32", values=[10.0, 0.5, 2.0])],
   tt([3], "f32"))
ew("select", "ew_select_f32", [arg("c", [2, 2], "i1", values=[1, 0, 0, 1]), arg("a", [2, 2], "f32", seed=40),
                               arg("b", [2, 2], "f32", seed=41)], tt([2, 2], "f32"))
ew("select", "ew_select_bcast_i32", [arg("c", [3], "i1", values=[1, 0, 1]), arg("a", [2, 3], "i32", -9, 9, 42),
                                     arg("b", [2, 3], "i32", -9, 9, 43)], tt([2, 3], "i32"),
   maps=f"{ROW}, {ID2}, {ID2}, {ID2}")

# ---------------------------------------------------------------- convolutions and poolings
# A layout is a string of letters: n batch, g group, c input channel, f output channel, m channel
# multiplier, d/h/w the spatial dimensions (of the input, the kernel, or the output).
SPATIAL = "dhw"


def conv(op, name, lay_in, lay_k, lay_out, sizes, out_sp, k_sp, et_in="f32", et_k=None, et_out=None,
         strides=None, dilations=None, fill=0.0, extra_in=1, pool=False, lo=-3, hi=3, seed=0):
    """`sizes` gives n, g, c, f, m; `out_sp`/`k_sp` the output and window sizes of the spatial
    dimensions (in d, h, w order, those the op has)."""
    et_k = et_k or et_in
    et_out = et_out or et_in
    sp = [s for s in SPATIAL if s in lay_in]
    assert len(sp) == len(out_sp) == len(k_sp)
    st = strides or [1] * len(sp)
    dl = dilations or [1] * len(sp)
    osz = dict(zip(sp, out_sp))
    ksz = dict(zip(sp, k_sp))
    isz = {s: (osz[s] - 1) * st[i] + dl[i] * (ksz[s] - 1) + 1 + extra_in for i, s in enumerate(sp)}
    dims = lambda lay, spatial: [spatial[ch] if ch in SPATIAL else sizes[ch] for ch in lay]
    in_shape, k_shape, out_shape = dims(lay_in, isz), dims(lay_k, ksz), dims(lay_out, osz)
    attrs = ""
    if strides or dilations:
        r = len(sp)
        fmt = lambda v: f"dense<{v[0]}>" if len(set(v)) == 1 else f"dense<[{', '.join(map(str, v))}]>"
        attrs = f"{{dilations = {fmt(dl)} : tensor<{r}xi64>, strides = {fmt(st)} : tensor<{r}xi64>}}"
    ins = [arg("x", in_shape, et_in, lo, hi, seed)]
    extra = ""
    if pool:
        # The window operand only gives the window's shape.
        extra = f"  %win = tensor.empty() : {tt(k_shape, et_k)}"
        named(op, name, ins + [("win", tt(k_shape, et_k), None)], tt(out_shape, et_out), fill=fill, attrs=attrs,
              extra=extra)
    else:
        ins.append(arg("k", k_shape, et_k, -2, 2, seed + 50))
        named(op, name, ins, tt(out_shape, et_out), fill=fill, attrs=attrs)


S = dict(n=1, g=1, c=1, f=1, m=1)


def sz(**kw):
    d = dict(S)
    d.update(kw)
    return d


conv("conv_1d", "conv_1d_f32", "w", "w", "w", sz(), [4], [3], seed=1)
conv("conv_1d", "conv_1d_i8_i32", "w", "w", "w", sz(), [3], [2], et_in="i8", et_out="i32", fill=0, lo=-128, hi=127, seed=2,
     extra_in=0)
conv("conv_2d", "conv_2d_f32", "hw", "hw", "hw", sz(), [2, 3], [2, 2], seed=3)
conv("conv_2d", "conv_2d_f16", "hw", "hw", "hw", sz(), [2, 2], [2, 3], et_in="f16", fill=0.5, seed=4)
conv("conv_3d", "conv_3d_f32", "dhw", "dhw", "dhw", sz(), [2, 2, 2], [2, 1, 2], seed=5)
conv("conv_1d_nwc_wcf", "conv_1d_nwc_wcf_f32_s2", "nwc", "wcf", "nwf", sz(n=2, c=2, f=3), [3], [2], strides=[2],
     dilations=[1], seed=6)
conv("conv_1d_nwc_wcf", "conv_1d_nwc_wcf_i8_i32_d2", "nwc", "wcf", "nwf", sz(n=1, c=2, f=2), [3], [2], strides=[1],
     dilations=[2], et_in="i8", et_out="i32", fill=0, lo=-128, hi=127, seed=7)
conv("conv_1d_ncw_fcw", "conv_1d_ncw_fcw_f32", "ncw", "fcw", "nfw", sz(n=1, c=2, f=2), [3], [2], seed=8)
conv("conv_1d_ncw_fcw", "conv_1d_ncw_fcw_f32_s2_d2", "ncw", "fcw", "nfw", sz(n=2, c=1, f=2), [2], [2], strides=[2],
     dilations=[2], seed=9)
conv("conv_2d_nhwc_fhwc", "conv_2d_nhwc_fhwc_f32", "nhwc", "fhwc", "nhwf", sz(n=1, c=2, f=2), [2, 2], [2, 2],
     strides=[2, 1], dilations=[1, 2], seed=10)
conv("conv_2d_nhwc_fhwc", "conv_2d_nhwc_fhwc_i8_i32", "nhwc", "fhwc", "nhwf", sz(n=2, c=1, f=2), [2, 1], [2, 2],
     et_in="i8", et_out="i32", fill=3, lo=-128, hi=127, seed=11)
conv("conv_2d_nchw_fchw", "conv_2d_nchw_fchw_f32", "nchw", "fchw", "nfhw", sz(n=1, c=2, f=2), [2, 2], [2, 2],
     strides=[1, 2], dilations=[1, 1], seed=12)
conv("conv_2d_nchw_fchw", "conv_2d_nchw_fchw_f16_f32", "nchw", "fchw", "nfhw", sz(n=1, c=2, f=1), [2, 2], [3, 2],
     et_in="f16", et_out="f32", fill=0.0, strides=[2, 2], dilations=[1, 2], seed=13)
conv("conv_2d_ngchw_fgchw", "conv_2d_ngchw_fgchw_f32", "ngchw", "fgchw", "ngfhw", sz(n=1, g=2, c=2, f=2), [2, 2], [2, 2],
     seed=14)
conv("conv_2d_ngchw_fgchw", "conv_2d_ngchw_fgchw_i8_i32_s2", "ngchw", "fgchw", "ngfhw", sz(n=1, g=2, c=1, f=1), [2, 2],
     [2, 1], strides=[2, 2], dilations=[1, 1], et_in="i8", et_out="i32", fill=0, lo=-128, hi=127, seed=15)
conv("conv_2d_ngchw_gfchw", "conv_2d_ngchw_gfchw_f32_s2", "ngchw", "gfchw", "ngfhw", sz(n=1, g=2, c=2, f=2), [2, 1],
     [2, 2], strides=[2, 1], dilations=[1, 1], seed=16)
conv("conv_2d_nhwgc_gfhwc", "conv_2d_nhwgc_gfhwc_f32_d2", "nhwgc", "gfhwc", "nhwgf", sz(n=1, g=2, c=2, f=2), [2, 2],
     [2, 2], strides=[1, 1], dilations=[2, 2], seed=17)
conv("conv_3d_ndhwc_dhwcf", "conv_3d_ndhwc_dhwcf_f32", "ndhwc", "dhwcf", "ndhwf", sz(n=1, c=2, f=2), [2, 1, 2],
     [2, 2, 1], strides=[1, 2, 1], dilations=[1, 1, 2], seed=18)
conv("conv_3d_ndhwc_dhwcf", "conv_3d_ndhwc_dhwcf_i8_i32", "ndhwc", "dhwcf", "ndhwf", sz(n=1, c=1, f=2), [1, 2, 2],
     [2, 1, 2], et_in="i8", et_out="i32", fill=0, lo=-128, hi=127, seed=19)
conv("conv_3d_ncdhw_fcdhw", "conv_3d_ncdhw_fcdhw_f32", "ncdhw", "fcdhw", "nfdhw", sz(n=1, c=2, f=2), [2, 2, 1],
     [1, 2, 2], strides=[1, 1, 1], dilations=[2, 1, 1], seed=20)
conv("depthwise_conv_1d_nwc_wc", "dw_conv_1d_nwc_wc_f32_s2", "nwc", "wc", "nwc", sz(n=2, c=3), [2], [2], strides=[2],
     dilations=[1], seed=21)
conv("depthwise_conv_1d_nwc_wc", "dw_conv_1d_nwc_wc_i8_i32", "nwc", "wc", "nwc", sz(n=1, c=2), [3], [3], et_in="i8",
     et_out="i32", fill=0, lo=-128, hi=127, seed=22)
conv("depthwise_conv_1d_ncw_cw", "dw_conv_1d_ncw_cw_f32_d2", "ncw", "cw", "ncw", sz(n=1, c=3), [3], [2], strides=[1],
     dilations=[2], seed=23)
conv("depthwise_conv_1d_nwc_wcm", "dw_conv_1d_nwc_wcm_f32", "nwc", "wcm", "nwcm", sz(n=1, c=2, m=2), [3], [2],
     strides=[2], dilations=[2], seed=24)
conv("depthwise_conv_2d_nchw_chw", "dw_conv_2d_nchw_chw_f32_s2", "nchw", "chw", "nchw", sz(n=1, c=2), [2, 2], [2, 2],
     strides=[2, 2], dilations=[1, 1], seed=25)
conv("depthwise_conv_2d_nchw_chw", "dw_conv_2d_nchw_chw_i8_i32", "nchw", "chw", "nchw", sz(n=2, c=1), [2, 2], [2, 2],
     et_in="i8", et_out="i32", fill=0, lo=-128, hi=127, seed=26)
conv("depthwise_conv_2d_nhwc_hwcm", "dw_conv_2d_nhwc_hwcm_f32_d2", "nhwc", "hwcm", "nhwcm", sz(n=1, c=2, m=2), [2, 2],
     [2, 2], strides=[1, 1], dilations=[2, 1], seed=27)
conv("depthwise_conv_2d_nhwc_hwcm", "dw_conv_2d_nhwc_hwcm_f16", "nhwc", "hwcm", "nhwcm", sz(n=1, c=1, m=2), [2, 2],
     [2, 2], et_in="f16", seed=28)
conv("depthwise_conv_3d_ndhwc_dhwc", "dw_conv_3d_ndhwc_dhwc_f32", "ndhwc", "dhwc", "ndhwc", sz(n=1, c=2), [2, 2, 1],
     [2, 1, 2], strides=[1, 1, 2], dilations=[1, 2, 1], seed=29)
conv("depthwise_conv_3d_ncdhw_cdhw", "dw_conv_3d_ncdhw_cdhw_f32", "ncdhw", "cdhw", "ncdhw", sz(n=1, c=2), [1, 2, 2],
     [2, 2, 1], strides=[1, 1, 2], dilations=[1, 1, 1], seed=30)
conv("depthwise_conv_3d_ndhwc_dhwcm", "dw_conv_3d_ndhwc_dhwcm_f32", "ndhwc", "dhwcm", "ndhwcm", sz(n=1, c=2, m=2),
     [1, 2, 1], [2, 1, 2], strides=[2, 1, 1], dilations=[1, 1, 2], seed=31)

I8 = dict(et_in="i8", et_k="i8", et_out="i32", lo=-128, hi=127)
conv("pooling_nchw_sum", "pool_nchw_sum_f32_s2", "nchw", "hw", "nchw", sz(n=1, c=2), [2, 2], [2, 2], strides=[2, 2],
     dilations=[1, 1], pool=True, seed=32)
conv("pooling_nchw_sum", "pool_nchw_sum_i8_i32", "nchw", "hw", "nchw", sz(n=1, c=1), [2, 2], [2, 2], fill=0, pool=True,
     seed=33, **I8)
conv("pooling_nhwc_max_unsigned", "pool_nhwc_max_unsigned_i8_i32", "nhwc", "hw", "nhwc", sz(n=1, c=2), [2, 2], [2, 2],
     fill=0, pool=True, seed=34, **I8)
conv("pooling_nhwc_max_unsigned", "pool_nhwc_max_unsigned_i32_s2", "nhwc", "hw", "nhwc", sz(n=1, c=1), [2, 2], [2, 2],
     strides=[2, 2], dilations=[1, 1], et_in="i32", fill=0, lo=-5, hi=5, pool=True, seed=35)
conv("pooling_nchw_max", "pool_nchw_max_f32", "nchw", "hw", "nchw", sz(n=1, c=2), [2, 2], [2, 2], fill=-INF, pool=True,
     seed=36)
conv("pooling_nchw_max", "pool_nchw_max_f16_s2_d2", "nchw", "hw", "nchw", sz(n=1, c=1), [2, 2], [2, 2], strides=[2, 1],
     dilations=[2, 2], et_in="f16", fill=-INF, pool=True, seed=37)
conv("pooling_nchw_max", "pool_nchw_max_i8_i32", "nchw", "hw", "nchw", sz(n=1, c=1), [2, 2], [2, 2],
     fill=I32_MIN, pool=True, seed=38, **I8)
conv("pooling_nhwc_min", "pool_nhwc_min_f32", "nhwc", "hw", "nhwc", sz(n=1, c=2), [2, 2], [2, 2], fill=INF, pool=True,
     seed=39)
conv("pooling_nhwc_min", "pool_nhwc_min_i32_d2", "nhwc", "hw", "nhwc", sz(n=1, c=1), [2, 2], [2, 2], strides=[1, 1],
     dilations=[2, 2], et_in="i32", fill=I32_MAX, lo=-9, hi=9, pool=True, seed=40)
conv("pooling_nhwc_min_unsigned", "pool_nhwc_min_unsigned_i32", "nhwc", "hw", "nhwc", sz(n=1, c=2), [2, 2], [2, 2],
     et_in="i32", fill=-1, lo=-5, hi=5, pool=True, seed=41)
conv("pooling_nhwc_min_unsigned", "pool_nhwc_min_unsigned_i8_i32", "nhwc", "hw", "nhwc", sz(n=1, c=1), [2, 2], [2, 2],
     fill=-1, pool=True, seed=42, **I8)
conv("pooling_nwc_sum", "pool_nwc_sum_f32_s2", "nwc", "w", "nwc", sz(n=2, c=2), [2], [3], strides=[2], dilations=[1],
     pool=True, seed=43)
conv("pooling_nwc_sum", "pool_nwc_sum_f16", "nwc", "w", "nwc", sz(n=1, c=2), [3], [2], et_in="f16", fill=0.5, pool=True,
     seed=44)
conv("pooling_ncw_sum", "pool_ncw_sum_i32_d2", "ncw", "w", "ncw", sz(n=1, c=2), [3], [2], strides=[1], dilations=[2],
     et_in="i32", fill=10, lo=-9, hi=9, pool=True, seed=45)
conv("pooling_ncw_sum", "pool_ncw_sum_i8_i32", "ncw", "w", "ncw", sz(n=1, c=2), [2], [3], fill=0, pool=True, seed=46, **I8)
conv("pooling_nwc_max", "pool_nwc_max_f32", "nwc", "w", "nwc", sz(n=1, c=2), [3], [2], fill=-INF, pool=True, seed=47)
named("pooling_nwc_max", "pool_nwc_max_f32_zeros_nan",
      [arg("x", [1, 4, 2], "f32", values=[-0.0, 1.0, 0.0, NAN, -0.0, -3.0, -1.0, -5.0]),
       ("win", tt([2], "f32"), None)], tt([1, 3, 2], "f32"), fill=-INF,
      extra=f"  %win = tensor.empty() : {tt([2], 'f32')}")
conv("pooling_nwc_max_unsigned", "pool_nwc_max_unsigned_i8_i32", "nwc", "w", "nwc", sz(n=1, c=2), [3], [2], fill=0,
     pool=True, seed=48, **I8)
conv("pooling_nwc_max_unsigned", "pool_nwc_max_unsigned_i32_s2", "nwc", "w", "nwc", sz(n=1, c=1), [2], [2],
     strides=[2], dilations=[1], et_in="i32", fill=0, lo=-5, hi=5, pool=True, seed=49)
conv("pooling_ncw_max", "pool_ncw_max_f32_d2", "ncw", "w", "ncw", sz(n=1, c=2), [2], [2], strides=[1], dilations=[2],
     fill=-INF, pool=True, seed=50)
conv("pooling_ncw_max", "pool_ncw_max_i32", "ncw", "w", "ncw", sz(n=2, c=1), [3], [2], et_in="i32", fill=I32_MIN,
     lo=-9, hi=9, pool=True, seed=51)
conv("pooling_nwc_min", "pool_nwc_min_f32_s2", "nwc", "w", "nwc", sz(n=1, c=2), [2], [2], strides=[2], dilations=[1],
     fill=INF, pool=True, seed=52)
conv("pooling_nwc_min", "pool_nwc_min_i8_i32", "nwc", "w", "nwc", sz(n=1, c=1), [3], [2], fill=I32_MAX, pool=True,
     seed=53, **I8)
conv("pooling_nwc_min_unsigned", "pool_nwc_min_unsigned_i8_i32", "nwc", "w", "nwc", sz(n=1, c=2), [3], [2], fill=-1,
     pool=True, seed=54, **I8)
conv("pooling_nwc_min_unsigned", "pool_nwc_min_unsigned_i32_d2", "nwc", "w", "nwc", sz(n=1, c=1), [2], [2],
     strides=[1], dilations=[2], et_in="i32", fill=-1, lo=-5, hi=5, pool=True, seed=55)
conv("pooling_ndhwc_sum", "pool_ndhwc_sum_f32", "ndhwc", "dhw", "ndhwc", sz(n=1, c=2), [2, 1, 2], [2, 2, 1],
     strides=[1, 2, 1], dilations=[1, 1, 2], pool=True, seed=56)
conv("pooling_ndhwc_sum", "pool_ndhwc_sum_i8_i32", "ndhwc", "dhw", "ndhwc", sz(n=1, c=1), [1, 2, 2], [2, 1, 2], fill=0,
     pool=True, seed=57, **I8)
conv("pooling_ndhwc_max", "pool_ndhwc_max_f32", "ndhwc", "dhw", "ndhwc", sz(n=1, c=2), [1, 2, 2], [2, 2, 2], fill=-INF,
     pool=True, seed=58)
conv("pooling_ndhwc_max", "pool_ndhwc_max_i32_s2", "ndhwc", "dhw", "ndhwc", sz(n=1, c=1), [2, 1, 2], [1, 2, 2],
     strides=[2, 1, 2], dilations=[1, 1, 1], et_in="i32", fill=I32_MIN, lo=-9, hi=9, pool=True, seed=59)
conv("pooling_ndhwc_min", "pool_ndhwc_min_f32_d2", "ndhwc", "dhw", "ndhwc", sz(n=1, c=2), [1, 2, 1], [2, 2, 2],
     strides=[1, 1, 1], dilations=[2, 1, 2], fill=INF, pool=True, seed=60)
conv("pooling_ndhwc_min", "pool_ndhwc_min_f16", "ndhwc", "dhw", "ndhwc", sz(n=1, c=1), [2, 2, 1], [1, 2, 2],
     et_in="f16", fill=INF, pool=True, seed=61)


# ---------------------------------------------------------------- casts, wrapping, attributes
# The contractions, convolutions and poolings cast their inputs to the output's element type
# (cast_signed: sign-extension, truncation, sitofp, fptosi, extf, truncf; cast_unsigned: zero
# extension, uitofp) before multiplying and adding in that type.
UNSIGNED = "{cast = #linalg.type_fn<cast_unsigned>}"
named("batch_reduce_matmul", "brmm_i32_to_i8_trunc",
      [arg("a", [2, 2, 2], "i32", values=[300, -129, 255, 7, 1000, 2, -3, 128]),
       arg("b", [2, 2, 2], "i32", values=[3, 257, -2, 511, 4, -1, 65539, 2])], tt([2, 2], "i8"), fill=0)
# MLIR 22 parses, keeps and prints `cast = #linalg.type_fn<cast_unsigned>` on batch_reduce_matmul but
# builds its region with signed casts all the same (arith.sitofp / arith.extsi; batch_matmul and
# contract honour the attribute with uitofp / extui): an MLIR bug. sigil casts as the attribute says;
# the oracle runs the same contraction written as linalg.contract (ORACLE_AS_CONTRACT below).
named("batch_reduce_matmul", "brmm_unsigned_i8_f32",
      [arg("a", [2, 2, 2], "i8", -128, 127, 62), arg("b", [2, 2, 2], "i8", -128, 127, 63)], tt([2, 2], "f32"),
      fill=0.0, attrs=UNSIGNED)
named("batch_reduce_matmul", "brmm_unsigned_i8_i32",
      [arg("a", [2, 2, 3], "i8", -128, 127, 64), arg("b", [2, 3, 2], "i8", -128, 127, 65)], tt([2, 2], "i32"),
      fill=0, attrs=UNSIGNED)
named("batch_reduce_matmul", "brmm_maps_transposed_f32",
      [arg("a", [2, 3, 2], "f32", seed=66), arg("b", [2, 3, 2], "f32", seed=67)], tt([2, 2], "f32"), fill=0.0,
      attrs="indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, "
            "affine_map<(b, m, n, k) -> (m, n)>]")
named("contract", "contract_unsigned_i8_i32",
      [arg("a", [2, 3], "i8", -128, 127, 68), arg("b", [3, 2], "i8", -128, 127, 69)], tt([2, 2], "i32"), fill=0,
      attrs=f"indexing_maps = [{MM}] {UNSIGNED}")
named("contract", "contract_i32_wrap",
      [arg("a", [2, 2], "i32", values=[1 << 20, 3, -(1 << 30), 1 << 30]),
       arg("b", [2, 2], "i32", values=[1 << 12, 5, 4, 2])], tt([2, 2], "i32"), fill=0, attrs=f"indexing_maps = [{MM}]")
named("batch_matvec", "batch_matvec_f32_to_i32",
      [arg("a", [1, 2, 3], "f32", values=[1.5, -2.5, 2.75, -0.75, 3.999, -7.25]),
       arg("b", [1, 3], "f32", values=[2.5, 1.0, -3.5])], tt([1, 2], "i32"), fill=0)
named("batch_vecmat", "batch_vecmat_i8_f16",
      [arg("a", [1, 3], "i8", values=[-128, 5, 127]), arg("b", [1, 3, 2], "i8", values=[2, -1, 3, 7, -2, 1])],
      tt([1, 2], "f16"), fill=0.0)
named("mmt4d", "mmt4d_f16_f32", [arg("a", [1, 1, 2, 3], "f16", seed=70), arg("b", [2, 1, 1, 3], "f16", seed=71)],
      tt([1, 2, 2, 1], "f32"), fill=0.0)
conv("conv_1d", "conv_1d_i8_f32", "w", "w", "w", sz(), [3], [2], et_in="i8", et_out="f32", fill=0.0, lo=-128, hi=127,
     seed=72)
conv("conv_2d", "conv_2d_f32_to_f16", "hw", "hw", "hw", sz(), [2, 2], [2, 2], et_in="f32", et_out="f16", fill=0.0,
     seed=73)
conv("conv_2d_nhwc_fhwc", "conv_2d_nhwc_fhwc_i32_to_i8_wrap", "nhwc", "fhwc", "nhwf", sz(n=1, c=2, f=1), [1, 2], [1, 2],
     et_in="i32", et_out="i8", fill=0, lo=-300, hi=300, seed=74)
conv("pooling_nwc_sum", "pool_nwc_sum_i32_to_i8_wrap", "nwc", "w", "nwc", sz(n=1, c=1), [3], [3], et_in="i32",
     et_out="i8", et_k="i32", fill=0, lo=-200, hi=200, pool=True, seed=75)
conv("pooling_nchw_max", "pool_nchw_max_f16_f32", "nchw", "hw", "nchw", sz(n=1, c=1), [2, 2], [2, 2], et_in="f16",
     et_out="f32", fill=-INF, pool=True, seed=76)
conv("pooling_nhwc_max_unsigned", "pool_nhwc_max_unsigned_i8_i16", "nhwc", "hw", "nhwc", sz(n=1, c=1), [2, 1], [2, 2],
     et_in="i8", et_k="i8", et_out="i16", fill=0, lo=-128, hi=127, pool=True, seed=77)

# ---------------------------------------------------------------- dynamic shapes
# Operands of type tensor<?x...>: the sizes come from the arguments at run time (the oracle passes
# its constants through tensor.cast); the output is made with tensor.empty of tensor.dim sizes, or
# passed in.


def dyn(t):
    shape, et = parse_t(t)
    return tt(["?"] * len(shape), et)


def dcase(op, name, args, out_static, body):
    for a in args:
        assert len(a) == 4
    case(op, name, args, [dyn(out_static)], body)
    STATIC_RESULT[name] = out_static


def darg(n, shape, et, lo=-3, hi=3, seed=0, values=None):
    a = arg(n, shape, et, lo, hi, seed, values)
    return (a[0], dyn(a[1]), a[2], a[1])


dcase("sub", "dyn_sub_f32", [darg("a", [2, 3], "f32", seed=80), darg("b", [2, 3], "f32", seed=81)], tt([2, 3], "f32"), """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %init = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.sub ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>""")
dcase("batch_matvec", "dyn_batch_matvec_i32",
      [darg("a", [2, 3, 4], "i32", -9, 9, 82), darg("b", [2, 4], "i32", -9, 9, 83)], tt([2, 3], "i32"), """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %d0 = tensor.dim %a, %c0 : tensor<?x?x?xi32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?x?xi32>
  %empty = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %init = linalg.fill ins(%z : i32) outs(%empty : tensor<?x?xi32>) -> tensor<?x?xi32>
  %r = linalg.batch_matvec ins(%a, %b : tensor<?x?x?xi32>, tensor<?x?xi32>) outs(%init : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>""")
dcase("conv_2d_nhwc_fhwc", "dyn_conv_2d_nhwc_fhwc_f32_s2",
      [darg("x", [1, 5, 4, 2], "f32", seed=84), darg("k", [3, 2, 2, 2], "f32", -2, 2, 85),
       darg("o", [1, 2, 3, 3], "f32", seed=86)], tt([1, 2, 3, 3], "f32"), """
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%x, %k : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%o : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>""")
dcase("depthwise_conv_1d_nwc_wc", "dyn_dw_conv_1d_nwc_wc_i8_i32_d2",
      [darg("x", [1, 6, 2], "i8", -128, 127, 87), darg("k", [2, 2], "i8", -128, 127, 88),
       darg("o", [1, 4, 2], "i32", -9, 9, 89)], tt([1, 4, 2], "i32"), """
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %k : tensor<?x?x?xi8>, tensor<?x?xi8>) outs(%o : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>""")
dcase("pooling_nchw_max", "dyn_pool_nchw_max_f32",
      [darg("x", [1, 2, 4, 5], "f32", seed=90), darg("w", [2, 3], "f32", seed=91),
       darg("o", [1, 2, 3, 3], "f32", seed=92)], tt([1, 2, 3, 3], "f32"), """
  %r = linalg.pooling_nchw_max ins(%x, %w : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%o : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>""")
dcase("elementwise", "dyn_ew_mul_bcast_f32",
      [darg("a", [3, 2], "f32", seed=93), darg("b", [2], "f32", seed=94)], tt([3, 2], "f32"), """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %init = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>] ins(%a, %b : tensor<?x?xf32>, tensor<?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>""")
dcase("batch_reduce_matmul", "dyn_brmm_f32",
      [darg("a", [3, 2, 2], "f32", seed=95), darg("b", [3, 2, 3], "f32", seed=96),
       darg("o", [2, 3], "f32", seed=97)], tt([2, 3], "f32"), """
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>""")


# ---------------------------------------------------------------- the oracle
def nested(values, shape, fmt):
    if not shape:
        return fmt(values[0])
    if len(shape) == 1:
        return "[" + ", ".join(fmt(v) for v in values) + "]"
    step = nelems(shape[1:])
    return "[" + ", ".join(nested(values[i * step:(i + 1) * step], shape[1:], fmt) for i in range(shape[0])) + "]"


def dense(t, values):
    shape, et = parse_t(t)
    if et in FLOAT_BITS:
        fmt = lambda v: float_lit(v, et)
    elif et == "i1":
        fmt = lambda v: "true" if v else "false"
    else:
        fmt = str
    return f"arith.constant dense<{nested(values, shape, fmt)}> : {t}"


def signature(name, args, results, body):
    ps = ", ".join(f"%{a[0]}: {a[1]}" for a in args if a[2] is not None)
    rs = ", ".join(results)
    if len(results) != 1:
        rs = f"({rs})"
    return f"func.func @{name}({ps}) -> {rs} {{\n{body}\n}}"


def oracle(funcs):
    lines = ["func.func private @printI64(i64)", "func.func private @printNewline()", "func.func @main() {"]
    k = 0
    counts = []
    for op, name, args, results, body in CASES:
        names = []
        types = []
        for j, (_, t, v, *st) in enumerate(args):
            if v is None:
                continue
            lines.append(f"  %arg_{name}_{j} = {dense(st[0] if st else t, v)}")
            if st:
                lines.append(f"  %arg_{name}_{j}_dyn = tensor.cast %arg_{name}_{j} : {st[0]} to {t}")
                names.append(f"%arg_{name}_{j}_dyn")
            else:
                names.append(f"%arg_{name}_{j}")
            types.append(t)
        assert len(results) == 1
        res = f"%res_{name}"
        lines.append(f"  {res} = func.call @{name}({', '.join(names)}) : ({', '.join(types)}) -> {results[0]}")
        rt = results[0]
        if name in STATIC_RESULT:
            rt = STATIC_RESULT[name]
            lines.append(f"  {res}_static = tensor.cast {res} : {results[0]} to {rt}")
            res = f"{res}_static"
        shape, et = parse_t(rt)
        n = nelems(shape)
        for e in range(n):
            idx = []
            rem = e
            for d in reversed(shape):
                idx.append(rem % d)
                rem //= d
            idx = ", ".join(f"%c{i}" for i in reversed(idx))
            k += 1
            lines.append(f"  %el{k} = tensor.extract {res}[{idx}] : {rt}")
            val, t = f"%el{k}", et
            if t in FLOAT_BITS:
                it = FLOAT_BITS[t][0]
                lines.append(f"  %q{k} = arith.bitcast {val} : {t} to {it}")
                val, t = f"%q{k}", it
                ext = "extui"
            else:
                ext = "extui" if t == "i1" else "extsi"
            if t == "i64":
                lines.append(f"  func.call @printI64({val}) : (i64) -> ()")
            else:
                lines.append(f"  %p{k} = arith.{ext} {val} : {t} to i64")
                lines.append(f"  func.call @printI64(%p{k}) : (i64) -> ()")
            lines.append("  func.call @printNewline() : () -> ()")
        counts.append(n)
    maxd = 8
    consts = [f"  %c{i} = arith.constant {i} : index" for i in range(maxd)]
    lines[3:3] = consts
    lines += ["  return", "}"]
    src = "\n\n".join(funcs) + "\n\n" + "\n".join(lines) + "\n"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as fh:
        fh.write(src)
    low = subprocess.run(["mlir-opt-22", *PIPELINE, fh.name], capture_output=True, text=True)
    if low.returncode != 0:
        bad = [f.split("(")[0] for f in funcs
               if subprocess.run(["mlir-opt-22", *PIPELINE], input=f, capture_output=True,
                                 text=True).returncode != 0]
        sys.exit(f"mlir-opt-22 failed on {fh.name} (alone, these fail: {bad}):\n{low.stderr[-3000:]}")
    got = run_lowered(low.stdout, fh.name, (RUNNER_LIB, LIBM))
    assert len(got) == sum(counts), (len(got), sum(counts))
    out = []
    for n in counts:
        out.append(got[:n])
        got = got[n:]
    return out


# ---------------------------------------------------------------- sigil's output format
def element_text(v, t):
    """An element as sigil prints a tensor: floats %g (6 significant digits) upper case, a NaN
    of either sign; i1 as two hex digits."""
    if t in FLOAT_BITS:
        x = as_float(v, t)
        if math.isnan(x):
            return "{{-?NAN}}"
        return ("%.6g" % x).upper()
    if t == "i1":
        return f"{v & 1:02X}"
    return str(v)


def buffer_text(vals, t):
    dims, et = parse_t(t)
    text = tensor_text(dims, et, [element_text(v, et) for v in vals])
    # FileCheck reads `[[` as the start of a variable: a run of brackets becomes a regex.
    out, i = "", 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == "[":
            j += 1
        if j - i >= 2:
            out += "{{" + "\\[" * (j - i) + "}}"
            i = j
        else:
            out += text[i]
            i += 1
    return out


def input_text(t, values):
    shape, et = parse_t(t)
    if et in FLOAT_BITS:
        def f(v):
            if math.isnan(v):
                return "nan"
            if math.isinf(v):
                return "inf" if v > 0 else "-inf"
            return repr(float(v))
        body = " ".join(f(v) for v in values)
    else:
        body = " ".join(str(int(v)) for v in values)
    return f'--input="{"x".join(map(str, shape))}x{et}={body}"'


# Cases where MLIR 22 ignores the op's `cast` (see above): the oracle's copy is the same batch-reduce
# contraction as a linalg.contract, which honours it.
ORACLE_AS_CONTRACT = {"brmm_unsigned_i8_f32", "brmm_unsigned_i8_i32"}
BRMM_AS_CONTRACT = ("linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, "
                    "affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] "
                    "{cast = #linalg.type_fn<cast_unsigned>}")


def main():
    funcs = [signature(name, args, results, body) for _, name, args, results, body in CASES]
    names = [c[1] for c in CASES]
    assert len(set(names)) == len(names)
    asked = [f.replace(f"linalg.batch_reduce_matmul {UNSIGNED}", BRMM_AS_CONTRACT) if n in ORACLE_AS_CONTRACT
             else f for f, n in zip(funcs, names)]
    values = oracle(asked)
    out = ["// @generated by scripts/gen-linalg-filetest.py: the linalg named ops (contractions,",
           "// elementwise ops, convolutions, depthwise convolutions and poolings) on tensors, one",
           "// function per case at concrete values, in their named form. The expected results are",
           "// MLIR 22's: every case lowered with",
           "//   mlir-opt-22 " + " ".join(PIPELINE),
           "// and run by mlir-runner-22 on the same operands (results printed as i64, floats as",
           "// their bits; math through the C library). Float sums are of small integers, so exact in",
           "// any order; the cases named *_bits return the bits of inexact results (arith.bitcast).",
           "// A NaN may have either sign (MLIR leaves it open). MLIR 22 ignores `cast_unsigned` on",
           "// linalg.batch_reduce_matmul (its region casts as signed): for the brmm_unsigned_* cases",
           "// the oracle runs the same contraction as linalg.contract. What is left out is listed in",
           "// the script.",
           ""]
    for (op, name, args, results, body), vs, f in zip(CASES, values, funcs):
        prefix = name.upper()
        inputs = "".join(f" {input_text(st[0] if st else t, v)}" for _, t, v, *st in args if v is not None)
        out.append(f"// RUN: sigil run %s --function={name}{inputs} | FileCheck %s --check-prefix={prefix}")
        out.append(f"// {prefix}: result[0]: hal.buffer_view")
        out.append(f"// {prefix}-NEXT: {buffer_text(vs, STATIC_RESULT.get(name, results[0]))}")
        out.append(f)
        out.append("")
    header_len = out.index("") + 1
    cases = [c for c in "\n".join(out[header_len:]).split("\n\n") if c.strip()]
    written = write_chunks(OUT_DIR, "linalg-named", out[:header_len - 1], cases, CASES_PER_FILE)
    counts = {}
    for c in CASES:
        counts[c[0]] = counts.get(c[0], 0) + 1
    print(f"gen-linalg-filetest.py: {len(CASES)} cases written to {', '.join(written)}")
    for op, n in counts.items():
        print(f"  {op}: {n}")


if __name__ == "__main__":
    main()
