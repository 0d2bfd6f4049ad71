//! The floating-point formats MLIR's builtin float types name, and the
//! parameters that define each of them.
//!
//! Every format is described the way LLVM's `fltSemantics` describes it: the
//! largest and smallest normal binary exponent, the precision in bits
//! (including the integer bit), the storage width, how infinities and NaNs are
//! represented, and whether zero and negative values exist. Everything else in
//! this crate (decoding, rounding, printing) is written once against these
//! parameters instead of once per format, so a new format is one table row.

/// How a format represents values that are not finite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NonFinite {
    /// IEEE 754: an all-ones exponent field holds infinities and NaNs.
    Ieee,
    /// No infinity; overflow produces NaN (the `FN`/`FNUZ` 8-bit formats).
    NanOnly,
    /// Neither infinity nor NaN; overflow saturates (the 6- and 4-bit formats).
    FiniteOnly,
}

/// Which bit patterns are NaN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NanEncoding {
    /// All-ones exponent with a non-zero significand.
    Ieee,
    /// All-ones exponent and significand (`f8E4M3FN`, `f8E8M0FNU`).
    AllOnes,
    /// The negative-zero pattern (`FNUZ` formats), which leaves no -0.
    NegativeZero,
}

/// The parameters of one binary floating-point format (LLVM's `fltSemantics`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Semantics {
    /// Largest `E` such that `2^E` is a finite value.
    pub max_exp: i32,
    /// Smallest `E` such that `2^E` is a normal value.
    pub min_exp: i32,
    /// Significand bits including the integer bit.
    pub precision: u32,
    /// Storage width in bits.
    pub size_bits: u32,
    pub non_finite: NonFinite,
    pub nan_encoding: NanEncoding,
    pub has_zero: bool,
    pub has_signed: bool,
}

impl Semantics {
    const fn ieee(max_exp: i32, min_exp: i32, precision: u32, size_bits: u32) -> Self {
        Semantics {
            max_exp,
            min_exp,
            precision,
            size_bits,
            non_finite: NonFinite::Ieee,
            nan_encoding: NanEncoding::Ieee,
            has_zero: true,
            has_signed: true,
        }
    }

    const fn with(mut self, non_finite: NonFinite, nan_encoding: NanEncoding) -> Self {
        self.non_finite = non_finite;
        self.nan_encoding = nan_encoding;
        self
    }

    /// APFloat's internal exponent for NaN values.
    pub fn exponent_nan(&self) -> i32 {
        if self.non_finite == NonFinite::NanOnly {
            if self.nan_encoding == NanEncoding::NegativeZero {
                return self.exponent_zero();
            }
            if self.has_signed {
                return self.max_exp;
            }
        }
        self.max_exp + 1
    }

    /// APFloat's internal exponent for zero.
    pub fn exponent_zero(&self) -> i32 {
        self.min_exp - 1
    }

    /// APFloat's internal exponent for infinity.
    pub fn exponent_inf(&self) -> i32 {
        self.max_exp + 1
    }
}

/// A builtin MLIR floating-point type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E4M3,
    F8E3M4,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

impl FloatKind {
    /// Every kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E4M3,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The kind MLIR spells `name` (`"f16"`, `"bf16"`, `"f8E5M2"`, ...).
    pub fn from_name(name: &str) -> Option<Self> {
        FloatKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The MLIR spelling of this type.
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// Storage width in bits (`f80` is 80, `tf32` is 19).
    pub fn bit_width(self) -> u32 {
        self.semantics().size_bits
    }

    /// Significand bits, including the integer bit (24 for `f32`).
    pub fn precision(self) -> u32 {
        self.semantics().precision
    }

    /// Whether the format has an infinity.
    pub fn has_inf(self) -> bool {
        self.semantics().non_finite == NonFinite::Ieee
    }

    /// Whether the format has a NaN.
    pub fn has_nan(self) -> bool {
        self.semantics().non_finite != NonFinite::FiniteOnly
    }

    /// Mask of the storage bits.
    pub fn storage_mask(self) -> u128 {
        mask(self.bit_width())
    }

    #[inline]
    pub(crate) fn semantics(self) -> &'static Semantics {
        use NanEncoding as N;
        use NonFinite as F;
        static F16: Semantics = Semantics::ieee(15, -14, 11, 16);
        static BF16: Semantics = Semantics::ieee(127, -126, 8, 16);
        static F32: Semantics = Semantics::ieee(127, -126, 24, 32);
        static F64: Semantics = Semantics::ieee(1023, -1022, 53, 64);
        static F80: Semantics = Semantics::ieee(16383, -16382, 64, 80);
        static F128: Semantics = Semantics::ieee(16383, -16382, 113, 128);
        static TF32: Semantics = Semantics::ieee(127, -126, 11, 19);
        static E5M2: Semantics = Semantics::ieee(15, -14, 3, 8);
        static E5M2FNUZ: Semantics =
            Semantics::ieee(15, -15, 3, 8).with(F::NanOnly, N::NegativeZero);
        static E4M3: Semantics = Semantics::ieee(7, -6, 4, 8);
        static E4M3FN: Semantics = Semantics::ieee(8, -6, 4, 8).with(F::NanOnly, N::AllOnes);
        static E4M3FNUZ: Semantics = Semantics::ieee(7, -7, 4, 8).with(F::NanOnly, N::NegativeZero);
        static E4M3B11FNUZ: Semantics =
            Semantics::ieee(4, -10, 4, 8).with(F::NanOnly, N::NegativeZero);
        static E3M4: Semantics = Semantics::ieee(3, -2, 5, 8);
        static E8M0FNU: Semantics = Semantics {
            has_zero: false,
            has_signed: false,
            ..Semantics::ieee(127, -127, 1, 8).with(F::NanOnly, N::AllOnes)
        };
        static E3M2FN: Semantics = Semantics::ieee(4, -2, 3, 6).with(F::FiniteOnly, N::Ieee);
        static E2M3FN: Semantics = Semantics::ieee(2, 0, 4, 6).with(F::FiniteOnly, N::Ieee);
        static E2M1FN: Semantics = Semantics::ieee(2, 0, 2, 4).with(F::FiniteOnly, N::Ieee);
        match self {
            FloatKind::F16 => &F16,
            FloatKind::BF16 => &BF16,
            FloatKind::F32 => &F32,
            FloatKind::F64 => &F64,
            FloatKind::F80 => &F80,
            FloatKind::F128 => &F128,
            FloatKind::TF32 => &TF32,
            FloatKind::F8E5M2 => &E5M2,
            FloatKind::F8E4M3FN => &E4M3FN,
            FloatKind::F8E5M2FNUZ => &E5M2FNUZ,
            FloatKind::F8E4M3FNUZ => &E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ => &E4M3B11FNUZ,
            FloatKind::F8E4M3 => &E4M3,
            FloatKind::F8E3M4 => &E3M4,
            FloatKind::F8E8M0FNU => &E8M0FNU,
            FloatKind::F6E2M3FN => &E2M3FN,
            FloatKind::F6E3M2FN => &E3M2FN,
            FloatKind::F4E2M1FN => &E2M1FN,
        }
    }
}

impl std::fmt::Display for FloatKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The low `bits` bits set (all 128 when `bits >= 128`).
#[inline]
pub(crate) fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}
