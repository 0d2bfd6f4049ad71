//! The `tensor` dialect: `empty`, `extract`/`insert`, `dim`, `rank`,
//! `from_elements`, `splat`, `cast`, `bitcast`, `reshape`,
//! `expand_shape`/`collapse_shape` (reassociation indices),
//! `extract_slice`/`insert_slice`/`parallel_insert_slice` (mixed
//! static/dynamic offsets, sizes and strides, rank reduction), `generate`
//! and `pad` (regions with an implicit `tensor.yield`), `concat`, `gather`,
//! `scatter` and `yield` — custom forms byte for byte as `mlir-opt` prints
//! them, result names (`%extracted`, `%padded`, ...) and the verification
//! rules of MLIR with its messages.
//!
//! Mixed static/dynamic index lists (`[%a, 4]` with
//! `static_offsets = array<i64: -9223372036854775808, 4>`), the interface
//! checks of offsets, sizes and strides and the bounds of static slices
//! come from the shared `indexing` helpers.

use super::indexing::{self};
use super::structure::OperandId;
use super::support::{bit_width, quoted};
use super::OpView;
use super::{AttrKind, OpDef, OpTraits, PropSpec};
use crate::attrs::{Attr, AttrData};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::ops::tensor::{ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp};
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

/// `SingleBlockImplicitTerminator<"tensor::YieldOp">`.
const IMPLICIT_YIELD: OpTraits = OpTraits {
    single_block: true,
    implicit_terminator: Some("tensor.yield"),
    ..OpTraits::NONE
};

const SEGMENTS: PropSpec = PropSpec::new("operandSegmentSizes", AttrKind::DenseI32Array);
const STATIC_OFFSETS: PropSpec = PropSpec::new("static_offsets", AttrKind::DenseI64Array);
const STATIC_SIZES: PropSpec = PropSpec::new("static_sizes", AttrKind::DenseI64Array);
const STATIC_STRIDES: PropSpec = PropSpec::new("static_strides", AttrKind::DenseI64Array);
const SLICE_PROPS: &[PropSpec] = &[SEGMENTS, STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES];
const REASSOCIATION: PropSpec = PropSpec::new("reassociation", AttrKind::Array)
    .constrained("Array of 64-bit integer array attributes", |ctx, a| {
        AttrKind::I64ArrayArray.accepts(ctx, a)
    });
const UNIQUE: PropSpec = PropSpec::new("unique", AttrKind::Unit);

const fn op(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

/// Names the single result of an op.
macro_rules! named {
    ($name:literal) => {
        Some(|_, ir, op, set| {
            if ir.num_results(op) > 0 {
                set(ir.result(op, 0), $name);
            }
        })
    };
}

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        verify: Some(verify_bitcast),
        ..op("tensor.bitcast")
    },
    OpDef {
        verify: Some(verify_cast),
        result_names: named!("cast"),
        ..op("tensor.cast")
    },
    OpDef {
        props: &[PropSpec::new("dim", AttrKind::AnyInteger)
            .constrained("64-bit signless integer attribute", |ctx, a| {
                AttrKind::I64.accepts(ctx, a)
            })],
        verify: Some(verify_concat),
        result_names: named!("concat"),
        ..op("tensor.concat")
    },
    OpDef {
        result_names: named!("dim"),
        ..op("tensor.dim")
    },
    OpDef {
        verify: Some(verify_empty),
        ..op("tensor.empty")
    },
    OpDef {
        verify: Some(verify_extract),
        result_names: named!("extracted"),
        ..op("tensor.extract")
    },
    OpDef {
        props: SLICE_PROPS,
        verify: Some(verify_extract_slice),
        result_names: named!("extracted_slice"),
        ..op("tensor.extract_slice")
    },
    OpDef {
        result_names: named!("from_elements"),
        ..op("tensor.from_elements")
    },
    OpDef {
        props: &[
            PropSpec::new("gather_dims", AttrKind::DenseI64Array),
            UNIQUE,
        ],
        verify: Some(verify_gather),
        result_names: named!("gather"),
        ..op("tensor.gather")
    },
    OpDef {
        verify: Some(verify_generate),
        result_names: named!("generated"),
        ..OpDef::new("tensor.generate", IMPLICIT_YIELD)
    },
    OpDef {
        verify: Some(verify_insert),
        result_names: named!("inserted"),
        ..op("tensor.insert")
    },
    OpDef {
        props: SLICE_PROPS,
        verify: Some(verify_insert_slice),
        result_names: named!("inserted_slice"),
        ..op("tensor.insert_slice")
    },
    OpDef {
        props: SLICE_PROPS,
        verify: Some(verify_parallel_insert_slice),
        ..op("tensor.parallel_insert_slice")
    },
    OpDef {
        result_names: named!("rank"),
        ..op("tensor.rank")
    },
    OpDef {
        verify: Some(verify_reshape),
        result_names: named!("reshape"),
        ..op("tensor.reshape")
    },
    OpDef {
        props: &[
            REASSOCIATION,
            PropSpec::new("static_output_shape", AttrKind::DenseI64Array),
        ],
        verify: Some(verify_expand_shape),
        result_names: named!("expanded"),
        ..op("tensor.expand_shape")
    },
    OpDef {
        props: &[REASSOCIATION],
        verify: Some(verify_collapse_shape),
        result_names: named!("collapsed"),
        ..op("tensor.collapse_shape")
    },
    OpDef {
        props: &[
            PropSpec::new("nofold", AttrKind::Unit),
            SEGMENTS,
            PropSpec::new("static_high", AttrKind::DenseI64Array),
            PropSpec::new("static_low", AttrKind::DenseI64Array),
        ],
        verify: Some(verify_pad),
        result_names: named!("padded"),
        ..OpDef::new("tensor.pad", IMPLICIT_YIELD)
    },
    OpDef {
        props: &[
            PropSpec::new("scatter_dims", AttrKind::DenseI64Array),
            UNIQUE,
        ],
        verify: Some(verify_scatter),
        result_names: named!("scatter"),
        ..op("tensor.scatter")
    },
    OpDef {
        verify: Some(verify_splat),
        result_names: named!("splat"),
        ..op("tensor.splat")
    },
    OpDef {
        ..OpDef::new("tensor.yield", OpTraits::TERMINATOR)
    },
];

