#!/usr/bin/env python3
"""Writes crates/ir/src/dialects/ods/<dialect>.rs: the declared structure of every op of
the MLIR dialects sigil implements, read from MLIR 22's own ODS records.

The facts (operand, result, region and successor groups with their names and arity, the
summary of each type constraint, required properties in the order MLIR checks them, the
count and structural traits in the order MLIR verifies them, parents, memory effects,
branching interfaces) come from `mlir-tblgen` run on the .td files that Debian's
libmlir-22-dev installs; the Rust predicates behind each summary are sigil's own
(crates/ir/src/dialects/constraints.rs). A summary without a predicate stops the script:
add the constraint there and its summary to CONSTRAINTS below.

Usage: scripts/gen-ods.py [--check]   (--check: fail if a generated file would change)
Needs: apt-get install libmlir-22-dev (mlir-tblgen and the .td files), or MLIR_INCLUDE=<dir>
naming an include directory with them.
"""

import os
import re
import subprocess
import sys

# MLIR_INCLUDE: the .td files elsewhere (e.g. extracted from the .deb with dpkg-deb -x).
INC = os.environ.get("MLIR_INCLUDE", "/usr/lib/llvm-22/include")
TBLGEN = "/usr/lib/llvm-22/bin/mlir-tblgen"
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "crates/ir/src/dialects/ods")

# dialect -> .td files (relative to INC)
DIALECTS = {
    "builtin": ["mlir/IR/BuiltinOps.td"],
    "func": ["mlir/Dialect/Func/IR/FuncOps.td"],
    "arith": ["mlir/Dialect/Arith/IR/ArithOps.td"],
    "cf": ["mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"],
    "math": ["mlir/Dialect/Math/IR/MathOps.td"],
    "scf": ["mlir/Dialect/SCF/IR/SCFOps.td"],
    "memref": ["mlir/Dialect/MemRef/IR/MemRefOps.td"],
    "bufferization": ["mlir/Dialect/Bufferization/IR/BufferizationOps.td"],
    "tensor": ["mlir/Dialect/Tensor/IR/TensorOps.td"],
    "affine": ["mlir/Dialect/Affine/IR/AffineOps.td"],
    "linalg": [
        "mlir/Dialect/Linalg/IR/LinalgOps.td",
        "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td",
        "mlir/Dialect/Linalg/IR/LinalgRelayoutOps.td",
    ],
    "index": ["mlir/Dialect/Index/IR/IndexOps.td"],
    "ub": ["mlir/Dialect/UB/IR/UBOps.td"],
    "complex": ["mlir/Dialect/Complex/IR/ComplexOps.td"],
    "vector": ["mlir/Dialect/Vector/IR/VectorOps.td"],
    "llvm": [
        "mlir/Dialect/LLVMIR/LLVMOps.td",
        "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td",
    ],
}

# IREE's dialects: .td files relative to IREE_INC, the copy of IREE's records that
# scripts/refresh-iree.sh keeps in third_party/iree at a pinned commit.
IREE_INC = os.path.join(ROOT, "third_party/iree/compiler/src")
IREE_DIALECTS = {
    "check": ["iree/compiler/Modules/Check/IR/CheckOps.td"],
    "flow": ["iree/compiler/Dialect/Flow/IR/FlowOps.td"],
    "iree_linalg_ext": [
        "iree/compiler/Dialect/LinalgExt/IR/LinalgExtOps.td",
        "iree/compiler/Dialect/LinalgExt/IR/LinalgExtPureOps.td",
    ],
    "util": ["iree/compiler/Dialect/Util/IR/UtilOps.td"],
}
# Dialects whose structure is still declared by hand: only their typed accessors are
# generated (a test checks them against the hand declarations).
ACCESSORS_ONLY = {"util"}
# StableHLO's dialects: .td files relative to STABLEHLO_INC, the copy of StableHLO's records
# that scripts/refresh-stablehlo.sh keeps in third_party/stablehlo at a pinned commit.
STABLEHLO_INC = os.path.join(ROOT, "third_party/stablehlo")
STABLEHLO_DIALECTS = {
    "stablehlo": ["stablehlo/dialect/StablehloOps.td"],
    "chlo": ["stablehlo/dialect/ChloOps.td"],
    "interpreter": ["stablehlo/reference/InterpreterOps.td"],
}
# MLIR's TOSA dialect is declared wholly from its records too (like StableHLO's): its op
# table with traits, its attribute checks and its type constraints read back into parts.
TOSA_DIALECTS = {
    "tosa": ["mlir/Dialect/Tosa/IR/TosaOps.td"],
}
# Dialects whose every op comes from the records, traits and attribute checks included.
RECORD_DIALECTS = {**STABLEHLO_DIALECTS, **TOSA_DIALECTS}
# The ops of an IREE dialect sigil implements, where it implements only some.
IREE_OPS = {
    "flow": {"flow.tensor.constant", "flow.tensor.dynamic_constant", "flow.tensor.tie_shape",
             "flow.tensor.reshape", "flow.tensor.bitcast"},
}

