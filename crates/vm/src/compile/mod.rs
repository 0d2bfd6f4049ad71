//! Translation of one verified function into bytecode.
//!
//! One walk over the function's ops, with no analysis pass first:
//! - every SSA value gets a slot of its bank when it is defined (scalar
//!   constants get a slot of the frame's constant template instead, shared
//!   by equal constants);
//! - blocks become labels, block arguments slots, and every edge a parallel
//!   move into the target's argument slots (sequentialised with one spare
//!   slot per bank when the moves form a cycle);
//! - structured ops (`scf.for`, `scf.while`, `scf.if`, `scf.index_switch`,
//!   `scf.execute_region`) are lowered to jumps in place, their `scf.yield`
//!   and `scf.condition` terminators to moves and jumps to the enclosing
//!   construct, found on a stack;
//! - an `arith.cmpi` whose only use is the branch right after it is not
//!   emitted; the branch becomes one fused compare-and-branch.
//!
//! Ops are read through their declared structure ([`OpView`]), by name.
//! Anything the VM cannot run is an error naming the op and its location.

mod check;
mod complex;
mod linalg_ext;
mod memref;
mod ops;
mod tensor;
mod vector;

pub(crate) use tensor::dense_buffer;

use sigil_ir::dialects::structure::{OperandId, PropId, RegionGroupId};
use sigil_ir::ops::affine::AffineIfOp;
use sigil_ir::ops::cf::{BranchOp, CondBranchOp, SwitchOp};
use sigil_ir::ops::memref::AllocaScopeOp;
use sigil_ir::ops::scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, InParallelOp, IndexSwitchOp, ParallelOp,
    ReduceOp, WhileOp,
};
use std::collections::HashMap;

use sigil_ir::dialects::OpView;
use sigil_ir::{BlockId, Context, Ir, OpId, RegionId, Type, TypeData, Value as IrValue, ValueDef};

use crate::bytecode::{CallSite, Instr, Pc, SwitchTable};
use crate::error::CompileError;
use crate::value::{ListElem, ScalarType};

/// How a value is held by the VM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VmType {
    Scalar(ScalarType),
    /// A function value (`func.constant`): its index in a scalar slot.
    Func,
    /// A list of the given elements.
    List(ListElem),
    /// A buffer view (tensors and `!hal.buffer_view`).
    Buffer,
    /// A memref: a view of shared storage.
    MemRef,
    /// A `complex<f32>` / `complex<f64>` scalar (the part's bit width):
    /// two consecutive scalar slots, real then imaginary part.
    Complex(u8),
    /// A Python int of any size (`!iree_pydm.integer<*>`, `crate::bigint`).
    BigInt,
}

impl VmType {
    pub fn is_ref(self) -> bool {
        matches!(
            self,
            VmType::List(_) | VmType::Buffer | VmType::MemRef | VmType::BigInt
        )
    }
}

