//! Structured ops' payloads as native loops: the payload's bytecode is
//! translated by the same [`Tx`] as functions (so every op has the
//! interpreter's semantics), inside a loop over one row of the iteration
//! space that loads each operand's element from its buffer, runs the
//! payload and stores what it yields. Kept apart from the function
//! translation because only the loop, the element accesses and the layout
//! below are particular to payloads.

use super::*;

/// How a payload's loop reads and writes its operands (see
/// [`translate_payload`]).
pub(crate) struct PayloadLayout {
    /// Per operand (inputs then outputs): its element type, and whether it
    /// is a buffer (`false`: a scalar input, already in its slot).
    pub elems: Vec<(ElementType, bool)>,
    /// Per operand: the payload slot its element goes to.
    pub params: Vec<u32>,
    pub n_in: usize,
    /// Slots that start with the value the VM put in the frame (captured
    /// values, scalar inputs).
    pub outer: Vec<u32>,
    /// Per loop: the slot `linalg.index` of it reads, or `u32::MAX`.
    pub index_params: Vec<u32>,
}

/// The signature of a payload's loop: `(ptrs, strides, n, start, idx,
/// frame, trap) -> status` (see [`crate::native::run_row`]).
pub(crate) fn payload_signature(call_conv: cranelift_codegen::isa::CallConv) -> Signature {
    let mut sig = Signature::new(call_conv);
    for _ in 0..7 {
        sig.params.push(AbiParam::new(I64));
    }
    sig.returns.push(AbiParam::new(I64));
    sig
}

/// Why payload `f` cannot be compiled, if it cannot: it must be straight
/// scalar code (forward branches only: no loop, so no steps to count; no
/// calls, references, globals or complex ops).
pub(crate) fn check_payload(f: &CompiledFunction) -> Result<(), String> {
    for (pc, i) in f.code.iter().enumerate() {
        let refuse = |what: &str| Err(format!("instruction {pc} ({what}) is not compiled yet"));
        let mut j = *i;
        if j.target_mut().is_some_and(|t| *t as usize <= pc) {
            return refuse("a loop");
        }
        match *i {
            Instr::Tensor { .. } => return refuse("a complex op"),
            Instr::Call { .. } => return refuse("a call"),
            Instr::GlobalLoad { .. } | Instr::GlobalStore { .. } => return refuse("a global"),
            Instr::Switch { i: s, .. } => {
                let t = &f.switches[s as usize];
                if t.cases.iter().any(|&(_, t)| t as usize <= pc) || t.default as usize <= pc {
                    return refuse("a loop");
                }
            }
            _ => {}
        }
    }
    if uses_refs(f) {
        return Err("it uses references".into());
    }
    Ok(())
}

