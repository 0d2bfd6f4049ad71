//! The hook a native-code tier plugs into (issue 16; `sigil-jit` is the
//! one there is).
//!
//! The VM does not depend on a code generator: it defines [`Tier`], and a
//! module given one ([`crate::Module::set_tier`]) asks it to compile a
//! function's *bytecode* (the same [`CompiledFunction`] the interpreter
//! runs, so there is one translation from MLIR and one set of semantics)
//! and to run what it compiled. When and whether is [`JitMode`]'s:
//!
//! - `off`: the interpreter alone (no tier is asked anything);
//! - `always`: every function is offered to the tier on its first call;
//! - `auto`: a function is offered on its first call when its bytecode has
//!   a loop (a backward jump: with no on-stack replacement, a function
//!   entered once and looping for a long time must be compiled before it
//!   starts), otherwise on its [`AUTO_CALLS`]th call.
//!
//! A function the tier refuses stays in the interpreter for good; the tier
//! says why (`SIGIL_JIT_LOG=1`).
//!
//! Native code and the interpreter call each other freely. Native frames
//! live on the host stack, interpreted ones in the VM's frame stacks; a
//! native function calling an interpreted one starts a nested run of the
//! dispatch loop ([`Runtime::call`]) above the interpreted frames below it.
//! Both tiers count the same call depth, the same steps (backward jumps and
//! calls) and the same frame bytes, so every limit trips at the same op
//! with the same error; a trap in native code is handed to the [`Runtime`]
//! ([`Runtime::trap`]), and each native frame it leaves adds itself to the
//! call stack on the way out ([`Runtime::unwind`]).
//!
//! Native frames use the host stack: below [`NATIVE_STACK`] bytes under the
//! first native entry of a run, the interpreter stops entering native code
//! and native code calls through the interpreter, which keeps its frames on
//! the heap; deep recursion therefore still ends in the call-depth trap,
//! never in a stack overflow.

use std::cell::Cell;
use std::str::FromStr;

use crate::compile::CompiledFunction;
use crate::error::{StackFrame, Trap, TrapKind};
use crate::exec::{self, Functions, Limits, Machine};
use crate::tensor::{Plan, Structured};
use crate::value::{ElementType, Item, List, ListElem, ListRef, Ref, ScalarType};

/// When functions are compiled to native code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum JitMode {
    /// Never: the interpreter runs everything.
    Off,
    /// Hot functions: see the [module docs](self).
    #[default]
    Auto,
    /// Every function, on its first call.
    Always,
}

impl FromStr for JitMode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "off" => Ok(JitMode::Off),
            "auto" => Ok(JitMode::Auto),
            "always" => Ok(JitMode::Always),
            _ => Err(format!(
                "'{s}' is not a JIT mode (expected off, auto or always)"
            )),
        }
    }
}

/// In `auto` mode, the call on which a loop-free function is compiled.
pub const AUTO_CALLS: u32 = 1000;

/// Host stack bytes native frames may use below the first native entry of
/// a run.
pub const NATIVE_STACK: usize = 256 << 10;

const NATIVE: u8 = 1;
const REFUSED: u8 = 2;

/// A function's standing with the tier: not asked yet (state 0, and how
/// many calls so far), compiled, or refused.
#[derive(Debug, Default)]
pub struct TierSlot {
    state: Cell<u8>,
    calls: Cell<u32>,
}

impl TierSlot {
    /// Whether the tier compiled the function.
    pub fn is_native(&self) -> bool {
        self.state.get() == NATIVE
    }
}

/// What a tier may ask of the module while compiling.
pub trait TierEnv {
    /// The number of functions (the valid function indices are below it).
    fn function_count(&self) -> u32;
    /// Function `index`'s argument and result counts, and whether every
    /// argument and result is a scalar (not a reference).
    fn arity(&self, index: u32) -> Option<(usize, usize, bool)>;
    /// The name of function `index`.
    fn function_name(&self, index: u32) -> String;
}

