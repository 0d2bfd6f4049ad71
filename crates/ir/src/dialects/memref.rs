//! The `memref` dialect: allocation (`alloc`, `alloca`, `realloc`,
//! `dealloc`, `alloca_scope`), access (`load`, `store`, `atomic_rmw`,
//! `generic_atomic_rmw`, `prefetch`), views (`subview`,
//! `reinterpret_cast`, `view`, `expand_shape`, `collapse_shape`,
//! `transpose`, `cast`, `memory_space_cast`, `reshape`), metadata (`dim`,
//! `rank`, `extract_strided_metadata`, `extract_aligned_pointer_as_index`,
//! `assume_alignment`), `copy` and globals (`global`, `get_global`) —
//! custom forms as `mlir-opt-22` prints them, result names (`%alloc`,
//! `%subview`, `%base_buffer`, ...) and the verifiers with MLIR's messages,
//! including the strided-layout arithmetic of `subview`, `expand_shape`,
//! `collapse_shape` and `transpose`.

use crate::ops::memref::{AllocOp, AllocaOp};
use smallvec::SmallVec;

use super::indexing::{self, OffsetsSizesStrides};
use super::support::quoted;
use super::OpView;
use super::{AttrKind, OpDef, OpTraits, PropDefault, PropSpec};
use crate::attrs::{Attr, AttrData};
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{Ir, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::{NamedAttrs, Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

// ----- properties -----

const ALIGNMENT: PropSpec = PropSpec::new("alignment", AttrKind::PowerOfTwoI64);
const SEGMENTS: PropSpec = PropSpec::with_default(
    "operandSegmentSizes",
    AttrKind::DenseI32Array,
    PropDefault::ZeroI32Array { len: 2 },
);
const SEGMENTS4: PropSpec = PropSpec::with_default(
    "operandSegmentSizes",
    AttrKind::DenseI32Array,
    PropDefault::ZeroI32Array { len: 4 },
);
const NONTEMPORAL: PropSpec = PropSpec::new("nontemporal", AttrKind::Bool);
const STATIC_OFFSETS: PropSpec = PropSpec::new("static_offsets", AttrKind::DenseI64Array);
const STATIC_SIZES: PropSpec = PropSpec::new("static_sizes", AttrKind::DenseI64Array);
const STATIC_STRIDES: PropSpec = PropSpec::new("static_strides", AttrKind::DenseI64Array);
const REASSOCIATION: PropSpec = PropSpec::new("reassociation", AttrKind::I64ArrayArray);
const OSS_PROPS: &[PropSpec] = &[SEGMENTS4, STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES];
/// The `arith::AtomicRMWKind` cases, in enum order.
pub const ATOMIC_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

const fn op(name: &'static str) -> OpDef {
    OpDef::new(name, OpTraits::NONE)
}

pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        props: &[ALIGNMENT, SEGMENTS],
        verify: Some(verify_alloc),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "alloc")),
        ..op("memref.alloc")
    },
    OpDef {
        props: &[ALIGNMENT, SEGMENTS],
        verify: Some(verify_alloc),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "alloca")),
        ..op("memref.alloca")
    },
    OpDef {
        props: &[ALIGNMENT],
        verify: Some(verify_realloc),
        ..op("memref.realloc")
    },
    OpDef {
        ..op("memref.dealloc")
    },
    OpDef {
        parse: Some(parse_alloca_scope),
        print: Some(print_alloca_scope),
        verify: Some(verify_alloca_scope),
        ..OpDef::new(
            "memref.alloca_scope",
            OpTraits {
                single_block: true,
                implicit_terminator: Some("memref.alloca_scope.return"),
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        ..OpDef::new("memref.alloca_scope.return", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[NONTEMPORAL, ALIGNMENT],
        verify: Some(verify_load),
        ..op("memref.load")
    },
    OpDef {
        props: &[NONTEMPORAL, ALIGNMENT],
        verify: Some(verify_store),
        ..op("memref.store")
    },
    OpDef {
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "dim")),
        ..op("memref.dim")
    },
    OpDef {
        ..op("memref.rank")
    },
    OpDef {
        verify: Some(verify_cast),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "cast")),
        ..op("memref.cast")
    },
    OpDef {
        verify: Some(verify_memory_space_cast),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "memspacecast")),
        ..op("memref.memory_space_cast")
    },
    OpDef {
        verify: Some(verify_copy),
        ..op("memref.copy")
    },
    OpDef {
        props: OSS_PROPS,
        verify: Some(verify_subview),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "subview")),
        ..op("memref.subview")
    },
    OpDef {
        props: OSS_PROPS,
        verify: Some(verify_reinterpret_cast),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "reinterpret_cast")),
        ..op("memref.reinterpret_cast")
    },
    OpDef {
        props: &[
            PropSpec::new("sym_name", AttrKind::String),
            PropSpec::new("sym_visibility", AttrKind::String),
            PropSpec::new("type", AttrKind::MemRefType),
            PropSpec::new("initial_value", AttrKind::Any),
            PropSpec::new("constant", AttrKind::Unit),
            ALIGNMENT,
        ],
        verify: Some(verify_global),
        ..op("memref.global")
    },
    OpDef {
        props: &[PropSpec::new("name", AttrKind::FlatSymbolRef)],
        verify: Some(|c, op| check_prop(c, op, &PropSpec::new("name", AttrKind::FlatSymbolRef))),
        verify_symbol_uses: Some(verify_get_global),
        ..op("memref.get_global")
    },
    OpDef {
        props: &[
            REASSOCIATION,
            PropSpec::new("static_output_shape", AttrKind::DenseI64Array),
        ],
        verify: Some(verify_expand_shape),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "expand_shape")),
        ..op("memref.expand_shape")
    },
    OpDef {
        props: &[REASSOCIATION],
        verify: Some(verify_collapse_shape),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "collapse_shape")),
        ..op("memref.collapse_shape")
    },
    OpDef {
        verify: Some(verify_view),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "view")),
        ..op("memref.view")
    },
    OpDef {
        props: &[PropSpec::new("permutation", AttrKind::AffineMap)],
        parse: Some(parse_transpose),
        print: Some(print_transpose),
        verify: Some(verify_transpose),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "transpose")),
        ..op("memref.transpose")
    },
    OpDef {
        verify: Some(verify_reshape),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "reshape")),
        ..op("memref.reshape")
    },
    OpDef {
        props: &[PropSpec::new("kind", AttrKind::I64Enum { max: 15 })],
        verify: Some(verify_atomic_rmw),
        ..op("memref.atomic_rmw")
    },
    OpDef {
        parse: Some(parse_generic_atomic_rmw),
        print: Some(print_generic_atomic_rmw),
        verify: Some(verify_generic_atomic_rmw),
        ..OpDef::new(
            "memref.generic_atomic_rmw",
            OpTraits {
                single_block: true,
                ..OpTraits::NONE
            },
        )
    },
    OpDef {
        verify: Some(verify_atomic_yield),
        ..OpDef::new("memref.atomic_yield", OpTraits::TERMINATOR)
    },
    OpDef {
        props: &[
            PropSpec::new("isWrite", AttrKind::Bool),
            PropSpec::new("localityHint", AttrKind::I32Range { min: 0, max: 3 }),
            PropSpec::new("isDataCache", AttrKind::Bool),
        ],
        parse: Some(parse_prefetch),
        print: Some(print_prefetch),
        verify: Some(verify_prefetch),
        ..op("memref.prefetch")
    },
    OpDef {
        verify: Some(verify_distinct_objects),
        infer: Some(|_, operands, _| Some(operands.to_vec())),
        ..op("memref.distinct_objects")
    },
    OpDef {
        parse: Some(parse_dma_start),
        print: Some(print_dma_start),
        verify: Some(verify_dma_start),
        ..op("memref.dma_start")
    },
    OpDef {
        verify: Some(verify_dma_wait),
        ..op("memref.dma_wait")
    },
    OpDef {
        props: &[PropSpec::new("alignment", AttrKind::PositiveI32)],
        verify: Some(verify_assume_alignment),
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "assume_align")),
        ..op("memref.assume_alignment")
    },
    OpDef {
        verify: Some(verify_extract_strided_metadata),
        result_names: Some(metadata_names),
        ..op("memref.extract_strided_metadata")
    },
    OpDef {
        result_names: Some(|_, ir, op, set| first_name(ir, op, set, "intptr")),
        ..op("memref.extract_aligned_pointer_as_index")
    },
];

// ----- result names -----

fn first_name(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str), name: &str) {
    if ir.num_results(op) > 0 {
        set(ir.result(op, 0), name);
    }
}

fn metadata_names(ctx: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let n = ir.num_results(op);
    if n < 2 {
        return;
    }
    set(ir.result(op, 0), "base_buffer");
    set(ir.result(op, 1), "offset");
    let rank = ir
        .operands(op)
        .next()
        .and_then(|v| ctx.type_data(ir.value_type(v)).shape().map(<[i64]>::len))
        .unwrap_or(0);
    if rank > 0 && n == 2 + 2 * rank {
        set(ir.result(op, 2), "sizes");
        set(ir.result(op, 2 + rank), "strides");
    }
}

// ----- types -----

/// A ranked memref type, taken apart.
#[derive(Clone)]
pub(super) struct MemRef<'a> {
    pub shape: &'a [i64],
    pub elem: Type,
    pub layout: Option<Attr>,
    pub space: Option<Attr>,
}

