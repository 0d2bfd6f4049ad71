//! Payload loops many points at a time: a payload over f32 buffers whose
//! code is straight f32 arithmetic, comparisons, selects and math runs as
//! `f32x4` code over contiguous rows, [`STEP`] points an iteration (eight
//! vectors interleaved op by op), ahead of the scalar loop that takes the
//! rest of the row (and every row that is not contiguous).
//!
//! Each lane computes what the scalar loop computes: `+ - * /`, `sqrt`,
//! rounding and comparisons are the same IEEE operations on vectors;
//! `math.atan` calls [`sigil_kernels::math::atan_lanes`], the very routine
//! the interpreter runs on one lane, here on AVX vectors; every other
//! operation calls the interpreter's scalar routine once per lane. A slot
//! is a vector of floats (an operand's element, outputs' included, or a
//! result), a vector of lane masks, or a scalar the whole row shares (a
//! constant, a captured value), splatted where a vector is needed; the
//! kinds are settled by [`plan`] before anything is emitted.

use cranelift_codegen::ir::types::{F32X4, I32, I32X4};
use cranelift_codegen::ir::Endianness;
use sigil_kernels::math::{self, Lanes};

use super::*;

/// What a slot holds in the vector loop.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Four f32 lanes.
    Float,
    /// Four lane masks (all ones or all zeros), from a comparison.
    Mask,
    /// One value for every lane (from outside the loop), as slot bits.
    Shared,
}

/// Vectors per slot and iteration, interleaved op by op: as many as the
/// lanes `math.atan`'s routine takes at a time (its AVX code on four
/// independent chains: one chain is mostly latency).
const U: usize = math::ATAN_LANES / 4;

/// The points an iteration of the vector loop takes.
pub(crate) const STEP: i64 = 4 * U as i64;

/// `f32x4` values, one per interleaved vector.
type Vs = [Value; U];

/// A slot's value in the vector loop.
#[derive(Clone, Copy)]
enum V {
    Float(Vs),
    Mask(Vs),
    Shared(Value),
}

/// The kind of every slot the payload writes, if the payload can run as
/// vector code under layout `l`: every operand an f32 (buffers and shared
/// scalars), no `linalg.index` of the innermost loop, and straight code of
/// the instructions below up to its `return`.
/// Also the slots the payload reads (an output's element is loaded only
/// if it is one).
fn plan(f: &CompiledFunction, l: &PayloadLayout) -> Option<(HashMap<u32, Kind>, HashSet<u32>)> {
    if l.elems.iter().any(|&(e, _)| e != ElementType::F32) {
        return None;
    }
    if l.index_params.last().is_some_and(|&s| s != u32::MAX) {
        return None;
    }
    // Every buffer's element, outputs' included (a payload may read an
    // output's initial value).
    let mut kinds = HashMap::new();
    for (k, &(_, buf)) in l.elems.iter().enumerate() {
        if buf {
            kinds.insert(l.params[k], Kind::Float);
        }
    }
    let kind = |kinds: &HashMap<u32, Kind>, s: u32| kinds.get(&s).copied().unwrap_or(Kind::Shared);
    let float = |kinds: &HashMap<u32, Kind>, s: u32| kind(kinds, s) != Kind::Mask;
    let mut read = HashSet::new();
    for i in &f.code {
        read.extend(reads(i));
        let (d, k) = match *i {
            Instr::Mov { d, s } => (d, kind(&kinds, s)),
            Instr::F32Add { d, a, b }
            | Instr::F32Sub { d, a, b }
            | Instr::F32Mul { d, a, b }
            | Instr::F32Div { d, a, b }
            | Instr::FBin {
                d,
                a,
                b,
                t: FTy::F32,
                ..
            } if float(&kinds, a) && float(&kinds, b) => (d, Kind::Float),
            Instr::FUn {
                d, a, t: FTy::F32, ..
            } if float(&kinds, a) => (d, Kind::Float),
            Instr::Fma {
                d,
                a,
                b,
                c,
                t: FTy::F32,
            } if float(&kinds, a) && float(&kinds, b) && float(&kinds, c) => (d, Kind::Float),
            Instr::FCmp {
                d,
                a,
                b,
                t: FTy::F32,
                ..
            } if float(&kinds, a) && float(&kinds, b) => (d, Kind::Mask),
            Instr::Select { d, c, a, b } => {
                let (kc, ka, kb) = (kind(&kinds, c), kind(&kinds, a), kind(&kinds, b));
                let k = match (ka, kb) {
                    (Kind::Float, Kind::Mask) | (Kind::Mask, Kind::Float) => return None,
                    (Kind::Float, _) | (_, Kind::Float) => Kind::Float,
                    (Kind::Mask, _) | (_, Kind::Mask) => Kind::Mask,
                    _ if kc == Kind::Shared => Kind::Shared,
                    // Shared values picked per lane: f32 (the only
                    // kind an output takes).
                    _ => Kind::Float,
                };
                if kc == Kind::Float {
                    return None;
                }
                (d, k)
            }
            Instr::Return { i } => {
                let rets = &f.rets[i as usize];
                return rets
                    .iter()
                    .all(|&(s, r)| !r && float(&kinds, s))
                    .then_some((kinds, read));
            }
            _ => return None,
        };
        kinds.insert(d, k);
    }
    None
}

