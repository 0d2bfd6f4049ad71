//! Building IR by hand: an [`OpBuilder`] with an insertion point and a
//! current location, creating ops by name.
//!
//! The builder borrows the context (to intern names, attributes and
//! locations) and the IR for as long as it lives; drop it to use the module
//! again. Its insertion point is a block and the op to insert before (or
//! the block's end), as MLIR's is, so consecutive ops come out in the order
//! they were created, and "after op X" means "before X's next op, as it is
//! now".
//!
//! Ops are made from their name: a registered op's inherent attributes go
//! to its properties (checked against its declared kinds), with the
//! declared defaults filled in, exactly as the parser does for the generic
//! form; everything else becomes a discardable attribute. Result types are
//! given, or left out for a registered op whose parser infers them
//! (`SameOperandsAndResultType`, constants, comparisons, selects; see
//! [`crate::dialects::infer_result_types`]). Structural parts the op
//! declares (such as `operandSegmentSizes`) are attributes the caller
//! gives.

use crate::attrs::{Attr, AttrData, Location, NamedAttr};
use crate::context::Context;
use crate::ir::{BlockId, InsertPoint, Ir, IrError, LocRef, NewOp, OpId, RegionId, Value};
use crate::module::Module;
use crate::types::Type;

/// Whether the registered op `name` declares a result group that must
/// hold a value.
fn needs_results(name: &str) -> bool {
    crate::dialects::lookup(name.as_bytes()).is_some_and(|d| {
        d.structure.declared
            && d.structure
                .results
                .iter()
                .any(|g| g.arity == crate::dialects::structure::Arity::Single)
    })
}

/// Everything needed to build one op, filled in builder style:
///
/// ```
/// # use sigil_ir::builder::OpState;
/// # fn f(a: sigil_ir::Value, b: sigil_ir::Value, i1: sigil_ir::Type, pred: sigil_ir::Attr) {
/// let state = OpState::new("arith.cmpi")
///     .operands(&[a, b])
///     .results(&[i1])
///     .attr("predicate", pred);
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct OpState<'s> {
    name: &'s str,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    attrs: Vec<(&'s str, Attr)>,
    successors: Vec<BlockId>,
    regions: usize,
    loc: Option<LocRef>,
}

impl<'s> OpState<'s> {
    pub fn new(name: &'s str) -> Self {
        OpState {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            successors: Vec::new(),
            regions: 0,
            loc: None,
        }
    }

    pub fn operands(mut self, values: &[Value]) -> Self {
        self.operands.extend_from_slice(values);
        self
    }

    pub fn results(mut self, types: &[Type]) -> Self {
        self.result_types.extend_from_slice(types);
        self
    }

    /// An attribute: a property if the op declares it, else discardable.
    pub fn attr(mut self, name: &'s str, value: Attr) -> Self {
        self.attrs.push((name, value));
        self
    }

    pub fn successors(mut self, blocks: &[BlockId]) -> Self {
        self.successors.extend_from_slice(blocks);
        self
    }

    /// `n` empty regions (add blocks with [`OpBuilder::create_block`]).
    pub fn regions(mut self, n: usize) -> Self {
        self.regions = n;
        self
    }

    /// The op's location, instead of the builder's current one.
    pub fn loc(mut self, loc: LocRef) -> Self {
        self.loc = Some(loc);
        self
    }
}

/// A saved insertion point, for [`OpBuilder::restore_insertion_point`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedInsertionPoint(Option<(BlockId, Option<OpId>)>);

/// Creates ops at an insertion point.
pub struct OpBuilder<'a> {
    pub ctx: &'a mut Context,
    pub ir: &'a mut Ir,
    /// The block and the op new ops go before (`None`: the block's end).
    ip: Option<(BlockId, Option<OpId>)>,
    loc: LocRef,
}

impl<'a> OpBuilder<'a> {
    /// A builder without insertion point: the ops it creates stay detached.
    /// Its location is `unknown`.
    pub fn new(ctx: &'a mut Context, ir: &'a mut Ir) -> Self {
        let loc = LocRef::attr(ctx.unknown_loc());
        OpBuilder {
            ctx,
            ir,
            ip: None,
            loc,
        }
    }

    /// A builder inserting at `at`.
    pub fn at(ctx: &'a mut Context, ir: &'a mut Ir, at: InsertPoint) -> Result<Self, IrError> {
        let mut b = OpBuilder::new(ctx, ir);
        b.set_insertion_point(at)?;
        Ok(b)
    }

