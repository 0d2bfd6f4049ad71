//! From sigil IR to the ABI crate's model: types ([`mlir_type`]) and attributes as printed text.
//!
//! The ABI crate reasons about a small model of MLIR types ([`MlirType`]): integers, `index`,
//! floats, tensors, tuples and `!util.list`, with everything else carried as its printed text
//! so that declarations still show it exactly as the printer does. Types are converted
//! structurally from [`TypeData`]; `!util.list<...>` is an unregistered (opaque) type here, so
//! it is recognised by its dialect and body and its element read back from the printed text.

use sigil_abi::{FloatKind as AbiFloat, MlirType, Signedness as AbiSignedness};
use sigil_ir::types::{Signedness, DYNAMIC};
use sigil_ir::{printer, Attr, Context, Type, TypeData};

/// Levels of `tensor`/`tuple` nesting converted structurally; deeper types stay structured up
/// to this depth and end in printed text, so that the ABI crate still reports them as too
/// deep (its own limit, [`sigil_abi::MAX_NESTING`], is lower) instead of this recursion
/// walking an arbitrarily deep type.
const MAX_CONVERTED_DEPTH: usize = sigil_abi::MAX_NESTING + 2;

/// The ABI model of `ty`.
pub fn mlir_type(ctx: &Context, ty: Type) -> MlirType {
    convert(ctx, ty, 1)
}

fn convert(ctx: &Context, ty: Type, depth: usize) -> MlirType {
    if depth > MAX_CONVERTED_DEPTH {
        return MlirType::Other(printer::type_to_string(ctx, ty));
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => MlirType::Integer {
            width: *width,
            signedness: match signedness {
                Signedness::Signless => AbiSignedness::Signless,
                Signedness::Signed => AbiSignedness::Signed,
                Signedness::Unsigned => AbiSignedness::Unsigned,
            },
        },
        TypeData::Index => MlirType::Index,
        TypeData::Float(kind) => match AbiFloat::from_name(kind.name()) {
            Some(kind) => MlirType::Float(kind),
            None => MlirType::Other(kind.name().to_owned()),
        },
        TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        } => MlirType::Tensor {
            elem: Box::new(convert(ctx, *elem, depth + 1)),
            shape: Some(
                shape
                    .iter()
                    .map(|&d| if d == DYNAMIC || d < 0 { None } else { Some(d) })
                    .collect(),
            ),
            encoding: encoding.map(|e| printer::attr_to_string(ctx, e)),
        },
        TypeData::UnrankedTensor { elem } => MlirType::Tensor {
            elem: Box::new(convert(ctx, *elem, depth + 1)),
            shape: None,
            encoding: None,
        },
        TypeData::Tuple(items) => MlirType::Tuple(
            items
                .iter()
                .map(|&item| convert(ctx, item, depth + 1))
                .collect(),
        ),
        TypeData::Dialect(d) if d.def.dialect == "util" => util_list(ctx, ty),
        _ => MlirType::Other(printer::type_to_string(ctx, ty)),
    }
}

/// `!util.list<T>`: the ABI crate's text parser reads the element type; a body it does not
/// understand keeps the whole type as text (a JSON record of `unknown`, a `U` raw type).
fn util_list(ctx: &Context, ty: Type) -> MlirType {
    let text = printer::type_to_string(ctx, ty);
    match MlirType::parse(&text) {
        Ok(parsed @ MlirType::UtilList(_)) => parsed,
        _ => MlirType::Other(text),
    }
}

/// The UTF-8 text of a string attribute (names of attributes), lossily.
pub fn name_text(ctx: &Context, name: Attr) -> String {
    String::from_utf8_lossy(ctx.str_bytes(name)).into_owned()
}

/// An attribute value as the printer shows it (`unit` for a unit attribute, strings quoted
/// and escaped), which is the form the ABI crate expects for argument attributes.
pub fn value_text(ctx: &Context, value: Attr) -> String {
    printer::attr_to_string(ctx, value)
}
