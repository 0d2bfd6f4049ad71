//! The verifiers of `iree_linalg_ext`'s convolution pieces: `im2col` (its
//! position lists, offsets and nested output sizes, permutations and
//! paddings against the operand ranks) and the Winograd input, filter and
//! output transforms (ranks, tile sizes and the image or kernel
//! dimensions, against the shape each implies).

use super::verify::{compatible, none, R, V};
use crate::attrs::AttrData;
use crate::ir::OpId;
use crate::ops::iree_linalg_ext::{
    Im2colOp, WinogradFilterTransformOp, WinogradInputTransformOp, WinogradOutputTransformOp,
};
use crate::types::DYNAMIC;
use crate::verifier::Checker;

/// `isPermutationVector`: each of `0..len` once.
fn is_permutation(v: &[i64]) -> bool {
    let mut seen = vec![false; v.len()];
    v.iter().all(|&x| {
        let ok = x >= 0 && (x as u64) < v.len() as u64 && !seen[x as usize];
        if ok {
            seen[x as usize] = true;
        }
        ok
    })
}

pub(super) fn im2col(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(true, v.range(Im2colOp::OUTPUT), im2col_own, none)
}

fn im2col_own(v: &V<'_>) -> R {
    let (ctx, ir, op) = (v.c.ctx(), v.c.ir(), v.op);
    let output_at = v.range(Im2colOp::OUTPUT);
    // Every operand but the output is an input of the interface.
    let shaped = ir
        .operands(op)
        .enumerate()
        .filter(|&(i, x)| !output_at.contains(&i) && ctx.type_data(ir.value_type(x)).is_shaped())
        .count();
    if shaped != 1 {
        return Err(v.err("expected only one ShapedType operand"));
    }
    let input_rank = v.rank(v.ty(Im2colOp::INPUT)) as usize;
    let (batch, m, k) = (
        v.i64s(Im2colOp::BATCH_POS),
        v.i64s(Im2colOp::M_POS),
        v.i64s(Im2colOp::K_POS),
    );
    if input_rank != batch.len() + m.len() + k.len() {
        return Err(v.err("expected input rank to be the sum of batch, m, and k ranks"));
    }
    let output_shape = v.shape(v.ty(Im2colOp::OUTPUT));
    let output_rank = output_shape.len();
    let offsets = v.i64s(Im2colOp::STATIC_OFFSETS).len();
    if offsets != output_rank {
        return Err(v.err(format!(
            "expected offsets size ({offsets}) to match output rank ({output_rank})"
        )));
    }
    // The number of entries of each inner list of `output_sizes`.
    let sizes: Vec<usize> = match v
        .view
        .prop(Im2colOp::STATIC_OUTPUT_SIZES)
        .map(|a| ctx.attr_data(a))
    {
        Some(AttrData::Array(e)) => e
            .iter()
            .map(|&a| crate::dialects::indexing::dense_int_array(ctx, a).map_or(0, |x| x.len()))
            .collect(),
        _ => Vec::new(),
    };
    if sizes.len() != output_rank {
        return Err(v.err(format!(
            "expected output_sizes outer size ({}) to match output rank ({output_rank})",
            sizes.len()
        )));
    }
    let n_batch = batch.len();
    let batch_inner: usize = sizes.iter().take(n_batch).sum();
    if batch_inner != batch.len() {
        return Err(
            v.err("expected sum of batch output_sizes inner dimensions to equal batch_pos size")
        );
    }
    let mut m_inner = 0;
    let mut n_m = 0;
    for (i, &s) in sizes.iter().enumerate().skip(n_batch) {
        m_inner += s;
        if m_inner == m.len() {
            n_m = i - n_batch + 1;
            break;
        }
    }
    if n_m == 0 {
        return Err(v.err(
            "M/K boundary not found: accumulated output_sizes inner dimensions must equal m_pos size at some output dim boundary",
        ));
    }
    let k_inner: usize = sizes.iter().skip(n_batch + n_m).sum();
    let shared = m.len() + k.len();
    if k_inner != shared {
        return Err(v.err(format!(
            "expected sum of K output_sizes inner dimensions ({k_inner}) to equal m_pos.size() + k_pos.size() ({shared})"
        )));
    }
    let kernel = v.i64s(Im2colOp::STATIC_KERNEL_SIZE).len();
    if kernel != m.len() {
        return Err(v.err("expected kernel rank to be equal to the m_pos rank"));
    }
    if v.i64s(Im2colOp::STRIDES).len() != kernel {
        return Err(v.err("expected strides rank to be equal to the kernel rank"));
    }
    if v.i64s(Im2colOp::DILATIONS).len() != kernel {
        return Err(v.err("expected dilations rank to be equal to the kernel rank"));
    }
    let mut perm = v.i64s(Im2colOp::INPUT_K_PERM);
    if perm.len() != shared {
        return Err(v.err(format!(
            "expected input_k_perm size ({}) to match the number of shared dimensions (m_pos + k_pos = {shared})",
            perm.len()
        )));
    }
    perm.sort_unstable();
    if perm.iter().enumerate().any(|(i, &p)| p != i as i64) {
        return Err(v.err(format!(
            "expected input_k_perm to be a permutation of [0, {shared})"
        )));
    }
    let output_perm = v.i64s(Im2colOp::OUTPUT_PERM);
    if !is_permutation(&output_perm) {
        return Err(v.err("expected output_perm to be a permutation"));
    }
    if output_perm.len() != output_rank {
        return Err(v.err("expected output_perm to have the same rank as the result"));
    }
    let pad_value = v.view.operand(Im2colOp::PAD_VALUE).is_some();
    let (low, high) = (
        v.i64s(Im2colOp::STATIC_INPUT_PAD_LOW).len(),
        v.i64s(Im2colOp::STATIC_INPUT_PAD_HIGH).len(),
    );
    if low != high {
        return Err(v.err("expected input_pad_low and input_pad_high to have the same size"));
    }
    if low != 0 && low != input_rank {
        return Err(v.err(format!(
            "expected input_pad_low size ({low}) to match input rank ({input_rank})"
        )));
    }
    if low != 0 && !pad_value {
        return Err(v.err("expected pad_value when input_pad_low/input_pad_high are specified"));
    }
    let (low, high) = (
        v.i64s(Im2colOp::STATIC_OUTPUT_PAD_LOW).len(),
        v.i64s(Im2colOp::STATIC_OUTPUT_PAD_HIGH).len(),
    );
    if low != high {
        return Err(v.err("expected output_pad_low and output_pad_high to have the same size"));
    }
    if low != 0 && low != output_rank {
        return Err(v.err(format!(
            "expected output_pad_low size ({low}) to match output rank ({output_rank})"
        )));
    }
    if low != 0 && !pad_value {
        return Err(v.err("expected pad_value when output_pad_low/output_pad_high are specified"));
    }
    Ok(())
}

