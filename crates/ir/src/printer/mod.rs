//! The printer of the generic op form, byte-for-byte as `mlir-opt
//! --mlir-print-op-generic` prints it.
//!
//! Printing is three passes over the module: alias collection (what would be
//! printed, in order, see `alias.rs`), SSA numbering (MLIR's generic form
//! numbers values across the whole module, visiting regions from a stack), and
//! the output itself. Everything iterates with explicit stacks or bounded
//! recursion, so deep nesting is handled.

pub(crate) mod alias;
pub(crate) mod attrs;
pub(crate) mod custom;

use hashbrown::HashMap;

use alias::{AliasCollector, AliasKey, AliasTable};
use attrs::{write_u64, AttrPrinter, Elision};

use crate::attrs::{Attr, Location};
use crate::context::Context;
use crate::ir::{BlockId, Ir, LocRef, OpId, RegionId, Value};
use crate::module::{Module, ResourceValue};
use crate::types::Type;

/// What to print.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// Print every op in generic form (`--mlir-print-op-generic`); otherwise
    /// registered ops print in their custom form.
    pub generic: bool,
}

/// The textual form of a type (no aliases), as diagnostics show it.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut p = AttrPrinter::new(ctx, None);
    p.print_type(ty);
    String::from_utf8_lossy(&p.out).into_owned()
}

/// The textual form of an attribute (no aliases), as diagnostics show it.
pub fn attr_to_string(ctx: &Context, attr: Attr) -> String {
    let mut p = AttrPrinter::new(ctx, None);
    p.print_attr(attr, Elision::Never);
    String::from_utf8_lossy(&p.out).into_owned()
}

/// Turns every source-offset location of the module into a `file:line:col`
/// attribute (needed before printing with debug info).
pub fn materialize_locations(ctx: &mut Context, module: &mut Module) {
    let top = module.top;
    materialize_locations_under(ctx, module, top);
}

/// [`materialize_locations`] for `root` and what it nests only (a pass on
/// one function need not walk the whole module).
pub fn materialize_locations_under(ctx: &mut Context, module: &mut Module, root: OpId) {
    let Some(src) = module.source.clone() else {
        return;
    };
    let file = ctx.string_attr(src.name.as_bytes());
    let mut ops = Vec::new();
    module.ir.walk(root, &mut |o| ops.push(o));
    let mut cache: HashMap<u32, Attr> = HashMap::new();
    let mut to_attr = |ctx: &mut Context, off: u32| -> Attr {
        *cache.entry(off).or_insert_with(|| {
            let (line, col) = src.line_col(off);
            ctx.loc(Location::FileLineCol {
                file,
                line,
                col,
                end_line: line,
                end_col: col,
            })
        })
    };
    for op in ops {
        if let Some(off) = module.ir.op(op).loc.as_offset() {
            let a = to_attr(ctx, off);
            module.ir.op_mut(op).loc = LocRef::attr(a);
        }
        let regions: Vec<RegionId> = module.ir.regions(op).to_vec();
        for r in regions {
            let blocks: Vec<BlockId> = module.ir.region_blocks(r).collect();
            for b in blocks {
                let args: Vec<Value> = module.ir.block_args(b).to_vec();
                for a in args {
                    if let Some(off) = module.ir.arg_loc(a).as_offset() {
                        let l = to_attr(ctx, off);
                        module.ir.set_arg_loc(a, LocRef::attr(l));
                    }
                }
            }
        }
    }
}

/// One op in generic form (no aliases, no trailing newline), with values
/// numbered as when printing its closest isolated-from-above ancestor (what
/// `mlir-opt` shows in "see current operation" notes).
pub fn op_to_string(ctx: &Context, module: &Module, op: OpId) -> String {
    op_to_string_with(ctx, module, op, false)
}

