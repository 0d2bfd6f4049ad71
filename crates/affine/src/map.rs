//! [`AffineMap`] and [`IntegerSet`]: immutable, compact, hashable values.
//!
//! Each value owns the nodes its expressions use, copied out of the
//! [`ExprArena`] they were built in and renumbered in a canonical post-order.
//! Because arena nodes are hash-consed, two structurally equal maps end up
//! with identical node lists, so the derived `Eq`/`Hash` are structural
//! equality (what MLIR's uniquing gives) while staying flat and fast: the IR
//! can intern maps in a `HashMap` without walking expression trees.
//!
//! The queries mirror `mlir/lib/IR/AffineMap.cpp` (`isIdentity`,
//! `isPermutation`, ...).

use crate::expr::{AffineExpr, ExprArena, ExprId, ExprStore};
use std::fmt;

/// Nodes reachable from a set of roots, renumbered in canonical post-order.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
struct NodePool {
    nodes: Vec<AffineExpr>,
}

impl NodePool {
    /// Copies the nodes reachable from `roots` out of `store` and returns the
    /// pool plus the renumbered roots.  Iterative, so tree depth is
    /// unbounded.
    fn compact<S: ExprStore + ?Sized>(
        store: &S,
        roots: impl Iterator<Item = ExprId>,
    ) -> (NodePool, Vec<ExprId>) {
        let mut remap: std::collections::HashMap<ExprId, ExprId, crate::expr::FxBuild> =
            Default::default();
        let mut nodes: Vec<AffineExpr> = Vec::new();
        let mut new_roots = Vec::new();
        // (node, children already pushed)
        let mut stack: Vec<(ExprId, bool)> = Vec::new();
        for root in roots {
            stack.push((root, false));
            while let Some((id, expanded)) = stack.pop() {
                if remap.contains_key(&id) {
                    continue;
                }
                let e = store.expr(id);
                match e.as_binary() {
                    Some((op, l, r)) => {
                        if !expanded {
                            stack.push((id, true));
                            // lhs is visited first: push it last.
                            stack.push((r, false));
                            stack.push((l, false));
                            continue;
                        }
                        let nl = remap[&l];
                        let nr = remap[&r];
                        let new = ExprId(nodes.len() as u32);
                        nodes.push(AffineExpr::binary(op, nl, nr));
                        remap.insert(id, new);
                    }
                    None => {
                        let new = ExprId(nodes.len() as u32);
                        nodes.push(e);
                        remap.insert(id, new);
                    }
                }
            }
            new_roots.push(remap[&root]);
        }
        (NodePool { nodes }, new_roots)
    }

    fn get(&self, id: ExprId) -> AffineExpr {
        self.nodes[id.index()]
    }
}

/// An affine map `(d0, ..., dn)[s0, ..., sm] -> (e0, ..., ek)`.
///
/// Build one by parsing ([`parse_affine_map`](crate::parse_affine_map)) or
/// from expressions made in an [`ExprArena`] with [`AffineMap::new`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineMap {
    num_dims: u32,
    num_symbols: u32,
    pool: NodePool,
    results: Vec<ExprId>,
}

impl ExprStore for AffineMap {
    fn expr(&self, id: ExprId) -> AffineExpr {
        self.pool.get(id)
    }
}

