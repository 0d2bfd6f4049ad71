//! Frames, calls and traps: what a function does on entry (the host
//! stack, the call's step, depth and frame bytes, a new frame's slots),
//! its calls (internal entries, the module's table, `call_indirect`), its
//! tail self-call as a jump, the trap block every check branches to, and
//! the native entry around the internal one. The interpreter does the same
//! in the same order, so limits trip at the same op with the same error.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{BlockArg, FuncRef, InstBuilder, StackSlotData, StackSlotKind, Value};
use cranelift_frontend::{FunctionBuilder, Variable};
use sigil_vm::bytecode::{Callee, Pc};
use sigil_vm::compile::Slot;

use super::{entry_signature, mem, uses_refs, Tx, FAILED, I64};
use crate::helpers::H;
use crate::native::{
    NO_FRAME, OFF_MAX_DEPTH, OFF_MAX_STACK, OFF_STACK_FLOOR, OFF_STEPS, OFF_TABLE,
    TRAP_BAD_FUNCTION, TRAP_DEPTH, TRAP_NONE, TRAP_STACK, TRAP_STEPS,
};
use crate::tailrec::TailSite;

/// The native entry of a function (see [`crate::native`]) around its
/// internal one `inner`: arguments from `io`, the steps from the context,
/// and back.
pub(crate) fn wrapper(
    mut b: FunctionBuilder<'_>,
    config: cranelift_codegen::isa::TargetFrontendConfig,
    inner: FuncRef,
    nargs: usize,
    nres: usize,
) {
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let p = b.block_params(entry).to_vec();
    let (ctx, io, depth, vbytes) = (p[0], p[1], p[2], p[3]);
    let steps = b.ins().load(I64, mem(), ctx, OFF_STEPS);
    let mut args = vec![ctx, depth, vbytes, steps];
    for k in 0..nargs {
        args.push(b.ins().load(I64, mem(), io, 8 * k as i32));
    }
    let call = b.ins().call(inner, &args);
    let r = b.inst_results(call).to_vec();
    let failed = b.ins().icmp_imm_s(IntCC::Equal, r[0], FAILED);
    let bad = b.create_block();
    let good = b.create_block();
    b.ins().brif(failed, bad, &[], good, &[]);
    b.switch_to_block(bad);
    let one = b.ins().iconst(I64, 1);
    b.ins().return_(&[one]);
    b.switch_to_block(good);
    b.ins().store(mem(), r[0], ctx, OFF_STEPS);
    for k in 0..nres {
        b.ins().store(mem(), r[1 + k], io, 8 * k as i32);
    }
    let zero = b.ins().iconst(I64, 0);
    b.ins().return_(&[zero]);
    b.seal_all_blocks();
    b.finalize(config);
}

impl Tx<'_, '_> {
    /// Branches to the trap block when `cond` holds (kind, operand, pc),
    /// and goes on in a new block.
    pub(super) fn trap_if(&mut self, cond: Value, kind: u64, aux: Value, pc: Pc) {
        let frame = self.index as i64;
        self.trap_site(cond, kind, aux, frame, pc as i64);
    }

    /// Branches to a cold block of its own when `cond` holds, which passes
    /// the trap's operands to the trap block (so the hot path sets up none
    /// of them), and goes on in a new block.
    pub(super) fn trap_site(&mut self, cond: Value, kind: u64, aux: Value, frame: i64, pc: i64) {
        let site = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(cond, site, &[], cont, &[]);
        self.b.switch_to_block(site);
        self.b.set_cold_block(site);
        let k = self.c(kind as i64);
        let f = self.c(frame);
        let pcv = self.c(pc);
        let tb = self.trap_block;
        self.b.ins().jump(
            tb,
            &[
                BlockArg::Value(k),
                BlockArg::Value(aux),
                BlockArg::Value(f),
                BlockArg::Value(pcv),
            ],
        );
        self.b.switch_to_block(cont);
    }

