//! `inline`: MLIR's SCC-based inliner with the default policy (inline every
//! call it legally can), its simplification pipeline run on each callable
//! before and after inlining into it, and its options (`default-pipeline`,
//! `op-pipelines`, `max-iterations`, `inlining-threshold`).
//!
//! It follows MLIR 22's `Inliner` step by step, because what it prints
//! depends on the order of everything: the components of the call graph
//! callees first ([`CallGraph::sccs`]); in each, the simplification
//! pipeline on every callable, then the calls found in the component (the
//! last block first, as MLIR's worklist pops them) inlined in order, calls
//! that inlining brings in appended with the history that stops endless
//! inlining; until nothing is inlined or `max-iterations` is reached. The
//! symbol use counts of `CGUseList` decide when a private callee has lost
//! its last call and is erased (at the end, as MLIR does).
//!
//! A callee's body is always cloned; where MLIR moves it instead (the last
//! call of a private callee), the callee is erased at the end either way,
//! so the printed result is the same. Which ops may be inlined is each
//! dialect's inliner interface in MLIR; sigil's registry has none, so the
//! rules are said here (`legal_op`, `legal_region`): every registered
//! op may be, except `affine` ops outside an affine scope or affine loop,
//! and `llvm.intr.vastart`; into an affine loop only a single block of
//! effect-free ops. `llvm.call` is inlined where MLIR's LLVM interface has
//! nothing to add (no allocas to move, no alias metadata, no argument
//! attributes); other `llvm.call`s are left alone.

use std::collections::{HashMap, HashSet};

use sigil_ir::attrs::{AttrData, Location};
use sigil_ir::clone::IrMapping;
use sigil_ir::{Attr, BlockId, Context, Ir, LocRef, OpId, RegionId, Type, TypeData};

use crate::callgraph::{call_of, callable_region, is_private, is_public, CallGraph, NodeId};
use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};
use crate::pipeline::{parse_pass_list, Anchor, OpPassManager};

/// `inline`'s options, as `mlir-opt-22 --help` lists them.
pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "default-pipeline",
        kind: OptionKind::Str,
        default: "canonicalize",
        help: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
    },
    OptionDecl {
        name: "inlining-threshold",
        kind: OptionKind::Uint,
        default: "4294967295",
        help: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
    },
    OptionDecl {
        name: "max-iterations",
        kind: OptionKind::Uint,
        default: "4",
        help: "Maximum number of iterations when inlining within an SCC",
    },
    OptionDecl {
        name: "op-pipelines",
        kind: OptionKind::Str,
        default: "",
        help: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
    },
];

/// The `inline` pass.
pub struct Inline {
    default_pipeline: String,
    /// `(op name, pass list)` of each `op-pipelines` entry.
    op_pipelines: Vec<(String, String)>,
    max_iterations: u64,
    threshold: u64,
    options: PassOptions,
}

impl Inline {
    pub fn new(options: &PassOptions) -> Self {
        Inline {
            default_pipeline: options.str("default-pipeline").to_string(),
            op_pipelines: split_op_pipelines(options.str("op-pipelines")),
            max_iterations: options.int("max-iterations") as u64,
            threshold: options.int("inlining-threshold") as u64,
            options: options.clone(),
        }
    }
}

