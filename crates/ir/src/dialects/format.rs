//! Declarative assembly formats: an op's custom form from a line of text
//! in the style of MLIR's ODS `assemblyFormat`, for ops (in this crate or
//! another) that need no hand-written parser and printer.
//!
//! A format is compiled once per op into a list of [`Elem`]s that index the
//! op's declared [`Structure`] groups, so parsing and printing walk a short
//! array rather than the text. Compiled formats are kept in a table keyed
//! by the definition's address (definitions are `'static`); the first use
//! compiles, and [`super::register_dialect`] compiles ahead to refuse a
//! malformed format before anything is parsed.
//!
//! Spacing follows MLIR's generated printers: a space before each element
//! except before `)`, `]`, `,`, `>`, `}` after punctuation, before `(`,
//! `[`, `<`, `{`, `,` and closing brackets otherwise, and after an opening
//! bracket. What is supported: `$operands` (a comma-separated list for a
//! variadic or optional group), `$region`, `$property`, `type($group)` for
//! operand and result groups, `type(operands)` and `type(results)`,
//! `attr-dict`, `prop-dict`, and literals.
//!
//! A type the format does not write is inferred as ODS infers it: from
//! the other values' types under `SameOperandsAndResultType`, or as the
//! one type a buildable constraint allows (`I1`, `LLVM_TokenType`,
//! `!llvm.ptr` in address space 0; see [`buildable`]).
//!
//! Properties of a fixed type are written without it (`I64Attr`, `I32Attr`,
//! `F64Attr`: `8`, `5.000000e-01`), a `sym_name` as a symbol (`@c`), and an
//! `ArrayAttr` one must be an array.

use std::sync::{Arc, OnceLock, RwLock};

use hashbrown::HashMap;
use smallvec::SmallVec;

use super::structure::Arity;
use super::OpDef;
use crate::attrs::AttrData;
use crate::diag::DResult;
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::{Parser, SsaUse};
use crate::printer::custom::AsmPrinter;
use crate::types::Type;

