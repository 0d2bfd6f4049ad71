//! The custom ("pretty") form printer, byte-for-byte as `mlir-opt` prints
//! without `--mlir-print-op-generic`.
//!
//! Registered ops print through their dialect's printer ([`AsmPrinter`] is
//! MLIR's `OpAsmPrinter`); other ops print in generic form. Names follow
//! MLIR's `SSANameState`: ops may suggest result and block-argument names
//! (`%c0_i32`, `%sum`), which are made unique within the enclosing regions
//! by `_N` suffixes, and numbering restarts in every region from the count
//! of its parent. Aliases come from a dry run of the same printer that
//! records attributes and types instead of writing them, as MLIR's
//! `DummyAliasOperationPrinter` does.
//!
//! Printing recurses once per region nesting level; the parser bounds that
//! depth and the command line sizes its stack for it.

use hashbrown::{DefaultHashBuilder, HashMap, HashTable};
use std::hash::BuildHasher;

use super::alias::{AliasCollector, AliasTable};
use super::attrs::{write_u64, AttrPrinter, Elision};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::dialects::structure::structure_ok;
use crate::dialects::{DefCache, OpDef};
use crate::ir::{BlockId, Ir, LocRef, OpId, RegionId, Value, ValueDef};
use crate::module::Module;
use crate::types::Type;

const UNNAMED: u32 = u32::MAX;
/// Set on a value's entry when it has a name (the rest indexes `strings`).
const NAMED: u32 = 1 << 31;

/// SSA value and block names of the custom form.
pub(crate) struct CustomNames {
    values: Vec<u32>,
    /// The text of every suggested name, back to back; `spans` indexes it.
    text: String,
    spans: Vec<(u32, u32)>,
    blocks: Vec<u32>,
    /// Ops whose results are split into groups (first result of each group).
    groups: HashMap<OpId, Vec<u32>>,
}

impl CustomNames {
    fn name(&self, i: u32) -> &str {
        let (start, end) = self.spans[i as usize];
        &self.text[start as usize..end as usize]
    }
}

/// Scoped set of the names in use (MLIR's `ScopedHashTable` of used names),
/// holding indices of names in [`CustomNames`].
struct UsedNames {
    set: HashTable<u32>,
    hasher: DefaultHashBuilder,
    scopes: Vec<Vec<u32>>,
}

impl UsedNames {
    fn push(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn pop(&mut self, names: &CustomNames) {
        for i in self.scopes.pop().expect("scope") {
            let h = self.hasher.hash_one(names.name(i));
            if let Ok(e) = self.set.find_entry(h, |&j| j == i) {
                e.remove();
            }
        }
    }

    fn contains(&self, names: &CustomNames, name: &str) -> bool {
        let h = self.hasher.hash_one(name);
        self.set.find(h, |&j| names.name(j) == name).is_some()
    }

    /// Records name `i`, which is not in the set yet.
    fn insert(&mut self, names: &CustomNames, i: u32) {
        let hasher = &self.hasher;
        let h = hasher.hash_one(names.name(i));
        self.set
            .insert_unique(h, i, |&j| hasher.hash_one(names.name(j)));
        self.scopes.last_mut().expect("scope").push(i);
    }
}

struct Namer<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    defs: DefCache,
    names: CustomNames,
    used: UsedNames,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    /// Scratch space for the names an op suggests: their text and spans.
    suggested: String,
    suggested_spans: Vec<(Value, u32, u32)>,
}

/// MLIR's `sanitizeIdentifier`: names starting with a digit get a `_`
/// prefix; characters other than letters, digits and `$._-` become `_`
/// (spaces) or their hex code.
fn sanitize(name: &str, out: &mut String) {
    let valid = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'$' | b'.' | b'_' | b'-');
    let starts_digit = name.as_bytes().first().is_some_and(u8::is_ascii_digit);
    if !starts_digit && name.bytes().all(valid) {
        out.push_str(name);
        return;
    }
    if starts_digit {
        out.push('_');
    }
    for b in name.bytes() {
        if valid(b) {
            out.push(b as char);
        } else if b == b' ' {
            out.push('_');
        } else {
            use std::fmt::Write;
            let _ = write!(out, "{b:X}");
        }
    }
}

impl<'a> Namer<'a> {
    fn set_name(&mut self, v: Value, name: &str) {
        if name.is_empty() {
            set(&mut self.names.values, v.index() as usize, self.next_value);
            self.next_value += 1;
            return;
        }
        let names = &mut self.names;
        let start = names.text.len();
        sanitize(name, &mut names.text);
        let base_end = names.text.len();
        while self.used.contains(names, &names.text[start..]) {
            names.text.truncate(base_end);
            names.text.push('_');
            write_decimal(&mut names.text, self.next_conflict);
            self.next_conflict += 1;
        }
        let idx = names.spans.len() as u32;
        names.spans.push((start as u32, names.text.len() as u32));
        self.used.insert(names, idx);
        set(&mut names.values, v.index() as usize, NAMED | idx);
    }

