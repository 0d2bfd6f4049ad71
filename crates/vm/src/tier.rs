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
use crate::exec::{Functions, Limits, Machine};

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