# Type-constraint summary -> the Rust constant in `constraints` (imported as `c`).
CONSTRAINTS = {
    "1-bit signless integer": "c::I1",
    "32-bit signless integer": "c::I32",
    "64-bit signless integer": "c::I64",
    "index": "c::INDEX",
    "variadic of index": "c::VARIADIC_INDEX",
    "signless integer": "c::SIGNLESS_INT",
    "signless integer or index": "c::SIGNLESS_INT_OR_INDEX",
    "variadic of signless integer or index": "c::VARIADIC_SIGNLESS_INT_OR_INDEX",
    "floating-point": "c::FLOAT",
    "integer": "c::INTEGER",
    "signless-integer-like": "c::SIGNLESS_INT_LIKE",
    "signless-fixed-width-integer-like": "c::FIXED_INT_LIKE",
    "floating-point-like": "c::FLOAT_LIKE",
    "bool-like": "c::BOOL_LIKE",
    "signless-integer-or-float-like": "c::INT_OR_FLOAT_LIKE",
    "memref of any type values": "c::ANY_MEMREF",
    "ranked or unranked memref of any type values": "c::RANKED_OR_UNRANKED_MEMREF",
    "tensor of any type values": "c::ANY_TENSOR",
    "ranked tensor of any type values": "c::RANKED_TENSOR",
    "variadic of ranked tensor of any type values": "c::VARIADIC_RANKED_TENSOR",
    "vector of any type values": "c::ANY_VECTOR",
    "shaped of any type values": "c::ANY_SHAPED",
    "function type": "c::FUNCTION",
    "variadic of 1-bit signless integer": "c::VARIADIC_I1",
    "variadic of memref of any type values": "c::VARIADIC_MEMREF",
    "variadic of ranked or unranked memref of any type values": "c::VARIADIC_RANKED_OR_UNRANKED_MEMREF",
    "variadic of shaped of any type values": "c::VARIADIC_SHAPED",
    "variadic of tensor of any type values": "c::VARIADIC_TENSOR",
    "memref of any type values or ranked tensor of any type values": "c::MEMREF_OR_RANKED_TENSOR",
    "variadic of memref of any type values or ranked tensor of any type values": "c::VARIADIC_MEMREF_OR_RANKED_TENSOR",
    "memref of signless integer or floating-point values": "c::INT_OR_FLOAT_MEMREF",
    "signless integer or floating-point": "c::SIGNLESS_INT_OR_FLOAT",
    "1D memref of 8-bit signless integer values": "c::I8_MEMREF_1D",
    "1D memref of any type values": "c::MEMREF_1D",
    "1D memref of signless integer or index values": "c::INT_OR_INDEX_MEMREF_1D",
    "1D tensor of signless integer or index values": "c::INT_OR_INDEX_TENSOR_1D",
    "4D tensor of any type values": "c::TENSOR_4D",
    "6D tensor of any type values": "c::TENSOR_6D",
    "BufferLikeType instance": "c::BUFFER_LIKE",
    "TensorLikeType instance": "c::TENSOR_LIKE",
    "non-0-ranked or unranked tensor": "c::NON_0_RANKED_OR_UNRANKED_TENSOR",
    "ranked tensor of signless integer or index values": "c::INT_OR_INDEX_RANKED_TENSOR",
    "signless-integer-like or memref of signless-integer": "c::INT_LIKE_OR_INT_MEMREF",
    "signless-integer-or-float-like or memref of signless-integer or float": "c::INT_OR_FLOAT_LIKE_OR_MEMREF",
    "statically shaped memref of any type values": "c::STATIC_MEMREF",
    "statically shaped tensor of any type values": "c::STATIC_TENSOR",
    "strided memref of any type values": "c::STRIDED_MEMREF",
    "strided memref of any type values of rank 0": "c::STRIDED_MEMREF_0D",
    "tensor of signless integer or unsigned integer or signed integer or floating-point values": "c::INT_OR_FLOAT_TENSOR",
    "unranked.memref of any type values or non-0-ranked.memref of any type values": "c::NON_0_RANKED_OR_UNRANKED_MEMREF",
    "integer or index": "c::INT_OR_INDEX",
    "complex-type": "c::COMPLEX",
    "complex type with floating-point elements": "c::FLOAT_COMPLEX",
    "vector of any type values [non-0-rank]": "c::NON_0_RANK_VECTOR",
    "vector of 1-bit signless integer values": "c::I1_VECTOR_ANY_RANK",
    "vector of 1-bit signless integer values [non-0-rank]": "c::I1_VECTOR",
    "fixed-length vector of 1-bit signless integer values [non-0-rank]": "c::FIXED_I1_VECTOR",
    "fixed-length vector of any type values": "c::FIXED_VECTOR",
    "vector of floating-point values": "c::FLOAT_VECTOR_ANY_RANK",
    "vector of integer or index values [non-0-rank]": "c::INT_OR_INDEX_VECTOR",
    "vector of index values of ranks 1 [non-0-rank]": "c::INDEX_VECTOR_1D",
    " of ranks 1 [non-0-rank]": "c::VECTOR_1D",
    " of ranks 1 [scalable]": "c::SCALABLE_VECTOR_1D",
    "Tensor or MemRef of any type values": "c::TENSOR_OR_MEMREF",
    "": "c::PRINTABLE",
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer": "c::LLVM_I1_OR_VEC",
    "8-bit signless integer": "c::I8",
    "LLVM aggregate type": "c::LLVM_AGGREGATE",
    "LLVM dialect-compatible type": "c::LLVM_TYPE",
    "variadic of LLVM dialect-compatible type": "c::VARIADIC_LLVM_TYPE",
    "LLVM dialect-compatible vector of 1-bit signless integer": "c::LLVM_VEC_I1",
    "LLVM dialect-compatible vector of LLVM pointer type": "c::LLVM_VEC_PTR",
    "LLVM dialect-compatible vector of floating-point": "c::LLVM_VEC_FLOAT",
    "LLVM dialect-compatible vector of signless integer": "c::LLVM_VEC_INT",
    "LLVM dialect-compatible vector type": "c::LLVM_VECTOR",
    "variadic of LLVM dialect-compatible vector type": "c::VARIADIC_LLVM_VECTOR",
    "LLVM pointer in address space 0": "c::LLVM_PTR0",
    "LLVM pointer type": "c::LLVM_PTR",
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type": "c::LLVM_PTR_OR_VEC",
    "LLVM structure type": "c::LLVM_STRUCT",
    "LLVM token type": "c::LLVM_TOKEN",
    "LLVM type with size": "c::LLVM_LOADABLE",
    "LLVM-compatible non-aggregate type": "c::LLVM_NON_AGGREGATE",
    "floating point LLVM type": "c::LLVM_FLOAT",
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type": "c::LLVM_FLOAT_OR_VEC",
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type": "c::LLVM_RMW",
    "integer or LLVM dialect-compatible vector of integer": "c::LLVM_INT_OR_VEC",
    "primitive LLVM type": "c::LLVM_PRIMITIVE",
    "signless integer or LLVM dialect-compatible vector of signless integer": "c::LLVM_SIGNLESS_OR_VEC",
    "variadic of signless integer or LLVM dialect-compatible vector of signless integer": "c::LLVM_VARIADIC_SIGNLESS_OR_VEC",
    "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type": "c::LLVM_ICMP_OPERAND",
    "signless integer or LLVM pointer type": "c::LLVM_INT_OR_PTR",
    "device": "c::HAL_DEVICE",
    "tensor of floating-point values": "c::FLOAT_TENSOR",
    "buffer_view or tensor of floating-point values": "c::BUFFER_VIEW_OR_FLOAT_TENSOR",
    "buffer_view or tensor of signless integer values": "c::BUFFER_VIEW_OR_INT_TENSOR",
}

ANY_SUMMARIES = {"any type", "variadic of any type"}

# StableHLO's constraints are compositions (`HLO_Tensor`, `HLO_TensorOrPerAxisQuantizedTensor`,
# `HLO_StaticShapeIntOrFpTensor`, ...) whose summaries spell out the parts: "ranked tensor of
# 4/6/8/16/32/64-bit float or bool or ... values or token". Rather than a hand-written constant
# per summary, the summary is read back into its parts (a container and a set of element kinds
# per alternative) and the predicate is `hlo::accepts` over them.
HLO_ELEMS = {
    "4/6/8/16/32/64-bit float": "E::FLOAT",
    "32/64-bit float": "E::F32_F64",
    "bool": "E::BOOL",
    "2/4/8/16/32/64-bit integer": "E::INT",
    "2/4/8/16/32/64-bit signless integer": "E::SIGNLESS",
    "32-bit signless integer": "E::I32",
    "32-bit unsigned integer": "E::UI32",
    "complex type with 32/64-bit float elements": "E::COMPLEX",
    "per-tensor integer quantized": "E::QUANT",
    "per-axis integer quantized": "E::QUANT_AXIS",
    "index": "E::INDEX",
    "integer": "E::ANY_INT",
}
HLO_SHAPES = {
    "tensor": "Shape::Any",
    "ranked tensor": "Shape::Ranked",
    "0D tensor": "Shape::Rank(0)",
    "1D tensor": "Shape::Rank(1)",
    "statically shaped tensor": "Shape::Static",
    "statically shaped 1-dimensional tensor": "Shape::Static1D",
    "statically shaped 1-dimensional integer tensor": "Shape::Static1D",
    "statically shaped 2-dimensional integer tensor": "Shape::Static2D",
    "statically shaped or single bounded dimension tensor": "Shape::StaticOrBounded",
    "memref": "Shape::MemRef",
}
HLO_TUPLE = "nested tuple with any combination of "
# The type traits of StableHLO's records sigil verifies (`TraitCheck`), by their C++ name.
HLO_TRAITS = {
    "SameOperandsAndResultShape": "SameOperandsAndResultShape",
    "SameOperandsAndResultElementType": "SameOperandsAndResultElementType",
    "SameOperandsElementType": "SameOperandsElementType",
    "hlo::OpTrait::CompatibleOperandsAndResultType": "HloCompatibleOperandsAndResultType",
    "hlo::OpTrait::CompatibleOperandsAndResultElementType": "HloCompatibleOperandsAndResultElementType",
    "hlo::OpTrait::CompatibleOperandsElementType": "HloCompatibleOperandsElementType",
    "hlo::OpTrait::PairwiseSameOperandAndResultType": "HloPairwiseSameOperandAndResultType",
    "hlo::OpTrait::PairwiseSameOperandAndResultElementType": "HloPairwiseSameOperandAndResultElementType",
    # TOSA's (and MLIR's own, which TOSA's records use).
    "ResultsBroadcastableShape": "ResultsBroadcastableShape",
    "SameOperandsAndResultRank": "SameOperandsAndResultRank",
    "ResultsAreFloatLike": "ResultsAreFloatLike",
    "mlir::OpTrait::tosa::TosaShapeOperatorWithSameRanks": "TosaShapeOperatorWithSameRanks",
    "mlir::OpTrait::tosa::TosaResolvableShapeOperands": "TosaResolvableShapeOperands",
    # `SymbolOpInterface::verify`'s last rule (the others are the ops' own checks).
    "SymbolOpInterface": "SymbolParentIsSymbolTable",
}

# StableHLO's attribute-constraint summaries -> the `A` its predicate checks (`hlo::attr_is`);
# a summary not here is one of the dialect's own attributes, checked by its definition.
HLO_ATTR_PREDICATES = {
    "i64 dense array attribute": "A::DenseArray(64)",
    "i1 dense array attribute": "A::DenseArray(1)",
    "bool attribute": "A::Bool",
    "64-bit signless integer attribute": "A::Int(64, i64::MIN)",
    "64-bit signless integer attribute whose value is non-negative": "A::Int(64, 0)",
    "64-bit signless integer attribute whose value is positive": "A::Int(64, 1)",
    "32-bit signless integer attribute": "A::Int(32, i64::MIN)",
    "32-bit signless integer attribute whose value is non-negative": "A::Int(32, 0)",
    "32-bit signless integer attribute whose value is positive": "A::Int(32, 1)",
    "32-bit float attribute": "A::F32",
    "unit attribute": "A::Unit",
    "string attribute": "A::Str",
    "flat symbol reference attribute": "A::FlatSymbol",
    "dictionary of named attribute values": "A::Dict",
    "string attribute or dictionary of named attribute values": "A::StrOrDict",
    "array attribute": "A::Array",
    "flat symbol ref array attribute": "A::Array",
    "Array of FlatSymbolRefArrayAttr": "A::Array",
    "Array of layout (1D tensor of index type) attributes": "A::Array",
    "Array of tiling attributes": "A::Array",
    "Precision Config attribute": "A::Array",
    "64-bit signless integer elements attribute": "A::I64Elements",
    "64-bit signless integer elements attribute or mesh and axes based replica groups representation.": "A::I64ElementsOrDialect",
    "constant vector/tensor attribute": "A::Elements",
    "TypedAttr instance": "A::Typed",
    "Aliasing attribute for outputs and operands of CustomCall": "A::Array",
    # TOSA's.
    "any attribute": "A::Any",
    "any type attribute": "A::TypeAttr",
    "arbitrary integer attribute or arbitrary float attribute": "A::IntOrFloat",
    "i32 dense array attribute": "A::DenseArray(32)",
    "i64 dense array attribute with exactly 2 elements": "A::DenseArrayOf(64, 2)",
    "i64 dense array attribute with exactly 3 elements": "A::DenseArrayOf(64, 3)",
    "i64 dense array attribute with exactly 4 elements": "A::DenseArrayOf(64, 4)",
    "i64 dense array attribute with exactly 6 elements": "A::DenseArrayOf(64, 6)",
    "index elements attribute": "A::IndexElements",
    "type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or "
    "32-bit float": "A::AccType",
    # An `I32EnumAttr` (cases 0 to 4), kept as an `i32`.
    "Custom call API version": "A::Int(32, 0)",
}


