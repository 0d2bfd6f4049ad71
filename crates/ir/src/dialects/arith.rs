//! The `arith` dialect: constants, integer and float arithmetic,
//! comparisons, casts, `select`, min/max, with overflow flags
//! (`overflow<nsw, nuw>`), `exact`, fastmath flags (`fastmath<nnan,ninf>`)
//! and rounding modes — custom forms, printers, result names and MLIR's
//! verification messages.
//!
//! The flag attributes `#arith.fastmath<...>` and `#arith.overflow<...>` are
//! bit enum attributes ([`super::api::EnumCases`]) kept as their flags; the custom
//! forms spell them `fastmath<...>` / `overflow<...>` after the operands and
//! leave out `none`.

use super::api::{AttrDef, BitFlags, EnumCases};
use super::support::{bit_width, element_type, is_index, quoted};
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::{AttrData, NamedAttr, Param};
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Signedness, Type, TypeData};
use crate::verifier::Checker;

// ----- flag attributes -----

/// `#arith.fastmath<...>` and `#arith.overflow<...>`, in this order.
pub(crate) static ATTRS: [AttrDef; 2] = [
    crate::enum_attr_def!("arith", "fastmath", FASTMATH_CASES),
    crate::enum_attr_def!("arith", "overflow", OVERFLOW_CASES),
];
/// `#arith.fastmath<...>`.
pub(crate) const FASTMATH_ATTR: &AttrDef = &ATTRS[0];
const OVERFLOW_ATTR: &AttrDef = &ATTRS[1];

pub(super) const FASTMATH_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::arith::FastMathFlags",
    cases: &["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"],
    bits: Some(BitFlags {
        none: "none",
        all: Some("fast"),
        sep: ",",
    }),
};
const OVERFLOW_CASES: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::arith::IntegerOverflowFlags",
    cases: &["nsw", "nuw"],
    bits: Some(BitFlags {
        none: "none",
        all: None,
        sep: ", ",
    }),
};

const FASTMATH_NONE: PropDefault = PropDefault::DialectAttr {
    def: FASTMATH_ATTR,
    params: &[Param::Int(0)],
};
const OVERFLOW_NONE: PropDefault = PropDefault::DialectAttr {
    def: OVERFLOW_ATTR,
    params: &[Param::Int(0)],
};

const FASTMATH: AttrKind = AttrKind::DialectAttr {
    dialect: "arith",
    mnemonic: "fastmath",
    describe: "Floating point fast math flags",
};
const OVERFLOW: AttrKind = AttrKind::DialectAttr {
    dialect: "arith",
    mnemonic: "overflow",
    describe: "Integer overflow arith flags",
};
pub(super) const FASTMATH_PROP: PropSpec =
    PropSpec::with_default("fastmath", FASTMATH, FASTMATH_NONE);
pub(super) const FASTMATH_OPT: PropSpec = PropSpec::new("fastmath", FASTMATH);
const OVERFLOW_PROP: PropSpec = PropSpec::with_default("overflowFlags", OVERFLOW, OVERFLOW_NONE);
const EXACT_PROP: PropSpec = PropSpec::new("isExact", AttrKind::Unit);
const ROUNDING_PROP: PropSpec = PropSpec::new("roundingmode", AttrKind::I32Enum { max: 4 })
    .constrained("Floating point rounding mode", |ctx, a| {
        AttrKind::I32Enum { max: 4 }.accepts(ctx, a)
    });

// ----- the op table -----

