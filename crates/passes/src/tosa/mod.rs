//! MLIR's lowerings of the `tosa` dialect, as passes with MLIR's names:
//! `tosa-to-arith` (`arith.rs`), `tosa-to-tensor` (`tensor.rs`),
//! `tosa-to-scf` (`scf.rs`), `tosa-to-linalg` (`linalg.rs`, elementwise ops,
//! reductions and data movement), `tosa-to-linalg-named` (`named.rs`: matmul,
//! convolutions, pooling) and `tosa-to-linalg-pipeline` (`pipeline.rs`), and
//! [`lower_tosa`], which the VM runs on load.
//!
//! Most lowerings are written as MLIR text (`template.rs`): a rule formats
//! the ops that replace one TOSA op as the body of a function whose
//! arguments stand for the op's operands; the text is parsed and verified
//! in the module's context and its ops copied in front of the op. A rule
//! reads as the IR it makes, and a mistake in one is a parse or verifier
//! error naming the rule, never wrong IR. Ops with regions (`cond_if`,
//! `while_loop`) move their blocks instead.
//!
//! Each pass collects the ops it must lower in a pre-order walk (the order
//! MLIR's conversion driver visits them in) and lowers them one by one; an
//! op no rule handles fails the pass with MLIR's "failed to legalize"
//! message.

pub mod arith;
pub mod broadcastable;
pub mod canonical;
pub mod compliance;
mod compliance_data;
pub mod decompose;
pub mod infer;
pub mod infer_shapes;
mod infer_type_ops;
pub mod layerwise;
pub mod linalg;
pub mod named;
pub mod pipeline;
pub mod scf;
pub mod target;
pub mod template;
pub mod tensor;
pub mod validate;

use sigil_ir::{Attr, Context, Module, OpId, Type, TypeData, Value, ValueDef};

use crate::pass::{PassFailed, Target};
use crate::registry::{PassRegistration, Registry};

/// Registers the TOSA lowering passes in `r`.
pub fn register_all(r: &mut Registry) {
    r.register(PassRegistration {
        argument: "tosa-to-arith",
        description: "Lower TOSA to the Arith dialect",
        options: arith::OPTIONS,
        create: Box::new(|o| Box::new(arith::TosaToArith::new(o))),
    });
    r.register(PassRegistration {
        argument: "tosa-to-tensor",
        description: "Lower TOSA to the Tensor dialect",
        options: &[],
        create: Box::new(|_| Box::new(tensor::TosaToTensor)),
    });
    r.register(PassRegistration {
        argument: "tosa-to-scf",
        description: "Lower TOSA to the SCF dialect",
        options: &[],
        create: Box::new(|_| Box::new(scf::TosaToScf)),
    });
    r.register(PassRegistration {
        argument: "tosa-to-linalg",
        description: "Lower TOSA to LinAlg on tensors",
        options: linalg::OPTIONS,
        create: Box::new(|_| Box::new(linalg::TosaToLinalg)),
    });
    r.register(PassRegistration {
        argument: "tosa-to-linalg-named",
        description: "Lower TOSA to LinAlg named operations",
        options: named::OPTIONS,
        create: Box::new(|_| Box::new(named::TosaToLinalgNamed)),
    });
    r.register(PassRegistration {
        argument: "tosa-attach-target",
        description: "Attach tosa.target_env information to the given module.",
        options: target::ATTACH_OPTIONS,
        create: Box::new(|o| Box::new(target::TosaAttachTarget::new(o))),
    });
    r.register(PassRegistration {
        argument: "tosa-infer-shapes",
        description: "Propagate shapes across TOSA operations",
        options: &[],
        create: Box::new(|_| Box::new(infer_shapes::TosaInferShapes)),
    });
    r.register(PassRegistration {
        argument: "tosa-layerwise-constant-fold",
        description: "Fold layerwise operations on constant tensors",
        options: layerwise::OPTIONS,
        create: Box::new(|o| Box::new(layerwise::TosaLayerwiseConstantFold::new(o))),
    });
    r.register(PassRegistration {
        argument: "tosa-make-broadcastable",
        description: "TOSA rank Reshape to enable Broadcasting",
        options: &[],
        create: Box::new(|_| Box::new(broadcastable::TosaMakeBroadcastable)),
    });
    r.register(PassRegistration {
        argument: "tosa-optional-decompositions",
        description: "Applies Tosa operations optional decompositions",
        options: &[],
        create: Box::new(|_| Box::new(decompose::TosaOptionalDecompositions)),
    });
    r.register(PassRegistration {
        argument: "tosa-validate",
        description: "Validates TOSA dialect",
        options: validate::OPTIONS,
        create: Box::new(|o| Box::new(validate::TosaValidate::new(o))),
    });
    r.register(PassRegistration {
        argument: "tosa-to-linalg-pipeline",
        description: "The default pipeline for converting TOSA operators to the equivalent operations using the tensor operations in LinAlg as well as LinAlg named operations",
        options: &[],
        create: Box::new(|_| Box::new(pipeline::TosaToLinalgPipeline)),
    });
}

