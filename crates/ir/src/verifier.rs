//! The verifier, run after parsing as `mlir-opt` does.
//!
//! Structure first (per op: its own rules, then each region's blocks:
//! terminators, successors, entry-block predecessors), then SSA dominance of
//! every operand in SSACFG regions, using a dominator tree per multi-block
//! region (Cooper, Harvey and Kennedy's iterative algorithm). Ops are walked
//! with explicit stacks, so nesting depth costs no native stack.

use hashbrown::HashMap;

use crate::attrs::{AttrData, Location};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic, Severity};
use crate::dominance::DominanceInfo;
use crate::ir::{BlockId, Ir, LocRef, OpId, RegionId, Value, ValueDef};
use crate::module::Module;

/// Verifies `module`; the first violation is returned as a diagnostic.
pub fn verify(ctx: &Context, module: &Module) -> Result<(), Box<Diagnostic>> {
    verify_with(ctx, module, true)
}

/// Like [`verify`]; `print_op` says whether errors on an op carry the
/// "see current operation" note (mlir-opt drops it under
/// `--verify-diagnostics`).
pub fn verify_with(ctx: &Context, module: &Module, print_op: bool) -> Result<(), Box<Diagnostic>> {
    let new = || Verifier {
        ctx,
        ir: &module.ir,
        module,
        dom: DominanceInfo::new(ctx, &module.ir),
        defs: Default::default(),
        symbols: Default::default(),
        print_op,
    };
    if let Some(children) = parallel_children(ctx, module) {
        return verify_in_parallel(module, &children, new);
    }
    new().verify_tree(module.top)
}

/// Verifies `op` and everything it nests, as MLIR's `verify(op)` does after
/// a pass ran on `op` (symbol uses are checked by the symbol table around
/// it, not here). For the top-level op this is [`verify_with`].
pub fn verify_op_tree(
    ctx: &Context,
    module: &Module,
    op: OpId,
    print_op: bool,
) -> Result<(), Box<Diagnostic>> {
    if op == module.top {
        return verify_with(ctx, module, print_op);
    }
    Verifier {
        ctx,
        ir: &module.ir,
        module,
        dom: DominanceInfo::new(ctx, &module.ir),
        defs: Default::default(),
        symbols: Default::default(),
        print_op,
    }
    .verify_tree(op)
}

/// Top-level ops below which modules are verified on two threads: a
/// single-block module of many ops that are all isolated from above (such
/// as functions), so each subtree can be checked on its own.
fn parallel_children(ctx: &Context, module: &Module) -> Option<Vec<OpId>> {
    const MIN_OPS: usize = 20_000;
    let ir = &module.ir;
    if ir.num_ops() < MIN_OPS || !ctx.use_threads() {
        return None;
    }
    let [r] = ir.regions(module.top) else {
        return None;
    };
    let b = ir.entry_block(*r)?;
    if ir.next_block(b).is_some() {
        return None;
    }
    let defs = crate::dialects::DefCache::default();
    let children: Vec<OpId> = ir.block_ops(b).collect();
    let all_isolated = children.iter().all(|&c| {
        defs.of(ctx, ir, c)
            .is_some_and(|d| d.traits.isolated_from_above)
            && ir.num_operands(c) == 0
    });
    (all_isolated && children.len() >= 2).then_some(children)
}

/// Verifies the top-level op, then its children (all isolated from above)
/// in two halves on two threads, each child wholly (its ops, then its
/// dominance), then the top-level op's exit checks (region traits, symbol
/// table): the error sequential verification would report first.
fn verify_in_parallel<'a>(
    module: &'a Module,
    children: &[OpId],
    new: impl Fn() -> Verifier<'a> + Sync,
) -> Result<(), Box<Diagnostic>> {
    let ir = &module.ir;
    let top = module.top;
    let mut v = new();
    v.verify_op(top)?;
    for &r in ir.regions(top) {
        for b in ir.region_blocks(r) {
            v.verify_block(top, r, b)?;
        }
    }
    let run = |part: &[OpId]| -> Option<Box<Diagnostic>> {
        let mut v = new();
        part.iter().find_map(|&c| v.verify_tree(c).err())
    };
    let (first, second) = children.split_at(children.len() / 2);
    let (a, b) = std::thread::scope(|s| {
        let h = s.spawn(|| run(second));
        let a = run(first);
        let b = h.join().unwrap_or_else(|_| {
            Some(Box::new(Diagnostic::error(
                0,
                "internal error in the verifier",
            )))
        });
        (a, b)
    });
    if let Some(e) = a.or(b) {
        return Err(e);
    }
    v.verify_exit(top)
}

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    module: &'a Module,
    dom: DominanceInfo<'a>,
    defs: crate::dialects::DefCache,
    /// Per symbol table op, its symbols by name (built on first lookup).
    symbols: std::cell::RefCell<HashMap<OpId, HashMap<&'a [u8], OpId>>>,
    print_op: bool,
}

