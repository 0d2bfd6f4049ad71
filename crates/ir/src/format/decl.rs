//! What an op's ODS record says about its textual form, as generated tables
//! (`dialects/ods/`, written by `scripts/gen-ods.py`): the declarative
//! assembly format's text, whether the op has a hand-written form or
//! verifier, how each attribute is written in a format, and which types
//! follow from which (`AllTypesMatch`, `TypesMatchWith`).
//!
//! Everything here is `'static` and `Copy`, so a declaration is a constant
//! the compiler lays out once; the format engine ([`super`]) reads it and
//! nothing is looked up by name while parsing.

use crate::context::Context;
use crate::types::{FloatKind, Type};

/// The textual-form facts of one op.
#[derive(Clone, Copy, Debug)]
pub struct Form {
    /// ODS's `assemblyFormat`, blanks collapsed.
    pub format: Option<&'static str>,
    /// `hasCustomAssemblyFormat`: MLIR parses and prints the op with C++.
    pub custom: bool,
    /// `hasVerifier` or `hasRegionVerifier`: checks beyond the declaration.
    pub verifier: bool,
    /// `InferTypeOpInterface`: result types follow from operands and
    /// attributes, so a format may leave them out.
    pub infer: bool,
    /// `SameTypeOperands`: every operand has one type.
    pub same_type_operands: bool,
    /// `SingleBlockImplicitTerminator<op>`: the terminator a region's
    /// printed form may leave out.
    pub implicit_terminator: Option<&'static str>,
    /// The C++ class the generated parser reads each written type as,
    /// where it is narrower than any type (by operand or result name).
    pub type_classes: &'static [(&'static str, TypeClass)],
    /// The attributes and properties of the op's arguments, in order.
    pub attrs: &'static [AttrDecl],
    /// Type equalities a format relies on to leave types out.
    pub types: &'static [TypeRule],
    /// `prop-dict` is written as the newer MLIR IREE 3.13 is built with
    /// writes it: `<name = value, ...>` in declaration order (the older
    /// `<{...}>` is still read).
    pub prop_entries: bool,
}

impl Form {
    pub const NONE: Form = Form {
        format: None,
        custom: false,
        verifier: false,
        infer: false,
        same_type_operands: false,
        implicit_terminator: None,
        type_classes: &[],
        attrs: &[],
        types: &[],
        prop_entries: false,
    };

    /// The declaration of attribute `name`.
    pub fn attr(&self, name: &str) -> Option<&'static AttrDecl> {
        self.attrs.iter().find(|a| a.name == name)
    }
}

/// One attribute (or property) argument of an op.
#[derive(Clone, Copy, Debug)]
pub struct AttrDecl {
    pub name: &'static str,
    /// How a format writes it.
    pub print: AttrPrint,
    /// What kind of attribute it holds.
    pub storage: AttrStorage,
    /// `OptionalAttr`: may be absent.
    pub optional: bool,
    /// `DefaultValuedAttr`: absent means its default.
    pub defaulted: bool,
    /// The default as ODS writes it in C++ (`false`, `0`,
    /// `::mlir::arith::CmpIPredicate::eq`).
    pub default: Option<&'static str>,
}

impl AttrDecl {
    pub const fn new(name: &'static str, print: AttrPrint, storage: AttrStorage) -> Self {
        AttrDecl {
            name,
            print,
            storage,
            optional: false,
            defaulted: false,
            default: None,
        }
    }

    pub const fn optional(self) -> Self {
        AttrDecl {
            optional: true,
            ..self
        }
    }

    pub const fn defaulted(self, default: &'static str) -> Self {
        AttrDecl {
            defaulted: true,
            default: Some(default),
            ..self
        }
    }

    /// Whether `a` is this attribute's default value, as far as the C++
    /// text of the default says (`None`: it does not say).
    pub fn is_default(&self, ctx: &Context, a: crate::Attr) -> Option<bool> {
        use crate::attrs::AttrData;
        let text = self.default?;
        if let AttrData::Float { ty, bits } = ctx.attr_data(a) {
            // A C++ float literal (`1.e-4f`, `0.f`) against an `f32`.
            let f = text.strip_suffix('f')?.parse::<f32>().ok()?;
            let f32_ty = matches!(ctx.type_data(*ty), crate::TypeData::Float(FloatKind::F32));
            return Some(f32_ty && *bits == f.to_bits() as u128);
        }
        let value = match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64(),
            _ => None,
        };
        match text {
            "false" => Some(value == Some(0)),
            "true" => Some(value.is_some_and(|v| v != 0)),
            _ => {
                if let Ok(n) = text.parse::<i64>() {
                    return Some(value == Some(n));
                }
                let case = text.rsplit("::").next()?;
                match self.print {
                    AttrPrint::Enum(t) => Some(value.and_then(|v| t.spelling(v)) == Some(case)),
                    _ => None,
                }
            }
        }
    }

    /// Whether the attribute may be absent (so a format can anchor an
    /// optional group on it).
    pub fn may_be_absent(&self) -> bool {
        self.optional || self.defaulted || self.storage == AttrStorage::Unit
    }
}