/// Whether the module holds any `tosa` op.
pub fn uses_tosa(ctx: &Context, module: &Module) -> bool {
    let mut found = false;
    module.ir.walk(module.top, &mut |o| {
        if !found && ctx.str_bytes(module.ir.op(o).name).starts_with(b"tosa.") {
            found = true;
        }
    });
    found
}

/// A lowering of the ops under an op; `Err` names the op it could not lower.
type Lowering = fn(&mut Context, &mut Module, OpId) -> Result<(), (OpId, String)>;

/// Lowers every TOSA op of `module` to the ops the VM runs, as
/// `tosa-to-scf`, `tosa-to-tensor`, `tosa-to-linalg-named`,
/// `tosa-to-linalg` and `tosa-to-arith=include-apply-rescale=true` would,
/// then drops the `tosa.const_shape` ops left unused. `Err` is an error at
/// the first op no lowering handles.
pub fn lower_tosa(ctx: &mut Context, module: &mut Module) -> Result<(), Box<sigil_ir::Diagnostic>> {
    let root = module.top;
    let lowerings: [Lowering; 5] = [
        scf::lower_all,
        tensor::lower_all,
        named::lower_all,
        linalg::lower_all,
        |c, m, r| arith::lower_all(c, m, r, true, true),
    ];
    for lower in lowerings {
        if let Err((op, msg)) = lower(ctx, module, root) {
            return Err(Box::new(crate::pass::op_diagnostic(
                ctx,
                module,
                op,
                sigil_ir::Severity::Error,
                format!("cannot lower this TOSA op to run it: {msg}"),
                None,
            )));
        }
    }
    drop_unused_shapes(ctx, module, root);
    // An op none of the lowerings handles (`tosa.resize`, `tosa.fft2d`, ...).
    let mut left = None;
    module.ir.walk(root, &mut |o| {
        let name = ctx.str_bytes(module.ir.op(o).name);
        if left.is_none() && name.starts_with(b"tosa.") && name != b"tosa.const_shape" {
            left = Some(o);
        }
    });
    if let Some(op) = left {
        let name = String::from_utf8_lossy(ctx.str_bytes(module.ir.op(op).name)).into_owned();
        return Err(Box::new(crate::pass::op_diagnostic(
            ctx,
            module,
            op,
            sigil_ir::Severity::Error,
            format!("cannot lower this TOSA op to run it: '{name}' has no lowering in sigil yet"),
            None,
        )));
    }
    Ok(())
}

/// Erases `tosa.const_shape` ops whose results are unused.
pub(crate) fn drop_unused_shapes(ctx: &Context, module: &mut Module, root: OpId) {
    let shapes = collect(ctx, module, root, &[b"tosa.const_shape"]);
    for op in shapes {
        if !module.ir.has_uses(module.ir.result(op, 0)) {
            let _ = module.ir.erase_op(op);
        }
    }
}

/// The ops under `root` whose names are in `names`, in pre-order.
pub(crate) fn collect(ctx: &Context, m: &Module, root: OpId, names: &[&[u8]]) -> Vec<OpId> {
    let mut out = Vec::new();
    m.ir.walk(root, &mut |o| {
        if o != root && names.contains(&ctx.str_bytes(m.ir.op(o).name)) {
            out.push(o);
        }
    });
    out
}

