//! sigil's native-code tier: functions of a VM module compiled to machine
//! code with Cranelift, lazily, one function at a time (issue 16).
//!
//! ```
//! use sigil_vm::{JitMode, Module, Value};
//! let m = Module::parse(
//!     "func.func @add(%a: i64, %b: i64) -> i64 {\n  %s = arith.addi %a, %b : i64\n  return %s : i64\n}\n",
//!     "add.mlir",
//! ).unwrap();
//! sigil_jit::set_jit(&m, JitMode::Always);
//! assert_eq!(m.call("add", &[Value::i64(2), Value::i64(40)]).unwrap(), vec![Value::i64(42)]);
//! ```
//!
//! # Design
//! - **Input: the VM's register bytecode**, not MLIR. The bytecode is what
//!   the interpreter runs, already verified, with structured control flow
//!   lowered to jumps, constants in a template and every op's semantics
//!   pinned down (widths as shift amounts, sigil's definitions of MLIR's
//!   poison cases, trap conditions). Translating it keeps one translation
//!   from MLIR and one definition of each op: the tier cannot drift from
//!   the interpreter, and `scf`, `affine.apply`, `index` and whatever the
//!   bytecode compiler learns later come for free once their instructions
//!   are covered. Slots become Cranelift variables (`src/translate/`).
//! - **The VM does not depend on Cranelift**: `sigil-vm` defines the
//!   [`sigil_vm::tier::Tier`] hook (when to compile, how native code and
//!   the interpreter call each other, how limits and traps cross between
//!   them); this crate implements it, and [`set_jit`] installs it on a
//!   module.
//! - **When** ([`JitMode`]): `always` compiles every function on its first
//!   call; `auto` compiles a function with a loop on its first call (no
//!   on-stack replacement: a loop entered once must be native from the
//!   start) and a loop-free one on its 1000th call.
//! - **Same semantics, same errors**: inline code for integer, compare,
//!   select, branch and the IEEE-exact float ops; calls to the
//!   interpreter's own routines ([`sigil_vm::numeric`]) for the rest, so
//!   results are bit-identical. Traps are explicit checks branching to a
//!   cold block that hands the trap to the VM and returns; each native
//!   frame adds itself to the call stack on the way out, so errors have the
//!   interpreter's text, location and stack. Steps (backward jumps and
//!   calls), call depth and frame bytes are counted as the interpreter
//!   counts them. No signal handlers.
//! - **Self-recursion**: a tail self-call is a jump (`src/tailrec.rs`),
//!   and every other self-call first runs the function's early exit
//!   inline (`src/translate/leaf.rs`), so a base case costs no native
//!   frame.
//! - **Payloads** of structured ops that no whole-buffer kernel takes
//!   (`src/payload.rs`): the payload's bytecode, translated as functions
//!   are, inside a native loop over a row of the iteration space that
//!   reads and writes the operands' buffers directly; outer loops, loop
//!   merging and threads in Rust. A straight-line f32 payload runs its
//!   contiguous rows as vector code first (`src/translate/vector.rs`),
//!   `math.atan` as the interpreter's own routine on AVX lanes
//!   ([`sigil_kernels::math`]). `always`: on the op's first run; `auto`:
//!   once it has run [`sigil_vm::tier::AUTO_PAYLOAD_POINTS`] points.
//! - **Not compiled yet** (the function stays in the interpreter, and
//!   `SIGIL_JIT_LOG=1` says so): anything holding references (lists,
//!   tensors, buffer views), tensor ops (their payloads are compiled on
//!   their own, above).
//! - All `unsafe` is in `src/native.rs`: calling
//!   generated code and the routines it calls back.
//!
//! `SIGIL_JIT_LOG=1` prints each function compiled or refused, with the
//! reason; `SIGIL_STATS=1` prints the functions compiled and the time spent
//! compiling when the module is dropped; `SIGIL_JIT_DUMP=1` the bytecode,
//! Cranelift IR and machine code of each function and payload.

mod helpers;
mod native;
mod payload;
mod tailrec;
pub mod testgen;
mod translate;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

use cranelift_codegen::ir::UserFuncName;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, FuncId, Linkage, Module as _};
use sigil_vm::compile::CompiledFunction;
use sigil_vm::tier::{Runtime, Tier, TierEnv};
pub use sigil_vm::JitMode;
use sigil_vm::Module;

/// The address space reserved for one module's native code (1 GiB; none of
/// it is committed until code is written).
const CODE_RESERVE: usize = 1 << 30;

