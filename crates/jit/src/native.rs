//! Every `unsafe` of the tier: the context native code runs with, the
//! call of generated code, and the routines generated code calls back
//! through that context.
//!
//! The native ABI (C calling convention, every value a 64-bit word):
//! `fn(ctx: *mut Ctx, io: *mut u64, depth: u64, vbytes: u64, index: u64)
//! -> u64`. `io` holds the arguments on entry and the results on return
//! (as many words as the larger count); `depth` and `vbytes` are the
//! caller's call depth and frame bytes as the interpreter counts them
//! ([`sigil_vm::tier::Tier::call`]); `index` is the callee's function
//! index (native code ignores it; the interpreter's entry routine [`call`]
//! needs it). The result is 0 on return, 1 on a trap, which is then held
//! by the [`Runtime`] with the native frames unwound so far.

use std::ffi::c_void;

use sigil_vm::tier::Runtime;
use sigil_vm::{ListElem, ScalarType, TrapKind};

/// What native code reads and writes besides its own frame: field offsets
/// are part of the ABI (`OFF_*`).
#[repr(C)]
pub(crate) struct Ctx {
    /// The steps left, exact whenever native code calls out or returns.
    pub steps: u64,
    pub max_depth: u64,
    pub max_stack: u64,
    /// See [`Runtime::stack_floor`].
    pub stack_floor: u64,
    /// The entry of each function by index: its native code, or [`call`].
    pub table: *const *const u8,
    /// The `Runtime<'_, '_>` of the call that made this context.
    pub rt: *mut c_void,
    /// Set by a reference routine that failed (its trap is held by the
    /// runtime); native code tests it after each such call.
    pub err: u64,
}

pub(crate) const OFF_STEPS: i32 = 0;
pub(crate) const OFF_MAX_DEPTH: i32 = 8;
pub(crate) const OFF_MAX_STACK: i32 = 16;
pub(crate) const OFF_STACK_FLOOR: i32 = 24;
pub(crate) const OFF_TABLE: i32 = 32;
pub(crate) const OFF_ERR: i32 = 48;

/// Generated code's type.
pub(crate) type Entry = unsafe extern "C" fn(*mut Ctx, *mut u64, u64, u64, u64) -> u64;

/// Trap codes of [`trap`].
pub(crate) const TRAP_NONE: u64 = 0;
pub(crate) const TRAP_DIV_ZERO: u64 = 1;
pub(crate) const TRAP_DIV_OVERFLOW: u64 = 2;
pub(crate) const TRAP_ASSERT: u64 = 3;
pub(crate) const TRAP_BAD_FUNCTION: u64 = 4;
pub(crate) const TRAP_STEPS: u64 = 5;
pub(crate) const TRAP_DEPTH: u64 = 6;
pub(crate) const TRAP_STACK: u64 = 7;

/// A frame index meaning "no frame": a trap of a function's entry checks,
/// which belongs to its caller's call site.
pub(crate) const NO_FRAME: u64 = u64::MAX;

/// Runs `code` (compiled for function `index`) for `rt`; see
/// [`sigil_vm::tier::Tier::call`].
#[allow(clippy::too_many_arguments)]
pub(crate) fn invoke(
    code: *const u8,
    table: *const *const u8,
    rt: &mut Runtime<'_, '_>,
    io: &mut [u64],
    depth: u64,
    vbytes: u64,
    index: u32,
) -> bool {
    let limits = rt.limits();
    let mut ctx = Ctx {
        steps: rt.steps(),
        max_depth: limits.max_call_depth as u64,
        max_stack: limits.max_stack_bytes as u64,
        stack_floor: rt.stack_floor() as u64,
        table,
        rt: rt as *mut Runtime<'_, '_> as *mut c_void,
        err: 0,
    };
    // SAFETY: `code` is the finalized code of function `index`, compiled by
    // `translate` with exactly the `Entry` signature; the JIT module that
    // owns it lives as long as the `Jit`, which the caller holds. `io`
    // holds as many words as the function has arguments and results (the
    // tier's contract), `table` has an entry per function index (each its
    // native code or `call`), and `ctx.rt` points at `rt`, which outlives
    // the call and is not otherwise used until it returns.
    let status = unsafe {
        let f: Entry = std::mem::transmute::<*const u8, Entry>(code);
        f(&mut ctx, io.as_mut_ptr(), depth, vbytes, index as u64)
    };
    rt.set_steps(ctx.steps);
    status == 0
}