/// [`op_to_string`], with trailing locations when `debug_info` is set (what
/// mlir-opt shows under `--mlir-print-debuginfo`; locations must already be
/// materialized, see [`materialize_locations`]).
pub fn op_to_string_with(ctx: &Context, module: &Module, op: OpId, debug_info: bool) -> String {
    let ir = &module.ir;
    let mut scope = op;
    loop {
        if crate::dialects::op_traits(ctx.str_bytes(ir.op(scope).name)).isolated_from_above {
            break;
        }
        match ir.parent_op(scope) {
            Some(p) => scope = p,
            None => break,
        }
    }
    let names = Names::compute(ir, scope);
    let mut p = OpPrinter {
        p: AttrPrinter::new(ctx, None),
        ir,
        names: &names,
        debug_info,
        indent: 0,
        sink: None,
        io_error: None,
    };
    p.print_op_tree(op);
    if p.p.out.last() == Some(&b'\n') {
        p.p.out.pop();
    }
    String::from_utf8_lossy(&p.p.out).into_owned()
}

/// One op as MLIR prints it in local scope (`Operation::print` with
/// `useLocalScope`, what `--mlir-print-ir-after-all` shows for an op nested
/// in a module): values and blocks numbered from the op itself, no aliases,
/// no resource section. Ends with a newline. Locations must already be
/// materialized to print them (see [`materialize_locations`]).
pub fn print_op_local(ctx: &Context, module: &Module, op: OpId, opts: &PrintOptions) -> Vec<u8> {
    if !opts.generic {
        return custom::print_op_local(ctx, &module.ir, op, opts.debug_info);
    }
    let ir = &module.ir;
    let names = Names::compute(ir, op);
    let mut p = OpPrinter {
        p: AttrPrinter::new(ctx, None),
        ir,
        names: &names,
        debug_info: opts.debug_info,
        indent: 0,
        sink: None,
        io_error: None,
    };
    p.print_op_tree(op);
    let mut out = std::mem::take(&mut p.p.out);
    if out.last() != Some(&b'\n') {
        out.push(b'\n');
    }
    out
}

const UNNAMED: u32 = u32::MAX;
const ARG_NAME: u32 = 1 << 31;

/// SSA value and block names in generic form.
struct Names {
    /// Per value: its number, with [`ARG_NAME`] set for `%argN`.
    values: Vec<u32>,
    /// Per block: its `^bbN` number within its region.
    blocks: Vec<u32>,
}

impl Names {
    fn compute(ir: &Ir, top: OpId) -> Names {
        let mut names = Names {
            values: Vec::new(),
            blocks: Vec::new(),
        };
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        let mut stack: Vec<RegionId> = ir.regions(top).to_vec();
        names.set_results(ir, top, &mut next_value);
        while let Some(region) = stack.pop() {
            for (next_block, b) in ir.region_blocks(region).enumerate() {
                set(&mut names.blocks, b.index() as usize, next_block as u32);
                let entry = next_block == 0;
                for &a in ir.block_args(b) {
                    if entry {
                        set(&mut names.values, a.index() as usize, next_arg | ARG_NAME);
                        next_arg += 1;
                    } else {
                        set(&mut names.values, a.index() as usize, next_value);
                        next_value += 1;
                    }
                }
                for op in ir.block_ops(b) {
                    names.set_results(ir, op, &mut next_value);
                }
            }
            for b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    stack.extend_from_slice(ir.regions(op));
                }
            }
        }
        names
    }

    fn set_results(&mut self, ir: &Ir, op: OpId, next: &mut u32) {
        if ir.num_results(op) > 0 {
            set(&mut self.values, ir.result(op, 0).index() as usize, *next);
            *next += 1;
        }
    }
}

fn set(v: &mut Vec<u32>, i: usize, x: u32) {
    if v.len() <= i {
        v.resize(i + 1, UNNAMED);
    }
    v[i] = x;
}

struct OpPrinter<'a> {
    p: AttrPrinter<'a>,
    ir: &'a Ir,
    names: &'a Names,
    debug_info: bool,
    indent: usize,
    /// Where full buffers go; `None` to keep everything in `p.out`.
    sink: Option<&'a mut dyn std::io::Write>,
    io_error: Option<std::io::Error>,
}

/// Prints `module` as `mlir-opt` does: in generic form with
/// `opts.generic` (`--mlir-print-op-generic`), else in custom form (the
/// trailing newline included, not the extra one `mlir-opt` adds).
pub fn print_module(ctx: &mut Context, module: &mut Module, opts: &PrintOptions) -> Vec<u8> {
    let mut out = Vec::new();
    print_module_to(ctx, module, opts, &mut out).expect("writing to a Vec cannot fail");
    out
}

