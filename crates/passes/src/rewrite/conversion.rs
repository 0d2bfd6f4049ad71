//! MLIR's partial-conversion driver (`applyPartialConversion`), as far as
//! the lowerings sigil has show it in their output.
//!
//! The ops under the anchor are listed in pre-order before anything
//! changes, the anchor included. Each is then legalized in that order:
//! - an op the target declares legal is left alone (nothing under it is
//!   skipped: a legal op's body is in the list too);
//! - any other op, illegal or of a dialect the target does not mention, is
//!   first folded. An in-place fold makes it be legalized again; a fold to
//!   values materializes its constants right before it, at its location.
//! - an op still not legal is rewritten by the lowering, which builds its
//!   ops right before it, at its location, in the order MLIR's pattern
//!   creates them (constants included: nothing is hoisted or uniqued). An op
//!   a rewrite builds is legalized as soon as it is built, where it stands.
//!   An unknown op no rewrite applies to stays; an illegal one ends the
//!   conversion with MLIR's "failed to legalize" error.
//!
//! A replaced op stays in the IR, still used, until the conversion ends, as
//! in MLIR's driver (whose rewriter defers replacements): a later fold that
//! looks at an operand's defining op (an `extf` of a `truncf`) still sees it,
//! and an operand that will become a constant is not one yet. When every op
//! is legalized, each replaced op's results are replaced, in the order the
//! replacements were made, by their final values, and the op is erased.

use std::collections::HashMap;

use sigil_ir::attrs::AttrData;
use sigil_ir::{Attr, Context, Ir, LocRef, NewOp, OpId, Type, TypeData, Value, ValueDef};
use sigil_numeric::FloatKind;

use crate::fold::values::{element_type, int_width, make_ints, mask, Lanes};
use crate::fold::{FoldResult, Folded};
use crate::pass::{PassFailed, Target};

/// What the conversion target says of an op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Legality {
    Legal,
    Illegal,
    /// Of no dialect or op the target names: folded, rewritten if a rule
    /// applies, else left as it is.
    Unknown,
}

/// A lowering: its conversion target and its rewrites.
pub trait Lowering {
    fn legality(&self, ctx: &Context, ir: &Ir, op: OpId) -> Legality;
    /// Rewrites `op` through `cv` (building before it, see [`At`]): the
    /// values that replace its results, or `None` where no rewrite applies.
    /// `Err` carries an op that could not be legalized.
    fn rewrite(&self, cv: &mut Converter<'_>, op: OpId, at: At)
        -> Result<Option<Vec<Value>>, OpId>;
}

/// Where a rewrite builds: before the rewritten op, at its location.
#[derive(Clone, Copy)]
pub struct At {
    pub before: OpId,
    pub loc: LocRef,
}

impl Legality {
    /// `Legal` for an op of one of `dialects` (MLIR's `addLegalDialect`),
    /// else `Unknown`.
    pub fn by_dialect(name: &[u8], dialects: &[&str]) -> Legality {
        let legal = dialects.iter().any(|d| {
            name.len() > d.len() && name.starts_with(d.as_bytes()) && name[d.len()] == b'.'
        });
        if legal {
            Legality::Legal
        } else {
            Legality::Unknown
        }
    }
}

/// In-place folds of one op before its rewrite is tried (a commutative op
/// settles after one).
const MAX_IN_PLACE_FOLDS: usize = 8;

/// The driver's state over one conversion, and the builders rewrites use.
pub struct Converter<'a> {
    pub ctx: &'a mut Context,
    pub ir: &'a mut Ir,
    lowering: &'a dyn Lowering,
    /// Legalized ops and the values that replace their results.
    replaced: Vec<(OpId, Vec<Value>)>,
}

