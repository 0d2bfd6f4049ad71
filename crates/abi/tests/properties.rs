//! Property tests: every encoder's output parses back to the same value, and no parser panics
//! on arbitrary or mutated bytes.

use proptest::prelude::*;

use sigil_abi::mangling::{Component, Components, IntegerTag, SignatureBuilder, SpanTag};
use sigil_abi::mlir_string::{escape_mlir_string, parse_mlir_string};
use sigil_abi::mlir_type::{FloatKind, MlirType, Signedness};
use sigil_abi::nested::Nested;
use sigil_abi::raw::{RawSignature, RawType, ScalarType};
use sigil_abi::reflection::{AbiRecords, Primitive, TypeRecord};
use sigil_abi::sip::{render_inputs, render_results, SipSignature};
use sigil_abi::sip_tree::{PathKey, SipNode};

// ---------------------------------------------------------------------------------------------
// Strategies

fn key_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-c]{1,2}",
        "[A-Za-z0-9_!\"\\\\ ]{0,6}",
        any::<String>().prop_map(|s| s.chars().take(5).collect()),
    ]
}

fn sip_node() -> impl Strategy<Value = SipNode> {
    let leaf = (0..50i32).prop_map(SipNode::Leaf);
    leaf.prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            prop::collection::btree_map(0..20i32, inner.clone(), 0..6)
                .prop_map(|m| SipNode::Sequence(m.into_iter().collect())),
            prop::collection::btree_map(key_string(), inner, 0..6)
                .prop_map(|m| SipNode::Dict(m.into_iter().collect())),
        ]
    })
}

fn path_key() -> impl Strategy<Value = PathKey> {
    prop_oneof![
        (0..6i64).prop_map(PathKey::Index),
        "[a-c]".prop_map(PathKey::Name),
        Just(PathKey::Index(-1)),
    ]
}

fn scalar_type() -> impl Strategy<Value = ScalarType> {
    prop::sample::select(ScalarType::ALL.to_vec())
}

fn raw_type() -> impl Strategy<Value = RawType> {
    prop_oneof![
        (
            scalar_type(),
            prop::collection::vec(prop::option::of(0..i32::MAX), 0..5)
        )
            .prop_map(|(elem, dims)| RawType::Buffer { elem, dims }),
        scalar_type().prop_map(RawType::Scalar),
        Just(RawType::RefObject),
        Just(RawType::Unrecognized),
    ]
}

fn primitive() -> impl Strategy<Value = Primitive> {
    prop_oneof![
        any::<u32>().prop_map(Primitive::Int),
        any::<u32>().prop_map(Primitive::Float),
        Just(Primitive::BFloat16),
    ]
}

fn shape() -> impl Strategy<Value = Option<Vec<Option<i64>>>> {
    prop::option::of(prop::collection::vec(prop::option::of(0..i64::MAX), 0..4))
}

fn type_record() -> impl Strategy<Value = TypeRecord> {
    let leaf = prop_oneof![
        primitive().prop_map(TypeRecord::Primitive),
        Just(TypeRecord::Null),
        Just(TypeRecord::Unknown),
        (primitive(), shape()).prop_map(|(p, shape)| TypeRecord::NdArray {
            elem: Box::new(TypeRecord::Primitive(p)),
            shape
        }),
    ];
    leaf.prop_recursive(5, 64, 5, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(TypeRecord::SList),
            prop::collection::vec(inner.clone(), 0..5).prop_map(TypeRecord::STuple),
            prop::collection::btree_map(key_string(), inner.clone(), 0..4)
                .prop_map(|m| TypeRecord::SDict(m.into_iter().collect())),
            inner
                .clone()
                .prop_map(|r| TypeRecord::PyHomogeneousList(Box::new(r))),
            (inner, shape()).prop_map(|(elem, shape)| TypeRecord::NdArray {
                elem: Box::new(elem),
                shape
            }),
        ]
    })
}

fn abi_records() -> impl Strategy<Value = AbiRecords> {
    let arg = prop_oneof![
        3 => type_record(),
        1 => (key_string(), type_record()).prop_map(|(name, r)| TypeRecord::Named { name, record: Box::new(r) }),
    ];
    (
        prop::collection::vec(arg, 0..5),
        prop::collection::vec(type_record(), 0..5),
    )
        .prop_map(|(args, results)| AbiRecords { args, results })
}

