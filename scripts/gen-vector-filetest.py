#!/usr/bin/env python3
"""Writes tests/filetests/run/vector-*.mlir: the vector dialect (and arith/math/scf on vectors) at
concrete values, one function per case, the expected results computed by MLIR 22 itself:
mlir-opt-22 lowers the functions (PIPELINE below) with a `main` that calls every case and prints
every result (floats as their bits) through @printI64, and mlir-runner-22 runs it.
Usage: scripts/gen-vector-filetest.py   (needs mlir-opt-22 and mlir-runner-22)

Most cases return scalars (vector elements taken out with vector.extract/to_elements or a
reduction), so the comparison does not depend on how a vector result is printed; the cases whose
check prefix begins with VEC_ return a vector, printed as sigil prints a tensor (hal.buffer_view,
then `4xf32=1 2 3 4`).

Left out on purpose (MLIR leaves the result undefined or the behaviour is not portable):
  - vector.extract / vector.insert at an out-of-bounds dynamic position (poison);
  - vector.shuffle with a poison (-1) mask index, vector.from_elements/insert of ub.poison;
  - vector.scatter with duplicate indices among the active lanes (the order of the writes is
    unspecified);
  - vector.reduction/multi_reduction <minnumf>/<maxnumf> on +0.0 against -0.0 (llvm.minnum and
    llvm.maxnum may return either zero), and the sign and payload of any NaN (a NaN result is
    checked as a NaN of either sign);
  - vector.load/store and vector.transfer_* with in_bounds = true on an out-of-bounds access, and
    memory read before it is written (undefined);
  - vector.gather/scatter indices that leave the innermost dimension of the base memref;
  - vector.load/store of i1 vectors next to memref.load/store of i1: LLVM packs a <N x i1> in
    memory as bits while memref.load/store of i1 use a byte per element; MLIR does not define
    the memory layout of i1;
Left out because MLIR 22 cannot lower them (mlir-opt-22 leaves the op or crashes):
  - vector.extract/vector.insert with a dynamic position on an outer dimension of an n-D vector
    (--convert-vector-to-llvm leaves the op; vector.insert of a sub-vector at a dynamic position
    of a 2-D vector crashes it);
  - vector.extract of a vector.shuffle of 0-D vectors (crashes vector.extract's folder; the
    shuffle itself is kept, read through a reduction);
  - vector.load/vector.store of an n-D vector (--convert-vector-to-llvm lowers only 1-D ones);
  - scalable vectors and vscale (the brief).
"""
import math
import os
import re
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
CASES_PER_FILE = 30
# --lower-vector-mask turns vector.mask around a transfer into the transfer's mask operand (a masked
# reduction stays and becomes an llvm.intr.vp.reduce.*); --lower-vector-multi-reduction and
# --test-vector-scan-lowering (a test pass, the only pass that lowers vector.scan; the same patterns
# as the transform op apply_patterns.vector.lower_scan) lower the two ops --convert-vector-to-llvm
# leaves alone; --convert-vector-to-scf lowers the n-D and out-of-bounds transfers;
# --one-shot-bufferize turns the tensor transfers into memref ones. vector.contract is lowered
# through vector.outerproduct: the default (dot) lowering leaves the contractions of kind maxsi
# and maxnumf alone. (The float contractions use values whose sums are exact, since that
# lowering fuses the multiply-add and MLIR does not say whether a contraction rounds once.)
PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--lower-vector-mask",
            "--lower-vector-multi-reduction", "--test-vector-scan-lowering",
            "--convert-vector-to-scf", "--lower-affine", "--convert-scf-to-cf",
            "--convert-vector-to-llvm=vector-contract-lowering=outerproduct", "--finalize-memref-to-llvm", "--convert-math-to-llvm",
            "--convert-arith-to-llvm", "--convert-index-to-llvm", "--convert-func-to-llvm",
            "--convert-cf-to-llvm", "--convert-ub-to-llvm", "--reconcile-unrealized-casts"]

CASES = []  # (op, name, args [(type, value)], results [type], body)
BITS = {}  # name -> the float type whose bits the case's integer result is (a NaN: either sign)


def case(op, name, results, body, args=()):
    CASES.append((op, name, list(args), list(results), body.strip("\n")))


def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


# ---------------------------------------------------------------- arith.constant dense : vector
case("constant", "const_i32_2d", ["i32", "i32"], """
  %v = arith.constant dense<[[1, -2, 3], [4, 5, -6]]> : vector<2x3xi32>
  %a = vector.extract %v[0, 1] : i32 from vector<2x3xi32>
  %b = vector.extract %v[1, 2] : i32 from vector<2x3xi32>
  return %a, %b : i32, i32""")
case("constant", "const_splat_f64", ["f64", "f64"], """
  %v = arith.constant dense<2.5> : vector<3x2xf64>
  %a = vector.extract %v[2, 1] : f64 from vector<3x2xf64>
  %r = vector.extract %v[0] : vector<2xf64> from vector<3x2xf64>
  %s = vector.reduction <add>, %r : vector<2xf64> into f64
  return %a, %s : f64, f64""")
case("constant", "const_i1", ["i1", "i1", "i1"], """
  %v = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %a = vector.extract %v[0] : i1 from vector<4xi1>
  %b = vector.extract %v[1] : i1 from vector<4xi1>
  %c = vector.reduction <and>, %v : vector<4xi1> into i1
  return %a, %b, %c : i1, i1, i1""")
case("constant", "const_index_0d", ["index", "i8"], """
  %v = arith.constant dense<[7, -3]> : vector<2xindex>
  %a = vector.extract %v[1] : index from vector<2xindex>
  %z = arith.constant dense<-128> : vector<i8>
  %b = vector.extract %z[] : i8 from vector<i8>
  return %a, %b : index, i8""")
case("constant", "const_f16", ["f32"], """
  %v = arith.constant dense<[1.5, -2.25, 65504.0, 0.1]> : vector<4xf16>
  %a = vector.extract %v[3] : f16 from vector<4xf16>
  %b = arith.extf %a : f16 to f32
  return %b : f32""")

# ---------------------------------------------------------------- vector.broadcast
case("broadcast", "bcast_scalar_f32", ["f32", "f32"], """
  %v = vector.broadcast %x : f32 to vector<4xf32>
  %a = vector.extract %v[3] : f32 from vector<4xf32>
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  return %a, %s : f32, f32""", [("f32", 2.5)])
case("broadcast", "bcast_scalar_i8_2d", ["i8", "i8"], """
  %v = vector.broadcast %x : i8 to vector<2x3xi8>
  %a = vector.extract %v[1, 2] : i8 from vector<2x3xi8>
  %s = vector.multi_reduction <add>, %v, %x [0, 1] : vector<2x3xi8> to i8
  return %a, %s : i8, i8""", [("i8", 100)])
case("broadcast", "bcast_scalar_i1", ["i1", "i1"], """
  %t = arith.constant true
  %v = vector.broadcast %t : i1 to vector<5xi1>
  %a = vector.extract %v[4] : i1 from vector<5xi1>
  %x = vector.reduction <xor>, %v : vector<5xi1> into i1
  return %a, %x : i1, i1""")
case("broadcast", "bcast_scalar_index", ["index", "index"], """
  %v = vector.broadcast %x : index to vector<3xindex>
  %s = vector.step : vector<3xindex>
  %w = arith.addi %v, %s : vector<3xindex>
  %a = vector.extract %w[0] : index from vector<3xindex>
  %b = vector.extract %w[2] : index from vector<3xindex>
  return %a, %b : index, index""", [("index", 40)])
case("broadcast", "bcast_1d_to_2d", ["i32", "i32", "i32"], """
  %r = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %v = vector.broadcast %r : vector<3xi32> to vector<2x3xi32>
  %a = vector.extract %v[0, 0] : i32 from vector<2x3xi32>
  %b = vector.extract %v[1, 2] : i32 from vector<2x3xi32>
  %c = vector.extract %v[1, 1] : i32 from vector<2x3xi32>
  return %a, %b, %c : i32, i32, i32""")
case("broadcast", "bcast_stretch_inner", ["i64", "i64", "i64"], """
  %r = arith.constant dense<[[5], [-6]]> : vector<2x1xi64>
  %v = vector.broadcast %r : vector<2x1xi64> to vector<2x4xi64>
  %a = vector.extract %v[0, 3] : i64 from vector<2x4xi64>
  %b = vector.extract %v[1, 0] : i64 from vector<2x4xi64>
  %c = vector.extract %v[1, 3] : i64 from vector<2x4xi64>
  return %a, %b, %c : i64, i64, i64""")
case("broadcast", "bcast_stretch_outer_3d", ["f64", "f64"], """
  %r = arith.constant dense<[[[1.5], [2.5]]]> : vector<1x2x1xf64>
  %v = vector.broadcast %r : vector<1x2x1xf64> to vector<3x2x4xf64>
  %a = vector.extract %v[2, 1, 3] : f64 from vector<3x2x4xf64>
  %b = vector.extract %v[1, 0, 2] : f64 from vector<3x2x4xf64>
  return %a, %b : f64, f64""")
case("broadcast", "bcast_0d", ["f32", "f32"], """
  %z = vector.broadcast %x : f32 to vector<f32>
  %v = vector.broadcast %z : vector<f32> to vector<2x2xf32>
  %a = vector.extract %v[1, 1] : f32 from vector<2x2xf32>
  %b = vector.extract %z[] : f32 from vector<f32>
  return %a, %b : f32, f32""", [("f32", -0.75)])
case("broadcast", "bcast_rank_up", ["i32"], """
  %r = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %v = vector.broadcast %r : vector<2x2xi32> to vector<3x2x2xi32>
  %c0 = arith.constant 0 : i32
  %s = vector.multi_reduction <add>, %v, %c0 [0, 1, 2] : vector<3x2x2xi32> to i32
  return %s : i32""")

# ---------------------------------------------------------------- vector.extract
case("extract", "extract_static", ["i32", "i32"], """
  %v = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %a = vector.extract %v[1, 0, 1] : i32 from vector<2x2x2xi32>
  %b = vector.extract %v[0, 1, 0] : i32 from vector<2x2x2xi32>
  return %a, %b : i32, i32""")
case("extract", "extract_subvector", ["i32", "i32"], """
  %v = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %m = vector.extract %v[1] : vector<2x2xi32> from vector<2x2x2xi32>
  %r = vector.extract %m[1] : vector<2xi32> from vector<2x2xi32>
  %a = vector.extract %r[0] : i32 from vector<2xi32>
  %s = vector.reduction <add>, %r : vector<2xi32> into i32
  return %a, %s : i32, i32""")
case("extract", "extract_dynamic", ["f32"], """
  %v = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf32>
  %a = vector.extract %v[%i] : f32 from vector<4xf32>
  return %a : f32""", [("index", 2)])
# A dynamic position on an outer dimension of an n-D vector is left alone by MLIR 22's
# --convert-vector-to-llvm (and an n-D vector.insert of a sub-vector at one crashes it): only the
# innermost position is dynamic here.
case("extract", "extract_dynamic_row", ["i64", "i64"], """
  %v = arith.constant dense<[[10, 11, 12], [20, 21, 22]]> : vector<2x3xi64>
  %r = vector.extract %v[1] : vector<3xi64> from vector<2x3xi64>
  %a = vector.extract %r[%j] : i64 from vector<3xi64>
  %b = vector.extract %v[0, %j] : i64 from vector<2x3xi64>
  return %a, %b : i64, i64""", [("index", 2)])
case("extract", "extract_mixed_pos", ["i8"], """
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi8>
  %a = vector.extract %v[1, %j] : i8 from vector<2x3xi8>
  return %a : i8""", [("index", 0)])
case("extract", "extract_0d", ["f64"], """
  %v = arith.constant dense<-3.25> : vector<f64>
  %a = vector.extract %v[] : f64 from vector<f64>
  return %a : f64""")

# ---------------------------------------------------------------- vector.insert
case("insert", "insert_static", ["i64", "i64", "i64"], """
  %v = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %x = arith.constant 99 : i64
  %w = vector.insert %x, %v[1, 0] : i64 into vector<2x2xi64>
  %a = vector.extract %w[1, 0] : i64 from vector<2x2xi64>
  %b = vector.extract %v[1, 0] : i64 from vector<2x2xi64>
  %c = vector.extract %w[1, 1] : i64 from vector<2x2xi64>
  return %a, %b, %c : i64, i64, i64""")
