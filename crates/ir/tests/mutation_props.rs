//! Random sequences of edits on real modules: every module of the valid
//! corpora (`tests/corpus/valid`, `tests/dialects/valid`) and generated
//! functions (multi-block CFGs, `scf.if`, `scf.execute_region`, graph
//! regions). After each edit every link must be exact
//! (`Ir::check_integrity`); while every edit so far kept the module valid,
//! it must still verify; an edit the IR refuses must leave it unchanged.
//! A module that is still valid at the end must print, parse back and print
//! the same. An edit that may break validity (moving an op anywhere) ends
//! its sequence, as the other edits pick their targets in valid modules.
//!
//! The edits: erase an unused op, try to erase a used one, clone an op next
//! to itself, move an unused op to the end of its block, move an op
//! anywhere (which may break validity, or be refused as a cycle), split a
//! function block with a branch to the new half, merge a block into its
//! only predecessor, replace the uses of a result by an earlier result,
//! add or remove a block argument with the branches passing it, inline an
//! `scf.execute_region`, erase a block nothing branches to.

mod common;

use std::sync::OnceLock;

use common::{print_generic, try_parse};
use proptest::prelude::*;
use sigil_ir::builder::{OpBuilder, OpState};
use sigil_ir::clone::IrMapping;
use sigil_ir::{BlockId, Context, InsertPoint, IrError, Module, OpId, Value};

struct Rng(u64);

impl Rng {
    /// splitmix64.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Clone>(&mut self, v: &[T]) -> Option<T> {
        (!v.is_empty()).then(|| v[self.below(v.len())].clone())
    }

    fn chance(&mut self, n: u64, d: u64) -> bool {
        self.next() % d < n
    }
}

// ----- inputs -----

/// The texts of the valid corpora, one per module (split files split).
fn corpus() -> &'static [String] {
    static CORPUS: OnceLock<Vec<String>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        let mut dirs = vec![
            root.join("tests/corpus/valid"),
            root.join("tests/dialects/valid"),
        ];
        while let Some(d) = dirs.pop() {
            let entries = std::fs::read_dir(&d)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", d.display()));
            for e in entries {
                let p = e.expect("directory entry").path();
                if p.is_dir() {
                    dirs.push(p);
                } else if p.extension().is_some_and(|x| x == "mlir") {
                    files.push(p);
                }
            }
        }
        files.sort();
        let mut texts = Vec::new();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            let mut chunk = String::new();
            for line in text.lines() {
                if line.trim() == "// -----" {
                    texts.push(std::mem::take(&mut chunk));
                } else {
                    chunk.push_str(line);
                    chunk.push('\n');
                }
            }
            texts.push(chunk);
        }
        // Only modules that parse and verify as they are.
        texts.retain(|t| {
            let mut ctx = Context::new();
            match try_parse(&mut ctx, t) {
                Ok(m) => sigil_ir::verifier::verify_with(&ctx, &m, false).is_ok(),
                Err(_) => false,
            }
        });
        assert!(
            texts.len() > 500,
            "only {} corpus modules load",
            texts.len()
        );
        texts
    })
}

/// A module of random functions: each a CFG of blocks with one `i32`
/// argument (forward and backward branches), values from the entry block
/// and the block itself, nested `scf.if` / `scf.execute_region`, graph
/// regions of unregistered ops.
fn generated(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed),
        next: 0,
        out: String::new(),
    };
    for f in 0..1 + g.rng.below(2) {
        g.function(f);
    }
    g.out
}

