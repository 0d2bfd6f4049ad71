//! Python ints of any size: PyDM's `!iree_pydm.integer<*>` at run time.
//!
//! Design. An `integer<*>` value is an immutable reference,
//! [`Ref::BigInt`] (`Rc<num_bigint::BigInt>`), held in the reference bank
//! like a list; the lowered IR keeps the type `!iree_pydm.integer<*>` for
//! it. Every operation on such values is a call of a *builtin*: a private
//! declaration `func.func private @pydmint$<op>` (no body) that the
//! lowering (`sigil-pydm`) declares and calls like any function, and that
//! the VM's compiler turns into one side-table op ([`BigCall`], run out of
//! the dispatch loop like a tensor op) instead of a call. The lowered
//! module therefore prints, verifies and reads as ordinary IR, the
//! bytecode gains no instruction that the native tier would have to know,
//! and the builtins are plain Rust with unit tests. The names are
//! reserved: a call of `@pydmint$<op>` is the builtin whatever the module
//! declares or defines under that name (its types must be the builtin's).
//!
//! The fast path is the caller's: the Python package runs a function with
//! `integer<64>` ints first and only compiles an `integer<*>` version when
//! that one overflows (see `python/sigil/pydm.py`). Inside the builtins, an
//! operation on values that fit 64 bits is done on `i64` with an overflow
//! check before any limb arithmetic.
//!
//! Semantics are CPython's (`Objects/longobject.c`): floor division and
//! modulo round toward negative infinity, shifts and bitwise operations
//! act on infinite two's complement, int to float and int / int round
//! once to nearest-even (OverflowError when too large), and an int
//! compares with a float exactly. A builtin that can fail returns an
//! exception code (as every lowered PyDM function does) before its value.
//!
//! Limit: no int may exceed [`MAX_BITS`] bits. An operation whose result
//! would (`2 ** 2 ** 40`, `1 << 10**9`, a product of two huge values) is
//! refused before any memory is taken, with MemoryError, which is what
//! CPython raises when it runs out; nothing aborts or hangs.

use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{FromPrimitive, One, Signed, ToPrimitive, Zero};

use crate::error::TrapKind;
use crate::value::Ref;

/// The largest int the VM makes, in bits (2^24 bits: about five million
/// decimal digits, 2 MiB).
pub const MAX_BITS: u64 = 1 << 24;

/// The prefix of builtin function names (`@pydmint$add`).
pub const PREFIX: &str = "pydmint$";

/// Exception codes (`sigil_pydm::exceptions`).
const OK: i32 = 0;
const ZERO_DIVISION: i32 = sigil_pydm::exceptions::ZERO_DIVISION_ERROR;
const OVERFLOW: i32 = sigil_pydm::exceptions::OVERFLOW_ERROR;
const VALUE: i32 = sigil_pydm::exceptions::VALUE_ERROR;
const MEMORY: i32 = sigil_pydm::exceptions::MEMORY_ERROR;
const NEEDS_CPYTHON: i32 = sigil_pydm::exceptions::NEEDS_CPYTHON;

/// A builtin. Operand and result kinds (`I` an `integer<*>` reference,
/// `i64`/`f64`/`i32` scalars) are in [`IntOp::signature`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    FromI64,
    ToI64,
    ToF64,
    Add,
    Sub,
    Mul,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    And,
    Or,
    Xor,
    TrueDiv,
    Neg,
    Cmp,
    CmpF64,
    Sign,
}

/// What a builtin's operand or result is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An `integer<*>` (reference slot).
    Int,
    /// A scalar slot: `i64`, `f64` bits or an `i32` code.
    Scalar,
}

