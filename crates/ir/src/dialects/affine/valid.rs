//! Which SSA values may be bound to affine dimensions and symbols: MLIR's
//! `isValidDim` / `isValidSymbol` (with a region giving the polyhedral
//! scope), `getAffineScope`, and `verifyDimAndSymbolIdentifiers` with its
//! messages.
//!
//! A symbol is a value defined at the top level of the closest region of
//! an `AffineScope` op (`func.func`, `builtin.module`) or dominating it, a
//! constant, the result of a `Pure` op whose operands are symbols, or a
//! `dim` of a memref whose size is one. A dimension may also be an
//! `affine.for`/`affine.parallel` induction variable or an `affine.apply`
//! (or `delinearize_index`/`linearize_index`) of dimensions.
//!
//! MLIR answers by recursion over operands; here answers are memoized per
//! (value, region), so chains of ops cost linear time. Past [`MAX_DEPTH`]
//! levels of recursion the rules first answer for everything the value
//! depends on bottom-up (so the recursion stays shallow), and past
//! [`HARD_LIMIT`] they answer "no": no input can exhaust the stack.

use hashbrown::{HashMap, HashSet};

use crate::attrs::AttrData;
use crate::diag::Diagnostic;
use crate::ir::{OpId, RegionId, Value, ValueDef};
use crate::types::TypeData;
use crate::verifier::Checker;

/// How deep the operand recursion goes before switching to a bottom-up
/// pass over what the value depends on.
const MAX_DEPTH: u32 = 64;

/// How deep the recursion may go at all.
const HARD_LIMIT: u32 = 1000;

/// The validity rules over one module, with their memo tables.
pub(super) struct Rules<'c> {
    c: &'c dyn Checker,
    symbols: HashMap<(Value, Option<RegionId>), bool>,
    dims: HashMap<(Value, Option<RegionId>), bool>,
    depth: u32,
    /// Set during a bottom-up pass (which does not start another one).
    warming: bool,
}

impl<'c> Rules<'c> {
    pub(super) fn new(c: &'c dyn Checker) -> Self {
        Rules {
            c,
            symbols: HashMap::new(),
            dims: HashMap::new(),
            depth: 0,
            warming: false,
        }
    }