impl AffineMap {
    /// `AffineMap::get(numDims, numSymbols, results)`.  The results are ids
    /// in `arena`; only the nodes they reach are kept.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        arena: &ExprArena,
        results: &[ExprId],
    ) -> AffineMap {
        let (pool, results) = NodePool::compact(arena, results.iter().copied());
        AffineMap {
            num_dims,
            num_symbols,
            pool,
            results,
        }
    }

    /// `(d0, ..., d{n-1}) -> (d0, ..., d{n-1})`.
    pub fn multi_dim_identity(num_dims: u32) -> AffineMap {
        let mut arena = ExprArena::new();
        let results: Vec<ExprId> = (0..num_dims).map(|i| arena.dim(i)).collect();
        AffineMap::new(num_dims, 0, &arena, &results)
    }

    /// `() -> (value)`.
    pub fn constant_map(value: i64) -> AffineMap {
        let mut arena = ExprArena::new();
        let c = arena.constant(value);
        AffineMap::new(0, 0, &arena, &[c])
    }

    /// Number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    /// Number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// `getNumInputs()`: dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// Number of result expressions.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// The result expressions (ids into this map).
    pub fn results(&self) -> &[ExprId] {
        &self.results
    }

    /// The `i`-th result node.
    pub fn result(&self, i: usize) -> AffineExpr {
        self.pool.get(self.results[i])
    }

    /// All nodes of this map in canonical post-order (operands before the
    /// nodes using them).
    pub fn nodes(&self) -> &[AffineExpr] {
        &self.pool.nodes
    }

    /// Copies this map's expressions into `arena` (so new expressions can be
    /// built from them) and returns the ids of the results there.  The nodes
    /// are taken as they are, without re-simplification.
    pub fn import_into(&self, arena: &mut ExprArena) -> Vec<ExprId> {
        let ids = import_pool(&self.pool, arena);
        self.results.iter().map(|r| ids[r.index()]).collect()
    }

    /// `isIdentity()`: as many dims as results and result `i` is `d<i>`.
    /// Symbols are allowed (MLIR does not look at them).
    pub fn is_identity(&self) -> bool {
        if self.num_dims as usize != self.results.len() {
            return false;
        }
        self.results
            .iter()
            .enumerate()
            .all(|(i, &r)| self.pool.get(r) == AffineExpr::Dim(i as u32))
    }

    /// `isSymbolIdentity()`, with MLIR's exact semantics: as many symbols as
    /// results and result `i` is the *dimension* `d<i>`.
    pub fn is_symbol_identity(&self) -> bool {
        if self.num_symbols as usize != self.results.len() {
            return false;
        }
        self.results
            .iter()
            .enumerate()
            .all(|(i, &r)| self.pool.get(r) == AffineExpr::Dim(i as u32))
    }

    /// `isMinorIdentity()`: `(d0, ..., dn) -> (d{n-k+1}, ..., dn)`, no
    /// symbols.
    pub fn is_minor_identity(&self) -> bool {
        if self.num_symbols != 0 || (self.num_dims as usize) < self.results.len() {
            return false;
        }
        let start = self.num_dims as usize - self.results.len();
        self.results
            .iter()
            .enumerate()
            .all(|(i, &r)| self.pool.get(r) == AffineExpr::Dim((start + i) as u32))
    }

    /// `isEmpty()`: no dims, no symbols, no results.
    pub fn is_empty(&self) -> bool {
        self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty()
    }

    /// `isSingleConstant()`.
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.result(0).as_constant().is_some()
    }

    /// `isConstant()`: every result is a constant (true for no results).
    pub fn is_constant(&self) -> bool {
        self.results
            .iter()
            .all(|&r| self.pool.get(r).as_constant().is_some())
    }

    /// The results' values if every result is a constant.
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results
            .iter()
            .map(|&r| self.pool.get(r).as_constant())
            .collect()
    }

    /// `isProjectedPermutation(allowZeroInResults)`.
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 {
            return false;
        }
        if self.results.len() > self.num_inputs() as usize {
            return false;
        }
        let mut seen = vec![false; self.num_inputs() as usize];
        for &r in &self.results {
            match self.pool.get(r) {
                AffineExpr::Dim(p) => {
                    let Some(slot) = seen.get_mut(p as usize) else {
                        return false;
                    };
                    if *slot {
                        return false;
                    }
                    *slot = true;
                }
                AffineExpr::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// `isPermutation()`: a projected permutation with as many results as
    /// dims.
    pub fn is_permutation(&self) -> bool {
        self.num_dims as usize == self.results.len() && self.is_projected_permutation(false)
    }

    /// `isFunctionOfDim(position)` over all results.
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        self.pool.nodes.contains(&AffineExpr::Dim(position))
    }

    /// `isFunctionOfSymbol(position)` over all results.
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        self.pool.nodes.contains(&AffineExpr::Symbol(position))
    }

    /// True when every result is pure affine (`isPureAffine`): products
    /// have a constant factor and divisors/moduli are constants.
    pub fn is_pure_affine(&self) -> bool {
        self.pool
            .nodes
            .iter()
            .all(|e| is_pure_affine_node(&self.pool, *e))
    }
}

fn is_pure_affine_node(pool: &NodePool, e: AffineExpr) -> bool {
    match e {
        AffineExpr::Mul(l, r) => {
            pool.get(l).as_constant().is_some() || pool.get(r).as_constant().is_some()
        }
        AffineExpr::Mod(_, r) | AffineExpr::FloorDiv(_, r) | AffineExpr::CeilDiv(_, r) => {
            pool.get(r).as_constant().is_some()
        }
        _ => true,
    }
}