/// Where a diagnostic on something with location `loc` points.
pub fn diag_loc(ctx: &Context, loc: LocRef) -> DiagLoc {
    match file_loc(ctx, loc) {
        DiagLoc::Unknown => match loc.as_attr() {
            Some(a) if !matches!(ctx.attr_data(a), AttrData::Loc(Location::Unknown)) => {
                DiagLoc::Other(crate::printer::attr_to_string(ctx, a))
            }
            _ => DiagLoc::Unknown,
        },
        found => found,
    }
}

/// The "called from" notes MLIR's diagnostic handler adds for a call-site
/// location: one per caller in its chain, outermost last, at most
/// [`CALL_STACK_LIMIT`].
pub fn call_stack_notes(ctx: &Context, loc: LocRef) -> Vec<Diagnostic> {
    let mut notes = Vec::new();
    let Some(mut a) = loc.as_attr() else {
        return notes;
    };
    while let AttrData::Loc(Location::CallSite { caller, .. }) = ctx.attr_data(a) {
        if notes.len() == CALL_STACK_LIMIT {
            break;
        }
        notes.push(Diagnostic::note(
            diag_loc(ctx, LocRef::attr(*caller)),
            "called from",
        ));
        a = *caller;
    }
    notes
}

/// Callers named by [`call_stack_notes`] (MLIR's `callStackLimit`).
pub const CALL_STACK_LIMIT: usize = 10;

/// The first file position inside `loc` (MLIR's `findInstanceOf<FileLineColLoc>`).
fn file_loc(ctx: &Context, loc: LocRef) -> DiagLoc {
    if let Some(off) = loc.as_offset() {
        return DiagLoc::Offset(off);
    }
    let mut a = loc.as_attr().expect("attribute location");
    loop {
        match ctx.attr_data(a) {
            AttrData::Loc(Location::FileLineCol {
                file, line, col, ..
            }) => {
                return DiagLoc::File {
                    file: String::from_utf8_lossy(ctx.str_bytes(*file)).into_owned(),
                    line: *line,
                    col: *col,
                };
            }
            AttrData::Loc(Location::Name { child, .. }) => a = *child,
            AttrData::Loc(Location::CallSite { callee, .. }) => a = *callee,
            AttrData::Loc(Location::Fused { locs, .. }) if !locs.is_empty() => {
                // The first location inside that has a file position.
                let found = locs
                    .iter()
                    .map(|&l| file_loc(ctx, LocRef::attr(l)))
                    .find(|d| *d != DiagLoc::Unknown);
                return found.unwrap_or(DiagLoc::Unknown);
            }
            _ => return DiagLoc::Unknown,
        }
    }
}

impl<'a> Verifier<'a> {
    /// Traits of `op`, looked up once per op name (names are interned).
    fn traits(&self, op: OpId) -> crate::dialects::OpTraits {
        match self.defs.of(self.ctx, self.ir, op) {
            Some(d) => crate::dialects::OpTraits {
                registered: true,
                ..d.traits
            },
            None => crate::dialects::OpTraits::default(),
        }
    }