/// Gives `module` a native tier used as `mode` says (`Off` removes it).
pub fn set_jit(module: &Module, mode: JitMode) {
    if mode == JitMode::Off {
        module.set_tier(None, JitMode::Off);
        return;
    }
    match Jit::new(module.function_count()) {
        Ok(jit) => module.set_tier(Some(Rc::new(jit)), mode),
        Err(e) => {
            if log_enabled() {
                eprintln!("sigil jit: no native tier on this machine: {e}");
            }
            module.set_tier(None, JitMode::Off);
        }
    }
}

fn log_enabled() -> bool {
    std::env::var_os("SIGIL_JIT_LOG").is_some_and(|v| v != "0" && !v.is_empty())
}

/// Compile counts and times, for `SIGIL_STATS`.
#[derive(Default, Debug, Clone)]
pub struct Stats {
    pub compiled: usize,
    pub refused: usize,
    pub time: Duration,
    /// Per compiled function.
    pub times: Vec<Duration>,
    /// Structured ops' payloads compiled, and refused.
    pub payloads: usize,
    pub payloads_refused: usize,
    /// Compiled payloads whose loop runs contiguous rows as vector code.
    pub vector_payloads: usize,
    /// Compiled functions whose tail self-call is a jump, and self-call
    /// sites that run their callee's early exit inline.
    pub tail_jumps: usize,
    pub early_exits: usize,
}

/// A native tier for one module.
pub struct Jit {
    /// Cranelift's module and contexts, made on the first compile: a run that
    /// compiles nothing (a short call, `--jit=auto`) does not pay for them
    /// (a tenth of an empty run's instructions, and their pages).
    state: RefCell<Option<State>>,
    /// The module's function count, for the state.
    count: u32,
    /// Each function's entry by index: its native code, or [`native::call`].
    table: Box<[Cell<*const u8>]>,
    /// The native code of each compiled function.
    code: Box<[Cell<*const u8>]>,
    stats: RefCell<Stats>,
    log: bool,
    /// Compiled payloads, by the address of their bytecode.
    payloads: RefCell<HashMap<usize, payload::Compiled>>,
}

struct State {
    module: Option<JITModule>,
    ctx: cranelift_codegen::Context,
    fctx: FunctionBuilderContext,
    /// Each function's native entry and internal entry, once declared.
    ids: Vec<Option<(FuncId, FuncId)>>,
    /// Whether each function is compiled (its internal entry callable).
    done: Vec<bool>,
    helpers: Vec<FuncId>,
}

impl State {
    /// Cranelift's JIT module for a module of `count` functions, with the
    /// VM's helpers declared.
    fn new(count: u32) -> Result<State, String> {
        let mut flags = settings::builder();
        let set = |f: &mut settings::Builder, k, v| f.set(k, v).map_err(|e| e.to_string());
        set(&mut flags, "use_colocated_libcalls", "false")?;
        set(&mut flags, "is_pic", "false")?;
        set(&mut flags, "opt_level", "speed")?;
        // Cranelift checks its IR in debug builds (the tests) only.
        let verify = if cfg!(debug_assertions) {
            "true"
        } else {
            "false"
        };
        set(&mut flags, "enable_verifier", verify)?;
        // Internal entries return the steps and every result in registers
        // or, past the registers, in a return area.
        set(&mut flags, "enable_multi_ret_implicit_sret", "true")?;
        let isa = cranelift_native::builder()
            .map_err(|e| e.to_string())?
            .finish(settings::Flags::new(flags))
            .map_err(|e| e.to_string())?;
        let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
        // All of a module's native code in one region reserved up front
        // (address space only): calls between compiled functions are 32-bit
        // relative, and the system allocator may put code blobs more than
        // 2 GiB apart (a large one is mapped far from the heap; under ASan
        // any two may be). A module whose code outgrows it keeps the rest
        // of its functions in the interpreter.
        let arena = cranelift_jit::ArenaMemoryProvider::new_with_size(CODE_RESERVE)
            .map_err(|e| format!("cannot reserve {CODE_RESERVE} bytes for native code: {e}"))?;
        builder.memory_provider(Box::new(arena));
        let all = helpers::all();
        for h in &all {
            builder.symbol(h.name, h.addr);
        }
        let mut module = JITModule::new(builder);
        let mut ids = Vec::new();
        for h in &all {
            let mut sig = module.make_signature();
            for _ in 0..h.params {
                sig.params.push(cranelift_codegen::ir::AbiParam::new(
                    cranelift_codegen::ir::types::I64,
                ));
            }
            if h.returns {
                sig.returns.push(cranelift_codegen::ir::AbiParam::new(
                    cranelift_codegen::ir::types::I64,
                ));
            }
            ids.push(
                module
                    .declare_function(h.name, Linkage::Import, &sig)
                    .map_err(|e| e.to_string())?,
            );
        }
        Ok(State {
            ctx: module.make_context(),
            module: Some(module),
            fctx: FunctionBuilderContext::new(),
            ids: vec![None; count as usize],
            done: vec![false; count as usize],
            helpers: ids,
        })
    }
}