/// One element of a compiled format.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Elem {
    Literal(&'static str),
    Operands(usize),
    Region(usize),
    Prop(&'static str),
    OperandTypes(usize),
    ResultTypes(usize),
    /// `type(operands)`: every operand's type, in declaration order.
    AllOperandTypes,
    /// `type(results)`: every result's type.
    AllResultTypes,
    AttrDict,
    /// `prop-dict`: ` <{...}>` of the properties the format leaves out.
    PropDict,
}

/// A compiled format.
#[derive(Debug)]
pub(crate) struct Format {
    elems: Vec<Elem>,
    /// Properties written by the format, left out of `attr-dict`.
    elided: Vec<&'static str>,
}

/// Compiles `text` against `def`'s declared structure.
pub(crate) fn compile(def: &OpDef, text: &'static str) -> Result<Format, String> {
    let s = &def.structure;
    if !s.declared {
        return Err("a format needs a declared structure".into());
    }
    let mut elems = Vec::new();
    let mut rest = text.trim_start();
    // `qualified(...)` directives open: their `)` follows the element.
    let mut qualified = 0;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("qualified(") {
            qualified += 1;
            rest = r.trim_start();
            continue;
        }
        if qualified > 0 {
            if let Some(r) = rest.strip_prefix(')') {
                qualified -= 1;
                rest = r.trim_start();
                continue;
            }
        }
        let (elem, tail) = if let Some(r) = rest.strip_prefix('`') {
            let end = r.find('`').ok_or("unterminated literal")?;
            let lit = &r[..end];
            let ok = matches!(
                lit,
                "," | ":" | "(" | ")" | "[" | "]" | "<" | ">" | "{" | "}" | "=" | "->" | "?" | "*"
            ) || (!lit.is_empty()
                && lit
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && lit
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.'));
            if !ok {
                return Err(format!("'{lit}' is not a valid literal"));
            }
            (Elem::Literal(lit), &r[end + 1..])
        } else if let Some(r) = rest.strip_prefix("attr-dict") {
            (Elem::AttrDict, r)
        } else if let Some(r) = rest.strip_prefix("prop-dict") {
            (Elem::PropDict, r)
        } else if let Some(r) = rest.strip_prefix("type(operands)") {
            (Elem::AllOperandTypes, r)
        } else if let Some(r) = rest.strip_prefix("type(results)") {
            (Elem::AllResultTypes, r)
        } else if let Some(r) = rest.strip_prefix("type($") {
            let end = r.find(')').ok_or("unterminated type(...)")?;
            let name = &r[..end];
            let e = if let Some(i) = s.operands.iter().position(|g| g.name == name) {
                Elem::OperandTypes(i)
            } else if let Some(i) = s.results.iter().position(|g| g.name == name) {
                Elem::ResultTypes(i)
            } else {
                return Err(format!(
                    "type(${name}): no operand or result group '{name}'"
                ));
            };
            (e, &r[end + 1..])
        } else if let Some(r) = rest.strip_prefix('$') {
            let end = r
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(r.len());
            let name = &r[..end];
            let e = if let Some(i) = s.operands.iter().position(|g| g.name == name) {
                Elem::Operands(i)
            } else if let Some(i) = s.regions.iter().position(|g| g.name == name) {
                if s.regions[i].variadic {
                    return Err(format!("${name}: variadic regions are not supported"));
                }
                Elem::Region(i)
            } else if let Some(p) = def.props.iter().find(|p| p.name == name) {
                Elem::Prop(p.name)
            } else {
                return Err(format!("${name}: no operand, region or property '{name}'"));
            };
            (e, &r[end..])
        } else {
            let word: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
            return Err(format!("unexpected '{word}'"));
        };
        if elems.contains(&elem) && !matches!(elem, Elem::Literal(_)) {
            return Err(format!("{elem:?} appears twice"));
        }
        elems.push(elem);
        rest = tail.trim_start();
    }
    if qualified > 0 {
        return Err("unterminated qualified(...)".into());
    }
    let all_operand_types = elems.contains(&Elem::AllOperandTypes);
    let all_result_types = elems.contains(&Elem::AllResultTypes);
    for (i, g) in s.operands.iter().enumerate() {
        if !elems.contains(&Elem::Operands(i)) {
            return Err(format!("operand group '{}' is not in the format", g.name));
        }
        if !elems.contains(&Elem::OperandTypes(i)) && !all_operand_types && !inferable(def, g) {
            return Err(format!(
                "the type of operand group '{}' is not in the format",
                g.name
            ));
        }
    }
    for (i, g) in s.results.iter().enumerate() {
        if !elems.contains(&Elem::ResultTypes(i)) && !all_result_types && !inferable(def, g) {
            return Err(format!(
                "the type of result group '{}' is not in the format",
                g.name
            ));
        }
    }
    for (i, g) in s.regions.iter().enumerate() {
        if !elems.contains(&Elem::Region(i)) {
            return Err(format!("region '{}' is not in the format", g.name));
        }
    }
    if !s.successors.is_empty() {
        return Err("successors are not supported".into());
    }
    if elems.iter().filter(|e| **e == Elem::AttrDict).count() != 1 {
        return Err("attr-dict must appear once".into());
    }
    if s.result_segments {
        return Err("result segments are not supported".into());
    }
    let elided = elems
        .iter()
        .filter_map(|e| match e {
            Elem::Prop(p) => Some(*p),
            _ => None,
        })
        .chain(s.operand_segments.then_some("operandSegmentSizes"))
        .collect();
    Ok(Format { elems, elided })
}

type Cache = RwLock<HashMap<usize, Arc<Format>>>;

/// The compiled format of `def`; `Err` if it does not compile.
fn format_of(def: &'static OpDef) -> Result<Arc<Format>, String> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = def as *const OpDef as usize;
    if let Some(f) = cache.read().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(f.clone());
    }
    let text = def.format.ok_or("no format")?;
    let f = Arc::new(compile(def, text)?);
    cache
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, f.clone());
    Ok(f)
}

