//! The register bytecode a function is translated into, once.
//!
//! An instruction is a small `Copy` enum: operands are slot indices into
//! the current frame (`S` for the 64-bit scalar bank, `R` for the reference
//! bank), integer widths are folded in as shift amounts (`sh = 64 - width`,
//! so wrapping to the width is one shift pair), and predicates, float kinds
//! and math functions are bytes. Anything variable-length (call operands,
//! switch tables, assert messages) lives in side tables of the function and
//! the instruction holds an index. Constants are not instructions: each
//! frame starts as a copy of the function's constant template, so a loop
//! reads `3` from a slot like any other value.
//!
//! The interpreter trusts what the compiler emits: every slot index is below
//! the frame size, every jump target inside the code, every side-table
//! index inside its table (`Function::validate` checks this once).

/// A scalar slot of the current frame.
pub type S = u32;
/// A reference slot of the current frame.
pub type R = u32;
/// An instruction index.
pub type Pc = u32;

/// Integer comparison predicates, in `arith.cmpi`'s order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum IPred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl IPred {
    pub const ALL: [IPred; 10] = [
        IPred::Eq,
        IPred::Ne,
        IPred::Slt,
        IPred::Sle,
        IPred::Sgt,
        IPred::Sge,
        IPred::Ult,
        IPred::Ule,
        IPred::Ugt,
        IPred::Uge,
    ];

    #[inline(always)]
    pub fn eval(self, a: u64, b: u64) -> bool {
        // Slots hold integers sign-extended from their width, which keeps
        // both the signed and the unsigned order of same-width values.
        let (sa, sb) = (a as i64, b as i64);
        match self {
            IPred::Eq => a == b,
            IPred::Ne => a != b,
            IPred::Slt => sa < sb,
            IPred::Sle => sa <= sb,
            IPred::Sgt => sa > sb,
            IPred::Sge => sa >= sb,
            IPred::Ult => a < b,
            IPred::Ule => a <= b,
            IPred::Ugt => a > b,
            IPred::Uge => a >= b,
        }
    }

    /// The predicate that holds exactly when `self` does not.
    pub fn negate(self) -> IPred {
        match self {
            IPred::Eq => IPred::Ne,
            IPred::Ne => IPred::Eq,
            IPred::Slt => IPred::Sge,
            IPred::Sle => IPred::Sgt,
            IPred::Sgt => IPred::Sle,
            IPred::Sge => IPred::Slt,
            IPred::Ult => IPred::Uge,
            IPred::Ule => IPred::Ugt,
            IPred::Ugt => IPred::Ule,
            IPred::Uge => IPred::Ult,
        }
    }
}

/// Float comparison predicates, in `arith.cmpf`'s order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

impl FPred {
    pub const ALL: [FPred; 16] = [
        FPred::False,
        FPred::Oeq,
        FPred::Ogt,
        FPred::Oge,
        FPred::Olt,
        FPred::Ole,
        FPred::One,
        FPred::Ord,
        FPred::Ueq,
        FPred::Ugt,
        FPred::Uge,
        FPred::Ult,
        FPred::Ule,
        FPred::Une,
        FPred::Uno,
        FPred::True,
    ];