def hlo_alternatives(summary):
    """The Rust `Alt`s a StableHLO constraint summary names, or None if it is not one."""
    s = summary
    if s.startswith("variadic of "):
        s = s[len("variadic of "):]
    alts = []
    while s:
        if s.startswith("token"):
            alts.append("Alt::Token")
            s = s[len("token"):]
        elif s.startswith("future"):
            alts.append("Alt::Future")
            s = s[len("future"):]
        elif s.startswith(HLO_TUPLE):
            # The tuple's leaves end with its own "... or token values".
            end = s.find("token values")
            if end < 0:
                return None
            alts.append("Alt::Tuple")
            s = s[end + len("token values"):]
        else:
            m = re.match(r"(.*?) of (.*?) values", s)
            if not m or m.group(1) not in HLO_SHAPES:
                return None
            elems = []
            for e in m.group(2).split(" or "):
                if e not in HLO_ELEMS:
                    return None
                elems.append(HLO_ELEMS[e])
            alts.append(f"Alt::Of({HLO_SHAPES[m.group(1)]}, {' | '.join(elems)})")
            s = s[m.end():]
        if s.startswith(" or "):
            s = s[len(" or "):]
        elif s:
            return None
    return alts or None

# TOSA's constraints (`TosaTensorOf`, `TosaTensorRankOf`, `Tosa_Tensor1D`, ...) likewise spell
# out their parts: "tosa-conformant unranked tensor of number values or 2D tensor of 32-bit
# signless integer or 64-bit signless integer values". Each summary is read back into
# alternatives (`tosa::types::Alt`) over element sets (`tosa::types::E`). Where two constraints
# share a summary ("tosa-conformant tensor of at least rank 1" for numbers, micro-scaling data
# or micro-scaling scales), the tag `tosa_tag` reads from the predicate tells them apart.
TOSA_ELEMS = {
    "number": "E::NUMBER",
    "unsigned integer": "E::UINT",
    "signless integer": "E::SINT",
    "floating-point": "E::FLOAT",
    "1-bit signless integer": "E::I1",
    "8-bit signless integer": "E::I8",
    "16-bit signless integer": "E::I16",
    "32-bit signless integer": "E::I32",
    "64-bit signless integer": "E::I64",
    "micro-scaling format number": "E::MXFP",
    "micro-scaling format scale number": "E::MXSCALE",
}
TOSA_AT_LEAST_1 = {"": "E::NUMBER", " [mxfp]": "E::MXFP", " [mxscale]": "E::MXSCALE"}


def tosa_tag(body):
    """What a TOSA constraint's predicate checks that its summary does not say."""
    if "Float8E8M0FNU" in body:
        return " [mxscale]"
    if "Float4E2M1FN" in body:
        return " [mxfp]"
    return ""


def tosa_alternatives(summary, no_zero):
    """The Rust `Alt`s a TOSA constraint summary names, or None if it is not one.
    `no_zero`: whether the ranked alternatives refuse a zero dimension (`HasNo0Dimensions`)."""
    s = summary
    if s.startswith("variadic of "):
        s = s[len("variadic of "):]
    m = re.fullmatch(r"(.*?)( \[\w+\])?", s)
    s, tag = m.group(1), m.group(2) or ""
    nz = "true" if no_zero else "false"
    if s == "tosa-conformant tensor of at least rank 1":
        e = TOSA_AT_LEAST_1[tag]
        return [f"Alt::Unranked({e})", f"Alt::Ranked(-1, {e}, true)"]
    m = re.fullmatch(r"(\d)-d tosa-conformant tensor", s)
    if m:
        return ["Alt::Unranked(E::NUMBER)", f"Alt::Ranked({m.group(1)}, E::NUMBER, true)"]
    if s == "Shape with static rank and Index element type":
        return ["Alt::Shape(-1)"]
    m = re.fullmatch(r"Tosa shape type of rank (\d+)", s)
    if m:
        return [f"Alt::Shape({m.group(1)})"]
    if s == "signless-integer-like":
        return ["Alt::Like(E::UINT | E::SINT)"]
    if s == "signless-integer-8-bit-like":
        return ["Alt::Like(E::I8)"]
    alts = []
    while s:
        m = re.match(r"(tosa-conformant tensor|tosa-conformant unranked tensor|"
                     r"tosa-conformant scalar tensor|\dD tensor) of (.*?) values", s)
        if not m:
            return None
        elems = []
        for e in m.group(2).split(" or "):
            if e not in TOSA_ELEMS:
                return None
            elems.append(TOSA_ELEMS[e])
        e = " | ".join(elems)
        kind = m.group(1)
        if kind == "tosa-conformant tensor":
            alts.append(f"Alt::Tensor({e})")
        elif kind == "tosa-conformant unranked tensor":
            alts.append(f"Alt::Unranked({e})")
        elif kind == "tosa-conformant scalar tensor":
            alts.append(f"Alt::Scalar({e})")
        else:
            alts.append(f"Alt::Ranked({kind[0]}, {e}, {nz})")
        s = s[m.end():]
        if s.startswith(" or "):
            s = s[len(" or "):]
        elif s:
            return None
    return alts or None


# IREE 3.13 is built against a newer MLIR than 22.1, whose `AnyTensor` reads "tensor of any
# non-token type values": iree-opt's messages (the oracle for IREE's dialects) use that wording,
# so IREE's dialects map MLIR 22's summaries to constraints worded as iree-opt words them.
IREE_CONSTRAINTS = {
    "tensor of any type values": "c::IREE_ANY_TENSOR",
    "ranked tensor of any type values": "c::IREE_RANKED_TENSOR",
    "buffer_view or tensor of any type values": "c::BUFFER_VIEW_OR_TENSOR",
    "shaped of any type values": "c::IREE_ANY_SHAPED",
    "variadic of shaped of any type values": "c::IREE_VARIADIC_SHAPED",
    "variadic of ranked tensor of any type values": "c::IREE_VARIADIC_RANKED_TENSOR",
    "ranked tensor or memref of any type": "c::RANKED_TENSOR_OR_MEMREF",
    "variadic of ranked tensor of signless integer or index or floating-point values or "
    "signless integer or index or floating-point": "c::VARIADIC_RANKED_TENSOR_OR_SCALAR",
}

# Where IREE 3.13 (the oracle, built from 89ece87b) reads an op differently from the records
# pinned in third_party/iree (b48a5955, the newest snapshot at hand): (old, new) replacements of
# the format, each observed with iree-opt 3.13. 3.13 writes attention's properties as a
# `prop-dict` (`iree_linalg_ext.attention <indexing_maps = [...]> ins(...)`) and refuses them in
# the attribute dictionary ("properties dictionary is missing required attribute").
IREE_FORMAT_CHANGES = {
    "iree_linalg_ext.attention": [("attr-dict `ins`", "prop-dict attr-dict `ins`")],
    "iree_linalg_ext.online_attention": [("attr-dict `ins`", "prop-dict attr-dict `ins`")],
}


def rustfmt(text):
    return subprocess.run(["rustfmt", "--edition", "2021", "--emit", "stdout", "-q"], input=text,
                          check=True, capture_output=True, text=True).stdout


