//! What a pass is: a named transformation of one op and what it nests.
//!
//! A pass is a trait object (`Box<dyn Pass>`) so that pipelines built from
//! text, from flags or by a library user hold passes of any crate side by
//! side. The IR is one arena per module (`sigil_ir::Ir`), which a thread
//! can only change with `&mut` access to all of it; so a pass has two
//! phases: [`Pass::analyze`] reads the IR (`&`) and may run on several sibling
//! ops at once, and [`Pass::run`] changes it, one op at a time, given what
//! `analyze` found. A pass with nothing to compute up front implements
//! `run` only. What `analyze` returns is a `Box<dyn Any + Send>` because
//! each pass has its own kind of plan and the manager only carries it.

use std::any::Any;

use sigil_ir::diag::{Diagnostic, Severity};
use sigil_ir::{Context, Module, OpId};

/// What [`Pass::analyze`] hands to [`Pass::run`].
pub type Analysis = Box<dyn Any + Send>;

/// A pass failed; its diagnostics were emitted through the [`Target`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// A transformation the pass manager runs on ops.
///
/// ```
/// use std::sync::Arc;
/// use sigil_ir::{parse_module, printer, Context, ParseOptions, SourceFile};
/// use sigil_passes::{parse_pipeline, Pass, PassFailed, PassManager, PassRegistration,
///                    Registry, RunConfig, Target};
///
/// struct EraseTestOps;
///
/// impl Pass for EraseTestOps {
///     fn argument(&self) -> &str { "erase-test-ops" }
///     fn name(&self) -> &str { "EraseTestOps" }
///     fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
///         let mut found = Vec::new();
///         t.module.ir.walk(t.op, &mut |o| {
///             if t.ctx.str_bytes(t.module.ir.op(o).name).starts_with(b"test.") {
///                 found.push(o);
///             }
///         });
///         for o in found {
///             if t.module.ir.erase_op(o).is_err() {
///                 return Err(t.error(o, "this op's results are still used"));
///             }
///         }
///         Ok(())
///     }
/// }
///
/// let mut registry = Registry::with_builtin_passes();
/// registry.register(PassRegistration {
///     argument: "erase-test-ops",
///     description: "Erase the ops of the test dialect",
///     options: &[],
///     create: Box::new(|_| Box::new(EraseTestOps)),
/// });
/// let pipeline = parse_pipeline(&registry, "builtin.module(func.func(erase-test-ops))").unwrap();
///
/// let text = "func.func @f() {\n  \"test.a\"() : () -> ()\n  return\n}\n";
/// let mut ctx = Context::new();
/// let src = Arc::new(SourceFile::new("f.mlir", text.as_bytes().to_vec()));
/// let options = ParseOptions { allow_unregistered_dialects: true, ..Default::default() };
/// let mut module = parse_module(&mut ctx, src, &options).unwrap();
/// let mut errors = Vec::new();
/// let outcome = PassManager::new(pipeline, RunConfig::default()).run(
///     &mut ctx, &mut module, &mut std::io::sink(), &mut |d| errors.push(d), None);
/// assert!(!outcome.failed && errors.is_empty());
/// let printed = printer::print_module(&mut ctx, &mut module, &Default::default());
/// assert!(!String::from_utf8(printed).unwrap().contains("test.a"));
/// ```
pub trait Pass: Send + Sync {
    /// The name on the command line and in pipelines: `cse`.
    fn argument(&self) -> &str;
    /// The name in IR dumps and timing reports: `CSE`.
    fn name(&self) -> &str;
    /// The op this pass runs on (`builtin.module`), or `None` for any op.
    fn anchor(&self) -> Option<&str> {
        None
    }
    /// The options as a pipeline would spell them (`{exclude=a,b}`), empty
    /// without options.
    fn options_text(&self) -> String {
        String::new()
    }
    /// The read-only part of the pass on `op`: may run on another thread at
    /// the same time as on sibling ops. `None` (the default) leaves
    /// everything to [`Pass::run`].
    fn analyze(&self, _ctx: &Context, _module: &Module, _op: OpId) -> Option<Analysis> {
        None
    }
    /// Transforms `target.op` (and what it nests).
    fn run(&self, target: &mut Target<'_>) -> Result<(), PassFailed>;
}

/// The op a pass runs on, with everything it may change.
pub struct Target<'a> {
    pub ctx: &'a mut Context,
    pub module: &'a mut Module,
    /// The op the pass runs on.
    pub op: OpId,
    pub(crate) analysis: Option<Analysis>,
    pub(crate) diagnostics: &'a mut Vec<Diagnostic>,
    /// Text for the log stream (standard error in `sigil opt`), in order
    /// with the IR dumps.
    pub(crate) log: &'a mut Vec<u8>,
    pub(crate) print_op_on_diagnostic: bool,
    /// The printed op of a diagnostic carries locations.
    pub(crate) debug_info: bool,
    /// How the enclosing run goes (dumps, verification), for pipelines the
    /// pass runs itself; `None` outside a pass manager.
    pub(crate) config: Option<&'a crate::manager::RunConfig>,
}

