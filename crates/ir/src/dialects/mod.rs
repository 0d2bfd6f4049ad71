//! The dialect registry: per op its name, traits, inherent attributes
//! (properties) with their defaults, custom parser and printer, result
//! names and verifier — all in one [`OpDef`] in the dialect's file. Adding
//! an op is adding one definition to its dialect's `OPS` table.

pub mod affine;
pub mod api;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod check;
pub mod complex;
pub mod constraints;
pub mod flow;
pub mod func;
pub mod gpu;
pub mod index;
pub(crate) mod indexing;
pub mod iree_encoding;
pub(crate) mod legacy;
pub mod linalg;
pub mod linalg_ext;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod ods;
pub mod pydm;
pub mod quant;
pub mod registry;
pub mod scf;
pub mod stablehlo;
pub mod structure;
pub(crate) mod support;
pub mod tensor;
pub mod tosa;
pub mod ub;
pub mod util;
pub mod vector;

use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{Ir, OpId, RegionId, Value};
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
pub use crate::verifier::Checker;
pub use api::{AttrDef, DialectParser, DialectPrinter, TypeDef};
pub(crate) use registry::DefCache;
pub use registry::{
    attr_def, is_known_dialect, lookup, register_dialect, registered_ops, type_def, Dialect,
    RegistryError,
};
pub use structure::{OpView, Structure};

