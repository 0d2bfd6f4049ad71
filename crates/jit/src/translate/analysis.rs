//! Static facts about a function's bytecode that the translation uses:
//! fused compare-and-branches, pure instructions, the `if`/`else` diamonds
//! that become selects, the slots each instruction writes, and the
//! constant slots nothing writes.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::IntCC;
use sigil_vm::bytecode::{Instr, Pc};
use sigil_vm::compile::{CompiledFunction, Slot};

/// A forward conditional branch over short, pure arms: `fall` runs when
/// the branch is not taken, `taken` when it is, and both continue at `end`.
pub(super) struct Diamond {
    pub fall: std::ops::Range<Pc>,
    pub taken: std::ops::Range<Pc>,
    pub end: Pc,
}

/// The operands and condition of a fused compare-and-branch.
pub(super) fn fused(i: Instr) -> Option<(u32, u32, IntCC)> {
    Some(match i {
        Instr::BrEq { a, b, .. } => (a, b, IntCC::Equal),
        Instr::BrNe { a, b, .. } => (a, b, IntCC::NotEqual),
        Instr::BrSlt { a, b, .. } => (a, b, IntCC::SignedLessThan),
        Instr::BrSle { a, b, .. } => (a, b, IntCC::SignedLessThanOrEqual),
        Instr::BrSgt { a, b, .. } => (a, b, IntCC::SignedGreaterThan),
        Instr::BrSge { a, b, .. } => (a, b, IntCC::SignedGreaterThanOrEqual),
        Instr::BrUlt { a, b, .. } => (a, b, IntCC::UnsignedLessThan),
        Instr::BrUle { a, b, .. } => (a, b, IntCC::UnsignedLessThanOrEqual),
        Instr::BrUgt { a, b, .. } => (a, b, IntCC::UnsignedGreaterThan),
        Instr::BrUge { a, b, .. } => (a, b, IntCC::UnsignedGreaterThanOrEqual),
        _ => return None,
    })
}

/// The cheap instructions without side effects or traps, the slot each
/// writes bound to `$d` (one list for [`pure_dest`] and [`dests`]).
macro_rules! pure_instr {
    ($d:ident) => {
        Instr::Mov { d: $d, .. }
            | Instr::Add64 { d: $d, .. }
            | Instr::Sub64 { d: $d, .. }
            | Instr::Mul64 { d: $d, .. }
            | Instr::Add { d: $d, .. }
            | Instr::Sub { d: $d, .. }
            | Instr::Mul { d: $d, .. }
            | Instr::And { d: $d, .. }
            | Instr::Or { d: $d, .. }
            | Instr::Xor { d: $d, .. }
            | Instr::Shl { d: $d, .. }
            | Instr::ShrS { d: $d, .. }
            | Instr::ShrU { d: $d, .. }
            | Instr::MaxS { d: $d, .. }
            | Instr::MinS { d: $d, .. }
            | Instr::MaxU { d: $d, .. }
            | Instr::MinU { d: $d, .. }
            | Instr::Cmp { d: $d, .. }
            | Instr::Select { d: $d, .. }
            | Instr::ZExt { d: $d, .. }
            | Instr::Trunc { d: $d, .. }
    };
}

/// The slot a cheap instruction without side effects or traps writes.
pub(super) fn pure_dest(i: &Instr) -> Option<u32> {
    match *i {
        pure_instr!(d) => Some(d),
        _ => None,
    }
}

/// The if-then or if-then-else at `pc` that can run as selects: a forward
/// conditional branch to `l`, the not-taken arm up to `l` (ending in a jump
/// to `end` when there is an else arm `l..end`), each arm at most four pure
/// instructions, and nothing else jumping into the arms.
pub(super) fn diamond(f: &CompiledFunction, targets: &HashMap<Pc, u32>, pc: Pc) -> Option<Diamond> {
    const ARM: u32 = 4;
    let code = &f.code;
    let l = match code[pc as usize] {
        Instr::JmpIf { t, .. } | Instr::JmpIfNot { t, .. } => t,
        i => {
            fused(i)?;
            let mut i = i;
            *i.target_mut()?
        }
    };
    if l <= pc + 1 || l as usize > code.len() {
        return None;
    }
    let d = match code[l as usize - 1] {
        Instr::Jmp { t: end } if end > l && end - l <= ARM && targets.get(&l) == Some(&1) => {
            Diamond {
                fall: pc + 1..l - 1,
                taken: l..end,
                end,
            }
        }
        _ => Diamond {
            fall: pc + 1..l,
            taken: l..l,
            end: l,
        },
    };
    if d.fall.len() as u32 > ARM || (d.end as usize) >= code.len() {
        return None;
    }
    let inner = (pc + 1..d.end).filter(|&p| p != d.taken.start || d.taken.is_empty());
    for p in inner {
        if targets.contains_key(&p) {
            return None;
        }
    }
    let pure = d
        .fall
        .clone()
        .chain(d.taken.clone())
        .all(|p| pure_dest(&code[p as usize]).is_some());
    pure.then_some(d)
}