pub(super) fn memref(ctx: &Context, t: Type) -> Option<MemRef<'_>> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(MemRef {
            shape,
            elem: *elem,
            layout: *layout,
            space: *memory_space,
        }),
        _ => None,
    }
}

pub(super) fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

pub(super) fn is_base_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

pub(super) fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// Element type and memory space of a ranked or unranked memref.
pub(super) fn elem_and_space(ctx: &Context, t: Type) -> Option<(Type, Option<Attr>)> {
    match ctx.type_data(t) {
        TypeData::MemRef {
            elem, memory_space, ..
        }
        | TypeData::UnrankedMemRef {
            elem, memory_space, ..
        } => Some((*elem, *memory_space)),
        _ => None,
    }
}

fn is_signless(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width)
}

/// What a custom parser requires of a type it reads (the C++ class of
/// `parseType<T>`), with MLIR's "invalid kind of type specified" message.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum TyClass {
    /// `MemRefType`.
    MemRef,
    /// `TensorType` (ranked or unranked).
    Tensor,
}

/// A type of `class` at the current position.
pub(super) fn parse_class_type(p: &mut Parser<'_>, class: TyClass) -> DResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    let ctx: &Context = p.ctx;
    let ok = match class {
        TyClass::MemRef => is_memref(ctx, t),
        TyClass::Tensor => is_tensor(ctx, t),
    };
    if ok {
        return Ok(t);
    }
    let msg = match class {
        TyClass::MemRef => format!(
            "invalid kind of type specified: expected builtin.memref, but found {}",
            quoted(ctx, t)
        ),
        _ => "invalid kind of type specified".to_string(),
    };
    p.custom_error(at, msg)
}

/// `: type` of `class`.
pub(super) fn colon_class_type(p: &mut Parser<'_>, class: TyClass) -> DResult<Type> {
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    parse_class_type(p, class)
}

/// An optional attribute dictionary whose inherent attributes are checked
/// as the custom parser sets them (MLIR reports violations as errors of the
/// custom op, at the dictionary).
pub(super) fn attr_dict_checked(p: &mut Parser<'_>, def: &'static OpDef) -> DResult<NamedAttrs> {
    let at = p.offset();
    let attrs = p.optional_attr_dict()?;
    for e in &attrs {
        let n = p.ctx.str_bytes(e.name);
        if let Some(spec) = def.props.iter().find(|s| s.name.as_bytes() == n) {
            if !spec.kind.accepts(p.ctx, e.value) {
                return p.custom_error(
                    at,
                    format!(
                        "'{}' op attribute '{}' failed to satisfy constraint: {}",
                        def.name,
                        spec.name,
                        spec.kind.describe()
                    ),
                );
            }
        }
    }
    Ok(attrs)
}

/// `[%a, %b]` of index operands (possibly empty).
fn bracket_operands<'a>(p: &mut Parser<'a>) -> DResult<SmallVec<[SsaUse<'a>; 4]>> {
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let uses = p.operand_list()?;
    p.expect_token(TokenKind::RSquare, "expected ']'")?;
    Ok(uses)
}

fn resolve_all<'a>(
    p: &mut Parser<'a>,
    uses: &[SsaUse<'a>],
    ty: Type,
) -> DResult<SmallVec<[Value; 4]>> {
    let mut out = SmallVec::new();
    for &u in uses {
        out.push(p.resolve_one(u, ty)?);
    }
    Ok(out)
}

// ----- layouts -----

/// `SaturatedInteger`: [`DYNAMIC`] absorbs everything but a zero factor.
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// The strides of the identity layout (`makeCanonicalStridedLayoutExpr`):
/// dimensions after a dynamic or zero size get dynamic strides.
fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut poisoned = false;
    for i in (0..shape.len()).rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        if shape[i] > 0 {
            running = running.wrapping_mul(shape[i]);
        } else {
            poisoned = true;
        }
    }
    strides
}

/// A coefficient of a linear affine form: known, or involving symbols.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Coef {
    Known(i64),
    Dynamic,
}

impl Coef {
    fn add(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_add(b)),
            _ => Coef::Dynamic,
        }
    }

    fn mul(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(0), _) | (_, Coef::Known(0)) => Coef::Known(0),
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_mul(b)),
            _ => Coef::Dynamic,
        }
    }

    fn value(self) -> i64 {
        match self {
            Coef::Known(v) => v,
            Coef::Dynamic => DYNAMIC,
        }
    }
}

/// The value of a symbolic-or-constant expression, or `None` if it uses
/// dimensions or non-linear operators.
fn symbolic_value(m: &sigil_affine::AffineMap, id: sigil_affine::ExprId) -> Option<Coef> {
    use sigil_affine::{AffineExpr, ExprStore};
    match m.expr(id) {
        AffineExpr::Constant(v) => Some(Coef::Known(v)),
        AffineExpr::Symbol(_) => Some(Coef::Dynamic),
        AffineExpr::Dim(_) => None,
        AffineExpr::Add(l, r) => Some(symbolic_value(m, l)?.add(symbolic_value(m, r)?)),
        AffineExpr::Mul(l, r) => Some(symbolic_value(m, l)?.mul(symbolic_value(m, r)?)),
        _ => {
            // floordiv/ceildiv/mod of symbols: not a constant.
            let (_, l, r) = m.expr(id).as_binary()?;
            symbolic_value(m, l)?;
            symbolic_value(m, r)?;
            Some(Coef::Dynamic)
        }
    }
}

/// `extractStrides` over one affine expression.
fn extract_strides(
    m: &sigil_affine::AffineMap,
    id: sigil_affine::ExprId,
    factor: Coef,
    strides: &mut [Coef],
    offset: &mut Coef,
) -> bool {
    use sigil_affine::{AffineExpr, ExprStore};
    match m.expr(id) {
        AffineExpr::Dim(p) => match strides.get_mut(p as usize) {
            Some(s) => {
                *s = s.add(factor);
                true
            }
            None => false,
        },
        AffineExpr::Constant(v) => {
            *offset = offset.add(Coef::Known(v).mul(factor));
            true
        }
        AffineExpr::Symbol(_) => {
            *offset = offset.add(Coef::Dynamic.mul(factor));
            true
        }
        AffineExpr::Add(l, r) => {
            extract_strides(m, l, factor, strides, offset)
                && extract_strides(m, r, factor, strides, offset)
        }
        AffineExpr::Mul(l, r) => {
            if let AffineExpr::Dim(p) = m.expr(l) {
                let Some(rv) = symbolic_value(m, r) else {
                    return false;
                };
                return match strides.get_mut(p as usize) {
                    Some(s) => {
                        *s = s.add(rv.mul(factor));
                        true
                    }
                    None => false,
                };
            }
            if let Some(lv) = symbolic_value(m, l) {
                return extract_strides(m, r, factor.mul(lv), strides, offset);
            }
            match symbolic_value(m, r) {
                Some(rv) => extract_strides(m, l, factor.mul(rv), strides, offset),
                None => false,
            }
        }
        _ => false,
    }
}

/// `getStridesAndOffset`: the strides and offset of a memref layout, or
/// `None` when it is not strided.
pub(super) fn strides_and_offset(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attr>,
) -> Option<(Vec<i64>, i64)> {
    let Some(layout) = layout else {
        return Some((canonical_strides(shape), 0));
    };
    match ctx.attr_data(layout) {
        AttrData::Strided { strides, offset } => Some((strides.to_vec(), *offset)),
        AttrData::AffineMap(m) => {
            if m.is_identity() {
                return Some((canonical_strides(shape), 0));
            }
            if m.num_results() != 1 {
                return None;
            }
            let mut strides = vec![Coef::Known(0); shape.len()];
            let mut offset = Coef::Known(0);
            let root = m.results()[0];
            if !extract_strides(m, root, Coef::Known(1), &mut strides, &mut offset) {
                return None;
            }
            Some((strides.iter().map(|c| c.value()).collect(), offset.value()))
        }
        _ => None,
    }
}

pub(super) fn type_strides(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let m = memref(ctx, t)?;
    strides_and_offset(ctx, m.shape, m.layout)
}

/// `getLayout().isIdentity()`.
fn layout_is_identity(ctx: &Context, rank: usize, layout: Option<Attr>) -> bool {
    let Some(layout) = layout else {
        return true;
    };
    match ctx.attr_data(layout) {
        AttrData::AffineMap(m) => m.is_identity(),
        AttrData::Strided { strides, offset } => rank == 1 && **strides == [1] && *offset == 0,
        _ => false,
    }
}

/// The number of symbols of the layout's affine map.
fn layout_symbols(ctx: &Context, layout: Option<Attr>) -> usize {
    match layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::AffineMap(m)) => m.num_symbols() as usize,
        Some(AttrData::Strided { strides, offset }) => {
            usize::from(*offset == DYNAMIC) + strides.iter().filter(|&&s| s == DYNAMIC).count()
        }
        _ => 0,
    }
}

fn dim_text(d: i64) -> String {
    if d == DYNAMIC {
        "?".into()
    } else {
        d.to_string()
    }
}