/// Parses an op's custom form; the current token is the op name.
pub(crate) type ParseFn = for<'a> fn(&mut Parser<'a>, &'static OpDef, u32) -> DResult<OpId>;
/// Prints an op's custom form after its name.
pub(crate) type PrintFn = fn(&mut AsmPrinter<'_>, OpId);
/// The op's own checks (after the structural ones).
pub type VerifyFn = fn(&dyn Checker, OpId) -> Result<(), Box<Diagnostic>>;
/// Suggests names for the op's results (`OpAsmOpInterface::getAsmResultNames`).
pub type ResultNamesFn = fn(&Context, &Ir, OpId, &mut dyn FnMut(Value, &str));
/// Suggests names for the arguments of a region's blocks
/// (`OpAsmOpInterface::getAsmBlockArgumentNames`).
pub type BlockArgNamesFn = fn(&Context, &Ir, OpId, RegionId, &mut dyn FnMut(Value, &str));
/// Infers an op's result types from its operand types and properties
/// (`InferTypeOpInterface`), for the builder; `None` when it cannot.
pub type InferFn =
    fn(&mut Context, &[crate::Type], &[crate::NamedAttr]) -> Option<Vec<crate::Type>>;

/// The value MLIR gives a property when it is absent.
#[derive(Clone, Copy)]
pub enum PropDefault {
    /// The attribute of `def` with these parameters (`#arith.fastmath<none>`).
    DialectAttr {
        def: &'static AttrDef,
        params: &'static [crate::attrs::Param],
    },
    /// `array<i32: 0, ...>` of `len` zeros: the `operandSegmentSizes` of an
    /// op written in generic form without it (MLIR's zeroed property
    /// storage). Never elided as a default.
    ZeroI32Array { len: u32 },
    /// `array<i64>`: an empty `DenseI64ArrayAttr` default
    /// (`DefaultValuedAttr<DenseI64ArrayAttr, "{}">`).
    EmptyI64Array,
    // --- affine dialect ---
    /// `false`: a `UnitProp` that is not set (`disjoint = false`).
    False,
    // --- end affine dialect ---
    /// `""`: a `StringProp` that is not set.
    EmptyString,
    /// A signless integer of `width` bits (`0 : i32`): an enum kept as an
    /// integer (`llvm`'s `overflowFlags`, `ordering`).
    Int { width: u32, value: i64 },
    /// An `f32` float, by its bits (`DefaultValuedAttr<F32Attr, "1.e-4f">`).
    F32(u32),
}

impl PropDefault {
    pub fn build(self, ctx: &mut Context) -> crate::Attr {
        match self {
            // --- affine dialect ---
            PropDefault::False => {
                let i1 = ctx.i(1);
                ctx.intern_attr(crate::AttrData::Integer {
                    ty: i1,
                    value: sigil_numeric::ApInt::from_u64(1, 0),
                })
            }
            // --- end affine dialect ---
            PropDefault::EmptyString => ctx.string_attr(b""),
            PropDefault::Int { width, value } => {
                let ty = ctx.i(width);
                ctx.intern_attr(crate::AttrData::Integer {
                    ty,
                    value: sigil_numeric::ApInt::from_u64(width, value as u64),
                })
            }
            PropDefault::ZeroI32Array { len } => {
                let elem = ctx.i(32);
                ctx.intern_attr(crate::AttrData::DenseArray {
                    elem,
                    len,
                    data: vec![0; len as usize * 4].into_boxed_slice(),
                })
            }
            PropDefault::EmptyI64Array => {
                let elem = ctx.i(64);
                ctx.intern_attr(crate::AttrData::DenseArray {
                    elem,
                    len: 0,
                    data: Box::new([]),
                })
            }
            PropDefault::DialectAttr { def, params } => def.build(ctx, params.to_vec(), None),
            PropDefault::F32(bits) => {
                let ty = ctx.float_type(crate::types::FloatKind::F32);
                ctx.intern_attr(crate::AttrData::Float {
                    ty,
                    bits: bits as u128,
                })
            }
        }
    }

    pub fn matches(self, ctx: &Context, a: crate::Attr) -> bool {
        match (self, ctx.attr_data(a)) {
            // --- affine dialect ---
            (PropDefault::False, crate::AttrData::Integer { ty, value }) => {
                is_signless(ctx, *ty, 1) && value.is_zero()
            }
            // --- end affine dialect ---
            (PropDefault::EmptyString, crate::AttrData::String { ty: None, .. }) => {
                ctx.str_bytes(a).is_empty()
            }
            (PropDefault::Int { width, value }, crate::AttrData::Integer { ty, value: v }) => {
                is_signless(ctx, *ty, width) && v.to_i64() == Some(value)
            }
            (PropDefault::DialectAttr { def, params }, crate::AttrData::Dialect(d)) => {
                std::ptr::eq(d.def, def) && *d.params == *params && d.ty.is_none()
            }
            (PropDefault::EmptyI64Array, crate::AttrData::DenseArray { elem, len, .. }) => {
                *len == 0 && is_signless(ctx, *elem, 64)
            }
            (PropDefault::F32(bits), crate::AttrData::Float { ty, bits: b }) => {
                matches!(
                    ctx.type_data(*ty),
                    crate::TypeData::Float(crate::types::FloatKind::F32)
                ) && *b == bits as u128
            }
            _ => false,
        }
    }
}

/// An inherent attribute of an op: its name, what it must be, and the
/// value MLIR fills in when it is absent (`DefaultValuedAttr`).
#[derive(Clone, Copy)]
pub struct PropSpec {
    pub name: &'static str,
    pub kind: AttrKind,
    pub default: Option<PropDefault>,
    /// ODS's constraint where it is stricter than the kind property
    /// conversion takes, or words it otherwise (`tensor.concat`'s `dim` is
    /// any integer to convert, a 64-bit one to satisfy `I64Attr`): what a
    /// generated custom parser checks in the attribute dictionary.
    pub constraint: Option<structure::AttrConstraint>,
    /// A property that is no attribute (ODS's `Property`, as `llvm`'s
    /// `overflowFlags`): printed in generic form, absent from the
    /// attribute list an op's `getAttrs()` gives custom printers.
    pub pure: bool,
}

impl PropSpec {
    pub const fn new(name: &'static str, kind: AttrKind) -> Self {
        PropSpec {
            name,
            kind,
            default: None,
            constraint: None,
            pure: false,
        }
    }

    pub const fn with_default(name: &'static str, kind: AttrKind, d: PropDefault) -> Self {
        PropSpec {
            name,
            kind,
            default: Some(d),
            constraint: None,
            pure: false,
        }
    }

    /// This property as a pure `Property` (see [`PropSpec::pure`]).
    pub const fn pure(self) -> Self {
        PropSpec { pure: true, ..self }
    }

    /// This property with ODS's constraint `summary`, `accepts` (see
    /// [`PropSpec::constraint`]).
    pub const fn constrained(
        self,
        summary: &'static str,
        accepts: fn(&Context, crate::Attr) -> bool,
    ) -> Self {
        PropSpec {
            constraint: Some(structure::attr_constraint(self.name, summary, accepts)),
            ..self
        }
    }
}

/// Everything sigil knows about one registered op.
pub struct OpDef {
    pub name: &'static str,
    pub traits: OpTraits,
    pub props: &'static [PropSpec],
    /// Operands, results, regions, successors and required properties,
    /// checked before the op's own verifier and before anything prints it.
    pub structure: Structure,
    pub(crate) parse: Option<ParseFn>,
    pub(crate) print: Option<PrintFn>,
    pub(crate) verify: Option<VerifyFn>,
    /// MLIR's `SymbolUserOpInterface::verifySymbolUses`: checks that look
    /// symbols up, run once the closest symbol table around the op has
    /// verified everything it nests (see the verifier).
    pub(crate) verify_symbol_uses: Option<VerifyFn>,
    /// MLIR's `verifyRegions`: checks that run once the ops nested in the
    /// op are verified (after its region traits), where `verify` runs
    /// before them.
    pub(crate) verify_regions: Option<VerifyFn>,
    pub(crate) result_names: Option<ResultNamesFn>,
    pub(crate) block_arg_names: Option<BlockArgNamesFn>,
    /// The dialect whose ops print without prefix inside this op's regions.
    pub default_dialect: &'static str,
    /// The declarative assembly format the custom form follows, if it is
    /// given by one (see [`OpDef::with_format`]).
    pub format: Option<&'static str>,
    /// Result types from operands and properties, where the declared
    /// structure's traits do not say (see [`infer_result_types`]).
    pub(crate) infer: Option<InferFn>,
    /// The declarative format, when it parses and prints the op (set when
    /// the registry joins the declaration), compiled: at registration for a
    /// dialect registered at run time (which refuses a malformed one), on
    /// first use for sigil's own ops, so a process that reads a few ops
    /// compiles a few formats, not all 700 (most of a small run's start-up
    /// otherwise). A test compiles every one of them.
    pub(crate) compiled_format: Option<&'static LazyFormat>,
}

impl OpDef {
    /// An op with the given traits and nothing else; the table entries fill
    /// in the rest with struct update syntax.
    pub const fn new(name: &'static str, traits: OpTraits) -> Self {
        OpDef {
            name,
            traits,
            props: &[],
            structure: Structure::UNDECLARED,
            parse: None,
            print: None,
            verify: None,
            verify_symbol_uses: None,
            verify_regions: None,
            result_names: None,
            block_arg_names: None,
            default_dialect: "",
            format: None,
            infer: None,
            compiled_format: None,
        }
    }

    /// A hand-written custom form (for this crate's dialects).
    pub(crate) const fn with_parse_print(mut self, parse: ParseFn, print: PrintFn) -> Self {
        self.parse = Some(parse);
        self.print = Some(print);
        self
    }

    /// How the builder infers the result types.
    pub const fn with_infer(mut self, f: InferFn) -> Self {
        self.infer = Some(f);
        self
    }

    // Builders, for definitions outside this crate (whose hook fields are
    // private): `OpDef::new("toy.add", OpTraits::NONE).with_structure(..)`.

    pub const fn with_structure(mut self, structure: Structure) -> Self {
        self.structure = structure;
        self
    }

    pub const fn with_props(mut self, props: &'static [PropSpec]) -> Self {
        self.props = props;
        self
    }

    /// The op's own checks, run after its declared structure passed.
    pub const fn with_verify(mut self, f: VerifyFn) -> Self {
        self.verify = Some(f);
        self
    }

    /// The op's symbol-use checks (`verifySymbolUses`), run after the
    /// symbol table around it verified its body.
    pub const fn with_symbol_uses(mut self, f: VerifyFn) -> Self {
        self.verify_symbol_uses = Some(f);
        self
    }

    pub const fn with_result_names(mut self, f: ResultNamesFn) -> Self {
        self.result_names = Some(f);
        self
    }

    pub const fn with_block_arg_names(mut self, f: BlockArgNamesFn) -> Self {
        self.block_arg_names = Some(f);
        self
    }

    pub const fn with_default_dialect(mut self, d: &'static str) -> Self {
        self.default_dialect = d;
        self
    }

    /// A custom form from a declarative assembly format in ODS syntax
    /// (MLIR's `assemblyFormat`), parsed and printed by the same engine as
    /// sigil's own ops ([`crate::format`]): variables name the structure's
    /// operand, result, region and successor groups and the attributes of
    /// its `form.attrs`; optional groups, `custom<X>` directives,
    /// `functional-type`, `type`, `qualified`, `attr-dict` and `prop-dict`
    /// as in MLIR. A type the format leaves out must follow from the
    /// structure's type rules, same-type traits or a buildable constraint.
    /// [`register_dialect`] compiles it and refuses a malformed one with
    /// MLIR's reason.
    pub const fn with_format(mut self, format: &'static str) -> Self {
        self.format = Some(format);
        self
    }

    /// The op name without its dialect prefix.
    pub fn short_name(&self) -> &'static str {
        match self.dot() {
            Some(i) => &self.name[i + 1..],
            None => self.name,
        }
    }

    pub fn dialect(&self) -> &'static str {
        match self.dot() {
            Some(i) => &self.name[..i],
            None => "",
        }
    }

    /// The op's custom printer, unless it is a declarative format that does
    /// not compile (it names a directive sigil lacks): such an op prints in
    /// the generic form.
    pub(crate) fn custom_printer(&self) -> Option<PrintFn> {
        let print = self.print?;
        if self.compiled_format.is_some() && self.compiled_format().is_none() {
            return None;
        }
        Some(print)
    }

    /// The op's declarative format, compiled, when it parses and prints the
    /// op: compiled on the first call, kept for the life of the process.
    pub(crate) fn compiled_format(&self) -> Option<&'static crate::format::ast::Format> {
        use std::sync::atomic::Ordering;
        let cell = &self.compiled_format?.0;
        let known = cell.load(Ordering::Acquire);
        if !known.is_null() {
            // SAFETY: a non-null pointer was made by `Box::leak` below (or by
            // the registry) and is never freed or written through.
            return Some(unsafe { &*known });
        }
        let compiled: &'static mut crate::format::ast::Format =
            Box::leak(Box::new(crate::format::compile(self).ok()?));
        let new = compiled as *mut crate::format::ast::Format;
        // Two threads may compile at once: the first pointer stored wins
        // (the other's copy stays leaked, a few hundred bytes, once).
        let kept = match cell.compare_exchange(
            std::ptr::null_mut(),
            new,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            Ok(_) => new,
            Err(first) => first,
        };
        // SAFETY: as above, `kept` was leaked and lives for the process.
        Some(unsafe { &*kept })
    }

    /// Where the op's custom form comes from (for the coverage tables).
    pub fn custom_form(&self) -> CustomForm {
        if self.compiled_format.is_some() {
            CustomForm::Declarative
        } else if self.parse.is_some() {
            CustomForm::HandWritten
        } else {
            CustomForm::GenericOnly
        }
    }

    fn dot(&self) -> Option<usize> {
        self.name.bytes().position(|c| c == b'.')
    }
}