struct Gen {
    rng: Rng,
    next: usize,
    out: String,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn function(&mut self, index: usize) {
        let blocks = 1 + self.rng.below(4);
        self.out.push_str(&format!(
            "func.func @g{index}(%a: i32, %b: i32, %c: i1) -> i32 {{\n"
        ));
        let mut entry_pool = vec!["%a".to_string(), "%b".to_string()];
        self.ops(&mut entry_pool, 2, 1);
        self.terminator(0, blocks, &entry_pool);
        for i in 1..blocks {
            let arg = self.fresh();
            self.out.push_str(&format!("^bb{i}({arg}: i32):\n"));
            let mut pool = entry_pool.clone();
            pool.push(arg);
            self.ops(&mut pool, 2, 1);
            self.terminator(i, blocks, &pool);
        }
        if self.rng.chance(1, 3) {
            // An unreachable block, branching back into the function.
            let arg = self.fresh();
            self.out.push_str(&format!("^bb{blocks}({arg}: i32):\n"));
            let mut pool = entry_pool.clone();
            pool.push(arg);
            self.ops(&mut pool, 1, 1);
            let v = self.rng.pick(&pool).unwrap();
            match blocks {
                1 => self.out.push_str(&format!("  return {v} : i32\n")),
                _ => self.out.push_str(&format!("  cf.br ^bb1({v} : i32)\n")),
            }
        }
        self.out.push_str("}\n");
    }

    fn terminator(&mut self, i: usize, blocks: usize, pool: &[String]) {
        let v = self.rng.pick(pool).unwrap();
        if i + 1 == blocks {
            self.out.push_str(&format!("  return {v} : i32\n"));
            return;
        }
        let w = self.rng.pick(pool).unwrap();
        // Forward to the next block, maybe also elsewhere (loops included).
        let other = 1 + self.rng.below(blocks - 1);
        if self.rng.chance(1, 2) {
            self.out
                .push_str(&format!("  cf.br ^bb{}({v} : i32)\n", i + 1));
        } else {
            self.out.push_str(&format!(
                "  cf.cond_br %c, ^bb{}({v} : i32), ^bb{other}({w} : i32)\n",
                i + 1
            ));
        }
    }

    fn ops(&mut self, pool: &mut Vec<String>, depth: usize, indent: usize) {
        let pad = "  ".repeat(indent);
        for _ in 0..1 + self.rng.below(5) {
            let x = self.rng.pick(pool).unwrap();
            let y = self.rng.pick(pool).unwrap();
            let r = self.fresh();
            match self.rng.below(8) {
                0 => {
                    let k = self.rng.below(100);
                    self.out
                        .push_str(&format!("{pad}{r} = arith.constant {k} : i32\n"));
                }
                1 if depth > 0 => {
                    self.out
                        .push_str(&format!("{pad}{r} = scf.if %c -> (i32) {{\n"));
                    for half in 0..2 {
                        let mut inner = pool.clone();
                        self.ops(&mut inner, depth - 1, indent + 1);
                        let y = self.rng.pick(&inner).unwrap();
                        self.out.push_str(&format!("{pad}  scf.yield {y} : i32\n"));
                        if half == 0 {
                            self.out.push_str(&format!("{pad}}} else {{\n"));
                        }
                    }
                    self.out.push_str(&format!("{pad}}}\n"));
                }
                2 if depth > 0 => {
                    self.out
                        .push_str(&format!("{pad}{r} = scf.execute_region -> i32 {{\n"));
                    let mut inner = pool.clone();
                    self.ops(&mut inner, depth - 1, indent + 1);
                    let y = self.rng.pick(&inner).unwrap();
                    self.out
                        .push_str(&format!("{pad}  scf.yield {y} : i32\n{pad}}}\n"));
                }
                3 => {
                    // A graph region: a use before its definition.
                    let (g1, g2) = (self.fresh(), self.fresh());
                    self.out.push_str(&format!(
                        "{pad}\"test.graph\"() ({{\n{pad}  {g1} = \"test.op\"({g2}) : (i32) -> i32\n{pad}  {g2} = \"test.op\"({x}) : (i32) -> i32\n{pad}}}) : () -> ()\n"
                    ));
                    continue;
                }
                4 => {
                    self.out.push_str(&format!(
                        "{pad}\"test.sink\"({x}, {y}) : (i32, i32) -> ()\n"
                    ));
                    continue;
                }
                5 => self
                    .out
                    .push_str(&format!("{pad}{r} = arith.muli {x}, {y} : i32\n")),
                6 => self
                    .out
                    .push_str(&format!("{pad}{r} = arith.subi {x}, {y} : i32\n")),
                _ => self
                    .out
                    .push_str(&format!("{pad}{r} = arith.addi {x}, {y} : i32\n")),
            }
            pool.push(r);
        }
    }
}

