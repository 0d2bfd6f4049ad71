//! The format interpreter's printing half: MLIR's generated `print`
//! method, element by element, with the spaces [`super::ast`] decided.
//! It runs only on ops that passed their declared structure (the printer
//! falls back to the generic form otherwise), so every group is there.

use super::ast::{CustomArg, Default, Elem, Format, Kind, Optional, TypeArg};
use super::decl::{AttrDecl, AttrPrint, AttrStorage, TypeClass};
use crate::attrs::{Attr, AttrData};
use crate::dialects::structure::{group_sizes, Arity, Structure};
use crate::dialects::OpDef;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::printer::custom::AsmPrinter;
use crate::types::Type;
use crate::Context;

/// The op being printed, read through its declaration.
pub(crate) struct Vars<'a> {
    pub ctx: &'a Context,
    pub ir: &'a Ir,
    pub op: OpId,
    pub def: &'static OpDef,
    operand_sizes: smallvec::SmallVec<[usize; 8]>,
    result_sizes: smallvec::SmallVec<[usize; 8]>,
}

impl<'a> Vars<'a> {
    fn new(ctx: &'a Context, ir: &'a Ir, op: OpId, def: &'static OpDef) -> Option<Self> {
        let s = &def.structure;
        // The common case, every group one value: nothing to work out.
        let single = |g: &[crate::dialects::structure::ValueGroup], n: usize| {
            (g.len() == n && g.iter().all(|g| g.arity == Arity::Single))
                .then(|| smallvec::SmallVec::from_elem(1, n))
        };
        if let (Some(operand_sizes), Some(result_sizes)) = (
            single(s.operands, ir.num_operands(op)),
            single(s.results, ir.num_results(op)),
        ) {
            return Some(Vars {
                ctx,
                ir,
                op,
                def,
                operand_sizes,
                result_sizes,
            });
        }
        let operand_sizes = group_sizes(
            ctx,
            ir,
            op,
            s.operands,
            s.operand_segments,
            "operandSegmentSizes",
            ir.num_operands(op),
        )
        .ok()?;
        let result_sizes = group_sizes(
            ctx,
            ir,
            op,
            s.results,
            s.result_segments,
            "resultSegmentSizes",
            ir.num_results(op),
        )
        .ok()?;
        Some(Vars {
            ctx,
            ir,
            op,
            def,
            operand_sizes,
            result_sizes,
        })
    }

