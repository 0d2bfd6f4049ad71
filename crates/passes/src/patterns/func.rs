//! `func`'s canonicalization pattern: an indirect call of a constant callee
//! becomes a direct call (MLIR's `SimplifyIndirectCallWithKnownCallee`).

use sigil_ir::{NamedAttr, NewOp, OpId, Type, Value};

use super::FnPattern;
use crate::rewrite::{RewritePattern, Rewriter};

pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FnPattern {
        root: "func.call_indirect",
        label: "SimplifyIndirectCallWithKnownCallee",
        benefit: 1,
        f: indirect_to_direct,
    })]
}

fn indirect_to_direct(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ir = rw.ir();
    let Some(callee) = ir.operands(op).next() else {
        return false;
    };
    let Some(constant) = crate::fold::value_constant(rw.ctx, ir, callee) else {
        return false;
    };
    let Some(symbol) = constant.attr() else {
        return false;
    };
    if !matches!(
        rw.ctx.attr_data(symbol),
        sigil_ir::attrs::AttrData::SymbolRef { .. }
    ) {
        return false;
    }
    let args: Vec<Value> = ir.operands(op).skip(1).collect();
    let types: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
    let loc = ir.op(op).loc;
    let key = rw.ctx.string_attr(b"callee");
    let props = rw
        .ctx
        .dict_attr(vec![NamedAttr {
            name: key,
            value: symbol,
        }])
        .expect("one property");
    let name = rw.ctx.string_attr(b"func.call");
    let call = rw.create_before(
        op,
        NewOp {
            name,
            loc,
            operands: &args,
            result_types: &types,
            attrs: &[],
            props: Some(props),
            successors: &[],
            regions: &[],
        },
    );
    let results: Vec<Value> = rw.ir().results(call).collect();
    rw.replace_op(op, &results);
    true
}