case("insert", "insert_subvector", ["f32", "f32"], """
  %v = arith.constant dense<0.0> : vector<2x3xf32>
  %r = arith.constant dense<[7.0, 8.0, 9.0]> : vector<3xf32>
  %w = vector.insert %r, %v[1] : vector<3xf32> into vector<2x3xf32>
  %a = vector.extract %w[1, 2] : f32 from vector<2x3xf32>
  %b = vector.extract %w[0, 2] : f32 from vector<2x3xf32>
  return %a, %b : f32, f32""")
case("insert", "insert_dynamic", ["i32", "i32"], """
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %w = vector.insert %x, %v[%i] : i32 into vector<4xi32>
  %a = vector.extract %w[3] : i32 from vector<4xi32>
  %s = vector.reduction <add>, %w : vector<4xi32> into i32
  return %a, %s : i32, i32""", [("i32", -50), ("index", 3)])
case("insert", "insert_dynamic_2d", ["i32", "i32", "i32"], """
  %v = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %u = vector.insert %x, %v[2, %j] : i32 into vector<3x2xi32>
  %a = vector.extract %u[2, 0] : i32 from vector<3x2xi32>
  %b = vector.extract %u[2, 1] : i32 from vector<3x2xi32>
  %c = vector.extract %u[1, 1] : i32 from vector<3x2xi32>
  return %a, %b, %c : i32, i32, i32""", [("i32", 9), ("index", 1)])
case("insert", "insert_0d", ["f32", "f32"], """
  %v = arith.constant dense<1.0> : vector<f32>
  %w = vector.insert %x, %v[] : f32 into vector<f32>
  %a = vector.extract %w[] : f32 from vector<f32>
  %b = vector.extract %v[] : f32 from vector<f32>
  return %a, %b : f32, f32""", [("f32", 6.5)])
case("insert", "insert_i1", ["i1", "i1"], """
  %v = arith.constant dense<false> : vector<3xi1>
  %t = arith.constant true
  %w = vector.insert %t, %v[1] : i1 into vector<3xi1>
  %a = vector.reduction <or>, %w : vector<3xi1> into i1
  %b = vector.extract %w[2] : i1 from vector<3xi1>
  return %a, %b : i1, i1""")

# ---------------------------------------------------------------- from_elements / to_elements
case("from_elements", "from_elements_2d", ["i32", "i32"], """
  %v = vector.from_elements %a, %b, %c, %d, %a, %b : vector<2x3xi32>
  %x = vector.extract %v[1, 0] : i32 from vector<2x3xi32>
  %y = vector.extract %v[0, 2] : i32 from vector<2x3xi32>
  return %x, %y : i32, i32""", [("i32", 1), ("i32", 2), ("i32", 3), ("i32", 4)])
case("from_elements", "from_elements_0d", ["f64"], """
  %v = vector.from_elements %x : vector<f64>
  %a = vector.extract %v[] : f64 from vector<f64>
  return %a : f64""", [("f64", 0.125)])
case("from_elements", "from_elements_i1", ["i1", "i1"], """
  %t = arith.constant true
  %f = arith.constant false
  %v = vector.from_elements %t, %f, %t : vector<3xi1>
  %a = vector.extract %v[1] : i1 from vector<3xi1>
  %b = vector.extract %v[2] : i1 from vector<3xi1>
  return %a, %b : i1, i1""")
case("to_elements", "to_elements_2d", ["f32", "f32", "f32", "f32"], """
  %v = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %e:4 = vector.to_elements %v : vector<2x2xf32>
  return %e#0, %e#1, %e#2, %e#3 : f32, f32, f32, f32""")
case("to_elements", "to_elements_i8", ["i8", "i8", "i8"], """
  %v = arith.constant dense<[-1, 127, -128]> : vector<3xi8>
  %e:3 = vector.to_elements %v : vector<3xi8>
  return %e#0, %e#1, %e#2 : i8, i8, i8""")
case("to_elements", "to_elements_0d", ["index"], """
  %v = vector.broadcast %x : index to vector<index>
  %e = vector.to_elements %v : vector<index>
  return %e : index""", [("index", 17)])

# ---------------------------------------------------------------- vector.shape_cast
case("shape_cast", "shape_cast_flatten", ["i32", "i32"], """
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %f = vector.shape_cast %v : vector<2x3xi32> to vector<6xi32>
  %a = vector.extract %f[3] : i32 from vector<6xi32>
  %b = vector.extract %f[5] : i32 from vector<6xi32>
  return %a, %b : i32, i32""")
case("shape_cast", "shape_cast_reshape", ["f32", "f32"], """
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %f = vector.shape_cast %v : vector<2x3xf32> to vector<3x2xf32>
  %a = vector.extract %f[1, 0] : f32 from vector<3x2xf32>
  %b = vector.extract %f[2, 0] : f32 from vector<3x2xf32>
  return %a, %b : f32, f32""")
case("shape_cast", "shape_cast_unit_dims", ["i64", "i64"], """
  %v = arith.constant dense<[5, 6, 7, 8]> : vector<4xi64>
  %f = vector.shape_cast %v : vector<4xi64> to vector<1x4x1xi64>
  %a = vector.extract %f[0, 2, 0] : i64 from vector<1x4x1xi64>
  %g = vector.shape_cast %f : vector<1x4x1xi64> to vector<2x2xi64>
  %b = vector.extract %g[1, 1] : i64 from vector<2x2xi64>
  return %a, %b : i64, i64""")
case("shape_cast", "shape_cast_0d", ["f32"], """
  %v = arith.constant dense<[4.5]> : vector<1xf32>
  %z = vector.shape_cast %v : vector<1xf32> to vector<f32>
  %a = vector.extract %z[] : f32 from vector<f32>
  return %a : f32""")

# ---------------------------------------------------------------- vector.transpose
case("transpose", "transpose_2d", ["i32", "i32", "i32"], """
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  %a = vector.extract %t[0, 1] : i32 from vector<3x2xi32>
  %b = vector.extract %t[2, 0] : i32 from vector<3x2xi32>
  %c = vector.extract %t[1, 1] : i32 from vector<3x2xi32>
  return %a, %b, %c : i32, i32, i32""")
case("transpose", "transpose_3d", ["f64", "f64"], """
  %v = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : vector<2x3x4xf64>
  %t = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf64> to vector<4x2x3xf64>
  %a = vector.extract %t[3, 1, 2] : f64 from vector<4x2x3xf64>
  %b = vector.extract %t[1, 0, 2] : f64 from vector<4x2x3xf64>
  return %a, %b : f64, f64""")
case("transpose", "transpose_i1", ["i1", "i1"], """
  %v = arith.constant dense<[[true, false], [false, false]]> : vector<2x2xi1>
  %t = vector.transpose %v, [1, 0] : vector<2x2xi1> to vector<2x2xi1>
  %a = vector.extract %t[0, 0] : i1 from vector<2x2xi1>
  %b = vector.extract %t[1, 0] : i1 from vector<2x2xi1>
  return %a, %b : i1, i1""")

# ---------------------------------------------------------------- vector.reduction
def red(name, kind, ty, n, vals, acc=None, elem_out=None, args=()):
    vec = f"vector<{n}x{ty}>"
    lits = ", ".join(vals)
    body = f"  %v = arith.constant dense<[{lits}]> : {vec}\n"
    if acc is not None:
        body += f"  %acc = arith.constant {acc}{'' if ty == 'i1' else ' : ' + ty}\n"
        body += f"  %r = vector.reduction <{kind}>, %v, %acc : {vec} into {ty}\n"
    else:
        body += f"  %r = vector.reduction <{kind}>, %v : {vec} into {ty}\n"
    rt = ty
    if ty in ("f32", "f64"):  # the bits: the sign of a zero and the last bit matter
        rt = "i32" if ty == "f32" else "i64"
        body += f"  %b = arith.bitcast %r : {ty} to {rt}\n  return %b : {rt}"
        BITS[name] = ty
    elif ty == "f16":
        rt = "i16"
        body += f"  %b = arith.bitcast %r : f16 to i16\n  return %b : i16"
        BITS[name] = ty
    else:
        body += f"  return %r : {ty}"
    case("reduction", name, [rt], body, args)


# An add without an accumulator starts from +0.0 in MLIR 22's lowering (llvm.vector.reduce.fadd
# with a +0.0 start value), so [-0.0, -0.0] sums to +0.0; with a -0.0 accumulator it is -0.0.
NAN32 = "0x7FC00000"
NAN64 = "0x7FF8000000000000"
red("red_add_i32", "add", "i32", 4, ["1", "-2", "30", "2147483647"])
red("red_add_i32_acc", "add", "i32", 3, ["1", "2", "3"], acc="100")
red("red_add_f32_order", "add", "f32", 4, ["1.0e8", "1.0", "-1.0e8", "1.0"])
red("red_add_f32_acc", "add", "f32", 3, ["0.1", "0.2", "0.3"], acc="1.0e-3")
red("red_add_f32_negzero", "add", "f32", 2, ["-0.0", "-0.0"])
red("red_add_f32_negzero_acc", "add", "f32", 2, ["-0.0", "-0.0"], acc="-0.0")
red("red_add_f16", "add", "f16", 4, ["0.5", "1.25", "1000.0", "0.001"])
red("red_add_index", "add", "index", 3, ["5", "-9", "1000"])
red("red_mul_i64", "mul", "i64", 4, ["3", "-5", "7", "1000000007"])
red("red_mul_i8_wrap", "mul", "i8", 3, ["16", "16", "3"])
red("red_mul_f64_acc", "mul", "f64", 3, ["1.5", "-2.0", "0.1"], acc="3.0")
red("red_minui_i8", "minui", "i8", 4, ["-1", "5", "-128", "100"])
red("red_maxui_i8", "maxui", "i8", 4, ["-1", "5", "-128", "100"])
red("red_minui_i32_acc", "minui", "i32", 3, ["7", "-7", "9"], acc="3")
red("red_maxui_i64", "maxui", "i64", 3, ["1", "-1", "5"])
red("red_minsi_i32", "minsi", "i32", 4, ["3", "-2147483648", "0", "-5"])
red("red_maxsi_i32", "maxsi", "i32", 4, ["3", "-2147483648", "0", "-5"])
red("red_minsi_i8_acc", "minsi", "i8", 3, ["3", "4", "5"], acc="-100")
red("red_maxsi_i64_acc", "maxsi", "i64", 2, ["-3", "-4"], acc="-10")
red("red_and_i32", "and", "i32", 3, ["-1", "252", "63"])
red("red_or_i32", "or", "i32", 3, ["1", "16", "256"])
red("red_xor_i64", "xor", "i64", 3, ["5", "3", "-1"])
red("red_and_i1", "and", "i1", 3, ["true", "true", "false"])
red("red_or_i1_acc", "or", "i1", 2, ["false", "false"], acc="true")
red("red_xor_i1", "xor", "i1", 3, ["true", "true", "true"])
red("red_xor_i8_acc", "xor", "i8", 2, ["15", "-16"], acc="1")
red("red_minnumf_f32", "minnumf", "f32", 4, ["3.5", "-1.25", "2.0", "7.0"])
red("red_minnumf_nan", "minnumf", "f32", 3, ["2.0", NAN32, "1.5"])
red("red_maxnumf_nan", "maxnumf", "f32", 3, [NAN32, "-2.0", "-1.5"])
red("red_maxnumf_f64_acc", "maxnumf", "f64", 3, ["1.0", "2.0", "3.0"], acc="10.0")
red("red_minnumf_acc_nan", "minnumf", "f64", 2, ["4.0", "5.0"], acc=NAN64)
red("red_minimumf_nan", "minimumf", "f32", 3, ["2.0", NAN32, "1.5"])
red("red_maximumf_nan", "maximumf", "f64", 3, ["2.0", NAN64, "1.5"])
red("red_minimumf_zeros", "minimumf", "f32", 2, ["0.0", "-0.0"])
red("red_maximumf_zeros", "maximumf", "f32", 2, ["-0.0", "0.0"])
red("red_minimumf_f32", "minimumf", "f32", 4, ["3.5", "-1.25", "2.0", "-7.0"])
red("red_maximumf_acc", "maximumf", "f64", 2, ["-3.0", "-4.0"], acc="-0.0")
red("red_minimumf_acc_zero", "minimumf", "f32", 2, ["1.0", "0.0"], acc="-0.0")

