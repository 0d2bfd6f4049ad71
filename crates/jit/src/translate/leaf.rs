//! Self-calls whose callee returns soon: the callee's early exit inlined.
//!
//! A recursive function's base case (`if n < 2 { return n }`) is what a
//! large share of its calls do (38% of fib's calls that remain after
//! [`crate::tailrec`]); each costs a native frame (callee-saved registers
//! saved and restored, the entry's checks) for a compare and a return. At
//! a self-call site other than the tail one the translation therefore
//! first runs the function's *prefix* on the call's arguments: its pure
//! instructions and forward branches from pc 0, on variables of their own
//! (a copy of the frame), and its own self-calls the same way, nested up to
//! [`MAX_NEST`] deep (so `fib(2)` to `fib(7)` are answered inline too),
//! within a budget of instructions per path. A path that reaches the
//! outer `return` is the call's answer; every other path (another call, a
//! trap, a backward jump, a reference, the budget or the nesting spent)
//! makes the real call, which starts over at pc 0. Nothing on the way has
//! an effect, so running it twice changes nothing.
//!
//! A path that returns then does what the entries of the calls it made
//! inline would have done: it counts their steps. Before the prefix, one
//! set of checks stands for those of every path, the checks of the path
//! making the most calls and nesting deepest: when one would fail (steps
//! short, that call's depth or frame bytes over their limits) the real
//! call is made instead, which traps exactly as before (or, near a limit
//! that a shorter path would have passed, answers the same more slowly).
//! Forward branches count no steps in the interpreter, so the calls' are
//! the only ones.
//!
//! The prefix is emitted as a tree (each side of a branch separately),
//! and only its paths that can return ([`returns`]): a side that cannot
//! goes straight to the real call. What a path knows of its values
//! ([`super::facts`]: constants, an argument plus a constant, the
//! argument's range narrowed by the branches taken) decides the branches
//! it can and folds the arithmetic it can, so that only possible paths are
//! emitted and each is mostly constants: `fib`'s prefix is a chain of
//! compares of its argument, each ending in a constant result.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, BlockArg, InstBuilder};
use sigil_vm::bytecode::{Callee, Instr, Pc};
use sigil_vm::compile::{CompiledFunction, Slot};

use super::facts::{self, Facts, Known};
use super::{fused, pure_dest, uses_refs, Cell, Tx, I64};

/// Instructions (jumps aside) of the prefix walked at most on a path (over
/// every nested call), and emitted at most at a site over all its paths
/// (branches decided and values known cost nothing) and in a function over
/// all its sites (a site past that makes its call as is). Measured on the
/// five shapes of `fib(32)` in `bench/jit.sh`: nesting 4, 6 and 8 deep
/// take 65, 38 and 26-131 M instructions in all (compiling included; 118 M
/// with 2 and without what paths know), 8 deep spending the budget before
/// the paths of some call orders return.
const BUDGET: u32 = 256;
const MAX_EMITTED: u32 = 256;
pub(super) const MAX_PER_FUNCTION: u32 = 768;

/// Self-calls nested inside the inlined one at most.
const MAX_NEST: usize = 6;

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
    /// A self-call (its call site) passing no references.
    Call(u32),
    /// Anything else: the real call.
    Bail,
}

fn step(f: &CompiledFunction, index: u32, i: Instr, pc: Pc) -> Step {
    if pure_dest(&i).is_some() {
        return Step::Pure;
    }
    let conditional =
        matches!(i, Instr::JmpIf { .. } | Instr::JmpIfNot { .. }) || fused(i).is_some();
    let mut j = i;
    match (i, j.target_mut()) {
        (Instr::Return { i }, _) => Step::Return(i),
        (Instr::Call { i: site }, _) if self_call(f, index, site) => Step::Call(site),
        (Instr::Jmp { .. }, Some(&mut t)) if t > pc => Step::Jump(t),
        (_, Some(&mut t)) if conditional && t > pc => Step::Branch(t),
        _ => Step::Bail,
    }
}

fn self_call(f: &CompiledFunction, index: u32, site: u32) -> bool {
    let cs = &f.calls[site as usize];
    cs.callee == Callee::Direct(index) && !cs.args.iter().chain(&cs.results).any(|a| a.1)
}

