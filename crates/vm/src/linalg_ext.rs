//! IREE's `iree_linalg_ext` ops as the VM runs them: one [`ExtOp`] per op,
//! its operands as slots, what its attributes say decoded once at compile
//! time ([`Kind`]), and its region (comparator, combiner, index map or
//! score modifier) as a payload function the machine calls per element
//! (`exec/linalg_ext.rs`).
//!
//! The semantics are those of IREE's own loop lowering of each op
//! (`generateScalarImplementation`, and the decompositions of attention),
//! which is what IREE runs on CPU: top-k's insertion with its tie-breaking
//! on indices, scan's first element and accumulator, scatter's and gather's
//! index arithmetic, attention's softmax in base 2 with `log2(e)` folded
//! into the scale. Where IREE leaves the result open sigil says what it
//! does: `sort` is a stable sort (an element goes before another when the
//! comparator says so, ties keep their order), and out-of-bounds indices
//! trap with the op's location instead of writing elsewhere.
//!
//! `im2col` and `exp_reduction` have no loop lowering in IREE; they follow
//! IREE's decompositions (`decomposeOperation`), which is what IREE runs.
//! `custom_op` has no entry here: its body is compiled in place, as IREE's
//! decomposition inlines it.
//!
//! On memrefs (buffer semantics) an op has no results: the machine copies
//! each memref operand's elements into a buffer, runs the op on buffers,
//! and writes each destination back into its memref, so one
//! implementation serves both forms.

use std::cell::Cell;
use std::rc::Rc;

use crate::bytecode::FTy;
use crate::bytecode::{FPred, IPred, Instr};
use crate::compile::CompiledFunction;
use crate::tensor::Dim;

type R = u32;
type S = u32;

thread_local! {
    static FAST: Cell<bool> = Cell::new(
        std::env::var_os("SIGIL_EXT_GENERAL").is_none_or(|v| v.is_empty() || v == "0"),
    );
}

/// Turns the native fast paths of `iree_linalg_ext` ops (comparators that
/// are one comparison, attention on the matmul kernels) on or off for the
/// calling thread; off, every op runs its general form (region calls,
/// loops). On by default, unless the environment variable
/// `SIGIL_EXT_GENERAL` is set (and not `0`). For differential tests and
/// before/after benchmarks.
pub fn set_fast_paths(on: bool) {
    FAST.with(|f| f.set(on));
}

/// Whether the fast paths are on for the calling thread
/// ([`set_fast_paths`]).
pub fn fast_paths() -> bool {
    FAST.with(Cell::get)
}

/// An op's region, run per element.
#[derive(Clone, Debug)]
pub struct Region {
    pub payload: Rc<CompiledFunction>,
    /// Slots of `iree_linalg_ext.index` per loop (`u32::MAX`: not read).
    pub index_params: Vec<u32>,
    /// Scalars from the enclosing function, `(parent slot, payload slot)`.
    pub captures: Vec<(S, S)>,
    /// Tensors from the enclosing function, `(parent slot, payload slot)`.
    pub ref_captures: Vec<(R, R)>,
    /// The region as one comparison of its two arguments, when it is
    /// that (`arith.cmpf`/`cmpi` then yield): run without a call.
    pub compare: Option<Compare>,
    /// The region as one comparison of the two arguments of one operand
    /// (`sort` with other operands sorted along): that operand and the
    /// comparison. Equal to `(0, compare)` when the region has two
    /// arguments.
    pub sort_key: Option<(usize, Compare)>,
    /// The region yields its first argument unchanged.
    pub identity: bool,
}

/// A comparator region that is one comparison.
#[derive(Clone, Copy, Debug)]
pub enum Compare {
    /// `arith.cmpf p, %a, %b` (`swap`: `%b, %a`).
    F { p: FPred, t: FTy, swap: bool },
    /// `arith.cmpi p, %a, %b` on sign-extended slots.
    I { p: IPred, swap: bool },
}

