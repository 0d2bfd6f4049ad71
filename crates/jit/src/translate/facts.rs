//! What the early-exit walk ([`super::leaf`]) knows of the values on a path.
//!
//! The walk runs a self-call's callee, and the calls it makes, on the
//! call's arguments, forking at every branch. Most of those branches test
//! the same argument against constants (`n < 2` on `n - 1`, `n - 2`, ... in
//! `fib`), so after a few of them the argument is known to lie in a small
//! range, often a single value: then the branches that follow are decided
//! without being emitted, and the arithmetic on known values is constants.
//! Without it every branch would be emitted both ways, most paths
//! impossible (`n - 1 >= 2` and then `n - 2 < 2` and then `n - 3 >= 2`),
//! and the walk could afford only two levels of calls.
//!
//! A slot's value is unknown, a constant, or an argument of the outer
//! call plus a constant (64-bit wrapping, as `Add64`/`Sub64`); each
//! argument has a signed range, narrowed by the branches taken. A range is
//! used only where adding the constant cannot wrap, so every conclusion
//! holds for the 64-bit values the emitted code computes.

use cranelift_codegen::ir::condcodes::{CondCode, IntCC};
use sigil_vm::bytecode::Instr;
use sigil_vm::compile::{CompiledFunction, Slot};

use super::fused;

/// A slot's value on a path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Known {
    Any,
    Const(i64),
    /// Argument `k` of the outer call plus a constant.
    Arg(u32, i64),
}

/// The slots of the frame being walked and the ranges of the outer call's
/// arguments.
#[derive(Clone, Debug)]
pub(super) struct Facts {
    pub slots: Vec<Known>,
    ranges: Vec<(i64, i64)>,
}

/// A new frame's slots, as a call initialises them: zero, the constants,
/// then the parameters (`args`, what is known of each).
pub(super) fn frame(f: &CompiledFunction, args: &[Known]) -> Vec<Known> {
    let mut slots = vec![Known::Const(0); f.num_scalars as usize];
    for &(s, bits) in &f.consts {
        slots[s as usize] = Known::Const(bits as i64);
    }
    for (k, p) in f.params.iter().enumerate() {
        if let Slot::S(s) = *p {
            slots[s as usize] = args[k];
        }
    }
    slots
}

impl Facts {
    /// The facts at the start of the outer call of `f` with `nargs`
    /// arguments, none known.
    pub fn new(f: &CompiledFunction, nargs: usize) -> Facts {
        let args: Vec<Known> = (0..nargs as u32).map(|k| Known::Arg(k, 0)).collect();
        Facts {
            slots: frame(f, &args),
            ranges: vec![(i64::MIN, i64::MAX); nargs],
        }
    }

    /// What is known of slot `s` (an argument whose range is one value is
    /// a constant).
    pub fn get(&self, s: u32) -> Known {
        match self.slots[s as usize] {
            Known::Arg(k, o) => match self.ranges[k as usize] {
                (lo, hi) if lo == hi => Known::Const(lo.wrapping_add(o)),
                _ => Known::Arg(k, o),
            },
            v => v,
        }
    }

    /// The signed range of slot `s`, if known without wrapping.
    fn range(&self, s: u32) -> Option<(i128, i128)> {
        match self.get(s) {
            Known::Any => None,
            Known::Const(c) => Some((c as i128, c as i128)),
            Known::Arg(k, o) => {
                let (lo, hi) = self.ranges[k as usize];
                let (lo, hi) = (lo as i128 + o as i128, hi as i128 + o as i128);
                let fits = |v: i128| v >= i64::MIN as i128 && v <= i64::MAX as i128;
                (fits(lo) && fits(hi)).then_some((lo, hi))
            }
        }
    }

    /// What pure instruction `i` writes (`Any` for everything but moves
    /// and 64-bit additions and subtractions).
    pub fn eval(&self, i: Instr) -> Known {
        let add = |a: Known, b: Known, neg: bool| match (a, b) {
            (Known::Const(x), Known::Const(y)) => Known::Const(if neg {
                x.wrapping_sub(y)
            } else {
                x.wrapping_add(y)
            }),
            (Known::Arg(k, o), Known::Const(c)) => Known::Arg(
                k,
                if neg {
                    o.wrapping_sub(c)
                } else {
                    o.wrapping_add(c)
                },
            ),
            (Known::Const(c), Known::Arg(k, o)) if !neg => Known::Arg(k, o.wrapping_add(c)),
            (Known::Arg(k, o), Known::Arg(j, p)) if neg && k == j => {
                Known::Const(o.wrapping_sub(p))
            }
            _ => Known::Any,
        };
        match i {
            Instr::Mov { s, .. } => self.get(s),
            Instr::Add64 { a, b, .. } => add(self.get(a), self.get(b), false),
            Instr::Sub64 { a, b, .. } => add(self.get(a), self.get(b), true),
            _ => Known::Any,
        }
    }

