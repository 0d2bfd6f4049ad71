//! Running a pipeline: the order passes run in, threads, verification,
//! IR dumps and timing.
//!
//! A pass runs on each op its manager is anchored on; a nested manager runs
//! on the ops directly inside its parent's regions (which must be
//! isolated from above, as MLIR requires). Two orders give the same IR:
//!
//! - *op by op* (each op runs its whole nested pipeline before the next op
//!   starts) is MLIR's single-thread order, used whenever IR dumps are
//!   asked for so that they come out in mlir-opt's order;
//! - *pass by pass* (a pass runs on every sibling op before the next pass)
//!   lets the read-only half of a pass ([`Pass::analyze`]) run on all
//!   siblings at once on several threads; the changes are then applied one
//!   op at a time, in order, so the result does not depend on the threads.
//!
//! Isolated ops cannot see each other's values, which is what makes the two
//! orders equivalent. With `verify_each`, the op a pass ran on (and what
//! it nests) is verified right after, as MLIR verifies it; in pass-by-pass
//! order, once a pass has run on several sibling ops the module is verified
//! once (on two threads for a large one), which reports the same first
//! error and costs one pass over the module instead of one per sibling.
//!
//! Diagnostics go to the caller's sink as they are emitted, except within a
//! nested pipeline run with threads, where they are held until the nested
//! pipeline is done (MLIR's `ParallelDiagnosticHandler` does the same), so
//! they come out in the same order as mlir-opt's around the IR dumps.

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use sigil_ir::diag::{Diagnostic, Severity};
use sigil_ir::printer::{self, PrintOptions};
use sigil_ir::{Context, Module, OpId};

use crate::pass::{op_diagnostic, Analysis, Pass, Target};
use crate::pipeline::{Anchor, Entry, OpPassManager};
use crate::timing::{Timing, ROOT};

/// How to run a pipeline (mlir-opt's flags of the same names).
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// `--mlir-print-ir-before-all`.
    pub print_before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub print_after_all: bool,
    /// `--mlir-print-ir-after-change`: with `print_after_all`, only when
    /// the pass changed the op.
    pub print_after_change: bool,
    /// `--mlir-print-ir-after-failure`.
    pub print_after_failure: bool,
    /// How dumps print (`--mlir-print-op-generic`, `--mlir-print-debuginfo`).
    pub print: PrintOptions,
    /// `--verify-each` (on by default, as in mlir-opt).
    pub verify_each: bool,
    /// Several threads for sibling isolated ops (off with `--mlir-disable-threading`).
    pub threading: bool,
    /// Errors on an op carry the op printed in a note.
    pub print_op_on_diagnostic: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            print_before_all: false,
            print_after_all: false,
            print_after_change: false,
            print_after_failure: false,
            print: PrintOptions::default(),
            verify_each: true,
            threading: true,
            print_op_on_diagnostic: true,
        }
    }
}

impl RunConfig {
    fn dumps(&self) -> bool {
        self.print_before_all || self.print_after_all || self.print_after_failure
    }
}

/// What a run produced besides the changed module and the diagnostics.
#[derive(Debug, Default)]
pub struct RunOutcome {
    /// A pass (or the verifier after one) failed.
    pub failed: bool,
}

/// A pipeline and how to run it.
pub struct PassManager {
    pub pipeline: OpPassManager,
    pub config: RunConfig,
}

impl PassManager {
    pub fn new(pipeline: OpPassManager, config: RunConfig) -> Self {
        PassManager { pipeline, config }
    }

    /// Runs the pipeline on `module`'s top-level op. IR dumps and text the
    /// passes print go to `log`, diagnostics to `diagnostics`; pass times
    /// are added to `timing`.
    pub fn run(
        &self,
        ctx: &mut Context,
        module: &mut Module,
        log: &mut dyn Write,
        diagnostics: &mut dyn FnMut(Diagnostic),
        timing: Option<&mut Timing>,
    ) -> RunOutcome {
        let mut runner = Runner::new(&self.config, ctx, module, log, diagnostics, timing);
        let top = runner.module.top;
        let top_name = runner.ctx.str_bytes(runner.module.ir.op(top).name).to_vec();
        if !self.pipeline.anchor.matches(&top_name) {
            let loc = sigil_ir::verifier::diag_loc(runner.ctx, runner.module.ir.op(top).loc);
            runner.emit(Diagnostic {
                severity: Severity::Error,
                loc,
                message: format!(
                    "can't run '{}' pass manager on '{}' op",
                    self.pipeline.anchor.text(),
                    String::from_utf8_lossy(&top_name)
                ),
                notes: Vec::new(),
                span: 0,
            });
            runner.outcome.failed = true;
            return runner.outcome;
        }
        let ok = if self.config.dumps() {
            runner.run_op_by_op(&self.pipeline, top, ROOT)
        } else {
            runner.run_pass_by_pass(&self.pipeline, &[top], ROOT)
        };
        runner.outcome.failed |= !ok;
        runner.outcome
    }
}

