//! Canonicalization patterns, one file per dialect, each a
//! [`RewritePattern`] with MLIR's class name as its label; `all` lists them
//! in the order MLIR registers them (which decides the order among equal
//! benefits).

mod arith;
mod cf;
mod func;
pub(crate) mod memref;
mod scf;

use sigil_ir::{Attr, Context, NamedAttr, OpId, Type, Value};

use crate::rewrite::{RewritePattern, Rewriter};

/// Every canonicalization pattern sigil has.
pub fn all() -> Vec<Box<dyn RewritePattern>> {
    let mut v = Vec::new();
    v.extend(arith::patterns());
    v.extend(cf::patterns());
    v.extend(func::patterns());
    v.extend(memref::patterns());
    v.extend(scf::patterns());
    v.extend(crate::tosa::canonical::patterns());
    v
}

/// A pattern that is one function (MLIR's DRR patterns and small C++ ones).
pub(crate) struct FnPattern {
    pub root: &'static str,
    pub label: &'static str,
    /// DRR's default: the number of ops the source pattern matches.
    pub benefit: u16,
    pub f: fn(OpId, &mut Rewriter<'_>) -> bool,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn label(&self) -> &'static str {
        self.label
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        (self.f)(op, rw)
    }
}

/// The properties an op of `name` is built with: every declared default,
/// then `given` over them (MLIR's builders leave defaults in place).
pub(crate) fn props_with(ctx: &mut Context, name: &str, given: &[(&str, Attr)]) -> Option<Attr> {
    let mut entries: Vec<NamedAttr> = Vec::new();
    if let Some(def) = sigil_ir::dialects::lookup(name.as_bytes()) {
        for p in def.props {
            if let Some(d) = p.default {
                let value = d.build(ctx);
                let key = ctx.string_attr(p.name.as_bytes());
                entries.push(NamedAttr { name: key, value });
            }
        }
    }
    for &(n, value) in given {
        let key = ctx.string_attr(n.as_bytes());
        match entries.iter_mut().find(|e| e.name == key) {
            Some(e) => e.value = value,
            None => entries.push(NamedAttr { name: key, value }),
        }
    }
    if entries.is_empty() {
        return None;
    }
    Some(ctx.dict_attr(entries).expect("unique property names"))
}

/// A one-result op `name` before `before`, at `loc`, with its default
/// properties and `given` ones.
pub(crate) fn build(
    rw: &mut Rewriter<'_>,
    before: OpId,
    name: &str,
    loc: sigil_ir::LocRef,
    operands: &[Value],
    result: Type,
    given: &[(&str, Attr)],
) -> Value {
    let props = props_with(rw.ctx, name, given);
    rw.create_value(before, name, loc, operands, result, props)
}

/// The location DRR gives the ops it builds: the fused location of the
/// matched ops (one location when they are all the same).
pub(crate) fn fused_loc(rw: &mut Rewriter<'_>, ops: &[OpId]) -> sigil_ir::LocRef {
    let locs: Vec<sigil_ir::LocRef> = ops.iter().map(|&o| rw.ir().op(o).loc).collect();
    if locs.iter().all(|&l| l == locs[0]) {
        return locs[0];
    }
    let attrs: Option<Vec<Attr>> = locs.iter().map(|l| l.as_attr()).collect();
    match attrs {
        Some(a) => sigil_ir::LocRef::attr(rw.ctx.fused_loc(None, &a)),
        // Source offsets are made attributes before the pass runs.
        None => locs[0],
    }
}

/// An `arith.constant` of `i1` before `op`, at its location (what `cf`'s
/// and `scf`'s condition patterns build).
pub(crate) fn bool_constant(rw: &mut Rewriter<'_>, op: OpId, value: bool) -> Value {
    let i1 = rw.ctx.i(1);
    let attr = crate::fold::values::make_ints(
        rw.ctx,
        i1,
        1,
        crate::fold::values::Lanes::Scalar(value as u128),
    );
    let loc = rw.ir().op(op).loc;
    build(rw, op, "arith.constant", loc, &[], i1, &[("value", attr)])
}