const fn pure(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

/// `%a, %b (overflow<...>)? attr-dict : type` integer op with overflow flags.
const fn int_overflow(name: &'static str) -> OpDef {
    OpDef {
        props: &[OVERFLOW_PROP],
        ..pure(name)
    }
}

/// `%a, %b (exact)? attr-dict : type`.
const fn int_exact(name: &'static str) -> OpDef {
    OpDef {
        props: &[EXACT_PROP],
        ..pure(name)
    }
}

/// `%a, %b attr-dict : type`.
const fn int_plain(name: &'static str) -> OpDef {
    OpDef { ..pure(name) }
}

/// `%a, %b (fastmath<...>)? attr-dict : type`.
const fn float_binary(name: &'static str) -> OpDef {
    OpDef {
        props: &[FASTMATH_PROP],
        ..pure(name)
    }
}

/// `%in (flags)? attr-dict : T1 to T2`.
const fn cast(name: &'static str, props: &'static [PropSpec], verify: super::VerifyFn) -> OpDef {
    OpDef {
        props,
        verify: Some(verify),
        ..pure(name)
    }
}

/// A cast without flags: ODS's declarative format, as MLIR writes it.
const fn plain_cast(name: &'static str, verify: super::VerifyFn) -> OpDef {
    OpDef {
        verify: Some(verify),
        ..pure(name)
    }
}

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[PropSpec::new("value", AttrKind::Typed)],
        verify: Some(verify_constant),
        result_names: Some(constant_names),
        ..pure("arith.constant")
    },
    int_overflow("arith.addi"),
    int_overflow("arith.subi"),
    int_overflow("arith.muli"),
    int_overflow("arith.shli"),
    int_exact("arith.divsi"),
    int_exact("arith.divui"),
    int_exact("arith.shrsi"),
    int_exact("arith.shrui"),
    int_plain("arith.ceildivsi"),
    int_plain("arith.ceildivui"),
    int_plain("arith.floordivsi"),
    int_plain("arith.remsi"),
    int_plain("arith.remui"),
    int_plain("arith.andi"),
    int_plain("arith.ori"),
    int_plain("arith.xori"),
    int_plain("arith.maxsi"),
    int_plain("arith.maxui"),
    int_plain("arith.minsi"),
    int_plain("arith.minui"),
    float_binary("arith.addf"),
    float_binary("arith.subf"),
    float_binary("arith.mulf"),
    float_binary("arith.divf"),
    float_binary("arith.remf"),
    float_binary("arith.maximumf"),
    float_binary("arith.minimumf"),
    float_binary("arith.maxnumf"),
    float_binary("arith.minnumf"),
    OpDef {
        props: &[FASTMATH_PROP],
        ..pure("arith.negf")
    },
    OpDef {
        result_names: Some(|_, ir, op, set| {
            set(ir.result(op, 0), "sum");
            set(ir.result(op, 1), "overflow");
        }),
        ..pure("arith.addui_extended")
    },
    OpDef {
        result_names: Some(mul_extended_names),
        ..pure("arith.mulsi_extended")
    },
    OpDef {
        result_names: Some(mul_extended_names),
        ..pure("arith.mului_extended")
    },
    plain_cast("arith.extui", verify_int_widen),
    plain_cast("arith.extsi", verify_int_widen),
    cast("arith.trunci", &[OVERFLOW_PROP], verify_int_narrow),
    cast("arith.extf", &[FASTMATH_OPT], verify_float_widen),
    cast(
        "arith.truncf",
        &[FASTMATH_OPT, ROUNDING_PROP],
        verify_float_narrow,
    ),
    plain_cast("arith.uitofp", verify_int_to_float),
    plain_cast("arith.sitofp", verify_int_to_float),
    plain_cast("arith.fptoui", verify_float_to_int),
    plain_cast("arith.fptosi", verify_float_to_int),
    plain_cast("arith.index_cast", verify_index_cast),
    plain_cast("arith.index_castui", verify_index_cast),
    plain_cast("arith.bitcast", verify_bitcast),
    OpDef {
        props: &[FASTMATH_OPT],
        verify: Some(verify_scaling),
        ..pure("arith.scaling_extf")
    },
    OpDef {
        props: &[FASTMATH_OPT, ROUNDING_PROP],
        verify: Some(verify_scaling),
        ..pure("arith.scaling_truncf")
    },
    OpDef {
        props: &[PropSpec::new("predicate", AttrKind::I64Enum { max: 9 })],
        verify: Some(verify_cmp),
        ..pure("arith.cmpi")
    }
    .with_infer(infer_cmp),
    OpDef {
        props: &[
            FASTMATH_PROP,
            PropSpec::new("predicate", AttrKind::I64Enum { max: 15 }),
        ],
        verify: Some(verify_cmp),
        ..pure("arith.cmpf")
    }
    .with_infer(infer_cmp),
    OpDef {
        parse: Some(parse_select),
        print: Some(print_select),
        verify: Some(verify_select),
        ..pure("arith.select")
    }
    .with_infer(|_, operands, _| Some(vec![*operands.get(1)?])),
];

