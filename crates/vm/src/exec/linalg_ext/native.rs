//! Native comparators for `sort` and `topk`: when the comparator region is
//! one `arith.cmpf`/`cmpi` of one operand's two block arguments
//! ([`Compare`]), the keys of a line are decoded once into machine numbers
//! (`f32` for floats of 32 bits or fewer, `f64`, or the integer slot bits)
//! and the comparison becomes a closure specialised per predicate, so the
//! algorithms of `ordered.rs` run without a region call or a type dispatch
//! per comparison.
//!
//! Each algorithm is written once, generic over its comparison, and both
//! paths run that same code: the general path passes a comparison that
//! calls the region, this one a native one. The results are therefore the
//! general path's bit for bit, whatever the comparator does with NaN
//! (`olt` is not a total order), ties or -0.0: decoding is exact (every
//! float kind of 32 bits or fewer is an `f32`, as it is an `f64` in the
//! region) and the predicate is the region's, with its operands swapped
//! when the region swaps them.
//!
//! The general path stays reachable: [`crate::linalg_ext::set_fast_paths`] (and the
//! environment variable `SIGIL_EXT_GENERAL=1`) turns the fast paths of
//! `iree_linalg_ext` off on the calling thread, for the differential tests
//! and for `bench/linalg_ext.sh`'s before/after figures.

use crate::bytecode::{FPred, FTy, IPred};
use crate::linalg_ext::Compare;
use crate::numeric::to_f64;

/// A float key: `f32` or `f64`.
pub(super) trait FloatKey: Copy + PartialOrd {
    fn is_nan(self) -> bool;
}

impl FloatKey for f32 {
    #[inline(always)]
    fn is_nan(self) -> bool {
        f32::is_nan(self)
    }
}

impl FloatKey for f64 {
    #[inline(always)]
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
}

/// `arith.cmpf p` on two keys, as [`FPred::eval`] on their f64 values.
#[inline(always)]
fn fpred<K: FloatKey>(p: FPred, a: K, b: K) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match p {
        FPred::False => false,
        FPred::Oeq => !uno && a == b,
        FPred::Ogt => !uno && a > b,
        FPred::Oge => !uno && a >= b,
        FPred::Olt => !uno && a < b,
        FPred::Ole => !uno && a <= b,
        FPred::One => !uno && a != b,
        FPred::Ord => !uno,
        FPred::Ueq => uno || a == b,
        FPred::Ugt => uno || a > b,
        FPred::Uge => uno || a >= b,
        FPred::Ult => uno || a < b,
        FPred::Ule => uno || a <= b,
        FPred::Une => uno || a != b,
        FPred::Uno => uno,
        FPred::True => true,
    }
}

/// The predicate with its operands exchanged: `p(b, a) == converse(p)(a, b)`.
fn fconverse(p: FPred) -> FPred {
    match p {
        FPred::Ogt => FPred::Olt,
        FPred::Olt => FPred::Ogt,
        FPred::Oge => FPred::Ole,
        FPred::Ole => FPred::Oge,
        FPred::Ugt => FPred::Ult,
        FPred::Ult => FPred::Ugt,
        FPred::Uge => FPred::Ule,
        FPred::Ule => FPred::Uge,
        p => p,
    }
}

fn iconverse(p: IPred) -> IPred {
    match p {
        IPred::Slt => IPred::Sgt,
        IPred::Sgt => IPred::Slt,
        IPred::Sle => IPred::Sge,
        IPred::Sge => IPred::Sle,
        IPred::Ult => IPred::Ugt,
        IPred::Ugt => IPred::Ult,
        IPred::Ule => IPred::Uge,
        IPred::Uge => IPred::Ule,
        p => p,
    }
}

/// For a comparator that orders non-NaN keys (larger first, or smaller
/// first, strictly or not), which keys never go before a key `b`: those
/// below it (`Below`, larger first) or above it (`Above`). A key worse than
/// every key of `topk`'s outputs, none of them NaN, changes nothing when
/// inserted, so one comparison with the worst output rejects it.
#[derive(Clone, Copy, Debug)]
pub(super) enum Worse {
    Below,
    Above,
}

impl Worse {
    /// Whether `a` is worse than `b`; false when either is NaN.
    #[inline(always)]
    pub(super) fn is<K: PartialOrd>(self, a: K, b: K) -> bool {
        match self {
            Worse::Below => a < b,
            Worse::Above => a > b,
        }
    }
}

/// What runs with a native comparison: `decode` turns slot bits into a
/// key, `less` compares two keys as the region does, `worse` says what it
/// orders, if it is an order on non-NaN keys.
pub(super) trait WithLess {
    type Out;
    fn run<K: Copy + PartialOrd, D: Fn(u64) -> K + Copy, L: Fn(K, K) -> bool + Copy>(
        self,
        decode: D,
        less: L,
        worse: Option<Worse>,
    ) -> Self::Out;
}