    /// The trap block: reports and returns 1.
    pub(super) fn trap_block_body(&mut self) {
        let tb = self.trap_block;
        self.b.switch_to_block(tb);
        self.b.set_cold_block(tb);
        let kind = self.b.append_block_param(tb, I64);
        let aux = self.b.append_block_param(tb, I64);
        let frame = self.b.append_block_param(tb, I64);
        let pc = self.b.append_block_param(tb, I64);
        if let Some(pl) = &self.pl {
            let t = pl.trap;
            self.b.ins().store(mem(), kind, t, 0);
            self.b.ins().store(mem(), aux, t, 8);
            // The frame is the op's, which the VM reports.
            self.b.ins().store(mem(), pc, t, 16);
            let one = self.c(1);
            self.b.ins().return_(&[one]);
            return;
        }
        let ctx = self.ctx;
        self.call_helper(H::Trap, &[ctx, kind, aux, frame, pc]);
        if let Some((t, _, slot)) = self.tail {
            // The frames of the calls turned into jumps, all at their pc.
            let d = self.b.use_var(self.depth);
            let at = self.b.ins().stack_addr(I64, slot, 0);
            let d0 = self.b.ins().load(I64, mem(), at, 8);
            let n = self.b.ins().isub(d, d0);
            let n = self.b.ins().iadd_imm_s(n, -1);
            let head = self.b.create_block();
            let body = self.b.create_block();
            let done = self.b.create_block();
            for blk in [head, body, done] {
                self.b.set_cold_block(blk);
            }
            let left = self.b.append_block_param(head, I64);
            self.b.ins().jump(head, &[BlockArg::Value(n)]);
            self.b.switch_to_block(head);
            self.b.ins().brif(left, body, &[], done, &[]);
            self.b.switch_to_block(body);
            let (none, zero) = (self.c(TRAP_NONE as i64), self.c(0));
            let (f, p) = (self.c(self.index as i64), self.c(t.pc as i64));
            self.call_helper(H::Trap, &[ctx, none, zero, f, p]);
            let left = self.b.ins().iadd_imm_s(left, -1);
            self.b.ins().jump(head, &[BlockArg::Value(left)]);
            self.b.switch_to_block(done);
        }
        let mut r = vec![self.c(FAILED)];
        for _ in 0..self.nres {
            r.push(self.c(0));
        }
        self.b.ins().return_(&r);
    }