def run(args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def parse_records(text):
    """def NAME { // classes ... } -> {name: (classes, {field: raw value})}; a multi-line
    code block (`[{ ... }]`) is kept whole."""
    recs = {}
    fields = None
    block = None  # (field, lines) of a code block being read
    for line in text.split("\n"):
        if block is not None:
            if "}]" in line:
                block[1].append(line[: line.index("}]")])
                fields[block[0]] = "[{" + "\n".join(block[1]) + "}]"
                block = None
            else:
                block[1].append(line)
            continue
        m = re.match(r"^def (\S+) \{\s*(?://\s*(.*))?$", line)
        if m:
            fields = {}
            recs[m.group(1)] = ((m.group(2) or "").split(), fields)
            continue
        if line == "}":
            fields = None
            continue
        if fields is None:
            continue
        fm = re.match(r"^  (?:[\w<>, :]+?) (\w+) = (.*)$", line)
        if fm:
            val = fm.group(2)
            if val.startswith("[{") and "}]" not in val:
                block = (fm.group(1), [val[2:]])
                continue
            fields[fm.group(1)] = val.rstrip(";")
    return recs


def unquote(v):
    v = v.strip()
    if v.startswith('"') and v.endswith('"'):
        return bytes(v[1:-1], "utf-8").decode("unicode_escape")
    if v.startswith("[{") and v.endswith("}]"):
        return v[2:-2]
    return v


def dag_entries(v):
    """(ins A:$a, B:$b) -> [(A, a), ...]"""
    v = v.strip()
    m = re.match(r"^\((\w+)\s*(.*)\)$", v, re.S)
    if not m:
        return []
    body = m.group(2)
    out = []
    depth = 0
    cur = ""
    for ch in body:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    res = []
    for e in out:
        if ":$" in e:
            t, n = e.rsplit(":$", 1)
        else:
            t, n = e, ""
        res.append((t.strip(), n.strip()))
    return res


def split_classes(decl_line):
    """The template arguments of `::mlir::Op<X, T1, T2, ...>`."""
    start = decl_line.index("::mlir::Op<") + len("::mlir::Op<")
    depth = 0
    cur = ""
    out = []
    for ch in decl_line[start:]:
        if ch == "<":
            depth += 1
        elif ch == ">":
            if depth == 0:
                out.append(cur.strip())
                break
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out[1:]


def main():
    check = "--check" in sys.argv
    decls = {}  # class -> (opname, traits)
    defs_text = {}
    recs_of = {}  # class -> records of its file
    op_record = {}  # class -> its op record name
    per_dialect = {}
    sources = [(d, fs, INC, ["-I", INC]) for d, fs in {**DIALECTS, **TOSA_DIALECTS}.items()]
    sources += [(d, fs, IREE_INC, ["-I", INC, "-I", IREE_INC]) for d, fs in IREE_DIALECTS.items()]
    sources += [(d, fs, STABLEHLO_INC, ["-I", INC, "-I", STABLEHLO_INC])
                for d, fs in STABLEHLO_DIALECTS.items()]
    for dialect, files, root, incs in sources:
        per_dialect[dialect] = []
        for f in files:
            path = os.path.join(root, f)
            rec = parse_records(run([TBLGEN, "--print-records", *incs, path]))
            by_opname = {}
            for rname, (classes, flds) in rec.items():
                if "Op" in classes and "opName" in flds and "opDialect" in flds:
                    d = rec.get(flds["opDialect"], ([], {}))[1].get("name", "")
                    by_opname[unquote(d) + "." + unquote(flds["opName"])] = rname
            h = run([TBLGEN, "--gen-op-decls", *incs, path])
            cpp = run([TBLGEN, "--gen-op-defs", *incs, path])
            for m in re.finditer(r"^class (\w+) : public ::mlir::Op<.*$", h, re.M):
                cls = m.group(1)
                body = h[m.end():h.index("\n};", m.end())]
                nm = re.search(r'getOperationName\(\) \{\s*return ::llvm::StringLiteral\("([^"]+)"\)', body)
                if not nm:
                    continue
                if dialect in IREE_OPS and nm.group(1) not in IREE_OPS[dialect]:
                    continue
                key = (dialect, f, cls)
                decls[key] = (nm.group(1), split_classes(m.group(0)))
                per_dialect[dialect].append(key)
                defs_text[key] = cpp
                recs_of[key] = rec
                op_record[key] = by_opname.get(nm.group(1))
    # Constraint-function summaries per .cpp.inc.
    fn_summary = {}
    fn_tag = {}  # function -> what its predicate checks beyond its summary's words
    fn_no_zero = {}  # TOSA constraint function -> whether it refuses zero dimensions
    attr_summary = {}  # attribute-constraint function -> its summary
    for key, cpp in defs_text.items():
        for m in re.finditer(r"static ::llvm::LogicalResult (__mlir_ods_local_\w+)\((.*?)\n\}\n", cpp, re.S):
            s = re.search(r'must be (.*?), but got', m.group(2), re.S)
            r = re.search(r'failed to verify constraint: (.*?)";', m.group(2), re.S)
            if s:
                fn_summary[m.group(1)] = unquote('"' + s.group(1) + '"')
            elif r:
                fn_summary[m.group(1)] = r.group(1)
            fn_tag[m.group(1)] = predicate_tag(m.group(2))
            if "TosaOps" in m.group(1):
                fn_tag[m.group(1)] = tosa_tag(m.group(2))
                fn_no_zero[m.group(1)] = "return v != 0" in m.group(2)
            a = re.search(r'failed to satisfy constraint: (.*?)";', m.group(2), re.S)
            if a:
                attr_summary[m.group(1)] = a.group(1)
    os.makedirs(OUT, exist_ok=True)
    unknown = set()
    changed = []
    mods = []
    def write(lines):
        text = rustfmt("\n".join(lines).rstrip() + "\n")
        path = os.path.join(OUT, f"{dialect}.rs")
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            changed.append(path)
            if not check:
                open(path, "w").write(text)

    for dialect, keys in per_dialect.items():
        hlo_consts = {}  # summary -> (const name, Rust alternatives)

        def hlo_constraint(summ):
            if summ not in hlo_consts:
                alts = hlo_alternatives(summ)
                if alts is None:
                    return None
                hlo_consts[summ] = (f"HLO_{len(hlo_consts)}", alts)
            return hlo_consts[summ][0]

        tosa_consts = {}  # (summary, no_zero) -> (const name, Rust alternatives)

        def tosa_constraint(summ, no_zero):
            key_ = (summ, no_zero)
            if key_ not in tosa_consts:
                alts = tosa_alternatives(summ, no_zero)
                if alts is None:
                    return None
                tosa_consts[key_] = (f"TOSA_{len(tosa_consts)}", alts)
            return tosa_consts[key_][0]

        forms = {}  # .td file -> its FormGen
        group_names = []  # accessors-only dialects: (op, [operands, results, regions, successors])
        body = []
        origin = (
            "IREE's ODS records (the .td files in\n"
            "third_party/iree, copied at a pinned commit by scripts/refresh-iree.sh)" if dialect in IREE_DIALECTS else
            "StableHLO's ODS records (the .td files in\n"
            "third_party/stablehlo, copied at a pinned commit by scripts/refresh-stablehlo.sh)"
            if dialect in STABLEHLO_DIALECTS else
            "MLIR 22.1's ODS records (the .td files of Debian's libmlir-22-dev)")
        lines = [
            "// @generated by scripts/gen-ods.py: do not edit; rerun the script.",
            f"//! The declared structure of the `{dialect}` dialect's ops, generated by",
            "//! `scripts/gen-ods.py` from " + origin.replace("\n", "\n//! ") + ":",
            "//! groups, arity, names, type-constraint summaries, required properties, traits,",
            "//! and what the record says of the op's textual form (its declarative assembly",
            "//! format, attributes, type rules); and per op a unit struct named after its",
            "//! C++ class whose constants are the typed accessors of its groups and",
            "//! attributes (`sigil_ir::ops`).",
            "",
            "#![allow(dead_code, unused_imports)]",
            "",
            "use super::super::constraints as c;",
            "use super::super::structure::*;",
            "use crate::format::decl::*;",
            "",
        ]
        for key in sorted(set(keys), key=lambda c: decls[c][0]):
            opname, traits = decls[key]
            cls = key[2]
            records = recs_of[key]
            rec = records.get(op_record[key] or "")
            if rec is None:
                print(f"no record for {opname}", file=sys.stderr)
                continue
            fields = rec[1]
            cpp = defs_text[key]
            vm = re.search(r"::llvm::LogicalResult " + cls + r"::verifyInvariantsImpl\(\) \{(.*?\n)  return ::mlir::success\(\);\n\}\n", cpp, re.S)
            vbody = vm.group(1) if vm else ""
            required = re.findall(r"requires attribute '(\w+)'", vbody)
            # group index -> summary from the checks
            op_checks = {}
            res_checks = {}
            optional_ops = set()
            optional_res = set()
            for kind, table, opt in (("Operands", op_checks, optional_ops), ("Results", res_checks, optional_res)):
                for gm in re.finditer(r"auto valueGroup(\d+) = getODS" + kind + r"\((\d+)\);(.*?)(?=auto valueGroup|\n  \}\n)", vbody, re.S):
                    idx = int(gm.group(2))
                    chunk = gm.group(3)
                    if "requires 0 or 1 element" in chunk:
                        opt.add(idx)
                    fm = re.search(r"(__mlir_ods_local_type_constraint_\w+)\(", chunk)
                    if fm:
                        table[idx] = fm.group(1)
            region_checks = {}
            for rm in re.finditer(r'(__mlir_ods_local_region_constraint_\w+)\(\*this, region, "(\w*)"', vbody):
                region_checks[rm.group(2)] = fn_summary.get(rm.group(1), "")

            def groups(dag, checks, optional):
                out = []
                ops = [e for e in dag_entries(fields.get(dag, "()")) if is_value(records, e[0])]
                for i, (t, n) in enumerate(ops):
                    classes = records.get(t, ([], {}))[0]
                    arity = "Variadic" if "Variadic" in classes or "VariadicOfVariadic" in classes else ("Optional" if "Optional" in classes or i in optional else "Single")
                    summ = fn_summary.get(checks.get(i, ""), None)
                    tag = fn_tag.get(checks.get(i, ""), "")
                    if summ is not None and (summ + tag in CONSTRAINTS or summ not in CONSTRAINTS):
                        summ += tag
                    out.append((n, arity, summ, fn_no_zero.get(checks.get(i, ""), False)))
                return out

            operands = groups("arguments", op_checks, optional_ops)
            results = groups("results", res_checks, optional_res)
            regions = []
            for t, n in dag_entries(fields.get("regions", "()")):
                classes = records.get(t, ([], {}))[0]
                variadic = "VariadicRegion" in classes
                summ = region_checks.get(n, "")
                regions.append((n, variadic, summ))
            successors = []
            for t, n in dag_entries(fields.get("successors", "()")):
                classes = records.get(t, ([], {}))[0]
                successors.append((n, "VariadicSuccessor" in classes))
            props = [n for t, n in dag_entries(fields.get("arguments", "()")) if not is_value(records, t)]
            if dialect in ACCESSORS_ONLY:
                lines.extend(accessors(opname, cls, operands, results, regions, successors, props))
                group_names.append((opname, [[g[0] for g in gs] for gs in (operands, results, regions, successors)]))
                continue
            tnames = [re.sub(r"^::mlir::|::Impl$|::Trait$", "", t) for t in traits]
            tnames = [re.sub(r"^(OpTrait|detail)::", "", t) for t in tnames]
            parents = []
            for t in traits:
                pm = re.search(r"(?:HasParent|ParentOneOf)<(.*)>::Impl", t)
                if pm:
                    for p in pm.group(1).split(","):
                        p = p.strip().split("::")[-1]
                        parents.append(p)
            parent_names = []
            for p in parents:
                same_file = [v[0] for k, v in decls.items() if k[2] == p and k[1] == key[1]]
                found = same_file or [v[0] for k, v in decls.items() if k[2] == p]
                parent_names.append(found[0] if found else "?" + p)
            effects = effects_of(tnames, cls, cpp)
            const = const_name(opname)
            lines.append(f"/// `{opname}` (`{cls}`): {', '.join(tnames)}.")
            lines.append(f"pub(crate) const {const}: Structure = Structure {{")

            table = {**CONSTRAINTS, **IREE_CONSTRAINTS} if dialect in IREE_DIALECTS else CONSTRAINTS

            def vg(gs):
                items = []
                for n, arity, summ, no_zero in gs:
                    if summ is None or summ in ANY_SUMMARIES:
                        fn = {"Single": "any", "Optional": "optional_any", "Variadic": "variadic_any"}[arity]
                        items.append(f'{fn}("{n}")')
                    else:
                        # TOSA reads its own summaries first: its "signless-integer-like"
                        # (`Tosa_IntLike`) admits unsigned integers, MLIR's does not.
                        rust = tosa_constraint(summ, no_zero) if dialect in TOSA_DIALECTS else None
                        rust = rust or table.get(summ)
                        if rust is None and dialect in STABLEHLO_DIALECTS:
                            rust = hlo_constraint(summ)
                        if rust is None:
                            unknown.add(summ)
                            rust = "c::UNKNOWN"
                        fn = {"Single": "one", "Optional": "optional", "Variadic": "variadic"}[arity]
                        items.append(f'{fn}("{n}", {rust})')
                return "&[" + ", ".join(items) + "]"

            if operands:
                lines.append(f"    operands: {vg(operands)},")
            if results:
                lines.append(f"    results: {vg(results)},")
            if regions:
                items = []
                for n, variadic, summ in regions:
                    m1 = re.match(r"region with (\d+) blocks", summ or "")
                    m2 = re.match(r"region with at most (\d+) blocks", summ or "")
                    if variadic:
                        b = f"Blocks::Exactly({m1.group(1)})" if m1 else (f"Blocks::AtMost({m2.group(1)})" if m2 else "Blocks::Any")
                        items.append(f'variadic_regions("{n}", {b})')
                    elif m1:
                        items.append(f'sized_region("{n}", {m1.group(1)})')
                    elif m2:
                        items.append(f'max_sized_region("{n}", {m2.group(1)})')
                    else:
                        if summ and summ != "any region":
                            unknown.add("region: " + summ)
                        items.append(f'region("{n}")')
                lines.append(f"    regions: &[{', '.join(items)}],")
            if successors:
                items = [f'variadic_successors("{n}")' if v else f'successor("{n}")' for n, v in successors]
                lines.append(f"    successors: &[{', '.join(items)}],")
            if "SingleBlock" in tnames:
                lines.append("    single_block: true,")
            if "NoTerminator" in tnames:
                lines.append("    no_terminator: true,")
            if "AttrSizedOperandSegments" in tnames:
                lines.append("    operand_segments: true,")
            # `VariadicOfVariadic` groups: their lists' sizes kept in a named attribute.
            nested = []
            args = [e for e in dag_entries(fields.get("arguments", "()")) if is_value(records, e[0])]
            for i, (t, _) in enumerate(args):
                cl, fl = records.get(t, ([], {}))
                if "VariadicOfVariadic" in cl:
                    nested.append(f'({i}, "{unquote(fl.get("segmentAttrName", chr(34) * 2))}")')
            if nested:
                lines.append(f"    nested_segments: &[{', '.join(nested)}],")
            if "AttrSizedResultSegments" in tnames:
                lines.append("    result_segments: true,")
            if parent_names:
                lines.append("    parents: &[" + ", ".join(f'"{p}"' for p in parent_names) + "],")
            if required:
                lines.append("    required: &[" + ", ".join(f'"{r}"' for r in required) + "],")
            if dialect in RECORD_DIALECTS:
                # The property constraints, in the order verifyInvariantsImpl checks them.
                decl_of = {}
                for t, n in dag_entries(fields.get("arguments", "()")):
                    if not is_value(records, t):
                        t = unwrap_arg(records, t)
                        if key[1] not in forms:
                            names = {r: unquote(fl2.get("name", '""')) for r, (cl2, fl2) in records.items() if "Dialect" in cl2}
                            forms[key[1]] = FormGen(records, names)
                        decl_of[n] = forms[key[1]].attr(t, n)
                checks = []
                for cm in re.finditer(r"(__mlir_ods_local_attr_constraint_\w+)\(\*this, tblgen_\w+, \"(\w+)\"\)", vbody):
                    summ = attr_summary.get(cm.group(1))
                    if summ is None:
                        continue
                    pred = HLO_ATTR_PREDICATES.get(summ)
                    if pred is None:
                        dm = re.search(r'AttrStorage::Dialect\("(\w+)", "(\w+)"\)', decl_of.get(cm.group(2), ""))
                        if not dm:
                            unknown.add("attribute constraint: " + summ)
                            continue
                        pred = f'A::Dialect("{dm.group(1)}", "{dm.group(2)}")'
                    checks.append(f'attr_constraint("{cm.group(2)}", {rust_str(summ)}, |c, a| attr_is(c, a, {pred}))')
                if checks:
                    lines.append("    attrs: &[" + ", ".join(checks) + "],")
            flags = []
            if effects in ("Recursive", "Unknown"):
                flags.append(f"effects: Effects::{effects}")
            elif effects == "NONE":
                flags.append("effects: Effects::NONE")
            else:
                flags.append(f"effects: {effects}")
            if "AlwaysSpeculatableImplTrait" in tnames:
                flags.append("speculation: Speculation::Always")
            elif "RecursivelySpeculatableImplTrait" in tnames:
                flags.append("speculation: Speculation::Recursive")
            elif "ConditionallySpeculatable" in tnames:
                flags.append("speculation: Speculation::Conditional")
            if "ReturnLike" in tnames:
                flags.append("return_like: true")
            if "BranchOpInterface" in tnames:
                flags.append("branch: true")
            if "RegionBranchOpInterface" in tnames:
                flags.append("region_branch: true")
            if "SameOperandsAndResultType" in tnames:
                flags.append("same_operands_and_result_type: true")
            if "Elementwise" in tnames:
                flags.append("elementwise: true")
            if "IsCommutative" in tnames or (
                dialect in STABLEHLO_DIALECTS and "hlo::OpTrait::IsCommutative" in tnames
            ):
                flags.append("commutative: true")
            # Every dialect takes `SymbolOpInterface`'s parent rule from its record; the
            # dialects declared wholly from records take their type traits too.
            checks = [HLO_TRAITS[t] for t in tnames if t in HLO_TRAITS]
            if dialect not in RECORD_DIALECTS:
                checks = [c for c in checks if c == "SymbolParentIsSymbolTable"]
            if checks:
                flags.append("traits: &[" + ", ".join(f"TraitCheck::{c}" for c in checks) + "]")
            if "ConstantLike" in tnames:
                flags.append("constant_like: true")
            for fl in flags:
                lines.append(f"    {fl},")
            if key[1] not in forms:
                names = {r: unquote(fl2.get("name", '""')) for r, (cl2, fl2) in records.items() if "Dialect" in cl2}
                forms[key[1]] = FormGen(records, names)
            fg = forms[key[1]]
            form = []
            fmt = fields.get("assemblyFormat", "?")
            text = ""
            if fmt not in ("?", '""', "[{}]"):
                text = collapse(unquote(fmt))
                for old, new in IREE_FORMAT_CHANGES.get(decls[key][0], []):
                    assert old in text, f"{decls[key][0]}: the format no longer starts with {old!r}"
                    text = text.replace(old, new, 1)
                if text:
                    form.append(f"format: Some({rust_str(text)})")
                if "prop-dict" in text and key[0] in IREE_DIALECTS:
                    form.append("prop_entries: true")
            # A format wins over a `hasCustomAssemblyFormat` inherited from a base class
            # (IREE's FLOW_Op sets it): ODS generates the parser from the format.
            if fields.get("hasCustomAssemblyFormat", "0") == "1" and not text:
                form.append("custom: true")
            if fields.get("hasVerifier", "0") == "1" or fields.get("hasRegionVerifier", "0") == "1":
                form.append("verifier: true")
            if "InferTypeOpInterface" in tnames:
                form.append("infer: true")
            if "SameTypeOperands" in tnames:
                form.append("same_type_operands: true")
            for t in traits:
                im = re.search(r"SingleBlockImplicitTerminator<(.*)>::Impl", t)
                if im:
                    term = im.group(1).strip().split("::")[-1]
                    same_file = [v[0] for k, v in decls.items() if k[2] == term and k[1] == key[1]]
                    same_dialect = [v[0] for k, v in decls.items() if k[2] == term and k[0] == key[0]]
                    found = same_file or same_dialect or [v[0] for k, v in decls.items() if k[2] == term]
                    form.append(f"implicit_terminator: Some({rust_str(found[0] if found else '?' + term)})")
            attrs = []
            for t, n in dag_entries(fields.get("arguments", "()")):
                if is_value(records, t):
                    continue
                t = unwrap_arg(records, t)
                classes = records.get(t, ([], {}))[0]
                if "Property" in classes or "PropConstraint" in classes:
                    attrs.append(fg.prop(t, n))
                else:
                    attrs.append(fg.attr(t, n))
            if attrs:
                form.append("attrs: &[" + ", ".join(attrs) + "]")
            pm = re.search(r"::mlir::ParseResult " + cls + r"::parse\(.*?\n\}\n", cpp, re.S)
            classes_ = []
            if pm:
                for cm in re.finditer(r"(::[\w:]+) type;\s*if \(parser\.parseCustomTypeWithFallback\(type\)\)\s*return ::mlir::failure\(\);\s*(\w+)RawType = type;", pm.group(0)):
                    if cm.group(1) == "::mlir::Type":
                        continue
                    tc = TYPE_CLASSES.get(cm.group(1))
                    if tc is None:
                        unknown.add("type class: " + cm.group(1))
                        continue
                    classes_.append(f"({rust_str(cm.group(2))}, {tc})")
            if classes_:
                form.append("type_classes: &[" + ", ".join(classes_) + "]")
            rules = fg.type_rules(trait_records(records, fields))
            if rules:
                form.append("types: &[" + ", ".join(rules) + "]")
            if form:
                lines.append("    form: Form {")
                for f_ in form:
                    lines.append(f"        {f_},")
                lines.append("        ..Form::NONE")
                lines.append("    },")
            lines.append("    ..Structure::NONE")
            lines.append("};")
            lines.append("")
            lines.extend(accessors(opname, cls, operands, results, regions, successors, props))
        if hlo_consts:
            lines.append("// The type constraints of the records, read back from their summaries.")
            lines.append("use super::super::stablehlo::types::{accepts, attr_is, Alt, Shape, A, E};")
            lines.append("use super::super::structure::attr_constraint;")
            lines.append("use super::super::structure::TypeConstraint;")
            for summ, (name, alts) in sorted(hlo_consts.items(), key=lambda kv: int(kv[1][0][4:])):
                lines.append(f"/// {summ}")
                lines.append(f"const {name}: TypeConstraint = TypeConstraint::new({rust_str(summ)}, |c, t| accepts(c, t, &[{', '.join(alts)}]));")
            lines.append("")
        if tosa_consts:
            lines.append("// The type constraints of the records, read back from their summaries.")
            lines.append("use super::super::tosa::types::{accepts, Alt, E};")
            lines.append("use super::super::structure::TypeConstraint;")
            for (summ, _), (name, alts) in sorted(tosa_consts.items(), key=lambda kv: int(kv[1][0][5:])):
                # The message is the record's summary, without the tag that told it apart.
                said = re.sub(r" \[\w+\]$", "", summ)
                lines.append(f"/// {summ}")
                lines.append(f"const {name}: TypeConstraint = TypeConstraint::new({rust_str(said)}, |c, t| accepts(c, t, &[{', '.join(alts)}]));")
            lines.append("")
        if dialect in TOSA_DIALECTS:
            lines.append("use super::super::stablehlo::types::{attr_is, A};")
            lines.append("use super::super::structure::attr_constraint;")
            lines.append("")
        enums = {}
        for fg in forms.values():
            enums.update(fg.enums)
            unknown.update(fg.unknown)
        for const in sorted(enums):
            lines.append(enums[const])
        if dialect in RECORD_DIALECTS:
            # The dialect's ops with the traits the parser needs, all from the records: the
            # dialect's hand-written module adds only what the records leave to C++.
            lines.append("/// Every op of the dialect, with its traits.")
            lines.append("pub(crate) const OPS: &[super::super::OpDef] = &[")
            for key in sorted(set(keys), key=lambda c: decls[c][0]):
                opname, traits = decls[key]
                tn = [re.sub(r"^(::mlir::)?(OpTrait::)?", "", t) for t in traits]
                flags = []
                if any(t.startswith("IsTerminator") for t in tn):
                    flags.append("is_terminator: true")
                if any(t.startswith("IsIsolatedFromAbove") for t in tn):
                    flags.append("isolated_from_above: true")
                if any(t.startswith("SymbolTable") for t in tn):
                    flags.append("symbol_table: true")
                if any(t.startswith("NoTerminator") for t in tn):
                    flags.append("no_terminator: true")
                if any(t.startswith("SingleBlock") for t in tn):
                    flags.append("single_block: true")
                t = "super::super::OpTraits::NONE"
                if flags:
                    t = "super::super::OpTraits { " + ", ".join(flags) + ", ..super::super::OpTraits::NONE }"
                lines.append(f'    super::super::OpDef::new("{opname}", {t}),')
            lines.append("];")
            lines.append("")
        if dialect in TOSA_DIALECTS:
            lines.append("/// The ops with `TosaShapeOperator`: what a shape operand must be defined by.")
            lines.append("pub(crate) const SHAPE_OPERATORS: &[&str] = &[")
            for key in sorted(set(keys), key=lambda c: decls[c][0]):
                if any(t.endswith("tosa::TosaShapeOperator") for t in decls[key][1]):
                    lines.append(f'    "{decls[key][0]}",')
            lines.append("];")
            lines.append("")
        if dialect in ACCESSORS_ONLY:
            lines.append("/// Each op's operand, result, region and successor group names, in order,")
            lines.append("/// for the test that checks the ids above against the hand declarations.")
            lines.append("pub(crate) const GROUPS: &[(&str, [&[&str]; 4])] = &[")
            for opname, gs in group_names:
                lists = ", ".join("&[" + ", ".join(f'"{n}"' for n in g) + "]" for g in gs)
                lines.append(f'    ("{opname}", [{lists}]),')
            lines.append("];")
            # The structure stays hand-declared: the file holds the accessors alone.
            lines[1:8] = [
                f"//! The typed accessors of the `{dialect}` dialect's ops, generated by",
                "//! `scripts/gen-ods.py` from " + origin.replace("\n", "\n//! ") + ":",
                "//! per op a unit struct named after its C++ class whose constants name its",
                "//! groups and attributes (`sigil_ir::ops`). The ops' structure is declared by",
                "//! hand; a test checks these ids against it.",
            ]
            mods.append(dialect)
            write(lines)
            continue
        lines.append("/// Every op of the dialect with its structure.")
        lines.append("pub(crate) const ALL: &[(&str, Structure)] = &[")
        for key in sorted(set(keys), key=lambda c: decls[c][0]):
            if op_record[key] and recs_of[key].get(op_record[key]):
                lines.append(f'    ("{decls[key][0]}", {const_name(decls[key][0])}),')
        lines.append("];")
        write(lines)
        mods.append(dialect)
    modtext = (
        "// @generated by scripts/gen-ods.py: do not edit; rerun the script.\n"
        "//! The declared op structure of each dialect sigil declares from ODS records,\n"
        "//! generated by `scripts/gen-ods.py`, with each op's typed accessors: unit\n"
        "//! structs named after the ops' C++ classes (`scf::ForOp::LOWER_BOUND`),\n"
        "//! re-exported as `sigil_ir::ops`.\n\n"
        + "".join(f"pub mod {d};\n" for d in mods)
        + "\n/// The generated tables of every dialect.\n"
        + "pub(crate) const TABLES: &[&[(&str, super::structure::Structure)]] = &[\n"
        + "".join(f"    {d}::ALL,\n" for d in mods if d not in ACCESSORS_ONLY)
        + "];\n"
    )
    modtext = rustfmt(modtext)
    mp = os.path.join(OUT, "mod.rs")
    if (open(mp).read() if os.path.exists(mp) else None) != modtext:
        changed.append(mp)
        if not check:
            open(mp, "w").write(modtext)
    if unknown:
        print("type constraints without a predicate (add them to constraints.rs and CONSTRAINTS):", file=sys.stderr)
        for u in sorted(unknown):
            print("  " + u, file=sys.stderr)
        sys.exit(1)
    if check and changed:
        print("out of date: " + ", ".join(changed), file=sys.stderr)
        sys.exit(1)


def unwrap_arg(records, t):
    """The constraint of an `Arg<constraint, "description">` wrapper, else `t`."""
    classes, fields = records.get(t, ([], {}))
    if "Arg" in classes and fields.get("constraint"):
        return fields["constraint"]
    return t


def is_value(records, t):
    """Whether a dag entry's constraint is a value (operand/result), not an attribute or property."""
    t = unwrap_arg(records, t)
    classes = records.get(t, ([], {}))[0]
    if not classes:
        # Templated anonymous records are always resolved; a bare name we do not know is a type.
        return True
    if any(c in classes for c in ("Attr", "AttrConstraint", "Property", "PropConstraint", "AttrDef", "EnumAttrInfo")):
        return "TypeConstraint" in classes and "Attr" not in classes
    return True


def predicate_tag(body):
    """Some summaries stand for several predicates (MLIR's `AnyVectorOfNonZeroRank` and
    `AnyVectorOfAnyRank` both read "vector of any type values"): the part of the check the
    summary does not say, appended to it to look up a CONSTRAINTS entry of its own."""
    if "ScalableVectorType" in body:
        return " [scalable]"
    if "getRank() > 0" in body:
        return " [non-0-rank]"
    return ""


def effects_of(tnames, cls, cpp):
    """The op's memory effects as a Rust `Effects` value."""
    names = " ".join(tnames)
    if "HasRecursiveMemoryEffects" in names:
        return "Recursive"
    m = re.search(r"void " + cls + r"::getEffects\(.*?\) \{(.*?)\n\}\n", cpp, re.S)
    if m:
        body = m.group(1)
        kinds = [k for k in ("Read", "Write", "Allocate", "Free") if f"MemoryEffects::{k}::get()" in body]
        if not kinds:
            return "NONE"
        return "mem(" + ", ".join(str(k in kinds).lower() for k in ("Read", "Write", "Allocate", "Free")) + ")"
    return "Unknown"


# `TypesMatchWith` transformers (C++ text, whitespace collapsed) -> the Rust `Transform`
# that computes the same type. A format that leaves a type out relies on them; one
# missing here stops the script.
TRANSFORMS = {
    "$_self": "Transform::Same",
    "::llvm::cast<Type>($_self)": "Transform::Same",
    "::llvm::cast<ComplexType>($_self).getElementType()": "Transform::ElementType",
    "::llvm::cast<MemRefType>($_self).getElementType()": "Transform::ElementType",
    "::llvm::cast<TensorType>($_self).getElementType()": "Transform::ElementType",
    "::llvm::cast<::mlir::VectorType>($_self).getElementType()": "Transform::ElementType",
    "::getI1SameShape($_self)": "Transform::I1SameShape",
    "::llvm::cast<FunctionType>($_self).getInputs()": "Transform::FunctionInputs",
    "::llvm::cast<FunctionType>($_self).getResults()": "Transform::FunctionResults",
    "SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), ::llvm::cast<RankedTensorType>($_self).getElementType())": "Transform::ShapedElements",
    "getValAndBoolStructType($_self)": "Transform::ValAndBoolStruct",
}

# The C++ class a generated parser reads a written type as -> `TypeClass` (a type of
# another class is "invalid kind of type specified"). `::mlir::Type` is any type.
TYPE_CLASSES = {
    "::mlir::IntegerType": "TypeClass::Integer",
    "::mlir::IndexType": "TypeClass::Index",
    "::mlir::FloatType": "TypeClass::Float",
    "::mlir::ComplexType": "TypeClass::Complex",
    "::mlir::VectorType": "TypeClass::Vector",
    "::mlir::RankedTensorType": "TypeClass::RankedTensor",
    "::mlir::TensorType": "TypeClass::Tensor",
    "::mlir::MemRefType": "TypeClass::MemRef",
    "::mlir::BaseMemRefType": "TypeClass::BaseMemRef",
    "::mlir::ShapedType": "TypeClass::Shaped",
    "::mlir::FunctionType": "TypeClass::Function",
    "::mlir::LLVM::LLVMPointerType": "TypeClass::LlvmPointer",
    "::mlir::bufferization::TensorLikeType": "TypeClass::Tensor",
    "::mlir::bufferization::BufferLikeType": "TypeClass::BaseMemRef",
}

# ODS attribute storage classes -> `AttrStorage` (what a format's parser accepts).
STORAGE = {
    "::mlir::IntegerAttr": "AttrStorage::Integer",
    "::mlir::ArrayAttr": "AttrStorage::Array",
    "::mlir::UnitAttr": "AttrStorage::Unit",
    "::mlir::DenseI64ArrayAttr": "AttrStorage::DenseArray(64)",
    "::mlir::DenseI32ArrayAttr": "AttrStorage::DenseArray(32)",
    "::mlir::DenseBoolArrayAttr": "AttrStorage::DenseArray(1)",
    "::mlir::StringAttr": "AttrStorage::String",
    "::mlir::AffineMapAttr": "AttrStorage::AffineMap",
    "::mlir::IntegerSetAttr": "AttrStorage::IntegerSet",
    "::mlir::TypeAttr": "AttrStorage::Type",
    "::mlir::BoolAttr": "AttrStorage::Bool",
    "::mlir::FlatSymbolRefAttr": "AttrStorage::FlatSymbolRef",
    "::mlir::SymbolRefAttr": "AttrStorage::SymbolRef",
    "::mlir::DenseIntElementsAttr": "AttrStorage::DenseIntElements",
    "::mlir::FloatAttr": "AttrStorage::Float",
    "::mlir::TypedAttr": "AttrStorage::Typed",
    "::mlir::Attribute": "AttrStorage::Any",
    "::mlir::DictionaryAttr": "AttrStorage::Dictionary",
    "::mlir::ElementsAttr": "AttrStorage::Elements",
    "::mlir::DenseElementsAttr": "AttrStorage::Elements",
    "::mlir::ub::PoisonAttrInterface": 'AttrStorage::OfDialect("ub")',
}

# The `valueType` of an attribute constraint -> the `TypeBuilder` a format parses it with
# (ODS's `getTypeBuilder`: the attribute is written without its type).
VALUE_TYPES = {
    "NoneType": "TypeBuilder::None",
    "I1": "TypeBuilder::Int(1)",
    "I8": "TypeBuilder::Int(8)",
    "I16": "TypeBuilder::Int(16)",
    "I32": "TypeBuilder::Int(32)",
    "I64": "TypeBuilder::Int(64)",
    "Index": "TypeBuilder::Index",
    "F32": "TypeBuilder::F32",
    "F64": "TypeBuilder::F64",
}


def collapse(text):
    """A format's text with runs of blanks outside backquoted literals made one space."""
    out = []
    lit = False
    for ch in text.strip():
        if ch == "`":
            lit = not lit
        if not lit and ch.isspace():
            if out and out[-1] == " ":
                continue
            ch = " "
        out.append(ch)
    return "".join(out)


def rust_str(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class FormGen:
    """The `Form` of each op: what its ODS record says about its textual form."""

    def __init__(self, records, dialect_names):
        self.records = records
        self.dialect_names = dialect_names  # dialect record -> its name
        self.enums = {}  # const name -> Rust text of its EnumTable
        self.unknown = set()

    def field(self, rec, name):
        return self.records.get(rec, ([], {}))[1].get(name)

    def enum_table(self, rec):
        classes, f = self.records[rec]
        const = "ENUM_" + re.sub(r"[^A-Za-z0-9]", "_", unquote(f.get("className", rec))).upper()
        if const not in self.enums:
            cases = []
            symbols = []
            for case in re.findall(r"\w+", f.get("enumerants", "[]")):
                cf = self.records.get(case, ([], {}))[1]
                cases.append(f'({rust_str(unquote(cf["str"]))}, {int(cf["value"])})')
                symbols.append(rust_str(unquote(cf.get("symbol", '""'))))
            width = int(f.get("bitwidth", "64"))
            bits = "true" if "BitEnumAttr" in classes else "false"
            self.enums[const] = (
                f"/// `{unquote(f.get('cppType', rec))}`: its cases as written and their values.\n"
                f"pub(crate) const {const}: EnumTable = EnumTable {{\n"
                f"    name: {rust_str(unquote(f.get('cppType', rec)))},\n"
                f"    width: {width},\n"
                f"    bits: {bits},\n"
                f"    cases: &[{', '.join(cases)}],\n"
                f"    symbols: &[{', '.join(symbols)}],\n"
                "};\n"
            )
        return const

    def attr(self, t, name):
        """`AttrDecl` of the attribute argument of constraint record `t` named `name`."""
        classes, f = self.records.get(t, ([], {}))
        base = t
        # DefaultValuedAttr/OptionalAttr/ConfinedAttr wrap the attribute that says how it is written.
        seen = 0
        while self.field(base, "baseAttr") not in (None, "?") and seen < 8:
            base = self.field(base, "baseAttr")
            seen += 1
        bclasses, bf = self.records.get(base, ([], {}))
        storage = unquote(f.get("storageType", "?")).strip()
        optional = f.get("isOptional", "0") == "1"
        default = f.get("defaultValue", "?") not in ("?", '""')
        if "EnumAttrInfo" in bclasses and bf.get("genSpecializedAttr", "1") in ("0", "1"):
            printed = f"AttrPrint::Enum(&{self.enum_table(base)})"
        elif "EnumAttrInfo" in classes:
            printed = f"AttrPrint::Enum(&{self.enum_table(t)})"
        elif base == "SymbolNameAttr" or t == "SymbolNameAttr":
            printed = "AttrPrint::Symbol"
        elif f.get("valueType", "?") != "?":
            vt = f["valueType"]
            if vt not in VALUE_TYPES:
                self.unknown.add("attribute value type: " + vt)
                printed = "AttrPrint::Full"
            else:
                printed = f"AttrPrint::WithoutType({VALUE_TYPES[vt]})"
        else:
            printed = "AttrPrint::Full"
        if printed.startswith("AttrPrint::Enum"):
            st = "AttrStorage::Integer"  # a specialised enum attribute wraps an IntegerAttr
        elif storage in STORAGE:
            st = STORAGE[storage]
        else:
            dialect = self.field(base, "dialect")
            mnemonic = self.field(base, "mnemonic")
            if not mnemonic or mnemonic == "?":
                # A `DialectAttr` wrapper: the `AttrDef` of the same storage class.
                for r, (cl, fl) in self.records.items():
                    if "AttrDef" in cl and unquote(fl.get("storageType", '""')).strip() == storage:
                        dialect, mnemonic = fl.get("dialect"), fl.get("mnemonic")
                        break
            if dialect and mnemonic and mnemonic != "?":
                st = f"AttrStorage::Dialect({rust_str(self.dialect_names.get(dialect, '?'))}, {rust_str(unquote(mnemonic))})"
            else:
                st = f"AttrStorage::Class({rust_str(storage)})"
        if st.startswith("AttrStorage::Dialect") or st.startswith("AttrStorage::DenseArray"):
            if printed == "AttrPrint::Full":
                printed = "AttrPrint::Stripped"
        flags = ""
        if optional:
            flags += ".optional()"
        if default:
            flags += f".defaulted({rust_str(unquote(f['defaultValue']))})"
        return f"AttrDecl::new({rust_str(name)}, {printed}, {st}){flags}"

    def prop(self, t, name):
        """`AttrDecl` of an ODS `Property` argument (a C++ value, no attribute)."""
        f = self.records.get(t, ([], {}))[1]
        kind = t if not t.startswith("anonymous") else unquote(f.get("storageType", t))
        storage = "AttrStorage::Unit" if kind == "UnitProp" else "AttrStorage::Any"
        return f"AttrDecl::new({rust_str(name)}, AttrPrint::Property({rust_str(kind)}), {storage})"

    def type_rules(self, trait_records):
        rules = []
        for tr in trait_records:
            classes, f = self.records.get(tr, ([], {}))
            if "TypesMatchWith" in classes:
                text = " ".join(unquote(f.get("transformer", '""')).split())
                rust = TRANSFORMS.get(text)
                if rust is None:
                    rust = "Transform::Unknown"
                # Verified from the declaration only where the comparator is equality.
                pred = self.records.get(f.get("predicate", ""), ([], {}))[1]
                equal = unquote(pred.get("predExpr", '""')).startswith("(std::equal_to<>()(")
                check = f"Some({rust_str(unquote(f['summary']))})" if equal and "summary" in f else "None"
                rules.append(f"TypeRule::MatchWith {{ from: {rust_str(unquote(f['lhs']))}, to: {rust_str(unquote(f['rhs']))}, via: {rust}, check: {check} }}")
            elif "ShapedTypeMatchesElementCountAndTypes" in classes:
                rules.append(f"TypeRule::MatchWith {{ from: {rust_str(unquote(f['shaped']))}, to: {rust_str(unquote(f['elements']))}, via: Transform::ShapedElements, check: None }}")
            elif "AllTypesMatch" in classes:
                names = [unquote(x) for x in re.findall(r'"[^"]*"', f.get("values", "[]"))]
                rules.append("TypeRule::AllMatch(&[" + ", ".join(rust_str(n) for n in names) + "])")
            elif "AllElementTypesMatch" in classes:
                names = [unquote(x) for x in re.findall(r'"[^"]*"', f.get("values", "[]"))]
                rules.append("TypeRule::AllElementTypesMatch(&[" + ", ".join(rust_str(n) for n in names) + "])")
        return rules


def trait_records(records, fields):
    """Every trait record of an op, `TraitList`s flattened."""
    out = []
    todo = re.findall(r"\w+", fields.get("traits", "[]"))
    while todo:
        t = todo.pop(0)
        out.append(t)
        sub = records.get(t, ([], {}))[1].get("traits")
        if sub:
            todo = re.findall(r"\w+", sub) + todo
    return out


def upper_snake(name):
    """`lowerBound` -> `LOWER_BOUND`, `sym_name` -> `SYM_NAME`."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper()


def accessors(opname, cls, operands, results, regions, successors, props):
    """The typed accessors of one op: a unit struct named after its C++ class whose
    associated constants name its groups and attributes (`ForOp::LOWER_BOUND`)."""
    consts = []
    for kind, groups in (("OperandId", operands), ("ResultId", results),
                         ("RegionGroupId", regions), ("SuccessorId", successors)):
        for i, g in enumerate(groups):
            if g[0]:
                consts.append((g[0], f'{kind}::new("{opname}", {i}, "{g[0]}")', kind))
    consts += [(n, f'PropId::new("{opname}", "{n}")', "PropId") for n in props if n]
    names = [upper_snake(n) for n, _, _ in consts]
    assert len(set(names)) == len(names), f"{opname}: two groups or attributes share a name"
    if "_" in cls or cls[0].islower():
        # LLVM's intrinsic classes keep the intrinsic's name (`masked_gather`).
        cls = "".join(p[:1].upper() + p[1:] for p in cls.split("_")) + "Op"
    out = [f"/// The groups and attributes of `{opname}`, for `OpView`'s accessors.",
           f"pub struct {cls};", ""]
    if consts:
        out.append(f"impl {cls} {{")
        for (n, expr, kind), c in zip(consts, names):
            out.append(f"    pub const {c}: {kind} = {expr};")
        out.append("}")
        out.append("")
    return out


def const_name(opname):
    short = opname.split(".", 1)[1] if "." in opname else opname
    return re.sub(r"[^A-Za-z0-9]", "_", short).upper()


if __name__ == "__main__":
    main()