/// `strided<[..], offset: ..>` as MLIR prints it.
fn strided_text(strides: &[i64], offset: i64) -> String {
    let s: Vec<String> = strides.iter().map(|&v| dim_text(v)).collect();
    let mut out = format!("strided<[{}]", s.join(", "));
    if offset != 0 {
        out.push_str(", offset: ");
        out.push_str(&dim_text(offset));
    }
    out.push('>');
    out
}

/// A memory space as the memref type prints it (`i64` integers bare).
fn space_text(ctx: &Context, space: Attr) -> String {
    match ctx.attr_data(space) {
        AttrData::Integer { ty, value } if is_signless(ctx, *ty, 64) => {
            let mut s = String::new();
            value.write_signed(&mut s);
            s
        }
        _ => crate::printer::attr_to_string(ctx, space),
    }
}

/// `'memref<shape x elem, layout, space>'` for a type that may not exist in
/// the context (verifiers cannot create types).
fn memref_text(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<&str>,
    space: Option<Attr>,
) -> String {
    let mut out = String::from("'memref<");
    for &d in shape {
        out.push_str(&dim_text(d));
        out.push('x');
    }
    out.push_str(&crate::printer::type_to_string(ctx, elem));
    if let Some(l) = layout {
        out.push_str(", ");
        out.push_str(l);
    }
    if let Some(s) = space {
        out.push_str(", ");
        out.push_str(&space_text(ctx, s));
    }
    out.push_str(">'");
    out
}

/// Whether `t` is exactly the ranked memref described (layout `None` is the
/// identity, otherwise a strided layout).
fn memref_equals(
    ctx: &Context,
    t: Type,
    shape: &[i64],
    elem: Type,
    strided: Option<&(Vec<i64>, i64)>,
    space: Option<Attr>,
) -> bool {
    let Some(m) = memref(ctx, t) else {
        return false;
    };
    if m.shape != shape || m.elem != elem || m.space != space {
        return false;
    }
    match (strided, m.layout.map(|l| ctx.attr_data(l))) {
        (None, None) => true,
        (Some((s, o)), Some(AttrData::Strided { strides, offset })) => {
            **strides == **s && offset == o
        }
        _ => false,
    }
}

// ----- verification helpers -----

fn operands(c: &dyn Checker, op: OpId) -> Vec<Value> {
    c.ir().operands(op).collect()
}

fn vtype(c: &dyn Checker, v: Value) -> Type {
    c.ir().value_type(v)
}

fn result_type(c: &dyn Checker, op: OpId) -> Type {
    c.ir().value_type(c.ir().result(op, 0))
}

fn prop(c: &dyn Checker, op: OpId, name: &str) -> Option<Attr> {
    let p = c.ir().op(op).props?;
    c.ctx().dict_get(p, name.as_bytes())
}

/// An inherent attribute's constraint, checked as ODS does at verification
/// (its presence, if required, is the declared structure's).
fn check_prop(c: &dyn Checker, op: OpId, spec: &PropSpec) -> VResult {
    match prop(c, op, spec.name) {
        None => Ok(()),
        Some(a) if spec.kind.accepts(c.ctx(), a) => Ok(()),
        Some(_) => Err(c.op_error_named(
            op,
            &format!(
                "attribute '{}' failed to satisfy constraint: {}",
                spec.name,
                spec.kind.describe()
            ),
        )),
    }
}

fn int_prop(c: &dyn Checker, op: OpId, name: &str) -> Option<i64> {
    match c.ctx().attr_data(prop(c, op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

// ----- alloc / alloca -----

/// Ops whose regions are automatic allocation scopes.
const ALLOCATION_SCOPES: &[&[u8]] = &[
    b"func.func",
    b"memref.alloca_scope",
    b"scf.forall",
    b"scf.parallel",
    b"affine.parallel",
    b"async.execute",
    b"gpu.func",
    b"gpu.launch",
    b"llvm.func",
];

fn verify_alloc(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    check_prop(c, op, &ALIGNMENT)?;
    let view = OpView::verified(ctx, ir, op);
    let (sizes, symbol_operands) = (
        view.operands(view.pick(&[AllocOp::DYNAMIC_SIZES, AllocaOp::DYNAMIC_SIZES]))
            .len(),
        view.operands(view.pick(&[AllocOp::SYMBOL_OPERANDS, AllocaOp::SYMBOL_OPERANDS]))
            .len(),
    );
    let rt = result_type(c, op);
    if ctx.str_bytes(ir.op(op).name) == b"memref.alloca" {
        let mut cur = ir.parent_op(op);
        let mut found = false;
        while let Some(p) = cur {
            if ALLOCATION_SCOPES.contains(&ctx.str_bytes(ir.op(p).name)) {
                found = true;
                break;
            }
            cur = ir.parent_op(p);
        }
        if !found {
            return Err(c.op_error_named(
                op,
                "requires an ancestor op with AutomaticAllocationScope trait",
            ));
        }
    }
    let Some(m) = memref(ctx, rt) else {
        return Ok(());
    };
    indexing::verify_dynamic_dims(c, op, m.shape, sizes)?;
    let symbols = if layout_is_identity(ctx, m.shape.len(), m.layout) {
        0
    } else {
        layout_symbols(ctx, m.layout)
    };
    if symbol_operands != symbols {
        return Err(c.op_error_named(
            op,
            &format!(
                "symbol operand count does not equal memref symbol count: expected {symbols}, got {symbol_operands}"
            ),
        ));
    }
    Ok(())
}

// ----- realloc -----

fn print_result_type(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    if ir.num_results(op) > 0 {
        p.ty(ir.value_type(ir.result(op, 0)));
    }
}

fn verify_realloc(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_prop(c, op, &ALIGNMENT)?;
    let ops = operands(c, op);
    let st = vtype(c, ops[0]);
    let rt = result_type(c, op);
    let (Some(s), Some(r)) = (memref(ctx, st), memref(ctx, rt)) else {
        return Ok(());
    };
    let plain = |m: String| Err(c.plain_error(op, m));
    if !layout_is_identity(ctx, s.shape.len(), s.layout) {
        return plain(format!(
            "unsupported layout for source memref type {}",
            quoted(ctx, st)
        ));
    }
    if !layout_is_identity(ctx, r.shape.len(), r.layout) {
        return plain(format!(
            "unsupported layout for result memref type {}",
            quoted(ctx, rt)
        ));
    }
    if s.space != r.space {
        return plain(format!(
            "different memory spaces specified for source memref type {} and result memref type {}",
            quoted(ctx, st),
            quoted(ctx, rt)
        ));
    }
    if s.elem != r.elem {
        return plain(format!(
            "different element types specified for source memref type {} and result memref type {}",
            quoted(ctx, st),
            quoted(ctx, rt)
        ));
    }
    let dynamic = r.shape.contains(&DYNAMIC);
    if dynamic && ops.len() < 2 {
        return plain(format!(
            "missing dimension operand for result type {}",
            quoted(ctx, rt)
        ));
    }
    if !dynamic && ops.len() == 2 {
        return plain(format!(
            "unnecessary dimension operand for result type {}",
            quoted(ctx, rt)
        ));
    }
    Ok(())
}

// ----- dealloc / rank (`%x attr-dict : type`) -----

// ----- alloca_scope -----

fn verify_alloca_scope(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(b) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    if !ir.block_args(b).is_empty() {
        return Err(c.op_error_named(op, "region should have no arguments"));
    }
    // A block without a terminator is the block checks' to report, one
    // with another terminator the implicit-terminator trait's.
    let Some(t) = ir
        .last_op(b)
        .filter(|&t| ctx.str_bytes(ir.op(t).name) == b"memref.alloca_scope.return")
    else {
        return Ok(());
    };
    let yielded: Vec<Type> = ir.operands(t).map(|v| ir.value_type(v)).collect();
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let head = "along control flow edge from Operation memref.alloca_scope.return to parent: ";
    if yielded.len() != results.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "{head}region branch point has {} operands, but region successor needs {} inputs",
                yielded.len(),
                results.len()
            ),
        ));
    }
    for (i, (&a, &b)) in yielded.iter().zip(&results).enumerate() {
        if a != b {
            return Err(c.op_error_named(
                op,
                &format!(
                    "{head}successor operand type #{i} {} should match successor input type #{i} {}",
                    quoted(ctx, a),
                    quoted(ctx, b)
                ),
            ));
        }
    }
    Ok(())
}

// ----- load / store -----

fn print_indexed(p: &mut AsmPrinter<'_>, memref_at: usize, op: OpId) {
    let ir = p.ir;
    let ops: Vec<Value> = ir.operands(op).collect();
    if let Some(&m) = ops.get(memref_at) {
        p.value(m);
    }
    p.w("[");
    p.values(ops.iter().skip(memref_at + 1).copied());
    p.w("]");
}

fn check_load_store_props(c: &dyn Checker, op: OpId) -> VResult {
    check_prop(c, op, &NONTEMPORAL)?;
    check_prop(c, op, &ALIGNMENT)
}

fn verify_load(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_load_store_props(c, op)?;
    let ops = operands(c, op);
    let Some(m) = memref(ctx, vtype(c, ops[0])) else {
        return Ok(());
    };
    if ops.len() - 1 != m.shape.len() {
        return Err(c.op_error_named(
            op,
            &format!(
                "incorrect number of indices for load, expected {} but got {}",
                m.shape.len(),
                ops.len() - 1
            ),
        ));
    }
    Ok(())
}