/// Converts the ops under `root` (and `root`) with `lowering`; `Err` names
/// the first op that could not be legalized (the IR is then left as it is:
/// MLIR rolls back, but a failed pass prints nothing of it).
pub fn apply_partial_conversion(
    ctx: &mut Context,
    ir: &mut Ir,
    root: OpId,
    lowering: &dyn Lowering,
) -> Result<(), OpId> {
    let mut todo = Vec::new();
    ir.walk(root, &mut |o| todo.push(o));
    let mut cv = Converter {
        ctx,
        ir,
        lowering,
        replaced: Vec::new(),
    };
    for op in todo {
        cv.legalize(op)?;
    }
    cv.commit();
    Ok(())
}

/// A conversion pass's run: [`apply_partial_conversion`] on the pass's op,
/// an op that could not be legalized reported with MLIR's error.
pub fn run_conversion(t: &mut Target<'_>, lowering: &dyn Lowering) -> Result<(), PassFailed> {
    apply_partial_conversion(t.ctx, &mut t.module.ir, t.op, lowering).map_err(|bad| {
        let message = format!(
            "failed to legalize operation '{}' that was explicitly marked illegal",
            String::from_utf8_lossy(t.ctx.str_bytes(t.module.ir.op(bad).name))
        );
        t.error(bad, message)
    })
}