/// The scalar slots an instruction writes (call results are in the call
/// site's table).
pub(super) fn dests(i: &Instr) -> [Option<u32>; 2] {
    match *i {
        pure_instr!(d)
        | Instr::DivS { d, .. }
        | Instr::DivU { d, .. }
        | Instr::RemS { d, .. }
        | Instr::RemU { d, .. }
        | Instr::CeilDivS { d, .. }
        | Instr::CeilDivU { d, .. }
        | Instr::FloorDivS { d, .. }
        | Instr::Bits { d, .. }
        | Instr::IPow { d, .. }
        | Instr::F32Add { d, .. }
        | Instr::F32Sub { d, .. }
        | Instr::F32Mul { d, .. }
        | Instr::F32Div { d, .. }
        | Instr::F64Add { d, .. }
        | Instr::F64Sub { d, .. }
        | Instr::F64Mul { d, .. }
        | Instr::F64Div { d, .. }
        | Instr::FBin { d, .. }
        | Instr::FUn { d, .. }
        | Instr::FCmp { d, .. }
        | Instr::FClassify { d, .. }
        | Instr::Fma { d, .. }
        | Instr::FPowI { d, .. }
        | Instr::FClamp { d, .. }
        | Instr::IToF { d, .. }
        | Instr::FToI { d, .. }
        | Instr::FConv { d, .. }
        | Instr::GlobalLoad { d, .. }
        | Instr::ListSize { d, .. }
        | Instr::ListGet { d, .. }
        | Instr::RefEq { d, .. }
        | Instr::RefNonNull { d, .. } => [Some(d), None],
        Instr::AddUiExt { d, o, .. } => [Some(d), Some(o)],
        Instr::MulExt { lo, hi, .. } => [Some(lo), Some(hi)],
        Instr::MovRef { .. }
        | Instr::Null { .. }
        | Instr::SelectRef { .. }
        | Instr::Jmp { .. }
        | Instr::JmpIf { .. }
        | Instr::JmpIfNot { .. }
        | Instr::BrEq { .. }
        | Instr::BrNe { .. }
        | Instr::BrSlt { .. }
        | Instr::BrSle { .. }
        | Instr::BrSgt { .. }
        | Instr::BrSge { .. }
        | Instr::BrUlt { .. }
        | Instr::BrUle { .. }
        | Instr::BrUgt { .. }
        | Instr::BrUge { .. }
        | Instr::Switch { .. }
        | Instr::Call { .. }
        | Instr::Return { .. }
        | Instr::Assert { .. }
        | Instr::GlobalStore { .. }
        | Instr::GlobalLoadRef { .. }
        | Instr::GlobalStoreRef { .. }
        | Instr::ListNew { .. }
        | Instr::ListResize { .. }
        | Instr::ListGetRef { .. }
        | Instr::ListSet { .. }
        | Instr::ListSetRef { .. }
        | Instr::Tensor { .. } => [None, None],
    }
}

/// The constant slots no instruction or call writes: their value, which
/// every use can take as an immediate.
pub(super) fn constants(f: &CompiledFunction) -> HashMap<u32, u64> {
    let mut c: HashMap<u32, u64> = f.consts.iter().copied().collect();
    for i in &f.code {
        for d in dests(i).into_iter().flatten() {
            c.remove(&d);
        }
    }
    for cs in &f.calls {
        for &(d, is_ref) in &cs.results {
            if !is_ref {
                c.remove(&d);
            }
        }
    }
    for p in &f.params {
        if let Slot::S(s) = *p {
            c.remove(&s);
        }
    }
    c
}
