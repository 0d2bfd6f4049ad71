//! One function's bytecode to Cranelift IR.
//!
//! Every scalar slot of the frame becomes a Cranelift variable (64-bit, as
//! the slot; floats are bit-cast in and out around each float op, which
//! Cranelift folds between adjacent ops), and the frontend builds SSA from
//! them. Every jump target and every instruction after a branch starts a
//! block. The function's entry does what the interpreter does on entering
//! a frame: counts the call's step and checks the call depth and the frame
//! bytes against the limits (a failure there belongs to the caller's call
//! site, so no frame is reported), after checking that the host stack has
//! room ([`sigil_vm::tier::NATIVE_STACK`]); constants and arguments then
//! define their variables.
//!
//! A taken backward jump counts a step, as the interpreter's does: the
//! budget lives in a variable, passed to and returned by internal entries
//! and written back to the context around other calls. Traps (division by
//! zero and overflow, `cf.assert`, the step limit, a bad function value)
//! branch, through a cold block of their own, to one block that reports
//! the trap and the frame and returns [`FAILED`]; a failed call does the
//! same with only the frame.
//!
//! Each function gets two entries: an internal one, `(ctx, depth, vbytes,
//! steps, arguments...) -> (steps, results...)` with everything in
//! registers (the steps returned are [`FAILED`] after a trap), which is the
//! function itself; and the native entry of [`crate::native`]'s ABI
//! ([`wrapper`]), which reads the arguments and the steps from memory and
//! calls it. A call to itself or to a function compiled before it calls
//! the internal entry; any other direct call goes through the module's
//! table (the callee's native entry, or the routine that runs it in the
//! interpreter and tiers it up), passing operands in a stack area.
//! `func.call_indirect` goes through a routine that checks the function
//! value's arity.
//!
//! Short forward `if`/`else` diamonds of pure instructions become selects
//! (both arms computed, no branch to mispredict); constant slots that
//! nothing writes are immediates; a multiplication by 3, 5 or 9 is a shift
//! and an add.
//!
//! This file holds the function's translation and its instructions;
//! `frame.rs` the entries, calls and traps, `leaf.rs` the early exits run
//! at self-call sites, `analysis.rs` the static facts about the bytecode,
//! `payload.rs` a structured op's payload as a native loop.

use std::collections::{HashMap, HashSet};

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, AbiParam, Block, BlockArg, FuncRef, InstBuilder, MemFlagsData, Signature, StackSlotData,
    StackSlotKind, Value,
};
use cranelift_frontend::{FunctionBuilder, Variable};
use sigil_vm::bytecode::{Callee, FBinOp, FPred, FTy, FUnOp, IPred, Instr, Pc};
use sigil_vm::compile::{CompiledFunction, Slot};
use sigil_vm::tier::TierEnv;
use sigil_vm::ElementType;

use crate::helpers::H;
use crate::native::{
    OFF_ERR, TRAP_ASSERT, TRAP_DIV_OVERFLOW, TRAP_DIV_ZERO, TRAP_NONE, TRAP_STEPS,
};
use crate::tailrec::{self, TailSite};

mod analysis;
mod facts;
mod frame;
mod leaf;
mod payload;
mod vector;
use analysis::{constants, diamond, fused, pure_dest, Diamond};
pub(crate) use frame::wrapper;
pub(crate) use payload::{check_payload, payload_signature, translate_payload, PayloadLayout};
pub(crate) use vector::STEP as VECTOR_POINTS;

const I64: types::Type = types::I64;