    fn name(&self, op: OpId) -> &'c [u8] {
        self.c.ctx().str_bytes(self.c.ir().op(op).name)
    }

    fn is_index(&self, v: Value) -> bool {
        super::is_index(self.c.ctx(), self.c.ir().value_type(v))
    }

    /// Ops with the `AffineScope` trait among the ops sigil knows.
    fn is_affine_scope(&self, op: OpId) -> bool {
        matches!(
            self.name(op),
            b"func.func" | b"builtin.module" | b"llvm.func"
        )
    }

    fn is_isolated(&self, op: OpId) -> bool {
        crate::dialects::op_traits(self.name(op)).isolated_from_above
    }

    /// The region in which `v` is defined.
    fn value_region(&self, v: Value) -> Option<RegionId> {
        let ir = self.c.ir();
        ir.block_parent(ir.value_block(v)?)
    }

    /// The region holding `op`.
    fn op_region(&self, op: OpId) -> Option<RegionId> {
        let ir = self.c.ir();
        ir.block_parent(ir.parent_block(op)?)
    }

    /// `getAffineScope(op)`: the region of the closest `AffineScope`
    /// ancestor that holds `op` (through its nested ops).
    pub(super) fn scope_of(&self, op: OpId) -> Option<RegionId> {
        let ir = self.c.ir();
        let mut cur = op;
        while let Some(parent) = ir.parent_op(cur) {
            if self.is_affine_scope(parent) {
                return self.op_region(cur);
            }
            cur = parent;
        }
        None
    }

    /// `isTopLevelValue(value)`: defined directly in a region of an
    /// `AffineScope` op.
    fn is_top_level(&self, v: Value) -> bool {
        let ir = self.c.ir();
        let parent = match ir.value_def(v) {
            Some(ValueDef::Arg { block, .. }) => ir.block_parent_op(block),
            Some(ValueDef::Result { op, .. }) => ir.parent_op(op),
            None => None,
        };
        parent.is_some_and(|p| self.is_affine_scope(p))
    }

    fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.c.ir().value_def(v)? {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::Arg { .. } => None,
        }
    }

    /// The region enclosing the op of `region` when that op is not
    /// isolated from above (values there dominate `region`).
    fn enclosing(&self, region: Option<RegionId>) -> Option<RegionId> {
        let r = region?;
        let op = self.c.ir().region_parent(r);
        if self.is_isolated(op) {
            return None;
        }
        self.op_region(op)
    }

    /// The integer value of a constant op result.
    fn constant_int(&self, v: Value) -> Option<i64> {
        let op = self.defining_op(v)?;
        if self.name(op) != b"arith.constant" {
            return None;
        }
        let ctx = self.c.ctx();
        let a = super::prop(ctx, self.c.ir(), op, "value")?;
        match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    }

    /// `isPure`: no memory effects and always speculatable.
    fn is_pure(&self, op: OpId) -> bool {
        let name = self.name(op);
        let ir = self.c.ir();
        match name {
            b"arith.divui" | b"arith.ceildivui" => ir
                .operands(op)
                .nth(1)
                .and_then(|d| self.constant_int(d))
                .is_some_and(|d| d != 0),
            b"arith.divsi" | b"arith.ceildivsi" => ir
                .operands(op)
                .nth(1)
                .and_then(|d| self.constant_int(d))
                .is_some_and(|d| d != 0 && d != -1),
            _ if name.starts_with(b"arith.") || name.starts_with(b"math.") => true,
            b"affine.apply"
            | b"affine.min"
            | b"affine.max"
            | b"affine.delinearize_index"
            | b"affine.linearize_index" => true,
            _ => false,
        }
    }

    fn is_dim_op(&self, op: OpId) -> bool {
        matches!(self.name(op), b"memref.dim" | b"tensor.dim")
    }

    /// Values `v` depends on through the defining ops of `index` and memref
    /// values, operands before their users (`v` last).
    fn dependency_order(&self, v: Value) -> Vec<Value> {
        let ir = self.c.ir();
        let ctx = self.c.ctx();
        let relevant = |x: Value| {
            matches!(
                ctx.type_data(ir.value_type(x)),
                TypeData::Index | TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            )
        };
        let mut order = Vec::new();
        let mut seen: HashSet<Value> = HashSet::new();
        let mut stack = vec![(v, false)];
        while let Some((x, expanded)) = stack.pop() {
            if expanded {
                order.push(x);
                continue;
            }
            if !seen.insert(x) {
                continue;
            }
            stack.push((x, true));
            if let Some(def) = self.defining_op(x) {
                for o in ir.operands(def) {
                    if relevant(o) && !seen.contains(&o) {
                        stack.push((o, false));
                    }
                }
            }
        }
        order
    }

    /// Answers for everything `v` depends on, bottom-up: in the outermost
    /// region of `region`'s chain first, then inwards.
    fn warm_up(&mut self, v: Value, region: Option<RegionId>) {
        self.warming = true;
        let mut regions = vec![region];
        while let Some(outer) = self.enclosing(*regions.last().unwrap_or(&None)) {
            if regions.contains(&Some(outer)) {
                break;
            }
            regions.push(Some(outer));
        }
        let order = self.dependency_order(v);
        for &r in regions.iter().rev() {
            for &x in &order {
                self.is_valid_symbol(x, r);
            }
        }
        for &x in &order {
            self.is_valid_dim(x, region);
        }
        self.warming = false;
    }

    /// `isValidSymbol(value, region)`.
    pub(super) fn is_valid_symbol(&mut self, v: Value, region: Option<RegionId>) -> bool {
        if let Some(&r) = self.symbols.get(&(v, region)) {
            return r;
        }
        if self.depth >= MAX_DEPTH && !self.warming {
            self.warm_up(v, region);
            if let Some(&r) = self.symbols.get(&(v, region)) {
                return r;
            }
        }
        if self.depth >= HARD_LIMIT {
            return false;
        }
        // A cycle (possible in graph regions) answers "no".
        self.symbols.insert((v, region), false);
        self.depth += 1;
        let r = self.compute_symbol(v, region);
        self.depth -= 1;
        self.symbols.insert((v, region), r);
        r
    }

    fn compute_symbol(&mut self, v: Value, region: Option<RegionId>) -> bool {
        if !self.is_index(v) {
            return false;
        }
        if region.is_some() && self.value_region(v) == region {
            return true;
        }
        let Some(def) = self.defining_op(v) else {
            return match self.enclosing(region) {
                Some(outer) => self.is_valid_symbol(v, Some(outer)),
                None => false,
            };
        };
        if self.name(def) == b"arith.constant" {
            return true;
        }
        if self.is_pure(def) {
            let operands: Vec<Value> = self.c.ir().operands(def).collect();
            if operands.iter().all(|&o| self.is_valid_symbol(o, region)) {
                return true;
            }
        }
        if self.is_dim_op(def) {
            return self.dim_op_is_symbol(def, region);
        }
        match self.enclosing(region) {
            Some(outer) => self.is_valid_symbol(v, Some(outer)),
            None => false,
        }
    }

    /// `isDimOpValidSymbol`.
    fn dim_op_is_symbol(&mut self, dim: OpId, region: Option<RegionId>) -> bool {
        let ir = self.c.ir();
        let ctx = self.c.ctx();
        let Some(shaped) = ir.operands(dim).next() else {
            return false;
        };
        if self.is_top_level(shaped) {
            return true;
        }
        let Some(mut op) = self.defining_op(shaped) else {
            return false;
        };
        let Some(index) = ir.operands(dim).nth(1).and_then(|i| self.constant_int(i)) else {
            return false;
        };
        // Look through memref.cast.
        while self.name(op) == b"memref.cast" {
            let Some(src) = ir.operands(op).next() else {
                return false;
            };
            if matches!(
                ctx.type_data(ir.value_type(src)),
                TypeData::UnrankedMemRef { .. }
            ) {
                return false;
            }
            match self.defining_op(src) {
                Some(o) => op = o,
                None => return false,
            }
        }
        let sizes: Vec<Value> = match self.name(op) {
            b"memref.alloc" => match super::segments(ctx, ir, op, 2) {
                Some(g) => g[0].clone(),
                None => ir.operands(op).collect(),
            },
            b"memref.view" => ir.operands(op).skip(2).collect(),
            b"memref.subview" => match super::segments(ctx, ir, op, 4) {
                Some(g) => g[2].clone(),
                None => return false,
            },
            _ => return false,
        };
        let Some(result) = ir.results(op).next() else {
            return false;
        };
        let Some(shape) = ctx.type_data(ir.value_type(result)).shape() else {
            return false;
        };
        let Ok(i) = usize::try_from(index) else {
            return false;
        };
        let Some(&extent) = shape.get(i) else {
            return false;
        };
        if extent != crate::types::DYNAMIC {
            return true;
        }
        let pos = shape[..i]
            .iter()
            .filter(|&&d| d == crate::types::DYNAMIC)
            .count();
        match sizes.get(pos) {
            Some(&s) => self.is_valid_symbol(s, region),
            None => false,
        }
    }

    /// Whether `v` is an `affine.for` or `affine.parallel` induction variable.
    fn is_induction_var(&self, v: Value) -> bool {
        let ir = self.c.ir();
        let Some(ValueDef::Arg { block, index }) = ir.value_def(v) else {
            return false;
        };
        let Some(parent) = ir.block_parent_op(block) else {
            return false;
        };
        let entry = ir.block_parent(block).and_then(|r| ir.entry_block(r));
        match self.name(parent) {
            b"affine.for" => entry == Some(block) && index == 0,
            b"affine.parallel" => entry == Some(block),
            _ => false,
        }
    }

    /// `isValidDim(value, region)`.
    pub(super) fn is_valid_dim(&mut self, v: Value, region: Option<RegionId>) -> bool {
        if let Some(&r) = self.dims.get(&(v, region)) {
            return r;
        }
        if self.depth >= MAX_DEPTH && !self.warming {
            self.warm_up(v, region);
            if let Some(&r) = self.dims.get(&(v, region)) {
                return r;
            }
        }
        if self.depth >= HARD_LIMIT {
            return false;
        }
        self.dims.insert((v, region), false);
        self.depth += 1;
        let r = self.compute_dim(v, region);
        self.depth -= 1;
        self.dims.insert((v, region), r);
        r
    }

    fn compute_dim(&mut self, v: Value, region: Option<RegionId>) -> bool {
        if !self.is_index(v) {
            return false;
        }
        if self.is_valid_symbol(v, region) {
            return true;
        }
        let Some(def) = self.defining_op(v) else {
            return self.is_induction_var(v);
        };
        match self.name(def) {
            b"affine.apply" | b"affine.delinearize_index" | b"affine.linearize_index" => {
                let operands: Vec<Value> = self.c.ir().operands(def).collect();
                operands.iter().all(|&o| self.is_valid_dim(o, region))
            }
            _ if self.is_dim_op(def) => self
                .c
                .ir()
                .operands(def)
                .next()
                .is_some_and(|s| self.is_top_level(s)),
            _ => false,
        }
    }

    /// `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands must
    /// be valid dimensions, the rest valid symbols, in `op`'s scope.
    pub(super) fn check_dims_and_symbols(
        &mut self,
        op: OpId,
        operands: &[Value],
        num_dims: usize,
    ) -> Result<(), Box<Diagnostic>> {
        let scope = self.scope_of(op);
        for (i, &v) in operands.iter().enumerate() {
            if i < num_dims {
                if !self.is_valid_dim(v, scope) {
                    return Err(self
                        .c
                        .op_error_named(op, "operand cannot be used as a dimension id"));
                }
            } else if !self.is_valid_symbol(v, scope) {
                return Err(self
                    .c
                    .op_error_named(op, "operand cannot be used as a symbol"));
            }
        }
        Ok(())
    }

    /// `isValidAffineIndexOperand`: a valid dimension or symbol.
    pub(super) fn is_valid_index(&mut self, v: Value, scope: Option<RegionId>) -> bool {
        self.is_valid_dim(v, scope) || self.is_valid_symbol(v, scope)
    }
}