    pub(super) fn prologue(&mut self, vbytes: Value) {
        let ctx = self.ctx;
        // Room on the host stack, or the interpreter runs the function.
        let sp = self.b.ins().get_stack_pointer(I64);
        let floor = self.b.ins().load(I64, mem(), ctx, OFF_STACK_FLOOR);
        let short = self.b.ins().icmp(IntCC::UnsignedLessThan, sp, floor);
        let interp = self.b.create_block();
        let go = self.b.create_block();
        self.b.ins().brif(short, interp, &[], go, &[]);
        self.b.switch_to_block(interp);
        self.b.set_cold_block(interp);
        self.run_interpreted();
        self.b.switch_to_block(go);

        // The call's step, depth and frame bytes, on the caller's behalf.
        let zero = self.c(0);
        let steps = self.params[3];
        let out = self.b.ins().icmp_imm_s(IntCC::Equal, steps, 0);
        self.entry_trap_if(out, TRAP_STEPS, zero);
        let steps = self.b.ins().iadd_imm_s(steps, -1);
        self.b.def_var(self.steps, steps);
        let depth = self.params[1];
        self.frame_checks(depth, vbytes, None);
        if self.io_len > 0 {
            self.io_slot = Some(self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                self.io_len * 8,
                3,
            )));
        }

        let args = self.params[4..].to_vec();
        self.init_slots(&args);
        if uses_refs(self.f) {
            let n = self.c(self.f.num_refs as i64);
            self.rbase = self.call_helper(H::RefsEnter, &[ctx, n]);
        }
        self.forget_sizes(None);
        let first = self.blocks[&0];
        self.b.ins().jump(first, &[]);
    }

    /// The checks of a call's depth and frame bytes (the callee's, with
    /// `depth` its depth and `vbytes` the bytes below its frame), and what
    /// the callee's own calls pass on. Traps are the call site's: at the
    /// entry no frame is reported (the caller reports its own), at a tail
    /// call turned into a jump (`pc`) the frame at its pc.
    pub(super) fn frame_checks(&mut self, depth: Value, vbytes: Value, pc: Option<Pc>) {
        let bytes = self.frame_bytes();
        let top = self.b.ins().iadd_imm_s(vbytes, bytes);
        if !self.frame_ok {
            let zero = self.c(0);
            let (deep, big) = self.over_limits(depth, top);
            self.call_trap_if(deep, TRAP_DEPTH, zero, pc);
            self.call_trap_if(big, TRAP_STACK, zero, pc);
        }
        self.frame_ok = false;
        self.b.def_var(self.top, top);
        let next = self.b.ins().iadd_imm_s(depth, 1);
        self.b.def_var(self.depth, next);
    }

    /// Whether a frame at call depth `depth` whose top is `top` bytes up is
    /// over the call-depth limit, and over the frame-bytes limit.
    pub(super) fn over_limits(&mut self, depth: Value, top: Value) -> (Value, Value) {
        let ctx = self.ctx;
        let max_depth = self.b.ins().load(I64, mem(), ctx, OFF_MAX_DEPTH);
        let deep = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThan, depth, max_depth);
        let max_stack = self.b.ins().load(I64, mem(), ctx, OFF_MAX_STACK);
        let big = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThan, top, max_stack);
        (deep, big)
    }

    /// The bytes of the function's frame, as the interpreter counts them.
    pub(super) fn frame_bytes(&self) -> i64 {
        self.f.num_scalars as i64 * 8 + self.f.num_refs as i64 * 16
    }

    /// A trap of a call's entry checks (see [`Self::frame_checks`]).
    pub(super) fn call_trap_if(&mut self, cond: Value, kind: u64, zero: Value, pc: Option<Pc>) {
        match pc {
            None => self.entry_trap_if(cond, kind, zero),
            Some(pc) => self.trap_if(cond, kind, zero, pc),
        }
    }

    /// A new frame's slots: zero, then constants and the arguments.
    pub(super) fn init_slots(&mut self, args: &[Value]) {
        if self.slot_init.is_empty() {
            let zero = self.c(0);
            let mut init: Vec<(u32, Value)> = (0..self.f.num_scalars).map(|s| (s, zero)).collect();
            for &(s, bits) in &self.f.consts {
                let v = self.c(bits as i64);
                init.push((s, v));
            }
            self.slot_init = init;
        }
        for k in 0..self.slot_init.len() {
            let (s, v) = self.slot_init[k];
            self.w(s, v);
        }
        for (k, p) in self.f.params.iter().enumerate() {
            if let Slot::S(s) = *p {
                self.w(s, args[k]);
            }
        }
    }

    /// The tail self-call at `pc` ([`crate::tailrec`]): what the callee's
    /// entry does (the step, the depth and frame bytes), the addend to the
    /// accumulator, then a new frame from the first block.
    pub(super) fn tail_call(&mut self, pc: Pc, t: TailSite, acc: Variable) {
        let cs = &self.f.calls[t.site as usize];
        let args: Vec<Value> = cs.args.iter().map(|&(s, _)| self.r(s)).collect();
        if let Some(x) = t.addend {
            let (a, x) = (self.b.use_var(acc), self.r(x));
            let sum = self.b.ins().iadd(a, x);
            self.b.def_var(acc, sum);
        }
        self.count_step(pc);
        let (depth, top) = (self.b.use_var(self.depth), self.b.use_var(self.top));
        self.frame_checks(depth, top, Some(pc));
        self.init_slots(&args);
        let first = self.blocks[&0];
        self.b.ins().jump(first, &[]);
    }

    /// The entry's way out when the host stack is short: the function runs
    /// in the interpreter, through the native ABI.
    pub(super) fn run_interpreted(&mut self) {
        let nargs = self.params.len() - 4;
        let n = nargs.max(self.nres).max(1) as u32;
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            n * 8,
            3,
        ));
        let io = self.b.ins().stack_addr(I64, slot, 0);
        for k in 0..nargs {
            let v = self.params[4 + k];
            self.b.ins().store(mem(), v, io, 8 * k as i32);
        }
        let (ctx, depth, vbytes, steps) = (
            self.params[0],
            self.params[1],
            self.params[2],
            self.params[3],
        );
        self.b.ins().store(mem(), steps, ctx, OFF_STEPS);
        let index = self.c(self.index as i64);
        let status = self
            .call_helper(H::CallInterp, &[ctx, io, depth, vbytes, index])
            .unwrap();
        let steps = self.b.ins().load(I64, mem(), ctx, OFF_STEPS);
        let failed = self.c(FAILED);
        let steps = self.b.ins().select(status, failed, steps);
        let mut r = vec![steps];
        for k in 0..self.nres {
            r.push(self.b.ins().load(I64, mem(), io, 8 * k as i32));
        }
        self.b.ins().return_(&r);
    }

    /// A trap of the entry checks: reported without a frame.
    pub(super) fn entry_trap_if(&mut self, cond: Value, kind: u64, zero: Value) {
        self.trap_site(cond, kind, zero, NO_FRAME as i64, 0);
    }

    pub(super) fn call(&mut self, pc: Pc, site: u32) {
        let cs = &self.f.calls[site as usize];
        let zero = self.c(0);
        let index = match cs.callee {
            Callee::Direct(j) => self.c(j as i64),
            Callee::Indirect(s) => {
                let v = self.r(s);
                let bad = self.b.ins().icmp_imm_s(
                    IntCC::UnsignedGreaterThanOrEqual,
                    v,
                    self.count as i64,
                );
                self.trap_if(bad, TRAP_BAD_FUNCTION, v, pc);
                v
            }
        };
        if let Callee::Direct(j) = cs.callee {
            if let Some(inner) = self.imports.internal(&mut self.b, j) {
                let steps = self.b.use_var(self.steps);
                let (depth, top) = (self.b.use_var(self.depth), self.b.use_var(self.top));
                let mut args = vec![self.ctx, depth, top, steps];
                for &(s, _) in &cs.args {
                    args.push(self.r(s));
                }
                let inst = self.b.ins().call(inner, &args);
                let r = self.b.inst_results(inst).to_vec();
                let failed = self.b.ins().icmp_imm_s(IntCC::Equal, r[0], FAILED);
                self.trap_if(failed, TRAP_NONE, zero, pc);
                // The callee checked the depth and bytes passed.
                self.frame_ok |= j == self.index;
                self.b.def_var(self.steps, r[0]);
                for (k, &(s, _)) in cs.results.iter().enumerate() {
                    self.w(s, r[1 + k]);
                }
                return;
            }
        }
        let slot = self.io_slot.expect("an io area for calls");
        let io = self.b.ins().stack_addr(I64, slot, 0);
        for (k, &(s, _)) in cs.args.iter().enumerate() {
            let v = self.r(s);
            self.b.ins().store(mem(), v, io, 8 * k as i32);
        }
        let steps = self.b.use_var(self.steps);
        self.b.ins().store(mem(), steps, self.ctx, OFF_STEPS);
        let (depth, top) = (self.b.use_var(self.depth), self.b.use_var(self.top));
        let args = [self.ctx, io, depth, top, index];
        let status = match cs.callee {
            Callee::Direct(j) => {
                let table = self.b.ins().load(I64, mem(), self.ctx, OFF_TABLE);
                let fp = self.b.ins().load(I64, mem(), table, 8 * j as i32);
                let sig = self
                    .b
                    .import_signature(entry_signature(self.b.func.signature.call_conv));
                let inst = self.b.ins().call_indirect(sig, fp, &args);
                self.b.inst_results(inst)[0]
            }
            Callee::Indirect(_) => {
                let len = self.c(self.io_len as i64);
                let mut a = args.to_vec();
                a.push(len);
                self.call_helper(H::CallDyn, &a).unwrap()
            }
        };
        let failed = self.b.ins().icmp_imm_s(IntCC::NotEqual, status, 0);
        self.trap_if(failed, TRAP_NONE, zero, pc);
        let steps = self.b.ins().load(I64, mem(), self.ctx, OFF_STEPS);
        self.b.def_var(self.steps, steps);
        for (k, &(s, _)) in cs.results.iter().enumerate() {
            let v = self.b.ins().load(I64, mem(), io, 8 * k as i32);
            self.w(s, v);
        }
    }
}