/// `i1` shaped like the compared operands, as the custom parser builds it.
fn infer_cmp(ctx: &mut Context, operands: &[Type], _: &[NamedAttr]) -> Option<Vec<Type>> {
    let ty = *operands.first()?;
    let i1 = ctx.i(1);
    Some(vec![bool_like(ctx, ty, i1)])
}

// ----- result names -----

fn constant_names(
    ctx: &Context,
    ir: &crate::Ir,
    op: OpId,
    set: &mut dyn FnMut(crate::Value, &str),
) {
    let r = ir.result(op, 0);
    let value = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value"));
    match value.map(|v| ctx.attr_data(v)) {
        Some(AttrData::Integer { ty, value }) => {
            let int_ty = matches!(ctx.type_data(*ty), TypeData::Integer { .. });
            if matches!(ctx.type_data(*ty), TypeData::Integer { width: 1, .. }) {
                set(r, if value.is_zero() { "false" } else { "true" });
                return;
            }
            let mut name = String::from("c");
            value.write_signed(&mut name);
            if int_ty {
                name.push('_');
                name.push_str(&crate::printer::type_to_string(ctx, ir.value_type(r)));
            }
            set(r, &name);
        }
        _ => set(r, "cst"),
    }
}

fn mul_extended_names(
    _: &Context,
    ir: &crate::Ir,
    op: OpId,
    set: &mut dyn FnMut(crate::Value, &str),
) {
    set(ir.result(op, 0), "low");
    set(ir.result(op, 1), "high");
}

// ----- parsing -----

/// i1 shaped like `ty` (`vector<4xi1>` for `vector<4xf32>`).
pub(crate) fn bool_like(ctx: &mut Context, ty: Type, i1: Type) -> Type {
    let data = ctx.type_data(ty).clone();
    match data {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        TypeData::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeData::RankedTensor {
            shape,
            elem: i1,
            encoding,
        }),
        TypeData::UnrankedTensor { .. } => ctx.intern_type(TypeData::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

/// `%c, %a, %b attr-dict : (cond-type ,)? type`.
fn parse_select(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let at = p.offset();
    let c = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let a = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let b = p.operand()?;
    let mut parts = OpParts {
        attrs: p.optional_attr_dict()?,
        ..Default::default()
    };
    let first = p.colon_type()?;
    let (cond_ty, ty) = if p.eat_token(TokenKind::Comma) {
        (first, p.parse_type()?)
    } else {
        (p.ctx.i(1), first)
    };
    parts.operands = p.resolve(def.name, at, &[c, a, b], &[cond_ty, ty, ty])?;
    parts.result_types.push(ty);
    p.finish_op(def, start, parts)
}

// ----- printing -----

fn print_select(p: &mut AsmPrinter<'_>, op: OpId) {
    p.w(" ");
    p.operands(op);
    p.attr_dict(op, &[]);
    p.w(" : ");
    let ir = p.ir;
    let ctx = p.ctx();
    let cond = ir.value_type(ir.operand(op, 0));
    if super::support::is_container(ctx, cond) {
        p.ty(cond);
        p.w(", ");
    }
    p.ty(ir.value_type(ir.result(op, 0)));
}

// ----- verification -----

/// `areCastCompatible` shape part: both scalars, or containers of the same
/// kind and shape.
pub(super) fn same_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::Vector {
                shape: s1,
                scalable: c1,
                ..
            },
            TypeData::Vector {
                shape: s2,
                scalable: c2,
                ..
            },
        ) => s1 == s2 && c1 == c2,
        (TypeData::RankedTensor { shape: s1, .. }, TypeData::RankedTensor { shape: s2, .. }) => {
            s1 == s2
        }
        (TypeData::UnrankedTensor { .. }, TypeData::UnrankedTensor { .. }) => true,
        (TypeData::MemRef { shape: s1, .. }, TypeData::MemRef { shape: s2, .. }) => s1 == s2,
        (x, y) => {
            let shaped = |t: &TypeData| {
                matches!(
                    t,
                    TypeData::Vector { .. }
                        | TypeData::RankedTensor { .. }
                        | TypeData::UnrankedTensor { .. }
                        | TypeData::MemRef { .. }
                        | TypeData::UnrankedMemRef { .. }
                )
            };
            !shaped(x) && !shaped(y)
        }
    }
}