    fn is_named(&self, v: Value) -> bool {
        self.names
            .values
            .get(v.index() as usize)
            .is_some_and(|&n| n != UNNAMED)
    }

    fn number_region(&mut self, region: RegionId) {
        let ir = self.ir;
        let parent = ir.region_parent(region);
        if let Some(f) = self.defs.of(self.ctx, ir, parent).and_then(|d| {
            d.block_arg_names
                .filter(|_| structure_ok(self.ctx, ir, d, parent))
        }) {
            let mut text = std::mem::take(&mut self.suggested);
            let mut spans = std::mem::take(&mut self.suggested_spans);
            text.clear();
            spans.clear();
            f(self.ctx, ir, parent, region, &mut |v, n| {
                let start = text.len() as u32;
                text.push_str(n);
                spans.push((v, start, text.len() as u32));
            });
            for &(v, start, end) in &spans {
                self.set_name(v, &text[start as usize..end as usize]);
            }
            self.suggested = text;
            self.suggested_spans = spans;
        }
        for (i, b) in ir.region_blocks(region).enumerate() {
            set(&mut self.names.blocks, b.index() as usize, i as u32);
            let entry = i == 0;
            for &a in ir.block_args(b) {
                if self.is_named(a) {
                    continue;
                }
                if entry {
                    let mut n = std::mem::take(&mut self.suggested);
                    n.clear();
                    n.push_str("arg");
                    write_decimal(&mut n, self.next_arg);
                    self.next_arg += 1;
                    self.set_name(a, &n);
                    self.suggested = n;
                } else {
                    self.set_name(a, "");
                }
            }
            for op in ir.block_ops(b) {
                self.number_op(op);
            }
        }
    }

    fn number_op(&mut self, op: OpId) {
        let ir = self.ir;
        let n = ir.num_results(op);
        if n == 0 {
            return;
        }
        if let Some(f) = self
            .defs
            .of(self.ctx, ir, op)
            .and_then(|d| d.result_names.filter(|_| structure_ok(self.ctx, ir, d, op)))
        {
            let mut text = std::mem::take(&mut self.suggested);
            let mut spans = std::mem::take(&mut self.suggested_spans);
            text.clear();
            spans.clear();
            f(self.ctx, ir, op, &mut |v, name| {
                let start = text.len() as u32;
                text.push_str(name);
                spans.push((v, start, text.len() as u32));
            });
            let mut groups: Vec<u32> = Vec::new();
            for &(v, start, end) in &spans {
                if let Some(ValueDef::Result { index, .. }) = ir.value_def(v) {
                    if index != 0 {
                        groups.push(index);
                    }
                }
                self.set_name(v, &text[start as usize..end as usize]);
            }
            self.suggested = text;
            self.suggested_spans = spans;
            if !groups.is_empty() {
                groups.push(0);
                groups.sort_unstable();
                self.names.groups.insert(op, groups);
            }
        }
        let first = ir.result(op, 0);
        if !self.is_named(first) {
            set(
                &mut self.names.values,
                first.index() as usize,
                self.next_value,
            );
            self.next_value += 1;
        }
    }
}

/// Appends `n` in decimal.
fn write_decimal(out: &mut String, n: u32) {
    let mut buf = itoa::Buffer::new();
    out.push_str(buf.format(n));
}

fn set(v: &mut Vec<u32>, i: usize, x: u32) {
    if v.len() <= i {
        v.resize(i + 1, UNNAMED);
    }
    v[i] = x;
}