/// The runtime of a context.
///
/// # Safety
/// `ctx` must be the context [`invoke`] passed to generated code that is
/// still running (it is the only way native code gets one).
unsafe fn runtime<'a>(ctx: *mut Ctx) -> (&'a mut Ctx, &'a mut Runtime<'a, 'a>) {
    // SAFETY: per this function's contract, `ctx` points at `invoke`'s
    // live local, and its `rt` at the `Runtime` `invoke` borrowed mutably
    // for the whole call; native code holds no other reference to either
    // while it is in a helper.
    unsafe {
        let c = &mut *ctx;
        let rt = &mut *(c.rt as *mut Runtime<'a, 'a>);
        (c, rt)
    }
}

/// A call of function `index` from native code (the table entry of a
/// function not compiled): runs it in whichever tier it belongs to.
pub(crate) extern "C" fn call(
    ctx: *mut Ctx,
    io: *mut u64,
    depth: u64,
    vbytes: u64,
    index: u64,
) -> u64 {
    enter(ctx, io, depth, vbytes, index, false)
}

/// As [`call`], in the interpreter: what a native function does in its
/// entry when the host stack is short.
pub(crate) extern "C" fn call_interp(
    ctx: *mut Ctx,
    io: *mut u64,
    depth: u64,
    vbytes: u64,
    index: u64,
) -> u64 {
    enter(ctx, io, depth, vbytes, index, true)
}

fn enter(ctx: *mut Ctx, io: *mut u64, depth: u64, vbytes: u64, index: u64, interp: bool) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    let Some((nargs, nres, _)) = rt.arity(index as u32) else {
        return 1;
    };
    // SAFETY: this routine is reached only through a direct call site,
    // whose operand and result counts `translate` checked against the
    // callee's (`nargs`, `nres`) when it compiled the caller, and whose
    // `io` area holds the larger of the two.
    let io = unsafe { std::slice::from_raw_parts_mut(io, nargs.max(nres)) };
    rt.set_steps(c.steps);
    let ok = rt.call(index as u32, io, depth, vbytes, interp);
    c.steps = rt.steps();
    (!ok) as u64
}

/// `func.call_indirect` from native code: `io` holds `len` words, which
/// need not match the callee's counts (the function value may come from
/// outside the module).
pub(crate) extern "C" fn call_dyn(
    ctx: *mut Ctx,
    io: *mut u64,
    depth: u64,
    vbytes: u64,
    index: u64,
    len: u64,
) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    // SAFETY: the call site's `io` area holds `len` words (`translate`
    // passes its own size).
    let io = unsafe { std::slice::from_raw_parts_mut(io, len as usize) };
    let (nargs, nres, scalar) = rt.arity(index as u32).unwrap_or((0, 0, true));
    let mut buf = vec![0u64; nargs.max(nres).max(io.len())];
    buf[..io.len()].copy_from_slice(io);
    rt.set_steps(c.steps);
    // A callee taking references cannot be given any: it runs in the
    // interpreter, as it would have.
    let ok = rt.call(index as u32, &mut buf, depth, vbytes, !scalar);
    c.steps = rt.steps();
    let n = io.len();
    io.copy_from_slice(&buf[..n]);
    (!ok) as u64
}

