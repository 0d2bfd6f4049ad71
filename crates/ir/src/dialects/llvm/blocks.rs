//! Block addresses: `llvm.blocktag` marks a block with a tag
//! (`#llvm.blocktag<id = N>`, unique per function), `llvm.blockaddress`
//! takes the address of the block a function tags so (an
//! `#llvm.blockaddress<function = @f, tag = <id = N>>` property), and
//! `llvm.indirectbr` branches to one of its successors by such an address.
//!
//! The attributes are kept by their parameters (`attrs.rs`): a tag by its
//! id, an address by its function symbol and tag id, so equal tags are
//! one interned attribute and the verifiers compare ids. `indirectbr`'s
//! successor operands follow its address, grouped per successor by
//! `indbr_operand_segments`.

use super::attrs::{blockaddress, blocktag};
use crate::attrs::{AttrData, Param};
use crate::diag::Diagnostic;
use crate::dialects::{AttrKind, PropSpec};
use crate::ir::{BlockId, OpId, Value};
use crate::verifier::Checker;

type VResult = Result<(), Box<Diagnostic>>;

const BLOCKADDRESS_KIND: AttrKind = super::dialect_kind("blockaddress", "");
const BLOCKTAG_KIND: AttrKind = super::dialect_kind("blocktag", "");

pub(crate) const BLOCKADDRESS_PROPS: &[PropSpec] =
    &[PropSpec::new("block_addr", BLOCKADDRESS_KIND)];
pub(crate) const BLOCKTAG_PROPS: &[PropSpec] = &[PropSpec::new("tag", BLOCKTAG_KIND)];
pub(crate) const INDIRECTBR_PROPS: &[PropSpec] = &[PropSpec::new(
    "indbr_operand_segments",
    AttrKind::DenseI32Array,
)];

/// A block address's function name and tag id.
fn address_parts(ctx: &crate::Context, a: crate::Attr) -> Option<(crate::Attr, i64)> {
    match ctx.attr_data(a) {
        AttrData::Dialect(d) if std::ptr::eq(d.def, blockaddress()) => match *d.params {
            [Param::Attr(f), Param::Int(id)] => Some((f, id)),
            _ => None,
        },
        _ => None,
    }
}

/// Calls `f` on every op nested in `op`'s regions, in order, until it
/// returns true; whether it did.
fn any_nested(ir: &crate::ir::Ir, op: OpId, f: &mut dyn FnMut(OpId) -> bool) -> bool {
    for &r in ir.regions(op) {
        for b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                if f(o) || any_nested(ir, o, f) {
                    return true;
                }
            }
        }
    }
    false
}

/// The tag id of a `blocktag` op.
fn tag_id(c: &dyn Checker, op: OpId) -> Option<i64> {
    let ctx = c.ctx();
    c.ir()
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"tag"))
        .and_then(|a| blocktag().int_param(ctx, a))
}

/// `BlockAddressOp::verify`: the function it names tags the block.
pub(crate) fn verify_blockaddress(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let Some((f, id)) = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"block_addr"))
        .and_then(|a| address_parts(ctx, a))
    else {
        return Ok(());
    };
    let func = match ctx.attr_data(f) {
        AttrData::SymbolRef { root, .. } => c.lookup_symbol(op, ctx.str_bytes(*root)),
        _ => None,
    }
    .filter(|&g| ctx.str_bytes(ir.op(g).name) == b"llvm.func");
    let found = func.is_some_and(|g| {
        any_nested(ir, g, &mut |o| {
            ctx.str_bytes(ir.op(o).name) == b"llvm.blocktag" && tag_id(c, o) == Some(id)
        })
    });
    if !found {
        return Err(c.op_error_named(
            op,
            "expects an existing block label target in the referenced function",
        ));
    }
    Ok(())
}

/// `verifyBlockTags` (from `LLVMFuncOp::verify`): no tag twice in `func`.
pub(crate) fn verify_unique_tags(c: &dyn Checker, func: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let mut seen: Vec<i64> = Vec::new();
    let mut dup = None;
    any_nested(ir, func, &mut |o| {
        if ctx.str_bytes(ir.op(o).name) != b"llvm.blocktag" {
            return false;
        }
        let Some(id) = tag_id(c, o) else {
            return false;
        };
        if seen.contains(&id) {
            dup = Some((o, id));
            return true;
        }
        seen.push(id);
        false
    });
    match dup {
        Some((o, id)) => Err(c.plain_error(
            o,
            format!("duplicate block tag '{id}' in the same function: "),
        )),
        None => Ok(()),
    }
}

/// `BranchOpInterface`'s check of successor `i`: its operands match the
/// arguments of `dest`.
pub(crate) fn check_successor(
    c: &dyn Checker,
    op: OpId,
    dest: BlockId,
    vals: &[Value],
    i: usize,
) -> VResult {
    let ir = c.ir();
    let args = ir.block_args(dest);
    if args.len() != vals.len() {
        return Err(c.plain_error(
            op,
            format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                vals.len(),
                args.len()
            ),
        ));
    }
    for (k, (&a, &v)) in args.iter().zip(vals).enumerate() {
        if ir.value_type(a) != ir.value_type(v) {
            return Err(c.plain_error(
                op,
                format!("type mismatch for bb argument #{k} of successor #{i}"),
            ));
        }
    }
    Ok(())
}

/// `IndirectBrOp`: the segments cover the successor operands, each
/// successor's match its block.
pub(crate) fn verify_indirectbr(c: &dyn Checker, op: OpId) -> VResult {
    let ctx = c.ctx();
    let ir = c.ir();
    let sizes = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, b"indbr_operand_segments"))
        .and_then(|a| crate::dialects::cf::i32_array_values(ctx, a))
        .unwrap_or_default();
    let ops: Vec<Value> = ir.operands(op).collect();
    let total: i64 = sizes.iter().map(|&s| s as i64).sum();
    let n = ops.len().saturating_sub(1);
    if total != n as i64 || sizes.iter().any(|&s| s < 0) {
        return Err(c.op_error_named(
            op,
            &format!(
                "succOperands count ({n}) does not match with the total size ({total}) specified in attribute 'indbr_operand_segments'"
            ),
        ));
    }
    let mut rest = &ops[1.min(ops.len())..];
    for (i, &b) in ir.successors(op).iter().enumerate() {
        let k = sizes.get(i).map_or(0, |&s| s as usize).min(rest.len());
        let (mine, tail) = rest.split_at(k);
        rest = tail;
        check_successor(c, op, b, mine, i)?;
    }
    Ok(())
}
