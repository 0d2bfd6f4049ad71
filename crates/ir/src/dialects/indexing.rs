//! Static/dynamic index lists shared by the memref and tensor dialects:
//! MLIR's `custom<DynamicIndexList>` (`[%a, 4, %b]` with a
//! `DenseI64ArrayAttr` of static values where [`DYNAMIC`] marks each SSA
//! value), dense array properties, and the checks of
//! `OffsetSizeAndStrideOpInterface`, `verifyInBoundsSlice` and the dynamic
//! dimension count of allocation-like ops, with MLIR's messages.
//!
//! Typical use in a custom parser:
//!
//! ```ignore
//! let offsets = indexing::parse_dynamic_index_list(p)?;      // `[%a, 4]`
//! let idx = p.ctx.index_type();
//! for u in &offsets.values { parts.operands.push(p.resolve_one(*u, idx)?); }
//! let a = indexing::i64_array(p.ctx, &offsets.statics);
//! let e = p.prop("static_offsets", a);
//! parts.props.push(e);
//! ```
//!
//! and in its printer `indexing::print_dynamic_index_list(p, &dyn_values,
//! &statics)`, with the static values read back by [`i64_array_prop`].

use crate::attrs::{Attr, AttrData};
use crate::context::Context;
use crate::diag::{DResult, Diagnostic};
use crate::ir::{Ir, OpId, Value};
use crate::lexer::TokenKind;
use crate::parser::Parser;
use crate::types::DYNAMIC;
use crate::verifier::Checker;

/// A signed 64-bit integer literal (`parseInteger`), e.g. `-1` or `0x10`.
pub(crate) fn parse_i64(p: &mut Parser<'_>) -> DResult<i64> {
    let at = p.here();
    if !(p.at_token(TokenKind::Integer) || p.at_token(TokenKind::Minus)) {
        return p.custom_error(at, "expected integer value");
    }
    let negative = p.eat_token(TokenKind::Minus);
    if !p.at_token(TokenKind::Integer) {
        return p.custom_error(at, "expected integer value");
    }
    let text = String::from_utf8_lossy(p.spelling()).into_owned();
    let magnitude = if let Some(hex) = text.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).ok()
    } else {
        text.parse::<u64>().ok()
    };
    let value = match magnitude {
        Some(m) if !negative && m <= i64::MAX as u64 => Some(m as i64),
        Some(m) if negative && m <= 1u64 << 63 => Some((m as i64).wrapping_neg()),
        _ => None,
    };
    let Some(v) = value else {
        return p.custom_error(at, "integer value too large");
    };
    p.bump();
    Ok(v)
}

/// `array<i64: ...>`.
/// `[1, 2, ...]` (`DenseI64ArrayAttr::parse`).
pub(crate) fn parse_i64_list(p: &mut Parser<'_>) -> DResult<Vec<i64>> {
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let mut vals = Vec::new();
    if !p.eat_token(TokenKind::RSquare) {
        loop {
            vals.push(parse_i64(p)?);
            if !p.eat_token(TokenKind::Comma) {
                break;
            }
        }
        p.expect_token(TokenKind::RSquare, "expected ']'")?;
    }
    Ok(vals)
}

pub(crate) fn i64_array(ctx: &mut Context, vals: &[i64]) -> Attr {
    let i64t = ctx.i(64);
    let mut data = Vec::with_capacity(vals.len() * 8);
    for v in vals {
        data.extend_from_slice(&v.to_le_bytes());
    }
    ctx.intern_attr(AttrData::DenseArray {
        elem: i64t,
        len: vals.len() as u32,
        data: data.into_boxed_slice(),
    })
}

/// `array<i32: ...>` (e.g. `operandSegmentSizes`).
pub(crate) fn i32_array(ctx: &mut Context, vals: &[i32]) -> Attr {
    let i32t = ctx.i(32);
    let mut data = Vec::with_capacity(vals.len() * 4);
    for v in vals {
        data.extend_from_slice(&v.to_le_bytes());
    }
    ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        len: vals.len() as u32,
        data: data.into_boxed_slice(),
    })
}

/// The values of an `array<i64: ...>` or `array<i32: ...>` attribute.
pub(crate) fn dense_int_array(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrData::DenseArray { elem, len, data } = ctx.attr_data(a) else {
        return None;
    };
    let width = match ctx.type_data(*elem) {
        crate::TypeData::Integer { width, .. } => *width,
        _ => return None,
    };
    let size = match width {
        64 => 8,
        32 => 4,
        _ => return None,
    };
    if data.len() != *len as usize * size {
        return None;
    }
    Some(
        data.chunks_exact(size)
            .map(|c| {
                if size == 8 {
                    i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))
                } else {
                    i32::from_le_bytes(c.try_into().unwrap_or([0; 4])) as i64
                }
            })
            .collect(),
    )
}

/// The values of the dense integer array property `name` of `op`.
pub(crate) fn i64_array_prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Vec<i64>> {
    let p = ir.op(op).props?;
    dense_int_array(ctx, ctx.dict_get(p, name.as_bytes())?)
}

