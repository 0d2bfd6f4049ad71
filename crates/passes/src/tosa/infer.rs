//! The result shapes TOSA ops infer from their operands (MLIR's
//! `inferReturnTypeComponents` of the ops with `InferShapedTypeOpInterface`),
//! and MLIR's `ValueKnowledge`, the lattice `tosa-infer-shapes` joins them
//! with.
//!
//! A shape is `Option<Vec<i64>>`: `None` for an unranked result, else its
//! dimensions with [`DYNAMIC`] (MLIR's `kDynamic`) for unknown ones. Every
//! rule is MLIR's, arithmetic included: sizes are `i64` and wrap as C++'s
//! do (conv3d computes in `i32`); a rule that cannot answer is `Err(())`,
//! which leaves the op's types as they are.

use sigil_ir::types::DYNAMIC;
use sigil_ir::{AttrData, Context, Ir, OpId, Type, TypeData, Value};

/// A result shape: `None` is unranked.
pub type Shape = Option<Vec<i64>>;

/// What is statically known of a value (MLIR's `ValueKnowledge`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    pub error: bool,
    /// `None`: unknown rank.
    pub sizes: Option<Vec<i64>>,
    /// `None`: unknown element type.
    pub dtype: Option<Type>,
}

impl Knowledge {
    pub fn pessimistic() -> Knowledge {
        Knowledge {
            error: false,
            sizes: None,
            dtype: None,
        }
    }

    /// What a type says (`getKnowledgeFromType`).
    pub fn of_type(ctx: &Context, t: Type) -> Knowledge {
        let mut k = Knowledge::pessimistic();
        match ctx.type_data(t) {
            TypeData::RankedTensor { shape, elem, .. }
            | TypeData::Vector { shape, elem, .. }
            | TypeData::MemRef { shape, elem, .. } => {
                k.sizes = Some(shape.to_vec());
                k.dtype = Some(*elem);
            }
            TypeData::UnrankedTensor { elem } | TypeData::UnrankedMemRef { elem, .. } => {
                k.dtype = Some(*elem);
            }
            _ => {}
        }
        k
    }

    /// The tensor type it describes (`getType`); `None` without an element type.
    pub fn to_type(&self, ctx: &mut Context) -> Option<Type> {
        let elem = self.dtype?;
        Some(match &self.sizes {
            Some(s) => ctx.intern_type(TypeData::RankedTensor {
                shape: s.clone().into(),
                elem,
                encoding: None,
            }),
            None => ctx.intern_type(TypeData::UnrankedTensor { elem }),
        })
    }

    /// What both pieces of knowledge say (`join`).
    pub fn join(lhs: &Knowledge, rhs: &Knowledge) -> Knowledge {
        let mut r = Knowledge::pessimistic();
        if lhs.error || rhs.error || lhs.dtype != rhs.dtype {
            r.error = true;
            return r;
        }
        r.dtype = lhs.dtype;
        match (&lhs.sizes, &rhs.sizes) {
            (None, None) => {}
            (Some(l), None) => r.sizes = Some(l.clone()),
            (None, Some(rs)) => r.sizes = Some(rs.clone()),
            (Some(l), Some(rs)) => {
                // Different ranks: nothing known of the rank.
                if l.len() != rs.len() {
                    return r;
                }
                let mut sizes = vec![DYNAMIC; l.len()];
                for i in 0..l.len() {
                    if l[i] == DYNAMIC {
                        sizes[i] = rs[i];
                    } else if rs[i] == DYNAMIC || l[i] == rs[i] {
                        sizes[i] = l[i];
                    } else {
                        r.error = true;
                    }
                }
                r.sizes = Some(sizes);
            }
        }
        r
    }

    /// What covers both (`meet`).
    pub fn meet(lhs: &Knowledge, rhs: &Knowledge) -> Knowledge {
        let mut r = Knowledge::pessimistic();
        if lhs.error || rhs.error || lhs.dtype != rhs.dtype {
            r.error = true;
            return r;
        }
        r.dtype = lhs.dtype;
        if let (Some(l), Some(rs)) = (&lhs.sizes, &rhs.sizes) {
            if l.len() == rs.len() {
                r.sizes = Some(
                    l.iter()
                        .zip(rs)
                        .map(|(a, b)| if a == b { *a } else { DYNAMIC })
                        .collect(),
                );
            }
        }
        r
    }
}

