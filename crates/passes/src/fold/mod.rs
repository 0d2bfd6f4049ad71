//! Folding: what an op computes when some operands are constants or
//! related values, as MLIR's `fold` hooks answer it, and how a folded
//! attribute becomes an op again (each dialect's `materializeConstant`).
//!
//! A hook sees the op and, per operand, the constant it is (the value of a
//! `ConstantLike` defining op) or nothing. It answers nothing (no fold),
//! [`Folded::InPlace`] (it changed the op itself) or one [`FoldResult`] per
//! result: an attribute to materialize or an existing value. After the op's
//! own hook fails or folds in place, the folds of its traits run, in MLIR's
//! order: `IsCommutative` moves constant operands last, `Idempotent`
//! folds `op(x, x)` to `x`. The hooks are plain functions in a table by op
//! name (`hooks`), one file per dialect.

mod affine;
mod arith;
mod complex;
pub(crate) mod float;
mod llvm;
mod math;
mod scf;
mod shaped;
mod tosa;
pub(crate) mod values;

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Context, Ir, NamedAttr, OpId, Type, TypeData, Value, ValueDef};
use smallvec::SmallVec;

/// The value of a constant op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstValue {
    /// Its value attribute (`arith.constant`, `llvm.mlir.constant`, ...).
    Attr(Attr),
    /// A constant whose folded value is not one a folder computes with
    /// (`llvm.mlir.zero`, `ub.poison`, `llvm.mlir.addressof @g`): its
    /// properties (if any), which identify it among constant ops of its
    /// name and type.
    Other(Option<Attr>),
}

impl ConstValue {
    /// The value attribute, for folders.
    pub fn attr(self) -> Option<Attr> {
        match self {
            ConstValue::Attr(a) => Some(a),
            ConstValue::Other(_) => None,
        }
    }

    /// What identifies the constant among those of its op name and type.
    pub fn key(self) -> Option<Attr> {
        match self {
            ConstValue::Attr(a) => Some(a),
            ConstValue::Other(p) => p,
        }
    }
}

/// One result of a fold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldResult {
    Attr(Attr),
    Value(Value),
}

/// What a successful fold did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// The op was changed in place.
    InPlace,
    /// The op's results are these.
    Results(SmallVec<[FoldResult; 2]>),
}

impl Folded {
    fn one(r: FoldResult) -> Folded {
        Folded::Results(smallvec::smallvec![r])
    }
}

/// What a hook sees.
pub(crate) struct FoldCx<'a> {
    pub ctx: &'a mut Context,
    pub ir: &'a mut Ir,
    pub op: OpId,
    /// Per operand, its constant value if it has one.
    pub consts: SmallVec<[Option<ConstValue>; 4]>,
}

impl FoldCx<'_> {
    pub fn operand(&self, i: usize) -> Value {
        self.ir.operand(self.op, i)
    }

    pub fn result_type(&self) -> Type {
        self.ir.value_type(self.ir.result(self.op, 0))
    }

    /// Operand `i`'s constant attribute.
    pub fn attr(&self, i: usize) -> Option<Attr> {
        self.consts
            .get(i)
            .copied()
            .flatten()
            .and_then(ConstValue::attr)
    }

    /// The op defining operand `i` if it is named `name`.
    pub fn def_named(&self, i: usize, name: &[u8]) -> Option<OpId> {
        defined_by(self.ctx, self.ir, self.operand(i), name)
    }
}

type Hook = fn(&mut FoldCx<'_>) -> Option<Folded>;

/// The op's own fold hook.
fn hook(name: &[u8]) -> Option<Hook> {
    arith::hook(name)
        .or_else(|| affine::hook(name))
        .or_else(|| complex::hook(name))
        .or_else(|| float::hook(name))
        .or_else(|| llvm::hook(name))
        .or_else(|| math::hook(name))
        .or_else(|| scf::hook(name))
        .or_else(|| shaped::hook(name))
        .or_else(|| tosa::hook(name))
}

/// `op`'s defining op, if it is named `name`.
pub(crate) fn defined_by(ctx: &Context, ir: &Ir, v: Value, name: &[u8]) -> Option<OpId> {
    match ir.value_def(v) {
        Some(ValueDef::Result { op, .. }) if ctx.str_bytes(ir.op(op).name) == name => Some(op),
        _ => None,
    }
}

/// A property (or, for ops without properties, an attribute) of `op`.
pub(crate) fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &[u8]) -> Option<Attr> {
    if let Some(p) = ir.op(op).props {
        if let Some(a) = ctx.dict_get(p, name) {
            return Some(a);
        }
    }
    ctx.named_get(ir.attrs(op), name)
}