/// Runs `pm` on `op` in the op-by-op order (a pipeline a pass runs on an op
/// it holds, as the inliner runs its simplification pipeline on callables),
/// with `cfg`'s dumps and verification; whether it succeeded.
pub(crate) fn run_nested(
    cfg: &RunConfig,
    ctx: &mut Context,
    module: &mut Module,
    log: &mut dyn Write,
    diagnostics: &mut dyn FnMut(Diagnostic),
    pm: &OpPassManager,
    op: OpId,
) -> bool {
    Runner::new(cfg, ctx, module, log, diagnostics, None).run_op_by_op(pm, op, ROOT)
}

struct Runner<'a> {
    cfg: &'a RunConfig,
    ctx: &'a mut Context,
    module: &'a mut Module,
    log: &'a mut dyn Write,
    sink: &'a mut dyn FnMut(Diagnostic),
    /// Diagnostics held while `holding` > 0.
    held: Vec<Diagnostic>,
    /// Threaded nested pipelines being run.
    holding: usize,
    timing: Option<&'a mut Timing>,
    outcome: RunOutcome,
}

impl<'a> Runner<'a> {
    fn new(
        cfg: &'a RunConfig,
        ctx: &'a mut Context,
        module: &'a mut Module,
        log: &'a mut dyn Write,
        sink: &'a mut dyn FnMut(Diagnostic),
        timing: Option<&'a mut Timing>,
    ) -> Self {
        Runner {
            cfg,
            ctx,
            module,
            log,
            sink,
            held: Vec::new(),
            holding: 0,
            timing,
            outcome: RunOutcome::default(),
        }
    }

    fn emit(&mut self, d: Diagnostic) {
        if self.holding > 0 {
            self.held.push(d);
        } else {
            (self.sink)(d);
        }
    }

    /// Starts a nested pipeline: with threads, its diagnostics are held.
    fn enter_nested(&mut self) {
        if self.cfg.threading {
            self.holding += 1;
        }
    }

    fn leave_nested(&mut self) {
        if self.cfg.threading {
            self.holding -= 1;
            if self.holding == 0 {
                for d in std::mem::take(&mut self.held) {
                    (self.sink)(d);
                }
            }
        }
    }

    /// The timer of the pass of `entry` (one per entry of the pipeline:
    /// the same pass twice has two lines) under `parent`.
    fn timer(&mut self, parent: usize, entry: &Entry, pass: &dyn Pass) -> usize {
        let key = entry as *const Entry as usize;
        match self.timing.as_mut() {
            Some(t) => t.child_keyed(parent, pass.name(), key),
            None => ROOT,
        }
    }

    fn add_time(&mut self, node: usize, start: Instant) {
        if let Some(t) = self.timing.as_mut() {
            t.add(node, start.elapsed());
        }
    }

    fn pipeline_timer(&mut self, parent: usize, pm: &OpPassManager) -> usize {
        let key = pm as *const OpPassManager as usize;
        let name = format!("'{}' Pipeline", pm.anchor.text());
        match self.timing.as_mut() {
            Some(t) => t.child_keyed(parent, &name, key),
            None => ROOT,
        }
    }

