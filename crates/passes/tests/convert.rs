//! IR types into the ABI crate's model: every builtin float, integers, tensors (ranked,
//! unranked, dynamic, encoded), tuples, `!util.list`, other types as printed text, and nesting
//! far beyond the ABI's limit.

mod support;

use sigil_abi::{FloatKind as AbiFloat, FunctionAbi, MlirType, Signedness};
use sigil_ir::types::FloatKind;
use support::parse;

/// The ABI model of each result type of one unregistered op.
fn convert(types: &[&str]) -> Vec<MlirType> {
    let p = parse(&format!(
        "%r:{} = \"t.op\"() : () -> ({})\n",
        types.len(),
        types.join(", ")
    ));
    let mut op = None;
    p.module.ir.walk(p.module.top, &mut |o| {
        if p.ctx.str_bytes(p.module.ir.op(o).name) == b"t.op" {
            op = Some(o);
        }
    });
    let op = op.unwrap();
    p.module
        .ir
        .results(op)
        .map(|v| sigil_passes::convert::mlir_type(&p.ctx, p.module.ir.value_type(v)))
        .collect()
}

fn one(ty: &str) -> MlirType {
    convert(&[ty]).pop().unwrap()
}

#[test]
fn every_float_kind() {
    let names: Vec<&str> = FloatKind::ALL.iter().map(|k| k.name()).collect();
    let converted = convert(&names);
    for (name, ty) in names.iter().zip(&converted) {
        assert_eq!(*ty, MlirType::Float(AbiFloat::from_name(name).unwrap()));
        assert_eq!(ty.to_string(), *name);
    }
}

#[test]
fn integers_and_index() {
    assert_eq!(
        convert(&["i1", "si8", "ui64", "i3", "index"]),
        [
            MlirType::int(1),
            MlirType::Integer {
                width: 8,
                signedness: Signedness::Signed
            },
            MlirType::Integer {
                width: 64,
                signedness: Signedness::Unsigned
            },
            MlirType::int(3),
            MlirType::Index,
        ]
    );
}

#[test]
fn tensors() {
    assert_eq!(
        one("tensor<?x4x?xf32>"),
        MlirType::tensor(MlirType::Float(AbiFloat::F32), &[None, Some(4), None])
    );
    assert_eq!(one("tensor<i8>"), MlirType::tensor(MlirType::int(8), &[]));
    assert_eq!(
        one("tensor<*xbf16>"),
        MlirType::Tensor {
            elem: Box::new(MlirType::Float(AbiFloat::BF16)),
            shape: None,
            encoding: None
        }
    );
    let encoded = one("tensor<2xf32, #foo.enc<\"x\">>");
    assert_eq!(encoded.to_string(), "tensor<2xf32, #foo.enc<\"x\">>");
    assert!(matches!(
        encoded,
        MlirType::Tensor {
            encoding: Some(_),
            ..
        }
    ));
    assert_eq!(
        one("tensor<4xcomplex<f32>>"),
        MlirType::tensor(MlirType::Other("complex<f32>".into()), &[Some(4)])
    );
}

#[test]
fn tuples_lists_and_others() {
    assert_eq!(
        one("tuple<i32, tuple<>, tensor<1xf16>>"),
        MlirType::Tuple(vec![
            MlirType::int(32),
            MlirType::Tuple(vec![]),
            MlirType::tensor(MlirType::Float(AbiFloat::F16), &[Some(1)]),
        ])
    );
    assert_eq!(one("!util.list<?>"), MlirType::UtilList(None));
    assert_eq!(
        one("!util.list<tensor<?xf32>>"),
        MlirType::UtilList(Some(Box::new(MlirType::tensor(
            MlirType::Float(AbiFloat::F32),
            &[None]
        ))))
    );
    for other in [
        "!util.buffer",
        "!util<\"list<i32>\">",
        "!hal.buffer_view",
        "vector<[4]xf32>",
        "memref<?x4xf32, strided<[4, 1], offset: ?>>",
        "complex<f64>",
        "none",
        "(i32) -> i64",
        "!foo<\"tensor<4xf32>\">",
    ] {
        let ty = one(other);
        assert!(matches!(ty, MlirType::Other(_)), "{other}: {ty:?}");
        assert_eq!(ty.to_string(), other);
    }
}

/// A tuple nested far deeper than the ABI's limit: the conversion stops recursing (its
/// innermost levels stay printed text) and the ABI reports the type as too deep.
#[test]
fn deep_nesting_is_bounded() {
    let depth = 600;
    let ty = format!("{}i32{}", "tuple<".repeat(depth), ">".repeat(depth));
    let converted = one(&ty);
    let mut levels = 0;
    let mut cur = &converted;
    while let MlirType::Tuple(items) = cur {
        levels += 1;
        cur = &items[0];
    }
    assert!(
        levels > sigil_abi::MAX_NESTING && levels < depth,
        "{levels}"
    );
    assert!(matches!(cur, MlirType::Other(_)));
    let err = FunctionAbi::from_function("deep", vec![sigil_abi::AbiValue::new(converted)], vec![])
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "function deep: argument #0: type nested deeper than 128 levels"
    );
}