    /// The predicate on two values widened to f64 (exact for every float
    /// kind the VM has): ordered ones are false and unordered ones true when
    /// either side is NaN.
    #[inline(always)]
    pub fn eval(self, a: f64, b: f64) -> bool {
        let uno = a.is_nan() || b.is_nan();
        match self {
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
}

/// The float kinds the VM computes in: the IEEE ones the hardware has,
/// and the 8-, 6- and 4-bit kinds of ML (`f8E4M3FN`, `f4E2M1FN`, ...),
/// which are held in a slot's low bits, computed through f64 (exact for
/// them: f64 holds every sum and product of two such values) and rounded
/// back, and stored one per byte in tensors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum FTy {
    F16,
    BF16,
    F32,
    F64,
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

impl FTy {
    /// Every value, in declaration order (`ALL[v as usize] == v`).
    pub const ALL: [FTy; 15] = [
        FTy::F16,
        FTy::BF16,
        FTy::F32,
        FTy::F64,
        FTy::F8E5M2,
        FTy::F8E4M3FN,
        FTy::F8E5M2FNUZ,
        FTy::F8E4M3FNUZ,
        FTy::F8E4M3B11FNUZ,
        FTy::F8E4M3,
        FTy::F8E3M4,
        FTy::F8E8M0FNU,
        FTy::F6E2M3FN,
        FTy::F6E3M2FN,
        FTy::F4E2M1FN,
    ];

    /// The kind of MLIR float type `k`, if the VM computes in it (the
    /// inverse of [`FTy::kind`]).
    pub fn of(k: sigil_numeric::FloatKind) -> Option<FTy> {
        FTy::ALL.into_iter().find(|t| t.kind() == k)
    }

    /// The MLIR float kind.
    pub fn kind(self) -> sigil_numeric::FloatKind {
        use sigil_numeric::FloatKind as K;
        match self {
            FTy::F16 => K::F16,
            FTy::BF16 => K::BF16,
            FTy::F32 => K::F32,
            FTy::F64 => K::F64,
            FTy::F8E5M2 => K::F8E5M2,
            FTy::F8E4M3FN => K::F8E4M3FN,
            FTy::F8E5M2FNUZ => K::F8E5M2FNUZ,
            FTy::F8E4M3FNUZ => K::F8E4M3FNUZ,
            FTy::F8E4M3B11FNUZ => K::F8E4M3B11FNUZ,
            FTy::F8E4M3 => K::F8E4M3,
            FTy::F8E3M4 => K::F8E3M4,
            FTy::F8E8M0FNU => K::F8E8M0FNU,
            FTy::F6E2M3FN => K::F6E2M3FN,
            FTy::F6E3M2FN => K::F6E3M2FN,
            FTy::F4E2M1FN => K::F4E2M1FN,
        }
    }

    /// One of the kinds of 8 bits or fewer.
    pub fn is_small(self) -> bool {
        !matches!(self, FTy::F16 | FTy::BF16 | FTy::F32 | FTy::F64)
    }

    /// The bit width.
    pub fn bits(self) -> u32 {
        self.kind().bit_width()
    }

    /// The MLIR spelling (`f8E4M3FN`).
    pub fn name(self) -> &'static str {
        self.kind().name()
    }
}

/// Binary float operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    /// `maximumf`: NaN if either is NaN; +0 above -0.
    Maximum,
    /// `minimumf`.
    Minimum,
    /// `maxnumf`: the other operand if one is NaN.
    MaxNum,
    /// `minnumf`.
    MinNum,
    CopySign,
    Pow,
    Atan2,
}

impl FBinOp {
    /// Every value, in declaration order (`ALL[v as usize] == v`).
    pub const ALL: [FBinOp; 12] = [
        FBinOp::Add,
        FBinOp::Sub,
        FBinOp::Mul,
        FBinOp::Div,
        FBinOp::Rem,
        FBinOp::Maximum,
        FBinOp::Minimum,
        FBinOp::MaxNum,
        FBinOp::MinNum,
        FBinOp::CopySign,
        FBinOp::Pow,
        FBinOp::Atan2,
    ];
}

/// Unary float functions (`arith.negf` and the `math` dialect).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FUnOp {
    Neg,
    Abs,
    Ceil,
    Floor,
    Round,
    RoundEven,
    Trunc,
    Sqrt,
    Rsqrt,
    Cbrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Erf,
    Erfc,
}

impl FUnOp {
    /// Every value, in declaration order (`ALL[v as usize] == v`).
    pub const ALL: [FUnOp; 31] = [
        FUnOp::Neg,
        FUnOp::Abs,
        FUnOp::Ceil,
        FUnOp::Floor,
        FUnOp::Round,
        FUnOp::RoundEven,
        FUnOp::Trunc,
        FUnOp::Sqrt,
        FUnOp::Rsqrt,
        FUnOp::Cbrt,
        FUnOp::Exp,
        FUnOp::Exp2,
        FUnOp::Expm1,
        FUnOp::Log,
        FUnOp::Log2,
        FUnOp::Log10,
        FUnOp::Log1p,
        FUnOp::Sin,
        FUnOp::Cos,
        FUnOp::Tan,
        FUnOp::Asin,
        FUnOp::Acos,
        FUnOp::Atan,
        FUnOp::Sinh,
        FUnOp::Cosh,
        FUnOp::Tanh,
        FUnOp::Asinh,
        FUnOp::Acosh,
        FUnOp::Atanh,
        FUnOp::Erf,
        FUnOp::Erfc,
    ];
}