/// An op's declarative format, compiled once it is first needed: null until
/// then, afterwards a pointer leaked for the life of the process. (A cell
/// behind a reference, because the op tables are `const`s, which cannot hold
/// interior mutability themselves.)
pub(crate) struct LazyFormat(std::sync::atomic::AtomicPtr<crate::format::ast::Format>);

impl LazyFormat {
    /// A cell for the registry's copy of an op, leaked with it.
    pub(crate) fn leak(compiled: Option<crate::format::ast::Format>) -> &'static LazyFormat {
        let ptr = compiled.map_or(std::ptr::null_mut(), |f| Box::leak(Box::new(f)) as *mut _);
        Box::leak(Box::new(LazyFormat(std::sync::atomic::AtomicPtr::new(ptr))))
    }
}

/// Where a registered op's custom form comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CustomForm {
    /// Its record's declarative `assemblyFormat`, run by the format interpreter.
    Declarative,
    /// A parser and printer written for it (MLIR's `hasCustomAssemblyFormat`).
    HandWritten,
    /// None: it reads and prints in generic form only, as in MLIR.
    GenericOnly,
}

/// The result types of the registered op `name` built from operands of
/// `operand_types` and properties `props`, inferred as its custom parser
/// does: its own hook, else `SameOperandsAndResultType` (every result of
/// the first operand's type), else a `ConstantLike` op's `value` type.
/// `None` when nothing says.
pub fn infer_result_types(
    ctx: &mut Context,
    name: &[u8],
    operand_types: &[crate::Type],
    props: &[crate::NamedAttr],
) -> Option<Vec<crate::Type>> {
    let def = lookup(name)?;
    infer_result_types_of(def, ctx, operand_types, props)
}

