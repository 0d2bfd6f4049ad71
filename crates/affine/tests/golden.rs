//! Golden tests: expectations captured from `mlir-opt-22` (MLIR 22.1), so
//! the exact printing and error reporting are checked without MLIR
//! installed.  Each case is the attribute line
//! `"t.op"() {m = affine_map<BODY>} : () -> ()` (or `affine_set`); printed
//! forms are what MLIR wrote in its `#map = ...` alias, errors are
//! (byte offset in that line, message) for every `error:` MLIR emitted.

use sigil_affine::{parse_affine_map_at, parse_integer_set_at};

fn line(kind: &str, body: &str) -> (String, usize) {
    let prefix = format!("\"t.op\"() {{m = {kind}<");
    (format!("{prefix}{body}>}} : () -> ()\n"), prefix.len())
}

fn run(kind: &str, body: &str) -> Result<String, Vec<(usize, String)>> {
    let (text, start) = line(kind, body);
    let result = if kind == "affine_map" {
        parse_affine_map_at(&text, start).map(|(m, _)| format!("affine_map<{m}>"))
    } else {
        parse_integer_set_at(&text, start).map(|(s, _)| format!("affine_set<{s}>"))
    };
    result.map_err(|e| {
        e.diagnostics()
            .into_iter()
            .map(|d| (d.offset, d.message))
            .collect()
    })
}