impl IntOp {
    pub fn from_name(name: &str) -> Option<IntOp> {
        Some(match name.strip_prefix(PREFIX)? {
            "from_i64" => IntOp::FromI64,
            "to_i64" => IntOp::ToI64,
            "to_f64" => IntOp::ToF64,
            "add" => IntOp::Add,
            "sub" => IntOp::Sub,
            "mul" => IntOp::Mul,
            "floordiv" => IntOp::FloorDiv,
            "mod" => IntOp::Mod,
            "pow" => IntOp::Pow,
            "lshift" => IntOp::LShift,
            "rshift" => IntOp::RShift,
            "and" => IntOp::And,
            "or" => IntOp::Or,
            "xor" => IntOp::Xor,
            "truediv" => IntOp::TrueDiv,
            "neg" => IntOp::Neg,
            "cmp" => IntOp::Cmp,
            "cmp_f64" => IntOp::CmpF64,
            "sign" => IntOp::Sign,
            _ => return None,
        })
    }

    /// The operand kinds and the result kinds (a leading exception code is
    /// a scalar).
    pub fn signature(self) -> (&'static [Kind], &'static [Kind]) {
        use Kind::{Int, Scalar};
        match self {
            IntOp::FromI64 => (&[Scalar], &[Int]),
            IntOp::ToI64 | IntOp::ToF64 => (&[Int], &[Scalar, Scalar]),
            IntOp::TrueDiv => (&[Int, Int], &[Scalar, Scalar]),
            IntOp::Neg => (&[Int], &[Int]),
            IntOp::Cmp => (&[Int, Int], &[Scalar]),
            IntOp::CmpF64 => (&[Int, Scalar], &[Scalar]),
            IntOp::Sign => (&[Int], &[Scalar]),
            _ => (&[Int, Int], &[Scalar, Int]),
        }
    }
}

/// One builtin call in a function's side table: operand and result slots
/// of the kinds [`IntOp::signature`] gives.
#[derive(Clone, Debug)]
pub struct BigCall {
    pub op: IntOp,
    pub args: Vec<u32>,
    pub results: Vec<u32>,
}

/// An `integer<*>` value from decimal text (`-123`, `1_000`), for
/// `sigil run --input`.
pub fn parse_value(text: &str) -> Result<crate::value::Value, String> {
    let t: String = text.trim().chars().filter(|&c| c != '_').collect();
    let i: BigInt = t
        .parse()
        .map_err(|_| format!("'{text}' is not an integer"))?;
    if i.bits() > MAX_BITS {
        return Err(format!("'{text}' has more than {MAX_BITS} bits"));
    }
    Ok(crate::value::Value::BigInt(Rc::new(i)))
}

/// What a builtin computes.
#[derive(Debug, PartialEq)]
pub enum Out {
    Int(BigInt),
    I64(i64),
    F64(f64),
    Code(i32),
}

fn int_arg(refs: &[Option<Ref>], s: u32) -> Result<&BigInt, TrapKind> {
    match &refs[s as usize] {
        Some(Ref::BigInt(i)) => Ok(i),
        Some(_) => Err(TrapKind::ListElement(
            "an integer<*> operand holds another reference".into(),
        )),
        None => Err(TrapKind::NullReference),
    }
}

/// Runs `call` on the frame's slots.
pub fn run(call: &BigCall, regs: &mut [u64], refs: &mut [Option<Ref>]) -> Result<(), TrapKind> {
    let (kinds, _) = call.op.signature();
    let a = call.args[0];
    let out = match (kinds, call.op) {
        (_, IntOp::FromI64) => Ok(vec![Out::Int(BigInt::from(regs[a as usize] as i64))]),
        ([Kind::Int], op) => unary(op, int_arg(refs, a)?),
        ([Kind::Int, Kind::Scalar], _) => {
            let f = f64::from_bits(regs[call.args[1] as usize]);
            Ok(vec![Out::Code(cmp_f64(int_arg(refs, a)?, f))])
        }
        (_, op) => binary(op, int_arg(refs, a)?, int_arg(refs, call.args[1])?),
    };
    // A failure: the code, and zeros (a null reference) for the rest.
    let outs = match out {
        Ok(v) => v,
        Err(code) => {
            let (_, rkinds) = call.op.signature();
            for (k, (&r, kind)) in call.results.iter().zip(rkinds).enumerate() {
                match kind {
                    Kind::Scalar if k == 0 => regs[r as usize] = code as i64 as u64,
                    Kind::Scalar => regs[r as usize] = 0,
                    Kind::Int => refs[r as usize] = None,
                }
            }
            return Ok(());
        }
    };
    let (_, rkinds) = call.op.signature();
    for ((o, &slot), kind) in outs.into_iter().zip(&call.results).zip(rkinds) {
        match (o, kind) {
            (Out::Int(v), Kind::Int) => refs[slot as usize] = Some(Ref::BigInt(Rc::new(v))),
            (Out::I64(v), _) => regs[slot as usize] = v as u64,
            (Out::F64(v), _) => regs[slot as usize] = v.to_bits(),
            (Out::Code(c), _) => regs[slot as usize] = c as i64 as u64,
            (Out::Int(_), Kind::Scalar) => unreachable!("builtins return their signature"),
        }
    }
    Ok(())
}