impl CustomNames {
    /// Names every value and block under `top` as MLIR's printer does.
    pub(crate) fn compute(ctx: &Context, ir: &Ir, top: OpId) -> CustomNames {
        let mut namer = Namer {
            ctx,
            ir,
            defs: DefCache::default(),
            names: CustomNames {
                values: Vec::new(),
                text: String::new(),
                spans: Vec::new(),
                blocks: Vec::new(),
                groups: HashMap::new(),
            },
            used: UsedNames {
                set: HashTable::new(),
                hasher: DefaultHashBuilder::default(),
                scopes: Vec::new(),
            },
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            suggested: String::new(),
            suggested_spans: Vec::new(),
        };
        namer.used.push();
        // (region, next value, next argument, next conflict, parent scope depth)
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> =
            ir.regions(top).iter().map(|&r| (r, 0, 0, 0, 1)).collect();
        namer.number_op(top);
        while let Some((region, nv, na, nc, depth)) = stack.pop() {
            namer.next_value = nv;
            namer.next_arg = na;
            namer.next_conflict = nc;
            while namer.used.scopes.len() > depth {
                namer.used.pop(&namer.names);
            }
            namer.used.push();
            let here = namer.used.scopes.len();
            namer.number_region(region);
            for b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    for &r in ir.regions(op) {
                        stack.push((
                            r,
                            namer.next_value,
                            namer.next_arg,
                            namer.next_conflict,
                            here,
                        ));
                    }
                }
            }
        }
        namer.names
    }

    fn write_value(&self, ir: &Ir, v: Value, with_result_no: bool, out: &mut Vec<u8>) {
        let mut lookup_v = v;
        let mut result_no = None;
        if let Some(ValueDef::Result { op, index }) = ir.value_def(v) {
            let n = ir.num_results(op) as u32;
            if n > 1 {
                match self.groups.get(&op) {
                    None => {
                        result_no = Some(index);
                        lookup_v = ir.result(op, 0);
                    }
                    Some(groups) => {
                        let pos = groups.partition_point(|&g| g <= index);
                        let start = groups[pos - 1];
                        let end = groups.get(pos).copied().unwrap_or(n);
                        if end - start != 1 {
                            result_no = Some(index - start);
                        }
                        lookup_v = ir.result(op, start as usize);
                    }
                }
            }
        }
        match self.values.get(lookup_v.index() as usize).copied() {
            Some(n) if n != UNNAMED => {
                out.push(b'%');
                if n & NAMED != 0 {
                    out.extend_from_slice(self.name(n & !NAMED).as_bytes());
                } else {
                    write_u64(out, n as u64);
                }
                if let (Some(r), true) = (result_no, with_result_no) {
                    out.push(b'#');
                    write_u64(out, r as u64);
                }
            }
            _ => out.extend_from_slice(b"<<UNKNOWN SSA VALUE>>"),
        }
    }
}

/// MLIR's `OpAsmPrinter`: what dialect printers use. In the alias dry run
/// (`collector` set) attributes and types are recorded instead of printed.
pub(crate) struct AsmPrinter<'a> {
    pub(crate) p: AttrPrinter<'a>,
    pub(crate) ir: &'a Ir,
    names: Option<&'a CustomNames>,
    collector: Option<AliasCollector<'a>>,
    debug_info: bool,
    indent: usize,
    default_dialect: Vec<&'static str>,
    defs: DefCache,
    /// Where full buffers go while printing.
    sink: Option<&'a mut dyn std::io::Write>,
    io_error: Option<std::io::Error>,
    /// The module body, whose ops are formatted on two threads.
    parallel_body: Option<BlockId>,
    /// The module passed the verifier: every op's structure is as declared,
    /// so custom printers need not check it again.
    verified: bool,
}

impl<'a> AsmPrinter<'a> {
    pub(crate) fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    fn collecting(&self) -> bool {
        self.collector.is_some()
    }

    /// Raw text.
    pub(crate) fn w(&mut self, s: &str) {
        self.p.out.extend_from_slice(s.as_bytes());
    }

    pub(crate) fn wb(&mut self, s: &[u8]) {
        self.p.out.extend_from_slice(s);
    }

    pub(crate) fn int(&mut self, v: i64) {
        if v < 0 {
            self.p.out.push(b'-');
        }
        write_u64(&mut self.p.out, v.unsigned_abs());
    }

    pub(crate) fn ty(&mut self, t: Type) {
        match self.collector.as_mut() {
            Some(c) => c.visit_type(t, false),
            None => self.p.print_type(t),
        }
    }