// ----- types -----

/// Shape, element type and encoding of a ranked tensor type.
#[derive(Clone, PartialEq)]
struct Ranked {
    shape: Vec<i64>,
    elem: Type,
    enc: Option<Attr>,
}

fn ranked(ctx: &Context, t: Type) -> Option<Ranked> {
    match ctx.type_data(t) {
        TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some(Ranked {
            shape: shape.to_vec(),
            elem: *elem,
            enc: *encoding,
        }),
        _ => None,
    }
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// The element type of a ranked or unranked tensor.
fn tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

/// The shape of a ranked tensor; unranked ones (which MLIR would cast to
/// ranked ones regardless) count as rank 0.
fn shape_or_empty(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.type_data(t)
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// `tensor<4x?xf32, enc>` as MLIR prints a type it has built.
fn tensor_text(ctx: &Context, shape: &[i64], elem: Type, enc: Option<Attr>) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&crate::printer::type_to_string(ctx, elem));
    if let Some(e) = enc {
        s.push_str(", ");
        s.push_str(&crate::printer::attr_to_string(ctx, e));
    }
    s.push('>');
    s
}

fn quoted_tensor(ctx: &Context, shape: &[i64], elem: Type, enc: Option<Attr>) -> String {
    format!("'{}'", tensor_text(ctx, shape, elem, enc))
}

/// MLIR's `verifyCompatibleShape` of two tensor types.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a).shape(), ctx.type_data(b).shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

// ----- attributes -----

fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attr> {
    ir.op(op)
        .props
        .and_then(|p| ctx.dict_get(p, name.as_bytes()))
}

/// The groups of an `IndexListArrayAttr` (`[[0, 1], [2]]`), if it is one.
fn reassociation_groups(ctx: &Context, a: Attr) -> Option<Vec<Vec<i64>>> {
    let AttrData::Array(groups) = ctx.attr_data(a) else {
        return None;
    };
    let mut out = Vec::with_capacity(groups.len());
    for &g in groups.iter() {
        let AttrData::Array(items) = ctx.attr_data(g) else {
            return None;
        };
        let mut v = Vec::with_capacity(items.len());
        for &i in items.iter() {
            match ctx.attr_data(i) {
                AttrData::Integer { ty, value }
                    if matches!(
                        ctx.type_data(*ty),
                        TypeData::Integer {
                            width: 64,
                            signedness: Signedness::Signless
                        }
                    ) =>
                {
                    v.push(value.to_i64()?);
                }
                _ => return None,
            }
        }
        out.push(v);
    }
    Some(out)
}

// ----- parsing helpers -----

fn result_type(ir: &Ir, op: OpId) -> Option<Type> {
    (ir.num_results(op) > 0).then(|| ir.value_type(ir.result(op, 0)))
}

// ----- verification helpers -----