fn unary(op: IntOp, a: &BigInt) -> Result<Vec<Out>, i32> {
    Ok(match op {
        IntOp::ToI64 => match a.to_i64() {
            Some(v) => vec![Out::Code(OK), Out::I64(v)],
            None => return Err(OVERFLOW),
        },
        IntOp::ToF64 => vec![Out::Code(OK), Out::F64(to_f64(a)?)],
        IntOp::Neg => vec![Out::Int(-a)],
        IntOp::Sign => vec![Out::Code(match a.sign() {
            Sign::Minus => -1,
            Sign::NoSign => 0,
            Sign::Plus => 1,
        })],
        _ => unreachable!("{op:?} is not unary"),
    })
}

fn binary(op: IntOp, a: &BigInt, b: &BigInt) -> Result<Vec<Out>, i32> {
    if op == IntOp::Cmp {
        return Ok(vec![Out::Code(a.cmp(b) as i32)]);
    }
    if op == IntOp::TrueDiv {
        return Ok(vec![Out::Code(OK), Out::F64(true_div(a, b)?)]);
    }
    let r = int_binary(op, a, b)?;
    if r.bits() > MAX_BITS {
        return Err(MEMORY);
    }
    Ok(vec![Out::Code(OK), Out::Int(r)])
}

/// `a <op> b` for the operations with an int result.
pub fn int_binary(op: IntOp, a: &BigInt, b: &BigInt) -> Result<BigInt, i32> {
    // Values of 64 bits: i64 arithmetic unless it overflows.
    if let (Some(x), Some(y)) = (a.to_i64(), b.to_i64()) {
        let fast = match op {
            IntOp::Add => x.checked_add(y),
            IntOp::Sub => x.checked_sub(y),
            IntOp::Mul => x.checked_mul(y),
            IntOp::And => Some(x & y),
            IntOp::Or => Some(x | y),
            IntOp::Xor => Some(x ^ y),
            IntOp::FloorDiv if y != 0 && !(x == i64::MIN && y == -1) => {
                Some(Integer::div_floor(&x, &y))
            }
            IntOp::Mod if y != 0 => Some(if y == -1 {
                0
            } else {
                Integer::mod_floor(&x, &y)
            }),
            IntOp::RShift if y >= 0 => Some(x >> y.min(63)),
            _ => None,
        };
        if let Some(v) = fast {
            return Ok(BigInt::from(v));
        }
    }
    Ok(match op {
        IntOp::Add => a + b,
        IntOp::Sub => a - b,
        IntOp::Mul => {
            if a.bits() + b.bits() > MAX_BITS + 1 {
                return Err(MEMORY);
            }
            a * b
        }
        IntOp::FloorDiv | IntOp::Mod => {
            if b.is_zero() {
                return Err(ZERO_DIVISION);
            }
            if op == IntOp::FloorDiv {
                a.div_floor(b)
            } else {
                a.mod_floor(b)
            }
        }
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::LShift | IntOp::RShift => {
            if b.is_negative() {
                // "negative shift count"
                return Err(VALUE);
            }
            if a.is_zero() {
                return Ok(BigInt::zero());
            }
            let n = b.to_u64().unwrap_or(u64::MAX);
            if op == IntOp::RShift {
                if n >= a.bits() {
                    // Every bit shifted out: the sign remains.
                    return Ok(if a.is_negative() {
                        -BigInt::one()
                    } else {
                        BigInt::zero()
                    });
                }
                // Rounds toward negative infinity, as Python's >> does.
                a >> n
            } else {
                if n.saturating_add(a.bits()) > MAX_BITS {
                    return Err(MEMORY);
                }
                a << n
            }
        }
        IntOp::Pow => pow(a, b)?,
        _ => unreachable!("{op:?} has no int result"),
    })
}