impl<'a> Target<'a> {
    /// A target outside any pass manager (tests, one-off drivers).
    pub fn new(
        ctx: &'a mut Context,
        module: &'a mut Module,
        op: OpId,
        diagnostics: &'a mut Vec<Diagnostic>,
        log: &'a mut Vec<u8>,
    ) -> Self {
        Target {
            ctx,
            module,
            op,
            analysis: None,
            diagnostics,
            log,
            print_op_on_diagnostic: true,
            debug_info: false,
            config: None,
        }
    }

    /// Runs `pipeline` on `op` as MLIR's `Pass::runPipeline` does: with the
    /// enclosing run's IR dumps and verification, its dumps and
    /// diagnostics in order with this pass's own.
    pub fn run_pipeline(
        &mut self,
        pipeline: &crate::pipeline::OpPassManager,
        op: OpId,
    ) -> Result<(), PassFailed> {
        let default = crate::manager::RunConfig::default();
        let config = self.config.unwrap_or(&default);
        let diagnostics = &mut *self.diagnostics;
        let ok = crate::manager::run_nested(
            config,
            self.ctx,
            self.module,
            self.log,
            &mut |d| diagnostics.push(d),
            pipeline,
            op,
        );
        if ok {
            Ok(())
        } else {
            Err(PassFailed)
        }
    }

    /// What [`Pass::analyze`] returned for this op, if it returned a `T`.
    pub fn take_analysis<T: 'static>(&mut self) -> Option<T> {
        let a = self.analysis.take()?;
        a.downcast::<T>().ok().map(|b| *b)
    }

    /// Appends text to the log stream.
    pub fn log(&mut self, text: &str) {
        self.log.extend_from_slice(text.as_bytes());
    }

    /// Emits an error at `op` (with the "see current operation" note, as
    /// mlir-opt adds) and returns the failure to propagate.
    pub fn error(&mut self, op: OpId, message: impl Into<String>) -> PassFailed {
        let d = op_diagnostic(
            self.ctx,
            self.module,
            op,
            Severity::Error,
            message.into(),
            self.print_op_on_diagnostic.then_some(self.debug_info),
        );
        self.diagnostics.push(d);
        PassFailed
    }

    /// Emits a warning at `op`.
    pub fn warning(&mut self, op: OpId, message: impl Into<String>) {
        let d = op_diagnostic(
            self.ctx,
            self.module,
            op,
            Severity::Warning,
            message.into(),
            None,
        );
        self.diagnostics.push(d);
    }

    /// Emits a diagnostic made elsewhere (an error of a library the pass calls).
    pub fn emit(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }
}

/// A diagnostic at `op`, with the op printed in a note when `print_op` is
/// set (with its locations if it holds `true`).
pub(crate) fn op_diagnostic(
    ctx: &Context,
    module: &Module,
    op: OpId,
    severity: Severity,
    message: String,
    print_op: Option<bool>,
) -> Diagnostic {
    let loc = sigil_ir::verifier::diag_loc(ctx, module.ir.op(op).loc);
    let mut d = Diagnostic {
        severity,
        loc: loc.clone(),
        message,
        notes: sigil_ir::verifier::call_stack_notes(ctx, module.ir.op(op).loc),
        span: 0,
    };
    if let Some(debug_info) = print_op {
        let printed = sigil_ir::printer::op_to_string_with(ctx, module, op, debug_info);
        let sep = if module.ir.regions(op).is_empty() {
            ""
        } else {
            "\n"
        };
        d.notes.push(Diagnostic::note(
            loc,
            format!("see current operation: {sep}{printed}"),
        ));
    }
    d
}