    fn name(&self, op: OpId) -> &'a [u8] {
        self.ctx.str_bytes(self.ir.op(op).name)
    }

    fn loc(&self, op: OpId) -> DiagLoc {
        diag_loc(self.ctx, self.ir.op(op).loc)
    }

    /// An error on `op` with the "see current operation" note mlir-opt adds.
    /// An error at `op` without the printed op as a note (what MLIR's
    /// dialects' `verifyOperationAttribute` reports).
    fn bare_error(&self, op: OpId, msg: String) -> Box<Diagnostic> {
        Box::new(Diagnostic {
            severity: Severity::Error,
            loc: self.loc(op),
            message: msg,
            notes: call_stack_notes(self.ctx, self.ir.op(op).loc),
            span: 0,
        })
    }

    fn op_error(&self, op: OpId, msg: impl Into<String>) -> Box<Diagnostic> {
        let loc = self.loc(op);
        let mut d = Diagnostic {
            severity: Severity::Error,
            loc: loc.clone(),
            message: msg.into(),
            notes: call_stack_notes(self.ctx, self.ir.op(op).loc),
            span: 0,
        };
        if self.print_op {
            let printed = crate::printer::op_to_string(self.ctx, self.module, op);
            let sep = if self.ir.regions(op).is_empty() {
                ""
            } else {
                "\n"
            };
            d.notes.push(Diagnostic::note(
                loc,
                format!("see current operation: {sep}{printed}"),
            ));
        }
        Box::new(d)
    }

    /// `'name' op message`, as `emitOpError` words it.
    fn op_error_named(&self, op: OpId, msg: &str) -> Box<Diagnostic> {
        let name = String::from_utf8_lossy(self.name(op)).into_owned();
        self.op_error(op, format!("'{name}' op {msg}"))
    }

    /// MLIR's `verifyOpAndDominance`: `top` and everything it nests, then
    /// dominance in its regions (ops isolated from above did their own).
    fn verify_tree(&mut self, top: OpId) -> Result<(), Box<Diagnostic>> {
        self.verify_structure(top)?;
        self.verify_dominance_from(top)
    }

    /// MLIR's `verifyOperation`: an op is entered (its own checks, then its
    /// blocks'), the ops nested in it are verified, and on exit the ones
    /// isolated from above are verified wholly, dominance included, in
    /// order ([`Self::verify_tree`]), then its region traits and symbol
    /// table checks run ([`Self::verify_exit`]). So an error inside a
    /// function comes before a symbol-use error of the module around it,
    /// whichever comes first in the text.
    fn verify_structure(&mut self, top: OpId) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        // MLIR's worklist of entrances and exits, ops and blocks alike: an
        // op's entrance, then each of its blocks in order — the block's
        // entrance, its ops (each wholly), the block's exit — then the op's
        // exit.
        enum Item {
            Op(OpId),
            Block(OpId, RegionId, BlockId),
        }
        let mut stack = vec![(Item::Op(top), false)];
        while let Some((item, exit)) = stack.pop() {
            match item {
                Item::Op(op) if exit => {
                    for &r in ir.regions(op) {
                        for b in ir.region_blocks(r) {
                            for o in ir.block_ops(b) {
                                if self.is_isolated_with_regions(o) {
                                    self.verify_tree(o)?;
                                }
                            }
                        }
                    }
                    self.verify_exit(op)?;
                }
                Item::Op(op) => {
                    self.verify_op(op)?;
                    if ir.regions(op).is_empty() {
                        continue;
                    }
                    stack.push((Item::Op(op), true));
                    let mut blocks = Vec::new();
                    for &r in ir.regions(op) {
                        for b in ir.region_blocks(r) {
                            blocks.push((Item::Block(op, r, b), false));
                        }
                    }
                    stack.extend(blocks.into_iter().rev());
                }
                Item::Block(parent, r, b) if exit => self.verify_block_exit(parent, r, b)?,
                Item::Block(parent, r, b) => {
                    self.verify_block_entry(parent, r, b)?;
                    stack.push((Item::Block(parent, r, b), true));
                    let nested: Vec<OpId> = ir
                        .block_ops(b)
                        .filter(|&o| !self.is_isolated_with_regions(o))
                        .collect();
                    stack.extend(nested.into_iter().rev().map(|o| (Item::Op(o), false)));
                }
            }
        }
        Ok(())
    }

    /// Ops MLIR's verifier defers to their parent's exit.
    fn is_isolated_with_regions(&self, op: OpId) -> bool {
        !self.ir.regions(op).is_empty() && self.traits(op).isolated_from_above
    }

    /// What runs once the ops nested in `op` are verified: its region
    /// traits, then, for a symbol table, its symbols' uniqueness and the
    /// symbol uses below it (MLIR's `verifySymbolTable`).
    fn verify_exit(&mut self, op: OpId) -> Result<(), Box<Diagnostic>> {
        self.verify_region_traits(op)?;
        if let Some(check) = self
            .defs
            .of(self.ctx, self.ir, op)
            .and_then(|d| d.verify_regions)
        {
            check(self, op)?;
        }
        if self.traits(op).symbol_table {
            self.verify_symbol_table(op)?;
            self.verify_symbol_uses(op)?;
        }
        Ok(())
    }

    /// The symbol-use checks of the ops in symbol table `table`, not below
    /// nested symbol tables, in the order of MLIR's `walkSymbolTable`: a
    /// region's ops in order, then the regions they hold, last pushed first.
    fn verify_symbol_uses(&mut self, table: OpId) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let mut worklist: Vec<RegionId> = ir.regions(table).to_vec();
        while let Some(r) = worklist.pop() {
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if let Some(check) = self
                        .defs
                        .of(self.ctx, ir, o)
                        .and_then(|d| d.verify_symbol_uses)
                    {
                        check(self, o)?;
                    }
                    if !self.traits(o).symbol_table {
                        worklist.extend_from_slice(ir.regions(o));
                    }
                }
            }
        }
        Ok(())
    }

    /// Region traits of `op`, checked after the ops nested in it.
    fn verify_region_traits(&mut self, op: OpId) -> Result<(), Box<Diagnostic>> {
        let Some(def) = self.defs.of(self.ctx, self.ir, op) else {
            return Ok(());
        };
        // `SingleBlockImplicitTerminator`, with its note at the terminator
        // found instead (as MLIR attaches it).
        if let Some(t) = def.traits.implicit_terminator {
            let ir = self.ir;
            for &r in ir.regions(op) {
                let Some(last) = ir.entry_block(r).and_then(|b| ir.last_op(b)) else {
                    continue;
                };
                let name = self.ctx.str_bytes(ir.op(last).name);
                if name != t.as_bytes() {
                    let d = self.op_error_named(
                        op,
                        &format!(
                            "expects regions to end with '{t}', found '{}'",
                            String::from_utf8_lossy(name)
                        ),
                    );
                    let note = Diagnostic::note(
                        self.loc(last),
                        format!(
                            "in custom textual format, the absence of terminator implies '{t}'"
                        ),
                    );
                    return Err(Box::new((*d).with_note(note)));
                }
            }
        }
        crate::dialects::structure::verify_region_traits(self.ctx, self.ir, def, op)
            .map_err(|e| self.structure_error(op, e))
    }

    fn structure_error(
        &self,
        op: OpId,
        e: crate::dialects::structure::StructureError,
    ) -> Box<Diagnostic> {
        let d = if e.named {
            self.op_error_named(op, &e.message)
        } else {
            self.op_error(op, e.message)
        };
        match e.note {
            Some(n) => {
                let loc = d.loc.clone();
                Box::new((*d).with_note(Diagnostic::note(loc, n)))
            }
            None => d,
        }
    }

    fn verify_op(&mut self, op: OpId) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let traits = self.traits(op);
        for e in ir.attrs(op) {
            self.verify_dialect_attr(op, self.ctx.str_bytes(e.name))?;
        }
        let name = self.name(op);
        match self.defs.of(self.ctx, self.ir, op) {
            None => {
                let dialect = name.split(|&c| c == b'.').next().unwrap_or(&[]);
                if name.contains(&b'.')
                    && crate::dialects::is_known_dialect(dialect)
                    && !crate::dialects::registry::unknown_op_of_partial_dialect(name)
                {
                    let n = String::from_utf8_lossy(name).into_owned();
                    let d = String::from_utf8_lossy(dialect).into_owned();
                    return Err(self.op_error(
                        op,
                        format!("unregistered operation '{n}' found in dialect ('{d}') that does not allow unknown operations"),
                    ));
                }
            }
            Some(def) => {
                if let Err(e) = crate::dialects::structure::verify_structure(self.ctx, ir, def, op)
                {
                    return Err(self.structure_error(op, e));
                }
                if let Err(e) = crate::dialects::structure::terminator_is_last(ir, def, op) {
                    return Err(self.structure_error(op, e));
                }
                if def.name == "builtin.module" {
                    self.verify_module(op)?;
                }
                if let Some(verify) = def.verify {
                    verify(self, op)?;
                }
                if let Err(e) =
                    crate::dialects::structure::verify_late_traits(ir, self.ctx, def, op)
                {
                    return Err(self.structure_error(op, e));
                }
            }
        }
        for (i, &r) in ir.regions(op).iter().enumerate() {
            if traits.registered && traits.graph_regions {
                let n = ir.region_blocks(r).count();
                if n > 1 {
                    return Err(self.op_error_named(
                        op,
                        &format!("expects graph region #{i} to have 0 or 1 blocks"),
                    ));
                }
            }
            if let Some(entry) = ir.entry_block(r) {
                if self.has_predecessors(r, entry) {
                    return Err(Box::new(Diagnostic {
                        severity: Severity::Error,
                        loc: self.loc(op),
                        message: "entry block of region may not have predecessors".into(),
                        notes: Vec::new(),
                        span: 0,
                    }));
                }
            }
        }
        if traits.isolated_from_above {
            self.verify_isolation(op)?;
        }
        Ok(())
    }

    /// Attribute names prefixed by a dialect `mlir-opt` knows are checked by
    /// that dialect. DLTI rejects names it does not define; the others sigil
    /// cannot check yet, so it says so instead of accepting them unchecked.
    fn verify_dialect_attr(&self, op: OpId, name: &[u8]) -> Result<(), Box<Diagnostic>> {
        let Some(dot) = name.iter().position(|&c| c == b'.') else {
            return Ok(());
        };
        let dialect = &name[..dot];
        if dialect == b"dlti"
            && !matches!(
                &name[dot + 1..],
                b"dl_spec" | b"target_system_spec" | b"map"
            )
        {
            let n = String::from_utf8_lossy(name).into_owned();
            return Err(self.bare_error(op, format!("attribute '{n}' not supported by dialect")));
        }
        // `BufferizationDialect::verifyOperationAttribute`: only
        // `manual_deallocation`, and only on ops that allocate or free.
        if dialect == b"bufferization" {
            let n = String::from_utf8_lossy(name).into_owned();
            if &name[dot + 1..] != b"manual_deallocation" {
                return Err(self.bare_error(op, format!(
                        "attribute '\"{n}\"' not supported as an op attribute by the bufferization dialect"
                    )));
            }
            let allocates_or_frees = match self.defs.of(self.ctx, self.ir, op) {
                Some(def) => matches!(
                    def.structure.effects,
                    crate::dialects::structure::Effects::Memory { alloc, free, .. } if alloc || free
                ),
                None => false,
            };
            if !allocates_or_frees {
                return Err(self.op_error_named(
                    op,
                    &format!(
                        "attribute '{n}' can be used only on ops that have an allocation and/or free side effect"
                    ),
                ));
            }
        }
        // `LinalgDialect::verifyOperationAttribute`.
        if dialect == b"linalg" && &name[dot + 1..] != b"memoized_indexing_maps" {
            let n = String::from_utf8_lossy(name).into_owned();
            return Err(self.bare_error(
                op,
                format!("attribute '\"{n}\"' not supported by the linalg dialect"),
            ));
        }
        if matches!(dialect, b"dlti") {
            let n = String::from_utf8_lossy(name).into_owned();
            return Err(self.op_error(
                op,
                format!("sigil does not support the 'dlti' dialect yet (attribute '{n}')"),
            ));
        }
        Ok(())
    }

    fn has_predecessors(&self, region: RegionId, block: BlockId) -> bool {
        self.ir.region_blocks(region).any(|b| {
            self.ir
                .block_ops(b)
                .any(|o| self.ir.successors(o).contains(&block))
        })
    }

    /// A block's checks, entrance and exit at once (the top-level module's
    /// block, verified before its ops are spread over threads).
    fn verify_block(
        &mut self,
        parent: OpId,
        region: RegionId,
        block: BlockId,
    ) -> Result<(), Box<Diagnostic>> {
        self.verify_block_entry(parent, region, block)?;
        self.verify_block_exit(parent, region, block)
    }

    /// Whether a block of `parent`'s `region` may lack a terminator.
    fn may_lack_terminator(&self, parent: OpId, region: RegionId) -> bool {
        let single = self.ir.region_blocks(region).nth(1).is_none();
        let parent_traits = self.traits(parent);
        // Unregistered ops might have the NoTerminator trait.
        single && (!parent_traits.registered || parent_traits.no_terminator)
    }

    /// MLIR's `verifyOnEntrance(Block &)`: before the block's ops.
    fn verify_block_entry(
        &mut self,
        parent: OpId,
        region: RegionId,
        block: BlockId,
    ) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let Some(last) = ir.last_op(block) else {
            if self.may_lack_terminator(parent, region) {
                return Ok(());
            }
            return Err(Box::new(Diagnostic {
                severity: Severity::Error,
                loc: self.loc(parent),
                message: "empty block: expect at least a terminator".into(),
                notes: Vec::new(),
                span: 0,
            }));
        };
        for op in ir.block_ops(block) {
            if !ir.successors(op).is_empty() && op != last {
                return Err(self.op_error(
                    op,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        Ok(())
    }

    /// MLIR's `verifyOnExit(Block &)`: once the block's ops are verified.
    fn verify_block_exit(
        &mut self,
        parent: OpId,
        region: RegionId,
        block: BlockId,
    ) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let Some(last) = ir.last_op(block) else {
            return Ok(());
        };
        for &s in ir.successors(last) {
            if ir.block_parent(s) != Some(region) {
                return Err(self.op_error_named(last, "branching to block of a different region"));
            }
        }
        if self.may_lack_terminator(parent, region) {
            return Ok(());
        }
        let t = self.traits(last);
        if t.registered && !t.is_terminator {
            let printed = crate::printer::op_to_string(self.ctx, self.module, last);
            let sep = if ir.regions(last).is_empty() {
                ""
            } else {
                "\n"
            };
            return Err(self.op_error(
                last,
                format!("block with no terminator, has {sep}{printed}"),
            ));
        }
        Ok(())
    }

    fn verify_module(&mut self, op: OpId) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let ctx = self.ctx;
        if let Some(p) = ir.op(op).props {
            for e in ctx.dict_entries(p) {
                let n = ctx.str_bytes(e.name);
                if (n == b"sym_name" || n == b"sym_visibility")
                    && !matches!(ctx.attr_data(e.value), AttrData::String { ty: None, .. })
                {
                    let n = String::from_utf8_lossy(n);
                    return Err(self.op_error_named(
                        op,
                        &format!("attribute '{n}' failed to satisfy constraint: string attribute"),
                    ));
                }
            }
        }
        if ir.regions(op).len() != 1 {
            return Err(self.op_error_named(op, "requires one region"));
        }
        if ir.num_results(op) != 0 {
            return Err(self.op_error_named(op, "requires zero results"));
        }
        if ir.num_operands(op) != 0 {
            return Err(self.op_error_named(op, "requires zero operands"));
        }
        if !ir.successors(op).is_empty() {
            return Err(self.op_error_named(op, "requires zero successors"));
        }
        // Trait checks in ODS order, then the region constraint, then
        // ModuleOp::verify.
        let r = ir.regions(op)[0];
        if let Some(entry) = ir.entry_block(r) {
            if !ir.block_args(entry).is_empty() {
                return Err(self.op_error_named(op, "region should have no arguments"));
            }
        }
        let blocks = ir.region_blocks(r).count();
        if blocks > 1 {
            return Err(self.op_error_named(op, "expects region #0 to have 0 or 1 blocks"));
        }
        if blocks == 0 {
            return Err(self.op_error_named(
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ));
        }
        for e in ir.attrs(op) {
            let n = ctx.str_bytes(e.name);
            if !n.contains(&b'.') && n != b"sym_name" && n != b"sym_visibility" {
                let n = String::from_utf8_lossy(n);
                return Err(self.op_error_named(
                    op,
                    &format!(
                        "can only contain attributes with dialect-prefixed names, found: '{n}'"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// No op nested in `op` may use a value defined outside it.
    fn verify_isolation(&mut self, op: OpId) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let mut stack: Vec<OpId> = Vec::new();
        for &r in ir.regions(op) {
            for b in ir.region_blocks(r) {
                stack.extend(ir.block_ops(b));
            }
        }
        while let Some(o) = stack.pop() {
            for v in ir.operands(o) {
                if !self.defined_inside(v, op) {
                    let name = String::from_utf8_lossy(self.name(o)).into_owned();
                    let mut d = self.op_error(
                        o,
                        format!("'{name}' op using value defined outside the region"),
                    );
                    d.notes.push(Diagnostic::note(
                        self.loc(op),
                        "required by region isolation constraints",
                    ));
                    return Err(d);
                }
            }
            // As MLIR: an op that is itself isolated checks its own regions.
            if ir.regions(o).is_empty() || self.traits(o).isolated_from_above {
                continue;
            }
            for &r in ir.regions(o) {
                for b in ir.region_blocks(r) {
                    stack.extend(ir.block_ops(b));
                }
            }
        }
        Ok(())
    }

    /// Whether `v` is defined in a region nested in `op`.
    fn defined_inside(&self, v: Value, op: OpId) -> bool {
        let ir = self.ir;
        let mut block = ir.value_block(v);
        while let Some(b) = block {
            let Some(parent) = ir.block_parent_op(b) else {
                return false;
            };
            if parent == op {
                return true;
            }
            block = ir.parent_block(parent);
        }
        false
    }

    fn verify_symbol_table(&mut self, op: OpId) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let ctx = self.ctx;
        let mut seen: HashMap<&[u8], OpId> = HashMap::new();
        for &r in ir.regions(op) {
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    let name = ir
                        .op(o)
                        .props
                        .and_then(|p| ctx.dict_get(p, b"sym_name"))
                        .or_else(|| ctx.named_get(ir.attrs(o), b"sym_name"));
                    let Some(name) = name else { continue };
                    let AttrData::String { value, .. } = ctx.attr_data(name) else {
                        continue;
                    };
                    if let Some(&prev) = seen.get(&value[..]) {
                        let mut d = self.op_error(
                            o,
                            format!(
                                "redefinition of symbol named '{}'",
                                String::from_utf8_lossy(value)
                            ),
                        );
                        d.notes.push(Diagnostic::note(
                            self.loc(prev),
                            "see existing symbol definition here",
                        ));
                        return Err(d);
                    }
                    seen.insert(value, o);
                }
            }
        }
        Ok(())
    }

    // ----- dominance -----

    /// Dominance below `top`, whose ops are already numbered.
    fn verify_dominance_from(&mut self, top: OpId) -> Result<(), Box<Diagnostic>> {
        let ir = self.ir;
        let mut stack = vec![top];
        while let Some(op) = stack.pop() {
            let mut nested = Vec::new();
            for &r in ir.regions(op) {
                for b in ir.region_blocks(r) {
                    let reachable = self.dom.is_reachable(b);
                    for o in ir.block_ops(b) {
                        if reachable {
                            for (i, v) in ir.operands(o).enumerate() {
                                if !self.dom.properly_dominates_value(v, o) {
                                    return Err(self.dominance_error(o, i, v));
                                }
                            }
                        }
                        nested.push(o);
                    }
                }
            }
            // Ops isolated from above checked their own dominance.
            stack.extend(
                nested
                    .into_iter()
                    .rev()
                    .filter(|&o| !ir.regions(o).is_empty() && !self.traits(o).isolated_from_above),
            );
        }
        Ok(())
    }

    fn dominance_error(&mut self, op: OpId, index: usize, v: Value) -> Box<Diagnostic> {
        let ir = self.ir;
        let mut d = self.op_error(op, format!("operand #{index} does not dominate this use"));
        let user_block = ir.parent_block(op).expect("in block");
        let user_region = ir.block_parent(user_block);
        match ir.value_def(v) {
            Some(ValueDef::Result { op: def, .. }) => {
                let def_block = ir.parent_block(def).expect("in block");
                let def_region = ir.block_parent(def_block);
                let rel = if def_block == user_block {
                    " (op in the same block)"
                } else if def_region == user_region {
                    " (op in the same region)"
                } else if self.region_is_ancestor(def_region, user_region) {
                    " (op in a parent region)"
                } else if self.region_is_ancestor(user_region, def_region) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                d.notes.push(Diagnostic::note(
                    self.loc(def),
                    format!("operand defined here{rel}"),
                ));
            }
            Some(ValueDef::Arg { block, .. }) => {
                let region = ir.block_parent(block);
                let loc = ir
                    .block_parent_op(block)
                    .map_or(DiagLoc::Unknown, |p| self.loc(p));
                let index = region.map_or(0, |r| {
                    ir.region_blocks(r).position(|b| b == block).unwrap_or(0)
                });
                let rel = if region == user_region {
                    " in the same region)"
                } else if self.region_is_ancestor(region, user_region) {
                    " in a parent region)"
                } else if self.region_is_ancestor(user_region, region) {
                    " in a child region)"
                } else {
                    " neither in a parent nor in a child region)"
                };
                d.notes.push(Diagnostic::note(
                    loc,
                    format!("operand defined as a block argument (block #{index}{rel}"),
                ));
            }
            None => {}
        }
        d
    }

    /// Whether `a` is a proper ancestor of `b`.
    fn region_is_ancestor(&self, a: Option<RegionId>, b: Option<RegionId>) -> bool {
        let (Some(a), Some(mut r)) = (a, b) else {
            return false;
        };
        loop {
            let parent = self.ir.region_parent(r);
            let Some(pb) = self.ir.parent_block(parent) else {
                return false;
            };
            let Some(pr) = self.ir.block_parent(pb) else {
                return false;
            };
            if pr == a {
                return true;
            }
            r = pr;
        }
    }
}

/// What dialect verifiers need from the verifier.
pub trait Checker {
    fn ctx(&self) -> &Context;
    fn ir(&self) -> &Ir;
    fn op_error_named(&self, op: OpId, msg: &str) -> Box<Diagnostic>;
    /// An error at the op without the `'name' op` prefix.
    fn plain_error(&self, op: OpId, msg: String) -> Box<Diagnostic>;
    /// The op named `name` in the closest symbol table around `from`.
    fn lookup_symbol(&self, from: OpId, name: &[u8]) -> Option<OpId>;
}

impl Checker for Verifier<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }

    fn ir(&self) -> &Ir {
        self.ir
    }

    fn op_error_named(&self, op: OpId, msg: &str) -> Box<Diagnostic> {
        Verifier::op_error_named(self, op, msg)
    }

    fn plain_error(&self, op: OpId, msg: String) -> Box<Diagnostic> {
        self.op_error(op, msg)
    }

    fn lookup_symbol(&self, from: OpId, name: &[u8]) -> Option<OpId> {
        let ir = self.ir;
        let mut cur = ir.parent_op(from);
        while let Some(p) = cur {
            if self.traits(p).symbol_table {
                let mut tables = self.symbols.borrow_mut();
                let table = tables.entry(p).or_insert_with(|| {
                    let mut t = HashMap::new();
                    for &r in ir.regions(p) {
                        for b in ir.region_blocks(r) {
                            for o in ir.block_ops(b) {
                                if let Some(n) = crate::symbols::symbol_name(self.ctx, ir, o) {
                                    // The first definition wins, as a scan would find it.
                                    t.entry(self.ctx.str_bytes(n)).or_insert(o);
                                }
                            }
                        }
                    }
                    t
                });
                return table.get(name).copied();
            }
            cur = ir.parent_op(p);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    /// A module of `n` small functions; `broken(i)` may replace function
    /// `i`'s body line.
    fn module_text(n: usize, broken: impl Fn(usize) -> Option<&'static str>) -> String {
        let mut s = String::new();
        for i in 0..n {
            s.push_str(&format!("func.func @f{i}(%a: i32) -> i32 {{\n"));
            for k in 0..8 {
                s.push_str(&format!("  %v{k} = arith.addi %a, %a : i32\n"));
            }
            match broken(i) {
                Some(line) => s.push_str(line),
                None => s.push_str("  %r = arith.muli %v0, %v7 : i32\n"),
            }
            s.push_str("  return %r : i32\n}\n");
        }
        s
    }

    fn first_error(text: &str) -> Option<String> {
        let mut ctx = Context::new();
        let src = Arc::new(crate::SourceFile::new("t.mlir", text.as_bytes().to_vec()));
        let module = crate::parse_module(&mut ctx, src, &Default::default()).expect("parses");
        assert!(
            parallel_children(&ctx, &module).is_some(),
            "big enough to run in parallel"
        );
        let parallel = verify_with(&ctx, &module, false).err().map(|d| d.message);
        let mut v = Verifier {
            ctx: &ctx,
            ir: &module.ir,
            module: &module,
            dom: DominanceInfo::new(&ctx, &module.ir),
            defs: Default::default(),
            symbols: Default::default(),
            print_op: false,
        };
        let sequential = v.verify_tree(module.top).err().map(|d| d.message);
        assert_eq!(
            parallel, sequential,
            "parallel and sequential verification agree"
        );
        parallel
    }

    const BAD_TYPE: &str =
        "  %x = \"arith.addi\"(%v0, %v7) : (i32, i32) -> i64\n  %r = arith.muli %v0, %v7 : i32\n";
    const NO_PREDICATE: &str =
        "  %x = \"arith.cmpi\"(%v0, %v7) : (i32, i32) -> i1\n  %r = arith.muli %v0, %v7 : i32\n";

    #[test]
    fn parallel_verification_reports_what_sequential_does() {
        let n = 2500;
        assert_eq!(first_error(&module_text(n, |_| None)), None);
        // A dominance error early and an op error late: functions are
        // verified wholly in order (as mlir-opt-22 reports them), so the
        // earlier function's dominance error comes first.
        let err = first_error(&module_text(n, |i| match i {
            100 => Some("  %r = arith.muli %v0, %late : i32\n  %late = arith.addi %a, %a : i32\n"),
            2000 => Some(BAD_TYPE),
            _ => None,
        }));
        assert!(err.unwrap().contains("does not dominate"));
        // Dominance errors only: the earlier function's.
        let err = first_error(&module_text(n, |i| match i {
            10 | 2400 => {
                Some("  %r = arith.muli %v0, %late : i32\n  %late = arith.addi %a, %a : i32\n")
            }
            _ => None,
        }));
        assert!(err.unwrap().contains("does not dominate"));
        // Op errors in both halves: the earlier one.
        let err = first_error(&module_text(n, |i| match i {
            5 => Some(BAD_TYPE),
            2499 => Some(NO_PREDICATE),
            _ => None,
        }));
        assert!(err.unwrap().contains("requires the same type"));
    }
}