fn is_dyn(d: i64) -> bool {
    d == DYNAMIC
}

fn shape_of(ctx: &Context, t: Type) -> Shape {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. }
        | TypeData::Vector { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// The rank of a `!tosa.shape<N>` type.
fn shape_type_rank(ctx: &Context, t: Type) -> usize {
    match ctx.type_data(t) {
        TypeData::Dialect(d) => match d.params.first() {
            Some(sigil_ir::attrs::Param::Int(r)) => (*r).max(0) as usize,
            _ => 0,
        },
        _ => 0,
    }
}

/// The values of a `tosa.const_shape` operand (`getConstShapeValues`).
fn const_shape(ctx: &Context, ir: &Ir, v: Value) -> Option<Vec<i64>> {
    match ir.value_def(v) {
        Some(sigil_ir::ValueDef::Result { op, .. })
            if ctx.str_bytes(ir.op(op).name) == b"tosa.const_shape" =>
        {
            let a = crate::fold::prop(ctx, ir, op, b"values")?;
            let x = crate::fold::values::ints(ctx, a)?;
            let n = crate::fold::values::static_elements(ctx, x.ty)?;
            Some(
                (0..n)
                    .map(|k| {
                        let v = match &x.lanes {
                            crate::fold::values::Lanes::Dense(d) => d[k],
                            crate::fold::values::Lanes::Splat(v)
                            | crate::fold::values::Lanes::Scalar(v) => *v,
                        };
                        crate::fold::values::sext(v, x.width) as i64
                    })
                    .collect(),
            )
        }
        _ => None,
    }
}

/// `-1` (TOSA's unknown size) as `kDynamic`.
fn mlir_shape(v: Vec<i64>) -> Vec<i64> {
    v.into_iter()
        .map(|d| if d == -1 { DYNAMIC } else { d })
        .collect()
}

fn int_prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> i64 {
    match crate::fold::prop(ctx, ir, op, name.as_bytes()).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    }
}

