//! A loaded module: its source, verified IR, functions and globals, and
//! the compiled bytecode of each function that has run.
//!
//! Loading parses and verifies the module and indexes its functions
//! (`func.func` and `util.func` with bodies) and globals (`util.global`);
//! it compiles nothing. A function is compiled on its first call and kept;
//! `util.initializer`s and global initial values run once, before the first
//! call. The module owns its state (globals, compiled code) behind
//! `RefCell`s: calls take `&self`, and a module stays on one thread.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;

use sigil_ir::attrs::AttrData;
use sigil_ir::diag::{Diagnostic, SourceFile};
use sigil_ir::{Context, OpId, ParseOptions, Type, TypeData};

use crate::compile::{self, vm_type, CompiledFunction, ModuleEnv, VmType};
use crate::error::{CompileError, Error, Trap};
use crate::exec::{Args, ArgsIo, Functions, Globals, Io, Limits, Machine, Stacks};
use crate::value::{Ref, ScalarType, Value};

/// What the module knows of a function before compiling it.
#[derive(Clone, Debug)]
pub struct FunctionInfo {
    /// The symbol name, without `@`.
    pub name: String,
    pub public: bool,
    /// The MLIR argument and result types, as text (`tensor<2x3xf32>`).
    pub arg_types: Vec<String>,
    pub result_types: Vec<String>,
    /// How the VM holds each argument and result (`None`: it cannot).
    pub(crate) args: Vec<Option<VmType>>,
    pub(crate) results: Vec<Option<VmType>>,
    pub(crate) arg_mlir: Vec<Type>,
    pub(crate) result_mlir: Vec<Type>,
    op: OpId,
    /// An initializer rather than a callable function.
    initializer: bool,
    /// A lowered PyDM function: its first result is the exception code,
    /// which calls consume (an error when nonzero) rather than return; its
    /// arguments and result cross structured calls as Python values.
    pub pydm: Option<crate::pydm::PydmSignature>,
}

/// The element type and dimensions (`None` where dynamic) of a tensor (or
/// memref) type, when the VM has a buffer element type for it.
pub fn tensor_signature(
    ctx: &Context,
    t: Type,
) -> Option<(crate::value::ElementType, Option<Vec<Option<i64>>>)> {
    use crate::value::ElementType as E;
    // `i1` packed eight to a byte (`#iree_encoding.packed_storage`) is
    // held one per byte like other elements, as a 1-bit integer, whose
    // bits a bitcast packs (plain `i1` tensors are bytes in memory).
    if let TypeData::RankedTensor { elem, encoding, .. } = ctx.type_data(t) {
        if matches!(ctx.type_data(*elem), TypeData::Integer { width: 1, .. })
            && sigil_ir::dialects::iree_encoding::is_packed_storage(ctx, *encoding)
        {
            let TypeData::RankedTensor { shape, .. } = ctx.type_data(t) else {
                unreachable!()
            };
            let dims = shape
                .iter()
                .map(|&d| (d != sigil_ir::types::DYNAMIC).then_some(d))
                .collect();
            return Some((E::Int(1), Some(dims)));
        }
    }
    let (elem, shape) = match ctx.type_data(t) {
        TypeData::RankedTensor { elem, shape, .. } => (
            *elem,
            Some(
                shape
                    .iter()
                    .map(|&d| (d != sigil_ir::types::DYNAMIC).then_some(d))
                    .collect(),
            ),
        ),
        TypeData::UnrankedTensor { elem } => (*elem, None),
        // A vector is held as a buffer of its static shape.
        TypeData::Vector { shape, elem, .. } => {
            (*elem, Some(shape.iter().map(|&d| Some(d)).collect()))
        }
        // A memref is passed in and out as a buffer view of its elements.
        TypeData::MemRef { elem, shape, .. } => (
            *elem,
            Some(
                shape
                    .iter()
                    .map(|&d| (d != sigil_ir::types::DYNAMIC).then_some(d))
                    .collect(),
            ),
        ),
        _ => return None,
    };
    let e = match ctx.type_data(elem) {
        TypeData::Integer { width: 1, .. } => E::Bool,
        TypeData::Integer { width, signedness } if (2..=64).contains(width) => {
            let w = *width as u8;
            match signedness {
                sigil_ir::types::Signedness::Signless => E::Int(w),
                sigil_ir::types::Signedness::Signed => E::SInt(w),
                sigil_ir::types::Signedness::Unsigned => E::UInt(w),
            }
        }
        TypeData::Index => E::Int(64),
        TypeData::Float(sigil_numeric::FloatKind::F16) => E::F16,
        TypeData::Float(sigil_numeric::FloatKind::BF16) => E::BF16,
        TypeData::Float(sigil_numeric::FloatKind::F32) => E::F32,
        TypeData::Float(sigil_numeric::FloatKind::F64) => E::F64,
        TypeData::Float(k) => E::Small(crate::bytecode::FTy::of(*k)?),
        TypeData::Complex(c) => match ctx.type_data(*c) {
            TypeData::Float(sigil_numeric::FloatKind::F32) => E::Complex(32),
            TypeData::Float(sigil_numeric::FloatKind::F64) => E::Complex(64),
            _ => return None,
        },
        _ => return None,
    };
    Some((e, shape))
}

