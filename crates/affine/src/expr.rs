//! Affine expression nodes, the interning arena that owns them, and MLIR's
//! construction-time simplification.
//!
//! MLIR never builds a raw affine expression: `lhs + rhs`, `lhs * rhs`,
//! `floorDiv`, `ceilDiv` and `%` all run a rewrite first (`simplifyAdd`,
//! `simplifyMul`, ... in `mlir/lib/IR/AffineExpr.cpp`) and only create a node
//! when no rewrite applies.  What `mlir-opt` prints therefore depends on these
//! rewrites, so [`ExprArena`] reproduces them rule for rule, including their
//! order, their recursion and their 64-bit wrap-around arithmetic.
//!
//! Nodes are hash-consed: structurally equal expressions get the same
//! [`ExprId`], so the equality tests the rules perform (MLIR compares uniqued
//! pointers) are O(1).  Two per-node facts the rules query over and over
//! (`isSymbolicOrConstant` and `getLargestKnownDivisor`) are computed once
//! when the node is created, which keeps long sums linear instead of
//! quadratic and keeps every traversal off the call stack.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// Index of an expression node inside the [`ExprArena`], [`AffineMap`] or
/// [`IntegerSet`] that owns it.  An id means nothing on its own.
///
/// [`AffineMap`]: crate::AffineMap
/// [`IntegerSet`]: crate::IntegerSet
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ExprId(pub(crate) u32);

impl ExprId {
    /// Position of the node in its owner's node list.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One affine expression node.  Operands are ids into the same owner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// Dimension `d<n>`.
    Dim(u32),
    /// Symbol `s<n>`.
    Symbol(u32),
    /// Integer constant (MLIR's `int64_t`).
    Constant(i64),
    /// `lhs + rhs` (subtraction is `lhs + rhs * -1`).
    Add(ExprId, ExprId),
    /// `lhs * rhs`.
    Mul(ExprId, ExprId),
    /// `lhs mod rhs`.
    Mod(ExprId, ExprId),
    /// `lhs floordiv rhs`.
    FloorDiv(ExprId, ExprId),
    /// `lhs ceildiv rhs`.
    CeilDiv(ExprId, ExprId),
}

/// The binary operators of affine expressions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinaryOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

impl AffineExpr {
    /// The operator and operands of a binary node.
    pub fn as_binary(self) -> Option<(BinaryOp, ExprId, ExprId)> {
        match self {
            AffineExpr::Add(l, r) => Some((BinaryOp::Add, l, r)),
            AffineExpr::Mul(l, r) => Some((BinaryOp::Mul, l, r)),
            AffineExpr::Mod(l, r) => Some((BinaryOp::Mod, l, r)),
            AffineExpr::FloorDiv(l, r) => Some((BinaryOp::FloorDiv, l, r)),
            AffineExpr::CeilDiv(l, r) => Some((BinaryOp::CeilDiv, l, r)),
            _ => None,
        }
    }

    /// The value of a constant node.
    pub fn as_constant(self) -> Option<i64> {
        match self {
            AffineExpr::Constant(v) => Some(v),
            _ => None,
        }
    }

    pub(crate) fn binary(op: BinaryOp, l: ExprId, r: ExprId) -> AffineExpr {
        match op {
            BinaryOp::Add => AffineExpr::Add(l, r),
            BinaryOp::Mul => AffineExpr::Mul(l, r),
            BinaryOp::Mod => AffineExpr::Mod(l, r),
            BinaryOp::FloorDiv => AffineExpr::FloorDiv(l, r),
            BinaryOp::CeilDiv => AffineExpr::CeilDiv(l, r),
        }
    }
}

/// Read access to expression nodes; implemented by every owner of nodes so
/// the printer and the queries work on all of them.
pub trait ExprStore {
    /// The node behind `id`.  Panics if `id` does not belong to this store.
    fn expr(&self, id: ExprId) -> AffineExpr;
}

