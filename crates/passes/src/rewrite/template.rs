//! Lowerings written as MLIR text (StableHLO's and TOSA's): a rule formats the
//! ops that replace one op as the body of a function whose arguments `%a0`,
//! `%a1`, ... stand for the op's operands and whose `return` gives the values
//! replacing its results. The text is parsed and verified in the module's
//! context, and its ops are copied in front of the op, each taking the op's
//! location (so a trap names the source line). A rule reads as the IR it
//! makes, and the parser and verifier check that IR as they check any input.

use std::collections::HashMap;
use std::sync::Arc;

use sigil_ir::{
    parse_module, BlockId, Context, Ir, LocRef, Module, NewOp, OpId, ParseOptions, SourceFile,
    Type, Value,
};

/// Copies the ops of `body` in front of `op` (types written by
/// `type_text`; `origin` names the text in messages) and returns the values
/// that replace `op`'s results, in order; the caller replaces them and
/// erases `op`. `Err` with the parser's or verifier's message if the text is
/// not valid IR, which is a bug of the rule.
pub(crate) fn instantiate(
    ctx: &mut Context,
    m: &mut Module,
    op: OpId,
    body: &str,
    origin: &str,
    type_text: fn(&mut Context, Type) -> String,
) -> Result<Vec<Value>, String> {
    let ir = &m.ir;
    let operand_types: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let result_types: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let args: Vec<String> = operand_types
        .iter()
        .enumerate()
        .map(|(i, &t)| format!("%a{i}: {}", type_text(ctx, t)))
        .collect();
    let results: Vec<String> = result_types.iter().map(|&t| type_text(ctx, t)).collect();
    let text = format!(
        "func.func @rule({}) -> ({}) {{\n{body}\n}}\n",
        args.join(", "),
        results.join(", ")
    );
    let src = Arc::new(SourceFile::new(origin, text.into_bytes()));
    let render = |d: Box<sigil_ir::Diagnostic>| {
        let mut s = String::new();
        d.render(&src, &mut s);
        s
    };
    let template = parse_module(ctx, src.clone(), &ParseOptions::default()).map_err(render)?;
    sigil_ir::verifier::verify(ctx, &template).map_err(render)?;
    let t = &template.ir;
    let module_body = sigil_ir::builder::module_body(&template);
    let func = t.first_op(module_body).ok_or("an empty rule")?;
    let entry = t
        .regions(func)
        .first()
        .and_then(|&r| t.entry_block(r))
        .ok_or("a rule without a body")?;
    let mut map: HashMap<Value, Value> = HashMap::new();
    for (&a, v) in t
        .block_args(entry)
        .iter()
        .zip(m.ir.operands(op).collect::<Vec<_>>())
    {
        map.insert(a, v);
    }
    let loc = m.ir.op(op).loc;
    let ops: Vec<OpId> = t.block_ops(entry).collect();
    let (ret, body_ops) = ops.split_last().ok_or("a rule without a return")?;
    for &o in body_ops {
        let copy = copy_op(t, o, &mut m.ir, &mut map, loc);
        m.ir.insert_op_before(op, copy);
    }
    Ok(t.operands(*ret).map(|v| map[&v]).collect())
}

/// A copy of `o` (of `src`) in `dst`, with its regions, operands mapped
/// through `map` and every op located at `loc`.
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
    let op = src.op(o);
    let new = dst.create_op(NewOp {
        name: op.name,
        loc,
        operands: &operands,
        result_types: &types,
        attrs: src.attrs(o),
        props: op.props,
        successors: &[],
        regions: &regions,
    });
    for (r, nr) in src.results(o).zip(dst.results(new).collect::<Vec<_>>()) {
        map.insert(r, nr);
    }
    new
}
