//! The Rust routines native code calls for what it does not compute
//! inline: the interpreter's own scalar routines ([`sigil_vm::numeric`]),
//! so results are bit-identical, behind a C ABI of 64-bit words. Enum
//! operands arrive as their declaration index (`ALL[k]`).
//!
//! The routines that touch the VM (calls, traps, globals) dereference the
//! native context and live with the rest of the `unsafe` in
//! [`crate::native`].

use sigil_vm::bytecode::{BitOp, FBinOp, FClass, FPred, FTy, FUnOp, Rounding};
use sigil_vm::numeric;

fn t(k: u64) -> FTy {
    FTy::ALL[k as usize]
}

pub(crate) extern "C" fn fbin(ty: u64, op: u64, a: u64, b: u64) -> u64 {
    numeric::fbin(t(ty), FBinOp::ALL[op as usize], a, b)
}

pub(crate) extern "C" fn fun(ty: u64, op: u64, a: u64) -> u64 {
    numeric::fun(t(ty), FUnOp::ALL[op as usize], a)
}

/// [`numeric::fun`] with the type and operation fixed, so a call goes
/// straight to the C library's routine: the dispatch folds away, the
/// result bits are the same.
extern "C" fn fun_fixed<const T: usize, const OP: usize>(a: u64) -> u64 {
    numeric::fun(FTy::ALL[T], FUnOp::ALL[OP], a)
}

type Unary = extern "C" fn(u64) -> u64;

macro_rules! fixed_table {
    ($t:expr) => {
        fixed_table!($t; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30)
    };
    ($t:expr; $($op:literal)*) => {
        [$(fun_fixed::<{ $t as usize }, $op> as Unary),*]
    };
}

static FUN_F32: [Unary; FUnOp::ALL.len()] = fixed_table!(FTy::F32);
static FUN_F64: [Unary; FUnOp::ALL.len()] = fixed_table!(FTy::F64);

/// The routine computing `op` on an f32 or f64 slot, called directly from
/// compiled code; `None` for the 16-bit types (they go through [`fun`]).
pub(crate) fn fun_address(t: FTy, op: FUnOp) -> Option<*const u8> {
    let table = match t {
        FTy::F32 => &FUN_F32,
        FTy::F64 => &FUN_F64,
        _ => return None,
    };
    Some(table[op as usize] as *const u8)
}

pub(crate) extern "C" fn fcmp(ty: u64, p: u64, a: u64, b: u64) -> u64 {
    let (x, y) = (numeric::to_f64(t(ty), a), numeric::to_f64(t(ty), b));
    numeric::bool_slot(FPred::ALL[p as usize].eval(x, y))
}

pub(crate) extern "C" fn classify(ty: u64, c: u64, a: u64) -> u64 {
    numeric::classify(t(ty), FClass::ALL[c as usize], a)
}

pub(crate) extern "C" fn fma(ty: u64, a: u64, b: u64, c: u64) -> u64 {
    numeric::fma(t(ty), a, b, c)
}

pub(crate) extern "C" fn fpowi(ty: u64, a: u64, b: u64) -> u64 {
    numeric::fpowi(t(ty), a, b)
}

pub(crate) extern "C" fn clamp(ty: u64, a: u64, lo: u64, hi: u64) -> u64 {
    numeric::clamp(t(ty), a, lo, hi)
}

pub(crate) extern "C" fn itof(ty: u64, a: u64, w: u64, signed: u64) -> u64 {
    numeric::itof(t(ty), a, w as u8, signed != 0)
}

pub(crate) extern "C" fn ftoi(ty: u64, a: u64, w: u64, signed: u64) -> u64 {
    numeric::ftoi(t(ty), a, w as u8, signed != 0)
}

pub(crate) extern "C" fn fconv(from: u64, to: u64, a: u64, r: u64) -> u64 {
    numeric::fconv(t(from), t(to), a, Rounding::ALL[r as usize])
}

pub(crate) extern "C" fn bits(op: u64, a: u64, w: u64) -> u64 {
    numeric::bits(BitOp::ALL[op as usize], a, w as u8)
}

pub(crate) extern "C" fn mulext_lo(a: u64, b: u64, w: u64, signed: u64) -> u64 {
    numeric::mul_extended(a, b, w as u8, signed != 0).0
}

pub(crate) extern "C" fn mulext_hi(a: u64, b: u64, w: u64, signed: u64) -> u64 {
    numeric::mul_extended(a, b, w as u8, signed != 0).1
}

pub(crate) extern "C" fn addext_sum(a: u64, b: u64, w: u64) -> u64 {
    numeric::add_extended(a, b, w as u8).0
}

pub(crate) extern "C" fn addext_carry(a: u64, b: u64, w: u64) -> u64 {
    numeric::add_extended(a, b, w as u8).1
}

pub(crate) extern "C" fn ipow(a: u64, b: u64, sh: u64) -> u64 {
    numeric::ipow(a, b, sh as u8)
}

/// A routine native code may call: its symbol, address and number of
/// 64-bit parameters (each returns one 64-bit word, or nothing when
/// `returns` is false).
pub(crate) struct Helper {
    pub name: &'static str,
    pub addr: *const u8,
    pub params: usize,
    pub returns: bool,
}

/// Indices into [`all`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum H {
    FBin,
    FUn,
    FCmp,
    Classify,
    Fma,
    FPowI,
    Clamp,
    IToF,
    FToI,
    FConv,
    Bits,
    MulExtLo,
    MulExtHi,
    AddExtSum,
    AddExtCarry,
    IPow,
    Trap,
    CallInterp,
    CallDyn,
    GlobalLoad,
    GlobalStore,
    RefsEnter,
    RefsLeave,
    RefResult,
    RefMov,
    RefNull,
    RefSelect,
    GlobalRefLoad,
    GlobalRefStore,
    RefEq,
    RefNonNull,
    ListNew,
    ListSize,
    ListResize,
    ListGet,
    ListGetRef,
    ListSet,
    ListSetRef,
    AtanLanes,
}

