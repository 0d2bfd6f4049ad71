//! The decoded form of a float, shaped like LLVM's `IEEEFloat`: a category,
//! a sign, an unbiased exponent and a significand with an explicit integer
//! bit. Decoding and encoding follow `initFrom*APInt` and
//! `convert*APFloatToAPInt` bit for bit, including the corners where LLVM's
//! in-memory value cannot be stored in the format's bits:
//!
//! * `f8E8M0FNU` has no sign bit, yet converting a negative `double` keeps the
//!   sign in the `APFloat`, which then prints as `-2.000000e+00`; when stored,
//!   the sign is OR-ed into bit 7 (over the exponent).
//! * the finite-only formats (`f6*`, `f4*`) keep an infinity category when an
//!   infinite `double` is converted to them; it prints in hex and stores with
//!   the exponent field wrapped around.
//!
//! A float attribute value is passed around as a `u128` holding the storage
//! bits; these two states set a flag bit above every affected format's
//! storage ([`FLOAT_FLAG_NEGATIVE`], [`FLOAT_FLAG_INFINITY`]) so that the value
//! still fits one integer.

use crate::kind::{mask, FloatKind, NanEncoding, NonFinite, Semantics};

/// In a float attribute value of kind `f8E8M0FNU`: the value is negative.
/// MLIR keeps this sign in memory although the format cannot store it.
pub const FLOAT_FLAG_NEGATIVE: u128 = 1 << 120;
/// In a float attribute value of a finite-only kind (`f6E2M3FN`, `f6E3M2FN`,
/// `f4E2M1FN`): the value is an infinity, as MLIR produces from an
/// overflowing decimal literal; the low bits hold what MLIR stores for it.
pub const FLOAT_FLAG_INFINITY: u128 = 1 << 121;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Category {
    Zero,
    Normal,
    Inf,
    NaN,
}

/// A float as `IEEEFloat` holds it. For `Normal`, the value is
/// `sig * 2^(exp - (precision - 1))` and `sig < 2^precision`; a denormal has
/// `exp == min_exp` and the integer bit clear. For `NaN`, `sig` is the stored
/// payload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unpacked {
    pub cat: Category,
    pub sign: bool,
    pub exp: i32,
    pub sig: u128,
}

impl Unpacked {
    pub fn zero(sem: &Semantics, sign: bool) -> Self {
        if !sem.has_zero {
            return Self::smallest_normalized(sem);
        }
        let sign = sign && sem.nan_encoding != NanEncoding::NegativeZero;
        Unpacked {
            cat: Category::Zero,
            sign,
            exp: sem.exponent_zero(),
            sig: 0,
        }
    }

    /// The positive smallest normal value (what LLVM substitutes for zero in
    /// a format without one).
    pub fn smallest_normalized(sem: &Semantics) -> Self {
        Unpacked {
            cat: Category::Normal,
            sign: false,
            exp: sem.min_exp,
            sig: 1 << (sem.precision - 1),
        }
    }

    /// `makeNaN(/*SNaN=*/false, sign)`.
    pub fn nan(sem: &Semantics, sign: bool) -> Self {
        let p = sem.precision;
        let (sign, sig) = match (sem.non_finite, sem.nan_encoding) {
            (NonFinite::NanOnly, NanEncoding::NegativeZero) => (true, 0),
            (NonFinite::NanOnly, _) => (sign, mask(p - 1)),
            _ => {
                let quiet = p.saturating_sub(2);
                let mut sig = 1u128 << quiet;
                if sem.size_bits == 80 {
                    sig |= 1 << (quiet + 1);
                }
                (sign, sig)
            }
        };
        Unpacked {
            cat: Category::NaN,
            sign,
            exp: sem.exponent_nan(),
            sig,
        }
    }

    /// Infinity where the format has one, NaN where it has only NaN; a
    /// finite-only format keeps the infinity category, as LLVM does.
    pub fn inf(sem: &Semantics, sign: bool) -> Self {
        if sem.non_finite == NonFinite::NanOnly {
            return Self::nan(sem, sign);
        }
        Unpacked {
            cat: Category::Inf,
            sign,
            exp: sem.exponent_inf(),
            sig: 0,
        }
    }

    /// The largest finite value (`makeLargest`).
    pub fn largest(sem: &Semantics, sign: bool) -> Self {
        let mut sig = mask(sem.precision);
        if sem.non_finite == NonFinite::NanOnly
            && sem.nan_encoding == NanEncoding::AllOnes
            && sem.precision > 1
        {
            sig &= !1;
        }
        Unpacked {
            cat: Category::Normal,
            sign,
            exp: sem.max_exp,
            sig,
        }
    }