/// The operand groups of an op with `operandSegmentSizes` (all operands in
/// one group when the property is missing or does not add up).
pub(crate) fn operand_segments(ctx: &Context, ir: &Ir, op: OpId, groups: usize) -> Vec<Vec<Value>> {
    let all: Vec<Value> = ir.operands(op).collect();
    let sizes = i64_array_prop(ctx, ir, op, "operandSegmentSizes")
        .filter(|s| s.len() == groups && s.iter().all(|&n| n >= 0))
        .filter(|s| s.iter().sum::<i64>() as usize == all.len());
    let Some(sizes) = sizes else {
        let mut out = vec![Vec::new(); groups];
        if let Some(first) = out.first_mut() {
            *first = all;
        }
        return out;
    };
    let mut out = Vec::with_capacity(groups);
    let mut at = 0;
    for n in sizes {
        let n = n as usize;
        out.push(all[at..at + n].to_vec());
        at += n;
    }
    out
}

/// `verifyDynamicDimensions`: one size operand per `?` of `shape`
/// ("incorrect number of dynamic sizes, has N, expected M").
pub(crate) fn verify_dynamic_dims(
    c: &dyn Checker,
    op: OpId,
    shape: &[i64],
    given: usize,
) -> Result<(), Box<Diagnostic>> {
    let expected = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if given != expected {
        return Err(c.op_error_named(
            op,
            &format!("incorrect number of dynamic sizes, has {given}, expected {expected}"),
        ));
    }
    Ok(())
}

/// The static offsets, sizes and strides of an op implementing
/// `OffsetSizeAndStrideOpInterface`, with the counts of its dynamic ones.
pub(crate) struct OffsetsSizesStrides {
    pub offsets: Vec<i64>,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
    pub dyn_offsets: usize,
    pub dyn_sizes: usize,
    pub dyn_strides: usize,
}

impl OffsetsSizesStrides {
    /// Reads `static_offsets`, `static_sizes`, `static_strides` and the
    /// dynamic operand counts from `operandSegmentSizes` (whose first
    /// `skip` groups are the op's other operands).
    pub(crate) fn of(ctx: &Context, ir: &Ir, op: OpId, skip: usize) -> OffsetsSizesStrides {
        let get = |n| i64_array_prop(ctx, ir, op, n).unwrap_or_default();
        let seg = operand_segments(ctx, ir, op, skip + 3);
        let count = |i: usize| seg.get(skip + i).map_or(0, Vec::len);
        OffsetsSizesStrides {
            offsets: get("static_offsets"),
            sizes: get("static_sizes"),
            strides: get("static_strides"),
            dyn_offsets: count(0),
            dyn_sizes: count(1),
            dyn_strides: count(2),
        }
    }
}

/// The check that each static list has one [`DYNAMIC`] entry per dynamic
/// operand, made before the interface's: "expected the number of 'offsets'
/// to match the number of dynamic entries in 'static_offsets' (1 vs 0)".
pub(crate) fn verify_dynamic_entries(
    c: &dyn Checker,
    op: OpId,
    oss: &OffsetsSizesStrides,
) -> Result<(), Box<Diagnostic>> {
    for (name, vals, dynamic) in [
        ("offsets", &oss.offsets, oss.dyn_offsets),
        ("sizes", &oss.sizes, oss.dyn_sizes),
        ("strides", &oss.strides, oss.dyn_strides),
    ] {
        let expected = vals.iter().filter(|&&v| v == DYNAMIC).count();
        if dynamic != expected {
            return Err(c.plain_error(
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({dynamic} vs {expected})"
                ),
            ));
        }
    }
    Ok(())
}

/// `verifyOffsetSizeAndStrideOp`: `max_ranks` are the expected numbers of
/// offsets, sizes and strides (`getArrayAttrMaxRanks`).
pub(crate) fn verify_offset_size_stride(
    c: &dyn Checker,
    op: OpId,
    oss: &OffsetsSizesStrides,
    max_ranks: [usize; 3],
) -> Result<(), Box<Diagnostic>> {
    let err = |m: String| Err(c.plain_error(op, m));
    let (no, ns, nt) = (oss.offsets.len(), oss.sizes.len(), oss.strides.len());
    if !(no == 1 && max_ranks[0] == 1) && no != ns {
        return err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({no} vs {ns}) so the rank of the result type is well-formed."
        ));
    }
    if ns != nt {
        return err(format!(
            "expected mixed sizes rank to match mixed strides rank ({ns} vs {nt}) so the rank of the result type is well-formed."
        ));
    }
    for (name, rank, vals, dynamic) in [
        ("offset", max_ranks[0], &oss.offsets, oss.dyn_offsets),
        ("size", max_ranks[1], &oss.sizes, oss.dyn_sizes),
        ("stride", max_ranks[2], &oss.strides, oss.dyn_strides),
    ] {
        if vals.len() != rank {
            return err(format!("expected {rank} {name} values, got {}", vals.len()));
        }
        let expected = vals.iter().filter(|&&v| v == DYNAMIC).count();
        if dynamic != expected {
            return err(format!("expected {expected} dynamic {name} values"));
        }
    }
    if let Some(&o) = oss.offsets.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return err(format!("expected offsets to be non-negative, but got {o}"));
    }
    if let Some(&s) = oss.sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return err(format!("expected sizes to be non-negative, but got {s}"));
    }
    Ok(())
}

/// `verifyInBoundsSlice`: the message when a static slice of `shape`
/// reaches past its end, or `None`.
pub(crate) fn out_of_bounds_slice(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&off), Some(&size), Some(&stride)) =
            (offsets.get(i), sizes.get(i), strides.get(i))
        else {
            break;
        };
        if dim == DYNAMIC || off == DYNAMIC {
            continue;
        }
        if off >= dim {
            return Some(format!("offset {i} is out-of-bounds: {off} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = off.wrapping_add(size.wrapping_sub(1).wrapping_mul(stride));
        if last >= dim {
            return Some(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    None
}