/// Runs `lower` over `t.op` and turns its failure into MLIR's diagnostic.
pub(crate) fn run_lowering(
    t: &mut Target<'_>,
    lower: impl FnOnce(&mut Context, &mut Module, OpId) -> Result<(), (OpId, String)>,
) -> Result<(), PassFailed> {
    let root = t.op;
    match lower(t.ctx, t.module, root) {
        Ok(()) => Ok(()),
        Err((op, msg)) => Err(t.error(op, msg)),
    }
}

/// MLIR's message for an op no pattern legalized.
pub(crate) fn illegal(ctx: &Context, m: &Module, op: OpId) -> (OpId, String) {
    let name = String::from_utf8_lossy(ctx.str_bytes(m.ir.op(op).name)).into_owned();
    (
        op,
        format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
    )
}

/// The property or attribute `name` of `op`.
pub(crate) fn attr(ctx: &Context, m: &Module, op: OpId, name: &str) -> Option<Attr> {
    let data = m.ir.op(op);
    if let Some(a) = data.props.and_then(|p| ctx.dict_get(p, name.as_bytes())) {
        return Some(a);
    }
    m.ir.attrs(op)
        .iter()
        .find(|a| ctx.str_bytes(a.name) == name.as_bytes())
        .map(|a| a.value)
}

/// An attribute as MLIR text.
pub(crate) fn attr_text(ctx: &Context, a: Attr) -> String {
    sigil_ir::printer::attr_to_string(ctx, a)
}

/// A type as MLIR text.
pub(crate) fn ty(ctx: &Context, t: Type) -> String {
    sigil_ir::printer::type_to_string(ctx, t)
}

/// The shape of a ranked tensor type (`None` for anything else).
pub(crate) fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn elem(ctx: &Context, t: Type) -> Type {
    ctx.type_data(t).element_type().unwrap_or(t)
}

/// The signed integers a constant value holds (`tosa.const`,
/// `tosa.const_shape`, `arith.constant`), splats expanded to `len` when
/// given.
pub(crate) fn const_ints(ctx: &Context, m: &Module, v: Value) -> Option<Vec<i64>> {
    let Some(ValueDef::Result { op, .. }) = m.ir.value_def(v) else {
        return None;
    };
    let name = ctx.str_bytes(m.ir.op(op).name);
    let a = match name {
        b"tosa.const" | b"tosa.const_shape" => attr(ctx, m, op, "values")?,
        b"arith.constant" => attr(ctx, m, op, "value")?,
        _ => return None,
    };
    let ints = crate::fold::values::ints(ctx, a)?;
    let w = ints.width;
    let n = match ctx.type_data(ints.ty).num_elements() {
        Some(n) => n as usize,
        None => 1,
    };
    let sext = |x: u128| crate::fold::values::sext(x, w) as i64;
    Some(match ints.lanes {
        crate::fold::values::Lanes::Scalar(x) => vec![sext(x)],
        crate::fold::values::Lanes::Splat(x) => vec![sext(x); n.max(1)],
        crate::fold::values::Lanes::Dense(d) => d.into_iter().map(sext).collect(),
    })
}

/// The floats a constant value holds (see [`const_ints`]), as text MLIR reads.
pub(crate) fn const_scalar_text(ctx: &Context, m: &Module, v: Value) -> Option<String> {
    let Some(ValueDef::Result { op, .. }) = m.ir.value_def(v) else {
        return None;
    };
    let a = match ctx.str_bytes(m.ir.op(op).name) {
        b"tosa.const" => attr(ctx, m, op, "values")?,
        b"arith.constant" => attr(ctx, m, op, "value")?,
        _ => return None,
    };
    // `dense<3.140000e+00> : tensor<1xf32>`: the splat's value.
    let text = attr_text(ctx, a);
    let inner = text.strip_prefix("dense<")?;
    let end = inner.find('>')?;
    let v = inner[..end].trim_start_matches('[').trim_end_matches(']');
    if v.contains(',') || v.starts_with('"') {
        return None;
    }
    Some(v.to_string())
}

/// Whether `t`'s element type is a float type.
pub(crate) fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(elem(ctx, t)), TypeData::Float(_))
}

/// The bit width of `t`'s integer element type.
pub(crate) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    crate::fold::values::int_width(ctx, elem(ctx, t))
}
