//! The format interpreter's parsing half: what MLIR's generated `parse`
//! method does, element by element, then type resolution in ODS's order
//! (written types, then `AllTypesMatch`/`TypesMatchWith`/same-type
//! traits, then buildable types, then the op's type inference), operand
//! resolution group by group, and the op built through
//! [`Parser::finish_op`].

use smallvec::SmallVec;

use super::ast::{Elem, Format, Group, Kind, Optional, Rule, TypeArg};
use super::decl::{AttrDecl, AttrPrint, AttrStorage, Transform, TypeClass};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::diag::DResult;
use crate::dialects::structure::{Arity, Structure, ValueGroup};
use crate::dialects::OpDef;
use crate::ir::{BlockId, OpId, RegionId};
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::{NamedAttrs, Parser, SsaUse};
use crate::types::{Type, TypeData};

type Uses<'a> = SmallVec<[SsaUse<'a>; 4]>;
type Types = SmallVec<[Type; 4]>;

/// Per-group storage, inline for the few groups an op has.
type PerGroup<T> = SmallVec<[T; 3]>;

/// What the format's variables hold while an op is parsed (inline: an op
/// parsed allocates nothing here but for long lists).
pub(crate) struct Slots<'a> {
    /// Per operand group: the uses and where they start.
    pub operands: PerGroup<(Uses<'a>, u32)>,
    pub operand_types: PerGroup<Option<Types>>,
    pub result_types: PerGroup<Option<Types>>,
    /// `operands`: every operand, in order.
    pub all_operands: Option<(Uses<'a>, u32)>,
    pub all_operand_types: Option<Types>,
    pub all_result_types: Option<Types>,
    pub regions: PerGroup<SmallVec<[RegionId; 1]>>,
    pub all_regions: Option<SmallVec<[RegionId; 2]>>,
    pub successors: PerGroup<SmallVec<[BlockId; 1]>>,
    pub all_successors: Option<SmallVec<[BlockId; 2]>>,
    /// Per declared attribute.
    pub attrs: SmallVec<[Option<Attr>; 4]>,
    pub attr_dict: NamedAttrs,
    pub prop_dict: Vec<NamedAttr>,
    /// Per operand group: the sizes of a `VariadicOfVariadic` group's lists
    /// (set by the directive that reads them).
    pub nested: PerGroup<Option<SmallVec<[i64; 4]>>>,
    /// The op being read and where it starts (for the regions a
    /// `custom<>` directive reads, which are the op's like any other).
    pub def: &'static OpDef,
    pub start: u32,
}

impl<'a> Slots<'a> {
    fn new(def: &'static OpDef, start: u32) -> Self {
        let s = &def.structure;
        Slots {
            def,
            start,
            nested: SmallVec::from_elem(None, s.operands.len()),
            operands: SmallVec::from_elem((SmallVec::new(), 0), s.operands.len()),
            operand_types: SmallVec::from_elem(None, s.operands.len()),
            result_types: SmallVec::from_elem(None, s.results.len()),
            all_operands: None,
            all_operand_types: None,
            all_result_types: None,
            regions: SmallVec::from_elem(SmallVec::new(), s.regions.len()),
            all_regions: None,
            successors: SmallVec::from_elem(SmallVec::new(), s.successors.len()),
            all_successors: None,
            attrs: SmallVec::from_elem(None, s.form.attrs.len()),
            attr_dict: NamedAttrs::new(),
            prop_dict: Vec::new(),
        }
    }
}

/// One region of the op `def` (starting at `start`), as its generated
/// parser reads it: its implicit terminator added, a single-block region
/// given its block.
pub(crate) fn region(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<RegionId> {
    let r = p.ir.create_region();
    let s = &def.structure;
    let implicit = s.form.implicit_terminator.map(|t| (t, start));
    p.region_with_args(r, &[], false, def.default_dialect, implicit)?;
    if s.single_block && implicit.is_none() && p.ir.entry_block(r).is_none() {
        let b = p.ir.create_block(&[]);
        p.ir.append_block(r, b);
    }
    Ok(r)
}

/// Parses an op's custom form by its declarative format.
pub(crate) fn parse(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let Some(format) = def.compiled_format() else {
        let why = super::compile(def).err().unwrap_or_default();
        return p.error_at(
            start,
            format!(
                "sigil cannot read the custom form of '{}' yet ({why}); write it in the generic form",
                def.name
            ),
        );
    };
    let mut st = Slots::new(def, start);
    let mut cx = Cx { def, start };
    cx.elems(p, &format.elems, &mut st)?;
    cx.finish(p, format, &mut st)
}

struct Cx {
    def: &'static OpDef,
    start: u32,
}

impl Cx {
    fn s(&self) -> &'static Structure {
        &self.def.structure
    }

    fn elems<'a>(&mut self, p: &mut Parser<'a>, elems: &[Elem], st: &mut Slots<'a>) -> DResult<()> {
        for e in elems {
            self.elem(p, &e.kind, st)?;
        }
        Ok(())
    }

    fn elem<'a>(&mut self, p: &mut Parser<'a>, kind: &Kind, st: &mut Slots<'a>) -> DResult<()> {
        let s = self.s();
        match kind {
            Kind::Literal(lit, tok) => literal(p, lit, *tok),
            Kind::Space(_) | Kind::Newline => Ok(()),
            Kind::Operand(i) => {
                let at = p.offset();
                let uses = match s.operands[*i].arity {
                    Arity::Single => std::iter::once(p.operand()?).collect(),
                    Arity::Optional if !p.at_token(TokenKind::PercentIdent) => SmallVec::new(),
                    Arity::Optional => std::iter::once(p.operand()?).collect(),
                    Arity::Variadic => p.operand_list()?,
                };
                st.operands[*i] = (uses, at);
                Ok(())
            }
            Kind::Operands => {
                let at = p.offset();
                st.all_operands = Some((p.operand_list()?, at));
                Ok(())
            }
            Kind::Region(i) => {
                let g = &s.regions[*i];
                if g.variadic {
                    st.regions[*i] = self.region_list(p)?;
                } else {
                    st.regions[*i] = std::iter::once(self.region(p)?).collect();
                }
                Ok(())
            }
            Kind::Regions => {
                st.all_regions = Some(self.region_list(p)?.into_iter().collect());
                Ok(())
            }
            Kind::Successor(i) => {
                if s.successors[*i].variadic {
                    let mut list = SmallVec::new();
                    if p.at_token(TokenKind::CaretIdent) {
                        list.push(p.parse_successor()?);
                        while p.eat_token(TokenKind::Comma) {
                            list.push(p.parse_successor()?);
                        }
                    }
                    st.successors[*i] = list;
                } else {
                    st.successors[*i] = std::iter::once(p.parse_successor()?).collect();
                }
                Ok(())
            }
            Kind::Successors => {
                let mut list = SmallVec::new();
                if p.at_token(TokenKind::CaretIdent) {
                    list.push(p.parse_successor()?);
                    while p.eat_token(TokenKind::Comma) {
                        list.push(p.parse_successor()?);
                    }
                }
                st.all_successors = Some(list);
                Ok(())
            }
            Kind::Attr(i, qualified) => {
                let decl = &s.form.attrs[*i];
                let a = attribute(p, decl, *qualified)?;
                st.attrs[*i] = Some(a);
                Ok(())
            }
            Kind::AttrDict(keyword) => {
                st.attr_dict = if *keyword {
                    p.optional_attr_dict_with_keyword()?
                } else {
                    p.optional_attr_dict()?
                };
                Ok(())
            }
            Kind::PropDict => self.prop_dict(p, st),
            Kind::Type(arg, qualified, class) => {
                let (qualified, class) = (*qualified, *class);
                match *arg {
                    TypeArg::Operand(i) => {
                        let g = &s.operands[i];
                        st.operand_types[i] = Some(group_types(p, g.arity, class, qualified)?)
                    }
                    TypeArg::Result(i) => {
                        let g = &s.results[i];
                        st.result_types[i] = Some(group_types(p, g.arity, class, qualified)?)
                    }
                    TypeArg::Operands => st.all_operand_types = Some(p.type_list()?),
                    TypeArg::Results => st.all_result_types = Some(p.type_list()?),
                }
                Ok(())
            }
            Kind::FunctionalType(inputs, results) => {
                let at = p.offset();
                let t = p.parse_type()?;
                let TypeData::Function {
                    inputs: ins,
                    results: outs,
                } = p.ctx.type_data(t).clone()
                else {
                    return p.custom_error(at, "invalid kind of type specified");
                };
                set_types(st, *inputs, ins.iter().copied().collect());
                set_types(st, *results, outs.iter().copied().collect());
                Ok(())
            }
            Kind::Custom(d, args) => (d.parse)(p, st, args),
            Kind::Optional(g) => self.optional(p, g, st),
            Kind::OIList(clauses) => self.oilist(p, clauses, st),
        }
    }

    fn region(&mut self, p: &mut Parser<'_>) -> DResult<RegionId> {
        region(p, self.def, self.start)
    }

    /// A comma-separated list of regions, possibly empty.
    fn region_list(&mut self, p: &mut Parser<'_>) -> DResult<SmallVec<[RegionId; 1]>> {
        let mut out = SmallVec::new();
        if p.at_token(TokenKind::LBrace) {
            out.push(self.region(p)?);
            while p.eat_token(TokenKind::Comma) {
                out.push(self.region(p)?);
            }
        }
        Ok(out)
    }

    fn prop_dict<'a>(&mut self, p: &mut Parser<'a>, st: &mut Slots<'a>) -> DResult<()> {
        let def = self.def;
        let mut dict = None;
        let entries_form = def.structure.form.prop_entries;
        if p.eat_token(TokenKind::Less) {
            let open_at = p.here();
            let d = if entries_form && !p.at_token(TokenKind::LBrace) {
                self.prop_entries(p)?
            } else {
                let d = p.parse_attribute(None)?;
                p.expect_token(TokenKind::Greater, "expected '>'")?;
                d
            };
            let entries = match p.convert_properties(def, d, self.start) {
                Ok(entries) => entries,
                // The newer MLIR (IREE 3.13's) reports a dictionary it cannot
                // convert where it starts, as the custom parser's error.
                Err(e) if entries_form => {
                    let shown = crate::printer::attr_to_string(p.ctx, d);
                    let marker = format!(" for op {}: ", def.name);
                    let why = e
                        .message
                        .split_once(&marker)
                        .map_or(e.message.as_str(), |(_, why)| why);
                    return p.custom_error(open_at, format!("invalid properties {shown}: {why}"));
                }
                Err(e) => return Err(e),
            };
            st.prop_dict.extend(entries);
            dict = Some(d);
        }
        let missing = def.structure.required.iter().find(|r| {
            !st.prop_dict
                .iter()
                .any(|e| p.ctx.str_bytes(e.name) == r.as_bytes())
                && !st
                    .attrs
                    .iter()
                    .zip(def.structure.form.attrs)
                    .any(|(a, d)| a.is_some() && d.name == **r)
        });
        if let Some(r) = missing {
            if entries_form {
                return p.error_at(
                    self.start,
                    format!("properties dictionary is missing required attribute: {r}"),
                );
            }
            let shown = dict.map_or_else(
                || "{}".to_string(),
                |d| crate::printer::attr_to_string(p.ctx, d),
            );
            return p.error_at(
                self.start,
                format!(
                    "invalid properties {shown} for op {}: expected key entry for {r} in DictionaryAttr to set Properties.",
                    def.name
                ),
            );
        }
        Ok(())
    }

    /// `name = value, ...>` (after the `<`): the newer MLIR's prop-dict,
    /// each name one of the op's properties, once.
    fn prop_entries(&mut self, p: &mut Parser<'_>) -> DResult<crate::Attr> {
        let def = self.def;
        let mut entries: Vec<crate::NamedAttr> = Vec::new();
        if !p.eat_token(TokenKind::Greater) {
            loop {
                let at = p.offset();
                if !p.at_token(TokenKind::BareIdent) {
                    return p.error_here("expected a property name");
                }
                let spelled = p.spelling();
                let name = String::from_utf8_lossy(spelled).into_owned();
                let key = p.name_attr(spelled, spelled);
                p.bump();
                let known = def.props.iter().any(|s| s.name == name);
                if !known || entries.iter().any(|e| e.name == key) {
                    return p.custom_error(
                        at,
                        format!("duplicate or unknown property in properties dictionary: {name}"),
                    );
                }
                p.expect_token(TokenKind::Equal, "expected '='")?;
                // Each value is read as its declared storage
                // (`parseCustomAttributeWithFallback` with no type: a
                // number is no such attribute, any other kind is refused).
                let value_at = p.offset();
                let value = match def.structure.form.attrs.iter().find(|d| d.name == name) {
                    Some(decl) => {
                        let none = p.ctx.none_type();
                        let a = p.parse_attribute(Some(none))?;
                        check_kind(p, decl, a, value_at)?
                    }
                    None => p.parse_attribute(None)?,
                };
                entries.push(crate::NamedAttr { name: key, value });
                if p.eat_token(TokenKind::Greater) {
                    break;
                }
                p.expect_token(TokenKind::Comma, "expected '>'")?;
            }
        }
        p.ctx
            .sort_named_attrs(&mut entries)
            .expect("keys checked unique");
        Ok(p.ctx.dict_attr(entries).expect("keys checked unique"))
    }

    fn optional<'a>(
        &mut self,
        p: &mut Parser<'a>,
        g: &Optional,
        st: &mut Slots<'a>,
    ) -> DResult<()> {
        // The first element that reads anything decides (spaces do not).
        let first = g
            .then
            .iter()
            .position(|e| !matches!(e.kind, Kind::Space(_) | Kind::Newline))
            .unwrap_or(0);
        if self.first_present(p, &g.then[first].kind, st)? {
            for e in &g.then[first + 1..] {
                // The unit attribute anchor is set, not read.
                if !matches!(e.kind, Kind::Attr(i, _) if Some(i) == g.elided_unit) {
                    self.elem(p, &e.kind, st)?;
                }
            }
            if let Some(i) = g.elided_unit {
                st.attrs[i] = Some(p.ctx.unit_attr());
            }
        } else {
            self.elems(p, &g.els, st)?;
        }
        Ok(())
    }

    /// Parses the first element of an optional group if it is there
    /// (MLIR's `parseOptional...` of that element).
    fn first_present<'a>(
        &mut self,
        p: &mut Parser<'a>,
        kind: &Kind,
        st: &mut Slots<'a>,
    ) -> DResult<bool> {
        let present = match kind {
            Kind::Literal(lit, tok) => return Ok(optional_literal(p, lit, *tok)),
            Kind::Operand(_) | Kind::Operands => p.at_token(TokenKind::PercentIdent),
            Kind::Region(_) | Kind::Regions => p.at_token(TokenKind::LBrace),
            Kind::Successor(_) | Kind::Successors => p.at_token(TokenKind::CaretIdent),
            Kind::Type(..) | Kind::FunctionalType(..) => starts_type(p),
            Kind::Attr(i, _) => {
                let decl = &self.s().form.attrs[*i];
                attr_present(p, decl)
            }
            Kind::Custom(..) | Kind::AttrDict(_) | Kind::PropDict => true,
            Kind::Space(_) | Kind::Newline | Kind::Optional(_) | Kind::OIList(_) => true,
        };
        if present {
            self.elem(p, kind, st)?;
        }
        Ok(present)
    }

    /// `oilist`: whichever clause's keyword comes next, until none does;
    /// a clause seen twice is MLIR's error.
    fn oilist<'a>(
        &mut self,
        p: &mut Parser<'a>,
        clauses: &[Vec<Elem>],
        st: &mut Slots<'a>,
    ) -> DResult<()> {
        let mut seen = vec![false; clauses.len()];
        'next: loop {
            for (i, clause) in clauses.iter().enumerate() {
                let Kind::Literal(kw, None) = clause[0].kind else {
                    continue;
                };
                if !p.at_keyword(kw) {
                    continue;
                }
                if seen[i] {
                    // Reported at the op's name, as the generated parser does.
                    return p.custom_error(
                        self.start,
                        format!(
                            "`{kw}` clause can appear at most once in the expansion of the oilist directive"
                        ),
                    );
                }
                seen[i] = true;
                self.elems(p, clause, st)?;
                continue 'next;
            }
            return Ok(());
        }
    }

    /// Types, operands, segment sizes, properties: the op.
    fn finish<'a>(
        &mut self,
        p: &mut Parser<'a>,
        format: &Format,
        st: &mut Slots<'a>,
    ) -> DResult<OpId> {
        let def = self.def;
        let s = self.s();
        let start = self.start;
        // `operands`: split the list among the groups (all single but one
        // variadic, as ODS requires).
        if let Some((uses, at)) = st.all_operands.take() {
            let sizes = split_sizes(s.operands, uses.len());
            let mut rest = &uses[..];
            for (i, n) in sizes.into_iter().enumerate() {
                let (mine, tail) = rest.split_at(n.min(rest.len()));
                rest = tail;
                st.operands[i] = (mine.iter().copied().collect(), at);
            }
        }
        if let Some(all) = st.all_operand_types.take() {
            let n: usize = st.operands.iter().map(|(u, _)| u.len()).sum();
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
            for (i, (uses, _)) in st.operands.iter().enumerate() {
                let (mine, tail) = rest.split_at(uses.len());
                rest = tail;
                st.operand_types[i] = Some(mine.iter().copied().collect());
            }
        }
        if let Some(all) = st.all_result_types.take() {
            let sizes = split_sizes(s.results, all.len());
            let mut rest = &all[..];
            for (i, n) in sizes.into_iter().enumerate() {
                let (mine, tail) = rest.split_at(n.min(rest.len()));
                rest = tail;
                st.result_types[i] = Some(mine.iter().copied().collect());
            }
        }
        self.infer_types(p, format, st)?;
        let mut parts = OpParts::default();
        for (i, (uses, at)) in st.operands.iter().enumerate() {
            let types = st.operand_types[i].take().unwrap_or_default();
            if uses.len() == 1 && types.len() == 1 {
                parts.operands.push(p.resolve_one(uses[0], types[0])?);
                continue;
            }
            let values = p.resolve(def.name, *at, uses, &types)?;
            parts.operands.extend(values);
        }
        if s.operand_segments && !format.has_prop_dict {
            let sizes: Vec<i64> = st.operands.iter().map(|(l, _)| l.len() as i64).collect();
            let a = segment_sizes(p.ctx, &sizes);
            let e = p.prop("operandSegmentSizes", a);
            parts.props.push(e);
        }
        if s.result_segments && !format.has_prop_dict {
            let sizes: Vec<i64> = st
                .result_types
                .iter()
                .map(|t| t.as_ref().map_or(0, |t| t.len()) as i64)
                .collect();
            let a = segment_sizes(p.ctx, &sizes);
            let e = p.prop("resultSegmentSizes", a);
            parts.props.push(e);
        }
        // The generated parser records each `VariadicOfVariadic` group's
        // list sizes under the group's attribute.
        for &(g, name) in s.nested_segments {
            if st
                .prop_dict
                .iter()
                .any(|e| p.ctx.str_bytes(e.name) == name.as_bytes())
            {
                continue;
            }
            let sizes = st
                .nested
                .get_mut(g)
                .and_then(Option::take)
                .unwrap_or_default();
            let a = segment_sizes(p.ctx, &sizes);
            let e = p.prop(name, a);
            parts.props.push(e);
        }
        for (decl, a) in s.form.attrs.iter().zip(&st.attrs) {
            if let Some(a) = *a {
                let e = p.prop(decl.name, a);
                parts.props.push(e);
            }
        }
        parts.props.append(&mut st.prop_dict);
        parts.attrs = std::mem::take(&mut st.attr_dict);
        parts.result_types = st
            .result_types
            .iter_mut()
            .flat_map(|t| t.take())
            .flatten()
            .collect();
        parts.regions = st
            .all_regions
            .take()
            .unwrap_or_else(|| st.regions.iter().flatten().copied().collect());
        parts.successors = st
            .all_successors
            .take()
            .unwrap_or_else(|| st.successors.iter().flatten().copied().collect());
        p.finish_op(def, start, parts)
    }

    /// Fills in the types the format does not write.
    fn infer_types(
        &mut self,
        p: &mut Parser<'_>,
        format: &Format,
        st: &mut Slots<'_>,
    ) -> DResult<()> {
        let s = self.s();
        let known = |st: &Slots<'_>| {
            st.operand_types
                .iter()
                .chain(&st.result_types)
                .all(Option::is_some)
        };
        if known(st) {
            return Ok(());
        }
        // Equalities, to a fixed point (each pass settles at least one group or stops).
        loop {
            let mut changed = false;
            for rule in &format.rules {
                match rule {
                    Rule::AllMatch(groups) => {
                        let t = groups.iter().find_map(|&g| single_type(st, g));
                        if let Some(t) = t {
                            for &g in groups {
                                changed |= fill(st, g, |len| SmallVec::from_elem(t, len));
                            }
                        }
                    }
                    &Rule::MatchWith { from, to, via } => {
                        let Some(t) = single_type(st, from) else {
                            continue;
                        };
                        if via == Transform::Unknown || !unknown(st, to) {
                            continue;
                        }
                        // The generated parser checks a type before it
                        // transforms it.
                        if via != Transform::Same {
                            let g = match from {
                                Group::Operand(i) => &s.operands[i],
                                Group::Result(i) => &s.results[i],
                            };
                            if let Some(c) = g.ty {
                                if !(c.accepts)(p.ctx, t) {
                                    let shown = crate::printer::type_to_string(p.ctx, t);
                                    return p.custom_error(
                                        self.start,
                                        format!(
                                            "'{}' must be {}, but got '{shown}'",
                                            g.name, c.summary
                                        ),
                                    );
                                }
                            }
                        }
                        let ctx = &mut *p.ctx;
                        let made = transform(ctx, via, t);
                        if let Some(made) = made {
                            changed |= fill(st, to, |len| {
                                // An absent optional operand takes no type.
                                if len == 0 && made.len() == 1 {
                                    SmallVec::new()
                                } else {
                                    made.clone()
                                }
                            });
                        }
                    }
                }
            }
            let same_all = s.same_operands_and_result_type;
            if same_all || s.form.same_type_operands {
                let t = st
                    .operand_types
                    .iter()
                    .chain(if same_all { &st.result_types[..] } else { &[] })
                    .flatten()
                    .find_map(|t| t.first().copied());
                if let Some(t) = t {
                    for i in 0..s.operands.len() {
                        if st.operand_types[i].is_none() {
                            st.operand_types[i] =
                                Some(SmallVec::from_elem(t, st.operands[i].0.len()));
                            changed = true;
                        }
                    }
                    if same_all {
                        for i in 0..s.results.len() {
                            if st.result_types[i].is_none() {
                                st.result_types[i] = Some(SmallVec::from_elem(t, 1));
                                changed = true;
                            }
                        }
                    }
                }
            }
            if !changed || known(st) {
                break;
            }
        }
        // Buildable types.
        for (i, g) in s.operands.iter().enumerate() {
            if st.operand_types[i].is_none() {
                if let Some(t) = g.ty.and_then(|c| buildable(p.ctx, c.summary)) {
                    st.operand_types[i] = Some(SmallVec::from_elem(t, st.operands[i].0.len()));
                }
            }
        }
        for (i, g) in s.results.iter().enumerate() {
            if st.result_types[i].is_none() && g.arity == Arity::Single {
                if let Some(t) = g.ty.and_then(|c| buildable(p.ctx, c.summary)) {
                    st.result_types[i] = Some(SmallVec::from_elem(t, 1));
                }
            }
        }
        // A result whose type the format writes in a group that was
        // absent has none.
        for i in 0..s.results.len() {
            if st.result_types[i].is_none() && format.result_types[i] {
                st.result_types[i] = Some(SmallVec::new());
            }
        }
        // An absent optional or variadic group has no types to find.
        for i in 0..s.operands.len() {
            if st.operand_types[i].is_none() && st.operands[i].0.is_empty() {
                st.operand_types[i] = Some(SmallVec::new());
            }
        }
        if st.operand_types.iter().any(Option::is_none) {
            return p.error_at(self.start, "failed to infer the operand types");
        }
        // A constant's one result has its value's type.
        if s.constant_like && st.result_types.len() == 1 && st.result_types[0].is_none() {
            let value = s.form.attrs.iter().position(|a| a.name == "value");
            let t = value
                .and_then(|i| st.attrs[i])
                .and_then(|a| crate::dialects::support::typed_attr_type(p.ctx, p.ctx.attr_data(a)));
            if let Some(t) = t {
                st.result_types[0] = Some(SmallVec::from_elem(t, 1));
            }
        }
        if st.result_types.iter().any(Option::is_none) {
            // `InferTypeOpInterface`: the op's own inference.
            let operand_types: SmallVec<[Type; 4]> = st
                .operand_types
                .iter()
                .flatten()
                .flatten()
                .copied()
                .collect();
            let mut props: SmallVec<[NamedAttr; 4]> = s
                .form
                .attrs
                .iter()
                .zip(&st.attrs)
                .filter_map(|(d, a)| {
                    a.map(|a| NamedAttr {
                        name: p.ctx.string_attr(d.name.as_bytes()),
                        value: a,
                    })
                })
                .collect();
            if s.operand_segments {
                let sizes: Vec<i64> = st.operands.iter().map(|(u, _)| u.len() as i64).collect();
                let value = segment_sizes(p.ctx, &sizes);
                let name = p.ctx.string_attr(b"operandSegmentSizes");
                props.push(NamedAttr { name, value });
            }
            let inferred =
                crate::dialects::infer_result_types_of(self.def, p.ctx, &operand_types, &props);
            match inferred {
                // One group (of any size) takes them all.
                Some(types) if s.results.len() == 1 => {
                    st.result_types[0] = Some(types.into_iter().collect());
                }
                Some(types) if types.len() == s.results.len() => {
                    for (i, t) in types.into_iter().enumerate() {
                        if st.result_types[i].is_none() {
                            st.result_types[i] = Some(SmallVec::from_elem(t, 1));
                        }
                    }
                }
                _ => return p.error_at(self.start, "failed to infer returned types"),
            }
        }
        Ok(())
    }
}