impl FunctionInfo {
    /// How the VM holds argument `k` (`None`: it cannot pass it).
    pub fn arg_kind(&self, k: usize) -> Option<VmType> {
        self.args.get(k).copied().flatten()
    }

    /// How the VM holds result `k`.
    pub fn result_kind(&self, k: usize) -> Option<VmType> {
        self.results.get(k).copied().flatten()
    }

    /// The MLIR type of argument `k`.
    pub fn arg_type(&self, k: usize) -> Type {
        self.arg_mlir[k]
    }

    /// The MLIR type of result `k`.
    pub fn result_type(&self, k: usize) -> Type {
        self.result_mlir[k]
    }

    /// `func.func @f(i32, tensor<2xf32>) -> i64`.
    pub fn declaration(&self) -> String {
        format!(
            "@{}({}) -> ({})",
            self.name,
            self.arg_types.join(", "),
            self.result_types.join(", ")
        )
    }
}

struct GlobalInfo {
    ty: VmType,
    /// Slot index in its bank.
    index: u32,
    initial: Option<u64>,
    /// The initial reference: a tensor `util.global`'s dense value, a
    /// `memref.global`'s storage.
    initial_ref: Option<Ref>,
}

/// PyDM functions are lowered (and the runtime library linked) on load;
/// returns the signatures of the functions that were PyDM functions.
fn lower_pydm(
    ctx: &mut Context,
    module: &mut sigil_ir::Module,
    source: &SourceFile,
) -> Result<HashMap<String, crate::pydm::PydmSignature>, Error> {
    let mut names = HashMap::new();
    if !sigil_pydm::uses_pydm(ctx, module) {
        return Ok(names);
    }
    let ir = &module.ir;
    let body = sigil_ir::builder::module_body(module);
    for o in ir.block_ops(body) {
        if ctx.str_bytes(ir.op(o).name) != b"iree_pydm.func" {
            continue;
        }
        let prop = |n: &[u8]| ir.op(o).props.and_then(|p| ctx.dict_get(p, n));
        let (Some(sym), Some(ft)) = (prop(b"sym_name"), prop(b"function_type")) else {
            continue;
        };
        let AttrData::Type(ft) = ctx.attr_data(ft) else {
            continue;
        };
        let TypeData::Function { inputs, results } = ctx.type_data(*ft) else {
            continue;
        };
        let sig = crate::pydm::PydmSignature {
            args: inputs.iter().map(|&t| crate::pydm::kind(ctx, t)).collect(),
            result: results.get(1).map_or(crate::pydm::PyKind::NoneType, |&t| {
                crate::pydm::kind(ctx, t)
            }),
        };
        names.insert(
            String::from_utf8_lossy(ctx.str_bytes(sym)).into_owned(),
            sig,
        );
    }
    let render = |d: &sigil_ir::Diagnostic| {
        let mut s = String::new();
        d.render(source, &mut s);
        s
    };
    sigil_pydm::convert(ctx, module, true).map_err(|d| Error::Compile(render(&d)))?;
    sigil_ir::verifier::verify(ctx, module).map_err(|d| {
        Error::Compile(format!(
            "internal error: the lowered PyDM module does not verify:\n{}",
            render(&d)
        ))
    })?;
    Ok(names)
}

/// Consumes a PyDM function's exception code (the first result): an
/// error naming the exception when it is nonzero, the value otherwise.
#[cold]
fn pydm_exception(function: &str, code: i32) -> Error {
    let class = sigil_pydm::exceptions::name(code);
    let message = match class {
        Some(sigil_pydm::exceptions::NEEDS_CPYTHON_NAME) => format!(
            "error: @{function} needs CPython: the VM cannot compute Python's result here \
             (PyDM exception code {code}: an int to a negative power, a complex result, an \
             operation left to CPython)"
        ),
        Some(c) => format!("error: {c} in @{function}"),
        None => format!("error: RuntimeError in @{function}: unknown exception code {code}"),
    };
    Error::Exception {
        message,
        code,
        class,
        function: function.to_string(),
    }
}