fn array_prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Vec<i64> {
    match crate::fold::prop(ctx, ir, op, name.as_bytes()).map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArray { len, data, .. }) if *len > 0 => {
            let w = data.len() / *len as usize;
            data.chunks(w)
                .map(|c| {
                    let mut b = [0u8; 8];
                    b[..w].copy_from_slice(c);
                    let shift = 64 - 8 * w as u32;
                    (i64::from_le_bytes(b) << shift) >> shift
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// MLIR's `resolveBroadcastShape`.
fn broadcast(shapes: &[Shape]) -> Option<Vec<i64>> {
    let mut rank = 0;
    for s in shapes {
        rank = rank.max(s.as_ref()?.len());
    }
    let mut out = vec![1i64; rank];
    for s in shapes.iter().flatten() {
        let diff = rank - s.len();
        for (i, &d2) in s.iter().enumerate() {
            let d1 = out[i + diff];
            out[i + diff] = if d1 == 1 {
                d2
            } else if d2 == 1 {
                d1
            } else if d1 != d2 {
                return None;
            } else {
                d1
            };
        }
    }
    Some(out)
}

fn get(v: &[i64], i: usize) -> i64 {
    v.get(i).copied().unwrap_or(DYNAMIC)
}

/// The shapes `op` infers for its results; `Err` where MLIR's rule fails,
/// with the message of the error it reports, if any.
pub fn infer(ctx: &Context, ir: &Ir, op: OpId) -> Result<Vec<Shape>, Option<String>> {
    infer_quietly(ctx, ir, op).map_err(|()| None).and_then(|shapes| {
        if ctx.str_bytes(ir.op(op).name) == b"tosa.resize" {
            // MLIR 22.1 reports a negative output size (and infers nothing).
            if let Some(Some(s)) = shapes.first() {
                if s[1] < 0 || s[2] < 0 {
                    return Err(Some(format!(
                        "calculated output height and width must be non-negative, got height = {}, width = {}",
                        s[1], s[2]
                    )));
                }
            }
        }
        Ok(shapes)
    })
}

fn infer_quietly(ctx: &Context, ir: &Ir, op: OpId) -> Result<Vec<Shape>, ()> {
    let name = String::from_utf8_lossy(ctx.str_bytes(ir.op(op).name)).into_owned();
    let operand_shape = |i: usize| -> Shape {
        if i < ir.num_operands(op) {
            shape_of(ctx, ir.value_type(ir.operand(op, i)))
        } else {
            None
        }
    };
    let all: Vec<Shape> = (0..ir.num_operands(op)).map(operand_shape).collect();
    let one = |s: Shape| Ok(vec![s]);
    match name.as_str() {
        "tosa.abs"
        | "tosa.add"
        | "tosa.arithmetic_right_shift"
        | "tosa.bitwise_and"
        | "tosa.bitwise_or"
        | "tosa.bitwise_xor"
        | "tosa.bitwise_not"
        | "tosa.cast"
        | "tosa.ceil"
        | "tosa.clamp"
        | "tosa.clz"
        | "tosa.cos"
        | "tosa.exp"
        | "tosa.floor"
        | "tosa.greater_equal"
        | "tosa.greater"
        | "tosa.identity"
        | "tosa.intdiv"
        | "tosa.log"
        | "tosa.logical_and"
        | "tosa.logical_left_shift"
        | "tosa.logical_not"
        | "tosa.logical_or"
        | "tosa.logical_right_shift"
        | "tosa.logical_xor"
        | "tosa.maximum"
        | "tosa.minimum"
        | "tosa.pow"
        | "tosa.reciprocal"
        | "tosa.reverse"
        | "tosa.rsqrt"
        | "tosa.sin"
        | "tosa.select"
        | "tosa.sub"
        | "tosa.tanh"
        | "tosa.erf"
        | "tosa.sigmoid"
        | "tosa.equal" => one(broadcast(&all)),
        "tosa.mul" => one(broadcast(&all[..all.len().min(2)])),
        "tosa.argmax" => {
            let axis = int_prop(ctx, ir, op, "axis") as i32 as i64;
            one(operand_shape(0).map(|s| {
                s.iter()
                    .enumerate()
                    .filter(|(i, _)| *i as i64 != axis)
                    .map(|(_, d)| *d)
                    .collect()
            }))
        }
        "tosa.rfft2d" => {
            let s = operand_shape(0).ok_or(())?;
            let w = get(&s, 2);
            let out = vec![
                get(&s, 0),
                get(&s, 1),
                if is_dyn(w) { DYNAMIC } else { w / 2 + 1 },
            ];
            Ok(vec![Some(out.clone()), Some(out)])
        }
        "tosa.fft2d" => Ok(vec![operand_shape(0), operand_shape(1)]),
        "tosa.concat" => concat(ctx, ir, op, &all),
        "tosa.matmul" => {
            let mut out = vec![DYNAMIC; 3];
            if let Some(a) = operand_shape(0) {
                out[0] = get(&a, 0);
                out[1] = get(&a, 1);
            }
            if let Some(b) = operand_shape(1) {
                if is_dyn(out[0]) {
                    out[0] = get(&b, 0);
                }
                out[2] = get(&b, 2);
            }
            one(Some(out))
        }
        "tosa.matmul_t_block_scaled" => {
            // N from A's data or scale, else from B's where it is not 1
            // (B broadcasts a batch of 1); H from A's, W from B's.
            let (a, a_scale) = (operand_shape(0), operand_shape(1));
            let (b, b_scale) = (operand_shape(2), operand_shape(3));
            let dim = |s: &Shape, i: usize| s.as_ref().map_or(DYNAMIC, |s| get(s, i));
            let first = |dims: &[i64]| {
                dims.iter()
                    .copied()
                    .find(|&d| !is_dyn(d))
                    .unwrap_or(DYNAMIC)
            };
            let mut n = first(&[dim(&a, 0), dim(&a_scale, 0)]);
            if is_dyn(n) {
                n = first(
                    &[dim(&b, 0), dim(&b_scale, 0)].map(|d| if d == 1 { DYNAMIC } else { d }),
                );
            }
            let h = first(&[dim(&a, 1), dim(&a_scale, 1)]);
            let w = first(&[dim(&b, 1), dim(&b_scale, 1)]);
            one(Some(vec![n, h, w]))
        }
        "tosa.cast_from_block_scaled" => one(operand_shape(0)),
        "tosa.cast_to_block_scaled" => {
            let data = operand_shape(0);
            // The scales: one per block of 32 (`BLOCK_SIZE_32`, 22.1's only
            // size) along the last dimension.
            let scale = data.clone().map(|mut s| {
                if let Some(last) = s.last_mut() {
                    if !is_dyn(*last) {
                        *last /= 32;
                    }
                }
                s
            });
            Ok(vec![data, scale])
        }
        "tosa.pad" => {
            let padding_rank = shape_type_rank(ctx, ir.value_type(ir.operand(op, 1)));
            let Some(input) = operand_shape(0) else {
                return one(Some(vec![DYNAMIC; padding_rank / 2]));
            };
            let Some(pads) = const_shape(ctx, ir, ir.operand(op, 1)) else {
                return one(Some(vec![DYNAMIC; input.len()]));
            };
            let out = input
                .iter()
                .enumerate()
                .map(|(i, &d)| {
                    let (front, back) = (get(&pads, 2 * i), get(&pads, 2 * i + 1));
                    if is_dyn(d) || front < 0 || back < 0 {
                        DYNAMIC
                    } else {
                        d.wrapping_add(front).wrapping_add(back)
                    }
                })
                .collect();
            one(Some(out))
        }
        "tosa.slice" => slice(ctx, ir, op),
        "tosa.table" => one(operand_shape(0)),
        "tosa.tile" => {
            let Some(multiples) = const_shape(ctx, ir, ir.operand(op, 1)) else {
                let rank = shape_type_rank(ctx, ir.value_type(ir.operand(op, 1)));
                return one(Some(vec![DYNAMIC; rank]));
            };
            let multiples = mlir_shape(multiples);
            let Some(input) = operand_shape(0) else {
                return one(Some(vec![DYNAMIC; multiples.len()]));
            };
            if input.len() != multiples.len() {
                return Err(());
            }
            let out = input
                .iter()
                .zip(&multiples)
                .map(|(&d, &k)| {
                    if is_dyn(k) {
                        DYNAMIC
                    } else if is_dyn(d) {
                        d
                    } else {
                        d.wrapping_mul(k)
                    }
                })
                .collect();
            one(Some(out))
        }
        "tosa.reshape" => {
            let Some(new) = const_shape(ctx, ir, ir.operand(op, 1)) else {
                let rank = shape_type_rank(ctx, ir.value_type(ir.operand(op, 1)));
                return one(Some(vec![DYNAMIC; rank]));
            };
            let mut new = mlir_shape(new);
            let input = match operand_shape(0) {
                Some(s) if s.iter().all(|&d| !is_dyn(d)) => s,
                _ => return one(Some(new)),
            };
            let elements = input.iter().fold(1i64, |a, &d| a.wrapping_mul(d));
            let known = new
                .iter()
                .filter(|&&d| !is_dyn(d))
                .fold(1i64, |a, &d| a.wrapping_mul(d));
            for d in new.iter_mut() {
                if is_dyn(*d) {
                    *d = elements.checked_div(known).unwrap_or(DYNAMIC);
                }
            }
            one(Some(new))
        }
        "tosa.transpose" => {
            let Some(input) = operand_shape(0) else {
                return one(None);
            };
            let perms = array_prop(ctx, ir, op, "perms");
            if perms.len() != input.len() {
                return Err(());
            }
            if input.is_empty() {
                return one(Some(Vec::new()));
            }
            if input.iter().all(|&d| d == input[0]) {
                return one(Some(vec![input[0]; input.len()]));
            }
            if perms.iter().any(|&p| p >= input.len() as i64 || p < 0) {
                return Err(());
            }
            one(Some(perms.iter().map(|&p| input[p as usize]).collect()))
        }
        "tosa.gather" => {
            let mut out = vec![DYNAMIC; 3];
            if let Some(v) = operand_shape(0) {
                out[0] = get(&v, 0);
                out[2] = get(&v, 2);
            }
            if let Some(ix) = operand_shape(1) {
                if is_dyn(out[0]) {
                    out[0] = get(&ix, 0);
                }
                if is_dyn(out[1]) {
                    out[1] = get(&ix, 1);
                }
            }
            one(Some(out))
        }
        "tosa.resize" => {
            let input = operand_shape(0).ok_or(())?;
            let (ih, iw) = (get(&input, 1), get(&input, 2));
            if is_dyn(ih) || is_dyn(iw) {
                return Err(());
            }
            let value = |i: usize| const_shape(ctx, ir, ir.operand(op, i));
            let (Some(scale), Some(offset), Some(border)) = (value(1), value(2), value(3)) else {
                return Err(());
            };
            let size = |d: i64, n: i64, den: i64, off: i64, b: i64| {
                (d - 1)
                    .wrapping_mul(n)
                    .wrapping_sub(off)
                    .wrapping_add(b)
                    .checked_div(den)
                    .map(|q| q + 1)
                    .ok_or(())
            };
            let out = vec![
                get(&input, 0),
                size(
                    ih,
                    get(&scale, 0),
                    get(&scale, 1),
                    get(&offset, 0),
                    get(&border, 0),
                )?,
                size(
                    iw,
                    get(&scale, 2),
                    get(&scale, 3),
                    get(&offset, 1),
                    get(&border, 1),
                )?,
                get(&input, 3),
            ];
            one(Some(out))
        }
        "tosa.scatter" => {
            let mut out = vec![DYNAMIC; 3];
            if let Some(v) = operand_shape(0) {
                out = vec![get(&v, 0), get(&v, 1), get(&v, 2)];
            }
            if let Some(ix) = operand_shape(1) {
                if is_dyn(out[0]) {
                    out[0] = get(&ix, 0);
                }
            }
            if let Some(input) = operand_shape(2) {
                if is_dyn(out[0]) {
                    out[0] = get(&input, 0);
                }
                if is_dyn(out[2]) {
                    out[2] = get(&input, 2);
                }
            }
            one(Some(out))
        }
        "tosa.reduce_all"
        | "tosa.reduce_any"
        | "tosa.reduce_max"
        | "tosa.reduce_min"
        | "tosa.reduce_product"
        | "tosa.reduce_sum" => {
            let axis = int_prop(ctx, ir, op, "axis") as i32 as i64;
            match operand_shape(0) {
                Some(mut s) if (s.len() as i64) > axis && axis >= 0 => {
                    s[axis as usize] = 1;
                    one(Some(s))
                }
                _ => one(None),
            }
        }
        "tosa.negate" | "tosa.rescale" => one(operand_shape(0)),
        "tosa.avg_pool2d" | "tosa.max_pool2d" => {
            let input = operand_shape(0).unwrap_or_default();
            let kernel = array_prop(ctx, ir, op, "kernel");
            let stride = array_prop(ctx, ir, op, "stride");
            let pad = array_prop(ctx, ir, op, "pad");
            let mut out = vec![get(&input, 0), DYNAMIC, DYNAMIC, get(&input, 3)];
            for (axis, (k, s, p0, p1)) in [(1, (0, 0, 0, 1)), (2, (1, 1, 2, 3))] {
                let d = get(&input, axis);
                if !is_dyn(d) {
                    let padded = d
                        .wrapping_add(get(&pad, p0))
                        .wrapping_add(get(&pad, p1))
                        .wrapping_sub(get(&kernel, k));
                    out[axis] = padded.checked_div(get(&stride, s)).ok_or(())? + 1;
                }
            }
            one(Some(out))
        }
        "tosa.conv2d" | "tosa.depthwise_conv2d" => conv2d(ctx, ir, op, name == "tosa.conv2d"),
        "tosa.conv3d" => conv3d(ctx, ir, op),
        "tosa.transpose_conv2d" => {
            let mut out = vec![DYNAMIC; 4];
            let (mut ih, mut iw, mut kh, mut kw) = (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
            if let Some(input) = operand_shape(0) {
                out[0] = get(&input, 0);
                ih = get(&input, 1);
                iw = get(&input, 2);
            }
            if let Some(w) = operand_shape(1) {
                out[3] = get(&w, 0);
                kh = get(&w, 1);
                kw = get(&w, 2);
            }
            // MLIR reads the "bias" shape from the input operand.
            if let Some(b) = operand_shape(0) {
                if is_dyn(out[3]) {
                    out[3] = get(&b, 0);
                }
            }
            let pad = array_prop(ctx, ir, op, "out_pad");
            let stride = array_prop(ctx, ir, op, "stride");
            if !is_dyn(ih) && !is_dyn(kh) {
                out[1] = (ih - 1)
                    .wrapping_mul(get(&stride, 0))
                    .wrapping_add(get(&pad, 0))
                    .wrapping_add(get(&pad, 1))
                    .wrapping_add(kh);
            }
            if !is_dyn(iw) && !is_dyn(kw) {
                out[2] = (iw - 1)
                    .wrapping_mul(get(&stride, 1))
                    .wrapping_add(get(&pad, 2))
                    .wrapping_add(get(&pad, 3))
                    .wrapping_add(kw);
            }
            one(Some(out))
        }
        "tosa.cond_if" | "tosa.while_loop" => region_results(ctx, ir, op, name == "tosa.cond_if"),
        _ => Err(()),
    }
}

fn concat(ctx: &Context, ir: &Ir, op: OpId, all: &[Shape]) -> Result<Vec<Shape>, ()> {
    let axis = int_prop(ctx, ir, op, "axis") as i32 as i64;
    let mut out: Option<Vec<i64>> = None;
    for s in all.iter().flatten() {
        let o = out.get_or_insert_with(|| vec![DYNAMIC; s.len()]);
        for (i, &d) in s.iter().enumerate() {
            if i as i64 == axis || is_dyn(d) {
                continue;
            }
            let Some(slot) = o.get_mut(i) else {
                return Err(());
            };
            if is_dyn(*slot) {
                *slot = d;
            }
            if *slot != d {
                return Err(());
            }
        }
    }
    if all.is_empty() {
        return Err(());
    }
    let _ = ctx;
    let Some(mut out) = out else {
        return Ok(vec![None]);
    };
    let mut size = 0i64;
    for s in all {
        match s {
            Some(s) if !is_dyn(get(s, axis as usize)) => size = size.wrapping_add(s[axis as usize]),
            _ => {
                size = DYNAMIC;
                break;
            }
        }
    }
    if let Some(slot) = usize::try_from(axis).ok().and_then(|a| out.get_mut(a)) {
        *slot = size;
    }
    Ok(vec![Some(out)])
}

fn slice(ctx: &Context, ir: &Ir, op: OpId) -> Result<Vec<Shape>, ()> {
    let (Some(start), Some(size)) = (
        const_shape(ctx, ir, ir.operand(op, 1)),
        const_shape(ctx, ir, ir.operand(op, 2)),
    ) else {
        let rank = shape_type_rank(ctx, ir.value_type(ir.operand(op, 2)));
        return Ok(vec![Some(vec![DYNAMIC; rank])]);
    };
    let Some(input) = shape_of(ctx, ir.value_type(ir.operand(op, 0))) else {
        return Ok(vec![Some(mlir_shape(size))]);
    };
    let mut out = vec![DYNAMIC; size.len()];
    for i in 0..size.len() {
        let (st, sz, d) = (get(&start, i), size[i], get(&input, i));
        if sz != 0 && sz >= -1 && st >= 0 && (is_dyn(d) || st < d) {
            if is_dyn(d) {
                if sz > 0 {
                    out[i] = sz;
                }
            } else if sz == -1 {
                out[i] = d - st;
            } else if st.wrapping_add(sz) <= d {
                out[i] = sz;
            }
        }
    }
    Ok(vec![Some(out)])
}

fn conv2d(ctx: &Context, ir: &Ir, op: OpId, plain: bool) -> Result<Vec<Shape>, ()> {
    let shape = |i: usize| shape_of(ctx, ir.value_type(ir.operand(op, i)));
    let mut out = vec![DYNAMIC; 4];
    let (mut ih, mut iw, mut kh, mut kw) = (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
    let (mut in_c, mut depth) = (DYNAMIC, DYNAMIC);
    if let Some(input) = shape(0) {
        out[0] = get(&input, 0);
        ih = get(&input, 1);
        iw = get(&input, 2);
        in_c = get(&input, 3);
    }
    if let Some(w) = shape(1) {
        if plain {
            out[3] = get(&w, 0);
            kh = get(&w, 1);
            kw = get(&w, 2);
        } else {
            kh = get(&w, 0);
            kw = get(&w, 1);
            if is_dyn(in_c) {
                in_c = get(&w, 2);
            }
            depth = get(&w, 3);
        }
    }
    if !plain && !is_dyn(in_c) && !is_dyn(depth) {
        out[3] = in_c.wrapping_mul(depth);
    }
    if let Some(b) = shape(2) {
        if is_dyn(out[3]) {
            out[3] = get(&b, 0);
        }
    }
    let dilation = array_prop(ctx, ir, op, "dilation");
    let stride = array_prop(ctx, ir, op, "stride");
    let pad = array_prop(ctx, ir, op, "pad");
    for (axis, i, k) in [(1usize, 0usize, kh), (2, 1, kw)] {
        let d = if axis == 1 { ih } else { iw };
        if !is_dyn(d) && !is_dyn(k) {
            let input = d
                .wrapping_add(get(&pad, 2 * i))
                .wrapping_add(get(&pad, 2 * i + 1));
            let filter = (k - 1).wrapping_mul(get(&dilation, i)).wrapping_add(1);
            let unstrided = input.wrapping_sub(filter).wrapping_add(1);
            out[axis] = (unstrided - 1).checked_div(get(&stride, i)).ok_or(())? + 1;
        }
    }
    Ok(vec![Some(out)])
}

fn conv3d(ctx: &Context, ir: &Ir, op: OpId) -> Result<Vec<Shape>, ()> {
    let shape = |i: usize| shape_of(ctx, ir.value_type(ir.operand(op, i)));
    let mut out = vec![DYNAMIC; 5];
    let mut dims = [DYNAMIC; 3];
    let mut kernel = [DYNAMIC; 3];
    if let Some(input) = shape(0) {
        out[0] = get(&input, 0);
        dims = [get(&input, 1), get(&input, 2), get(&input, 3)];
    }
    if let Some(w) = shape(1) {
        out[4] = get(&w, 0);
        kernel = [get(&w, 1), get(&w, 2), get(&w, 3)];
    }
    if let Some(b) = shape(2) {
        if is_dyn(out[4]) {
            out[4] = get(&b, 0);
        }
    }
    let dilation = array_prop(ctx, ir, op, "dilation");
    let stride = array_prop(ctx, ir, op, "stride");
    let pad = array_prop(ctx, ir, op, "pad");
    for i in 0..3 {
        if !is_dyn(dims[i]) && !is_dyn(kernel[i]) {
            // MLIR computes these sizes in int32.
            let input = (dims[i] as i32)
                .wrapping_add(get(&pad, 2 * i) as i32)
                .wrapping_add(get(&pad, 2 * i + 1) as i32);
            let filter = ((kernel[i] - 1) as i32)
                .wrapping_mul(get(&dilation, i) as i32)
                .wrapping_add(1);
            let unstrided = input.wrapping_sub(filter).wrapping_add(1);
            let q = (unstrided as i64 - 1)
                .checked_div(get(&stride, i))
                .ok_or(())?;
            out[i + 1] = q + 1;
        }
    }
    Ok(vec![Some(out)])
}

/// `cond_if` and `while_loop`: what their `tosa.yield`s give, met.
fn region_results(ctx: &Context, ir: &Ir, op: OpId, is_if: bool) -> Result<Vec<Shape>, ()> {
    let regions: Vec<_> = if is_if {
        ir.regions(op).to_vec()
    } else {
        ir.regions(op).get(1).copied().into_iter().collect()
    };
    let mut yields = Vec::new();
    for r in regions {
        for b in ir.region_blocks(r) {
            if let Some(t) = ir.last_op(b) {
                if ctx.str_bytes(ir.op(t).name) == b"tosa.yield" {
                    yields.push(t);
                }
            }
        }
    }
    let first = *yields.first().ok_or(())?;
    let mut known: Vec<Knowledge> = ir
        .operands(first)
        .map(|v| Knowledge::of_type(ctx, ir.value_type(v)))
        .collect();
    for y in yields {
        if ir.num_operands(y) != known.len() {
            return Err(());
        }
        for (i, v) in ir.operands(y).enumerate() {
            let met = Knowledge::meet(&known[i], &Knowledge::of_type(ctx, ir.value_type(v)));
            if !met.error {
                known[i] = met;
            }
        }
    }
    Ok(known.into_iter().map(|k| k.sizes).collect())
}