/// How a declarative format writes an attribute, as MLIR's generated
/// printers decide (`OpFormatGen`).
#[derive(Clone, Copy, Debug)]
pub enum AttrPrint {
    /// An integer enum (`EnumAttrInfo`): its case as a keyword (or string).
    Enum(&'static EnumTable),
    /// `SymbolNameAttr`: `@name`.
    Symbol,
    /// An attribute whose type the declaration fixes: written without it.
    WithoutType(TypeBuilder),
    /// An attribute of a specific class with its own syntax, written
    /// without its prefix: a dialect attribute's parameters (`<fast>`), a
    /// dense array's elements (`[1, 2]`).
    Stripped,
    /// The whole attribute.
    Full,
    /// An ODS `Property` (a C++ value), by its constraint's name.
    Property(&'static str),
}

/// The kind of attribute an argument holds: what a format's parser
/// accepts there ("invalid kind of attribute specified" otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrStorage {
    Integer,
    Array,
    Unit,
    /// `array<iN: ...>` of this element width.
    DenseArray(u32),
    String,
    AffineMap,
    IntegerSet,
    Type,
    Bool,
    FlatSymbolRef,
    SymbolRef,
    DenseIntElements,
    Float,
    Typed,
    Any,
    Dictionary,
    Elements,
    /// `#dialect.mnemonic<...>`.
    Dialect(&'static str, &'static str),
    /// Any attribute of this dialect (an attribute interface it implements).
    OfDialect(&'static str),
    /// Another C++ class, by name.
    Class(&'static str),
}

impl AttrStorage {
    /// Whether `a` is of the storage's C++ class, as MLIR's property
    /// conversion (`dyn_cast`) and `setInherentAttr` (`dyn_cast_or_null`)
    /// check; classes sigil does not tell apart admit anything.
    pub fn admits(self, ctx: &Context, a: crate::Attr) -> bool {
        use crate::attrs::AttrData as D;
        let data = ctx.attr_data(a);
        match self {
            AttrStorage::Dialect(d, m) => {
                matches!(data, D::Dialect(x) if x.def.dialect == d && x.def.mnemonic == m)
            }
            AttrStorage::Integer => matches!(data, D::Integer { .. }),
            AttrStorage::Bool => matches!(data, D::Integer { ty, .. }
                if matches!(ctx.type_data(*ty), crate::types::TypeData::Integer { width: 1, .. })),
            AttrStorage::Float => matches!(data, D::Float { .. }),
            AttrStorage::DenseArray(w) => matches!(data, D::DenseArray { elem, .. }
                if matches!(ctx.type_data(*elem), crate::types::TypeData::Integer { width, .. } if *width == w)),
            AttrStorage::Type => matches!(data, D::Type(_)),
            AttrStorage::String => matches!(data, D::String { .. }),
            AttrStorage::Unit => matches!(data, D::Unit),
            AttrStorage::Array => matches!(data, D::Array(_)),
            AttrStorage::Dictionary => matches!(data, D::Dict(_)),
            _ => true,
        }
    }
}

/// The type an attribute of fixed type is parsed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeBuilder {
    /// `NoneType`: no type (strings, arrays, ...).
    None,
    Int(u32),
    Index,
    F32,
    F64,
}

impl TypeBuilder {
    /// The type.
    pub fn build(self, ctx: &mut Context) -> Option<Type> {
        Some(match self {
            TypeBuilder::None => ctx.none_type(),
            TypeBuilder::Int(w) => ctx.i(w),
            TypeBuilder::Index => ctx.index_type(),
            TypeBuilder::F32 => ctx.float_type(FloatKind::F32),
            TypeBuilder::F64 => ctx.float_type(FloatKind::F64),
        })
    }
}

/// An integer enum's cases: their spellings and values.
#[derive(Debug)]
pub struct EnumTable {
    /// The C++ enum (for messages).
    pub name: &'static str,
    /// The integer attribute's width.
    pub width: u32,
    /// `BitEnumAttr`: a set of flags.
    pub bits: bool,
    pub cases: &'static [(&'static str, i64)],
    /// The C++ names of the cases, in the same order (what a record's
    /// default names: `::None` where the case is written `""`).
    pub symbols: &'static [&'static str],
}