/// What the three Winograd transforms share: `output_tile_size` and
/// `kernel_size` (unsigned in IREE; the input tile is their sum less one).
struct Tiles {
    output: i64,
    kernel: i64,
    input: i64,
}

fn tiles(v: &V<'_>) -> Tiles {
    let output = v.int(v.view.pick(&[
        WinogradInputTransformOp::OUTPUT_TILE_SIZE,
        WinogradFilterTransformOp::OUTPUT_TILE_SIZE,
        WinogradOutputTransformOp::OUTPUT_TILE_SIZE,
    ]));
    let kernel = v.int(v.view.pick(&[
        WinogradInputTransformOp::KERNEL_SIZE,
        WinogradFilterTransformOp::KERNEL_SIZE,
        WinogradOutputTransformOp::KERNEL_SIZE,
    ]));
    Tiles {
        output,
        kernel,
        input: output.wrapping_add(kernel).wrapping_sub(1),
    }
}

/// The transforms' image dimensions, `[1, 2]` (NHWC) or `[2, 3]` (NCHW).
fn layout(v: &V<'_>, dims: &[i64]) -> R {
    if dims.len() != 2 {
        return Err(v.err("expected only 2 image dimensions"));
    }
    if dims != [1, 2] && dims != [2, 3] {
        return Err(v.err("expect image dimensions to be either [1, 2] or [2, 3]"));
    }
    Ok(())
}

pub(super) fn winograd_input(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(
        true,
        v.range(WinogradInputTransformOp::OUTPUT),
        winograd_input_own,
        none,
    )
}

fn winograd_input_own(v: &V<'_>) -> R {
    let (input, output) = (
        v.ty(WinogradInputTransformOp::INPUT),
        v.ty(WinogradInputTransformOp::OUTPUT),
    );
    if v.elem(output) != v.elem(input) {
        return Err(v.err("expected input/output element types to be identical"));
    }
    let (in_shape, out_shape) = (v.shape(input), v.shape(output));
    let t = tiles(v);
    if in_shape.len() != 2 && in_shape.len() != 4 {
        return Err(v.err("expected input operand to have rank either 2 or 4"));
    }
    if in_shape.len() == 2 {
        if out_shape.len() != 2 {
            return Err(v.err("expected output operand to have rank 2 if input is of rank 2"));
        }
        if in_shape.iter().any(|&d| d != DYNAMIC && d > t.input) {
            return Err(v.err(
                "expected input dims not greater than input tile size if input is of rank 2",
            ));
        }
        if !compatible(&[t.input, t.input], out_shape) {
            return Err(v.err("expected output dims equal to inputTileSize if input is of rank 2"));
        }
        return Ok(());
    }
    if out_shape.len() != in_shape.len() + 2 {
        return Err(v.err("expected output rank to be equal to input rank + 2"));
    }
    let image = v.i64s(WinogradInputTransformOp::IMAGE_DIMENSIONS);
    layout(v, &image)?;
    let mut expected = vec![t.input; out_shape.len()];
    for (i, &d) in in_shape.iter().enumerate() {
        expected[i + 2] = if d == DYNAMIC || !image.contains(&(i as i64)) {
            d
        } else {
            // `ceil(float(d - kernel + 1) / output_tile)`, in IREE's unsigned
            // arithmetic.
            let tiles = (d as u64).wrapping_sub(t.kernel as u64).wrapping_add(1) as f32
                / t.output as u64 as f32;
            tiles.ceil() as i64
        };
    }
    if image == [2, 3] {
        expected[3..].rotate_left(1);
    }
    if !compatible(&expected, out_shape) {
        return Err(v.err("incompatible output shape"));
    }
    Ok(())
}