/// Re-interns a pool's nodes (already in post-order) into an arena.
fn import_pool(pool: &NodePool, arena: &mut ExprArena) -> Vec<ExprId> {
    let mut ids: Vec<ExprId> = Vec::with_capacity(pool.nodes.len());
    for e in &pool.nodes {
        let mapped = match e.as_binary() {
            Some((op, l, r)) => AffineExpr::binary(op, ids[l.index()], ids[r.index()]),
            None => *e,
        };
        ids.push(arena.intern_raw(mapped));
    }
    ids
}

/// An integer set `(d0, ...)[s0, ...] : (c0 >= 0, c1 == 0, ...)`.
///
/// Each constraint is an expression compared with zero: `(expr, true)` means
/// `expr == 0`, `(expr, false)` means `expr >= 0`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    num_dims: u32,
    num_symbols: u32,
    pool: NodePool,
    constraints: Vec<(ExprId, bool)>,
}

impl ExprStore for IntegerSet {
    fn expr(&self, id: ExprId) -> AffineExpr {
        self.pool.get(id)
    }
}

impl IntegerSet {
    /// `IntegerSet::get(numDims, numSymbols, constraints, eqFlags)`; each
    /// constraint is `(expr id in arena, is_equality)`.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        arena: &ExprArena,
        constraints: &[(ExprId, bool)],
    ) -> IntegerSet {
        let (pool, ids) = NodePool::compact(arena, constraints.iter().map(|c| c.0));
        IntegerSet {
            num_dims,
            num_symbols,
            pool,
            constraints: ids
                .into_iter()
                .zip(constraints.iter().map(|c| c.1))
                .collect(),
        }
    }

    /// Number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    /// Number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// Dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// `(expression, is_equality)` pairs.
    pub fn constraints(&self) -> &[(ExprId, bool)] {
        &self.constraints
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// All nodes in canonical post-order.
    pub fn nodes(&self) -> &[AffineExpr] {
        &self.pool.nodes
    }

    /// `isEmptyIntegerSet()`: the canonical empty set is the single
    /// constraint `1 == 0`.
    pub fn is_empty_integer_set(&self) -> bool {
        self.constraints.len() == 1
            && self.constraints[0].1
            && self.pool.get(self.constraints[0].0) == AffineExpr::Constant(1)
    }

    /// Copies the constraint expressions into `arena`; see
    /// [`AffineMap::import_into`].
    pub fn import_into(&self, arena: &mut ExprArena) -> Vec<(ExprId, bool)> {
        let ids = import_pool(&self.pool, arena);
        self.constraints
            .iter()
            .map(|&(c, eq)| (ids[c.index()], eq))
            .collect()
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        crate::printer::write_affine_map(self, &mut s);
        f.write_str(&s)
    }
}

impl fmt::Debug for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "affine_map<{self}>")
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        crate::printer::write_integer_set(self, &mut s);
        f.write_str(&s)
    }
}

impl fmt::Debug for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "affine_set<{self}>")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_maps_compare_equal_regardless_of_arena_history() {
        let mut a = ExprArena::new();
        let junk = a.dim(7);
        let _ = a.mul_constant(junk, 3);
        let d0 = a.dim(0);
        let d1 = a.dim(1);
        let e = a.add(d1, d0);
        let m1 = AffineMap::new(2, 0, &a, &[e, d0]);

        let mut b = ExprArena::new();
        let d0 = b.dim(0);
        let d1 = b.dim(1);
        let e = b.add(d0, d1);
        let m2 = AffineMap::new(2, 0, &b, &[e, d0]);
        assert_eq!(m1, m2);
        assert_eq!(m1.nodes().len(), 3);
    }

    #[test]
    fn identity_queries() {
        let id = AffineMap::multi_dim_identity(3);
        assert!(id.is_identity());
        assert!(id.is_permutation());
        assert!(id.is_minor_identity());
        let mut a = ExprArena::new();
        let d0 = a.dim(0);
        let d1 = a.dim(1);
        let perm = AffineMap::new(2, 0, &a, &[d1, d0]);
        assert!(!perm.is_identity());
        assert!(perm.is_permutation());
        let minor = AffineMap::new(2, 0, &a, &[d1]);
        assert!(minor.is_minor_identity());
        assert!(!minor.is_identity());
        let with_sym = AffineMap::new(1, 1, &a, &[d0]);
        assert!(with_sym.is_identity());
        assert!(AffineMap::new(0, 0, &a, &[]).is_identity());
        assert!(AffineMap::constant_map(4).is_single_constant());
    }
}