    /// `bitwiseIsEqual`.
    pub fn bitwise_eq(&self, other: &Unpacked) -> bool {
        if self.cat != other.cat || self.sign != other.sign {
            return false;
        }
        match self.cat {
            Category::Zero | Category::Inf => true,
            Category::Normal => self.exp == other.exp && self.sig == other.sig,
            Category::NaN => self.sig == other.sig,
        }
    }
}

/// Decodes storage bits (`initFromAPInt`); bits above the width are ignored.
pub(crate) fn decode(kind: FloatKind, bits: u128) -> Unpacked {
    let sem = kind.semantics();
    match kind {
        FloatKind::F32 => decode_binary::<8, 23>(bits as u64),
        FloatKind::F64 => decode_binary::<11, 52>(bits as u64),
        FloatKind::F80 => decode_x87(bits),
        FloatKind::F8E8M0FNU => {
            let e = (bits & 0xFF) as i32;
            if e == 0xFF {
                Unpacked {
                    cat: Category::NaN,
                    sign: false,
                    exp: sem.exponent_nan(),
                    sig: 1,
                }
            } else {
                Unpacked {
                    cat: Category::Normal,
                    sign: false,
                    exp: e - 127,
                    sig: 1,
                }
            }
        }
        _ => decode_ieee(sem, bits),
    }
}

/// [`decode_ieee`] specialised for the IEEE interchange formats up to 64
/// bits (`E` exponent bits, `T` trailing significand bits), the hot path.
#[inline]
fn decode_binary<const E: u32, const T: u32>(bits: u64) -> Unpacked {
    let trailing = bits & ((1u64 << T) - 1);
    let biased = ((bits >> T) & ((1u64 << E) - 1)) as i32;
    let sign = (bits >> (E + T)) & 1 == 1;
    let max_biased = (1i32 << E) - 1;
    let bias = (1i32 << (E - 1)) - 1;
    if biased == max_biased {
        return if trailing == 0 {
            Unpacked {
                cat: Category::Inf,
                sign,
                exp: bias + 1,
                sig: 0,
            }
        } else {
            Unpacked {
                cat: Category::NaN,
                sign,
                exp: bias + 1,
                sig: trailing as u128,
            }
        };
    }
    if biased == 0 {
        if trailing == 0 {
            return Unpacked {
                cat: Category::Zero,
                sign,
                exp: -bias,
                sig: 0,
            };
        }
        return Unpacked {
            cat: Category::Normal,
            sign,
            exp: 1 - bias,
            sig: trailing as u128,
        };
    }
    Unpacked {
        cat: Category::Normal,
        sign,
        exp: biased - bias,
        sig: (trailing | (1u64 << T)) as u128,
    }
}

fn decode_ieee(sem: &Semantics, bits: u128) -> Unpacked {
    let p = sem.precision;
    let trailing_bits = p - 1;
    let exp_bits = sem.size_bits - 1 - trailing_bits;
    let bias = 1 - sem.min_exp;
    let trailing = bits & mask(trailing_bits);
    let biased = ((bits >> trailing_bits) & mask(exp_bits)) as i32;
    let sign = (bits >> (sem.size_bits - 1)) & 1 == 1;
    let all_zero = trailing == 0;
    let is_zero = biased == 0 && all_zero;

    if sem.non_finite == NonFinite::Ieee && biased - bias == sem.exponent_inf() && all_zero {
        return Unpacked {
            cat: Category::Inf,
            sign,
            exp: sem.exponent_inf(),
            sig: 0,
        };
    }
    let is_nan = match sem.nan_encoding {
        NanEncoding::Ieee => biased - bias == sem.exponent_nan() && !all_zero,
        NanEncoding::AllOnes => {
            biased - bias == sem.exponent_nan() && trailing == mask(trailing_bits)
        }
        NanEncoding::NegativeZero => is_zero && sign,
    };
    if is_nan {
        return Unpacked {
            cat: Category::NaN,
            sign,
            exp: sem.exponent_nan(),
            sig: trailing,
        };
    }
    if is_zero {
        return Unpacked::zero(sem, sign);
    }
    if biased == 0 {
        Unpacked {
            cat: Category::Normal,
            sign,
            exp: sem.min_exp,
            sig: trailing,
        }
    } else {
        Unpacked {
            cat: Category::Normal,
            sign,
            exp: biased - bias,
            sig: trailing | (1 << trailing_bits),
        }
    }
}