/// Like [`print_module`], writing to `sink` as it goes (a large module is
/// never held in memory twice).
pub fn print_module_to(
    ctx: &mut Context,
    module: &mut Module,
    opts: &PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    if opts.debug_info {
        materialize_locations(ctx, module);
    }
    let prepared = prepare(ctx, module, opts);
    emit(ctx, module, &prepared, sink)
}

/// What printing needs computed over the whole module first: aliases and
/// value names. Separate from [`emit`] so a caller can compute it while the
/// verifier runs.
pub struct Prepared {
    aliases: AliasTable,
    names: Names,
    debug_info: bool,
    /// Set for the custom form.
    custom: Option<custom::CustomPrepared>,
}

impl Prepared {
    /// Declares that the module passed the verifier, as MLIR's
    /// `--mlir-print-assume-verified` does: the custom printers then skip
    /// the per-op structural check that decides between custom and generic
    /// form (which only an unverified module can fail).
    pub fn assume_verified(&mut self) {
        if let Some(c) = &mut self.custom {
            c.verified = true;
        }
    }
}

/// Computes aliases and names (locations must already be materialized when
/// printing debug info, see [`materialize_locations`]).
pub fn prepare(ctx: &Context, module: &Module, opts: &PrintOptions) -> Prepared {
    if !opts.generic {
        return Prepared {
            aliases: AliasTable::default(),
            names: Names {
                values: Vec::new(),
                blocks: Vec::new(),
            },
            debug_info: opts.debug_info,
            custom: Some(custom::prepare_custom(ctx, module, opts.debug_info)),
        };
    }
    let aliases = AliasCollector::new(ctx, &module.ir, opts.debug_info).collect(module.top);
    let names = Names::compute(&module.ir, module.top);
    Prepared {
        aliases,
        names,
        debug_info: opts.debug_info,
        custom: None,
    }
}

/// Top-level ops per batch formatted by a worker thread.
const BATCH_OPS: usize = 16;

/// Ops in a top-level op's tree above which it is printed on its own, streaming.
const BIG_OP: usize = 20_000;

/// Top-level ops printed together, by one thread.
struct Batch {
    ops: Vec<OpId>,
    /// A single op with a large body, printed streaming by the main thread.
    big: bool,
}

/// Splits a module body into batches of at most [`BATCH_OPS`] small ops
/// (or [`BIG_OP`] ops in their trees) and single large ops.
fn batch_top_level_ops(ir: &Ir, ops: &[OpId]) -> Vec<Batch> {
    let mut batches: Vec<Batch> = Vec::new();
    let mut current: Vec<OpId> = Vec::new();
    let mut current_size = 0usize;
    for &o in ops {
        let size = subtree_size(ir, o, BIG_OP);
        if size >= BIG_OP {
            if !current.is_empty() {
                batches.push(Batch {
                    ops: std::mem::take(&mut current),
                    big: false,
                });
                current_size = 0;
            }
            batches.push(Batch {
                ops: vec![o],
                big: true,
            });
            continue;
        }
        current.push(o);
        current_size += size;
        if current.len() >= BATCH_OPS || current_size >= BIG_OP {
            batches.push(Batch {
                ops: std::mem::take(&mut current),
                big: false,
            });
            current_size = 0;
        }
    }
    if !current.is_empty() {
        batches.push(Batch {
            ops: current,
            big: false,
        });
    }
    batches
}

/// A formatted batch of ops: its text and the resources it used.
pub(crate) type Formatted = (Vec<u8>, Vec<Box<[u8]>>);

/// What [`print_on_two_threads`] hands over, in order.
pub(crate) enum Piece {
    /// An op with a large body, for the caller to print streaming.
    Big(OpId),
    /// A batch of small ops, formatted.
    Text(Formatted),
}

