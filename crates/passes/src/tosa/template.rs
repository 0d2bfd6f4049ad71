//! A TOSA op replaced by MLIR text: the rule's body is parsed as a
//! function whose arguments `%a0`, `%a1`, ... stand for the op's operands
//! and whose `return` gives the values replacing its results; its ops are
//! copied in front of the op with the op's location (so a runtime error
//! names the TOSA line), and the op is erased.

use std::collections::HashMap;
use std::sync::Arc;

use sigil_ir::{
    parse_module, BlockId, Context, Ir, LocRef, Module, NewOp, OpId, ParseOptions, SourceFile,
    Type, Value,
};

/// Replaces `op` by `body`. `Err` with the parser's or verifier's message
/// when the text is not valid IR (a rule's mistake).
pub(crate) fn replace_with(
    ctx: &mut Context,
    m: &mut Module,
    op: OpId,
    body: &str,
) -> Result<(), String> {
    let operands: Vec<Value> = m.ir.operands(op).collect();
    let results: Vec<Value> = m.ir.results(op).collect();
    let args: Vec<String> = operands
        .iter()
        .enumerate()
        .map(|(i, &v)| format!("%a{i}: {}", super::ty(ctx, m.ir.value_type(v))))
        .collect();
    let result_types: Vec<String> = results
        .iter()
        .map(|&v| super::ty(ctx, m.ir.value_type(v)))
        .collect();
    let text = format!(
        "func.func @rule({}) -> ({}) {{\n{body}\n}}\n",
        args.join(", "),
        result_types.join(", ")
    );
    let src = Arc::new(SourceFile::new("<tosa lowering>", text.into_bytes()));
    let render = |d: Box<sigil_ir::Diagnostic>| {
        let mut s = String::new();
        d.render(&src, &mut s);
        s
    };
    let template = parse_module(ctx, src.clone(), &ParseOptions::default()).map_err(render)?;
    sigil_ir::verifier::verify(ctx, &template).map_err(render)?;
    let t = &template.ir;
    let body_block = sigil_ir::builder::module_body(&template);
    let func = t.first_op(body_block).ok_or("an empty rule")?;
    let entry = t
        .regions(func)
        .first()
        .and_then(|&r| t.entry_block(r))
        .ok_or("a rule without a body")?;
    let mut map: HashMap<Value, Value> = HashMap::new();
    for (&a, &v) in t.block_args(entry).iter().zip(&operands) {
        map.insert(a, v);
    }
    let loc = m.ir.op(op).loc;
    let ops: Vec<OpId> = t.block_ops(entry).collect();
    let (ret, body_ops) = ops.split_last().ok_or("a rule without a return")?;
    for &o in body_ops {
        let copy = copy_op(t, o, &mut m.ir, &mut map, loc);
        m.ir.insert_op_before(op, copy);
    }
    let replacements: Vec<Value> = t.operands(*ret).map(|v| map[&v]).collect();
    for (r, new) in results.into_iter().zip(replacements) {
        m.ir.replace_all_uses(r, new);
    }
    m.ir.erase_op(op).map_err(|e| format!("{e:?}"))?;
    Ok(())
}

/// A copy of `o` (of `src`) in `dst` with its regions, operands mapped
/// through `map`, every op located at `loc`.
fn copy_op(src: &Ir, o: OpId, dst: &mut Ir, map: &mut HashMap<Value, Value>, loc: LocRef) -> OpId {
    let operands: Vec<Value> = src.operands(o).map(|v| map[&v]).collect();
    let types: Vec<Type> = src.results(o).map(|v| src.value_type(v)).collect();
    let mut regions = Vec::new();
    for &r in src.regions(o) {
        let region = dst.create_region();
        let blocks: Vec<BlockId> = src.region_blocks(r).collect();
        for b in blocks {
            let args: Vec<(Type, LocRef)> = src
                .block_args(b)
                .iter()
                .map(|&a| (src.value_type(a), loc))
                .collect();
            let nb = dst.create_block(&args);
            for (&a, &na) in src.block_args(b).iter().zip(dst.block_args(nb)) {
                map.insert(a, na);
            }
            dst.append_block(region, nb);
            let inner: Vec<OpId> = src.block_ops(b).collect();
            for i in inner {
                let c = copy_op(src, i, dst, map, loc);
                dst.append_op(nb, c);
            }
        }
        regions.push(region);
    }
    let data = src.op(o);
    let new = dst.create_op(NewOp {
        name: data.name,
        loc,
        operands: &operands,
        result_types: &types,
        attrs: src.attrs(o),
        props: data.props,
        successors: &[],
        regions: &regions,
    });
    for (r, nr) in src.results(o).zip(dst.results(new).collect::<Vec<_>>()) {
        map.insert(r, nr);
    }
    new
}