/// [`infer_result_types`] for the definition `def`.
pub(crate) fn infer_result_types_of(
    def: &OpDef,
    ctx: &mut Context,
    operand_types: &[crate::Type],
    props: &[crate::NamedAttr],
) -> Option<Vec<crate::Type>> {
    if let Some(f) = def.infer {
        return f(ctx, operand_types, props);
    }
    let s = &def.structure;
    let singles = s
        .results
        .iter()
        .all(|g| g.arity == structure::Arity::Single);
    if !s.declared || !singles {
        return None;
    }
    if s.same_operands_and_result_type {
        let t = *operand_types.first()?;
        return Some(vec![t; s.results.len()]);
    }
    if s.constant_like && s.results.len() == 1 {
        let value = props
            .iter()
            .find(|p| ctx.str_bytes(p.name) == b"value")?
            .value;
        return support::typed_attr_type(ctx, ctx.attr_data(value)).map(|t| vec![t]);
    }
    None
}

/// The inherent attributes (properties) of a registered op.
pub fn inherent_attrs(op: &[u8]) -> &'static [PropSpec] {
    lookup(op).map_or(&[], |d| d.props)
}

/// The traits of an op by name; unknown ops have none and SSACFG regions.
pub fn op_traits(name: &[u8]) -> OpTraits {
    match lookup(name) {
        Some(d) => OpTraits {
            registered: true,
            ..d.traits
        },
        None => OpTraits::default(),
    }
}

