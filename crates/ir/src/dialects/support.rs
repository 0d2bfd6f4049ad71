//! Helpers shared by the dialects: type classes as ODS names them, the
//! checks of common traits with MLIR's messages, and the custom-form
//! shapes many ops share.

use crate::attrs::AttrData;
use crate::context::Context;
use crate::types::{Signedness, Type, TypeData};

/// The type of a typed attribute (`TypedAttr`), if it has one.
pub(crate) fn typed_attr_type(_ctx: &Context, data: &AttrData) -> Option<Type> {
    match data {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::DenseElements { ty, .. }
        | AttrData::DenseStrings { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::Sparse { ty, .. } => Some(*ty),
        AttrData::String { ty: Some(t), .. } => Some(*t),
        AttrData::Opaque(o) => o.ty,
        AttrData::Dialect(d) => d.ty,
        _ => None,
    }
}

/// The element type of a vector or tensor, or the type itself.
pub(crate) fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. }
        | TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem } => *elem,
        _ => t,
    }
}

/// MLIR's `getElementTypeOrSelf`: the element type of any shaped type
/// (memrefs included), else the type itself.
pub(crate) fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => *elem,
        _ => element_type(ctx, t),
    }
}

pub(crate) fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

pub(crate) fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

pub(crate) fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// The bit width of an integer or float type.
pub(crate) fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// Whether `t` is a vector or tensor (ranked or not).
pub(crate) fn is_container(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// `'type'` as MLIR quotes types in messages.
pub(crate) fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", crate::printer::type_to_string(ctx, t))
}

/// The integer elements of a `dense<...>` attribute as decimals, signed or
/// zero-extended (a splat repeated over its shape).
pub(crate) fn dense_int_values(ctx: &Context, a: crate::Attr, signed: bool) -> Vec<String> {
    let AttrData::DenseElements { ty, splat, data } = ctx.attr_data(a) else {
        return Vec::new();
    };
    let elem = element_type(ctx, *ty);
    let width = match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        _ => return Vec::new(),
    };
    let n = ctx
        .type_data(*ty)
        .shape()
        .map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
    let size = sigil_numeric::ApInt::storage_bytes(width);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let at = if *splat { 0 } else { i * size };
        let Some(bytes) = data.get(at..at + size) else {
            break;
        };
        if let Ok(v) = sigil_numeric::ApInt::from_le_bytes(width, bytes) {
            let mut s = String::new();
            if width == 1 {
                s.push_str(if v.is_zero() { "0" } else { "1" });
            } else if signed {
                v.write_signed(&mut s);
            } else {
                v.write_unsigned(&mut s);
            }
            out.push(s);
        }
    }
    out
}

/// `ElementsAttr`: dense, dense-resource or sparse elements.
pub(crate) fn is_elements(ctx: &Context, a: crate::Attr) -> bool {
    matches!(
        ctx.attr_data(a),
        AttrData::DenseElements { .. }
            | AttrData::DenseStrings { .. }
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
    )
}