/// `array<i32: ...>` of group sizes.
fn segment_sizes(ctx: &mut crate::Context, sizes: &[i64]) -> Attr {
    let elem = ctx.i(32);
    let data: Vec<u8> = sizes
        .iter()
        .flat_map(|&n| (n as u32).to_le_bytes())
        .collect();
    ctx.intern_attr(AttrData::DenseArray {
        elem,
        len: sizes.len() as u32,
        data: data.into_boxed_slice(),
    })
}

/// The type of the single operand or result `g`, once known.
fn single_type(st: &Slots<'_>, g: Group) -> Option<Type> {
    match g {
        Group::Operand(i) => st.operand_types[i].as_ref()?.first().copied(),
        Group::Result(i) => st.result_types[i].as_ref()?.first().copied(),
    }
}

/// Whether the types of group `g` are still unknown.
fn unknown(st: &Slots<'_>, g: Group) -> bool {
    match g {
        Group::Operand(i) => st.operand_types[i].is_none(),
        Group::Result(i) => st.result_types[i].is_none(),
    }
}

/// Sets the types of group `g` if unknown; `make` gets the group's length
/// (operands: as parsed; results: 1).
fn fill(st: &mut Slots<'_>, g: Group, make: impl Fn(usize) -> Types) -> bool {
    match g {
        Group::Operand(i) if st.operand_types[i].is_none() => {
            st.operand_types[i] = Some(make(st.operands[i].0.len()));
            true
        }
        Group::Result(i) if st.result_types[i].is_none() => {
            st.result_types[i] = Some(make(1));
            true
        }
        _ => false,
    }
}