/// `func.func(cse),llvm.func(canonicalize)` as `[(func.func, cse), ...]`.
fn split_op_pipelines(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    let bytes = text.as_bytes();
    for i in 0..=bytes.len() {
        let c = bytes.get(i).copied().unwrap_or(b',');
        match c {
            b'(' | b'{' => depth += 1,
            b')' | b'}' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                let part = text[start..i].trim();
                if let Some(open) = part.find('(') {
                    let inner = part[open + 1..]
                        .strip_suffix(')')
                        .unwrap_or(&part[open + 1..]);
                    out.push((part[..open].trim().to_string(), inner.to_string()));
                } else if !part.is_empty() {
                    out.push((part.to_string(), String::new()));
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    out
}

impl Pass for Inline {
    fn argument(&self) -> &str {
        "inline"
    }

    fn name(&self) -> &str {
        "Inliner"
    }

    fn options_text(&self) -> String {
        self.options.to_pipeline_text(OPTIONS)
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let op = t.op;
        if !sigil_ir::symbols::is_symbol_table(t.ctx, &t.module.ir, op) {
            let name = String::from_utf8_lossy(t.ctx.str_bytes(t.module.ir.op(op).name));
            let msg = format!(
                "'{name}' op  was scheduled to run under the inliner, but does not define a symbol table"
            );
            return Err(t.error(op, msg));
        }
        // Inlined ops get call-site locations, built from location
        // attributes.
        sigil_ir::printer::materialize_locations(t.ctx, t.module);
        let cg = CallGraph::build(t.ctx, &t.module.ir, op);
        let mut uses = UseList::new(t.ctx, &t.module.ir, &cg, op);
        let mut pipelines = Pipelines::default();
        let mut dead: Vec<NodeId> = Vec::new();
        for mut scc in cg.sccs() {
            let mut iteration = 0u64;
            loop {
                self.optimize_scc(t, &cg, &mut uses, &scc, &mut pipelines)?;
                if !self.inline_calls_in_scc(t, &cg, &mut uses, &mut scc, &mut dead) {
                    break;
                }
                iteration += 1;
                if iteration >= self.max_iterations {
                    break;
                }
            }
        }
        for n in dead {
            let region = cg.nodes[n].region.expect("dead nodes are callables");
            let callable = t.module.ir.region_parent(region);
            if !t.module.ir.is_op_erased(callable) {
                let _ = t.module.ir.erase_op(callable);
            }
        }
        Ok(())
    }
}

/// The simplification pipelines, parsed once per callable op name.
#[derive(Default)]
struct Pipelines {
    registry: Option<crate::Registry>,
    by_op: HashMap<Vec<u8>, Option<OpPassManager>>,
}

impl Inline {
    /// MLIR's `optimizeSCC`: the simplification pipeline on each callable
    /// of the component that is isolated from above and holds no callable.
    fn optimize_scc(
        &self,
        t: &mut Target<'_>,
        cg: &CallGraph,
        uses: &mut UseList,
        scc: &[NodeId],
        pipelines: &mut Pipelines,
    ) -> Result<(), PassFailed> {
        let mut visit = Vec::new();
        for &n in scc {
            let Some(region) = cg.nodes[n].region else {
                continue;
            };
            if cg.nodes[n].has_children() {
                continue;
            }
            let callable = t.module.ir.region_parent(region);
            let name = t.ctx.str_bytes(t.module.ir.op(callable).name);
            if !sigil_ir::dialects::op_traits(name).isolated_from_above {
                continue;
            }
            visit.push((n, callable));
        }
        for &(n, callable) in &visit {
            let name = t.ctx.str_bytes(t.module.ir.op(callable).name).to_vec();
            if !pipelines.by_op.contains_key(&name) {
                let pm = self.pipeline_for(t, callable, &name, pipelines)?;
                pipelines.by_op.insert(name.clone(), pm);
            }
            if let Some(pm) = &pipelines.by_op[&name] {
                t.run_pipeline(pm, callable)?;
            }
            uses.recompute(t.ctx, &t.module.ir, cg, n);
        }
        Ok(())
    }

    fn pipeline_for(
        &self,
        t: &mut Target<'_>,
        callable: OpId,
        name: &[u8],
        pipelines: &mut Pipelines,
    ) -> Result<Option<OpPassManager>, PassFailed> {
        let name_text = String::from_utf8_lossy(name).into_owned();
        let text = match self.op_pipelines.iter().find(|(op, _)| *op == name_text) {
            Some((_, text)) => text.as_str(),
            None if self.default_pipeline.is_empty() => return Ok(None),
            None => self.default_pipeline.as_str(),
        };
        let registry = pipelines
            .registry
            .get_or_insert_with(crate::Registry::with_builtin_passes);
        let mut pm = OpPassManager::new(Anchor::Op(name_text));
        match parse_pass_list(registry, text, &mut pm) {
            Ok(()) => Ok(Some(pm)),
            Err(e) => Err(t.error(callable, e.0)),
        }
    }

    /// MLIR's `inlineCallsInSCC`; whether a call was inlined.
    fn inline_calls_in_scc(
        &self,
        t: &mut Target<'_>,
        cg: &CallGraph,
        uses: &mut UseList,
        scc: &mut Vec<NodeId>,
        dead_callables: &mut Vec<NodeId>,
    ) -> bool {
        let mut dead: Vec<NodeId> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &n in scc.iter() {
            let Some(region) = cg.nodes[n].region else {
                continue;
            };
            if uses.is_dead(n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
            } else {
                let blocks: Vec<BlockId> = t.module.ir.region_blocks(region).collect();
                collect_calls(t.ctx, &t.module.ir, cg, &blocks, n, &mut calls, false);
            }
        }
        // Which inlining brought each call in (an index into `history`),
        // and for each inlining, its callee and the inlining it came from.
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let call = calls[i];
            let from = call_history[i];
            i += 1;
            if dead.contains(&call.source) {
                continue;
            }
            let mut h = from;
            let mut in_history = false;
            while let Some(k) = h {
                if history[k].0 == call.target {
                    in_history = true;
                    break;
                }
                h = history[k].1;
            }
            if in_history || !self.should_inline(t.ctx, &t.module.ir, cg, &call) {
                continue;
            }
            let before = calls.len();
            let in_place = uses.has_one_use_and_discardable(call.target);
            if !inline_call(t.ctx, &mut t.module.ir, cg, &call, &mut calls) {
                continue;
            }
            inlined_any = true;
            let id = history.len();
            history.push((call.target, from));
            call_history.resize(calls.len(), Some(id));
            debug_assert!(call_history.len() >= before);
            uses.drop_call_uses(t.ctx, &t.module.ir, cg, call.source, call.call);
            uses.merge_after_inlining(call.target, call.source);
            let _ = t.module.ir.erase_op(call.call);
            if in_place {
                uses.erase_node(cg, call.target);
                if !dead.contains(&call.target) {
                    dead.push(call.target);
                }
            }
        }
        for n in dead {
            scc.retain(|&m| m != n);
            if !dead_callables.contains(&n) {
                dead_callables.push(n);
            }
        }
        inlined_any
    }

    /// MLIR's `shouldInline` with the pass's profitability check.
    fn should_inline(&self, ctx: &Context, ir: &Ir, cg: &CallGraph, call: &ResolvedCall) -> bool {
        let name = ctx.str_bytes(ir.op(call.call).name);
        if sigil_ir::dialects::op_traits(name).is_terminator {
            return false;
        }
        // Recursion: the callee calls itself or the caller.
        if cg.nodes[call.target]
            .edges
            .iter()
            .any(|&(n, _)| n == call.target || n == call.source)
        {
            return false;
        }
        let callee_region = cg.nodes[call.target].region.expect("a resolved callee");
        let Some(call_region) = ir.parent_region(call.call) else {
            return false;
        };
        if ir.region_holds(callee_region, call_region) {
            return false;
        }
        let multi_block = ir.region_blocks(callee_region).nth(1).is_some();
        if multi_block {
            let callee_op = ir.region_parent(callee_region);
            let parent = ir.region_parent(call_region);
            let parent_name = ctx.str_bytes(ir.op(parent).name);
            let same = ctx.str_bytes(ir.op(callee_op).name) == parent_name;
            // Unregistered ops might be single-block.
            let traits = sigil_ir::dialects::op_traits(parent_name);
            let might_be_single = !traits.registered || traits.single_block;
            if !same && might_be_single {
                return false;
            }
        }
        self.profitable(ir, cg, call)
    }

    /// `InlinerPass::isProfitableToInline`: the callee's op count at most
    /// `inlining-threshold` percent of the caller's.
    fn profitable(&self, ir: &Ir, cg: &CallGraph, call: &ResolvedCall) -> bool {
        match self.threshold {
            0 => return false,
            0xFFFF_FFFF => return true,
            _ => {}
        }
        let count = |n: NodeId| {
            let r = cg.nodes[n].region.expect("a callable");
            let mut c = 0u64;
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    ir.walk(o, &mut |_| c += 1);
                }
            }
            c
        };
        let caller = count(call.source);
        if caller == 0 {
            return true;
        }
        count(call.target) * 100 / caller <= self.threshold
    }
}