/// Every helper, in [`H`]'s order.
pub(crate) fn all() -> Vec<Helper> {
    use crate::native as n;
    let h = |name, addr: *const u8, params, returns| Helper {
        name,
        addr,
        params,
        returns,
    };
    vec![
        h("sigil_jit_fbin", fbin as *const u8, 4, true),
        h("sigil_jit_fun", fun as *const u8, 3, true),
        h("sigil_jit_fcmp", fcmp as *const u8, 4, true),
        h("sigil_jit_classify", classify as *const u8, 3, true),
        h("sigil_jit_fma", fma as *const u8, 4, true),
        h("sigil_jit_fpowi", fpowi as *const u8, 3, true),
        h("sigil_jit_clamp", clamp as *const u8, 4, true),
        h("sigil_jit_itof", itof as *const u8, 4, true),
        h("sigil_jit_ftoi", ftoi as *const u8, 4, true),
        h("sigil_jit_fconv", fconv as *const u8, 4, true),
        h("sigil_jit_bits", bits as *const u8, 3, true),
        h("sigil_jit_mulext_lo", mulext_lo as *const u8, 4, true),
        h("sigil_jit_mulext_hi", mulext_hi as *const u8, 4, true),
        h("sigil_jit_addext_sum", addext_sum as *const u8, 3, true),
        h("sigil_jit_addext_carry", addext_carry as *const u8, 3, true),
        h("sigil_jit_ipow", ipow as *const u8, 3, true),
        h("sigil_jit_trap", crate::native::trap as *const u8, 5, false),
        h(
            "sigil_jit_call_interp",
            crate::native::call_interp as *const u8,
            5,
            true,
        ),
        h(
            "sigil_jit_call_dyn",
            crate::native::call_dyn as *const u8,
            6,
            true,
        ),
        h(
            "sigil_jit_global_load",
            crate::native::global_load as *const u8,
            2,
            true,
        ),
        h(
            "sigil_jit_global_store",
            crate::native::global_store as *const u8,
            3,
            false,
        ),
        h("sigil_jit_refs_enter", n::refs_enter as *const u8, 2, true),
        h("sigil_jit_refs_leave", n::refs_leave as *const u8, 3, false),
        h("sigil_jit_ref_result", n::ref_result as *const u8, 2, false),
        h("sigil_jit_ref_mov", n::ref_mov as *const u8, 3, false),
        h("sigil_jit_ref_null", n::ref_null as *const u8, 2, false),
        h("sigil_jit_ref_select", n::ref_select as *const u8, 5, false),
        h(
            "sigil_jit_global_ref_load",
            n::global_ref_load as *const u8,
            3,
            false,
        ),
        h(
            "sigil_jit_global_ref_store",
            n::global_ref_store as *const u8,
            3,
            false,
        ),
        h("sigil_jit_ref_eq", n::ref_eq as *const u8, 3, true),
        h(
            "sigil_jit_ref_nonnull",
            n::ref_nonnull as *const u8,
            2,
            true,
        ),
        h("sigil_jit_list_new", n::list_new as *const u8, 4, false),
        h("sigil_jit_list_size", n::list_size as *const u8, 2, true),
        h(
            "sigil_jit_list_resize",
            n::list_resize as *const u8,
            3,
            false,
        ),
        h("sigil_jit_list_get", n::list_get as *const u8, 4, true),
        h(
            "sigil_jit_list_get_ref",
            n::list_get_ref as *const u8,
            4,
            false,
        ),
        h("sigil_jit_list_set", n::list_set as *const u8, 5, false),
        h(
            "sigil_jit_list_set_ref",
            n::list_set_ref as *const u8,
            4,
            false,
        ),
        h("sigil_jit_atan_lanes", n::atan_lanes as *const u8, 1, false),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_routines_are_the_dispatched_ones() {
        for t in [FTy::F32, FTy::F64] {
            for op in FUnOp::ALL {
                let f: Unary = match t {
                    FTy::F32 => FUN_F32[op as usize],
                    _ => FUN_F64[op as usize],
                };
                for x in [0.75f64, -2.5, 1e-3] {
                    let bits = match t {
                        FTy::F32 => (x as f32).to_bits() as u64,
                        _ => x.to_bits(),
                    };
                    assert_eq!(f(bits), fun(t as u64, op as u64, bits), "{t:?} {op:?}");
                }
            }
        }
    }

    #[test]
    fn enum_tables_match_declaration_order() {
        for (k, v) in FTy::ALL.iter().enumerate() {
            assert_eq!(*v as usize, k);
        }
        for (k, v) in FBinOp::ALL.iter().enumerate() {
            assert_eq!(*v as usize, k);
        }
        for (k, v) in FUnOp::ALL.iter().enumerate() {
            assert_eq!(*v as usize, k);
        }
        for (k, v) in FClass::ALL.iter().enumerate() {
            assert_eq!(*v as usize, k);
        }
        for (k, v) in BitOp::ALL.iter().enumerate() {
            assert_eq!(*v as usize, k);
        }
        for (k, v) in Rounding::ALL.iter().enumerate() {
            assert_eq!(*v as usize, k);
        }
        for (k, v) in FPred::ALL.iter().enumerate() {
            assert_eq!(*v as usize, k);
        }
    }
}