/// A `TypesMatchWith` transformer applied to `t`.
fn transform(ctx: &mut crate::Context, via: Transform, t: Type) -> Option<Types> {
    let data = || ctx.type_data(t).clone();
    Some(match via {
        Transform::Same => SmallVec::from_elem(t, 1),
        Transform::ElementType => SmallVec::from_elem(ctx.type_data(t).element_type()?, 1),
        Transform::I1SameShape => {
            let i1 = ctx.i(1);
            SmallVec::from_elem(crate::dialects::arith::bool_like(ctx, t, i1), 1)
        }
        Transform::FunctionInputs => match data() {
            TypeData::Function { inputs, .. } => inputs.iter().copied().collect(),
            _ => return None,
        },
        Transform::FunctionResults => match data() {
            TypeData::Function { results, .. } => results.iter().copied().collect(),
            _ => return None,
        },
        Transform::ShapedElements => match data() {
            TypeData::RankedTensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. } => {
                let n: i64 = shape.iter().product();
                SmallVec::from_elem(elem, usize::try_from(n).ok()?)
            }
            _ => return None,
        },
        Transform::ValAndBoolStruct => {
            let i1 = ctx.i(1);
            SmallVec::from_elem(
                crate::dialects::llvm::types::literal_struct(ctx, &[t, i1]),
                1,
            )
        }
        Transform::Unknown => return None,
    })
}