/// A trap in native code: `kind` (a `TRAP_*` code, `aux` its operand: the
/// assertion's message, the bad function value), then the frame of
/// function `index` at `pc` (none when `index` is [`NO_FRAME`]). With
/// `TRAP_NONE`, only the frame: a callee failed and its caller unwinds.
pub(crate) extern "C" fn trap(ctx: *mut Ctx, kind: u64, aux: u64, index: u64, pc: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    let l = rt.limits();
    let k = match kind {
        TRAP_NONE => None,
        TRAP_DIV_ZERO => Some(TrapKind::DivisionByZero),
        TRAP_DIV_OVERFLOW => Some(TrapKind::SignedDivisionOverflow),
        TRAP_ASSERT => Some(TrapKind::Assert(
            rt.assert_message(index as u32, aux as u32),
        )),
        TRAP_BAD_FUNCTION => Some(TrapKind::BadFunction(aux)),
        TRAP_STEPS => Some(TrapKind::Steps(l.max_steps)),
        TRAP_DEPTH => Some(TrapKind::CallDepth(l.max_call_depth)),
        _ => Some(TrapKind::StackMemory(l.max_stack_bytes)),
    };
    if let Some(k) = k {
        rt.trap(k);
    }
    if index != NO_FRAME {
        rt.unwind(index as u32, pc as u32);
    }
}

pub(crate) extern "C" fn global_load(ctx: *mut Ctx, g: u64) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.global(g as u32)
}

pub(crate) extern "C" fn global_store(ctx: *mut Ctx, g: u64, v: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.set_global(g as u32, v);
}

// References (see `Runtime::refs_enter`): slots are absolute indices into
// the machine's reference stack, which native code computes from the base
// `refs_enter` returned. Routines that can fail hand the trap to the
// runtime and set the context's `err`.

/// Records a failure of a reference routine; the value native code gets.
fn failed(c: &mut Ctx, rt: &mut Runtime<'_, '_>, k: TrapKind) -> u64 {
    rt.trap(k);
    c.err = 1;
    0
}

pub(crate) extern "C" fn refs_enter(ctx: *mut Ctx, n: u64) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.refs_enter(n as usize) as u64
}

pub(crate) extern "C" fn refs_leave(ctx: *mut Ctx, base: u64, n: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.refs_leave(base as usize, n as usize);
}

pub(crate) extern "C" fn ref_result(ctx: *mut Ctx, s: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.ref_result(s as usize);
}

pub(crate) extern "C" fn ref_mov(ctx: *mut Ctx, d: u64, s: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.ref_mov(d as usize, s as usize);
}

pub(crate) extern "C" fn ref_null(ctx: *mut Ctx, d: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.ref_null(d as usize);
}

pub(crate) extern "C" fn ref_select(ctx: *mut Ctx, c: u64, d: u64, a: u64, b: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.ref_select(c != 0, d as usize, a as usize, b as usize);
}

pub(crate) extern "C" fn global_ref_load(ctx: *mut Ctx, d: u64, g: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.global_ref_load(d as usize, g as u32);
}

pub(crate) extern "C" fn global_ref_store(ctx: *mut Ctx, s: u64, g: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    rt.global_ref_store(s as usize, g as u32);
}

pub(crate) extern "C" fn ref_eq(ctx: *mut Ctx, a: u64, b: u64) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    sigil_vm::numeric::bool_slot(rt.ref_eq(a as usize, b as usize))
}

pub(crate) extern "C" fn ref_nonnull(ctx: *mut Ctx, a: u64) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    sigil_vm::numeric::bool_slot(rt.ref_nonnull(a as usize))
}

/// `elem`: a [`ListElem::code`].
pub(crate) extern "C" fn list_new(ctx: *mut Ctx, d: u64, cap: u64, elem: u64) {
    // SAFETY: called only by generated code, with its context.
    let (_, rt) = unsafe { runtime(ctx) };
    let elem = ListElem::from_code(elem).unwrap_or(ListElem::Variant);
    rt.list_new(d as usize, cap, elem);
}

pub(crate) extern "C" fn list_size(ctx: *mut Ctx, l: u64) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    match rt.list_size(l as usize) {
        Ok(n) => n,
        Err(k) => failed(c, rt, k),
    }
}