/// (kind, body, what mlir-opt-22 printed)
const PRINTED: &[(&str, &str, &str)] = &[
    (
        "affine_map",
        r##"(d0, d1) -> (2 + d0 - d1 * 3, (d0 floordiv 4) mod 2)"##,
        r##"affine_map<(d0, d1) -> (d0 - d1 * 3 + 2, (d0 floordiv 4) mod 2)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[s0] -> (d0 * s0, s0 * d0, -d0, d0 - 1, 1 - d0, -(d0*s0), d0 * -2 + 3, (d0 + s0) * 2)"##,
        r##"affine_map<(d0)[s0] -> (d0 * s0, d0 * s0, -d0, d0 - 1, -d0 + 1, -(d0 * s0), d0 * -2 + 3, (d0 + s0) * 2)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> (d0)"##,
        r##"affine_map<(d0) -> (d0)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[s0] -> (d0 + s0 + 1 + d0 * 3)"##,
        r##"affine_map<(d0)[s0] -> (d0 + s0 + d0 * 3 + 1)>"##,
    ),
    (
        "affine_set",
        r##"(d0)[s0] : (d0 - s0 >= 0, d0 == 0)"##,
        r##"affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>"##,
    ),
    (
        "affine_map",
        r##"(i, j)[N] -> (i + N, j)"##,
        r##"affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>"##,
    ),
    (
        "affine_map",
        r##"() -> (9223372036854775807 + 1)"##,
        r##"affine_map<() -> (9223372036854775807 + 1)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 - 9223372036854775807 - 1)"##,
        r##"affine_map<(d0) -> (d0 - -9223372036854775808)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 * (-9223372036854775807 - 1) + d0)"##,
        r##"affine_map<(d0) -> (d0 * -9223372036854775807)>"##,
    ),
    (
        "affine_set",
        r##"(d0) : ()"##,
        r##"affine_set<(d0) : (0 == 0)>"##,
    ),
    ("affine_map", r##"() -> ()"##, r##"affine_map<() -> ()>"##),
    (
        "affine_map",
        r##"(d0)[s0] -> ()"##,
        r##"affine_map<(d0)[s0] -> ()>"##,
    ),
    (
        "affine_map",
        r##"()[s0] -> (s0)"##,
        r##"affine_map<()[s0] -> (s0)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> ((-9223372036854775807-1) floordiv 3, (-9223372036854775807-1) ceildiv 3, (-9223372036854775807-1) mod 3, 5 floordiv -2, 5 mod 0, d0 floordiv 0, d0 mod -3)"##,
        r##"affine_map<(d0) -> (-3074457345618258603, -3074457345618258602, 1, -3, 5 mod 0, d0 floordiv 0, d0 mod -3)>"##,
    ),
    (
        "affine_map",
        r##"() -> (9223372036854775807 * 2, 4611686018427387904 * 2, 3 * 9223372036854775807, (-9223372036854775807 - 1) * -1, (-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) ceildiv -1, -(-9223372036854775807 - 1))"##,
        r##"affine_map<() -> (9223372036854775807 * 2, 4611686018427387904 * 2, 3 * 9223372036854775807, --9223372036854775808, -9223372036854775808 floordiv -1, -9223372036854775808 ceildiv -1, --9223372036854775808)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 + 9223372036854775807 + 1, (d0 * 9223372036854775807) * 2, d0 * 4611686018427387904 * 2, d0 * 9223372036854775807 + d0 * 1, d0 * 9223372036854775807 + d0)"##,
        r##"affine_map<(d0) -> (d0 - -9223372036854775808, d0 * -2, d0 * -9223372036854775808, d0 * -9223372036854775808, d0 * -9223372036854775808)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[s0] -> (d0 + (d0 floordiv -4) * 4, d0 - (d0 floordiv 4) * 4, d0 - (d0 floordiv s0) * s0, d0 + ((d0 floordiv 4) floordiv -4), s0 + d0 - (d0 floordiv 4) * 4, d0 + s0 - (d0 floordiv 4) * 4)"##,
        r##"affine_map<(d0)[s0] -> (d0 + (d0 floordiv -4) * 4, d0 mod 4, d0 mod s0, d0 + (d0 floordiv 4) floordiv -4, d0 + (d0 floordiv 4) * -4 + s0, d0 + (d0 floordiv 4) * -4 + s0)>"##,
    ),
    (
        "affine_map",
        r##"(d0, d1)[s0] -> (d0 - (d1 floordiv 4) * 4, d0 - d1 * 4, d0 - (d1 mod 4) * 4, d0 - (d1 + s0) * 4, d0 - (d1 * s0) * 4, d0 - (d1 floordiv 4), d0 - (d1 + 1), d0 - (d1 mod 3) * 5)"##,
        r##"affine_map<(d0, d1)[s0] -> (d0 - (d1 floordiv 4) * 4, d0 - d1 * 4, d0 - (d1 mod 4) * 4, d0 - (d1 + s0) * 4, d0 - (d1 * s0) * 4, d0 - d1 floordiv 4, d0 - (d1 + 1), d0 - (d1 mod 3) * 5)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[s0] -> (d0 + s0 + (d0 floordiv 4) * -4, (d0 + s0) + d0 * 3, (d0 + s0) + d0, (d0 + s0) + (d0 mod 4), (d0 + s0) + (d0 floordiv 4))"##,
        r##"affine_map<(d0)[s0] -> (d0 + (d0 floordiv 4) * -4 + s0, d0 + s0 + d0 * 3, d0 + s0 + d0, d0 + s0 + d0 mod 4, d0 + s0 + d0 floordiv 4)>"##,
    ),
    (
        "affine_map",
        r##"(d0, d1)[s0, s1] -> (d1 + d0, s1 + s0, s0 * s1, s1 * s0, d1 + s0, s0 + d1, (d1 + d0) + 1, d1 * 2 + d0, d1 + d0 * 2, d0 floordiv 2 + d1, d1 + d0 floordiv 2, s1 * d0 * s0)"##,
        r##"affine_map<(d0, d1)[s0, s1] -> (d0 + d1, s0 + s1, s0 * s1, s0 * s1, d1 + s0, d1 + s0, d0 + d1 + 1, d1 * 2 + d0, d1 + d0 * 2, d0 floordiv 2 + d1, d1 + d0 floordiv 2, (d0 * s1) * s0)>"##,
    ),
    (
        "affine_map",
        r##"(d0, d1)[s0] -> (d0 + s0 + (d1 floordiv 4) * -4, d0 + d1 + (d0 floordiv 4) * -4, d1 + d0 + (d1 floordiv 4) * -4, d0 * 2 + d1 + (d1 floordiv 4) * -4, d0 + s0 + (d0 floordiv 4) * -3, d0 + s0 + (d0 floordiv 4) * 4, d0 + s0 + (d0 ceildiv 4) * -4, d0 + s0 + d0 * -4, d0 * 3 + s0 + (d0 floordiv 4) * -4, d0 + s0 + d1 * -4)"##,
        r##"affine_map<(d0, d1)[s0] -> (d0 + (d1 floordiv 4) * -4 + s0, d0 + d1 - (d0 floordiv 4) * 4, d0 + d1 mod 4, d0 * 2 + d1 mod 4, d0 + (d0 floordiv 4) * -3 + s0, d0 + (d0 floordiv 4) * 4 + s0, d0 + s0 - (d0 ceildiv 4) * 4, d0 + s0 - d0 * 4, d0 * 3 + (d0 floordiv 4) * -4 + s0, d0 + s0 - d1 * 4)>"##,
    ),
    (
        "affine_map",
        r##"(d0, d1)[s0] -> (d0 - (d1 floordiv 4) * 4 - (d0 floordiv 4) * 4, d0 + 5 - (d0 floordiv 4) * 4,  d0 + d1 * 3 + (d1 floordiv 2) * 7)"##,
        r##"affine_map<(d0, d1)[s0] -> (d0 - (d1 floordiv 4) * 4 - (d0 floordiv 4) * 4, d0 mod 4 + 5, d0 + d1 * 3 + (d1 floordiv 2) * 7)>"##,
    ),
    (
        "affine_map",
        r##"(d0, d1)[s0, s1] -> (d0 + s0 + (d0 floordiv s1) * 4, d0 + s0 + (d0 floordiv 4) * s1, d0 + s0 + (d0 floordiv -4) * 4, (d0 + s0) + (d0 floordiv s1) * s1 * -1, d0 + s1 - (d0 floordiv s1) * s1, d0 + (s1 + (s1 floordiv 4) * -4))"##,
        r##"affine_map<(d0, d1)[s0, s1] -> (d0 + (d0 floordiv s1) * 4 + s0, d0 + (d0 floordiv 4) * s1 + s0, d0 + (d0 floordiv -4) * 4 + s0, d0 + s0 - (d0 floordiv s1) * s1, d0 + s1 - (d0 floordiv s1) * s1, d0 + s1 mod 4)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[s0, s1] -> (s0 floordiv s0, s0 mod s0, s0 ceildiv s0, d0 floordiv s0, (d0 * s0) floordiv s0, (d0 * s0) mod s0, d0 mod 1, d0 floordiv 1, d0 ceildiv -1, d0 floordiv -1, (d0 * 4) floordiv -2, (d0 * 4 + d0 * 3) floordiv 2, (d0 * 4 + 3) floordiv -2, (d0 + 4) mod -2)"##,
        r##"affine_map<(d0)[s0, s1] -> (s0 floordiv s0, s0 mod s0, s0 ceildiv s0, d0 floordiv s0, (d0 * s0) floordiv s0, (d0 * s0) mod s0, 0, d0, d0 ceildiv -1, d0 floordiv -1, d0 * -2, (d0 * 7) floordiv 2, d0 * -2 - 2, (d0 + 4) mod -2)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[s0] -> ((d0 + s0) - ((d0 + s0) floordiv 4) * 4)"##,
        r##"affine_map<(d0)[s0] -> ((d0 + s0) mod 4)>"##,
    ),
    (
        "affine_map",
        r##"(d0, d1)[s0] -> (d1 + d0 + 2, d0 + 2 + d0, (d0 * 2) * s0, s0 * (d0 * 2), (d0 * 2 + 1) * 3, 4 * (d0 + 1), d0 * 0, s0 * 0 + d0, (d0 + 1) * -1 + 1)"##,
        r##"affine_map<(d0, d1)[s0] -> (d0 + d1 + 2, d0 * 2 + 2, (d0 * s0) * 2, (d0 * s0) * 2, (d0 * 2 + 1) * 3, (d0 + 1) * 4, 0, d0, -(d0 + 1) + 1)>"##,
    ),
    (
        "affine_map",
        r##"(floordiv, mod) -> (floordiv mod 3, mod floordiv 2)"##,
        r##"affine_map<(d0, d1) -> (d0 mod 3, d1 floordiv 2)>"##,
    ),
    (
        "affine_map",
        r##"(i32, si8, index, f32, true) -> (i32 + si8 + index + f32 + true)"##,
        r##"affine_map<(d0, d1, d2, d3, d4) -> (d0 + d1 + d2 + d3 + d4)>"##,
    ),
    (
        "affine_map",
        r##"(a.b, x$, _y) -> (a.b + x$ + _y)"##,
        r##"affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[] -> (d0 + 0x10)"##,
        r##"affine_map<(d0) -> (d0 + 16)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 - -3, - - d0, -(d0 + 1), 3 - d0 * -2)"##,
        r##"affine_map<(d0) -> (d0 + 3, d0, -(d0 + 1), d0 * 2 + 3)>"##,
    ),
    (
        "affine_set",
        r##"(d0, d1)[s0] : (d0 <= s0, d1 >= 2, d0 + d1 == s0 * 4, d0 >  = 0)"##,
        r##"affine_set<(d0, d1)[s0] : (-d0 + s0 >= 0, d1 - 2 >= 0, d0 + d1 - s0 * 4 == 0, d0 >= 0)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> ((d0 mod 4) mod 2, (d0 mod 6) mod 4, (d0 * 6 + 3) mod 3, (d0 * 6 + d0 + 1) mod 2, (d0 * 4 + 1) floordiv 2, (d0 * 128) floordiv 64, (d0 * 128) ceildiv 64, (d0 * 6) mod 4)"##,
        r##"affine_map<(d0) -> (d0 mod 2, (d0 mod 6) mod 4, 0, (d0 * 7 + 1) mod 2, d0 * 2, d0 * 2, d0 * 2, (d0 * 6) mod 4)>"##,
    ),
    (
        "affine_map",
        r##"(d0, d1) -> ((d0 * 4 + d1 * 8) floordiv 4, (d0 * 4 + d1) floordiv 4, (d0 + d1 * 8) mod 4, (d0 floordiv 2) * 2 + d0 mod 2, d0 * 2 + d0 * 3, d0 * 2 - d0 * 2)"##,
        r##"affine_map<(d0, d1) -> (d0 + d1 * 2, d0 + d1 floordiv 4, d0 mod 4, (d0 floordiv 2) * 2 + d0 mod 2, d0 * 5, 0)>"##,
    ),
    (
        "affine_map",
        r##"(d0)[s0] -> (-(d0 floordiv 4), -((d0 + s0) * s0), (-d0) floordiv 4, -(d0 mod 3) * 2, d0 - (d0 + s0), d0 - (d0 + s0) * 2, d0 * -1 * -1)"##,
        r##"affine_map<(d0)[s0] -> (-(d0 floordiv 4), -((d0 + s0) * s0), (-d0) floordiv 4, (d0 mod 3) * -2, d0 - (d0 + s0), d0 - (d0 + s0) * 2, d0)>"##,
    ),
    (
        "affine_map",
        r##"(d0) -> ((d0 * -9223372036854775807) floordiv 2, d0 - 9223372036854775807, d0 * -9223372036854775807 + 5)"##,
        r##"affine_map<(d0) -> ((d0 * -9223372036854775807) floordiv 2, d0 - 9223372036854775807, d0 * -9223372036854775807 + 5)>"##,
    ),
    (
        "affine_map",
        r##"(
   d0, // first
   d1)
 -> (d0 + d1)"##,
        r##"affine_map<(d0, d1) -> (d0 + d1)>"##,
    ),
    (
        "affine_map",
        r##"(s0)[d0] -> (s0 + d0, d0 * s0)"##,
        r##"affine_map<(d0)[s0] -> (d0 + s0, d0 * s0)>"##,
    ),
];