    /// Whether conditional branch `i` is taken, if the facts decide it.
    pub fn decide(&self, i: Instr) -> Option<bool> {
        match i {
            Instr::JmpIf { c, .. } => match self.get(c) {
                Known::Const(v) => Some(v != 0),
                _ => None,
            },
            Instr::JmpIfNot { c, .. } => match self.get(c) {
                Known::Const(v) => Some(v == 0),
                _ => None,
            },
            _ => {
                let (a, b, cc) = fused(i)?;
                let (x, y) = (self.range(a)?, self.range(b)?);
                let cc = signed(cc, x, y)?;
                let (always, never) = match cc {
                    IntCC::Equal => (x.0 == x.1 && x == y, x.1 < y.0 || y.1 < x.0),
                    IntCC::NotEqual => (x.1 < y.0 || y.1 < x.0, x.0 == x.1 && x == y),
                    IntCC::SignedLessThan => (x.1 < y.0, x.0 >= y.1),
                    IntCC::SignedLessThanOrEqual => (x.1 <= y.0, x.0 > y.1),
                    IntCC::SignedGreaterThan => (x.0 > y.1, x.1 <= y.0),
                    _ => (x.0 >= y.1, x.1 < y.0),
                };
                if always {
                    Some(true)
                } else if never {
                    Some(false)
                } else {
                    None
                }
            }
        }
    }

    /// Narrows the facts to the side of branch `i` where it is `taken` or
    /// not: an argument plus a constant compared with a constant.
    pub fn narrow(&mut self, i: Instr, taken: bool) {
        let Some((a, b, cc)) = fused(i) else { return };
        let (Some(x), Some(y)) = (self.range(a), self.range(b)) else {
            return;
        };
        let Some(cc) = signed(cc, x, y) else { return };
        let cc = if taken { cc } else { cc.complement() };
        // The argument on the left, the constant on the right.
        let (s, c, cc) = match (self.get(a), self.get(b)) {
            (Known::Arg(..), Known::Const(c)) => (a, c as i128, cc),
            (Known::Const(c), Known::Arg(..)) => (b, c as i128, cc.swap_args()),
            _ => return,
        };
        let Known::Arg(k, o) = self.get(s) else {
            return;
        };
        let (lo, hi) = match cc {
            IntCC::Equal => (c, c),
            IntCC::SignedLessThan => (i128::MIN, c - 1),
            IntCC::SignedLessThanOrEqual => (i128::MIN, c),
            IntCC::SignedGreaterThan => (c + 1, i128::MAX),
            IntCC::SignedGreaterThanOrEqual => (c, i128::MAX),
            _ => return,
        };
        // The value's range within the argument's, back to the argument.
        let (alo, ahi) = self.ranges[k as usize];
        let lo = lo.saturating_sub(o as i128).max(alo as i128);
        let hi = hi.saturating_sub(o as i128).min(ahi as i128);
        if lo <= hi {
            self.ranges[k as usize] = (lo as i64, hi as i64);
        }
    }
}

/// `cc` as a signed comparison of values in ranges `x` and `y`: unsigned
/// ones only when both are non-negative (where the two agree).
fn signed(cc: IntCC, x: (i128, i128), y: (i128, i128)) -> Option<IntCC> {
    let non_negative = x.0 >= 0 && y.0 >= 0;
    Some(match cc {
        IntCC::UnsignedLessThan if non_negative => IntCC::SignedLessThan,
        IntCC::UnsignedLessThanOrEqual if non_negative => IntCC::SignedLessThanOrEqual,
        IntCC::UnsignedGreaterThan if non_negative => IntCC::SignedGreaterThan,
        IntCC::UnsignedGreaterThanOrEqual if non_negative => IntCC::SignedGreaterThanOrEqual,
        IntCC::UnsignedLessThan
        | IntCC::UnsignedLessThanOrEqual
        | IntCC::UnsignedGreaterThan
        | IntCC::UnsignedGreaterThanOrEqual => return None,
        cc => cc,
    })
}