/// `a ** b` for `b >= 0` (a negative exponent gives a float in Python, which
/// this int result cannot be: NEEDS_CPYTHON, for the caller to handle).
fn pow(a: &BigInt, b: &BigInt) -> Result<BigInt, i32> {
    if b.is_negative() {
        return Err(if a.is_zero() {
            ZERO_DIVISION
        } else {
            NEEDS_CPYTHON
        });
    }
    // 0, 1 and -1 to any power stay small.
    if a.is_zero() {
        return Ok(if b.is_zero() {
            BigInt::one()
        } else {
            BigInt::zero()
        });
    }
    if a.magnitude() == &num_bigint::BigUint::one() {
        return Ok(if a.is_negative() && b.is_odd() {
            -BigInt::one()
        } else {
            BigInt::one()
        });
    }
    // |a| >= 2: the result has about log2|a| * b bits (refused before
    // computing when that is past the limit).
    let e = match b.to_u64() {
        Some(e) if (a.bits() - 1).saturating_mul(e) < MAX_BITS => e,
        _ => return Err(MEMORY),
    };
    let top = a.bits().saturating_sub(60);
    let lg = top as f64 + (a.magnitude() >> top).to_f64().unwrap_or(1.0).log2();
    if lg * e as f64 > MAX_BITS as f64 + 2.0 {
        return Err(MEMORY);
    }
    Ok(num_traits::pow::Pow::pow(a, e))
}

/// The double nearest `m * 2^k` (ties to even), where `m` stands for a value
/// whose bits below the kept ones are `m`'s low bits plus, when `sticky`, a
/// nonzero remainder below `2^k`. `None` when it overflows a double.
fn round_scaled(m: &num_bigint::BigUint, k: i64, sticky: bool) -> Option<f64> {
    if m.is_zero() {
        return Some(0.0);
    }
    // The exponent of the top bit and the weight of the last kept bit.
    let top = m.bits() as i64 - 1 + k;
    if top > 1023 {
        return None;
    }
    let lsb = (top - 52).max(-1074);
    let drop = lsb - k;
    let mut q: u64;
    if drop <= 0 {
        // Exact: m fits in 53 bits at weight 2^k.
        q = m.to_u64().expect("at most 53 bits");
        return Some(q as f64 * pow2(k));
    }
    let drop = drop as u64;
    let kept = m >> drop;
    q = kept.to_u64().expect("at most 53 bits");
    // The dropped part against half of the last kept bit.
    let half_bit = drop - 1;
    let half = m.bit(half_bit);
    let below = sticky || m.trailing_zeros().is_some_and(|t| t < half_bit);
    if half && (below || q & 1 == 1) {
        q += 1;
    }
    let r = q as f64 * pow2(lsb);
    if r.is_infinite() {
        None
    } else {
        Some(r)
    }
}