/// Float classification tests (`math.isnan` ...), giving an i1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FClass {
    IsNan,
    IsInf,
    IsFinite,
    IsNormal,
}

impl FClass {
    /// Every value, in declaration order (`ALL[v as usize] == v`).
    pub const ALL: [FClass; 4] = [
        FClass::IsNan,
        FClass::IsInf,
        FClass::IsFinite,
        FClass::IsNormal,
    ];
}

/// Integer bit-counting ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum BitOp {
    Ctlz,
    Cttz,
    Ctpop,
    Abs,
}

impl BitOp {
    /// Every value, in declaration order (`ALL[v as usize] == v`).
    pub const ALL: [BitOp; 4] = [BitOp::Ctlz, BitOp::Cttz, BitOp::Ctpop, BitOp::Abs];
}

/// Integer to float rounding modes (`arith.truncf`'s `roundingmode`), and
/// the default: to nearest, ties to even.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Rounding {
    NearestEven,
    Downward,
    Upward,
    TowardZero,
    NearestAway,
}

impl Rounding {
    /// Every value, in declaration order (`ALL[v as usize] == v`).
    pub const ALL: [Rounding; 5] = [
        Rounding::NearestEven,
        Rounding::Downward,
        Rounding::Upward,
        Rounding::TowardZero,
        Rounding::NearestAway,
    ];
}

/// What a call's callee is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A function of the module, by index.
    Direct(u32),
    /// A function value in a scalar slot (`func.call_indirect`).
    Indirect(S),
}