impl Compare {
    /// The comparison of a payload whose whole body is one comparison of
    /// its two parameters, yielded.
    pub fn of(f: &CompiledFunction) -> Option<Compare> {
        match Compare::of_key(f)? {
            (0, c) if f.params.len() == 2 => Some(c),
            _ => None,
        }
    }

    /// The comparison of a payload whose whole body is one comparison of
    /// parameters `2t` and `2t + 1` (a sort comparator's two elements of
    /// operand `t`), yielded: `t` and the comparison.
    pub fn of_key(f: &CompiledFunction) -> Option<(usize, Compare)> {
        let [first, Instr::Return { i }] = f.code[..] else {
            return None;
        };
        let params: Vec<u32> = f.params.iter().map(|p| p.index()).collect();
        if params.is_empty()
            || !params.len().is_multiple_of(2)
            || f.rets.get(i as usize)?.len() != 1
            || f.rets.get(i as usize)?.first()?.0 != dest(first)?
        {
            return None;
        }
        let (a, b) = match first {
            Instr::FCmp { a, b, .. } | Instr::Cmp { a, b, .. } => (a, b),
            _ => return None,
        };
        let pos = |x: u32| params.iter().position(|&p| p == x);
        let (pa, pb) = (pos(a)?, pos(b)?);
        let (t, swap) = match (pa, pb) {
            (x, y) if x % 2 == 0 && y == x + 1 => (x / 2, false),
            (x, y) if y % 2 == 0 && x == y + 1 => (y / 2, true),
            _ => return None,
        };
        let c = match first {
            Instr::FCmp { t, p, .. } => Compare::F { p, t, swap },
            Instr::Cmp { p, .. } => Compare::I { p, swap },
            _ => return None,
        };
        Some((t, c))
    }

    /// The comparison of slot bits `a` and `b`.
    #[inline]
    pub fn eval(self, a: u64, b: u64) -> bool {
        match self {
            Compare::F { p, t, swap } => {
                let (x, y) = (crate::numeric::to_f64(t, a), crate::numeric::to_f64(t, b));
                if swap {
                    p.eval(y, x)
                } else {
                    p.eval(x, y)
                }
            }
            Compare::I { p, swap } => {
                if swap {
                    p.eval(b, a)
                } else {
                    p.eval(a, b)
                }
            }
        }
    }
}

fn dest(i: Instr) -> Option<u32> {
    match i {
        Instr::FCmp { d, .. } | Instr::Cmp { d, .. } => Some(d),
        _ => None,
    }
}

/// One `iree_linalg_ext` op.
#[derive(Clone, Debug)]
pub struct ExtOp {
    pub name: String,
    pub kind: Kind,
    /// Tensor operands that are read only, in the op's order.
    pub ins: Vec<R>,
    /// Destination operands (`outs`), and whether each is at its last use
    /// (a tensor's buffer is then taken over; a memref is written back).
    pub outs: Vec<(R, bool)>,
    /// Result slots, one per destination: `None` for a memref (no result).
    pub results: Vec<Option<R>>,
    pub region: Option<Region>,
}

