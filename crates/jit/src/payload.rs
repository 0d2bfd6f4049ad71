//! Structured ops' payloads as native loops (issue 16): the payload's
//! bytecode, translated as functions are (`translate::translate_payload`),
//! inside a loop over one row of the iteration space that reads the
//! operands' elements straight from their buffers and writes the results
//! straight into the outputs; the outer loops, the collapsing of loops
//! that address memory contiguously, and the split of the work over
//! threads are here, in safe Rust.

use std::rc::Rc;

use sigil_vm::compile::{CompiledFunction, Slot};
use sigil_vm::tensor::{Operand, Structured};
use sigil_vm::tier::PayloadJob;
use sigil_vm::{ElementType, TrapKind};

use crate::native::{self, Buffers, TRAP_ASSERT, TRAP_DIV_OVERFLOW, TRAP_DIV_ZERO};
use crate::translate::PayloadLayout;

/// A compiled payload.
pub(crate) struct Compiled {
    /// Kept alive so that its address, the key of the tier's table, is not
    /// reused.
    pub payload: Rc<CompiledFunction>,
    pub elems: Vec<ElementType>,
    pub code: *const u8,
}

/// Points below which a payload runs on one thread.
const PARALLEL_POINTS: u64 = 1 << 16;

/// How `op`'s payload is laid out for `elems`, or why it is not compiled.
pub(crate) fn layout(op: &Structured, elems: &[ElementType]) -> Result<PayloadLayout, String> {
    let payload = op.payload.as_ref().ok_or("no payload")?;
    if op.maps.iter().any(|m| !m.nonlinear.is_empty()) {
        return Err("an indexing map is not linear (mod, floordiv, ceildiv)".into());
    }
    crate::translate::check_payload(payload)?;
    let n_in = op.ins.len();
    let n_out = elems.len() - n_in;
    if n_out == 0 || elems.len() > payload.params.len() {
        return Err("operands do not match the payload's arguments".into());
    }
    for e in elems {
        let ok = match e {
            ElementType::Complex(_) => false,
            ElementType::Int(_) | ElementType::SInt(_) | ElementType::UInt(_) => {
                matches!(e.size(), 1 | 2 | 4 | 8)
            }
            _ => true,
        };
        if !ok {
            return Err(format!("{} elements are not compiled yet", e.name()));
        }
    }
    if payload
        .rets
        .iter()
        .any(|r| r.len() != n_out || r.iter().any(|x| x.1))
    {
        return Err("the payload does not yield one scalar per output".into());
    }
    let mut params = Vec::new();
    for p in &payload.params[..elems.len()] {
        match p {
            Slot::S(s) => params.push(*s),
            _ => return Err("a payload argument that is not a scalar".into()),
        }
    }
    let mut outer: Vec<u32> = op.captures.iter().map(|c| c.1).collect();
    let mut lay = Vec::new();
    for (k, o) in op.ins.iter().enumerate() {
        let buf = matches!(o, Operand::Tensor(_));
        if !buf {
            outer.push(params[k]);
        }
        lay.push((elems[k], buf));
    }
    lay.extend(elems[n_in..].iter().map(|&e| (e, true)));
    if op.index_params.len() != op.loops {
        return Err("linalg.index of a loop the op does not have".into());
    }
    Ok(PayloadLayout {
        elems: lay,
        params,
        n_in,
        outer,
        index_params: op.index_params.clone(),
    })
}

/// One level of the loop nest after collapsing: its trip count, each
/// operand's step in bytes, and the loop whose index it is (`None` for
/// loops merged together, whose indices no `linalg.index` reads).
struct Level {
    bound: i64,
    steps: Vec<i64>,
    index: Option<usize>,
    /// Whether every output is indexed by each loop of this level (its
    /// iterations write disjoint output elements).
    parallel: bool,
}