/// Why `f` cannot be compiled, if it cannot.
pub(crate) fn check(f: &CompiledFunction, env: &dyn TierEnv) -> Result<(), String> {
    for (pc, i) in f.code.iter().enumerate() {
        let refuse = |what: &str| Err(format!("instruction {pc} ({what}) is not compiled yet"));
        match *i {
            Instr::Tensor { .. } => return refuse("a tensor op"),
            Instr::Call { i } => {
                let cs = &f.calls[i as usize];
                if cs.args.iter().chain(&cs.results).any(|a| a.1) {
                    return refuse("a call passing references");
                }
                if let Callee::Direct(j) = cs.callee {
                    match env.arity(j) {
                        Some((na, nr, true)) if na == cs.args.len() && nr == cs.results.len() => {}
                        _ => return refuse("a call whose operands do not match the callee"),
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// Whether `f` has references: parameters, results or instructions on
/// them (every function has a spare reference slot, which does not count).
pub(crate) fn uses_refs(f: &CompiledFunction) -> bool {
    f.params.iter().any(|p| matches!(p, Slot::R(_)))
        || f.rets.iter().flatten().any(|r| r.1)
        || f.code.iter().any(|i| {
            matches!(
                i,
                Instr::MovRef { .. }
                    | Instr::Null { .. }
                    | Instr::SelectRef { .. }
                    | Instr::GlobalLoadRef { .. }
                    | Instr::GlobalStoreRef { .. }
                    | Instr::ListNew { .. }
                    | Instr::ListSize { .. }
                    | Instr::ListResize { .. }
                    | Instr::ListGet { .. }
                    | Instr::ListGetRef { .. }
                    | Instr::ListSet { .. }
                    | Instr::ListSetRef { .. }
                    | Instr::RefEq { .. }
                    | Instr::RefNonNull { .. }
            )
        })
}

/// The signature of every compiled function (see [`crate::native`]).
pub(crate) fn entry_signature(call_conv: cranelift_codegen::isa::CallConv) -> Signature {
    let mut sig = Signature::new(call_conv);
    for _ in 0..5 {
        sig.params.push(AbiParam::new(I64));
    }
    sig.returns.push(AbiParam::new(I64));
    sig
}

/// The signature of a function's internal entry, which compiled callers
/// call directly: `(ctx, depth, vbytes, steps, arguments...) -> (steps,
/// results...)`, the steps returned being [`FAILED`] after a trap.
pub(crate) fn internal_signature(
    call_conv: cranelift_codegen::isa::CallConv,
    nargs: usize,
    nres: usize,
) -> Signature {
    let mut sig = Signature::new(call_conv);
    for _ in 0..4 + nargs {
        sig.params.push(AbiParam::new(I64));
    }
    for _ in 0..1 + nres {
        sig.returns.push(AbiParam::new(I64));
    }
    sig
}

/// The steps an internal entry returns when it trapped (a success returns
/// fewer steps than it was given, so never this).
pub(crate) const FAILED: i64 = -1;

/// What the translation needs of the JIT module: references to the
/// helpers and to the internal entries of compiled functions (this one
/// included), made on demand.
pub(crate) trait Imports {
    fn helper(&mut self, b: &mut FunctionBuilder<'_>, h: H) -> FuncRef;
    /// Function `index`'s internal entry, if it has one (compiled).
    fn internal(&mut self, b: &mut FunctionBuilder<'_>, index: u32) -> Option<FuncRef>;
}

struct Tx<'a, 'b> {
    b: FunctionBuilder<'b>,
    imports: &'a mut dyn Imports,
    f: &'a CompiledFunction,
    index: u32,
    count: u32,
    vars: Vec<Variable>,
    steps: Variable,
    blocks: HashMap<Pc, Block>,
    trap_block: Block,
    ctx: Value,
    /// The number of results.
    nres: usize,
    /// The call depth and the frame bytes a call from here passes on
    /// (variables: a tail self-call turned into a jump raises them).
    depth: Variable,
    top: Variable,
    /// The tail self-call turned into a jump ([`crate::tailrec`]), with
    /// the accumulator its addends go to and the slot holding the depth on
    /// entry (the depth minus it counts the calls so removed: the frames a
    /// trap reports for them).
    tail: Option<(TailSite, Variable, cranelift_codegen::ir::StackSlot)>,
    io_slot: Option<cranelift_codegen::ir::StackSlot>,
    io_len: u32,
    helpers: HashMap<H, FuncRef>,
    /// The signature of a direct call to a one-operand float routine
    /// (`helpers::fun_address`), imported on first use.
    unary_sig: Option<cranelift_codegen::ir::SigRef>,
    /// Slots holding the same constant all along (see [`constants`]).
    consts: HashMap<u32, u64>,
    /// The entry block's parameters.
    params: Vec<Value>,
    /// Step-counting blocks of backward jumps, emitted once the current
    /// block is filled: `(block, pc of the jump, target)`.
    back_edges: Vec<(Block, Pc, Pc)>,
    /// The first slot of the function's reference window, if it uses
    /// references (see [`sigil_vm::tier::Runtime::refs_enter`]).
    rbase: Option<Value>,
    /// The length of the list in each reference slot `util.list.size`
    /// reads, once known (-1: not known). Only a resize or a call can
    /// change a list's length (every cache is forgotten after one), and
    /// a write of the slot its own.
    size_cache: HashMap<u32, Variable>,
    /// Set when translating a structured op's payload ([`translate_payload`]).
    pl: Option<Pl>,
    /// Whether self-calls run the function's early exit first ([`leaf`]),
    /// and at how many sites they do.
    leaf: bool,
    early_exits: usize,
    /// Instructions emitted for early exits so far ([`leaf::MAX_PER_FUNCTION`]).
    leaf_emitted: u32,
    /// Set by a self-call that succeeded since the block began: the call
    /// depth and frame bytes it passed passed the callee's checks, which
    /// a tail self-call after it, passing the same, need not repeat.
    frame_ok: bool,
    /// What a new frame's slots start as (zero, or their constant), made
    /// by the entry's [`Self::init_slots`] and reused by every later frame
    /// (tail jumps, early exits run inline), whose blocks the entry's
    /// dominates: one constant per value instead of one per slot and frame,
    /// a third of fib's instructions before Cranelift removed them again.
    slot_init: Vec<(u32, Value)>,
    /// While an early exit's prefix is emitted ([`leaf`]): the slots of
    /// the frame being run inline, as values or constants not yet
    /// materialised, instead of variables. The prefix is a tree (every
    /// branch forks the walk, nothing joins), so a path's slots are plain
    /// values: no SSA construction, and a constant costs nothing until an
    /// emitted instruction reads it.
    cells: Option<Vec<Cell>>,
}

/// A slot of a frame run inline (see [`Tx::cells`]).
#[derive(Clone, Copy)]
enum Cell {
    K(i64),
    V(Value),
}

/// What the translation did to a function's self-calls.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Shape {
    /// Its tail self-call became a jump ([`crate::tailrec`]).
    pub tail_jump: bool,
    /// Self-call sites running its early exit inline ([`leaf`]).
    pub early_exits: usize,
}

/// A payload's translation: where a return goes (the block storing the
/// results, whose parameters they are) and where a trap is written.
struct Pl {
    store: Block,
    trap: Value,
}

/// A block for every jump target and every instruction after a branch.
fn leaders(b: &mut FunctionBuilder<'_>, f: &CompiledFunction) -> HashMap<Pc, Block> {
    let mut leaders: Vec<Pc> = vec![0];
    for (pc, i) in f.code.iter().enumerate() {
        let pc = pc as Pc;
        let mut i = *i;
        if let Some(t) = i.target_mut() {
            leaders.push(*t);
            leaders.push(pc + 1);
        }
        match i {
            Instr::Switch { i: s, .. } => {
                let table = &f.switches[s as usize];
                leaders.extend(table.cases.iter().map(|c| c.1));
                leaders.push(table.default);
                leaders.push(pc + 1);
            }
            Instr::Return { .. } => leaders.push(pc + 1),
            _ => {}
        }
    }
    let mut blocks = HashMap::new();
    for l in leaders {
        if (l as usize) < f.code.len() {
            blocks.entry(l).or_insert_with(|| b.create_block());
        }
    }
    blocks
}

fn mem() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Translates `f` (function `index` of `count`, checked by [`check`]) into
/// the function `b` builds.
pub(crate) fn translate(
    mut b: FunctionBuilder<'_>,
    config: cranelift_codegen::isa::TargetFrontendConfig,
    imports: &mut dyn Imports,
    f: &CompiledFunction,
    index: u32,
    count: u32,
) -> Shape {
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let p = b.block_params(entry).to_vec();
    let (ctx, vbytes) = (p[0], p[2]);
    let nres = b.func.signature.returns.len() - 1;
    let steps = b.declare_var(I64);
    let vars: Vec<Variable> = (0..f.num_scalars).map(|_| b.declare_var(I64)).collect();
    let (dvar, tvar) = (b.declare_var(I64), b.declare_var(I64));
    let tail = tailrec::find(f, index).map(|t| {
        let acc = b.declare_var(I64);
        let zero = b.ins().iconst(I64, 0);
        b.def_var(acc, zero);
        // The depth on entry, which a trap subtracts from the depth to
        // count the calls turned into jumps (kept in memory: it is not
        // worth a register across every call). Stored at offset 8 and read
        // back from offset 0 plus 8, so that the two addresses differ:
        // Cranelift would otherwise compute the slot's address once at the
        // entry and keep it (spilled) for the trap block.
        let slot =
            b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 3));
        b.ins().stack_store(I64, p[1], slot, 8);
        let next = b.ins().iadd_imm_s(p[1], 1);
        b.def_var(dvar, next);
        (t, acc, slot)
    });

    let blocks = leaders(&mut b, f);
    let io_len = f
        .calls
        .iter()
        .map(|c| c.args.len().max(c.results.len()))
        .max()
        .unwrap_or(0) as u32;
    let trap_block = b.create_block();
    let mut tx = Tx {
        b,
        imports,
        f,
        index,
        count,
        vars,
        steps,
        blocks,
        trap_block,
        ctx,
        nres,
        depth: dvar,
        top: tvar,
        tail,
        io_slot: None,
        io_len,
        helpers: HashMap::new(),
        unary_sig: None,
        consts: constants(f),
        params: p.clone(),
        back_edges: Vec::new(),
        rbase: None,
        size_cache: HashMap::new(),
        pl: None,
        leaf: leaf::has_early_exit(f, index),
        early_exits: 0,
        leaf_emitted: 0,
        frame_ok: false,
        slot_init: Vec::new(),
        cells: None,
    };
    for i in &f.code {
        if let Instr::ListSize { l, .. } = *i {
            if !tx.size_cache.contains_key(&l) {
                let v = tx.b.declare_var(I64);
                tx.size_cache.insert(l, v);
            }
        }
    }
    tx.prologue(vbytes);
    tx.body();
    tx.trap_block_body();
    tx.b.seal_all_blocks();
    let shape = Shape {
        tail_jump: tx.tail.is_some(),
        early_exits: tx.early_exits,
    };
    tx.b.finalize(config);
    shape
}

impl Tx<'_, '_> {
    fn r(&mut self, s: u32) -> Value {
        if let Some(&v) = self.consts.get(&s) {
            return self.b.ins().iconst(I64, v as i64);
        }
        if let Some(cells) = &self.cells {
            return match cells[s as usize] {
                Cell::V(v) => v,
                Cell::K(k) => self.b.ins().iconst(I64, k),
            };
        }
        self.b.use_var(self.vars[s as usize])
    }

    /// `x * y` with a multiplication by 3, 5 or 9 as a shift and an add
    /// (one `lea` on x86-64, where `imul` takes three cycles).
    fn mul(&mut self, a: u32, b: u32) -> Value {
        let (x, y) = (self.r(a), self.r(b));
        let k = |s| match self.consts.get(&s) {
            Some(3) => Some(1),
            Some(5) => Some(2),
            Some(9) => Some(3),
            _ => None,
        };
        match (k(a), k(b)) {
            (_, Some(sh)) => {
                let t = self.b.ins().ishl_imm_s(x, sh);
                self.b.ins().iadd(x, t)
            }
            (Some(sh), _) => {
                let t = self.b.ins().ishl_imm_s(y, sh);
                self.b.ins().iadd(y, t)
            }
            _ => self.b.ins().imul(x, y),
        }
    }

    fn w(&mut self, d: u32, v: Value) {
        match &mut self.cells {
            Some(cells) => cells[d as usize] = Cell::V(v),
            None => self.b.def_var(self.vars[d as usize], v),
        }
    }

    fn c(&mut self, v: i64) -> Value {
        self.b.ins().iconst(I64, v)
    }

    fn helper(&mut self, h: H) -> FuncRef {
        if let Some(&r) = self.helpers.get(&h) {
            return r;
        }
        let r = self.imports.helper(&mut self.b, h);
        self.helpers.insert(h, r);
        r
    }

    /// `(i64) -> i64` in the function's calling convention.
    fn unary_sig(&mut self) -> cranelift_codegen::ir::SigRef {
        if let Some(s) = self.unary_sig {
            return s;
        }
        let mut sig = Signature::new(self.b.func.signature.call_conv);
        sig.params.push(AbiParam::new(I64));
        sig.returns.push(AbiParam::new(I64));
        let s = self.b.import_signature(sig);
        self.unary_sig = Some(s);
        s
    }

    /// Calls helper `h` with `args`; its result, if it has one.
    fn call_helper(&mut self, h: H, args: &[Value]) -> Option<Value> {
        let r = self.helper(h);
        let inst = self.b.ins().call(r, args);
        self.b.inst_results(inst).first().copied()
    }

    /// Reference slot `s` of the function's window, as an absolute index.
    fn abs(&mut self, s: u32) -> Value {
        let rb = self
            .rbase
            .expect("a function with references opened a window");
        self.b.ins().iadd_imm_s(rb, s as i64)
    }

    /// Forgets the cached list length of slot `slot` (written), or of
    /// every slot (`None`: after a resize or a call, or at the entry).
    fn forget_sizes(&mut self, slot: Option<u32>) {
        let vars: Vec<Variable> = match slot {
            Some(s) => self.size_cache.get(&s).copied().into_iter().collect(),
            None => self.size_cache.values().copied().collect(),
        };
        for v in vars {
            let unknown = self.c(-1);
            self.b.def_var(v, unknown);
        }
    }

    /// Calls reference routine `h` with the context and `args`.
    fn ref_call(&mut self, h: H, args: &[Value]) -> Option<Value> {
        let mut a = vec![self.ctx];
        a.extend_from_slice(args);
        self.call_helper(h, &a)
    }

    /// After a reference routine that can fail: leaves through the trap
    /// block (the trap is held already; this frame joins its stack) when
    /// it did.
    fn fail_check(&mut self, pc: Pc) {
        let e = self.b.ins().load(I64, mem(), self.ctx, OFF_ERR);
        let zero = self.c(0);
        self.trap_if(e, TRAP_NONE, zero, pc);
    }

    /// The block a branch at `pc` to `t` goes to: `t`'s, through a step
    /// count when the jump goes backward.
    fn edge(&mut self, pc: Pc, t: Pc) -> Block {
        let target = self.blocks[&t];
        if t > pc {
            return target;
        }
        // A block counting the step, emitted after the current one.
        let bb = self.b.create_block();
        self.back_edges.push((bb, pc, t));
        bb
    }

    /// Counts a step (a backward jump or a call turned into a jump, at
    /// `pc`): the step-limit trap when none is left.
    fn count_step(&mut self, pc: Pc) {
        let steps = self.b.use_var(self.steps);
        let out = self.b.ins().icmp_imm_s(IntCC::Equal, steps, 0);
        let zero = self.c(0);
        self.trap_if(out, TRAP_STEPS, zero, pc);
        let steps = self.b.ins().iadd_imm_s(steps, -1);
        self.b.def_var(self.steps, steps);
    }

    /// Emits the pending step-counting blocks (the current block is filled).
    fn flush_back_edges(&mut self) {
        while let Some((bb, pc, t)) = self.back_edges.pop() {
            let target = self.blocks[&t];
            self.b.switch_to_block(bb);
            self.count_step(pc);
            self.b.ins().jump(target, &[]);
        }
    }

    fn branch(&mut self, pc: Pc, cond: Value, t: Pc) {
        let taken = self.edge(pc, t);
        let next = self.blocks[&(pc + 1)];
        self.b.ins().brif(cond, taken, &[], next, &[]);
    }

    fn sext_sh(&mut self, x: Value, sh: u8) -> Value {
        if sh == 0 {
            return x;
        }
        let l = self.b.ins().ishl_imm_s(x, sh as i64);
        self.b.ins().sshr_imm_s(l, sh as i64)
    }

    fn zext(&mut self, x: Value, w: u32) -> Value {
        if w >= 64 {
            return x;
        }
        self.b.ins().band_imm_s(x, ((1u64 << w) - 1) as i64)
    }

    fn bool_slot(&mut self, c: Value) -> Value {
        self.b.ins().bmask(I64, c)
    }

    fn as_f32(&mut self, x: Value) -> Value {
        let n = self.b.ins().ireduce(types::I32, x);
        self.b.ins().bitcast(types::F32, MemFlagsData::new(), n)
    }

    fn bits_f32(&mut self, x: Value) -> Value {
        let n = self.b.ins().bitcast(types::I32, MemFlagsData::new(), x);
        self.b.ins().uextend(I64, n)
    }

    fn as_f64(&mut self, x: Value) -> Value {
        self.b.ins().bitcast(types::F64, MemFlagsData::new(), x)
    }

    fn bits_f64(&mut self, x: Value) -> Value {
        self.b.ins().bitcast(I64, MemFlagsData::new(), x)
    }

    /// A float binary op computed inline (f32 and f64 `+ - * /`).
    fn fbin_inline(&mut self, t: FTy, op: FBinOp, a: Value, b: Value) -> Option<Value> {
        let f = |b: &mut FunctionBuilder<'_>, x, y| match op {
            FBinOp::Add => b.ins().fadd(x, y),
            FBinOp::Sub => b.ins().fsub(x, y),
            FBinOp::Mul => b.ins().fmul(x, y),
            _ => b.ins().fdiv(x, y),
        };
        if !matches!(op, FBinOp::Add | FBinOp::Sub | FBinOp::Mul | FBinOp::Div) {
            return None;
        }
        match t {
            FTy::F32 => {
                let (x, y) = (self.as_f32(a), self.as_f32(b));
                let r = f(&mut self.b, x, y);
                Some(self.bits_f32(r))
            }
            FTy::F64 => {
                let (x, y) = (self.as_f64(a), self.as_f64(b));
                let r = f(&mut self.b, x, y);
                Some(self.bits_f64(r))
            }
            _ => None,
        }
    }

    fn sign_bit(t: FTy) -> i64 {
        match t {
            FTy::F32 => 1 << 31,
            FTy::F64 => i64::MIN,
            _ => 1 << 15,
        }
    }

    fn fun_inline(&mut self, t: FTy, op: FUnOp, a: Value) -> Option<Value> {
        // The small kinds (some without a sign or a negative zero) go
        // through the interpreter's routine.
        if t.is_small() {
            return None;
        }
        match op {
            FUnOp::Neg => return Some(self.b.ins().bxor_imm_s(a, Self::sign_bit(t))),
            FUnOp::Abs => return Some(self.b.ins().band_imm_s(a, !Self::sign_bit(t))),
            _ => {}
        }
        let f = |b: &mut FunctionBuilder<'_>, x| match op {
            FUnOp::Sqrt => Some(b.ins().sqrt(x)),
            FUnOp::Ceil => Some(b.ins().ceil(x)),
            FUnOp::Floor => Some(b.ins().floor(x)),
            FUnOp::Trunc => Some(b.ins().trunc(x)),
            FUnOp::RoundEven => Some(b.ins().nearest(x)),
            _ => None,
        };
        if !matches!(
            op,
            FUnOp::Sqrt | FUnOp::Ceil | FUnOp::Floor | FUnOp::Trunc | FUnOp::RoundEven
        ) {
            return None;
        }
        match t {
            FTy::F32 => {
                let x = self.as_f32(a);
                let r = f(&mut self.b, x)?;
                Some(self.bits_f32(r))
            }
            FTy::F64 => {
                let x = self.as_f64(a);
                let r = f(&mut self.b, x)?;
                Some(self.bits_f64(r))
            }
            _ => None,
        }
    }

    /// `p` as a condition code; `None` for the constant predicates.
    fn fcc(p: FPred) -> Option<FloatCC> {
        Some(match p {
            FPred::False | FPred::True => return None,
            FPred::Oeq => FloatCC::Equal,
            FPred::Ogt => FloatCC::GreaterThan,
            FPred::Oge => FloatCC::GreaterThanOrEqual,
            FPred::Olt => FloatCC::LessThan,
            FPred::Ole => FloatCC::LessThanOrEqual,
            FPred::One => FloatCC::OrderedNotEqual,
            FPred::Ord => FloatCC::Ordered,
            FPred::Ueq => FloatCC::UnorderedOrEqual,
            FPred::Ugt => FloatCC::UnorderedOrGreaterThan,
            FPred::Uge => FloatCC::UnorderedOrGreaterThanOrEqual,
            FPred::Ult => FloatCC::UnorderedOrLessThan,
            FPred::Ule => FloatCC::UnorderedOrLessThanOrEqual,
            FPred::Une => FloatCC::NotEqual,
            FPred::Uno => FloatCC::Unordered,
        })
    }

    /// Unary `op` on slot bits `x` by the interpreter's routine: for f32
    /// and f64 straight to it by address, else through [`H::FUn`].
    fn call_fun(&mut self, t: FTy, op: FUnOp, x: Value) -> Value {
        if let Some(addr) = crate::helpers::fun_address(t, op) {
            let sig = self.unary_sig();
            let fp = self.c(addr as i64);
            let inst = self.b.ins().call_indirect(sig, fp, &[x]);
            return self.b.inst_results(inst)[0];
        }
        let (tv, opv) = (self.c(t as i64), self.c(op as i64));
        self.call_helper(H::FUn, &[tv, opv, x]).unwrap()
    }

    /// Binary `op` on slot bits by the interpreter's routine.
    fn call_fbin(&mut self, t: FTy, op: FBinOp, x: Value, y: Value) -> Value {
        let (tv, opv) = (self.c(t as i64), self.c(op as i64));
        self.call_helper(H::FBin, &[tv, opv, x, y]).unwrap()
    }

    fn fcmp_inline(&mut self, t: FTy, p: FPred, a: Value, b: Value) -> Option<Value> {
        let cc = match Self::fcc(p) {
            Some(cc) => cc,
            None => return Some(self.c(-((p == FPred::True) as i64))),
        };
        let c = match t {
            FTy::F32 => {
                let (x, y) = (self.as_f32(a), self.as_f32(b));
                self.b.ins().fcmp(cc, x, y)
            }
            FTy::F64 => {
                let (x, y) = (self.as_f64(a), self.as_f64(b));
                self.b.ins().fcmp(cc, x, y)
            }
            _ => return None,
        };
        Some(self.bool_slot(c))
    }

    fn icc(p: IPred) -> IntCC {
        match p {
            IPred::Eq => IntCC::Equal,
            IPred::Ne => IntCC::NotEqual,
            IPred::Slt => IntCC::SignedLessThan,
            IPred::Sle => IntCC::SignedLessThanOrEqual,
            IPred::Sgt => IntCC::SignedGreaterThan,
            IPred::Sge => IntCC::SignedGreaterThanOrEqual,
            IPred::Ult => IntCC::UnsignedLessThan,
            IPred::Ule => IntCC::UnsignedLessThanOrEqual,
            IPred::Ugt => IntCC::UnsignedGreaterThan,
            IPred::Uge => IntCC::UnsignedGreaterThanOrEqual,
        }
    }

    /// Traps for a signed division of width `64 - sh`.
    fn div_s_checks(&mut self, x: Value, y: Value, sh: u8, pc: Pc) {
        let zero = self.c(0);
        let z = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
        self.trap_if(z, TRAP_DIV_ZERO, zero, pc);
        let min = i64::MIN >> sh;
        let xm = self.b.ins().icmp_imm_s(IntCC::Equal, x, min);
        let ym = self.b.ins().icmp_imm_s(IntCC::Equal, y, -1);
        let o = self.b.ins().band(xm, ym);
        self.trap_if(o, TRAP_DIV_OVERFLOW, zero, pc);
    }

    fn body(&mut self) {
        let code = &self.f.code;
        let mut targets: HashMap<Pc, u32> = HashMap::new();
        for (pc, i) in code.iter().enumerate() {
            let mut i = *i;
            if let Some(t) = i.target_mut() {
                *targets.entry(*t).or_default() += 1;
            }
            if let Instr::Switch { i: s, .. } = i {
                let table = &self.f.switches[s as usize];
                for t in table.cases.iter().map(|c| c.1).chain([table.default]) {
                    *targets.entry(t).or_default() += 1;
                }
            }
            let _ = pc;
        }
        let mut open = false;
        let mut pc: Pc = 0;
        while (pc as usize) < code.len() {
            if let Some(&blk) = self.blocks.get(&pc) {
                if open {
                    self.b.ins().jump(blk, &[]);
                }
                self.b.switch_to_block(blk);
                self.frame_ok = false;
                open = true;
            }
            if !open {
                // Unreachable code after a jump with no label: skipped.
                pc += 1;
                continue;
            }
            if let Some(d) = diamond(self.f, &targets, pc) {
                self.if_convert(pc, &d);
                pc = d.end;
                continue;
            }
            open = self.instr(pc, code[pc as usize]);
            if !open {
                self.flush_back_edges();
            }
            pc += 1;
        }
        if open {
            // Validation guarantees the code cannot run off its end.
            self.b
                .ins()
                .trap(cranelift_codegen::ir::TrapCode::unwrap_user(1));
        }
    }

    /// Emits instruction `pc`; false when it ends its block.
    fn instr(&mut self, pc: Pc, i: Instr) -> bool {
        macro_rules! bin {
            ($d:expr, $a:expr, $b:expr, $op:ident) => {{
                let (x, y) = (self.r($a), self.r($b));
                let v = self.b.ins().$op(x, y);
                self.w($d, v);
            }};
        }
        macro_rules! binw {
            ($d:expr, $a:expr, $b:expr, $sh:expr, $op:ident) => {{
                let (x, y) = (self.r($a), self.r($b));
                let v = self.b.ins().$op(x, y);
                let v = self.sext_sh(v, $sh);
                self.w($d, v);
            }};
        }
        macro_rules! br {
            ($a:expr, $b:expr, $t:expr, $cc:expr) => {{
                let (x, y) = (self.r($a), self.r($b));
                let c = self.b.ins().icmp($cc, x, y);
                self.branch(pc, c, $t);
                return false;
            }};
        }
        match i {
            Instr::Mov { d, s } => {
                let v = self.r(s);
                self.w(d, v);
            }
            Instr::Add64 { d, a, b } => bin!(d, a, b, iadd),
            Instr::Sub64 { d, a, b } => bin!(d, a, b, isub),
            Instr::Mul64 { d, a, b } => {
                let v = self.mul(a, b);
                self.w(d, v);
            }
            Instr::Add { d, a, b, sh } => binw!(d, a, b, sh, iadd),
            Instr::Sub { d, a, b, sh } => binw!(d, a, b, sh, isub),
            Instr::Mul { d, a, b, sh } => {
                let v = self.mul(a, b);
                let v = self.sext_sh(v, sh);
                self.w(d, v);
            }
            Instr::DivS { d, a, b, sh } => {
                let (x, y) = (self.r(a), self.r(b));
                self.div_s_checks(x, y, sh, pc);
                let q = self.b.ins().sdiv(x, y);
                let q = self.sext_sh(q, sh);
                self.w(d, q);
            }
            Instr::DivU { d, a, b, sh } | Instr::RemU { d, a, b, sh } => {
                let w = 64 - sh as u32;
                let (x, y) = (self.r(a), self.r(b));
                let (x, y) = (self.zext(x, w), self.zext(y, w));
                let zero = self.c(0);
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
                self.trap_if(z, TRAP_DIV_ZERO, zero, pc);
                let q = if matches!(i, Instr::DivU { .. }) {
                    self.b.ins().udiv(x, y)
                } else {
                    self.b.ins().urem(x, y)
                };
                let q = self.sext_sh(q, sh);
                self.w(d, q);
            }
            Instr::RemS { d, a, b, .. } => {
                let (x, y) = (self.r(a), self.r(b));
                let zero = self.c(0);
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
                self.trap_if(z, TRAP_DIV_ZERO, zero, pc);
                // `srem` of the smallest value by -1 is 0, as the
                // interpreter's `wrapping_rem`.
                let r = self.b.ins().srem(x, y);
                self.w(d, r);
            }
            Instr::CeilDivS { d, a, b, sh } | Instr::FloorDivS { d, a, b, sh } => {
                let (x, y) = (self.r(a), self.r(b));
                self.div_s_checks(x, y, sh, pc);
                let q = self.b.ins().sdiv(x, y);
                let q = self.sext_sh(q, sh);
                let r = self.b.ins().srem(x, y);
                let inexact = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                let xn = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, x, 0);
                let yn = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, y, 0);
                let ceil = matches!(i, Instr::CeilDivS { .. });
                let same =
                    self.b
                        .ins()
                        .icmp(if ceil { IntCC::Equal } else { IntCC::NotEqual }, xn, yn);
                let adj = self.b.ins().band(inexact, same);
                let adj = self.b.ins().uextend(I64, adj);
                let q = if ceil {
                    self.b.ins().iadd(q, adj)
                } else {
                    self.b.ins().isub(q, adj)
                };
                let q = self.sext_sh(q, sh);
                self.w(d, q);
            }
            Instr::CeilDivU { d, a, b, sh } => {
                let w = 64 - sh as u32;
                let (x, y) = (self.r(a), self.r(b));
                let (x, y) = (self.zext(x, w), self.zext(y, w));
                let zero = self.c(0);
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
                self.trap_if(z, TRAP_DIV_ZERO, zero, pc);
                let q = self.b.ins().udiv(x, y);
                let r = self.b.ins().urem(x, y);
                let inexact = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                let adj = self.b.ins().uextend(I64, inexact);
                let q = self.b.ins().iadd(q, adj);
                let q = self.sext_sh(q, sh);
                self.w(d, q);
            }
            Instr::And { d, a, b } => bin!(d, a, b, band),
            Instr::Or { d, a, b } => bin!(d, a, b, bor),
            Instr::Xor { d, a, b } => bin!(d, a, b, bxor),
            Instr::Shl { d, a, b, sh } | Instr::ShrU { d, a, b, sh } => {
                let w = 64 - sh as u32;
                let (x, n) = (self.r(a), self.r(b));
                let n = self.zext(n, w);
                let v = if matches!(i, Instr::Shl { .. }) {
                    self.b.ins().ishl(x, n)
                } else {
                    let x = self.zext(x, w);
                    self.b.ins().ushr(x, n)
                };
                let v = self.sext_sh(v, sh);
                let over = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, n, w as i64);
                let zero = self.c(0);
                let v = self.b.ins().select(over, zero, v);
                self.w(d, v);
            }
            Instr::ShrS { d, a, b, sh } => {
                let w = 64 - sh as u32;
                let (x, n) = (self.r(a), self.r(b));
                let n = self.zext(n, w);
                let max = self.c(63);
                let n = self.b.ins().umin(n, max);
                let v = self.b.ins().sshr(x, n);
                self.w(d, v);
            }
            Instr::MaxS { d, a, b } => bin!(d, a, b, smax),
            Instr::MinS { d, a, b } => bin!(d, a, b, smin),
            Instr::MaxU { d, a, b } => bin!(d, a, b, umax),
            Instr::MinU { d, a, b } => bin!(d, a, b, umin),
            Instr::Cmp { d, a, b, p } => {
                let (x, y) = (self.r(a), self.r(b));
                let c = self.b.ins().icmp(Self::icc(p), x, y);
                let v = self.bool_slot(c);
                self.w(d, v);
            }
            Instr::Select { d, c, a, b } => {
                let (c, x, y) = (self.r(c), self.r(a), self.r(b));
                let v = self.b.ins().select(c, x, y);
                self.w(d, v);
            }
            Instr::ZExt { d, s, w } => {
                let x = self.r(s);
                let v = self.zext(x, w as u32);
                self.w(d, v);
            }
            Instr::Trunc { d, s, sh } => {
                let x = self.r(s);
                let v = self.sext_sh(x, sh);
                self.w(d, v);
            }
            Instr::AddUiExt { d, o, a, b, w } => {
                let (x, y) = (self.r(a), self.r(b));
                let wv = self.c(w as i64);
                let s = self.call_helper(H::AddExtSum, &[x, y, wv]).unwrap();
                let c = self.call_helper(H::AddExtCarry, &[x, y, wv]).unwrap();
                self.w(d, s);
                self.w(o, c);
            }
            Instr::MulExt {
                lo,
                hi,
                a,
                b,
                w,
                signed,
            } => {
                let (x, y) = (self.r(a), self.r(b));
                let wv = self.c(w as i64);
                let sv = self.c(signed as i64);
                let l = self.call_helper(H::MulExtLo, &[x, y, wv, sv]).unwrap();
                let h = self.call_helper(H::MulExtHi, &[x, y, wv, sv]).unwrap();
                self.w(lo, l);
                self.w(hi, h);
            }
            Instr::Bits { d, a, w, op } => {
                let x = self.r(a);
                let (opv, wv) = (self.c(op as i64), self.c(w as i64));
                let v = self.call_helper(H::Bits, &[opv, x, wv]).unwrap();
                self.w(d, v);
            }
            Instr::IPow { d, a, b, sh } => {
                let (x, y) = (self.r(a), self.r(b));
                let shv = self.c(sh as i64);
                let v = self.call_helper(H::IPow, &[x, y, shv]).unwrap();
                self.w(d, v);
            }
            Instr::F32Add { d, a, b } => self.fbin(d, a, b, FTy::F32, FBinOp::Add),
            Instr::F32Sub { d, a, b } => self.fbin(d, a, b, FTy::F32, FBinOp::Sub),
            Instr::F32Mul { d, a, b } => self.fbin(d, a, b, FTy::F32, FBinOp::Mul),
            Instr::F32Div { d, a, b } => self.fbin(d, a, b, FTy::F32, FBinOp::Div),
            Instr::F64Add { d, a, b } => self.fbin(d, a, b, FTy::F64, FBinOp::Add),
            Instr::F64Sub { d, a, b } => self.fbin(d, a, b, FTy::F64, FBinOp::Sub),
            Instr::F64Mul { d, a, b } => self.fbin(d, a, b, FTy::F64, FBinOp::Mul),
            Instr::F64Div { d, a, b } => self.fbin(d, a, b, FTy::F64, FBinOp::Div),
            Instr::FBin { d, a, b, t, op } => self.fbin(d, a, b, t, op),
            Instr::FUn { d, a, t, op } => {
                let x = self.r(a);
                let v = match self.fun_inline(t, op, x) {
                    Some(v) => v,
                    None => self.call_fun(t, op, x),
                };
                self.w(d, v);
            }
            Instr::FCmp { d, a, b, t, p } => {
                let (x, y) = (self.r(a), self.r(b));
                let v = match self.fcmp_inline(t, p, x, y) {
                    Some(v) => v,
                    None => {
                        let (tv, pv) = (self.c(t as i64), self.c(p as i64));
                        self.call_helper(H::FCmp, &[tv, pv, x, y]).unwrap()
                    }
                };
                self.w(d, v);
            }
            Instr::FClassify { d, a, t, c } => {
                let x = self.r(a);
                let (tv, cv) = (self.c(t as i64), self.c(c as i64));
                let v = self.call_helper(H::Classify, &[tv, cv, x]).unwrap();
                self.w(d, v);
            }
            Instr::Fma { d, a, b, c, t } => {
                let (x, y, z) = (self.r(a), self.r(b), self.r(c));
                let tv = self.c(t as i64);
                let v = self.call_helper(H::Fma, &[tv, x, y, z]).unwrap();
                self.w(d, v);
            }
            Instr::FPowI { d, a, b, t } => {
                let (x, y) = (self.r(a), self.r(b));
                let tv = self.c(t as i64);
                let v = self.call_helper(H::FPowI, &[tv, x, y]).unwrap();
                self.w(d, v);
            }
            Instr::FClamp { d, a, lo, hi, t } => {
                let (x, l, h) = (self.r(a), self.r(lo), self.r(hi));
                let tv = self.c(t as i64);
                let v = self.call_helper(H::Clamp, &[tv, x, l, h]).unwrap();
                self.w(d, v);
            }
            Instr::IToF { d, s, w, signed, t } => {
                let x = self.r(s);
                let (tv, wv, sv) = (self.c(t as i64), self.c(w as i64), self.c(signed as i64));
                let v = self.call_helper(H::IToF, &[tv, x, wv, sv]).unwrap();
                self.w(d, v);
            }
            Instr::FToI { d, s, w, signed, t } => {
                let x = self.r(s);
                let (tv, wv, sv) = (self.c(t as i64), self.c(w as i64), self.c(signed as i64));
                let v = self.call_helper(H::FToI, &[tv, x, wv, sv]).unwrap();
                self.w(d, v);
            }
            Instr::FConv { d, s, from, to, r } => {
                let x = self.r(s);
                let (fv, tv, rv) = (self.c(from as i64), self.c(to as i64), self.c(r as i64));
                let v = self.call_helper(H::FConv, &[fv, tv, x, rv]).unwrap();
                self.w(d, v);
            }
            Instr::Jmp { t } => {
                let blk = self.edge(pc, t);
                self.b.ins().jump(blk, &[]);
                return false;
            }
            Instr::JmpIf { c, t } => {
                let c = self.r(c);
                self.branch(pc, c, t);
                return false;
            }
            Instr::JmpIfNot { c, t } => {
                let c = self.r(c);
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, c, 0);
                self.branch(pc, z, t);
                return false;
            }
            Instr::BrEq { a, b, t } => br!(a, b, t, IntCC::Equal),
            Instr::BrNe { a, b, t } => br!(a, b, t, IntCC::NotEqual),
            Instr::BrSlt { a, b, t } => br!(a, b, t, IntCC::SignedLessThan),
            Instr::BrSle { a, b, t } => br!(a, b, t, IntCC::SignedLessThanOrEqual),
            Instr::BrSgt { a, b, t } => br!(a, b, t, IntCC::SignedGreaterThan),
            Instr::BrSge { a, b, t } => br!(a, b, t, IntCC::SignedGreaterThanOrEqual),
            Instr::BrUlt { a, b, t } => br!(a, b, t, IntCC::UnsignedLessThan),
            Instr::BrUle { a, b, t } => br!(a, b, t, IntCC::UnsignedLessThanOrEqual),
            Instr::BrUgt { a, b, t } => br!(a, b, t, IntCC::UnsignedGreaterThan),
            Instr::BrUge { a, b, t } => br!(a, b, t, IntCC::UnsignedGreaterThanOrEqual),
            Instr::Switch { v, i } => {
                let table = &self.f.switches[i as usize];
                let x = self.r(v);
                let mut seen = HashSet::new();
                for &(c, t) in &table.cases {
                    if !seen.insert(c) {
                        continue;
                    }
                    let hit = self.b.ins().icmp_imm_s(IntCC::Equal, x, c as i64);
                    let taken = self.edge(pc, t);
                    let next = self.b.create_block();
                    self.b.ins().brif(hit, taken, &[], next, &[]);
                    self.b.switch_to_block(next);
                }
                let blk = self.edge(pc, table.default);
                self.b.ins().jump(blk, &[]);
                return false;
            }
            Instr::Call { .. } if self.tail.is_some_and(|t| t.0.pc == pc) => {
                let (t, acc, _) = self.tail.unwrap();
                self.tail_call(pc, t, acc);
                return false;
            }
            Instr::Call { i }
                if self.leaf
                    && self.leaf_emitted < leaf::MAX_PER_FUNCTION
                    && self.f.calls[i as usize].callee == Callee::Direct(self.index) =>
            {
                self.leaf_call(pc, i);
            }
            Instr::Call { i } => {
                self.call(pc, i);
                self.forget_sizes(None);
            }
            Instr::Return { i } if self.pl.is_some() => {
                let rets = &self.f.rets[i as usize];
                let vals: Vec<BlockArg> = rets
                    .iter()
                    .map(|&(s, _)| BlockArg::Value(self.r(s)))
                    .collect();
                let store = self.pl.as_ref().map(|p| p.store).unwrap();
                self.b.ins().jump(store, &vals);
                return false;
            }
            Instr::Return { i } => {
                let rets = &self.f.rets[i as usize];
                let mut r = vec![self.b.use_var(self.steps)];
                for &(s, is_ref) in rets {
                    if is_ref {
                        let a = self.abs(s);
                        self.ref_call(H::RefResult, &[a]);
                        r.push(self.c(0));
                    } else {
                        let mut v = self.r(s);
                        if let Some((
                            TailSite {
                                addend: Some(_), ..
                            },
                            acc,
                            _,
                        )) = self.tail
                        {
                            let a = self.b.use_var(acc);
                            v = self.b.ins().iadd(a, v);
                        }
                        r.push(v);
                    }
                }
                if let Some(rb) = self.rbase {
                    let n = self.c(self.f.num_refs as i64);
                    self.ref_call(H::RefsLeave, &[rb, n]);
                }
                self.b.ins().return_(&r);
                return false;
            }
            Instr::MovRef { d, s } => {
                self.forget_sizes(Some(d));
                let (d, s) = (self.abs(d), self.abs(s));
                self.ref_call(H::RefMov, &[d, s]);
            }
            Instr::Null { d } => {
                self.forget_sizes(Some(d));
                let d = self.abs(d);
                self.ref_call(H::RefNull, &[d]);
            }
            Instr::SelectRef { d, c, a, b } => {
                self.forget_sizes(Some(d));
                let c = self.r(c);
                let (d, a, b) = (self.abs(d), self.abs(a), self.abs(b));
                self.ref_call(H::RefSelect, &[c, d, a, b]);
            }
            Instr::GlobalLoadRef { d, g } => {
                self.forget_sizes(Some(d));
                let (d, g) = (self.abs(d), self.c(g as i64));
                self.ref_call(H::GlobalRefLoad, &[d, g]);
            }
            Instr::GlobalStoreRef { s, g } => {
                let (s, g) = (self.abs(s), self.c(g as i64));
                self.ref_call(H::GlobalRefStore, &[s, g]);
            }
            Instr::RefEq { d, a, b } => {
                let (a, b) = (self.abs(a), self.abs(b));
                let v = self.ref_call(H::RefEq, &[a, b]).unwrap();
                self.w(d, v);
            }
            Instr::RefNonNull { d, a } => {
                let a = self.abs(a);
                let v = self.ref_call(H::RefNonNull, &[a]).unwrap();
                self.w(d, v);
            }
            Instr::ListNew { d, cap, e } => {
                self.forget_sizes(Some(d));
                let cap = if cap == u32::MAX {
                    self.c(0)
                } else {
                    self.r(cap)
                };
                let d = self.abs(d);
                let e = self.c(self.f.elems[e as usize].code() as i64);
                self.ref_call(H::ListNew, &[d, cap, e]);
            }
            Instr::ListSize { d, l } => {
                // The cached length, or a call that fills the cache.
                let cv = self.size_cache[&l];
                let known = self.b.use_var(cv);
                let miss = self.b.ins().icmp_imm_s(IntCC::Equal, known, -1);
                let slow = self.b.create_block();
                let join = self.b.create_block();
                self.b.ins().brif(miss, slow, &[], join, &[]);
                self.b.switch_to_block(slow);
                let a = self.abs(l);
                let v = self.ref_call(H::ListSize, &[a]).unwrap();
                self.fail_check(pc);
                self.b.def_var(cv, v);
                self.b.ins().jump(join, &[]);
                self.b.switch_to_block(join);
                let v = self.b.use_var(cv);
                self.w(d, v);
            }
            Instr::ListResize { l, n } => {
                let (l, n) = (self.abs(l), self.r(n));
                self.ref_call(H::ListResize, &[l, n]);
                self.fail_check(pc);
                self.forget_sizes(None);
            }
            Instr::ListGet { d, l, i, t } => {
                let (l, i) = (self.abs(l), self.r(i));
                let t = self.c(self.f.scalars[t as usize].code() as i64);
                let v = self.ref_call(H::ListGet, &[l, i, t]).unwrap();
                self.fail_check(pc);
                self.w(d, v);
            }
            Instr::ListGetRef { d, l, i } => {
                self.forget_sizes(Some(d));
                let (d, l, i) = (self.abs(d), self.abs(l), self.r(i));
                self.ref_call(H::ListGetRef, &[d, l, i]);
                self.fail_check(pc);
            }
            Instr::ListSet { l, i, v, t } => {
                let (l, i, v) = (self.abs(l), self.r(i), self.r(v));
                let t = self.c(self.f.scalars[t as usize].code() as i64);
                self.ref_call(H::ListSet, &[l, i, v, t]);
                self.fail_check(pc);
            }
            Instr::ListSetRef { l, i, v } => {
                let (l, i, v) = (self.abs(l), self.r(i), self.abs(v));
                self.ref_call(H::ListSetRef, &[l, i, v]);
                self.fail_check(pc);
            }
            Instr::Assert { c, m } => {
                let c = self.r(c);
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, c, 0);
                let mv = self.c(m as i64);
                self.trap_if(z, TRAP_ASSERT, mv, pc);
            }
            Instr::GlobalLoad { d, g } => {
                let ctx = self.ctx;
                let gv = self.c(g as i64);
                let v = self.call_helper(H::GlobalLoad, &[ctx, gv]).unwrap();
                self.w(d, v);
            }
            Instr::GlobalStore { s, g } => {
                let ctx = self.ctx;
                let gv = self.c(g as i64);
                let v = self.r(s);
                self.call_helper(H::GlobalStore, &[ctx, gv, v]);
            }
            // `check` refused every other instruction.
            _ => unreachable!("instruction {pc} was not checked"),
        }
        true
    }

    /// Emits the diamond at `pc` with selects instead of branches: both
    /// arms run (they are pure and cheap), and each slot either writes
    /// takes the value of the arm the branch would have chosen.
    fn if_convert(&mut self, pc: Pc, d: &Diamond) {
        let code = &self.f.code;
        let cond = self.branch_cond(code[pc as usize]);
        let mut written: Vec<u32> = Vec::new();
        for p in d.fall.clone().chain(d.taken.clone()) {
            let w = pure_dest(&code[p as usize]).expect("a pure instruction");
            if !written.contains(&w) {
                written.push(w);
            }
        }
        let before: Vec<Value> = written.iter().map(|&w| self.r(w)).collect();
        for p in d.fall.clone() {
            self.instr(p, code[p as usize]);
        }
        let fall: Vec<Value> = written.iter().map(|&w| self.r(w)).collect();
        for (&w, &v) in written.iter().zip(&before) {
            self.w(w, v);
        }
        for p in d.taken.clone() {
            self.instr(p, code[p as usize]);
        }
        for (k, &w) in written.iter().enumerate() {
            let taken = self.r(w);
            let v = self.b.ins().select(cond, taken, fall[k]);
            self.w(w, v);
        }
    }

    /// Whether conditional branch `i` is taken.
    fn branch_cond(&mut self, i: Instr) -> Value {
        match i {
            Instr::JmpIf { c, .. } => self.r(c),
            Instr::JmpIfNot { c, .. } => {
                let c = self.r(c);
                self.b.ins().icmp_imm_s(IntCC::Equal, c, 0)
            }
            i => {
                let (a, b, cc) = fused(i).expect("a conditional branch");
                let (x, y) = (self.r(a), self.r(b));
                self.b.ins().icmp(cc, x, y)
            }
        }
    }

    fn fbin(&mut self, d: u32, a: u32, b: u32, t: FTy, op: FBinOp) {
        let (x, y) = (self.r(a), self.r(b));
        let v = if op == FBinOp::CopySign {
            let sign = Self::sign_bit(t);
            let m = self.b.ins().band_imm_s(x, !sign);
            let s = self.b.ins().band_imm_s(y, sign);
            self.b.ins().bor(m, s)
        } else {
            match self.fbin_inline(t, op, x, y) {
                Some(v) => v,
                None => self.call_fbin(t, op, x, y),
            }
        };
        self.w(d, v);
    }
}
