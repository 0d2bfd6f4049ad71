//! Declared op structure, in the style of MLIR's ODS: per op its operand,
//! result, region and successor groups (fixed, optional, variadic, sized by
//! `operandSegmentSizes`), their type constraints, its required properties
//! and its structural traits (parent ops, single block, implicit
//! terminator).
//!
//! The declaration is `'static` data in each op's [`OpDef`]: one
//! [`Structure`] per op, groups as slices, type constraints as
//! [`TypeConstraint`] values holding MLIR's summary and a predicate. From it
//! come, with no per-op code:
//! - the structural verifier, run before any per-op verifier, in the order
//!   MLIR's generated `verifyInvariants` runs: count traits (regions,
//!   results, successors, operands), structural traits, then
//!   `verifyInvariantsImpl` (required properties, operand, result, region
//!   types and sizes), with MLIR's messages;
//! - [`structure_ok`], which the printer and the result-name hooks ask
//!   before touching an op, so nothing positional runs on an op that failed
//!   (it prints in generic form instead, as MLIR's printer does);
//! - typed accessors ([`OpView`] with the generated ids of
//!   `sigil_ir::ops`): `view.operand(LoadOp::MEMREF)`,
//!   `view.operands(LoadOp::INDICES)`, `view.region(ForOp::REGION)`, so
//!   compilers and passes read ops by declared group rather than by
//!   position or by a name searched at run time.

use std::ops::Range;

use crate::attrs::AttrData;
use crate::context::Context;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::types::Type;

use super::OpDef;

/// An ODS type constraint: what a value's type must be, and MLIR's summary
/// of it (the `X` of "operand #0 must be X, but got 'T'").
#[derive(Clone, Copy)]
pub struct TypeConstraint {
    pub summary: &'static str,
    pub accepts: fn(&Context, Type) -> bool,
}

impl TypeConstraint {
    pub const fn new(summary: &'static str, accepts: fn(&Context, Type) -> bool) -> Self {
        TypeConstraint { summary, accepts }
    }
}

/// An ODS attribute constraint on a property: what its value must be, and
/// MLIR's summary of it (the `X` of "attribute 'a' failed to satisfy
/// constraint: X"). A property that is present is checked after the
/// required ones and before the operand types, in declaration order, as
/// ODS's `verifyInvariantsImpl` does.
#[derive(Clone, Copy)]
pub struct AttrConstraint {
    pub name: &'static str,
    pub summary: &'static str,
    pub accepts: fn(&Context, crate::Attr) -> bool,
}

/// The constraint `accepts` on the property `name`.
pub const fn attr_constraint(
    name: &'static str,
    summary: &'static str,
    accepts: fn(&Context, crate::Attr) -> bool,
) -> AttrConstraint {
    AttrConstraint {
        name,
        summary,
        accepts,
    }
}

/// How many values (or regions, successors) a group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
}

impl Arity {
    fn is_fixed(self) -> bool {
        self == Arity::Single
    }
}

/// A named group of operands or results.
#[derive(Clone, Copy)]
pub struct ValueGroup {
    pub name: &'static str,
    pub arity: Arity,
    /// `None`: any type (`AnyType`), nothing to check.
    pub ty: Option<TypeConstraint>,
}

/// One operand or result.
pub const fn one(name: &'static str, ty: TypeConstraint) -> ValueGroup {
    ValueGroup {
        name,
        arity: Arity::Single,
        ty: Some(ty),
    }
}

/// One operand or result of any type.
pub const fn any(name: &'static str) -> ValueGroup {
    ValueGroup {
        name,
        arity: Arity::Single,
        ty: None,
    }
}

/// Zero or one operand or result.
pub const fn optional(name: &'static str, ty: TypeConstraint) -> ValueGroup {
    ValueGroup {
        name,
        arity: Arity::Optional,
        ty: Some(ty),
    }
}

/// Zero or one operand or result of any type.
pub const fn optional_any(name: &'static str) -> ValueGroup {
    ValueGroup {
        name,
        arity: Arity::Optional,
        ty: None,
    }
}

/// Any number of operands or results; `ty`'s summary must read "variadic
/// of ..." as ODS's `Variadic<...>` words it (see [`TypeConstraint`]).
pub const fn variadic(name: &'static str, ty: TypeConstraint) -> ValueGroup {
    ValueGroup {
        name,
        arity: Arity::Variadic,
        ty: Some(ty),
    }
}

/// Any number of operands or results of any type.
pub const fn variadic_any(name: &'static str) -> ValueGroup {
    ValueGroup {
        name,
        arity: Arity::Variadic,
        ty: None,
    }
}

/// How many blocks a region may hold (`AnyRegion`, `SizedRegion<N>`,
/// `MaxSizedRegion<N>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocks {
    Any,
    Exactly(u32),
    AtMost(u32),
}

/// A named region (or variadic group of regions).
#[derive(Clone, Copy, Debug)]
pub struct RegionGroup {
    pub name: &'static str,
    pub variadic: bool,
    pub blocks: Blocks,
}

/// A region of any size.
pub const fn region(name: &'static str) -> RegionGroup {
    RegionGroup {
        name,
        variadic: false,
        blocks: Blocks::Any,
    }
}

/// A region of exactly `n` blocks (`SizedRegion<n>`).
pub const fn sized_region(name: &'static str, n: u32) -> RegionGroup {
    RegionGroup {
        name,
        variadic: false,
        blocks: Blocks::Exactly(n),
    }
}

/// A region of at most `n` blocks (`MaxSizedRegion<n>`).
pub const fn max_sized_region(name: &'static str, n: u32) -> RegionGroup {
    RegionGroup {
        name,
        variadic: false,
        blocks: Blocks::AtMost(n),
    }
}

/// Any number of regions of `blocks` blocks each.
pub const fn variadic_regions(name: &'static str, blocks: Blocks) -> RegionGroup {
    RegionGroup {
        name,
        variadic: true,
        blocks,
    }
}

/// A named successor (or variadic group of successors).
#[derive(Clone, Copy, Debug)]
pub struct SuccessorGroup {
    pub name: &'static str,
    pub variadic: bool,
}

pub const fn successor(name: &'static str) -> SuccessorGroup {
    SuccessorGroup {
        name,
        variadic: false,
    }
}

pub const fn variadic_successors(name: &'static str) -> SuccessorGroup {
    SuccessorGroup {
        name,
        variadic: true,
    }
}

