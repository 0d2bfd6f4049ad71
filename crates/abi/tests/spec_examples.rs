//! Every example of `shared/spec/abi.md` and of the seed documents (000: mangling and SIP,
//! 001: V1 ABI records), in document order, through the public API only. A test's name says
//! which section it comes from.

use sigil_abi::mangling::{
    Component, Components, IntegerTag, MangleErrorKind, SignatureBuilder, SpanTag,
};
use sigil_abi::nested::Nested;
use sigil_abi::raw::{RawErrorKind, RawSignature, RawType, ScalarType};
use sigil_abi::reflection::{AbiRecords, TypeRecord};
use sigil_abi::sip::{render_inputs, render_results, SipParseErrorKind, SipSignature};
use sigil_abi::sip_tree::{PathKey, SipMangleError, SipNode};
use sigil_abi::{AbiValue, FunctionAbi, MlirType, Side};

fn tag(b: u8) -> IntegerTag {
    IntegerTag::new(b).unwrap()
}

fn span_tag(b: u8) -> SpanTag {
    SpanTag::new(b).unwrap()
}

fn mangle_error(bytes: &[u8]) -> MangleErrorKind {
    Components::new(bytes)
        .find_map(Result::err)
        .map(|e| e.kind)
        .expect("an error")
}

fn value(ty: &str) -> AbiValue {
    AbiValue::new(MlirType::parse(ty).unwrap())
}

fn at(ty: &str, path: &[PathKey]) -> AbiValue {
    value(ty).with_index_path(path.to_vec())
}

fn i(n: i64) -> PathKey {
    PathKey::Index(n)
}

fn s(name: &str) -> PathKey {
    PathKey::from(name)
}

// --- §1 Generic signature mangling ---------------------------------------------------------

#[test]
fn s1_integers() {
    let mut b = SignatureBuilder::new();
    b.integer(tag(b'_'), 5)
        .integer(tag(b'a'), 1)
        .integer(tag(b'z'), 10)
        .integer(tag(b'x'), -5991);
    assert_eq!(b.as_bytes(), b"_5a1z10x-5991");
}

#[test]
fn s1_spans() {
    let mut b = SignatureBuilder::new();
    b.span(span_tag(b'A'), b"foobar")
        .span(span_tag(b'Z'), b"FOOBAR_23_FOOBAR");
    assert_eq!(b.as_bytes(), b"A7!foobarZ17!FOOBAR_23_FOOBAR");
}

#[test]
fn s1_nesting() {
    let mut inner = SignatureBuilder::new();
    inner.integer(tag(b'_'), 6);
    let mut outer = SignatureBuilder::new();
    outer.integer(tag(b'_'), 5);
    inner.append_to(&mut outer, span_tag(b'X'));
    assert_eq!(outer.as_bytes(), b"_5X3!_6");
}

#[test]
fn s1_empty_span() {
    let mut b = SignatureBuilder::new();
    b.span(span_tag(b'X'), b"");
    assert_eq!(b.as_bytes(), b"X1!");
    let parsed: Vec<_> = Components::new(b"Z1!").collect::<Result<_, _>>().unwrap();
    assert!(matches!(parsed[..], [Component::Span { span, .. }] if span.bytes().is_empty()));
}

#[test]
fn s1_spans_are_not_escaped() {
    let mut b = SignatureBuilder::new();
    b.span(span_tag(b'K'), b"1!2!");
    assert_eq!(b.as_bytes(), b"K5!1!2!");
}

#[test]
fn s1_malformed_input() {
    assert_eq!(mangle_error(b"\x011 "), MangleErrorKind::BadTag(1));
    assert_eq!(mangle_error(b"Z4abc"), MangleErrorKind::LengthPastEnd);
    assert_eq!(mangle_error(b"_+12"), MangleErrorKind::MissingDigits);
    assert_eq!(mangle_error(b"Z-3abc"), MangleErrorKind::NegativeLength);
    assert_eq!(mangle_error(b"Z3abc"), MangleErrorKind::MissingBang);
    assert_eq!(
        mangle_error(b"_2147483648"),
        MangleErrorKind::NumberOverflow
    );
    assert_eq!(mangle_error(b"_-"), MangleErrorKind::LoneMinus);
}

#[test]
fn s1_leading_zeros() {
    let parsed: Vec<_> = Components::new(b"_007").collect::<Result<_, _>>().unwrap();
    assert!(matches!(parsed[..], [Component::Integer { value: 7, .. }]));
}