    /// Moves the insertion point; refused when `at` names an op that is not
    /// in a block.
    pub fn set_insertion_point(&mut self, at: InsertPoint) -> Result<(), IrError> {
        let anchor = |o: OpId| self.ir.parent_block(o).ok_or(IrError::OpNotInBlock(o));
        self.ip = Some(match at {
            InsertPoint::Start(b) => (b, self.ir.first_op(b)),
            InsertPoint::End(b) => (b, None),
            InsertPoint::Before(o) => (anchor(o)?, Some(o)),
            InsertPoint::After(o) => (anchor(o)?, self.ir.next_op(o)),
        });
        Ok(())
    }

    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some((block, None));
    }

    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = Some((block, self.ir.first_op(block)));
    }

    /// From now on ops are created detached.
    pub fn clear_insertion_point(&mut self) {
        self.ip = None;
    }

    pub fn insertion_point(&self) -> SavedInsertionPoint {
        SavedInsertionPoint(self.ip)
    }

    pub fn restore_insertion_point(&mut self, saved: SavedInsertionPoint) {
        self.ip = saved.0;
    }

    /// The block ops are inserted into.
    pub fn insertion_block(&self) -> Option<BlockId> {
        self.ip.map(|(b, _)| b)
    }

    /// The location given to the ops created from now on.
    pub fn set_loc(&mut self, loc: LocRef) {
        self.loc = loc;
    }

    pub fn loc(&self) -> LocRef {
        self.loc
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&mut self, file: &str, line: u32, col: u32) -> LocRef {
        let file = self.ctx.string_attr(file.as_bytes());
        LocRef::attr(self.ctx.loc(Location::FileLineCol {
            file,
            line,
            col,
            end_line: line,
            end_col: col,
        }))
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> LocRef {
        LocRef::attr(self.ctx.unknown_loc())
    }

    /// `loc("name"(child))`; `child` may be `loc(unknown)`.
    pub fn name_loc(&mut self, name: &str, child: LocRef) -> LocRef {
        let name = self.ctx.string_attr(name.as_bytes());
        let child = child.as_attr().unwrap_or(self.ctx.unknown_loc());
        LocRef::attr(self.ctx.loc(Location::Name { name, child }))
    }

    /// Creates an op with operands and results and nothing else but its
    /// default properties, at the insertion point:
    /// `b.create("arith.addi", &[x, y], &[i32])`.
    pub fn create(&mut self, name: &str, operands: &[Value], result_types: &[Type]) -> OpId {
        self.build(OpState::new(name).operands(operands).results(result_types))
            .expect("an op without attributes always builds")
    }

    /// Like [`OpBuilder::create`], returning the op's only result.
    pub fn create_value(&mut self, name: &str, operands: &[Value], result_type: Type) -> Value {
        let op = self.create(name, operands, &[result_type]);
        self.ir.result(op, 0)
    }

    /// Creates the op `state` describes at the insertion point. Refused
    /// when an attribute is given twice or a property is of the wrong kind.
    pub fn build(&mut self, state: OpState<'_>) -> Result<OpId, IrError> {
        let name = self.ctx.string_attr(state.name.as_bytes());
        let inherent = crate::dialects::inherent_attrs(state.name.as_bytes());
        let mut props: Vec<NamedAttr> = Vec::new();
        let mut attrs: Vec<NamedAttr> = Vec::new();
        for &(n, value) in &state.attrs {
            let key = self.ctx.string_attr(n.as_bytes());
            if props.iter().chain(&attrs).any(|e| e.name == key) {
                return Err(IrError::DuplicateAttribute {
                    op: state.name.into(),
                    name: n.into(),
                });
            }
            match inherent.iter().find(|s| s.name == n) {
                Some(spec) => {
                    if !spec.kind.accepts(self.ctx, value) {
                        return Err(IrError::InvalidAttribute {
                            op: state.name.into(),
                            name: n.into(),
                            constraint: spec.kind.describe(),
                        });
                    }
                    props.push(NamedAttr { name: key, value });
                }
                None => attrs.push(NamedAttr { name: key, value }),
            }
        }
        for spec in inherent {
            if let Some(default) = spec.default {
                let key = self.ctx.string_attr(spec.name.as_bytes());
                if !props.iter().any(|p| p.name == key) {
                    let value = default.build(self.ctx);
                    props.push(NamedAttr { name: key, value });
                }
            }
        }
        let props = if props.is_empty() {
            None
        } else {
            Some(self.ctx.dict_attr(props).expect("names checked unique"))
        };
        self.ctx
            .sort_named_attrs(&mut attrs)
            .expect("names checked unique");
        let regions: Vec<RegionId> = (0..state.regions)
            .map(|_| self.ir.create_region())
            .collect();
        // No result types given for an op that must have results: infer
        // them as its custom parser does.
        let mut result_types = state.result_types.clone();
        if result_types.is_empty() && needs_results(state.name) {
            let operand_types: Vec<Type> = state
                .operands
                .iter()
                .map(|&v| self.ir.value_type(v))
                .collect();
            let prop_list: Vec<NamedAttr> = props
                .map(|p| self.ctx.dict_entries(p).to_vec())
                .unwrap_or_default();
            result_types = crate::dialects::infer_result_types(
                self.ctx,
                state.name.as_bytes(),
                &operand_types,
                &prop_list,
            )
            .ok_or_else(|| IrError::CannotInferResults {
                op: state.name.into(),
            })?;
        }
        let op = self.ir.create_op(NewOp {
            name,
            loc: state.loc.unwrap_or(self.loc),
            operands: &state.operands,
            result_types: &result_types,
            attrs: &attrs,
            props,
            successors: &state.successors,
            regions: &regions,
        });
        if let Some((block, before)) = self.ip {
            let at = match before {
                Some(o) => InsertPoint::Before(o),
                None => InsertPoint::End(block),
            };
            self.ir.insert_op(op, at)?;
        }
        Ok(op)
    }

    /// Appends a block with arguments of `arg_types` (at the builder's
    /// location) to `region` and moves the insertion point to its end.
    pub fn create_block(&mut self, region: RegionId, arg_types: &[Type]) -> BlockId {
        let args: Vec<(Type, LocRef)> = arg_types.iter().map(|&t| (t, self.loc)).collect();
        let b = self.ir.create_block(&args);
        self.ir.append_block(region, b);
        self.ip = Some((b, None));
        b
    }

    // ----- attributes and types -----

    pub fn str_attr(&mut self, s: &str) -> Attr {
        self.ctx.string_attr(s.as_bytes())
    }

    /// An integer attribute of type `ty` (an integer or `index` type).
    pub fn int_attr(&mut self, ty: Type, value: i64) -> Attr {
        let width = match self.ctx.type_data(ty) {
            crate::TypeData::Integer { width, .. } => *width,
            _ => 64,
        };
        self.ctx.intern_attr(AttrData::Integer {
            ty,
            value: sigil_numeric::ApInt::from_i64(width, value),
        })
    }

    pub fn type_attr(&mut self, ty: Type) -> Attr {
        self.ctx.type_attr(ty)
    }

    /// `@name`.
    pub fn symbol_ref(&mut self, name: &str) -> Attr {
        let root = self.ctx.string_attr(name.as_bytes());
        self.ctx.intern_attr(AttrData::SymbolRef {
            root,
            nested: Box::new([]),
        })
    }

    /// `array<i32: ...>` (as `operandSegmentSizes`).
    pub fn dense_i32_array(&mut self, values: &[i32]) -> Attr {
        let elem = self.ctx.i(32);
        self.ctx.intern_attr(AttrData::DenseArray {
            elem,
            len: values.len() as u32,
            data: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
        })
    }

    pub fn int_type(&mut self, width: u32) -> Type {
        self.ctx.i(width)
    }

    pub fn index_type(&mut self) -> Type {
        self.ctx.index_type()
    }
}

/// An empty `builtin.module` (one region, one empty block) to build into.
pub fn new_module(ctx: &mut Context) -> Module {
    let mut ir = Ir::new();
    let top = {
        let mut b = OpBuilder::new(ctx, &mut ir);
        let top = b
            .build(OpState::new("builtin.module").regions(1))
            .expect("a module without attributes always builds");
        let region = b.ir.regions(top)[0];
        b.create_block(region, &[]);
        top
    };
    Module {
        ir,
        top,
        dialect_resources: Vec::new(),
        external_resources: Vec::new(),
        source: None,
        warnings: Vec::new(),
        split_at: None,
    }
}

/// The body block of a module (its op's first region's entry block).
pub fn module_body(module: &Module) -> BlockId {
    module
        .ir
        .regions(module.top)
        .first()
        .and_then(|&r| module.ir.entry_block(r))
        .expect("a module has a body block")
}