/// The declared structure of an op.
#[derive(Clone, Copy)]
pub struct Structure {
    /// False for an op whose structure is not declared yet: nothing is
    /// checked and the printer trusts its verifier.
    pub declared: bool,
    pub operands: &'static [ValueGroup],
    pub results: &'static [ValueGroup],
    pub regions: &'static [RegionGroup],
    pub successors: &'static [SuccessorGroup],
    /// `AttrSizedOperandSegments`: group sizes in `operandSegmentSizes`.
    pub operand_segments: bool,
    /// `AttrSizedResultSegments`: group sizes in `resultSegmentSizes`.
    pub result_segments: bool,
    /// `HasParent`/`ParentOneOf`: the ops this one may be nested in
    /// directly (empty: any).
    pub parents: &'static [&'static str],
    /// Properties that must be present (`requires attribute 'x'`), in the
    /// order MLIR checks them (by name).
    pub required: &'static [&'static str],
    /// Constraints on properties, checked when present, in declaration
    /// order.
    pub attrs: &'static [AttrConstraint],
    /// `SingleBlock`: each region holds at most one block.
    pub single_block: bool,
    /// `NoTerminator`: that block needs no terminator.
    pub no_terminator: bool,
    /// What the op does to memory (`MemoryEffectOpInterface`).
    pub effects: Effects,
    /// Whether the op may run where it would not have
    /// (`ConditionallySpeculatable`).
    pub speculation: Speculation,
    /// `ReturnLike`: a terminator that returns its operands to the parent.
    pub return_like: bool,
    /// `BranchOpInterface`: a terminator passing operands to successors.
    pub branch: bool,
    /// `RegionBranchOpInterface`: control flows into the op's regions.
    pub region_branch: bool,
    /// `ConstantLike`: folds to a constant attribute.
    pub constant_like: bool,
    /// `SameOperandsAndResultType`: what lets the builder infer result
    /// types from the operands.
    pub same_operands_and_result_type: bool,
    /// `Elementwise`: scalars, or vectors and tensors of one kind and
    /// compatible shapes (checked after `SameOperandsAndResultType`, as
    /// the records list them).
    pub elementwise: bool,
    /// `IsCommutative` (MLIR's or StableHLO's): operands may be swapped.
    pub commutative: bool,
    /// Type traits verified after the declared constraints, in the order
    /// the record lists them (StableHLO's).
    pub traits: &'static [TraitCheck],
    /// `VariadicOfVariadic` operand groups: the group's index and the
    /// attribute holding the sizes of its lists.
    pub nested_segments: &'static [(usize, &'static str)],
    /// What the record says of the op's textual form.
    pub form: crate::format::decl::Form,
}

/// A type trait of an op's record, with the check MLIR (or the dialect's
/// C++ trait) runs for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraitCheck {
    /// `SameOperandsAndResultShape`.
    SameOperandsAndResultShape,
    /// `SameOperandsAndResultElementType`.
    SameOperandsAndResultElementType,
    /// `SameOperandsElementType`.
    SameOperandsElementType,
    /// StableHLO's `CompatibleOperandsAndResultType`.
    HloCompatibleOperandsAndResultType,
    /// StableHLO's `CompatibleOperandsAndResultElementType`.
    HloCompatibleOperandsAndResultElementType,
    /// StableHLO's `CompatibleOperandsElementType`.
    HloCompatibleOperandsElementType,
    /// StableHLO's `PairwiseSameOperandAndResultType`.
    HloPairwiseSameOperandAndResultType,
    /// StableHLO's `PairwiseSameOperandAndResultElementType`.
    HloPairwiseSameOperandAndResultElementType,
    /// `ResultsBroadcastableShape` (`verifyCompatibleOperandBroadcast`).
    ResultsBroadcastableShape,
    /// `SameOperandsAndResultRank`.
    SameOperandsAndResultRank,
    /// `ResultsAreFloatLike`.
    ResultsAreFloatLike,
    /// `SymbolOpInterface`: a symbol's parent, when registered, is a symbol table.
    SymbolParentIsSymbolTable,
    /// TOSA's `TosaShapeOperatorWithSameRanks`.
    TosaShapeOperatorWithSameRanks,
    /// TOSA's `TosaResolvableShapeOperands`.
    TosaResolvableShapeOperands,
}

/// What an op does to memory, as its `MemoryEffectOpInterface` declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effects {
    /// Not declared: assume anything.
    Unknown,
    /// `RecursiveMemoryEffects`: the effects of the ops in its regions.
    Recursive,
    /// The listed effects on memory (none at all for a pure op).
    Memory {
        read: bool,
        write: bool,
        alloc: bool,
        free: bool,
    },
}

/// What an op's record says of speculating it (executing it where the
/// program would not, as loop-invariant code motion does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speculation {
    /// No `ConditionallySpeculatable` interface: never.
    Never,
    /// `AlwaysSpeculatableImplTrait` (part of `Pure`): always.
    Always,
    /// `RecursivelySpeculatableImplTrait`: when every op it nests is.
    Recursive,
    /// The interface without either trait: the op's C++ decides from the
    /// instance (a divisor that is a non-zero constant, a loop's step).
    Conditional,
}

impl Effects {
    /// No effect on memory (`NoMemoryEffect`, `Pure`).
    pub const NONE: Effects = Effects::Memory {
        read: false,
        write: false,
        alloc: false,
        free: false,
    };

    /// Whether the op has no effect of its own (regions aside).
    pub fn is_none(self) -> bool {
        self == Effects::NONE
    }
}

/// `Effects::Memory` from its four flags, for the generated tables.
pub const fn mem(read: bool, write: bool, alloc: bool, free: bool) -> Effects {
    Effects::Memory {
        read,
        write,
        alloc,
        free,
    }
}

impl Structure {
    /// An op with no operands, results, regions or successors; declarations
    /// fill in the rest with struct update syntax.
    pub const NONE: Structure = Structure {
        declared: true,
        operands: &[],
        results: &[],
        regions: &[],
        successors: &[],
        operand_segments: false,
        result_segments: false,
        parents: &[],
        required: &[],
        attrs: &[],
        single_block: false,
        no_terminator: false,
        effects: Effects::Unknown,
        speculation: Speculation::Never,
        return_like: false,
        branch: false,
        region_branch: false,
        constant_like: false,
        same_operands_and_result_type: false,
        elementwise: false,
        commutative: false,
        traits: &[],
        nested_segments: &[],
        form: crate::format::decl::Form::NONE,
    };

    pub const UNDECLARED: Structure = Structure {
        declared: false,
        ..Structure::NONE
    };
}

/// A failed structural check: MLIR's message, and whether it is an op
/// error (`'name' op ...`) or a plain one.
#[derive(Debug, Clone)]
pub struct StructureError {
    pub message: String,
    /// Prefixed with `'name' op` (an `emitOpError`).
    pub named: bool,
    /// A note MLIR attaches (the implicit terminator's).
    pub note: Option<String>,
}

fn named(message: String) -> StructureError {
    StructureError {
        message,
        named: true,
        note: None,
    }
}

/// Whether `op` (of definition `def`) passes its declared structural
/// checks; the printer and result-name hooks rely on nothing more.
pub fn structure_ok(ctx: &Context, ir: &Ir, def: &OpDef, op: OpId) -> bool {
    !def.structure.declared
        || (check(ctx, ir, def, op, &mut |_| ()).is_ok()
            && region_traits(ctx, ir, def, op, &mut |_| ()).is_ok())
}