#[test]
fn s1_decision_errors_have_offsets_and_trailing_bytes_are_rejected() {
    let err = Components::new(b"_1_2?").find_map(Result::err).unwrap();
    assert_eq!(err.offset, 4);
    let raw = RawSignature::parse(b"I1!R1!junk").unwrap_err();
    assert_eq!((raw.offset, raw.kind), (6, RawErrorKind::TrailingBytes));
    let sip = SipSignature::parse(b"I1!R1!_0").unwrap_err();
    assert_eq!(
        (sip.offset, sip.kind),
        (6, SipParseErrorKind::TrailingBytes)
    );
}

// --- §2 Raw function signatures --------------------------------------------------------------

#[test]
fn s2_float64_buffer() {
    let t = RawType::Buffer {
        elem: ScalarType::Float64,
        dims: vec![None, Some(128), Some(64)],
    };
    assert_eq!(t.encode(), "B13!t2d-1d128d64");
    let sig = RawSignature::parse(b"I17!B13!t2d-1d128d64R1!").unwrap();
    assert_eq!(sig.inputs, vec![t]);
}

#[test]
fn s2_sint32_scalar() {
    assert_eq!(RawType::Scalar(ScalarType::Sint32).encode(), "S3!t6");
    assert_eq!(
        RawSignature::parse(b"I6!S3!t6R1!").unwrap().to_string(),
        "(sint32) -> ()"
    );
}

#[test]
fn s2_function_rendering() {
    let sig = RawSignature::parse(b"I15!B11!d-1d128d64R15!B11!t6d-1d8d64").unwrap();
    assert_eq!(
        sig.to_string(),
        "(Buffer<float32[?x128x64]>) -> (Buffer<sint32[?x8x64]>)"
    );
    assert_eq!(
        RawSignature::parse(b"I1!R1!").unwrap().to_string(),
        "() -> ()"
    );
}

#[test]
fn s2_human_readable_forms() {
    let sig = RawSignature {
        inputs: vec![
            RawType::Buffer {
                elem: ScalarType::Float32,
                dims: vec![None, Some(128), Some(64)],
            },
            RawType::Scalar(ScalarType::Sint32),
        ],
        results: vec![RawType::Buffer {
            elem: ScalarType::Uint64,
            dims: vec![Some(32), None, Some(64)],
        }],
    };
    assert_eq!(
        sig.to_string(),
        "(Buffer<float32[?x128x64]>, sint32) -> (Buffer<uint64[32x?x64]>)"
    );
    assert_eq!(
        RawType::Buffer {
            elem: ScalarType::Float32,
            dims: vec![]
        }
        .to_string(),
        "Buffer<float32[]>"
    );
    assert_eq!(RawType::RefObject.to_string(), "RefObject<?>");
}

#[test]
fn s2_element_codes() {
    let names = [
        "float32", "float16", "float64", "bfloat16", "sint8", "sint16", "sint32", "sint64",
        "uint8", "uint16", "uint32", "uint64",
    ];
    for (code, name) in names.iter().enumerate() {
        let t = ScalarType::from_code(code as i32).unwrap();
        assert_eq!(t.name(), *name);
        assert_eq!(t.code(), code as i32);
    }
}

#[test]
fn s2_mlir_type_mapping() {
    for (ty, code) in [
        ("i1", 4),
        ("i8", 4),
        ("i16", 5),
        ("i32", 6),
        ("i64", 7),
        ("f32", 0),
        ("f16", 1),
        ("f64", 2),
        ("bf16", 3),
    ] {
        let raw = MlirType::parse(ty).unwrap().raw_type().unwrap();
        assert_eq!(
            raw,
            RawType::Scalar(ScalarType::from_code(code).unwrap()),
            "{ty}"
        );
    }
}

#[test]
fn s2_unsupported_type_is_u_with_a_warning() {
    let reflection = FunctionAbi::from_function("f", vec![value("i3")], vec![]).unwrap();
    assert_eq!(reflection.raw_signature, "I4!U1!R1!");
    assert_eq!(reflection.warnings.len(), 1);
    assert_eq!(reflection.warnings[0].side, Side::Argument);
    assert!(reflection.warnings[0]
        .to_string()
        .contains("may not be invocable by standard tools"));
}

#[test]
fn s2_decision_u_parses_as_unrecognized() {
    let sig = RawSignature::parse(b"I4!U1!R1!").unwrap();
    assert_eq!(sig.inputs, vec![RawType::Unrecognized]);
    assert_eq!(sig.to_string(), "(Unrecognized) -> ()");
}