/// Prints `ops` (the lines of a module body) on two threads: batches of
/// small ops are formatted by `format`, alternately on this thread and a
/// worker, and handed to `emit` in order with the large ops between them,
/// so memory stays bounded whatever an op's size.
pub(crate) fn print_on_two_threads(
    ir: &Ir,
    ops: &[OpId],
    format: &(dyn Fn(&[OpId]) -> Formatted + Sync),
    mut emit: impl FnMut(Piece),
) {
    let batches = batch_top_level_ops(ir, ops);
    let to_worker = worker_batches(&batches);
    std::thread::scope(|scope| {
        let (tx, rx) = std::sync::mpsc::sync_channel::<Formatted>(2);
        let batches_ref = &batches;
        let worker_list = to_worker.clone();
        scope.spawn(move || {
            for i in worker_list {
                if tx.send(format(&batches_ref[i].ops)).is_err() {
                    break;
                }
            }
        });
        let mut next_worker = to_worker.iter().peekable();
        for (i, b) in batches.iter().enumerate() {
            if b.big {
                emit(Piece::Big(b.ops[0]));
            } else if next_worker.peek() == Some(&&i) {
                next_worker.next();
                emit(Piece::Text(
                    rx.recv().expect("worker formats its batches in order"),
                ));
            } else {
                emit(Piece::Text(format(&b.ops)));
            }
        }
    });
}

/// The small batches a worker thread formats: every other one.
fn worker_batches(batches: &[Batch]) -> Vec<usize> {
    let mut to_worker = Vec::new();
    let mut turn = false;
    for (i, b) in batches.iter().enumerate() {
        if !b.big {
            if turn {
                to_worker.push(i);
            }
            turn = !turn;
        }
    }
    to_worker
}

/// The number of ops in `op`'s tree, counting stops at `cap`.
fn subtree_size(ir: &Ir, op: OpId, cap: usize) -> usize {
    let mut n = 0;
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        n += 1;
        if n >= cap {
            return n;
        }
        for &r in ir.regions(o) {
            for b in ir.region_blocks(r) {
                stack.extend(ir.block_ops(b));
            }
        }
    }
    n
}

/// Prints a prepared module to `sink`. The body of the top-level module is
/// formatted on two threads in batches of top-level ops, written in order;
/// when `distinct` attributes are present (their printed numbers follow
/// print order) it is formatted sequentially.
pub fn emit<'a>(
    ctx: &'a Context,
    module: &'a Module,
    prepared: &'a Prepared,
    sink: &'a mut dyn std::io::Write,
) -> std::io::Result<()> {
    if let Some(c) = &prepared.custom {
        return custom::emit_custom(ctx, module, c, prepared.debug_info, sink);
    }
    let ir = &module.ir;
    let top = module.top;
    let new_printer = |out_sink: Option<&'a mut dyn std::io::Write>| -> OpPrinter<'a> {
        OpPrinter {
            p: AttrPrinter::new(ctx, Some(&prepared.aliases)),
            ir,
            names: &prepared.names,
            debug_info: prepared.debug_info,
            indent: 0,
            sink: None,
            io_error: None,
        }
        .with_sink(out_sink)
    };
    let mut op = new_printer(Some(sink));
    op.print_aliases(&prepared.aliases, false);

    let body = match ir.regions(top) {
        [r] => ir.entry_block(*r).filter(|&b| ir.next_block(b).is_none()),
        _ => None,
    };
    let parallel = body.is_some() && !ctx.has_distinct_attrs() && ctx.use_threads();
    let mut used: Vec<Box<[u8]>> = Vec::new();
    match body {
        Some(block) if parallel => {
            op.op_head(top);
            op.p.out.extend_from_slice(b" ({\n");
            if ir.first_op(block).is_none() || !ir.block_args(block).is_empty() {
                op.block_header(block);
            }
            let ops: Vec<OpId> = ir.block_ops(block).collect();
            let format = |batch: &[OpId]| -> Formatted {
                let mut w = new_printer(None);
                w.indent = 2;
                for &o in batch {
                    w.print_op_tree(o);
                }
                (
                    std::mem::take(&mut w.p.out),
                    std::mem::take(&mut w.p.resources_used),
                )
            };
            print_on_two_threads(ir, &ops, &format, |piece| match piece {
                Piece::Big(o) => {
                    op.indent = 2;
                    op.print_op_tree(o);
                    op.indent = 0;
                }
                Piece::Text((text, res)) => {
                    for k in res {
                        if !used.contains(&k) {
                            used.push(k);
                        }
                    }
                    op.write_out(&text);
                }
            });
            op.p.out.extend_from_slice(b"})");
            op.op_tail(top);
        }
        _ => op.print_op_tree(top),
    }
    op.print_aliases(&prepared.aliases, true);
    for k in std::mem::take(&mut op.p.resources_used) {
        if !used.contains(&k) {
            used.push(k);
        }
    }
    let mut out = std::mem::take(&mut op.p.out);
    print_resources(&used, module, &mut out);
    if let Some(e) = op.io_error.take() {
        return Err(e);
    }
    match op.sink.take() {
        Some(sink) => sink.write_all(&out),
        None => Ok(()),
    }
}