fn mlir_type() -> impl Strategy<Value = MlirType> {
    let leaf = prop_oneof![
        (
            1..200u32,
            prop::sample::select(vec![
                Signedness::Signless,
                Signedness::Signed,
                Signedness::Unsigned
            ])
        )
            .prop_map(|(width, signedness)| MlirType::Integer { width, signedness }),
        Just(MlirType::Index),
        prop::sample::select(FloatKind::ALL.to_vec()).prop_map(MlirType::Float),
        prop::sample::select(vec![
            "!hal.buffer_view",
            "memref<4x?xf32>",
            "vector<4xi8>",
            "none",
            "(i32) -> i1"
        ])
        .prop_map(|s| MlirType::Other(s.to_owned())),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            (
                inner.clone(),
                shape(),
                prop::option::of(Just("#enc<1>".to_owned()))
            )
                .prop_map(|(elem, shape, encoding)| MlirType::Tensor {
                    elem: Box::new(elem),
                    shape,
                    encoding
                }),
            prop::collection::vec(inner.clone(), 0..4).prop_map(MlirType::Tuple),
            prop::option::of(inner).prop_map(|e| MlirType::UtilList(e.map(Box::new))),
        ]
    })
}

/// A generic component list, possibly nested.
#[derive(Clone, Debug)]
enum Part {
    Int(u8, i32),
    Bytes(u8, Vec<u8>),
    Nested(u8, Vec<Part>),
}

fn part() -> impl Strategy<Value = Part> {
    let int_tag = prop::sample::select(b"_abkz".to_vec());
    let span_tag = prop::sample::select(b"AIRSZ".to_vec());
    let leaf = prop_oneof![
        (int_tag, any::<i32>()).prop_map(|(t, v)| Part::Int(t, v)),
        (span_tag.clone(), prop::collection::vec(any::<u8>(), 0..12))
            .prop_map(|(t, b)| Part::Bytes(t, b)),
    ];
    leaf.prop_recursive(4, 32, 5, move |inner| {
        (span_tag.clone(), prop::collection::vec(inner, 0..5))
            .prop_map(|(t, parts)| Part::Nested(t, parts))
    })
}

fn build(parts: &[Part], b: &mut SignatureBuilder) {
    for part in parts {
        match part {
            Part::Int(tag, v) => {
                b.integer(IntegerTag::new(*tag).unwrap(), *v);
            }
            Part::Bytes(tag, bytes) => {
                b.span(SpanTag::new(*tag).unwrap(), bytes);
            }
            Part::Nested(tag, inner) => {
                b.span_with(SpanTag::new(*tag).unwrap(), |b| build(inner, b));
            }
        }
    }
}

/// Checks that `components` decode `parts`, reading nested parts as nested spans.
fn check(parts: &[Part], components: Components<'_>) -> Result<(), TestCaseError> {
    let decoded: Vec<Component<'_>> = components
        .collect::<Result<_, _>>()
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(decoded.len(), parts.len());
    for (part, component) in parts.iter().zip(decoded) {
        match (part, component) {
            (Part::Int(tag, v), Component::Integer { tag: t, value, .. }) => {
                prop_assert_eq!(*tag, t.byte());
                prop_assert_eq!(*v, value);
            }
            (Part::Bytes(tag, bytes), Component::Span { tag: t, span, .. }) => {
                prop_assert_eq!(*tag, t.byte());
                prop_assert_eq!(&bytes[..], span.bytes());
            }
            (Part::Nested(tag, inner), Component::Span { tag: t, span, .. }) => {
                prop_assert_eq!(*tag, t.byte());
                check(inner, span.components())?;
            }
            (part, component) => prop_assert!(false, "{part:?} decoded as {component:?}"),
        }
    }
    Ok(())
}