impl Converter<'_> {
    /// The op's name.
    pub fn name(&self, op: OpId) -> &[u8] {
        self.ctx.str_bytes(self.ir.op(op).name)
    }

    /// Legalizes `op` (see the module comment).
    pub fn legalize(&mut self, op: OpId) -> Result<(), OpId> {
        for _ in 0..MAX_IN_PLACE_FOLDS {
            if self.lowering.legality(self.ctx, self.ir, op) == Legality::Legal {
                return Ok(());
            }
            match crate::fold::fold_op(self.ctx, self.ir, op) {
                Some(Folded::InPlace) => continue,
                Some(Folded::Results(r)) => {
                    if let Some(values) = self.materialize_fold(op, &r) {
                        self.replaced.push((op, values));
                        return Ok(());
                    }
                    break;
                }
                None => break,
            }
        }
        let legality = self.lowering.legality(self.ctx, self.ir, op);
        if legality == Legality::Legal {
            return Ok(());
        }
        let at = At {
            before: op,
            loc: self.ir.op(op).loc,
        };
        let lowering = self.lowering;
        match lowering.rewrite(self, op, at)? {
            Some(values) => {
                self.replaced.push((op, values));
                Ok(())
            }
            None if legality == Legality::Unknown => Ok(()),
            None => Err(op),
        }
    }

    /// Materializes a fold's constants before `op`: the values that replace
    /// its results.
    fn materialize_fold(&mut self, op: OpId, results: &[FoldResult]) -> Option<Vec<Value>> {
        let name = self.name(op).to_vec();
        let loc = self.ir.op(op).loc;
        let mut values = Vec::new();
        let mut made = Vec::new();
        for (i, r) in results.iter().enumerate() {
            match *r {
                FoldResult::Value(v) => values.push(v),
                FoldResult::Attr(a) => {
                    let ty = self.ir.value_type(self.ir.result(op, i));
                    let Some((cname, props)) = crate::fold::materialize(self.ctx, &name, a, ty)
                    else {
                        for m in made {
                            self.ir.erase_op(m).expect("an unused new constant");
                        }
                        return None;
                    };
                    let c = self.create(At { before: op, loc }, cname, &[], &[ty], Some(props));
                    made.push(c);
                    values.push(self.ir.result(c, 0));
                }
            }
        }
        Some(values)
    }

    /// Records that `op`'s results are replaced by `values` when the
    /// conversion ends (for rewrites that replace an op they did not get).
    pub fn replace_later(&mut self, op: OpId, values: Vec<Value>) {
        self.replaced.push((op, values));
    }

    /// Replaces the legalized ops by their final values and erases them.
    fn commit(&mut self) {
        let index: HashMap<OpId, usize> = self
            .replaced
            .iter()
            .enumerate()
            .map(|(i, (op, _))| (*op, i))
            .collect();
        let resolve = |mut v: Value, ir: &Ir| {
            for _ in 0..=self.replaced.len() {
                match ir.value_def(v) {
                    Some(ValueDef::Result { op, index: r }) => match index.get(&op) {
                        Some(&i) => v = self.replaced[i].1[r as usize],
                        None => break,
                    },
                    _ => break,
                }
            }
            v
        };
        let finals: Vec<Vec<Value>> = self
            .replaced
            .iter()
            .map(|(_, vs)| vs.iter().map(|&v| resolve(v, self.ir)).collect())
            .collect();
        for ((op, _), values) in self.replaced.iter().zip(finals) {
            self.ir
                .replace_op_with_values(*op, &values)
                .expect("a legalized op's results are replaced");
        }
    }

    /// Creates an op before `at.before` (not legalized: for rewrites that
    /// fill in regions or successors themselves).
    pub fn create(
        &mut self,
        at: At,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Option<Attr>,
    ) -> OpId {
        let op = self.new_op(at.loc, name, operands, results, props);
        self.ir.insert_op_before(at.before, op);
        op
    }

    /// An op not yet in a block.
    fn new_op(
        &mut self,
        loc: LocRef,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Option<Attr>,
    ) -> OpId {
        let name = self.ctx.string_attr(name.as_bytes());
        self.ir.create_op(NewOp {
            name,
            loc,
            operands,
            result_types: results,
            attrs: &[],
            props,
            successors: &[],
            regions: &[],
        })
    }

    /// Creates an op at the end of `block` (not legalized).
    pub fn create_at_end(
        &mut self,
        block: sigil_ir::BlockId,
        loc: LocRef,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Option<Attr>,
    ) -> OpId {
        let op = self.new_op(loc, name, operands, results, props);
        self.ir.append_op(block, op);
        op
    }

    /// Builds a one-result op (its declared default properties and
    /// `given`), legalized at once. Its own result is returned even when it
    /// was rewritten (MLIR's patterns build on the op they made; the
    /// replacement comes when the conversion ends).
    pub fn op(
        &mut self,
        at: At,
        name: &str,
        operands: &[Value],
        ty: Type,
        given: &[(&str, Attr)],
    ) -> Result<Value, OpId> {
        let props = crate::patterns::props_with(self.ctx, name, given);
        let op = self.create(at, name, operands, &[ty], props);
        self.legalize(op)?;
        Ok(self.ir.result(op, 0))
    }

    pub fn ty(&self, v: Value) -> Type {
        self.ir.value_type(v)
    }

    /// A property (or attribute) of `op`.
    pub fn prop(&self, op: OpId, name: &[u8]) -> Option<Attr> {
        crate::fold::prop(self.ctx, self.ir, op, name)
    }

    /// The float format of a (shaped) float type.
    pub fn float_kind(&self, ty: Type) -> Option<FloatKind> {
        match self.ctx.type_data(element_type(self.ctx, ty)) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// MLIR's `cloneToShapedType`: `like`'s shape with element type `elem`.
    pub fn shaped_like(&mut self, like: Type, elem: Type) -> Type {
        let data = match self.ctx.type_data(like) {
            TypeData::Vector {
                shape, scalable, ..
            } => TypeData::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                elem,
            },
            TypeData::RankedTensor {
                shape, encoding, ..
            } => TypeData::RankedTensor {
                shape: shape.clone(),
                elem,
                encoding: *encoding,
            },
            TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { elem },
            _ => return elem,
        };
        self.ctx.intern_type(data)
    }

    pub fn int_ty(&mut self, like: Type, width: u32) -> Type {
        let e = self.ctx.i(width);
        self.shaped_like(like, e)
    }

    pub fn float_ty(&mut self, like: Type, kind: FloatKind) -> Type {
        let e = self.ctx.float_type(kind);
        self.shaped_like(like, e)
    }

    /// An integer or index `arith.constant` of `ty` (a splat when shaped),
    /// `value` truncated to the element's width.
    pub fn int_const(&mut self, at: At, ty: Type, value: i64) -> Result<Value, OpId> {
        let elem = element_type(self.ctx, ty);
        let width = int_width(self.ctx, elem).expect("an integer type");
        let v = (value as i128 as u128) & mask(width);
        let lanes = if elem == ty {
            Lanes::Scalar(v)
        } else {
            Lanes::Splat(v)
        };
        let attr = make_ints(self.ctx, ty, width, lanes);
        self.op(at, "arith.constant", &[], ty, &[("value", attr)])
    }

    /// An `index` constant.
    pub fn index_const(&mut self, at: At, value: i64) -> Result<Value, OpId> {
        let ty = self.ctx.index_type();
        self.int_const(at, ty, value)
    }

    /// An `f32` constant of `ty` (a splat when shaped).
    pub fn f32_const(&mut self, at: At, ty: Type, value: f32) -> Result<Value, OpId> {
        let elem = element_type(self.ctx, ty);
        let bits = value.to_bits();
        let attr = if elem == ty {
            self.ctx.intern_attr(AttrData::Float {
                ty,
                bits: bits as u128,
            })
        } else {
            self.ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat: true,
                data: bits.to_le_bytes().to_vec().into_boxed_slice(),
            })
        };
        self.op(at, "arith.constant", &[], ty, &[("value", attr)])
    }

    /// A binary op whose result has `a`'s type.
    pub fn bin(&mut self, at: At, name: &str, a: Value, b: Value) -> Result<Value, OpId> {
        let ty = self.ty(a);
        self.op(at, name, &[a, b], ty, &[])
    }

    /// A binary op with properties.
    pub fn bin_with(
        &mut self,
        at: At,
        name: &str,
        a: Value,
        b: Value,
        given: &[(&str, Attr)],
    ) -> Result<Value, OpId> {
        let ty = self.ty(a);
        self.op(at, name, &[a, b], ty, given)
    }

    /// A one-operand op of result type `ty`.
    pub fn cast(
        &mut self,
        at: At,
        name: &str,
        a: Value,
        ty: Type,
        given: &[(&str, Attr)],
    ) -> Result<Value, OpId> {
        self.op(at, name, &[a], ty, given)
    }

    /// An `i64` attribute (an enum case such as a predicate).
    pub fn i64_attr(&mut self, v: i64) -> Attr {
        let i64t = self.ctx.i(64);
        make_ints(self.ctx, i64t, 64, Lanes::Scalar(v as u64 as u128))
    }

    fn i1_like(&mut self, v: Value) -> Type {
        let ty = self.ty(v);
        self.int_ty(ty, 1)
    }

    /// `arith.cmpi` with MLIR's predicate number.
    pub fn cmpi(&mut self, at: At, pred: i64, a: Value, b: Value) -> Result<Value, OpId> {
        let p = self.i64_attr(pred);
        let ty = self.i1_like(a);
        self.op(at, "arith.cmpi", &[a, b], ty, &[("predicate", p)])
    }

    /// `arith.cmpf` with MLIR's predicate number.
    pub fn cmpf(&mut self, at: At, pred: i64, a: Value, b: Value) -> Result<Value, OpId> {
        let p = self.i64_attr(pred);
        let ty = self.i1_like(a);
        self.op(at, "arith.cmpf", &[a, b], ty, &[("predicate", p)])
    }

    pub fn select(&mut self, at: At, c: Value, a: Value, b: Value) -> Result<Value, OpId> {
        let ty = self.ty(a);
        self.op(at, "arith.select", &[c, a, b], ty, &[])
    }
}

/// `cmpi` predicates by MLIR's numbering.
pub mod cmpi {
    pub const EQ: i64 = 0;
    pub const NE: i64 = 1;
    pub const SLT: i64 = 2;
    pub const SLE: i64 = 3;
    pub const SGT: i64 = 4;
    pub const SGE: i64 = 5;
    pub const ULT: i64 = 6;
    pub const UGT: i64 = 8;
    pub const UGE: i64 = 9;
}

/// `cmpf` predicates by MLIR's numbering.
pub mod cmpf {
    pub const UGT: i64 = 9;
    pub const ULT: i64 = 11;
    pub const UNE: i64 = 13;
    pub const UNO: i64 = 14;
}
