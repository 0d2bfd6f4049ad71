//! Constant attributes as folders compute with them: integers of up to
//! 128 bits held as `u128` lanes, zero-extended, for a scalar
//! (`IntegerAttr`), a splat or a dense elements attribute, which is what
//! MLIR's `constFoldBinaryOp`/`constFoldUnaryOp` accept. Wider integers are
//! not folded (no dialect sigil runs computes with them).

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Context, Type, TypeData};
use sigil_numeric::ApInt;

/// The elements of a constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lanes {
    Scalar(u128),
    Splat(u128),
    Dense(Vec<u128>),
}

/// An integer constant: its type (scalar or shaped), element width and
/// values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ints {
    pub ty: Type,
    pub width: u32,
    pub lanes: Lanes,
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { elem, .. }
        | TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem }
        | TypeData::MemRef { elem, .. }
        | TypeData::UnrankedMemRef { elem, .. } => *elem,
        _ => ty,
    }
}

/// The width of an integer or index type.
pub(crate) fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(sigil_numeric::INDEX_WIDTH),
        _ => None,
    }
}

pub(crate) fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `v` (of `width` bits) sign-extended.
pub(crate) fn sext(v: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v as i128;
    }
    let shift = 128 - width;
    ((v << shift) as i128) >> shift
}

fn from_le(bytes: &[u8]) -> u128 {
    let mut b = [0u8; 16];
    b[..bytes.len()].copy_from_slice(bytes);
    u128::from_le_bytes(b)
}

/// The integer constant `a` is, if it is one of at most 128 bits.
pub(crate) fn ints(ctx: &Context, a: Attr) -> Option<Ints> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } => {
            let width = value.width();
            if width > 128 {
                return None;
            }
            Some(Ints {
                ty: *ty,
                width,
                lanes: Lanes::Scalar(from_le(&value.to_le_bytes())),
            })
        }
        AttrData::DenseElements { ty, splat, data } => {
            let elem = element_type(ctx, *ty);
            let width = int_width(ctx, elem)?;
            if width > 128 {
                return None;
            }
            let size = sigil_ir::types::storage_bytes(ctx.type_data(elem), ctx)?;
            let m = mask(width);
            let lanes = if *splat {
                Lanes::Splat(from_le(data.get(..size)?) & m)
            } else {
                Lanes::Dense(data.chunks(size).map(|c| from_le(c) & m).collect())
            };
            Some(Ints {
                ty: *ty,
                width,
                lanes,
            })
        }
        _ => None,
    }
}

impl Ints {
    /// The one value of a scalar or splat (`m_ConstantInt`).
    pub fn splat_value(&self) -> Option<u128> {
        match self.lanes {
            Lanes::Scalar(v) | Lanes::Splat(v) => Some(v),
            Lanes::Dense(_) => None,
        }
    }

    /// Whether every element is `v` (`m_Zero`, `m_One` on a splat).
    pub fn is(&self, v: u128) -> bool {
        self.splat_value() == Some(v & mask(self.width))
    }

    pub fn is_all_ones(&self) -> bool {
        self.splat_value() == Some(mask(self.width))
    }
}

/// The attribute of type `ty` (scalar or shaped) holding `lanes` of
/// `width`-bit integers.
pub(crate) fn make_ints(ctx: &mut Context, ty: Type, width: u32, lanes: Lanes) -> Attr {
    let m = mask(width);
    let scalar = |v: u128| {
        let bytes = (v & m).to_le_bytes();
        ApInt::from_le_bytes(width, &bytes[..ApInt::storage_bytes(width).clamp(1, 16)])
            .expect("a width of at most 128 bits")
    };
    match lanes {
        Lanes::Scalar(v) => ctx.intern_attr(AttrData::Integer {
            ty,
            value: scalar(v),
        }),
        Lanes::Splat(_) | Lanes::Dense(_) => {
            let elem = element_type(ctx, ty);
            let size = sigil_ir::types::storage_bytes(ctx.type_data(elem), ctx)
                .expect("an integer element type");
            let (splat, values) = match lanes {
                Lanes::Splat(v) => (true, vec![v]),
                // Equal elements make a splat, as MLIR's `DenseElementsAttr::get`.
                Lanes::Dense(vs) if vs.windows(2).all(|w| w[0] == w[1]) && !vs.is_empty() => {
                    (true, vec![vs[0]])
                }
                Lanes::Dense(vs) => (false, vs),
                Lanes::Scalar(_) => unreachable!(),
            };
            let mut data = Vec::with_capacity(values.len() * size);
            for v in values {
                data.extend_from_slice(&(v & m).to_le_bytes()[..size]);
            }
            ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat,
                data: data.into_boxed_slice(),
            })
        }
    }
}