/// The single operand groups among the first `lead` of a segmented op
/// are not empty. MLIR checks neither count (its generated verifier only
/// type-checks every value of the group, and the accessors read the
/// first), so it accepts a group of two and prints the first; an empty one
/// makes its accessors read past the operands (mlir-opt-22 crashes), which
/// sigil refuses instead.
fn single_groups(c: &dyn Checker, view: &OpView<'_>, lead: usize) -> VResult {
    for g in 0..lead {
        let n = view.operand_group_range(g).len();
        if n == 0 {
            return Err(c.op_error_named(
                view.op,
                &format!("operand group starting at #{g} requires 1 element, but found {n}"),
            ));
        }
    }
    Ok(())
}

/// An `i64` dense array property (whose presence the declared structure
/// checks).
fn i64s_prop(c: &dyn Checker, op: OpId, name: &str) -> Result<Vec<i64>, Box<Diagnostic>> {
    let a = prop(c.ctx(), c.ir(), op, name);
    a.and_then(|a| indexing::dense_int_array(c.ctx(), a))
        .ok_or_else(|| {
            c.op_error_named(
                op,
                &format!(
                    "attribute '{name}' failed to satisfy constraint: i64 dense array attribute"
                ),
            )
        })
}

/// What a `generate`/`pad` body yields, after what MLIR checks before the
/// op's region verifier: the ops of the body. `None` when the body does not
/// end in a `tensor.yield`: the block and implicit-terminator checks report
/// that, in MLIR's order.
fn yielded(c: &dyn Checker, op: OpId) -> Result<Option<Type>, Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(body) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(None);
    };
    super::structure::verify_block_ops(c, body)?;
    let Some(t) = ir.last_op(body) else {
        return Ok(None);
    };
    if ctx.str_bytes(ir.op(t).name) != b"tensor.yield" {
        return Ok(None);
    }
    Ok(Some(ir.value_type(ir.operand(t, 0))))
}

/// `incorrect number of dynamic sizes, has N, expected M`.
fn dynamic_count(c: &dyn Checker, op: OpId, t: Type, given: usize) -> VResult {
    let expected = c
        .ctx()
        .type_data(t)
        .shape()
        .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count());
    if expected == given {
        return Ok(());
    }
    Err(c.op_error_named(
        op,
        &format!("incorrect number of dynamic sizes, has {given}, expected {expected}"),
    ))
}

// ----- cast, bitcast -----

/// The checks shared by the casts, then `areCastCompatible`.
fn verify_cast_like(
    c: &dyn Checker,
    op: OpId,
    compatible: fn(&Context, Type, Type) -> bool,
) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let a = ir.value_type(ir.operand(op, 0));
    let b = ir.value_type(ir.result(op, 0));
    if compatible(ctx, a, b) {
        return Ok(());
    }
    Err(c.op_error_named(
        op,
        &format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, a),
            quoted(ctx, b)
        ),
    ))
}

fn verify_cast(c: &dyn Checker, op: OpId) -> VResult {
    verify_cast_like(c, op, |ctx, a, b| {
        tensor_elem(ctx, a) == tensor_elem(ctx, b) && compatible_shapes(ctx, a, b)
    })
}

fn verify_bitcast(c: &dyn Checker, op: OpId) -> VResult {
    verify_cast_like(c, op, |ctx, a, b| {
        let (Some(x), Some(y)) = (tensor_elem(ctx, a), tensor_elem(ctx, b)) else {
            return false;
        };
        let same_width = x == y || bit_width(ctx, x).is_some_and(|w| bit_width(ctx, y) == Some(w));
        same_width && compatible_shapes(ctx, a, b)
    })
}

// ----- concat -----