# ---------------------------------------------------------------- vector.multi_reduction
case("multi_reduction", "mred_add_rows", ["i32", "i32"], """
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %acc = arith.constant dense<[100, 200]> : vector<2xi32>
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xi32> to vector<2xi32>
  %a = vector.extract %r[0] : i32 from vector<2xi32>
  %b = vector.extract %r[1] : i32 from vector<2xi32>
  return %a, %b : i32, i32""")
case("multi_reduction", "mred_add_cols_f32", ["f32", "f32"], """
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %acc = arith.constant dense<[0.5, 0.25, -1.0]> : vector<3xf32>
  %r = vector.multi_reduction <add>, %v, %acc [0] : vector<2x3xf32> to vector<3xf32>
  %a = vector.extract %r[0] : f32 from vector<3xf32>
  %b = vector.extract %r[2] : f32 from vector<3xf32>
  return %a, %b : f32, f32""")
case("multi_reduction", "mred_all_mul", ["i64"], """
  %v = arith.constant dense<[[1, 2], [3, 4], [5, -6]]> : vector<3x2xi64>
  %acc = arith.constant 2 : i64
  %r = vector.multi_reduction <mul>, %v, %acc [0, 1] : vector<3x2xi64> to i64
  return %r : i64""")
case("multi_reduction", "mred_maxsi_middle", ["i32", "i32"], """
  %v = arith.constant dense<[[[1, -2], [3, 4], [-5, 6]], [[7, 8], [-9, 10], [11, -12]]]> : vector<2x3x2xi32>
  %acc = arith.constant dense<0> : vector<2x2xi32>
  %r = vector.multi_reduction <maxsi>, %v, %acc [1] : vector<2x3x2xi32> to vector<2x2xi32>
  %a = vector.extract %r[0, 0] : i32 from vector<2x2xi32>
  %b = vector.extract %r[1, 1] : i32 from vector<2x2xi32>
  return %a, %b : i32, i32""")
case("multi_reduction", "mred_minnumf_nan", ["f32", "f32"], """
  %v = arith.constant dense<[[0x7FC00000, 2.0], [3.0, 0x7FC00000]]> : vector<2x2xf32>
  %acc = arith.constant dense<[0x7FC00000, 10.0]> : vector<2xf32>
  %r = vector.multi_reduction <minnumf>, %v, %acc [0] : vector<2x2xf32> to vector<2xf32>
  %a = vector.extract %r[0] : f32 from vector<2xf32>
  %b = vector.extract %r[1] : f32 from vector<2xf32>
  return %a, %b : f32, f32""")
case("multi_reduction", "mred_maximumf_nan", ["f32", "f32"], """
  %v = arith.constant dense<[[1.0, 2.0], [0x7FC00000, -0.0]]> : vector<2x2xf32>
  %acc = arith.constant dense<[-1.0, 0.0]> : vector<2xf32>
  %r = vector.multi_reduction <maximumf>, %v, %acc [1] : vector<2x2xf32> to vector<2xf32>
  %a = vector.extract %r[0] : f32 from vector<2xf32>
  %b = vector.extract %r[1] : f32 from vector<2xf32>
  return %a, %b : f32, f32""")
case("multi_reduction", "mred_bitwise", ["i8", "i8", "i8"], """
  %v = arith.constant dense<[[12, 10], [6, 3]]> : vector<2x2xi8>
  %ones = arith.constant dense<-1> : vector<2xi8>
  %zero = arith.constant dense<0> : vector<2xi8>
  %r = vector.multi_reduction <and>, %v, %ones [1] : vector<2x2xi8> to vector<2xi8>
  %o = vector.multi_reduction <or>, %v, %zero [1] : vector<2x2xi8> to vector<2xi8>
  %x = vector.multi_reduction <xor>, %v, %zero [0] : vector<2x2xi8> to vector<2xi8>
  %a = vector.extract %r[0] : i8 from vector<2xi8>
  %b = vector.extract %o[1] : i8 from vector<2xi8>
  %c = vector.extract %x[1] : i8 from vector<2xi8>
  return %a, %b, %c : i8, i8, i8""")
case("multi_reduction", "mred_minui_i1", ["i8", "i1"], """
  %v = arith.constant dense<[[-1, 1], [2, -2]]> : vector<2x2xi8>
  %acc = arith.constant -1 : i8
  %r = vector.multi_reduction <minui>, %v, %acc [0, 1] : vector<2x2xi8> to i8
  %m = arith.constant dense<[[true, false], [true, true]]> : vector<2x2xi1>
  %t = arith.constant true
  %s = vector.multi_reduction <and>, %m, %t [0, 1] : vector<2x2xi1> to i1
  return %r, %s : i8, i1""")

# ---------------------------------------------------------------- vector.contract
MM = ("indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, "
      "affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]")
MV = ("indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, "
      "affine_map<(i, k) -> (i)>], iterator_types = [\"parallel\", \"reduction\"]")
DOT = ("indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], "
       "iterator_types = [\"reduction\"]")
case("contract", "contract_matmul_f32", ["f32", "f32", "f32"], """
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : vector<3x2xf32>
  %c = arith.constant dense<[[0.5, 0.0], [0.0, -1.0]]> : vector<2x2xf32>
  %r = vector.contract {MM} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %x = vector.extract %r[0, 0] : f32 from vector<2x2xf32>
  %y = vector.extract %r[1, 1] : f32 from vector<2x2xf32>
  %z = vector.extract %r[1, 0] : f32 from vector<2x2xf32>
  return %x, %y, %z : f32, f32, f32""".replace("{MM}", "{" + MM + "}"))
case("contract", "contract_matmul_i32", ["i32", "i32"], """
  %a = arith.constant dense<[[1, -2], [3, 4]]> : vector<2x2xi32>
  %b = arith.constant dense<[[5, 6], [7, -8]]> : vector<2x2xi32>
  %c = arith.constant dense<1> : vector<2x2xi32>
  %r = vector.contract {MM} %a, %b, %c : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  %x = vector.extract %r[0, 1] : i32 from vector<2x2xi32>
  %y = vector.extract %r[1, 0] : i32 from vector<2x2xi32>
  return %x, %y : i32, i32""".replace("{MM}", "{" + MM + "}"))
case("contract", "contract_matvec_f64", ["f64", "f64"], """
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf64>
  %b = arith.constant dense<[0.5, -1.0, 2.0]> : vector<3xf64>
  %c = arith.constant dense<[10.0, 20.0]> : vector<2xf64>
  %r = vector.contract {MV} %a, %b, %c : vector<2x3xf64>, vector<3xf64> into vector<2xf64>
  %x = vector.extract %r[0] : f64 from vector<2xf64>
  %y = vector.extract %r[1] : f64 from vector<2xf64>
  return %x, %y : f64, f64""".replace("{MV}", "{" + MV + "}"))
case("contract", "contract_dot_f32", ["f32"], """
  %a = arith.constant dense<[0.5, 0.25, -1.5, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[1.0, 3.0, 5.0, 0.125]> : vector<4xf32>
  %c = arith.constant 0.5 : f32
  %r = vector.contract {DOT} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32""".replace("{DOT}", "{" + DOT + "}"))
case("contract", "contract_dot_i64", ["i64"], """
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %b = arith.constant dense<[4, -5, 6]> : vector<3xi64>
  %c = arith.constant 1000 : i64
  %r = vector.contract {DOT} %a, %b, %c : vector<3xi64>, vector<3xi64> into i64
  return %r : i64""".replace("{DOT}", "{" + DOT + "}"))
case("contract", "contract_matmul_maxsi", ["i32", "i32"], """
  %a = arith.constant dense<[[1, -2], [3, 4]]> : vector<2x2xi32>
  %b = arith.constant dense<[[5, 6], [7, -8]]> : vector<2x2xi32>
  %c = arith.constant dense<[[0, 100], [-100, 0]]> : vector<2x2xi32>
  %r = vector.contract {MM, kind = #vector.kind<maxsi>} %a, %b, %c : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  %x = vector.extract %r[0, 0] : i32 from vector<2x2xi32>
  %y = vector.extract %r[1, 0] : i32 from vector<2x2xi32>
  return %x, %y : i32, i32""".replace("{MM,", "{" + MM + ","))
case("contract", "contract_matvec_maxnumf", ["f32", "f32"], """
  %a = arith.constant dense<[[1.0, 2.0], [-3.0, -4.0]]> : vector<2x2xf32>
  %b = arith.constant dense<[2.0, 0.5]> : vector<2xf32>
  %c = arith.constant dense<[0.0, -100.0]> : vector<2xf32>
  %r = vector.contract {MV, kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x2xf32>, vector<2xf32> into vector<2xf32>
  %x = vector.extract %r[0] : f32 from vector<2xf32>
  %y = vector.extract %r[1] : f32 from vector<2xf32>
  return %x, %y : f32, f32""".replace("{MV,", "{" + MV + ","))
case("contract", "contract_matmul_transposed_b", ["i32", "i32"], """
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %b = arith.constant dense<[[1, 0, 2], [0, 3, 1]]> : vector<2x3xi32>
  %c = arith.constant dense<0> : vector<2x2xi32>
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xi32>, vector<2x3xi32> into vector<2x2xi32>
  %x = vector.extract %r[0, 1] : i32 from vector<2x2xi32>
  %y = vector.extract %r[1, 0] : i32 from vector<2x2xi32>
  return %x, %y : i32, i32""")

# ---------------------------------------------------------------- vector.outerproduct
case("outerproduct", "outer_f32", ["f32", "f32"], """
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %r = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  %x = vector.extract %r[1, 2] : f32 from vector<2x3xf32>
  %y = vector.extract %r[0, 1] : f32 from vector<2x3xf32>
  return %x, %y : f32, f32""")
case("outerproduct", "outer_acc_i32", ["i32", "i32"], """
  %a = arith.constant dense<[1, -2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %c = arith.constant dense<[[10, 20], [30, 40]]> : vector<2x2xi32>
  %r = vector.outerproduct %a, %b, %c : vector<2xi32>, vector<2xi32>
  %x = vector.extract %r[1, 1] : i32 from vector<2x2xi32>
  %y = vector.extract %r[0, 0] : i32 from vector<2x2xi32>
  return %x, %y : i32, i32""")
case("outerproduct", "outer_acc_fma_bits", ["i32"], f"""
  %one = arith.constant 1.0 : f32
  %eps = arith.constant {f32bits(1.0 + 2.0 ** -12)} : i32
  %e = arith.bitcast %eps : i32 to f32
  %a = vector.broadcast %e : f32 to vector<1xf32>
  %m1 = arith.constant dense<-1.0> : vector<1x1xf32>
  %r = vector.outerproduct %a, %a, %m1 : vector<1xf32>, vector<1xf32>
  %x = vector.extract %r[0, 0] : f32 from vector<1x1xf32>
  %bits = arith.bitcast %x : f32 to i32
  return %bits : i32""")
case("outerproduct", "outer_axpy", ["f64", "f64"], """
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf64>
  %acc = arith.constant dense<[0.5, 0.5, 0.5]> : vector<3xf64>
  %r = vector.outerproduct %a, %s, %acc : vector<3xf64>, f64
  %x = vector.extract %r[0] : f64 from vector<3xf64>
  %y = vector.extract %r[2] : f64 from vector<3xf64>
  return %x, %y : f64, f64""", [("f64", -2.0)])
case("outerproduct", "outer_axpy_noacc", ["i64"], """
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %r = vector.outerproduct %a, %s : vector<3xi64>, i64
  %y = vector.extract %r[2] : i64 from vector<3xi64>
  return %y : i64""", [("i64", 7)])
case("outerproduct", "outer_maxsi", ["i32", "i32"], """
  %a = arith.constant dense<[2, -3]> : vector<2xi32>
  %b = arith.constant dense<[4, 5]> : vector<2xi32>
  %c = arith.constant dense<[[10, 0], [0, -20]]> : vector<2x2xi32>
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<2xi32>
  %x = vector.extract %r[0, 0] : i32 from vector<2x2xi32>
  %y = vector.extract %r[1, 1] : i32 from vector<2x2xi32>
  return %x, %y : i32, i32""")

