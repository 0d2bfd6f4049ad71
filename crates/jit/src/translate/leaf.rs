//! Self-calls whose callee returns at once: the callee's early exit inlined.
//!
//! A recursive function's base case (`if n < 2 { return n }`) is what a
//! large share of its calls do (38% of fib's calls that remain after
//! [`crate::tailrec`]); each costs a native frame (callee-saved registers
//! saved and restored, the entry's checks) for a compare and a return. At
//! a self-call site other than the tail one the translation therefore
//! first runs the function's *prefix* on the call's arguments: the pure
//! instructions and forward branches from pc 0, within a small budget of
//! instructions, on variables of their own (a copy of the frame). A path
//! that reaches a `return` is the call's answer; every other path (a call,
//! a trap, a backward jump, a reference, the budget spent) makes the real
//! call, which starts over at pc 0. The prefix has no side effects, so
//! running it twice changes nothing.
//!
//! A path that returns then does what the callee's entry does: it counts
//! the call's step, and when one of the entry's checks would fail (steps
//! exhausted, call depth or frame bytes over their limits) it takes the
//! real call instead, which traps exactly as before. The checks come
//! after the prefix (which has no effects), so calls that go on past it
//! pay only for the prefix. Forward branches count no steps in the
//! interpreter, so the call's is the only one.
//!
//! The prefix is emitted as a tree (each side of a branch separately),
//! and only its paths that return ([`returns`]): a side that cannot goes
//! straight to the real call.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, BlockArg, InstBuilder};
use cranelift_frontend::Variable;
use sigil_vm::bytecode::{Callee, Instr, Pc};
use sigil_vm::compile::CompiledFunction;

use super::{fused, mem, pure_dest, uses_refs, Tx, I64};
use crate::native::{OFF_MAX_DEPTH, OFF_MAX_STACK};

/// Instructions (jumps aside) of the prefix walked at most on a path, and
/// emitted at most at a site over all paths.
const BUDGET: u32 = 12;
const MAX_EMITTED: u32 = 32;

/// Frames larger than this keep their calls (the copy is a variable per
/// slot at every site).
const MAX_SLOTS: u32 = 64;

/// What the prefix walk does with one instruction.
enum Step {
    /// A pure instruction: run it, go on with the next.
    Pure,
    /// A forward jump.
    Jump(Pc),
    /// A forward conditional branch to the target, else the next one.
    Branch(Pc),
    /// A `return` (its index in `CompiledFunction::rets`).
    Return(u32),
    /// Anything else: the real call.
    Bail,
}

fn step(i: Instr, pc: Pc) -> Step {
    if pure_dest(&i).is_some() {
        return Step::Pure;
    }
    let conditional =
        matches!(i, Instr::JmpIf { .. } | Instr::JmpIfNot { .. }) || fused(i).is_some();
    let mut j = i;
    match (i, j.target_mut()) {
        (Instr::Return { i }, _) => Step::Return(i),
        (Instr::Jmp { .. }, Some(&mut t)) if t > pc => Step::Jump(t),
        (_, Some(&mut t)) if conditional && t > pc => Step::Branch(t),
        _ => Step::Bail,
    }
}

/// Whether a path of the prefix from `pc` reaches a `return` within
/// `budget` instructions (jumps are free: forward, so the walk ends).
fn returns(f: &CompiledFunction, mut pc: Pc, mut budget: u32) -> bool {
    loop {
        let i = f.code[pc as usize];
        match step(i, pc) {
            Step::Jump(t) => pc = t,
            Step::Return(_) => return true,
            Step::Bail => return false,
            _ if budget == 0 => return false,
            Step::Pure => {
                budget -= 1;
                pc += 1;
            }
            Step::Branch(t) => {
                budget -= 1;
                return returns(f, t, budget) || returns(f, pc + 1, budget);
            }
        }
    }
}

/// Whether `f`'s self-calls get its early exit inlined: a path of its
/// prefix returns, and it has no references.
pub(super) fn has_early_exit(f: &CompiledFunction) -> bool {
    f.num_scalars <= MAX_SLOTS && !uses_refs(f) && returns(f, 0, BUDGET)
}