fn verify_concat(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let dim =
        match prop(ctx, ir, op, "dim").map(|a| ctx.attr_data(a)) {
            Some(AttrData::Integer { ty, value })
                if matches!(
                    ctx.type_data(*ty),
                    TypeData::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                ) =>
            {
                value.to_i64().unwrap_or(i64::MAX)
            }
            _ => return Err(c.op_error_named(
                op,
                "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute",
            )),
        };
    if ir.num_operands(op) == 0 {
        return Err(c.op_error_named(op, "requires at least one input"));
    }
    let inputs: Vec<Ranked> = ir
        .operands(op)
        .filter_map(|v| ranked(ctx, ir.value_type(v)))
        .collect();
    let Some(result) = result_type(ir, op).and_then(|t| ranked(ctx, t)) else {
        return Ok(());
    };
    let rank = result.shape.len();
    if inputs.iter().any(|t| t.shape.len() != rank) {
        return Err(c.op_error_named(op, "rank of concatenated inputs must match result rank"));
    }
    if inputs.iter().any(|t| t.elem != result.elem) {
        return Err(c.op_error_named(op, "inputs and result element type must match"));
    }
    if dim < 0 || dim as u64 >= rank as u64 {
        return Err(c.op_error_named(op, "concatenation dim must be less than the tensor rank"));
    }
    let dim = dim as usize;
    let mut sizes = vec![0i64; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            continue;
        }
        // `SaturatedInteger::desaturate`: dynamic sizes agree with anything.
        let mut known = DYNAMIC;
        for t in &inputs {
            let d = t.shape[i];
            if known == DYNAMIC {
                known = d;
            } else if d != DYNAMIC && d != known {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "static concatenation size mismatch along non-concatenated dimension {i}"
                    ),
                ));
            }
        }
        *size = known;
    }
    let mut total = 0i64;
    for t in &inputs {
        let d = t.shape[dim];
        if d == DYNAMIC || total == DYNAMIC {
            total = DYNAMIC;
        } else {
            total = total.saturating_add(d);
        }
    }
    sizes[dim] = total;
    for (&inferred, &actual) in sizes.iter().zip(&result.shape) {
        if inferred != DYNAMIC && actual != DYNAMIC && inferred != actual {
            let rt = result_type(ir, op)
                .map(|t| quoted(ctx, t))
                .unwrap_or_default();
            return Err(c.op_error_named(
                op,
                &format!(
                    "result type {rt}does not match inferred shape {} static sizes",
                    quoted_tensor(ctx, &sizes, inputs[0].elem, None)
                ),
            ));
        }
    }
    Ok(())
}

// ----- dim, rank -----

// ----- empty -----

fn verify_empty(c: &dyn Checker, op: OpId) -> VResult {
    let n = c.ir().num_operands(op);
    let Some(t) = result_type(c.ir(), op) else {
        return Ok(());
    };
    dynamic_count(c, op, t, n)
}

// ----- extract, insert -----

fn verify_extract(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let n = ir.num_operands(op);
    let t = ir.value_type(ir.operand(op, 0));
    let rank = ctx.type_data(t).shape().map_or(0, <[i64]>::len);
    if rank != n - 1 {
        return Err(c.op_error_named(op, "incorrect number of indices for extract_element"));
    }
    Ok(())
}

fn verify_insert(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let n = ir.num_operands(op);
    let dest = ir.value_type(ir.operand(op, 1));
    let rank = ctx.type_data(dest).shape().map_or(0, <[i64]>::len);
    if rank != n - 2 {
        return Err(c.op_error_named(op, "incorrect number of indices"));
    }
    Ok(())
}

// ----- from_elements, splat -----

fn verify_splat(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let n = ir.num_operands(op);
    let Some(t) = result_type(ir, op) else {
        return Ok(());
    };
    dynamic_count(c, op, t, n - 1)
}

// ----- reshape -----