/// One instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    /// `d = s`.
    Mov {
        d: S,
        s: S,
    },
    /// `d = s` for references (a reference count bump).
    MovRef {
        d: R,
        s: R,
    },
    /// `d = null`.
    Null {
        d: R,
    },

    // ----- integers (slots sign-extended; `sh` = 64 - width) -----
    /// 64-bit (and `index`) add, subtract, multiply: no wrapping to do.
    Add64 {
        d: S,
        a: S,
        b: S,
    },
    Sub64 {
        d: S,
        a: S,
        b: S,
    },
    Mul64 {
        d: S,
        a: S,
        b: S,
    },
    Add {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    Sub {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    Mul {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    /// Traps on a zero divisor and on `INT_MIN / -1`.
    DivS {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    DivU {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    RemS {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    RemU {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    CeilDivS {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    CeilDivU {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    FloorDivS {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    And {
        d: S,
        a: S,
        b: S,
    },
    Or {
        d: S,
        a: S,
        b: S,
    },
    Xor {
        d: S,
        a: S,
        b: S,
    },
    /// Shifts by the width or more give 0 (`shl`, `shrui`) or the sign
    /// (`shrsi`): MLIR leaves them poison; sigil defines them.
    Shl {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    ShrS {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    ShrU {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },
    MaxS {
        d: S,
        a: S,
        b: S,
    },
    MinS {
        d: S,
        a: S,
        b: S,
    },
    MaxU {
        d: S,
        a: S,
        b: S,
    },
    MinU {
        d: S,
        a: S,
        b: S,
    },
    /// `d = (a pred b)` as an i1 (0 or all ones).
    Cmp {
        d: S,
        a: S,
        b: S,
        p: IPred,
    },
    /// `d = c ? a : b`.
    Select {
        d: S,
        c: S,
        a: S,
        b: S,
    },
    SelectRef {
        d: R,
        c: S,
        a: R,
        b: R,
    },
    /// `d = zext(s from width w)`.
    ZExt {
        d: S,
        s: S,
        w: u8,
    },
    /// `d = sext(s from 64 - sh bits)`: truncation to a narrower width.
    Trunc {
        d: S,
        s: S,
        sh: u8,
    },
    /// `arith.addui_extended`: `d` the sum, `o` the carry (i1).
    AddUiExt {
        d: S,
        o: S,
        a: S,
        b: S,
        w: u8,
    },
    /// `arith.mulsi_extended` / `mului_extended`: low and high halves.
    MulExt {
        lo: S,
        hi: S,
        a: S,
        b: S,
        w: u8,
        signed: bool,
    },
    /// `math.ctlz` ... on width `w`.
    Bits {
        d: S,
        a: S,
        w: u8,
        op: BitOp,
    },
    /// `math.ipowi`.
    IPow {
        d: S,
        a: S,
        b: S,
        sh: u8,
    },

    // ----- floats -----
    F32Add {
        d: S,
        a: S,
        b: S,
    },
    F32Sub {
        d: S,
        a: S,
        b: S,
    },
    F32Mul {
        d: S,
        a: S,
        b: S,
    },
    F32Div {
        d: S,
        a: S,
        b: S,
    },
    F64Add {
        d: S,
        a: S,
        b: S,
    },
    F64Sub {
        d: S,
        a: S,
        b: S,
    },
    F64Mul {
        d: S,
        a: S,
        b: S,
    },
    F64Div {
        d: S,
        a: S,
        b: S,
    },
    /// Any binary float op of any kind.
    FBin {
        d: S,
        a: S,
        b: S,
        t: FTy,
        op: FBinOp,
    },
    FUn {
        d: S,
        a: S,
        t: FTy,
        op: FUnOp,
    },
    FCmp {
        d: S,
        a: S,
        b: S,
        t: FTy,
        p: FPred,
    },
    FClassify {
        d: S,
        a: S,
        t: FTy,
        c: FClass,
    },
    /// `math.fma`.
    Fma {
        d: S,
        a: S,
        b: S,
        c: S,
        t: FTy,
    },
    /// `math.fpowi`: float to an integer power.
    FPowI {
        d: S,
        a: S,
        b: S,
        t: FTy,
    },
    /// `math.clampf`: `min(max(a, lo), hi)` with `maximumf`/`minimumf`.
    FClamp {
        d: S,
        a: S,
        lo: S,
        hi: S,
        t: FTy,
    },
    /// Integer of width `w` (signed or not) to float.
    IToF {
        d: S,
        s: S,
        w: u8,
        signed: bool,
        t: FTy,
    },
    /// Float to integer of width `w`: truncates toward zero; out of range
    /// saturates and NaN gives 0 (MLIR: poison; sigil defines it).
    FToI {
        d: S,
        s: S,
        w: u8,
        signed: bool,
        t: FTy,
    },
    /// Float to float (`extf`, `truncf`).
    FConv {
        d: S,
        s: S,
        from: FTy,
        to: FTy,
        r: Rounding,
    },

    // ----- control -----
    Jmp {
        t: Pc,
    },
    /// Jump when `c` is non-zero.
    JmpIf {
        c: S,
        t: Pc,
    },
    /// Jump when `c` is zero.
    JmpIfNot {
        c: S,
        t: Pc,
    },
    /// Fused `cmpi` + branch, one instruction per predicate: jump when
    /// `a == b` (and so on).
    BrEq {
        a: S,
        b: S,
        t: Pc,
    },
    BrNe {
        a: S,
        b: S,
        t: Pc,
    },
    BrSlt {
        a: S,
        b: S,
        t: Pc,
    },
    BrSle {
        a: S,
        b: S,
        t: Pc,
    },
    BrSgt {
        a: S,
        b: S,
        t: Pc,
    },
    BrSge {
        a: S,
        b: S,
        t: Pc,
    },
    BrUlt {
        a: S,
        b: S,
        t: Pc,
    },
    BrUle {
        a: S,
        b: S,
        t: Pc,
    },
    BrUgt {
        a: S,
        b: S,
        t: Pc,
    },
    BrUge {
        a: S,
        b: S,
        t: Pc,
    },
    /// Jump to `table[i]` for the case equal to `v`, else to the default:
    /// side table `switches[i]`.
    Switch {
        v: S,
        i: u32,
    },
    /// Call: operands and result slots in side table `calls[i]`.
    Call {
        i: u32,
    },
    /// Return the operands of side table `rets[i]`.
    Return {
        i: u32,
    },
    /// Trap with message `strings[m]` when `c` is zero.
    Assert {
        c: S,
        m: u32,
    },

    // ----- globals -----
    GlobalLoad {
        d: S,
        g: u32,
    },
    GlobalStore {
        s: S,
        g: u32,
    },
    GlobalLoadRef {
        d: R,
        g: u32,
    },
    GlobalStoreRef {
        s: R,
        g: u32,
    },

    // ----- lists -----
    /// A new list of element kind `elems[e]`, with room for `cap` (a slot,
    /// or none when `cap == u32::MAX`).
    ListNew {
        d: R,
        cap: S,
        e: u32,
    },
    ListSize {
        d: S,
        l: R,
    },
    ListResize {
        l: R,
        n: S,
    },
    /// Scalar element of type `scalars[t]`.
    ListGet {
        d: S,
        l: R,
        i: S,
        t: u32,
    },
    ListGetRef {
        d: R,
        l: R,
        i: S,
    },
    ListSet {
        l: R,
        i: S,
        v: S,
        t: u32,
    },
    ListSetRef {
        l: R,
        i: S,
        v: R,
    },
    /// `d = (a and b are the same reference, or both null)`.
    RefEq {
        d: S,
        a: R,
        b: R,
    },
    /// `d = (a is not null)`.
    RefNonNull {
        d: S,
        a: R,
    },

    // ----- tensors -----
    /// The tensor op `tensors[i]` (run out of the dispatch loop).
    Tensor {
        i: u32,
    },
}

impl Instr {
    /// The fused compare-and-branch for predicate `p`.
    pub fn br_cmp(p: IPred, a: S, b: S, t: Pc) -> Instr {
        match p {
            IPred::Eq => Instr::BrEq { a, b, t },
            IPred::Ne => Instr::BrNe { a, b, t },
            IPred::Slt => Instr::BrSlt { a, b, t },
            IPred::Sle => Instr::BrSle { a, b, t },
            IPred::Sgt => Instr::BrSgt { a, b, t },
            IPred::Sge => Instr::BrSge { a, b, t },
            IPred::Ult => Instr::BrUlt { a, b, t },
            IPred::Ule => Instr::BrUle { a, b, t },
            IPred::Ugt => Instr::BrUgt { a, b, t },
            IPred::Uge => Instr::BrUge { a, b, t },
        }
    }

    /// The jump target of a jump-like instruction.
    pub fn target_mut(&mut self) -> Option<&mut Pc> {
        match self {
            Instr::Jmp { t }
            | Instr::JmpIf { t, .. }
            | Instr::JmpIfNot { t, .. }
            | Instr::BrEq { t, .. }
            | Instr::BrNe { t, .. }
            | Instr::BrSlt { t, .. }
            | Instr::BrSle { t, .. }
            | Instr::BrSgt { t, .. }
            | Instr::BrSge { t, .. }
            | Instr::BrUlt { t, .. }
            | Instr::BrUle { t, .. }
            | Instr::BrUgt { t, .. }
            | Instr::BrUge { t, .. } => Some(t),
            _ => None,
        }
    }
}

/// The operands of a call.
#[derive(Clone, Debug, PartialEq)]
pub struct CallSite {
    pub callee: Callee,
    /// Argument slots: `(slot, is_ref)`.
    pub args: Vec<(u32, bool)>,
    /// Result slots: `(slot, is_ref)`.
    pub results: Vec<(u32, bool)>,
}

/// A multi-way branch.
#[derive(Clone, Debug, PartialEq)]
pub struct SwitchTable {
    pub cases: Vec<(u64, Pc)>,
    pub default: Pc,
}

#[cfg(test)]
mod tests {
    use super::FTy;

    #[test]
    fn float_kinds_map_both_ways() {
        for (i, t) in FTy::ALL.into_iter().enumerate() {
            assert_eq!(t as usize, i);
            assert_eq!(FTy::of(t.kind()), Some(t));
            assert_eq!(t.is_small(), t.bits() <= 8, "{t:?}");
        }
        use sigil_numeric::FloatKind as K;
        for k in [K::F80, K::F128, K::TF32] {
            assert_eq!(FTy::of(k), None);
        }
    }
}