/// Checks `op` against its declaration, reporting the first violation as
/// MLIR would.
pub fn verify_structure(
    ctx: &Context,
    ir: &Ir,
    def: &OpDef,
    op: OpId,
) -> Result<(), StructureError> {
    if !def.structure.declared {
        return Ok(());
    }
    let mut error = None;
    match check(ctx, ir, def, op, &mut |e| error = Some(e())) {
        Ok(()) => Ok(()),
        Err(()) => Err(error.expect("a failed check reports its error")),
    }
}

/// The check itself. `fail` receives a closure that builds the error, so
/// [`structure_ok`] allocates nothing.
fn check(
    ctx: &Context,
    ir: &Ir,
    def: &OpDef,
    op: OpId,
    fail: &mut dyn FnMut(&dyn Fn() -> StructureError),
) -> Result<(), ()> {
    let s = &def.structure;
    macro_rules! bail {
        ($e:expr) => {{
            fail(&|| $e);
            return Err(());
        }};
    }
    // Count traits, in the order ODS lists them: regions, results,
    // successors, operands.
    let n_regions = ir.regions(op).len();
    if let Some(m) = count_message(
        s.regions.iter().map(|r| !r.variadic),
        n_regions,
        &REGION_WORDS,
    ) {
        bail!(named(m.clone()));
    }
    let n_results = ir.num_results(op);
    if let Some(m) = count_message(
        s.results.iter().map(|g| g.arity.is_fixed()),
        n_results,
        &RESULT_WORDS,
    ) {
        bail!(named(m.clone()));
    }
    let n_succ = ir.successors(op).len();
    if let Some(m) = count_message(
        s.successors.iter().map(|g| !g.variadic),
        n_succ,
        &SUCCESSOR_WORDS,
    ) {
        bail!(named(m.clone()));
    }
    let n_operands = ir.num_operands(op);
    if let Some(m) = count_message(
        s.operands.iter().map(|g| g.arity.is_fixed()),
        n_operands,
        &OPERAND_WORDS,
    ) {
        bail!(named(m.clone()));
    }
    // Structural traits.
    if def.traits.single_block || s.single_block {
        let no_terminator = def.traits.no_terminator || s.no_terminator;
        for (i, &r) in ir.regions(op).iter().enumerate() {
            let mut blocks = ir.region_blocks(r);
            let Some(first) = blocks.next() else { continue };
            if blocks.next().is_some() {
                bail!(named(format!("expects region #{i} to have 0 or 1 blocks")));
            }
            if !no_terminator && ir.first_op(first).is_none() {
                bail!(named("expects a non-empty block".into()));
            }
        }
    }
    if !s.parents.is_empty() {
        let parent = ir.parent_op(op).map(|p| ctx.str_bytes(ir.op(p).name));
        if !s.parents.iter().any(|p| Some(p.as_bytes()) == parent) {
            bail!(named(if s.parents.len() == 1 {
                format!("expects parent op '{}'", s.parents[0])
            } else {
                format!("expects parent op to be one of '{}'", s.parents.join(", "))
            }));
        }
    }
    let operand_sizes = match group_sizes(
        ctx,
        ir,
        op,
        s.operands,
        s.operand_segments,
        "operandSegmentSizes",
        n_operands,
    ) {
        Ok(sizes) => sizes,
        Err(e) => bail!(e.clone()),
    };
    let result_sizes = match group_sizes(
        ctx,
        ir,
        op,
        s.results,
        s.result_segments,
        "resultSegmentSizes",
        n_results,
    ) {
        Ok(sizes) => sizes,
        Err(e) => bail!(e.clone()),
    };
    // verifyInvariantsImpl: required properties, property constraints,
    // then operand, result, region and successor constraints.
    for &name in s.required {
        if prop(ctx, ir, op, name).is_none() {
            bail!(named(format!("requires attribute '{name}'")));
        }
    }
    // The declared constraints, then those of properties declared only
    // on the op definition.
    let extra = def
        .props
        .iter()
        .filter_map(|p| p.constraint.as_ref())
        .filter(|c| !s.attrs.iter().any(|a| a.name == c.name));
    for a in s.attrs.iter().chain(extra) {
        if let Some(value) = prop(ctx, ir, op, a.name) {
            if !(a.accepts)(ctx, value) {
                bail!(named(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, a.summary
                )));
            }
        }
    }
    let types = |i: usize, results: bool| {
        if results {
            ir.value_type(ir.result(op, i))
        } else {
            ir.value_type(ir.operand(op, i))
        }
    };
    for (results, groups, sizes) in [
        (false, s.operands, &operand_sizes),
        (true, s.results, &result_sizes),
    ] {
        let what = if results { "result" } else { "operand" };
        let mut index = 0usize;
        for (g, &size) in groups.iter().zip(sizes.iter()) {
            if g.arity == Arity::Optional && size > 1 {
                let start = index;
                bail!(named(format!(
                    "{what} group starting at #{start} requires 0 or 1 element, but found {size}"
                )));
            }
            if let Some(tc) = g.ty {
                for i in index..index + size {
                    let t = types(i, results);
                    if !(tc.accepts)(ctx, t) {
                        bail!(named(format!(
                            "{what} #{i} must be {}, but got {}",
                            tc.summary,
                            super::support::quoted(ctx, t)
                        )));
                    }
                }
            }
            index += size;
        }
    }
    let mut ri = 0usize;
    let regions = ir.regions(op);
    for g in s.regions {
        let count = if g.variadic {
            regions.len() - (s.regions.len() - 1)
        } else {
            1
        };
        for &r in &regions[ri..ri + count] {
            let blocks = ir.region_blocks(r).count();
            let ok = match g.blocks {
                Blocks::Any => true,
                Blocks::Exactly(n) => blocks == n as usize,
                Blocks::AtMost(n) => blocks <= n as usize,
            };
            if !ok {
                let (i, name) = (ri, g.name);
                let what = match g.blocks {
                    Blocks::Exactly(n) => format!("region with {n} blocks"),
                    Blocks::AtMost(n) => format!("region with at most {n} blocks"),
                    Blocks::Any => String::new(),
                };
                bail!(named(format!(
                    "region #{i} ('{name}') failed to verify constraint: {what}"
                )));
            }
            ri += 1;
        }
    }
    // The traits ODS lists after the invariants.
    for rule in s.form.types {
        let sizes = (&operand_sizes[..], &result_sizes[..]);
        let m = match *rule {
            crate::format::decl::TypeRule::AllMatch(names) => {
                all_types_match(ctx, ir, s, op, (names, false), sizes)
            }
            crate::format::decl::TypeRule::AllElementTypesMatch(names) => {
                all_types_match(ctx, ir, s, op, (names, true), sizes)
            }
            crate::format::decl::TypeRule::MatchWith {
                from,
                to,
                via,
                check: Some(summary),
            } => types_match_with(ctx, ir, s, op, (from, to, via), sizes)
                .then(|| format!("failed to verify that {summary}")),
            _ => None,
        };
        if let Some(m) = m {
            bail!(named(m.clone()));
        }
    }
    if s.same_operands_and_result_type {
        if let Err(m) = same_operands_and_result_type(ctx, ir, op) {
            bail!(named(m.to_string()));
        }
    }
    for &t in s.traits {
        if let Err(m) = trait_check(ctx, ir, op, t) {
            bail!(named(m.clone()));
        }
    }
    Ok(())
}

