//! The dispatch loop.
//!
//! All frames live in two growable stacks, one per bank; a frame is a
//! window `[base, base + num_scalars)` of the scalar stack (and likewise
//! for references). A call pushes a frame record and switches the
//! window: execution never recurses on the host stack, so the call depth is
//! bounded only by [`Limits::max_call_depth`] and the memory limit, and a
//! runaway recursion ends in a trap, not a crash.
//!
//! The loop itself (`Machine::run_frame`) executes the current function
//! until it calls, returns or traps; everything rare (traps, list growth,
//! calls) is out of line and `#[cold]` where it is an error.

mod linalg_ext;

use std::rc::Rc;

use crate::bytecode::{Callee, Instr};
use crate::compile::{CompiledFunction as Function, Slot};
use crate::error::{StackFrame, Trap, TrapKind};
use crate::numeric;
use crate::tensor::{self, Kernel, Structured, TensorOp};
use crate::tier::{self, JitMode, Runtime, Tier};
use crate::value::{sext, zext, BufferView, ElementType, Item, List, ListRef, Ref, ScalarType};

/// Bounds on a run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Frames on the call stack at most.
    pub max_call_depth: usize,
    /// Backward jumps plus calls at most (`u64::MAX`: unbounded).
    pub max_steps: u64,
    /// Bytes of frame slots at most.
    pub max_stack_bytes: usize,
    /// Elements of one list at most.
    pub max_list_len: u64,
    /// Bytes of tensor storage live at once at most (checked at each
    /// allocation against `value::live_tensor_bytes`).
    pub max_tensor_bytes: usize,
    /// Threads a kernel may use (0: the machine's cores, asked on first
    /// use: reading them, the cgroup files among them, costs tens of
    /// microseconds, which a run that splits no work need not pay; see
    /// [`Limits::threads`]).
    pub threads: usize,
}

impl Limits {
    /// The threads a kernel may use.
    pub fn threads(&self) -> usize {
        match self.threads {
            0 => sigil_ir::context::cores(),
            n => n,
        }
    }
}

/// Half the machine's memory (from `/proc/meminfo`), or 4 GiB when it
/// cannot be read. Read once per process.
pub fn default_max_memory() -> usize {
    static MAX: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *MAX.get_or_init(|| {
        std::fs::read_to_string("/proc/meminfo")
            .ok()
            .and_then(|m| {
                let line = m.lines().find(|l| l.starts_with("MemTotal:"))?;
                let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
                Some(kb.saturating_mul(1024) / 2)
            })
            .unwrap_or(4 << 30)
    })
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_call_depth: 100_000,
            max_steps: u64::MAX,
            max_stack_bytes: 1 << 30,
            max_list_len: 1 << 28,
            max_tensor_bytes: default_max_memory(),
            threads: 0,
        }
    }
}

/// Where the functions come from: compiled on first use.
pub(crate) trait Functions: crate::tier::TierEnv {
    fn get(&self, index: u32) -> Result<Rc<Function>, crate::Error>;
    fn count(&self) -> u32;
}

/// A suspended caller.
struct Frame {
    func: Rc<Function>,
    /// The caller's call instruction.
    pc: u32,
    base: usize,
    rbase: usize,
}

/// Why [`Machine::run_frame`] stopped.
enum Exit {
    Call { pc: u32, site: u32 },
    Tensor { pc: u32, i: u32 },
    Return { site: u32 },
    Trap { pc: u32, kind: TrapKind },
}

/// Module-level state: globals.
#[derive(Default)]
pub(crate) struct Globals {
    pub scalars: Vec<u64>,
    pub refs: Vec<Option<Ref>>,
}

/// The frame stacks, kept by a module from one call to the next so a call
/// allocates nothing.
#[derive(Default)]
pub(crate) struct Stacks {
    stack: Vec<u64>,
    refs: Vec<Option<Ref>>,
    frames: Vec<Frame>,
}

pub(crate) struct Machine<'a> {
    stack: &'a mut Vec<u64>,
    pub(crate) refs: &'a mut Vec<Option<Ref>>,
    frames: &'a mut Vec<Frame>,
    pub(crate) globals: &'a mut Globals,
    pub(crate) limits: Limits,
    pub(crate) steps: u64,
    /// The native tier and when to use it (`None`: off).
    tier: Option<(Rc<dyn Tier>, JitMode)>,
    /// The first frame of `frames` that belongs to the innermost run of
    /// the dispatch loop (runs nest when native code calls interpreted
    /// functions); a trap's stack is built from there up.
    level: usize,
    /// Frames below the current run that `frames` does not hold (native
    /// ones, and interpreted ones below them): the depth of the current
    /// frame is `frames.len() + 1 + depth_offset`.
    depth_offset: usize,
    /// Frame bytes below the current run that its slots do not show.
    vbytes_offset: usize,
    /// Where a nested run started from native code puts its first frame.
    pub(crate) native_top: (usize, usize),
    /// The trap native code reported, with the frames it left.
    pub(crate) pending: Option<RunError>,
    /// See [`Runtime::stack_floor`] (0: no native code entered yet).
    pub(crate) stack_floor: usize,
    /// The reference results of a native function on their way to its
    /// caller (see [`Runtime::ref_result`]), in order.
    pub(crate) ref_out: Vec<Option<Ref>>,
    /// The `check` ops that failed in this run (they do not stop it).
    pub(crate) failures: Vec<crate::check::CheckFailure>,
    /// What `interpreter.probe` recorded in this call.
    pub(crate) probes: crate::check::Probes,
}