/// The summaries of the constraints whose one type ODS can build
/// (`buildableType`).
pub(crate) const BUILDABLE: &[&str] = &[
    "1-bit signless integer",
    "index",
    "LLVM token type",
    "LLVM pointer in address space 0",
    "device",
];

/// The one type a buildable constraint allows, by its summary (ODS's
/// `buildableType`).
pub(crate) fn buildable(ctx: &mut crate::Context, summary: &str) -> Option<Type> {
    let summary = summary.strip_prefix("variadic of ").unwrap_or(summary);
    Some(match BUILDABLE.iter().position(|b| *b == summary)? {
        0 => ctx.i(1),
        1 => ctx.index_type(),
        2 => crate::dialects::llvm::types::token(ctx),
        3 => crate::dialects::llvm::types::ptr0(ctx),
        // `HAL_Device`: IREE's `!hal.device`, a type of a dialect sigil
        // keeps opaque.
        _ => ctx.intern_type(crate::TypeData::Opaque {
            dialect: "hal".into(),
            data: b"device".as_slice().into(),
        }),
    })
}

/// Sizes of value groups holding `n` values in all: fixed groups one
/// each, the rest shared by the variable ones.
fn split_sizes(groups: &[ValueGroup], n: usize) -> Vec<usize> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let variable = groups.len() - fixed;
    let each = n.saturating_sub(fixed).checked_div(variable).unwrap_or(0);
    groups
        .iter()
        .map(|g| if g.arity == Arity::Single { 1 } else { each })
        .collect()
}