/// Runs every parser over `bytes`; they may fail but must not panic.
fn parse_everything(bytes: &[u8]) {
    for component in Components::new(bytes) {
        if let Ok(Component::Span { span, .. }) = component {
            span.components().for_each(drop);
        }
    }
    let _ = RawSignature::parse(bytes).map(|s| s.to_string());
    let _ = SipSignature::parse(bytes).map(|s| (s.encode(), s.inputs_text()));
    let _ = render_inputs(bytes);
    let _ = render_results(bytes);
    let text = String::from_utf8_lossy(bytes);
    let _ = AbiRecords::parse(&text).map(|r| (r.to_json(), r.to_string()));
    let _ = MlirType::parse(&text).map(|t| (t.to_string(), t.raw_type(), t.type_record()));
    let _ = sigil_abi::decode(&text).map(|d| d.to_string());
    let _ = parse_mlir_string(&text);
    let _ = sigil_abi::sip_tree::parse_index_path(&text);
}

fn mutate(mut bytes: Vec<u8>, edits: &[(usize, u8, u8)]) -> Vec<u8> {
    for &(at, byte, op) in edits {
        if bytes.is_empty() {
            bytes.push(byte);
            continue;
        }
        let at = at % bytes.len();
        match op % 3 {
            0 => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            _ => {
                bytes.remove(at);
            }
        }
    }
    bytes
}

fn edits() -> impl Strategy<Value = Vec<(usize, u8, u8)>> {
    let interesting = prop_oneof![
        any::<u8>(),
        prop::sample::select(b"!_-0123456789IRSDKkBtdOU[]{}\",:n".to_vec()),
    ];
    prop::collection::vec((any::<usize>(), interesting, any::<u8>()), 1..4)
}

// ---------------------------------------------------------------------------------------------
// Round trips

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn mangled_components_parse_back(parts in prop::collection::vec(part(), 0..6)) {
        let mut b = SignatureBuilder::new();
        build(&parts, &mut b);
        check(&parts, Components::new(b.as_bytes()))?;
    }

    #[test]
    fn sip_tree_mangles_then_parses_to_the_same_tree(inputs in prop::option::of(sip_node()), results in prop::option::of(sip_node())) {
        let sig = SipSignature { inputs, results };
        let text = sig.encode();
        let parsed = SipSignature::parse(text.as_bytes()).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(&parsed, &sig);
        prop_assert_eq!(parsed.encode(), text.clone());
        prop_assert_eq!(render_inputs(text.as_bytes()).unwrap(), sig.inputs_text());
    }

    #[test]
    fn sip_leaves_rebuild_the_tree(node in sip_node()) {
        // A tree without empty structs is exactly what its leaves describe.
        fn has_empty(node: &SipNode) -> bool {
            match node {
                SipNode::Leaf(_) => false,
                SipNode::Sequence(items) => items.is_empty() || items.iter().any(|(_, c)| has_empty(c)),
                SipNode::Dict(items) => items.is_empty() || items.iter().any(|(_, c)| has_empty(c)),
            }
        }
        prop_assume!(!has_empty(&node));
        let leaves = node.leaves();
        prop_assert_eq!(SipNode::from_paths(&leaves).unwrap(), Some(node));
    }

    #[test]
    fn sip_mangler_accepts_or_names_a_conflict(pairs in prop::collection::vec((-1..8i64, prop::collection::vec(path_key(), 0..4)), 0..8)) {
        match SipNode::from_paths(&pairs) {
            Ok(None) => prop_assert!(pairs.is_empty()),
            Ok(Some(node)) => {
                let mut expected = pairs.clone();
                expected.sort_by(|a, b| a.1.cmp(&b.1));
                prop_assert_eq!(node.leaves(), expected);
                let sig = SipSignature { inputs: Some(node), results: None };
                prop_assert_eq!(SipSignature::parse(sig.encode().as_bytes()).unwrap(), sig);
            }
            Err(err) => prop_assert!(!err.to_string().is_empty()),
        }
    }

    #[test]
    fn sip_mangler_ignores_pair_order(pairs in prop::collection::vec((0..8i64, prop::collection::vec(path_key(), 0..3)), 0..6)) {
        let mut reversed = pairs.clone();
        reversed.reverse();
        let forward = SipNode::from_paths(&pairs);
        let backward = SipNode::from_paths(&reversed);
        prop_assert_eq!(forward.is_ok(), backward.is_ok());
        if let (Ok(a), Ok(b)) = (forward, backward) {
            prop_assert_eq!(a, b);
        }
    }

    #[test]
    fn nested_values_flatten_and_unflatten(node in sip_node()) {
        // Relabel the leaves 0..n so the raw list is dense.
        fn relabel(node: &SipNode, next: &mut i32) -> SipNode {
            match node {
                SipNode::Leaf(_) => { *next += 1; SipNode::Leaf(*next - 1) }
                SipNode::Sequence(items) => SipNode::Sequence(items.iter().map(|(k, c)| (*k, relabel(c, next))).collect()),
                SipNode::Dict(items) => SipNode::Dict(items.iter().map(|(k, c)| (k.clone(), relabel(c, next))).collect()),
            }
        }
        let node = relabel(&node, &mut 0);
        let flat: Vec<usize> = (0..node.leaf_count()).map(|i| i * 10).collect();
        let value: Nested<usize> = node.unflatten(&flat).unwrap();
        prop_assert_eq!(node.flatten(&value).unwrap(), flat);
    }

    #[test]
    fn raw_signatures_round_trip(inputs in prop::collection::vec(raw_type(), 0..5), results in prop::collection::vec(raw_type(), 0..5)) {
        let sig = RawSignature { inputs, results };
        let text = sig.encode();
        prop_assert_eq!(RawSignature::parse(text.as_bytes()).unwrap(), sig);
    }

    #[test]
    fn json_records_round_trip_and_match_serde_json(records in abi_records()) {
        let json = records.to_json();
        let parsed = AbiRecords::parse(&json).map_err(|e| TestCaseError::fail(format!("{json}: {e}")))?;
        prop_assert_eq!(&parsed, &records);
        // serde_json keeps object keys sorted and writes compactly: the same bytes.
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(serde_json::to_string(&value).unwrap(), json.clone());
        // Pretty-printed JSON is the same document.
        let pretty = serde_json::to_string_pretty(&value).unwrap();
        prop_assert_eq!(AbiRecords::parse(&pretty).unwrap(), records);
    }

    #[test]
    fn mlir_types_print_and_parse_back(ty in mlir_type()) {
        let text = ty.to_string();
        prop_assert_eq!(MlirType::parse(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?, ty.clone());
        prop_assert!(ty.type_record().is_ok());
        let _ = ty.raw_type();
    }

    #[test]
    fn mlir_strings_round_trip(s in any::<String>()) {
        prop_assert_eq!(parse_mlir_string(&escape_mlir_string(&s)), Some(s));
    }
}