/// The check of one record trait, with its message.
fn trait_check(ctx: &Context, ir: &Ir, op: OpId, t: TraitCheck) -> Result<(), String> {
    use super::stablehlo::types::{compatible, compatible_element};
    use TraitCheck as T;
    let elem = |t: Type| super::support::element_type_or_self(ctx, t);
    let operands: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    let all = || operands.iter().chain(&results).copied();
    let at_least_one = || {
        if operands.is_empty() {
            Err("expected 1 or more operands, but found 0".to_string())
        } else {
            Ok(())
        }
    };
    // StableHLO's traits compare with operand #0's type, else result #0's.
    let expected = operands.first().or(results.first()).copied();
    match t {
        T::SameOperandsAndResultShape => {
            at_least_one()?;
            let shapes: Vec<Option<&[i64]>> = all()
                .map(|t| {
                    let d = ctx.type_data(t);
                    if d.is_shaped() {
                        d.shape()
                    } else {
                        Some(&[][..])
                    }
                })
                .collect();
            let ranked: Vec<&[i64]> = shapes.iter().flatten().copied().collect();
            let agree = ranked.windows(2).all(|w| {
                w[0].len() == w[1].len()
                    && w[0].iter().zip(w[1]).all(|(&a, &b)| {
                        a == b || a == crate::types::DYNAMIC || b == crate::types::DYNAMIC
                    })
            });
            if !agree {
                return Err("requires the same shape for all operands and results".into());
            }
        }
        T::SameOperandsAndResultElementType => {
            at_least_one()?;
            let e = elem(operands[0]);
            if all().any(|t| elem(t) != e) {
                return Err("requires the same element type for all operands and results".into());
            }
        }
        T::SameOperandsElementType => {
            at_least_one()?;
            let e = elem(operands[0]);
            if operands.iter().any(|&t| elem(t) != e) {
                return Err("requires the same element type for all operands".into());
            }
        }
        T::HloCompatibleOperandsAndResultType => {
            let Some(e) = expected else { return Ok(()) };
            if !all().all(|t| compatible(ctx, t, e)) {
                return Err("requires compatible types for all operands and results".into());
            }
        }
        T::HloCompatibleOperandsAndResultElementType => {
            let Some(e) = expected else { return Ok(()) };
            if !all().all(|t| compatible_element(ctx, t, e)) {
                return Err(
                    "requires compatible element types for all operands and results".into(),
                );
            }
        }
        T::HloCompatibleOperandsElementType => {
            at_least_one()?;
            if !operands
                .iter()
                .all(|&t| compatible_element(ctx, t, operands[0]))
            {
                return Err("requires compatible element types for all operands".into());
            }
        }
        T::ResultsBroadcastableShape => {
            return super::tosa::verify::results_broadcastable(ctx, &operands, &results)
        }
        T::SameOperandsAndResultRank => {
            at_least_one()?;
            return super::tosa::verify::same_operands_and_result_rank(ctx, &operands, &results);
        }
        T::ResultsAreFloatLike => {
            let float =
                |t: Type| matches!(ctx.type_data(elem(t)), crate::types::TypeData::Float(_));
            if !results.iter().all(|&t| float(t)) {
                return Err("requires a floating point type".into());
            }
        }
        T::TosaShapeOperatorWithSameRanks => {
            at_least_one()?;
            return super::tosa::verify::shape_operator_same_ranks(ctx, &operands, &results);
        }
        T::SymbolParentIsSymbolTable => {
            // An optional symbol without a name (`builtin.module {}`) is no
            // symbol; a required name's absence is the structure's error.
            let named = (ir.op(op).props).is_some_and(|p| ctx.dict_get(p, b"sym_name").is_some())
                || (ir.attrs(op).iter()).any(|a| ctx.str_bytes(a.name) == b"sym_name");
            if let Some(parent) = ir.parent_op(op).filter(|_| named) {
                let name = ctx.str_bytes(ir.op(parent).name);
                if super::lookup(name).is_some()
                    && !crate::symbols::is_symbol_table(ctx, ir, parent)
                {
                    return Err("symbol's parent must have the SymbolTable trait".into());
                }
            }
        }
        T::TosaResolvableShapeOperands => {
            return super::tosa::verify::resolvable_shape_operands(ctx, ir, op)
        }
        T::HloPairwiseSameOperandAndResultType | T::HloPairwiseSameOperandAndResultElementType => {
            if operands.len() != results.len() {
                return Err("requires the same number of operands and results".into());
            }
            let by_element = t == T::HloPairwiseSameOperandAndResultElementType;
            for (i, (&a, &b)) in operands.iter().zip(&results).enumerate() {
                if by_element && elem(a) != elem(b) {
                    return Err(format!(
                        "requires the same element type for operand and result at index {i}"
                    ));
                }
                if !by_element && a != b {
                    return Err(format!(
                        "requires the same type for operand and result at index {i}"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The declared traits sigil checks after the op's own verifier: MLIR
/// checks `Elementwise` after the predicate traits listed before it
/// (`SameOperandsAndResultShape`, `SameInputOutputTensorDims`, a select's
/// condition shape), which sigil's op verifiers check.
pub fn verify_late_traits(
    ir: &Ir,
    ctx: &Context,
    def: &OpDef,
    op: OpId,
) -> Result<(), StructureError> {
    if def.structure.elementwise {
        elementwise(ctx, ir, op).map_err(|m| named(m.to_string()))?;
    }
    // `InferTypeOpInterface` with the inference ODS generates from
    // `SameOperandsAndResultType` (every result has operand #0's type),
    // checked as `verifyInferredResultTypes` does: the types must be equal.
    let s = &def.structure;
    if s.form.infer && s.same_operands_and_result_type && ir.num_operands(op) > 0 {
        let inferred = ir.value_type(ir.operand(op, 0));
        if ir.results(op).any(|r| ir.value_type(r) != inferred) {
            let list = |ts: &mut dyn Iterator<Item = Type>| {
                ts.map(|t| super::support::quoted(ctx, t))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let n = ir.num_results(op);
            return Err(named(format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(&mut std::iter::repeat_n(inferred, n)),
                list(&mut ir.results(op).map(|r| ir.value_type(r)))
            )));
        }
    }
    Ok(())
}

/// `Elementwise` as MLIR verifies it (`verifyElementwise`): the operands
/// and results that are vectors or tensors ("mappable") are all of one
/// kind (ranked tensors, unranked tensors or vectors) with compatible
/// shapes, and when any operand is one, every result is.
fn elementwise(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), &'static str> {
    use crate::types::TypeData;
    // The C++ class of a mappable type (its `TypeID`).
    let kind = |t: Type| match ctx.type_data(t) {
        TypeData::Vector { .. } => Some(0),
        TypeData::RankedTensor { .. } => Some(1),
        TypeData::UnrankedTensor { .. } => Some(2),
        _ => None,
    };
    // All scalars (the common case) allocate nothing.
    let mappable = |v: Value| kind(ir.value_type(v)).is_some();
    let n_results = ir.results(op).filter(|&v| mappable(v)).count();
    let n_operands = ir.operands(op).filter(|&v| mappable(v)).count();
    if n_results == 0 && n_operands == 0 {
        return Ok(());
    }
    let types = |vs: &mut dyn Iterator<Item = Value>| -> Vec<Type> {
        vs.map(|v| ir.value_type(v))
            .filter(|&t| kind(t).is_some())
            .collect()
    };
    if n_operands == 0 {
        return Err("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if n_results == 0 {
        return Err(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if n_results != ir.num_results(op) {
        return Err("if an operand is non-scalar, then all results must be non-scalar");
    }
    let all: Vec<Type> = types(&mut ir.operands(op).chain(ir.results(op)));
    let first = kind(all[0]);
    // `verifyCompatibleShapes`: equal ranks among the ranked ones, and each
    // dimension static in at most one size.
    let shapes: Vec<&[i64]> = all
        .iter()
        .filter_map(|&t| ctx.type_data(t).shape())
        .collect();
    let ranks_agree = shapes.windows(2).all(|w| w[0].len() == w[1].len());
    let dims_agree = ranks_agree
        && (0..shapes.first().map_or(0, |s| s.len())).all(|i| {
            let mut fixed = shapes
                .iter()
                .map(|s| s[i])
                .filter(|&d| d != crate::types::DYNAMIC);
            let one = fixed.next();
            fixed.all(|d| Some(d) == one)
        });
    if all.iter().any(|&t| kind(t) != first) || !dims_agree {
        return Err("all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
}

/// `AllTypesMatch` (`element: false`) or `AllElementTypesMatch` (MLIR's
/// `getElementTypeOrSelf` of each value): MLIR's message when two differ.
/// Groups of other than one value are skipped, as the generated checks do
/// not index them; a name that is no group is a typed attribute
/// (`check.expect_eq_const`'s `value`), compared by its type.
fn all_types_match(
    ctx: &Context,
    ir: &Ir,
    s: &Structure,
    op: OpId,
    (names, element): (&[&str], bool),
    sizes: (&[usize], &[usize]),
) -> Option<String> {
    let mut first = None;
    let mut differ = false;
    for n in names {
        let t = match group_types(ir, s, op, n, sizes) {
            Some(mut types) => {
                let (Some(t), None) = (types.next(), types.next()) else {
                    return None;
                };
                t
            }
            None => {
                let a = ctx.dict_get(ir.op(op).props?, n.as_bytes())?;
                super::support::typed_attr_type(ctx, ctx.attr_data(a))?
            }
        };
        let t = if element {
            super::support::element_type_or_self(ctx, t)
        } else {
            t
        };
        differ |= *first.get_or_insert(t) != t;
    }
    differ.then(|| {
        format!(
            "failed to verify that all of {{{}}} have same {}",
            names.join(", "),
            if element { "element type" } else { "type" }
        )
    })
}

/// The types of the group `name` (operands first, then results), without
/// collecting them.
fn group_types<'a>(
    ir: &'a Ir,
    s: &Structure,
    op: OpId,
    name: &str,
    (operand_sizes, result_sizes): (&[usize], &[usize]),
) -> Option<impl Iterator<Item = Type> + Clone + 'a> {
    let (results, range) = if let Some(i) = s.operands.iter().position(|g| g.name == name) {
        let at: usize = operand_sizes[..i].iter().sum();
        (false, at..at + operand_sizes[i])
    } else {
        let i = s.results.iter().position(|g| g.name == name)?;
        let at: usize = result_sizes[..i].iter().sum();
        (true, at..at + result_sizes[i])
    };
    Some(range.map(move |k| {
        ir.value_type(if results {
            ir.result(op, k)
        } else {
            ir.operand(op, k)
        })
    }))
}

/// Whether a `TypesMatchWith` rule fails: `to`'s types are not `via`
/// applied to `from`'s one type. Checked where `from` is one value and the
/// transform is one sigil knows; a type the transform would have to build
/// that the context has never made cannot be `to`'s.
fn types_match_with(
    ctx: &Context,
    ir: &Ir,
    s: &Structure,
    op: OpId,
    (from, to, via): (&str, &str, crate::format::decl::Transform),
    sizes: (&[usize], &[usize]),
) -> bool {
    use crate::format::decl::Transform as X;
    use crate::types::{Signedness, TypeData as T};
    let (Some(mut src), Some(dst)) = (
        group_types(ir, s, op, from, sizes),
        group_types(ir, s, op, to, sizes),
    ) else {
        return false;
    };
    // An absent optional group has nothing to match.
    let (Some(t), None) = (src.next(), src.next()) else {
        return false;
    };
    let optional = s
        .operands
        .iter()
        .chain(s.results)
        .any(|g| g.name == to && g.arity == Arity::Optional);
    if dst.clone().next().is_none() && optional {
        return false;
    }
    let actual: smallvec::SmallVec<[Type; 4]> = dst.collect();
    // `None`: the expected type was never made.
    let expected: smallvec::SmallVec<[Option<Type>; 4]> = match via {
        X::Same => smallvec::smallvec![Some(t)],
        X::ElementType => match ctx.type_data(t).element_type() {
            Some(e) => smallvec::smallvec![Some(e)],
            None => return false,
        },
        X::I1SameShape => {
            let Some(i1) = ctx.find_type(&T::Integer {
                width: 1,
                signedness: Signedness::Signless,
            }) else {
                return true;
            };
            let like = match ctx.type_data(t) {
                T::Vector {
                    shape, scalable, ..
                } => ctx.find_type(&T::Vector {
                    shape: shape.clone(),
                    scalable: scalable.clone(),
                    elem: i1,
                }),
                T::RankedTensor {
                    shape, encoding, ..
                } => ctx.find_type(&T::RankedTensor {
                    shape: shape.clone(),
                    elem: i1,
                    encoding: *encoding,
                }),
                T::UnrankedTensor { .. } => ctx.find_type(&T::UnrankedTensor { elem: i1 }),
                _ => Some(i1),
            };
            smallvec::smallvec![like]
        }
        X::FunctionInputs | X::FunctionResults => match ctx.type_data(t) {
            T::Function { inputs, results } => {
                let list = if via == X::FunctionInputs {
                    inputs
                } else {
                    results
                };
                list.iter().map(|&x| Some(x)).collect()
            }
            _ => return false,
        },
        // As many of the element type as the static shape has elements
        // (compared by count first: a large shape builds no list).
        X::ShapedElements => match ctx.type_data(t) {
            T::RankedTensor { shape, elem, .. } | T::Vector { shape, elem, .. } => {
                if shape.iter().any(|&d| d < 0) {
                    return false;
                }
                let n = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d as u64));
                return n != Some(actual.len() as u64) || actual.iter().any(|a| a != elem);
            }
            _ => return false,
        },
        X::ValAndBoolStruct | X::Unknown => return false,
    };
    expected.len() != actual.len() || expected.iter().zip(&actual).any(|(e, a)| *e != Some(*a))
}

/// `SameOperandsAndResultType` as MLIR verifies it
/// (`verifySameOperandsAndResultType`): at least one operand and one
/// result, and every operand and result of the first result's element type
/// (a shaped type's element, any other type itself) with a compatible shape
/// (`verifyCompatibleShape`: both shaped or neither, and of equal ranks
/// whose sizes match where both are static, or one unranked), and of its
/// encoding if it is a ranked tensor with one.
fn same_operands_and_result_type(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), &'static str> {
    if ir.num_operands(op) == 0 {
        return Err("expected 1 or more operands, but found 0");
    }
    if ir.num_results(op) == 0 {
        return Err("expected 1 or more results, but found 0");
    }
    use crate::types::{TypeData, DYNAMIC};
    let first = ir.value_type(ir.result(op, 0));
    let elem = |t: Type| {
        let d = ctx.type_data(t);
        match d.element_type() {
            Some(e) if d.is_shaped() => e,
            _ => t,
        }
    };
    let compatible = |a: Type, b: Type| {
        let (da, db) = (ctx.type_data(a), ctx.type_data(b));
        if !da.is_shaped() || !db.is_shaped() {
            return da.is_shaped() == db.is_shaped();
        }
        match (da.shape(), db.shape()) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(&m, &n)| m == n || m == DYNAMIC || n == DYNAMIC)
            }
            _ => true,
        }
    };
    let encoding = |t: Type| match ctx.type_data(t) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    let (want, enc) = (elem(first), encoding(first));
    for v in ir.results(op).skip(1).chain(ir.operands(op)) {
        let t = ir.value_type(v);
        if elem(t) != want || !compatible(t, first) {
            return Err("requires the same type for all operands and results");
        }
        if enc.is_some() && encoding(t) != enc {
            return Err("requires the same encoding for all operands and results");
        }
    }
    Ok(())
}

/// A failed structural check as the verifier reports it.
pub(crate) fn diagnostic(
    c: &dyn crate::verifier::Checker,
    op: OpId,
    e: StructureError,
) -> Box<crate::diag::Diagnostic> {
    let d = if e.named {
        c.op_error_named(op, &e.message)
    } else {
        c.plain_error(op, e.message)
    };
    match e.note {
        Some(n) => {
            let loc = d.loc.clone();
            Box::new((*d).with_note(crate::diag::Diagnostic::note(loc, n)))
        }
        None => d,
    }
}

/// `IsTerminator`'s trait check, one of the ODS traits that run before
/// the op's own verifier: a terminator ends its block.
pub fn terminator_is_last(ir: &Ir, def: &OpDef, op: OpId) -> Result<(), StructureError> {
    if def.traits.is_terminator && ir.next_op(op).is_some() {
        return Err(named(
            "must be the last operation in the parent block".into(),
        ));
    }
    Ok(())
}

/// Verifies the ops of `block` (their declared structure, then their own
/// verifier) for an op whose region checks MLIR runs after its nested ops
/// but sigil runs on entry. Only those ops: what is nested deeper, and
/// their region traits, are left to the verifier's walk.
pub(crate) fn verify_block_ops(
    c: &dyn crate::verifier::Checker,
    block: BlockId,
) -> Result<(), Box<crate::diag::Diagnostic>> {
    let (ctx, ir) = (c.ctx(), c.ir());
    for o in ir.block_ops(block) {
        if let Some(def) = super::lookup(ctx.str_bytes(ir.op(o).name)) {
            verify_structure(ctx, ir, def, o).map_err(|e| diagnostic(c, o, e))?;
            terminator_is_last(ir, def, o).map_err(|e| diagnostic(c, o, e))?;
            if let Some(verify) = def.verify {
                verify(c, o)?;
            }
            verify_late_traits(ir, ctx, def, o).map_err(|e| diagnostic(c, o, e))?;
        }
    }
    Ok(())
}

/// The region traits of `op`, which MLIR checks after the ops nested in
/// it: a `SingleBlockImplicitTerminator` region must end with its
/// terminator.
pub fn verify_region_traits(
    ctx: &Context,
    ir: &Ir,
    def: &OpDef,
    op: OpId,
) -> Result<(), StructureError> {
    let mut error = None;
    match region_traits(ctx, ir, def, op, &mut |e| error = Some(e())) {
        Ok(()) => Ok(()),
        Err(()) => Err(error.expect("a failed check reports its error")),
    }
}

fn region_traits(
    ctx: &Context,
    ir: &Ir,
    def: &OpDef,
    op: OpId,
    fail: &mut dyn FnMut(&dyn Fn() -> StructureError),
) -> Result<(), ()> {
    macro_rules! bail {
        ($e:expr) => {{
            fail(&|| $e);
            return Err(());
        }};
    }
    if let Some(t) = def.traits.implicit_terminator {
        for &r in ir.regions(op) {
            let Some(b) = ir.entry_block(r) else { continue };
            let Some(last) = ir.last_op(b) else { continue };
            let name = ctx.str_bytes(ir.op(last).name);
            if name != t.as_bytes() {
                bail!(StructureError {
                    message: format!(
                        "expects regions to end with '{t}', found '{}'",
                        String::from_utf8_lossy(name)
                    ),
                    named: true,
                    note: Some(format!(
                        "in custom textual format, the absence of terminator implies '{t}'"
                    )),
                });
            }
        }
    }
    Ok(())
}

/// The words of one kind's count traits (`ZeroX`, `OneX`, `NX`, `AtLeastNX`).
struct CountWords {
    zero: &'static str,
    one: &'static str,
    /// `{n}` and `{found}` are substituted.
    exactly: &'static str,
    at_least: &'static str,
}

const REGION_WORDS: CountWords = CountWords {
    zero: "requires zero regions",
    one: "requires one region",
    exactly: "expected {n} regions",
    at_least: "expected {n} or more regions",
};
const RESULT_WORDS: CountWords = CountWords {
    zero: "requires zero results",
    one: "requires one result",
    exactly: "expected {n} results",
    at_least: "expected {n} or more results",
};
const SUCCESSOR_WORDS: CountWords = CountWords {
    zero: "requires 0 successors but found {found}",
    one: "requires 1 successor but found {found}",
    exactly: "requires {n} successors but found {found}",
    at_least: "requires at least {n} successors but found {found}",
};
const OPERAND_WORDS: CountWords = CountWords {
    zero: "requires zero operands",
    one: "requires a single operand",
    exactly: "expected {n} operands, but found {found}",
    at_least: "expected {n} or more operands, but found {found}",
};

/// The count trait's message when `found` items break it; `fixed` says per
/// group whether it holds exactly one.
fn count_message(
    fixed: impl Iterator<Item = bool>,
    found: usize,
    words: &CountWords,
) -> Option<String> {
    let (mut n, mut variable) = (0usize, false);
    for f in fixed {
        if f {
            n += 1;
        } else {
            variable = true;
        }
    }
    let fill = |t: &str| {
        t.replace("{n}", &n.to_string())
            .replace("{found}", &found.to_string())
    };
    if variable {
        return (found < n && n > 0).then(|| fill(words.at_least));
    }
    if found == n {
        return None;
    }
    Some(match n {
        0 => fill(words.zero),
        1 => fill(words.one),
        _ => fill(words.exactly),
    })
}

/// The size of each group, from the segment sizes property or from the
/// count (at most one variable-length group without segments).
pub(crate) fn group_sizes(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    groups: &[ValueGroup],
    segmented: bool,
    attr: &str,
    total: usize,
) -> Result<smallvec::SmallVec<[usize; 8]>, StructureError> {
    if segmented {
        let what = if attr == "operandSegmentSizes" {
            "operand"
        } else {
            "result"
        };
        let sizes = prop(ctx, ir, op, attr)
            .and_then(|a| super::indexing::dense_int_array(ctx, a))
            .unwrap_or_else(|| vec![0; groups.len()]);
        if sizes.len() != groups.len() {
            let shown = ir
                .op(op)
                .props
                .map(|a| crate::printer::attr_to_string(ctx, a))
                .unwrap_or_default();
            let name = String::from_utf8_lossy(ctx.str_bytes(ir.op(op).name)).into_owned();
            return Err(StructureError {
                message: format!(
                    "invalid properties {shown} for op {name}: size mismatch in attribute conversion: {} vs {}",
                    sizes.len(),
                    groups.len()
                ),
                named: false,
                note: None,
            });
        }
        if sizes.iter().any(|&n| n < 0) {
            return Err(named(format!(
                "'{attr}' attribute cannot have negative elements"
            )));
        }
        let sum: i64 = sizes.iter().sum();
        if sum as usize != total {
            return Err(named(format!(
                "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr}'"
            )));
        }
        return Ok(sizes.into_iter().map(|n| n as usize).collect());
    }
    // Without segment sizes, ODS shares what the fixed groups leave equally
    // among the variable ones (`SameVariadicOperandSize`).
    let fixed = groups.iter().filter(|g| g.arity.is_fixed()).count();
    let variable = (groups.len() - fixed).max(1);
    let each = total.saturating_sub(fixed) / variable;
    Ok(groups
        .iter()
        .map(|g| if g.arity.is_fixed() { 1 } else { each })
        .collect())
}

pub(crate) fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<crate::Attr> {
    ctx.dict_get(ir.op(op).props?, name.as_bytes())
}

/// Generated handles on an op's declared groups and properties: what
/// `OpView`'s accessors take instead of a name. Each op of a dialect
/// declared from records has a unit struct named after its C++ class in
/// `sigil_ir::ops::<dialect>` whose associated constants are these ids
/// (`ops::scf::ForOp::LOWER_BOUND`), so a typo is a compile error and no
/// accessor searches by name. An id holds its op's name: used on a view of
/// another op, the accessor panics at once rather than read the wrong group.
macro_rules! group_id {
    ($(#[$doc:meta])* $name:ident, $groups:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name {
            /// The op's full name (`"scf.for"`).
            pub op: &'static str,
            /// The group's name in the record (`"lowerBound"`).
            pub name: &'static str,
            /// The group's position among the op's declared groups.
            pub index: u16,
        }

        impl $name {
            /// The group at `index`, named `name`, of op `op` (the generated
            /// tables' form).
            pub const fn new(op: &'static str, index: u16, name: &'static str) -> Self {
                $name { op, name, index }
            }

            /// The group `name` of `s`, the declared structure of op `op`,
            /// found at compile time (for hand-declared structures): a name
            /// `s` does not declare fails the build.
            pub const fn of(op: &'static str, s: &Structure, name: &'static str) -> Self {
                let groups = s.$groups;
                let mut i = 0;
                while i < groups.len() {
                    if str_eq(groups[i].name, name) {
                        return $name { op, name, index: i as u16 };
                    }
                    i += 1;
                }
                panic!("no such group")
            }
        }
    };
}

group_id!(
    /// An operand group of an op (`view.operand(id)`, `view.operands(id)`).
    OperandId,
    operands
);
group_id!(
    /// A result group of an op (`view.result(id)`, `view.results(id)`).
    ResultId,
    results
);
group_id!(
    /// A region group of an op (`view.region(id)`, `view.regions(id)`).
    RegionGroupId,
    regions
);
group_id!(
    /// A successor group of an op (`view.successor(id)`).
    SuccessorId,
    successors
);

/// What every generated id says of itself: the op it belongs to.
pub trait OpMember: Copy + std::fmt::Debug {
    /// The op's full name.
    fn op_name(&self) -> &'static str;
}

macro_rules! op_member {
    ($($t:ident),*) => {$(
        impl OpMember for $t {
            fn op_name(&self) -> &'static str {
                self.op
            }
        }
    )*};
}
op_member!(OperandId, ResultId, RegionGroupId, SuccessorId, PropId);

/// An inherent attribute (property) of an op, by the name its record gives
/// it (`view.prop(id)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PropId {
    /// The op's full name.
    pub op: &'static str,
    /// The attribute's name.
    pub name: &'static str,
}

impl PropId {
    pub const fn new(op: &'static str, name: &'static str) -> Self {
        PropId { op, name }
    }
}

/// `a == b` in a `const fn`.
const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// An op read through its declaration: operands, results, regions and
/// successors by the names ODS gives them. Built only for registered ops
/// whose structure checks out, so every accessor is total.
#[derive(Clone, Copy)]
pub struct OpView<'a> {
    pub ctx: &'a Context,
    pub ir: &'a Ir,
    pub op: OpId,
    pub def: &'static OpDef,
}