    pub(crate) fn types(&mut self, ts: impl IntoIterator<Item = Type>) {
        for (i, t) in ts.into_iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.ty(t);
        }
    }

    /// `printAttribute`.
    pub(crate) fn attr(&mut self, a: Attr) {
        match self.collector.as_mut() {
            Some(c) => c.visit_attr(a, false, false),
            None => self.p.print_attr(a, Elision::Never),
        }
    }

    pub(crate) fn value(&mut self, v: Value) {
        if let Some(n) = self.names {
            n.write_value(self.ir, v, true, &mut self.p.out);
        }
    }

    pub(crate) fn values(&mut self, vs: impl IntoIterator<Item = Value>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.value(v);
        }
    }

    pub(crate) fn operands(&mut self, op: OpId) {
        let ir = self.ir;
        self.values(ir.operands(op));
    }

    pub(crate) fn block_name(&mut self, b: BlockId) {
        let Some(n) = self.names else { return };
        match n.blocks.get(b.index() as usize).copied() {
            Some(i) if i != UNNAMED => {
                self.w("^bb");
                write_u64(&mut self.p.out, i as u64);
            }
            _ => self.w("INVALIDBLOCK"),
        }
    }

    /// `^bb1` or `^bb1(%a, %b : i32, i32)`.
    pub(crate) fn successor_and_operands(&mut self, b: BlockId, vals: &[Value]) {
        self.block_name(b);
        if vals.is_empty() {
            return;
        }
        self.w("(");
        self.values(vals.iter().copied());
        self.w(" : ");
        let ir = self.ir;
        self.types(vals.iter().map(|&v| ir.value_type(v)));
        self.w(")");
    }

    /// The op's inherent and discardable attributes, merged and sorted by
    /// name as `Operation::getAttrs` gives them.
    pub(crate) fn all_attrs(&self, op: OpId) -> Vec<NamedAttr> {
        let ctx = self.ctx();
        let mut v: Vec<NamedAttr> = self.ir.attrs(op).to_vec();
        if let Some(p) = self.ir.op(op).props {
            if let Some(def) = self.defs.of(ctx, self.ir, op) {
                let pure = |n: &[u8]| def.props.iter().any(|s| s.pure && s.name.as_bytes() == n);
                v.extend(
                    ctx.dict_entries(p)
                        .iter()
                        .filter(|e| !pure(ctx.str_bytes(e.name))),
                );
                v.sort_by(|a, b| ctx.str_bytes(a.name).cmp(ctx.str_bytes(b.name)));
            }
        }
        v
    }

    /// `printOptionalAttrDict(op->getAttrs(), elided)`.
    pub(crate) fn attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict_impl(op, elided, false);
    }

    /// `printOptionalAttrDictWithKeyword`.
    pub(crate) fn attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict_impl(op, elided, true);
    }

    /// Declarative formats also leave out properties equal to their default.
    fn attr_dict_impl(&mut self, op: OpId, elided: &[&str], keyword: bool) {
        // Most ops have no attribute to print: no merged list to build.
        if self.ir.attrs(op).is_empty() && self.ir.op(op).props.is_none() {
            return;
        }
        let ctx = self.ctx();
        let mut all = self.all_attrs(op);
        if let Some(def) = self.defs.of(ctx, self.ir, op) {
            all.retain(|e| {
                !def.props.iter().any(|s| {
                    s.name.as_bytes() == ctx.str_bytes(e.name)
                        && s.default.is_some_and(|d| d.matches(ctx, e.value))
                })
            });
        }
        self.named_attrs(&all, elided, keyword);
    }

    pub(crate) fn named_attrs(&mut self, all: &[NamedAttr], elided: &[&str], keyword: bool) {
        let ctx = self.ctx();
        let kept: Vec<&NamedAttr> = all
            .iter()
            .filter(|e| !elided.iter().any(|x| x.as_bytes() == ctx.str_bytes(e.name)))
            .collect();
        if kept.is_empty() {
            return;
        }
        if let Some(c) = self.collector.as_mut() {
            for e in kept {
                c.visit_attr(e.value, false, false);
            }
            return;
        }
        if keyword {
            self.w(" attributes");
        }
        self.w(" {");
        for (i, e) in kept.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.p.named_attr(e.name, e.value);
        }
        self.w("}");
    }

    /// An inherent attribute of `op`.
    pub(crate) fn prop(&self, op: OpId, name: &str) -> Option<Attr> {
        let p = self.ir.op(op).props?;
        self.ctx().dict_get(p, name.as_bytes())
    }

    /// `(T1, T2) -> R` of the op's operands and results.
    pub(crate) fn functional_type(&mut self, op: OpId) {
        let ir = self.ir;
        self.w("(");
        self.types(ir.operands(op).map(|v| ir.value_type(v)));
        self.w(") -> ");
        let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        self.result_types(&results);
    }

    /// One result type bare (unless it is a function type), else a list in parentheses.
    pub(crate) fn result_types(&mut self, results: &[Type]) {
        let ctx = self.ctx();
        if results.len() == 1
            && !matches!(ctx.type_data(results[0]), crate::TypeData::Function { .. })
        {
            self.ty(results[0]);
        } else {
            self.w("(");
            self.types(results.iter().copied());
            self.w(")");
        }
    }

    /// ` loc(...)` after an op or argument when printing debug info.
    pub(crate) fn trailing_loc(&mut self, loc: LocRef, allow_alias: bool) {
        if !self.debug_info {
            return;
        }
        if let Some(c) = self.collector.as_mut() {
            if let Some(a) = loc.as_attr() {
                c.visit_attr(a, false, false);
            }
            return;
        }
        self.w(" ");
        match loc.as_attr() {
            Some(a) => self.p.print_location(a, allow_alias),
            None => self.w("loc(unknown)"),
        }
    }

    /// A function-like argument: `%arg0: i32 {attrs} loc(...)`.
    pub(crate) fn region_argument(&mut self, v: Value, attrs: &[NamedAttr]) {
        self.value(v);
        self.w(": ");
        let ir = self.ir;
        self.ty(ir.value_type(v));
        self.named_attrs(attrs, &[], false);
        let loc = ir.arg_loc(v);
        self.trailing_loc(loc, false);
    }

    /// The indentation of the op being printed.
    pub(crate) fn current_indent(&self) -> usize {
        self.indent
    }

    pub(crate) fn spaces(&mut self, n: usize) {
        let len = self.p.out.len() + n;
        self.p.out.resize(len, b' ');
    }

    fn write_indent(&mut self) {
        let n = self.p.out.len() + self.indent;
        self.p.out.resize(n, b' ');
    }

    /// `printRegion`.
    pub(crate) fn region(
        &mut self,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let ir = self.ir;
        self.w("{\n");
        if let Some(entry) = ir.entry_block(r) {
            let parent = ir.region_parent(r);
            let dd = self
                .defs
                .of(self.ctx(), ir, parent)
                .map_or("", |d| d.default_dialect);
            self.default_dialect.push(dd);
            let header = (print_empty_block && ir.first_op(entry).is_none())
                || (print_entry_args && !ir.block_args(entry).is_empty());
            self.block(entry, header, print_terminators);
            let mut b = ir.next_block(entry);
            while let Some(blk) = b {
                self.block(blk, true, true);
                b = ir.next_block(blk);
            }
            self.default_dialect.pop();
        }
        self.flush_if_full();
        self.write_indent();
        self.w("}");
    }

    fn block(&mut self, b: BlockId, header: bool, print_terminator: bool) {
        let ir = self.ir;
        if header {
            if self.collecting() {
                for &a in ir.block_args(b) {
                    self.ty(ir.value_type(a));
                    if self.debug_info {
                        if let Some(l) = ir.arg_loc(a).as_attr() {
                            if let Some(c) = self.collector.as_mut() {
                                c.visit_attr(l, false, false);
                            }
                        }
                    }
                }
            } else {
                self.write_indent();
                self.block_name(b);
                let args = ir.block_args(b);
                if !args.is_empty() {
                    self.w("(");
                    for (i, &a) in args.iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.value(a);
                        self.w(": ");
                        self.ty(ir.value_type(a));
                        self.trailing_loc(ir.arg_loc(a), false);
                    }
                    self.w(")");
                }
                self.w(":");
                self.pred_comment(b);
                self.w("\n");
            }
        }
        self.indent += 2;
        let last = ir.last_op(b);
        let skip_last = !print_terminator
            && last.is_some_and(|o| {
                self.defs
                    .of(self.ctx(), ir, o)
                    .is_some_and(|d| d.traits.is_terminator)
            });
        if self.parallel_body == Some(b) && !self.collecting() {
            let ops: Vec<OpId> = ir
                .block_ops(b)
                .filter(|&op| !(skip_last && Some(op) == last))
                .collect();
            self.ops_in_parallel(&ops);
        } else {
            for op in ir.block_ops(b) {
                if skip_last && Some(op) == last {
                    break;
                }
                self.full_op(op);
                self.w("\n");
            }
        }
        self.indent -= 2;
    }

    /// Prints `ops` (each a full line) as [`Self::block`] would: batches of
    /// small ops are formatted alternately by this thread and a worker and
    /// written in order; an op with a large body is printed on its own,
    /// streaming, so memory stays bounded whatever its size.
    fn ops_in_parallel(&mut self, ops: &[OpId]) {
        let ir = self.ir;
        let names = self.names;
        let aliases = self.p.aliases;
        let ctx = self.ctx();
        let (debug_info, indent, verified) = (self.debug_info, self.indent, self.verified);
        let default_dialect = self.default_dialect.clone();
        let format = |batch: &[OpId]| -> super::Formatted {
            let mut w = AsmPrinter {
                p: AttrPrinter::new(ctx, aliases),
                ir,
                names,
                collector: None,
                debug_info,
                indent,
                default_dialect: default_dialect.clone(),
                defs: DefCache::default(),
                sink: None,
                io_error: None,
                parallel_body: None,
                verified,
            };
            for &o in batch {
                w.full_op(o);
                w.w("\n");
            }
            (
                std::mem::take(&mut w.p.out),
                std::mem::take(&mut w.p.resources_used),
            )
        };
        super::print_on_two_threads(ir, ops, &format, |piece| match piece {
            super::Piece::Big(o) => {
                self.full_op(o);
                self.w("\n");
            }
            super::Piece::Text((text, res)) => {
                for k in res {
                    if !self.p.resources_used.contains(&k) {
                        self.p.resources_used.push(k);
                    }
                }
                self.p.out.extend_from_slice(&text);
                self.flush_if_full();
            }
        });
    }

    fn pred_comment(&mut self, b: BlockId) {
        let ir = self.ir;
        let region = ir.block_parent(b).expect("block in a region");
        let is_entry = ir.entry_block(region) == Some(b);
        let mut preds: Vec<BlockId> = super::predecessors(ir, region, b);
        match preds.len() {
            0 => {
                if !is_entry {
                    self.w("  // no predecessors");
                }
            }
            1 => {
                self.w("  // pred: ");
                self.block_name(preds[0]);
            }
            n => {
                let names = self.names;
                preds.sort_by_key(|p| {
                    names
                        .and_then(|n| n.blocks.get(p.index() as usize).copied())
                        .unwrap_or(UNNAMED)
                });
                self.w("  // ");
                write_u64(&mut self.p.out, n as u64);
                self.w(" preds: ");
                for (i, &p) in preds.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.block_name(p);
                }
            }
        }
    }

    /// Hands a full buffer to the sink, so output (deep nesting prints
    /// quadratically many indentation bytes) never piles up in memory.
    fn flush_if_full(&mut self) {
        if self.p.out.len() >= 1 << 16 {
            if let Some(sink) = self.sink.as_mut() {
                if let Err(e) = sink.write_all(&self.p.out) {
                    self.io_error.get_or_insert(e);
                }
                self.p.out.clear();
            }
        }
    }

    /// Indentation, the op and its trailing location (no newline).
    fn full_op(&mut self, op: OpId) {
        self.flush_if_full();
        self.write_indent();
        if self.debug_info {
            if let Some(c) = self.collector.as_mut() {
                if let Some(l) = self.ir.op(op).loc.as_attr() {
                    c.visit_attr(l, true, false);
                }
            }
        }
        self.op(op);
        if !self.collecting() {
            let loc = self.ir.op(op).loc;
            self.trailing_loc(loc, true);
        }
    }

    fn op(&mut self, op: OpId) {
        let ir = self.ir;
        let n = ir.num_results(op);
        if n > 0 && !self.collecting() {
            let names = self.names.expect("names when printing");
            let groups: &[u32] = names.groups.get(&op).map_or(&[0], |g| g.as_slice());
            for (i, &g) in groups.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                let end = groups.get(i + 1).copied().unwrap_or(n as u32);
                names.write_value(ir, ir.result(op, g as usize), false, &mut self.p.out);
                if end - g > 1 {
                    self.w(":");
                    write_u64(&mut self.p.out, (end - g) as u64);
                }
            }
            self.w(" = ");
        }
        if let Some(def) = self.printable(op) {
            if let Some(print) = def.custom_printer() {
                self.op_name(def);
                // A check with StableHLO's `f64` tolerance prints in
                // StableHLO's form: IREE's (an `f32` `atol`) cannot say it.
                if def.name.starts_with("check.expect_almost_eq")
                    && crate::dialects::check::has_f64_tolerance(self.ctx(), self.ir, op)
                {
                    crate::dialects::check::print_stablehlo_form(self, op);
                } else {
                    print(self, op);
                }
                return;
            }
        }
        self.generic_op(op);
    }

    /// An op in its custom form (generic if it has none), without its
    /// results or location: MLIR's `printCustomOrGenericOp`, with which
    /// `vector.mask` prints the op it masks inline.
    pub(crate) fn op_custom_or_generic(&mut self, op: OpId) {
        if let Some(def) = self.printable(op) {
            if let Some(print) = def.custom_printer() {
                self.op_name(def);
                print(self, op);
                return;
            }
        }
        self.generic_op(op);
    }

    /// The definition whose custom printer may print `op`: a registered op
    /// whose structure is as declared (checked unless the module is verified).
    fn printable(&self, op: OpId) -> Option<&'static OpDef> {
        if self.verified {
            self.defs.of(self.ctx(), self.ir, op)
        } else {
            self.defs.checked(self.ctx(), self.ir, op)
        }
    }

    /// The op name, without the dialect when it is the default one here.
    fn op_name(&mut self, def: &OpDef) {
        let dd = *self.default_dialect.last().unwrap_or(&"");
        if !dd.is_empty() && def.dialect() == dd && !def.short_name().as_bytes().contains(&b'.') {
            self.w(def.short_name());
        } else {
            self.w(def.name);
        }
    }

    fn generic_op(&mut self, op: OpId) {
        self.generic_op_named(op, true);
    }

    /// The generic form after the op's name, from a custom printer that
    /// falls back to it (MLIR's `printGenericOp(op, /*printOpName=*/false)`).
    pub(crate) fn generic_tail(&mut self, op: OpId) {
        self.generic_op_named(op, false);
    }

    fn generic_op_named(&mut self, op: OpId, with_name: bool) {
        let ir = self.ir;
        if with_name && !self.collecting() {
            super::attrs::write_escaped(&mut self.p.out, self.p.ctx.str_bytes(ir.op(op).name));
        }
        self.w("(");
        self.operands(op);
        self.w(")");
        let succs = ir.successors(op);
        if !succs.is_empty() {
            self.w("[");
            for (i, &s) in succs.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.block_name(s);
            }
            self.w("]");
        }
        let props = ir.op(op).props;
        if let (Some(props), false) = (props, self.collecting()) {
            self.w(" <");
            self.p.print_attr(props, Elision::Never);
            self.w(">");
        }
        let regions = ir.regions(op);
        if !regions.is_empty() {
            self.w(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.region(r, true, true, true);
            }
            self.w(")");
        }
        if self.collecting() {
            // The dry run visits types, then the attributes (inherent ones
            // of registered ops included).
            for v in ir.operands(op) {
                self.ty(ir.value_type(v));
            }
            for v in ir.results(op) {
                self.ty(ir.value_type(v));
            }
            let all = self.all_attrs(op);
            if let Some(c) = self.collector.as_mut() {
                for e in all {
                    c.visit_attr(e.value, false, false);
                }
            }
            return;
        }
        let attrs = ir.attrs(op).to_vec();
        self.named_attrs(&attrs, &[], false);
        self.w(" : ");
        self.functional_type(op);
    }
}