fn verify_reshape(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let src = ir.value_type(ir.operand(op, 0));
    let Some(res) = result_type(ir, op) else {
        return Ok(());
    };
    if tensor_elem(ctx, src) != tensor_elem(ctx, res) {
        return Err(c.op_error_named(
            op,
            "element types of source and destination tensor types should be the same",
        ));
    }
    let shape_len = ranked(ctx, ir.value_type(ir.operand(op, 1)))
        .and_then(|r| r.shape.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(r) = ranked(ctx, res) {
        if let Some(s) = ranked(ctx, src) {
            let static_count = |shape: &[i64]| -> Option<i128> {
                shape.iter().try_fold(1i128, |acc, &d| {
                    (d != DYNAMIC).then(|| acc.saturating_mul(d as i128))
                })
            };
            if let (Some(a), Some(b)) = (static_count(&s.shape), static_count(&r.shape)) {
                if a != b {
                    return Err(c.op_error_named(
                        op,
                        "source and destination tensor should have the same number of elements",
                    ));
                }
            }
        }
        if shape_len == DYNAMIC {
            return Err(c.op_error_named(
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            ));
        }
        if shape_len != r.shape.len() as i64 {
            return Err(c.op_error_named(
                op,
                "length of shape operand differs from the result's tensor rank",
            ));
        }
    }
    Ok(())
}

// ----- expand_shape, collapse_shape -----

/// The `reassociation` attribute (`IndexListArrayAttr`; the declared
/// structure requires it).
fn reassociation(c: &dyn Checker, op: OpId) -> Result<Vec<Vec<i64>>, Box<Diagnostic>> {
    let a = prop(c.ctx(), c.ir(), op, "reassociation");
    a.and_then(|a| reassociation_groups(c.ctx(), a)).ok_or_else(|| {
        c.op_error_named(
            op,
            "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes",
        )
    })
}

fn empty_group(c: &dyn Checker, op: OpId, groups: &[Vec<i64>]) -> VResult {
    if groups.iter().any(Vec::is_empty) {
        return Err(c.op_error_named(op, "reassociation indices must not be empty"));
    }
    Ok(())
}

/// MLIR's `verifyTensorReshapeOp` (`verifyReshapeLikeTypes` and the
/// collapsed type inference) for an expanding or collapsing reshape.
fn verify_reshape_like(
    c: &dyn Checker,
    op: OpId,
    groups: &[Vec<i64>],
    expanded: Type,
    collapsed: Type,
) -> VResult {
    let ctx = c.ctx();
    let exp = shape_or_empty(ctx, expanded);
    let col = shape_or_empty(ctx, collapsed);
    if exp.len() < col.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
                quoted(ctx, expanded),
                quoted(ctx, collapsed)
            ),
        ));
    }
    if col.len() != groups.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                col.len(),
                groups.len()
            ),
        ));
    }
    empty_group(c, op, groups)?;
    // Every map has as many dimensions as the largest index plus one
    // (`getSymbolLessAffineMaps`).
    let num_dims = groups
        .iter()
        .flatten()
        .map(|&d| d as u32)
        .max()
        .map_or(0, |m| m.wrapping_add(1) as i64);
    for i in 0..groups.len() {
        if num_dims != exp.len() as i64 {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected reassociation map #{i} to have size equal to the expanded rank ({}), but it is  {num_dims}.",
                    exp.len()
                ),
            ));
        }
    }
    // `isReassociationValid`: the groups cover `0..n` in order.
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(c.op_error_named(
                    op,
                    &format!("expected reassociation map #{i} to be valid and contiguous."),
                ));
            }
            next += 1;
        }
    }
    if !groups.is_empty() && next != num_dims {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected reassociation map #{} to be valid and contiguous.",
                groups.len() - 1
            ),
        ));
    }
    // `reshapeLikeShapesAreCompatible`.
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let band = exp.get(start..start + g.len()).unwrap_or(&[]);
        if band.contains(&DYNAMIC) {
            if col[i] != DYNAMIC {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                    ),
                ));
            }
        } else {
            let product = band.iter().fold(1i64, |a, &d| a.wrapping_mul(d));
            if col[i] != product {
                return Err(c.op_error_named(
                    op,
                    &format!(
                        "expected dimension {i} of collapsed type to be static value of {product}"
                    ),
                ));
            }
        }
        start += g.len();
    }
    // `inferCollapsedType`, compared without encodings.
    let mut inferred = Vec::with_capacity(groups.len());
    let mut start = 0usize;
    for g in groups {
        let band = exp.get(start..start + g.len()).unwrap_or(&[]);
        inferred.push(if band.contains(&DYNAMIC) {
            DYNAMIC
        } else {
            band.iter().fold(1i64, |a, &d| a.wrapping_mul(d))
        });
        start += g.len();
    }
    let exp_elem = tensor_elem(ctx, expanded);
    let col_elem = tensor_elem(ctx, collapsed);
    if inferred != col || exp_elem != col_elem {
        let elem = exp_elem.unwrap_or(expanded);
        return Err(c.op_error_named(
            op,
            &format!(
                "expected collapsed type to be {}, but got {}",
                quoted_tensor(ctx, &inferred, elem, None),
                quoted(ctx, collapsed)
            ),
        ));
    }
    Ok(())
}

fn verify_expand_shape(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let groups = reassociation(c, op)?;
    let statics = i64s_prop(c, op, "static_output_shape")?;
    let n = ir.num_operands(op);
    let src = ir.value_type(ir.operand(op, 0));
    let Some(res) = result_type(ir, op) else {
        return Ok(());
    };
    let rank = shape_or_empty(ctx, res).len();
    if statics.len() != rank {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
    if n - 1 != dynamic {
        return Err(c.op_error_named(
            op,
            &format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values",
                n - 1
            ),
        ));
    }
    verify_reshape_like(c, op, &groups, res, src)
}

fn verify_collapse_shape(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let groups = reassociation(c, op)?;
    empty_group(c, op, &groups)?;
    let src = ir.value_type(ir.operand(op, 0));
    let Some(res) = result_type(ir, op) else {
        return Ok(());
    };
    verify_reshape_like(c, op, &groups, src, res)
}

// ----- extract_slice, insert_slice, parallel_insert_slice -----

/// The dynamic offsets, sizes and strides of the slice ops.
const OFFSETS: [OperandId; 3] = [
    ExtractSliceOp::OFFSETS,
    InsertSliceOp::OFFSETS,
    ParallelInsertSliceOp::OFFSETS,
];
const SIZES: [OperandId; 3] = [
    ExtractSliceOp::SIZES,
    InsertSliceOp::SIZES,
    ParallelInsertSliceOp::SIZES,
];
const STRIDES: [OperandId; 3] = [
    ExtractSliceOp::STRIDES,
    InsertSliceOp::STRIDES,
    ParallelInsertSliceOp::STRIDES,
];

