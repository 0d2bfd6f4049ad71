//! A declarative assembly format's text compiled against its op: a tree of
//! [`Elem`]s whose variables are indices into the op's declared groups and
//! attributes, and whose printing spaces are decided here, once.
//!
//! MLIR's `OpFormatGen` decides spacing while it *generates* the printer:
//! two flags (emit a space next, the last thing printed was punctuation)
//! walk the elements in order, an optional group's `then` elements before
//! its `else` elements, whether or not either prints at run time. The
//! same walk runs here at compile time and leaves its verdict in each
//! element ([`Elem::space`]), so printing reads a bool and spacing matches
//! MLIR's generated printers byte for byte, quirks included.

use super::custom::{self, CustomDirective};
use super::decl::{AttrPrint, AttrStorage, Form, Transform, TypeClass, TypeRule};
use crate::dialects::structure::{Arity, Structure};
use crate::lexer::TokenKind;

/// Which types a `type(...)`/`functional-type(...)` argument names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TypeArg {
    Operand(usize),
    Result(usize),
    /// `operands`: every operand.
    Operands,
    /// `results`: every result.
    Results,
}

/// An argument of a `custom<X>(...)` directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CustomArg {
    Operand(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
    Type(TypeArg),
    AttrDict,
    /// `ref(...)`: a variable the format already parsed, read-only.
    Ref(RefArg),
    /// A string literal, passed as it is.
    Str(&'static str),
}

/// What a `ref(...)` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RefArg {
    Operand(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
    Type(TypeArg),
    AttrDict,
}

#[derive(Clone, Debug)]
pub(crate) enum Kind {
    /// `` `keyword` `` or punctuation (with its token; `None` for a keyword).
    Literal(&'static str, Option<TokenKind>),
    /// `` ` ` `` (true) or ``` `` ``` (false).
    Space(bool),
    /// `` `\n` ``.
    Newline,
    Operand(usize),
    Region(usize),
    Successor(usize),
    /// An attribute (index into the form's `attrs`); `true` if `qualified`.
    Attr(usize, bool),
    /// `attr-dict` (false) or `attr-dict-with-keyword` (true).
    AttrDict(bool),
    PropDict,
    Operands,
    Regions,
    Successors,
    /// `type(...)`, `qualified(type(...))`, with the C++ class the
    /// record reads a single group's type as.
    Type(TypeArg, bool, Option<TypeClass>),
    FunctionalType(TypeArg, TypeArg),
    Custom(&'static CustomDirective, Vec<CustomArg>),
    Optional(Box<Optional>),
    /// `oilist(`kw` ... | `kw` ...)`: clauses in any order, each at most
    /// once, each led by its keyword (the first element of each list).
    OIList(Vec<Vec<Elem>>),
}

/// One element with the printer's spacing verdict.
#[derive(Clone, Debug)]
pub(crate) struct Elem {
    pub kind: Kind,
    /// Print a space before it (literals: before the literal).
    pub space: bool,
}

/// `( then )?` or `( then ) : ( else )?`.
#[derive(Clone, Debug)]
pub(crate) struct Optional {
    pub then: Vec<Elem>,
    pub els: Vec<Elem>,
    /// The element whose presence decides the group (marked `^`).
    pub anchor: Kind,
    /// A unit attribute anchor that is not the first element: set when the
    /// group is parsed, never printed.
    pub elided_unit: Option<usize>,
}

/// A compiled format.
#[derive(Debug)]
pub(crate) struct Format {
    pub elems: Vec<Elem>,
    /// Attributes the format writes, left out of `attr-dict`.
    pub used_attrs: Vec<&'static str>,
    pub has_prop_dict: bool,
    /// Which result groups have their types written.
    pub result_types: Vec<bool>,
    /// `operands` / `type(results)` appear.
    pub all_operands: bool,
    pub all_result_types: bool,
    /// Per declared attribute: its default as the record states it.
    pub defaults: Vec<Default>,
    /// The record's type equalities, by group index.
    pub rules: Vec<Rule>,
}

/// An attribute's default value, read once from the record's C++ text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Default {
    /// No default, or one sigil does not read (the op's property table
    /// then decides).
    Unknown,
    /// An integer (`false`/`true` are 0/1).
    Int(i64),
    /// An enum case by name.
    Case(&'static str),
}

/// A group an equality names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Group {
    Operand(usize),
    Result(usize),
}

/// [`TypeRule`] by group index.
#[derive(Clone, Debug)]
pub(crate) enum Rule {
    AllMatch(Vec<Group>),
    MatchWith {
        from: Group,
        to: Group,
        via: Transform,
    },
}

struct Compiler<'s> {
    s: &'s Structure,
    /// The op's dialect, which picks among directives of one name.
    dialect: &'s str,
    form: &'s Form,
    text: &'static str,
    pos: usize,
    used_attrs: Vec<&'static str>,
    seen_operands: Vec<bool>,
    seen_regions: Vec<bool>,
    seen_successors: Vec<bool>,
    operand_types: Vec<bool>,
    result_types: Vec<bool>,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    attr_dict: usize,
    prop_dict: bool,
    all_regions: bool,
    all_successors: bool,
}

/// What `$name` names.
enum Var {
    Operand(usize),
    Result(usize),
    Region(usize),
    Successor(usize),
    Attr(usize),
}

type R<T> = Result<T, String>;

/// Compiles `text` against the declared structure `s` (whose `form` says
/// what the attributes are).
pub(crate) fn compile(s: &Structure, text: &'static str, dialect: &str) -> R<Format> {
    let mut c = Compiler {
        dialect,
        s,
        form: &s.form,
        text,
        pos: 0,
        used_attrs: Vec::new(),
        seen_operands: vec![false; s.operands.len()],
        seen_regions: vec![false; s.regions.len()],
        seen_successors: vec![false; s.successors.len()],
        operand_types: vec![false; s.operands.len()],
        result_types: vec![false; s.results.len()],
        all_operands: false,
        all_operand_types: false,
        all_result_types: false,
        attr_dict: 0,
        prop_dict: false,
        all_regions: false,
        all_successors: false,
    };
    let mut elems = c.elements(None)?;
    c.skip_blanks();
    if c.pos < c.text.len() {
        return Err(format!("unexpected '{}'", &c.text[c.pos..]));
    }
    c.validate()?;
    let (mut space, mut punct) = (true, false);
    annotate(&mut elems, &mut space, &mut punct);
    let defaults = s
        .form
        .attrs
        .iter()
        .map(|a| read_default(a.default, a.print))
        .collect();
    let group = |name: &str| {
        s.operands
            .iter()
            .position(|g| g.name == name)
            .map(Group::Operand)
            .or_else(|| {
                s.results
                    .iter()
                    .position(|g| g.name == name)
                    .map(Group::Result)
            })
    };
    let rules = s
        .form
        .types
        .iter()
        .filter_map(|r| match *r {
            TypeRule::AllMatch(names) => Some(Rule::AllMatch(
                names.iter().filter_map(|n| group(n)).collect(),
            )),
            TypeRule::MatchWith { from, to, via, .. } => Some(Rule::MatchWith {
                from: group(from)?,
                to: group(to)?,
                via,
            }),
            // Says nothing of a whole type.
            TypeRule::AllElementTypesMatch(_) => None,
        })
        .collect();
    Ok(Format {
        elems,
        used_attrs: c.used_attrs,
        has_prop_dict: c.prop_dict,
        result_types: c.result_types,
        all_operands: c.all_operands,
        all_result_types: c.all_result_types,
        defaults,
        rules,
    })
}

/// The default C++ text of an attribute as a value sigil compares with.
fn read_default(text: Option<&'static str>, print: AttrPrint) -> Default {
    let Some(text) = text else {
        return Default::Unknown;
    };
    match text {
        "false" => Default::Int(0),
        "true" => Default::Int(1),
        _ => match text.parse::<i64>() {
            Ok(n) => Default::Int(n),
            Err(_) if matches!(print, AttrPrint::Enum(_)) => text
                .rsplit("::")
                .next()
                .map_or(Default::Unknown, Default::Case),
            Err(_) => Default::Unknown,
        },
    }
}

impl Compiler<'_> {
    fn rest(&self) -> &'static str {
        &self.text[self.pos..]
    }

    fn skip_blanks(&mut self) {
        let r = self.rest();
        self.pos += r.len() - r.trim_start().len();
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip_blanks();
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: &str) -> R<()> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(format!("expected '{s}' at '{}'", self.rest()))
        }
    }

    fn ident(&mut self) -> R<&'static str> {
        self.skip_blanks();
        let r = self.rest();
        let n = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(r.len());
        if n == 0 {
            return Err(format!("expected an identifier at '{r}'"));
        }
        self.pos += n;
        Ok(&r[..n])
    }

    /// Elements up to a `)` (inside a group) or the end.
    fn elements(&mut self, in_group: Option<()>) -> R<Vec<Elem>> {
        let mut out = Vec::new();
        loop {
            self.skip_blanks();
            let r = self.rest();
            if r.is_empty() || (in_group.is_some() && r.starts_with(')')) {
                return Ok(out);
            }
            let (kind, anchor) = self.element()?;
            if anchor {
                return Err("'^' outside an optional group".into());
            }
            out.push(Elem { kind, space: false });
        }
    }

    /// One element and whether it is marked as an anchor.
    fn element(&mut self) -> R<(Kind, bool)> {
        self.skip_blanks();
        let r = self.rest();
        let kind = if let Some(t) = r.strip_prefix('`') {
            let end = t.find('`').ok_or("unterminated literal")?;
            let lit = &t[..end];
            self.pos += end + 2;
            match lit {
                " " => Kind::Space(true),
                "" => Kind::Space(false),
                "\\n" => Kind::Newline,
                _ if valid_literal(lit) => Kind::Literal(lit, literal_token(lit)),
                _ => return Err(format!("'{lit}' is not a valid literal")),
            }
        } else if r.starts_with('$') {
            self.pos += 1;
            match self.var()? {
                Var::Operand(i) => {
                    self.seen_operands[i] = true;
                    Kind::Operand(i)
                }
                Var::Region(i) => {
                    self.seen_regions[i] = true;
                    Kind::Region(i)
                }
                Var::Successor(i) => {
                    self.seen_successors[i] = true;
                    Kind::Successor(i)
                }
                Var::Attr(i) => {
                    self.use_attr(i);
                    Kind::Attr(i, false)
                }
                Var::Result(_) => return Err("results can only be used in type(...)".into()),
            }
        } else if r.starts_with('(') {
            self.pos += 1;
            return Ok((self.optional()?, false));
        } else if self.eat("attr-dict-with-keyword") {
            self.attr_dict += 1;
            Kind::AttrDict(true)
        } else if self.eat("attr-dict") {
            self.attr_dict += 1;
            Kind::AttrDict(false)
        } else if self.eat("prop-dict") {
            self.prop_dict = true;
            Kind::PropDict
        } else if self.eat("functional-type") {
            self.expect("(")?;
            let inputs = self.type_arg(false)?;
            self.expect(",")?;
            let results = self.type_arg(true)?;
            self.expect(")")?;
            Kind::FunctionalType(inputs, results)
        } else if self.eat("type") {
            self.expect("(")?;
            let t = self.type_arg(true)?;
            self.expect(")")?;
            Kind::Type(t, false, self.class_of(t))
        } else if self.eat("qualified") {
            self.expect("(")?;
            let k = match self.element()?.0 {
                Kind::Type(t, _, c) => Kind::Type(t, true, c),
                Kind::Attr(i, _) => Kind::Attr(i, true),
                other => return Err(format!("qualified() of {other:?}")),
            };
            self.expect(")")?;
            k
        } else if self.eat("custom") {
            self.expect("<")?;
            let name = self.ident()?;
            self.expect(">")?;
            let directive = custom::lookup(name, self.dialect)
                .ok_or_else(|| format!("custom<{name}>: no such directive in sigil"))?;
            self.expect("(")?;
            let mut args = Vec::new();
            if !self.eat(")") {
                loop {
                    args.push(self.custom_arg()?);
                    if self.eat(")") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            Kind::Custom(directive, args)
        } else if self.eat("operands") {
            self.all_operands = true;
            self.seen_operands.iter_mut().for_each(|x| *x = true);
            Kind::Operands
        } else if self.eat("regions") {
            self.all_regions = true;
            Kind::Regions
        } else if self.eat("successors") {
            self.all_successors = true;
            Kind::Successors
        } else if self.eat("oilist") {
            self.expect("(")?;
            let mut clauses = Vec::new();
            loop {
                let mut clause = Vec::new();
                loop {
                    self.skip_blanks();
                    let r = self.rest();
                    if r.starts_with('|') || r.starts_with(')') {
                        break;
                    }
                    if r.is_empty() {
                        return Err("unterminated oilist".into());
                    }
                    let (kind, anchor) = self.element()?;
                    if anchor {
                        return Err("an anchor in an oilist clause".into());
                    }
                    clause.push(Elem { kind, space: false });
                }
                // MLIR's rule: each clause starts with its keyword.
                if !matches!(
                    clause.first(),
                    Some(Elem {
                        kind: Kind::Literal(_, None),
                        ..
                    })
                ) {
                    return Err("an oilist clause must start with a keyword".into());
                }
                clauses.push(clause);
                if self.eat(")") {
                    break;
                }
                self.expect("|")?;
            }
            Kind::OIList(clauses)
        } else {
            let word: String = r.chars().take_while(|c| !c.is_whitespace()).collect();
            return Err(format!("unexpected '{word}'"));
        };
        let anchor = self.eat("^");
        Ok((kind, anchor))
    }

    /// The type class the record gives the single group `t`.
    fn class_of(&self, t: TypeArg) -> Option<TypeClass> {
        let name = match t {
            TypeArg::Operand(i) => self.s.operands[i].name,
            TypeArg::Result(i) => self.s.results[i].name,
            _ => return None,
        };
        self.form
            .type_classes
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, c)| c)
    }

    fn use_attr(&mut self, i: usize) {
        let name = self.form.attrs[i].name;
        if !self.used_attrs.contains(&name) {
            self.used_attrs.push(name);
        }
    }

    fn var(&mut self) -> R<Var> {
        let name = self.ident()?;
        let s = self.s;
        if let Some(i) = s.operands.iter().position(|g| g.name == name) {
            return Ok(Var::Operand(i));
        }
        if let Some(i) = s.results.iter().position(|g| g.name == name) {
            return Ok(Var::Result(i));
        }
        if let Some(i) = s.regions.iter().position(|g| g.name == name) {
            return Ok(Var::Region(i));
        }
        if let Some(i) = s.successors.iter().position(|g| g.name == name) {
            return Ok(Var::Successor(i));
        }
        if let Some(i) = self.form.attrs.iter().position(|a| a.name == name) {
            return Ok(Var::Attr(i));
        }
        Err(format!(
            "${name}: no operand, result, region, successor or attribute of that name"
        ))
    }

    /// The argument of `type(...)`: `$operand`, `$result`, `operands`, `results`.
    fn type_arg(&mut self, results_ok: bool) -> R<TypeArg> {
        if self.eat("operands") {
            self.all_operand_types = true;
            return Ok(TypeArg::Operands);
        }
        if self.eat("results") {
            if !results_ok {
                return Err("results as functional-type inputs".into());
            }
            self.all_result_types = true;
            return Ok(TypeArg::Results);
        }
        self.expect("$")?;
        match self.var()? {
            Var::Operand(i) => {
                self.operand_types[i] = true;
                Ok(TypeArg::Operand(i))
            }
            Var::Result(i) => {
                self.result_types[i] = true;
                Ok(TypeArg::Result(i))
            }
            _ => Err("type() of something that is no operand or result".into()),
        }
    }

    fn custom_arg(&mut self) -> R<CustomArg> {
        self.skip_blanks();
        if self.eat("ref") {
            self.expect("(")?;
            let r = if self.eat("type") {
                self.expect("(")?;
                let t = self.ref_type_arg()?;
                self.expect(")")?;
                RefArg::Type(t)
            } else if self.eat("attr-dict") {
                RefArg::AttrDict
            } else {
                self.expect("$")?;
                match self.var()? {
                    Var::Operand(i) => RefArg::Operand(i),
                    Var::Attr(i) => RefArg::Attr(i),
                    Var::Region(i) => RefArg::Region(i),
                    Var::Successor(i) => RefArg::Successor(i),
                    Var::Result(i) => RefArg::Type(TypeArg::Result(i)),
                }
            };
            self.expect(")")?;
            return Ok(CustomArg::Ref(r));
        }
        if let Some(t) = self.rest().strip_prefix('"') {
            let end = t.find('"').ok_or("unterminated string")?;
            self.pos += end + 2;
            return Ok(CustomArg::Str(&t[..end]));
        }
        if self.eat("attr-dict") {
            self.attr_dict += 1;
            return Ok(CustomArg::AttrDict);
        }
        if self.eat("type") {
            self.expect("(")?;
            let t = self.type_arg(true)?;
            self.expect(")")?;
            return Ok(CustomArg::Type(t));
        }
        if self.eat("qualified") {
            self.expect("(")?;
            let a = self.custom_arg()?;
            self.expect(")")?;
            return Ok(a);
        }
        self.expect("$")?;
        Ok(match self.var()? {
            Var::Operand(i) => {
                self.seen_operands[i] = true;
                CustomArg::Operand(i)
            }
            Var::Attr(i) => {
                self.use_attr(i);
                CustomArg::Attr(i)
            }
            Var::Region(i) => {
                self.seen_regions[i] = true;
                CustomArg::Region(i)
            }
            Var::Successor(i) => {
                self.seen_successors[i] = true;
                CustomArg::Successor(i)
            }
            Var::Result(_) => return Err("a result outside type(...)".into()),
        })
    }

    /// `ref(type($x))`: names types without marking them written.
    fn ref_type_arg(&mut self) -> R<TypeArg> {
        if self.eat("operands") {
            return Ok(TypeArg::Operands);
        }
        if self.eat("results") {
            return Ok(TypeArg::Results);
        }
        self.expect("$")?;
        match self.var()? {
            Var::Operand(i) => Ok(TypeArg::Operand(i)),
            Var::Result(i) => Ok(TypeArg::Result(i)),
            _ => Err("ref(type()) of something that is no operand or result".into()),
        }
    }

    /// After `(`: `then ) ?` or `then ) : ( else ) ?`, or a plain
    /// parenthesised literal group is not MLIR syntax.
    fn optional(&mut self) -> R<Kind> {
        let mut then = Vec::new();
        let mut anchor = None;
        loop {
            self.skip_blanks();
            if self.eat(")") {
                break;
            }
            if self.rest().is_empty() {
                return Err("unterminated optional group".into());
            }
            let (kind, is_anchor) = self.element()?;
            if is_anchor {
                if anchor.is_some() {
                    return Err("two anchors in one optional group".into());
                }
                anchor = Some(kind.clone());
            }
            then.push(Elem { kind, space: false });
        }
        let mut els = Vec::new();
        if self.eat(":") {
            self.expect("(")?;
            loop {
                self.skip_blanks();
                if self.eat(")") {
                    break;
                }
                if self.rest().is_empty() {
                    return Err("unterminated else group".into());
                }
                let (kind, is_anchor) = self.element()?;
                if is_anchor {
                    return Err("an anchor in an else group".into());
                }
                els.push(Elem { kind, space: false });
            }
        }
        self.expect("?")?;
        let anchor = anchor.ok_or("an optional group without an anchor ('^')")?;
        if then.is_empty() {
            return Err("an empty optional group".into());
        }
        let first = then
            .iter()
            .find(|e| !matches!(e.kind, Kind::Space(_) | Kind::Newline))
            .map_or(&then[0].kind, |e| &e.kind);
        let elided_unit = match anchor {
            Kind::Attr(i, _)
                if self.form.attrs[i].storage == AttrStorage::Unit
                    && !matches!(first, Kind::Attr(j, _) if *j == i) =>
            {
                Some(i)
            }
            _ => None,
        };
        Ok(Kind::Optional(Box::new(Optional {
            then,
            els,
            anchor,
            elided_unit,
        })))
    }

    /// What MLIR's format verifier requires: every operand, region and
    /// successor written, every type written or inferable, `attr-dict` once.
    fn validate(&self) -> R<()> {
        let s = self.s;
        if self.attr_dict != 1 && !(self.attr_dict == 0 && self.prop_dict) {
            return Err("'attr-dict' must appear exactly once".into());
        }
        for (i, g) in s.operands.iter().enumerate() {
            if !self.seen_operands[i] {
                return Err(format!("operand '{}' is not in the format", g.name));
            }
        }
        for (i, g) in s.regions.iter().enumerate() {
            if !self.seen_regions[i] && !self.all_regions {
                return Err(format!("region '{}' is not in the format", g.name));
            }
        }
        for (i, g) in s.successors.iter().enumerate() {
            if !self.seen_successors[i] && !self.all_successors {
                return Err(format!("successor '{}' is not in the format", g.name));
            }
        }
        self.validate_types()
    }

    /// Every operand and result type written, found from written ones by
    /// the type rules and same-type traits, buildable, or (results) inferred
    /// by the op: MLIR's "is not buildable and a buildable type cannot be
    /// inferred" otherwise.
    fn validate_types(&self) -> R<()> {
        let s = self.s;
        let n = s.operands.len();
        let buildable = |g: &crate::dialects::structure::ValueGroup| {
            g.ty.is_some_and(|c| {
                let summary = c.summary.strip_prefix("variadic of ").unwrap_or(c.summary);
                super::parse::BUILDABLE.contains(&summary)
            })
        };
        let mut known: Vec<bool> = s
            .operands
            .iter()
            .enumerate()
            .map(|(i, g)| self.operand_types[i] || self.all_operand_types || buildable(g))
            .chain(s.results.iter().enumerate().map(|(i, g)| {
                self.result_types[i]
                    || self.all_result_types
                    || s.form.infer
                    || (g.arity == Arity::Single && buildable(g))
            }))
            .collect();
        // A constant's one result has its value's type.
        if s.constant_like && s.results.len() == 1 {
            known[n] = true;
        }
        let index = |name: &str| {
            s.operands
                .iter()
                .position(|g| g.name == name)
                .or_else(|| s.results.iter().position(|g| g.name == name).map(|i| n + i))
        };
        loop {
            let before = known.iter().filter(|k| **k).count();
            for rule in s.form.types {
                match *rule {
                    TypeRule::AllMatch(names) => {
                        let ids: Vec<usize> = names.iter().filter_map(|x| index(x)).collect();
                        if ids.iter().any(|&i| known[i]) {
                            ids.iter().for_each(|&i| known[i] = true);
                        }
                    }
                    TypeRule::MatchWith { from, to, via, .. } => {
                        if let (Some(f), Some(t)) = (index(from), index(to)) {
                            if known[f] && via != Transform::Unknown {
                                known[t] = true;
                            }
                        }
                    }
                    TypeRule::AllElementTypesMatch(_) => {}
                }
            }
            let same_all = s.same_operands_and_result_type;
            if same_all || s.form.same_type_operands {
                let span = if same_all { known.len() } else { n };
                if known[..span].iter().any(|k| *k) {
                    known[..span].iter_mut().for_each(|k| *k = true);
                }
            }
            if known.iter().filter(|k| **k).count() == before {
                break;
            }
        }
        if let Some(i) = known.iter().position(|k| !k) {
            let (what, index, name) = if i < n {
                ("operand", i, s.operands[i].name)
            } else {
                ("result", i - n, s.results[i - n].name)
            };
            return Err(format!(
                "type of {what} #{index}, named '{name}', is not buildable and a buildable type cannot be inferred"
            ));
        }
        Ok(())
    }
}