/// Whether a path of the prefix from `pc`, at nesting `level`, reaches a
/// `return` within `budget` instructions (jumps are free: forward, so the
/// walk ends; a nested call passes when its own prefix can return).
/// `fuel` bounds the work of the whole question. The paths nesting fewer
/// calls are tried first (a function with several self-calls has
/// exponentially many paths nesting deep, and the fuel would run out in
/// them before a shallow path that returns is tried).
fn returns(
    f: &CompiledFunction,
    index: u32,
    pc: Pc,
    budget: u32,
    level: usize,
    fuel: &mut u32,
) -> bool {
    (level..=MAX_NEST).any(|max| *fuel > 0 && walk(f, index, pc, budget, level, max, fuel))
}

/// [`returns`], nesting calls up to `max` deep.
fn walk(
    f: &CompiledFunction,
    index: u32,
    mut pc: Pc,
    mut budget: u32,
    level: usize,
    max: usize,
    fuel: &mut u32,
) -> bool {
    loop {
        if *fuel == 0 {
            return false;
        }
        *fuel -= 1;
        let i = f.code[pc as usize];
        match step(f, index, i, pc) {
            Step::Jump(t) => pc = t,
            Step::Return(_) => return true,
            Step::Bail => return false,
            _ if budget == 0 => return false,
            Step::Pure => {
                budget -= 1;
                pc += 1;
            }
            Step::Call(_) => {
                budget -= 1;
                if level >= max || !walk(f, index, 0, budget, level + 1, max, fuel) {
                    return false;
                }
                pc += 1;
            }
            Step::Branch(t) => {
                budget -= 1;
                return walk(f, index, t, budget, level, max, fuel)
                    || walk(f, index, pc + 1, budget, level, max, fuel);
            }
        }
    }
}

/// Work allowed to one [`returns`] question.
const FUEL: u32 = 4096;

/// Whether `f`'s self-calls get its early exit inlined: a path of its
/// prefix returns, and it has no references.
pub(super) fn has_early_exit(f: &CompiledFunction, index: u32) -> bool {
    f.num_scalars <= MAX_SLOTS
        && !uses_refs(f)
        && returns(f, index, 0, BUDGET, 0, &mut FUEL.clone())
}

/// A call being run inline, below the one running: the caller's frame, and
/// where its call returns to.
#[derive(Clone)]
struct Frame {
    cells: Vec<Cell>,
    known: Vec<Known>,
    resume: Pc,
    results: Vec<u32>,
}

/// One path of the prefix: instructions left, calls made inline besides
/// the outer one, and the deepest nesting reached.
#[derive(Clone, Copy)]
struct Path {
    budget: u32,
    calls: u32,
    nest: u32,
}

/// Where paths end: `done` (the results and the steps they used) or
/// `slow`; and the most calls made inline and the deepest nesting over
/// the paths that return, which the checks before the prefix test.
struct Exits {
    done: Block,
    slow: Block,
    most: std::cell::Cell<(u32, u32)>,
}

impl Tx<'_, '_> {
    /// The self-call at `pc` (call site `site`) with the callee's early
    /// exit inlined before the real call (see the module header).
    pub(super) fn leaf_call(&mut self, pc: Pc, site: u32) {
        let cs = &self.f.calls[site as usize];
        debug_assert_eq!(cs.callee, Callee::Direct(self.index));
        self.early_exits += 1;
        let args: Vec<Cell> = cs.args.iter().map(|&(s, _)| Cell::V(self.r(s))).collect();
        let results: Vec<u32> = cs.results.iter().map(|r| r.0).collect();

        let (slow, done, join) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        for _ in 0..results.len() + 1 {
            self.b.append_block_param(done, I64);
        }

        // The checks of the paths' calls, emitted once the prefix is (it
        // tells what they are), then the prefix.
        let (check, start) = (self.b.create_block(), self.b.create_block());
        self.b.ins().jump(check, &[]);
        self.b.switch_to_block(start);
        // The callee's frame: values of its own while the prefix runs.
        self.cells = Some(self.frame_cells(&args));
        let mut emitted = 0;
        let path = Path {
            budget: BUDGET,
            calls: 0,
            nest: 0,
        };
        let exits = Exits {
            done,
            slow,
            most: std::cell::Cell::new((0, 0)),
        };
        let mut facts = Facts::new(self.f, args.len());
        self.prefix(0, path, &mut Vec::new(), &mut facts, &mut emitted, &exits);
        self.leaf_emitted += emitted;
        self.cells = None;
        self.b.switch_to_block(check);
        let (calls, nest) = exits.most.get();
        self.path_checks(calls, nest, slow);
        self.b.ins().jump(start, &[]);

        self.b.switch_to_block(done);
        let vals = self.b.block_params(done).to_vec();
        for (&s, &v) in results.iter().zip(&vals) {
            self.w(s, v);
        }
        let steps = self.b.use_var(self.steps);
        let left = self.b.ins().isub(steps, vals[results.len()]);
        self.b.def_var(self.steps, left);
        self.b.ins().jump(join, &[]);

        self.b.switch_to_block(slow);
        self.call(pc, site);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(join);
        // Either way the callee's depth and frame bytes passed the checks.
        self.frame_ok = true;
    }