/// The VM type of an MLIR type, if the VM can hold it.
pub fn vm_type(ctx: &Context, t: Type) -> Option<VmType> {
    Some(match ctx.type_data(t) {
        TypeData::Integer { width, .. } if (1..=64).contains(width) => {
            VmType::Scalar(ScalarType::Int(*width as u8))
        }
        TypeData::Index => VmType::Scalar(ScalarType::Index),
        TypeData::Float(k) => VmType::Scalar(match k {
            sigil_numeric::FloatKind::F16 => ScalarType::F16,
            sigil_numeric::FloatKind::BF16 => ScalarType::BF16,
            sigil_numeric::FloatKind::F32 => ScalarType::F32,
            sigil_numeric::FloatKind::F64 => ScalarType::F64,
            k => ScalarType::Small(crate::bytecode::FTy::of(*k)?),
        }),
        TypeData::Function { .. } => VmType::Func,
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => VmType::Buffer,
        // A vector is a buffer of static shape; scalable vectors are not run.
        TypeData::Vector { scalable, .. } if !scalable.iter().any(|&s| s) => VmType::Buffer,
        TypeData::MemRef { .. } => VmType::MemRef,
        TypeData::Complex(e) => match ctx.type_data(*e) {
            TypeData::Float(sigil_numeric::FloatKind::F32) => VmType::Complex(32),
            TypeData::Float(sigil_numeric::FloatKind::F64) => VmType::Complex(64),
            _ => return None,
        },
        TypeData::Dialect(d) if d.is("util", "list") => {
            VmType::List(list_elem(ctx, d.type_param(0)?))
        }
        TypeData::Opaque { dialect, data } => match (&**dialect, &**data) {
            ("hal", b"buffer_view") => VmType::Buffer,
            _ => return None,
        },
        TypeData::Dialect(d) if d.is("iree_pydm", "integer") => {
            use sigil_ir::dialects::pydm::{py_type, IntKind, PyType};
            match py_type(ctx, t)? {
                PyType::Integer(Some(IntKind::Arbitrary)) => VmType::BigInt,
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// The element kind of a `!util.list` of `elem`.
fn list_elem(ctx: &Context, elem: Type) -> ListElem {
    let scalar = match ctx.type_data(elem) {
        TypeData::Dialect(d) if d.is("util", "variant") => return ListElem::Variant,
        TypeData::Index => Some(ScalarType::Index),
        TypeData::Float(sigil_numeric::FloatKind::F16) => Some(ScalarType::F16),
        TypeData::Float(sigil_numeric::FloatKind::BF16) => Some(ScalarType::BF16),
        TypeData::Float(sigil_numeric::FloatKind::F32) => Some(ScalarType::F32),
        TypeData::Float(sigil_numeric::FloatKind::F64) => Some(ScalarType::F64),
        TypeData::Float(k) => crate::bytecode::FTy::of(*k).map(ScalarType::Small),
        TypeData::Integer {
            width,
            signedness: sigil_ir::types::Signedness::Signless,
        } if (1..=64).contains(width) => Some(ScalarType::Int(*width as u8)),
        _ => None,
    };
    match scalar {
        Some(s) => ListElem::Scalar(s),
        None => ListElem::Ref,
    }
}

/// Where a value lives in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    S(u32),
    R(u32),
    /// A complex scalar: scalar slots `i` (real part) and `i + 1`
    /// (imaginary part).
    C(u32),
}

impl Slot {
    pub(crate) fn index(self) -> u32 {
        match self {
            Slot::S(i) | Slot::R(i) | Slot::C(i) => i,
        }
    }

    fn is_ref(self) -> bool {
        matches!(self, Slot::R(_))
    }
}

/// A compiled function.
#[derive(Debug, Default)]
pub struct CompiledFunction {
    pub name: String,
    pub code: Vec<Instr>,
    /// Per instruction: the source offset of the op it came from
    /// (`u32::MAX` when unknown).
    pub locs: Vec<u32>,
    /// Scalar slots per frame.
    pub num_scalars: u32,
    pub num_refs: u32,
    /// Slots every frame starts with a constant in: `(slot, bits)`.
    pub consts: Vec<(u32, u64)>,
    /// Where the arguments go.
    pub params: Vec<Slot>,
    pub calls: Vec<CallSite>,
    pub rets: Vec<Vec<(u32, bool)>>,
    pub switches: Vec<SwitchTable>,
    pub strings: Vec<String>,
    pub elems: Vec<ListElem>,
    pub scalars: Vec<ScalarType>,
    /// The tensor ops `Instr::Tensor` runs.
    pub tensors: Vec<crate::tensor::TensorOp>,
    /// Where the function stands with a native tier ([`crate::tier`]).
    pub tier: crate::tier::TierSlot,
}

impl CompiledFunction {
    /// Checks what the interpreter relies on without checking again: every
    /// scalar slot an instruction reads or writes is below `num_scalars`,
    /// every jump target (switch tables' too) inside the code, and the last
    /// instruction cannot fall off the end. A failure is a compiler bug.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.num_scalars;
        let len = self.code.len() as u32;
        let bad = |pc: usize, what: &str| {
            Err(format!(
                "@{}: instruction {pc} ({:?}): {what}",
                self.name, self.code[pc]
            ))
        };
        for (pc, i) in self.code.iter().enumerate() {
            let (slots, target) = scalar_slots(i);
            if slots.iter().any(|&s| s >= n) {
                return bad(pc, "scalar slot out of range");
            }
            if target.is_some_and(|t| t >= len) {
                return bad(pc, "jump target out of range");
            }
            if let Instr::Switch { i: table, .. } = i {
                let Some(t) = self.switches.get(*table as usize) else {
                    return bad(pc, "switch table out of range");
                };
                if t.default >= len || t.cases.iter().any(|&(_, c)| c >= len) {
                    return bad(pc, "switch target out of range");
                }
            }
            if let Instr::Tensor { i } = i {
                if *i as usize >= self.tensors.len() {
                    return bad(pc, "tensor op out of range");
                }
            }
        }
        match self.code.last() {
            Some(Instr::Return { .. } | Instr::Jmp { .. } | Instr::Switch { .. }) => Ok(()),
            _ => Err(format!("@{}: the code can run off its end", self.name)),
        }
    }

    /// The bytecode as text, one instruction per line (`SIGIL_VM_DUMP=1`).
    pub fn disassemble(&self) -> String {
        let mut s = format!(
            "@{}: {} scalar slots, {} reference slots, constants {:?}, params {:?}\n",
            self.name, self.num_scalars, self.num_refs, self.consts, self.params
        );
        for (pc, i) in self.code.iter().enumerate() {
            s.push_str(&format!("{pc:5}: {i:?}\n"));
        }
        s
    }
}

/// The scalar slots an instruction names, and its jump target.
fn scalar_slots(i: &Instr) -> (smallvec::SmallVec<[u32; 4]>, Option<Pc>) {
    use smallvec::smallvec;
    match *i {
        Instr::Mov { d, s } | Instr::ZExt { d, s, .. } | Instr::Trunc { d, s, .. } => {
            (smallvec![d, s], None)
        }
        Instr::MovRef { .. } | Instr::Null { .. } | Instr::Tensor { .. } => (smallvec![], None),
        Instr::Add { d, a, b, .. }
        | Instr::Sub { d, a, b, .. }
        | Instr::Mul { d, a, b, .. }
        | Instr::DivS { d, a, b, .. }
        | Instr::DivU { d, a, b, .. }
        | Instr::RemS { d, a, b, .. }
        | Instr::RemU { d, a, b, .. }
        | Instr::CeilDivS { d, a, b, .. }
        | Instr::CeilDivU { d, a, b, .. }
        | Instr::FloorDivS { d, a, b, .. }
        | Instr::And { d, a, b }
        | Instr::Or { d, a, b }
        | Instr::Xor { d, a, b }
        | Instr::Shl { d, a, b, .. }
        | Instr::ShrS { d, a, b, .. }
        | Instr::ShrU { d, a, b, .. }
        | Instr::MaxS { d, a, b }
        | Instr::MinS { d, a, b }
        | Instr::MaxU { d, a, b }
        | Instr::MinU { d, a, b }
        | Instr::Cmp { d, a, b, .. }
        | Instr::IPow { d, a, b, .. }
        | Instr::F32Add { d, a, b }
        | Instr::F32Sub { d, a, b }
        | Instr::F32Mul { d, a, b }
        | Instr::F32Div { d, a, b }
        | Instr::F64Add { d, a, b }
        | Instr::F64Sub { d, a, b }
        | Instr::F64Mul { d, a, b }
        | Instr::F64Div { d, a, b }
        | Instr::FBin { d, a, b, .. }
        | Instr::FCmp { d, a, b, .. }
        | Instr::FPowI { d, a, b, .. } => (smallvec![d, a, b], None),
        Instr::Select { d, c, a, b } => (smallvec![d, c, a, b], None),
        Instr::SelectRef { c, .. } => (smallvec![c], None),
        Instr::AddUiExt { d, o, a, b, .. } => (smallvec![d, o, a, b], None),
        Instr::MulExt { lo, hi, a, b, .. } => (smallvec![lo, hi, a, b], None),
        Instr::Bits { d, a, .. } | Instr::FUn { d, a, .. } | Instr::FClassify { d, a, .. } => {
            (smallvec![d, a], None)
        }
        Instr::Fma { d, a, b, c, .. } => (smallvec![d, a, b, c], None),
        Instr::FClamp { d, a, lo, hi, .. } => (smallvec![d, a, lo, hi], None),
        Instr::IToF { d, s, .. } | Instr::FToI { d, s, .. } | Instr::FConv { d, s, .. } => {
            (smallvec![d, s], None)
        }
        Instr::Jmp { t } => (smallvec![], Some(t)),
        Instr::JmpIf { c, t } | Instr::JmpIfNot { c, t } => (smallvec![c], Some(t)),
        Instr::BrEq { a, b, t }
        | Instr::BrNe { a, b, t }
        | Instr::BrSlt { a, b, t }
        | Instr::BrSle { a, b, t }
        | Instr::BrSgt { a, b, t }
        | Instr::BrSge { a, b, t }
        | Instr::BrUlt { a, b, t }
        | Instr::BrUle { a, b, t }
        | Instr::BrUgt { a, b, t }
        | Instr::BrUge { a, b, t } => (smallvec![a, b], Some(t)),
        Instr::Add64 { d, a, b } | Instr::Sub64 { d, a, b } | Instr::Mul64 { d, a, b } => {
            (smallvec![d, a, b], None)
        }
        Instr::Switch { v, .. } => (smallvec![v], None),
        Instr::Call { .. } | Instr::Return { .. } => (smallvec![], None),
        Instr::Assert { c, .. } => (smallvec![c], None),
        Instr::GlobalLoad { d, .. } => (smallvec![d], None),
        Instr::GlobalStore { s, .. } => (smallvec![s], None),
        Instr::GlobalLoadRef { .. } | Instr::GlobalStoreRef { .. } => (smallvec![], None),
        Instr::ListNew { cap, .. } => (
            if cap == u32::MAX {
                smallvec![]
            } else {
                smallvec![cap]
            },
            None,
        ),
        Instr::ListSize { d, .. } => (smallvec![d], None),
        Instr::ListResize { n, .. } => (smallvec![n], None),
        Instr::ListGet { d, i, .. } => (smallvec![d, i], None),
        Instr::ListGetRef { i, .. } => (smallvec![i], None),
        Instr::ListSet { i, v, .. } => (smallvec![i, v], None),
        Instr::ListSetRef { i, .. } => (smallvec![i], None),
        Instr::RefEq { d, .. } | Instr::RefNonNull { d, .. } => (smallvec![d], None),
    }
}

/// What the compiler needs to know about the module around a function.
pub(crate) trait ModuleEnv {
    /// The index of the function `name`, with its argument and result types.
    fn function(&self, name: &[u8]) -> Option<u32>;
    /// The index and VM type of the global `name`.
    fn global(&self, name: &[u8]) -> Option<(u32, VmType)>;
}

/// Where an `scf.yield` (or `scf.condition`) of the region being compiled
/// sends its operands.
enum YieldTo {
    /// Move the operands into `slots`, then jump to `label` (or fall
    /// through, when the code at `label` comes next).
    Slots {
        slots: Vec<Slot>,
        label: Label,
        fallthrough: bool,
    },
    /// `scf.while`'s before region: on true, jump to the after region
    /// (`after`), whose arguments are the operands' own slots (recorded in
    /// `args` by the `scf.condition`); on false, fall through to the moves
    /// to the results.
    Condition {
        after: Label,
        args: Option<Vec<Slot>>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Label(u32);

pub(crate) struct Compiler<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    env: &'a dyn ModuleEnv,
    f: CompiledFunction,
    slots: HashMap<IrValue, Slot>,
    /// Constant slot by bits.
    const_slots: HashMap<u64, u32>,
    /// Values set by constants, by their bits.
    labels: Vec<Option<Pc>>,
    fixups: Vec<(Pc, Label)>,
    /// Labels in the order they were bound, with the pc each was bound at
    /// (non-decreasing): a jump dropped by `bind` moves those bound at the
    /// old end back with it.
    bound: Vec<(Pc, Label)>,
    block_labels: HashMap<BlockId, Label>,
    yields: Vec<YieldTo>,
    /// The accumulators of the `scf.parallel` ops being compiled.
    reduces: Vec<Vec<Slot>>,
    /// `arith.cmpi` ops folded into the branch that uses them.
    fused: HashMap<IrValue, OpId>,
    /// Slots values should be defined in: a value only yielded gets the slot
    /// it is yielded to, saving the move.
    hints: HashMap<IrValue, Slot>,
    /// Location of the op being compiled.
    cur_loc: u32,
    /// One spare slot per bank, for cycles of parallel moves.
    tmp_s: u32,
    tmp_r: u32,
    /// Tensor values are read as their elements (compiling an elementwise
    /// op on tensors as a payload for one element).
    scalarize: bool,
}

/// Compiles the function op `func` (a `func.func` or `util.func` with a body).
pub(crate) fn compile_function(
    ctx: &Context,
    ir: &Ir,
    env: &dyn ModuleEnv,
    func: OpId,
    name: &str,
) -> Result<CompiledFunction, CompileError> {
    let mut c = Compiler::new(ctx, ir, env, name, func);
    let region = *ir
        .regions(func)
        .first()
        .ok_or_else(|| c.unsupported(func, "a function without a body"))?;
    let entry = ir
        .entry_block(region)
        .ok_or_else(|| c.unsupported(func, "a function without a body"))?;
    c.collect_constants(func)?;
    c.tmp_s = c.new_scalar();
    c.tmp_r = c.new_ref();
    for &a in ir.block_args(entry) {
        let s = c.define(a, func)?;
        if matches!(s, Slot::C(_)) {
            return Err(c.unsupported(func, "complex scalar arguments (pass a tensor)"));
        }
        c.f.params.push(s);
        // A memref argument from the caller of the module is a buffer view.
        if let (Slot::R(r), Some(VmType::MemRef)) = (s, vm_type(ctx, ir.value_type(a))) {
            c.f.tensors.push(crate::tensor::TensorOp::Mem(Box::new(
                crate::memref::MemOp::FromParam { r },
            )));
            let i = c.f.tensors.len() as u32 - 1;
            c.emit(Instr::Tensor { i });
        }
    }
    c.region_blocks(region, func)?;
    c.finish()
}

/// Compiles the elementwise op `op` on tensors as a payload for one
/// element: its operands are the parameters (then one unused parameter for
/// the output element), its result is returned.
pub(crate) fn compile_elementwise(
    parent: &Compiler<'_>,
    op: OpId,
) -> Result<CompiledFunction, CompileError> {
    let (ctx, ir) = (parent.ctx, parent.ir);
    let name = format!("{}:elementwise", parent.f.name);
    let mut c = Compiler::new(ctx, ir, parent.env, &name, op);
    c.scalarize = true;
    c.tmp_s = c.new_scalar();
    c.tmp_r = c.new_ref();
    for v in ir.operands(op) {
        let s = c.new_scalar();
        c.slots.insert(v, Slot::S(s));
        c.f.params.push(Slot::S(s));
    }
    let out = c.new_scalar();
    c.f.params.push(Slot::S(out));
    let view = OpView::registered(ctx, ir, op).ok_or_else(|| c.unsupported(op, "this op"))?;
    let opname = std::str::from_utf8(ctx.str_bytes(ir.op(op).name)).unwrap_or("");
    ops::compile_op(&mut c, view, opname)?;
    let r = c.slot(ir.result(op, 0));
    if r.is_ref() {
        return Err(c.unsupported(op, "this op on tensors"));
    }
    c.f.rets.push(vec![(r.index(), false)]);
    c.emit(Instr::Return { i: 0 });
    let f = c.finish()?;
    f.validate().map_err(|m| CompileError {
        offset: ir.op(op).loc.as_offset(),
        message: format!("internal error: {m}"),
    })?;
    Ok(f)
}

/// A compiled payload, its loop-index parameters, its scalar captures and
/// its reference captures (`(parent slot, payload slot)` each).
pub(crate) type Payload = (CompiledFunction, Vec<u32>, Vec<(u32, u32)>, Vec<(u32, u32)>);

/// Compiles the payload region `body` of the structured op `op` as a
/// function of its own: parameters are the block arguments (input and
/// output elements), then a slot per loop index `linalg.index` reads
/// (`u32::MAX` for the others), then the values it uses from the
/// enclosing function (returned as `(parent slot, payload slot)`);
/// `linalg.yield` returns the new output elements. A payload holds no
/// calls; it may read tensors defined outside it (`tensor.extract`,
/// `tensor.dim`, `tensor.rank`), passed in as reference captures, which
/// the native tier leaves to the interpreter.
pub(crate) fn compile_payload(
    parent: &Compiler<'_>,
    op: OpId,
    body: RegionId,
    loops: usize,
) -> Result<Payload, CompileError> {
    let (ctx, ir) = (parent.ctx, parent.ir);
    let name = format!("{}:payload", parent.f.name);
    let mut c = Compiler::new(ctx, ir, parent.env, &name, op);
    let entry = ir
        .entry_block(body)
        .ok_or_else(|| c.unsupported(op, "an op without a payload"))?;
    c.collect_constants(op)?;
    c.tmp_s = c.new_scalar();
    c.tmp_r = c.new_ref();
    for &a in ir.block_args(entry) {
        let s = c.define(a, op)?;
        if s.is_ref() {
            return Err(c.unsupported(op, "a payload argument that is not a scalar"));
        }
        c.f.params.push(s);
    }
    let mut index_params = vec![u32::MAX; loops];
    let mut captures: Vec<(u32, u32)> = Vec::new();
    let mut ref_captures: Vec<(u32, u32)> = Vec::new();
    let mut inner = Vec::new();
    ir.walk(op, &mut |o| {
        if o != op {
            inner.push(o);
        }
    });
    for &o in &inner {
        let oname = ctx.str_bytes(ir.op(o).name);
        if oname == b"linalg.index" || oname == b"iree_linalg_ext.index" {
            let d = ir
                .op(o)
                .props
                .and_then(|p| ctx.dict_get(p, b"dim"))
                .and_then(|a| match ctx.attr_data(a) {
                    sigil_ir::attrs::AttrData::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .filter(|&d| (0..loops as i64).contains(&d))
                .ok_or_else(|| c.unsupported(o, "this linalg.index"))? as usize;
            if index_params[d] == u32::MAX {
                index_params[d] = c.new_scalar();
            }
            c.slots.insert(ir.result(o, 0), Slot::S(index_params[d]));
        }
        for v in ir.operands(o) {
            if c.slots.contains_key(&v) || !parent.slots_has(v) {
                continue;
            }
            // Defined outside the payload: passed in once per run.
            let from = parent.slot(v);
            if from.is_ref() {
                let reads = matches!(
                    ctx.str_bytes(ir.op(o).name),
                    b"tensor.extract" | b"tensor.dim" | b"tensor.rank"
                );
                if !reads || parent.vm_type_of(v, o)? != VmType::Buffer {
                    return Err(c.unsupported(
                        o,
                        "a payload using a reference from outside (other than reading a tensor)",
                    ));
                }
                let to = c.new_ref();
                c.slots.insert(v, Slot::R(to));
                ref_captures.push((from.index(), to));
                continue;
            }
            // A complex scalar comes in as its two parts.
            if let Slot::C(from) = from {
                let to = c.new_scalar();
                c.new_scalar();
                c.slots.insert(v, Slot::C(to));
                captures.extend([(from, to), (from + 1, to + 1)]);
                continue;
            }
            let to = c.new_scalar();
            c.slots.insert(v, Slot::S(to));
            captures.push((from.index(), to));
        }
    }
    c.block(entry)?;
    if let Some(pc) = c.f.code.iter().position(|i| match *i {
        Instr::Call { .. } => true,
        // Complex arithmetic runs out of the loop, like tensor ops; reads
        // of a captured tensor run there too.
        Instr::Tensor { i } => !matches!(
            c.f.tensors[i as usize],
            crate::tensor::TensorOp::Complex { .. }
                | crate::tensor::TensorOp::Extract { .. }
                | crate::tensor::TensorOp::DimOf { .. }
                | crate::tensor::TensorOp::Rank { .. }
        ),
        _ => false,
    }) {
        let _ = pc;
        return Err(c.unsupported(op, "a payload with calls or tensor ops"));
    }
    let f = c.finish()?;
    f.validate().map_err(|m| CompileError {
        offset: ir.op(op).loc.as_offset(),
        message: format!("internal error: {m}"),
    })?;
    Ok((f, index_params, captures, ref_captures))
}

impl<'a> Compiler<'a> {
    fn new(ctx: &'a Context, ir: &'a Ir, env: &'a dyn ModuleEnv, name: &str, at: OpId) -> Self {
        Compiler {
            ctx,
            ir,
            env,
            f: CompiledFunction {
                name: name.to_string(),
                ..Default::default()
            },
            slots: HashMap::new(),
            const_slots: HashMap::new(),
            labels: Vec::new(),
            fixups: Vec::new(),
            bound: Vec::new(),
            block_labels: HashMap::new(),
            yields: Vec::new(),
            reduces: Vec::new(),
            fused: HashMap::new(),
            hints: HashMap::new(),
            cur_loc: ir.op(at).loc.as_offset().unwrap_or(u32::MAX),
            tmp_s: 0,
            tmp_r: 0,
            scalarize: false,
        }
    }

    fn new_scalar(&mut self) -> u32 {
        self.f.num_scalars += 1;
        self.f.num_scalars - 1
    }

    fn new_ref(&mut self) -> u32 {
        self.f.num_refs += 1;
        self.f.num_refs - 1
    }

    fn new_label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() as u32 - 1)
    }

    /// Binds `l` here, without dropping a jump to it just before (the code
    /// after it is about to move).
    fn bind_keep(&mut self, l: Label) {
        let pc = self.pc();
        self.labels[l.0 as usize] = Some(pc);
        self.bound.push((pc, l));
    }

    fn bind(&mut self, l: Label) {
        // A jump to the instruction right after it is dropped, and every
        // label bound after that jump moves back with the end (an `scf.if`
        // without `else` binds its else label there).
        if let (Some(Instr::Jmp { .. }), Some(&(pc, target))) =
            (self.f.code.last(), self.fixups.last())
        {
            if target == l && pc + 1 == self.pc() {
                let old_end = self.pc();
                self.f.code.pop();
                self.f.locs.pop();
                self.fixups.pop();
                for (at, h) in self.bound.iter_mut().rev() {
                    if *at != old_end {
                        break;
                    }
                    *at = pc;
                    if self.labels[h.0 as usize] == Some(old_end) {
                        self.labels[h.0 as usize] = Some(pc);
                    }
                }
            }
        }
        let pc = self.pc();
        self.labels[l.0 as usize] = Some(pc);
        self.bound.push((pc, l));
    }

    fn pc(&self) -> Pc {
        self.f.code.len() as Pc
    }

    pub(crate) fn emit(&mut self, i: Instr) {
        self.f.code.push(i);
        self.f.locs.push(self.cur_loc);
    }

    /// Emits a jump-like instruction whose target is `l`, patched at the end.
    fn emit_to(&mut self, i: Instr, l: Label) {
        self.fixups.push((self.pc(), l));
        self.emit(i);
    }

    fn finish(mut self) -> Result<CompiledFunction, CompileError> {
        for (pc, l) in std::mem::take(&mut self.fixups) {
            let t = self.labels[l.0 as usize].expect("every label is bound");
            *self.f.code[pc as usize].target_mut().expect("a jump") = t;
        }
        // Switch tables hold labels until now.
        for s in &mut self.f.switches {
            for (_, t) in &mut s.cases {
                *t = self.labels[*t as usize].expect("bound");
            }
            s.default = self.labels[s.default as usize].expect("bound");
        }
        Ok(self.f)
    }

    /// The op's name, as its errors show it.
    pub(crate) fn op_name(&self, op: OpId) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.ctx.str_bytes(self.ir.op(op).name))
    }

    pub(crate) fn unsupported(&self, op: OpId, what: &str) -> CompileError {
        CompileError {
            offset: self.ir.op(op).loc.as_offset(),
            message: format!("'{}' op: the VM does not support {what}", self.op_name(op)),
        }
    }

    pub(crate) fn vm_type_of(&self, v: IrValue, op: OpId) -> Result<VmType, CompileError> {
        let t = self.ir.value_type(v);
        if self.scalarize {
            // An elementwise op on tensors compiled for one element.
            if let TypeData::RankedTensor { elem, .. } | TypeData::Vector { elem, .. } =
                self.ctx.type_data(t)
            {
                match vm_type(self.ctx, *elem) {
                    Some(VmType::Scalar(s)) => return Ok(VmType::Scalar(s)),
                    Some(VmType::Complex(w)) => return Ok(VmType::Complex(w)),
                    _ => {}
                }
            }
        }
        vm_type(self.ctx, t).ok_or_else(|| {
            self.unsupported(
                op,
                &format!(
                    "values of type '{}'",
                    sigil_ir::printer::type_to_string(self.ctx, t)
                ),
            )
        })
    }

    pub(crate) fn scalar_type_of(&self, v: IrValue, op: OpId) -> Result<ScalarType, CompileError> {
        match self.vm_type_of(v, op)? {
            VmType::Scalar(s) => Ok(s),
            VmType::Func => Ok(ScalarType::I32),
            _ => Err(self.unsupported(op, "this operand type here")),
        }
    }

    /// A new slot for `v`, defined by `op`.
    pub(crate) fn define(&mut self, v: IrValue, op: OpId) -> Result<Slot, CompileError> {
        if let Some(s) = self.hints.remove(&v) {
            self.slots.insert(v, s);
            return Ok(s);
        }
        let s = match self.vm_type_of(v, op)? {
            t if t.is_ref() => Slot::R(self.new_ref()),
            VmType::Complex(_) => {
                let s = self.new_scalar();
                self.new_scalar();
                Slot::C(s)
            }
            _ => Slot::S(self.new_scalar()),
        };
        self.slots.insert(v, s);
        Ok(s)
    }

    /// The slot of `v` (defined earlier, or a constant).
    pub(crate) fn slot(&self, v: IrValue) -> Slot {
        self.slots[&v]
    }

    pub(crate) fn s(&self, v: IrValue) -> u32 {
        self.slot(v).index()
    }

    /// The slot of a constant with the given bits.
    pub(crate) fn const_slot(&mut self, bits: u64) -> u32 {
        if let Some(&s) = self.const_slots.get(&bits) {
            return s;
        }
        let s = self.new_scalar();
        self.f.consts.push((s, bits));
        self.const_slots.insert(bits, s);
        s
    }

    /// Gives every scalar `arith.constant` of the function its template slot.
    fn collect_constants(&mut self, func: OpId) -> Result<(), CompileError> {
        let mut found = Vec::new();
        self.ir.walk(func, &mut |o| {
            if matches!(
                self.ctx.str_bytes(self.ir.op(o).name),
                b"arith.constant" | b"index.constant" | b"index.bool.constant" | b"ub.poison"
            ) {
                found.push(o);
            }
        });
        for o in found {
            if let Some(bits) = ops::constant_bits(self, o)? {
                let s = self.const_slot(bits);
                self.slots.insert(self.ir.result(o, 0), Slot::S(s));
            }
        }
        Ok(())
    }

    /// Compiles the blocks of a multi-block (CFG) region in order; the
    /// entry block's arguments must already have slots.
    fn region_blocks(&mut self, region: RegionId, parent: OpId) -> Result<(), CompileError> {
        let ir = self.ir;
        let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
        for (i, &b) in blocks.iter().enumerate() {
            let l = self.new_label();
            self.block_labels.insert(b, l);
            if i > 0 {
                for &a in ir.block_args(b) {
                    self.define(a, parent)?;
                }
            }
        }
        for &b in &blocks {
            let l = self.block_labels[&b];
            self.bind(l);
            self.block(b)?;
        }
        Ok(())
    }

    /// Compiles the ops of a block.
    fn block(&mut self, b: BlockId) -> Result<(), CompileError> {
        let ops: Vec<OpId> = self.ir.block_ops(b).collect();
        for op in ops {
            self.op(op)?;
        }
        Ok(())
    }

    /// Compiles a single-block region whose entry arguments get `args`.
    fn inline_region(
        &mut self,
        region: RegionId,
        args: &[Slot],
        parent: OpId,
    ) -> Result<(), CompileError> {
        let ir = self.ir;
        let Some(entry) = ir.entry_block(region) else {
            return Ok(());
        };
        for (&a, &s) in ir.block_args(entry).iter().zip(args) {
            self.slots.insert(a, s);
        }
        if ir.next_block(entry).is_some() {
            // Several blocks (`scf.execute_region`): a CFG of its own.
            let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
            for &b in &blocks {
                let l = self.new_label();
                self.block_labels.insert(b, l);
                if b != entry {
                    for &a in ir.block_args(b) {
                        self.define(a, parent)?;
                    }
                }
            }
            for &b in &blocks {
                let l = self.block_labels[&b];
                self.bind(l);
                self.block(b)?;
            }
            return Ok(());
        }
        self.block(entry)
    }

    fn op(&mut self, op: OpId) -> Result<(), CompileError> {
        self.cur_loc = self.ir.op(op).loc.as_offset().unwrap_or(u32::MAX);
        let name = self.ctx.str_bytes(self.ir.op(op).name);
        let name = std::str::from_utf8(name).unwrap_or("");
        let Some(view) = OpView::registered(self.ctx, self.ir, op) else {
            return Err(
                self.unsupported(op, "this op (not a registered op of a dialect the VM runs)")
            );
        };
        match name {
            "scf.for" => self.scf_for(view),
            "scf.while" => self.scf_while(view),
            "scf.if" => self.scf_if(view),
            "scf.index_switch" => self.scf_index_switch(view),
            "scf.execute_region" => self.scf_execute_region(view),
            "scf.yield" | "affine.yield" | "scf.reduce.return" => self.scf_yield(op),
            "scf.parallel" => self.scf_parallel(view),
            "scf.forall" => self.scf_forall(view),
            "affine.parallel" => self.affine_parallel(view),
            "scf.forall.in_parallel" => {
                let r = view.region(InParallelOp::REGION).expect("a region");
                self.inline_region(r, &[], op)
            }
            "tensor.parallel_insert_slice" => tensor::parallel_insert_slice(self, view),
            "scf.reduce" => self.scf_reduce(view),
            "affine.for" => memref::affine_for(self, view),
            "affine.if" => self.affine_if(view),
            _ if memref::handles(name) => memref::compile(self, view, name),
            _ if memref::OTHER_OPS.contains(&name) => memref::compile_other(self, view, name),
            "memref.alloca_scope" => self.region_once(view, AllocaScopeOp::BODY_REGION),
            "memref.alloca_scope.return" | "memref.atomic_yield" => self.scf_yield(op),
            "ub.unreachable" => {
                // A trap if reached; the jump back to it only ends the block.
                let here = self.new_label();
                self.bind(here);
                let c = self.const_slot(0);
                let m = self.f.strings.len() as u32;
                self.f.strings.push("ub.unreachable was reached".into());
                self.emit(Instr::Assert { c, m });
                self.emit_to(Instr::Jmp { t: 0 }, here);
                Ok(())
            }
            // A trap naming the op and its message if reached; the jump back
            // to it ends the block of the terminator `util.unreachable`.
            "util.unreachable" | "util.scf.unreachable" => {
                let message = self
                    .ir
                    .op(op)
                    .props
                    .and_then(|p| self.ctx.dict_get(p, b"message"))
                    .map(|a| String::from_utf8_lossy(self.ctx.str_bytes(a)).into_owned())
                    .unwrap_or_default();
                let here = self.new_label();
                self.bind(here);
                let c = self.const_slot(0);
                let m = self.f.strings.len() as u32;
                self.f.strings.push(if message.is_empty() {
                    format!("{name} was reached")
                } else {
                    format!("{name} was reached: {message}")
                });
                self.emit(Instr::Assert { c, m });
                if name == "util.unreachable" {
                    self.emit_to(Instr::Jmp { t: 0 }, here);
                }
                Ok(())
            }
            "scf.condition" => self.scf_condition(view),
            "cf.br" => {
                let dest = view.successor(BranchOp::DEST).expect("a successor");
                let args: Vec<IrValue> = view.operands(BranchOp::DEST_OPERANDS).collect();
                self.branch_to(dest, &args);
                Ok(())
            }
            "cf.cond_br" => self.cond_br(view),
            "cf.switch" => self.cf_switch(view),
            _ if complex::handles(name) => complex::compile(self, view, name),
            "iree_linalg_ext.yield" if linalg_ext::ends_custom_op(self, op) => self.scf_yield(op),
            _ if linalg_ext::handles(name) => {
                linalg_ext::compile(self, view, name)?;
                self.release_dead_tensors(op);
                Ok(())
            }
            _ if check::handles(name) => {
                check::compile(self, view, name)?;
                self.release_dead_tensors(op);
                Ok(())
            }
            _ if vector::handles(name) => {
                vector::compile(self, view, name)?;
                self.release_dead_tensors(op);
                Ok(())
            }
            "linalg.index" | "iree_linalg_ext.index"
                if self.slots.contains_key(&self.ir.result(op, 0)) =>
            {
                Ok(())
            }
            _ if tensor::handles(self, op, name) => {
                tensor::compile(self, view, name)?;
                self.release_dead_tensors(op);
                Ok(())
            }
            "func.return"
            | "util.return"
            | "linalg.yield"
            | "tensor.yield"
            | "iree_linalg_ext.yield" => {
                if matches!(name, "func.return" | "util.return")
                    && self
                        .ir
                        .operands(op)
                        .any(|v| matches!(self.slot(v), Slot::C(_)))
                {
                    return Err(
                        self.unsupported(op, "returning a complex scalar (return a tensor)")
                    );
                }
                let operands: Vec<(u32, bool)> = self
                    .ir
                    .operands(op)
                    .map(|v| {
                        let s = self.slot(v);
                        (s.index(), s.is_ref())
                    })
                    .collect();
                self.f.rets.push(operands);
                let i = self.f.rets.len() as u32 - 1;
                self.emit(Instr::Return { i });
                Ok(())
            }
            _ => ops::compile_op(self, view, name),
        }
    }

    /// The moves of a branch to `dest` with `args`, then the jump.
    fn branch_to(&mut self, dest: BlockId, args: &[IrValue]) {
        let targets: Vec<Slot> = self
            .ir
            .block_args(dest)
            .iter()
            .map(|&a| self.slot(a))
            .collect();
        let sources: Vec<Slot> = args.iter().map(|&v| self.slot(v)).collect();
        self.parallel_move(&targets, &sources);
        let l = self.block_labels[&dest];
        self.emit_to(Instr::Jmp { t: 0 }, l);
    }

    /// Moves `srcs[i]` into `dsts[i]` for all `i` at once.
    pub(crate) fn parallel_move(&mut self, dsts: &[Slot], srcs: &[Slot]) {
        // A complex value moves as its two parts.
        let mut d2 = Vec::with_capacity(dsts.len());
        let mut s2 = Vec::with_capacity(srcs.len());
        for (&d, &s) in dsts.iter().zip(srcs) {
            match (d, s) {
                (Slot::C(d), Slot::C(s)) => {
                    d2.extend([Slot::S(d), Slot::S(d + 1)]);
                    s2.extend([Slot::S(s), Slot::S(s + 1)]);
                }
                _ => {
                    d2.push(d);
                    s2.push(s);
                }
            }
        }
        let (dsts, srcs) = (&d2[..], &s2[..]);
        for refs in [false, true] {
            let mut moves: Vec<(u32, u32)> = dsts
                .iter()
                .zip(srcs)
                .filter(|(d, _)| d.is_ref() == refs)
                .map(|(d, s)| (d.index(), s.index()))
                .filter(|(d, s)| d != s)
                .collect();
            let tmp = if refs { self.tmp_r } else { self.tmp_s };
            let mov = |d: u32, s: u32| {
                if refs {
                    Instr::MovRef { d, s }
                } else {
                    Instr::Mov { d, s }
                }
            };
            while !moves.is_empty() {
                // A move whose destination no other move still reads.
                if let Some(i) = (0..moves.len()).find(|&i| {
                    let d = moves[i].0;
                    !moves.iter().any(|&(_, s)| s == d)
                }) {
                    let (d, s) = moves.remove(i);
                    self.emit(mov(d, s));
                } else {
                    // Only cycles left: save one destination, read it from
                    // the spare slot instead.
                    let d = moves[0].0;
                    self.emit(mov(tmp, d));
                    for m in &mut moves {
                        if m.1 == d {
                            m.1 = tmp;
                        }
                    }
                }
            }
        }
    }

    /// Emits a jump to `l` when the i1 value `cond` is `want`, fusing an
    /// `arith.cmpi` that only this branch uses.
    fn branch_if(&mut self, cond: IrValue, want: bool, l: Label) {
        if let Some(&cmp) = self.fused.get(&cond) {
            let (a, b, p) = ops::cmpi_parts(self, cmp);
            let p = if want { p } else { p.negate() };
            self.emit_to(Instr::br_cmp(p, a, b, 0), l);
            return;
        }
        let c = self.s(cond);
        if want {
            self.emit_to(Instr::JmpIf { c, t: 0 }, l);
        } else {
            self.emit_to(Instr::JmpIfNot { c, t: 0 }, l);
        }
    }

    /// Whether the `arith.cmpi` `op` may be left to the branch that uses it:
    /// its only use is the condition of the next op, a conditional branch.
    pub(crate) fn fusable_cmp(&self, op: OpId) -> bool {
        let ir = self.ir;
        let r = ir.result(op, 0);
        let mut uses = ir.uses(r);
        let (Some((user, idx)), None) = (uses.next(), uses.next()) else {
            return false;
        };
        if idx != 0 || ir.next_op(op) != Some(user) {
            return false;
        }
        matches!(
            self.ctx.str_bytes(ir.op(user).name),
            b"cf.cond_br" | b"scf.if" | b"scf.condition"
        )
    }

    pub(crate) fn fuse(&mut self, v: IrValue, op: OpId) {
        self.fused.insert(v, op);
    }

    fn cond_br(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let cond = view.operand(CondBranchOp::CONDITION).expect("condition");
        let t = view.successor(CondBranchOp::TRUE_DEST).expect("true");
        let f = view.successor(CondBranchOp::FALSE_DEST).expect("false");
        let t_args: Vec<IrValue> = view.operands(CondBranchOp::TRUE_DEST_OPERANDS).collect();
        let f_args: Vec<IrValue> = view.operands(CondBranchOp::FALSE_DEST_OPERANDS).collect();
        let false_edge = self.new_label();
        self.branch_if(cond, false, false_edge);
        self.branch_to(t, &t_args);
        self.bind(false_edge);
        self.branch_to(f, &f_args);
        Ok(())
    }

    fn cf_switch(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let ir = self.ir;
        let op = view.op;
        let flag = view.operand(SwitchOp::FLAG).expect("flag");
        let values = view
            .prop(SwitchOp::CASE_VALUES)
            .map(|a| ops::dense_ints(self.ctx, a))
            .unwrap_or_default();
        let segments = view
            .prop(SwitchOp::CASE_OPERAND_SEGMENTS)
            .and_then(|a| ops::dense_array_ints(self.ctx, a))
            .unwrap_or_default();
        let succs = ir.successors(op).to_vec();
        let default_args: Vec<IrValue> = view.operands(SwitchOp::DEFAULT_OPERANDS).collect();
        let case_args: Vec<IrValue> = view.operands(SwitchOp::CASE_OPERANDS).collect();
        let w = self.scalar_type_of(flag, op)?.bits();
        // One landing pad per edge does the edge's moves.
        let default_pad = self.new_label();
        let mut table = SwitchTable {
            cases: Vec::new(),
            default: default_pad.0,
        };
        let mut pads = Vec::new();
        for v in &values {
            let pad = self.new_label();
            table.cases.push((crate::value::sext(*v as u64, w), pad.0));
            pads.push(pad);
        }
        self.f.switches.push(table);
        let i = self.f.switches.len() as u32 - 1;
        let v = self.s(flag);
        self.emit(Instr::Switch { v, i });
        self.bind(default_pad);
        self.branch_to(succs[0], &default_args);
        let mut at = 0usize;
        for (k, pad) in pads.into_iter().enumerate() {
            let n = segments.get(k).copied().unwrap_or(0).max(0) as usize;
            self.bind(pad);
            let args = case_args[at..at + n].to_vec();
            at += n;
            self.branch_to(succs[k + 1], &args);
        }
        Ok(())
    }

    fn define_results(&mut self, op: OpId) -> Result<Vec<Slot>, CompileError> {
        let results: Vec<IrValue> = self.ir.results(op).collect();
        results.into_iter().map(|r| self.define(r, op)).collect()
    }

    fn scf_for(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let op = view.op;
        let lb = view.operand(ForOp::LOWER_BOUND).expect("lb");
        let ub = view.operand(ForOp::UPPER_BOUND).expect("ub");
        let step = view.operand(ForOp::STEP).expect("step");
        let inits: Vec<IrValue> = view.operands(ForOp::INIT_ARGS).collect();
        let ty = self.scalar_type_of(lb, op)?;
        let sh = 64 - ty.bits() as u8;
        let unsigned = view.prop(ForOp::UNSIGNED_CMP).is_some();
        let body = view.region(ForOp::REGION).expect("region");
        let (lb, ub, step) = (self.s(lb), self.s(ub), self.s(step));
        self.emit_for(op, lb, ub, step, &inits, body, unsigned, sh)
    }

    /// A counted loop from `lb` to `ub` by `step` (slots) over `body`,
    /// whose first block argument is the induction variable and the rest
    /// the iteration arguments, starting as `inits`: `scf.for` and
    /// `affine.for`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn emit_for(
        &mut self,
        op: OpId,
        lb: u32,
        ub: u32,
        step: u32,
        inits: &[IrValue],
        body: RegionId,
        unsigned: bool,
        sh: u8,
    ) -> Result<(), CompileError> {
        let ir = self.ir;
        let entry = ir.entry_block(body).expect("a body");
        let args: Vec<IrValue> = ir.block_args(entry).to_vec();
        // Induction variable and iteration arguments live in their own
        // slots for the whole loop.
        let mut arg_slots = Vec::new();
        for &a in &args {
            arg_slots.push(self.define(a, op)?);
        }
        let results = self.define_results(op)?;
        let iv = arg_slots[0].index();
        let mut srcs = vec![Slot::S(lb)];
        srcs.extend(inits.iter().map(|&v| self.slot(v)));
        self.parallel_move(&arg_slots, &srcs);
        self.release_loop_inits(op, inits, &arg_slots);
        let check = self.new_label();
        let top = self.new_label();
        let latch = self.new_label();
        let exit = self.new_label();
        self.hint_yield(entry, &arg_slots[1..], &args[1..], &arg_slots[1..]);
        self.emit_to(Instr::Jmp { t: 0 }, check);
        self.bind(top);
        self.yields.push(YieldTo::Slots {
            slots: arg_slots[1..].to_vec(),
            label: latch,
            fallthrough: false,
        });
        self.inline_region(body, &arg_slots, op)?;
        self.yields.pop();
        self.bind(latch);
        self.cur_loc = ir.op(op).loc.as_offset().unwrap_or(u32::MAX);
        let (st, ubs) = (step, ub);
        self.emit(if sh == 0 {
            Instr::Add64 {
                d: iv,
                a: iv,
                b: st,
            }
        } else {
            Instr::Add {
                d: iv,
                a: iv,
                b: st,
                sh,
            }
        });
        self.bind(check);
        let p = if unsigned {
            crate::bytecode::IPred::Ult
        } else {
            crate::bytecode::IPred::Slt
        };
        self.emit_to(Instr::br_cmp(p, iv, ubs, 0), top);
        self.bind(exit);
        self.parallel_move(&results, &arg_slots[1..]);
        Ok(())
    }

    /// `scf.parallel`, run as a sequential loop nest in row-major order (the
    /// order MLIR's `scf-to-cf` lowering runs it in); the results are
    /// accumulators, starting as the init values, that each iteration's
    /// `scf.reduce` combines its operands into.
    /// ```text
    ///         acc = inits;  iv0 = lb0
    /// head0:  iv0 >= ub0 -> exit0;  iv1 = lb1
    /// head1:  iv1 >= ub1 -> exit1
    ///         body (scf.reduce: acc_k = reduction_k(acc_k, operand_k))
    ///         iv1 += step1; jmp head1
    /// exit1:  iv0 += step0; jmp head0
    /// exit0:
    /// ```
    fn scf_parallel(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let ir = self.ir;
        let op = view.op;
        let lbs: Vec<u32> = view
            .operands(ParallelOp::LOWER_BOUND)
            .map(|v| self.s(v))
            .collect();
        let ubs: Vec<u32> = view
            .operands(ParallelOp::UPPER_BOUND)
            .map(|v| self.s(v))
            .collect();
        let steps: Vec<u32> = view.operands(ParallelOp::STEP).map(|v| self.s(v)).collect();
        let inits: Vec<IrValue> = view.operands(ParallelOp::INIT_VALS).collect();
        let body = view.region(ParallelOp::REGION).expect("a body");
        let entry = ir.entry_block(body).expect("a body block");
        let mut ivs = Vec::new();
        for &a in ir.block_args(entry) {
            ivs.push(self.define(a, op)?);
        }
        let accs = self.define_results(op)?;
        let srcs: Vec<Slot> = inits.iter().map(|&v| self.slot(v)).collect();
        self.parallel_move(&accs, &srcs);
        let nest = self.open_loop_nest(&ivs, &lbs, &ubs);
        self.reduces.push(accs);
        self.inline_region(body, &ivs, op)?;
        self.reduces.pop();
        self.cur_loc = ir.op(op).loc.as_offset().unwrap_or(u32::MAX);
        self.close_loop_nest(&ivs, &steps, nest);
        Ok(())
    }

    /// `scf.forall`, run as a sequential loop nest in row-major order: the
    /// shared outputs live in the region's argument slots for the whole
    /// loop (starting as the `outputs`), each `tensor.parallel_insert_slice`
    /// of the terminator inserts into its slot, and the results are those
    /// slots at the end.
    fn scf_forall(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let ir = self.ir;
        let op = view.op;
        let bound =
            |c: &mut Self, group: OperandId, prop: PropId| -> Result<Vec<u32>, CompileError> {
                Ok(tensor::mixed(c, &view, group, prop)?
                    .into_iter()
                    .map(|d| match d {
                        crate::tensor::Dim::Static(k) => c.const_slot(k as u64),
                        crate::tensor::Dim::Dyn(s) => s,
                    })
                    .collect())
            };
        let lbs = bound(
            self,
            ForallOp::DYNAMIC_LOWER_BOUND,
            ForallOp::STATIC_LOWER_BOUND,
        )?;
        let ubs = bound(
            self,
            ForallOp::DYNAMIC_UPPER_BOUND,
            ForallOp::STATIC_UPPER_BOUND,
        )?;
        let steps = bound(self, ForallOp::DYNAMIC_STEP, ForallOp::STATIC_STEP)?;
        let outs: Vec<IrValue> = view.operands(ForallOp::OUTPUTS).collect();
        let body = view.region(ForallOp::REGION).expect("a body");
        let entry = ir.entry_block(body).expect("a body block");
        let mut args = Vec::new();
        for &a in ir.block_args(entry) {
            args.push(self.define(a, op)?);
        }
        let n = ivs_len(&args, outs.len());
        let results = self.define_results(op)?;
        let srcs: Vec<Slot> = outs.iter().map(|&v| self.slot(v)).collect();
        self.parallel_move(&args[n..], &srcs);
        self.release_loop_inits(op, &outs, &args[n..]);
        let nest = self.open_loop_nest(&args[..n], &lbs, &ubs);
        self.inline_region(body, &args, op)?;
        self.cur_loc = ir.op(op).loc.as_offset().unwrap_or(u32::MAX);
        self.close_loop_nest(&args[..n], &steps, nest);
        self.parallel_move(&results, &args[n..]);
        Ok(())
    }

    /// `affine.parallel`, as MLIR's `lower-affine` turns it into
    /// `scf.parallel`: each lower bound the maximum of its group of map
    /// results, each upper bound the minimum, and each result an
    /// accumulator starting at the identity of its reduction kind (the
    /// kinds that lowering takes: `addf`, `mulf`, `maximumf`, `minimumf`,
    /// `addi`, `muli`, `andi`, `ori`) combined with what each iteration
    /// yields, in row-major order.
    fn affine_parallel(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        use crate::bytecode::FBinOp;
        use sigil_ir::attrs::AttrData;
        use sigil_ir::ops::affine::AffineParallelOp as P;
        let ir = self.ir;
        let ctx = self.ctx;
        let op = view.op;
        let map = |name: PropId| match view.prop(name).map(|a| ctx.attr_data(a)) {
            Some(AttrData::AffineMap(m)) => Some((**m).clone()),
            _ => None,
        };
        let ints = |name: PropId| -> Vec<i64> {
            match view.prop(name).map(|a| ctx.attr_data(a)) {
                Some(AttrData::Array(items)) => items
                    .iter()
                    .filter_map(|&i| match ctx.attr_data(i) {
                        AttrData::Integer { value, .. } => value.to_i64(),
                        _ => None,
                    })
                    .collect(),
                Some(_) => ops::dense_ints(ctx, view.prop(name).expect("present")),
                None => Vec::new(),
            }
        };
        let (Some(lb_map), Some(ub_map)) = (map(P::LOWER_BOUNDS_MAP), map(P::UPPER_BOUNDS_MAP))
        else {
            return Err(self.unsupported(op, "an 'affine.parallel' without its bound maps"));
        };
        let (lb_groups, ub_groups) = (ints(P::LOWER_BOUNDS_GROUPS), ints(P::UPPER_BOUNDS_GROUPS));
        let steps = ints(P::STEPS);
        let kinds = ints(P::REDUCTIONS);
        let operands: Vec<u32> = ir.operands(op).map(|v| self.s(v)).collect();
        let nl = lb_map.num_inputs() as usize;
        let lbs = ops::affine_results(self, &lb_map, &operands[..nl.min(operands.len())]);
        let ubs = ops::affine_results(self, &ub_map, &operands[nl.min(operands.len())..]);
        // Each group's results folded by max (lower) or min (upper).
        let fold = |c: &mut Self, slots: &[u32], groups: &[i64], min: bool| -> Vec<u32> {
            let mut at = 0usize;
            let mut out = Vec::new();
            for &g in groups {
                let end = (at + g.max(1) as usize).min(slots.len());
                if at >= end {
                    break;
                }
                out.push(memref::fold(c, &slots[at..end], min));
                at = end;
            }
            out
        };
        let lower = fold(self, &lbs, &lb_groups, false);
        let upper = fold(self, &ubs, &ub_groups, true);
        let body = view.region(P::REGION).expect("a body");
        let entry = ir.entry_block(body).expect("a body block");
        let mut ivs = Vec::new();
        for &a in ir.block_args(entry) {
            ivs.push(self.define(a, op)?);
        }
        if lower.len() != ivs.len() || upper.len() != ivs.len() || steps.len() != ivs.len() {
            return Err(self.unsupported(op, "this 'affine.parallel' (bounds and loops differ)"));
        }
        // Each accumulator: its identity, and how it combines.
        let accs = self.define_results(op)?;
        let mut combine = Vec::new();
        for (idx, r) in ir.results(op).enumerate() {
            let t = self.scalar_type_of(r, op)?;
            let kind = kinds.get(idx).copied().unwrap_or(-1);
            let name = usize::try_from(kind)
                .ok()
                .and_then(|k| AFFINE_REDUCTIONS.get(k))
                .copied()
                .unwrap_or("?");
            let float = ops::fty(t);
            let (identity, how): (u64, Result<FBinOp, &str>) = match (name, float) {
                ("addf", Some(_)) => (float_bits(t, 0.0), Ok(FBinOp::Add)),
                ("mulf", Some(_)) => (float_bits(t, 1.0), Ok(FBinOp::Mul)),
                ("maximumf", Some(_)) => (float_bits(t, f64::NEG_INFINITY), Ok(FBinOp::Maximum)),
                ("minimumf", Some(_)) => (float_bits(t, f64::INFINITY), Ok(FBinOp::Minimum)),
                ("addi", None) => (0, Err("addi")),
                ("muli", None) => (1, Err("muli")),
                ("andi", None) => (u64::MAX, Err("andi")),
                ("ori", None) => (0, Err("ori")),
                _ => {
                    return Err(self.unsupported(
                        op,
                        &format!(
                            "the reduction '{name}' on {t:?} (MLIR's lowering does not take it)"
                        ),
                    ))
                }
            };
            let s = self.const_slot(identity);
            self.emit(Instr::Mov {
                d: accs[idx].index(),
                s,
            });
            combine.push((t, how));
        }
        let tmps: Vec<Slot> = accs.iter().map(|_| Slot::S(self.new_scalar())).collect();
        let nest = self.open_loop_nest(&ivs, &lower, &upper);
        let after = self.new_label();
        self.yields.push(YieldTo::Slots {
            slots: tmps.clone(),
            label: after,
            fallthrough: true,
        });
        self.inline_region(body, &ivs, op)?;
        self.yields.pop();
        self.bind(after);
        self.cur_loc = ir.op(op).loc.as_offset().unwrap_or(u32::MAX);
        for ((acc, tmp), (t, how)) in accs.iter().zip(&tmps).zip(&combine) {
            let (d, a, b) = (acc.index(), acc.index(), tmp.index());
            let sh = ops::sh(*t);
            self.emit(match how {
                Ok(fop) => Instr::FBin {
                    d,
                    a,
                    b,
                    t: ops::fty(*t).expect("a float"),
                    op: *fop,
                },
                Err("addi") => Instr::Add { d, a, b, sh },
                Err("muli") => Instr::Mul { d, a, b, sh },
                Err("andi") => Instr::And { d, a, b },
                _ => Instr::Or { d, a, b },
            });
        }
        let steps: Vec<u32> = steps.iter().map(|&k| self.const_slot(k as u64)).collect();
        self.close_loop_nest(&ivs, &steps, nest);
        Ok(())
    }

    /// Opens a nest of counted loops over `ivs` from `lbs` to `ubs`
    /// (slots), outermost first; [`Self::close_loop_nest`] closes it.
    fn open_loop_nest(&mut self, ivs: &[Slot], lbs: &[u32], ubs: &[u32]) -> Vec<(Label, Label)> {
        let mut nest = Vec::new();
        for ((iv, &lb), &ub) in ivs.iter().zip(lbs).zip(ubs) {
            let iv = iv.index();
            self.emit(Instr::Mov { d: iv, s: lb });
            let (head, exit) = (self.new_label(), self.new_label());
            self.bind(head);
            self.emit_to(Instr::br_cmp(crate::bytecode::IPred::Sge, iv, ub, 0), exit);
            nest.push((head, exit));
        }
        nest
    }

    /// Steps the loops of a nest, innermost first, by `steps` (slots).
    fn close_loop_nest(&mut self, ivs: &[Slot], steps: &[u32], nest: Vec<(Label, Label)>) {
        for ((iv, &step), (head, exit)) in ivs.iter().zip(steps).zip(nest).rev() {
            let iv = iv.index();
            self.emit(Instr::Add64 {
                d: iv,
                a: iv,
                b: step,
            });
            self.emit_to(Instr::Jmp { t: 0 }, head);
            self.bind(exit);
        }
    }

    /// `scf.reduce`: each reduction region runs on (accumulator, operand),
    /// its `scf.reduce.return` moving the combined value into the
    /// accumulator.
    fn scf_reduce(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let op = view.op;
        let Some(accs) = self.reduces.last().cloned() else {
            return Err(self.unsupported(op, "'scf.reduce' outside 'scf.parallel'"));
        };
        let operands: Vec<IrValue> = view.operands(ReduceOp::OPERANDS).collect();
        let regions = view.regions(ReduceOp::REDUCTIONS).to_vec();
        for ((&v, &acc), r) in operands.iter().zip(&accs).zip(regions) {
            let x = self.slot(v);
            let after = self.new_label();
            self.yields.push(YieldTo::Slots {
                slots: vec![acc],
                label: after,
                fallthrough: true,
            });
            self.inline_region(r, &[acc, x], op)?;
            self.yields.pop();
            self.bind(after);
        }
        Ok(())
    }

    /// `scf.while`, laid out with the test at the bottom:
    /// ```text
    ///         moves of the inits;  jmp before
    /// after:  after region;        moves of its yield (falls through)
    /// before: before region;       branch to `after` when the condition holds
    /// stop:   moves of the condition's operands to the results
    /// ```
    /// The before region is compiled first (the after region's arguments
    /// are the slots of the condition's operands) and then moved below the
    /// after region.
    fn scf_while(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let ir = self.ir;
        let op = view.op;
        let inits: Vec<IrValue> = view.operands(WhileOp::INITS).collect();
        let before = view.region(WhileOp::BEFORE).expect("before");
        let after = view.region(WhileOp::AFTER).expect("after");
        let b_entry = ir.entry_block(before).expect("before block");
        let a_entry = ir.entry_block(after).expect("after block");
        let mut before_slots = Vec::new();
        for &a in ir.block_args(b_entry) {
            before_slots.push(self.define(a, op)?);
        }
        let results = self.define_results(op)?;
        let srcs: Vec<Slot> = inits.iter().map(|&v| self.slot(v)).collect();
        self.parallel_move(&before_slots, &srcs);
        self.release_loop_inits(op, &inits, &before_slots);
        let before_l = self.new_label();
        let after_l = self.new_label();
        self.emit_to(Instr::Jmp { t: 0 }, before_l);
        let start = self.pc();
        self.bind_keep(before_l);
        self.yields.push(YieldTo::Condition {
            after: after_l,
            args: None,
        });
        self.inline_region(before, &before_slots, op)?;
        let Some(YieldTo::Condition {
            args: Some(args), ..
        }) = self.yields.pop()
        else {
            return Err(
                self.unsupported(op, "a before region that does not end in 'scf.condition'")
            );
        };
        let end = self.pc();
        // The after region reads its arguments straight from the slots of
        // the condition's operands, which nothing writes before the loop
        // comes round again.
        let a_args: Vec<IrValue> = ir.block_args(a_entry).to_vec();
        self.hint_yield(a_entry, &before_slots, &a_args, &args);
        self.bind(after_l);
        self.yields.push(YieldTo::Slots {
            slots: before_slots.clone(),
            label: before_l,
            fallthrough: true,
        });
        self.inline_region(after, &args, op)?;
        self.yields.pop();
        self.move_to_end(start, end);
        let cond_op = ir.last_op(b_entry).expect("a terminator");
        self.cur_loc = ir.op(cond_op).loc.as_offset().unwrap_or(u32::MAX);
        self.parallel_move(&results, &args);
        Ok(())
    }

    /// Moves the code `start..end` after the code that follows it, with the
    /// labels bound in it and the jumps in it.
    fn move_to_end(&mut self, start: Pc, end: Pc) {
        let len = end - start;
        let cur = self.pc();
        let after = cur - end;
        let code: Vec<Instr> = self.f.code.drain(start as usize..end as usize).collect();
        let locs: Vec<u32> = self.f.locs.drain(start as usize..end as usize).collect();
        self.f.code.extend(code);
        self.f.locs.extend(locs);
        let shift = |p: Pc| -> Pc {
            if p >= start && p < end {
                p + after
            } else if p >= end && p <= cur {
                // A label at `cur` ends the code after the moved part.
                p - len
            } else {
                p
            }
        };
        for l in self.labels.iter_mut().flatten() {
            *l = shift(*l);
        }
        for (p, _) in &mut self.fixups {
            *p = shift(*p);
        }
        // The pcs of earlier binds are no longer in order; the code now
        // ends in a conditional branch, which no bind drops.
        self.bound.clear();
    }

    fn scf_condition(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let cond = view.operand(ConditionOp::CONDITION).expect("condition");
        let args: Vec<IrValue> = view.operands(ConditionOp::ARGS).collect();
        let srcs: Vec<Slot> = args.iter().map(|&v| self.slot(v)).collect();
        let after = match self.yields.last_mut() {
            Some(YieldTo::Condition { after, args }) => {
                *args = Some(srcs);
                *after
            }
            _ => return Err(self.unsupported(view.op, "'scf.condition' outside 'scf.while'")),
        };
        self.branch_if(cond, true, after);
        Ok(())
    }

    /// Whether `def`, an op with regions whose result `v` is to be written
    /// into a slot that `user` (nested in `def`) reads, writes `v` only
    /// after `user` has run. Loops and `scf.execute_region`/`index_switch`
    /// write their results as they end; an `scf.if` writes it where each
    /// branch defines the value it yields (when that value gets the result's
    /// slot), so the use must come at or before that definition.
    fn written_after_use(&self, def: OpId, v: IrValue, user: OpId) -> bool {
        let ir = self.ir;
        match self.ctx.str_bytes(ir.op(def).name) {
            b"scf.for" | b"scf.while" | b"scf.execute_region" | b"scf.index_switch" => true,
            b"scf.if" => {
                let Some(ValueDef::Result { index, .. }) = ir.value_def(v) else {
                    return false;
                };
                // The op directly in the branch's block that holds `user`.
                let mut o = user;
                while ir.parent_op(o) != Some(def) {
                    match ir.parent_op(o) {
                        Some(p) => o = p,
                        None => return false,
                    }
                }
                let Some(block) = ir.parent_block(o) else {
                    return false;
                };
                let Some(term) = ir.last_op(block) else {
                    return false;
                };
                let yielded = ir.operand(term, index as usize);
                let Some(ValueDef::Result { op: w_def, .. }) = ir.value_def(yielded) else {
                    // Moved in by the yield, after everything in the branch.
                    return true;
                };
                let hinted = ir.parent_block(w_def) == Some(block)
                    && ir.uses(yielded).count() == 1
                    && ir.operands(term).filter(|&x| x == yielded).count() == 1;
                if !hinted {
                    return true;
                }
                // `user`'s op must not come after the yielded value's
                // definition (nor be inside it when it has regions).
                let mut at = ir.first_op(block);
                while let Some(x) = at {
                    if x == w_def {
                        return o == w_def && o == user;
                    }
                    if x == o {
                        return true;
                    }
                    at = ir.next_op(x);
                }
                false
            }
            _ => false,
        }
    }

    /// Hints that values yielded by the terminator of `block` be defined
    /// in the slot they are yielded to (`targets`), when that is safe: the
    /// value is defined in `block` and used only by that yield, once, and
    /// the value held in the target slot before (one of `args`, the
    /// block's arguments, whose slots are `arg_slots`) is not read after
    /// the definition.
    fn hint_yield(
        &mut self,
        block: BlockId,
        targets: &[Slot],
        args: &[IrValue],
        arg_slots: &[Slot],
    ) {
        let ir = self.ir;
        let Some(term) = ir.last_op(block) else {
            return;
        };
        if self.ctx.str_bytes(ir.op(term).name) != b"scf.yield" {
            return;
        }
        let ops: Vec<OpId> = ir.block_ops(block).collect();
        let position = |o: OpId| ops.iter().position(|&x| x == o);
        let yielded: Vec<IrValue> = ir.operands(term).collect();
        for (k, &v) in yielded.iter().enumerate() {
            let Some(&target) = targets.get(k) else {
                continue;
            };
            let Some(ValueDef::Result { op: def, .. }) = ir.value_def(v) else {
                continue;
            };
            if ir.parent_block(def) != Some(block)
                || yielded.iter().filter(|&&y| y == v).count() != 1
            {
                continue;
            }
            let mut uses = ir.uses(v);
            if !matches!((uses.next(), uses.next()), (Some((u, _)), None) if u == term) {
                continue;
            }
            if targets.iter().filter(|&&t| t == target).count() != 1 {
                continue;
            }
            let Some(def_at) = position(def) else {
                continue;
            };
            let def_has_regions = !ir.regions(def).is_empty();
            // Every value living in the target slot must be dead once `def`
            // writes it.
            let live_after = args
                .iter()
                .zip(arg_slots)
                .filter(|(_, &s)| s == target)
                .any(|(&a, _)| {
                    ir.uses(a).any(|(user, _)| {
                        // The op of `block` the use is in (or is).
                        let mut o = user;
                        while ir.parent_block(o) != Some(block) {
                            match ir.parent_op(o) {
                                Some(p) => o = p,
                                None => return true,
                            }
                        }
                        match position(o) {
                            Some(p) if p == def_at && o != user => {
                                !self.written_after_use(def, v, user)
                            }
                            Some(p) => p > def_at || (p == def_at && def_has_regions),
                            None => true,
                        }
                    })
                });
            if !live_after {
                self.hints.insert(v, target);
            }
        }
    }

    fn scf_yield(&mut self, op: OpId) -> Result<(), CompileError> {
        let vals: Vec<IrValue> = self.ir.operands(op).collect();
        let Some(YieldTo::Slots {
            slots,
            label,
            fallthrough,
        }) = self.yields.last()
        else {
            return Err(self.unsupported(op, "'scf.yield' here"));
        };
        let (slots, label, fallthrough) = (slots.clone(), *label, *fallthrough);
        let srcs: Vec<Slot> = vals.iter().map(|&v| self.slot(v)).collect();
        self.parallel_move(&slots, &srcs);
        if !fallthrough {
            self.emit_to(Instr::Jmp { t: 0 }, label);
        }
        Ok(())
    }

    fn scf_if(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let cond = view.operand(IfOp::CONDITION).expect("condition");
        self.emit_if(view, |c, else_l| c.branch_if(cond, false, else_l))
    }

    /// The layout of `scf.if` and `affine.if`: `test` jumps to the else
    /// label when the condition fails; the then region follows, its yield
    /// jumping to the end, then the else region (if any).
    fn emit_if(
        &mut self,
        view: OpView<'_>,
        test: impl FnOnce(&mut Self, Label),
    ) -> Result<(), CompileError> {
        let ir = self.ir;
        let op = view.op;
        let results = self.define_results(op)?;
        let then_r = view
            .region(view.pick(&[IfOp::THEN_REGION, AffineIfOp::THEN_REGION]))
            .expect("then");
        let else_r = view
            .region(view.pick(&[IfOp::ELSE_REGION, AffineIfOp::ELSE_REGION]))
            .expect("else");
        for r in [then_r, else_r] {
            if let Some(b) = ir.entry_block(r) {
                // The result slots are not live before the op: no argument
                // to protect.
                self.hint_yield(b, &results, &[], &[]);
            }
        }
        let end = self.new_label();
        let else_l = self.new_label();
        test(self, else_l);
        self.yields.push(YieldTo::Slots {
            slots: results,
            label: end,
            fallthrough: false,
        });
        self.inline_region(then_r, &[], op)?;
        self.bind(else_l);
        if ir.entry_block(else_r).is_some() {
            self.inline_region(else_r, &[], op)?;
        }
        self.yields.pop();
        self.bind(end);
        Ok(())
    }

    /// `affine.if`: every constraint of the set is evaluated on the operands
    /// (dims, then symbols) and tested in turn, `== 0` or `>= 0`, the first
    /// that fails going to the else region; then the layout of `scf.if`.
    fn affine_if(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let op = view.op;
        let set = match view
            .prop(AffineIfOp::CONDITION)
            .map(|a| self.ctx.attr_data(a))
        {
            Some(sigil_ir::attrs::AttrData::IntegerSet(s)) => (**s).clone(),
            _ => return Err(self.unsupported(op, "an 'affine.if' without its integer set")),
        };
        let inputs: Vec<u32> = self.ir.operands(op).map(|v| self.s(v)).collect();
        self.emit_if(view, |c, else_l| {
            let zero = c.const_slot(0);
            let num_dims = set.num_dims() as usize;
            let mut memo = HashMap::new();
            for &(e, eq) in set.constraints() {
                let x = ops::affine_expr(c, &set, e, &inputs, num_dims, &mut memo);
                let fail = if eq {
                    crate::bytecode::IPred::Ne
                } else {
                    crate::bytecode::IPred::Slt
                };
                c.emit_to(Instr::br_cmp(fail, x, zero, 0), else_l);
            }
        })
    }

    fn scf_execute_region(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        self.region_once(view, ExecuteRegionOp::REGION)
    }

    /// A region run once in place (`scf.execute_region`,
    /// `memref.alloca_scope`): its yields move into the op's results and
    /// jump past it.
    fn region_once(&mut self, view: OpView<'_>, region: RegionGroupId) -> Result<(), CompileError> {
        let op = view.op;
        let results = self.define_results(op)?;
        let end = self.new_label();
        self.yields.push(YieldTo::Slots {
            slots: results,
            label: end,
            fallthrough: false,
        });
        self.inline_region(view.region(region).expect("region"), &[], op)?;
        self.yields.pop();
        self.bind(end);
        Ok(())
    }

    fn scf_index_switch(&mut self, view: OpView<'_>) -> Result<(), CompileError> {
        let op = view.op;
        let arg = view.operand(IndexSwitchOp::ARG).expect("arg");
        let cases = view
            .prop(IndexSwitchOp::CASES)
            .and_then(|a| ops::dense_array_ints(self.ctx, a))
            .unwrap_or_default();
        let results = self.define_results(op)?;
        let end = self.new_label();
        let default_l = self.new_label();
        let mut table = SwitchTable {
            cases: Vec::new(),
            default: default_l.0,
        };
        let mut labels = Vec::new();
        for &c in &cases {
            let l = self.new_label();
            table.cases.push((c as u64, l.0));
            labels.push(l);
        }
        self.f.switches.push(table);
        let i = self.f.switches.len() as u32 - 1;
        let v = self.s(arg);
        self.emit(Instr::Switch { v, i });
        self.yields.push(YieldTo::Slots {
            slots: results,
            label: end,
            fallthrough: false,
        });
        self.bind(default_l);
        self.inline_region(
            view.region(IndexSwitchOp::DEFAULT_REGION).expect("default"),
            &[],
            op,
        )?;
        let case_regions = view.regions(IndexSwitchOp::CASE_REGIONS).to_vec();
        for (l, r) in labels.into_iter().zip(case_regions) {
            self.bind(l);
            self.inline_region(r, &[], op)?;
        }
        self.yields.pop();
        self.bind(end);
        Ok(())
    }

    /// Emits a call to function `index` (or the function value in `indirect`).
    pub(crate) fn call(
        &mut self,
        callee: crate::bytecode::Callee,
        op: OpId,
        args: &[IrValue],
    ) -> Result<(), CompileError> {
        if args.iter().any(|&v| matches!(self.slot(v), Slot::C(_)))
            || self
                .ir
                .results(op)
                .any(|v| matches!(self.vm_type_of(v, op), Ok(VmType::Complex(_))))
        {
            return Err(self.unsupported(op, "calls passing complex scalars"));
        }
        let args: Vec<(u32, bool)> = args
            .iter()
            .map(|&v| {
                let s = self.slot(v);
                (s.index(), s.is_ref())
            })
            .collect();
        let results = self
            .define_results(op)?
            .into_iter()
            .map(|s| (s.index(), s.is_ref()))
            .collect();
        self.f.calls.push(CallSite {
            callee,
            args,
            results,
        });
        let i = self.f.calls.len() as u32 - 1;
        self.emit(Instr::Call { i });
        Ok(())
    }

    pub(crate) fn slots_has(&self, v: IrValue) -> bool {
        self.slots.contains_key(&v)
    }

    /// A scalar slot for an intermediate value.
    pub(crate) fn new_temp(&mut self) -> u32 {
        self.new_scalar()
    }

    pub(crate) fn ctx(&self) -> &'a Context {
        self.ctx
    }

    pub(crate) fn ir(&self) -> &'a Ir {
        self.ir
    }

    pub(crate) fn env(&self) -> &'a dyn ModuleEnv {
        self.env
    }

    pub(crate) fn func_mut(&mut self) -> &mut CompiledFunction {
        &mut self.f
    }
}

/// How many of a `scf.forall` body's arguments are induction variables:
/// the rest are its shared outputs.
fn ivs_len(args: &[Slot], outs: usize) -> usize {
    args.len().saturating_sub(outs)
}

/// `AtomicRMWKind` cases in the order `affine.parallel`'s `reductions`
/// property numbers them.
const AFFINE_REDUCTIONS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// The slot bits of the float `x` in type `t` (f16, bf16, f32 or f64).
fn float_bits(t: ScalarType, x: f64) -> u64 {
    match t {
        ScalarType::F16 => half::f16::from_f64(x).to_bits() as u64,
        ScalarType::BF16 => half::bf16::from_f64(x).to_bits() as u64,
        ScalarType::F32 => (x as f32).to_bits() as u64,
        ScalarType::Small(k) => crate::numeric::from_f64(k, x),
        _ => x.to_bits(),
    }
}