pub(crate) extern "C" fn list_resize(ctx: *mut Ctx, l: u64, n: u64) {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    if let Err(k) = rt.list_resize(l as usize, n) {
        failed(c, rt, k);
    }
}

/// `t`: a [`ScalarType::code`].
pub(crate) extern "C" fn list_get(ctx: *mut Ctx, l: u64, i: u64, t: u64) -> u64 {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    let t = ScalarType::from_code(t).unwrap_or(ScalarType::I64);
    match rt.list_get(l as usize, i, t) {
        Ok(v) => v,
        Err(k) => failed(c, rt, k),
    }
}

pub(crate) extern "C" fn list_get_ref(ctx: *mut Ctx, d: u64, l: u64, i: u64) {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    if let Err(k) = rt.list_get_ref(d as usize, l as usize, i) {
        failed(c, rt, k);
    }
}

pub(crate) extern "C" fn list_set(ctx: *mut Ctx, l: u64, i: u64, v: u64, t: u64) {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    let t = ScalarType::from_code(t).unwrap_or(ScalarType::I64);
    if let Err(k) = rt.list_set(l as usize, i, v, t) {
        failed(c, rt, k);
    }
}

pub(crate) extern "C" fn list_set_ref(ctx: *mut Ctx, l: u64, i: u64, v: u64) {
    // SAFETY: called only by generated code, with its context.
    let (c, rt) = unsafe { runtime(ctx) };
    if let Err(k) = rt.list_set_ref(l as usize, i, v as usize) {
        failed(c, rt, k);
    }
}

/// `math.atan` on the f32 lanes at `p` (a vector loop's stack slot), in
/// place: [`sigil_kernels::math::atan_lanes`], the interpreter's routine
/// on many lanes.
pub(crate) extern "C" fn atan_lanes(p: u64) {
    use sigil_kernels::math::{atan_lanes, ATAN_LANES};
    // SAFETY: generated code passes a 16-byte aligned stack slot of
    // `4 * ATAN_LANES` bytes it owns and does not touch during the call.
    let x = unsafe { &mut *(p as *mut [[f32; 8]; ATAN_LANES / 8]) };
    atan_lanes(x);
}

/// Releases the code of a JIT module.
pub(crate) fn free(module: cranelift_jit::JITModule) {
    // SAFETY: the module's only owner, the `Jit`, is being dropped with
    // the VM module that uses it: no run is in progress (a run holds the
    // VM module), so none of the code is running or will run again.
    unsafe { module.free_memory() }
}

// ----- payload loops -----

/// A compiled payload loop's type (see `translate::payload_signature`):
/// `(ptrs, strides, n, start, idx, frame, trap) -> status`.
type RowEntry = unsafe extern "C" fn(
    *const *mut u8,
    *const i64,
    i64,
    i64,
    *const i64,
    *const u64,
    *mut u64,
) -> u64;

/// The buffers of a structured op a payload loop reads and writes, as the
/// raw pointers generated code takes, shared by the threads that run parts
/// of its iteration space.
pub(crate) struct Buffers {
    /// Per operand: its first byte and length in bytes (null and 0 for a
    /// scalar input, which generated code does not address).
    ptrs: Vec<(*mut u8, usize)>,
}

// SAFETY: `Buffers` is built from borrows (`&[u8]` for the inputs, `&mut
// [u8]` for the outputs) that outlive every use of it, and only
// `run_row` dereferences its pointers: generated code reads inputs, and
// writes outputs only at elements no other thread touches (the driver
// splits the iteration space only along loops every output is indexed by,
// so two threads never address the same output element).
unsafe impl Sync for Buffers {}