/// Sets property `name` of `op` to `value` (adding it if absent).
pub(crate) fn set_prop(ctx: &mut Context, ir: &mut Ir, op: OpId, name: &[u8], value: Attr) {
    let key = ctx.string_attr(name);
    let mut entries: Vec<NamedAttr> = ir
        .op(op)
        .props
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| e.name == key) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttr { name: key, value }),
    }
    let props = ctx.dict_attr(entries).expect("unique property names");
    ir.op_mut(op).props = Some(props);
}

/// An op's `operandSegmentSizes`, if it has them.
pub(crate) fn segments(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<i32>> {
    let a = prop(ctx, ir, op, b"operandSegmentSizes")?;
    match ctx.attr_data(a) {
        AttrData::DenseArray { data, .. } => Some(
            data.chunks(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

/// Whether `v` is defined by `ub.poison` (MLIR's `ub::m_Poison`).
pub(crate) fn is_poison(ctx: &Context, ir: &Ir, v: Value) -> bool {
    defined_by(ctx, ir, v, b"ub.poison").is_some()
}

/// The value of `op` if it is a constant (`ConstantLike` and foldable to
/// its value, as MLIR's `m_Constant` asks).
pub fn constant_value(ctx: &Context, ir: &Ir, op: OpId) -> Option<ConstValue> {
    let def = sigil_ir::dialects::lookup(ctx.str_bytes(ir.op(op).name))?;
    if !def.structure.constant_like || ir.num_results(op) != 1 || ir.num_operands(op) != 0 {
        return None;
    }
    // `tosa.const` and `tosa.const_shape` hold theirs in `values`.
    let value = prop(ctx, ir, op, b"value").or_else(|| prop(ctx, ir, op, b"values"));
    Some(match value {
        Some(a) => ConstValue::Attr(a),
        None => ConstValue::Other(ir.op(op).props),
    })
}

/// The constant `v` is, if its defining op is a constant.
pub fn value_constant(ctx: &Context, ir: &Ir, v: Value) -> Option<ConstValue> {
    match ir.value_def(v) {
        Some(ValueDef::Result { op, .. }) => constant_value(ctx, ir, op),
        _ => None,
    }
}

/// MLIR's `Operation::fold`: the op's hook, then its traits' folds.
pub fn fold_op(ctx: &mut Context, ir: &mut Ir, op: OpId) -> Option<Folded> {
    let consts: SmallVec<[Option<ConstValue>; 4]> = ir
        .operands(op)
        .map(|v| value_constant(ctx, ir, v))
        .collect();
    fold_op_with(ctx, ir, op, consts)
}

/// [`fold_op`] with the operands' constants given (one per operand), as
/// MLIR's `Operation::fold(ArrayRef<Attribute>, ...)` takes them: a
/// data-flow analysis passes what it proved of each operand, which need not
/// be what defines it.
pub fn fold_op_with(
    ctx: &mut Context,
    ir: &mut Ir,
    op: OpId,
    consts: SmallVec<[Option<ConstValue>; 4]>,
) -> Option<Folded> {
    let name = ctx.str_bytes(ir.op(op).name).to_vec();
    let def = sigil_ir::dialects::lookup(&name)?;
    debug_assert_eq!(consts.len(), ir.num_operands(op));
    let mut cx = FoldCx {
        ctx,
        ir,
        op,
        consts,
    };
    let own = hook(&name).and_then(|h| h(&mut cx));
    let in_place = match &own {
        None => false,
        Some(Folded::InPlace) => true,
        Some(Folded::Results(r)) => {
            // A single result folded to itself is an in-place fold.
            let itself = r.len() == 1
                && cx.ir.num_results(op) == 1
                && r[0] == FoldResult::Value(cx.ir.result(op, 0));
            if !itself {
                return own;
            }
            true
        }
    };
    if def.structure.commutative && fold_commutative(&mut cx) {
        return Some(Folded::InPlace);
    }
    if arith::idempotent(&name) {
        if let Some(r) = fold_idempotent(&cx) {
            return Some(r);
        }
    }
    in_place.then_some(Folded::InPlace)
}

/// `IsCommutative`: constant operands move after the others, keeping their
/// order (a stable partition); true if anything moved.
fn fold_commutative(cx: &mut FoldCx<'_>) -> bool {
    let n = cx.consts.len();
    if n < 2 {
        return false;
    }
    let Some(first_const) = cx.consts.iter().position(|c| c.is_some()) else {
        return false;
    };
    if cx.consts[first_const..].iter().all(|c| c.is_some()) {
        return false;
    }
    let operands: SmallVec<[Value; 4]> = cx.ir.operands(cx.op).collect();
    let mut order: SmallVec<[usize; 4]> = (0..n).filter(|&i| cx.consts[i].is_none()).collect();
    order.extend((0..n).filter(|&i| cx.consts[i].is_some()));
    let values: SmallVec<[Value; 4]> = order.iter().map(|&i| operands[i]).collect();
    cx.ir.set_operands(cx.op, &values);
    let consts: SmallVec<[Option<ConstValue>; 4]> = order.iter().map(|&i| cx.consts[i]).collect();
    cx.consts = consts;
    true
}

/// `Idempotent` on a binary op: `op(x, x)` is `x`.
fn fold_idempotent(cx: &FoldCx<'_>) -> Option<Folded> {
    if cx.ir.num_operands(cx.op) == 2 && cx.operand(0) == cx.operand(1) {
        return Some(Folded::one(FoldResult::Value(cx.operand(0))));
    }
    None
}

/// The op that `op`'s dialect materializes `value` of `ty` with (MLIR's
/// `Dialect::materializeConstant`): its name and properties, or `None`
/// where the dialect cannot.
pub fn materialize(
    ctx: &mut Context,
    dialect_of: &[u8],
    value: Attr,
    ty: Type,
) -> Option<(&'static str, Attr)> {
    let dialect = dialect_of.split(|&c| c == b'.').next().unwrap_or(b"");
    match dialect {
        // Each of these materializes through `arith::ConstantOp::materialize`.
        b"arith" | b"math" | b"tensor" | b"memref" | b"vector" | b"affine" => {
            arith_constant(ctx, value, ty)
        }
        b"tosa" => tosa_constant(ctx, value, ty),
        b"llvm" => llvm_constant(ctx, value, ty),
        b"index" => index_constant(ctx, value, ty),
        b"complex" => {
            let ok = matches!(ctx.attr_data(value), AttrData::Array(e) if e.len() == 2)
                && matches!(ctx.type_data(ty), TypeData::Complex(_));
            ok.then(|| value_props(ctx, "complex.constant", value))
        }
        b"func" => {
            let ok = matches!(ctx.attr_data(value), AttrData::SymbolRef { nested, .. } if nested.is_empty())
                && matches!(ctx.type_data(ty), TypeData::Function { .. });
            ok.then(|| value_props(ctx, "func.constant", value))
        }
        b"ub" => {
            let ok = matches!(ctx.attr_data(value), AttrData::Dialect(d) if d.def.dialect == "ub" && d.def.mnemonic == "poison");
            ok.then(|| value_props(ctx, "ub.poison", value))
        }
        _ => None,
    }
}

/// `name` with the one property `value`.
fn value_props(ctx: &mut Context, name: &'static str, value: Attr) -> (&'static str, Attr) {
    let key = ctx.string_attr(b"value");
    let props = ctx
        .dict_attr(vec![NamedAttr { name: key, value }])
        .expect("one property");
    (name, props)
}

/// The `llvm` dialect's `materializeConstant` for a builtin value:
/// `llvm.mlir.constant` of an integer, float or dense value of exactly
/// `ty`, an LLVM-compatible type (not `index`, not a tensor).
fn llvm_constant(ctx: &mut Context, value: Attr, ty: Type) -> Option<(&'static str, Attr)> {
    let ok = match ctx.attr_data(value) {
        AttrData::Integer { ty: t, .. } | AttrData::Float { ty: t, .. } => {
            *t == ty && !matches!(ctx.type_data(ty), TypeData::Index)
        }
        AttrData::DenseElements { ty: t, .. } => {
            *t == ty && matches!(ctx.type_data(ty), TypeData::Vector { .. })
        }
        _ => false,
    };
    ok.then(|| value_props(ctx, "llvm.mlir.constant", value))
}

/// The `index` dialect's `materializeConstant`: `index.bool.constant` of an
/// `i1` value, `index.constant` of an `index` value.
fn index_constant(ctx: &mut Context, value: Attr, ty: Type) -> Option<(&'static str, Attr)> {
    let AttrData::Integer { ty: t, .. } = ctx.attr_data(value) else {
        return None;
    };
    let t = *t;
    if t != ty {
        return None;
    }
    match ctx.type_data(ty) {
        TypeData::Index => Some(value_props(ctx, "index.constant", value)),
        TypeData::Integer { width: 1, .. } => Some(value_props(ctx, "index.bool.constant", value)),
        _ => None,
    }
}

/// What MLIR's fold of a constant op gives, for an analysis that folds
/// every op: its value, except for `llvm.mlir.zero` of an integer or float
/// type (or a vector of one), which folds to the builtin zero of its type
/// (and so is materialized as `llvm.mlir.constant`).
pub fn constant_fold_value(ctx: &mut Context, ir: &Ir, op: OpId) -> Option<ConstValue> {
    let value = constant_value(ctx, ir, op)?;
    if ctx.str_bytes(ir.op(op).name) != b"llvm.mlir.zero" {
        return Some(value);
    }
    let ty = ir.value_type(ir.result(op, 0));
    Some(builtin_zero(ctx, ty).map_or(value, ConstValue::Attr))
}

/// The builtin zero of an integer or float type, or of a vector of one.
fn builtin_zero(ctx: &mut Context, ty: Type) -> Option<Attr> {
    match ctx.type_data(ty).clone() {
        TypeData::Integer { .. } => values::zero_attr(ctx, ty),
        TypeData::Float(_) => Some(ctx.intern_attr(AttrData::Float { ty, bits: 0 })),
        TypeData::Vector { elem, .. } => {
            let size = sigil_ir::types::storage_bytes(ctx.type_data(elem), ctx)?;
            match ctx.type_data(elem) {
                TypeData::Integer { .. } | TypeData::Float(_) => {}
                _ => return None,
            }
            Some(ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat: true,
                data: vec![0; size].into_boxed_slice(),
            }))
        }
        _ => None,
    }
}

/// TOSA's `materializeConstant`: a `tosa.const_shape` for integers of a
/// `!tosa.shape`, a `tosa.const` for other elements attributes.
fn tosa_constant(ctx: &mut Context, value: Attr, ty: Type) -> Option<(&'static str, Attr)> {
    let shape_type = matches!(ctx.type_data(ty), TypeData::Dialect(d)
        if d.def.dialect == "tosa" && d.def.mnemonic == "shape");
    let elements = matches!(
        ctx.attr_data(value),
        AttrData::DenseElements { .. }
            | AttrData::DenseStrings { .. }
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
    );
    let name = if shape_type && values::ints(ctx, value).is_some() {
        "tosa.const_shape"
    } else if elements && !shape_type {
        "tosa.const"
    } else {
        return None;
    };
    let key = ctx.string_attr(b"values");
    let props = ctx
        .dict_attr(vec![NamedAttr { name: key, value }])
        .expect("one property");
    Some((name, props))
}

/// `arith.constant` when `value` can be one of type `ty`
/// (`ConstantOp::isBuildableWith`).
fn arith_constant(ctx: &mut Context, value: Attr, ty: Type) -> Option<(&'static str, Attr)> {
    let ok = match ctx.attr_data(value) {
        AttrData::Integer { ty: t, .. } | AttrData::Float { ty: t, .. } => *t == ty,
        AttrData::DenseElements { ty: t, .. }
        | AttrData::Sparse { ty: t, .. }
        | AttrData::DenseResource { ty: t, .. } => *t == ty,
        _ => false,
    };
    if !ok || !signless(ctx, ty) {
        return None;
    }
    let name = ctx.string_attr(b"value");
    let props = ctx
        .dict_attr(vec![NamedAttr { name, value }])
        .expect("one property");
    Some(("arith.constant", props))
}

fn signless(ctx: &Context, ty: Type) -> bool {
    let elem = values::element_type(ctx, ty);
    match ctx.type_data(elem) {
        TypeData::Integer { signedness, .. } => {
            *signedness == sigil_ir::types::Signedness::Signless
        }
        _ => true,
    }
}
