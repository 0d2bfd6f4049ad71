//! StableHLO's dynamic ops whose result type is static and whose size
//! operands are constants: each is its static op (`dynamic_iota` is
//! `iota`, `dynamic_pad` is `pad`, ...), the constants made attributes,
//! rewritten in place and lowered as that op is. A size operand that is
//! not a constant, or a dynamic result shape, leaves the op refused.

use sigil_ir::attrs::AttrData;
use sigil_ir::types::Signedness;
use sigil_ir::{Context, Module, NamedAttr, OpId, TypeData, Value, ValueDef};

use super::prop;

/// The integers of the constant `v` (a `stablehlo.constant` or
/// `arith.constant` of integers), each sign- or zero-extended.
fn constant_ints(ctx: &Context, m: &Module, v: Value) -> Option<Vec<i64>> {
    let Some(ValueDef::Result { op, .. }) = m.ir.value_def(v) else {
        return None;
    };
    let name = ctx.str_bytes(m.ir.op(op).name);
    if name != b"stablehlo.constant" && name != b"arith.constant" {
        return None;
    }
    let AttrData::DenseElements { ty, splat, data } = ctx.attr_data(prop(ctx, m, op, "value")?)
    else {
        return None;
    };
    let count: i64 = ctx.type_data(*ty).shape()?.iter().product();
    let (width, signed) = match ctx.type_data(super::elem(ctx, *ty)) {
        TypeData::Integer { width, signedness } => (*width, *signedness != Signedness::Unsigned),
        TypeData::Index => (64, true),
        _ => return None,
    };
    if width > 64 {
        return None;
    }
    let bytes = width.div_ceil(8) as usize;
    (0..count as usize)
        .map(|i| {
            let i = if *splat { 0 } else { i };
            let chunk = data.get(i * bytes..(i + 1) * bytes)?;
            let mut raw = [0u8; 8];
            raw[..bytes].copy_from_slice(chunk);
            let u = u64::from_le_bytes(raw);
            let shift = 64 - width;
            Some(if signed && width > 1 {
                ((u << shift) as i64) >> shift
            } else if width == 1 {
                (u & 1) as i64
            } else {
                u as i64
            })
        })
        .collect()
}

fn i64_array(ctx: &mut Context, v: &[i64]) -> sigil_ir::Attr {
    let elem = ctx.i(64);
    ctx.intern_attr(AttrData::DenseArray {
        elem,
        len: v.len() as u32,
        data: v.iter().flat_map(|x| x.to_le_bytes()).collect(),
    })
}

/// `op`'s properties with `new` set (replacing entries of the same name)
/// and `drop` removed.
fn set_props(
    ctx: &mut Context,
    m: &mut Module,
    op: OpId,
    new: &[(&str, sigil_ir::Attr)],
    drop: &[&str],
) {
    let mut entries: Vec<NamedAttr> =
        m.ir.op(op)
            .props
            .map(|p| ctx.dict_entries(p).to_vec())
            .unwrap_or_default();
    entries.retain(|e| {
        let n = ctx.str_bytes(e.name);
        !drop.iter().any(|d| d.as_bytes() == n) && !new.iter().any(|(k, _)| k.as_bytes() == n)
    });
    for (k, v) in new {
        let name = ctx.string_attr(k.as_bytes());
        entries.push(NamedAttr { name, value: *v });
    }
    entries.sort_by(|a, b| ctx.str_bytes(a.name).cmp(ctx.str_bytes(b.name)));
    m.ir.op_mut(op).props = ctx.dict_attr(entries).ok();
}

/// Rewrites dynamic op `op` (`stablehlo.<short>`) as its static op in
/// place; returns the static op's short name, or `None` (nothing changed)
/// where it cannot.
pub(super) fn to_static(
    ctx: &mut Context,
    m: &mut Module,
    op: OpId,
    short: &str,
) -> Option<&'static str> {
    const DYNAMIC: &[&str] = &[
        "dynamic_iota",
        "dynamic_reshape",
        "dynamic_broadcast_in_dim",
        "dynamic_pad",
        "dynamic_gather",
        "dynamic_conv",
    ];
    if !DYNAMIC.contains(&short) || m.ir.num_results(op) != 1 {
        return None;
    }
    let r = m.ir.value_type(m.ir.result(op, 0));
    if !matches!(ctx.type_data(r), TypeData::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0))
    {
        return None;
    }
    let operands: Vec<Value> = m.ir.operands(op).collect();
    let (to, keep, props, drop): (&'static str, usize, Vec<(&str, sigil_ir::Attr)>, &[&str]) =
        match short {
            "dynamic_iota" => ("iota", 0, vec![], &[]),
            "dynamic_reshape" => ("reshape", 1, vec![], &[]),
            "dynamic_broadcast_in_dim" => (
                "broadcast_in_dim",
                1,
                vec![],
                &[
                    "known_expanding_dimensions",
                    "known_nonexpanding_dimensions",
                ],
            ),
            "dynamic_pad" => {
                let low = constant_ints(ctx, m, *operands.get(2)?)?;
                let high = constant_ints(ctx, m, *operands.get(3)?)?;
                let interior = constant_ints(ctx, m, *operands.get(4)?)?;
                let (l, h, i) = (
                    i64_array(ctx, &low),
                    i64_array(ctx, &high),
                    i64_array(ctx, &interior),
                );
                (
                    "pad",
                    2,
                    vec![
                        ("edge_padding_low", l),
                        ("edge_padding_high", h),
                        ("interior_padding", i),
                    ],
                    &[],
                )
            }
            "dynamic_gather" => {
                let sizes = constant_ints(ctx, m, *operands.get(2)?)?;
                let a = i64_array(ctx, &sizes);
                ("gather", 2, vec![("slice_sizes", a)], &[])
            }
            "dynamic_conv" => {
                let pad = constant_ints(ctx, m, *operands.get(2)?)?;
                let n = pad.len() / 2;
                let i64t = ctx.i(64);
                let t = ctx.intern_type(TypeData::RankedTensor {
                    shape: vec![n as i64, 2].into(),
                    elem: i64t,
                    encoding: None,
                });
                let a = ctx.intern_attr(AttrData::DenseElements {
                    ty: t,
                    splat: false,
                    data: pad.iter().flat_map(|x| x.to_le_bytes()).collect(),
                });
                ("convolution", 2, vec![("padding", a)], &[])
            }
            _ => return None,
        };
    set_props(ctx, m, op, &props, drop);
    m.ir.set_operands(op, &operands[..keep]);
    let name = ctx.string_attr(format!("stablehlo.{to}").as_bytes());
    m.ir.op_mut(op).name = name;
    Some(to)
}