    /// The ops directly inside `op`'s regions a nested manager anchored on
    /// `anchor` runs on; ops that may not be scheduled are reported.
    fn children(&mut self, op: OpId, anchor: &Anchor) -> (Vec<OpId>, bool) {
        let ir = &self.module.ir;
        let mut found = Vec::new();
        for &r in ir.regions(op) {
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if anchor.matches(self.ctx.str_bytes(ir.op(o).name)) {
                        found.push(o);
                    }
                }
            }
        }
        let mut ok = true;
        let mut runnable = Vec::with_capacity(found.len());
        for o in found {
            let name = self.ctx.str_bytes(self.module.ir.op(o).name);
            let registered = sigil_ir::dialects::lookup(name).is_some();
            let traits = sigil_ir::dialects::op_traits(name);
            // An op-agnostic manager (`any(...)`) only considers the ops it
            // can be scheduled on, as MLIR's `canScheduleOn`.
            if *anchor == Anchor::Any && !(registered && traits.isolated_from_above) {
                continue;
            }
            let problem = if !registered {
                Some("trying to schedule a pass on an unregistered operation")
            } else if !traits.isolated_from_above {
                Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
            } else {
                None
            };
            match problem {
                Some(p) => {
                    let msg = format!("'{}' op {p}", String::from_utf8_lossy(name));
                    let d = op_diagnostic(
                        self.ctx,
                        self.module,
                        o,
                        Severity::Error,
                        msg,
                        self.cfg
                            .print_op_on_diagnostic
                            .then_some(self.cfg.print.debug_info),
                    );
                    self.emit(d);
                    ok = false;
                }
                None => runnable.push(o),
            }
        }
        (runnable, ok)
    }

    /// MLIR's single-thread order: `op` runs all of `pm` before the caller
    /// moves to the next op.
    fn run_op_by_op(&mut self, pm: &OpPassManager, mut op: OpId, timer: usize) -> bool {
        for entry in &pm.entries {
            match entry {
                Entry::Pass(p) => {
                    let t = self.timer(timer, entry, p.as_ref());
                    let start = Instant::now();
                    let was_top = op == self.module.top;
                    let ok = self.run_one(p.as_ref(), op, None, true);
                    if was_top {
                        op = self.module.top;
                    }
                    self.add_time(t, start);
                    if !ok {
                        return false;
                    }
                }
                Entry::Nested(inner) => {
                    let t = self.pipeline_timer(timer, inner);
                    let start = Instant::now();
                    self.enter_nested();
                    let (children, mut ok) = self.children(op, &inner.anchor);
                    for c in children {
                        ok &= self.run_op_by_op(inner, c, t);
                    }
                    self.leave_nested();
                    self.add_time(t, start);
                    if !ok {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Each pass on every op of `ops` before the next pass; the read-only
    /// halves on several threads.
    fn run_pass_by_pass(&mut self, pm: &OpPassManager, ops: &[OpId], timer: usize) -> bool {
        let mut ops = ops.to_vec();
        for entry in &pm.entries {
            match entry {
                Entry::Pass(p) => {
                    let t = self.timer(timer, entry, p.as_ref());
                    let start = Instant::now();
                    let mut analyses: Vec<Option<Analysis>> =
                        if self.cfg.threading && ops.len() > 1 && sigil_ir::context::cores() > 1 {
                            analyze_in_parallel(p.as_ref(), self.ctx, self.module, &ops)
                        } else {
                            Vec::new()
                        };
                    let precomputed = !analyses.is_empty();
                    let mut ok = true;
                    for i in 0..ops.len() {
                        let a = if precomputed {
                            analyses[i].take()
                        } else {
                            None
                        };
                        let was_top = ops[i] == self.module.top;
                        // One op is verified right after; several once below.
                        ok &= self.run_one(p.as_ref(), ops[i], a, ops.len() == 1);
                        if was_top {
                            ops[i] = self.module.top;
                        }
                    }
                    if ok && ops.len() > 1 && self.cfg.verify_each {
                        ok = self.verify(self.module.top);
                    }
                    self.add_time(t, start);
                    if !ok {
                        return false;
                    }
                }
                Entry::Nested(inner) => {
                    let t = self.pipeline_timer(timer, inner);
                    let start = Instant::now();
                    let mut all = Vec::new();
                    let mut ok = true;
                    self.enter_nested();
                    for &op in &ops {
                        let (c, k) = self.children(op, &inner.anchor);
                        all.extend(c);
                        ok &= k;
                    }
                    ok &= self.run_pass_by_pass(inner, &all, t);
                    self.leave_nested();
                    self.add_time(t, start);
                    if !ok {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn verify(&mut self, op: OpId) -> bool {
        match sigil_ir::verifier::verify_op_tree(
            self.ctx,
            self.module,
            op,
            self.cfg.print_op_on_diagnostic,
        ) {
            Ok(()) => true,
            Err(d) => {
                self.emit(*d);
                false
            }
        }
    }

    /// Runs `pass` on `op` with its dumps, and verification when `verify`
    /// (else the caller verifies).
    fn run_one(
        &mut self,
        pass: &dyn Pass,
        op: OpId,
        analysis: Option<Analysis>,
        verify: bool,
    ) -> bool {
        if self.cfg.print_before_all {
            self.dump("Before", pass, op);
        }
        let before = (self.cfg.print_after_all && self.cfg.print_after_change)
            .then(|| fingerprint(self.ctx, self.module, op));
        let analysis = analysis.or_else(|| pass.analyze(self.ctx, self.module, op));
        let mut log = Vec::new();
        let mut diagnostics = Vec::new();
        let was_top = op == self.module.top;
        let mut target = Target {
            ctx: self.ctx,
            module: self.module,
            op,
            analysis,
            diagnostics: &mut diagnostics,
            log: &mut log,
            print_op_on_diagnostic: self.cfg.print_op_on_diagnostic,
            debug_info: self.cfg.print.debug_info,
            config: Some(self.cfg),
        };
        let mut ok = pass.run(&mut target).is_ok();
        if !log.is_empty() {
            let _ = self.log.write_all(&log);
        }
        for d in diagnostics {
            self.emit(d);
        }
        // A pass may rebuild the module (PyDM's lowering does).
        let op = if was_top { self.module.top } else { op };
        if ok && verify && self.cfg.verify_each {
            ok = self.verify(op);
        }
        // As mlir-opt: a failure is dumped with either flag; with
        // `--mlir-print-ir-after-failure`, successes are not dumped at all.
        if !ok {
            if self.cfg.print_after_failure || self.cfg.print_after_all {
                self.dump_named(&format!("After {} Failed", pass.name()), pass, op);
            }
        } else if self.cfg.print_after_all
            && !self.cfg.print_after_failure
            && before.is_none_or(|b| b != fingerprint(self.ctx, self.module, op))
        {
            self.dump("After", pass, op);
        }
        ok
    }

    fn dump(&mut self, when: &str, pass: &dyn Pass, op: OpId) {
        self.dump_named(&format!("{when} {}", pass.name()), pass, op);
    }

    fn dump_named(&mut self, what: &str, pass: &dyn Pass, op: OpId) {
        let mut text = format!(
            "// -----// IR Dump {what} ({}) //----- //\n",
            pass.argument()
        )
        .into_bytes();
        if self.cfg.print.debug_info {
            printer::materialize_locations(self.ctx, self.module);
        }
        if op == self.module.top {
            // mlir-opt's dumps leave out the external resources (its own
            // output prints them).
            let external = std::mem::take(&mut self.module.external_resources);
            text.extend(printer::print_module(
                self.ctx,
                self.module,
                &self.cfg.print,
            ));
            self.module.external_resources = external;
            text.extend_from_slice(b"\n\n");
        } else {
            text.extend(printer::print_op_local(
                self.ctx,
                self.module,
                op,
                &self.cfg.print,
            ));
            text.push(b'\n');
        }
        let _ = self.log.write_all(&text);
    }
}

/// What tells whether a pass changed `op`: its generic form and the
/// locations of everything in it (MLIR compares a hash of the same).
fn fingerprint(ctx: &Context, module: &Module, op: OpId) -> (Vec<u8>, Vec<sigil_ir::LocRef>) {
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
    };
    let text = printer::print_op_local(ctx, module, op, &opts);
    let mut locs = Vec::new();
    let ir = &module.ir;
    ir.walk(op, &mut |o| {
        locs.push(ir.op(o).loc);
        for &r in ir.regions(o) {
            for b in ir.region_blocks(r) {
                locs.extend(ir.block_args(b).iter().map(|&a| ir.arg_loc(a)));
            }
        }
    });
    (text, locs)
}

/// `pass.analyze` on every op of `ops`, on as many threads as cores; the
/// results in `ops`' order.
fn analyze_in_parallel(
    pass: &dyn Pass,
    ctx: &Context,
    module: &Module,
    ops: &[OpId],
) -> Vec<Option<Analysis>> {
    in_parallel(ops, |op| pass.analyze(ctx, module, op))
}

/// `job` on every op of `ops`, on as many threads as cores (each taking the
/// next op as it is free); the results in `ops`' order.
fn in_parallel<R: Send>(ops: &[OpId], job: impl Fn(OpId) -> R + Sync) -> Vec<R> {
    let threads = sigil_ir::context::cores().min(ops.len()).max(1);
    let next = AtomicUsize::new(0);
    let work = || {
        let mut out = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= ops.len() {
                break;
            }
            out.push((i, job(ops[i])));
        }
        out
    };
    let mut results: Vec<Option<R>> = (0..ops.len()).map(|_| None).collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = (1..threads).map(|_| s.spawn(work)).collect();
        let mut parts = vec![work()];
        for h in handles {
            parts.push(h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)));
        }
        for (i, r) in parts.into_iter().flatten() {
            results[i] = Some(r);
        }
    });
    results
        .into_iter()
        .map(|r| r.expect("every op was processed"))
        .collect()
}
