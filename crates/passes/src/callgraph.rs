//! MLIR's call graph (`CallGraph`): which callables call which, and the
//! order of its strongly connected components.
//!
//! Nodes are the callable regions (the body of a `func.func`, `llvm.func`,
//! `gpu.func` that has one) plus two nodes without a region: the external
//! caller, which has an edge to every top-level callable, and the unknown
//! callee, which calls that cannot be resolved (indirect calls, declarations)
//! point to. A node's edges are kept in insertion order without duplicates
//! (MLIR's `SetVector`), because the order of the components MLIR's inliner
//! visits, and so the order its rewrites happen in, follows them. Nodes are
//! indices into a `Vec` in creation order, with a map from region to node.
//!
//! sigil's registry does not carry MLIR's call interfaces, so which ops are
//! calls and callables is said here, in [`call_of`] and
//! [`callable_region`], for the dialects sigil implements.

use std::collections::HashMap;

use sigil_ir::{Attr, Context, Ir, OpId, RegionId};

/// A node of the graph.
pub type NodeId = usize;

/// The node with an edge to every top-level callable.
pub const EXTERNAL_CALLER: NodeId = 0;
/// The node unresolved calls point to.
pub const UNKNOWN_CALLEE: NodeId = 1;

/// What an edge means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external caller to a top-level callable.
    Abstract,
    /// A call.
    Call,
    /// From a callable to a callable nested in it.
    Child,
}

/// A node: a callable region, or one of the two region-less nodes.
#[derive(Clone, Debug, Default)]
pub struct Node {
    pub region: Option<RegionId>,
    pub edges: Vec<(NodeId, EdgeKind)>,
}

impl Node {
    fn add_edge(&mut self, to: NodeId, kind: EdgeKind) {
        if !self.edges.contains(&(to, kind)) {
            self.edges.push((to, kind));
        }
    }

    /// Whether the node has a callable nested in it.
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|&(_, k)| k == EdgeKind::Child)
    }
}

/// A call op: what it calls and which operands are the arguments.
#[derive(Clone, Copy, Debug)]
pub struct Call {
    /// The callee's symbol reference; `None` for an indirect call.
    pub callee: Option<Attr>,
    /// The first operand that is an argument, and how many there are.
    pub args: (usize, usize),
}

/// `op` as a call (MLIR's `CallOpInterface`), if it is one.
pub fn call_of(ctx: &Context, ir: &Ir, op: OpId) -> Option<Call> {
    let n = ir.num_operands(op);
    match ctx.str_bytes(ir.op(op).name) {
        b"func.call" => Some(Call {
            callee: crate::fold::prop(ctx, ir, op, b"callee"),
            args: (0, n),
        }),
        b"func.call_indirect" => Some(Call {
            callee: None,
            args: (1, n.saturating_sub(1)),
        }),
        b"llvm.call" => {
            let callee = crate::fold::prop(ctx, ir, op, b"callee");
            // `callee_operands` come first; an indirect call's first one
            // is the callee.
            let count = crate::fold::segments(ctx, ir, op)
                .and_then(|s| s.first().copied())
                .map_or(n, |c| c.max(0) as usize);
            let skip = usize::from(callee.is_none()).min(count);
            Some(Call {
                callee,
                args: (skip, count - skip),
            })
        }
        _ => None,
    }
}

/// For a callable op (MLIR's `CallableOpInterface`): `Some(region)`, the
/// region `None` for a declaration; `None` for other ops.
pub fn callable_region(ctx: &Context, ir: &Ir, op: OpId) -> Option<Option<RegionId>> {
    match ctx.str_bytes(ir.op(op).name) {
        b"func.func" | b"llvm.func" | b"gpu.func" => {
            let r = ir.regions(op).first().copied()?;
            Some(ir.entry_block(r).map(|_| r))
        }
        _ => None,
    }
}

/// The call graph of an op and what it nests.
#[derive(Clone, Debug)]
pub struct CallGraph {
    pub nodes: Vec<Node>,
    by_region: HashMap<RegionId, NodeId>,
}

impl CallGraph {
    /// The graph of `root`: callables first, then calls (MLIR's two walks,
    /// so a call may name a callable nested later).
    pub fn build(ctx: &Context, ir: &Ir, root: OpId) -> CallGraph {
        let mut cg = CallGraph {
            nodes: vec![Node::default(), Node::default()],
            by_region: HashMap::new(),
        };
        cg.walk(ctx, ir, root, None, false);
        cg.walk(ctx, ir, root, None, true);
        cg
    }