/// The static offsets, sizes and strides of a slice op.
struct Slice {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

/// The checks of a slice op with `lead` single operand groups (their
/// sizes, the static lists' kinds) and `OffsetSizeAndStrideOpInterface`'s.
fn verify_slice_common(
    c: &dyn Checker,
    op: OpId,
    lead: usize,
    results: usize,
    max_rank_of: fn(&Ir, OpId) -> Option<Type>,
) -> Result<Slice, Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let view = OpView::verified(ctx, ir, op);
    single_groups(c, &view, lead)?;
    let offsets = i64s_prop(c, op, "static_offsets")?;
    let sizes = i64s_prop(c, op, "static_sizes")?;
    let strides = i64s_prop(c, op, "static_strides")?;
    if lead == 2 && results > 0 && result_type(ir, op) != Some(ir.value_type(ir.operand(op, 1))) {
        return Err(c.op_error_named(
            op,
            "failed to verify that expected result type to match dest type",
        ));
    }
    let max_rank = max_rank_of(ir, op)
        .and_then(|t| ctx.type_data(t).shape().map(<[i64]>::len))
        .unwrap_or(0);
    let oss = indexing::OffsetsSizesStrides {
        offsets,
        sizes,
        strides,
        dyn_offsets: view.operand_range(view.pick(&OFFSETS)).len(),
        dyn_sizes: view.operand_range(view.pick(&SIZES)).len(),
        dyn_strides: view.operand_range(view.pick(&STRIDES)).len(),
    };
    dynamic_entries(c, op, &oss)?;
    indexing::verify_offset_size_stride(c, op, &oss, [max_rank; 3])?;
    let indexing::OffsetsSizesStrides {
        offsets,
        sizes,
        strides,
        ..
    } = oss;
    Ok(Slice {
        offsets,
        sizes,
        strides,
    })
}

/// The first check of MLIR 22's `verifyOffsetSizeAndStrideOp`: as many
/// operands as dynamic entries in each static list (sizes, strides, then
/// offsets, in MLIR's order).
fn dynamic_entries(c: &dyn Checker, op: OpId, oss: &indexing::OffsetsSizesStrides) -> VResult {
    for (name, vals, given) in [
        ("sizes", &oss.sizes, oss.dyn_sizes),
        ("strides", &oss.strides, oss.dyn_strides),
        ("offsets", &oss.offsets, oss.dyn_offsets),
    ] {
        let dynamic = vals.iter().filter(|&&v| v == DYNAMIC).count();
        if given != dynamic {
            return Err(c.plain_error(
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({given} vs {dynamic})"
                ),
            ));
        }
    }
    Ok(())
}

/// `isRankReducedType(expected, candidate)` with `produceSliceErrorMsg`.
fn check_rank_reduced(c: &dyn Checker, op: OpId, expected: &Ranked, candidate: Type) -> VResult {
    let ctx = c.ctx();
    let Some(cand) = ranked(ctx, candidate) else {
        return Ok(());
    };
    if *expected == cand {
        return Ok(());
    }
    if cand.shape.len() > expected.shape.len() {
        return Err(c.plain_error(
            op,
            "expected rank to be smaller or equal to the other rank. ".into(),
        ));
    }
    if !rank_reduction_matches(&expected.shape, &cand.shape) {
        return Err(c.plain_error(
            op,
            format!(
                "expected type to be {} or a rank-reduced version. (size mismatch) ",
                quoted_tensor(ctx, &expected.shape, expected.elem, expected.enc)
            ),
        ));
    }
    if expected.elem != cand.elem {
        return Err(c.plain_error(
            op,
            format!("expected element type to be {}", quoted(ctx, expected.elem)),
        ));
    }
    Ok(())
}

/// `computeRankReductionMask` succeeds: `reduced` is `original` with some
/// unit dimensions dropped (matched greedily).
fn rank_reduction_matches(original: &[i64], reduced: &[i64]) -> bool {
    let mut r = 0;
    for &d in original {
        if r < reduced.len() && d == reduced[r] {
            r += 1;
            continue;
        }
        if d != 1 {
            return false;
        }
    }
    r == reduced.len()
}

/// `verifyInBoundsSlice`: static offsets and extents within `shape`.
fn check_in_bounds(c: &dyn Checker, op: OpId, shape: &[i64], s: &Slice) -> VResult {
    match indexing::out_of_bounds_slice(shape, &s.offsets, &s.sizes, &s.strides) {
        Some(msg) => Err(c.plain_error(op, msg)),
        None => Ok(()),
    }
}