fn set_types(st: &mut Slots<'_>, arg: TypeArg, types: Types) {
    match arg {
        TypeArg::Operand(i) => st.operand_types[i] = Some(types),
        TypeArg::Result(i) => st.result_types[i] = Some(types),
        TypeArg::Operands => st.all_operand_types = Some(types),
        TypeArg::Results => st.all_result_types = Some(types),
    }
}

/// The types of one group as a format writes them: one, an optional one,
/// or a non-empty list.
fn group_types(
    p: &mut Parser<'_>,
    arity: Arity,
    class: Option<TypeClass>,
    qualified: bool,
) -> DResult<Types> {
    Ok(match arity {
        Arity::Single => std::iter::once(class_type(p, class, qualified)?).collect(),
        Arity::Optional if starts_type(p) => {
            std::iter::once(class_type(p, class, qualified)?).collect()
        }
        Arity::Optional => SmallVec::new(),
        Arity::Variadic => p.type_list()?,
    })
}

/// A type the generated parser reads as C++ class `class`
/// (`parseCustomTypeWithFallback<T>`).
fn class_type(p: &mut Parser<'_>, class: Option<TypeClass>, qualified: bool) -> DResult<Type> {
    let at = p.offset();
    // A dialect type with its own parser reads its parameters unprefixed
    // (`<1>`, or nothing for `!llvm.ptr`) unless written whole.
    if class == Some(TypeClass::LlvmPointer) && !qualified && !p.at_token(TokenKind::BangIdent) {
        let mut space = 0;
        if p.eat_token(TokenKind::Less) {
            space = crate::dialects::indexing::parse_i64(p)?;
            p.expect_token(TokenKind::Greater, "expected '>'")?;
        }
        return Ok(crate::dialects::llvm::types::ptr(p.ctx, space));
    }
    let t = p.parse_type()?;
    match class {
        Some(c) if !c.accepts(p.ctx, t) => {
            let mut msg = String::from("invalid kind of type specified");
            if let Some(name) = c.name() {
                let shown = crate::printer::type_to_string(p.ctx, t);
                msg.push_str(&format!(": expected {name}, but found '{shown}'"));
            }
            p.custom_error(at, msg)
        }
        _ => Ok(t),
    }
}