/// What custom printing needs computed over the whole module first.
pub(crate) struct CustomPrepared {
    aliases: AliasTable,
    names: CustomNames,
    /// Set by [`super::Prepared::assume_verified`].
    pub(crate) verified: bool,
}

/// Computes aliases (a dry run of the printer, skipped when nothing in the
/// context could get an alias) and value names.
pub(crate) fn prepare_custom(ctx: &Context, module: &Module, debug_info: bool) -> CustomPrepared {
    let ir = &module.ir;
    let aliases = if ctx.may_need_aliases(debug_info) {
        let mut dry = AsmPrinter {
            p: AttrPrinter::new(ctx, None),
            ir,
            names: None,
            collector: Some(AliasCollector::new(ctx, ir, debug_info)),
            debug_info,
            indent: 0,
            default_dialect: vec!["builtin"],
            defs: DefCache::default(),
            sink: None,
            io_error: None,
            parallel_body: None,
            verified: false,
        };
        dry.full_op(module.top);
        dry.collector.take().expect("collector").finish()
    } else {
        AliasTable::default()
    };
    let names = CustomNames::compute(ctx, ir, module.top);
    CustomPrepared {
        aliases,
        names,
        verified: false,
    }
}

/// One op in custom form in local scope (see [`super::print_op_local`]).
pub(crate) fn print_op_local(ctx: &Context, ir: &Ir, op: OpId, debug_info: bool) -> Vec<u8> {
    let names = CustomNames::compute(ctx, ir, op);
    let mut p = AsmPrinter {
        p: AttrPrinter::new(ctx, None),
        ir,
        names: Some(&names),
        collector: None,
        debug_info,
        indent: 0,
        default_dialect: vec!["builtin"],
        defs: DefCache::default(),
        sink: None,
        io_error: None,
        parallel_body: None,
        verified: false,
    };
    p.full_op(op);
    p.w("\n");
    std::mem::take(&mut p.p.out)
}