fn verify_extract_slice(c: &dyn Checker, op: OpId) -> VResult {
    let s = verify_slice_common(c, op, 1, 1, |ir, op| Some(ir.value_type(ir.operand(op, 0))))?;
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(src) = ranked(ctx, ir.value_type(ir.operand(op, 0))) else {
        return Ok(());
    };
    let Some(res) = result_type(ir, op) else {
        return Ok(());
    };
    let expected = Ranked {
        shape: s.sizes.clone(),
        elem: src.elem,
        enc: src.enc,
    };
    check_rank_reduced(c, op, &expected, res)?;
    check_in_bounds(c, op, &src.shape, &s)
}

/// `verifyInsertSliceOp` and the bounds check against the destination.
fn verify_insert_like(c: &dyn Checker, op: OpId, s: &Slice) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(dest) = ranked(ctx, ir.value_type(ir.operand(op, 1))) else {
        return Ok(());
    };
    let expected = Ranked {
        shape: s.sizes.clone(),
        elem: dest.elem,
        enc: dest.enc,
    };
    check_rank_reduced(c, op, &expected, ir.value_type(ir.operand(op, 0)))?;
    check_in_bounds(c, op, &dest.shape, s)
}

fn verify_insert_slice(c: &dyn Checker, op: OpId) -> VResult {
    let s = verify_slice_common(c, op, 2, 1, result_type)?;
    verify_insert_like(c, op, &s)
}

fn verify_parallel_insert_slice(c: &dyn Checker, op: OpId) -> VResult {
    let s = verify_slice_common(c, op, 2, 0, |ir, op| {
        (ir.num_operands(op) > 1).then(|| ir.value_type(ir.operand(op, 1)))
    })?;
    let ctx = c.ctx();
    let ir = c.ir();
    let parent = ir.parent_op(op);
    let parent_name = parent.map_or(&b""[..], |p| ctx.str_bytes(ir.op(p).name));
    if parent_name != b"scf.forall.in_parallel" {
        let shown = String::from_utf8_lossy(parent_name).into_owned();
        return Err(c.plain_error(
            op,
            format!("expected InParallelOpInterface parent, got:\n\"{shown}\""),
        ));
    }
    verify_insert_like(c, op, &s)
}

// ----- gather, scatter -----