/// What the op does, with its attributes.
#[derive(Clone, Debug)]
pub enum Kind {
    /// `sort`: the destinations sorted together along `dim`.
    Sort { dim: usize },
    /// `scan`: ins `[input]`, outs `[output, accumulator]`.
    Scan { dim: usize, inclusive: bool },
    /// `topk` and `topk_v2`: ins `[values, indices?]`, outs
    /// `[values, indices?]`; `sorted`: `topk_v2`'s `is_sorted` (a bubble
    /// sort of the outputs after each insertion).
    TopK {
        dim: usize,
        in_indices: bool,
        out_indices: bool,
        sorted: bool,
    },
    /// `arg_compare`: ins `[values, indices?]`, outs `[value, index]`,
    /// and the base added to implicit indices.
    ArgCompare {
        dim: usize,
        in_indices: bool,
        base: Option<S>,
    },
    /// `scatter`: ins `[updates, indices, mask?]`, outs `[original]`.
    Scatter { dim_map: Vec<usize>, mask: bool },
    /// `gather`: ins `[source, indices, mask?]`, outs `[output]`.
    Gather { dim_map: Vec<usize>, mask: bool },
    /// `map_load`: ins `[source]`, outs `[output]`; the region maps each
    /// output index to a source index and a padding value.
    MapLoad,
    /// `map_store`: ins `[input]`, outs `[output]`; the region maps each
    /// input index to an output index and a mask.
    MapStore,
    /// `attention` (outs `[output]`) and `online_attention` (outs
    /// `[output, max, sum]`); ins `[query, key, value, mask?]`.
    Attention(Box<Attention>),
    /// `fft`: one Cooley-Tukey stage (`stage` a slot) along the last
    /// dimension; ins `[real_coeff, imag_coeff]` when given, outs
    /// `[real, imag]`.
    Fft { stage: S, coeff: bool },
    /// `im2col`: ins `[input]`, outs `[output]`.
    Im2col(Box<Im2col>),
    /// `exp_reduction`: ins `[x, others...]`, outs `[max, others...]`.
    ExpReduction(Box<ExpReduction>),
    /// `winograd.input_transform` / `filter_transform` /
    /// `output_transform`.
    Winograd {
        which: Winograd,
        tile: usize,
        kernel: usize,
        dims: Vec<usize>,
    },
}

/// Which Winograd transform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winograd {
    Input,
    Filter,
    Output,
}

/// An attention op's maps and scalars.
#[derive(Clone, Debug)]
pub struct Attention {
    pub online: bool,
    /// The loop each result of each map reads: query, key, value, mask
    /// (if any), output, then max and sum (online).
    pub maps: Vec<Vec<usize>>,
    pub loops: usize,
    pub mask: bool,
    pub scale: S,
    pub scale_ty: FTy,
    /// Softmax in base 2, with `log2(e)` folded into the scale (IREE's
    /// decomposition; `online_attention` may turn it off with
    /// `decomposition_config = {use_exp2 = false}`).
    pub exp2: bool,
}

/// An `im2col`'s attributes, the dynamic ones as slots. Output dimensions
/// are named in IREE's canonical order `[batch..., M..., K...]`;
/// `output_perm[i]` is the canonical dimension output dimension `i` holds.
#[derive(Clone, Debug)]
pub struct Im2col {
    pub strides: Vec<i64>,
    pub dilations: Vec<i64>,
    /// Per canonical output dimension: its offset, and the sizes its index
    /// is delinearised by (the first unbounded, as
    /// `affine.delinearize_index` with an outer bound).
    pub offsets: Vec<Dim>,
    pub output_sizes: Vec<Vec<Dim>>,
    pub batch_pos: Vec<usize>,
    pub m_pos: Vec<usize>,
    pub k_pos: Vec<usize>,
    pub input_k_perm: Vec<usize>,
    pub output_perm: Vec<usize>,
    /// How many canonical output dimensions are M dimensions.
    pub m_dims: usize,
    /// `input_pad_low` and `input_pad_high`, per input dimension (empty:
    /// none). A pad that is a static zero is not bounds-checked, as in
    /// IREE's decomposition.
    pub input_pad: (Vec<Dim>, Vec<Dim>),
    /// `output_pad_low` and `output_pad_high`, per output dimension.
    pub output_pad: (Vec<Dim>, Vec<Dim>),
    /// `pad_value`: present whenever there is padding.
    pub pad_value: Option<S>,
}

/// An `exp_reduction`'s maps and what each result reads.
#[derive(Clone, Debug)]
pub struct ExpReduction {
    /// The loop each result of each map reads, ins then outs (projected
    /// permutations, as the verifier requires).
    pub maps: Vec<Vec<usize>>,
    pub loops: usize,
    /// `exp_reduced_operands`: destinations scaled by the change of max.
    pub reduced: Vec<usize>,
    /// Per result, the inputs its yielded value depends on: IREE splits
    /// the op into one `linalg.generic` per result over only the loops
    /// those inputs and that result use.
    pub reads: Vec<Vec<usize>>,
}