fn pydm_result(function: &str, out: &mut Vec<Value>) -> Result<(), Error> {
    let code = match out.first() {
        Some(Value::Int { value, .. }) => *value as i32,
        _ => 0,
    };
    if code != 0 {
        return Err(pydm_exception(function, code));
    }
    if !out.is_empty() {
        out.remove(0);
    }
    Ok(())
}

/// A module ready to run.
pub struct Module {
    ctx: Context,
    module: sigil_ir::Module,
    source: Arc<SourceFile>,
    functions: Vec<FunctionInfo>,
    by_name: HashMap<String, u32>,
    globals_info: Vec<GlobalInfo>,
    globals_by_name: HashMap<String, usize>,
    compiled: RefCell<Vec<Option<Rc<CompiledFunction>>>>,
    globals: RefCell<Globals>,
    stacks: RefCell<Stacks>,
    initialized: Cell<bool>,
    limits: Cell<Limits>,
    /// The native tier, if any, and when to use it.
    tier: RefCell<Option<(Rc<dyn crate::tier::Tier>, crate::tier::JitMode)>>,
    /// How each function's structured arguments map onto its raw ones,
    /// read from its reflection on its first structured call.
    pub(crate) conventions: RefCell<HashMap<u32, Rc<crate::abi::Convention>>>,
    /// The `check` ops that failed since [`Module::take_check_failures`]
    /// was last called.
    check_failures: RefCell<Vec<crate::check::CheckFailure>>,
}