# ---------------------------------------------------------------- vector.fma
case("fma", "fma_fused_bits", ["i32", "i32"], f"""
  %eps = arith.constant {f32bits(1.0 + 2.0 ** -12)} : i32
  %e = arith.bitcast %eps : i32 to f32
  %a = vector.broadcast %e : f32 to vector<2xf32>
  %c = arith.constant dense<[-1.0, 0.0]> : vector<2xf32>
  %r = vector.fma %a, %a, %c : vector<2xf32>
  %x = vector.extract %r[0] : f32 from vector<2xf32>
  %m = arith.mulf %a, %a : vector<2xf32>
  %s = arith.addf %m, %c : vector<2xf32>
  %y = vector.extract %s[0] : f32 from vector<2xf32>
  %bx = arith.bitcast %x : f32 to i32
  %by = arith.bitcast %y : f32 to i32
  return %bx, %by : i32, i32""")
case("fma", "fma_2d_f64", ["f64", "f64"], """
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf64>
  %b = arith.constant dense<[[0.5, 0.5], [-1.0, 2.0]]> : vector<2x2xf64>
  %c = arith.constant dense<[[1.0, 1.0], [1.0, 1.0]]> : vector<2x2xf64>
  %r = vector.fma %a, %b, %c : vector<2x2xf64>
  %x = vector.extract %r[1, 0] : f64 from vector<2x2xf64>
  %y = vector.extract %r[1, 1] : f64 from vector<2x2xf64>
  return %x, %y : f64, f64""")

# ---------------------------------------------------------------- vector.step
case("step", "step_index", ["index", "index"], """
  %s = vector.step : vector<8xindex>
  %a = vector.extract %s[5] : index from vector<8xindex>
  %t = vector.reduction <add>, %s : vector<8xindex> into index
  return %a, %t : index, index""")
case("step", "step_cast", ["i32"], """
  %s = vector.step : vector<4xindex>
  %c = arith.index_cast %s : vector<4xindex> to vector<4xi32>
  %m = arith.muli %c, %c : vector<4xi32>
  %r = vector.reduction <add>, %m : vector<4xi32> into i32
  return %r : i32""")

# ---------------------------------------------------------------- masks
case("constant_mask", "constant_mask_1d", ["i1", "i1", "i1"], """
  %m = vector.constant_mask [2] : vector<4xi1>
  %a = vector.extract %m[1] : i1 from vector<4xi1>
  %b = vector.extract %m[2] : i1 from vector<4xi1>
  %z = vector.constant_mask [0] : vector<4xi1>
  %c = vector.reduction <or>, %z : vector<4xi1> into i1
  return %a, %b, %c : i1, i1, i1""")
case("constant_mask", "constant_mask_2d", ["i1", "i1", "i1"], """
  %m = vector.constant_mask [1, 2] : vector<2x3xi1>
  %a = vector.extract %m[0, 1] : i1 from vector<2x3xi1>
  %b = vector.extract %m[0, 2] : i1 from vector<2x3xi1>
  %c = vector.extract %m[1, 0] : i1 from vector<2x3xi1>
  return %a, %b, %c : i1, i1, i1""")
case("constant_mask", "constant_mask_full", ["i1"], """
  %m = vector.constant_mask [2, 3] : vector<2x3xi1>
  %t = arith.constant true
  %r = vector.multi_reduction <and>, %m, %t [0, 1] : vector<2x3xi1> to i1
  return %r : i1""")
for n in (2, -1, 7, 0, 4):
    tag = str(n).replace("-", "neg")
    case("create_mask", f"create_mask_{tag}", ["i1", "i1", "i32"], """
  %m = vector.create_mask %n : vector<4xi1>
  %a = vector.extract %m[0] : i1 from vector<4xi1>
  %b = vector.extract %m[3] : i1 from vector<4xi1>
  %e = arith.extui %m : vector<4xi1> to vector<4xi32>
  %c = vector.reduction <add>, %e : vector<4xi32> into i32
  return %a, %b, %c : i1, i1, i32""", [("index", n)])
for a, b in ((1, 2), (2, -3), (5, 1), (0, 3)):
    tag = f"{a}_{b}".replace("-", "neg")
    case("create_mask", f"create_mask_2d_{tag}", ["i1", "i1", "i32"], """
  %m = vector.create_mask %a, %b : vector<2x3xi1>
  %x = vector.extract %m[0, 1] : i1 from vector<2x3xi1>
  %y = vector.extract %m[1, 2] : i1 from vector<2x3xi1>
  %e = arith.extui %m : vector<2x3xi1> to vector<2x3xi32>
  %z = arith.constant 0 : i32
  %c = vector.multi_reduction <add>, %e, %z [0, 1] : vector<2x3xi32> to i32
  return %x, %y, %c : i1, i1, i32""", [("index", a), ("index", b)])

# ---------------------------------------------------------------- strided slices
case("extract_strided_slice", "ess_1d", ["f32", "f32"], """
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : vector<5xf32>
  %s = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<5xf32> to vector<3xf32>
  %a = vector.extract %s[0] : f32 from vector<3xf32>
  %b = vector.extract %s[2] : f32 from vector<3xf32>
  return %a, %b : f32, f32""")
case("extract_strided_slice", "ess_2d", ["i32", "i32", "i32"], """
  %v = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : vector<3x4xi32>
  %s = vector.extract_strided_slice %v {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xi32> to vector<2x2xi32>
  %a = vector.extract %s[0, 0] : i32 from vector<2x2xi32>
  %b = vector.extract %s[1, 1] : i32 from vector<2x2xi32>
  %c = vector.extract %s[0, 1] : i32 from vector<2x2xi32>
  return %a, %b, %c : i32, i32, i32""")
case("extract_strided_slice", "ess_partial_rank", ["i8", "i8"], """
  %v = arith.constant dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8]]> : vector<3x3xi8>
  %s = vector.extract_strided_slice %v {offsets = [2], sizes = [1], strides = [1]} : vector<3x3xi8> to vector<1x3xi8>
  %a = vector.extract %s[0, 0] : i8 from vector<1x3xi8>
  %b = vector.extract %s[0, 2] : i8 from vector<1x3xi8>
  return %a, %b : i8, i8""")
case("insert_strided_slice", "iss_1d", ["i32", "i32", "i32"], """
  %d = arith.constant dense<[0, 1, 2, 3, 4]> : vector<5xi32>
  %s = arith.constant dense<[-1, -2]> : vector<2xi32>
  %r = vector.insert_strided_slice %s, %d {offsets = [2], strides = [1]} : vector<2xi32> into vector<5xi32>
  %a = vector.extract %r[2] : i32 from vector<5xi32>
  %b = vector.extract %r[3] : i32 from vector<5xi32>
  %c = vector.extract %r[4] : i32 from vector<5xi32>
  return %a, %b, %c : i32, i32, i32""")
case("insert_strided_slice", "iss_2d", ["f64", "f64", "f64"], """
  %d = arith.constant dense<0.0> : vector<3x4xf64>
  %s = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf64>
  %r = vector.insert_strided_slice %s, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x2xf64> into vector<3x4xf64>
  %a = vector.extract %r[1, 2] : f64 from vector<3x4xf64>
  %b = vector.extract %r[2, 3] : f64 from vector<3x4xf64>
  %c = vector.extract %r[0, 3] : f64 from vector<3x4xf64>
  return %a, %b, %c : f64, f64, f64""")
case("insert_strided_slice", "iss_lower_rank", ["i64", "i64"], """
  %d = arith.constant dense<[[1, 1, 1], [2, 2, 2]]> : vector<2x3xi64>
  %s = arith.constant dense<[8, 9]> : vector<2xi64>
  %r = vector.insert_strided_slice %s, %d {offsets = [1, 1], strides = [1]} : vector<2xi64> into vector<2x3xi64>
  %a = vector.extract %r[1, 0] : i64 from vector<2x3xi64>
  %b = vector.extract %r[1, 2] : i64 from vector<2x3xi64>
  return %a, %b : i64, i64""")

# ---------------------------------------------------------------- shuffle / interleave
case("shuffle", "shuffle_1d", ["i32", "i32", "i32"], """
  %a = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %b = arith.constant dense<[10, 11]> : vector<2xi32>
  %r = vector.shuffle %a, %b [5, 0, 4, 3, 3] : vector<4xi32>, vector<2xi32>
  %x = vector.extract %r[0] : i32 from vector<5xi32>
  %y = vector.extract %r[2] : i32 from vector<5xi32>
  %z = vector.extract %r[4] : i32 from vector<5xi32>
  return %x, %y, %z : i32, i32, i32""")
case("shuffle", "shuffle_2d", ["f32", "f32"], """
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : vector<1x2xf32>
  %r = vector.shuffle %a, %b [2, 0, 1] : vector<2x2xf32>, vector<1x2xf32>
  %x = vector.extract %r[0, 1] : f32 from vector<3x2xf32>
  %y = vector.extract %r[2, 0] : f32 from vector<3x2xf32>
  return %x, %y : f32, f32""")
# (vector.extract of a shuffle of 0-D vectors crashes MLIR 22's ExtractOp folder: this case sums
# the shuffle's lanes with weights instead.)
case("shuffle", "shuffle_0d", ["f64"], """
  %a = vector.broadcast %x : f64 to vector<f64>
  %b = vector.broadcast %y : f64 to vector<f64>
  %r = vector.shuffle %a, %b [1, 0, 1] : vector<f64>, vector<f64>
  %w = arith.constant dense<[1.0, 10.0, 100.0]> : vector<3xf64>
  %m = arith.mulf %r, %w : vector<3xf64>
  %p = vector.reduction <add>, %m : vector<3xf64> into f64
  return %p : f64""", [("f64", 1.5), ("f64", -2.5)])
case("interleave", "interleave_1d", ["i32", "i32", "i32"], """
  %a = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %b = arith.constant dense<[10, 11, 12, 13]> : vector<4xi32>
  %r = vector.interleave %a, %b : vector<4xi32> -> vector<8xi32>
  %x = vector.extract %r[1] : i32 from vector<8xi32>
  %y = vector.extract %r[4] : i32 from vector<8xi32>
  %z = vector.extract %r[7] : i32 from vector<8xi32>
  return %x, %y, %z : i32, i32, i32""")
case("interleave", "interleave_2d", ["f32", "f32"], """
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : vector<2x2xf32>
  %r = vector.interleave %a, %b : vector<2x2xf32> -> vector<2x4xf32>
  %x = vector.extract %r[1, 1] : f32 from vector<2x4xf32>
  %y = vector.extract %r[1, 2] : f32 from vector<2x4xf32>
  return %x, %y : f32, f32""")
case("interleave", "interleave_0d", ["i64"], """
  %a = arith.constant dense<3> : vector<i64>
  %b = arith.constant dense<4> : vector<i64>
  %r = vector.interleave %a, %b : vector<i64> -> vector<2xi64>
  %x = vector.extract %r[1] : i64 from vector<2xi64>
  return %x : i64""")
case("deinterleave", "deinterleave_1d", ["i32", "i32", "i32"], """
  %v = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %e, %o = vector.deinterleave %v : vector<8xi32> -> vector<4xi32>
  %x = vector.extract %e[3] : i32 from vector<4xi32>
  %y = vector.extract %o[0] : i32 from vector<4xi32>
  %z = vector.extract %o[3] : i32 from vector<4xi32>
  return %x, %y, %z : i32, i32, i32""")
case("deinterleave", "deinterleave_2d", ["f64", "f64"], """
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf64>
  %e, %o = vector.deinterleave %v : vector<2x4xf64> -> vector<2x2xf64>
  %x = vector.extract %e[1, 1] : f64 from vector<2x2xf64>
  %y = vector.extract %o[1, 0] : f64 from vector<2x2xf64>
  return %x, %y : f64, f64""")

# ---------------------------------------------------------------- vector.bitcast
case("bitcast", "bitcast_i8_to_i32", ["i32"], """
  %v = arith.constant dense<[1, 2, 3, -128]> : vector<4xi8>
  %b = vector.bitcast %v : vector<4xi8> to vector<1xi32>
  %x = vector.extract %b[0] : i32 from vector<1xi32>
  return %x : i32""")
case("bitcast", "bitcast_f32_to_i64", ["i64"], """
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %b = vector.bitcast %v : vector<2xf32> to vector<1xi64>
  %x = vector.extract %b[0] : i64 from vector<1xi64>
  return %x : i64""")