/// Prints `module` in custom form, as `mlir-opt` does without
/// `--mlir-print-op-generic`, streaming to `sink`.
/// The module body, when its ops can be formatted on two threads: a single
/// block, no `distinct` attributes (numbered in print order) and threads
/// allowed on a machine with a second core.
fn parallel_body(ctx: &Context, ir: &Ir, top: OpId) -> Option<BlockId> {
    let body = match ir.regions(top) {
        [r] => ir.entry_block(*r).filter(|&b| ir.next_block(b).is_none())?,
        _ => return None,
    };
    let parallel = !ctx.has_distinct_attrs() && ctx.use_threads();
    parallel.then_some(body)
}

pub(crate) fn emit_custom(
    ctx: &Context,
    module: &Module,
    prepared: &CustomPrepared,
    debug_info: bool,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut p = AsmPrinter {
        p: AttrPrinter::new(ctx, Some(&prepared.aliases)),
        ir: &module.ir,
        names: Some(&prepared.names),
        collector: None,
        debug_info,
        indent: 0,
        default_dialect: vec!["builtin"],
        defs: DefCache::default(),
        sink: Some(sink),
        io_error: None,
        parallel_body: parallel_body(ctx, &module.ir, module.top),
        verified: prepared.verified,
    };
    super::write_aliases(&mut p.p, &prepared.aliases, false);
    p.full_op(module.top);
    p.w("\n");
    super::write_aliases(&mut p.p, &prepared.aliases, true);
    let used = std::mem::take(&mut p.p.resources_used);
    let mut out = std::mem::take(&mut p.p.out);
    super::print_resources(&used, module, &mut out);
    if let Some(e) = p.io_error.take() {
        return Err(e);
    }
    match p.sink.take() {
        Some(sink) => sink.write_all(&out),
        None => Ok(()),
    }
}