impl<'a> OpPrinter<'a> {
    fn with_sink(mut self, sink: Option<&'a mut dyn std::io::Write>) -> Self {
        self.sink = sink;
        self
    }

    /// Appends already formatted text, flushing to the sink when the buffer is full.
    fn write_out(&mut self, text: &[u8]) {
        self.p.out.extend_from_slice(text);
        self.flush_if_full();
    }

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

    fn print_aliases(&mut self, aliases: &AliasTable, deferred: bool) {
        write_aliases(&mut self.p, aliases, deferred);
    }

    fn value(&mut self, v: Value) {
        let ir = self.ir;
        let (lookup, result_no) = match ir.value_def(v) {
            Some(crate::ir::ValueDef::Result { op, index }) if ir.num_results(op) > 1 => {
                (ir.result(op, 0), Some(index))
            }
            _ => (v, None),
        };
        let out = &mut self.p.out;
        match self.names.values.get(lookup.index() as usize).copied() {
            Some(n) if n != UNNAMED => {
                out.push(b'%');
                if n & ARG_NAME != 0 {
                    out.extend_from_slice(b"arg");
                    write_u64(out, (n & !ARG_NAME) as u64);
                } else {
                    write_u64(out, n as u64);
                }
                if let Some(r) = result_no {
                    out.push(b'#');
                    write_u64(out, r as u64);
                }
            }
            _ => out.extend_from_slice(b"<<UNKNOWN SSA VALUE>>"),
        }
    }

    fn block_name(&mut self, b: BlockId) {
        match self.names.blocks.get(b.index() as usize).copied() {
            Some(n) if n != UNNAMED => {
                self.p.out.extend_from_slice(b"^bb");
                write_u64(&mut self.p.out, n as u64);
            }
            _ => self.p.out.extend_from_slice(b"INVALIDBLOCK"),
        }
    }

    fn write_indent(&mut self) {
        self.p.out.resize(self.p.out.len() + self.indent, b' ');
    }

    fn trailing_loc(&mut self, loc: LocRef, allow_alias: bool) {
        if !self.debug_info {
            return;
        }
        self.p.out.push(b' ');
        match loc.as_attr() {
            Some(a) => self.p.print_location(a, allow_alias),
            None => self.p.out.extend_from_slice(b"loc(unknown)"),
        }
    }

    /// Prints an op and everything inside it with an explicit stack; each
    /// op ends with a newline.
    fn print_op_tree(&mut self, top: OpId) {
        enum Work {
            Op(OpId),
            Region { region: RegionId, first: bool },
            Block { block: BlockId, header: bool },
            BlockEnd,
            RegionEnd,
            OpEnd(OpId),
        }
        let ir = self.ir;
        let mut stack = vec![Work::Op(top)];
        let mut pending: Vec<Work> = Vec::new();
        while let Some(w) = stack.pop() {
            // Deeply nested ops print all their headers before any tail: flush
            // between items too, so the buffer stays small.
            self.flush_if_full();
            match w {
                Work::Op(op) => {
                    self.op_head(op);
                    let regions = ir.regions(op);
                    if regions.is_empty() {
                        self.op_tail(op);
                    } else {
                        self.p.out.extend_from_slice(b" (");
                        stack.push(Work::OpEnd(op));
                        for (i, &r) in regions.iter().enumerate().rev() {
                            stack.push(Work::Region {
                                region: r,
                                first: i == 0,
                            });
                        }
                    }
                }
                Work::Region { region, first } => {
                    if !first {
                        self.p.out.extend_from_slice(b", ");
                    }
                    self.p.out.extend_from_slice(b"{\n");
                    stack.push(Work::RegionEnd);
                    pending.clear();
                    for (i, b) in ir.region_blocks(region).enumerate() {
                        let header =
                            i > 0 || ir.first_op(b).is_none() || !ir.block_args(b).is_empty();
                        pending.push(Work::Block { block: b, header });
                    }
                    stack.extend(pending.drain(..).rev());
                }
                Work::Block { block, header } => {
                    if header {
                        self.block_header(block);
                    }
                    self.indent += 2;
                    stack.push(Work::BlockEnd);
                    pending.clear();
                    pending.extend(ir.block_ops(block).map(Work::Op));
                    stack.extend(pending.drain(..).rev());
                }
                Work::BlockEnd => self.indent -= 2,
                Work::RegionEnd => {
                    self.write_indent();
                    self.p.out.push(b'}');
                }
                Work::OpEnd(op) => {
                    self.p.out.push(b')');
                    self.op_tail(op);
                }
            }
        }
    }