// ----- edits -----

const EDITS: [&str; 12] = [
    "erase unused op",
    "erase used op (refused)",
    "clone op after itself",
    "move unused op to block end",
    "move op anywhere",
    "split block + branch",
    "merge block into predecessor",
    "replace uses by earlier result",
    "add block argument",
    "remove block argument",
    "inline scf.execute_region",
    "erase block without predecessors",
];

const MOVE_ANYWHERE: usize = 4;

#[derive(Debug, PartialEq)]
enum Outcome {
    /// Applied; whether the module is certainly still valid.
    Applied { keeps_valid: bool },
    /// Refused as expected; the IR must be unchanged.
    Refused,
    /// Nothing to apply it to.
    Skipped,
}

#[derive(Default)]
struct Stats {
    applied: [usize; EDITS.len()],
    refused: [usize; EDITS.len()],
    skipped: [usize; EDITS.len()],
    verified: usize,
}

fn name<'a>(ctx: &'a Context, m: &Module, op: OpId) -> &'a [u8] {
    ctx.str_bytes(m.ir.op(op).name)
}

fn live_ops(m: &Module) -> Vec<OpId> {
    let mut v = Vec::new();
    m.ir.walk(m.top, &mut |o| v.push(o));
    v.remove(0);
    v
}

fn all_blocks(m: &Module) -> Vec<BlockId> {
    let mut v = Vec::new();
    let _ = m.ir.walk_blocks(m.top, sigil_ir::WalkOrder::PreOrder, |b| {
        v.push(b);
        sigil_ir::WalkResult::Advance
    });
    v
}

/// Ops that may end a block or name blocks: never erased or moved by the
/// validity-keeping edits. An `llvm.blocktag` names its block (a copy
/// repeats its tag, erasing it strands the `llvm.blockaddress` of it); an
/// `llvm.landingpad` must open the unwind destination of an `llvm.invoke`.
fn is_structural(ctx: &Context, m: &Module, op: OpId) -> bool {
    sigil_ir::dialects::op_traits(name(ctx, m, op)).is_terminator
        || !m.ir.successors(op).is_empty()
        || m.ir.next_op(op).is_none()
        || sigil_ir::symbols::symbol_name(ctx, &m.ir, op).is_some()
        || matches!(name(ctx, m, op), b"llvm.blocktag" | b"llvm.landingpad")
}

/// Whether `op` is the one op a `vector.mask` body may hold besides its
/// terminator: a copy beside it would be a second.
fn masked(ctx: &Context, m: &Module, op: OpId) -> bool {
    m.ir.parent_op(op)
        .is_some_and(|p| name(ctx, m, p) == b"vector.mask")
}

fn results_unused(m: &Module, op: OpId) -> bool {
    m.ir.results(op).all(|r| !m.ir.has_uses(r))
}

/// The blocks of `func.func` bodies.
fn func_blocks(ctx: &Context, m: &Module) -> Vec<BlockId> {
    live_ops(m)
        .into_iter()
        .filter(|&o| name(ctx, m, o) == b"func.func")
        .flat_map(|f| m.ir.regions(f).to_vec())
        .flat_map(|r| m.ir.region_blocks(r).collect::<Vec<_>>())
        .collect()
}

/// Whether every predecessor of `b` is a `cf.br` naming it once.
fn only_br_preds(ctx: &Context, m: &Module, b: BlockId) -> bool {
    m.ir.has_predecessors(b)
        && m.ir
            .predecessors(b)
            .all(|(op, _)| name(ctx, m, op) == b"cf.br")
}