fn verify_cast_with(
    c: &dyn Checker,
    op: OpId,
    ok: fn(&Context, Type, Type) -> bool,
) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let a = ir.value_type(ir.operand(op, 0));
    let b = ir.value_type(ir.result(op, 0));
    // `SameInputOutputTensorDims` (a predicate, checked before the shape
    // trait): tensors' dimensions equal exactly, dynamic ones included.
    let tensor_dims = |t: Type| match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(&shape[..]),
        TypeData::UnrankedTensor { .. } => None,
        _ => Some(&[][..]),
    };
    if tensor_dims(a) != tensor_dims(b) {
        return Err(c.op_error_named(
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    if !same_shape(ctx, a, b) {
        return Err(c.op_error_named(op, "requires the same shape for all operands and results"));
    }
    // `getElementTypeOrSelf`: memrefs too (a cast of memrefs compares
    // their elements).
    let elem = |t: Type| match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => *elem,
        _ => element_type(ctx, t),
    };
    // `areValidCastInputsAndOutputs`: tensors of the same encoding.
    let encoding = |t: Type| match ctx.type_data(t) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    if encoding(a) != encoding(b) || !ok(ctx, elem(a), elem(b)) {
        return Err(c.op_error_named(
            op,
            &format!(
                "operand type {} and result type {} are cast incompatible",
                quoted(ctx, a),
                quoted(ctx, b)
            ),
        ));
    }
    Ok(())
}

fn wider(ctx: &Context, a: Type, b: Type) -> bool {
    matches!((bit_width(ctx, a), bit_width(ctx, b)), (Some(x), Some(y)) if y > x)
}

fn verify_int_widen(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, wider)
}

fn verify_int_narrow(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, |ctx, a, b| wider(ctx, b, a))
}

fn verify_float_widen(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, wider)
}

fn verify_float_narrow(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, |ctx, a, b| wider(ctx, b, a))
}

fn verify_int_to_float(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, |_, _, _| true)
}

fn verify_float_to_int(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, |_, _, _| true)
}

fn verify_index_cast(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, |ctx, a, b| is_index(ctx, a) != is_index(ctx, b))
}

fn verify_bitcast(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    verify_cast_with(c, op, |ctx, a, b| {
        let w = |t| {
            if is_index(ctx, t) {
                None
            } else {
                bit_width(ctx, t)
            }
        };
        w(a).is_some() && w(a) == w(b)
    })
}

fn verify_cmp(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let a = ir.value_type(ir.operand(op, 0));
    if ir.value_type(ir.operand(op, 1)) != a {
        // `SameTypeOperands`.
        return Err(c.op_error_named(op, "requires all operands to have the same type"));
    }
    Ok(())
}