/// In `auto` mode, the points a structured op's payload runs interpreted,
/// counted over all its runs, before it is offered to the tier: about the
/// time compiling one takes (~0.5 ms at ~25 ns per point), so a payload that
/// runs over a large iteration space (or often) is compiled on the run that
/// reaches it, and a small one run a few times never is.
pub const AUTO_PAYLOAD_POINTS: u32 = 16_384;

/// A structured op's payload run by the tier over the whole iteration
/// space ([`Tier::run_payload`]): the buffers, the plan the VM computed
/// (bounds, and each operand's base and step per loop, in elements; linear
/// maps only) and the payload's frame with its captured values and scalar
/// inputs in their slots.
pub struct PayloadJob<'a> {
    pub op: &'a Structured,
    pub plan: &'a Plan,
    /// Per input: its elements, or `None` for a scalar input (in `frame`).
    pub ins: Vec<Option<&'a [u8]>>,
    pub outs: Vec<&'a mut [u8]>,
    /// The element type of every operand (inputs then outputs; a scalar
    /// input's own).
    pub elems: Vec<ElementType>,
    /// The payload's scalar slots as the interpreter would start a point
    /// with them.
    pub frame: &'a [u64],
    /// Threads the op may use.
    pub threads: usize,
}

/// A native-code tier.
pub trait Tier {
    /// Compiles function `index`, whose bytecode is `f`, so that
    /// [`Tier::call`] can run it; or says why it cannot.
    fn compile(&self, index: u32, f: &CompiledFunction, env: &dyn TierEnv) -> Result<(), String>;

    /// Runs the compiled function `index`: its arguments are `io[..nargs]`
    /// and its results go to `io[..nresults]` (`io` holds at least the
    /// larger count). `depth` is the call depth of the caller (the callee's
    /// frame is one deeper) and `vbytes` the frame bytes in use up to the
    /// caller's frame, both as the interpreter counts them. The callee
    /// counts the call's step and checks both limits itself, as the
    /// interpreter does on entering a frame. `false`: a trap, already
    /// handed to `rt` with the native frames it passed through.
    fn call(
        &self,
        index: u32,
        rt: &mut Runtime<'_, '_>,
        io: &mut [u64],
        depth: u64,
        vbytes: u64,
    ) -> bool;

    /// Compiles the payload of structured op `op` (whose operands have
    /// element types `elems`, inputs then outputs) into a native loop over
    /// its iteration space, or says why it cannot. A tier that does not
    /// compile payloads keeps this default.
    fn compile_payload(&self, op: &Structured, elems: &[ElementType]) -> Result<(), String> {
        let _ = (op, elems);
        Err("this tier does not compile payloads".into())
    }

    /// Runs the payload compiled by [`Tier::compile_payload`] at every
    /// point of `job`'s iteration space, in the interpreter's order as far
    /// as anything can tell (reductions accumulate in row-major order; a
    /// trap is the one the interpreter meets first). `None`: not compiled
    /// for these operands, run it in the interpreter; `Some(Err(kind))`:
    /// a trap of the payload, reported at the op as the interpreter does.
    fn run_payload(&self, job: PayloadJob<'_>) -> Option<Result<(), TrapKind>> {
        let _ = job;
        None
    }
}

/// The VM seen from native code: the step budget, the limits, globals,
/// calls into either tier, and traps.
pub struct Runtime<'r, 'm> {
    pub(crate) m: &'r mut Machine<'m>,
    pub(crate) fns: &'r dyn Functions,
}

impl Runtime<'_, '_> {
    /// The steps left.
    pub fn steps(&self) -> u64 {
        self.m.steps
    }

    pub fn set_steps(&mut self, steps: u64) {
        self.m.steps = steps;
    }

    pub fn limits(&self) -> Limits {
        self.m.limits
    }

    /// The lowest host stack address a native frame may start below: a
    /// native function whose stack pointer is under it runs in the
    /// interpreter instead.
    pub fn stack_floor(&self) -> usize {
        self.m.stack_floor
    }