impl Jit {
    /// A tier for a module of `count` functions, if Cranelift generates code
    /// for this machine's architecture. The CPU's features are read on the
    /// first compile (`State::new`), not here: reading them executes CPUID
    /// a dozen times, ~0.15 ms under a hypervisor, which a run that compiles
    /// nothing (an empty `sigil run`) should not pay.
    pub fn new(count: u32) -> Result<Jit, String> {
        cranelift_native::builder_with_options(false).map_err(|e| e.to_string())?;
        let stub = native::call as *const u8;
        Ok(Jit {
            state: RefCell::new(None),
            count,
            table: (0..count).map(|_| Cell::new(stub)).collect(),
            code: (0..count).map(|_| Cell::new(std::ptr::null())).collect(),
            stats: RefCell::new(Stats::default()),
            log: log_enabled(),
            payloads: RefCell::new(HashMap::new()),
        })
    }

    /// The compiling state, made on first use.
    fn state(&self) -> Result<std::cell::RefMut<'_, State>, String> {
        let mut st = self.state.borrow_mut();
        if st.is_none() {
            *st = Some(State::new(self.count)?);
        }
        Ok(std::cell::RefMut::map(st, |s| {
            s.as_mut().expect("made above")
        }))
    }

    /// What compiling has cost so far.
    pub fn stats(&self) -> Stats {
        self.stats.borrow().clone()
    }

    fn build(
        &self,
        index: u32,
        f: &CompiledFunction,
        env: &dyn TierEnv,
    ) -> Result<translate::Shape, String> {
        translate::check(f, env)?;
        let mut st = self.state()?;
        let State {
            module,
            ctx,
            fctx,
            ids,
            done,
            helpers,
        } = &mut *st;
        let module = module.as_mut().expect("a JIT module");
        let (id, inner) = declare(module, ids, env, index)?;
        let call_conv = module.isa().default_call_conv();
        let (nargs, nres, _) = env.arity(index).ok_or("no such function")?;
        let config = module.target_config();
        let dump = std::env::var_os("SIGIL_JIT_DUMP").is_some();
        let shape;

        // The internal entry: the function itself.
        module.clear_context(ctx);
        ctx.func.signature = translate::internal_signature(call_conv, nargs, nres);
        ctx.func.name = UserFuncName::user(0, inner.as_u32());
        {
            let b = FunctionBuilder::new(&mut ctx.func, fctx);
            let mut imports = Imports {
                module,
                helpers,
                ids,
                done,
                env,
                index,
            };
            shape = translate::translate(b, config, &mut imports, f, index, env.function_count());
        }
        if dump {
            eprintln!("{}", f.disassemble());
            eprintln!("{}", ctx.func.display());
            ctx.set_disasm(true);
        }
        module
            .define_function(inner, ctx)
            .map_err(|e| format!("Cranelift failed: {e:?}"))?;
        if let Some(vcode) = ctx
            .compiled_code()
            .and_then(|c| c.vcode.as_ref())
            .filter(|_| dump)
        {
            eprintln!("{vcode}");
        }

        // The native entry around it.
        module.clear_context(ctx);
        ctx.func.signature = translate::entry_signature(call_conv);
        ctx.func.name = UserFuncName::user(0, id.as_u32());
        {
            let inner_ref = module.declare_func_in_func(inner, &mut ctx.func);
            let b = FunctionBuilder::new(&mut ctx.func, fctx);
            translate::wrapper(b, config, inner_ref, nargs, nres);
        }
        module
            .define_function(id, ctx)
            .map_err(|e| format!("Cranelift failed: {e:?}"))?;
        module.clear_context(ctx);
        module
            .finalize_definitions()
            .map_err(|e| format!("Cranelift failed: {e:?}"))?;
        let code = module.get_finalized_function(id);
        self.code[index as usize].set(code);
        self.table[index as usize].set(code);
        done[index as usize] = true;
        Ok(shape)
    }
}