fn verify_select(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    // `AllTypesMatch<[true_value, false_value, result]>` is checked from
    // the declaration, before this.
    let cond = ir.value_type(ir.operand(op, 0));
    let t = ir.value_type(ir.operand(op, 1));
    if super::support::is_container(ctx, cond) && !same_shape(ctx, cond, t) {
        return Err(c.op_error_named(
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    // `SelectOp::verify`: a container condition is the result's shape (and
    // encoding) of `i1`.
    if matches!(
        ctx.type_data(cond),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    ) {
        return Ok(());
    }
    let rt = ir.value_type(ir.result(op, 0));
    let i1_like = |t: &TypeData| {
        matches!(
            ctx.type_data(match t {
                TypeData::Vector { elem, .. }
                | TypeData::RankedTensor { elem, .. }
                | TypeData::UnrankedTensor { elem } => *elem,
                _ => return false,
            }),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    let same = match (ctx.type_data(rt), ctx.type_data(cond)) {
        (
            TypeData::Vector {
                shape, scalable, ..
            },
            ct @ TypeData::Vector {
                shape: s2,
                scalable: c2,
                ..
            },
        ) => shape == s2 && scalable == c2 && i1_like(ct),
        (
            TypeData::RankedTensor {
                shape, encoding, ..
            },
            ct @ TypeData::RankedTensor {
                shape: s2,
                encoding: e2,
                ..
            },
        ) => shape == s2 && encoding == e2 && i1_like(ct),
        (TypeData::UnrankedTensor { .. }, ct @ TypeData::UnrankedTensor { .. }) => i1_like(ct),
        (
            TypeData::Vector { .. }
            | TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. },
            _,
        ) => false,
        _ => {
            return Err(c.op_error_named(
                op,
                &format!(
                    "expected condition to be a signless i1, but got {}",
                    quoted(ctx, cond)
                ),
            ))
        }
    };
    if !same {
        // The result's type with `i1` for its element type, as printed.
        let printed = crate::printer::type_to_string(ctx, rt);
        let elem = crate::printer::type_to_string(ctx, element_type(ctx, rt));
        let expected = match printed.find('<') {
            Some(open) => {
                let body = &printed[open + 1..];
                let at = body
                    .match_indices(elem.as_str())
                    .map(|(k, _)| k)
                    .find(|&k| k == 0 || body.as_bytes()[k - 1] == b'x')
                    .unwrap_or(0);
                format!(
                    "{}{}i1{}",
                    &printed[..open + 1],
                    &body[..at],
                    &body[at + elem.len()..]
                )
            }
            None => printed,
        };
        return Err(c.op_error_named(
            op,
            &format!(
                "expected condition type to have the same shape as the result type, expected '{expected}', but got {}",
                quoted(ctx, cond)
            ),
        ));
    }
    Ok(())
}

fn verify_constant(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(value) = ir.op(op).props.and_then(|p| ctx.dict_get(p, b"value")) else {
        return Ok(());
    };
    let rt = ir.value_type(ir.result(op, 0));
    // `AllTypesMatch<["value", "result"]>`, checked before the op's verifier.
    let vt = super::support::typed_attr_type(ctx, ctx.attr_data(value));
    if vt != Some(rt) {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    // `ConstantOp::verify`.
    if let TypeData::Integer { signedness, .. } = ctx.type_data(rt) {
        if *signedness != Signedness::Signless {
            return Err(c.op_error_named(op, "integer return type must be signless"));
        }
    }
    let splat = match ctx.attr_data(value) {
        AttrData::DenseElements { splat, .. } => *splat,
        AttrData::Integer { .. }
        | AttrData::Float { .. }
        | AttrData::DenseResource { .. }
        | AttrData::DenseStrings { .. }
        | AttrData::Sparse { .. } => false,
        _ => {
            return Err(
                c.op_error_named(op, "value must be an integer, float, or elements attribute")
            )
        }
    };
    if let TypeData::Vector { scalable, .. } = ctx.type_data(rt) {
        if scalable.iter().any(|&s| s) && !splat {
            return Err(c.op_error_named(
                op,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
    }
    Ok(())
}

fn verify_scaling(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    let ts: Vec<Type> = ir
        .operands(op)
        .chain(ir.results(op))
        .map(|v| ir.value_type(v))
        .collect();
    if ts.iter().any(|&t| !same_shape(ctx, t, ts[0])) {
        return Err(c.op_error_named(
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}