    /// A frame for a call run inline, its slots as a call initialises
    /// them: zero, the constants, the arguments.
    fn frame_cells(&self, args: &[Cell]) -> Vec<Cell> {
        let mut cells = vec![Cell::K(0); self.f.num_scalars as usize];
        for &(s, bits) in &self.f.consts {
            cells[s as usize] = Cell::K(bits as i64);
        }
        for (k, p) in self.f.params.iter().enumerate() {
            if let Slot::S(s) = *p {
                cells[s as usize] = args[k];
            }
        }
        cells
    }

    /// Starts a frame for a call run inline; the frame it replaces.
    fn new_frame(&mut self, args: &[Cell]) -> Vec<Cell> {
        let frame = self.frame_cells(args);
        std::mem::replace(self.cells.as_mut().expect("a frame run inline"), frame)
    }

    /// Slot `s` of the frame run inline, a constant when it is known to be
    /// one (`known`, what the walk knows of it).
    fn cell(&self, s: u32, known: Known) -> Cell {
        if let Known::Const(c) = known {
            return Cell::K(c);
        }
        if let Some(&v) = self.consts.get(&s) {
            return Cell::K(v as i64);
        }
        self.cells.as_ref().expect("a frame run inline")[s as usize]
    }

    /// Goes to `slow` when `cond` holds, else on in a new block.
    fn or_else(&mut self, cond: cranelift_codegen::ir::Value, slow: Block) {
        let next = self.b.create_block();
        self.b.ins().brif(cond, slow, &[], next, &[]);
        self.b.switch_to_block(next);
    }