/// Whether replacing an index value may make the module invalid: affine ops
/// restrict which index values they take, and `scf.parallel` requires its
/// constant steps to be positive.
fn uses_affine(ctx: &Context, m: &Module) -> bool {
    live_ops(m).iter().any(|&o| {
        let n = name(ctx, m, o);
        n.starts_with(b"affine.") || n == b"scf.parallel"
    })
}

/// Whether `v` is a TOSA constant (`tosa.const`, `tosa.const_shape`):
/// TOSA's verifiers read the values of zero points, shifts and shapes, so
/// another value of the same type may make an op invalid.
fn tosa_constant(ctx: &Context, m: &Module, v: Value) -> bool {
    match m.ir.value_def(v) {
        Some(sigil_ir::ValueDef::Result { op, .. }) => name(ctx, m, op).starts_with(b"tosa.const"),
        _ => false,
    }
}

fn apply(ctx: &mut Context, m: &mut Module, kind: usize, rng: &mut Rng) -> Outcome {
    let ops = live_ops(m);
    let skip = Outcome::Skipped;
    match kind {
        0 => {
            let c: Vec<OpId> = ops
                .iter()
                .copied()
                .filter(|&o| !is_structural(ctx, m, o) && results_unused(m, o))
                .collect();
            let Some(op) = rng.pick(&c) else { return skip };
            m.ir.erase_op(op).expect("an unused op erases");
            assert!(m.ir.is_op_erased(op));
            Outcome::Applied { keeps_valid: true }
        }
        1 => {
            // Used by an op it does not hold.
            let c: Vec<OpId> = ops
                .iter()
                .copied()
                .filter(|&o| {
                    m.ir.results(o)
                        .any(|r| m.ir.uses(r).any(|(u, _)| !m.ir.is_ancestor(o, u)))
                })
                .collect();
            let Some(op) = rng.pick(&c) else { return skip };
            match m.ir.erase_op(op) {
                Err(IrError::ResultInUse { op: o, .. }) if o == op => Outcome::Refused,
                other => panic!("erasing a used op gave {other:?}"),
            }
        }
        2 => {
            let c: Vec<OpId> = ops
                .iter()
                .copied()
                .filter(|&o| !is_structural(ctx, m, o) && !masked(ctx, m, o))
                .collect();
            let Some(op) = rng.pick(&c) else { return skip };
            let mut map = IrMapping::new();
            let copy = m.ir.clone_op(op, &mut map);
            assert_eq!(map.lookup_op(op), Some(copy));
            m.ir.insert_op(copy, InsertPoint::After(op)).unwrap();
            Outcome::Applied { keeps_valid: true }
        }
        3 => {
            let c: Vec<OpId> = ops
                .iter()
                .copied()
                .filter(|&o| !is_structural(ctx, m, o) && results_unused(m, o))
                .collect();
            let Some(op) = rng.pick(&c) else { return skip };
            let last = m.ir.last_op(m.ir.parent_block(op).unwrap()).unwrap();
            m.ir.move_op_before(op, last).unwrap();
            Outcome::Applied { keeps_valid: true }
        }
        4 => {
            let (Some(op), Some(anchor)) = (rng.pick(&ops), rng.pick(&ops)) else {
                return skip;
            };
            let blocks = all_blocks(m);
            let at = match rng.below(4) {
                0 => InsertPoint::Before(anchor),
                1 => InsertPoint::After(anchor),
                2 => InsertPoint::Start(rng.pick(&blocks).unwrap()),
                _ => InsertPoint::End(rng.pick(&blocks).unwrap()),
            };
            let target = match at {
                InsertPoint::Before(a) | InsertPoint::After(a) => m.ir.parent_block(a).unwrap(),
                InsertPoint::Start(b) | InsertPoint::End(b) => b,
            };
            let cycle = m.ir.is_block_in_op(target, op);
            match m.ir.move_op(op, at) {
                Ok(()) => {
                    assert!(!cycle, "moved {op:?} into itself");
                    Outcome::Applied { keeps_valid: false }
                }
                Err(IrError::OpCycle(o)) if o == op && cycle => Outcome::Refused,
                Err(e) => panic!("move refused: {e}"),
            }
        }
        5 => {
            let c: Vec<OpId> = func_blocks(ctx, m)
                .into_iter()
                .flat_map(|b| m.ir.block_ops(b).collect::<Vec<_>>())
                .collect();
            let Some(at) = rng.pick(&c) else { return skip };
            let block = m.ir.parent_block(at).unwrap();
            let tail = m.ir.split_block(block, at).unwrap();
            assert_eq!(m.ir.next_block(block), Some(tail));
            let mut b = OpBuilder::new(ctx, &mut m.ir);
            b.set_insertion_point_to_end(block);
            b.build(OpState::new("cf.br").successors(&[tail])).unwrap();
            Outcome::Applied { keeps_valid: true }
        }
        6 => {
            let c: Vec<BlockId> = all_blocks(m)
                .into_iter()
                .filter(|&s| {
                    let Some(pred) = m.ir.single_predecessor(s) else {
                        return false;
                    };
                    let br = m.ir.last_op(pred).unwrap();
                    pred != s
                        && name(ctx, m, br) == b"cf.br"
                        && m.ir.predecessors(s).next().map(|(o, _)| o) == Some(br)
                        && m.ir.entry_block(m.ir.block_parent(s).unwrap()) != Some(s)
                })
                .collect();
            let Some(s) = rng.pick(&c) else { return skip };
            let pred = m.ir.single_predecessor(s).unwrap();
            let br = m.ir.last_op(pred).unwrap();
            let args: Vec<Value> = m.ir.operands(br).collect();
            m.ir.erase_op(br).unwrap();
            m.ir.merge_blocks(s, pred, &args).unwrap();
            assert!(m.ir.is_block_erased(s));
            Outcome::Applied { keeps_valid: true }
        }
        7 => {
            let affine = uses_affine(ctx, m);
            let mut pairs: Vec<(Value, Value)> = Vec::new();
            for b in all_blocks(m) {
                let results: Vec<Value> =
                    m.ir.block_ops(b)
                        .flat_map(|o| m.ir.results(o).collect::<Vec<_>>())
                        .collect();
                for (i, &early) in results.iter().enumerate() {
                    for &late in &results[i + 1..] {
                        let ty = m.ir.value_type(late);
                        let index = matches!(ctx.type_data(ty), sigil_ir::TypeData::Index);
                        if m.ir.value_type(early) == ty
                            && m.ir.has_uses(late)
                            && !(affine && index)
                            && !tosa_constant(ctx, m, late)
                            && !tosa_constant(ctx, m, early)
                        {
                            pairs.push((late, early));
                        }
                    }
                }
            }
            let Some((from, to)) = rng.pick(&pairs) else {
                return skip;
            };
            let uses = m.ir.num_uses(from);
            let n = if rng.chance(1, 2) {
                m.ir.replace_all_uses(from, to);
                uses
            } else {
                let mut coin = Rng(rng.next());
                m.ir.replace_uses_if(from, to, |_, _, _| coin.chance(1, 2))
            };
            assert_eq!(m.ir.num_uses(from), uses - n);
            Outcome::Applied { keeps_valid: true }
        }
        8 => {
            let c: Vec<BlockId> = func_blocks(ctx, m)
                .into_iter()
                .filter(|&b| only_br_preds(ctx, m, b))
                .collect();
            let Some(b) = rng.pick(&c) else { return skip };
            let entry = m.ir.entry_block(m.ir.block_parent(b).unwrap()).unwrap();
            let Some(&pass) = m.ir.block_args(entry).first() else {
                return skip;
            };
            let ty = m.ir.value_type(pass);
            let index = rng.below(m.ir.block_args(b).len() + 1);
            let loc = sigil_ir::LocRef::attr(ctx.unknown_loc());
            m.ir.insert_block_arg(b, index, ty, loc);
            let preds: Vec<OpId> = m.ir.predecessors(b).map(|(o, _)| o).collect();
            for br in preds {
                m.ir.insert_operands(br, index, &[pass]);
            }
            Outcome::Applied { keeps_valid: true }
        }
        9 => {
            let c: Vec<(BlockId, usize)> = func_blocks(ctx, m)
                .into_iter()
                .filter(|&b| only_br_preds(ctx, m, b))
                .flat_map(|b| (0..m.ir.block_args(b).len()).map(move |i| (b, i)))
                .collect();
            let Some((b, i)) = rng.pick(&c) else {
                return skip;
            };
            let arg = m.ir.block_args(b)[i];
            let used = m.ir.has_uses(arg);
            match m.ir.erase_block_arg(b, i) {
                Ok(()) => {
                    assert!(!used);
                    let preds: Vec<OpId> = m.ir.predecessors(b).map(|(o, _)| o).collect();
                    for br in preds {
                        m.ir.erase_operand(br, i);
                    }
                    Outcome::Applied { keeps_valid: true }
                }
                Err(IrError::ArgumentInUse { .. }) if used => Outcome::Refused,
                Err(e) => panic!("erase_block_arg: {e}"),
            }
        }
        10 => {
            let c: Vec<OpId> = ops
                .iter()
                .copied()
                .filter(|&o| {
                    name(ctx, m, o) == b"scf.execute_region"
                        && m.ir.region_blocks(m.ir.regions(o)[0]).count() == 1
                })
                .collect();
            let Some(exec) = rng.pick(&c) else {
                return skip;
            };
            let body = m.ir.entry_block(m.ir.regions(exec)[0]).unwrap();
            let y = m.ir.last_op(body).unwrap();
            assert_eq!(name(ctx, m, y), b"scf.yield");
            let values: Vec<Value> = m.ir.operands(y).collect();
            m.ir.erase_op(y).unwrap();
            m.ir.inline_block_before(body, InsertPoint::Before(exec), &[])
                .unwrap();
            m.ir.replace_op_with_values(exec, &values).unwrap();
            Outcome::Applied { keeps_valid: true }
        }
        _ => {
            let c: Vec<BlockId> = all_blocks(m)
                .into_iter()
                .filter(|&b| {
                    !m.ir.has_predecessors(b)
                        && m.ir
                            .block_parent(b)
                            .is_some_and(|r| m.ir.entry_block(r) != Some(b))
                })
                .collect();
            let Some(b) = rng.pick(&c) else { return skip };
            match m.ir.erase_block(b) {
                Ok(()) => Outcome::Applied { keeps_valid: true },
                Err(IrError::UsedOutside { .. }) => Outcome::Refused,
                Err(e) => panic!("erase_block: {e}"),
            }
        }
    }
}