/// Whether a literal wants a space before it, as MLIR's
/// `shouldEmitSpaceBefore` decides.
fn space_before(lit: &str, last_was_punct: bool) -> bool {
    if lit.len() != 1 && lit != "->" {
        return true;
    }
    let c = lit.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

/// Parses a custom form by the op's format.
pub(crate) fn parse(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let format = match format_of(def) {
        Ok(f) => f,
        Err(m) => return p.error_at(start, format!("'{}' has a bad format: {m}", def.name)),
    };
    let s = &def.structure;
    let mut uses: Vec<(SmallVec<[SsaUse<'_>; 4]>, u32)> =
        vec![(SmallVec::new(), 0); s.operands.len()];
    let mut operand_types: Vec<Option<SmallVec<[Type; 4]>>> = vec![None; s.operands.len()];
    let mut result_types: Vec<Option<SmallVec<[Type; 4]>>> = vec![None; s.results.len()];
    let mut regions = vec![None; s.regions.len()];
    let mut parts = OpParts::default();
    for elem in &format.elems {
        match *elem {
            Elem::Literal(lit) => {
                let kind = literal_token(lit);
                match kind {
                    Some(k) if p.eat_token(k) => {}
                    Some(k) => p.expect_token(k, &format!("expected '{lit}'"))?,
                    None => p.keyword(lit)?,
                }
            }
            Elem::Operands(i) => {
                let at = p.offset();
                let list = match s.operands[i].arity {
                    Arity::Single => std::iter::once(p.operand()?).collect(),
                    Arity::Optional if !p.at_token(TokenKind::PercentIdent) => SmallVec::new(),
                    Arity::Optional => std::iter::once(p.operand()?).collect(),
                    Arity::Variadic if !p.at_token(TokenKind::PercentIdent) => SmallVec::new(),
                    Arity::Variadic => p.operand_list()?,
                };
                uses[i] = (list, at);
            }
            Elem::OperandTypes(i) => {
                let n = uses[i].0.len();
                let mut types = SmallVec::new();
                for k in 0..n {
                    if k > 0 {
                        p.expect_token(TokenKind::Comma, "expected ','")?;
                    }
                    types.push(p.parse_type()?);
                }
                operand_types[i] = Some(types);
            }
            Elem::ResultTypes(i) => {
                let mut types = SmallVec::new();
                let single = s.results[i].arity == Arity::Single;
                if single || starts_type(p) {
                    types.push(p.parse_type()?);
                    while s.results[i].arity == Arity::Variadic && p.eat_token(TokenKind::Comma) {
                        types.push(p.parse_type()?);
                    }
                }
                result_types[i] = Some(types);
            }
            Elem::AllOperandTypes => {
                // A type list of any length, checked against the operands.
                let all: SmallVec<[Type; 4]> = if starts_type(p) {
                    p.type_list()?
                } else {
                    SmallVec::new()
                };
                let n: usize = uses.iter().map(|(l, _)| l.len()).sum();
                if n != all.len() {
                    return p.custom_error(
                        start,
                        format!(
                            "number of operands and types do not match: got {n} operands and {} types",
                            all.len()
                        ),
                    );
                }
                let mut rest = &all[..];
                for (i, (list, _)) in uses.iter().enumerate() {
                    let (mine, tail) = rest.split_at(list.len());
                    rest = tail;
                    operand_types[i] = Some(mine.iter().copied().collect());
                }
            }
            Elem::AllResultTypes => {
                for (i, g) in s.results.iter().enumerate() {
                    let mut types = SmallVec::new();
                    if i > 0 && g.arity == Arity::Single {
                        p.expect_token(TokenKind::Comma, "expected ','")?;
                    }
                    if g.arity == Arity::Single || starts_type(p) {
                        types.push(p.parse_type()?);
                        while g.arity == Arity::Variadic && p.eat_token(TokenKind::Comma) {
                            types.push(p.parse_type()?);
                        }
                    }
                    result_types[i] = Some(types);
                }
            }
            Elem::PropDict => {
                let mut dict = None;
                if p.eat_token(TokenKind::Less) {
                    let d = p.parse_attribute(None)?;
                    p.expect_token(TokenKind::Greater, "expected '>'")?;
                    // Converted once the op is built: errors name its start.
                    let entries = p.convert_properties(def.name.as_bytes(), d, start)?;
                    parts.props.extend(entries);
                    dict = Some(d);
                }
                // `setPropertiesFromAttr` wants every required property.
                let missing = s.required.iter().find(|r| {
                    !parts
                        .props
                        .iter()
                        .any(|e| p.ctx.str_bytes(e.name) == r.as_bytes())
                });
                if let Some(r) = missing {
                    let shown = dict.map_or_else(
                        || "{}".to_string(),
                        |d| crate::printer::attr_to_string(p.ctx, d),
                    );
                    return p.error_at(
                        start,
                        format!(
                            "invalid properties {shown} for op {}: expected key entry for {r} in DictionaryAttr to set Properties.",
                            def.name
                        ),
                    );
                }
            }
            Elem::Region(i) => {
                let r = p.ir.create_region();
                p.region_with_args(r, &[], false, def.default_dialect, None)?;
                regions[i] = Some(r);
            }
            Elem::Prop(name) => {
                let a = match bare_type(def, name) {
                    Some(Bare::Symbol) => {
                        if !p.at_token(TokenKind::AtIdent) {
                            return p.custom_error(
                                p.offset(),
                                "expected valid '@'-identifier for symbol name",
                            );
                        }
                        let sym = p.symbol_name_value()?;
                        p.bump();
                        p.ctx.string_attr(&sym)
                    }
                    Some(Bare::Int(w)) => {
                        let t = p.ctx.i(w);
                        p.parse_attribute(Some(t))?
                    }
                    Some(Bare::F64) => {
                        let t = p.ctx.float_type(crate::types::FloatKind::F64);
                        p.parse_attribute(Some(t))?
                    }
                    None => {
                        let at = p.offset();
                        let a = p.parse_attribute(None)?;
                        // An `ArrayAttr` parameter is read as one.
                        let array = def
                            .props
                            .iter()
                            .any(|s| s.name == name && s.kind == super::AttrKind::Array);
                        if array && !matches!(p.ctx.attr_data(a), AttrData::Array(_)) {
                            return p.custom_error(at, "invalid kind of attribute specified");
                        }
                        a
                    }
                };
                let e = p.prop(name, a);
                parts.props.push(e);
            }
            Elem::AttrDict => parts.attrs = p.optional_attr_dict()?,
        }
    }
    infer_types(p, def, start, &uses, &mut operand_types, &mut result_types)?;
    for (i, (list, at)) in uses.iter().enumerate() {
        let types = operand_types[i].clone().unwrap_or_default();
        let values = p.resolve(def.name, *at, list, &types)?;
        parts.operands.extend(values);
    }
    if s.operand_segments {
        let sizes: Vec<u8> = uses
            .iter()
            .flat_map(|(l, _)| (l.len() as u32).to_le_bytes())
            .collect();
        let i32t = p.ctx.i(32);
        let a = p.ctx.intern_attr(AttrData::DenseArray {
            elem: i32t,
            len: uses.len() as u32,
            data: sizes.into_boxed_slice(),
        });
        let e = p.prop("operandSegmentSizes", a);
        parts.props.push(e);
    }
    parts.result_types = result_types.into_iter().flatten().flatten().collect();
    parts.regions = regions.into_iter().flatten().collect();
    p.finish_op(def, start, parts)
}

/// Whether the type of group `g` may be left out of `def`'s format.
fn inferable(def: &OpDef, g: &super::structure::ValueGroup) -> bool {
    def.structure.same_operands_and_result_type
        || (g.arity == Arity::Single && g.ty.is_some_and(|c| buildable_kind(c.summary).is_some()))
}

/// The one type a buildable constraint allows, by its summary.
fn buildable_kind(summary: &str) -> Option<u8> {
    Some(match summary {
        "1-bit signless integer" => 0,
        "LLVM token type" => 1,
        "LLVM pointer in address space 0" => 2,
        _ => return None,
    })
}

/// ODS's `buildableType` of a constraint: the type an operand or result
/// gets when the format does not write it.
pub(crate) fn buildable(
    ctx: &mut crate::Context,
    c: super::structure::TypeConstraint,
) -> Option<Type> {
    Some(match buildable_kind(c.summary)? {
        0 => ctx.i(1),
        1 => super::llvm::types::token(ctx),
        _ => super::llvm::types::ptr0(ctx),
    })
}

type Uses<'a> = [(SmallVec<[SsaUse<'a>; 4]>, u32)];
type Slots = [Option<SmallVec<[Type; 4]>>];

