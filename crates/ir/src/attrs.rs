//! Builtin attributes (locations included) and the handle they are used through.
//!
//! An [`Attr`] is a `u32` index into the [`Context`](crate::Context)'s
//! attribute table. Constructors on the context canonicalize the way MLIR does
//! (dictionaries sorted by name, splat elements collapsed, fused locations
//! deduplicated), so two attributes that print the same are the same handle.

use smallvec::SmallVec;

use crate::types::{HandleMap, Type};

/// Attribute bytes: short strings (most names) live inline, saving an
/// allocation per attribute.
pub type Bytes = SmallVec<[u8; 16]>;
use sigil_affine::{AffineMap, IntegerSet};
use sigil_numeric::ApInt;

/// Handle to an interned attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attr(pub(crate) std::num::NonZeroU32);

impl Attr {
    pub fn index(self) -> u32 {
        self.0.get() - 1
    }

    pub(crate) fn from_index(i: u32) -> Self {
        Attr(std::num::NonZeroU32::new(i + 1).expect("attribute table overflow"))
    }
}

/// A named attribute: a name (a string attribute) and a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NamedAttr {
    pub name: Attr,
    pub value: Attr,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    Unit,
    /// Integer (including `i1` booleans and `index`).
    Integer {
        ty: Type,
        value: ApInt,
    },
    /// Float bits in the format of `ty`.
    Float {
        ty: Type,
        bits: u128,
    },
    /// A string; `ty` is `None` for the usual untyped string.
    String {
        value: Bytes,
        ty: Option<Type>,
    },
    Type(Type),
    Array(SmallVec<[Attr; 4]>),
    /// Sorted by name, names unique.
    Dict(SmallVec<[NamedAttr; 2]>),
    /// `@root::@nested...`; names are string attributes.
    SymbolRef {
        root: Attr,
        nested: Box<[Attr]>,
    },
    AffineMap(Box<AffineMap>),
    IntegerSet(Box<IntegerSet>),
    /// `array<i32: 1, 2>`: raw little-endian element bytes (`i1` as one byte).
    DenseArray {
        elem: Type,
        len: u32,
        data: Box<[u8]>,
    },
    /// `dense<...>` of integers, index, floats or complex values: raw
    /// little-endian bytes of every element, or of one element when `splat`.
    DenseElements {
        ty: Type,
        splat: bool,
        data: Box<[u8]>,
    },
    /// `dense<...>` of strings (tensor of a non-numeric element type).
    DenseStrings {
        ty: Type,
        splat: bool,
        values: Box<[Box<[u8]>]>,
    },
    /// `dense_resource<key>`.
    DenseResource {
        ty: Type,
        key: Box<[u8]>,
    },
    /// `sparse<indices, values>`; both are dense elements attributes.
    Sparse {
        ty: Type,
        indices: Attr,
        values: Attr,
    },
    /// `distinct[N]<attr>`: `id` is unique within the context.
    Distinct {
        id: u32,
        referenced: Attr,
    },
    /// `strided<[strides], offset: o>`; dynamic entries are [`DYNAMIC`](crate::types::DYNAMIC).
    Strided {
        strides: Box<[i64]>,
        offset: i64,
    },
    /// An attribute of a dialect sigil does not know: `#dialect.body` or
    /// `#dialect<body>`, `data` exactly as written.
    Opaque(Box<OpaqueAttr>),
    /// An attribute of a registered dialect kept by its parameters
    /// (`#util.composite<8xi8, [...]>`).
    Dialect(Box<DialectAttr>),
    Loc(Location),
}

/// One parameter of a dialect attribute or type: what MLIR's attribute and
/// type storage classes hold, reduced to the four kinds they are built of.
/// Types and attributes are handles, so nested ones are walked (aliases,
/// handle maps) and printed like any other.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Param {
    Int(i64),
    Str(Box<[u8]>),
    Type(Type),
    Attr(Attr),
}

/// An attribute of a registered dialect: its definition (which parses,
/// prints and names it) and its parameters. Equal when the definition is
/// the same one and the parameters are equal, so interning unifies them.
#[derive(Clone, Debug)]
pub struct DialectAttr {
    pub def: &'static crate::dialects::AttrDef,
    pub params: Box<[Param]>,
    /// The attribute's type, for a typed definition (`: tensor<8xi8>`).
    pub ty: Option<Type>,
}

impl PartialEq for DialectAttr {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.def, other.def) && self.params == other.params && self.ty == other.ty
    }
}

impl Eq for DialectAttr {}

impl std::hash::Hash for DialectAttr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.def as *const crate::dialects::AttrDef as usize).hash(state);
        self.params.hash(state);
        self.ty.hash(state);
    }
}