    fn s(&self) -> &'static Structure {
        &self.def.structure
    }

    /// The operands of group `i` (of a single-value group, its first, as
    /// ODS's getter reads a group that segment sizes made longer).
    pub fn operands(&self, i: usize) -> impl Iterator<Item = Value> + 'a {
        let start: usize = self.operand_sizes[..i].iter().sum();
        let mut n = self.operand_sizes[i];
        if self.s().operands[i].arity == Arity::Single {
            n = n.min(1);
        }
        let (ir, op) = (self.ir, self.op);
        (start..start + n).map(move |k| ir.operand(op, k))
    }

    /// The results of group `i`.
    pub fn results(&self, i: usize) -> impl Iterator<Item = Value> + 'a {
        let start: usize = self.result_sizes[..i].iter().sum();
        let mut n = self.result_sizes[i];
        if self.s().results[i].arity == Arity::Single {
            n = n.min(1);
        }
        let (ir, op) = (self.ir, self.op);
        (start..start + n).map(move |k| ir.result(op, k))
    }

    /// The regions of group `i`.
    pub fn regions(&self, i: usize) -> &'a [RegionId] {
        let s = self.s();
        let all = self.ir.regions(self.op);
        let mut at = 0;
        for (k, g) in s.regions.iter().enumerate() {
            let n = if g.variadic {
                (all.len() + 1).saturating_sub(s.regions.len())
            } else {
                1
            };
            if k == i {
                return &all[at.min(all.len())..(at + n).min(all.len())];
            }
            at += n;
        }
        &[]
    }

    /// The successors of group `i`.
    pub fn successors(&self, i: usize) -> &'a [BlockId] {
        let s = self.s();
        let all = self.ir.successors(self.op);
        let mut at = 0;
        for (k, g) in s.successors.iter().enumerate() {
            let n = if g.variadic {
                (all.len() + 1).saturating_sub(s.successors.len())
            } else {
                1
            };
            if k == i {
                return &all[at.min(all.len())..(at + n).min(all.len())];
            }
            at += n;
        }
        &[]
    }

    /// The attribute of declaration `i`, if set.
    pub fn attr(&self, i: usize) -> Option<Attr> {
        let name = self.s().form.attrs[i].name;
        self.ctx
            .dict_get(self.ir.op(self.op).props?, name.as_bytes())
    }

    /// The lists of the `VariadicOfVariadic` operand group `i`, split by
    /// its sizes attribute (one list of everything without it).
    pub fn nested(&self, i: usize) -> Vec<Vec<crate::Value>> {
        let all: Vec<_> = self.operands(i).collect();
        let name = (self.s().nested_segments.iter()).find_map(|&(g, n)| (g == i).then_some(n));
        let sizes = name
            .and_then(|n| self.ctx.dict_get(self.ir.op(self.op).props?, n.as_bytes()))
            .and_then(|a| crate::dialects::indexing::dense_int_array(self.ctx, a));
        let Some(sizes) = sizes else {
            return vec![all];
        };
        let mut out = Vec::with_capacity(sizes.len());
        let mut at = 0;
        for n in sizes {
            let end = (at + n.max(0) as usize).min(all.len());
            out.push(all[at..end].to_vec());
            at = end;
        }
        out
    }

    /// The types `arg` names.
    pub fn types(&self, arg: TypeArg) -> Vec<Type> {
        let ir = self.ir;
        match arg {
            TypeArg::Operand(i) => self.operands(i).map(|v| ir.value_type(v)).collect(),
            TypeArg::Result(i) => self.results(i).map(|v| ir.value_type(v)).collect(),
            TypeArg::Operands => ir.operands(self.op).map(|v| ir.value_type(v)).collect(),
            TypeArg::Results => ir.results(self.op).map(|v| ir.value_type(v)).collect(),
        }
    }
}

/// Prints an op's custom form by its declarative format.
pub(crate) fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let ir = p.ir;
    let Some(def) = p.def_of(op) else {
        return;
    };
    // An op whose format names something sigil lacks prints generically.
    let (Some(format), Some(vars)) = (def.compiled_format(), Vars::new(ctx, ir, op, def)) else {
        return p.generic_tail(op);
    };
    elems(p, &vars, format, &format.elems);
}

fn elems(p: &mut AsmPrinter<'_>, v: &Vars<'_>, f: &Format, list: &[Elem]) {
    for e in list {
        elem(p, v, f, e);
    }
}

fn elem(p: &mut AsmPrinter<'_>, v: &Vars<'_>, f: &Format, e: &Elem) {
    let s = v.s();
    let space = |p: &mut AsmPrinter<'_>| {
        if e.space {
            p.w(" ");
        }
    };
    match &e.kind {
        Kind::Literal(lit, _) => {
            space(p);
            p.w(lit);
        }
        Kind::Space(_) => space(p),
        Kind::Newline => {
            p.w("\n");
            let n = p.current_indent();
            p.spaces(n);
        }
        Kind::AttrDict(keyword) => attr_dict(p, v, f, *keyword),
        Kind::PropDict => {
            let used: Vec<&str> = f.used_attrs.clone();
            if v.def.structure.form.prop_entries {
                p.prop_entries(v.op, &used, v.def.structure.form.attrs);
            } else {
                p.prop_dict_braced(v.op, &used);
            }
        }
        Kind::Optional(g) => optional(p, v, f, g),
        // A clause prints when one of its variables is there.
        Kind::OIList(clauses) => {
            for clause in clauses {
                if clause[1..].iter().any(|e| anchor_present(v, f, &e.kind)) {
                    for e in clause {
                        elem(p, v, f, e);
                    }
                }
            }
        }
        kind => {
            space(p);
            match *kind {
                Kind::Operand(i) => p.values(v.operands(i)),
                Kind::Operands => p.operands(v.op),
                Kind::Region(i) => {
                    for (k, &r) in v.regions(i).iter().enumerate() {
                        if k > 0 {
                            p.w(", ");
                        }
                        region(p, v, r);
                    }
                }
                Kind::Regions => {
                    for (k, &r) in v.ir.regions(v.op).iter().enumerate() {
                        if k > 0 {
                            p.w(", ");
                        }
                        region(p, v, r);
                    }
                }
                Kind::Successor(i) => {
                    for (k, &b) in v.successors(i).iter().enumerate() {
                        if k > 0 {
                            p.w(", ");
                        }
                        p.block_name(b);
                    }
                }
                Kind::Successors => {
                    for (k, &b) in v.ir.successors(v.op).iter().enumerate() {
                        if k > 0 {
                            p.w(", ");
                        }
                        p.block_name(b);
                    }
                }
                Kind::Attr(i, qualified) => {
                    if let Some(a) = v.attr(i) {
                        attribute(p, &s.form.attrs[i], a, qualified);
                    }
                }
                Kind::Type(arg, qualified, class) => {
                    let types = v.types(arg);
                    match class {
                        // `printStrippedAttrOrType`: a pointer's parameters
                        // only, `!llvm.ptr` whole when it has none.
                        Some(TypeClass::LlvmPointer) if !qualified && types.len() == 1 => {
                            match crate::dialects::llvm::types::ptr_space(v.ctx, types[0]) {
                                Some(space) if space != 0 => {
                                    p.w("<");
                                    p.int(space);
                                    p.w(">");
                                }
                                _ => p.ty(types[0]),
                            }
                        }
                        _ => p.types(types),
                    }
                }
                Kind::FunctionalType(inputs, results) => {
                    let ins = v.types(inputs);
                    let outs = v.types(results);
                    p.w("(");
                    p.types(ins);
                    p.w(") -> ");
                    p.result_types(&outs);
                }
                Kind::Custom(d, ref args) => (d.print)(p, v, args),
                _ => {}
            }
        }
    }
}