/// The slots instruction `i` reads, for the instructions [`plan`] admits.
fn reads(i: &Instr) -> Vec<u32> {
    match *i {
        Instr::Mov { s, .. } => vec![s],
        Instr::F32Add { a, b, .. }
        | Instr::F32Sub { a, b, .. }
        | Instr::F32Mul { a, b, .. }
        | Instr::F32Div { a, b, .. }
        | Instr::FBin { a, b, .. }
        | Instr::FCmp { a, b, .. } => vec![a, b],
        Instr::FUn { a, .. } => vec![a],
        Instr::Fma { a, b, c, .. } | Instr::Select { c, a, b, .. } => vec![a, b, c],
        _ => Vec::new(),
    }
}

/// [`Lanes`] as `f32x4` code, [`U`] vectors at a time.
struct Cl<'x, 'b> {
    b: &'x mut FunctionBuilder<'b>,
}

impl Cl<'_, '_> {
    fn each(&mut self, f: impl Fn(&mut FunctionBuilder<'_>, usize) -> Value) -> Vs {
        std::array::from_fn(|h| f(self.b, h))
    }
}

fn lanes_flags() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

impl Lanes for Cl<'_, '_> {
    type F = Vs;
    type M = Vs;
    fn splat(&mut self, c: f32) -> Vs {
        let c = self.b.ins().f32const(c);
        let v = self.b.ins().splat(F32X4, c);
        [v; U]
    }
    fn add(&mut self, a: Vs, b: Vs) -> Vs {
        self.each(|f, h| f.ins().fadd(a[h], b[h]))
    }
    fn sub(&mut self, a: Vs, b: Vs) -> Vs {
        self.each(|f, h| f.ins().fsub(a[h], b[h]))
    }
    fn mul(&mut self, a: Vs, b: Vs) -> Vs {
        self.each(|f, h| f.ins().fmul(a[h], b[h]))
    }
    fn div(&mut self, a: Vs, b: Vs) -> Vs {
        self.each(|f, h| f.ins().fdiv(a[h], b[h]))
    }
    fn abs(&mut self, a: Vs) -> Vs {
        self.each(|f, h| f.ins().fabs(a[h]))
    }
    fn neg(&mut self, a: Vs) -> Vs {
        self.each(|f, h| f.ins().fneg(a[h]))
    }
    fn or_sign(&mut self, a: Vs, s: Vs) -> Vs {
        let sign = self.b.ins().iconst(I32, 0x8000_0000u32 as i64);
        let sign = self.b.ins().splat(I32X4, sign);
        let sign = self.b.ins().bitcast(F32X4, lanes_flags(), sign);
        self.each(|f, h| {
            let b = f.ins().band(s[h], sign);
            f.ins().bor(a[h], b)
        })
    }
    fn lt(&mut self, a: Vs, b: Vs) -> Vs {
        self.each(|f, h| f.ins().fcmp(FloatCC::LessThan, a[h], b[h]))
    }
    fn nan(&mut self, a: Vs) -> Vs {
        self.each(|f, h| f.ins().fcmp(FloatCC::Unordered, a[h], a[h]))
    }
    fn pick(&mut self, m: Vs, a: Vs, b: Vs) -> Vs {
        self.each(|f, h| {
            let m = f.ins().bitcast(F32X4, lanes_flags(), m[h]);
            f.ins().bitselect(m, a[h], b[h])
        })
    }
}

impl Tx<'_, '_> {
    /// Emits the vector loop if payload `f` can run as one (see [`plan`]),
    /// ending the current block: rows whose buffers are all contiguous and
    /// do not overlap within an iteration's points run [`STEP`] points per
    /// iteration from `i_var`, advancing the operands' pointers, until
    /// fewer are left; then (and for every other row) `scalar`, the scalar
    /// loop, takes over from where it stopped. Whether there is one.
    pub(super) fn vector_loop(
        &mut self,
        l: &PayloadLayout,
        ptr_vars: &[Option<(Variable, Value)>],
        i_var: Variable,
        n: Value,
        scalar: Block,
    ) -> bool {
        let Some((kinds, read)) = plan(self.f, l) else {
            self.b.ins().jump(scalar, &[]);
            return false;
        };
        // Contiguous: every stride 4 bytes. Apart: an output and any other
        // buffer start at the same address or an iteration's bytes apart
        // (otherwise a point could read what an earlier point of the same
        // iteration wrote, which the scalar loop would see).
        let bufs: Vec<(usize, Value, Value)> = ptr_vars
            .iter()
            .enumerate()
            .filter_map(|(k, p)| p.map(|(v, st)| (k, v, st)))
            .map(|(k, v, st)| (k, self.b.use_var(v), st))
            .collect();
        let mut ok = self.b.ins().iconst(types::I8, 1);
        for &(_, _, st) in &bufs {
            let c = self.b.ins().icmp_imm_s(IntCC::Equal, st, 4);
            ok = self.b.ins().band(ok, c);
        }
        for (x, &(kx, px, _)) in bufs.iter().enumerate() {
            for &(ky, py, _) in &bufs[x + 1..] {
                if kx < l.n_in && ky < l.n_in {
                    continue;
                }
                let d = self.b.ins().isub(px, py);
                let a = self.b.ins().iabs(d);
                let same = self.b.ins().icmp_imm_s(IntCC::Equal, d, 0);
                let far = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, a, 4 * STEP);
                let c = self.b.ins().bor(same, far);
                ok = self.b.ins().band(ok, c);
            }
        }
        let head = self.b.create_block();
        let body = self.b.create_block();
        self.b.ins().brif(ok, head, &[], scalar, &[]);
        self.b.switch_to_block(head);
        let i = self.b.use_var(i_var);
        let next = self.b.ins().iadd_imm_s(i, STEP);
        let more = self.b.ins().icmp(IntCC::SignedLessThanOrEqual, next, n);
        self.b.ins().brif(more, body, &[], scalar, &[]);
        self.b.switch_to_block(body);
        let mut vals: HashMap<u32, V> = HashMap::new();
        for &(k, _, _) in bufs
            .iter()
            .filter(|b| b.0 < l.n_in || read.contains(&l.params[b.0]))
        {
            let (pv, _) = ptr_vars[k].unwrap();
            let at = self.b.use_var(pv);
            let x = std::array::from_fn(|h| {
                let m = super::payload::elem_mem();
                self.b.ins().load(F32X4, m, at, 16 * h as i32)
            });
            vals.insert(l.params[k], V::Float(x));
        }
        let mut out = Vec::new();
        for i in &self.f.code {
            if let Instr::Return { i } = *i {
                out = self.f.rets[i as usize].iter().map(|r| r.0).collect();
                break;
            }
            self.vector_instr(*i, &kinds, &mut vals);
        }
        for (j, s) in out.into_iter().enumerate() {
            let x = self.float_of(&vals, s);
            let (pv, _) = ptr_vars[l.n_in + j].expect("outputs are buffers");
            let at = self.b.use_var(pv);
            for (h, &x) in x.iter().enumerate() {
                let m = super::payload::elem_mem();
                self.b.ins().store(m, x, at, 16 * h as i32);
            }
        }
        for (v, _) in ptr_vars.iter().flatten().copied() {
            let at = self.b.use_var(v);
            let at = self.b.ins().iadd_imm_s(at, 4 * STEP);
            self.b.def_var(v, at);
        }
        self.b.def_var(i_var, next);
        self.b.ins().jump(head, &[]);
        true
    }