    /// What the entries of the calls a path makes inline would check, for
    /// the path making the most (`calls` besides the outer one) and the
    /// deepest (`nest`): the steps they count, the deepest call's depth
    /// and frame bytes (which imply the others'). When one fails, `slow`:
    /// the real call, which counts and traps as the interpreter does (a
    /// path making fewer calls might have passed; the real call then
    /// answers the same, only slower, near the limits).
    fn path_checks(&mut self, calls: u32, nest: u32, slow: Block) {
        let used = 1 + calls as i64;
        let steps = self.b.use_var(self.steps);
        let short = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThan, steps, used);
        self.or_else(short, slow);
        let depth = self.b.use_var(self.depth);
        let depth = self.b.ins().iadd_imm_s(depth, nest as i64);
        let top = self.b.use_var(self.top);
        let bytes = self.frame_bytes() * (1 + nest as i64);
        let top = self.b.ins().iadd_imm_s(top, bytes);
        let (deep, big) = self.over_limits(depth, top);
        self.or_else(deep, slow);
        self.or_else(big, slow);
    }

    /// The outer call returns on a path that made `p.calls` more calls
    /// inline, `p.nest` deep: `done` with the results and the steps (the
    /// checks before the prefix covered the path's calls).
    fn path_returns(&mut self, vals: &[cranelift_codegen::ir::Value], p: Path, exits: &Exits) {
        let (calls, nest) = exits.most.get();
        exits.most.set((calls.max(p.calls), nest.max(p.nest)));
        let mut args: Vec<BlockArg> = vals.iter().map(|&v| BlockArg::Value(v)).collect();
        args.push(BlockArg::Value(self.c(1 + p.calls as i64)));
        self.b.ins().jump(exits.done, &args);
    }

    /// Emits the prefix from `pc` on path `p`, inside the calls `frames`
    /// (`emitted` instructions so far at the site): a path that returns
    /// from the outer call ends in [`Self::path_returns`], any other in
    /// `exits.slow`. A side of a branch that cannot return goes to
    /// `exits.slow` at once, emitting nothing.
    fn prefix(
        &mut self,
        mut pc: Pc,
        mut p: Path,
        frames: &mut Vec<Frame>,
        facts: &mut Facts,
        emitted: &mut u32,
        exits: &Exits,
    ) {
        let f = self.f;
        loop {
            let i = f.code[pc as usize];
            match step(f, self.index, i, pc) {
                Step::Jump(t) => pc = t,
                Step::Return(k) => {
                    let known: Vec<Known> = f.rets[k as usize]
                        .iter()
                        .map(|&(s, _)| facts.get(s))
                        .collect();
                    let Some(fr) = frames.pop() else {
                        let vals: Vec<_> =
                            f.rets[k as usize].iter().map(|&(s, _)| self.r(s)).collect();
                        self.path_returns(&vals, p, exits);
                        return;
                    };
                    let vals: Vec<Cell> = f.rets[k as usize]
                        .iter()
                        .zip(&known)
                        .map(|(&(s, _), &kv)| self.cell(s, kv))
                        .collect();
                    self.cells = Some(fr.cells);
                    facts.slots = fr.known;
                    let cells = self.cells.as_mut().expect("a frame run inline");
                    for ((&s, v), kv) in fr.results.iter().zip(vals).zip(known) {
                        cells[s as usize] = v;
                        facts.slots[s as usize] = kv;
                    }
                    pc = fr.resume;
                }
                _ if p.budget == 0 || *emitted >= MAX_EMITTED => break,
                Step::Bail => break,
                Step::Pure => {
                    let d = pure_dest(&i).expect("a pure instruction");
                    let v = facts.eval(i);
                    if let Known::Const(c) = v {
                        // Known: a constant, nothing computed.
                        self.cells.as_mut().expect("a frame run inline")[d as usize] = Cell::K(c);
                    } else {
                        self.instr(pc, i);
                        *emitted += 1;
                    }
                    facts.slots[d as usize] = v;
                    (p.budget, pc) = (p.budget - 1, pc + 1);
                }
                Step::Call(site) if frames.len() < MAX_NEST => {
                    (p.budget, *emitted) = (p.budget - 1, *emitted + 1);
                    let cs = &f.calls[site as usize];
                    let known: Vec<Known> = cs.args.iter().map(|&(s, _)| facts.get(s)).collect();
                    let args: Vec<Cell> = cs
                        .args
                        .iter()
                        .zip(&known)
                        .map(|(&(s, _), &kv)| self.cell(s, kv))
                        .collect();
                    let results = cs.results.iter().map(|r| r.0).collect();
                    let cells = self.new_frame(&args);
                    let caller = std::mem::replace(&mut facts.slots, facts::frame(f, &known));
                    frames.push(Frame {
                        cells,
                        known: caller,
                        resume: pc + 1,
                        results,
                    });
                    p.calls += 1;
                    p.nest = p.nest.max(frames.len() as u32);
                    pc = 0;
                }
                Step::Call(_) => break,
                Step::Branch(t) => {
                    if let Some(taken) = facts.decide(i) {
                        // Decided by what the path knows: no branch.
                        p.budget -= 1;
                        pc = if taken { t } else { pc + 1 };
                        continue;
                    }
                    (p.budget, *emitted) = (p.budget - 1, *emitted + 1);
                    let level = frames.len();
                    let mut fuel = FUEL;
                    let taken = returns(f, self.index, t, p.budget, level, &mut fuel);
                    let fall = returns(f, self.index, pc + 1, p.budget, level, &mut fuel);
                    let c = self.branch_cond(i);
                    let tb = if taken {
                        self.b.create_block()
                    } else {
                        exits.slow
                    };
                    let fb = if fall {
                        self.b.create_block()
                    } else {
                        exits.slow
                    };
                    self.b.ins().brif(c, tb, &[], fb, &[]);
                    if taken {
                        // The taken side on copies of the walk's state.
                        let (cells, mut inner) = (self.cells.clone(), frames.clone());
                        let mut known = facts.clone();
                        known.narrow(i, true);
                        self.b.switch_to_block(tb);
                        self.prefix(t, p, &mut inner, &mut known, emitted, exits);
                        self.cells = cells;
                    }
                    if !fall {
                        return;
                    }
                    facts.narrow(i, false);
                    self.b.switch_to_block(fb);
                    pc += 1;
                }
            }
        }
        self.b.ins().jump(exits.slow, &[]);
    }
}