/// `printRegion` with the implicit terminator left out when it carries
/// nothing (MLIR's generated code for `SingleBlockImplicitTerminator`).
fn region(p: &mut AsmPrinter<'_>, v: &Vars<'_>, r: RegionId) {
    let mut print_terminator = true;
    if v.s().form.implicit_terminator.is_some() {
        if let Some(term) = v.ir.entry_block(r).and_then(|b| v.ir.last_op(b)) {
            let o = v.ir.op(term);
            print_terminator = !v.ir.attrs(term).is_empty()
                || o.props.is_some()
                || v.ir.num_operands(term) != 0
                || v.ir.num_results(term) != 0;
        }
    }
    p.region(r, true, print_terminator, false);
}

fn attr_dict(p: &mut AsmPrinter<'_>, v: &Vars<'_>, f: &Format, keyword: bool) {
    // Most ops have no attribute to print.
    if v.ir.attrs(v.op).is_empty() && v.ir.op(v.op).props.is_none() {
        return;
    }
    let s = v.s();
    let mut elided: smallvec::SmallVec<[&str; 8]> = f.used_attrs.iter().copied().collect();
    if f.has_prop_dict {
        elided.extend(v.def.props.iter().map(|x| x.name));
        elided.extend(s.form.attrs.iter().map(|x| x.name));
    }
    // Attributes equal to their default are left out.
    for (i, decl) in s.form.attrs.iter().enumerate() {
        if decl.defaulted && v.attr(i).is_some_and(|a| is_default(v, f, i, a)) {
            elided.push(decl.name);
        }
    }
    if s.operand_segments && !f.all_operands {
        elided.push("operandSegmentSizes");
    }
    if s.result_segments && !f.all_result_types {
        elided.push("resultSegmentSizes");
    }
    elided.extend(s.nested_segments.iter().map(|&(_, name)| name));
    if keyword {
        p.attr_dict_with_keyword(v.op, &elided);
    } else {
        p.attr_dict(v.op, &elided);
    }
}

fn optional(p: &mut AsmPrinter<'_>, v: &Vars<'_>, f: &Format, g: &Optional) {
    let list = if anchor_present(v, f, &g.anchor) {
        &g.then
    } else {
        &g.els
    };
    for e in list {
        if matches!(e.kind, Kind::Attr(i, _) if Some(i) == g.elided_unit) {
            continue;
        }
        elem(p, v, f, e);
    }
}

