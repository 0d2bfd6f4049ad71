//! `symbol-dce`: erases the symbols nothing live refers to, as MLIR's
//! `SymbolDCE.cpp` does.
//!
//! Liveness is a worklist over ops: every non-symbol op of a symbol table's
//! body and every symbol that cannot be discarded (public in a visible
//! table) is live; the symbols a live op refers to (through its own
//! attributes and those of the ops it nests, nested symbol tables aside)
//! become live; nested symbol tables are processed as they become live.
//! The live set is a hash set of op handles; the erasure walk then visits
//! every symbol table in the op's tree in program order.

use hashbrown::HashSet;
use sigil_ir::attrs::AttrData;
use sigil_ir::symbols::{is_symbol_table, lookup_symbol_in};
use sigil_ir::{Attr, Context, Ir, OpId};

use crate::effects::is_symbol_op;
use crate::pass::{Pass, PassFailed, Target};

/// The `symbol-dce` pass.
pub struct SymbolDce;

impl Pass for SymbolDce {
    fn argument(&self) -> &str {
        "symbol-dce"
    }

    fn name(&self) -> &str {
        "SymbolDCE"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let (ctx, ir, op) = (&*t.ctx, &t.module.ir, t.op);
        if !is_symbol_table(ctx, ir, op) {
            let name = String::from_utf8_lossy(ctx.str_bytes(ir.op(op).name)).into_owned();
            return Err(t.error(
                op,
                format!(
                    "'{name}' op  was scheduled to run under SymbolDCE, but does not define a symbol table"
                ),
            ));
        }
        let mut live: HashSet<OpId> = HashSet::new();
        if let Err(bad) = liveness(ctx, ir, op, &mut live) {
            return Err(t.error(
                bad,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
        }
        let mut dead = Vec::new();
        let mut tables = Vec::new();
        ir.walk(op, &mut |o| {
            if is_symbol_table(ctx, ir, o) {
                tables.push(o);
            }
        });
        for table in tables {
            let Some(&region) = ir.regions(table).first() else {
                continue;
            };
            for b in ir.region_blocks(region) {
                for o in ir.block_ops(b) {
                    if is_symbol_op(ctx, ir, o) && !live.contains(&o) {
                        dead.push(o);
                    }
                }
            }
        }
        for o in dead {
            if t.module.ir.is_op_erased(o) {
                continue;
            }
            if let Err(e) = t.module.ir.erase_op(o) {
                return Err(t.error(o, format!("symbol-dce could not erase this symbol: {e}")));
            }
        }
        Ok(())
    }
}

fn is_private(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    visibility(ctx, ir, op) == Some(b"private".as_slice())
}

/// The `sym_visibility` of `op` (a property or a discardable attribute).
pub(crate) fn visibility<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> Option<&'c [u8]> {
    let key = b"sym_visibility".as_slice();
    let v = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, key))
        .or_else(|| ctx.named_get(ir.attrs(op), key))?;
    matches!(ctx.attr_data(v), AttrData::String { .. }).then(|| ctx.str_bytes(v))
}

/// MLIR's `computeLiveness`; `Err` names an op whose symbol uses cannot
/// be known. A symbol may be discarded when its table is hidden or it is
/// private, and it says it can be (`canDiscardOnUseEmpty`, which by default
/// only private symbols say, and no op sigil knows overrides): so the
/// private symbols, whatever the table.
fn liveness(ctx: &Context, ir: &Ir, table: OpId, live: &mut HashSet<OpId>) -> Result<(), OpId> {
    let mut worklist: Vec<OpId> = Vec::new();
    if let Some(&region) = ir.regions(table).first() {
        for b in ir.region_blocks(region) {
            for o in ir.block_ops(b) {
                if !is_symbol_op(ctx, ir, o) {
                    worklist.push(o);
                    continue;
                }
                if !is_private(ctx, ir, o) && live.insert(o) {
                    worklist.push(o);
                }
            }
        }
    }
    while let Some(o) = worklist.pop() {
        if is_symbol_table(ctx, ir, o) {
            liveness(ctx, ir, o, live)?;
        }
        let parent = ir.parent_op(o);
        // The error is MLIR's, at the live op whose uses are asked for.
        let uses = symbol_uses(ctx, ir, o).map_err(|_| o)?;
        for symref in uses {
            let Some(parent) = parent else { continue };
            if !is_symbol_table(ctx, ir, parent) {
                continue;
            }
            for s in resolve(ctx, ir, parent, symref).unwrap_or_default() {
                if live.insert(s) {
                    worklist.push(s);
                }
            }
        }
    }
    Ok(())
}

/// MLIR's `SymbolTable::getSymbolUses(op)`: the references in `op`'s
/// attributes and, unless it is a symbol table, in those of the ops it
/// nests, not entering nested symbol tables. `Err` at an op that might be
/// a symbol table nobody described (an op of an unknown dialect with one
/// region), whose references cannot be known.
fn symbol_uses(ctx: &Context, ir: &Ir, op: OpId) -> Result<Vec<Attr>, OpId> {
    let mut out = Vec::new();
    if maybe_unknown_symbol_table(ctx, ir, op) {
        return Err(op);
    }
    refs_of(ctx, ir, op, &mut out);
    if is_symbol_table(ctx, ir, op) {
        return Ok(out);
    }
    let mut regions: Vec<sigil_ir::RegionId> = ir.regions(op).to_vec();
    regions.reverse();
    while let Some(r) = regions.pop() {
        for b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                if maybe_unknown_symbol_table(ctx, ir, o) {
                    return Err(o);
                }
                refs_of(ctx, ir, o, &mut out);
                if !is_symbol_table(ctx, ir, o) {
                    regions.extend(ir.regions(o).iter().rev());
                }
            }
        }
    }
    Ok(out)
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: one region and no dialect.
fn maybe_unknown_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let name = ctx.str_bytes(ir.op(op).name);
    let dialect = name.split(|&b| b == b'.').next().unwrap_or(b"");
    ir.regions(op).len() == 1 && !sigil_ir::dialects::registry::is_known_dialect(dialect)
}

/// The symbol references in `op`'s properties and attributes (through
/// arrays and dictionaries; nested references of `@a::@b` are part of it).
fn refs_of(ctx: &Context, ir: &Ir, op: OpId, out: &mut Vec<Attr>) {
    let roots = ir
        .op(op)
        .props
        .into_iter()
        .chain(ir.attrs(op).iter().map(|n| n.value));
    for root in roots {
        let mut stack = vec![root];
        while let Some(a) = stack.pop() {
            match ctx.attr_data(a) {
                AttrData::SymbolRef { .. } => out.push(a),
                AttrData::Array(e) => stack.extend(e.iter().rev()),
                AttrData::Dict(e) => stack.extend(e.iter().rev().map(|n| n.value)),
                _ => {}
            }
        }
    }
}

/// MLIR's `lookupSymbolIn(table, @a::@b, symbols)`: every symbol on the
/// path, or `None` if a step is missing.
fn resolve(ctx: &Context, ir: &Ir, table: OpId, symref: Attr) -> Option<Vec<OpId>> {
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(symref) else {
        return None;
    };
    let mut path = Vec::new();
    let mut cur = lookup_symbol_in(ctx, ir, table, ctx.str_bytes(*root))?;
    path.push(cur);
    for &n in nested.iter() {
        if !is_symbol_table(ctx, ir, cur) {
            return None;
        }
        cur = lookup_symbol_in(ctx, ir, cur, ctx.str_bytes(n))?;
        path.push(cur);
    }
    Some(path)
}