    /// A call from native code of function `index` (arguments in `io`,
    /// results back in `io`; `depth` and `vbytes` as for [`Tier::call`]),
    /// in native code if it is compiled (or now gets compiled) and
    /// `interpret` is false, else in the interpreter. `false`: a trap.
    pub fn call(
        &mut self,
        index: u32,
        io: &mut [u64],
        depth: u64,
        vbytes: u64,
        interpret: bool,
    ) -> bool {
        self.m
            .call_from_native(self.fns, index, io, depth, vbytes, interpret)
    }

    /// Function `index`'s argument and result counts and whether they are
    /// all scalars.
    pub fn arity(&self, index: u32) -> Option<(usize, usize, bool)> {
        self.fns.arity(index)
    }

    /// A trap in native code (or in a native function's entry, on behalf
    /// of its caller): the frames follow through [`Runtime::unwind`].
    pub fn trap(&mut self, kind: TrapKind) {
        self.m.pending = Some(Box::new((
            Trap {
                kind,
                stack: Vec::new(),
            },
            None,
        )));
    }

    /// The message of function `index`'s assertion `m`.
    pub fn assert_message(&self, index: u32, m: u32) -> String {
        self.fns
            .get(index)
            .ok()
            .and_then(|f| f.strings.get(m as usize).cloned())
            .unwrap_or_default()
    }

    /// A native frame of function `index`, stopped at instruction `pc`,
    /// left by a trap: it joins the trap's call stack (innermost first).
    pub fn unwind(&mut self, index: u32, pc: u32) {
        let frame = match self.fns.get(index) {
            Ok(f) => StackFrame {
                function: f.name.clone(),
                offset: f.locs.get(pc as usize).copied().filter(|&o| o != u32::MAX),
            },
            Err(_) => StackFrame {
                function: self.fns.function_name(index),
                offset: None,
            },
        };
        if let Some(e) = &mut self.m.pending {
            e.0.stack.push(frame);
        }
    }

    /// Scalar global `g`.
    pub fn global(&self, g: u32) -> u64 {
        self.m.globals.scalars[g as usize]
    }

    pub fn set_global(&mut self, g: u32, v: u64) {
        self.m.globals.scalars[g as usize] = v;
    }

    // References. A native function that uses references keeps them where
    // the interpreter keeps its frames' (the machine's reference stack), in
    // a window it opens on entry above everything below it and closes on
    // return; nested runs of the interpreter start above it. Slots below
    // are absolute indices into that stack. The operations are the
    // interpreter's own (`exec`), so results and traps are the same.

    /// Opens a window of `n` reference slots; its first slot. A caller in
    /// the interpreter has put the reference arguments in it already.
    pub fn refs_enter(&mut self, n: usize) -> usize {
        let base = self.m.native_top.1;
        let top = base + n;
        if self.m.refs.len() < top {
            let len = top.max(self.m.refs.len() * 2);
            self.m.refs.resize(len, None);
        }
        self.m.native_top.1 = top;
        base
    }

    /// Closes the window at `base` of `n` slots, dropping its references.
    pub fn refs_leave(&mut self, base: usize, n: usize) {
        for r in &mut self.m.refs[base..base + n] {
            *r = None;
        }
        self.m.native_top.1 = base;
    }

    /// Passes the reference in slot `s` as the next reference result.
    pub fn ref_result(&mut self, s: usize) {
        let r = self.m.refs[s].clone();
        self.m.ref_out.push(r);
    }

    pub fn ref_mov(&mut self, d: usize, s: usize) {
        self.m.refs[d] = self.m.refs[s].clone();
    }

    pub fn ref_null(&mut self, d: usize) {
        self.m.refs[d] = None;
    }

    /// `d = c ? a : b`.
    pub fn ref_select(&mut self, c: bool, d: usize, a: usize, b: usize) {
        self.m.refs[d] = self.m.refs[if c { a } else { b }].clone();
    }

    pub fn global_ref_load(&mut self, d: usize, g: u32) {
        self.m.refs[d] = self.m.globals.refs[g as usize].clone();
    }