/// x87 80-bit: the integer bit is stored. Pseudo-infinities, pseudo-NaNs and
/// unnormals decode as NaN, pseudo-denormals as normal values (as in LLVM).
fn decode_x87(bits: u128) -> Unpacked {
    let sig = bits as u64;
    let biased = ((bits >> 64) & 0x7FFF) as i32;
    let sign = (bits >> 79) & 1 == 1;
    let int_bit = sig >> 63;
    if biased == 0 && sig == 0 {
        return Unpacked {
            cat: Category::Zero,
            sign,
            exp: -16383,
            sig: 0,
        };
    }
    if biased == 0x7FFF && sig == 1 << 63 {
        return Unpacked {
            cat: Category::Inf,
            sign,
            exp: 16384,
            sig: 0,
        };
    }
    if biased == 0x7FFF || (biased != 0 && int_bit == 0) {
        return Unpacked {
            cat: Category::NaN,
            sign,
            exp: 16384,
            sig: sig as u128,
        };
    }
    Unpacked {
        cat: Category::Normal,
        sign,
        exp: if biased == 0 { -16382 } else { biased - 16383 },
        sig: sig as u128,
    }
}

/// Encodes to storage bits (`bitcastToAPInt`), including what LLVM computes
/// for the states a format cannot represent (see the module comment).
pub(crate) fn encode(kind: FloatKind, u: &Unpacked) -> u128 {
    let sem = kind.semantics();
    if kind == FloatKind::F80 {
        let (e, sig): (u128, u128) = match u.cat {
            Category::Normal => {
                let mut e = (u.exp + 16383) as u128;
                if e == 1 && u.sig >> 63 == 0 {
                    e = 0;
                }
                (e, u.sig & mask(64))
            }
            Category::Zero => (0, 0),
            Category::Inf => (0x7FFF, 1 << 63),
            Category::NaN => (0x7FFF, u.sig & mask(64)),
        };
        return sig | ((e & 0x7FFF) << 64) | ((u.sign as u128) << 79);
    }
    let p = sem.precision;
    let trailing_bits = p - 1;
    let exp_bits = if trailing_bits == 0 {
        sem.size_bits
    } else {
        sem.size_bits - 1 - trailing_bits
    };
    let bias = if kind == FloatKind::F8E8M0FNU {
        -sem.min_exp
    } else {
        1 - sem.min_exp
    };
    let (biased, trailing) = match u.cat {
        Category::Normal => {
            let mut e = u.exp + bias;
            if e == 1 && (u.sig >> trailing_bits) & 1 == 0 {
                e = 0;
            }
            (e, u.sig)
        }
        Category::Zero => (sem.exponent_zero() + bias, 0),
        Category::Inf => (sem.exponent_inf() + bias, 0),
        Category::NaN => (sem.exponent_nan() + bias, u.sig),
    };
    let biased = (biased as i64 as u128) & mask(exp_bits);
    (trailing & mask(trailing_bits))
        | (biased << trailing_bits)
        | ((u.sign as u128) << (sem.size_bits - 1))
}

/// Unpacks a float attribute value: storage bits plus the flags of the
/// module comment.
pub(crate) fn unpack_attr(kind: FloatKind, bits: u128) -> Unpacked {
    let sem = kind.semantics();
    if sem.non_finite == NonFinite::FiniteOnly && bits & FLOAT_FLAG_INFINITY != 0 {
        let sign = (bits >> (sem.size_bits - 1)) & 1 == 1;
        return Unpacked {
            cat: Category::Inf,
            sign,
            exp: sem.exponent_inf(),
            sig: 0,
        };
    }
    let mut u = decode(kind, bits & kind.storage_mask());
    if kind == FloatKind::F8E8M0FNU && bits & FLOAT_FLAG_NEGATIVE != 0 {
        u.sign = true;
    }
    u
}

/// Packs a value into the float attribute representation (inverse of
/// [`unpack_attr`] for every value LLVM can produce).
pub(crate) fn pack_attr(kind: FloatKind, u: &Unpacked) -> u128 {
    if kind == FloatKind::F8E8M0FNU && u.sign {
        let positive = Unpacked { sign: false, ..*u };
        return encode(kind, &positive) | FLOAT_FLAG_NEGATIVE;
    }
    let bits = encode(kind, u);
    if u.cat == Category::Inf && kind.semantics().non_finite == NonFinite::FiniteOnly {
        return bits | FLOAT_FLAG_INFINITY;
    }
    bits
}