impl Module {
    /// Reads, parses and verifies the module in `path` (`-` for stdin).
    pub fn load(path: &Path) -> Result<Module, Error> {
        let name = path.to_string_lossy().into_owned();
        let text = if name == "-" {
            let mut v = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut v)
                .map_err(|e| Error::Input(format!("cannot read standard input: {e}")))?;
            v
        } else {
            std::fs::read(path).map_err(|e| Error::Input(format!("cannot read '{name}': {e}")))?
        };
        Module::parse(text, if name == "-" { "<stdin>" } else { &name })
    }

    /// Parses and verifies the module `text`, named `name` in diagnostics.
    pub fn parse(text: impl Into<Vec<u8>>, name: &str) -> Result<Module, Error> {
        let source = Arc::new(SourceFile::new(name, text.into()));
        let mut ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered_dialects: false,
            ..ParseOptions::default()
        };
        let module = sigil_ir::parse_module(&mut ctx, source.clone(), &opts).map_err(|d| {
            let mut s = String::new();
            d.render(&source, &mut s);
            Error::Parse(s)
        })?;
        sigil_ir::verifier::verify(&ctx, &module).map_err(|d| {
            let mut s = String::new();
            d.render(&source, &mut s);
            Error::Verify(s)
        })?;
        let mut module = module;
        let pydm = lower_pydm(&mut ctx, &mut module, &source)?;
        // StableHLO runs as the arith/math ops it is made of. JAX puts small
        // helpers (`relu`, `_where`) in private functions: inlined first, so
        // their elementwise work fuses with their callers'.
        if sigil_passes::stablehlo::uses_stablehlo(&ctx, &module) {
            sigil_passes::transforms::inline_helpers::inline_helpers(&ctx, &mut module);
            sigil_passes::stablehlo::lower_stablehlo(&mut ctx, &mut module);
        }
        // TOSA runs as the linalg/tensor/arith/scf ops MLIR lowers it to.
        if sigil_passes::tosa::uses_tosa(&ctx, &module) {
            sigil_passes::tosa::lower_tosa(&mut ctx, &mut module).map_err(|d| {
                let mut s = String::new();
                d.render(&source, &mut s);
                Error::Verify(s)
            })?;
        }
        // Chains of elementwise ops on tensors run as one pass over memory.
        sigil_passes::transforms::fuse_elementwise::fuse_elementwise(&mut ctx, &mut module);
        let mut m = Module {
            ctx,
            module,
            source,
            functions: Vec::new(),
            by_name: HashMap::new(),
            globals_info: Vec::new(),
            globals_by_name: HashMap::new(),
            compiled: RefCell::new(Vec::new()),
            globals: RefCell::new(Globals::default()),
            stacks: RefCell::new(Stacks::default()),
            check_failures: RefCell::default(),
            initialized: Cell::new(false),
            limits: Cell::new(Limits::default()),
            tier: RefCell::new(None),
            conventions: RefCell::new(HashMap::new()),
        };
        m.index();
        for f in &mut m.functions {
            f.pydm = pydm.get(&f.name).cloned();
        }
        Ok(m)
    }

    /// Finds the functions and globals of the top-level module.
    fn index(&mut self) {
        let ir = &self.module.ir;
        let ctx = &self.ctx;
        let Some(&body) = ir.regions(self.module.top).first() else {
            return;
        };
        let Some(block) = ir.entry_block(body) else {
            return;
        };
        let mut n_scalar = 0u32;
        let mut n_ref = 0u32;
        let mut initializers = 0;
        let mut found: Vec<FunctionInfo> = Vec::new();
        for op in ir.block_ops(block) {
            let name = ctx.str_bytes(ir.op(op).name);
            let prop = |key: &str| {
                ir.op(op)
                    .props
                    .and_then(|p| ctx.dict_get(p, key.as_bytes()))
            };
            match name {
                b"func.func" | b"util.func" => {
                    if ir
                        .regions(op)
                        .first()
                        .and_then(|&r| ir.entry_block(r))
                        .is_none()
                    {
                        continue;
                    }
                    let Some(sym) = prop("sym_name") else {
                        continue;
                    };
                    let sym = String::from_utf8_lossy(ctx.str_bytes(sym)).into_owned();
                    let public =
                        prop("sym_visibility").is_none_or(|v| ctx.str_bytes(v) == b"public");
                    let (ins, outs) = match prop("function_type").map(|a| ctx.attr_data(a)) {
                        Some(AttrData::Type(t)) => match ctx.type_data(*t) {
                            TypeData::Function { inputs, results } => {
                                (inputs.to_vec(), results.to_vec())
                            }
                            _ => continue,
                        },
                        _ => continue,
                    };
                    found.push(function_info(ctx, sym, public, ins, outs, op, false));
                }
                b"util.initializer" => {
                    initializers += 1;
                    found.push(function_info(
                        ctx,
                        format!("util.initializer#{initializers}"),
                        false,
                        Vec::new(),
                        Vec::new(),
                        op,
                        true,
                    ));
                }
                b"util.global" => {
                    let Some(sym) = prop("sym_name") else {
                        continue;
                    };
                    let sym = String::from_utf8_lossy(ctx.str_bytes(sym)).into_owned();
                    let ty = match prop("type").map(|a| ctx.attr_data(a)) {
                        Some(AttrData::Type(t)) => vm_type(ctx, *t),
                        _ => None,
                    };
                    let Some(ty) = ty else { continue };
                    let initial = prop("initial_value").and_then(|a| match ctx.attr_data(a) {
                        AttrData::Integer { value, .. } => {
                            let w = match ty {
                                VmType::Scalar(s) => s.bits(),
                                _ => 64,
                            };
                            Some(crate::value::sext(value.to_u64().unwrap_or(0), w))
                        }
                        AttrData::Float { bits, .. } => Some(*bits as u64),
                        _ => None,
                    });
                    let index = if ty.is_ref() {
                        n_ref += 1;
                        n_ref - 1
                    } else {
                        n_scalar += 1;
                        n_scalar - 1
                    };
                    let initial_ref = match (prop("initial_value"), prop("type")) {
                        (Some(v), Some(t)) if ty == VmType::Buffer => match ctx.attr_data(t) {
                            AttrData::Type(t) => crate::compile::dense_buffer(ctx, v, *t)
                                .map(|b| Ref::Buffer(Rc::new(b))),
                            _ => None,
                        },
                        _ => None,
                    };
                    self.globals_by_name
                        .insert(sym.clone(), self.globals_info.len());
                    self.globals_info.push(GlobalInfo {
                        ty,
                        index,
                        initial,
                        initial_ref,
                    });
                }
                b"memref.global" => {
                    let (Some(sym), Some(t)) = (prop("sym_name"), prop("type")) else {
                        continue;
                    };
                    let AttrData::Type(t) = ctx.attr_data(t) else {
                        continue;
                    };
                    let sym = String::from_utf8_lossy(ctx.str_bytes(sym)).into_owned();
                    // Uninitialized globals start as zeros.
                    let b = prop("initial_value")
                        .and_then(|v| crate::compile::dense_buffer(ctx, v, *t))
                        .or_else(|| {
                            let (elem, shape) = tensor_signature(ctx, *t)?;
                            let shape: Vec<i64> = shape?.iter().map(|d| d.unwrap_or(0)).collect();
                            crate::tensor::alloc(elem, shape, crate::exec::default_max_memory())
                                .ok()
                        });
                    let Some(b) = b else { continue };
                    n_ref += 1;
                    self.globals_by_name
                        .insert(sym.clone(), self.globals_info.len());
                    self.globals_info.push(GlobalInfo {
                        ty: VmType::MemRef,
                        index: n_ref - 1,
                        initial: None,
                        initial_ref: Some(Ref::MemRef(Rc::new(
                            crate::value::MemRefView::from_buffer(&b),
                        ))),
                    });
                }
                _ => {}
            }
        }
        for info in found {
            self.by_name
                .insert(info.name.clone(), self.functions.len() as u32);
            self.functions.push(info);
        }
        let g = self.globals.get_mut();
        g.scalars = vec![0; n_scalar as usize];
        g.refs = vec![None; n_ref as usize];
        *self.compiled.get_mut() = vec![None; self.functions.len()];
    }

    /// The public functions, in module order.
    pub fn functions(&self) -> impl Iterator<Item = &FunctionInfo> {
        self.functions.iter().filter(|f| f.public && !f.initializer)
    }

    /// The function `name` (public or not).
    pub fn function(&self, name: &str) -> Option<&FunctionInfo> {
        let name = name.strip_prefix('@').unwrap_or(name);
        self.by_name
            .get(name)
            .map(|&i| &self.functions[i as usize])
            .filter(|f| !f.initializer)
    }

    /// The source the module was read from.
    pub fn source(&self) -> &SourceFile {
        &self.source
    }

    /// The IR context and module, for reflection.
    pub fn ir(&self) -> (&Context, &sigil_ir::Module) {
        (&self.ctx, &self.module)
    }

    /// The string entries of function `name`'s `iree.reflection`
    /// dictionary (`iree.abi`, `sip`, `abi`, `f`, ...), and a bare `iree.abi`
    /// attribute as `iree.abi`.
    pub fn reflection(&self, name: &str) -> Vec<(String, String)> {
        let Some(info) = self.function(name) else {
            return Vec::new();
        };
        let ctx = &self.ctx;
        let ir = &self.module.ir;
        let mut out = Vec::new();
        let text = |a| match ctx.attr_data(a) {
            AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            AttrData::Integer { value, .. } => value.to_i64().map(|v| v.to_string()),
            _ => None,
        };
        for e in ir.attrs(info.op) {
            let key = ctx.str_bytes(e.name);
            if key == b"iree.reflection" {
                if let AttrData::Dict(entries) = ctx.attr_data(e.value) {
                    for d in entries.iter() {
                        if let Some(v) = text(d.value) {
                            out.push((
                                String::from_utf8_lossy(ctx.str_bytes(d.name)).into_owned(),
                                v,
                            ));
                        }
                    }
                }
            } else if key == b"iree.abi" {
                if let Some(v) = text(e.value) {
                    out.push(("iree.abi".into(), v));
                }
            }
        }
        out
    }

    /// The bounds of later runs.
    pub fn set_limits(&self, limits: Limits) {
        self.limits.set(limits);
    }

    pub fn limits(&self) -> Limits {
        self.limits.get()
    }

    /// Gives the module a native-code tier (`sigil_jit::set_jit` makes
    /// one), used as `mode` says; `None` or [`crate::JitMode::Off`]: the
    /// interpreter alone. What an earlier tier compiled is forgotten: every
    /// function starts over in the interpreter.
    pub fn set_tier(&self, tier: Option<Rc<dyn crate::tier::Tier>>, mode: crate::tier::JitMode) {
        for f in self.compiled.borrow().iter().flatten() {
            f.tier.reset();
            for op in &f.tensors {
                if let crate::tensor::TensorOp::Structured(s) = op {
                    if let Some(p) = &s.payload {
                        p.tier.reset();
                    }
                }
            }
        }
        *self.tier.borrow_mut() = tier.map(|t| (t, mode));
    }

    /// The mode of the module's native tier (`Off` without one).
    pub fn jit_mode(&self) -> crate::tier::JitMode {
        self.tier
            .borrow()
            .as_ref()
            .map_or(crate::tier::JitMode::Off, |t| t.1)
    }

    /// The number of functions (initializers included): the bound of the
    /// indices a native tier is given.
    pub fn function_count(&self) -> u32 {
        self.functions.len() as u32
    }

    /// Compiles `name` now (it is otherwise compiled on its first call).
    pub fn compile(&self, name: &str) -> Result<(), Error> {
        let i = self.index_of(name)?;
        self.compiled_fn(i).map(|_| ())
    }

    fn index_of(&self, name: &str) -> Result<u32, Error> {
        let bare = name.strip_prefix('@').unwrap_or(name);
        match self.by_name.get(bare) {
            Some(&i) if !self.functions[i as usize].initializer => Ok(i),
            _ => Err(Error::Call(format!(
                "no function named '@{bare}' in the module"
            ))),
        }
    }

    fn compiled_fn(&self, i: u32) -> Result<Rc<CompiledFunction>, Error> {
        if let Some(f) = &self.compiled.borrow()[i as usize] {
            return Ok(f.clone());
        }
        let info = &self.functions[i as usize];
        let f = compile::compile_function(&self.ctx, &self.module.ir, self, info.op, &info.name)
            .map_err(|e| self.render_compile(e))?;
        f.validate().map_err(|e| {
            Error::Compile(format!("internal error in the bytecode compiler: {e}\n"))
        })?;
        if std::env::var_os("SIGIL_VM_DUMP").is_some() {
            eprint!("{}", f.disassemble());
        }
        let f = Rc::new(f);
        self.compiled.borrow_mut()[i as usize] = Some(f.clone());
        Ok(f)
    }

    fn render_compile(&self, e: CompileError) -> Error {
        let mut s = String::new();
        match e.offset {
            Some(o) => Diagnostic::error(o, e.message).render(&self.source, &mut s),
            None => s = format!("error: {}\n", e.message),
        }
        Error::Compile(s)
    }

    /// Runs the global initial values and `util.initializer`s once.
    fn initialize(&self) -> Result<(), Error> {
        if self.initialized.get() {
            return Ok(());
        }
        self.initialized.set(true);
        {
            let mut g = self.globals.borrow_mut();
            for info in &self.globals_info {
                if let (Some(bits), false) = (info.initial, info.ty.is_ref()) {
                    g.scalars[info.index as usize] = bits;
                }
                if let Some(r) = &info.initial_ref {
                    g.refs[info.index as usize] = Some(r.clone());
                }
            }
        }
        for i in 0..self.functions.len() as u32 {
            if self.functions[i as usize].initializer {
                self.run_index(
                    i,
                    &mut ArgsIo {
                        args: Args::new(),
                        results: Args::new(),
                    },
                )?;
            }
        }
        Ok(())
    }

    /// The number of the callable function `name`, for [`Self::function_by_id`].
    pub fn function_id(&self, name: &str) -> Result<u32, Error> {
        self.index_of(name)
    }

    /// The function numbered `id` by [`Self::function_id`] (of this module,
    /// or of another instance parsed from the same text).
    pub fn function_by_id(&self, id: u32) -> Option<Function<'_>> {
        let f = self.functions.get(id as usize)?;
        (!f.initializer).then_some(Function {
            module: self,
            index: id,
        })
    }

    /// A handle on the function `name`, to call it without looking it up.
    pub fn get_function(&self, name: &str) -> Result<Function<'_>, Error> {
        let index = self.index_of(name)?;
        Ok(Function {
            module: self,
            index,
        })
    }

    /// Calls `name` with `args` (one VM value per argument, of the
    /// argument's type) and returns its results.
    pub fn call(&self, name: &str, args: &[Value]) -> Result<Vec<Value>, Error> {
        let i = self.index_of(name)?;
        self.call_index(i, args)
    }

    fn call_index(&self, i: u32, args: &[Value]) -> Result<Vec<Value>, Error> {
        let mut out = Vec::new();
        self.call_index_into(i, args, &mut out)?;
        Ok(out)
    }

    fn call_index_into(&self, i: u32, args: &[Value], out: &mut Vec<Value>) -> Result<(), Error> {
        let info = &self.functions[i as usize];
        if args.len() != info.args.len() {
            return Err(Error::Call(format!(
                "@{} takes {} argument{}, got {}",
                info.name,
                info.args.len(),
                if info.args.len() == 1 { "" } else { "s" },
                args.len()
            )));
        }
        for (k, (a, ty)) in args.iter().zip(&info.args).enumerate() {
            self.check_arg(info, k, a, *ty)?;
        }
        self.initialize()?;
        out.clear();
        let mut io = ValuesIo {
            args,
            out,
            types: &info.results,
        };
        self.run_index(i, &mut io)?;
        if info.pydm.is_some() {
            return pydm_result(&info.name, out);
        }
        Ok(())
    }

    /// Whether `a` may be passed as argument `k` of `info`.
    fn check_arg(
        &self,
        info: &FunctionInfo,
        k: usize,
        a: &Value,
        ty: Option<VmType>,
    ) -> Result<(), Error> {
        let ok = match (ty, a) {
            (Some(VmType::Scalar(t)), v) => v.scalar_type() == Some(t),
            (Some(VmType::Func), Value::Func(f)) => (f.0 as usize) < self.functions.len(),
            (Some(VmType::List(_)), Value::List(_))
            | (Some(VmType::Buffer | VmType::MemRef), Value::Buffer(_))
            | (Some(VmType::BigInt), Value::BigInt(_)) => true,
            (Some(t), Value::Null) => t.is_ref(),
            (None, _) => {
                return Err(Error::Call(format!(
                    "argument {k} of @{}: the VM cannot pass values of type {}",
                    info.name, info.arg_types[k]
                )))
            }
            _ => false,
        };
        if ok {
            return Ok(());
        }
        Err(Error::Call(format!(
            "argument {k} of @{}: expected {}, got {}",
            info.name,
            info.arg_types[k],
            a.kind()
        )))
    }

    fn run_index(&self, i: u32, io: &mut dyn Io) -> Result<(), Error> {
        let f = self.compiled_fn(i)?;
        let result = {
            let mut globals = self.globals.borrow_mut();
            let mut stacks = self.stacks.borrow_mut();
            let tier = self.tier.borrow().clone();
            let mut m = Machine::new(&mut stacks, &mut globals, self.limits.get(), tier);
            let result = m.run(self, f, i, io);
            if !m.failures.is_empty() {
                self.check_failures.borrow_mut().append(&mut m.failures);
            }
            result
        };
        result.map_err(|e| {
            let (trap, cause) = *e;
            match cause {
                Some(err) => err,
                None => self.render_trap(trap),
            }
        })
    }

    fn render_trap(&self, trap: Trap) -> Error {
        let mut s = String::new();
        let inner = &trap.stack[0];
        let msg = format!("{} (in @{})", trap.kind, inner.function);
        match inner.offset {
            Some(o) => Diagnostic::error(o, msg).render(&self.source, &mut s),
            None => s.push_str(&format!("error: {msg}\n")),
        }
        self.render_stack(&trap.stack, &mut s);
        Error::Trap { message: s, trap }
    }

    /// The `check` ops (IREE's `check` dialect) that failed in the calls
    /// since the last call of this method, in order. A failed check does
    /// not stop its function; a caller that runs test functions reads
    /// them after each call.
    pub fn take_check_failures(&self) -> Vec<crate::check::CheckFailure> {
        std::mem::take(&mut *self.check_failures.borrow_mut())
    }

    /// A failed check as `iree-check-module` reports it, with the check's
    /// location in place of IREE's C++ source line: `file:line:col:
    /// Failure`, the message, and the call stack when the check is not in
    /// the function called.
    pub fn render_check_failure(&self, f: &crate::check::CheckFailure) -> String {
        let at = |frame: &crate::error::StackFrame| match frame.offset {
            Some(o) => {
                let (l, c) = self.source.line_col(o);
                format!("{}:{l}:{c}", self.source.name)
            }
            None => self.source.name.to_string(),
        };
        let mut s = match f.stack.first() {
            Some(frame) => format!("{}: Failure\n", at(frame)),
            None => "Failure\n".to_string(),
        };
        s.push_str(&f.message);
        s.push('\n');
        if f.stack.len() > 1 {
            self.render_stack(&f.stack, &mut s);
        }
        s
    }

    /// `call stack (innermost first):` and a line per frame; of a deep
    /// stack (runaway recursion) the innermost and outermost frames, with
    /// the count of those left out between them.
    fn render_stack(&self, stack: &[crate::error::StackFrame], s: &mut String) {
        const INNER: usize = 20;
        const OUTER: usize = 5;
        s.push_str("call stack (innermost first):\n");
        for (i, f) in stack.iter().enumerate() {
            if stack.len() > INNER + OUTER + 1 && i >= INNER && i < stack.len() - OUTER {
                if i == INNER {
                    let n = stack.len() - INNER - OUTER;
                    s.push_str(&format!("  ... {n} frames left out ...\n"));
                }
                continue;
            }
            match f.offset {
                Some(o) => {
                    let (l, c) = self.source.line_col(o);
                    s.push_str(&format!(
                        "  @{} at {}:{l}:{c}\n",
                        f.function, self.source.name
                    ));
                }
                None => s.push_str(&format!("  @{}\n", f.function)),
            }
        }
    }

    /// A diagnostic at `offset` rendered against the module's source.
    pub fn render_at(&self, offset: u32, message: &str) -> String {
        let mut s = String::new();
        Diagnostic::error(offset, message).render(&self.source, &mut s);
        s
    }
}