/// Why the attribute `#dialect.body` of a dialect sigil implements (ops or
/// attributes) is invalid, `data` being its body without leading blanks;
/// `None` for other dialects. Attributes with an [`AttrDef`] never come
/// here: for a registered dialect this is MLIR's error, reported where the
/// body starts (`getNameLoc`).
pub(crate) fn dialect_attr_error(dialect: &[u8], data: &[u8]) -> Option<String> {
    let attrs = registry::has_attrs(dialect);
    if !attrs && !is_known_dialect(dialect) {
        return None;
    }
    let d = String::from_utf8_lossy(dialect);
    if !attrs {
        return Some(format!("dialect '{d}' provides no attribute parsing hook"));
    }
    let keyword_len = data
        .iter()
        .take_while(|&&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$'))
        .count();
    let keyword = String::from_utf8_lossy(&data[..keyword_len]);
    // The generated parser's `KeywordSwitch` wants a keyword first.
    if !data
        .first()
        .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
    {
        return Some("expected valid keyword".into());
    }
    let unsupported = match dialect {
        b"gpu" => gpu::UNSUPPORTED,
        b"iree_encoding" => iree_encoding::UNSUPPORTED,
        _ => &[],
    };
    if unsupported.contains(&&*keyword) {
        return Some(format!(
            "sigil does not support the {d} attribute `{keyword}` yet"
        ));
    }
    Some(format!("unknown attribute `{keyword}` in dialect `{d}`"))
}

/// The type hook of registered dialects, as [`dialect_attr_error`] is
/// the attribute one: parses the type whose `!` identifier (without the
/// `!`) is `ident`, the token just read ending at `ident_end`, with the
/// parser at the token after it. `None` when the identifier names no type
/// of such a dialect; the caller then goes on with aliases and
/// unregistered dialects.
///
/// The opaque spelling `!util<"...">` (which `iree-opt` rejects) is still
/// read as an unregistered type under `--allow-unregistered-dialect`, as
/// `mlir-opt` reads it; without that flag it is the `util` dialect's error.
pub(crate) fn parse_dialect_type<'a>(
    p: &mut Parser<'a>,
    ident: &'a [u8],
    start: u32,
    ident_end: u32,
) -> Option<DResult<crate::Type>> {
    if let Some(dot) = ident.iter().position(|&c| c == b'.') {
        if let Some(def) = type_def(&ident[..dot], &ident[dot + 1..]) {
            return Some(api::parse_dialect_type(p, def, ident_end));
        }
    }
    if let Some(rest) = ident.strip_prefix(b"llvm.") {
        // MLIR's `dispatchParse`: the keyword after `!llvm.` names no type.
        let n = rest
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
            .count();
        let key = String::from_utf8_lossy(&rest[..n]);
        return Some(crate::diag::err(
            start + 6,
            format!("unknown LLVM type: {key}"),
        ));
    }
    // --- util dialect ---
    let glued_body = p.at_token(crate::lexer::TokenKind::Less) && p.offset() == ident_end;
    let opaque_util = ident == b"util" && glued_body && !p.ctx.allow_unregistered_dialects;
    if opaque_util || ident.starts_with(b"util.") {
        return Some(util::parse_type(p, ident, start, ident_end));
    }
    // --- end util dialect ---
    None
}

