//! `tosa-infer-shapes`: propagates shapes forward through a function's TOSA
//! ops, as MLIR 22.1's `TosaInferShapes` does. Each TOSA op's results get
//! the join of their type and what the op infers (`infer.rs`); the
//! operands of a `cond_if` flow into its regions' arguments, and a
//! `while_loop`'s arguments are iterated to a fixed point (speculatively,
//! then rolled back) before its regions are refined for good.
//!
//! Types change in place and every change is recorded (value, old type):
//! at the end, each use of a changed value by an op that cannot be refined
//! (not TOSA, no type-inference interface, e.g. `func.return`) gets a
//! `tensor.cast` back to the old type, one per recorded change, placed
//! right after the value's definition, as MLIR's `commit` does.

use sigil_ir::{Context, InsertPoint, Module, NewOp, OpId, RegionId, Type, TypeData, Value};

use super::infer::{infer, Knowledge};
use super::infer_type_ops::INFER_TYPE_OPS;
use crate::pass::{Pass, PassFailed, Target};

/// The `tosa-infer-shapes` pass.
pub struct TosaInferShapes;

impl Pass for TosaInferShapes {
    fn argument(&self) -> &str {
        "tosa-infer-shapes"
    }

    fn name(&self) -> &str {
        "TosaInferShapesPass"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let Some(&body) = t.module.ir.regions(t.op).first() else {
            return Ok(());
        };
        let mut state = Changes::default();
        propagate_region(t.ctx, t.module, body, &mut state);
        state.commit(t.ctx, t.module);
        for d in std::mem::take(&mut state.errors) {
            t.emit(d);
        }
        Ok(())
    }
}

/// The recorded type changes (MLIR's `TypeModificationState`).
#[derive(Default)]
struct Changes {
    old: Vec<(Value, Type)>,
    /// Errors inference reported (they do not fail the pass).
    errors: Vec<sigil_ir::Diagnostic>,
}

impl Changes {
    fn set(&mut self, m: &mut Module, v: Value, t: Type) {
        let old = m.ir.value_type(v);
        if old != t {
            self.old.push((v, old));
            m.ir.set_value_type(v, t);
        }
    }

    fn roll_back(&mut self, m: &mut Module) {
        for (v, t) in self.old.drain(..) {
            m.ir.set_value_type(v, t);
        }
    }

    fn commit(&mut self, ctx: &mut Context, m: &mut Module) {
        let cast_name = ctx.string_attr(b"tensor.cast");
        for (v, old) in std::mem::take(&mut self.old) {
            let uses: Vec<(OpId, usize)> = m.ir.uses(v).collect();
            let mut cast: Option<Value> = None;
            for (user, index) in uses {
                if can_be_refined(ctx, m, user) {
                    continue;
                }
                let c = match cast {
                    Some(c) => c,
                    None => {
                        let (loc, at) = match m.ir.value_def(v) {
                            Some(sigil_ir::ValueDef::Result { op, .. }) => {
                                (m.ir.op(op).loc, InsertPoint::After(op))
                            }
                            Some(sigil_ir::ValueDef::Arg { block, .. }) => {
                                (m.ir.arg_loc(v), InsertPoint::Start(block))
                            }
                            None => continue,
                        };
                        let op = m.ir.create_op(NewOp {
                            name: cast_name,
                            loc,
                            operands: &[v],
                            result_types: &[old],
                            attrs: &[],
                            props: None,
                            successors: &[],
                            regions: &[],
                        });
                        if m.ir.insert_op(op, at).is_err() {
                            continue;
                        }
                        let c = m.ir.result(op, 0);
                        cast = Some(c);
                        c
                    }
                };
                m.ir.set_operand(user, index, c);
            }
        }
    }
}

/// A use MLIR refines rather than casts: by a TOSA op or an op with a
/// type-inference interface.
fn can_be_refined(ctx: &Context, m: &Module, user: OpId) -> bool {
    let name = ctx.str_bytes(m.ir.op(user).name);
    if name.starts_with(b"tosa.") {
        return true;
    }
    let name = String::from_utf8_lossy(name);
    INFER_TYPE_OPS.binary_search(&name.as_ref()).is_ok()
}

fn is_tosa(ctx: &Context, m: &Module, op: OpId) -> bool {
    ctx.str_bytes(m.ir.op(op).name).starts_with(b"tosa.")
}