impl EnumTable {
    pub fn value(&self, spelling: &str) -> Option<i64> {
        self.cases
            .iter()
            .find(|(s, _)| *s == spelling)
            .map(|&(_, v)| v)
    }

    pub fn spelling(&self, value: i64) -> Option<&'static str> {
        self.cases
            .iter()
            .find(|&&(_, v)| v == value)
            .map(|&(s, _)| s)
    }
}

/// A C++ type class a format reads a type as (`parseType<T>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeClass {
    Integer,
    Index,
    Float,
    Complex,
    Vector,
    RankedTensor,
    Tensor,
    MemRef,
    BaseMemRef,
    Shaped,
    Function,
    LlvmPointer,
}

impl TypeClass {
    /// The class's `name`, which MLIR's message quotes, if it has one.
    pub fn name(self) -> Option<&'static str> {
        Some(match self {
            TypeClass::Integer => "builtin.integer",
            TypeClass::Index => "builtin.index",
            TypeClass::Complex => "builtin.complex",
            TypeClass::Vector => "builtin.vector",
            TypeClass::RankedTensor => "builtin.tensor",
            TypeClass::MemRef => "builtin.memref",
            TypeClass::Function => "builtin.function",
            TypeClass::LlvmPointer => "llvm.ptr",
            TypeClass::Float | TypeClass::Tensor | TypeClass::BaseMemRef | TypeClass::Shaped => {
                return None
            }
        })
    }

    /// Whether `t` is of the class.
    pub fn accepts(self, ctx: &Context, t: Type) -> bool {
        use crate::types::TypeData as T;
        let d = ctx.type_data(t);
        match self {
            TypeClass::Integer => matches!(d, T::Integer { .. }),
            TypeClass::Index => matches!(d, T::Index),
            TypeClass::Float => matches!(d, T::Float(_)),
            TypeClass::Complex => matches!(d, T::Complex(_)),
            TypeClass::Vector => matches!(d, T::Vector { .. }),
            TypeClass::RankedTensor => matches!(d, T::RankedTensor { .. }),
            TypeClass::Tensor => matches!(d, T::RankedTensor { .. } | T::UnrankedTensor { .. }),
            TypeClass::MemRef => matches!(d, T::MemRef { .. }),
            TypeClass::BaseMemRef => matches!(d, T::MemRef { .. } | T::UnrankedMemRef { .. }),
            TypeClass::Shaped => matches!(
                d,
                T::RankedTensor { .. }
                    | T::UnrankedTensor { .. }
                    | T::MemRef { .. }
                    | T::UnrankedMemRef { .. }
                    | T::Vector { .. }
            ),
            TypeClass::Function => matches!(d, T::Function { .. }),
            TypeClass::LlvmPointer => {
                matches!(d, T::Dialect(x) if x.def.dialect == "llvm" && x.def.mnemonic == "ptr")
            }
        }
    }
}

/// A type equality between an op's values.
#[derive(Clone, Copy, Debug)]
pub enum TypeRule {
    /// `AllTypesMatch`: these values have one type.
    AllMatch(&'static [&'static str]),
    /// `AllElementTypesMatch`: these values have one element type (a
    /// non-shaped type is its own element type); checked, never used to
    /// find a type a format leaves out.
    AllElementTypesMatch(&'static [&'static str]),
    /// `TypesMatchWith`: `to`'s type is `via` applied to `from`'s.
    MatchWith {
        from: &'static str,
        to: &'static str,
        via: Transform,
        /// The record's summary, when the verifier checks the rule (an
        /// equality comparator): "failed to verify that {summary}".
        check: Option<&'static str>,
    },
}

/// The type functions `TypesMatchWith` uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    Same,
    /// The element type of a shaped or complex type.
    ElementType,
    /// `i1` of the same shape (a comparison's result).
    I1SameShape,
    /// A function type's inputs (a list).
    FunctionInputs,
    /// A function type's results (a list).
    FunctionResults,
    /// As many element types as a static tensor or vector has elements (a list).
    ShapedElements,
    /// `!llvm.struct<(T, i1)>` of the value type `T`.
    ValAndBoolStruct,
    /// A C++ transformer sigil does not know: the type cannot be inferred.
    Unknown,
}