case("bitcast", "bitcast_i32_to_i16", ["i16", "i16", "i16"], """
  %v = arith.constant dense<[65539, -2]> : vector<2xi32>
  %b = vector.bitcast %v : vector<2xi32> to vector<4xi16>
  %x = vector.extract %b[0] : i16 from vector<4xi16>
  %y = vector.extract %b[1] : i16 from vector<4xi16>
  %z = vector.extract %b[3] : i16 from vector<4xi16>
  return %x, %y, %z : i16, i16, i16""")
case("bitcast", "bitcast_i1_to_i8", ["i8"], """
  %v = arith.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  %b = vector.bitcast %v : vector<8xi1> to vector<1xi8>
  %x = vector.extract %b[0] : i8 from vector<1xi8>
  return %x : i8""")
case("bitcast", "bitcast_2d", ["i32", "i32"], """
  %v = arith.constant dense<[[1, 0, 0, 0], [0, 1, 0, 0]]> : vector<2x4xi8>
  %b = vector.bitcast %v : vector<2x4xi8> to vector<2x1xi32>
  %x = vector.extract %b[0, 0] : i32 from vector<2x1xi32>
  %y = vector.extract %b[1, 0] : i32 from vector<2x1xi32>
  return %x, %y : i32, i32""")
case("bitcast", "bitcast_f64_to_f32", ["i32", "i32"], """
  %v = arith.constant dense<[1.0]> : vector<1xf64>
  %b = vector.bitcast %v : vector<1xf64> to vector<2xf32>
  %i = vector.bitcast %b : vector<2xf32> to vector<2xi32>
  %x = vector.extract %i[0] : i32 from vector<2xi32>
  %y = vector.extract %i[1] : i32 from vector<2xi32>
  return %x, %y : i32, i32""")

# ---------------------------------------------------------------- memory: a memref filled in place
def fill(name, ty, shape, vals, alloc="alloca"):
    """Lines that make %<name> = memref.<alloc>() : memref<shape x ty> holding `vals` (row-major)."""
    mt = f"memref<{'x'.join(map(str, shape))}x{ty}>"
    lines = [f"  %{name} = memref.{alloc}() : {mt}"]
    idx = [0] * len(shape)
    for k, v in enumerate(vals):
        rem = k
        for d in reversed(range(len(shape))):
            idx[d] = rem % shape[d]
            rem //= shape[d]
        cs = ", ".join(f"%c{i}" for i in idx)
        lines.append(f"  %{name}_v{k} = arith.constant {v}" + ("" if ty == "i1" else f" : {ty}"))
        lines.append(f"  memref.store %{name}_v{k}, %{name}[{cs}] : {mt}")
    return "\n".join(lines)


CONSTS = "\n".join(f"  %c{i} = arith.constant {i} : index" for i in range(8))


def mem(op, name, results, body, args=()):
    case(op, name, results, CONSTS + "\n" + body, args)


mem("load", "load_1d", ["f32", "f32"], fill("m", "f32", [6], ["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"]) + """
  %v = vector.load %m[%i] : memref<6xf32>, vector<3xf32>
  %a = vector.extract %v[0] : f32 from vector<3xf32>
  %b = vector.extract %v[2] : f32 from vector<3xf32>
  return %a, %b : f32, f32""", [("index", 2)])
mem("load", "load_2d_row", ["i32", "i32"], fill("m", "i32", [3, 4], list(range(12)), "alloc") + """
  %v = vector.load %m[%c1, %c1] : memref<3x4xi32>, vector<3xi32>
  %a = vector.extract %v[0] : i32 from vector<3xi32>
  %s = vector.reduction <add>, %v : vector<3xi32> into i32
  memref.dealloc %m : memref<3x4xi32>
  return %a, %s : i32, i32""")
# (vector.load of an n-D vector is left alone by MLIR 22's --convert-vector-to-llvm: only 1-D.)
mem("store", "store_1d", ["i32", "i32", "i32"], fill("m", "i32", [5], [0, 0, 0, 0, 0]) + """
  %v = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  vector.store %v, %m[%i] : memref<5xi32>, vector<3xi32>
  %a = memref.load %m[%c0] : memref<5xi32>
  %b = memref.load %m[%c2] : memref<5xi32>
  %c = memref.load %m[%c4] : memref<5xi32>
  return %a, %b, %c : i32, i32, i32""", [("index", 2)])
mem("store", "store_2d_then_load", ["f64", "f64"], fill("m", "f64", [2, 2], ["0.0"] * 4) + """
  %v = arith.constant dense<[2.5, -3.5]> : vector<2xf64>
  vector.store %v, %m[%c1, %c0] : memref<2x2xf64>, vector<2xf64>
  %w = vector.load %m[%c1, %c0] : memref<2x2xf64>, vector<2xf64>
  %a = vector.extract %w[1] : f64 from vector<2xf64>
  %b = memref.load %m[%c0, %c1] : memref<2x2xf64>
  return %a, %b : f64, f64""")
mem("maskedload", "maskedload_1d", ["f32", "f32", "f32"], fill("m", "f32", [4], ["1.0", "2.0", "3.0", "4.0"]) + """
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %v = vector.maskedload %m[%c0], %mask, %pass : memref<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %a = vector.extract %v[0] : f32 from vector<4xf32>
  %b = vector.extract %v[1] : f32 from vector<4xf32>
  %c = vector.extract %v[2] : f32 from vector<4xf32>
  return %a, %b, %c : f32, f32, f32""")
# Masked-off lanes are not accessed: the load may reach past the end of the memref there.
mem("maskedload", "maskedload_tail", ["i32", "i32"], fill("m", "i32", [5], [10, 11, 12, 13, 14]) + """
  %mask = vector.create_mask %n : vector<4xi1>
  %pass = arith.constant dense<99> : vector<4xi32>
  %v = vector.maskedload %m[%c3], %mask, %pass : memref<5xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  %a = vector.extract %v[1] : i32 from vector<4xi32>
  %s = vector.reduction <add>, %v : vector<4xi32> into i32
  return %a, %s : i32, i32""", [("index", 2)])
mem("maskedload", "maskedload_2d_memref", ["i64", "i64"], fill("m", "i64", [2, 3], [1, 2, 3, 4, 5, 6]) + """
  %mask = arith.constant dense<[false, true, true]> : vector<3xi1>
  %pass = arith.constant dense<0> : vector<3xi64>
  %v = vector.maskedload %m[%c1, %c0], %mask, %pass : memref<2x3xi64>, vector<3xi1>, vector<3xi64> into vector<3xi64>
  %a = vector.extract %v[0] : i64 from vector<3xi64>
  %b = vector.extract %v[2] : i64 from vector<3xi64>
  return %a, %b : i64, i64""")
mem("maskedstore", "maskedstore_1d", ["i32", "i32", "i32"], fill("m", "i32", [4], [1, 2, 3, 4]) + """
  %mask = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %v = arith.constant dense<[50, 60, 70, 80]> : vector<4xi32>
  vector.maskedstore %m[%c0], %mask, %v : memref<4xi32>, vector<4xi1>, vector<4xi32>
  %a = memref.load %m[%c0] : memref<4xi32>
  %b = memref.load %m[%c1] : memref<4xi32>
  %c = memref.load %m[%c3] : memref<4xi32>
  return %a, %b, %c : i32, i32, i32""")
mem("maskedstore", "maskedstore_tail", ["f32", "f32"], fill("m", "f32", [4], ["0.0"] * 4) + """
  %mask = vector.create_mask %n : vector<4xi1>
  %v = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf32>
  vector.maskedstore %m[%c2], %mask, %v : memref<4xf32>, vector<4xi1>, vector<4xf32>
  %a = memref.load %m[%c2] : memref<4xf32>
  %b = memref.load %m[%c3] : memref<4xf32>
  return %a, %b : f32, f32""", [("index", 2)])

mem("gather", "gather_1d", ["f32", "f32", "f32"], fill("m", "f32", [6], ["0.5", "1.5", "2.5", "3.5", "4.5", "5.5"]) + """
  %idx = arith.constant dense<[4, 0, 3, 1]> : vector<4xi32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-9.0> : vector<4xf32>
  %v = vector.gather %m[%c1][%idx], %mask, %pass : memref<6xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %a = vector.extract %v[1] : f32 from vector<4xf32>
  %b = vector.extract %v[2] : f32 from vector<4xf32>
  %c = vector.extract %v[3] : f32 from vector<4xf32>
  return %a, %b, %c : f32, f32, f32""")
mem("gather", "gather_2d_base_index", ["i32", "i32"], fill("m", "i32", [3, 3], list(range(9))) + """
  %idx = arith.constant dense<[0, 2, 1]> : vector<3xindex>
  %mask = arith.constant dense<true> : vector<3xi1>
  %pass = arith.constant dense<0> : vector<3xi32>
  %v = vector.gather %m[%c1, %c0][%idx], %mask, %pass : memref<3x3xi32>, vector<3xindex>, vector<3xi1>, vector<3xi32> into vector<3xi32>
  %a = vector.extract %v[1] : i32 from vector<3xi32>
  %b = vector.extract %v[2] : i32 from vector<3xi32>
  return %a, %b : i32, i32""")
mem("gather", "gather_nd_result", ["i64", "i64"], fill("m", "i64", [4], [10, 20, 30, 40]) + """
  %idx = arith.constant dense<[[3, 2], [1, 0]]> : vector<2x2xi32>
  %mask = arith.constant dense<[[true, false], [true, true]]> : vector<2x2xi1>
  %pass = arith.constant dense<-1> : vector<2x2xi64>
  %v = vector.gather %m[%c0][%idx], %mask, %pass : memref<4xi64>, vector<2x2xi32>, vector<2x2xi1>, vector<2x2xi64> into vector<2x2xi64>
  %a = vector.extract %v[0, 1] : i64 from vector<2x2xi64>
  %b = vector.extract %v[1, 0] : i64 from vector<2x2xi64>
  return %a, %b : i64, i64""")
mem("scatter", "scatter_1d", ["f32", "f32", "f32"], fill("m", "f32", [5], ["0.0"] * 5) + """
  %idx = arith.constant dense<[4, 0, 2]> : vector<3xi32>
  %mask = arith.constant dense<[true, true, false]> : vector<3xi1>
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  vector.scatter %m[%c0][%idx], %mask, %v : memref<5xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32>
  %a = memref.load %m[%c4] : memref<5xf32>
  %b = memref.load %m[%c0] : memref<5xf32>
  %c = memref.load %m[%c2] : memref<5xf32>
  return %a, %b, %c : f32, f32, f32""")
mem("scatter", "scatter_offset_base", ["i32", "i32"], fill("m", "i32", [2, 3], [0] * 6) + """
  %idx = arith.constant dense<[2, 0]> : vector<2xindex>
  %mask = arith.constant dense<true> : vector<2xi1>
  %v = arith.constant dense<[7, 8]> : vector<2xi32>
  vector.scatter %m[%c1, %c0][%idx], %mask, %v : memref<2x3xi32>, vector<2xindex>, vector<2xi1>, vector<2xi32>
  %a = memref.load %m[%c1, %c2] : memref<2x3xi32>
  %b = memref.load %m[%c1, %c0] : memref<2x3xi32>
  return %a, %b : i32, i32""")
mem("expandload", "expandload_1d", ["i32", "i32", "i32"], fill("m", "i32", [5], [10, 11, 12, 13, 14]) + """
  %mask = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1> : vector<4xi32>
  %v = vector.expandload %m[%i], %mask, %pass : memref<5xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  %a = vector.extract %v[0] : i32 from vector<4xi32>
  %b = vector.extract %v[1] : i32 from vector<4xi32>
  %c = vector.extract %v[3] : i32 from vector<4xi32>
  return %a, %b, %c : i32, i32, i32""", [("index", 2)])
mem("expandload", "expandload_f64", ["f64", "f64"], fill("m", "f64", [3], ["0.25", "0.5", "0.75"]) + """
  %mask = arith.constant dense<[true, true, false]> : vector<3xi1>
  %pass = arith.constant dense<9.0> : vector<3xf64>
  %v = vector.expandload %m[%c1], %mask, %pass : memref<3xf64>, vector<3xi1>, vector<3xf64> into vector<3xf64>
  %a = vector.extract %v[1] : f64 from vector<3xf64>
  %b = vector.extract %v[2] : f64 from vector<3xf64>
  return %a, %b : f64, f64""")