/// Runs `edits` on `text`, checking after each.
fn run(text: &str, edits: &[u64], stats: &mut Stats) -> Result<(), String> {
    let mut ctx = Context::new();
    let mut m = try_parse(&mut ctx, text).map_err(|e| format!("parse: {}", e.message))?;
    let valid = sigil_ir::verifier::verify_with(&ctx, &m, false).is_ok();
    // A few corpus modules print what does not parse back (as mlir-opt
    // does, e.g. `@<<INVALID EMPTY SYMBOL>>`): no round trip for those.
    let round_trips = {
        let printed = print_generic(&mut ctx, &mut m);
        let mut ctx2 = Context::new();
        try_parse(&mut ctx2, &printed).is_ok()
    };
    let mut log = Vec::new();
    for &seed in edits {
        let mut rng = Rng(seed);
        // "Move anywhere" ends a sequence: a third as often as the others.
        let kind = match rng.below(3 * EDITS.len() - 2) {
            k if k < 3 * MOVE_ANYWHERE => k / 3,
            k if k == 3 * MOVE_ANYWHERE => MOVE_ANYWHERE,
            k => (k - 1) / 3 + 1,
        };
        let before = print_generic(&mut ctx, &mut m);
        let outcome = apply(&mut ctx, &mut m, kind, &mut rng);
        log.push(EDITS[kind]);
        let fail = |what: String| {
            format!("after edits {log:?}: {what}\n--- module before the last edit:\n{before}")
        };
        m.ir.check_integrity()
            .map_err(|e| fail(format!("links broken: {e}")))?;
        match outcome {
            Outcome::Applied { keeps_valid: false } => {
                // The other edits assume a valid module: stop here.
                stats.applied[kind] += 1;
                return Ok(());
            }
            Outcome::Applied { keeps_valid: true } => stats.applied[kind] += 1,
            Outcome::Refused => {
                stats.refused[kind] += 1;
                let after = print_generic(&mut ctx, &mut m);
                if after != before {
                    return Err(fail(format!("a refused edit changed the module:\n{after}")));
                }
            }
            Outcome::Skipped => stats.skipped[kind] += 1,
        }
        if valid {
            stats.verified += 1;
            if let Err(d) = sigil_ir::verifier::verify_with(&ctx, &m, false) {
                let now = print_generic(&mut ctx, &mut m);
                return Err(fail(format!(
                    "no longer verifies: {}\n--- now:\n{now}",
                    d.message
                )));
            }
        }
    }
    if valid && round_trips {
        let printed = print_generic(&mut ctx, &mut m);
        let mut ctx2 = Context::new();
        let mut m2 = try_parse(&mut ctx2, &printed).map_err(|e| {
            format!(
                "after {log:?} the printed module does not parse: {}\n{printed}",
                e.message
            )
        })?;
        if print_generic(&mut ctx2, &mut m2) != printed {
            return Err(format!(
                "after {log:?} the module does not print back the same"
            ));
        }
    }
    Ok(())
}

