//! Builtin types and the handle they are used through.
//!
//! A [`Type`] is a `u32` index into the [`Context`](crate::Context)'s type
//! table; each distinct type is stored once, so comparing types is comparing
//! integers. Types of dialects sigil does not know are kept as
//! [`TypeData::Opaque`]: their dialect name and the exact text of their body,
//! which is what `mlir-opt --allow-unregistered-dialect` keeps as well.

pub use sigil_numeric::FloatKind;

use crate::attrs::Attr;

/// Handle to an interned type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) std::num::NonZeroU32);

impl Type {
    pub fn index(self) -> u32 {
        self.0.get() - 1
    }

    pub(crate) fn from_index(i: u32) -> Self {
        Type(std::num::NonZeroU32::new(i + 1).expect("type table overflow"))
    }
}

/// Signedness of an integer type: `i32`, `si32`, `ui32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// The marker MLIR uses for a dynamic dimension (`?`).
pub const DYNAMIC: i64 = i64::MIN;

/// The largest integer width MLIR accepts (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    Tuple(Box<[Type]>),
    /// `scalable` is empty when no dimension is scalable.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: Type,
    },
    RankedTensor {
        shape: Box<[i64]>,
        elem: Type,
        encoding: Option<Attr>,
    },
    UnrankedTensor {
        elem: Type,
    },
    /// `layout` is `None` for the identity layout; `memory_space` is `None`
    /// for the default space.
    MemRef {
        shape: Box<[i64]>,
        elem: Type,
        layout: Option<Attr>,
        memory_space: Option<Attr>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attr>,
    },
    /// A type of a dialect sigil does not know: `!dialect.body` or
    /// `!dialect<body>`; `data` is the body exactly as written.
    Opaque {
        dialect: Box<str>,
        data: Box<[u8]>,
    },
    /// A type of a registered dialect kept by its parameters
    /// (`!util.list<i32>`).
    Dialect(Box<DialectType>),
}

/// A type of a registered dialect: its definition and its parameters;
/// equal when both are (see [`crate::attrs::DialectAttr`]).
#[derive(Clone, Debug)]
pub struct DialectType {
    pub def: &'static crate::dialects::TypeDef,
    pub params: Box<[crate::attrs::Param]>,
}

impl PartialEq for DialectType {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.def, other.def) && self.params == other.params
    }
}

impl Eq for DialectType {}

impl std::hash::Hash for DialectType {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.def as *const crate::dialects::TypeDef as usize).hash(state);
        self.params.hash(state);
    }
}

impl DialectType {
    /// Whether this is `!dialect.mnemonic`.
    pub fn is(&self, dialect: &str, mnemonic: &str) -> bool {
        self.def.dialect == dialect && self.def.mnemonic == mnemonic
    }

    /// The `i`th parameter if it is a type.
    pub fn type_param(&self, i: usize) -> Option<Type> {
        match self.params.get(i) {
            Some(crate::attrs::Param::Type(t)) => Some(*t),
            _ => None,
        }
    }
}

impl TypeData {
    /// The shape of a ranked shaped type.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeData::Vector { shape, .. }
            | TypeData::RankedTensor { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The element type of a shaped type or of `complex`.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. }
            | TypeData::Complex(elem) => Some(*elem),
            _ => None,
        }
    }

    pub fn is_shaped(&self) -> bool {
        matches!(
            self,
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    }

    /// Number of elements of a statically shaped type.
    pub fn num_elements(&self) -> Option<i64> {
        let shape = self.shape()?;
        let mut n: i64 = 1;
        for &d in shape {
            if d < 0 {
                return None;
            }
            n = n.checked_mul(d)?;
        }
        Some(n)
    }

    pub fn is_int_or_index(&self) -> bool {
        matches!(self, TypeData::Integer { .. } | TypeData::Index)
    }

    pub fn is_int_or_float(&self) -> bool {
        matches!(self, TypeData::Integer { .. } | TypeData::Float(_))
    }

    /// Width in bits of an integer or float type (index counts as 64).
    pub fn int_or_float_width(&self) -> Option<u32> {
        match self {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            TypeData::Float(k) => Some(k.bit_width()),
            _ => None,
        }
    }
}

/// Bytes used to store one element of a dense elements attribute of this
/// type (`i1` uses a byte; complex numbers twice their part).
pub fn storage_bytes(data: &TypeData, ctx: &crate::Context) -> Option<usize> {
    match data {
        TypeData::Integer { width, .. } => Some((*width as usize).div_ceil(8).max(1)),
        TypeData::Index => Some(8),
        TypeData::Float(k) => Some((k.bit_width() as usize).div_ceil(8)),
        TypeData::Complex(e) => storage_bytes(ctx.type_data(*e), ctx).map(|w| w * 2),
        _ => None,
    }
}

/// Translates the handles a type or attribute holds, when it moves from one
/// [`Context`](crate::Context) to another (see [`Context::absorb`](crate::Context::absorb)).
pub trait HandleMap {
    fn ty(&self, t: Type) -> Type;
    fn attr(&self, a: Attr) -> Attr;
}

impl TypeData {
    /// This type with every type and attribute it refers to translated.
    pub fn map_handles(&self, m: &impl HandleMap) -> TypeData {
        let ts = |v: &[Type]| v.iter().map(|&t| m.ty(t)).collect::<Box<[Type]>>();
        let a = |x: &Option<Attr>| x.map(|x| m.attr(x));
        match self {
            TypeData::Complex(e) => TypeData::Complex(m.ty(*e)),
            TypeData::Function { inputs, results } => TypeData::Function {
                inputs: ts(inputs),
                results: ts(results),
            },
            TypeData::Tuple(e) => TypeData::Tuple(ts(e)),
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => TypeData::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                elem: m.ty(*elem),
            },
            TypeData::RankedTensor {
                shape,
                elem,
                encoding,
            } => TypeData::RankedTensor {
                shape: shape.clone(),
                elem: m.ty(*elem),
                encoding: a(encoding),
            },
            TypeData::UnrankedTensor { elem } => TypeData::UnrankedTensor { elem: m.ty(*elem) },
            TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => TypeData::MemRef {
                shape: shape.clone(),
                elem: m.ty(*elem),
                layout: a(layout),
                memory_space: a(memory_space),
            },
            TypeData::UnrankedMemRef { elem, memory_space } => TypeData::UnrankedMemRef {
                elem: m.ty(*elem),
                memory_space: a(memory_space),
            },
            TypeData::Dialect(d) => TypeData::Dialect(Box::new(DialectType {
                def: d.def,
                params: d.params.iter().map(|p| p.map_handles(m)).collect(),
            })),
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque { .. } => self.clone(),
        }
    }
}