/// A call the inliner considers: the op, the callable it is in, the one
/// it calls.
#[derive(Clone, Copy, Debug)]
struct ResolvedCall {
    call: OpId,
    source: NodeId,
    target: NodeId,
}

/// MLIR's `collectCallOps`: the calls in `blocks` (the last block first,
/// nested regions after their block) to callables with a body. Calls in
/// nested callables are collected only with `nested_callables`.
fn collect_calls(
    ctx: &Context,
    ir: &Ir,
    cg: &CallGraph,
    blocks: &[BlockId],
    source: NodeId,
    calls: &mut Vec<ResolvedCall>,
    nested_callables: bool,
) {
    let mut worklist: Vec<(BlockId, NodeId)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, node)) = worklist.pop() {
        for op in ir.block_ops(block) {
            if let Some(call) = call_of(ctx, ir, op) {
                if let Some(callee) = call.callee {
                    if matches!(ctx.attr_data(callee), AttrData::SymbolRef { nested, .. } if !nested.is_empty())
                    {
                        continue;
                    }
                }
                let target = cg.resolve(ctx, ir, op);
                if !cg.is_external(target) {
                    calls.push(ResolvedCall {
                        call: op,
                        source: node,
                        target,
                    });
                }
                continue;
            }
            for &r in ir.regions(op) {
                let nested = cg.lookup(r);
                if nested_callables || nested.is_none() {
                    let n = nested.unwrap_or(node);
                    worklist.extend(ir.region_blocks(r).map(|b| (b, n)));
                }
            }
        }
    }
}

