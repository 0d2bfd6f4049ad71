//! The public API as the IR crate uses it: parsing inside a larger buffer,
//! building expressions directly, queries, interning, custom names.

use sigil_affine::{
    parse_affine_expr, parse_affine_map, parse_affine_map_at, parse_integer_set,
    parse_map_or_set_at, write_affine_expr, write_affine_expr_with, AffineExpr, AffineMap,
    ExprArena, IntegerSet, MapOrSet,
};
use std::collections::HashSet;

#[test]
fn parses_inside_a_buffer_and_reports_the_end() {
    let src = "#map = affine_map<(d0)[s0] -> (d0 + s0)> // tail";
    let start = src.find('<').unwrap() + 1;
    let (map, end) = parse_affine_map_at(src, start).unwrap();
    assert_eq!(&src[end..end + 1], ">");
    assert_eq!(map.to_string(), "(d0)[s0] -> (d0 + s0)");

    let src = "x = affine_set<(i) : (i >= 0)>";
    let (r, end) = parse_map_or_set_at(src, 15).unwrap();
    assert!(matches!(r, MapOrSet::Set(_)));
    assert_eq!(&src[end..], ">");

    // Errors are offsets into the whole buffer.
    let src = "foo affine_map<(d0) -> (d1)>";
    let err = parse_affine_map_at(src, 15).unwrap_err();
    assert_eq!(
        (err.offset, err.message.as_str()),
        (24, "use of undeclared identifier")
    );
}

#[test]
fn standalone_parsing_requires_the_whole_text() {
    let err = parse_affine_map("(d0) -> (d0) x").unwrap_err();
    assert_eq!(
        (err.offset, err.message.as_str()),
        (13, "encountered unexpected token")
    );
    let err = parse_affine_map("(d0) : (d0 >= 0)").unwrap_err();
    assert_eq!(err.message, "expected AffineMap, but got IntegerSet");
    let err = parse_integer_set("(d0) -> (d0)").unwrap_err();
    assert_eq!(err.message, "expected IntegerSet, but got AffineMap");
    assert!(parse_affine_map("  (d0) -> (d0) // trailing comment\n").is_ok());
    let err = parse_affine_map("(d0) -> (d0").unwrap_err();
    assert_eq!(err.message, "expected ')' in affine map range");
}

#[test]
fn builds_with_mlir_simplification() {
    let mut a = ExprArena::new();
    let d0 = a.dim(0);
    let d1 = a.dim(1);
    let two = a.constant(2);
    let t = a.add(two, d0); // 2 + d0 -> d0 + 2
    let m3 = a.mul_constant(d1, 3);
    let e = a.sub(t, m3); // d0 + 2 - d1 * 3 -> d0 + d1 * -3 + 2
    let q = a.floor_div_constant(d0, 4);
    let r = a.modulo_constant(q, 2);
    let map = AffineMap::new(2, 0, &a, &[e, r]);
    assert_eq!(
        map.to_string(),
        "(d0, d1) -> (d0 - d1 * 3 + 2, (d0 floordiv 4) mod 2)"
    );
    assert_eq!(
        map,
        parse_affine_map("(d0, d1) -> (2 + d0 - d1 * 3, (d0 floordiv 4) mod 2)").unwrap()
    );

    let mut out = String::new();
    write_affine_expr(&a, e, &mut out);
    assert_eq!(out, "d0 - d1 * 3 + 2");
    out.clear();
    write_affine_expr_with(&a, e, &mut out, &mut |pos, is_sym, out| {
        out.push_str(&format!("%{}{pos}", if is_sym { "s" } else { "arg" }));
    });
    assert_eq!(out, "%arg0 - %arg1 * 3 + 2");
}

#[test]
fn maps_intern_by_structure() {
    let texts = [
        "(d0, d1) -> (d0 + d1)",
        "(i, j) -> (j + i)",
        "(d0, d1) -> ((d0 + d1))",
        "(d0, d1) -> (d1 + d0 * 1 + 0)",
        "(d0, d1) -> (d0 - d1)",
    ];
    let set: HashSet<AffineMap> = texts.iter().map(|t| parse_affine_map(t).unwrap()).collect();
    assert_eq!(set.len(), 2);
}

#[test]
fn queries() {
    let id = parse_affine_map("(d0, d1)[s0] -> (d0, d1)").unwrap();
    assert!(id.is_identity());
    assert_eq!(
        (id.num_dims(), id.num_symbols(), id.num_inputs()),
        (2, 1, 3)
    );
    let perm = parse_affine_map("(d0, d1, d2) -> (d2, d0, d1)").unwrap();
    assert!(perm.is_permutation() && !perm.is_identity());
    let proj = parse_affine_map("(d0, d1, d2) -> (d2, 0)").unwrap();
    assert!(proj.is_projected_permutation(true));
    assert!(!proj.is_projected_permutation(false));
    let minor = parse_affine_map("(d0, d1, d2) -> (d1, d2)").unwrap();
    assert!(minor.is_minor_identity());
    let c = parse_affine_map("() -> (3, 4)").unwrap();
    assert_eq!(c.constant_results(), Some(vec![3, 4]));
    let semi = parse_affine_map("(d0)[s0] -> (d0 * s0)").unwrap();
    assert!(!semi.is_pure_affine());
    assert!(semi.is_function_of_symbol(0) && !semi.is_function_of_dim(1));
    assert!(matches!(semi.result(0), AffineExpr::Mul(..)));

    let empty: IntegerSet = parse_integer_set("(d0) : (1 == 0)").unwrap();
    assert!(empty.is_empty_integer_set());
    let trivial = parse_integer_set("(d0) : ()").unwrap();
    assert_eq!(trivial.to_string(), "(d0) : (0 == 0)");
}

#[test]
fn import_keeps_structure() {
    let map = parse_affine_map("(d0)[s0] -> (d0 + (s0 + 1) * 2, d0 floordiv 4)").unwrap();
    let mut a = ExprArena::new();
    let ids = map.import_into(&mut a);
    let back = AffineMap::new(map.num_dims(), map.num_symbols(), &a, &ids);
    assert_eq!(back, map);
    let e = a.add(ids[0], ids[1]);
    let mut s = String::new();
    write_affine_expr(&a, e, &mut s);
    assert_eq!(s, "d0 + (s0 + 1) * 2 + d0 floordiv 4");
}

#[test]
fn inline_expressions_with_names() {
    let (a, e) = parse_affine_expr("i * 2 + N - 1", &["i"], &["N"]).unwrap();
    let mut s = String::new();
    write_affine_expr(&a, e, &mut s);
    assert_eq!(s, "i * 2 + s0 - 1".replace('i', "d0"));
    let err = parse_affine_expr("i * j", &["i", "j"], &[]).unwrap_err();
    assert_eq!(err.offset, 2);
}