/// Fills in the types the format left out (see [`inferable`]).
fn infer_types(
    p: &mut Parser<'_>,
    def: &OpDef,
    start: u32,
    uses: &Uses<'_>,
    operand_types: &mut Slots,
    result_types: &mut Slots,
) -> DResult<()> {
    if operand_types
        .iter()
        .chain(result_types.iter())
        .all(Option::is_some)
    {
        return Ok(());
    }
    let s = &def.structure;
    let known = operand_types
        .iter()
        .chain(result_types.iter())
        .flatten()
        .find_map(|t| t.first().copied());
    let pick = |p: &mut Parser<'_>, g: &super::structure::ValueGroup| -> Option<Type> {
        if s.same_operands_and_result_type {
            return known;
        }
        buildable(p.ctx, g.ty?)
    };
    for (i, g) in s.operands.iter().enumerate() {
        if operand_types[i].is_none() {
            let Some(t) = pick(p, g) else {
                return p.error_at(start, "failed to infer the operand types");
            };
            operand_types[i] = Some(SmallVec::from_elem(t, uses[i].0.len()));
        }
    }
    for (i, g) in s.results.iter().enumerate() {
        if result_types[i].is_none() {
            let Some(t) = pick(p, g) else {
                return p.error_at(start, "failed to infer the result types");
            };
            result_types[i] = Some(SmallVec::from_elem(t, 1));
        }
    }
    Ok(())
}