/// A small, fast, deterministic hasher (FxHash) for the interning table.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut buf = [0u8; 8];
            buf[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(buf));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_i64(&mut self, i: i64) {
        self.add(i as u64);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn write_isize(&mut self, i: isize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

pub(crate) type FxBuild = BuildHasherDefault<FxHasher>;

/// Facts about a node that the simplification rules query repeatedly.
#[derive(Clone, Copy, Debug)]
struct NodeInfo {
    /// `AffineExpr::isSymbolicOrConstant()`: no dimension occurs inside.
    symbolic_or_constant: bool,
    /// `AffineExpr::getLargestKnownDivisor()`, with MLIR's wrap-around.
    largest_known_divisor: i64,
}

/// How deep the simplification rules may call each other before the arena
/// gives up simplifying.  MLIR's rules recurse down the left spine of sums
/// (e.g. `(a + b + c + ...) floordiv 4`), which would exhaust the stack on
/// adversarially long inputs.  Past this depth the arena builds nodes as they
/// are and flags the result as [`ExprArena::simplification_truncated`].
pub const MAX_SIMPLIFY_DEPTH: u32 = 512;

/// Owns expression nodes and builds new ones with MLIR's simplifications.
///
/// Every constructor ([`add`](Self::add), [`mul`](Self::mul),
/// [`floor_div`](Self::floor_div), ...) behaves like the corresponding
/// `mlir::AffineExpr` operator.  Nodes are never removed; an
/// [`AffineMap`](crate::AffineMap) built from the arena copies only the nodes
/// it reaches.
#[derive(Clone, Default)]
pub struct ExprArena {
    nodes: Vec<AffineExpr>,
    info: Vec<NodeInfo>,
    intern: HashMap<AffineExpr, ExprId, FxBuild>,
    depth: u32,
    truncated: bool,
}

impl fmt::Debug for ExprArena {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExprArena")
            .field("nodes", &self.nodes)
            .finish()
    }
}

impl ExprStore for ExprArena {
    fn expr(&self, id: ExprId) -> AffineExpr {
        self.nodes[id.index()]
    }
}

/// `llvm::divideFloorSigned` for a non-zero divisor whose quotient fits.
fn floor_div_i64(lhs: i64, rhs: i64) -> i64 {
    let (l, r) = (i128::from(lhs), i128::from(rhs));
    let q = l.div_euclid(r);
    // div_euclid rounds towards -inf only for positive divisors.
    let q = if r < 0 && l.rem_euclid(r) != 0 {
        q - 1
    } else {
        q
    };
    q as i64
}

/// `llvm::divideCeilSigned` for a non-zero divisor whose quotient fits.
fn ceil_div_i64(lhs: i64, rhs: i64) -> i64 {
    let (l, r) = (i128::from(lhs), i128::from(rhs));
    let q = l / r;
    let q = if l % r != 0 && ((l < 0) == (r < 0)) {
        q + 1
    } else {
        q
    };
    q as i64
}

/// `std::gcd` on the unsigned reinterpretation, as `getLargestKnownDivisor`
/// does it.
fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl ExprArena {
    /// An empty arena.
    pub fn new() -> ExprArena {
        ExprArena::default()
    }

    /// Number of nodes created so far (including intermediate ones).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when no node has been created.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// True if some construction hit [`MAX_SIMPLIFY_DEPTH`] and was built
    /// without the remaining simplifications (MLIR would have recursed
    /// further).  Parsers report this as an error.
    pub fn simplification_truncated(&self) -> bool {
        self.truncated
    }

    /// Interns a node exactly as given, without simplification.
    pub(crate) fn intern_raw(&mut self, e: AffineExpr) -> ExprId {
        if let Some(&id) = self.intern.get(&e) {
            return id;
        }
        let info = self.compute_info(e);
        let id = ExprId(u32::try_from(self.nodes.len()).expect("more than 2^32 affine nodes"));
        self.nodes.push(e);
        self.info.push(info);
        self.intern.insert(e, id);
        id
    }

    fn compute_info(&self, e: AffineExpr) -> NodeInfo {
        let soc = |id: ExprId| self.info[id.index()].symbolic_or_constant;
        let lkd = |id: ExprId| self.info[id.index()].largest_known_divisor;
        match e {
            AffineExpr::Dim(_) => NodeInfo {
                symbolic_or_constant: false,
                largest_known_divisor: 1,
            },
            AffineExpr::Symbol(_) => NodeInfo {
                symbolic_or_constant: true,
                largest_known_divisor: 1,
            },
            AffineExpr::Constant(v) => NodeInfo {
                symbolic_or_constant: true,
                largest_known_divisor: v.wrapping_abs(),
            },
            AffineExpr::Mul(l, r) => NodeInfo {
                symbolic_or_constant: soc(l) && soc(r),
                largest_known_divisor: lkd(l).wrapping_mul(lkd(r)),
            },
            AffineExpr::Add(l, r) | AffineExpr::Mod(l, r) => NodeInfo {
                symbolic_or_constant: soc(l) && soc(r),
                largest_known_divisor: gcd_u64(lkd(l) as u64, lkd(r) as u64) as i64,
            },
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
                let mut d = 1;
                if let Some(rv) = self.nodes[r.index()].as_constant() {
                    if rv != 0 {
                        let ld = lkd(l);
                        if ld.wrapping_rem(rv) == 0 {
                            d = ld.wrapping_div(rv).wrapping_abs();
                        }
                    }
                }
                NodeInfo {
                    symbolic_or_constant: soc(l) && soc(r),
                    largest_known_divisor: d,
                }
            }
        }
    }

    /// `AffineExpr::isSymbolicOrConstant()`.
    pub fn is_symbolic_or_constant(&self, id: ExprId) -> bool {
        self.info[id.index()].symbolic_or_constant
    }

    /// `AffineExpr::getLargestKnownDivisor()` (with MLIR's 64-bit wrap).
    pub fn largest_known_divisor(&self, id: ExprId) -> i64 {
        self.info[id.index()].largest_known_divisor
    }

    fn constant_of(&self, id: ExprId) -> Option<i64> {
        self.nodes[id.index()].as_constant()
    }

    fn binary_of(&self, id: ExprId) -> Option<(BinaryOp, ExprId, ExprId)> {
        self.nodes[id.index()].as_binary()
    }

    /// `getAffineDimExpr(position)`.
    pub fn dim(&mut self, position: u32) -> ExprId {
        self.intern_raw(AffineExpr::Dim(position))
    }

    /// `getAffineSymbolExpr(position)`.
    pub fn symbol(&mut self, position: u32) -> ExprId {
        self.intern_raw(AffineExpr::Symbol(position))
    }

    /// `getAffineConstantExpr(value)`.
    pub fn constant(&mut self, value: i64) -> ExprId {
        self.intern_raw(AffineExpr::Constant(value))
    }

    /// `getAffineBinaryOpExpr(kind, lhs, rhs)`: dispatches to the operator.
    pub fn binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        match op {
            BinaryOp::Add => self.add(lhs, rhs),
            BinaryOp::Mul => self.mul(lhs, rhs),
            BinaryOp::Mod => self.modulo(lhs, rhs),
            BinaryOp::FloorDiv => self.floor_div(lhs, rhs),
            BinaryOp::CeilDiv => self.ceil_div(lhs, rhs),
        }
    }

    /// Runs one simplifying constructor with the recursion guard.
    fn guarded(
        &mut self,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        simplify: fn(&mut ExprArena, ExprId, ExprId) -> Option<ExprId>,
    ) -> ExprId {
        if self.depth >= MAX_SIMPLIFY_DEPTH {
            self.truncated = true;
            return self.intern_raw(AffineExpr::binary(op, lhs, rhs));
        }
        self.depth += 1;
        let simplified = simplify(self, lhs, rhs);
        self.depth -= 1;
        if let Some(e) = simplified {
            return e;
        }
        let (l, r) = match op {
            BinaryOp::Add | BinaryOp::Mul => self.order_commutative_args(lhs, rhs),
            _ => (lhs, rhs),
        };
        self.intern_raw(AffineExpr::binary(op, l, r))
    }

    /// Canonical operand order for a new commutative node: two dimensions
    /// or two symbols by position (MLIR 21+, `orderCommutativeArgs`).
    fn order_commutative_args(&self, lhs: ExprId, rhs: ExprId) -> (ExprId, ExprId) {
        match (self.nodes[lhs.index()], self.nodes[rhs.index()]) {
            (AffineExpr::Dim(a), AffineExpr::Dim(b))
            | (AffineExpr::Symbol(a), AffineExpr::Symbol(b))
                if a > b =>
            {
                (rhs, lhs)
            }
            (AffineExpr::Symbol(_), AffineExpr::Dim(_)) => (rhs, lhs),
            _ => (lhs, rhs),
        }
    }

    /// `lhs + rhs` (MLIR `operator+`).
    pub fn add(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.guarded(BinaryOp::Add, lhs, rhs, ExprArena::simplify_add)
    }

    /// `lhs + value`.
    pub fn add_constant(&mut self, lhs: ExprId, value: i64) -> ExprId {
        let c = self.constant(value);
        self.add(lhs, c)
    }

    /// `lhs * rhs` (MLIR `operator*`).
    pub fn mul(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.guarded(BinaryOp::Mul, lhs, rhs, ExprArena::simplify_mul)
    }

    /// `lhs * value`.
    pub fn mul_constant(&mut self, lhs: ExprId, value: i64) -> ExprId {
        let c = self.constant(value);
        self.mul(lhs, c)
    }

    /// `-e`, i.e. `e * -1` (MLIR unary `operator-`).
    pub fn neg(&mut self, e: ExprId) -> ExprId {
        self.mul_constant(e, -1)
    }

    /// `lhs - rhs`, i.e. `lhs + rhs * -1`.
    pub fn sub(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        let n = self.neg(rhs);
        self.add(lhs, n)
    }

    /// `lhs floordiv rhs` (MLIR `floorDiv`).
    pub fn floor_div(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.guarded(BinaryOp::FloorDiv, lhs, rhs, ExprArena::simplify_floor_div)
    }

    /// `lhs ceildiv rhs` (MLIR `ceilDiv`).
    pub fn ceil_div(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.guarded(BinaryOp::CeilDiv, lhs, rhs, ExprArena::simplify_ceil_div)
    }

    /// `lhs mod rhs` (MLIR `operator%`).
    pub fn modulo(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.guarded(BinaryOp::Mod, lhs, rhs, ExprArena::simplify_mod)
    }

    /// `lhs floordiv value`.
    pub fn floor_div_constant(&mut self, lhs: ExprId, value: i64) -> ExprId {
        let c = self.constant(value);
        self.floor_div(lhs, c)
    }

    /// `lhs ceildiv value`.
    pub fn ceil_div_constant(&mut self, lhs: ExprId, value: i64) -> ExprId {
        let c = self.constant(value);
        self.ceil_div(lhs, c)
    }

    /// `lhs mod value`.
    pub fn modulo_constant(&mut self, lhs: ExprId, value: i64) -> ExprId {
        let c = self.constant(value);
        self.modulo(lhs, c)
    }

    /// `AffineExpr::replaceDimsAndSymbols`: `d<i>` becomes `dims[i]` and
    /// `s<j>` becomes `syms[j]` (positions past the ends stay as they are).
    /// Nodes whose operands change are rebuilt with the simplifying
    /// constructors, unchanged nodes are kept, as in MLIR.  Iterative, so
    /// tree depth is unbounded.
    pub fn replace_dims_and_symbols(
        &mut self,
        e: ExprId,
        dims: &[ExprId],
        syms: &[ExprId],
    ) -> ExprId {
        let mut done: HashMap<ExprId, ExprId, FxBuild> = HashMap::default();
        let mut stack: Vec<(ExprId, bool)> = vec![(e, false)];
        while let Some((id, expanded)) = stack.pop() {
            if done.contains_key(&id) {
                continue;
            }
            let node = self.nodes[id.index()];
            match node.as_binary() {
                None => {
                    let r = match node {
                        AffineExpr::Dim(p) => dims.get(p as usize).copied().unwrap_or(id),
                        AffineExpr::Symbol(p) => syms.get(p as usize).copied().unwrap_or(id),
                        _ => id,
                    };
                    done.insert(id, r);
                }
                Some((op, l, r)) => {
                    if !expanded {
                        stack.push((id, true));
                        stack.push((r, false));
                        stack.push((l, false));
                        continue;
                    }
                    let nl = done.get(&l).copied().unwrap_or(l);
                    let nr = done.get(&r).copied().unwrap_or(r);
                    let out = if nl == l && nr == r {
                        id
                    } else {
                        self.binary(op, nl, nr)
                    };
                    done.insert(id, out);
                }
            }
        }
        done.get(&e).copied().unwrap_or(e)
    }

    /// `simplifyAdd`: `None` when no rewrite applies.
    fn simplify_add(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let lhs_const = self.constant_of(lhs);
        let rhs_const = self.constant_of(rhs);
        // Fold two constants unless the sum overflows.
        if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
            return a.checked_add(b).map(|s| self.constant(s));
        }
        // Constants, then symbolic terms, go to the right.
        if lhs_const.is_some()
            || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs))
        {
            return Some(self.add(rhs, lhs));
        }
        if rhs_const == Some(0) {
            return Some(lhs);
        }
        let l_bin = self.binary_of(lhs);
        // (e + c1) + c2 -> e + (c1 + c2), wrapping like int64_t.
        if let (Some((BinaryOp::Add, ll, lr)), Some(c2)) = (l_bin, rhs_const) {
            if let Some(c1) = self.constant_of(lr) {
                return Some(self.add_constant(ll, c1.wrapping_add(c2)));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e.
        let (l_coeff, first) = match l_bin {
            Some((BinaryOp::Mul, a, b)) if self.constant_of(b).is_some() => {
                (self.constant_of(b).unwrap_or(1), a)
            }
            _ => (1, lhs),
        };
        let r_bin = self.binary_of(rhs);
        let (r_coeff, second) = match r_bin {
            Some((BinaryOp::Mul, a, b)) if self.constant_of(b).is_some() => {
                (self.constant_of(b).unwrap_or(1), a)
            }
            _ => (1, rhs),
        };
        if first == second {
            let c = self.constant(l_coeff.wrapping_add(r_coeff));
            return Some(self.mul(first, c));
        }
        // (e + c) + f -> (e + f) + c.
        if let Some((BinaryOp::Add, ll, lr)) = l_bin {
            if self.constant_of(lr).is_some() {
                let t = self.add(ll, rhs);
                return Some(self.add(t, lr));
            }
        }
        // e - (e floordiv q) * q -> e mod q.
        let (r_kind, lrhs, rrhs) = r_bin?;
        if self.constant_of(rrhs) == Some(-1) {
            if let Some((BinaryOp::Mul, llrhs, rlrhs)) = self.binary_of(lrhs) {
                match self.binary_of(llrhs) {
                    Some((BinaryOp::FloorDiv, fl, fr)) => {
                        if fr == rlrhs && lhs == fl {
                            return Some(self.modulo(lhs, rlrhs));
                        }
                    }
                    _ => return None,
                }
            }
        }
        // e + (e floordiv c) * -c -> e mod c, for a positive constant c.
        let (lr_kind, llrhs, rlrhs) = self.binary_of(lrhs)?;
        if r_kind != BinaryOp::Mul || lr_kind != BinaryOp::FloorDiv {
            return None;
        }
        let positive = self.constant_of(rlrhs).is_some_and(|c| c > 0);
        if positive && lhs == llrhs {
            let neg = self.neg(rrhs);
            if rlrhs == neg {
                return Some(self.modulo(lhs, rlrhs));
            }
        }
        // (a + b) + (x floordiv q) * k -> a + (b + (x floordiv q) * k) when
        // the inner sum simplifies (MLIR 21+, llvm-project#146492).
        if let Some((BinaryOp::Add, a, b)) = l_bin {
            if self.depth >= MAX_SIMPLIFY_DEPTH {
                self.truncated = true;
                return None;
            }
            self.depth += 1;
            let inner = self.simplify_add(b, rhs);
            self.depth -= 1;
            if let Some(inner) = inner {
                return Some(self.add(a, inner));
            }
        }
        None
    }

    /// `simplifyMul`: `None` when no rewrite applies.
    fn simplify_mul(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let lhs_const = self.constant_of(lhs);
        let rhs_const = self.constant_of(rhs);
        if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
            return a.checked_mul(b).map(|p| self.constant(p));
        }
        let lhs_soc = self.is_symbolic_or_constant(lhs);
        let rhs_soc = self.is_symbolic_or_constant(rhs);
        if !lhs_soc && !rhs_soc {
            return None;
        }
        // The constant/symbolic factor goes to the right.
        if !rhs_soc || lhs_const.is_some() {
            return Some(self.mul(rhs, lhs));
        }
        match rhs_const {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        if let Some((BinaryOp::Mul, ll, lr)) = self.binary_of(lhs) {
            if let Some(c1) = self.constant_of(lr) {
                // (e * c1) * c2 -> e * (c1 * c2), wrapping like int64_t.
                if let Some(c2) = rhs_const {
                    return Some(self.mul_constant(ll, c1.wrapping_mul(c2)));
                }
                // (e * c) * f -> (e * f) * c.
                let t = self.mul(ll, rhs);
                return Some(self.mul(t, lr));
            }
        }
        None
    }

    /// `simplifyFloorDiv`: `None` when no rewrite applies.
    fn simplify_floor_div(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let c = self.constant_of(rhs).filter(|&c| c != 0)?;
        if let Some(l) = self.constant_of(lhs) {
            if l == i64::MIN && c == -1 {
                return None;
            }
            return Some(self.constant(floor_div_i64(l, c)));
        }
        if c == 1 {
            return Some(lhs);
        }
        match self.binary_of(lhs) {
            Some((BinaryOp::Mul, ll, lr)) => {
                if let Some(k) = self.constant_of(lr) {
                    if k.wrapping_rem(c) == 0 {
                        return Some(self.mul_constant(ll, k.wrapping_div(c)));
                    }
                }
            }
            Some((BinaryOp::Add, ll, lr)) => {
                let ld = self.largest_known_divisor(ll);
                let rd = self.largest_known_divisor(lr);
                if ld.wrapping_rem(c) == 0 || rd.wrapping_rem(c) == 0 {
                    let a = self.floor_div_constant(ll, c);
                    let b = self.floor_div_constant(lr, c);
                    return Some(self.add(a, b));
                }
            }
            _ => {}
        }
        None
    }

    /// `simplifyCeilDiv`: `None` when no rewrite applies.
    fn simplify_ceil_div(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let c = self.constant_of(rhs).filter(|&c| c != 0)?;
        if let Some(l) = self.constant_of(lhs) {
            if l == i64::MIN && c == -1 {
                return None;
            }
            return Some(self.constant(ceil_div_i64(l, c)));
        }
        if c == 1 {
            return Some(lhs);
        }
        if let Some((BinaryOp::Mul, ll, lr)) = self.binary_of(lhs) {
            if let Some(k) = self.constant_of(lr) {
                if k.wrapping_rem(c) == 0 {
                    return Some(self.mul_constant(ll, k.wrapping_div(c)));
                }
            }
        }
        None
    }

    /// `simplifyMod`: `None` when no rewrite applies.
    fn simplify_mod(&mut self, lhs: ExprId, rhs: ExprId) -> Option<ExprId> {
        let c = self.constant_of(rhs).filter(|&c| c >= 1)?;
        if let Some(l) = self.constant_of(lhs) {
            return Some(self.constant(l.rem_euclid(c)));
        }
        if self.largest_known_divisor(lhs).wrapping_rem(c) == 0 {
            return Some(self.constant(0));
        }
        match self.binary_of(lhs) {
            Some((BinaryOp::Add, ll, lr)) => {
                if self.largest_known_divisor(ll).wrapping_rem(c) == 0 {
                    return Some(self.modulo_constant(lr, c));
                }
                if self.largest_known_divisor(lr).wrapping_rem(c) == 0 {
                    return Some(self.modulo_constant(ll, c));
                }
            }
            Some((BinaryOp::Mod, ll, lr)) => {
                if let Some(k) = self.constant_of(lr) {
                    if k >= 1 && k.rem_euclid(c) == 0 {
                        return Some(self.modulo_constant(ll, c));
                    }
                }
            }
            _ => {}
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_helpers_round_exactly() {
        assert_eq!(floor_div_i64(7, 2), 3);
        assert_eq!(floor_div_i64(-7, 2), -4);
        assert_eq!(floor_div_i64(7, -2), -4);
        assert_eq!(floor_div_i64(-7, -2), 3);
        assert_eq!(floor_div_i64(5, -2), -3);
        assert_eq!(floor_div_i64(i64::MIN, 3), -3074457345618258603);
        assert_eq!(ceil_div_i64(7, 2), 4);
        assert_eq!(ceil_div_i64(-7, 2), -3);
        assert_eq!(ceil_div_i64(7, -2), -3);
        assert_eq!(ceil_div_i64(-7, -2), 4);
        assert_eq!(ceil_div_i64(i64::MIN, 3), -3074457345618258602);
        assert_eq!(floor_div_i64(i64::MIN, 1), i64::MIN);
    }

    #[test]
    fn interning_gives_structural_identity() {
        let mut a = ExprArena::new();
        let d0 = a.dim(0);
        let s0 = a.symbol(0);
        let x = a.add(d0, s0);
        let y = a.add(d0, s0);
        assert_eq!(x, y);
        let z = a.add(s0, d0);
        assert_eq!(x, z);
    }

    #[test]
    fn replacing_dims_and_symbols_resimplifies() {
        let mut a = ExprArena::new();
        let d0 = a.dim(0);
        let d1 = a.dim(1);
        let s0 = a.symbol(0);
        let e = a.add(d0, d1);
        // d0 + d1 with d1 := d0 folds to d0 * 2.
        let r = a.replace_dims_and_symbols(e, &[d0, d0], &[]);
        let two = a.mul_constant(d0, 2);
        assert_eq!(r, two);
        // Unchanged expressions keep their identity.
        assert_eq!(a.replace_dims_and_symbols(e, &[d0], &[s0]), e);
        let shifted = a.replace_dims_and_symbols(e, &[d1, s0], &[]);
        let expected = a.add(d1, s0);
        assert_eq!(shifted, expected);
    }

    #[test]
    fn cached_facts() {
        let mut a = ExprArena::new();
        let d0 = a.dim(0);
        let s0 = a.symbol(0);
        let m = a.mul_constant(d0, 6);
        assert_eq!(a.largest_known_divisor(m), 6);
        let f = a.floor_div_constant(m, 4);
        assert_eq!(a.largest_known_divisor(f), 1);
        let n = a.add(m, s0);
        assert!(!a.is_symbolic_or_constant(n));
        let p = a.mul_constant(s0, 4);
        assert!(a.is_symbolic_or_constant(p));
    }
}