fn literal(p: &mut Parser<'_>, lit: &str, tok: Option<TokenKind>) -> DResult<()> {
    match tok {
        Some(k) if p.eat_token(k) => Ok(()),
        Some(_) => p.error_here(format!("expected '{lit}'")),
        None => p.keyword(lit),
    }
}

fn optional_literal(p: &mut Parser<'_>, lit: &str, tok: Option<TokenKind>) -> bool {
    match tok {
        Some(k) => p.eat_token(k),
        None => p.eat_keyword(lit),
    }
}

/// Whether the current token can begin a type.
fn starts_type(p: &Parser<'_>) -> bool {
    p.at_token(TokenKind::BangIdent)
        || p.at_token(TokenKind::LParen)
        || (p.at_token(TokenKind::BareIdent)
            && (crate::parser::types::is_type_keyword(p.spelling())
                || crate::parser::types::int_type_spelling(p.spelling()).is_some()))
}

/// Whether an optional group's first element, the attribute `decl`, is
/// there (MLIR's `parseOptionalAttribute` overloads).
fn attr_present(p: &Parser<'_>, decl: &AttrDecl) -> bool {
    match decl.print {
        AttrPrint::Property(kind) => super::custom::property_present(p, kind),
        AttrPrint::Enum(table) => {
            p.at_token(TokenKind::String)
                || (p.at_token(TokenKind::BareIdent)
                    && std::str::from_utf8(p.spelling()).is_ok_and(|w| table.value(w).is_some()))
        }
        AttrPrint::Symbol => p.at_token(TokenKind::AtIdent),
        _ => match decl.storage {
            AttrStorage::Array | AttrStorage::DenseArray(_) => p.at_token(TokenKind::LSquare),
            AttrStorage::String => p.at_token(TokenKind::String),
            AttrStorage::FlatSymbolRef | AttrStorage::SymbolRef => p.at_token(TokenKind::AtIdent),
            AttrStorage::Dictionary => p.at_token(TokenKind::LBrace),
            AttrStorage::Unit => p.at_keyword("unit"),
            _ => starts_attribute(p),
        },
    }
}