/// What receives the results of a run: the caller's [`Io`], or the buffer
/// of native code that called into the interpreter.
enum Sink<'a> {
    Io(&'a mut dyn Io),
    Native(&'a mut [u64]),
}

/// An address on the host stack, near its top.
#[inline(always)]
fn stack_pointer() -> usize {
    let x = 0u8;
    std::hint::black_box(&x) as *const u8 as usize
}

/// The failure of a run before it is rendered: the trap and the stack of
/// `(function, source offset)`.
pub(crate) type RunError = Box<(Trap, Option<crate::Error>)>;

impl<'a> Machine<'a> {
    pub(crate) fn new(
        stacks: &'a mut Stacks,
        globals: &'a mut Globals,
        limits: Limits,
        tier: Option<(Rc<dyn Tier>, JitMode)>,
    ) -> Self {
        Machine {
            stack: &mut stacks.stack,
            refs: &mut stacks.refs,
            frames: &mut stacks.frames,
            globals,
            steps: limits.max_steps,
            limits,
            tier: tier.filter(|t| t.1 != JitMode::Off),
            level: 0,
            depth_offset: 0,
            vbytes_offset: 0,
            native_top: (0, 0),
            pending: None,
            stack_floor: 0,
            ref_out: Vec::new(),
            failures: Vec::new(),
            probes: crate::check::Probes::new(),
        }
    }

    /// Runs `func`, whose arguments `io` writes into the first frame and
    /// whose results it reads from the last.
    pub(crate) fn run(
        &mut self,
        fns: &dyn Functions,
        func: Rc<Function>,
        index: u32,
        io: &mut dyn Io,
    ) -> Result<(), RunError> {
        // Slots keep whatever earlier runs left: verified IR writes every
        // value before reading it.
        self.frames.clear();
        let result = self.run_inner(fns, func, index, io);
        if result.is_err() {
            // Drop the references of the frames a trap left behind.
            for r in self.refs.iter_mut() {
                *r = None;
            }
            self.frames.clear();
        }
        result
    }

    fn run_inner(
        &mut self,
        fns: &dyn Functions,
        func: Rc<Function>,
        index: u32,
        io: &mut dyn Io,
    ) -> Result<(), RunError> {
        self.enter(&func, 0, 0)
            .map_err(|k| self.trap(&func, u32::MAX, k))?;
        io.write_args(&func.params, self.stack, self.refs);
        if self.tier.is_some() && self.native_ready(fns, index, &func) {
            if let Some(rets) = func.rets.first() {
                let mut buf: smallvec::SmallVec<[u64; 8]> =
                    smallvec::smallvec![0; func.params.len().max(rets.len())];
                for (k, p) in func.params.iter().enumerate() {
                    if let Slot::S(s) = p {
                        buf[k] = self.stack[*s as usize];
                    }
                }
                // The native entry counts a step for its call, which the
                // interpreter does not for the first function of a run.
                self.steps = self.steps.saturating_add(1);
                if !self.invoke_native(fns, index, &mut buf, 0, 0) {
                    return Err(self
                        .pending
                        .take()
                        .expect("a failed native call leaves its trap"));
                }
                // The native code returns the results in order, whichever
                // `return` it took: read them from the buffer (through the
                // first return table only for their kinds; its slots are
                // those of one particular `return` and may repeat).
                let table: smallvec::SmallVec<[(u32, bool); 8]> = rets
                    .iter()
                    .enumerate()
                    .map(|(k, &(_, is_ref))| (k as u32, is_ref))
                    .collect();
                // Reference results come through `ref_out`, in order: the
                // k-th result goes to reference slot k, where `table`
                // reads it.
                if !self.ref_out.is_empty() {
                    if self.refs.len() < rets.len() {
                        self.refs.resize(rets.len(), None);
                    }
                    let mut out = std::mem::take(&mut self.ref_out).into_iter();
                    for &(k, is_ref) in &table {
                        if is_ref {
                            self.refs[k as usize] = out.next().flatten();
                        }
                    }
                }
                io.read_results(&table, &buf, self.refs);
                return Ok(());
            }
        }
        self.run_loop(fns, func, 0, 0, Sink::Io(io))
    }

    /// The dispatch loop over calls and returns, from the first
    /// instruction of `cur` (entered at `base`/`rbase`) until it returns.
    fn run_loop(
        &mut self,
        fns: &dyn Functions,
        mut cur: Rc<Function>,
        mut base: usize,
        mut rbase: usize,
        mut sink: Sink<'_>,
    ) -> Result<(), RunError> {
        let mut pc = 0u32;
        loop {
            match self.run_frame(&cur, pc, base, rbase) {
                Exit::Call { pc: call_pc, site } => {
                    let cs = &cur.calls[site as usize];
                    let index = match cs.callee {
                        Callee::Direct(i) => i,
                        Callee::Indirect(s) => {
                            let v = self.stack[base + s as usize];
                            if v >= fns.count() as u64 {
                                return Err(self.trap(&cur, call_pc, TrapKind::BadFunction(v)));
                            }
                            v as u32
                        }
                    };
                    let callee = match fns.get(index) {
                        Ok(f) => f,
                        Err(e) => {
                            let t = self.trap(&cur, call_pc, TrapKind::NullReference);
                            return Err(Box::new((t.0, Some(e))));
                        }
                    };
                    if self.tier.is_some() && self.native_ready(fns, index, &callee) {
                        self.call_native(fns, &cur, call_pc, site, index, base, rbase)?;
                        pc = call_pc + 1;
                        continue;
                    }
                    if self.steps == 0 {
                        return Err(self.trap(
                            &cur,
                            call_pc,
                            TrapKind::Steps(self.limits.max_steps),
                        ));
                    }
                    self.steps -= 1;
                    let nbase = base + cur.num_scalars as usize;
                    let nrbase = rbase + cur.num_refs as usize;
                    if let Err(k) = self.enter(&callee, nbase, nrbase) {
                        return Err(self.trap(&cur, call_pc, k));
                    }
                    for (&(src, is_ref), p) in cs.args.iter().zip(&callee.params) {
                        if is_ref {
                            let v = self.refs[rbase + src as usize].clone();
                            self.refs[nrbase + p_index(p)] = v;
                        } else {
                            self.stack[nbase + p_index(p)] = self.stack[base + src as usize];
                        }
                    }
                    self.frames.push(Frame {
                        func: cur,
                        pc: call_pc,
                        base,
                        rbase,
                    });
                    cur = callee;
                    pc = 0;
                    base = nbase;
                    rbase = nrbase;
                }
                Exit::Return { site } => {
                    let rets = &cur.rets[site as usize];
                    if self.frames.len() == self.level {
                        match &mut sink {
                            Sink::Io(io) => io.read_results(rets, self.stack, self.refs),
                            Sink::Native(buf) => {
                                for (k, &(s, is_ref)) in rets.iter().enumerate() {
                                    if is_ref {
                                        // As a native function returns them.
                                        let r = self.refs[rbase + s as usize].clone();
                                        self.ref_out.push(r);
                                    } else {
                                        buf[k] = self.stack[base + s as usize];
                                    }
                                }
                            }
                        }
                        for r in &mut self.refs[rbase..rbase + cur.num_refs as usize] {
                            *r = None;
                        }
                        return Ok(());
                    }
                    let caller = self.frames.pop().expect("a frame above the run's level");
                    let Instr::Call { i } = caller.func.code[caller.pc as usize] else {
                        unreachable!("a frame is suspended at a call");
                    };
                    let cs = &caller.func.calls[i as usize];
                    for (k, (&(src, is_ref), &(dst, _))) in rets.iter().zip(&cs.results).enumerate()
                    {
                        if is_ref {
                            // A register returned twice is taken at its last
                            // place in the list.
                            let slot = &mut self.refs[rbase + src as usize];
                            let v = if returned_again(rets, k) {
                                slot.clone()
                            } else {
                                slot.take()
                            };
                            self.refs[caller.rbase + dst as usize] = v;
                        } else {
                            self.stack[caller.base + dst as usize] =
                                self.stack[base + src as usize];
                        }
                    }
                    // Release the callee's references.
                    for r in &mut self.refs[rbase..rbase + cur.num_refs as usize] {
                        *r = None;
                    }
                    cur = caller.func;
                    pc = caller.pc + 1;
                    base = caller.base;
                    rbase = caller.rbase;
                }
                Exit::Tensor { pc: at, i } => {
                    if let TensorOp::Check(check) = &cur.tensors[i as usize] {
                        let regs = &self.stack[base..base + cur.num_scalars as usize];
                        let refs = &self.refs[rbase..rbase + cur.num_refs as usize];
                        match crate::check::run(check, regs, refs, &mut self.probes) {
                            Ok(None) => {}
                            Ok(Some(message)) => {
                                let mut stack = Vec::new();
                                self.stack_from(&cur, at, &mut stack);
                                self.failures
                                    .push(crate::check::CheckFailure { message, stack });
                            }
                            Err(k) => return Err(self.trap(&cur, at, k)),
                        }
                    } else if let Err(k) = self.tensor_op(&cur, i, base, rbase) {
                        return Err(self.trap(&cur, at, k));
                    }
                    pc = at + 1;
                }
                Exit::Trap { pc: at, kind } => return Err(self.trap(&cur, at, kind)),
            }
        }
    }

    /// Runs the tensor op `f.tensors[i]` of the frame at `base`/`rbase`.
    #[inline(never)]
    fn tensor_op(
        &mut self,
        f: &Function,
        i: u32,
        base: usize,
        rbase: usize,
    ) -> Result<(), TrapKind> {
        match &f.tensors[i as usize] {
            TensorOp::Structured(s) => self.structured(f, s, base, rbase),
            TensorOp::Generate(g) => self.generate(f, g, base, rbase),
            TensorOp::Ext(e) => self.linalg_ext(f, e, base, rbase),
            op => tensor::run_simple(
                op,
                &mut self.stack[base..base + f.num_scalars as usize],
                &mut self.refs[rbase..rbase + f.num_refs as usize],
                self.limits.max_tensor_bytes,
                self.limits.threads(),
            ),
        }
    }

    /// Runs a `tensor.generate` or `tensor.pad`: the payload per element
    /// (per padding element for a pad, whose other elements are copied).
    fn generate(
        &mut self,
        f: &Function,
        g: &tensor::Generate,
        base: usize,
        rbase: usize,
    ) -> Result<(), TrapKind> {
        let (shape, pad) = g.resolve(
            &self.stack[base..base + f.num_scalars as usize],
            &self.refs[rbase..rbase + f.num_refs as usize],
        )?;
        let mut out = tensor::alloc_uninit(g.elem, shape.clone(), self.limits.max_tensor_bytes)?;
        let n = out.num_elements();
        let pbase = base + f.num_scalars as usize;
        let prbase = rbase + f.num_refs as usize;
        let payload = &g.payload;
        self.enter(payload, pbase, prbase)?;
        for &(from, to) in &g.captures {
            self.stack[pbase + to as usize] = self.stack[base + from as usize];
        }
        for &(from, to) in &g.ref_captures {
            self.refs[prbase + to as usize] = self.refs[rbase + from as usize].clone();
        }
        let params: Vec<u32> = payload.params.iter().map(|p| p.index()).collect();
        let rank = shape.len();
        let mut idx = vec![0i64; rank];
        let esz = g.elem.size();
        if g.uniform && n > 0 && esz > 0 {
            // One value everywhere (a pad's padding): computed once, the
            // output filled with it, then a pad's source copied in row by
            // row.
            for &p in &params {
                self.stack[pbase + p as usize] = 0;
            }
            if self.steps == 0 {
                return Err(TrapKind::Steps(self.limits.max_steps));
            }
            self.steps -= 1;
            let site = self.run_payload_frame(payload, pbase, prbase)?;
            let r = pbase + payload.rets[site as usize][0].0 as usize;
            tensor::store_elem(g.elem, &mut out.data, 0, self.stack, r);
            fill_repeating(&mut out.data[..n * esz], esz);
            if let Some((src, lo)) = &pad {
                copy_into_pad(&mut out.data, &shape, src, lo, esz);
            }
            for &(_, to) in &g.ref_captures {
                self.refs[prbase + to as usize] = None;
            }
            self.refs[rbase + g.d as usize] = Some(Ref::Buffer(Rc::new(out)));
            return Ok(());
        }
        for i in 0..n {
            let inside = pad.as_ref().and_then(|(src, lo)| {
                let mut off = 0usize;
                for k in 0..rank {
                    let x = idx[k] - lo[k];
                    if x < 0 || x >= src.shape[k] {
                        return None;
                    }
                    off = off * src.shape[k] as usize + x as usize;
                }
                Some(off)
            });
            match (inside, &pad) {
                (Some(off), Some((src, _))) => out.data[i * esz..(i + 1) * esz]
                    .copy_from_slice(&src.data[off * esz..(off + 1) * esz]),
                _ => {
                    for (k, &p) in params.iter().enumerate() {
                        self.stack[pbase + p as usize] = idx[k] as u64;
                    }
                    if self.steps == 0 {
                        return Err(TrapKind::Steps(self.limits.max_steps));
                    }
                    self.steps -= 1;
                    let site = self.run_payload_frame(payload, pbase, prbase)?;
                    let r = pbase + payload.rets[site as usize][0].0 as usize;
                    tensor::store_elem(g.elem, &mut out.data, i, self.stack, r);
                }
            }
            for k in (0..rank).rev() {
                idx[k] += 1;
                if idx[k] < shape[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
        // The payload's captured tensors are released with its frame.
        for &(_, to) in &g.ref_captures {
            self.refs[prbase + to as usize] = None;
        }
        self.refs[rbase + g.d as usize] = Some(Ref::Buffer(Rc::new(out)));
        Ok(())
    }

    /// Runs a linalg structured op: its kernel, or its payload per point.
    fn structured(
        &mut self,
        f: &Function,
        s: &Structured,
        base: usize,
        rbase: usize,
    ) -> Result<(), TrapKind> {
        let refs = &mut self.refs[rbase..rbase + f.num_refs as usize];
        let mut ins: Vec<Option<Rc<BufferView>>> = Vec::with_capacity(s.ins.len());
        for o in &s.ins {
            ins.push(match *o {
                tensor::Operand::Tensor(r) => Some(match &refs[r as usize] {
                    // Memrefs are read as a packed copy of their elements.
                    Some(Ref::MemRef(m)) => Rc::new(m.to_buffer()),
                    _ => tensor::buffer(refs, r)?.clone(),
                }),
                tensor::Operand::Scalar(..) => None,
            });
        }
        let mut outs: Vec<Rc<BufferView>> = Vec::with_capacity(s.outs.len());
        let mut mem_outs: Vec<Option<Rc<crate::value::MemRefView>>> = Vec::new();
        for &(r, own) in &s.outs {
            if let Some(Ref::MemRef(m)) = &refs[r as usize] {
                // Computed on a packed copy, written back through the view.
                outs.push(Rc::new(m.to_buffer()));
                mem_outs.push(Some(m.clone()));
            } else {
                outs.push(tensor::take_buffer(refs, r, own)?);
                mem_outs.push(None);
            }
        }
        if let Some((k, elem)) = s.fresh {
            let shape = ins[k].as_ref().map(|b| b.shape.clone()).unwrap_or_default();
            outs.push(Rc::new(tensor::alloc_uninit(
                elem,
                shape,
                self.limits.max_tensor_bytes,
            )?));
            mem_outs.push(None);
        }
        let empty: &[i64] = &[];
        let shapes: Vec<&[i64]> = ins
            .iter()
            .map(|b| b.as_ref().map_or(empty, |b| &b.shape[..]))
            .chain(outs.iter().map(|b| &b.shape[..]))
            .collect();
        let plan = tensor::plan(s, &shapes)?;
        let mut outs: Vec<BufferView> = outs.into_iter().map(Rc::unwrap_or_clone).collect();
        let points = plan
            .bounds
            .iter()
            .try_fold(1u64, |a, &b| a.checked_mul(b as u64));
        if points != Some(0) {
            let done = match &s.kernel {
                Kernel::Fill => {
                    match s.ins[0] {
                        tensor::Operand::Scalar(sl, _) => {
                            tensor::fill_from(&mut outs[0], self.stack, base + sl as usize)
                        }
                        tensor::Operand::Tensor(_) => tensor::fill(&mut outs[0], 0),
                    }
                    true
                }
                Kernel::Contract => {
                    crate::kernels::contract(s, &plan, &ins, &mut outs[0], self.limits.threads())
                }
                Kernel::Map { expr } => {
                    let sc = crate::kernels::scalars_of(s, self.stack, base);
                    crate::kernels::map(
                        s,
                        &plan,
                        expr,
                        &ins,
                        &sc,
                        &mut outs[0],
                        self.limits.threads(),
                    )
                }
                Kernel::Reduce { expr, op, from, to } => {
                    let sc = crate::kernels::scalars_of(s, self.stack, base);
                    crate::kernels::reduce(
                        s,
                        &plan,
                        expr,
                        (*op, *from, *to),
                        &ins,
                        &sc,
                        &mut outs[0],
                        self.limits.threads(),
                    )
                }
                Kernel::Payload => false,
            };
            if !done && !self.native_payload(f, s, &plan, &ins, &mut outs, (base, rbase), points)? {
                self.run_payload(f, s, &plan, &ins, &mut outs, base, rbase)?;
            }
        }
        let refs = &mut self.refs[rbase..rbase + f.num_refs as usize];
        let mut results = s.results.iter();
        for (o, mem) in outs.into_iter().zip(mem_outs) {
            match mem {
                Some(m) => crate::memref::write_buffer(&m, &o),
                None => {
                    if let Some(&r) = results.next() {
                        refs[r as usize] = Some(Ref::Buffer(Rc::new(o)));
                    }
                }
            }
        }
        Ok(())
    }

    /// Runs a structured op's payload in native code when the tier has
    /// compiled it (or compiles it now, see [`tier::AUTO_PAYLOAD_POINTS`]):
    /// the same limit checks, steps (one per point) and traps as
    /// [`Machine::run_payload`]. `false`: the interpreter is to run it.
    #[allow(clippy::too_many_arguments)]
    fn native_payload(
        &mut self,
        f: &Function,
        s: &Structured,
        plan: &tensor::Plan,
        ins: &[Option<Rc<BufferView>>],
        outs: &mut [BufferView],
        (base, rbase): (usize, usize),
        points: Option<u64>,
    ) -> Result<bool, TrapKind> {
        let Some((t, mode)) = &self.tier else {
            return Ok(false);
        };
        let (Some(payload), Some(points)) = (&s.payload, points) else {
            return Ok(false);
        };
        if !s.ref_captures.is_empty() {
            // It reads tensors: the interpreter's.
            return Ok(false);
        }
        if payload.tier.state() == tier::STATE_REFUSED {
            return Ok(false);
        }
        let elems: Vec<ElementType> = s
            .ins
            .iter()
            .zip(ins)
            .map(|(o, b)| match (o, b) {
                (_, Some(b)) => b.elem,
                (tensor::Operand::Scalar(_, e), None) => *e,
                (tensor::Operand::Tensor(_), None) => ElementType::Bool,
            })
            .chain(outs.iter().map(|o| o.elem))
            .collect();
        if payload.tier.state() != tier::STATE_NATIVE {
            let seen = payload.tier.add(points);
            if *mode == JitMode::Auto && seen < tier::AUTO_PAYLOAD_POINTS {
                return Ok(false);
            }
            // The tier refuses (and says why) what it cannot compile:
            // non-linear maps, complex elements, loops in the payload.
            match t.compile_payload(s, &elems) {
                Ok(()) => payload.tier.set_native(),
                Err(_) => {
                    payload.tier.set_refused();
                    return Ok(false);
                }
            }
        }
        if !plan.nonlinear.is_empty() {
            return Ok(false);
        }
        if self.steps < points {
            // The interpreter runs out of steps at the right point.
            return Ok(false);
        }
        let t = t.clone();
        let pbase = base + f.num_scalars as usize;
        self.enter(payload, pbase, rbase + f.num_refs as usize)?;
        for &(from, to) in &s.captures {
            self.stack[pbase + to as usize] = self.stack[base + from as usize];
        }
        for (k, o) in s.ins.iter().enumerate() {
            if let tensor::Operand::Scalar(sl, _) = *o {
                let to = pbase + payload.params[k].index() as usize;
                self.stack[to] = self.stack[base + sl as usize];
            }
        }
        let job = tier::PayloadJob {
            op: s,
            plan,
            ins: ins
                .iter()
                .map(|b| b.as_ref().map(|b| &b.data[..]))
                .collect(),
            outs: outs.iter_mut().map(|o| &mut o.data[..]).collect(),
            elems,
            frame: &self.stack[pbase..pbase + payload.num_scalars as usize],
            threads: self.limits.threads(),
        };
        match t.run_payload(job) {
            None => Ok(false),
            Some(r) => {
                r?;
                self.steps -= points;
                Ok(true)
            }
        }
    }

    /// Runs a structured op's payload at every point of its iteration
    /// space, in row-major order of the loops (reductions accumulate in
    /// that order, as MLIR's loop lowering does).
    #[allow(clippy::too_many_arguments)]
    fn run_payload(
        &mut self,
        f: &Function,
        s: &Structured,
        plan: &tensor::Plan,
        ins: &[Option<Rc<BufferView>>],
        outs: &mut [BufferView],
        base: usize,
        rbase: usize,
    ) -> Result<(), TrapKind> {
        let payload = s.payload.as_ref().expect("a payload");
        let pbase = base + f.num_scalars as usize;
        let prbase = rbase + f.num_refs as usize;
        self.enter(payload, pbase, prbase)?;
        for &(from, to) in &s.captures {
            self.stack[pbase + to as usize] = self.stack[base + from as usize];
        }
        for &(from, to) in &s.ref_captures {
            self.refs[prbase + to as usize] = self.refs[rbase + from as usize].clone();
        }
        let n_in = s.ins.len();
        let params: Vec<u32> = payload.params.iter().map(|p| p.index()).collect();
        for (k, o) in s.ins.iter().enumerate() {
            if let tensor::Operand::Scalar(sl, e) = *o {
                let (from, to) = (base + sl as usize, pbase + params[k] as usize);
                self.stack[to] = self.stack[from];
                if matches!(e, crate::value::ElementType::Complex(_)) {
                    self.stack[to + 1] = self.stack[from + 1];
                }
            }
        }
        let loops = plan.bounds.len();
        let mut idx = vec![0i64; loops];
        let mut off: Vec<i64> = plan.offsets.iter().map(|o| o.0).collect();
        let general = !plan.nonlinear.is_empty();
        let mut pt = off.clone();
        loop {
            // The offsets of this point: the linear part, plus the
            // non-linear map results evaluated here.
            let at: &[i64] = if general {
                pt.copy_from_slice(&off);
                plan.add_nonlinear(&s.name, &idx, &mut pt)?;
                &pt
            } else {
                &off
            };
            // Inputs and current outputs into the parameters.
            for k in 0..n_in {
                if let Some(b) = &ins[k] {
                    let p = pbase + params[k] as usize;
                    tensor::load_elem(b.elem, &b.data, at[k] as usize, self.stack, p);
                }
            }
            for (j, o) in outs.iter().enumerate() {
                let p = pbase + params[n_in + j] as usize;
                tensor::load_elem(o.elem, &o.data, at[n_in + j] as usize, self.stack, p);
            }
            for (d, &p) in s.index_params.iter().enumerate() {
                if p != u32::MAX {
                    self.stack[pbase + p as usize] = idx[d] as u64;
                }
            }
            if self.steps == 0 {
                return Err(TrapKind::Steps(self.limits.max_steps));
            }
            self.steps -= 1;
            let site = self.run_payload_frame(payload, pbase, prbase)?;
            let rets = &payload.rets[site as usize];
            for (j, o) in outs.iter_mut().enumerate() {
                let r = pbase + rets[j].0 as usize;
                tensor::store_elem(o.elem, &mut o.data, at[n_in + j] as usize, self.stack, r);
            }
            // Next point.
            let mut d = loops;
            loop {
                if d == 0 {
                    // The payload's captured tensors are released with its frame.
                    for &(_, to) in &s.ref_captures {
                        self.refs[prbase + to as usize] = None;
                    }
                    return Ok(());
                }
                d -= 1;
                idx[d] += 1;
                for (k, o) in plan.offsets.iter().enumerate() {
                    off[k] += o.1[d];
                }
                if idx[d] < plan.bounds[d] {
                    break;
                }
                for (k, o) in plan.offsets.iter().enumerate() {
                    off[k] -= o.1[d] * idx[d];
                }
                idx[d] = 0;
            }
        }
    }

    /// Runs a payload's frame (entered already) to its return, and gives
    /// the return site. Its complex ops, the only out-of-loop ops a
    /// payload holds, run here.
    fn run_payload_frame(
        &mut self,
        payload: &Function,
        pbase: usize,
        prbase: usize,
    ) -> Result<u32, TrapKind> {
        let mut pc = 0;
        loop {
            match self.run_frame(payload, pc, pbase, prbase) {
                Exit::Return { site } => return Ok(site),
                Exit::Trap { kind, pc: at } => return Err(TrapKind::in_payload(kind, payload, at)),
                Exit::Tensor { pc: at, i } => {
                    let n = payload.num_scalars as usize;
                    let nr = payload.num_refs as usize;
                    tensor::run_simple(
                        &payload.tensors[i as usize],
                        &mut self.stack[pbase..pbase + n],
                        &mut self.refs[prbase..prbase + nr],
                        0,
                        1,
                    )
                    .map_err(|k| TrapKind::in_payload(k, payload, at))?;
                    pc = at + 1;
                }
                Exit::Call { .. } => unreachable!("payloads hold no calls"),
            }
        }
    }

    /// Makes room for a frame of `f` at `base`/`rbase` and loads its constants.
    fn enter(&mut self, f: &Function, base: usize, rbase: usize) -> Result<(), TrapKind> {
        if self.frames.len() + self.depth_offset >= self.limits.max_call_depth {
            return Err(TrapKind::CallDepth(self.limits.max_call_depth));
        }
        let top = base + f.num_scalars as usize;
        let rtop = rbase + f.num_refs as usize;
        if top * 8 + rtop * 16 + self.vbytes_offset > self.limits.max_stack_bytes {
            return Err(TrapKind::StackMemory(self.limits.max_stack_bytes));
        }
        self.grow(f, base, rbase);
        Ok(())
    }

    /// Makes room for a frame of `f` at `base`/`rbase` and loads its
    /// constants, with no limit checked.
    fn grow(&mut self, f: &Function, base: usize, rbase: usize) {
        let top = base + f.num_scalars as usize;
        let rtop = rbase + f.num_refs as usize;
        if self.stack.len() < top {
            self.stack.resize(top.max(self.stack.len() * 2), 0);
        }
        if self.refs.len() < rtop {
            self.refs.resize(rtop.max(self.refs.len() * 2), None);
        }
        for &(s, bits) in &f.consts {
            self.stack[base + s as usize] = bits;
        }
    }

    #[cold]
    fn trap(&self, cur: &Function, pc: u32, kind: TrapKind) -> RunError {
        let mut stack = Vec::new();
        // A payload's trap: its frame is the innermost.
        let kind = match kind {
            TrapKind::InPayload(k, frame) => {
                stack.push(frame);
                *k
            }
            k => k,
        };
        self.stack_from(cur, pc, &mut stack);
        Box::new((Trap { kind, stack }, None))
    }

    /// The call stack of the current run, from `cur` stopped at `pc` down.
    fn stack_from(&self, cur: &Function, pc: u32, stack: &mut Vec<StackFrame>) {
        stack.push(StackFrame {
            function: cur.name.clone(),
            offset: cur
                .locs
                .get(pc as usize)
                .copied()
                .filter(|&o| o != u32::MAX),
        });
        for f in self.frames[self.level..].iter().rev() {
            stack.push(StackFrame {
                function: f.func.name.clone(),
                offset: f
                    .func
                    .locs
                    .get(f.pc as usize)
                    .copied()
                    .filter(|&o| o != u32::MAX),
            });
        }
    }

    /// Whether function `index` (bytecode `f`) is to run in native code:
    /// compiled, and room left on the host stack.
    #[inline]
    fn native_ready(&mut self, fns: &dyn Functions, index: u32, f: &Function) -> bool {
        match f.tier.state() {
            tier::STATE_NATIVE => self.stack_floor < stack_pointer(),
            tier::STATE_REFUSED => false,
            _ => self.tier_up(fns, index, f),
        }
    }

    /// Counts a call of a function not yet offered to the tier, and offers
    /// it when the mode says it is due.
    #[cold]
    #[inline(never)]
    fn tier_up(&mut self, fns: &dyn Functions, index: u32, f: &Function) -> bool {
        let Some((t, mode)) = &self.tier else {
            return false;
        };
        let calls = f.tier.bump();
        let due = match mode {
            JitMode::Always => true,
            JitMode::Auto => calls >= tier::AUTO_CALLS || (calls == 1 && tier::has_loop(f)),
            JitMode::Off => false,
        };
        if !due {
            return false;
        }
        match t.compile(index, f, fns) {
            Ok(()) => {
                f.tier.set_native();
                self.stack_floor < stack_pointer()
            }
            Err(_) => {
                f.tier.set_refused();
                false
            }
        }
    }

    /// Runs the native code of `index` with `io` (see [`Tier::call`]).
    fn invoke_native(
        &mut self,
        fns: &dyn Functions,
        index: u32,
        io: &mut [u64],
        depth: u64,
        vbytes: u64,
    ) -> bool {
        let t = self.tier.as_ref().expect("a tier").0.clone();
        if self.stack_floor == 0 {
            self.stack_floor = stack_pointer().saturating_sub(tier::NATIVE_STACK).max(1);
        }
        // A trap leaves the reference windows of the native frames it
        // passed (see `Runtime::refs_enter`) open: close them.
        let rtop = self.native_top.1;
        let mut rt = Runtime { m: self, fns };
        let ok = t.call(index, &mut rt, io, depth, vbytes);
        self.native_top.1 = rtop;
        ok
    }

    /// Call site `site` of `cur` (its frame at `base`/`rbase`, stopped at
    /// `call_pc`) calling the native code of `index`.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn call_native(
        &mut self,
        fns: &dyn Functions,
        cur: &Function,
        call_pc: u32,
        site: u32,
        index: u32,
        base: usize,
        rbase: usize,
    ) -> Result<(), RunError> {
        let cs = &cur.calls[site as usize];
        let mut buf: smallvec::SmallVec<[u64; 8]> =
            smallvec::smallvec![0; cs.args.len().max(cs.results.len())];
        for (k, &(src, is_ref)) in cs.args.iter().enumerate() {
            if !is_ref {
                buf[k] = self.stack[base + src as usize];
            }
        }
        let depth = (self.frames.len() + 1 + self.depth_offset) as u64;
        let top = base + cur.num_scalars as usize;
        let rtop = rbase + cur.num_refs as usize;
        let vbytes = (top * 8 + rtop * 16 + self.vbytes_offset) as u64;
        if cs.args.iter().any(|a| a.1) {
            // Reference arguments go straight into the callee's reference
            // slots, where its window (`Runtime::refs_enter`) will open.
            let Ok(callee) = fns.get(index) else {
                unreachable!("the caller checked the callee")
            };
            let need = rtop + callee.num_refs as usize;
            if self.refs.len() < need {
                self.refs.resize(need.max(self.refs.len() * 2), None);
            }
            for (&(src, is_ref), p) in cs.args.iter().zip(&callee.params) {
                if is_ref {
                    let v = self.refs[rbase + src as usize].clone();
                    self.refs[rtop + p_index(p)] = v;
                }
            }
        }
        let saved = std::mem::replace(&mut self.native_top, (top, rtop));
        let ok = self.invoke_native(fns, index, &mut buf, depth, vbytes);
        self.native_top = saved;
        if !ok {
            let mut e = self
                .pending
                .take()
                .expect("a failed native call leaves its trap");
            self.stack_from(cur, call_pc, &mut e.0.stack);
            return Err(e);
        }
        if self.ref_out.is_empty() {
            for (k, &(dst, _)) in cs.results.iter().enumerate() {
                self.stack[base + dst as usize] = buf[k];
            }
        } else {
            let mut out = std::mem::take(&mut self.ref_out).into_iter();
            for (k, &(dst, is_ref)) in cs.results.iter().enumerate() {
                if is_ref {
                    self.refs[rbase + dst as usize] = out.next().flatten();
                } else {
                    self.stack[base + dst as usize] = buf[k];
                }
            }
        }
        Ok(())
    }

    /// A call from native code (see [`Runtime::call`]).
    pub(crate) fn call_from_native(
        &mut self,
        fns: &dyn Functions,
        index: u32,
        io: &mut [u64],
        depth: u64,
        vbytes: u64,
        interpret: bool,
    ) -> bool {
        let callee = match fns.get(index) {
            Ok(f) => f,
            Err(e) => {
                self.pending = Some(Box::new((
                    Trap {
                        kind: TrapKind::NullReference,
                        stack: Vec::new(),
                    },
                    Some(e),
                )));
                return false;
            }
        };
        if !interpret && self.native_ready(fns, index, &callee) {
            return self.invoke_native(fns, index, io, depth, vbytes);
        }
        let fail = |m: &mut Self, kind| {
            m.pending = Some(Box::new((
                Trap {
                    kind,
                    stack: Vec::new(),
                },
                None,
            )));
            false
        };
        if self.steps == 0 {
            return fail(self, TrapKind::Steps(self.limits.max_steps));
        }
        self.steps -= 1;
        if depth > self.limits.max_call_depth as u64 {
            return fail(self, TrapKind::CallDepth(self.limits.max_call_depth));
        }
        let bytes = vbytes + callee.num_scalars as u64 * 8 + callee.num_refs as u64 * 16;
        if bytes > self.limits.max_stack_bytes as u64 {
            return fail(self, TrapKind::StackMemory(self.limits.max_stack_bytes));
        }
        let (base, rbase) = self.native_top;
        let level = self.frames.len();
        let saved = (self.level, self.depth_offset, self.vbytes_offset);
        self.level = level;
        // The callee's depth is `depth + 1`.
        self.depth_offset = (depth as usize).saturating_sub(level);
        self.vbytes_offset = (vbytes as usize).saturating_sub(base * 8 + rbase * 16);
        self.grow(&callee, base, rbase);
        for (k, p) in callee.params.iter().enumerate() {
            if let (Slot::S(s), Some(&v)) = (p, io.get(k)) {
                self.stack[base + *s as usize] = v;
            }
        }
        let result = self.run_loop(fns, callee, base, rbase, Sink::Native(io));
        (self.level, self.depth_offset, self.vbytes_offset) = saved;
        match result {
            Ok(()) => true,
            Err(e) => {
                self.frames.truncate(level);
                self.pending = Some(e);
                false
            }
        }
    }

    /// Runs `f` from `pc` until it calls, returns or traps.
    #[inline(never)]
    fn run_frame(&mut self, f: &Function, pc: u32, base: usize, rbase: usize) -> Exit {
        let code = &f.code[..];
        let start = code.as_ptr();
        // The instruction pointer. SAFETY (for every `add` on it below):
        // `CompiledFunction::validate` checked that every jump target is inside the
        // code and that the code cannot run off its end, so `ip` always
        // points at an instruction of `code`.
        let mut ip = unsafe { start.add(pc as usize) };
        macro_rules! pc {
            () => {
                // SAFETY: `ip` and `start` point into the same slice.
                unsafe { ip.offset_from(start) as u32 }
            };
        }
        let regs = &mut self.stack[base..base + f.num_scalars as usize];
        let refs = &mut self.refs[rbase..rbase + f.num_refs as usize];
        macro_rules! r {
            ($i:expr) => {
                // SAFETY: `CompiledFunction::validate` checked, when the function
                // was compiled, that every scalar slot an instruction names
                // is below `num_scalars`, the length of `regs`.
                *unsafe { regs.get_unchecked_mut($i as usize) }
            };
        }
        // The step budget lives in a register while the frame runs.
        let mut steps = self.steps;
        macro_rules! trap {
            ($k:expr) => {{
                self.steps = steps;
                return Exit::Trap {
                    pc: pc!(),
                    kind: $k,
                };
            }};
        }
        macro_rules! jump {
            ($t:expr) => {{
                let t = $t;
                // SAFETY: `t` is a validated jump target.
                let to = unsafe { start.add(t as usize) };
                if to <= ip {
                    if steps == 0 {
                        trap!(TrapKind::Steps(self.limits.max_steps));
                    }
                    steps -= 1;
                }
                ip = to;
                continue;
            }};
        }
        loop {
            // SAFETY: `ip` points at an instruction of `code` (see above).
            match *unsafe { &*ip } {
                Instr::Mov { d, s } => r!(d) = r!(s),
                Instr::MovRef { d, s } => refs[d as usize] = refs[s as usize].clone(),
                Instr::Null { d } => refs[d as usize] = None,
                Instr::Add64 { d, a, b } => r!(d) = r!(a).wrapping_add(r!(b)),
                Instr::Sub64 { d, a, b } => r!(d) = r!(a).wrapping_sub(r!(b)),
                Instr::Mul64 { d, a, b } => r!(d) = r!(a).wrapping_mul(r!(b)),
                Instr::Add { d, a, b, sh } => r!(d) = sext_sh(r!(a).wrapping_add(r!(b)), sh),
                Instr::Sub { d, a, b, sh } => r!(d) = sext_sh(r!(a).wrapping_sub(r!(b)), sh),
                Instr::Mul { d, a, b, sh } => r!(d) = sext_sh(r!(a).wrapping_mul(r!(b)), sh),
                Instr::DivS { d, a, b, sh } => match div_s(r!(a), r!(b), sh) {
                    Ok(v) => r!(d) = v,
                    Err(k) => trap!(k),
                },
                Instr::DivU { d, a, b, sh } => {
                    let w = 64 - sh as u32;
                    let (x, y) = (zext(r!(a), w), zext(r!(b), w));
                    if y == 0 {
                        trap!(TrapKind::DivisionByZero);
                    }
                    r!(d) = sext(x / y, w);
                }
                Instr::RemS { d, a, b, .. } => {
                    let y = r!(b) as i64;
                    if y == 0 {
                        trap!(TrapKind::DivisionByZero);
                    }
                    // The remainder of the smallest value by -1 is 0
                    // (MLIR: undefined).
                    r!(d) = (r!(a) as i64).wrapping_rem(y) as u64;
                }
                Instr::RemU { d, a, b, sh } => {
                    let w = 64 - sh as u32;
                    let (x, y) = (zext(r!(a), w), zext(r!(b), w));
                    if y == 0 {
                        trap!(TrapKind::DivisionByZero);
                    }
                    r!(d) = sext(x % y, w);
                }
                Instr::CeilDivS { d, a, b, sh } => match div_s(r!(a), r!(b), sh) {
                    Ok(q) => {
                        let (x, y) = (r!(a) as i64, r!(b) as i64);
                        let q = q as i64;
                        let adjust = (x % y != 0) && ((x < 0) == (y < 0));
                        r!(d) = sext_sh((q + adjust as i64) as u64, sh);
                    }
                    Err(k) => trap!(k),
                },
                Instr::FloorDivS { d, a, b, sh } => match div_s(r!(a), r!(b), sh) {
                    Ok(q) => {
                        let (x, y) = (r!(a) as i64, r!(b) as i64);
                        let q = q as i64;
                        let adjust = (x % y != 0) && ((x < 0) != (y < 0));
                        r!(d) = sext_sh((q - adjust as i64) as u64, sh);
                    }
                    Err(k) => trap!(k),
                },
                Instr::CeilDivU { d, a, b, sh } => {
                    let w = 64 - sh as u32;
                    let (x, y) = (zext(r!(a), w), zext(r!(b), w));
                    if y == 0 {
                        trap!(TrapKind::DivisionByZero);
                    }
                    r!(d) = sext(x / y + (x % y != 0) as u64, w);
                }
                Instr::And { d, a, b } => r!(d) = r!(a) & r!(b),
                Instr::Or { d, a, b } => r!(d) = r!(a) | r!(b),
                Instr::Xor { d, a, b } => r!(d) = r!(a) ^ r!(b),
                Instr::Shl { d, a, b, sh } => {
                    let w = 64 - sh as u32;
                    let n = zext(r!(b), w);
                    r!(d) = if n >= w as u64 {
                        0
                    } else {
                        sext(r!(a) << n, w)
                    };
                }
                Instr::ShrS { d, a, b, sh } => {
                    let w = 64 - sh as u32;
                    let n = zext(r!(b), w).min(63);
                    r!(d) = ((r!(a) as i64) >> n) as u64;
                }
                Instr::ShrU { d, a, b, sh } => {
                    let w = 64 - sh as u32;
                    let n = zext(r!(b), w);
                    r!(d) = if n >= w as u64 {
                        0
                    } else {
                        sext(zext(r!(a), w) >> n, w)
                    };
                }
                Instr::MaxS { d, a, b } => r!(d) = (r!(a) as i64).max(r!(b) as i64) as u64,
                Instr::MinS { d, a, b } => r!(d) = (r!(a) as i64).min(r!(b) as i64) as u64,
                Instr::MaxU { d, a, b } => r!(d) = r!(a).max(r!(b)),
                Instr::MinU { d, a, b } => r!(d) = r!(a).min(r!(b)),
                Instr::Cmp { d, a, b, p } => r!(d) = numeric::bool_slot(p.eval(r!(a), r!(b))),
                Instr::Select { d, c, a, b } => r!(d) = if r!(c) != 0 { r!(a) } else { r!(b) },
                Instr::SelectRef { d, c, a, b } => {
                    let v = if r!(c) != 0 {
                        refs[a as usize].clone()
                    } else {
                        refs[b as usize].clone()
                    };
                    refs[d as usize] = v;
                }
                Instr::ZExt { d, s, w } => r!(d) = zext(r!(s), w as u32),
                Instr::Trunc { d, s, sh } => r!(d) = sext_sh(r!(s), sh),
                Instr::AddUiExt { d, o, a, b, w } => {
                    let (s, c) = numeric::add_extended(r!(a), r!(b), w);
                    r!(d) = s;
                    r!(o) = c;
                }
                Instr::MulExt {
                    lo,
                    hi,
                    a,
                    b,
                    w,
                    signed,
                } => {
                    let (l, h) = numeric::mul_extended(r!(a), r!(b), w, signed);
                    r!(lo) = l;
                    r!(hi) = h;
                }
                Instr::Bits { d, a, w, op } => r!(d) = numeric::bits(op, r!(a), w),
                Instr::IPow { d, a, b, sh } => r!(d) = numeric::ipow(r!(a), r!(b), sh),
                Instr::F32Add { d, a, b } => r!(d) = f32_op(r!(a), r!(b), |x, y| x + y),
                Instr::F32Sub { d, a, b } => r!(d) = f32_op(r!(a), r!(b), |x, y| x - y),
                Instr::F32Mul { d, a, b } => r!(d) = f32_op(r!(a), r!(b), |x, y| x * y),
                Instr::F32Div { d, a, b } => r!(d) = f32_op(r!(a), r!(b), |x, y| x / y),
                Instr::F64Add { d, a, b } => r!(d) = f64_op(r!(a), r!(b), |x, y| x + y),
                Instr::F64Sub { d, a, b } => r!(d) = f64_op(r!(a), r!(b), |x, y| x - y),
                Instr::F64Mul { d, a, b } => r!(d) = f64_op(r!(a), r!(b), |x, y| x * y),
                Instr::F64Div { d, a, b } => r!(d) = f64_op(r!(a), r!(b), |x, y| x / y),
                Instr::FBin { d, a, b, t, op } => r!(d) = numeric::fbin(t, op, r!(a), r!(b)),
                Instr::FUn { d, a, t, op } => r!(d) = numeric::fun(t, op, r!(a)),
                Instr::FCmp { d, a, b, t, p } => {
                    let (x, y) = (numeric::to_f64(t, r!(a)), numeric::to_f64(t, r!(b)));
                    r!(d) = numeric::bool_slot(p.eval(x, y));
                }
                Instr::FClassify { d, a, t, c } => r!(d) = numeric::classify(t, c, r!(a)),
                Instr::Fma { d, a, b, c, t } => r!(d) = numeric::fma(t, r!(a), r!(b), r!(c)),
                Instr::FPowI { d, a, b, t } => r!(d) = numeric::fpowi(t, r!(a), r!(b)),
                Instr::FClamp { d, a, lo, hi, t } => {
                    r!(d) = numeric::clamp(t, r!(a), r!(lo), r!(hi))
                }
                Instr::IToF { d, s, w, signed, t } => r!(d) = numeric::itof(t, r!(s), w, signed),
                Instr::FToI { d, s, w, signed, t } => r!(d) = numeric::ftoi(t, r!(s), w, signed),
                Instr::FConv { d, s, from, to, r } => r!(d) = numeric::fconv(from, to, r!(s), r),
                Instr::Jmp { t } => jump!(t),
                Instr::JmpIf { c, t } => {
                    if r!(c) != 0 {
                        jump!(t)
                    }
                }
                Instr::JmpIfNot { c, t } => {
                    if r!(c) == 0 {
                        jump!(t)
                    }
                }
                Instr::BrEq { a, b, t } => {
                    if r!(a) == r!(b) {
                        jump!(t)
                    }
                }
                Instr::BrNe { a, b, t } => {
                    if r!(a) != r!(b) {
                        jump!(t)
                    }
                }
                Instr::BrSlt { a, b, t } => {
                    if (r!(a) as i64) < (r!(b) as i64) {
                        jump!(t)
                    }
                }
                Instr::BrSle { a, b, t } => {
                    if (r!(a) as i64) <= (r!(b) as i64) {
                        jump!(t)
                    }
                }
                Instr::BrSgt { a, b, t } => {
                    if (r!(a) as i64) > (r!(b) as i64) {
                        jump!(t)
                    }
                }
                Instr::BrSge { a, b, t } => {
                    if (r!(a) as i64) >= (r!(b) as i64) {
                        jump!(t)
                    }
                }
                Instr::BrUlt { a, b, t } => {
                    if r!(a) < r!(b) {
                        jump!(t)
                    }
                }
                Instr::BrUle { a, b, t } => {
                    if r!(a) <= r!(b) {
                        jump!(t)
                    }
                }
                Instr::BrUgt { a, b, t } => {
                    if r!(a) > r!(b) {
                        jump!(t)
                    }
                }
                Instr::BrUge { a, b, t } => {
                    if r!(a) >= r!(b) {
                        jump!(t)
                    }
                }
                Instr::Switch { v, i } => {
                    let table = &f.switches[i as usize];
                    let x = r!(v);
                    let t = table
                        .cases
                        .iter()
                        .find(|&&(c, _)| c == x)
                        .map_or(table.default, |&(_, t)| t);
                    jump!(t)
                }
                Instr::Call { i } => {
                    self.steps = steps;
                    return Exit::Call { pc: pc!(), site: i };
                }
                Instr::Tensor { i } => {
                    self.steps = steps;
                    return Exit::Tensor { pc: pc!(), i };
                }
                Instr::Return { i } => {
                    self.steps = steps;
                    return Exit::Return { site: i };
                }
                Instr::Assert { c, m } => {
                    if r!(c) == 0 {
                        trap!(TrapKind::Assert(f.strings[m as usize].clone()));
                    }
                }
                Instr::GlobalLoad { d, g } => r!(d) = self.globals.scalars[g as usize],
                Instr::GlobalStore { s, g } => self.globals.scalars[g as usize] = r!(s),
                Instr::GlobalLoadRef { d, g } => {
                    refs[d as usize] = self.globals.refs[g as usize].clone()
                }
                Instr::GlobalStoreRef { s, g } => {
                    self.globals.refs[g as usize] = refs[s as usize].clone()
                }
                Instr::ListNew { d, cap, e } => {
                    let n = if cap == u32::MAX { 0 } else { r!(cap) };
                    let elem = f.elems[e as usize];
                    let l = List::with_capacity(elem, (n as usize).min(1 << 16));
                    refs[d as usize] = Some(Ref::List(ListRef::from_list(l)));
                }
                Instr::ListSize { d, l } => match &refs[l as usize] {
                    Some(Ref::List(list)) => r!(d) = list.len() as u64,
                    _ => trap!(TrapKind::NullReference),
                },
                Instr::ListResize { l, n } => {
                    let Some(Ref::List(list)) = &refs[l as usize] else {
                        trap!(TrapKind::NullReference);
                    };
                    if let Err(k) = resize(list, r!(n), self.limits.max_list_len) {
                        trap!(k);
                    }
                }
                Instr::ListGet { d, l, i, t } => {
                    let Some(Ref::List(list)) = &refs[l as usize] else {
                        trap!(TrapKind::NullReference);
                    };
                    match list_get(list, r!(i), f.scalars[t as usize]) {
                        Ok(v) => r!(d) = v,
                        Err(k) => trap!(k),
                    }
                }
                Instr::ListGetRef { d, l, i } => {
                    let Some(Ref::List(list)) = &refs[l as usize] else {
                        trap!(TrapKind::NullReference);
                    };
                    match list_get_ref(list, r!(i)) {
                        Ok(v) => refs[d as usize] = v,
                        Err(k) => trap!(k),
                    }
                }
                Instr::ListSet { l, i, v, t } => {
                    let Some(Ref::List(list)) = &refs[l as usize] else {
                        trap!(TrapKind::NullReference);
                    };
                    if let Err(k) = list_set_scalar(list, r!(i), f.scalars[t as usize], r!(v)) {
                        trap!(k);
                    }
                }
                Instr::ListSetRef { l, i, v } => {
                    let Some(Ref::List(list)) = &refs[l as usize] else {
                        trap!(TrapKind::NullReference);
                    };
                    let item = match &refs[v as usize] {
                        Some(r) => Item::Ref(r.clone()),
                        None => Item::Null,
                    };
                    if let Err(k) = list_set(list, r!(i), item) {
                        trap!(k);
                    }
                }
                Instr::RefEq { d, a, b } => {
                    let eq = match (&refs[a as usize], &refs[b as usize]) {
                        (None, None) => true,
                        (Some(x), Some(y)) => x.ptr_eq(y),
                        _ => false,
                    };
                    r!(d) = numeric::bool_slot(eq);
                }
                Instr::RefNonNull { d, a } => {
                    r!(d) = numeric::bool_slot(refs[a as usize].is_some())
                }
            }
            // SAFETY: see `ip`: the instruction just run was not the last.
            ip = unsafe { ip.add(1) };
        }
    }
}

/// How arguments get into a run and results out of it: written straight
/// into the first frame's slots and read straight from the last's.
pub(crate) trait Io {
    /// Writes argument `i` into slot `params[i]`.
    fn write_args(&mut self, params: &[Slot], stack: &mut [u64], refs: &mut [Option<Ref>]);
    /// Takes result `i` from slot `rets[i]` (`(slot, is_ref)`).
    fn read_results(&mut self, rets: &[(u32, bool)], stack: &[u64], refs: &mut [Option<Ref>]);
}

/// [`Io`] over [`Arg`]s.
pub(crate) struct ArgsIo {
    pub args: Args,
    pub results: Args,
}

impl Io for ArgsIo {
    fn write_args(&mut self, params: &[Slot], stack: &mut [u64], refs: &mut [Option<Ref>]) {
        for (p, a) in params.iter().zip(self.args.drain(..)) {
            match (p, a) {
                (Slot::S(s), Arg::S(v)) => stack[*s as usize] = v,
                (Slot::R(s), Arg::R(v)) => refs[*s as usize] = v,
                _ => {}
            }
        }
    }

    fn read_results(&mut self, rets: &[(u32, bool)], stack: &[u64], refs: &mut [Option<Ref>]) {
        self.results.clear();
        for (k, &(s, is_ref)) in rets.iter().enumerate() {
            self.results.push(if is_ref {
                let slot = &mut refs[s as usize];
                Arg::R(if returned_again(rets, k) {
                    slot.clone()
                } else {
                    slot.take()
                })
            } else {
                Arg::S(stack[s as usize])
            });
        }
    }
}

/// The arguments or results of a run, without an allocation for a few.
pub(crate) type Args = smallvec::SmallVec<[Arg; 4]>;

/// An argument or result of a run: slot bits or a reference.
#[derive(Clone, Debug)]
pub(crate) enum Arg {
    S(u64),
    R(Option<Ref>),
}

/// Whether the reference register of `rets[k]` is returned again later in
/// the list (`return %t, %t`): it must then be shared, not taken.
pub(crate) fn returned_again(rets: &[(u32, bool)], k: usize) -> bool {
    let (s, _) = rets[k];
    rets[k + 1..].iter().any(|&(s2, r)| r && s2 == s)
}

fn p_index(p: &Slot) -> usize {
    p.index() as usize
}

#[inline(always)]
fn sext_sh(x: u64, sh: u8) -> u64 {
    (((x << sh) as i64) >> sh) as u64
}

#[inline(always)]
fn f32_op(a: u64, b: u64, f: impl Fn(f32, f32) -> f32) -> u64 {
    f(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u64
}

#[inline(always)]
fn f64_op(a: u64, b: u64, f: impl Fn(f64, f64) -> f64) -> u64 {
    f(f64::from_bits(a), f64::from_bits(b)).to_bits()
}

/// Signed division of width `64 - sh`, trapping on zero and on overflow.
#[inline(always)]
fn div_s(a: u64, b: u64, sh: u8) -> Result<u64, TrapKind> {
    let (x, y) = (a as i64, b as i64);
    if y == 0 {
        return Err(TrapKind::DivisionByZero);
    }
    let min = i64::MIN >> sh;
    if x == min && y == -1 {
        return Err(TrapKind::SignedDivisionOverflow);
    }
    Ok(sext_sh((x / y) as u64, sh))
}

fn index_of(list: &ListRef, i: u64) -> Result<usize, TrapKind> {
    let len = list.len();
    let i = i as i64;
    if i < 0 || i as usize >= len {
        return Err(TrapKind::ListIndex { index: i, len });
    }
    Ok(i as usize)
}

#[cold]
pub(crate) fn resize(list: &ListRef, n: u64, limit: u64) -> Result<(), TrapKind> {
    if n > limit {
        return Err(TrapKind::ListTooLarge {
            requested: n,
            limit,
        });
    }
    list.0.borrow_mut().resize(n as usize);
    Ok(())
}

#[inline]
pub(crate) fn list_get(list: &ListRef, i: u64, want: ScalarType) -> Result<u64, TrapKind> {
    // Read without marking the list borrowed: a `borrow()` would write the
    // borrow flag twice per read, a chain of stores and loads through memory
    // that dominated a native loop of `util.list.get`.
    // SAFETY: the reference lives only while `get_scalar` reads a slot and
    // builds a trap; neither touches any list, so nothing can borrow this
    // one mutably meanwhile. A list borrowed mutably right now panics, as
    // `borrow()` would.
    match unsafe { list.0.try_borrow_unguarded() } {
        Ok(l) => l.get_scalar(i, want),
        Err(e) => panic!("{e}"),
    }
}

pub(crate) fn list_get_ref(list: &ListRef, i: u64) -> Result<Option<Ref>, TrapKind> {
    let i = index_of(list, i)?;
    match list.0.borrow().get(i) {
        Some(Item::Ref(r)) => Ok(Some(r)),
        Some(Item::Null) | None => Ok(None),
        Some(Item::Scalar(t, _)) => Err(TrapKind::ListElement(format!(
            "list element {i} is {}, not a reference",
            t.name()
        ))),
    }
}

pub(crate) fn list_set(list: &ListRef, i: u64, item: Item) -> Result<(), TrapKind> {
    let i = index_of(list, i)?;
    list.0.borrow_mut().set(i, item);
    Ok(())
}

/// `list_set` of a scalar of type `t` with slot bits `v`.
#[inline]
pub(crate) fn list_set_scalar(
    list: &ListRef,
    i: u64,
    t: ScalarType,
    v: u64,
) -> Result<(), TrapKind> {
    let mut l = list.0.borrow_mut();
    let len = l.len();
    if i as usize >= len {
        return Err(TrapKind::ListIndex {
            index: i as i64,
            len,
        });
    }
    l.set_scalar(i as usize, t, v);
    Ok(())
}

/// Repeats the first `esz` bytes of `data` over all of it (doubling copies).
fn fill_repeating(data: &mut [u8], esz: usize) {
    if data[..esz].iter().all(|&b| b == 0) {
        data.fill(0);
        return;
    }
    let mut done = esz;
    while done < data.len() {
        let len = done.min(data.len() - done);
        data.copy_within(..len, done);
        done += len;
    }
}

/// Copies a pad's source into the output of shape `shape` at offsets `lo`,
/// one innermost row at a time.
fn copy_into_pad(out: &mut [u8], shape: &[i64], src: &BufferView, lo: &[i64], esz: usize) {
    let rank = shape.len();
    if rank == 0 {
        out[..esz].copy_from_slice(&src.data[..esz]);
        return;
    }
    if src.shape.contains(&0) {
        return;
    }
    let row = src.shape[rank - 1] as usize * esz;
    let rows: i64 = src.shape[..rank - 1].iter().product();
    let mut idx = vec![0i64; rank - 1];
    for r in 0..rows as usize {
        let mut off = 0i64;
        for k in 0..rank - 1 {
            off = off * shape[k] + idx[k] + lo[k];
        }
        let at = (off * shape[rank - 1] + lo[rank - 1]) as usize * esz;
        out[at..at + row].copy_from_slice(&src.data[r * row..(r + 1) * row]);
        for k in (0..rank - 1).rev() {
            idx[k] += 1;
            if idx[k] < src.shape[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}