    pub fn global_ref_store(&mut self, s: usize, g: u32) {
        self.m.globals.refs[g as usize] = self.m.refs[s].clone();
    }

    pub fn ref_eq(&self, a: usize, b: usize) -> bool {
        match (&self.m.refs[a], &self.m.refs[b]) {
            (None, None) => true,
            (Some(x), Some(y)) => x.ptr_eq(y),
            _ => false,
        }
    }

    pub fn ref_nonnull(&self, a: usize) -> bool {
        self.m.refs[a].is_some()
    }

    fn list(&self, l: usize) -> Result<&ListRef, TrapKind> {
        match &self.m.refs[l] {
            Some(Ref::List(list)) => Ok(list),
            _ => Err(TrapKind::NullReference),
        }
    }

    /// A new empty list of `elem`s with room for `cap`.
    pub fn list_new(&mut self, d: usize, cap: u64, elem: ListElem) {
        let l = List::with_capacity(elem, (cap as usize).min(1 << 16));
        self.m.refs[d] = Some(Ref::List(ListRef::from_list(l)));
    }

    #[inline]
    pub fn list_size(&self, l: usize) -> Result<u64, TrapKind> {
        Ok(self.list(l)?.len() as u64)
    }

    pub fn list_resize(&mut self, l: usize, n: u64) -> Result<(), TrapKind> {
        let limit = self.m.limits.max_list_len;
        exec::resize(self.list(l)?, n, limit)
    }

    #[inline]
    pub fn list_get(&self, l: usize, i: u64, t: ScalarType) -> Result<u64, TrapKind> {
        exec::list_get(self.list(l)?, i, t)
    }

    pub fn list_get_ref(&mut self, d: usize, l: usize, i: u64) -> Result<(), TrapKind> {
        let r = exec::list_get_ref(self.list(l)?, i)?;
        self.m.refs[d] = r;
        Ok(())
    }

    pub fn list_set(&mut self, l: usize, i: u64, v: u64, t: ScalarType) -> Result<(), TrapKind> {
        exec::list_set_scalar(self.list(l)?, i, t, v)
    }

    pub fn list_set_ref(&mut self, l: usize, i: u64, v: usize) -> Result<(), TrapKind> {
        let item = match &self.m.refs[v] {
            Some(r) => Item::Ref(r.clone()),
            None => Item::Null,
        };
        exec::list_set(self.list(l)?, i, item)
    }
}

impl TierSlot {
    pub(crate) fn state(&self) -> u8 {
        self.state.get()
    }

    pub(crate) fn set_native(&self) {
        self.state.set(NATIVE);
    }

    pub(crate) fn set_refused(&self) {
        self.state.set(REFUSED);
    }

    /// Back to not asked, no calls counted.
    pub(crate) fn reset(&self) {
        self.state.set(0);
        self.calls.set(0);
    }

    /// Counts `n` more points of a payload; returns the total.
    pub(crate) fn add(&self, n: u64) -> u32 {
        let c = self
            .calls
            .get()
            .saturating_add(n.min(u32::MAX as u64) as u32);
        self.calls.set(c);
        c
    }

    /// Counts a call; returns the count.
    pub(crate) fn bump(&self) -> u32 {
        let c = self.calls.get().saturating_add(1);
        self.calls.set(c);
        c
    }
}

pub(crate) const STATE_NATIVE: u8 = NATIVE;
pub(crate) const STATE_REFUSED: u8 = REFUSED;

/// Whether `f` has a loop: a jump to itself or to an earlier instruction.
pub(crate) fn has_loop(f: &CompiledFunction) -> bool {
    f.code.iter().enumerate().any(|(pc, i)| {
        let mut i = *i;
        let back = i.target_mut().is_some_and(|t| *t as usize <= pc);
        back || matches!(i, crate::bytecode::Instr::Switch { i: s, .. }
            if f.switches[s as usize].cases.iter().any(|&(_, t)| t as usize <= pc)
                || f.switches[s as usize].default as usize <= pc)
    })
}