/// `verifyGatherOrScatterDims`.
fn check_gather_dims(
    c: &dyn Checker,
    op: OpId,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    kind: &str,
    of: &str,
) -> VResult {
    let fail = |msg: String| Err(c.op_error_named(op, &format!("{kind}_dims {msg}")));
    if dims.is_empty() {
        return fail("must be non-empty".into());
    }
    if dims.len() > rank {
        return fail(format!("overflow {of} rank"));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return fail("length must match the size of last dimension of indices".into());
    }
    for &d in dims {
        if d < 0 {
            return fail("value must be non-negative".into());
        }
        if d as u64 >= rank as u64 {
            return fail(format!("value must be smaller than {of} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return fail("values must be strictly increasing".into());
    }
    Ok(())
}

/// `GatherOp::inferResultType`.
fn gather_type(src: &Ranked, indices: &[i64], dims: &[i64], rank_reduced: bool) -> Ranked {
    let mut shape: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in src.shape.iter().enumerate() {
        if dims.contains(&(i as i64)) {
            if !rank_reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(d);
    }
    Ranked {
        shape,
        elem: src.elem,
        enc: src.enc,
    }
}

/// The expected type (full or rank-reduced) of a gather result or scatter
/// source, with MLIR's message when `actual` is neither.
fn check_gather_type(
    c: &dyn Checker,
    op: OpId,
    src: &Ranked,
    indices: &[i64],
    dims: &[i64],
    actual: Type,
    what: &str,
) -> VResult {
    let ctx = c.ctx();
    let full = gather_type(src, indices, dims, false);
    let reduced = gather_type(src, indices, dims, true);
    let got = ranked(ctx, actual);
    if got.as_ref() == Some(&full) || got.as_ref() == Some(&reduced) {
        return Ok(());
    }
    Err(c.op_error_named(
        op,
        &format!(
            "{what} type mismatch: expected {} or its rank-reduced variant {} (got: {})",
            quoted_tensor(ctx, &full.shape, full.elem, full.enc),
            quoted_tensor(ctx, &reduced.shape, reduced.elem, reduced.enc),
            quoted(ctx, actual)
        ),
    ))
}

fn verify_gather(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let dims = i64s_prop(c, op, "gather_dims")?;
    let (Some(src), Some(idx), Some(res)) = (
        ranked(ctx, ir.value_type(ir.operand(op, 0))),
        ranked(ctx, ir.value_type(ir.operand(op, 1))),
        result_type(ir, op),
    ) else {
        return Ok(());
    };
    check_gather_dims(
        c,
        op,
        &dims,
        &idx.shape,
        src.shape.len(),
        "gather",
        "source",
    )?;
    check_gather_type(c, op, &src, &idx.shape, &dims, res, "result")
}

fn verify_scatter(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let dims = i64s_prop(c, op, "scatter_dims")?;
    let (Some(dest), Some(idx)) = (
        ranked(ctx, ir.value_type(ir.operand(op, 1))),
        ranked(ctx, ir.value_type(ir.operand(op, 2))),
    ) else {
        return Ok(());
    };
    check_gather_dims(
        c,
        op,
        &dims,
        &idx.shape,
        dest.shape.len(),
        "scatter",
        "dest",
    )?;
    if prop(ctx, ir, op, "unique").is_none() {
        return Err(c.op_error_named(op, "requires 'unique' attribute to be set"));
    }
    let src = ir.value_type(ir.operand(op, 0));
    check_gather_type(c, op, &dest, &idx.shape, &dims, src, "source")
}

// ----- generate, pad, yield -----

fn verify_generate(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let n = ir.num_operands(op);
    let Some(res) = result_type(ir, op).and_then(|t| ranked(ctx, t)) else {
        return Ok(());
    };
    if let Some(t) = result_type(ir, op) {
        dynamic_count(c, op, t, n)?;
    }
    let Some(yielded) = yielded(c, op)? else {
        return Ok(());
    };
    let Some(body) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let args = ir.block_args(body);
    if args.iter().any(|&a| !is_index(ctx, ir.value_type(a))) {
        return Err(c.plain_error(op, "all body arguments must be index".into()));
    }
    if args.len() != res.shape.len() {
        return Err(c.plain_error(op, "must have one body argument per input dimension".into()));
    }
    if yielded != res.elem {
        return Err(c.op_error_named(
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// `PadOp::inferResultType`: `None` when the padding lists do not match
/// the rank.
fn pad_type(src: &Ranked, low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    let rank = src.shape.len();
    if low.len() != rank || high.len() != rank {
        return None;
    }
    Some(
        (0..rank)
            .map(|i| {
                if src.shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                    DYNAMIC
                } else {
                    src.shape[i].wrapping_add(low[i]).wrapping_add(high[i])
                }
            })
            .collect(),
    )
}

fn verify_pad(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    single_groups(c, &OpView::verified(ctx, ir, op), 1)?;
    let low = i64s_prop(c, op, "static_low")?;
    let high = i64s_prop(c, op, "static_high")?;
    if let Some(a) = prop(ctx, ir, op, "nofold") {
        if !matches!(ctx.attr_data(a), AttrData::Unit) {
            return Err(c.op_error_named(
                op,
                "attribute 'nofold' failed to satisfy constraint: unit attribute",
            ));
        }
    }
    let (Some(src), Some(res_ty)) = (
        ranked(ctx, ir.value_type(ir.operand(op, 0))),
        result_type(ir, op),
    ) else {
        return Ok(());
    };
    let Some(res) = ranked(ctx, res_ty) else {
        return Ok(());
    };
    let Some(inferred) = pad_type(&src, &low, &high) else {
        return Err(c.plain_error(
            op,
            format!(
                "failed to infer expectedType from sourceType {}, specified resultType is {}",
                quoted(ctx, ir.value_type(ir.operand(op, 0))),
                quoted(ctx, res_ty)
            ),
        ));
    };
    let mismatch = res.shape.len() != inferred.len()
        || res
            .shape
            .iter()
            .zip(&inferred)
            .any(|(&r, &e)| r != e && e != DYNAMIC);
    if mismatch {
        return Err(c.plain_error(
            op,
            format!(
                "specified type {} does not match the inferred type {}",
                quoted(ctx, res_ty),
                quoted_tensor(ctx, &inferred, src.elem, None)
            ),
        ));
    }
    let Some(yielded) = yielded(c, op)? else {
        return Ok(());
    };
    let Some(body) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let args = ir.block_args(body);
    let rank = res.shape.len();
    if args.len() != rank {
        return Err(c.plain_error(op, format!("expected the block to have {rank} arguments")));
    }
    if let Some(i) = args.iter().position(|&a| !is_index(ctx, ir.value_type(a))) {
        return Err(c.op_error_named(
            op,
            &format!("expected block argument {} to be an index", i + 1),
        ));
    }
    if yielded != res.elem {
        return Err(c.op_error_named(op, "expected yield type to match shape element type"));
    }
    Ok(())
}