impl Tx<'_, '_> {
    /// The self-call at `pc` (call site `site`) with the callee's early
    /// exit inlined before the real call (see the module header).
    pub(super) fn leaf_call(&mut self, pc: Pc, site: u32) {
        let cs = &self.f.calls[site as usize];
        debug_assert_eq!(cs.callee, Callee::Direct(self.index));
        self.early_exits += 1;
        let args: Vec<_> = cs.args.iter().map(|&(s, _)| self.r(s)).collect();
        let results: Vec<u32> = cs.results.iter().map(|r| r.0).collect();

        let (slow, ret, done, join) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        for _ in &results {
            self.b.append_block_param(ret, I64);
        }

        // The callee's frame: variables of its own while the prefix runs.
        let frame: Vec<Variable> = (0..self.f.num_scalars)
            .map(|_| self.b.declare_var(I64))
            .collect();
        let caller = std::mem::replace(&mut self.vars, frame);
        self.init_slots(&args);
        let mut emitted = 0;
        self.prefix(0, BUDGET, &mut emitted, ret, slow);
        self.vars = caller;

        // A path returned. The callee entry's checks (after the prefix,
        // which has no effects, so calls that go on pay nothing for
        // them): any that fails takes the real call, which traps.
        self.b.switch_to_block(ret);
        let ctx = self.ctx;
        let steps = self.b.use_var(self.steps);
        let out = self.b.ins().icmp_imm_s(IntCC::Equal, steps, 0);
        self.or_else(out, slow);
        let depth = self.b.use_var(self.depth);
        let max_depth = self.b.ins().load(I64, mem(), ctx, OFF_MAX_DEPTH);
        let deep = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThan, depth, max_depth);
        self.or_else(deep, slow);
        let top = self.b.use_var(self.top);
        let bytes = self.frame_bytes();
        let top = self.b.ins().iadd_imm_s(top, bytes);
        let max_stack = self.b.ins().load(I64, mem(), ctx, OFF_MAX_STACK);
        let big = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThan, top, max_stack);
        self.b.ins().brif(big, slow, &[], done, &[]);

        self.b.switch_to_block(done);
        let vals = self.b.block_params(ret).to_vec();
        for (&s, v) in results.iter().zip(vals) {
            self.w(s, v);
        }
        let left = self.b.ins().iadd_imm_s(steps, -1);
        self.b.def_var(self.steps, left);
        self.b.ins().jump(join, &[]);

        self.b.switch_to_block(slow);
        self.call(pc, site);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(join);
        // Either way the callee's depth and frame bytes passed the checks.
        self.frame_ok = true;
    }

    /// Goes to `slow` when `cond` holds, else on in a new block.
    fn or_else(&mut self, cond: cranelift_codegen::ir::Value, slow: Block) {
        let next = self.b.create_block();
        self.b.ins().brif(cond, slow, &[], next, &[]);
        self.b.switch_to_block(next);
    }

    /// Emits the prefix from `pc` (`budget` instructions left on this
    /// path, `emitted` on all): a path that returns jumps to `ret` with
    /// the results, any other to `slow`. A side of a branch that cannot
    /// return goes to `slow` at once, emitting nothing.
    fn prefix(&mut self, mut pc: Pc, mut budget: u32, emitted: &mut u32, ret: Block, slow: Block) {
        let f = self.f;
        loop {
            let i = f.code[pc as usize];
            match step(i, pc) {
                Step::Jump(t) => pc = t,
                Step::Return(k) => {
                    let vals: Vec<BlockArg> = f.rets[k as usize]
                        .iter()
                        .map(|&(s, _)| BlockArg::Value(self.r(s)))
                        .collect();
                    self.b.ins().jump(ret, &vals);
                    return;
                }
                _ if budget == 0 || *emitted >= MAX_EMITTED => break,
                Step::Bail => break,
                Step::Pure => {
                    self.instr(pc, i);
                    (budget, *emitted, pc) = (budget - 1, *emitted + 1, pc + 1);
                }
                Step::Branch(t) => {
                    (budget, *emitted) = (budget - 1, *emitted + 1);
                    let (taken, fall) = (returns(f, t, budget), returns(f, pc + 1, budget));
                    let c = self.branch_cond(i);
                    let tb = if taken { self.b.create_block() } else { slow };
                    let fb = if fall { self.b.create_block() } else { slow };
                    self.b.ins().brif(c, tb, &[], fb, &[]);
                    if taken {
                        self.b.switch_to_block(tb);
                        self.prefix(t, budget, emitted, ret, slow);
                    }
                    if !fall {
                        return;
                    }
                    self.b.switch_to_block(fb);
                    pc += 1;
                }
            }
        }
        self.b.ins().jump(slow, &[]);
    }
}