mem("compressstore", "compressstore_1d", ["i32", "i32", "i32"], fill("m", "i32", [5], [0, 0, 0, 0, 0]) + """
  %mask = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %v = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  vector.compressstore %m[%c1], %mask, %v : memref<5xi32>, vector<4xi1>, vector<4xi32>
  %a = memref.load %m[%c1] : memref<5xi32>
  %b = memref.load %m[%c2] : memref<5xi32>
  %c = memref.load %m[%c3] : memref<5xi32>
  return %a, %b, %c : i32, i32, i32""")
mem("compressstore", "compressstore_2d", ["f32", "f32"], fill("m", "f32", [2, 2], ["0.0"] * 4) + """
  %mask = arith.constant dense<[false, true, true]> : vector<3xi1>
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  vector.compressstore %m[%c1, %c0], %mask, %v : memref<2x2xf32>, vector<3xi1>, vector<3xf32>
  %a = memref.load %m[%c1, %c0] : memref<2x2xf32>
  %b = memref.load %m[%c1, %c1] : memref<2x2xf32>
  return %a, %b : f32, f32""")

# ---------------------------------------------------------------- transfer_read / transfer_write
mem("transfer_read", "tread_inbounds", ["f32", "f32"], fill("m", "f32", [4], ["1.0", "2.0", "3.0", "4.0"]) + """
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c1], %pad {in_bounds = [true]} : memref<4xf32>, vector<3xf32>
  %a = vector.extract %v[0] : f32 from vector<3xf32>
  %b = vector.extract %v[2] : f32 from vector<3xf32>
  return %a, %b : f32, f32""")
mem("transfer_read", "tread_oob_pad", ["i32", "i32", "i32"], fill("m", "i32", [4], [1, 2, 3, 4]) + """
  %pad = arith.constant -7 : i32
  %v = vector.transfer_read %m[%i], %pad : memref<4xi32>, vector<4xi32>
  %a = vector.extract %v[0] : i32 from vector<4xi32>
  %b = vector.extract %v[1] : i32 from vector<4xi32>
  %c = vector.extract %v[3] : i32 from vector<4xi32>
  return %a, %b, %c : i32, i32, i32""", [("index", 2)])
mem("transfer_read", "tread_oob_2d", ["i64", "i64", "i64", "i64"], fill("m", "i64", [3, 3], list(range(9))) + """
  %pad = arith.constant 100 : i64
  %v = vector.transfer_read %m[%i, %j], %pad : memref<3x3xi64>, vector<2x3xi64>
  %a = vector.extract %v[0, 0] : i64 from vector<2x3xi64>
  %b = vector.extract %v[0, 2] : i64 from vector<2x3xi64>
  %c = vector.extract %v[1, 0] : i64 from vector<2x3xi64>
  %d = vector.extract %v[1, 1] : i64 from vector<2x3xi64>
  return %a, %b, %c, %d : i64, i64, i64, i64""", [("index", 2), ("index", 1)])
mem("transfer_read", "tread_mixed_inbounds", ["i32", "i32"], fill("m", "i32", [2, 3], [1, 2, 3, 4, 5, 6]) + """
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %m[%c0, %c1], %pad {in_bounds = [true, false]} : memref<2x3xi32>, vector<2x3xi32>
  %a = vector.extract %v[1, 1] : i32 from vector<2x3xi32>
  %b = vector.extract %v[1, 2] : i32 from vector<2x3xi32>
  return %a, %b : i32, i32""")
mem("transfer_read", "tread_transpose", ["f32", "f32"], fill("m", "f32", [2, 3], ["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"]) + """
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<2x3xf32>, vector<3x2xf32>
  %a = vector.extract %v[2, 0] : f32 from vector<3x2xf32>
  %b = vector.extract %v[0, 1] : f32 from vector<3x2xf32>
  return %a, %b : f32, f32""")
mem("transfer_read", "tread_transpose_oob", ["f32", "f32"], fill("m", "f32", [2, 3], ["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"]) + """
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %m[%c1, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<2x3xf32>, vector<3x2xf32>
  %a = vector.extract %v[1, 0] : f32 from vector<3x2xf32>
  %b = vector.extract %v[2, 0] : f32 from vector<3x2xf32>
  return %a, %b : f32, f32""")
mem("transfer_read", "tread_column", ["i32", "i32"], fill("m", "i32", [3, 2], [1, 2, 3, 4, 5, 6]) + """
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %m[%c0, %c1], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x2xi32>, vector<3xi32>
  %a = vector.extract %v[0] : i32 from vector<3xi32>
  %b = vector.extract %v[2] : i32 from vector<3xi32>
  return %a, %b : i32, i32""")
mem("transfer_read", "tread_broadcast", ["f64", "f64"], fill("m", "f64", [2, 2], ["1.0", "2.0", "3.0", "4.0"]) + """
  %pad = arith.constant 0.0 : f64
  %v = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<2x2xf64>, vector<3x2xf64>
  %a = vector.extract %v[2, 1] : f64 from vector<3x2xf64>
  %b = vector.extract %v[0, 0] : f64 from vector<3x2xf64>
  return %a, %b : f64, f64""")
mem("transfer_read", "tread_broadcast_scalar", ["i32"], fill("m", "i32", [3], [4, 5, 6]) + """
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %m[%c2], %pad {in_bounds = [true], permutation_map = affine_map<(d0) -> (0)>} : memref<3xi32>, vector<4xi32>
  %s = vector.reduction <add>, %v : vector<4xi32> into i32
  return %s : i32""")
mem("transfer_read", "tread_mask", ["f32", "f32", "f32"], fill("m", "f32", [4], ["1.0", "2.0", "3.0", "4.0"]) + """
  %pad = arith.constant 9.0 : f32
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %v = vector.transfer_read %m[%c0], %pad, %mask : memref<4xf32>, vector<4xf32>
  %a = vector.extract %v[0] : f32 from vector<4xf32>
  %b = vector.extract %v[1] : f32 from vector<4xf32>
  %c = vector.extract %v[3] : f32 from vector<4xf32>
  return %a, %b, %c : f32, f32, f32""")
mem("transfer_read", "tread_mask_oob", ["i32", "i32", "i32"], fill("m", "i32", [4], [1, 2, 3, 4]) + """
  %pad = arith.constant 0 : i32
  %mask = arith.constant dense<[false, true, true, true]> : vector<4xi1>
  %v = vector.transfer_read %m[%c2], %pad, %mask : memref<4xi32>, vector<4xi32>
  %a = vector.extract %v[0] : i32 from vector<4xi32>
  %b = vector.extract %v[1] : i32 from vector<4xi32>
  %c = vector.extract %v[2] : i32 from vector<4xi32>
  return %a, %b, %c : i32, i32, i32""")
mem("transfer_read", "tread_0d", ["f32"], """
  %m = memref.alloca() : memref<f32>
  %x = arith.constant 2.75 : f32
  memref.store %x, %m[] : memref<f32>
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[], %pad : memref<f32>, vector<f32>
  %a = vector.extract %v[] : f32 from vector<f32>
  return %a : f32""")
case("transfer_read", "tread_tensor", ["f32", "f32", "f32"], """
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %t[%i, %j], %pad : tensor<2x3xf32>, vector<2x2xf32>
  %a = vector.extract %v[0, 0] : f32 from vector<2x2xf32>
  %b = vector.extract %v[0, 1] : f32 from vector<2x2xf32>
  %c = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
  return %a, %b, %c : f32, f32, f32""", [("index", 1), ("index", 2)])
case("transfer_read", "tread_tensor_transpose", ["i32", "i32"], """
  %t = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %t[%c0, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x2xi32>, vector<2x2xi32>
  %a = vector.extract %v[0, 1] : i32 from vector<2x2xi32>
  %b = vector.extract %v[1, 0] : i32 from vector<2x2xi32>
  return %a, %b : i32, i32""")
mem("transfer_write", "twrite_inbounds", ["i32", "i32"], fill("m", "i32", [4], [0, 0, 0, 0]) + """
  %v = arith.constant dense<[5, 6]> : vector<2xi32>
  vector.transfer_write %v, %m[%c1] {in_bounds = [true]} : vector<2xi32>, memref<4xi32>
  %a = memref.load %m[%c2] : memref<4xi32>
  %b = memref.load %m[%c3] : memref<4xi32>
  return %a, %b : i32, i32""")
mem("transfer_write", "twrite_oob", ["i32", "i32", "i32"], fill("m", "i32", [4], [0, 0, 0, 0]) + """
  %v = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  vector.transfer_write %v, %m[%i] : vector<4xi32>, memref<4xi32>
  %a = memref.load %m[%c1] : memref<4xi32>
  %b = memref.load %m[%c2] : memref<4xi32>
  %c = memref.load %m[%c3] : memref<4xi32>
  return %a, %b, %c : i32, i32, i32""", [("index", 2)])
mem("transfer_write", "twrite_oob_2d", ["f32", "f32", "f32"], fill("m", "f32", [2, 2], ["0.0"] * 4) + """
  %v = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  vector.transfer_write %v, %m[%c1, %c1] : vector<2x2xf32>, memref<2x2xf32>
  %a = memref.load %m[%c1, %c1] : memref<2x2xf32>
  %b = memref.load %m[%c0, %c0] : memref<2x2xf32>
  %c = memref.load %m[%c1, %c0] : memref<2x2xf32>
  return %a, %b, %c : f32, f32, f32""")
mem("transfer_write", "twrite_mask", ["i64", "i64", "i64"], fill("m", "i64", [4], [1, 1, 1, 1]) + """
  %v = arith.constant dense<[5, 6, 7, 8]> : vector<4xi64>
  %mask = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  vector.transfer_write %v, %m[%c0], %mask : vector<4xi64>, memref<4xi64>
  %a = memref.load %m[%c0] : memref<4xi64>
  %b = memref.load %m[%c1] : memref<4xi64>
  %c = memref.load %m[%c3] : memref<4xi64>
  return %a, %b, %c : i64, i64, i64""")
mem("transfer_write", "twrite_transpose", ["i32", "i32"], fill("m", "i32", [3, 2], [0] * 6) + """
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xi32>, memref<3x2xi32>
  %a = memref.load %m[%c2, %c0] : memref<3x2xi32>
  %b = memref.load %m[%c0, %c1] : memref<3x2xi32>
  return %a, %b : i32, i32""")
mem("transfer_write", "twrite_column", ["f64", "f64"], fill("m", "f64", [2, 3], ["0.0"] * 6) + """
  %v = arith.constant dense<[1.5, 2.5]> : vector<2xf64>
  vector.transfer_write %v, %m[%c0, %c2] {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<2xf64>, memref<2x3xf64>
  %a = memref.load %m[%c1, %c2] : memref<2x3xf64>
  %b = memref.load %m[%c0, %c1] : memref<2x3xf64>
  return %a, %b : f64, f64""")
case("transfer_write", "twrite_tensor", ["i32", "i32", "i32"], """
  %t = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %v = arith.constant dense<[70, 80, 90]> : vector<3xi32>
  %w = vector.transfer_write %v, %t[%i] : vector<3xi32>, tensor<4xi32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract %w[%c2] : tensor<4xi32>
  %b = tensor.extract %w[%c3] : tensor<4xi32>
  %c = tensor.extract %t[%c3] : tensor<4xi32>
  return %a, %b, %c : i32, i32, i32""", [("index", 2)])
case("transfer_write", "twrite_tensor_roundtrip", ["f32", "f32"], """
  %t = tensor.empty() : tensor<2x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x2xf32>, tensor<2x2xf32>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %w[%c0, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x2xf32>, vector<2x2xf32>
  %a = vector.extract %r[0, 1] : f32 from vector<2x2xf32>
  %b = tensor.extract %w[%c1, %c0] : tensor<2x2xf32>
  return %a, %b : f32, f32""")

# ---------------------------------------------------------------- vector.scan
# MLIR 22's lowering (these are its answers): an inclusive scan does not use the initial value
# (dest[0] = v[0]); an exclusive one starts from it (dest[0] = init, dest[i] = dest[i-1] op
# v[i-1]); in both, the second result is the last element of dest, so for an exclusive scan it
# leaves the last element of the source out.
def scan(name, kind, ty, vals, init, inclusive, n=None):
    vec = f"vector<{len(vals)}x{ty}>"
    body = f"""
  %v = arith.constant dense<[{', '.join(vals)}]> : {vec}
  %z = arith.constant dense<{init}> : vector<{ty}>
  %d, %r = vector.scan <{kind}>, %v, %z {{inclusive = {str(inclusive).lower()}, reduction_dim = 0 : i64}} : {vec}, vector<{ty}>
  %a = vector.extract %d[0] : {ty} from {vec}
  %b = vector.extract %d[{len(vals) - 1}] : {ty} from {vec}
  %c = vector.extract %r[] : {ty} from vector<{ty}>
  return %a, %b, %c : {ty}, {ty}, {ty}"""
    case("scan", name, [ty] * 3, body)