/// A callable's `function_type`.
fn function_type(ctx: &Context, ir: &Ir, callable: OpId) -> Option<Type> {
    let fty = crate::fold::prop(ctx, ir, callable, b"function_type")?;
    match ctx.attr_data(fty) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// The result types of a callable (`function_type`'s results).
fn callable_results(ctx: &Context, ir: &Ir, callable: OpId) -> Option<Vec<Type>> {
    let t = function_type(ctx, ir, callable)?;
    if let TypeData::Function { results, .. } = ctx.type_data(t) {
        return Some(results.to_vec());
    }
    let (result, _, _) = sigil_ir::dialects::llvm::function_signature(ctx, t)?;
    Some(if sigil_ir::dialects::llvm::is_void(ctx, result) {
        Vec::new()
    } else {
        vec![result]
    })
}

/// Whether MLIR's LLVM inliner interface would inline `callable` at an
/// `llvm.call`, and the inlining is one sigil does as MLIR does: MLIR also
/// moves `llvm.alloca`s to the caller's entry block, copies alias scopes
/// and access groups, and handles `byval` and `noalias` arguments; callees
/// that need any of that are not inlined.
fn legal_llvm_call(ctx: &Context, ir: &Ir, callable: OpId) -> bool {
    if ctx.str_bytes(ir.op(callable).name) != b"llvm.func"
        || has_unit(ctx, ir, callable, b"no_inline")
        || has_unit(ctx, ir, callable, b"personality")
    {
        return false;
    }
    let vararg = function_type(ctx, ir, callable)
        .and_then(|t| sigil_ir::dialects::llvm::function_signature(ctx, t))
        .is_none_or(|(_, _, va)| va);
    if vararg {
        return false;
    }
    if let Some(passthrough) = crate::fold::prop(ctx, ir, callable, b"passthrough") {
        if let AttrData::Array(items) = ctx.attr_data(passthrough) {
            let disallowed: [&[u8]; 4] = [
                b"noduplicate",
                b"presplitcoroutine",
                b"returns_twice",
                b"strictfp",
            ];
            if items.iter().any(|&a| {
                matches!(ctx.attr_data(a), AttrData::String { .. })
                    && disallowed.contains(&ctx.str_bytes(a))
            }) {
                return false;
            }
        }
    }
    // Argument attributes (byval, noalias, inalloca...).
    if let Some(args) = crate::fold::prop(ctx, ir, callable, b"arg_attrs") {
        if let AttrData::Array(items) = ctx.attr_data(args) {
            if items
                .iter()
                .any(|&d| !matches!(ctx.attr_data(d), AttrData::Dict(e) if e.is_empty()))
            {
                return false;
            }
        }
    }
    let Some(&body) = ir.regions(callable).first() else {
        return false;
    };
    let metadata: [&[u8]; 4] = [
        b"alias_scopes",
        b"noalias_scopes",
        b"access_groups",
        b"loop_annotation",
    ];
    let mut plain = true;
    for b in ir.region_blocks(body) {
        for o in ir.block_ops(b) {
            ir.walk(o, &mut |x| {
                let name = ctx.str_bytes(ir.op(x).name);
                if name == b"llvm.alloca"
                    || name == b"llvm.intr.experimental.noalias.scope.decl"
                    || metadata
                        .iter()
                        .any(|m| crate::fold::prop(ctx, ir, x, m).is_some())
                {
                    plain = false;
                }
            });
        }
    }
    plain
}

fn has_unit(ctx: &Context, ir: &Ir, op: OpId, name: &[u8]) -> bool {
    crate::fold::prop(ctx, ir, op, name).is_some()
}

/// The call dialect's `isLegalToInline(call, callable)`: `func.call`
/// unless it or the `func.func` says `no_inline`.
fn legal_call(ctx: &Context, ir: &Ir, call: OpId, callable: OpId) -> bool {
    match ctx.str_bytes(ir.op(call).name) {
        b"func.call" => {
            let marked_func = ctx.str_bytes(ir.op(callable).name) == b"func.func"
                && has_unit(ctx, ir, callable, b"no_inline");
            !(marked_func || has_unit(ctx, ir, call, b"no_inline"))
        }
        b"llvm.call" => legal_llvm_call(ctx, ir, callable),
        _ => false,
    }
}

/// Ops with MLIR's `AffineScope` trait.
fn is_affine_scope(name: &[u8]) -> bool {
    matches!(
        name,
        b"builtin.module" | b"func.func" | b"gpu.func" | b"gpu.launch" | b"llvm.func"
    )
}

fn is_affine_construct(name: &[u8]) -> bool {
    matches!(name, b"affine.for" | b"affine.parallel" | b"affine.if")
}

/// The dialect interface of `dest`'s op: may `src` be inlined into `dest`?
fn legal_region(ctx: &Context, ir: &Ir, dest: RegionId, src: RegionId) -> bool {
    let parent = ir.region_parent(dest);
    let name = ctx.str_bytes(ir.op(parent).name);
    if sigil_ir::dialects::lookup(name).is_none() {
        return false;
    }
    if !name.starts_with(b"affine.") {
        return true;
    }
    // Into affine loops and conditionals: one block of ops without effects.
    if !is_affine_construct(name) {
        return false;
    }
    let mut blocks = ir.region_blocks(src);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return false;
    };
    ir.block_ops(block).all(|o| {
        let e = crate::effects::op_effects(ctx, ir, o);
        e.own.is_some_and(|m| !m.any())
    })
}