/// Which keys a float predicate never puts first ([`Worse`]).
fn fworse(p: FPred) -> Option<Worse> {
    match p {
        FPred::Ogt | FPred::Oge | FPred::Ugt | FPred::Uge => Some(Worse::Below),
        FPred::Olt | FPred::Ole | FPred::Ult | FPred::Ule => Some(Worse::Above),
        _ => None,
    }
}

/// `$v.run` with decoder `$d` and the float predicate `$p` on keys of
/// type `$k`, one arm per predicate.
macro_rules! run_float {
    ($v:expr, $p:expr, $d:expr, $k:ty; $($q:ident)*) => {
        match $p {
            $(FPred::$q => $v.run($d, |a: $k, b: $k| fpred(FPred::$q, a, b), fworse(FPred::$q)),)*
        }
    };
}

/// Runs `v` with the native form of `c`: one instance per key type and
/// predicate, so the comparison is inlined into the algorithm.
pub(super) fn with_less<V: WithLess>(c: Compare, v: V) -> V::Out {
    match c {
        Compare::F { p, t, swap } => {
            let p = if swap { fconverse(p) } else { p };
            match t {
                FTy::F64 => run_float!(v, p, f64::from_bits, f64;
                    False Oeq Ogt Oge Olt Ole One Ord Ueq Ugt Uge Ult Ule Une Uno True),
                FTy::F32 => run_float!(v, p, |b: u64| f32::from_bits(b as u32), f32;
                    False Oeq Ogt Oge Olt Ole One Ord Ueq Ugt Uge Ult Ule Une Uno True),
                // Every other kind has at most 16 bits: exact in f32.
                t => run_float!(v, p, move |b: u64| to_f64(t, b) as f32, f32;
                    False Oeq Ogt Oge Olt Ole One Ord Ueq Ugt Uge Ult Ule Une Uno True),
            }
        }
        Compare::I { p, swap } => {
            let p = if swap { iconverse(p) } else { p };
            // Slots hold integers sign-extended: signed predicates compare
            // them as i64, unsigned ones as u64.
            let (s, u) = (|b: u64| b as i64, |b: u64| b);
            let (below, above) = (Some(Worse::Below), Some(Worse::Above));
            match p {
                IPred::Eq => v.run(u, |a: u64, b: u64| a == b, None),
                IPred::Ne => v.run(u, |a: u64, b: u64| a != b, None),
                IPred::Slt => v.run(s, |a: i64, b: i64| a < b, above),
                IPred::Sle => v.run(s, |a: i64, b: i64| a <= b, above),
                IPred::Sgt => v.run(s, |a: i64, b: i64| a > b, below),
                IPred::Sge => v.run(s, |a: i64, b: i64| a >= b, below),
                IPred::Ult => v.run(u, |a: u64, b: u64| a < b, above),
                IPred::Ule => v.run(u, |a: u64, b: u64| a <= b, above),
                IPred::Ugt => v.run(u, |a: u64, b: u64| a > b, below),
                IPred::Uge => v.run(u, |a: u64, b: u64| a >= b, below),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The converse predicates and the generic ones agree with
    /// [`FPred::eval`] / [`IPred::eval`] on every pair of a set of
    /// specials (NaN, ±0, ±inf).
    #[test]
    fn native_predicates_match_eval() {
        let vals = [
            f64::NAN,
            -f64::NAN,
            0.0,
            -0.0,
            1.0,
            -1.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        for p in FPred::ALL {
            for &a in &vals {
                for &b in &vals {
                    assert_eq!(fpred(p, a, b), p.eval(a, b), "{p:?} {a} {b}");
                    assert_eq!(fpred(p, a as f32, b as f32), p.eval(a, b), "{p:?} {a} {b}");
                    assert_eq!(fconverse(p).eval(a, b), p.eval(b, a), "{p:?} {a} {b}");
                }
            }
        }
        let ints = [0u64, 1, u64::MAX, i64::MIN as u64, i64::MAX as u64, 7];
        for p in IPred::ALL {
            for &a in &ints {
                for &b in &ints {
                    assert_eq!(iconverse(p).eval(a, b), p.eval(b, a), "{p:?} {a} {b}");
                }
            }
        }
        // `Worse`: a key worse than `b` is never put before it, and `b`
        // is put before it (so an insertion leaves it out).
        for p in FPred::ALL {
            let Some(w) = fworse(p) else { continue };
            for &a in &vals {
                for &b in &vals {
                    if w.is(a, b) {
                        assert!(!p.eval(a, b) && p.eval(b, a), "{p:?} {a} {b}");
                    }
                }
            }
        }
    }
}
