//! Self-calls in tail position, which the translation turns into jumps.
//!
//! `return f(x)` and `return y + f(x)` (a 64-bit integer add, which wraps
//! and so is associative and commutative) in function `f` itself need no
//! native frame: the call becomes a jump back to the function's first
//! block with the arguments in the parameter slots, and the addends are
//! summed in an accumulator that every `return` adds to its result (so
//! `fib(n-1) + fib(n-2)` makes one real call per node, as `gcc -O2`'s code
//! does). Nothing else about the call changes: the jump counts the call's
//! step and checks the call depth and the frame bytes as the callee's
//! entry would (the depth and the bytes keep growing with every jump), and
//! a trap reports one frame per call so removed, at the call's pc, so the
//! error and its call stack are the interpreter's.
//!
//! The site is found on the bytecode: a direct call of the function itself
//! followed, along forward jumps and moves (block arguments) only, by an optional `Add64` of
//! its one result and a slot the call cannot have changed, and a `return`
//! of exactly what the call (or the add) produced. One site per function
//! (a trap's removed frames all carry its pc); functions with reference
//! slots keep their calls.

use sigil_vm::bytecode::{Callee, Instr, Pc};
use sigil_vm::compile::CompiledFunction;

/// The tail self-call of a function.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct TailSite {
    /// The call's pc.
    pub pc: Pc,
    /// Its call site (`CompiledFunction::calls`).
    pub site: u32,
    /// The slot added to the call's result before it is returned, if any.
    pub addend: Option<u32>,
}

/// The tail self-call of `f` (function `index`) to turn into a jump, if it
/// has one.
pub(crate) fn find(f: &CompiledFunction, index: u32) -> Option<TailSite> {
    if crate::translate::uses_refs(f) {
        return None;
    }
    f.code.iter().enumerate().find_map(|(pc, i)| match *i {
        Instr::Call { i } => site(f, index, pc as Pc, i),
        _ => None,
    })
}

fn site(f: &CompiledFunction, index: u32, pc: Pc, call: u32) -> Option<TailSite> {
    let cs = &f.calls[call as usize];
    if cs.callee != Callee::Direct(index) || cs.args.iter().chain(&cs.results).any(|a| a.1) {
        return None;
    }
    // The slots holding what the function would return, and the addend.
    let mut vals: Vec<u32> = cs.results.iter().map(|r| r.0).collect();
    // Slots written since the call: the addend must hold what it held
    // before the call, where the jump reads it.
    let mut written = vals.clone();
    let mut addend = None;
    let mut at = pc + 1;
    // Forward jumps only, so the walk ends.
    while let Some(&instr) = f.code.get(at as usize) {
        match instr {
            Instr::Add64 { d, a, b } if addend.is_none() && vals.len() == 1 => {
                let r = vals[0];
                let other = match (a == r, b == r) {
                    (true, false) => b,
                    (false, true) => a,
                    _ => return None,
                };
                if written.contains(&other) {
                    return None;
                }
                addend = Some(other);
                vals[0] = d;
            }
            Instr::Mov { d, s } => {
                // A block argument: follows the value it copies; one that
                // overwrites a value still to return ends the search.
                if d != s && vals.contains(&d) {
                    return None;
                }
                for v in vals.iter_mut().filter(|v| **v == s) {
                    *v = d;
                }
                written.push(d);
            }
            Instr::Jmp { t } if t > at => {
                at = t;
                continue;
            }
            Instr::Return { i } => {
                let rets = &f.rets[i as usize];
                let same = rets.len() == vals.len()
                    && rets.iter().zip(&vals).all(|(r, &v)| !r.1 && r.0 == v);
                return same.then_some(TailSite {
                    pc,
                    site: call,
                    addend,
                });
            }
            _ => return None,
        }
        at += 1;
    }
    None
}