/// How a format writes a property whose attribute has a fixed type or
/// shape: without its type, or as a symbol name.
#[derive(Clone, Copy)]
enum Bare {
    /// An integer of this width (`I64Attr`, `I32Attr`).
    Int(u32),
    /// `F64Attr`.
    F64,
    /// `SymbolNameAttr` (`sym_name`): `@name`, kept as a string.
    Symbol,
}

fn bare_type(def: &OpDef, name: &str) -> Option<Bare> {
    use super::AttrKind as K;
    let spec = def.props.iter().find(|p| p.name == name)?;
    match spec.kind {
        K::I64 | K::NonNegativeI64 => Some(Bare::Int(64)),
        K::PositiveI32 | K::I32Range { .. } => Some(Bare::Int(32)),
        K::String if name == "sym_name" => Some(Bare::Symbol),
        _ if spec.constraint.is_some_and(|c| c.summary == F64_ATTR) => Some(Bare::F64),
        _ => None,
    }
}

/// The summary of ODS's `F64Attr`.
pub(crate) const F64_ATTR: &str = "64-bit float attribute";

/// The token of a punctuation literal; `None` for a keyword.
fn literal_token(lit: &str) -> Option<TokenKind> {
    Some(match lit {
        "," => TokenKind::Comma,
        ":" => TokenKind::Colon,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "=" => TokenKind::Equal,
        "->" => TokenKind::Arrow,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        _ => return None,
    })
}