/// `ty`'s number of elements if it is a statically shaped vector or tensor.
pub(crate) fn static_elements(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => shape,
        _ => return None,
    };
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    Some(shape.iter().map(|&d| d as usize).product())
}

/// MLIR's `Builder::getZeroAttr` for an integer-like `ty`: a scalar, or a
/// splat of a statically shaped vector or tensor; `None` otherwise.
pub(crate) fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attr> {
    let elem = element_type(ctx, ty);
    let width = int_width(ctx, elem)?;
    if width > 128 {
        return None;
    }
    if elem == ty {
        return Some(make_ints(ctx, ty, width, Lanes::Scalar(0)));
    }
    static_elements(ctx, ty)?;
    Some(make_ints(ctx, ty, width, Lanes::Splat(0)))
}

/// MLIR's `constFoldBinaryOp<IntegerAttr>`: both scalars, both splats, or
/// both dense of the same count; `f` answers `None` to give up.
pub(crate) fn fold_binary(
    ctx: &mut Context,
    a: Attr,
    b: Attr,
    f: impl FnMut(u128, u128, u32) -> Option<u128>,
) -> Option<Attr> {
    let x = ints(ctx, a)?;
    fold_binary_to(ctx, a, b, x.ty, x.width, f)
}

/// [`fold_binary`] with a result of another type (`cmpi`'s `i1`s): `ty`,
/// of `width`-bit elements.
pub(crate) fn fold_binary_to(
    ctx: &mut Context,
    a: Attr,
    b: Attr,
    ty: Type,
    width: u32,
    mut f: impl FnMut(u128, u128, u32) -> Option<u128>,
) -> Option<Attr> {
    let (x, y) = (ints(ctx, a)?, ints(ctx, b)?);
    if x.width != y.width {
        return None;
    }
    let w = x.width;
    let m = mask(width);
    let lanes = match (&x.lanes, &y.lanes) {
        (Lanes::Scalar(p), Lanes::Scalar(q)) => Lanes::Scalar(f(*p, *q, w)? & m),
        (Lanes::Splat(p), Lanes::Splat(q)) => Lanes::Splat(f(*p, *q, w)? & m),
        (Lanes::Scalar(_), _) | (_, Lanes::Scalar(_)) => return None,
        _ => {
            let n = static_elements(ctx, x.ty)?;
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(f(x.lanes.get(i), y.lanes.get(i), w)? & m);
            }
            Lanes::Dense(out)
        }
    };
    Some(make_ints(ctx, ty, width, lanes))
}

/// MLIR's `constFoldCastOp<IntegerAttr, IntegerAttr>`: the constant `a`
/// as `ty` of `width`-bit elements, each through `f` (value, its width).
pub(crate) fn fold_cast(
    ctx: &mut Context,
    a: Attr,
    ty: Type,
    width: u32,
    f: impl Fn(u128, u32) -> u128,
) -> Option<Attr> {
    let x = ints(ctx, a)?;
    let m = mask(width);
    let lanes = match &x.lanes {
        Lanes::Scalar(v) => Lanes::Scalar(f(*v, x.width) & m),
        Lanes::Splat(v) => Lanes::Splat(f(*v, x.width) & m),
        Lanes::Dense(vs) => Lanes::Dense(vs.iter().map(|&v| f(v, x.width) & m).collect()),
    };
    Some(make_ints(ctx, ty, width, lanes))
}

impl Lanes {
    fn get(&self, i: usize) -> u128 {
        match self {
            Lanes::Splat(v) | Lanes::Scalar(v) => *v,
            Lanes::Dense(vs) => vs[i],
        }
    }
}