pub(super) fn winograd_filter(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(
        true,
        v.range(WinogradFilterTransformOp::OUTPUT),
        winograd_filter_own,
        none,
    )
}

fn winograd_filter_own(v: &V<'_>) -> R {
    let (input, output) = (
        v.ty(WinogradFilterTransformOp::INPUT),
        v.ty(WinogradFilterTransformOp::OUTPUT),
    );
    if v.elem(output) != v.elem(input) {
        return Err(v.err("expected input/output element types to be identical"));
    }
    let (in_shape, out_shape) = (v.shape(input), v.shape(output));
    let t = tiles(v);
    if in_shape.len() != 2 && in_shape.len() != 4 {
        return Err(v.err("expected input operand to have rank either 2 or 4"));
    }
    if in_shape.len() == 2 {
        if out_shape.len() != 2 {
            return Err(v.err("expected output operand to have rank 2 if input is of rank 2"));
        }
        if !compatible(&[t.kernel, t.kernel], in_shape) {
            return Err(
                v.err("expected input dims to be equal to kernel size if input is of rank 2")
            );
        }
        if !compatible(&[t.input, t.input], out_shape) {
            return Err(
                v.err("expected output dims equal to input tile size if input is of rank 2")
            );
        }
        return Ok(());
    }
    if out_shape.len() != in_shape.len() {
        return Err(v.err("expected output rank to be equal to input rank"));
    }
    let kernel_dims = v.i64s(WinogradFilterTransformOp::KERNEL_DIMENSIONS);
    if kernel_dims.len() != 2 {
        return Err(v.err("expected only 2 kernel dimensions"));
    }
    let fchw = kernel_dims == [2, 3];
    if kernel_dims != [0, 1] && !fchw {
        return Err(v.err("expect kernel dimensions to be either [0, 1] or [2, 3]"));
    }
    if kernel_dims
        .iter()
        .any(|&d| in_shape[d as usize] != t.kernel)
    {
        return Err(v.err("expect all kernel dimensions to have the kernel size"));
    }
    let mut expected = vec![t.input, t.input];
    expected.extend(
        in_shape
            .iter()
            .enumerate()
            .filter(|&(i, _)| !kernel_dims.contains(&(i as i64)))
            .map(|(_, &d)| d),
    );
    if fchw {
        expected[2..].rotate_right(1);
    }
    if !compatible(&expected, out_shape) {
        return Err(v.err("incompatible output shape"));
    }
    Ok(())
}

pub(super) fn winograd_output(c: &dyn Checker, op: OpId) -> R {
    let v = V::new(c, op);
    v.run(
        true,
        v.range(WinogradOutputTransformOp::OUTPUT),
        winograd_output_own,
        none,
    )
}

fn winograd_output_own(v: &V<'_>) -> R {
    let (input, output) = (
        v.ty(WinogradOutputTransformOp::INPUT),
        v.ty(WinogradOutputTransformOp::OUTPUT),
    );
    let (in_shape, out_shape) = (v.shape(input), v.shape(output));
    let t = tiles(v);
    if in_shape.len() != 2 && in_shape.len() != 6 {
        return Err(v.err("expected input operand to have rank either 2 or 6"));
    }
    if in_shape.len() == 2 {
        if out_shape.len() != 2 {
            return Err(v.err("expected output operand to have rank 2 if input is of rank 2"));
        }
        if !compatible(&[t.input, t.input], in_shape) {
            return Err(
                v.err("expected input dims to be equal to input tile size if input is of rank 2")
            );
        }
        if !compatible(&[t.output, t.output], out_shape) {
            return Err(
                v.err("expected output dims equal to output tile size if input is of rank 2")
            );
        }
        return Ok(());
    }
    if v.elem(output) != v.elem(input) {
        return Err(v.err("expected input/output element types to be identical"));
    }
    if out_shape.len() + 2 != in_shape.len() {
        return Err(v.err("expected output rank to be equal to input rank - 2"));
    }
    let image = v.i64s(WinogradOutputTransformOp::IMAGE_DIMENSIONS);
    layout(v, &image)?;
    let mut in_shape = in_shape.to_vec();
    if image == [2, 3] {
        in_shape[3..].rotate_right(1);
    }
    let mut expected = vec![1; out_shape.len()];
    for (i, &d) in in_shape.iter().enumerate().skip(2) {
        let o = i - 2;
        expected[o] = if d == DYNAMIC || !image.contains(&(o as i64)) {
            d
        } else {
            t.output.wrapping_mul(d)
        };
    }
    if !compatible(&expected, out_shape) {
        return Err(v.err("incompatible output shape"));
    }
    Ok(())
}