// --- §3 SIP (and seed 000) -------------------------------------------------------------------

#[test]
fn s3_seed000_index_paths_of_leaves() {
    // N = 0: the index path is empty.
    let root = SipSignature::parse(b"I3!_0R1!").unwrap();
    assert_eq!(root.inputs.unwrap().leaves(), vec![(0, vec![])]);
    // N = 1 through integer key 0: the index path is [0].
    let one = SipSignature::parse(b"I8!S5!k0_0R1!").unwrap();
    assert_eq!(one.inputs.unwrap().leaves(), vec![(0, vec![i(0)])]);
}

#[test]
fn s3_key_kinds_and_ordering() {
    let seq = SipNode::from_paths(&[(0, vec![i(10)]), (1, vec![i(2)])])
        .unwrap()
        .unwrap();
    assert_eq!(
        seq,
        SipNode::Sequence(vec![(2, SipNode::Leaf(1)), (10, SipNode::Leaf(0))])
    );
    let dict = SipNode::from_paths(&[(0, vec![s("b")]), (1, vec![s("a")]), (2, vec![s("B")])])
        .unwrap()
        .unwrap();
    let keys: Vec<_> = dict.leaves().into_iter().map(|(_, p)| p).collect();
    assert_eq!(keys, vec![vec![s("B")], vec![s("a")], vec![s("b")]]);
    let sparse = SipSignature {
        inputs: SipNode::from_paths(&[(0, vec![i(3)]), (1, vec![i(7)])]).unwrap(),
        results: None,
    };
    assert_eq!(sparse.encode(), "I12!S9!k3_0k7_1R1!");
}

#[test]
fn s3_mangler_rejections() {
    assert!(matches!(
        SipNode::from_paths(&[(-1, vec![i(0)])]),
        Err(SipMangleError::NegativeRawIndex { .. })
    ));
    assert!(matches!(
        SipNode::from_paths(&[(0, vec![i(0)]), (1, vec![s("a")])]),
        Err(SipMangleError::MixedKeys { .. })
    ));
    assert!(matches!(
        SipNode::from_paths(&[(0, vec![i(0)]), (1, vec![i(0)])]),
        Err(SipMangleError::DuplicatePath { .. })
    ));
    for pairs in [
        [(0, vec![i(0)]), (1, vec![i(0), s("a")])],
        [(1, vec![i(0), s("a")]), (0, vec![i(0)])],
    ] {
        assert!(matches!(
            SipNode::from_paths(&pairs),
            Err(SipMangleError::PrefixPath { .. })
        ));
    }
}

#[test]
fn s3_empty_structure() {
    assert_eq!(SipSignature::default().encode(), "I1!R1!");
}

#[test]
fn s3_parser_error_texts() {
    let text = |sig: &[u8]| SipSignature::parse(sig).unwrap_err().kind.to_string();
    assert_eq!(text(b"I3!k0R1!"), "Struct key not allowed here");
    assert_eq!(text(b"I6!S3!_0R1!"), "Value not allowed here");
    assert_eq!(text(b"I3!x0R1!"), "Unrecognized tag 'x'");
    assert!(text(b"I2!_R1!").starts_with("Syntax error in signature"));
    assert_eq!(text(b"R1!"), "Inputs struct not found");
    assert_eq!(text(b"I1!"), "Results struct not found");
}

#[test]
fn s3_canonical_text() {
    let sig = b"I12!S9!k0_0k1_1R3!_0";
    assert_eq!(
        render_inputs(sig).unwrap(),
        ":[\n  0=raw(0),\n  1=raw(1),\n],\n"
    );
    assert_eq!(render_results(sig).unwrap(), "=raw(0),\n");
}

#[test]
fn s3_python_binding_positional_keyword_and_results() {
    // A top-level sequence takes positional arguments.
    let positional = SipSignature::parse(b"I12!S9!k0_0k1_1R3!_0").unwrap();
    let args = Nested::List(vec![Nested::Leaf("x"), Nested::Leaf("y")]);
    assert_eq!(
        positional.inputs.unwrap().flatten(&args).unwrap(),
        vec!["x", "y"]
    );
    // A top-level dict takes keyword arguments.
    let keyword = SipSignature {
        inputs: SipNode::from_paths(&[(0, vec![s("b")]), (1, vec![s("a")])]).unwrap(),
        results: None,
    };
    let kwargs = Nested::Dict(vec![
        ("a".to_owned(), Nested::Leaf(1)),
        ("b".to_owned(), Nested::Leaf(2)),
    ]);
    assert_eq!(
        keyword.inputs.unwrap().flatten(&kwargs).unwrap(),
        vec![2, 1]
    );
    // Results are rebuilt as lists and dicts, gaps filled with None.
    let results = SipNode::from_paths(&[(0, vec![i(1), s("k")])])
        .unwrap()
        .unwrap();
    assert_eq!(
        results.unflatten(&[5]).unwrap().to_string(),
        "[None, {\"k\": 5}]"
    );
}