scan("scan_add_incl", "add", "i32", ["1", "2", "3", "4"], "10", True)
scan("scan_add_excl", "add", "i32", ["1", "2", "3", "4"], "10", False)
scan("scan_mul_excl", "mul", "i64", ["2", "3", "-4"], "5", False)
scan("scan_maxsi_incl", "maxsi", "i32", ["-3", "7", "2"], "0", True)
scan("scan_minui_excl", "minui", "i8", ["5", "-1", "3"], "-2", False)
scan("scan_add_f32_excl", "add", "f32", ["0.5", "0.25", "2.0"], "1.0", False)
scan("scan_maxnumf_incl", "maxnumf", "f64", ["1.0", "-2.0", "3.5"], "0.0", True)
scan("scan_xor_excl", "xor", "i32", ["1", "2", "4"], "8", False)
case("scan", "scan_2d_dim1", ["i32", "i32", "i32", "i32"], """
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %z = arith.constant dense<[100, 200]> : vector<2xi32>
  %d, %r = vector.scan <add>, %v, %z {inclusive = false, reduction_dim = 1 : i64} : vector<2x3xi32>, vector<2xi32>
  %a = vector.extract %d[1, 0] : i32 from vector<2x3xi32>
  %b = vector.extract %d[1, 2] : i32 from vector<2x3xi32>
  %c = vector.extract %r[0] : i32 from vector<2xi32>
  %e = vector.extract %r[1] : i32 from vector<2xi32>
  return %a, %b, %c, %e : i32, i32, i32, i32""")
case("scan", "scan_2d_dim0_incl", ["i32", "i32", "i32"], """
  %v = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %z = arith.constant dense<[0, 0]> : vector<2xi32>
  %d, %r = vector.scan <mul>, %v, %z {inclusive = true, reduction_dim = 0 : i64} : vector<3x2xi32>, vector<2xi32>
  %a = vector.extract %d[2, 0] : i32 from vector<3x2xi32>
  %b = vector.extract %d[1, 1] : i32 from vector<3x2xi32>
  %c = vector.extract %r[1] : i32 from vector<2xi32>
  return %a, %b, %c : i32, i32, i32""")

# ---------------------------------------------------------------- vector.mask
mem("mask", "mask_transfer_read", ["i32", "i32", "i32"], fill("m", "i32", [4], [1, 2, 3, 4]) + """
  %pad = arith.constant -5 : i32
  %mask = vector.create_mask %n : vector<4xi1>
  %v = vector.mask %mask { vector.transfer_read %m[%c0], %pad : memref<4xi32>, vector<4xi32> } : vector<4xi1> -> vector<4xi32>
  %a = vector.extract %v[1] : i32 from vector<4xi32>
  %b = vector.extract %v[2] : i32 from vector<4xi32>
  %s = vector.reduction <add>, %v : vector<4xi32> into i32
  return %a, %b, %s : i32, i32, i32""", [("index", 2)])
mem("mask", "mask_transfer_read_oob", ["f32", "f32"], fill("m", "f32", [3], ["1.0", "2.0", "3.0"]) + """
  %pad = arith.constant 8.0 : f32
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %v = vector.mask %mask { vector.transfer_read %m[%c1], %pad : memref<3xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %a = vector.extract %v[1] : f32 from vector<4xf32>
  %b = vector.extract %v[2] : f32 from vector<4xf32>
  return %a, %b : f32, f32""")
mem("mask", "mask_transfer_write", ["i32", "i32"], fill("m", "i32", [4], [0, 0, 0, 0]) + """
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %mask = vector.create_mask %n : vector<4xi1>
  vector.mask %mask { vector.transfer_write %v, %m[%c0] : vector<4xi32>, memref<4xi32> } : vector<4xi1>
  %a = memref.load %m[%c2] : memref<4xi32>
  %b = memref.load %m[%c3] : memref<4xi32>
  return %a, %b : i32, i32""", [("index", 3)])
case("mask", "mask_reduction_add", ["i32"], """
  %v = arith.constant dense<[1, 10, 100, 1000]> : vector<4xi32>
  %mask = vector.create_mask %n : vector<4xi1>
  %r = vector.mask %mask { vector.reduction <add>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %r : i32""", [("index", 3)])
case("mask", "mask_reduction_acc_f32", ["f32"], """
  %v = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf32>
  %acc = arith.constant 10.0 : f32
  %mask = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %r = vector.mask %mask { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %r : f32""")
case("mask", "mask_reduction_minsi", ["i32"], """
  %v = arith.constant dense<[-7, 5, 3, -9]> : vector<4xi32>
  %mask = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  %r = vector.mask %mask { vector.reduction <minsi>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %r : i32""")
case("mask", "mask_reduction_maxnumf", ["f64"], """
  %v = arith.constant dense<[7.0, -5.0, -3.0, 9.0]> : vector<4xf64>
  %mask = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  %r = vector.mask %mask { vector.reduction <maxnumf>, %v : vector<4xf64> into f64 } : vector<4xi1> -> f64
  return %r : f64""")

# ---------------------------------------------------------------- arith / math / scf on vectors
case("elementwise", "ew_addf_mulf", ["f32", "f32"], """
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %b = arith.constant dense<[[0.5, 0.25], [-1.0, 2.0]]> : vector<2x2xf32>
  %s = arith.addf %a, %b : vector<2x2xf32>
  %m = arith.mulf %s, %b : vector<2x2xf32>
  %x = vector.extract %s[1, 0] : f32 from vector<2x2xf32>
  %y = vector.extract %m[1, 1] : f32 from vector<2x2xf32>
  return %x, %y : f32, f32""")
case("elementwise", "ew_addf_bits", ["i32"], """
  %a = arith.constant dense<[0.1, 1.0e8]> : vector<2xf32>
  %b = arith.constant dense<[0.2, 3.0]> : vector<2xf32>
  %s = arith.addf %a, %b : vector<2xf32>
  %bits = arith.bitcast %s : vector<2xf32> to vector<2xi32>
  %x = vector.extract %bits[0] : i32 from vector<2xi32>
  return %x : i32""")
case("elementwise", "ew_cmpi_select", ["i1", "i1", "i32", "i32"], """
  %a = arith.constant dense<[1, -5, 7, 0]> : vector<4xi32>
  %b = arith.constant dense<[2, -6, 7, -1]> : vector<4xi32>
  %lt = arith.cmpi slt, %a, %b : vector<4xi32>
  %ult = arith.cmpi ult, %a, %b : vector<4xi32>
  %p = vector.extract %lt[0] : i1 from vector<4xi1>
  %q = vector.extract %ult[3] : i1 from vector<4xi1>
  %s = arith.select %lt, %a, %b : vector<4xi1>, vector<4xi32>
  %x = vector.extract %s[1] : i32 from vector<4xi32>
  %r = vector.reduction <add>, %s : vector<4xi32> into i32
  return %p, %q, %x, %r : i1, i1, i32, i32""")
case("elementwise", "ew_select_scalar_cond", ["f64"], """
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf64>
  %b = arith.constant dense<[3.0, 4.0]> : vector<2xf64>
  %s = arith.select %c, %a, %b : vector<2xf64>
  %x = vector.extract %s[1] : f64 from vector<2xf64>
  return %x : f64""", [("i1", 0)])
case("elementwise", "ew_cmpf", ["i1", "i1", "i1"], """
  %a = arith.constant dense<[1.0, 0x7FC00000, -0.0]> : vector<3xf32>
  %b = arith.constant dense<[2.0, 1.0, 0.0]> : vector<3xf32>
  %lt = arith.cmpf olt, %a, %b : vector<3xf32>
  %un = arith.cmpf uno, %a, %b : vector<3xf32>
  %eq = arith.cmpf oeq, %a, %b : vector<3xf32>
  %p = vector.extract %lt[0] : i1 from vector<3xi1>
  %q = vector.extract %un[1] : i1 from vector<3xi1>
  %r = vector.extract %eq[2] : i1 from vector<3xi1>
  return %p, %q, %r : i1, i1, i1""")
case("elementwise", "ew_casts", ["i32", "f32", "i64", "f64"], """
  %a = arith.constant dense<[-3, 100, -128]> : vector<3xi8>
  %e = arith.extsi %a : vector<3xi8> to vector<3xi32>
  %u = arith.extui %a : vector<3xi8> to vector<3xi64>
  %f = arith.sitofp %e : vector<3xi32> to vector<3xf32>
  %d = arith.extf %f : vector<3xf32> to vector<3xf64>
  %x = vector.extract %e[0] : i32 from vector<3xi32>
  %y = vector.extract %f[2] : f32 from vector<3xf32>
  %z = vector.extract %u[2] : i64 from vector<3xi64>
  %w = vector.reduction <add>, %d : vector<3xf64> into f64
  return %x, %y, %z, %w : i32, f32, i64, f64""")
case("elementwise", "ew_trunc_fptosi", ["i8", "i32"], """
  %a = arith.constant dense<[300, -129]> : vector<2xi32>
  %t = arith.trunci %a : vector<2xi32> to vector<2xi8>
  %f = arith.constant dense<[-2.75, 3.99]> : vector<2xf32>
  %i = arith.fptosi %f : vector<2xf32> to vector<2xi32>
  %x = vector.extract %t[1] : i8 from vector<2xi8>
  %y = vector.reduction <add>, %i : vector<2xi32> into i32
  return %x, %y : i8, i32""")
case("elementwise", "ew_sqrt_bits", ["i32", "i64"], """
  %a = arith.constant dense<[2.0, 0.5, 9.0]> : vector<3xf32>
  %s = math.sqrt %a : vector<3xf32>
  %x = vector.extract %s[0] : f32 from vector<3xf32>
  %bx = arith.bitcast %x : f32 to i32
  %b = arith.constant dense<[[3.0], [-0.0]]> : vector<2x1xf64>
  %t = math.sqrt %b : vector<2x1xf64>
  %y = vector.extract %t[0, 0] : f64 from vector<2x1xf64>
  %by = arith.bitcast %y : f64 to i64
  return %bx, %by : i32, i64""")
case("elementwise", "ew_int_ops", ["i32", "i32", "i32"], """
  %a = arith.constant dense<[7, -7, 100]> : vector<3xi32>
  %b = arith.constant dense<[2, 2, 3]> : vector<3xi32>
  %d = arith.divsi %a, %b : vector<3xi32>
  %r = arith.remsi %a, %b : vector<3xi32>
  %s = arith.shli %a, %b : vector<3xi32>
  %x = vector.extract %d[1] : i32 from vector<3xi32>
  %y = vector.extract %r[1] : i32 from vector<3xi32>
  %z = vector.extract %s[2] : i32 from vector<3xi32>
  return %x, %y, %z : i32, i32, i32""")
case("elementwise", "ew_f16", ["f32"], """
  %a = arith.constant dense<[1.0, 2048.0]> : vector<2xf16>
  %b = arith.constant dense<[0.0009765625, 1.0]> : vector<2xf16>
  %s = arith.addf %a, %b : vector<2xf16>
  %x = vector.extract %s[1] : f16 from vector<2xf16>
  %y = arith.extf %x : f16 to f32
  return %y : f32""")
case("scf", "scf_for_iter_vector", ["i32", "i32"], """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<[1, 0, 0]> : vector<3xi32>
  %one = arith.constant dense<1> : vector<3xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%v = %init) -> (vector<3xi32>) {
    %s = vector.shuffle %v, %v [2, 0, 1] : vector<3xi32>, vector<3xi32>
    %t = arith.addi %s, %one : vector<3xi32>
    scf.yield %t : vector<3xi32>
  }
  %a = vector.extract %r[0] : i32 from vector<3xi32>
  %b = vector.reduction <add>, %r : vector<3xi32> into i32
  return %a, %b : i32, i32""", [("index", 5)])
case("scf", "scf_for_accumulate_f32", ["f32"], """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant dense<0.0> : vector<2x2xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%v = %init) -> (vector<2x2xf32>) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %b = vector.broadcast %f : f32 to vector<2x2xf32>
    %w = arith.addf %v, %b : vector<2x2xf32>
    scf.yield %w : vector<2x2xf32>
  }
  %z = arith.constant 0.0 : f32
  %s = vector.multi_reduction <add>, %r, %z [0, 1] : vector<2x2xf32> to f32
  return %s : f32""")