/// What an inherent attribute must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    String,
    ArrayOfDicts,
    Unit,
    FlatSymbolRef,
    /// Any attribute with a type (`TypedAttr`): integers, floats, elements.
    Typed,
    /// A signless 64-bit integer enum case in `0..=max`.
    I64Enum {
        max: u8,
    },
    /// A signless 32-bit integer enum case in `0..=max`.
    I32Enum {
        max: u8,
    },
    /// An attribute of the [`AttrDef`] `#dialect.mnemonic`, kept by its
    /// parameters.
    DialectAttr {
        dialect: &'static str,
        mnemonic: &'static str,
        describe: &'static str,
    },
    /// `array<i32: ...>`.
    DenseI32Array,
    /// `array<i64: ...>`.
    DenseI64Array,
    /// An integer attribute of type `index`... or any integer.
    AnyInteger,
    /// `true` or `false` (`BoolAttr`).
    Bool,
    /// A positive power of two of type `i64` (alignments).
    PowerOfTwoI64,
    /// A positive `i32`.
    PositiveI32,
    /// An `i32` in `min..=max`.
    I32Range {
        min: i64,
        max: i64,
    },
    /// A type attribute holding a ranked memref type.
    MemRefType,
    /// `affine_map<...>`.
    AffineMap,
    /// `[[0, 1], [2]]`: an array of arrays of `i64` integers.
    I64ArrayArray,
    /// Any array attribute `[...]`: what MLIR's property conversion of an
    /// `ArrayAttr` accepts (element constraints are the op verifier's).
    Array,
    /// A dictionary attribute `{...}` (`DictionaryAttr`).
    Dictionary,
    /// Any attribute.
    Any,
    // --- affine dialect ---
    /// `affine_set<...>`.
    IntegerSet,
    /// Dense integer elements (`dense<1> : tensor<2xi32>`); the element
    /// type is the op verifier's to check.
    DenseIntElements,
    /// A `UnitProp`: the unit attribute (set) or a bool.
    UnitOrBool,
    // --- end affine dialect ---
    // --- linalg dialect ---
    /// A signless 64-bit integer (`I64Attr`).
    I64,
    /// A signless 64-bit integer that must be at least 0; property
    /// conversion takes any, the minimum is the op verifier's to check.
    NonNegativeI64,
    // --- end linalg dialect ---
    // --- util dialect ---
    /// A type attribute holding any type (`TypeAttr`).
    AnyTypeAttr,
    /// `#util.inline.never` or `#util.inline.always`
    /// (`InliningPolicyAttrInterface`).
    UtilInliningPolicy,
    /// A `StringProp`: a string, converted with its own message.
    StringProp,
    // --- end util dialect ---
    /// A 32-bit float (`F32Attr`).
    F32,
    /// A 32- or 64-bit float: `check`'s `atol`, which IREE declares `f32`
    /// and StableHLO's form of the op keeps as an `f64`.
    F32OrF64,
    /// Dense, sparse or resource elements of a shaped type (`ElementsAttr`).
    Elements,
}