/// Runs compiled payload `c` over `job`'s iteration space; `None` when it
/// cannot (the interpreter then runs it).
pub(crate) fn run(c: &Compiled, job: PayloadJob<'_>) -> Option<Result<(), TrapKind>> {
    let PayloadJob {
        op,
        plan,
        ins,
        mut outs,
        elems,
        frame,
        threads,
    } = job;
    if elems != c.elems
        || !plan.nonlinear.is_empty()
        || frame.len() < c.payload.num_scalars as usize
    {
        return None;
    }
    let n_in = ins.len();
    let sizes: Vec<usize> = elems
        .iter()
        .enumerate()
        .map(|(k, e)| {
            if k < n_in && ins[k].is_none() {
                0
            } else {
                e.size()
            }
        })
        .collect();
    let loops = plan.bounds.len();
    let nops = sizes.len();
    // Collapse loops, innermost first: loop d joins the level inside it
    // when every operand's step over d is that level's whole extent and
    // no linalg.index reads either.
    let outputs_use = |d: usize| {
        op.maps[n_in..]
            .iter()
            .all(|m| (0..m.results.len()).any(|r| m.pure_dim(r) == Some(d)))
    };
    let mut levels: Vec<Level> = Vec::new();
    for d in (0..loops).rev() {
        let steps: Vec<i64> = (0..nops)
            .map(|k| plan.offsets[k].1[d] * sizes[k] as i64)
            .collect();
        let read = op.index_params[d] != u32::MAX;
        if let Some(l) = levels.last_mut() {
            if !read
                && l.index.is_none_or(|i| op.index_params[i] == u32::MAX)
                && (0..nops).all(|k| steps[k] == l.steps[k] * l.bound)
            {
                l.bound *= plan.bounds[d];
                l.index = None;
                l.parallel &= outputs_use(d);
                continue;
            }
        }
        levels.push(Level {
            bound: plan.bounds[d],
            steps,
            index: Some(d),
            parallel: outputs_use(d),
        });
    }
    levels.reverse();
    if levels.is_empty() {
        levels.push(Level {
            bound: 1,
            steps: vec![0; nops],
            index: None,
            parallel: false,
        });
    }
    let bases: Vec<i64> = (0..nops)
        .map(|k| plan.offsets[k].0 * sizes[k] as i64)
        .collect();
    let points: u64 = levels.iter().map(|l| l.bound as u64).product();
    let bufs = Buffers::new(&ins, &mut outs);
    let r = Rows {
        code: c.code,
        bufs: &bufs,
        sizes: &sizes,
        bases: &bases,
        levels: &levels,
        frame,
        loops,
    };
    let b0 = levels[0].bound;
    let threads = threads.max(1) as i64;
    let trap = if threads > 1 && points >= PARALLEL_POINTS && levels[0].parallel && b0 >= 2 {
        let t = threads.min(b0);
        let chunk = (b0 + t - 1) / t;
        let ranges: Vec<(i64, i64)> = (0..t)
            .map(|i| (i * chunk, ((i + 1) * chunk).min(b0)))
            .filter(|(lo, hi)| lo < hi)
            .collect();
        let mut traps: Vec<Option<[u64; 3]>> = Vec::new();
        native::scope_rows(&r, &ranges, &mut traps);
        // The first trap in the interpreter's order: the lowest range's.
        traps.into_iter().flatten().next()
    } else {
        r.range(0, b0)
    };
    Some(match trap {
        None => Ok(()),
        Some([kind, aux, pc]) => Err(TrapKind::in_payload(
            match kind {
                TRAP_DIV_ZERO => TrapKind::DivisionByZero,
                TRAP_DIV_OVERFLOW => TrapKind::SignedDivisionOverflow,
                TRAP_ASSERT => TrapKind::Assert(
                    c.payload
                        .strings
                        .get(aux as usize)
                        .cloned()
                        .unwrap_or_default(),
                ),
                _ => TrapKind::Tensor(format!("{}: a trap in the payload", op.name)),
            },
            &c.payload,
            pc as u32,
        )),
    })
}

/// What runs the rows of a part of the iteration space.
pub(crate) struct Rows<'a> {
    code: *const u8,
    bufs: &'a Buffers,
    sizes: &'a [usize],
    bases: &'a [i64],
    levels: &'a [Level],
    frame: &'a [u64],
    loops: usize,
}

impl Rows<'_> {
    /// Runs iterations `lo..hi` of the outermost level (and everything
    /// inside them); the first trap's `(kind, aux, pc)`, if any.
    pub(crate) fn range(&self, lo: i64, hi: i64) -> Option<[u64; 3]> {
        let nl = self.levels.len();
        let nops = self.sizes.len();
        let mut idx = vec![0i64; self.loops.max(1)];
        let mut trap = [0u64; 3];
        let inner = &self.levels[nl - 1];
        if nl == 1 {
            let offs: Vec<i64> = (0..nops)
                .map(|k| self.bases[k] + lo * inner.steps[k])
                .collect();
            let ok = native::run_row(
                self.code,
                self.bufs,
                self.sizes,
                &offs,
                &inner.steps,
                hi - lo,
                lo,
                &idx,
                self.frame,
                &mut trap,
            );
            return (!ok).then_some(trap);
        }
        // The outer levels as an odometer over `lo..hi` of the first.
        let mut at = vec![0i64; nl - 1];
        at[0] = lo;
        let mut offs: Vec<i64> = (0..nops)
            .map(|k| self.bases[k] + lo * self.levels[0].steps[k])
            .collect();
        if self.levels[1..nl - 1].iter().any(|l| l.bound == 0) || inner.bound == 0 {
            return None;
        }
        loop {
            for (j, l) in self.levels[..nl - 1].iter().enumerate() {
                if let Some(d) = l.index {
                    idx[d] = at[j];
                }
            }
            let ok = native::run_row(
                self.code,
                self.bufs,
                self.sizes,
                &offs,
                &inner.steps,
                inner.bound,
                0,
                &idx,
                self.frame,
                &mut trap,
            );
            if !ok {
                return Some(trap);
            }
            let mut j = nl - 1;
            loop {
                if j == 0 {
                    return None;
                }
                j -= 1;
                let l = &self.levels[j];
                at[j] += 1;
                for (o, st) in offs.iter_mut().zip(&l.steps) {
                    *o += st;
                }
                let end = if j == 0 { hi } else { l.bound };
                if at[j] < end {
                    break;
                }
                if j == 0 {
                    return None;
                }
                for (o, st) in offs.iter_mut().zip(&l.steps) {
                    *o -= st * at[j];
                }
                at[j] = 0;
            }
        }
    }
}