// ---------------------------------------------------------------------------------------------
// Hostile input

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        parse_everything(&bytes);
    }

    #[test]
    fn signature_alphabet_never_panics(bytes in prop::collection::vec(prop::sample::select(b"IRSDKkBOUtd_!-0123456789".to_vec()), 0..40)) {
        parse_everything(&bytes);
    }

    #[test]
    fn mutated_sip_signatures_never_panic(sig in sip_node(), edits in edits()) {
        let text = SipSignature { inputs: Some(sig), results: None }.encode();
        parse_everything(&mutate(text.into_bytes(), &edits));
    }

    #[test]
    fn mutated_raw_signatures_never_panic(inputs in prop::collection::vec(raw_type(), 0..4), edits in edits()) {
        let text = RawSignature { inputs, results: vec![] }.encode();
        parse_everything(&mutate(text.into_bytes(), &edits));
    }

    #[test]
    fn mutated_json_never_panics_and_is_never_wrongly_accepted(records in abi_records(), edits in edits()) {
        let bytes = mutate(records.to_json().into_bytes(), &edits);
        parse_everything(&bytes);
        if let Ok(text) = std::str::from_utf8(&bytes) {
            if AbiRecords::parse(text).is_ok() {
                prop_assert!(serde_json::from_str::<serde_json::Value>(text).is_ok(), "accepted invalid JSON: {text}");
            }
        }
    }

    #[test]
    fn mutated_mlir_types_never_panic(ty in mlir_type(), edits in edits()) {
        parse_everything(&mutate(ty.to_string().into_bytes(), &edits));
    }
}