/// A function of a module, looked up once.
#[derive(Clone, Copy)]
pub struct Function<'m> {
    module: &'m Module,
    index: u32,
}

impl<'m> Function<'m> {
    /// The function's index in its module.
    pub(crate) fn index(&self) -> u32 {
        self.index
    }

    /// Calls the function with one VM value per argument.
    pub fn call(&self, args: &[Value]) -> Result<Vec<Value>, Error> {
        self.module.call_index(self.index, args)
    }

    /// Like [`Function::call`], with the results replacing the contents of
    /// `out` (no allocation once `out` has room).
    pub fn call_into(&self, args: &[Value], out: &mut Vec<Value>) -> Result<(), Error> {
        self.module.call_index_into(self.index, args, out)
    }

    pub fn info(&self) -> &'m FunctionInfo {
        &self.module.functions[self.index as usize]
    }

    pub fn module(&self) -> &'m Module {
        self.module
    }
}

fn function_info(
    ctx: &Context,
    name: String,
    public: bool,
    ins: Vec<Type>,
    outs: Vec<Type>,
    op: OpId,
    initializer: bool,
) -> FunctionInfo {
    let text = |t: &Type| sigil_ir::printer::type_to_string(ctx, *t);
    FunctionInfo {
        public,
        arg_types: ins.iter().map(text).collect(),
        result_types: outs.iter().map(text).collect(),
        args: ins.iter().map(|&t| vm_type(ctx, t)).collect(),
        results: outs.iter().map(|&t| vm_type(ctx, t)).collect(),
        arg_mlir: ins,
        result_mlir: outs,
        op,
        initializer,
        name,
        pydm: None,
    }
}