case("scf", "scf_if_vector", ["i64"], """
  %a = arith.constant dense<[1, 2]> : vector<2xi64>
  %b = arith.constant dense<[3, 4]> : vector<2xi64>
  %r = scf.if %c -> (vector<2xi64>) {
    scf.yield %a : vector<2xi64>
  } else {
    scf.yield %b : vector<2xi64>
  }
  %x = vector.extract %r[1] : i64 from vector<2xi64>
  return %x : i64""", [("i1", 1)])

# ---------------------------------------------------------------- results that are vectors
VEC = []


def vcase(op, name, results, body, args=()):
    case(op, name, results, body, args)
    VEC.append(name)


vcase("broadcast", "vec_broadcast", ["vector<2x3xf32>"], """
  %r = arith.constant dense<[[1.5], [-2.0]]> : vector<2x1xf32>
  %v = vector.broadcast %r : vector<2x1xf32> to vector<2x3xf32>
  return %v : vector<2x3xf32>""")
vcase("transpose", "vec_transpose", ["vector<3x2xi32>"], """
  %v = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  return %t : vector<3x2xi32>""")
vcase("create_mask", "vec_create_mask", ["vector<4xi1>"], """
  %m = vector.create_mask %n : vector<4xi1>
  return %m : vector<4xi1>""", [("index", 3)])
vcase("step", "vec_step", ["vector<4xindex>"], """
  %s = vector.step : vector<4xindex>
  return %s : vector<4xindex>""")
vcase("shuffle", "vec_shuffle_i8", ["vector<6xi8>"], """
  %a = arith.constant dense<[1, -2, 3]> : vector<3xi8>
  %b = arith.constant dense<[127, -128, 0]> : vector<3xi8>
  %r = vector.shuffle %a, %b [0, 3, 1, 4, 2, 5] : vector<3xi8>, vector<3xi8>
  return %r : vector<6xi8>""")
vcase("elementwise", "vec_sitofp_f64", ["vector<3xf64>"], """
  %a = arith.constant dense<[-3, 0, 7]> : vector<3xi32>
  %f = arith.sitofp %a : vector<3xi32> to vector<3xf64>
  %h = arith.constant dense<0.5> : vector<3xf64>
  %r = arith.mulf %f, %h : vector<3xf64>
  return %r : vector<3xf64>""")
vcase("contract", "vec_matmul", ["vector<2x2xf32>"], """
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %b = arith.constant dense<[[0.5, -1.0], [2.0, 0.25]]> : vector<2x2xf32>
  %c = arith.constant dense<0.0> : vector<2x2xf32>
  %r = vector.contract {MM} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %r : vector<2x2xf32>""".replace("{MM}", "{" + MM + "}"))
vcase("transfer_read", "vec_tread_pad", ["vector<2x3xi64>"], CONSTS + "\n" + fill("m", "i64", [2, 2], [1, 2, 3, 4]) + """
  %pad = arith.constant -1 : i64
  %v = vector.transfer_read %m[%c0, %c0], %pad : memref<2x2xi64>, vector<2x3xi64>
  return %v : vector<2x3xi64>""")


# ---------------------------------------------------------------- the oracle
INT_W = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
FLOAT_BITS = {"f16": ("i16", 16), "f32": ("i32", 32), "f64": ("i64", 64)}


def parse_vec(t):
    m = re.fullmatch(r"vector<((?:\d+x)*)(\w+)>", t)
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def signature(name, args, results, body):
    try:
        argname(body, len(args))
        sys.exit(f"{name}: uses more values than it defines and takes")
    except IndexError:
        pass
    ps = ", ".join(f"{argname(body, k)}: {t}" for k, (t, _) in enumerate(args))
    rs = ", ".join(results)
    if len(results) != 1:
        rs = f"({rs})"
    return f"func.func @{name}({ps}) -> {rs} {{\n{body}\n}}"


def argname(body, k):
    """The names a case's body uses for its arguments: the values it uses but does not define
    (the left-hand sides of its statements and scf.for's induction variables), in order of first
    use; the case's `args` list them in that order."""
    defined = set()
    for line in body.split("\n"):
        m = re.match(r"\s*((?:%\w+(?::\d+)?)(?:\s*,\s*%\w+)*)\s*=\s*[a-z]", line)
        if m:
            defined.update(re.findall(r"%\w+", m.group(1)))
        defined.update(re.findall(r"scf\.for (%\w+) =", line))
        defined.update(re.findall(r"iter_args\((%\w+) =", line))
    used = []
    for tok in re.findall(r"%\w+", body):
        if tok not in defined and tok not in used:
            used.append(tok)
    return used[k]


def to_i64(lines, val, t, k):
    """Lines making %p<k> an i64 holding `val` of scalar type t (floats: their bits, unsigned)."""
    if t in FLOAT_BITS:
        it, _ = FLOAT_BITS[t]
        lines.append(f"  %q{k} = arith.bitcast {val} : {t} to {it}")
        val, t = f"%q{k}", it
        ext = "extui"
    else:
        ext = "extui" if t == "i1" else "extsi"
    if t == "index":
        lines.append(f"  %p{k} = arith.index_cast {val} : index to i64")
    elif t == "i64":
        lines.append(f"  %p{k} = arith.addi {val}, %zero : i64")
    else:
        lines.append(f"  %p{k} = arith.{ext} {val} : {t} to i64")
    lines.append(f"  func.call @printI64(%p{k}) : (i64) -> ()")
    lines.append("  func.call @printNewline() : () -> ()")


def arg_const(t, v, name):
    if t in FLOAT_BITS:
        it, w = FLOAT_BITS[t]
        bits = struct.unpack("<Q", struct.pack("<d", v))[0] if w == 64 else f32bits(v)
        return [f"  {name}_b = arith.constant {bits} : {it}", f"  {name} = arith.bitcast {name}_b : {it} to {t}"]
    if t == "i1":
        return [f"  {name} = arith.constant {'true' if v else 'false'}"]
    return [f"  {name} = arith.constant {v} : {t}"]


def oracle(funcs):
    lines = ["func.func private @printI64(i64)", "func.func private @printNewline()",
             "func.func @main() {", "  %zero = arith.constant 0 : i64"]
    k = 0
    layout = []  # per case: the number of values printed per result
    for op, name, args, results, body in CASES:
        names = []
        for j, (t, v) in enumerate(args):
            nm = f"%arg_{name}_{j}"
            lines += arg_const(t, v, nm)
            names.append(nm)
        outs = ", ".join(f"%r_{name}_{j}" for j in range(len(results)))
        call_rs = ", ".join(results)
        lhs = f"%res_{name}:{len(results)}" if len(results) > 1 else f"%res_{name}"
        lines.append(f"  {lhs} = func.call @{name}({', '.join(names)}) : ({', '.join(t for t, _ in args)}) -> ({call_rs})")
        counts = []
        for j, t in enumerate(results):
            val = f"%res_{name}#{j}" if len(results) > 1 else f"%res_{name}"
            if t.startswith("vector<"):
                dims, et = parse_vec(t)
                n = math.prod(dims)
                flat = f"vector<{n}x{et}>"
                k += 1
                lines.append(f"  %flat{k} = vector.shape_cast {val} : {t} to {flat}")
                src = f"%flat{k}"
                for e in range(n):
                    k += 1
                    lines.append(f"  %el{k} = vector.extract {src}[{e}] : {et} from {flat}")
                    to_i64(lines, f"%el{k}", et, k)
                counts.append(n)
            else:
                k += 1
                to_i64(lines, val, t, k)
                counts.append(1)
        layout.append(counts)
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
    got = run_lowered(low.stdout, fh.name, (RUNNER_LIB,))
    assert len(got) == sum(map(sum, layout)), (len(got), sum(map(sum, layout)))
    out = []
    for counts in layout:
        per = []
        for n in counts:
            per.append(got[:n])
            got = got[n:]
        out.append(per)
    return out


# ---------------------------------------------------------------- sigil's output format
def fmt_g(x, upper):
    """%g (6 significant digits), as sigil and iree-run-module print a float; a NaN of either sign."""
    if math.isnan(x):
        return "{{-?NAN}}" if upper else "{{-?nan}}"
    s = "%.6g" % x
    return s.upper() if upper else s


def scalar_text(v, t):
    if t in FLOAT_BITS:
        return ("f64=" if t == "f64" else "f32=") + fmt_g(as_float(v, t), False)
    if t == "i1":
        return f"i32={v & 1}"
    if INT_W[t] <= 32:
        return f"i32={v}"
    return f"i64={v}"


def element_text(v, t):
    if t in FLOAT_BITS:
        return fmt_g(as_float(v, t), True)
    if t == "i1":
        return f"{v & 1:02X}"
    return str(v)


def buffer_text(vals, t):
    dims, et = parse_vec(t)
    et_name = "i64" if et == "index" else et
    return tensor_text(dims, et_name, [element_text(v, et) for v in vals])


def main():
    funcs = [signature(name, args, results, body) for _, name, args, results, body in CASES]
    names = [c[1] for c in CASES]
    assert len(set(names)) == len(names)
    values = oracle(funcs)
    out = ["// @generated by scripts/gen-vector-filetest.py: the vector dialect on the VM (and arith,",
           "// math and scf on vectors), one function per case at concrete values. The expected",
           "// results are MLIR 22's: every case lowered with",
           "//   mlir-opt-22 " + " ".join(PIPELINE),
           "// and run by mlir-runner-22 (results printed as i64, floats as their bits).",
           "// Most cases return scalars taken out of the vectors; the cases with a VEC_ check prefix",
           "// return a vector, expected as sigil prints a tensor (hal.buffer_view, then 2x3xf32=...).",
           "// A NaN may have either sign (MLIR leaves it open). Two answers are choices of MLIR 22's",
           "// lowering: vector.scan's second result is the last element of the scan (an exclusive",
           "// scan leaves the last source element out of it) and an inclusive scan ignores the",
           "// initial value; a float <add> reduction without accumulator starts from +0.0. What is",
           "// left out (poison, undefined results, forms MLIR 22 cannot lower) is listed in the script.",
           ""]
    body_funcs = []
    for (op, name, args, results, body), vals, f in zip(CASES, values, funcs):
        prefix = name.upper()
        assert (name in VEC) == name.startswith("vec_"), name
        inputs = "".join(f" --input={arg_text(t, v)}" for t, v in args)
        out.append(f"// RUN: sigil run %s --function={name}{inputs} | FileCheck %s --check-prefix={prefix}")
        for j, (t, vs) in enumerate(zip(results, vals)):
            nxt = "" if j == 0 else "-NEXT"
            if t.startswith("vector<"):
                out.append(f"// {prefix}{nxt}: result[{j}]: hal.buffer_view")
                out.append(f"// {prefix}-NEXT: {buffer_text(vs, t)}")
            elif name in BITS and math.isnan(as_float(vs[0], BITS[name])):
                # A NaN's bits: the quiet NaN of either sign (MLIR leaves the sign open).
                w = INT_W[t]
                q = {"f16": 0x7E00, "f32": 0x7FC00000, "f64": 0x7FF8000000000000}[BITS[name]]
                want = f"{{{{({q}|{(q | (1 << (w - 1))) - (1 << w)})}}}}"
                out.append(f"// {prefix}{nxt}: result[{j}]: {'i64' if w == 64 else 'i32'}={want}")
            else:
                out.append(f"// {prefix}{nxt}: result[{j}]: {scalar_text(vs[0], t)}")
        out.append(f)
        out.append("")
    header_len = out.index("") + 1
    cases = [c for c in "\n".join(out[header_len:]).split("\n\n") if c.strip()]
    written = write_chunks(OUT_DIR, "vector", out[:header_len - 1], cases, CASES_PER_FILE)
    counts = {}
    for c in CASES:
        counts[c[0]] = counts.get(c[0], 0) + 1
    print(f"gen-vector-filetest.py: {len(CASES)} cases written to {', '.join(written)}")
    for op, n in counts.items():
        print(f"  {op}: {n}")


def arg_text(t, v):
    if t == "i1":
        return "1" if v else "0"
    if t in FLOAT_BITS:
        return repr(float(v))
    return str(v)


if __name__ == "__main__":
    main()