impl AttrKind {
    pub fn accepts(self, ctx: &crate::Context, a: crate::Attr) -> bool {
        use crate::attrs::AttrData;
        use crate::TypeData;
        match (self, ctx.attr_data(a)) {
            (AttrKind::String, AttrData::String { ty: None, .. }) => true,
            (AttrKind::ArrayOfDicts, AttrData::Array(e)) => e
                .iter()
                .all(|&x| matches!(ctx.attr_data(x), AttrData::Dict(_))),
            (AttrKind::Unit, AttrData::Unit) => true,
            (AttrKind::FlatSymbolRef, AttrData::SymbolRef { nested, .. }) => nested.is_empty(),
            // A string is a `TypedAttr` too (of type `none` when untyped).
            (AttrKind::Typed, data) => {
                support::typed_attr_type(ctx, data).is_some()
                    || matches!(data, AttrData::String { .. })
            }
            (AttrKind::I64Enum { max }, AttrData::Integer { ty, value }) => {
                matches!(
                    ctx.type_data(*ty),
                    TypeData::Integer {
                        width: 64,
                        signedness: crate::types::Signedness::Signless
                    }
                ) && value.to_u64().is_some_and(|v| v <= max as u64)
            }
            (AttrKind::I32Enum { max }, AttrData::Integer { ty, value }) => {
                matches!(
                    ctx.type_data(*ty),
                    TypeData::Integer {
                        width: 32,
                        signedness: crate::types::Signedness::Signless
                    }
                ) && value.to_u64().is_some_and(|v| v <= max as u64)
            }
            (
                AttrKind::DialectAttr {
                    dialect, mnemonic, ..
                },
                AttrData::Dialect(d),
            ) => d.def.dialect == dialect && d.def.mnemonic == mnemonic,
            (AttrKind::DenseI32Array, AttrData::DenseArray { elem, .. }) => {
                matches!(ctx.type_data(*elem), TypeData::Integer { width: 32, .. })
            }
            (AttrKind::DenseI64Array, AttrData::DenseArray { elem, .. }) => {
                matches!(ctx.type_data(*elem), TypeData::Integer { width: 64, .. })
            }
            (AttrKind::AnyInteger, AttrData::Integer { .. }) => true,
            (AttrKind::Bool, AttrData::Integer { ty, .. }) => matches!(
                ctx.type_data(*ty),
                TypeData::Integer {
                    width: 1,
                    signedness: crate::types::Signedness::Signless
                }
            ),
            (AttrKind::PowerOfTwoI64, AttrData::Integer { ty, value }) => {
                is_signless(ctx, *ty, 64)
                    && value
                        .to_i64()
                        .is_some_and(|v| v > 0 && (v as u64).is_power_of_two())
            }
            (AttrKind::PositiveI32, AttrData::Integer { ty, value }) => {
                is_signless(ctx, *ty, 32) && value.to_i64().is_some_and(|v| v > 0)
            }
            (AttrKind::I32Range { min, max }, AttrData::Integer { ty, value }) => {
                is_signless(ctx, *ty, 32)
                    && value.to_i64().is_some_and(|v| (min..=max).contains(&v))
            }
            (AttrKind::MemRefType, AttrData::Type(t)) => {
                matches!(ctx.type_data(*t), TypeData::MemRef { .. })
            }
            (AttrKind::AffineMap, AttrData::AffineMap(_)) => true,
            (AttrKind::I64ArrayArray, AttrData::Array(groups)) => groups.iter().all(|&g| {
                matches!(ctx.attr_data(g), AttrData::Array(es) if es.iter().all(|&e| {
                    matches!(ctx.attr_data(e), AttrData::Integer { ty, .. } if is_signless(ctx, *ty, 64))
                }))
            }),
            (AttrKind::Array, AttrData::Array(_)) => true,
            (AttrKind::Dictionary, AttrData::Dict(_)) => true,
            (AttrKind::Any, _) => true,
            // --- affine dialect ---
            (AttrKind::IntegerSet, AttrData::IntegerSet(_)) => true,
            (AttrKind::DenseIntElements, AttrData::DenseElements { ty, .. }) => matches!(
                ctx.type_data(support::element_type(ctx, *ty)),
                TypeData::Integer { .. } | TypeData::Index
            ),
            (AttrKind::UnitOrBool, AttrData::Unit) => true,
            (AttrKind::UnitOrBool, AttrData::Integer { ty, .. }) => is_signless(ctx, *ty, 1),
            // --- end affine dialect ---
            // --- linalg dialect ---
            (AttrKind::I64, AttrData::Integer { ty, .. }) => is_signless(ctx, *ty, 64),
            (AttrKind::NonNegativeI64, AttrData::Integer { ty, .. }) => is_signless(ctx, *ty, 64),
            // --- end linalg dialect ---
            // --- util dialect ---
            (AttrKind::AnyTypeAttr, AttrData::Type(_)) => true,
            (AttrKind::StringProp, AttrData::String { ty: None, .. }) => true,
            (AttrKind::UtilInliningPolicy, AttrData::Dialect(d)) => {
                d.def.dialect == "util" && matches!(d.def.mnemonic, "inline.never" | "inline.always")
            }
            // --- end util dialect ---
            (AttrKind::F32, AttrData::Float { ty, .. }) => {
                matches!(ctx.type_data(*ty), TypeData::Float(crate::types::FloatKind::F32))
            }
            (AttrKind::F32OrF64, AttrData::Float { ty, .. }) => matches!(
                ctx.type_data(*ty),
                TypeData::Float(crate::types::FloatKind::F32 | crate::types::FloatKind::F64)
            ),
            (
                AttrKind::Elements,
                AttrData::DenseElements { .. }
                | AttrData::DenseStrings { .. }
                | AttrData::DenseResource { .. }
                | AttrData::Sparse { .. },
            ) => true,
            _ => false,
        }
    }