// ----- helpers for the memref/bufferization dialects -----

impl AsmPrinter<'_> {
    /// `printAttributeWithoutType`: an attribute with its type left out
    /// (`dense<[1, 2]>` for a `memref.global` initial value, `16` for an
    /// `i32` property of a known type).
    /// The registered definition of `op` (cached per op name).
    pub(crate) fn def_of(&self, op: OpId) -> Option<&'static crate::dialects::OpDef> {
        self.defs.of(self.ctx(), self.ir, op)
    }

    /// `printStrippedAttrOrType`: a dialect attribute's parameters without
    /// its `#dialect.mnemonic` (`<fast>`), a dense array's elements in
    /// brackets (`[1, 2]`), anything else whole.
    pub(crate) fn stripped_attr(&mut self, a: Attr) {
        let ctx = self.ctx();
        match ctx.attr_data(a) {
            AttrData::Dialect(d) => {
                // An attribute with an alias prints as the alias (MLIR's
                // `printAlias` first), so collecting visits it whole.
                if let Some(c) = self.collector.as_mut() {
                    c.visit_attr(a, false, false);
                    return;
                }
                if self.p.alias(super::alias::AliasKey::Attr(a)) {
                    return;
                }
                (d.def.print)(
                    &mut crate::dialects::api::DialectPrinter { p: &mut self.p },
                    &d.params,
                );
            }
            AttrData::DenseArray { elem, len, data } => {
                if self.collector.is_some() {
                    return;
                }
                self.p.out.push(b'[');
                self.p.dense_array_elems(*elem, *len, data);
                self.p.out.push(b']');
            }
            _ => self.attr(a),
        }
    }

    pub(crate) fn attr_without_type(&mut self, a: Attr) {
        match self.collector.as_mut() {
            Some(c) => c.visit_attr(a, false, true),
            None => self.p.print_attr(a, Elision::Must),
        }
    }
}