impl Jit {
    /// Compiles `op`'s payload for operands of types `elems`.
    fn build_payload(
        &self,
        op: &sigil_vm::tensor::Structured,
        elems: &[sigil_vm::ElementType],
    ) -> Result<bool, String> {
        let p = op.payload.as_ref().ok_or("no payload")?;
        let layout = payload::layout(op, elems)?;
        let mut st = self.state()?;
        let State {
            module,
            ctx,
            fctx,
            helpers,
            ..
        } = &mut *st;
        let module = module.as_mut().expect("a JIT module");
        let call_conv = module.isa().default_call_conv();
        let n = self.payloads.borrow().len();
        let id = module
            .declare_function(
                &format!("sigil_payload{n}_{}", Rc::as_ptr(p) as usize),
                Linkage::Local,
                &translate::payload_signature(call_conv),
            )
            .map_err(|e| e.to_string())?;
        let config = module.target_config();
        let vector;
        module.clear_context(ctx);
        ctx.func.signature = translate::payload_signature(call_conv);
        ctx.func.name = UserFuncName::user(1, id.as_u32());
        {
            let b = FunctionBuilder::new(&mut ctx.func, fctx);
            let mut imports = PayloadImports { module, helpers };
            vector = translate::translate_payload(b, config, &mut imports, p, &layout);
        }
        let dump = std::env::var_os("SIGIL_JIT_DUMP").is_some();
        if dump {
            eprintln!("{}", p.disassemble());
            eprintln!("{}", ctx.func.display());
            ctx.set_disasm(true);
        }
        module
            .define_function(id, ctx)
            .map_err(|e| format!("Cranelift failed: {e:?}"))?;
        if let Some(code) = ctx.compiled_code().filter(|_| dump) {
            eprintln!("{}", code.vcode.as_deref().unwrap_or(""));
        }
        module.clear_context(ctx);
        module
            .finalize_definitions()
            .map_err(|e| format!("Cranelift failed: {e:?}"))?;
        let code = module.get_finalized_function(id);
        self.payloads.borrow_mut().insert(
            Rc::as_ptr(p) as usize,
            payload::Compiled {
                payload: p.clone(),
                elems: elems.to_vec(),
                code,
            },
        );
        Ok(vector)
    }
}

/// What a payload's translation imports: the helpers only.
struct PayloadImports<'a> {
    module: &'a mut JITModule,
    helpers: &'a [FuncId],
}

impl translate::Imports for PayloadImports<'_> {
    fn helper(
        &mut self,
        b: &mut FunctionBuilder<'_>,
        h: helpers::H,
    ) -> cranelift_codegen::ir::FuncRef {
        self.module
            .declare_func_in_func(self.helpers[h as usize], b.func)
    }

    fn internal(
        &mut self,
        _: &mut FunctionBuilder<'_>,
        _: u32,
    ) -> Option<cranelift_codegen::ir::FuncRef> {
        None
    }
}

/// Function `index`'s native and internal entries, declared on first need.
fn declare(
    module: &mut JITModule,
    ids: &mut [Option<(FuncId, FuncId)>],
    env: &dyn TierEnv,
    index: u32,
) -> Result<(FuncId, FuncId), String> {
    if let Some(p) = ids[index as usize] {
        return Ok(p);
    }
    let call_conv = module.isa().default_call_conv();
    let (nargs, nres, _) = env.arity(index).ok_or("no such function")?;
    let id = module
        .declare_function(
            &format!("sigil_fn{index}"),
            Linkage::Local,
            &translate::entry_signature(call_conv),
        )
        .map_err(|e| e.to_string())?;
    let inner = module
        .declare_function(
            &format!("sigil_fn{index}_in"),
            Linkage::Local,
            &translate::internal_signature(call_conv, nargs, nres),
        )
        .map_err(|e| e.to_string())?;
    ids[index as usize] = Some((id, inner));
    Ok((id, inner))
}

struct Imports<'a> {
    module: &'a mut JITModule,
    helpers: &'a [FuncId],
    ids: &'a mut [Option<(FuncId, FuncId)>],
    done: &'a [bool],
    env: &'a dyn TierEnv,
    /// The function being compiled.
    index: u32,
}

impl translate::Imports for Imports<'_> {
    fn helper(
        &mut self,
        b: &mut FunctionBuilder<'_>,
        h: helpers::H,
    ) -> cranelift_codegen::ir::FuncRef {
        self.module
            .declare_func_in_func(self.helpers[h as usize], b.func)
    }

    fn internal(
        &mut self,
        b: &mut FunctionBuilder<'_>,
        index: u32,
    ) -> Option<cranelift_codegen::ir::FuncRef> {
        if index != self.index && !self.done.get(index as usize).copied().unwrap_or(false) {
            return None;
        }
        let (_, inner) = declare(self.module, self.ids, self.env, index).ok()?;
        Some(self.module.declare_func_in_func(inner, b.func))
    }
}