fn verify_store(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_load_store_props(c, op)?;
    let ops = operands(c, op);
    let Some(m) = memref(ctx, vtype(c, ops[1])) else {
        return Ok(());
    };
    if ops.len() != 2 + m.shape.len() {
        return Err(c.op_error_named(op, "store index operand count not equal to memref rank"));
    }
    Ok(())
}

// ----- dim -----

// ----- cast / memory_space_cast -----

fn cast_incompatible(c: &dyn Checker, op: OpId, a: Type, b: Type) -> Box<Diagnostic> {
    let ctx = c.ctx();
    c.op_error_named(
        op,
        &format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, a),
            quoted(ctx, b)
        ),
    )
}

/// `CastOp::areCastCompatible`.
fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref(ctx, a), memref(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.elem != y.elem {
                return false;
            }
            if x.layout != y.layout {
                let (Some((sa, oa)), Some((sb, ob))) = (
                    strides_and_offset(ctx, x.shape, x.layout),
                    strides_and_offset(ctx, y.shape, y.layout),
                ) else {
                    return false;
                };
                if sa.len() != sb.len() {
                    return false;
                }
                let ok = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if !ok(oa, ob) || sa.iter().zip(&sb).any(|(&p, &q)| !ok(p, q)) {
                    return false;
                }
            }
            if x.space != y.space || x.shape.len() != y.shape.len() {
                return false;
            }
            x.shape
                .iter()
                .zip(y.shape)
                .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => {
            let (Some((ea, sa)), Some((eb, sb))) = (elem_and_space(ctx, a), elem_and_space(ctx, b))
            else {
                return false;
            };
            let unranked = |t| matches!(ctx.type_data(t), TypeData::UnrankedMemRef { .. });
            if unranked(a) && unranked(b) {
                return false;
            }
            ea == eb && sa == sb
        }
    }
}

fn verify_cast(c: &dyn Checker, op: OpId) -> VResult {
    let a = vtype(c, operands(c, op)[0]);
    let b = result_type(c, op);
    if !memref_cast_compatible(c.ctx(), a, b) {
        return Err(cast_incompatible(c, op, a, b));
    }
    Ok(())
}

fn verify_memory_space_cast(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let a = vtype(c, operands(c, op)[0]);
    let b = result_type(c, op);
    let ok = match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: s1,
                elem: e1,
                layout: l1,
                ..
            },
            TypeData::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                ..
            },
        ) => e1 == e2 && l1 == l2 && s1 == s2,
        (TypeData::UnrankedMemRef { elem: e1, .. }, TypeData::UnrankedMemRef { elem: e2, .. }) => {
            e1 == e2
        }
        _ => false,
    };
    if !ok {
        return Err(cast_incompatible(c, op, a, b));
    }
    Ok(())
}

// ----- copy -----

fn verify_copy(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ops = operands(c, op);
    let (a, b) = (vtype(c, ops[0]), vtype(c, ops[1]));
    let ea = elem_and_space(ctx, a).map(|e| e.0);
    let eb = elem_and_space(ctx, b).map(|e| e.0);
    if ea != eb {
        return Err(c.op_error_named(op, "requires the same element type for all operands"));
    }
    if let (Some(x), Some(y)) = (memref(ctx, a), memref(ctx, b)) {
        let same = x.shape.len() == y.shape.len()
            && x.shape
                .iter()
                .zip(y.shape)
                .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q);
        if !same {
            return Err(c.op_error_named(op, "requires the same shape for all operands"));
        }
    }
    Ok(())
}

// ----- subview / reinterpret_cast -----

/// The checks shared by subview and reinterpret_cast: the static lists'
/// kinds and their dynamic entries.
fn verify_oss_op(c: &dyn Checker, op: OpId) -> Result<OffsetsSizesStrides, Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    for spec in &OSS_PROPS[1..] {
        check_prop(c, op, spec)?;
    }
    let oss = OffsetsSizesStrides::of(ctx, ir, op, 1);
    indexing::verify_dynamic_entries(c, op, &oss)?;
    Ok(oss)
}

/// `computeRankReductionMask`: which dimensions of `original` (all of
/// size 1) are dropped to get `reduced`, or `None`.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && d == reduced[r] {
            r += 1;
            continue;
        }
        unused[i] = true;
        if d != 1 {
            return None;
        }
    }
    if r != reduced.len() {
        return None;
    }
    Some(unused)
}

/// `computeMemRefRankReductionMask`: the dropped dimensions, told apart by
/// their strides when several are of size 1.
fn memref_rank_reduction_mask(
    original: (&[i64], &[i64]),
    reduced: (&[i64], Option<&[i64]>),
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (orig_shape, orig_strides) = original;
    let (red_shape, red_strides) = reduced;
    let mut unused = vec![false; orig_shape.len()];
    if orig_shape.len() == red_shape.len() {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 {
            if let Some(u) = unused.get_mut(i) {
                *u = true;
            }
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + red_shape.len() == orig_shape.len() {
        return Some(unused);
    }
    let red_strides = red_strides?;
    let occurrences = |v: &[i64]| {
        let mut m: std::collections::BTreeMap<i64, usize> = Default::default();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(orig_strides);
    let candidate = occurrences(red_strides);
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let stride = orig_strides[dim];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        if have > want {
            unaccounted.insert(stride, have - 1);
        } else if have == want {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    if count(&unused) + red_shape.len() != orig_shape.len() {
        return None;
    }
    Some(unused)
}

fn verify_subview(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let oss = verify_oss_op(c, op)?;
    let st = vtype(c, operands(c, op)[0]);
    let rt = result_type(c, op);
    let (Some(base), Some(sub)) = (memref(ctx, st), memref(ctx, rt)) else {
        return Ok(());
    };
    let rank = base.shape.len();
    indexing::verify_offset_size_stride(c, op, &oss, [rank, rank, rank])?;
    let plain = |m: String| Err(c.plain_error(op, m));
    if base.space != sub.space {
        return plain(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            quoted(ctx, st),
            quoted(ctx, rt)
        ));
    }
    let Some((base_strides, base_offset)) = strides_and_offset(ctx, base.shape, base.layout) else {
        return plain(format!("base type {} is not strided", quoted(ctx, st)));
    };
    // The result type without rank reduction (`inferResultType`).
    let mut offset = base_offset;
    for (&o, &s) in oss.offsets.iter().zip(&base_strides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let strides: Vec<i64> = base_strides
        .iter()
        .zip(&oss.strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    let layout = strided_text(&strides, offset);
    let expected = memref_text(ctx, &oss.sizes, base.elem, Some(&layout), base.space);
    let got = quoted(ctx, rt);
    let layout_mismatch = || {
        plain(format!(
            "expected result type to be {expected} or a rank-reduced version. (mismatch of result layout), but got {got}"
        ))
    };
    let exact = memref_equals(
        ctx,
        rt,
        &oss.sizes,
        base.elem,
        Some(&(strides.clone(), offset)),
        base.space,
    );
    if !exact {
        if sub.shape.len() > oss.sizes.len() {
            return plain(format!(
                "expected result rank to be smaller or equal to the source rank, but got {got}"
            ));
        }
        if rank_reduction_mask(&oss.sizes, sub.shape).is_none() {
            return plain(format!(
                "expected result type to be {expected} or a rank-reduced version. (mismatch of result sizes), but got {got}"
            ));
        }
        if sub.elem != base.elem {
            return plain(format!(
                "expected result element type to be {}, but got {got}",
                quoted(ctx, base.elem)
            ));
        }
    }
    let sub_so = strides_and_offset(ctx, sub.shape, sub.layout);
    let Some((sub_strides, sub_offset)) = sub_so.clone() else {
        return layout_mismatch();
    };
    if sub_offset != offset {
        return layout_mismatch();
    }
    let Some(unused) = memref_rank_reduction_mask(
        (&oss.sizes, &strides),
        (sub.shape, Some(&sub_strides)),
        &oss.sizes,
    ) else {
        return layout_mismatch();
    };
    let kept: Vec<i64> = strides
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&s, _)| s)
        .collect();
    if kept != sub_strides {
        return layout_mismatch();
    }
    if let Some(m) =
        indexing::out_of_bounds_slice(base.shape, &oss.offsets, &oss.sizes, &oss.strides)
    {
        return plain(m);
    }
    Ok(())
}

fn verify_reinterpret_cast(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let oss = verify_oss_op(c, op)?;
    let st = vtype(c, operands(c, op)[0]);
    let rt = result_type(c, op);
    let Some(r) = memref(ctx, rt) else {
        return Ok(());
    };
    let rank = r.shape.len();
    indexing::verify_offset_size_stride(c, op, &oss, [1, rank, rank])?;
    let plain = |m: String| Err(c.plain_error(op, m));
    let Some((elem, space)) = elem_and_space(ctx, st) else {
        return Ok(());
    };
    if space != r.space {
        return plain(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            quoted(ctx, st),
            quoted(ctx, rt)
        ));
    }
    if elem != r.elem {
        return plain(format!(
            "different element types specified for source type {} and result memref type {}",
            quoted(ctx, st),
            quoted(ctx, rt)
        ));
    }
    let expected_text = |v: i64| {
        if v == DYNAMIC {
            "dynamic".to_string()
        } else {
            v.to_string()
        }
    };
    for (i, (&have, &want)) in r.shape.iter().zip(&oss.sizes).enumerate() {
        if have != DYNAMIC && have != want {
            return plain(format!(
                "expected result type with size = {} instead of {have} in dim = {i}",
                expected_text(want)
            ));
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, r.shape, r.layout) else {
        return plain(format!(
            "expected result type to have strided layout but found {}",
            quoted(ctx, rt)
        ));
    };
    let want = oss.offsets.first().copied().unwrap_or(0);
    if offset != DYNAMIC && offset != want {
        return plain(format!(
            "expected result type with offset = {} instead of {offset}",
            expected_text(want)
        ));
    }
    for (i, (&have, &want)) in strides.iter().zip(&oss.strides).enumerate() {
        if have != DYNAMIC && have != want {
            return plain(format!(
                "expected result type with stride = {} instead of {have} in dim = {i}",
                expected_text(want)
            ));
        }
    }
    Ok(())
}

// ----- global / get_global -----

/// `"vis"? constant? @name : type (= uninitialized | = value)? attr-dict`.
fn elements_type(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, .. }
        | AttrData::DenseStrings { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::Sparse { ty, .. } => Some(*ty),
        _ => None,
    }
}

fn dims_text(shape: &[i64]) -> String {
    let v: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    v.join(", ")
}

fn verify_global(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_prop(c, op, &PropSpec::new("sym_name", AttrKind::String))?;
    check_prop(c, op, &PropSpec::new("sym_visibility", AttrKind::String))?;
    check_prop(c, op, &PropSpec::new("type", AttrKind::MemRefType))?;
    check_prop(c, op, &PropSpec::new("constant", AttrKind::Unit))?;
    check_prop(c, op, &ALIGNMENT)?;
    if let Some(v) = prop(c, op, "sym_visibility") {
        let v = ctx.str_bytes(v);
        if !matches!(v, b"public" | b"private" | b"nested") {
            return Err(c.op_error_named(
                op,
                &format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
                    String::from_utf8_lossy(v)
                ),
            ));
        }
    }
    let Some(AttrData::Type(ty)) = prop(c, op, "type").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let ty = *ty;
    let Some(m) = memref(ctx, ty).filter(|m| m.shape.iter().all(|&d| d != DYNAMIC)) else {
        return Err(c.op_error_named(
            op,
            &format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, ty)
            ),
        ));
    };
    if let Some(init) = prop(c, op, "initial_value") {
        if matches!(ctx.attr_data(init), AttrData::Unit) {
            return Ok(());
        }
        let Some(et) = elements_type(ctx, init) else {
            return Err(c.op_error_named(
                op,
                &format!(
                    "initial value should be a unit or elements attribute, but got {}",
                    crate::printer::attr_to_string(ctx, init)
                ),
            ));
        };
        let (ie, ishape) = match ctx.type_data(et) {
            TypeData::RankedTensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. } => {
                (*elem, shape.to_vec())
            }
            _ => return Ok(()),
        };
        if ie != m.elem {
            return Err(c.op_error_named(
                op,
                &format!(
                    "initial value element expected to be of type {}, but was of type {}",
                    quoted(ctx, m.elem),
                    quoted(ctx, ie)
                ),
            ));
        }
        if ishape != m.shape {
            return Err(c.op_error_named(
                op,
                &format!(
                    "initial value shape expected to be {} but was {}",
                    dims_text(m.shape),
                    dims_text(&ishape)
                ),
            ));
        }
    }
    Ok(())
}