impl Param {
    /// This parameter with its handles translated.
    pub fn map_handles(&self, m: &impl HandleMap) -> Param {
        match self {
            Param::Type(t) => Param::Type(m.ty(*t)),
            Param::Attr(a) => Param::Attr(m.attr(*a)),
            other => other.clone(),
        }
    }
}

/// The builtin location kinds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    Unknown,
    /// `"file":line:col`, or a range `"file":line:col to end_line:end_col`
    /// (the end equals the start for a plain position).
    FileLineCol {
        file: Attr,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    },
    /// `"name"(child)`; `child` is an unknown location when absent.
    Name {
        name: Attr,
        child: Attr,
    },
    CallSite {
        callee: Attr,
        caller: Attr,
    },
    Fused {
        metadata: Option<Attr>,
        locs: Box<[Attr]>,
    },
}

/// An attribute of a dialect sigil does not know: `#dialect.body` or
/// `#dialect<body>` (`data` exactly as written) with an optional type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpaqueAttr {
    pub dialect: Box<str>,
    pub data: Box<[u8]>,
    pub ty: Option<Type>,
}

impl AttrData {
    /// This attribute with every type and attribute it refers to translated.
    pub fn map_handles(&self, m: &impl HandleMap) -> AttrData {
        let attrs = |v: &[Attr]| v.iter().map(|&a| m.attr(a)).collect::<Box<[Attr]>>();
        match self {
            AttrData::Integer { ty, value } => AttrData::Integer {
                ty: m.ty(*ty),
                value: value.clone(),
            },
            AttrData::Float { ty, bits } => AttrData::Float {
                ty: m.ty(*ty),
                bits: *bits,
            },
            AttrData::String { value, ty } => AttrData::String {
                value: value.clone(),
                ty: ty.map(|t| m.ty(t)),
            },
            AttrData::Type(t) => AttrData::Type(m.ty(*t)),
            AttrData::Array(e) => AttrData::Array(e.iter().map(|&a| m.attr(a)).collect()),
            AttrData::Dict(e) => AttrData::Dict(
                e.iter()
                    .map(|n| NamedAttr {
                        name: m.attr(n.name),
                        value: m.attr(n.value),
                    })
                    .collect(),
            ),
            AttrData::SymbolRef { root, nested } => AttrData::SymbolRef {
                root: m.attr(*root),
                nested: attrs(nested),
            },
            AttrData::DenseArray { elem, len, data } => AttrData::DenseArray {
                elem: m.ty(*elem),
                len: *len,
                data: data.clone(),
            },
            AttrData::DenseElements { ty, splat, data } => AttrData::DenseElements {
                ty: m.ty(*ty),
                splat: *splat,
                data: data.clone(),
            },
            AttrData::DenseStrings { ty, splat, values } => AttrData::DenseStrings {
                ty: m.ty(*ty),
                splat: *splat,
                values: values.clone(),
            },
            AttrData::DenseResource { ty, key } => AttrData::DenseResource {
                ty: m.ty(*ty),
                key: key.clone(),
            },
            AttrData::Sparse {
                ty,
                indices,
                values,
            } => AttrData::Sparse {
                ty: m.ty(*ty),
                indices: m.attr(*indices),
                values: m.attr(*values),
            },
            AttrData::Distinct { id, referenced } => AttrData::Distinct {
                id: *id,
                referenced: m.attr(*referenced),
            },
            AttrData::Opaque(o) => AttrData::Opaque(Box::new(OpaqueAttr {
                dialect: o.dialect.clone(),
                data: o.data.clone(),
                ty: o.ty.map(|t| m.ty(t)),
            })),
            AttrData::Dialect(d) => AttrData::Dialect(Box::new(DialectAttr {
                def: d.def,
                params: d.params.iter().map(|p| p.map_handles(m)).collect(),
                ty: d.ty.map(|t| m.ty(t)),
            })),
            AttrData::Loc(l) => AttrData::Loc(match l {
                Location::Unknown => Location::Unknown,
                Location::FileLineCol {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                } => Location::FileLineCol {
                    file: m.attr(*file),
                    line: *line,
                    col: *col,
                    end_line: *end_line,
                    end_col: *end_col,
                },
                Location::Name { name, child } => Location::Name {
                    name: m.attr(*name),
                    child: m.attr(*child),
                },
                Location::CallSite { callee, caller } => Location::CallSite {
                    callee: m.attr(*callee),
                    caller: m.attr(*caller),
                },
                Location::Fused { metadata, locs } => Location::Fused {
                    metadata: metadata.map(|a| m.attr(a)),
                    locs: attrs(locs),
                },
            }),
            AttrData::Unit
            | AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::Strided { .. } => self.clone(),
        }
    }
}