/// The dialect interface of `op`: may it be inlined into `dest`?
fn legal_op(ctx: &Context, ir: &Ir, op: OpId, dest: RegionId) -> bool {
    let name = ctx.str_bytes(ir.op(op).name);
    if sigil_ir::dialects::lookup(name).is_none() {
        return false;
    }
    if name.starts_with(b"affine.") {
        let parent = ctx.str_bytes(ir.op(ir.region_parent(dest)).name);
        return is_affine_scope(parent) || is_affine_construct(parent);
    }
    name != b"llvm.intr.vastart"
}

/// Every op of `src`, nested ones included, may be inlined into `dest`.
fn legal_ops(ctx: &Context, ir: &Ir, src: RegionId, dest: RegionId) -> bool {
    let mut stack = vec![src];
    while let Some(r) = stack.pop() {
        for b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                if !legal_op(ctx, ir, o, dest) {
                    return false;
                }
                stack.extend(ir.regions(o).iter().rev());
            }
        }
    }
    true
}

/// MLIR's `inlineCall` with the default callbacks (the body is cloned);
/// whether the call was inlined. Calls in the inlined blocks are added to
/// `calls`. On failure nothing has changed.
fn inline_call(
    ctx: &mut Context,
    ir: &mut Ir,
    cg: &CallGraph,
    call: &ResolvedCall,
    calls: &mut Vec<ResolvedCall>,
) -> bool {
    let src = cg.nodes[call.target].region.expect("a resolved callee");
    let callable = ir.region_parent(src);
    let Some(entry) = ir.entry_block(src) else {
        return false;
    };
    let Some(info) = call_of(ctx, ir, call.call) else {
        return false;
    };
    let args: Vec<_> = ir
        .operands(call.call)
        .skip(info.args.0)
        .take(info.args.1)
        .collect();
    let results: Vec<_> = ir.results(call.call).collect();
    let Some(result_types) = callable_results(ctx, ir, callable) else {
        return false;
    };
    let entry_args = ir.block_args(entry).to_vec();
    if args.len() != entry_args.len() || results.len() != result_types.len() {
        return false;
    }
    // No dialect sigil knows converts types at a call.
    if args
        .iter()
        .zip(&entry_args)
        .any(|(&a, &p)| ir.value_type(a) != ir.value_type(p))
        || results
            .iter()
            .zip(&result_types)
            .any(|(&r, &t)| ir.value_type(r) != t)
    {
        return false;
    }
    if !legal_call(ctx, ir, call.call, callable) {
        return false;
    }
    let Some(dest) = ir.parent_region(call.call) else {
        return false;
    };
    if !legal_region(ctx, ir, dest, src) || !legal_ops(ctx, ir, src, dest) {
        return false;
    }
    let block = ir.parent_block(call.call).expect("a call in a block");
    let after = match ir.next_op(call.call) {
        Some(next) => ir.split_block(block, next).expect("the op is in the block"),
        None => {
            let b = ir.create_block(&[]);
            ir.move_block_after(b, block)
                .expect("the block is in a region");
            b
        }
    };
    let mut map = IrMapping::new();
    for (&p, &a) in entry_args.iter().zip(&args) {
        map.map_value(p, a);
    }
    ir.clone_region_into(src, dest, Some(after), &mut map)
        .expect("a callee is not nested in its caller");
    let new_blocks: Vec<BlockId> = ir
        .region_blocks(src)
        .map(|b| map.lookup_block(b).expect("every block was cloned"))
        .collect();
    let call_loc = ir.op(call.call).loc;
    remap_locations(ctx, ir, &new_blocks, call_loc);
    // The callable the inlined blocks now belong to.
    let mut region = dest;
    let node = loop {
        if let Some(n) = cg.lookup(region) {
            break n;
        }
        let op = ir.region_parent(region);
        match ir.parent_region(op) {
            Some(r) => region = r,
            None => break call.source,
        }
    };
    collect_calls(ctx, ir, cg, &new_blocks, node, calls, true);
    if new_blocks.len() == 1 {
        let first = new_blocks[0];
        let term = ir.last_op(first).expect("a callable body ends in a return");
        let returned: Vec<_> = ir.operands(term).collect();
        for (&r, &v) in results.iter().zip(&returned) {
            ir.replace_all_uses(r, v);
        }
        let _ = ir.erase_op(term);
        ir.merge_blocks(after, first, &[])
            .expect("the split block has no predecessors");
    } else {
        for &r in &results {
            let ty = ir.value_type(r);
            let arg = ir.add_block_arg(after, ty, call_loc);
            ir.replace_all_uses(r, arg);
        }
        for &b in &new_blocks {
            let Some(term) = ir.last_op(b) else { continue };
            let branch: &[u8] = match ctx.str_bytes(ir.op(term).name) {
                b"func.return" => b"cf.br",
                b"llvm.return" => b"llvm.br",
                _ => continue,
            };
            let operands: Vec<_> = ir.operands(term).collect();
            let loc = ir.op(term).loc;
            let name = ctx.string_attr(branch);
            let br = ir.create_op(sigil_ir::NewOp {
                name,
                loc,
                operands: &operands,
                result_types: &[],
                attrs: &[],
                props: None,
                successors: &[after],
                regions: &[],
            });
            ir.insert_op_before(term, br);
            let _ = ir.erase_op(term);
        }
    }
    ir.merge_blocks(new_blocks[0], block, &[])
        .expect("the entry block has no predecessors");
    true
}