/// `memref.get_global`'s `verifySymbolUses`: the name is a
/// `memref.global` of the result's type.
fn verify_get_global(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(AttrData::SymbolRef { root, .. }) = prop(c, op, "name").map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let name = ctx.str_bytes(*root);
    let shown = String::from_utf8_lossy(name);
    let global = c
        .lookup_symbol(op, name)
        .filter(|&g| ctx.str_bytes(ir.op(g).name) == b"memref.global");
    let Some(g) = global else {
        return Err(c.op_error_named(
            op,
            &format!("'{shown}' does not reference a valid global memref"),
        ));
    };
    let gt = ir
        .op(g)
        .props
        .and_then(|p| ctx.dict_get(p, b"type"))
        .and_then(|a| match ctx.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        });
    let rt = result_type(c, op);
    if let Some(gt) = gt {
        if gt != rt {
            return Err(c.op_error_named(
                op,
                &format!(
                    "result type {} does not match type {} of the global memref @{shown}",
                    quoted(ctx, rt),
                    quoted(ctx, gt)
                ),
            ));
        }
    }
    Ok(())
}

// ----- expand_shape / collapse_shape -----

/// The groups of a `[[0, 1], [2]]` reassociation attribute.
fn reassociation(ctx: &Context, a: Attr) -> Option<Vec<Vec<i64>>> {
    let AttrData::Array(groups) = ctx.attr_data(a) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_data(g) {
            AttrData::Array(es) => es
                .iter()
                .map(|&e| match ctx.attr_data(e) {
                    AttrData::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// `verifyCollapsedShape` (several dynamic sizes per group allowed).
fn verify_collapsed_shape(
    c: &dyn Checker,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> VResult {
    let e = |m: String| Err(c.op_error_named(op, &m));
    if collapsed.len() != groups.len() {
        return e(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next: i64 = 0;
    for (cdim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &d in group {
            if d != next {
                return e("reassociation indices must be contiguous".into());
            }
            next += 1;
            if d < 0 || d as usize >= expanded.len() {
                return e(format!("reassociation index {d} is out of bounds"));
            }
            if expanded[d as usize] == DYNAMIC {
                dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != dynamic {
            return e(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &d| acc.wrapping_mul(expanded[d as usize]));
            if size != collapsed[cdim] {
                return e(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return e("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next as usize != expanded.len() {
        return e(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// Source, result, result type and reassociation groups of a reshape.
type ReshapeTypes<'c> = (MemRef<'c>, MemRef<'c>, Type, Type, Vec<Vec<i64>>);

/// The ODS checks shared by expand_shape and collapse_shape; the source
/// and result memref types and the reassociation groups.
fn verify_reshape_common<'c>(
    c: &'c dyn Checker,
    op: OpId,
    groups_expected: usize,
) -> Result<Option<ReshapeTypes<'c>>, Box<Diagnostic>> {
    let ctx = c.ctx();
    let ir = c.ir();
    check_prop(c, op, &REASSOCIATION)?;
    if groups_expected == 2 {
        check_prop(
            c,
            op,
            &PropSpec::new("static_output_shape", AttrKind::DenseI64Array),
        )?;
    }
    let st = vtype(c, ir.operand(op, 0));
    let rt = result_type(c, op);
    let (Some(s), Some(r)) = (memref(ctx, st), memref(ctx, rt)) else {
        return Ok(None);
    };
    let groups = prop(c, op, "reassociation")
        .and_then(|a| reassociation(ctx, a))
        .unwrap_or_default();
    Ok(Some((s, r, st, rt, groups)))
}

/// `computeExpandedLayoutMap`.
fn expanded_layout(src_strides: &[i64], result_shape: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    let mut reverse = Vec::with_capacity(result_shape.len());
    let mut shape_index = result_shape.len() as isize - 1;
    for (group, &stride) in groups.iter().zip(src_strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reverse.push(current);
            let size = if shape_index >= 0 {
                result_shape.get(shape_index as usize).copied().unwrap_or(1)
            } else {
                1
            };
            current = sat_mul(current, size);
            shape_index -= 1;
        }
    }
    reverse.reverse();
    reverse.resize(result_shape.len(), 1);
    reverse
}

fn verify_expand_shape(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some((s, r, _, rt, groups)) = verify_reshape_common(c, op, 2)? else {
        return Ok(());
    };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 > r1 {
        return Err(c.op_error_named(
            op,
            &format!(
                "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
            ),
        ));
    }
    verify_collapsed_shape(c, op, s.shape, r.shape, &groups)?;
    let identity = layout_is_identity(ctx, r0, s.layout);
    let layout = if identity {
        None
    } else {
        let Some((strides, offset)) = strides_and_offset(ctx, s.shape, s.layout) else {
            return Err(c.op_error_named(op, "invalid source layout map"));
        };
        Some((expanded_layout(&strides, r.shape, &groups), offset))
    };
    if !memref_equals(ctx, rt, r.shape, s.elem, layout.as_ref(), s.space) {
        let text = layout.as_ref().map(|(s, o)| strided_text(s, *o));
        return Err(c.op_error_named(
            op,
            &format!(
                "expected expanded type to be {} but found {}",
                memref_text(ctx, r.shape, s.elem, text.as_deref(), s.space),
                quoted(ctx, rt)
            ),
        ));
    }
    let statics = indexing::i64_array_prop(ctx, ir, op, "static_output_shape").unwrap_or_default();
    if statics.len() != r1 {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
    let given = ir.num_operands(op) - 1;
    if given != dynamic {
        return Err(c.op_error_named(
            op,
            &format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
            ),
        ));
    }
    for (pos, (&d, &st)) in r.shape.iter().zip(&statics).enumerate() {
        if d != DYNAMIC && d != st {
            return Err(
                c.op_error_named(op, &format!("invalid output shape provided at pos {pos}"))
            );
        }
    }
    Ok(())
}

/// `computeCollapsedLayoutMap` (not strict): the result strides, or `None`
/// when non-contiguous dimensions are collapsed.
fn collapsed_layout(shape: &[i64], strides: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    let at = |v: &[i64], i: i64| v.get(usize::try_from(i).ok()?).copied();
    let mut result = Vec::with_capacity(groups.len());
    for g in groups {
        let mut n = g.len();
        if n == 0 {
            return None;
        }
        while n > 1 && at(shape, g[n - 1])? == 1 {
            n -= 1;
        }
        let last = g[n - 1];
        if at(shape, last)? != DYNAMIC || n == 1 {
            result.push(at(strides, last)?);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (gi, g) in groups.iter().enumerate().rev() {
        let mut stride = result[gi];
        for &idx in g.iter().skip(1).rev() {
            stride = sat_mul(stride, at(shape, idx)?);
            if at(shape, idx - 1)? == 1 {
                continue;
            }
            let src = at(strides, idx - 1)?;
            if stride != DYNAMIC && src != DYNAMIC && stride != src {
                return None;
            }
        }
    }
    Some(result)
}

fn verify_collapse_shape(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let Some((s, r, _, rt, groups)) = verify_reshape_common(c, op, 1)? else {
        return Ok(());
    };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 < r1 {
        return Err(c.op_error_named(
            op,
            &format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    verify_collapsed_shape(c, op, r.shape, s.shape, &groups)?;
    let layout = if layout_is_identity(ctx, r0, s.layout) {
        None
    } else {
        let computed = strides_and_offset(ctx, s.shape, s.layout)
            .and_then(|(st, o)| Some((collapsed_layout(s.shape, &st, &groups)?, o)));
        let Some(l) = computed else {
            return Err(c.op_error_named(
                op,
                "invalid source layout map or collapsing non-contiguous dims",
            ));
        };
        Some(l)
    };
    if !memref_equals(ctx, rt, r.shape, s.elem, layout.as_ref(), s.space) {
        let text = layout.as_ref().map(|(s, o)| strided_text(s, *o));
        return Err(c.op_error_named(
            op,
            &format!(
                "expected collapsed type to be {} but found {}",
                memref_text(ctx, r.shape, s.elem, text.as_deref(), s.space),
                quoted(ctx, rt)
            ),
        ));
    }
    Ok(())
}

// ----- view -----

fn verify_view(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ops = operands(c, op);
    let st = vtype(c, ops[0]);
    let rt = result_type(c, op);
    let (Some(b), Some(v)) = (memref(ctx, st), memref(ctx, rt)) else {
        return Ok(());
    };
    let plain = |m: String| Err(c.plain_error(op, m));
    if !layout_is_identity(ctx, b.shape.len(), b.layout) {
        return plain(format!(
            "unsupported map for base memref type {}",
            quoted(ctx, st)
        ));
    }
    if !layout_is_identity(ctx, v.shape.len(), v.layout) {
        return plain(format!(
            "unsupported map for result memref type {}",
            quoted(ctx, rt)
        ));
    }
    if b.space != v.space {
        return plain(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            quoted(ctx, st),
            quoted(ctx, rt)
        ));
    }
    indexing::verify_dynamic_dims(c, op, v.shape, ops.len() - 2)
}

// ----- transpose -----

/// An affine map written inline (`(d0, d1) -> (d1, d0)`) or as an alias
/// (`parseAffineMap`).
pub(super) fn parse_affine_map_ref(p: &mut Parser<'_>) -> DResult<Attr> {
    if p.at_token(TokenKind::HashIdent) {
        return p.attribute_of_kind(None, |d| matches!(d, AttrData::AffineMap(_)));
    }
    let start = p.offset() as usize;
    let buf = p.buf;
    let rest = buf.get(start..).unwrap_or(&[]);
    // Maps of custom forms sit on one line; the rest of the buffer is read
    // only when one does not.
    let line_end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
    let parse = |len: usize| -> Option<Result<(sigil_affine::AffineMap, usize), sigil_affine::AffineError>> {
        let text = match std::str::from_utf8(&rest[..len]) {
            Ok(t) => t,
            Err(e) => std::str::from_utf8(&rest[..e.valid_up_to()]).ok()?,
        };
        Some(sigil_affine::parse_affine_map_at(text, 0))
    };
    let mut result = parse(line_end);
    if matches!(result, Some(Err(_)) | None) && line_end < rest.len() {
        result = parse(rest.len());
    }
    match result {
        Some(Ok((m, end))) => {
            p.relex_at(start + end);
            Ok(p.ctx.intern_attr(AttrData::AffineMap(Box::new(m))))
        }
        Some(Err(e)) => Err(Box::new(Diagnostic::error(
            (start + e.offset) as u32,
            e.message,
        ))),
        None => p.error_here("expected '(' at start of dimensional identifiers list"),
    }
}

/// `%in (d0, d1) -> (d1, d0) attr-dict : type to type`.
fn parse_transpose(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let src = p.operand()?;
    let map = parse_affine_map_ref(p)?;
    let attrs = attr_dict_checked(p, def)?;
    let from = colon_class_type(p, TyClass::MemRef)?;
    p.keyword("to")?;
    let to = parse_class_type(p, TyClass::MemRef)?;
    let mut parts = OpParts {
        attrs,
        ..Default::default()
    };
    parts.operands.push(p.resolve_one(src, from)?);
    let e = p.prop("permutation", map);
    parts.props.push(e);
    parts.result_types.push(to);
    p.finish_op(def, start, parts)
}

fn print_transpose(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    p.w(" ");
    if let Some(s) = ir.operands(op).next() {
        p.value(s);
    }
    p.w(" ");
    match p.prop(op, "permutation").map(|a| (a, ctx.attr_data(a))) {
        Some((_, AttrData::AffineMap(m))) => p.w(&sigil_affine::affine_map_to_string(m)),
        Some((a, _)) => p.attr(a),
        None => {}
    }
    p.attr_dict(op, &["permutation"]);
    p.w(" : ");
    if let Some(s) = ir.operands(op).next() {
        p.ty(ir.value_type(s));
    }
    p.w(" to ");
    print_result_type(p, op);
}

/// `makeStridedLinearLayoutMap`, simplified, as text.
fn strided_map_text(strides: &[i64], offset: i64) -> String {
    let mut arena = sigil_affine::ExprArena::new();
    let mut symbols = 0;
    let mut expr = if offset == DYNAMIC {
        symbols += 1;
        arena.symbol(0)
    } else {
        arena.constant(offset)
    };
    for (i, &s) in strides.iter().enumerate() {
        let d = arena.dim(i as u32);
        let m = if s == DYNAMIC {
            symbols += 1;
            arena.symbol(symbols - 1)
        } else {
            arena.constant(s)
        };
        let term = arena.mul(d, m);
        expr = arena.add(expr, term);
    }
    let map = sigil_affine::AffineMap::new(strides.len() as u32, symbols, &arena, &[expr]);
    format!("affine_map<{}>", sigil_affine::affine_map_to_string(&map))
}

fn verify_transpose(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_prop(c, op, &PropSpec::new("permutation", AttrKind::AffineMap))?;
    let ops = operands(c, op);
    let Some(AttrData::AffineMap(map)) = prop(c, op, "permutation").map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    if !map.is_permutation() {
        return Err(c.op_error_named(op, "expected a permutation map"));
    }
    let st = vtype(c, ops[0]);
    let rt = result_type(c, op);
    let (Some(s), Some(r)) = (memref(ctx, st), memref(ctx, rt)) else {
        return Ok(());
    };
    if map.num_dims() as usize != s.shape.len() {
        return Err(c.op_error_named(op, "expected a permutation map of same rank as the input"));
    }
    let Some((strides, offset)) = strides_and_offset(ctx, s.shape, s.layout) else {
        return Ok(());
    };
    let perm: Vec<usize> = (0..map.num_results())
        .filter_map(|i| match map.result(i) {
            sigil_affine::AffineExpr::Dim(d) => Some(d as usize),
            _ => None,
        })
        .collect();
    let shape: Vec<i64> = perm
        .iter()
        .filter_map(|&d| s.shape.get(d).copied())
        .collect();
    let pstrides: Vec<i64> = perm
        .iter()
        .filter_map(|&d| strides.get(d).copied())
        .collect();
    let ok = r.shape == shape.as_slice()
        && r.elem == s.elem
        && r.space == s.space
        && strides_and_offset(ctx, r.shape, r.layout) == Some((pstrides.clone(), offset));
    if !ok {
        let canonical = canonical_strides(&shape);
        let layout = if offset == 0 && pstrides == canonical {
            None
        } else {
            Some(strided_map_text(&pstrides, offset))
        };
        return Err(c.op_error_named(
            op,
            &format!(
                "result type {} is not equivalent to the canonical transposed input type {}",
                quoted(ctx, rt),
                memref_text(ctx, &shape, s.elem, layout.as_deref(), s.space)
            ),
        ));
    }
    Ok(())
}

// ----- reshape -----

fn verify_reshape(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ops = operands(c, op);
    let st = vtype(c, ops[0]);
    let sh = vtype(c, ops[1]);
    let rt = result_type(c, op);
    if elem_and_space(ctx, st).map(|e| e.0) != elem_and_space(ctx, rt).map(|e| e.0) {
        return Err(c.op_error_named(
            op,
            "element types of source and destination memref types should be the same",
        ));
    }
    if let Some(m) = memref(ctx, st) {
        if !layout_is_identity(ctx, m.shape.len(), m.layout) {
            return Err(c.op_error_named(op, "source memref type should have identity affine map"));
        }
    }
    let len = memref(ctx, sh).map_or(DYNAMIC, |m| m.shape[0]);
    if let Some(r) = memref(ctx, rt) {
        if !layout_is_identity(ctx, r.shape.len(), r.layout) {
            return Err(c.op_error_named(op, "result memref type should have identity affine map"));
        }
        if len == DYNAMIC {
            return Err(c.op_error_named(
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if len != r.shape.len() as i64 {
            return Err(c.op_error_named(
                op,
                "length of shape operand differs from the result's memref rank",
            ));
        }
    }
    Ok(())
}

// ----- atomic_rmw / generic_atomic_rmw / atomic_yield -----

fn verify_atomic_rmw(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_prop(c, op, &PropSpec::new("kind", AttrKind::I64Enum { max: 15 }))?;
    let ops = operands(c, op);
    let vt = vtype(c, ops[0]);
    let rt = result_type(c, op);
    if rt != vt {
        return Err(c.op_error_named(
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    let Some(m) = memref(ctx, vtype(c, ops[1])) else {
        return Ok(());
    };
    if m.shape.len() != ops.len() - 2 {
        return Err(c.op_error_named(
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = int_prop(c, op, "kind").unwrap_or(0) as usize;
    let name = ATOMIC_KINDS.get(kind).copied().unwrap_or("");
    let is_float = matches!(ctx.type_data(vt), TypeData::Float(_));
    let is_int = matches!(ctx.type_data(vt), TypeData::Integer { .. });
    match name {
        "addf" | "maximumf" | "minimumf" | "mulf" if !is_float => Err(c.op_error_named(
            op,
            &format!("with kind '{name}' expects a floating-point type"),
        )),
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
            if !is_int =>
        {
            Err(c.op_error_named(op, &format!("with kind '{name}' expects an integer type")))
        }
        _ => Ok(()),
    }
}

/// `%m[%i] : type region attr-dict`.
fn parse_generic_atomic_rmw(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let m = p.operand()?;
    let indices = bracket_operands(p)?;
    let ty = p.colon_type()?;
    let index = p.ctx.index_type();
    let mut parts = OpParts::default();
    parts.operands.push(p.resolve_one(m, ty)?);
    parts.operands.extend(resolve_all(p, &indices, index)?);
    let r = p.ir.create_region();
    p.region_with_args(r, &[], false, "", None)?;
    parts.regions.push(r);
    parts.attrs = attr_dict_checked(p, def)?;
    let Some(elem) = memref(p.ctx, ty).map(|m| m.elem) else {
        let shown = quoted(p.ctx, ty);
        return p.custom_error(
            start,
            format!("invalid kind of type specified: expected builtin.memref, but found {shown}"),
        );
    };
    parts.result_types.push(elem);
    p.finish_op(def, start, parts)
}

fn print_generic_atomic_rmw(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    print_indexed(p, 0, op);
    p.w(" : ");
    if let Some(m) = ir.operands(op).next() {
        p.ty(ir.value_type(m));
    }
    p.w(" ");
    if let Some(&r) = ir.regions(op).first() {
        p.region(r, true, true, false);
    }
    p.attr_dict(op, &[]);
}

/// Ops `isMemoryEffectFree` accepts in a generic_atomic_rmw body.
fn effect_free(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let name = ctx.str_bytes(ir.op(op).name);
    let dialect = name.split(|&c| c == b'.').next().unwrap_or(&[]);
    matches!(dialect, b"arith" | b"math" | b"index" | b"complex")
        || matches!(
            name,
            b"memref.atomic_yield"
                | b"memref.cast"
                | b"memref.dim"
                | b"memref.rank"
                | b"scf.yield"
                | b"scf.if"
                | b"scf.for"
                | b"scf.execute_region"
                | b"scf.index_switch"
                | b"cf.br"
                | b"cf.cond_br"
        )
}

fn verify_generic_atomic_rmw(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let args = ir
        .entry_block(ir.regions(op)[0])
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err(c.op_error_named(op, "expected single number of entry block arguments"));
    }
    if result_type(c, op) != vtype(c, args[0]) {
        return Err(c.op_error_named(op, "expected block argument of the same type result type"));
    }
    let mut bad = None;
    ir.walk(op, &mut |o| {
        if o != op && bad.is_none() && !effect_free(ctx, ir, o) {
            bad = Some(o);
        }
    });
    if let Some(o) = bad {
        return Err(c.plain_error(
            o,
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects".into(),
        ));
    }
    Ok(())
}

fn verify_atomic_yield(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some(parent) = ir.parent_op(op) else {
        return Ok(());
    };
    let Some(pt) = ir.results(parent).next().map(|v| ir.value_type(v)) else {
        return Ok(());
    };
    let t = vtype(c, operands(c, op)[0]);
    if pt != t {
        return Err(c.op_error_named(
            op,
            &format!(
                "types mismatch between yield op: {} and its parent: {}",
                quoted(ctx, t),
                quoted(ctx, pt)
            ),
        ));
    }
    Ok(())
}

// ----- prefetch -----

/// `%m[%i], read|write, locality<N>, data|instr : type` (no attribute
/// dictionary, as MLIR's parser reads it).
fn parse_prefetch(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let m = p.operand()?;
    let indices = bracket_operands(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    if !p.at_token(TokenKind::BareIdent) {
        let at = p.here();
        return p.custom_error(at, "expected valid keyword");
    }
    let rw = p.spelling().to_vec();
    p.bump();
    p.expect_token(TokenKind::Comma, "expected ','")?;
    p.keyword("locality")?;
    p.expect_token(TokenKind::Less, "expected '<'")?;
    let i32t = p.ctx.i(32);
    let hint = p.parse_attribute(Some(i32t))?;
    p.expect_token(TokenKind::Greater, "expected '>'")?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    if !p.at_token(TokenKind::BareIdent) {
        let at = p.here();
        return p.custom_error(at, "expected valid keyword");
    }
    let cache = p.spelling().to_vec();
    p.bump();
    let ty = colon_class_type(p, TyClass::MemRef)?;
    let index = p.ctx.index_type();
    let mut parts = OpParts::default();
    parts.operands.push(p.resolve_one(m, ty)?);
    parts.operands.extend(resolve_all(p, &indices, index)?);
    if rw != b"read" && rw != b"write" {
        return p.custom_error(start, "rw specifier has to be 'read' or 'write'");
    }
    let i1 = p.ctx.i(1);
    let flag = |p: &mut Parser<'_>, v: bool| {
        p.ctx.intern_attr(AttrData::Integer {
            ty: i1,
            value: sigil_numeric::ApInt::from_u64(1, u64::from(v)),
        })
    };
    let w = flag(p, rw == b"write");
    let e = p.prop("isWrite", w);
    parts.props.push(e);
    let e = p.prop("localityHint", hint);
    parts.props.push(e);
    if cache != b"data" && cache != b"instr" {
        return p.custom_error(start, "cache type has to be 'data' or 'instr'");
    }
    let d = flag(p, cache == b"data");
    let e = p.prop("isDataCache", d);
    parts.props.push(e);
    p.finish_op(def, start, parts)
}

fn bool_prop(p: &AsmPrinter<'_>, op: OpId, name: &str) -> bool {
    let ctx = p.ctx();
    matches!(p.prop(op, name).map(|a| ctx.attr_data(a)), Some(AttrData::Integer { value, .. }) if !value.is_zero())
}

fn print_prefetch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    p.w(" ");
    print_indexed(p, 0, op);
    p.w(", ");
    p.w(if bool_prop(p, op, "isWrite") {
        "write"
    } else {
        "read"
    });
    p.w(", locality<");
    if let Some(AttrData::Integer { value, .. }) =
        p.prop(op, "localityHint").map(|a| ctx.attr_data(a))
    {
        let mut s = String::new();
        value.write_signed(&mut s);
        p.w(&s);
    }
    p.w(">, ");
    p.w(if bool_prop(p, op, "isDataCache") {
        "data"
    } else {
        "instr"
    });
    p.attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
    p.w(" : ");
    if let Some(m) = ir.operands(op).next() {
        p.ty(ir.value_type(m));
    }
}

fn verify_prefetch(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    check_prop(c, op, &PropSpec::new("isWrite", AttrKind::Bool))?;
    check_prop(
        c,
        op,
        &PropSpec::new("localityHint", AttrKind::I32Range { min: 0, max: 3 }),
    )?;
    check_prop(c, op, &PropSpec::new("isDataCache", AttrKind::Bool))?;
    let ops = operands(c, op);
    let Some(m) = memref(ctx, vtype(c, ops[0])) else {
        return Ok(());
    };
    if ops.len() != 1 + m.shape.len() {
        return Err(c.op_error_named(op, "too few indices"));
    }
    Ok(())
}

// ----- distinct_objects -----

/// `DistinctObjectsOp::verify`.
fn verify_distinct_objects(c: &dyn Checker, op: OpId) -> VResult {
    let ir = c.ir();
    let ins: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let outs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if ins != outs {
        return Err(c.op_error_named(op, "operand types and result types must match"));
    }
    if ins.is_empty() {
        return Err(c.op_error_named(op, "expected at least one operand"));
    }
    Ok(())
}

// ----- dma_start / dma_wait -----

/// `%src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)? : src, dst,
/// tag` (`DmaStartOp::parse`; no attribute dictionary, as MLIR's parser
/// reads it).
fn parse_dma_start(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let src = p.operand()?;
    let src_idx = bracket_operands(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let dst = p.operand()?;
    let dst_idx = bracket_operands(p)?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let n = p.operand()?;
    p.expect_token(TokenKind::Comma, "expected ','")?;
    let tag = p.operand()?;
    let tag_idx = bracket_operands(p)?;
    // `parseTrailingOperandList`.
    let mut stride = SmallVec::<[SsaUse<'_>; 4]>::new();
    if p.eat_token(TokenKind::Comma) {
        stride = p.operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return p.custom_error(start, "expected two stride related operands");
    }
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let types = p.type_list()?;
    if types.len() != 3 {
        return p.custom_error(start, "fewer/more types expected");
    }
    let index = p.ctx.index_type();
    let mut parts = OpParts::default();
    parts.operands.push(p.resolve_one(src, types[0])?);
    parts.operands.extend(resolve_all(p, &src_idx, index)?);
    parts.operands.push(p.resolve_one(dst, types[1])?);
    parts.operands.extend(resolve_all(p, &dst_idx, index)?);
    parts.operands.push(p.resolve_one(n, index)?);
    parts.operands.push(p.resolve_one(tag, types[2])?);
    parts.operands.extend(resolve_all(p, &tag_idx, index)?);
    parts.operands.extend(resolve_all(p, &stride, index)?);
    p.finish_op(def, start, parts)
}

/// The rank of a memref type (0 for anything else, as the operand
/// positions are only asked once the type is known to be a memref).
fn memref_rank(ctx: &Context, t: Type) -> usize {
    memref(ctx, t).map_or(0, |m| m.shape.len())
}

/// Positions of `DmaStartOp`'s operands: (dst memref, num elements, tag
/// memref, first stride operand).
fn dma_positions(ctx: &Context, ir: &Ir, op: OpId) -> (usize, usize, usize, usize) {
    let ops: Vec<Value> = ir.operands(op).collect();
    let ty = |i: usize| ops.get(i).map(|&v| ir.value_type(v));
    let dst = 1 + ty(0).map_or(0, |t| memref_rank(ctx, t));
    let n = dst + 1 + ty(dst).map_or(0, |t| memref_rank(ctx, t));
    let tag = n + 1;
    let stride = tag + 1 + ty(tag).map_or(0, |t| memref_rank(ctx, t));
    (dst, n, tag, stride)
}

fn print_dma_start(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let ops: Vec<Value> = ir.operands(op).collect();
    let (dst, n, tag, stride) = dma_positions(ctx, ir, op);
    // (The printer's preparation may see an op that fails verification.)
    if tag >= ops.len() || stride > ops.len() {
        return;
    }
    let indexed = |p: &mut AsmPrinter<'_>, at: usize, end: usize| {
        p.value(ops[at]);
        p.w("[");
        p.values(ops[at + 1..end].iter().copied());
        p.w("]");
    };
    p.w(" ");
    indexed(p, 0, dst);
    p.w(", ");
    indexed(p, dst, n);
    p.w(", ");
    p.value(ops[n]);
    p.w(", ");
    indexed(p, tag, stride.min(ops.len()));
    if ops.len() > stride {
        p.w(", ");
        p.values(ops[stride..].iter().copied());
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    p.ty(ir.value_type(ops[0]));
    p.w(", ");
    p.ty(ir.value_type(ops[dst]));
    p.w(", ");
    p.ty(ir.value_type(ops[tag]));
}

/// `DmaStartOp::verify`, in MLIR's order.
fn verify_dma_start(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ops = operands(c, op);
    let num = ops.len();
    if num < 4 {
        return Err(c.op_error_named(op, "expected at least 4 operands"));
    }
    let is_index = |v: &Value| matches!(ctx.type_data(vtype(c, *v)), TypeData::Index);
    let Some(src) = memref(ctx, vtype(c, ops[0])) else {
        return Err(c.op_error_named(op, "expected source to be of memref type"));
    };
    let src_rank = src.shape.len();
    if num < src_rank + 4 {
        return Err(c.op_error_named(op, &format!("expected at least {} operands", src_rank + 4)));
    }
    if !ops[1..1 + src_rank].iter().all(is_index) {
        return Err(c.op_error_named(op, "expected source indices to be of index type"));
    }
    let dst_at = 1 + src_rank;
    let Some(dst) = memref(ctx, vtype(c, ops[dst_at])) else {
        return Err(c.op_error_named(op, "expected destination to be of memref type"));
    };
    let dst_rank = dst.shape.len();
    let mut expected = src_rank + dst_rank + 4;
    if num < expected {
        return Err(c.op_error_named(op, &format!("expected at least {expected} operands")));
    }
    if !ops[dst_at + 1..dst_at + 1 + dst_rank].iter().all(is_index) {
        return Err(c.op_error_named(op, "expected destination indices to be of index type"));
    }
    let n_at = dst_at + 1 + dst_rank;
    if !is_index(&ops[n_at]) {
        return Err(c.op_error_named(op, "expected num elements to be of index type"));
    }
    let tag_at = n_at + 1;
    let Some(tag) = memref(ctx, vtype(c, ops[tag_at])) else {
        return Err(c.op_error_named(op, "expected tag to be of memref type"));
    };
    let tag_rank = tag.shape.len();
    expected += tag_rank;
    if num < expected {
        return Err(c.op_error_named(op, &format!("expected at least {expected} operands")));
    }
    if !ops[tag_at + 1..tag_at + 1 + tag_rank].iter().all(is_index) {
        return Err(c.op_error_named(op, "expected tag indices to be of index type"));
    }
    if num != expected && num != expected + 2 {
        return Err(c.op_error_named(op, "incorrect number of operands"));
    }
    if num == expected + 2 && !ops[expected..].iter().all(is_index) {
        return Err(c.op_error_named(
            op,
            "expected stride and num elements per stride to be of type index",
        ));
    }
    Ok(())
}

/// `DmaWaitOp::verify`.
fn verify_dma_wait(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ops = operands(c, op);
    let rank = memref(ctx, vtype(c, ops[0])).map_or(0, |m| m.shape.len());
    let indices = ops.len().saturating_sub(2);
    if indices != rank {
        return Err(c.op_error_named(
            op,
            &format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}"
            ),
        ));
    }
    Ok(())
}

// ----- assume_alignment -----

fn verify_assume_alignment(c: &dyn Checker, op: OpId) -> VResult {
    check_prop(c, op, &PropSpec::new("alignment", AttrKind::PositiveI32))?;
    let ops = operands(c, op);
    if vtype(c, ops[0]) != result_type(c, op) {
        return Err(c.op_error_named(op, "requires the same type for all operands and results"));
    }
    let a = int_prop(c, op, "alignment").unwrap_or(1);
    if !(a as u64).is_power_of_two() {
        return Err(c.op_error_named(op, "alignment must be power of 2"));
    }
    Ok(())
}

// ----- extract_strided_metadata / extract_aligned_pointer_as_index -----

fn verify_extract_strided_metadata(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    // Counts and types are the declared structure's; what is left is
    // `InferTypeOpInterface`'s comparison with the inferred results.
    let Some(m) = memref(ctx, ir.value_type(ir.operand(op, 0))) else {
        return Ok(());
    };
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let ok = results.len() == 2 + 2 * m.shape.len()
        && memref(ctx, results[0]).is_some_and(|b| {
            b.shape.is_empty() && b.layout.is_none() && b.elem == m.elem && b.space == m.space
        })
        && results[1..]
            .iter()
            .all(|&t| matches!(ctx.type_data(t), TypeData::Index));
    if !ok {
        let mut inferred = vec![memref_text(ctx, &[], m.elem, None, m.space)];
        inferred.extend(vec!["'index'".to_string(); 1 + 2 * m.shape.len()]);
        let actual: Vec<String> = results.iter().map(|&t| quoted(ctx, t)).collect();
        return Err(c.op_error_named(
            op,
            &format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                inferred.join(", "),
                actual.join(", ")
            ),
        ));
    }
    Ok(())
}

/// `(-> types)? region attr-dict`.
fn parse_alloca_scope(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let mut parts = OpParts::default();
    if p.eat_token(TokenKind::Arrow) {
        if p.eat_token(TokenKind::LParen) {
            if !p.eat_token(TokenKind::RParen) {
                parts.result_types.extend(p.type_list()?);
                p.expect_token(TokenKind::RParen, "expected ')'")?;
            }
        } else {
            parts.result_types.push(p.parse_non_function_type()?);
        }
    }
    let r = p.ir.create_region();
    p.region_with_args(
        r,
        &[],
        false,
        "",
        Some(("memref.alloca_scope.return", start)),
    )?;
    parts.regions.push(r);
    parts.attrs = attr_dict_checked(p, def)?;
    p.finish_op(def, start, parts)
}

fn print_alloca_scope(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.w(" ");
    let has_results = ir.num_results(op) > 0;
    if has_results {
        p.w(" -> (");
        p.types(ir.results(op).map(|v| ir.value_type(v)));
        p.w(")");
    }
    p.w(" ");
    if let Some(&r) = ir.regions(op).first() {
        p.region(r, false, has_results, false);
    }
    p.attr_dict(op, &[]);
}
