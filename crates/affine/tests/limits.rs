//! Adversarial sizes: deep nesting, long chains, huge constants.  MLIR
//! recurses on all of these and eventually overflows its stack; this crate
//! must answer (a value or an error) without panicking, on the default
//! 2 MiB test-thread stack and in debug builds.

use sigil_affine::{
    parse_affine_map, parse_integer_set, write_affine_map, AffineExpr, MAX_NESTING,
};

#[test]
fn hundred_thousand_nested_parentheses_is_an_error() {
    let n = 100_000;
    let text = format!("(d0) -> ({}d0{})", "(".repeat(n), ")".repeat(n));
    let err = parse_affine_map(&text).unwrap_err();
    assert!(err.message.contains("nested too deeply"), "{err}");
    assert_eq!(err.offset, 9 + MAX_NESTING as usize);
}

#[test]
fn hundred_thousand_negations_is_an_error() {
    let text = format!("(d0) -> ({}d0)", "-".repeat(100_000));
    let err = parse_affine_map(&text).unwrap_err();
    assert!(err.message.contains("nested too deeply"), "{err}");
    // MLIR adds "missing operand of negation" for every enclosing minus.
    assert_eq!(err.also.len(), MAX_NESTING as usize);
}

#[test]
fn nesting_up_to_the_limit_is_accepted() {
    let n = MAX_NESTING as usize;
    let text = format!("(d0) -> ({}d0{})", "(".repeat(n), ")".repeat(n));
    let map = parse_affine_map(&text).unwrap();
    assert_eq!(map.to_string(), "(d0) -> (d0)");

    // Nesting that builds a deep tree: ((((d0 * 2 + 1) * 2 + 1) ...).
    let mut e = "d0".to_string();
    for _ in 0..n - 1 {
        e = format!("({e}) floordiv 2 + 1");
    }
    let map = parse_affine_map(&format!("(d0) -> ({e})")).unwrap();
    let mut out = String::new();
    write_affine_map(&map, &mut out);
    assert!(out.starts_with("(d0) -> (((((("));
}

#[test]
fn long_sums_and_products_are_linear_and_flat() {
    let n = 100_000;
    let terms: Vec<String> = (0..n).map(|i| format!("d{}", i % 7)).collect();
    let dims: Vec<String> = (0..7).map(|i| format!("d{i}")).collect();
    let text = format!("({}) -> ({})", dims.join(", "), terms.join(" - "));
    let map = parse_affine_map(&text).unwrap();
    // A left-deep tree with 100k levels prints without recursion.
    let s = map.to_string();
    assert!(s.len() > 100_000);
    assert!(matches!(map.result(0), AffineExpr::Add(..)));

    let chain = format!("(d0) -> (d0{})", " floordiv 2".repeat(n));
    let map = parse_affine_map(&chain).unwrap();
    assert!(map.to_string().ends_with(") floordiv 2)"));

    let chain = format!("(d0)[s0] -> (d0{})", " * s0".repeat(n));
    assert!(parse_affine_map(&chain).is_ok());

    let eqs: Vec<String> = (0..20_000).map(|i| format!("d0 - {i} >= 0")).collect();
    let set = parse_integer_set(&format!("(d0) : ({})", eqs.join(", "))).unwrap();
    assert_eq!(set.num_constraints(), 20_000);
}

#[test]
fn recursive_rewrites_are_bounded() {
    // `(t1 + t2 + ... + tn) floordiv 4` distributes over the sum
    // recursively in MLIR (one level per term).
    let n = 50_000;
    let terms: Vec<String> = (0..n).map(|i| format!("d{} * 4", i % 2)).collect();
    let text = format!("(d0, d1) -> (({}) floordiv 4)", terms.join(" + "));
    match parse_affine_map(&text) {
        Ok(m) => panic!("expected an error, got {m}"),
        Err(e) => assert!(e.message.contains("too complex"), "{e}"),
    }
    // A shorter sum is simplified exactly as MLIR does.
    let text = "(d0, d1) -> ((d0 * 4 + d1 * 4 + d0 * 8) floordiv 4)";
    assert_eq!(
        parse_affine_map(text).unwrap().to_string(),
        "(d0, d1) -> (d0 + d1 + d0 * 2)"
    );
}

#[test]
fn big_and_odd_inputs() {
    let big = format!("(d0) -> ({})", "9".repeat(10_000));
    assert_eq!(
        parse_affine_map(&big).unwrap_err().message,
        "constant too large for index"
    );
    let dims: Vec<String> = (0..50_000).map(|i| format!("x{i}")).collect();
    let text = format!("({}) -> (x49999)", dims.join(", "));
    assert_eq!(
        parse_affine_map(&text).unwrap().result(0),
        AffineExpr::Dim(49_999)
    );
    assert!(parse_affine_map("\0(d0)\0 -> (d0)").is_ok());
    assert!(parse_affine_map("").is_err());
    assert!(parse_affine_map("(").is_err());
    assert!(parse_affine_map("(d0) -> (d0").is_err());
}