/// Whether MLIR accepts `lit` as a literal: a keyword or punctuation.
fn valid_literal(lit: &str) -> bool {
    matches!(
        lit,
        "," | ":"
            | "("
            | ")"
            | "["
            | "]"
            | "<"
            | ">"
            | "{"
            | "}"
            | "="
            | "->"
            | "?"
            | "*"
            | "+"
            | "|"
            | "..."
    ) || (lit
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && lit
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
}

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
        "+" => TokenKind::Plus,
        "|" => TokenKind::Vertical,
        "..." => TokenKind::Ellipsis,
        _ => return None,
    })
}

/// MLIR's `shouldEmitSpaceBefore`.
fn space_before_literal(lit: &str, last_was_punct: bool) -> bool {
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

/// The generator's walk: each element's space verdict (see the module
/// header).
fn annotate(elems: &mut [Elem], space: &mut bool, punct: &mut bool) {
    for e in elems {
        match &mut e.kind {
            Kind::Literal(lit, _) => {
                e.space = *space && space_before_literal(lit, *punct);
                *space = lit.len() != 1 || !b"<({[".contains(&lit.as_bytes()[0]);
                *punct = !lit.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic());
            }
            Kind::Space(v) => {
                e.space = *v;
                *punct = !*v;
                *space = false;
            }
            Kind::Newline => {}
            // MLIR's generator walks the clauses in order as if each printed.
            Kind::OIList(clauses) => {
                for clause in clauses {
                    annotate(clause, space, punct);
                }
            }
            Kind::Optional(g) => {
                let elided = g.elided_unit;
                for part in [&mut g.then, &mut g.els] {
                    for child in part.iter_mut() {
                        if matches!(child.kind, Kind::Attr(i, _) if Some(i) == elided) {
                            continue;
                        }
                        annotate(std::slice::from_mut(child), space, punct);
                    }
                }
            }
            Kind::AttrDict(_) | Kind::PropDict => {
                *punct = false;
            }
            _ => {
                e.space = *space || !*punct;
                *punct = false;
                *space = true;
            }
        }
    }
}