    fn value_of(&mut self, vals: &HashMap<u32, V>, s: u32) -> V {
        match vals.get(&s) {
            Some(&v) => v,
            None => V::Shared(self.r(s)),
        }
    }

    /// Slot `s` as f32 lanes.
    fn float_of(&mut self, vals: &HashMap<u32, V>, s: u32) -> Vs {
        match self.value_of(vals, s) {
            V::Float(x) => x,
            V::Shared(x) => {
                let x = self.as_f32(x);
                [self.b.ins().splat(F32X4, x); U]
            }
            V::Mask(_) => unreachable!("plan() keeps masks out of float operands"),
        }
    }

    /// Slot `s` as lane masks.
    fn mask_of(&mut self, vals: &HashMap<u32, V>, s: u32) -> Vs {
        match self.value_of(vals, s) {
            V::Mask(m) => m,
            V::Shared(x) => {
                let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0);
                let m = self.b.ins().bmask(I32, c);
                [self.b.ins().splat(I32X4, m); U]
            }
            V::Float(_) => unreachable!("plan() keeps floats out of conditions"),
        }
    }

    /// `f` (a slot routine of the interpreter taking the operands' bits)
    /// on each lane of `args`.
    fn per_lane(&mut self, args: &[Vs], f: impl Fn(&mut Self, &[Value]) -> Value) -> Vs {
        let zero = self.b.ins().f32const(0.0);
        let zero = self.b.ins().splat(F32X4, zero);
        let mut r = [zero; U];
        for (h, r) in r.iter_mut().enumerate() {
            for lane in 0..4u8 {
                let xs: Vec<Value> = args
                    .iter()
                    .map(|a| {
                        let x = self.b.ins().extractlane(a[h], lane);
                        self.bits_f32(x)
                    })
                    .collect();
                let y = f(self, &xs);
                let y = self.as_f32(y);
                *r = self.b.ins().insertlane(*r, y, lane);
            }
        }
        r
    }

    fn vector_instr(&mut self, i: Instr, kinds: &HashMap<u32, Kind>, vals: &mut HashMap<u32, V>) {
        let (d, v) = match i {
            Instr::Mov { d, s } => (d, self.value_of(vals, s)),
            Instr::F32Add { d, a, b } => (d, self.vector_fbin(vals, FBinOp::Add, a, b)),
            Instr::F32Sub { d, a, b } => (d, self.vector_fbin(vals, FBinOp::Sub, a, b)),
            Instr::F32Mul { d, a, b } => (d, self.vector_fbin(vals, FBinOp::Mul, a, b)),
            Instr::F32Div { d, a, b } => (d, self.vector_fbin(vals, FBinOp::Div, a, b)),
            Instr::FBin { d, a, b, op, .. } => (d, self.vector_fbin(vals, op, a, b)),
            Instr::FUn { d, a, op, .. } => {
                let x = self.float_of(vals, a);
                let mut cl = Cl { b: &mut self.b };
                let r = match op {
                    FUnOp::Atan => self.atan_lanes(x),
                    FUnOp::Neg => cl.neg(x),
                    FUnOp::Abs => cl.abs(x),
                    FUnOp::Sqrt => cl.each(|f, h| f.ins().sqrt(x[h])),
                    FUnOp::Ceil => cl.each(|f, h| f.ins().ceil(x[h])),
                    FUnOp::Floor => cl.each(|f, h| f.ins().floor(x[h])),
                    FUnOp::Trunc => cl.each(|f, h| f.ins().trunc(x[h])),
                    FUnOp::RoundEven => cl.each(|f, h| f.ins().nearest(x[h])),
                    _ => self.per_lane(&[x], |tx, xs| tx.call_fun(FTy::F32, op, xs[0])),
                };
                (d, V::Float(r))
            }
            Instr::Fma { d, a, b, c, .. } => {
                let xs = [
                    self.float_of(vals, a),
                    self.float_of(vals, b),
                    self.float_of(vals, c),
                ];
                let r = self.per_lane(&xs, |tx, xs| {
                    let t = tx.c(FTy::F32 as i64);
                    tx.call_helper(H::Fma, &[t, xs[0], xs[1], xs[2]]).unwrap()
                });
                (d, V::Float(r))
            }
            Instr::FCmp { d, a, b, p, .. } => {
                let (x, y) = (self.float_of(vals, a), self.float_of(vals, b));
                let m = match Self::fcc(p) {
                    // Cranelift has no vector `ueq` and `one`: `uno | oeq`
                    // and `ord & une`.
                    Some(FloatCC::UnorderedOrEqual) => Cl { b: &mut self.b }.each(|f, h| {
                        let u = f.ins().fcmp(FloatCC::Unordered, x[h], y[h]);
                        let e = f.ins().fcmp(FloatCC::Equal, x[h], y[h]);
                        f.ins().bor(u, e)
                    }),
                    Some(FloatCC::OrderedNotEqual) => Cl { b: &mut self.b }.each(|f, h| {
                        let o = f.ins().fcmp(FloatCC::Ordered, x[h], y[h]);
                        let n = f.ins().fcmp(FloatCC::NotEqual, x[h], y[h]);
                        f.ins().band(o, n)
                    }),
                    Some(cc) => Cl { b: &mut self.b }.each(|f, h| f.ins().fcmp(cc, x[h], y[h])),
                    None => {
                        let c = self.b.ins().iconst(I32, -((p == FPred::True) as i64));
                        [self.b.ins().splat(I32X4, c); U]
                    }
                };
                (d, V::Mask(m))
            }
            Instr::Select { d, c, a, b } => {
                let v = match kinds[&d] {
                    Kind::Shared => {
                        let (c, x, y) = (self.r(c), self.r(a), self.r(b));
                        V::Shared(self.b.ins().select(c, x, y))
                    }
                    Kind::Mask => {
                        let m = self.mask_of(vals, c);
                        let (x, y) = (self.mask_of(vals, a), self.mask_of(vals, b));
                        V::Mask(
                            Cl { b: &mut self.b }.each(|f, h| f.ins().bitselect(m[h], x[h], y[h])),
                        )
                    }
                    Kind::Float => {
                        let m = self.mask_of(vals, c);
                        let (x, y) = (self.float_of(vals, a), self.float_of(vals, b));
                        V::Float(Cl { b: &mut self.b }.pick(m, x, y))
                    }
                };
                (d, v)
            }
            _ => unreachable!("plan() admits only the instructions above"),
        };
        vals.insert(d, v);
    }

    /// `atan` on the [`U`] vectors through [`math::atan_lanes`] (Rust's
    /// compiler makes it AVX code; emitted here it would be SSE code, its
    /// sixty operations on four lanes, with its thirty constants spilled):
    /// the lanes go through a stack slot.
    fn atan_lanes(&mut self, x: Vs) -> Vs {
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            16 * U as u32,
            4,
        ));
        for (h, &x) in x.iter().enumerate() {
            self.b.ins().stack_store(I64, x, slot, 16 * h as i32);
        }
        let p = self.b.ins().stack_addr(I64, slot, 0);
        self.call_helper(H::AtanLanes, &[p]);
        std::array::from_fn(|h| self.b.ins().stack_load(I64, F32X4, slot, 16 * h as i32))
    }

    fn vector_fbin(&mut self, vals: &HashMap<u32, V>, op: FBinOp, a: u32, b: u32) -> V {
        let (x, y) = (self.float_of(vals, a), self.float_of(vals, b));
        let mut cl = Cl { b: &mut self.b };
        V::Float(match op {
            FBinOp::Add => cl.add(x, y),
            FBinOp::Sub => cl.sub(x, y),
            FBinOp::Mul => cl.mul(x, y),
            FBinOp::Div => cl.div(x, y),
            _ => self.per_lane(&[x, y], |tx, xs| tx.call_fbin(FTy::F32, op, xs[0], xs[1])),
        })
    }
}