// --- §4 V1 reflection JSON (and seed 001) ----------------------------------------------------

#[test]
fn s4_compact_sorted_object() {
    let reflection =
        FunctionAbi::from_function("f", vec![value("i32")], vec![value("f32")]).unwrap();
    assert_eq!(reflection.abi_json, r#"{"a":["i32"],"r":["f32"],"v":1}"#);
}

#[test]
fn s4_producers() {
    let record = |ty: &str| {
        MlirType::parse(ty)
            .unwrap()
            .type_record()
            .unwrap()
            .to_json()
    };
    assert_eq!(record("tensor<?x3xf32>"), r#"["ndarray","f32",2,null,3]"#);
    assert_eq!(record("tensor<*xf32>"), r#"["ndarray","f32",null]"#);
    assert_eq!(record("i17"), r#""i17""#);
    assert_eq!(record("bf16"), r#""bf16""#);
    assert_eq!(record("f16"), r#""f16""#);
    assert_eq!(record("f64"), r#""f64""#);
    assert_eq!(record("index"), r#""unknown""#);
}

#[test]
fn s4_seed001_record_kinds() {
    let json = r#"{"a":["i8","f32","bf16",null,"unknown",["named","key","f32"],["ndarray","f32",null],["ndarray","f32",2,null,4],["slist","i32",null,"f32"],["stuple","i32"],["sdict",["a","i32"],["b","f32"]],["py_homogeneous_list","f32"]],"r":[],"v":1}"#;
    let records = AbiRecords::parse(json).unwrap();
    assert_eq!(records.args.len(), 12);
    assert!(matches!(&records.args[5], TypeRecord::Named { name, .. } if name == "key"));
    assert!(matches!(
        &records.args[6],
        TypeRecord::NdArray { shape: None, .. }
    ));
    assert_eq!(records.to_json(), json);
}

#[test]
fn s4_nested_inputs_results_and_named_arguments() {
    let reflection = FunctionAbi::from_function(
        "f",
        vec![at("i32", &[i(0), i(1)])],
        vec![
            at("f32", &[i(0)]),
            at("i8", &[i(1), s("z")]),
            at("i8", &[i(1), s("a")]),
        ],
    )
    .unwrap();
    assert_eq!(
        reflection.abi_json,
        r#"{"a":[["slist",null,"i32"]],"r":[["stuple","f32",["sdict",["a","i8"],["z","i8"]]]],"v":1}"#
    );
    let named = FunctionAbi::from_function(
        "g",
        vec![at("i32", &[s("y")]), at("f32", &[s("x")])],
        vec![],
    )
    .unwrap();
    assert_eq!(
        named.abi_json,
        r#"{"a":[["named","x","f32"],["named","y","i32"]],"r":[],"v":1}"#
    );
    assert_eq!(named.sip.as_deref(), Some("I17!D13!K2!x_1K2!y_0R1!"));
}

#[test]
fn s4_declaration() {
    let reflection = FunctionAbi::from_function(
        "main",
        vec![value("tensor<1x32x32x3xf32>")],
        vec![value("tensor<1x10xf32>")],
    )
    .unwrap();
    assert_eq!(
        reflection.declaration,
        "sync func @main(%input0: tensor<1x32x32x3xf32>) -> (%output0: tensor<1x10xf32>)"
    );
    let named = FunctionAbi::from_function(
        "main",
        vec![value("i32")
            .with_attr("iree.abi.name", "\"n\"")
            .with_attr("iree.abi.consume", "unit")],
        vec![],
    )
    .unwrap();
    assert_eq!(
        named.declaration,
        "sync func @main(%n: i32 {iree.abi.consume = unit}) -> ()"
    );
}

#[test]
fn s4_iree_abi_passes_through() {
    let mut function = FunctionAbi::new("f", vec![value("i32")], vec![]);
    function
        .attrs
        .push(("iree.abi".to_owned(), "\"{\\22v\\22:1}\"".to_owned()));
    assert_eq!(function.reflect().unwrap().abi_json, r#"{"v":1}"#);
}