    /// Results, name, operands, successors and properties.
    fn op_head(&mut self, op: OpId) {
        let ir = self.ir;
        self.write_indent();
        let n = ir.num_results(op);
        if n > 0 {
            self.value(ir.result(op, 0));
            if n > 1 {
                // `value` printed `%N#0`: a group prints as `%N:count`.
                let len = self.p.out.len();
                self.p.out.truncate(len - 2);
                self.p.out.push(b':');
                write_u64(&mut self.p.out, n as u64);
            }
            self.p.out.extend_from_slice(b" = ");
        }
        attrs::write_escaped(&mut self.p.out, self.p.ctx.str_bytes(ir.op(op).name));
        self.p.out.push(b'(');
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                self.p.out.extend_from_slice(b", ");
            }
            self.value(v);
        }
        self.p.out.push(b')');
        let succs = ir.successors(op);
        if !succs.is_empty() {
            self.p.out.push(b'[');
            for (i, &s) in succs.iter().enumerate() {
                if i > 0 {
                    self.p.out.extend_from_slice(b", ");
                }
                self.block_name(s);
            }
            self.p.out.push(b']');
        }
        if let Some(props) = ir.op(op).props {
            self.p.out.extend_from_slice(b" <");
            self.p.print_attr(props, Elision::Never);
            self.p.out.push(b'>');
        }
    }

    fn op_tail(&mut self, op: OpId) {
        let ir = self.ir;
        let entries = ir.attrs(op);
        if !entries.is_empty() {
            self.p.out.extend_from_slice(b" {");
            for (i, e) in entries.iter().enumerate() {
                if i > 0 {
                    self.p.out.extend_from_slice(b", ");
                }
                self.p.named_attr(e.name, e.value);
            }
            self.p.out.push(b'}');
        }
        self.p.out.extend_from_slice(b" : (");
        for (i, v) in ir.operands(op).enumerate() {
            if i > 0 {
                self.p.out.extend_from_slice(b", ");
            }
            self.p.print_type(ir.value_type(v));
        }
        self.p.out.extend_from_slice(b") -> ");
        let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        self.p.results(&results);
        self.trailing_loc(ir.op(op).loc, true);
        self.p.out.push(b'\n');
        self.flush_if_full();
    }

    fn block_header(&mut self, b: BlockId) {
        self.write_indent();
        self.block_name(b);
        let ir = self.ir;
        let args = ir.block_args(b);
        if !args.is_empty() {
            self.p.out.push(b'(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.p.out.extend_from_slice(b", ");
                }
                self.value(a);
                self.p.out.extend_from_slice(b": ");
                self.p.print_type(ir.value_type(a));
                self.trailing_loc(ir.arg_loc(a), false);
            }
            self.p.out.push(b')');
        }
        self.p.out.push(b':');
        let region = ir.block_parent(b).expect("block in a region");
        let is_entry = ir.entry_block(region) == Some(b);
        let mut preds = predecessors(ir, region, b);
        match preds.len() {
            0 => {
                if !is_entry {
                    self.p.out.extend_from_slice(b"  // no predecessors");
                }
            }
            1 => {
                self.p.out.extend_from_slice(b"  // pred: ");
                self.block_name(preds[0]);
            }
            n => {
                preds.sort_by_key(|p| {
                    self.names
                        .blocks
                        .get(p.index() as usize)
                        .copied()
                        .unwrap_or(UNNAMED)
                });
                self.p.out.extend_from_slice(b"  // ");
                write_u64(&mut self.p.out, n as u64);
                self.p.out.extend_from_slice(b" preds: ");
                for (i, &p) in preds.iter().enumerate() {
                    if i > 0 {
                        self.p.out.extend_from_slice(b", ");
                    }
                    self.block_name(p);
                }
            }
        }
        self.p.out.push(b'\n');
    }
}

