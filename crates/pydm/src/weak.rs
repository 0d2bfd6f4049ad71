//! `--fix-iree-pydm-weak-types`: the weak numeric types (`!iree_pydm.integer`
//! and `!iree_pydm.real` without parameters, Python's "some int" and "some
//! float") become concrete ones, `integer<32>` and `real<f32>` as the spec
//! says, everywhere they occur: values, block arguments, function types and
//! inside other PyDM types (`object<integer>`, `list<boxed,real>`). The
//! lowering runs after it and refuses a weak type it still meets.
//!
//! Types are interned handles, so the pass maps each distinct type once
//! (a small cache) and rewrites values in place; no op is created.

use hashbrown::HashMap;
use sigil_ir::attrs::{AttrData, NamedAttr, Param};
use sigil_ir::dialects::pydm::{self, PyType};
use sigil_ir::types::FloatKind;
use sigil_ir::{Context, Module, OpId, Type, TypeData, Value};

/// The concrete type of `t`: `t` with every weak numeric type in it fixed.
pub fn fix_type(ctx: &mut Context, t: Type, cache: &mut HashMap<Type, Type>) -> Type {
    if let Some(&f) = cache.get(&t) {
        return f;
    }
    let fixed = match pydm::py_type(ctx, t) {
        Some(PyType::Integer(None)) => pydm::integer_type(ctx, 32, false),
        Some(PyType::Real(None)) => {
            let f32 = ctx.float_type(FloatKind::F32);
            pydm::real_type(ctx, f32)
        }
        Some(PyType::Object(Some(_)) | PyType::List(Some(_)) | PyType::Union) => {
            rebuild(ctx, t, cache)
        }
        _ => match ctx.type_data(t).clone() {
            TypeData::Function { inputs, results } => {
                let i: Vec<Type> = inputs.iter().map(|&x| fix_type(ctx, x, cache)).collect();
                let r: Vec<Type> = results.iter().map(|&x| fix_type(ctx, x, cache)).collect();
                ctx.function_type(&i, &r)
            }
            _ => t,
        },
    };
    cache.insert(t, fixed);
    fixed
}

/// A PyDM type with type parameters, those fixed.
fn rebuild(ctx: &mut Context, t: Type, cache: &mut HashMap<Type, Type>) -> Type {
    let TypeData::Dialect(d) = ctx.type_data(t) else {
        return t;
    };
    let def = d.def;
    let params: Vec<Param> = d.params.to_vec();
    let params = params
        .into_iter()
        .map(|p| match p {
            Param::Type(x) => Param::Type(fix_type(ctx, x, cache)),
            other => other,
        })
        .collect();
    def.build(ctx, params)
}

/// Fixes every weak type in `module`; returns how many values changed.
pub fn fix_weak_types(ctx: &mut Context, module: &mut Module) -> usize {
    let mut cache = HashMap::new();
    let mut ops: Vec<OpId> = Vec::new();
    module.ir.walk(module.top, &mut |o| ops.push(o));
    let mut changed = 0;
    let fn_type_key = ctx.string_attr(b"function_type");
    for op in ops {
        let mut values: Vec<Value> = module.ir.results(op).collect();
        for &r in module.ir.regions(op) {
            for b in module.ir.region_blocks(r) {
                values.extend_from_slice(module.ir.block_args(b));
            }
        }
        for v in values {
            let t = module.ir.value_type(v);
            let f = fix_type(ctx, t, &mut cache);
            if f != t {
                module.ir.set_value_type(v, f);
                changed += 1;
            }
        }
        // The signature of a function op.
        let Some(props) = module.ir.op(op).props else {
            continue;
        };
        let Some(ft) = ctx.dict_get(props, b"function_type") else {
            continue;
        };
        let AttrData::Type(t) = *ctx.attr_data(ft) else {
            continue;
        };
        let f = fix_type(ctx, t, &mut cache);
        if f != t {
            let value = ctx.type_attr(f);
            let entries: Vec<NamedAttr> = ctx
                .dict_entries(props)
                .iter()
                .map(|e| {
                    if e.name == fn_type_key {
                        NamedAttr {
                            name: e.name,
                            value,
                        }
                    } else {
                        *e
                    }
                })
                .collect();
            let dict = ctx.dict_attr(entries).expect("names stay unique");
            module.ir.op_mut(op).props = Some(dict);
        }
    }
    changed
}