/// MLIR's `remapInlinedLocations`: every location in the inlined blocks
/// (ops and block arguments, nested ones too) becomes a call site at
/// `caller`, unless the call's location is unknown.
fn remap_locations(ctx: &mut Context, ir: &mut Ir, blocks: &[BlockId], caller: LocRef) {
    let Some(caller) = caller.as_attr() else {
        return;
    };
    if matches!(ctx.attr_data(caller), AttrData::Loc(Location::Unknown)) {
        return;
    }
    let mut mapped: HashMap<LocRef, LocRef> = HashMap::new();
    let mut remap = |ctx: &mut Context, loc: LocRef| -> LocRef {
        *mapped.entry(loc).or_insert_with(|| match loc.as_attr() {
            Some(a) => LocRef::attr(stack_locations(ctx, a, caller)),
            None => loc,
        })
    };
    let mut ops = Vec::new();
    for &b in blocks {
        for a in ir.block_args(b).to_vec() {
            let l = remap(ctx, ir.arg_loc(a));
            ir.set_arg_loc(a, l);
        }
        for o in ir.block_ops(b) {
            ir.walk(o, &mut |x| ops.push(x));
        }
    }
    for o in ops {
        let l = remap(ctx, ir.op(o).loc);
        ir.op_mut(o).loc = l;
        for r in ir.regions(o).to_vec() {
            for b in ir.region_blocks(r).collect::<Vec<_>>() {
                for a in ir.block_args(b).to_vec() {
                    let l = remap(ctx, ir.arg_loc(a));
                    ir.set_arg_loc(a, l);
                }
            }
        }
    }
}