/// 2^k as a double, exactly (k in [-1074, 1023]); a product with it
/// rounds only when it overflows.
fn pow2(k: i64) -> f64 {
    if k >= -1022 {
        f64::from_bits(((k + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (k + 1074))
    }
}

/// `float(a)`: correctly rounded; OverflowError past the largest double.
pub fn to_f64(a: &BigInt) -> Result<f64, i32> {
    if let Some(v) = a.to_i64() {
        // Rust's conversion rounds to nearest, ties to even.
        return Ok(v as f64);
    }
    let m = a.magnitude();
    let r = round_scaled(m, 0, false).ok_or(OVERFLOW)?;
    Ok(if a.is_negative() { -r } else { r })
}

/// `a / b` for ints: the exact quotient rounded once (CPython's
/// `long_true_divide`); ZeroDivisionError, OverflowError past the largest
/// double.
pub fn true_div(a: &BigInt, b: &BigInt) -> Result<f64, i32> {
    if b.is_zero() {
        return Err(ZERO_DIVISION);
    }
    let negative = a.is_negative() != b.is_negative();
    const EXACT: u64 = 1 << 53;
    if let (Some(x), Some(y)) = (a.to_i64(), b.to_i64()) {
        if x.unsigned_abs() <= EXACT && y.unsigned_abs() <= EXACT {
            // Both exact as doubles: one rounding, IEEE division's.
            return Ok(x as f64 / y as f64);
        }
    }
    if a.is_zero() {
        return Ok(if negative { -0.0 } else { 0.0 });
    }
    let (x, y) = (a.magnitude(), b.magnitude());
    // x / y >= 2^(n - 1): keep at least 55 bits of the quotient (two more
    // than a double's), or down to 2 bits below the smallest subnormal.
    let n = x.bits() as i64 - y.bits() as i64;
    if n - 1 > 1024 {
        return Err(OVERFLOW);
    }
    let k = (n - 55).max(-1076);
    let (q, r) = if k >= 0 {
        x.div_rem(&(y << k as u64))
    } else {
        (x << (-k) as u64).div_rem(y)
    };
    let v = round_scaled(&q, k, !r.is_zero()).ok_or(OVERFLOW)?;
    Ok(if negative { -v } else { v })
}

/// `a` against the float `f`, exactly: -1, 0 or 1, or 2 when `f` is NaN
/// (every order comparison false, `!=` true).
pub fn cmp_f64(a: &BigInt, f: f64) -> i32 {
    use std::cmp::Ordering;
    if f.is_nan() {
        return 2;
    }
    if f.is_infinite() {
        return if f > 0.0 { -1 } else { 1 };
    }
    // A finite double's floor is an integer held exactly; a < f exactly
    // when a <= floor(f) and f is not an integer, or a < f when it is.
    let fl = f.floor();
    let b = BigInt::from_f64(fl).expect("a finite double");
    match a.cmp(&b) {
        Ordering::Less => -1,
        Ordering::Equal if fl == f => 0,
        Ordering::Equal => -1,
        Ordering::Greater => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(s: &str) -> BigInt {
        s.parse().unwrap()
    }

    fn op(o: IntOp, a: &str, b: &str) -> Result<String, i32> {
        int_binary(o, &big(a), &big(b)).map(|r| r.to_string())
    }

    #[test]
    fn arithmetic_past_64_bits() {
        assert_eq!(
            op(IntOp::Add, "9223372036854775807", "1").unwrap(),
            "9223372036854775808"
        );
        assert_eq!(
            op(IntOp::Mul, "-9223372036854775808", "-1").unwrap(),
            "9223372036854775808"
        );
        assert_eq!(
            op(IntOp::Pow, "2", "100").unwrap(),
            "1267650600228229401496703205376"
        );
        assert_eq!(op(IntOp::Pow, "-1", "12345678901234567890").unwrap(), "1");
        assert_eq!(op(IntOp::Pow, "0", "0").unwrap(), "1");
        assert_eq!(op(IntOp::Pow, "2", "-1"), Err(NEEDS_CPYTHON));
        assert_eq!(op(IntOp::Pow, "0", "-1"), Err(ZERO_DIVISION));
    }

    #[test]
    fn floor_division_signs() {
        // Python: divmod(-10**30, 7) == (-142857142857142857142857142858, 6)
        assert_eq!(
            op(IntOp::FloorDiv, "-1000000000000000000000000000000", "7").unwrap(),
            "-142857142857142857142857142858"
        );
        assert_eq!(
            op(IntOp::Mod, "-1000000000000000000000000000000", "7").unwrap(),
            "6"
        );
        assert_eq!(
            op(IntOp::Mod, "1000000000000000000000000000000", "-7").unwrap(),
            "-6"
        );
        assert_eq!(
            op(IntOp::FloorDiv, "-9223372036854775808", "-1").unwrap(),
            "9223372036854775808"
        );
        assert_eq!(op(IntOp::Mod, "-9223372036854775808", "-1").unwrap(), "0");
        assert_eq!(op(IntOp::Mod, "5", "0"), Err(ZERO_DIVISION));
        assert_eq!(op(IntOp::FloorDiv, "5", "-2").unwrap(), "-3");
    }

    #[test]
    fn shifts_and_bits_are_twos_complement() {
        assert_eq!(op(IntOp::RShift, "-1", "1000").unwrap(), "-1");
        assert_eq!(op(IntOp::RShift, "-5", "1").unwrap(), "-3");
        assert_eq!(
            op(IntOp::RShift, "-100000000000000000000000", "3").unwrap(),
            "-12500000000000000000000"
        );
        assert_eq!(
            op(IntOp::RShift, "-100000000000000000000001", "3").unwrap(),
            "-12500000000000000000001"
        );
        assert_eq!(
            op(IntOp::RShift, "5", "99999999999999999999999").unwrap(),
            "0"
        );
        assert_eq!(op(IntOp::LShift, "1", "-1"), Err(VALUE));
        assert_eq!(op(IntOp::LShift, "0", "99999999999999999999").unwrap(), "0");
        assert_eq!(
            op(IntOp::LShift, "-3", "70").unwrap(),
            "-3541774862152233910272"
        );
        // Python: -2**70 & (2**80 - 1) == 2**80 - 2**70
        assert_eq!(
            op(
                IntOp::And,
                "-1180591620717411303424",
                "1208925819614629174706175"
            )
            .unwrap(),
            "1207745227993911763402752"
        );
        assert_eq!(
            op(IntOp::Or, "-1180591620717411303425", "1").unwrap(),
            "-1180591620717411303425"
        );
        assert_eq!(
            op(IntOp::Xor, "-1180591620717411303424", "-1").unwrap(),
            "1180591620717411303423"
        );
    }

    #[test]
    // Computes a 16-million-bit power of two (safe code): hours under Miri.
    #[cfg_attr(miri, ignore)]
    fn limit_is_memory_error() {
        assert_eq!(op(IntOp::Pow, "2", "1099511627776"), Err(MEMORY));
        // 3 ** 16777215 has 26.6 M bits: refused before computing.
        assert_eq!(op(IntOp::Pow, "3", "16777215"), Err(MEMORY));
        // 2 ** (MAX_BITS - 1) is the largest power of two allowed.
        assert_eq!(
            int_binary(IntOp::Pow, &BigInt::from(2), &BigInt::from(MAX_BITS - 1)).map(|r| r.bits()),
            Ok(MAX_BITS)
        );
        assert_eq!(op(IntOp::LShift, "1", "1000000000000"), Err(MEMORY));
        assert_eq!(
            op(IntOp::LShift, "1", "100000000000000000000000"),
            Err(MEMORY)
        );
        let huge = BigInt::one() << (MAX_BITS - 1);
        assert_eq!(int_binary(IntOp::Mul, &huge, &huge), Err(MEMORY));
        assert!(binary(IntOp::Add, &huge, &huge).is_err());
    }

    #[test]
    fn to_float_rounds_once() {
        let two = BigInt::from(2);
        let p = |e: u32| num_traits::pow::Pow::pow(&two, e);
        // 2**53 + 1 is a tie: to even (2**53).
        assert_eq!(to_f64(&(p(53) + 1)), Ok(9007199254740992.0));
        assert_eq!(to_f64(&(p(53) + 3)), Ok(9007199254740996.0));
        // Past 64 bits: 2**64 + 2**11 + 1 is above the tie: up.
        assert_eq!(to_f64(&(p(64) + p(11) + 1)), Ok(1.8446744073709556e19));
        assert_eq!(to_f64(&(p(64) + p(11))), Ok(18446744073709551616.0));
        assert_eq!(to_f64(&(p(64) + p(11) * 3)), Ok(1.844674407370956e19));
        assert_eq!(to_f64(&-p(1023)), Ok(-8.98846567431158e307));
        assert_eq!(to_f64(&p(1024)), Err(OVERFLOW));
        // The largest double, and the value that would round up past it.
        let max = (p(53) - 1) * p(971);
        assert_eq!(to_f64(&max), Ok(f64::MAX));
        assert_eq!(to_f64(&(&max + p(970))), Err(OVERFLOW));
        assert_eq!(to_f64(&(&max + p(970) - 1)), Ok(f64::MAX));
    }

    #[test]
    fn true_division_rounds_once() {
        let d = |a: &str, b: &str| true_div(&big(a), &big(b));
        assert_eq!(d("1", "3"), Ok(1.0 / 3.0));
        assert_eq!(d("0", "-5"), Ok(-0.0));
        assert!(d("0", "-5").unwrap().is_sign_negative());
        // (2**53 + 1) / 2 is 4503599627370496.5 exactly.
        assert_eq!(d("9007199254740993", "2"), Ok(4503599627370496.5));
        // 10**30 / 3 (CPython: 3.333333333333333e+29)
        assert_eq!(
            d("1000000000000000000000000000000", "3"),
            Ok(3.333333333333333e29)
        );
        assert_eq!(
            d("-1000000000000000000000000000000", "7"),
            Ok(-1.4285714285714285e29)
        );
        assert_eq!(d("1", "0"), Err(ZERO_DIVISION));
        let two = BigInt::from(2);
        let p = |e: u32| num_traits::pow::Pow::pow(&two, e);
        assert_eq!(true_div(&p(2000), &BigInt::one()), Err(OVERFLOW));
        assert_eq!(true_div(&p(2000), &p(1000)), Ok(1.0715086071862673e301));
        // Subnormal results round once: 1 / 2**1074 is the smallest one,
        // 3 / 2**1075 is 1.5 of it (a tie: to even, 2 of it).
        assert_eq!(true_div(&BigInt::one(), &p(1074)), Ok(5e-324));
        assert_eq!(true_div(&BigInt::from(3), &p(1075)), Ok(1e-323));
        assert_eq!(true_div(&BigInt::one(), &p(1076)), Ok(0.0));
        assert_eq!(true_div(&(p(1000) + 1), &p(1000)), Ok(1.0));
    }

    #[test]
    fn int_float_comparison_is_exact() {
        let two = BigInt::from(2);
        let p53 = num_traits::pow::Pow::pow(&two, 53u32);
        assert_eq!(cmp_f64(&(&p53 + 1), 9007199254740992.0), 1);
        assert_eq!(cmp_f64(&p53, 9007199254740992.0), 0);
        assert_eq!(cmp_f64(&BigInt::from(2), 2.5), -1);
        assert_eq!(cmp_f64(&BigInt::from(-3), -2.5), -1);
        assert_eq!(cmp_f64(&BigInt::from(-2), -2.5), 1);
        assert_eq!(cmp_f64(&BigInt::from(0), f64::NAN), 2);
        assert_eq!(
            cmp_f64(&big("1000000000000000000000000"), f64::INFINITY),
            -1
        );
        assert_eq!(
            cmp_f64(&big("-1000000000000000000000000"), f64::NEG_INFINITY),
            1
        );
        assert_eq!(cmp_f64(&big("1000000000000000000000000"), 1e24), 1);
    }
}