/// Translates payload `f` (checked by [`check_payload`]) into a loop over
/// one row of its iteration space: `n` points from `ptrs[k]` by
/// `strides[k]` bytes for each buffer operand `k`; the innermost loop's
/// index is `start + i`, the outer ones' `idx[d]`; the frame's `outer`
/// slots are read from `frame`. Each point loads the operands' elements
/// into the payload's parameters as the interpreter does
/// ([`sigil_vm::tensor::read_elem`]), runs the payload, and stores the
/// returned values into the outputs ([`sigil_vm::tensor::write_elem`]).
/// A trap writes `(kind, aux, pc)` at `trap` and returns 1. Contiguous
/// rows of an f32 payload run as vector code first (see `vector.rs`);
/// returns whether the loop has that path.
pub(crate) fn translate_payload(
    mut b: FunctionBuilder<'_>,
    config: cranelift_codegen::isa::TargetFrontendConfig,
    imports: &mut dyn Imports,
    f: &CompiledFunction,
    l: &PayloadLayout,
) -> bool {
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let p = b.block_params(entry).to_vec();
    let (ptrs, strides, n, start, idx, frame, trap) = (p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
    let steps = b.declare_var(I64);
    let vars: Vec<Variable> = (0..f.num_scalars).map(|_| b.declare_var(I64)).collect();
    let blocks = leaders(&mut b, f);
    let trap_block = b.create_block();
    let store = b.create_block();
    let zero = b.ins().iconst(I64, 0);
    let (depth, top) = (b.declare_var(I64), b.declare_var(I64));
    b.def_var(depth, zero);
    b.def_var(top, zero);
    let mut consts = constants(f);
    for s in l.outer.iter().chain(&l.params).chain(&l.index_params) {
        consts.remove(s);
    }
    let mut tx = Tx {
        b,
        imports,
        f,
        index: 0,
        count: 0,
        vars,
        steps,
        blocks,
        trap_block,
        ctx: zero,
        nres: 0,
        depth,
        top,
        tail: None,
        io_slot: None,
        io_len: 0,
        helpers: HashMap::new(),
        unary_sig: None,
        consts,
        params: p.clone(),
        back_edges: Vec::new(),
        rbase: None,
        size_cache: HashMap::new(),
        pl: Some(Pl { store, trap }),
        leaf: false,
        early_exits: 0,
        leaf_emitted: 0,
        frame_ok: false,
        slot_init: Vec::new(),
        cells: None,
    };
    tx.b.def_var(steps, zero);
    for s in 0..f.num_scalars {
        tx.w(s, zero);
    }
    for &(s, bits) in &f.consts {
        let v = tx.c(bits as i64);
        tx.w(s, v);
    }
    for &s in &l.outer {
        let v = tx.b.ins().load(I64, mem(), frame, 8 * s as i32);
        tx.w(s, v);
    }
    let loops = l.index_params.len();
    for (d, &s) in l.index_params.iter().enumerate() {
        if s != u32::MAX && d + 1 < loops {
            let v = tx.b.ins().load(I64, mem(), idx, 8 * d as i32);
            tx.w(s, v);
        }
    }
    // Per buffer operand: a pointer variable and its stride.
    let mut ptr_vars = Vec::new();
    for (k, &(_, buf)) in l.elems.iter().enumerate() {
        if buf {
            let v = tx.b.declare_var(I64);
            let p0 = tx.b.ins().load(I64, mem(), ptrs, 8 * k as i32);
            tx.b.def_var(v, p0);
            let st = tx.b.ins().load(I64, mem(), strides, 8 * k as i32);
            ptr_vars.push(Some((v, st)));
        } else {
            ptr_vars.push(None);
        }
    }
    let i_var = tx.b.declare_var(I64);
    tx.b.def_var(i_var, zero);
    let header = tx.b.create_block();
    let point = tx.b.create_block();
    let exit = tx.b.create_block();
    let vector = tx.vector_loop(l, &ptr_vars, i_var, n, header);
    tx.b.switch_to_block(header);
    let i = tx.b.use_var(i_var);
    let done = tx.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, i, n);
    tx.b.ins().brif(done, exit, &[], point, &[]);
    tx.b.switch_to_block(point);
    for (k, pv) in ptr_vars.iter().enumerate() {
        if let Some((v, _)) = *pv {
            let at = tx.b.use_var(v);
            let x = tx.load_elem(l.elems[k].0, at);
            tx.w(l.params[k], x);
        }
    }
    if let Some(&s) = l.index_params.last() {
        if s != u32::MAX {
            let x = tx.b.ins().iadd(start, i);
            tx.w(s, x);
        }
    }
    let first = tx.blocks[&0];
    tx.b.ins().jump(first, &[]);
    tx.body();
    // The results into the outputs, then the next point.
    tx.b.switch_to_block(store);
    let n_out = l.elems.len() - l.n_in;
    let vals: Vec<Value> = (0..n_out)
        .map(|_| tx.b.append_block_param(store, I64))
        .collect();
    for (j, &v) in vals.iter().enumerate() {
        let k = l.n_in + j;
        let (pv, _) = ptr_vars[k].expect("outputs are buffers");
        let at = tx.b.use_var(pv);
        tx.store_elem(l.elems[k].0, at, v);
    }
    for (v, st) in ptr_vars.iter().flatten().copied() {
        let at = tx.b.use_var(v);
        let next = tx.b.ins().iadd(at, st);
        tx.b.def_var(v, next);
    }
    let i = tx.b.use_var(i_var);
    let i1 = tx.b.ins().iadd_imm_s(i, 1);
    tx.b.def_var(i_var, i1);
    tx.b.ins().jump(header, &[]);
    tx.b.switch_to_block(exit);
    let z = tx.c(0);
    tx.b.ins().return_(&[z]);
    tx.trap_block_body();
    tx.b.seal_all_blocks();
    tx.b.finalize(config);
    vector
}

/// Element accesses of payload loops: aligned or not, never trapping
/// (the driver checked every address).
pub(super) fn elem_mem() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

impl Tx<'_, '_> {
    /// The slot bits of the element at `p`, as `read_elem` makes them.
    fn load_elem(&mut self, e: ElementType, p: Value) -> Value {
        let m = elem_mem();
        match e {
            ElementType::Bool => {
                let v = self.b.ins().uload8(I64, m, p, 0);
                let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
                self.bool_slot(c)
            }
            ElementType::Int(w) | ElementType::SInt(w) | ElementType::UInt(w) => {
                let v = match e.size() {
                    1 => self.b.ins().sload8(I64, m, p, 0),
                    2 => self.b.ins().sload16(I64, m, p, 0),
                    4 => self.b.ins().sload32(m, p, 0),
                    _ => self.b.ins().load(I64, m, p, 0),
                };
                let bits = 8 * e.size() as u8;
                if w < bits {
                    self.sext_sh(v, 64 - w)
                } else {
                    v
                }
            }
            ElementType::F16 | ElementType::BF16 => self.b.ins().uload16(I64, m, p, 0),
            ElementType::F32 => self.b.ins().uload32(m, p, 0),
            ElementType::Small(_) => self.b.ins().uload8(I64, m, p, 0),
            _ => self.b.ins().load(I64, m, p, 0),
        }
    }

    /// Stores slot bits `v` as the element at `p`, as `write_elem` does.
    fn store_elem(&mut self, e: ElementType, p: Value, v: Value) {
        let m = elem_mem();
        match e {
            ElementType::Bool => {
                let b = self.b.ins().band_imm_s(v, 1);
                self.b.ins().istore8(m, b, p, 0);
            }
            _ => match e.size() {
                1 => {
                    self.b.ins().istore8(m, v, p, 0);
                }
                2 => {
                    self.b.ins().istore16(m, v, p, 0);
                }
                4 => {
                    self.b.ins().istore32(m, v, p, 0);
                }
                _ => {
                    self.b.ins().store(m, v, p, 0);
                }
            },
        }
    }
}