/// (kind, body, every error mlir-opt-22 reported)
#[allow(clippy::type_complexity)]
const REJECTED: &[(&str, &str, &[(usize, &str)])] = &[
    (
        "affine_map",
        r##"(d0) -> (d0 * d0)"##,
        &[(
            37,
            r##"non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (d1)"##,
        &[(34, r##"use of undeclared identifier"##)],
    ),
    (
        "affine_map",
        r##"(d0) (d0)"##,
        &[(29, r##"expected '->' or ':'"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 floordiv d0)"##,
        &[(
            37,
            r##"non-affine expression: right operand of floordiv has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 mod d0)"##,
        &[(
            37,
            r##"non-affine expression: right operand of mod has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 ceildiv d0)"##,
        &[(
            37,
            r##"non-affine expression: right operand of ceildiv has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0, d0) -> (d0)"##,
        &[(30, r##"redefinition of identifier 'd0'"##)],
    ),
    (
        "affine_map",
        r##"(d0)[d0] -> (d0)"##,
        &[(30, r##"redefinition of identifier 'd0'"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (99999999999999999999)"##,
        &[(34, r##"constant too large for index"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (9223372036854775808)"##,
        &[(34, r##"constant too large for index"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (0x8000000000000000)"##,
        &[(34, r##"constant too large for index"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (0x10000000000000000)"##,
        &[(34, r##"constant too large for index"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 + )"##,
        &[(39, r##"missing right operand of binary operator"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (+ d0)"##,
        &[(34, r##"missing left operand of binary operator"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (* d0)"##,
        &[(34, r##"missing left operand of binary operator"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (())"##,
        &[(35, r##"no expression inside parentheses"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (-)"##,
        &[
            (35, r##"expected affine expression"##),
            (35, r##"missing operand of negation"##),
        ],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 d0)"##,
        &[(36, r##"expected ')' in affine map range"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0,)"##,
        &[(37, r##"expected affine expression"##)],
    ),
    (
        "affine_map",
        r##"(d0 -> (d0)"##,
        &[(28, r##"expected ')' in dimensional identifier list"##)],
    ),
    (
        "affine_map",
        r##"(d0)[s0 -> (d0)"##,
        &[(32, r##"expected ']' in symbol list"##)],
    ),
    (
        "affine_map",
        r##"(1) -> (d0)"##,
        &[(26, r##"expected bare identifier"##)],
    ),
    (
        "affine_map",
        r##"(d0)[s0] : (d0 >= 0)"##,
        &[(25, r##"expected AffineMap, but got IntegerSet"##)],
    ),
    (
        "affine_set",
        r##"(d0)[s0] -> (d0)"##,
        &[(25, r##"expected IntegerSet, but got AffineMap"##)],
    ),
    (
        "affine_set",
        r##"(d0) : (d0 > 0)"##,
        &[(
            38,
            r##"expected '== affine-expr' or '>= affine-expr' at end of affine constraint"##,
        )],
    ),
    (
        "affine_set",
        r##"(d0) : (d0)"##,
        &[(
            35,
            r##"expected '== affine-expr' or '>= affine-expr' at end of affine constraint"##,
        )],
    ),
    (
        "affine_set",
        r##"(d0) : (d0 = 0)"##,
        &[(
            38,
            r##"expected '== affine-expr' or '>= affine-expr' at end of affine constraint"##,
        )],
    ),
    (
        "affine_set",
        r##"(d0) : (d0 =< 0)"##,
        &[(
            37,
            r##"expected '== affine-expr' or '>= affine-expr' at end of affine constraint"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 @ 1)"##,
        &[(38, r##"@ identifier expected to start with letter or '_'"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (#x)"##,
        &[(34, r##"expected affine expression"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (1.5)"##,
        &[(34, r##"expected affine expression"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (%x)"##,
        &[(34, r##"unexpected ssa identifier"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (symbol(%x))"##,
        &[(41, r##"unexpected ssa identifier"##)],
    ),
    (
        "affine_map",
        r##"(symbol) -> (symbol)"##,
        &[(44, r##"expected '(' at start of SSA symbol"##)],
    ),
    (
        "affine_map",
        r##""##,
        &[(25, r##"expected '(' in dimensional identifier list"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 floordiv)"##,
        &[(45, r##"missing right operand of binary operator"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (- * d0)"##,
        &[
            (36, r##"missing left operand of binary operator"##),
            (36, r##"missing operand of negation"##),
        ],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 * * d0)"##,
        &[(39, r##"missing right operand of binary operator"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 * d0 * 2)"##,
        &[(
            42,
            r##"non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (2 * d0 * d0 + 1)"##,
        &[(
            41,
            r##"non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 + d0 * d0 * 3)"##,
        &[(
            47,
            r##"non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (-(d1))"##,
        &[
            (36, r##"use of undeclared identifier"##),
            (36, r##"missing operand of negation"##),
        ],
    ),
    (
        "affine_map",
        r##"(d0) -> (- - )"##,
        &[
            (38, r##"expected affine expression"##),
            (38, r##"missing operand of negation"##),
            (38, r##"missing operand of negation"##),
        ],
    ),
    (
        "affine_map",
        r##"(d0) -> (- - - 99999999999999999999)"##,
        &[
            (40, r##"constant too large for index"##),
            (40, r##"missing operand of negation"##),
            (40, r##"missing operand of negation"##),
            (40, r##"missing operand of negation"##),
        ],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 / 2)"##,
        &[(36, r##"expected ')' in affine map range"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 \ 2)"##,
        &[(37, r##"unexpected character"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 . 2)"##,
        &[(38, r##"expected three consecutive dots for an ellipsis"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> ("abc)"##,
        &[(52, r##"expected '"' in string literal"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> ("a\qb")"##,
        &[(36, r##"unknown escape in string literal"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 + %)"##,
        &[(39, r##"invalid SSA name"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> ((d0 + 1)"##,
        &[(42, r##"expected ')' in affine map range"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 mod (d0 + 1))"##,
        &[(
            37,
            r##"non-affine expression: right operand of mod has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 mod
  d0)"##,
        &[(
            37,
            r##"non-affine expression: right operand of mod has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 +
  // comment
  )"##,
        &[(54, r##"missing right operand of binary operator"##)],
    ),
    (
        "affine_map",
        r##"(d0) ->
  (d1)"##,
        &[(36, r##"use of undeclared identifier"##)],
    ),
    (
        "affine_set",
        r##"(d0) : (d0 >= 0,)"##,
        &[(41, r##"expected affine expression"##)],
    ),
    (
        "affine_set",
        r##"(d0) : (d0 >= d0 * d0)"##,
        &[(
            42,
            r##"non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"##,
        )],
    ),
    (
        "affine_map",
        r##"(d0) -> (é)"##,
        &[(34, r##"unexpected character"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 // c
  d1)"##,
        &[(36, r##"expected ')' in affine map range"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 // c
  // d
	  x)"##,
        &[(36, r##"expected ')' in affine map range"##)],
    ),
    (
        "affine_map",
        r##"(d0)
   (d0)"##,
        &[(29, r##"expected '->' or ':'"##)],
    ),
    (
        "affine_map",
        r##"(d0)
   // only a comment
   [s0) -> (d0)"##,
        &[(57, r##"expected ']' in symbol list"##)],
    ),
    (
        "affine_set",
        r##"(d0) : (d0 >= 0
 d0 == 0)"##,
        &[(40, r##"expected ')' in integer set constraint list"##)],
    ),
    (
        "affine_map",
        r##"(d0) -> (d0 + d1 // x
)"##,
        &[(38, r##"use of undeclared identifier"##)],
    ),
];

#[test]
fn prints_like_mlir_opt() {
    let mut bad = vec![];
    for &(kind, body, expected) in PRINTED {
        match run(kind, body) {
            Ok(got) if got == expected => {}
            other => bad.push(format!(
                "{kind}<{body}>\n  want {expected}\n  got  {other:?}"
            )),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn rejects_like_mlir_opt() {
    let mut bad = vec![];
    for &(kind, body, expected) in REJECTED {
        let want: Vec<(usize, String)> =
            expected.iter().map(|&(o, m)| (o, m.to_string())).collect();
        match run(kind, body) {
            Err(got) if got == want => {}
            other => bad.push(format!("{kind}<{body}>\n  want {want:?}\n  got  {other:?}")),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