fn propagate_region(ctx: &mut Context, m: &mut Module, region: RegionId, state: &mut Changes) {
    let blocks: Vec<_> = m.ir.region_blocks(region).collect();
    for b in blocks {
        let ops: Vec<OpId> = m.ir.block_ops(b).collect();
        for op in ops {
            if !is_tosa(ctx, m, op) {
                continue;
            }
            match ctx.str_bytes(m.ir.op(op).name) {
                b"tosa.cond_if" => propagate_if(ctx, m, op, state),
                b"tosa.while_loop" => propagate_while(ctx, m, op, state),
                _ => {}
            }
            // The TOSA ops with a type-inference interface in MLIR's records
            // (each has its rule in `infer.rs`).
            let name = String::from_utf8_lossy(ctx.str_bytes(m.ir.op(op).name)).into_owned();
            if INFER_TYPE_OPS.binary_search(&name.as_str()).is_err() {
                continue;
            }
            let shapes = match infer(ctx, &m.ir, op) {
                Ok(s) => s,
                Err(message) => {
                    // The error is reported at the op's location (without
                    // the op printed) and the pass goes on.
                    if let Some(message) = message {
                        state.errors.push(crate::pass::op_diagnostic(
                            ctx,
                            m,
                            op,
                            sigil_ir::Severity::Error,
                            message,
                            None,
                        ));
                    }
                    continue;
                }
            };
            let results: Vec<Value> = m.ir.results(op).collect();
            for (r, shape) in results.into_iter().zip(shapes) {
                let current = Knowledge::of_type(ctx, m.ir.value_type(r));
                let mut inferred = Knowledge::pessimistic();
                inferred.dtype = element(ctx, m.ir.value_type(r));
                inferred.sizes = shape;
                let joined = Knowledge::join(&current, &inferred);
                if joined.error {
                    continue;
                }
                if let Some(t) = joined.to_type(ctx) {
                    state.set(m, r, t);
                }
            }
        }
    }
}

fn element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

/// The entry block of a region.
fn front(m: &Module, r: RegionId) -> Option<sigil_ir::BlockId> {
    m.ir.entry_block(r)
}

fn propagate_if(ctx: &mut Context, m: &mut Module, op: OpId, state: &mut Changes) {
    let regions = m.ir.regions(op).to_vec();
    for r in regions {
        let Some(block) = front(m, r) else {
            return;
        };
        let args = m.ir.block_args(block).to_vec();
        let operands: Vec<Value> = m.ir.operands(op).collect();
        if args.len() + 1 != operands.len() {
            return;
        }
        for i in 1..operands.len() {
            let inferred = m.ir.value_type(operands[i]);
            let arg = args[i - 1];
            let old = m.ir.value_type(arg);
            let Some(shape) = ranked_shape(ctx, inferred) else {
                continue;
            };
            // `oldType.clone(shape)`: the argument's element type (and
            // encoding) with the operand's shape.
            let new = match ctx.type_data(old).clone() {
                TypeData::RankedTensor { elem, encoding, .. } => {
                    ctx.intern_type(TypeData::RankedTensor {
                        shape: shape.into(),
                        elem,
                        encoding,
                    })
                }
                TypeData::UnrankedTensor { elem } => ctx.intern_type(TypeData::RankedTensor {
                    shape: shape.into(),
                    elem,
                    encoding: None,
                }),
                _ => continue,
            };
            state.set(m, arg, new);
        }
        for (i, &arg) in args.iter().enumerate() {
            let from_operand = Knowledge::of_type(ctx, m.ir.value_type(operands[i + 1]));
            let from_arg = Knowledge::of_type(ctx, m.ir.value_type(arg));
            let joined = Knowledge::join(&from_operand, &from_arg);
            if joined.error {
                continue;
            }
            if let Some(t) = joined.to_type(ctx) {
                state.set(m, arg, t);
            }
        }
        propagate_region(ctx, m, r, state);
    }
}

fn ranked_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

fn propagate_while(ctx: &mut Context, m: &mut Module, op: OpId, state: &mut Changes) {
    let regions = m.ir.regions(op).to_vec();
    let Some(&body) = regions.get(1) else {
        return;
    };
    let mut arg_types: Vec<Type> = m.ir.operands(op).map(|v| m.ir.value_type(v)).collect();
    loop {
        let mut local = Changes::default();
        let Some(block) = front(m, body) else {
            return;
        };
        let args = m.ir.block_args(block).to_vec();
        for (&arg, &t) in args.iter().zip(&arg_types) {
            local.set(m, arg, t);
        }
        propagate_region(ctx, m, body, &mut local);
        let mut yields = Vec::new();
        for b in m.ir.region_blocks(body) {
            if let Some(t) = m.ir.last_op(b) {
                if ctx.str_bytes(m.ir.op(t).name) == b"tosa.yield" {
                    yields.push(t);
                }
            }
        }
        let mut info: Vec<Knowledge> = arg_types
            .iter()
            .map(|&t| Knowledge::of_type(ctx, t))
            .collect();
        for &y in &yields {
            for (i, v) in m.ir.operands(y).enumerate() {
                if let Some(k) = info.get(i) {
                    let next = Knowledge::of_type(ctx, m.ir.value_type(v));
                    info[i] = Knowledge::meet(k, &next);
                }
            }
        }
        let mut changed = false;
        for (i, k) in info.iter().enumerate() {
            let Some(t) = k.to_type(ctx) else {
                continue;
            };
            changed |= t != arg_types[i];
            arg_types[i] = t;
        }
        local.roll_back(m);
        state.errors.append(&mut local.errors);
        if !changed {
            break;
        }
    }
    for r in regions {
        let Some(block) = front(m, r) else {
            continue;
        };
        let args = m.ir.block_args(block).to_vec();
        for (&arg, &t) in args.iter().zip(&arg_types) {
            state.set(m, arg, t);
        }
        propagate_region(ctx, m, r, state);
    }
}