impl Tier for Jit {
    fn compile(&self, index: u32, f: &CompiledFunction, env: &dyn TierEnv) -> Result<(), String> {
        let start = Instant::now();
        let r = self.build(index, f, env);
        let t = start.elapsed();
        let mut s = self.stats.borrow_mut();
        match &r {
            Ok(shape) => {
                s.compiled += 1;
                s.time += t;
                s.times.push(t);
                s.tail_jumps += shape.tail_jump as usize;
                s.early_exits += shape.early_exits;
                if self.log {
                    let mut how = String::new();
                    if shape.tail_jump {
                        how.push_str(", its tail self-call a jump");
                    }
                    if shape.early_exits > 0 {
                        how += &format!(
                            ", its early exit inline at {} self-calls",
                            shape.early_exits
                        );
                    }
                    eprintln!(
                        "sigil jit: compiled @{} ({} instructions{how}) in {:.0} us",
                        f.name,
                        f.code.len(),
                        t.as_secs_f64() * 1e6
                    );
                }
            }
            Err(why) => {
                s.refused += 1;
                s.time += t;
                if self.log {
                    eprintln!("sigil jit: @{} stays in the interpreter: {why}", f.name);
                }
            }
        }
        r.map(|_| ())
    }

    fn call(
        &self,
        index: u32,
        rt: &mut Runtime<'_, '_>,
        io: &mut [u64],
        depth: u64,
        vbytes: u64,
    ) -> bool {
        let code = self.code[index as usize].get();
        assert!(!code.is_null(), "function {index} is not compiled");
        native::invoke(
            code,
            self.table.as_ptr() as *const *const u8,
            rt,
            io,
            depth,
            vbytes,
            index,
        )
    }

    fn compile_payload(
        &self,
        op: &sigil_vm::tensor::Structured,
        elems: &[sigil_vm::ElementType],
    ) -> Result<(), String> {
        self.payload_compiled(op, elems)
    }

    fn run_payload(
        &self,
        job: sigil_vm::tier::PayloadJob<'_>,
    ) -> Option<Result<(), sigil_vm::TrapKind>> {
        let key = Rc::as_ptr(job.op.payload.as_ref()?) as usize;
        let table = self.payloads.borrow();
        let c = table.get(&key)?;
        payload::run(c, job)
    }
}

impl Jit {
    fn payload_compiled(
        &self,
        op: &sigil_vm::tensor::Structured,
        elems: &[sigil_vm::ElementType],
    ) -> Result<(), String> {
        let p = op.payload.as_ref().ok_or("no payload")?;
        let start = Instant::now();
        let r = self.build_payload(op, elems);
        let t = start.elapsed();
        let mut s = self.stats.borrow_mut();
        s.time += t;
        let types: Vec<String> = elems.iter().map(|e| e.name()).collect();
        match &r {
            Ok(vector) => {
                s.payloads += 1;
                s.vector_payloads += *vector as usize;
                if self.log {
                    let how = if *vector {
                        format!(
                            "; contiguous rows {} points at a time",
                            translate::VECTOR_POINTS
                        )
                    } else {
                        String::new()
                    };
                    eprintln!(
                        "sigil jit: compiled the payload of {} in @{} ({} instructions; {}{how}) in {:.0} us",
                        op.name,
                        p.name.trim_end_matches(":payload"),
                        p.code.len(),
                        types.join(", "),
                        t.as_secs_f64() * 1e6
                    );
                }
            }
            Err(why) => {
                s.payloads_refused += 1;
                if self.log {
                    eprintln!(
                        "sigil jit: the payload of {} in @{} ({}) stays in the interpreter: {why}",
                        op.name,
                        p.name.trim_end_matches(":payload"),
                        types.join(", ")
                    );
                }
            }
        }
        r.map(|_| ())
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        if std::env::var_os("SIGIL_STATS").is_some() {
            let s = self.stats.borrow();
            let mut times = s.times.clone();
            times.sort();
            let median = times.get(times.len() / 2).copied().unwrap_or_default();
            eprintln!(
                "sigil stats: jit: {} functions compiled, {} left in the interpreter, {} payloads compiled, {} left in the interpreter, {:.3} ms compiling (median {:.0} us per function)",
                s.compiled,
                s.refused,
                s.payloads,
                s.payloads_refused,
                s.time.as_secs_f64() * 1e3,
                median.as_secs_f64() * 1e6
            );
        }
        if let Some(m) = self.state.get_mut().as_mut().and_then(|s| s.module.take()) {
            native::free(m);
        }
    }
}