impl Buffers {
    pub(crate) fn new(ins: &[Option<&[u8]>], outs: &mut [&mut [u8]]) -> Buffers {
        let mut ptrs: Vec<(*mut u8, usize)> = ins
            .iter()
            .map(|b| {
                b.map_or((std::ptr::null_mut(), 0), |b| {
                    (b.as_ptr() as *mut u8, b.len())
                })
            })
            .collect();
        ptrs.extend(outs.iter_mut().map(|o| (o.as_mut_ptr(), o.len())));
        Buffers { ptrs }
    }
}

/// Runs payload loop `code` over one row of `n` points: operand `k`'s
/// element `i` at byte `offs[k] + i * strides[k]` of its buffer (each of
/// `sizes[k]` bytes; operands of size 0 are not addressed), the innermost
/// index `start + i`, the outer ones in `idx`, the frame's captured
/// values in `frame`. `false` when a point trapped: its `(kind, aux, pc)`
/// are in `trap`. Panics if an address falls outside its buffer.
#[allow(clippy::too_many_arguments)]
pub(crate) fn run_row(
    code: *const u8,
    bufs: &Buffers,
    sizes: &[usize],
    offs: &[i64],
    strides: &[i64],
    n: i64,
    start: i64,
    idx: &[i64],
    frame: &[u64],
    trap: &mut [u64; 3],
) -> bool {
    if n <= 0 {
        return true;
    }
    let mut ptrs = Vec::with_capacity(offs.len());
    for (k, &(p, len)) in bufs.ptrs.iter().enumerate() {
        if sizes[k] == 0 {
            ptrs.push(p);
            continue;
        }
        let last = strides[k]
            .checked_mul(n - 1)
            .and_then(|x| x.checked_add(offs[k]));
        let inside = |o: i64| o >= 0 && (o as usize).saturating_add(sizes[k]) <= len;
        assert!(
            last.is_some_and(inside) && inside(offs[k]),
            "a payload loop would address operand {k} out of its buffer"
        );
        // SAFETY: `offs[k]` is inside the buffer (checked just above).
        ptrs.push(unsafe { p.add(offs[k] as usize) });
    }
    // SAFETY: `code` is a finalized payload loop of `RowEntry`'s signature
    // (compiled by `translate_payload` for these operands' element types;
    // its JIT module lives as long as the `Jit`, which the caller holds).
    // It addresses operand `k` only at `ptrs[k] + i * strides[k]` for `i`
    // in `0..n`, each access `sizes[k]` bytes: the first and the last of
    // those are inside the buffer (checked above), so all are. It writes
    // only outputs (distinct from inputs: the VM hands out an output's own
    // buffer), reads `frame` at the slots of captured values (all below
    // the payload's slot count, which is `frame`'s length), `idx` at the
    // outer loops (`idx` has one entry per loop) and `strides`/`ptrs` at
    // every operand, and writes three words of `trap`.
    unsafe {
        let f: RowEntry = std::mem::transmute::<*const u8, RowEntry>(code);
        f(
            ptrs.as_ptr(),
            strides.as_ptr(),
            n,
            start,
            idx.as_ptr(),
            frame.as_ptr(),
            trap.as_mut_ptr(),
        ) == 0
    }
}

// SAFETY: `Rows` holds the address of finalized payload code, which is
// immutable and reentrant (it keeps no state: it computes in registers and
// its own stack frame, calls only the pure routines of `helpers`, and
// writes memory only through `run_row`'s operands and trap words), shared
// borrows of slices, and `Buffers`, `Sync` itself.
unsafe impl Sync for crate::payload::Rows<'_> {}

/// Runs `rows` over each range of the outermost level on the kernels'
/// thread pool (the caller works on them too, see `sigil_kernels`); `traps`
/// gets each range's first trap, in order.
pub(crate) fn scope_rows(
    rows: &crate::payload::Rows<'_>,
    ranges: &[(i64, i64)],
    traps: &mut Vec<Option<[u64; 3]>>,
) {
    use rayon::prelude::*;
    let _section = sigil_kernels::pool_ready();
    ranges
        .par_iter()
        .map(|&(lo, hi)| rows.range(lo, hi))
        .collect_into_vec(traps);
}