/// MLIR's `stackLocations`: `callee` called from `caller`, appended at the
/// end of the chain when `callee` is already a call site.
fn stack_locations(ctx: &mut Context, callee: Attr, caller: Attr) -> Attr {
    let mut chain = Vec::new();
    let mut last = callee;
    while let AttrData::Loc(Location::CallSite {
        callee: c,
        caller: r,
    }) = ctx.attr_data(last)
    {
        chain.push(*c);
        last = *r;
    }
    let mut site = ctx.loc(Location::CallSite {
        callee: last,
        caller,
    });
    for &c in chain.iter().rev() {
        site = ctx.loc(Location::CallSite {
            callee: c,
            caller: site,
        });
    }
    site
}

/// MLIR's `CGUseList`: how many symbol uses each discardable callable
/// (a private one) has, and the uses each callable holds.
struct UseList {
    discardable: HashMap<NodeId, i64>,
    node_uses: HashMap<NodeId, NodeUses>,
}

#[derive(Default)]
struct NodeUses {
    /// Callables the callable op itself refers to (once each).
    top: HashSet<NodeId>,
    /// Uses by the ops nested in it.
    inner: HashMap<NodeId, i64>,
}

/// MLIR's `walkReferencedSymbolNodes`: `f(node, user)` for each reference
/// in `op` (itself and, unless it is a symbol table, what it nests) to a
/// callable with a body; `cache` keeps each reference's resolution.
fn walk_referenced(
    ctx: &Context,
    ir: &Ir,
    cg: &CallGraph,
    op: OpId,
    cache: &mut HashMap<Attr, Option<NodeId>>,
    f: &mut impl FnMut(NodeId, OpId),
) {
    let mut refs = sigil_ir::symbols::own_symbol_uses(ctx, ir, op);
    if !sigil_ir::symbols::is_symbol_table(ctx, ir, op) {
        refs.extend(sigil_ir::symbols::symbol_uses(ctx, ir, op));
    }
    let table = ir.parent_op(op);
    for sigil_ir::symbols::SymbolUse { user, symref } in refs {
        let node = *cache.entry(symref).or_insert_with(|| {
            let found = sigil_ir::symbols::lookup_nearest_symbol_from(ctx, ir, table?, symref)?;
            cg.lookup(callable_region(ctx, ir, found)??)
        });
        if let Some(n) = node {
            f(n, user);
        }
    }
}

