//! sigil's float kinds of 8 bits or fewer against ml_dtypes (the NumPy
//! types JAX uses): the value of every bit pattern, and the rounding of a
//! set of f64 values (ties, neighbours, overflow, underflow, specials),
//! recorded in `tests/data/small_floats.txt` by
//! `scripts/small-floats-oracle.py`.
//!
//! Where ml_dtypes and MLIR's `APFloat` (which sigil follows, and which
//! `mlir-opt-22 --canonicalize` shows when it folds `arith.extf` and
//! `arith.truncf`) disagree, sigil keeps MLIR's answer and this test names
//! the cases, but one: f8E8M0FNU's 0xFF, NaN in the OCP MX format, is NaN
//! to ml_dtypes and to MLIR's run-time lowering (`arith-expand`), and +inf
//! only to `APFloat`'s conversion, which `mlir-opt-22` folds with (it is
//! wrong there); the VM runs it as NaN. f8E8M0FNU has no zero and no sign, so MLIR rounds zero, negative and
//! tiny values to their magnitude's nearest (the smallest value for zero)
//! where ml_dtypes gives NaN, and ml_dtypes rounds values just above 2^-127
//! (f32 subnormals) up; the kinds with neither infinity nor NaN (f4, f6)
//! take NaN to +0 and infinities to zero in MLIR, where ml_dtypes
//! saturates infinities and takes NaN to -0.

use sigil_vm::bytecode::FTy;
use sigil_vm::numeric::{from_f64, to_f64};

fn kind(name: &str) -> FTy {
    *FTy::ALL
        .iter()
        .find(|t| t.name() == name)
        .unwrap_or_else(|| panic!("no kind {name}"))
}

/// Whether rounding `x` to `t` is one of the cases where MLIR and
/// ml_dtypes disagree (see the file's header).
fn mlir_differs(t: FTy, x: f64) -> bool {
    match t {
        FTy::F8E8M0FNU => !x.is_finite() || x <= 0.0 || x < 2f64.powi(-126),
        FTy::F4E2M1FN | FTy::F6E2M3FN | FTy::F6E3M2FN => !x.is_finite(),
        _ => false,
    }
}

#[test]
fn mlir_cases_that_differ_from_ml_dtypes() {
    // As mlir-opt-22 folds `arith.truncf`.
    assert_eq!(from_f64(FTy::F8E8M0FNU, 0.0), 0x00);
    assert_eq!(from_f64(FTy::F8E8M0FNU, -256.0), 0x87);
    assert_eq!(from_f64(FTy::F4E2M1FN, f64::INFINITY), 0x0);
    assert_eq!(from_f64(FTy::F4E2M1FN, f64::NAN), 0x0);
}

#[test]
fn small_floats_match_ml_dtypes() {
    let text = include_str!("data/small_floats.txt");
    let (mut checked, mut wrong) = (0, Vec::new());
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(' ').collect();
        let t = kind(f[1]);
        let (a, b): (u64, u64) = (f[2].parse().unwrap(), f[3].parse().unwrap());
        checked += 1;
        match f[0] {
            "r" if mlir_differs(t, f64::from_bits(a)) => {}
            "v" => {
                let (got, want) = (to_f64(t, a), f64::from_bits(b));
                if !(got.to_bits() == want.to_bits() || got.is_nan() && want.is_nan()) {
                    wrong.push(format!(
                        "{} bits {a:#04x}: sigil {got}, ml_dtypes {want}",
                        f[1]
                    ));
                }
            }
            _ => {
                let x = f64::from_bits(a);
                let got = from_f64(t, x) & ((1 << t.bits()) - 1);
                // A NaN's sign is open where the kind has signed NaNs.
                let same = got == b || to_f64(t, got).is_nan() && to_f64(t, b).is_nan();
                if !same {
                    wrong.push(format!(
                        "{} from {x:e}: sigil {got:#04x} ({}), ml_dtypes {b:#04x} ({})",
                        f[1],
                        to_f64(t, got),
                        to_f64(t, b)
                    ));
                }
            }
        }
    }
    assert!(checked > 10_000, "only {checked} lines");
    assert!(
        wrong.is_empty(),
        "{} of {checked} differ:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(30)].join("\n")
    );
}