/// The alias definitions (`#map = ...`), the deferred ones (printed after
/// the module) or the others.
pub(crate) fn write_aliases(p: &mut AttrPrinter<'_>, aliases: &AliasTable, deferred: bool) {
    for (key, name) in &aliases.order {
        if name.deferred != deferred {
            continue;
        }
        aliases.write_name(name, &mut p.out);
        p.out.extend_from_slice(b" = ");
        match *key {
            AliasKey::Attr(a) => p.print_attr_impl(a, Elision::Never),
            AliasKey::Type(t) => p.print_type_impl(t),
        }
        p.out.push(b'\n');
    }
}

/// The blocks of `region` that branch to `b`, once per branching op.
/// Read from `b`'s use list (callers sort them by name).
pub(crate) fn predecessors(ir: &Ir, region: RegionId, b: BlockId) -> Vec<BlockId> {
    ir.predecessors(b)
        .filter_map(|(op, _)| ir.parent_block(op))
        .filter(|&blk| ir.block_parent(blk) == Some(region))
        .collect()
}

pub(crate) fn print_resources(used: &[Box<[u8]>], module: &Module, out: &mut Vec<u8>) {
    if module.dialect_resources.is_empty() && module.external_resources.is_empty() {
        return;
    }
    // Builtin blobs: the referenced ones, in order of first use.
    let mut dialect_entries: Vec<(&str, &str, &ResourceValue)> = Vec::new();
    for key in used {
        for g in module
            .dialect_resources
            .iter()
            .filter(|g| g.name == "builtin")
        {
            if let Some((k, v)) = g.entries.iter().find(|(k, _)| k.as_bytes() == &key[..]) {
                dialect_entries.push((&g.name, k, v));
                break;
            }
        }
    }
    let mut external: Vec<(&str, &str, &ResourceValue)> = Vec::new();
    for g in &module.external_resources {
        for (k, v) in &g.entries {
            external.push((&g.name, k, v));
        }
    }
    if dialect_entries.is_empty() && external.is_empty() {
        return;
    }
    out.extend_from_slice(b"\n{-#\n");
    let mut first_section = true;
    for (section, entries) in [("dialect", &dialect_entries), ("external", &external)] {
        if entries.is_empty() {
            continue;
        }
        if !first_section {
            out.extend_from_slice(b",\n");
        }
        first_section = false;
        out.extend_from_slice(format!("  {section}_resources: {{\n").as_bytes());
        let mut current: Option<&str> = None;
        for (group, key, value) in entries.iter() {
            if current != Some(*group) {
                if current.is_some() {
                    out.extend_from_slice(b"\n    },\n");
                }
                out.extend_from_slice(format!("    {group}: {{\n").as_bytes());
                current = Some(group);
            } else {
                out.extend_from_slice(b",\n");
            }
            out.extend_from_slice(format!("      {key}: ").as_bytes());
            match value {
                ResourceValue::Bool(b) => {
                    out.extend_from_slice(if *b { b"true" } else { b"false" })
                }
                ResourceValue::String(s) => attrs::write_escaped(out, s),
                ResourceValue::Blob { alignment, data } => {
                    const HEX: &[u8; 16] = b"0123456789ABCDEF";
                    out.extend_from_slice(b"\"0x");
                    // An empty blob keeps no alignment.
                    let alignment = if data.is_empty() { 0u32 } else { *alignment };
                    for &b in alignment.to_le_bytes().iter().chain(data.iter()) {
                        out.push(HEX[(b >> 4) as usize]);
                        out.push(HEX[(b & 15) as usize]);
                    }
                    out.push(b'"');
                }
            }
        }
        out.extend_from_slice(b"\n    }\n  }");
    }
    out.extend_from_slice(b"\n#-}\n");
}