impl UseList {
    fn new(ctx: &Context, ir: &Ir, cg: &CallGraph, root: OpId) -> UseList {
        let mut discardable: HashMap<NodeId, i64> = HashMap::new();
        let mut always_live: HashMap<Attr, Option<NodeId>> = HashMap::new();
        // The symbol tables in `root`, nested ones first, each with whether
        // all uses of its symbols are visible (MLIR's `walkSymbolTables`).
        let mut tables: Vec<(OpId, bool)> = Vec::new();
        let mut stack: Vec<(OpId, bool, bool)> =
            vec![(root, ir.parent_block(root).is_none(), false)];
        while let Some((op, visible, exiting)) = stack.pop() {
            let table = sigil_ir::symbols::is_symbol_table(ctx, ir, op);
            if exiting {
                tables.push((op, visible));
                continue;
            }
            let visible = if table {
                visible || !crate::effects::is_symbol_op(ctx, ir, op) || is_private(ctx, ir, op)
            } else {
                true
            };
            if table {
                stack.push((op, visible, true));
            }
            let mut nested = Vec::new();
            for &r in ir.regions(op) {
                for b in ir.region_blocks(r) {
                    nested.extend(ir.block_ops(b));
                }
            }
            stack.extend(nested.into_iter().rev().map(|o| (o, visible, false)));
        }
        for (table, visible) in tables {
            let Some(&region) = ir.regions(table).first() else {
                continue;
            };
            for b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    if let Some(Some(r)) = callable_region(ctx, ir, op) {
                        if let Some(n) = cg.lookup(r) {
                            // Discardable: a symbol whose uses are all
                            // visible, and that is not public (what
                            // `canDiscardOnUseEmpty` says by default).
                            if crate::effects::is_symbol_op(ctx, ir, op)
                                && (visible || is_private(ctx, ir, op))
                                && !is_public(ctx, ir, op)
                            {
                                discardable.entry(n).or_insert(0);
                            }
                            continue;
                        }
                    }
                    walk_referenced(ctx, ir, cg, op, &mut always_live, &mut |_, _| {});
                }
            }
        }
        for n in always_live.values().flatten() {
            discardable.remove(n);
        }
        let mut list = UseList {
            discardable,
            node_uses: HashMap::new(),
        };
        for n in 2..cg.nodes.len() {
            list.recompute(ctx, ir, cg, n);
        }
        list
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for n in &uses.top {
            *self.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, c) in &uses.inner {
            *self.discardable.entry(*n).or_insert(0) -= c;
        }
    }

    fn recompute(&mut self, ctx: &Context, ir: &Ir, cg: &CallGraph, n: NodeId) {
        let region = cg.nodes[n].region.expect("a callable");
        let parent = ir.region_parent(region);
        let old = self.node_uses.remove(&n).unwrap_or_default();
        self.decrement(&old);
        let mut uses = NodeUses::default();
        let mut cache = HashMap::new();
        let discardable = &mut self.discardable;
        walk_referenced(ctx, ir, cg, parent, &mut cache, &mut |node, user| {
            let Some(count) = discardable.get_mut(&node) else {
                return;
            };
            if user != parent {
                *uses.inner.entry(node).or_insert(0) += 1;
            } else if !uses.top.insert(node) {
                return;
            }
            *count += 1;
        });
        self.node_uses.insert(n, uses);
    }

    fn drop_call_uses(&mut self, ctx: &Context, ir: &Ir, cg: &CallGraph, user: NodeId, call: OpId) {
        let mut cache = HashMap::new();
        let refs = self.node_uses.entry(user).or_default();
        let discardable = &mut self.discardable;
        walk_referenced(ctx, ir, cg, call, &mut cache, &mut |node, _| {
            if let Some(c) = refs.inner.get_mut(&node) {
                *c -= 1;
                *discardable.entry(node).or_insert(0) -= 1;
            }
        });
    }

    fn erase_node(&mut self, cg: &CallGraph, n: NodeId) {
        for &(child, kind) in &cg.nodes[n].edges {
            if kind == crate::callgraph::EdgeKind::Child {
                self.erase_node(cg, child);
            }
        }
        if let Some(uses) = self.node_uses.remove(&n) {
            self.decrement(&uses);
        }
        self.discardable.remove(&n);
    }

    fn merge_after_inlining(&mut self, callee: NodeId, caller: NodeId) {
        let inner: Vec<(NodeId, i64)> = self
            .node_uses
            .get(&callee)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let target = self.node_uses.entry(caller).or_default();
        for (n, c) in inner {
            *target.inner.entry(n).or_insert(0) += c;
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    /// Whether `n` has no uses left and may be erased.
    fn is_dead(&self, n: NodeId) -> bool {
        self.discardable.get(&n) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, n: NodeId) -> bool {
        self.discardable.get(&n) == Some(&1)
    }
}