/// The tokens MLIR's `parseOptionalAttribute` starts an attribute at.
fn starts_attribute(p: &Parser<'_>) -> bool {
    use TokenKind as T;
    if [
        T::AtIdent,
        T::Float,
        T::Integer,
        T::HashIdent,
        T::LBrace,
        T::LSquare,
        T::Minus,
        T::String,
    ]
    .iter()
    .any(|&k| p.at_token(k))
    {
        return true;
    }
    if p.at_token(T::BareIdent) {
        return matches!(
            p.spelling(),
            b"affine_map"
                | b"affine_set"
                | b"dense"
                | b"dense_resource"
                | b"false"
                | b"loc"
                | b"opaque"
                | b"sparse"
                | b"true"
                | b"unit"
                | b"array"
                | b"distinct"
                | b"strided"
        ) || starts_type(p);
    }
    starts_type(p)
}

/// An attribute as the format writes it.
fn attribute(p: &mut Parser<'_>, decl: &AttrDecl, qualified: bool) -> DResult<Attr> {
    let at = p.offset();
    if !qualified {
        match decl.print {
            AttrPrint::Enum(table) => return enum_attr(p, decl, table),
            AttrPrint::Symbol => {
                if !p.at_token(TokenKind::AtIdent) {
                    return p.custom_error(at, "expected valid '@'-identifier for symbol name");
                }
                let sym = p.symbol_name_value()?;
                p.bump();
                return Ok(p.ctx.string_attr(&sym));
            }
            AttrPrint::Stripped => return stripped(p, decl),
            AttrPrint::WithoutType(b) => {
                let t = b.build(p.ctx);
                let mut a = p.parse_attribute(t)?;
                // A `StrAttr` read with `NoneType` (its builder's) is the
                // plain string: MLIR's string attributes default to it.
                if let AttrData::String {
                    value,
                    ty: Some(ty),
                } = p.ctx.attr_data(a)
                {
                    if matches!(p.ctx.type_data(*ty), TypeData::None) {
                        let value = value.clone();
                        a = p.ctx.string_attr(&value);
                    }
                }
                return check_kind(p, decl, a, at);
            }
            AttrPrint::Property(kind) => return super::custom::parse_property(p, kind),
            AttrPrint::Full => {}
        }
    }
    let a = p.parse_attribute(None)?;
    check_kind(p, decl, a, at)
}

/// "invalid kind of attribute specified" unless `a` is what `decl` holds.
fn check_kind(p: &Parser<'_>, decl: &AttrDecl, a: Attr, at: u32) -> DResult<Attr> {
    let d = p.ctx.attr_data(a);
    let ok = match decl.storage {
        AttrStorage::Integer => matches!(d, AttrData::Integer { .. }),
        AttrStorage::Float => matches!(d, AttrData::Float { .. }),
        AttrStorage::Bool => match d {
            AttrData::Integer { ty, .. } => {
                matches!(p.ctx.type_data(*ty), TypeData::Integer { width: 1, .. })
            }
            _ => false,
        },
        AttrStorage::Array => matches!(d, AttrData::Array(_)),
        AttrStorage::String => matches!(d, AttrData::String { .. }),
        AttrStorage::Unit => matches!(d, AttrData::Unit),
        AttrStorage::Type => matches!(d, AttrData::Type(_)),
        AttrStorage::AffineMap => matches!(d, AttrData::AffineMap(_)),
        AttrStorage::IntegerSet => matches!(d, AttrData::IntegerSet(_)),
        AttrStorage::Dictionary => matches!(d, AttrData::Dict(_)),
        AttrStorage::FlatSymbolRef => {
            matches!(d, AttrData::SymbolRef { nested, .. } if nested.is_empty())
        }
        AttrStorage::SymbolRef => matches!(d, AttrData::SymbolRef { .. }),
        AttrStorage::DenseArray(_) => matches!(d, AttrData::DenseArray { .. }),
        AttrStorage::Dialect(dialect, mnemonic) => {
            matches!(d, AttrData::Dialect(x) if x.def.dialect == dialect && x.def.mnemonic == mnemonic)
        }
        AttrStorage::OfDialect(dialect) => match d {
            AttrData::Dialect(x) => x.def.dialect == dialect,
            AttrData::Opaque(o) => &*o.dialect == dialect,
            _ => false,
        },
        _ => true,
    };
    if ok {
        Ok(a)
    } else {
        p.custom_error(at, "invalid kind of attribute specified")
    }
}