impl<'a> OpView<'a> {
    /// The view of `op`, if it is a registered op with a declared structure
    /// that it satisfies.
    pub fn new(ctx: &'a Context, ir: &'a Ir, op: OpId) -> Option<Self> {
        let def = super::lookup(ctx.str_bytes(ir.op(op).name))?;
        (def.structure.declared && structure_ok(ctx, ir, def, op)).then_some(OpView {
            ctx,
            ir,
            op,
            def,
        })
    }

    /// The view of a registered op that passes its declared structure, or
    /// whose structure is not declared (its named accessors then panic:
    /// read it positionally).
    pub fn registered(ctx: &'a Context, ir: &'a Ir, op: OpId) -> Option<Self> {
        let def = super::lookup(ctx.str_bytes(ir.op(op).name))?;
        structure_ok(ctx, ir, def, op).then_some(OpView { ctx, ir, op, def })
    }

    /// The view of `op` inside its own verifier, which the verifier runs
    /// only once the op passed its declared structure: no second check.
    /// The region traits (a region's implicit terminator) are checked
    /// after the op's own verifier, as MLIR orders its messages, so they
    /// are not assumed here; no accessor depends on them.
    pub(crate) fn verified(ctx: &'a Context, ir: &'a Ir, op: OpId) -> Self {
        let def = super::lookup(ctx.str_bytes(ir.op(op).name))
            .expect("per-op verifiers run on registered ops");
        debug_assert!(def.structure.declared && check(ctx, ir, def, op, &mut |_| ()).is_ok());
        OpView { ctx, ir, op, def }
    }