fn source(index: u32) -> String {
    let corpus = corpus();
    // One case in four is a generated module.
    if index.is_multiple_of(4) {
        generated(index as u64)
    } else {
        corpus[index as usize % corpus.len()].clone()
    }
}

#[test]
fn generated_modules_verify() {
    for seed in 0..200 {
        let text = generated(seed);
        let mut ctx = Context::new();
        let m = try_parse(&mut ctx, &text).unwrap_or_else(|e| panic!("{}\n{text}", e.message));
        if let Err(d) = sigil_ir::verifier::verify_with(&ctx, &m, false) {
            panic!("{}\n{text}", d.message);
        }
    }
}

/// Every corpus module and 200 generated ones, each with 12 edits from a
/// fixed seed; prints how often each edit applied.
#[test]
fn every_module_survives_random_edits() {
    let mut stats = Stats::default();
    let mut inputs: Vec<String> = corpus().to_vec();
    inputs.extend((0..200).map(generated));
    for (i, text) in inputs.iter().enumerate() {
        let mut rng = Rng(i as u64 ^ 0x5eed);
        let edits: Vec<u64> = (0..12).map(|_| rng.next()).collect();
        if let Err(e) = run(text, &edits, &mut stats) {
            panic!("module #{i}:\n{text}\n{e}");
        }
    }
    eprintln!(
        "{} modules, {} verifications after an edit",
        inputs.len(),
        stats.verified
    );
    for (k, e) in EDITS.iter().enumerate() {
        eprintln!(
            "  {e:34} applied {:5}  refused {:5}  no candidate {:5}",
            stats.applied[k], stats.refused[k], stats.skipped[k]
        );
        assert!(
            stats.applied[k] + stats.refused[k] > 0,
            "edit '{e}' never ran"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_edit_sequences_keep_the_ir_exact(
        index in any::<u32>(),
        edits in prop::collection::vec(any::<u64>(), 1..24),
    ) {
        let text = source(index);
        let mut stats = Stats::default();
        if let Err(e) = run(&text, &edits, &mut stats) {
            prop_assert!(false, "{}\n{}", text, e);
        }
    }
}