/// An integer enum's case: a keyword or a string (MLIR's generated
/// `parseOptionalKeyword(&str, {cases})`, else a string attribute).
fn enum_attr(p: &mut Parser<'_>, decl: &AttrDecl, table: &super::decl::EnumTable) -> DResult<Attr> {
    let at = p.offset();
    let word: Vec<u8> = if p.at_token(TokenKind::BareIdent)
        && std::str::from_utf8(p.spelling()).is_ok_and(|w| table.value(w).is_some())
    {
        let w = p.spelling().to_vec();
        p.bump();
        w
    } else if p.at_token(TokenKind::String) {
        let w = p.string_value()?;
        p.bump();
        w
    } else {
        let cases: Vec<&str> = table.cases.iter().map(|c| c.0).collect();
        return p.custom_error(
            at,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                decl.name,
                cases.join(", ")
            ),
        );
    };
    let text = String::from_utf8_lossy(&word).into_owned();
    let Some(v) = table.value(&text) else {
        return p.custom_error(
            at,
            format!("invalid {} attribute specification: \"{text}\"", decl.name),
        );
    };
    let ty = p.ctx.i(table.width);
    Ok(p.ctx.intern_attr(AttrData::Integer {
        ty,
        value: sigil_numeric::ApInt::from_u64(table.width, v as u64),
    }))
}

/// A dialect attribute's parameters or a dense array's elements, written
/// without prefix (`parseCustomAttributeWithFallback`: a `#...` attribute
/// is read whole).
fn stripped(p: &mut Parser<'_>, decl: &AttrDecl) -> DResult<Attr> {
    let at = p.offset();
    match decl.storage {
        AttrStorage::Dialect(dialect, mnemonic) => {
            if p.at_token(TokenKind::HashIdent) {
                let a = p.parse_attribute(None)?;
                return check_kind(p, decl, a, at);
            }
            let Some(def) = crate::dialects::attr_def(dialect.as_bytes(), mnemonic.as_bytes())
            else {
                return p.custom_error(at, format!("no attribute #{dialect}.{mnemonic} in sigil"));
            };
            crate::dialects::api::parse_custom_attr(p, def)
        }
        AttrStorage::DenseArray(width) => {
            p.expect_token(TokenKind::LSquare, "expected '['")?;
            let elem = p.ctx.i(width);
            let mut data: Vec<u8> = Vec::new();
            let mut len = 0u32;
            if !p.eat_token(TokenKind::RSquare) {
                loop {
                    let n = (width as usize).div_ceil(8);
                    if width > 1 {
                        let v = dense_array_element(p, width)?;
                        data.extend_from_slice(&v.to_le_bytes()[..n]);
                        len += 1;
                        if p.eat_token(TokenKind::RSquare) {
                            break;
                        }
                        p.expect_token(TokenKind::Comma, "expected ','")?;
                        continue;
                    }
                    let v = p.parse_attribute(Some(elem))?;
                    let AttrData::Integer { value, .. } = p.ctx.attr_data(v) else {
                        return p.custom_error(at, "expected integer value");
                    };
                    let bytes = value.to_le_bytes();
                    data.extend(bytes.iter().copied().chain(std::iter::repeat(0)).take(n));
                    len += 1;
                    if p.eat_token(TokenKind::RSquare) {
                        break;
                    }
                    p.expect_token(TokenKind::Comma, "expected ','")?;
                }
            }
            Ok(p.ctx.intern_attr(AttrData::DenseArray {
                elem,
                len,
                data: data.into_boxed_slice(),
            }))
        }
        _ => {
            let a = p.parse_attribute(None)?;
            check_kind(p, decl, a, at)
        }
    }
}

/// One element of an integer dense array (`DenseI32ArrayAttr`, ...) in a
/// declarative format, as MLIR's `parseInteger` into an `int{width}_t`
/// reads it: `true` (-1) or `false`, or an optional minus and an integer
/// literal (decimal or hex); "expected integer value" for anything else,
/// and "integer value too large" where the value starts (its minus sign)
/// when it does not fit the signed type.
fn dense_array_element(p: &mut Parser<'_>, width: u32) -> DResult<i64> {
    // `true` and `false`, as one-bit values sign-extended.
    if p.eat_keyword("true") {
        return Ok(-1);
    }
    if p.eat_keyword("false") {
        return Ok(0);
    }
    let at = p.here();
    let negative = p.eat_token(TokenKind::Minus);
    if !p.at_token(TokenKind::Integer) {
        return p.custom_error(p.here(), "expected integer value");
    }
    let text = std::str::from_utf8(p.spelling()).unwrap_or("");
    let magnitude = match text.strip_prefix("0x") {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => text.parse::<u128>().ok(),
    };
    let half = 1u128 << (width - 1);
    let fits = magnitude.filter(|&m| if negative { m <= half } else { m < half });
    let Some(m) = fits else {
        return p.custom_error(at, "integer value too large");
    };
    p.bump();
    Ok(if negative {
        (m as i128).wrapping_neg() as i64
    } else {
        m as i64
    })
}