/// [`Io`] over [`Value`]s: arguments already checked against the types.
struct ValuesIo<'v> {
    args: &'v [Value],
    out: &'v mut Vec<Value>,
    types: &'v [Option<VmType>],
}

impl Io for ValuesIo<'_> {
    fn write_args(
        &mut self,
        params: &[crate::compile::Slot],
        stack: &mut [u64],
        refs: &mut [Option<Ref>],
    ) {
        use crate::compile::Slot;
        for (p, a) in params.iter().zip(self.args) {
            match *p {
                Slot::S(s) | Slot::C(s) => stack[s as usize] = a.to_bits().unwrap_or(0),
                Slot::R(s) => {
                    refs[s as usize] = match a {
                        Value::List(l) => Some(Ref::List(l.clone())),
                        Value::Buffer(b) => Some(Ref::Buffer(b.clone())),
                        Value::BigInt(i) => Some(Ref::BigInt(i.clone())),
                        _ => None,
                    }
                }
            }
        }
    }

    fn read_results(&mut self, rets: &[(u32, bool)], stack: &[u64], refs: &mut [Option<Ref>]) {
        for (k, (&(s, is_ref), t)) in rets.iter().zip(self.types).enumerate() {
            self.out.push(if is_ref {
                let slot = &mut refs[s as usize];
                let r = if crate::exec::returned_again(rets, k) {
                    slot.clone()
                } else {
                    slot.take()
                };
                match r {
                    None => Value::Null,
                    Some(Ref::List(l)) => Value::List(l),
                    Some(Ref::Buffer(b)) => Value::Buffer(b),
                    // A memref leaves the module as a copy of its elements.
                    Some(Ref::MemRef(m)) => Value::Buffer(Rc::new(m.to_buffer())),
                    Some(Ref::BigInt(i)) => Value::BigInt(i),
                }
            } else {
                let bits = stack[s as usize];
                match t {
                    Some(VmType::Scalar(st)) => Value::from_bits(*st, bits),
                    Some(VmType::Func) => Value::Func(crate::value::FuncRef(bits as u32)),
                    _ => Value::from_bits(ScalarType::I64, bits),
                }
            });
        }
    }
}