    /// The op's name as registered (`"memref.load"`).
    pub fn name(&self) -> &'static str {
        self.def.name
    }

    fn range(
        &self,
        groups: &[ValueGroup],
        segmented: bool,
        attr: &str,
        total: usize,
        i: usize,
    ) -> Range<usize> {
        if !segmented && groups.iter().all(|g| g.arity.is_fixed()) {
            return i..i + 1;
        }
        let sizes = group_sizes(self.ctx, self.ir, self.op, groups, segmented, attr, total)
            .expect("checked by OpView::new");
        let start: usize = sizes[..i].iter().sum();
        start..start + sizes[i]
    }

    /// Of ids naming the same group of several ops (code shared by ops
    /// alike, as an interface would be in MLIR), the one of this view's op;
    /// panics if `ids` does not list it.
    pub fn pick<T: OpMember>(&self, ids: &[T]) -> T {
        *ids.iter()
            .find(|id| id.op_name() == self.def.name)
            .unwrap_or_else(|| panic!("no accessor among {ids:?} for op '{}'", self.def.name))
    }

    /// Checks that `id` names a group of this view's op (a generated id of
    /// another op is a programming error, reported at once).
    fn check_id(&self, op: &'static str, name: &'static str, declared: Option<&'static str>) {
        assert!(
            self.def.name == op,
            "accessor '{name}' of op '{op}' used on op '{}'",
            self.def.name
        );
        debug_assert_eq!(declared, Some(name), "'{op}': group id out of date");
    }

    /// The indices of the operand group `id`.
    pub fn operand_range(&self, id: OperandId) -> Range<usize> {
        let s = &self.def.structure;
        let declared = s.operands.get(id.index as usize).map(|g| g.name);
        self.check_id(id.op, id.name, declared);
        self.range(
            s.operands,
            s.operand_segments,
            "operandSegmentSizes",
            self.ir.num_operands(self.op),
            id.index as usize,
        )
    }

    /// The indices of the operand group at `index` among the declared
    /// ones (for code that walks the declaration itself).
    pub fn operand_group_range(&self, index: usize) -> Range<usize> {
        let s = &self.def.structure;
        self.range(
            s.operands,
            s.operand_segments,
            "operandSegmentSizes",
            self.ir.num_operands(self.op),
            index,
        )
    }

    /// The indices of the result group `id`.
    pub fn result_range(&self, id: ResultId) -> Range<usize> {
        let s = &self.def.structure;
        let declared = s.results.get(id.index as usize).map(|g| g.name);
        self.check_id(id.op, id.name, declared);
        self.range(
            s.results,
            s.result_segments,
            "resultSegmentSizes",
            self.ir.num_results(self.op),
            id.index as usize,
        )
    }

    /// The operands of group `id`.
    pub fn operands(&self, id: OperandId) -> impl ExactSizeIterator<Item = Value> + 'a {
        let (ir, op) = (self.ir, self.op);
        self.operand_range(id).map(move |i| ir.operand(op, i))
    }

    /// The single (or optional) operand `id`, if present.
    pub fn operand(&self, id: OperandId) -> Option<Value> {
        let r = self.operand_range(id);
        (!r.is_empty()).then(|| self.ir.operand(self.op, r.start))
    }

    /// The results of group `id`.
    pub fn results(&self, id: ResultId) -> impl ExactSizeIterator<Item = Value> + 'a {
        let (ir, op) = (self.ir, self.op);
        self.result_range(id).map(move |i| ir.result(op, i))
    }

    /// The single (or optional) result `id`, if present.
    pub fn result(&self, id: ResultId) -> Option<Value> {
        let r = self.result_range(id);
        (!r.is_empty()).then(|| self.ir.result(self.op, r.start))
    }

    /// The region `id` (the first of a variadic group).
    pub fn region(&self, id: RegionGroupId) -> Option<RegionId> {
        self.regions(id).first().copied()
    }

    /// The regions of group `id`.
    pub fn regions(&self, id: RegionGroupId) -> &'a [RegionId] {
        let s = &self.def.structure;
        let declared = s.regions.get(id.index as usize).map(|g| g.name);
        self.check_id(id.op, id.name, declared);
        let all = self.ir.regions(self.op);
        let variable = all.len() + 1 - s.regions.len();
        let size = |g: &RegionGroup| if g.variadic { variable } else { 1 };
        let at: usize = s.regions[..id.index as usize].iter().map(size).sum();
        &all[at..at + size(&s.regions[id.index as usize])]
    }

    /// The successor `id` (the first of a variadic group).
    pub fn successor(&self, id: SuccessorId) -> Option<BlockId> {
        let s = &self.def.structure;
        let declared = s.successors.get(id.index as usize).map(|g| g.name);
        self.check_id(id.op, id.name, declared);
        let all = self.ir.successors(self.op);
        let variable = all.len() + 1 - s.successors.len();
        let size = |g: &SuccessorGroup| if g.variadic { variable } else { 1 };
        let at: usize = s.successors[..id.index as usize].iter().map(size).sum();
        let n = size(&s.successors[id.index as usize]);
        all.get(at).copied().filter(|_| n > 0)
    }

    /// The property `id`, if set.
    pub fn prop(&self, id: PropId) -> Option<crate::Attr> {
        self.check_id(id.op, id.name, Some(id.name));
        prop(self.ctx, self.ir, self.op, id.name)
    }

    /// The property `id` as an integer, if it is one that fits `i64`.
    pub fn int_prop(&self, id: PropId) -> Option<i64> {
        match self.ctx.attr_data(self.prop(id)?) {
            AttrData::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    }
}