// ----- helpers for the linalg dialect -----

impl AsmPrinter<'_> {
    /// `increaseIndent`/`decreaseIndent`: moves where the lines of nested
    /// regions start by `by` columns.
    pub(crate) fn shift_indent(&mut self, by: isize) {
        self.indent = self.indent.saturating_add_signed(by);
    }
}

// ----- helpers for the util dialect -----

impl AsmPrinter<'_> {
    /// A declarative format's `prop-dict`: ` <name = value, ...>` of the
    /// op's properties not named in `elided`; nothing when none is left.
    pub(crate) fn prop_dict(&mut self, op: OpId, elided: &[&str]) {
        self.props_between(op, elided, " <", ">");
    }

    /// MLIR's declarative `prop-dict` (`printProperties`): ` <{name = value,
    /// ...}>` of the op's properties not named in `elided`; nothing when
    /// none is left.
    pub(crate) fn prop_dict_braced(&mut self, op: OpId, elided: &[&str]) {
        self.props_between(op, elided, " <{", "}>");
    }

    /// ` <name = value, ...>`: the op's properties not named in `elided`,
    /// in the order of `decls` (the newer MLIR's prop-dict).
    pub(crate) fn prop_entries(
        &mut self,
        op: OpId,
        elided: &[&str],
        decls: &[crate::format::decl::AttrDecl],
    ) {
        let ctx = self.ctx();
        let Some(props) = self.ir.op(op).props else {
            return;
        };
        let entries = ctx.dict_entries(props);
        let kept: Vec<NamedAttr> = decls
            .iter()
            .filter(|d| !elided.contains(&d.name))
            .filter_map(|d| {
                entries
                    .iter()
                    .find(|e| ctx.str_bytes(e.name) == d.name.as_bytes())
            })
            .copied()
            .collect();
        if kept.is_empty() {
            return;
        }
        if let Some(c) = self.collector.as_mut() {
            for e in kept {
                c.visit_attr(e.value, false, false);
            }
            return;
        }
        self.w(" <");
        for (i, e) in kept.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.p.named_attr(e.name, e.value);
        }
        self.w(">");
    }

    /// The op's properties not named in `elided`, between `open` and
    /// `close`; nothing when none is left.
    fn props_between(&mut self, op: OpId, elided: &[&str], open: &str, close: &str) {
        let ctx = self.ctx();
        let Some(props) = self.ir.op(op).props else {
            return;
        };
        let kept: Vec<NamedAttr> = ctx
            .dict_entries(props)
            .iter()
            .filter(|e| !elided.iter().any(|x| x.as_bytes() == ctx.str_bytes(e.name)))
            .copied()
            .collect();
        if kept.is_empty() {
            return;
        }
        if let Some(c) = self.collector.as_mut() {
            for e in kept {
                c.visit_attr(e.value, false, false);
            }
            return;
        }
        self.w(open);
        for (i, e) in kept.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.p.named_attr(e.name, e.value);
        }
        self.w(close);
    }
}