impl Functions for Module {
    fn get(&self, index: u32) -> Result<Rc<CompiledFunction>, Error> {
        self.compiled_fn(index)
    }

    fn count(&self) -> u32 {
        self.functions.len() as u32
    }
}

impl crate::tier::TierEnv for Module {
    fn function_count(&self) -> u32 {
        self.functions.len() as u32
    }

    fn arity(&self, index: u32) -> Option<(usize, usize, bool)> {
        let f = self.functions.get(index as usize)?;
        let scalar = |t: &Option<VmType>| matches!(t, Some(VmType::Scalar(_) | VmType::Func));
        Some((
            f.args.len(),
            f.results.len(),
            f.args.iter().all(scalar) && f.results.iter().all(scalar),
        ))
    }

    fn function_name(&self, index: u32) -> String {
        self.functions
            .get(index as usize)
            .map_or_else(String::new, |f| f.name.clone())
    }
}

impl ModuleEnv for Module {
    fn function(&self, name: &[u8]) -> Option<u32> {
        let name = std::str::from_utf8(name).ok()?;
        self.by_name
            .get(name)
            .copied()
            .filter(|&i| !self.functions[i as usize].initializer)
    }

    fn global(&self, name: &[u8]) -> Option<(u32, VmType)> {
        let name = std::str::from_utf8(name).ok()?;
        let g = &self.globals_info[*self.globals_by_name.get(name)?];
        Some((g.index, g.ty))
    }
}