/// Whether an optional group's anchor is there (MLIR's
/// `genOptionalGroupPrinterAnchor`): a non-empty group, a set attribute
/// that is not its default value, a non-empty region.
fn anchor_present(v: &Vars<'_>, f: &Format, anchor: &Kind) -> bool {
    match *anchor {
        Kind::Operand(i) => v.operands(i).next().is_some(),
        Kind::Operands => v.ir.num_operands(v.op) > 0,
        Kind::Region(i) => v.regions(i).iter().any(|&r| v.ir.entry_block(r).is_some()),
        Kind::Regions => {
            v.ir.regions(v.op)
                .iter()
                .any(|&r| v.ir.entry_block(r).is_some())
        }
        Kind::Successor(i) => !v.successors(i).is_empty(),
        Kind::Successors => !v.ir.successors(v.op).is_empty(),
        Kind::Type(arg, ..) => !v.types(arg).is_empty(),
        Kind::FunctionalType(..) => true,
        Kind::Attr(i, _) => {
            let Some(a) = v.attr(i) else {
                return false;
            };
            let decl = &v.s().form.attrs[i];
            if decl.defaulted && !decl.optional && is_default(v, f, i, a) {
                return false;
            }
            if let AttrPrint::Property(kind) = decl.print {
                return super::custom::property_set(v.ctx, kind, a);
            }
            // A `false` unit property is absent.
            !(decl.storage == AttrStorage::Unit
                && matches!(v.ctx.attr_data(a), AttrData::Integer { value, .. } if value.is_zero()))
        }
        Kind::Custom(_, ref args) => args.iter().any(|a| match *a {
            CustomArg::Operand(i) => v.operands(i).next().is_some(),
            // A default-valued attribute counts when it is not its default.
            CustomArg::Attr(i) => v.attr(i).is_some_and(|a| {
                let decl = &v.s().form.attrs[i];
                !(decl.defaulted && !decl.optional && is_default(v, f, i, a))
            }),
            CustomArg::Region(i) => !v.regions(i).is_empty(),
            CustomArg::Successor(i) => !v.successors(i).is_empty(),
            CustomArg::Type(t) => !v.types(t).is_empty(),
            _ => false,
        }),
        _ => true,
    }
}

/// Whether `a` is the default of attribute `i`: as the record states it
/// where sigil reads that, else by the op's property table.
fn is_default(v: &Vars<'_>, f: &Format, i: usize, a: Attr) -> bool {
    let value = || match v.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    };
    let decl = &v.s().form.attrs[i];
    match f.defaults[i] {
        Default::Int(n) => value() == Some(n),
        Default::Case(c) => match decl.print {
            AttrPrint::Enum(t) => value().is_some_and(|x| {
                let i = t.cases.iter().position(|&(_, v)| v == x);
                t.spelling(x) == Some(c) || i.and_then(|i| t.symbols.get(i)) == Some(&c)
            }),
            _ => false,
        },
        Default::Unknown => v
            .def
            .props
            .iter()
            .find(|x| x.name == decl.name)
            .and_then(|x| x.default)
            .is_some_and(|d| d.matches(v.ctx, a)),
    }
}

/// An attribute as the format writes it.
fn attribute(p: &mut AsmPrinter<'_>, decl: &AttrDecl, a: Attr, qualified: bool) {
    let ctx = p.ctx();
    if qualified {
        p.attr(a);
        return;
    }
    match decl.print {
        AttrPrint::Enum(table) => {
            let value = match ctx.attr_data(a) {
                AttrData::Integer { value, .. } => value.to_i64(),
                _ => None,
            };
            match value.and_then(|x| table.spelling(x)) {
                Some(s) if is_bare_keyword(s) => p.w(s),
                Some(s) => {
                    p.w("\"");
                    p.w(s);
                    p.w("\"");
                }
                None => p.attr(a),
            }
        }
        AttrPrint::Symbol => match ctx.attr_data(a) {
            AttrData::String { .. } => p.p.symbol_ref(a),
            _ => p.attr(a),
        },
        AttrPrint::WithoutType(_) => p.attr_without_type(a),
        AttrPrint::Stripped => p.stripped_attr(a),
        AttrPrint::Property(kind) => super::custom::print_property(p, kind, a),
        AttrPrint::Full => p.attr(a),
    }
}

/// Whether MLIR prints an enum case bare (a keyword), not quoted.
fn is_bare_keyword(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
}