    /// MLIR's wording of the constraint.
    pub fn describe(self) -> String {
        match self {
            AttrKind::String => "string attribute".into(),
            AttrKind::ArrayOfDicts => "Array of dictionary attributes".into(),
            AttrKind::Unit => "unit attribute".into(),
            AttrKind::FlatSymbolRef => "flat symbol reference attribute".into(),
            AttrKind::Typed => "TypedAttr instance".into(),
            AttrKind::I64Enum { max } | AttrKind::I32Enum { max } => {
                let bits = if matches!(self, AttrKind::I64Enum { .. }) {
                    64
                } else {
                    32
                };
                let cases: Vec<String> = (0..=max).map(|i| i.to_string()).collect();
                format!(
                    "allowed {bits}-bit signless integer cases: {}",
                    cases.join(", ")
                )
            }
            AttrKind::DialectAttr { describe, .. } => describe.into(),
            AttrKind::DenseI32Array => "i32 dense array attribute".into(),
            AttrKind::DenseI64Array => "i64 dense array attribute".into(),
            AttrKind::AnyInteger => "arbitrary integer attribute".into(),
            AttrKind::Bool => "bool attribute".into(),
            AttrKind::PowerOfTwoI64 => "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0".into(),
            AttrKind::PositiveI32 => "32-bit signless integer attribute whose value is positive".into(),
            AttrKind::I32Range { min, max } => format!(
                "32-bit signless integer attribute whose minimum value is {min} whose maximum value is {max}"
            ),
            AttrKind::MemRefType => "memref type attribute".into(),
            AttrKind::AffineMap => "AffineMap attribute".into(),
            AttrKind::I64ArrayArray => "Array of 64-bit integer array attributes".into(),
            AttrKind::Array => "array attribute".into(),
            AttrKind::Dictionary => "dictionary of named attribute values".into(),
            AttrKind::Any => "any attribute".into(),
            // --- affine dialect ---
            AttrKind::IntegerSet => "IntegerSet attribute".into(),
            AttrKind::DenseIntElements => "integer elements attribute".into(),
            AttrKind::UnitOrBool => "unit attribute".into(),
            // --- end affine dialect ---
            // --- linalg dialect ---
            AttrKind::I64 => "64-bit signless integer attribute".into(),
            AttrKind::NonNegativeI64 => {
                "64-bit signless integer attribute whose minimum value is 0".into()
            }
            // --- end linalg dialect ---
            // --- util dialect ---
            AttrKind::AnyTypeAttr => "any type attribute".into(),
            AttrKind::UtilInliningPolicy => "InliningPolicyAttrInterface instance".into(),
            AttrKind::StringProp => "string".into(),
            // --- end util dialect ---
            AttrKind::F32 => "32-bit float attribute".into(),
            AttrKind::F32OrF64 => "32-bit float attribute".into(),
            AttrKind::Elements => "constant vector/tensor attribute".into(),
        }
    }
}

/// Whether `t` is the signless integer type of `width` bits.
fn is_signless(ctx: &crate::Context, t: crate::Type, width: u32) -> bool {
    matches!(
        ctx.type_data(t),
        crate::TypeData::Integer { width: w, signedness: crate::types::Signedness::Signless } if *w == width
    )
}

/// The dialects `mlir-opt-22` (Debian's build) registers, as its
/// "Available dialects" note lists them.
pub const MLIR_OPT_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Whether `dialect` is one `mlir-opt-22` registers but sigil does not
/// implement yet. Ops of these are rejected rather than treated as unknown
/// ops: `mlir-opt` would check them, so accepting them silently would accept
/// invalid IR. (The `test*` dialects allow unknown ops and stay unknown here.)
pub fn is_unsupported_mlir_dialect(dialect: &[u8]) -> bool {
    !is_known_dialect(dialect)
        && !dialect.starts_with(b"test")
        && MLIR_OPT_DIALECTS.iter().any(|d| d.as_bytes() == dialect)
}

/// Whether MLIR parses the custom form of `def` with a parser generated from
/// a declarative assembly format, which checks the inherent attributes
/// written in its attribute dictionary as it reads it (`verifyInherentAttrs`,
/// an error at the `{`); hand-written parsers leave them to the verifier.
/// The op's record says: an `assemblyFormat`.
pub(crate) fn checks_inherent_at_parse(def: &OpDef) -> bool {
    def.structure.form.format.is_some() && !def.structure.form.custom
}

/// Traits the verifier needs about an op.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpTraits {
    pub is_terminator: bool,
    pub isolated_from_above: bool,
    pub symbol_table: bool,
    pub no_terminator: bool,
    pub single_block: bool,
    /// Regions are graph regions (no dominance).
    pub graph_regions: bool,
    pub registered: bool,
    /// `SingleBlockImplicitTerminator<op>`: the parser adds this op when a
    /// body ends without a terminator, and the printer leaves it out.
    pub implicit_terminator: Option<&'static str>,
}

impl OpTraits {
    pub const NONE: OpTraits = OpTraits {
        is_terminator: false,
        isolated_from_above: false,
        symbol_table: false,
        no_terminator: false,
        single_block: false,
        graph_regions: false,
        registered: false,
        implicit_terminator: None,
    };
    pub const TERMINATOR: OpTraits = OpTraits {
        is_terminator: true,
        ..OpTraits::NONE
    };
}