    fn walk(&mut self, ctx: &Context, ir: &Ir, root: OpId, parent: Option<NodeId>, resolve: bool) {
        // (op, the node it belongs to); explicit stack, pre-order.
        let mut stack = vec![(root, parent)];
        while let Some((op, mut parent)) = stack.pop() {
            if call_of(ctx, ir, op).is_some() {
                if let (true, Some(p)) = (resolve, parent) {
                    let target = self.resolve(ctx, ir, op);
                    self.nodes[p].add_edge(target, EdgeKind::Call);
                }
                continue;
            }
            if let Some(region) = callable_region(ctx, ir, op) {
                match region {
                    Some(r) => parent = Some(self.get_or_add(r, parent)),
                    None => continue,
                }
            }
            let mut nested = Vec::new();
            for &r in ir.regions(op) {
                for b in ir.region_blocks(r) {
                    nested.extend(ir.block_ops(b).map(|o| (o, parent)));
                }
            }
            stack.extend(nested.into_iter().rev());
        }
    }

    fn get_or_add(&mut self, region: RegionId, parent: Option<NodeId>) -> NodeId {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push(Node {
            region: Some(region),
            edges: Vec::new(),
        });
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.nodes[p].add_edge(n, EdgeKind::Child),
            None => self.nodes[EXTERNAL_CALLER].add_edge(n, EdgeKind::Abstract),
        }
        n
    }

    /// The node of `region`, if it is a callable region of the graph.
    pub fn lookup(&self, region: RegionId) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// The node `call` calls, or the unknown callee.
    pub fn resolve(&self, ctx: &Context, ir: &Ir, call: OpId) -> NodeId {
        let Some(callee) = call_of(ctx, ir, call).and_then(|c| c.callee) else {
            return UNKNOWN_CALLEE;
        };
        sigil_ir::symbols::lookup_nearest_symbol_from(ctx, ir, call, callee)
            .and_then(|f| callable_region(ctx, ir, f).flatten())
            .and_then(|r| self.lookup(r))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// Whether `n` is one of the region-less nodes.
    pub fn is_external(&self, n: NodeId) -> bool {
        self.nodes[n].region.is_none()
    }

    /// The strongly connected components reachable from the external
    /// caller, callees before callers, each in the order LLVM's
    /// `scc_iterator` gives (Tarjan's algorithm, children in edge order).
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        const DONE: u32 = u32::MAX;
        struct Frame {
            node: NodeId,
            next_child: usize,
            min_visited: u32,
        }
        let mut visit_num = 0u32;
        let mut numbers: Vec<Option<u32>> = vec![None; self.nodes.len()];
        let mut scc_stack: Vec<NodeId> = Vec::new();
        let mut visit: Vec<Frame> = Vec::new();
        let mut out = Vec::new();
        let mut visit_one = |n: NodeId,
                             visit: &mut Vec<Frame>,
                             scc_stack: &mut Vec<NodeId>,
                             numbers: &mut Vec<Option<u32>>| {
            visit_num += 1;
            numbers[n] = Some(visit_num);
            scc_stack.push(n);
            visit.push(Frame {
                node: n,
                next_child: 0,
                min_visited: visit_num,
            });
        };
        visit_one(EXTERNAL_CALLER, &mut visit, &mut scc_stack, &mut numbers);
        while !visit.is_empty() {
            // Visit the children of the top frame.
            loop {
                let top = visit.last_mut().expect("a frame");
                let edges = &self.nodes[top.node].edges;
                if top.next_child >= edges.len() {
                    break;
                }
                let child = edges[top.next_child].0;
                top.next_child += 1;
                match numbers[child] {
                    None => visit_one(child, &mut visit, &mut scc_stack, &mut numbers),
                    Some(num) => top.min_visited = top.min_visited.min(num),
                }
            }
            let frame = visit.pop().expect("a frame");
            if let Some(parent) = visit.last_mut() {
                parent.min_visited = parent.min_visited.min(frame.min_visited);
            }
            if Some(frame.min_visited) != numbers[frame.node] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let n = scc_stack.pop().expect("the component's nodes are stacked");
                numbers[n] = Some(DONE);
                scc.push(n);
                if n == frame.node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// Whether `op`'s symbol visibility is `private`.
pub fn is_private(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    crate::transforms::symbol_dce::visibility(ctx, ir, op) == Some(b"private".as_slice())
}

/// Whether `op`'s symbol visibility is `public` (the default).
pub fn is_public(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    matches!(
        crate::transforms::symbol_dce::visibility(ctx, ir, op),
        None | Some(b"public")
    )
}