/// Whether the current token can begin a type.
fn starts_type(p: &Parser<'_>) -> bool {
    p.at_token(TokenKind::BangIdent)
        || p.at_token(TokenKind::LParen)
        || (p.at_token(TokenKind::BareIdent)
            && (crate::parser::types::is_type_keyword(p.spelling())
                || crate::parser::types::int_type_spelling(p.spelling()).is_some()))
}

/// Prints a custom form by the op's format. Runs only on ops that passed
/// their declared structure, so every group is there.
pub(crate) fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let Some(view) = super::OpView::registered(ctx, ir, op) else {
        return;
    };
    let Ok(format) = format_of(view.def) else {
        return;
    };
    let s = &view.def.structure;
    let mut space = true;
    let mut last_punct = false;
    for elem in &format.elems {
        if let Elem::Literal(lit) = elem {
            if space && space_before(lit, last_punct) {
                p.w(" ");
            }
            p.w(lit);
            space = lit.len() != 1 || !b"<({[".contains(&lit.as_bytes()[0]);
            last_punct = !lit.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic());
            continue;
        }
        if *elem == Elem::AttrDict {
            if format.elems.contains(&Elem::PropDict) {
                // Every property is `prop-dict`'s: only discardable
                // attributes remain.
                let all: Vec<&str> = view.def.props.iter().map(|s| s.name).collect();
                p.attr_dict(op, &all);
            } else {
                p.attr_dict(op, &format.elided);
            }
            last_punct = false;
            continue;
        }
        if *elem == Elem::PropDict {
            p.prop_dict_braced(op, &format.elided);
            last_punct = false;
            continue;
        }
        // An empty optional or variadic group prints nothing.
        let empty = match *elem {
            Elem::Operands(i) | Elem::OperandTypes(i) => {
                view.operands(s.operands[i].name).len() == 0
            }
            Elem::ResultTypes(i) => view.results(s.results[i].name).len() == 0,
            Elem::AllOperandTypes => ir.operands(op).len() == 0,
            Elem::AllResultTypes => ir.results(op).len() == 0,
            _ => false,
        };
        if empty {
            continue;
        }
        if space {
            p.w(" ");
        }
        match *elem {
            Elem::Operands(i) => p.values(view.operands(s.operands[i].name)),
            Elem::OperandTypes(i) => {
                let types: Vec<Type> = view
                    .operands(s.operands[i].name)
                    .map(|v| ir.value_type(v))
                    .collect();
                p.types(types);
            }
            Elem::ResultTypes(i) => {
                let types: Vec<Type> = view
                    .results(s.results[i].name)
                    .map(|v| ir.value_type(v))
                    .collect();
                p.types(types);
            }
            Elem::Region(i) => {
                if let Some(r) = view.region(s.regions[i].name) {
                    p.region(r, true, true, false);
                }
            }
            Elem::Prop(name) => match p.prop(op, name) {
                Some(a) => match (bare_type(view.def, name), ctx.attr_data(a)) {
                    (Some(Bare::Int(_)), AttrData::Integer { value, .. })
                        if value.to_i64().is_some() =>
                    {
                        p.w(&value.to_i64().unwrap_or(0).to_string());
                    }
                    (Some(Bare::F64), AttrData::Float { .. }) => p.attr_without_type(a),
                    (Some(Bare::Symbol), AttrData::String { .. }) => p.p.symbol_ref(a),
                    _ => p.attr(a),
                },
                None => p.w("unit"),
            },
            Elem::AllOperandTypes => {
                let types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
                p.types(types);
            }
            Elem::AllResultTypes => {
                let types: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
                p.types(types);
            }
            Elem::Literal(_) | Elem::AttrDict | Elem::PropDict => {
                unreachable!("handled above")
            }
        }
        space = true;
        last_punct = false;
    }
}
