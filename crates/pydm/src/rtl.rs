//! The runtime library (`pydmrtl$...`): Python's generic operations on
//! objects, for values whose type is only known at run time. It is written
//! in PyDM itself, so the lowering that compiles user code compiles it too
//! and both share one implementation of the numeric semantics: an
//! operation on two objects reads their type codes, promotes both to the
//! wider kind (bool < int < float, as Python does) by unboxing them as
//! that kind, and applies the typed PyDM op, which the lowering turns into
//! checked arithmetic. Ints are computed on as `integer<64>` unless one of
//! them is an `integer<*>` (type code 80, a Python int of any size): then
//! both are `integer<*>` (rank 2, between the fixed-width ints and the
//! reals). `int / int` divides exactly as `integer<*>`s (one rounding), and
//! an int compares with a float exactly (`2**53 + 1 != 2.0**53`).
//!
//! The text is made here from a few templates (one dispatch per kind, one
//! function per binary operation and comparison) rather than written out
//! thirty times; [`source`] is the whole library, parsed once per link and
//! lowered function by function as user code needs them.

use std::fmt::Write;

/// Type aliases the library is written with.
const HEADER: &str = r#"!o = !iree_pydm.object
!e = !iree_pydm.exception_result
!f = !iree_pydm.real<f64>
!i = !iree_pydm.integer<64>
!n = !iree_pydm.integer<*>
!c = !iree_pydm.integer<32>
!b = !iree_pydm.bool
"#;

/// Integer type codes the library reads (signed and unsigned, 8 to 64
/// bits) with their PyDM types.
const INTS: &[(i32, &str)] = &[
    (79, "!i"),
    (78, "!c"),
    (77, "!iree_pydm.integer<16>"),
    (76, "!iree_pydm.integer<8>"),
    (75, "!iree_pydm.integer<unsigned 64>"),
    (74, "!iree_pydm.integer<unsigned 32>"),
    (73, "!iree_pydm.integer<unsigned 16>"),
    (72, "!iree_pydm.integer<unsigned 8>"),
    (64, "!b"),
];
const REALS: &[(i32, &str)] = &[(91, "!f"), (90, "!iree_pydm.real<f32>")];
/// The type code of `integer<*>`.
const BIG: (i32, &str) = (80, "!n");

/// `@pydmrtl$as_<kind>(%o) -> (!e, T)`: the object's value converted to
/// `ty`, TypeError when its code is none of `cases`.
fn dispatch(out: &mut String, name: &str, ty: &str, zero: &str, cases: &[(i32, &str)]) {
    let _ = writeln!(
        out,
        "iree_pydm.func private @pydmrtl${name}(%o: !o) -> (!e, {ty}) {{\n  %code = get_type_code %o : !o -> !c\n  cf.br ^case0"
    );
    for (n, (code, src)) in cases.iter().enumerate() {
        let _ = writeln!(
            out,
            "^case{n}:\n  %k{n} = constant {code} : i64 -> !c\n  %is{n} = apply_compare \"eq\", %code, %k{n} : !c, !c\n  %p{n} = bool_to_pred %is{n}\n  cf.cond_br %p{n}, ^take{n}, ^case{}\n^take{n}:\n  %e{n}, %v{n} = unbox %o : !o -> {src}",
            n + 1
        );
        if *src == ty {
            let _ = writeln!(out, "  return %v{n} : {ty}");
        } else {
            let _ = writeln!(
                out,
                "  %w{n} = promote_numeric %v{n} : {src} -> {ty}\n  return %w{n} : {ty}"
            );
        }
    }
    let _ = writeln!(
        out,
        "^case{}:\n  %te = constant -9 : i64 -> !e\n  raise_on_failure %te : !e\n  %z = constant {zero} -> {ty}\n  return %z : {ty}\n}}",
        cases.len()
    );
}

/// `@pydmrtl$rank(%o) -> (!e, !c)`: 0 for a bool, 1 for a fixed-width
/// integer, 2 for an `integer<*>`, 3 for a real; TypeError for anything
/// else.
fn rank(out: &mut String) {
    out.push_str("iree_pydm.func private @pydmrtl$rank(%o: !o) -> (!e, !c) {\n  %code = get_type_code %o : !o -> !c\n  cf.br ^case0\n");
    let kinds: Vec<(i32, i32)> = INTS
        .iter()
        .map(|&(c, _)| (c, if c == 64 { 0 } else { 1 }))
        .chain([(BIG.0, 2)])
        .chain(REALS.iter().map(|&(c, _)| (c, 3)))
        .collect();
    for (n, (code, r)) in kinds.iter().enumerate() {
        let _ = writeln!(
            out,
            "^case{n}:\n  %k{n} = constant {code} : i64 -> !c\n  %is{n} = apply_compare \"eq\", %code, %k{n} : !c, !c\n  %p{n} = bool_to_pred %is{n}\n  cf.cond_br %p{n}, ^take{n}, ^case{}\n^take{n}:\n  %r{n} = constant {r} : i64 -> !c\n  return %r{n} : !c",
            n + 1
        );
    }
    // Anything else is no number: TypeError.
    let n = kinds.len();
    let _ = writeln!(
        out,
        "^case{n}:\n  %te = constant -9 : i64 -> !e\n  raise_on_failure %te : !e\n  %z = constant 0 : i64 -> !c\n  return %z : !c\n}}"
    );
}

/// The larger rank of two objects, raising TypeError for non-numbers.
const RANKS: &str = "  %ea, %ra = call @pydmrtl$rank(%a) : (!o) -> (!e, !c)
  raise_on_failure %ea : !e
  %eb, %rb = call @pydmrtl$rank(%b) : (!o) -> (!e, !c)
  raise_on_failure %eb : !e
  %gt = apply_compare \"gt\", %ra, %rb : !c, !c
  %rank = select %gt, %ra, %rb : !c
  %three = constant 3 : i64 -> !c
  %is_real = apply_compare \"eq\", %rank, %three : !c, !c
  %p_real = bool_to_pred %is_real
  %two = constant 2 : i64 -> !c
  %is_big = apply_compare \"eq\", %rank, %two : !c, !c
  %p_big = bool_to_pred %is_big
";

/// Both operands as `ty` (through `@pydmrtl$as_<kind>`), named `%x<kind>`
/// and `%y<kind>`.
fn operands_as(kind: &str, ty: &str) -> String {
    format!(
        "  %ex{kind}, %x{kind} = call @pydmrtl$as_{kind}(%a) : (!o) -> (!e, {ty})\n  raise_on_failure %ex{kind} : !e\n  %ey{kind}, %y{kind} = call @pydmrtl$as_{kind}(%b) : (!o) -> (!e, {ty})\n  raise_on_failure %ey{kind} : !e\n"
    )
}

/// `@pydmrtl$apply_binary_<op>(%a, %b) -> (!e, !o)`.
fn binary(out: &mut String, op: &str) {
    let _ = writeln!(
        out,
        "iree_pydm.func private @pydmrtl$apply_binary_{op}(%a: !o, %b: !o) -> (!e, !o) {{"
    );
    out.push_str(RANKS);
    let bitwise = matches!(op, "and" | "or" | "xor");
    if op == "truediv" {
        // int / int: the exact quotient rounded once (as integer<*>s).
        out.push_str("  cf.cond_br %p_real, ^real, ^big\n");
    } else if bitwise {
        // Two bools stay a bool.
        out.push_str("  %zero = constant 0 : i64 -> !c\n  %is_bool = apply_compare \"eq\", %rank, %zero : !c, !c\n  %p_bool = bool_to_pred %is_bool\n  cf.cond_br %p_bool, ^bool, ^num\n^bool:\n");
        out.push_str(&operands_as("bool", "!b"));
        let _ = writeln!(out, "  %rb0 = apply_binary \"{op}\", %xbool, %ybool : !b, !b -> !b\n  %ob0 = box %rb0 : !b -> !iree_pydm.object<!b>\n  %gb0 = static_info_cast %ob0 : !iree_pydm.object<!b> -> !o\n  return %gb0 : !o\n^num:");
        out.push_str("  cf.cond_br %p_real, ^real, ^ints\n");
    } else {
        out.push_str("  cf.cond_br %p_real, ^real, ^ints\n");
    }
    out.push_str("^real:\n");
    out.push_str(&operands_as("f64", "!f"));
    let _ = writeln!(out, "  %rr = apply_binary \"{op}\", %xf64, %yf64 : !f, !f -> !f\n  %or = box %rr : !f -> !iree_pydm.object<!f>\n  %gr = static_info_cast %or : !iree_pydm.object<!f> -> !o\n  return %gr : !o");
    out.push_str("^big:\n");
    out.push_str(&operands_as("big", "!n"));
    if op == "truediv" {
        let _ = writeln!(out, "  %rn = apply_binary \"{op}\", %xbig, %ybig : !n, !n -> !f\n  %on = box %rn : !f -> !iree_pydm.object<!f>\n  %gn = static_info_cast %on : !iree_pydm.object<!f> -> !o\n  return %gn : !o");
    } else {
        let _ = writeln!(out, "  %rn = apply_binary \"{op}\", %xbig, %ybig : !n, !n -> !n\n  %on = box %rn : !n -> !iree_pydm.object<!n>\n  %gn = static_info_cast %on : !iree_pydm.object<!n> -> !o\n  return %gn : !o");
        out.push_str("^ints:\n  cf.cond_br %p_big, ^big, ^int\n^int:\n");
        out.push_str(&operands_as("i64", "!i"));
        let _ = writeln!(out, "  %ri = apply_binary \"{op}\", %xi64, %yi64 : !i, !i -> !i\n  %oi = box %ri : !i -> !iree_pydm.object<!i>\n  %gi = static_info_cast %oi : !iree_pydm.object<!i> -> !o\n  return %gi : !o");
    }
    out.push_str("}\n");
}

/// `@pydmrtl$apply_compare_<op>(%a, %b) -> (!e, !b)`: `None` compares
/// equal only to itself (and `is` it); numbers compare by value.
fn compare(out: &mut String, op: &str) {
    let _ = writeln!(
        out,
        "iree_pydm.func private @pydmrtl$apply_compare_{op}(%a: !o, %b: !o) -> (!e, !b) {{"
    );
    let equality = matches!(op, "eq" | "ne" | "is" | "isnot");
    let negated = matches!(op, "ne" | "isnot");
    out.push_str("  %ca = get_type_code %a : !o -> !c\n  %cb = get_type_code %b : !o -> !c\n  %none = constant 1 : i64 -> !c\n  %na = apply_compare \"eq\", %ca, %none : !c, !c\n  %nb = apply_compare \"eq\", %cb, %none : !c, !c\n  %pna = bool_to_pred %na\n  %pnb = bool_to_pred %nb\n  %any_none = arith.ori %pna, %pnb : i1\n  cf.cond_br %any_none, ^none, ^num\n^none:\n");
    if equality {
        let _ = writeln!(
            out,
            "  %both = arith.andi %pna, %pnb : i1\n  %t = constant true -> !b\n  %f = constant false -> !b\n  %same = select %nb, %t, %f : !b\n  %diff = select %nb, %f, %t : !b\n  %r0 = select %na, {}, {} : !b\n  return %r0 : !b",
            if negated { "%diff" } else { "%same" },
            if negated { "%t" } else { "%f" }
        );
    } else {
        out.push_str("  %te = constant -9 : i64 -> !e\n  raise_on_failure %te : !e\n  %f = constant false -> !b\n  return %f : !b\n");
    }
    out.push_str("^num:\n");
    out.push_str(RANKS);
    // A float against an int: exact, as an integer<*> against the float
    // (converting the int would round it).
    out.push_str("  %ra_real = apply_compare \"eq\", %ra, %three : !c, !c\n  %rb_real = apply_compare \"eq\", %rb, %three : !c, !c\n  %pa_real = bool_to_pred %ra_real\n  %pb_real = bool_to_pred %rb_real\n  %both_real = arith.andi %pa_real, %pb_real : i1\n  cf.cond_br %p_real, ^reals, ^ints\n^reals:\n  cf.cond_br %both_real, ^real, ^mixed\n^mixed:\n  cf.cond_br %pa_real, ^real_big, ^big_real\n^real_big:\n");
    let _ = writeln!(
        out,
        "  %ea1, %ma_f = call @pydmrtl$as_f64(%a) : (!o) -> (!e, !f)\n  raise_on_failure %ea1 : !e\n  %eb1, %mb_n = call @pydmrtl$as_big(%b) : (!o) -> (!e, !n)\n  raise_on_failure %eb1 : !e\n  %r1 = apply_compare \"{op}\", %ma_f, %mb_n : !f, !n\n  return %r1 : !b\n^big_real:\n  %ea2, %ma_n = call @pydmrtl$as_big(%a) : (!o) -> (!e, !n)\n  raise_on_failure %ea2 : !e\n  %eb2, %mb_f = call @pydmrtl$as_f64(%b) : (!o) -> (!e, !f)\n  raise_on_failure %eb2 : !e\n  %r2 = apply_compare \"{op}\", %ma_n, %mb_f : !n, !f\n  return %r2 : !b\n^real:"
    );
    out.push_str(&operands_as("f64", "!f"));
    let _ = writeln!(
        out,
        "  %rr = apply_compare \"{op}\", %xf64, %yf64 : !f, !f\n  return %rr : !b\n^ints:\n  cf.cond_br %p_big, ^big, ^int\n^big:"
    );
    out.push_str(&operands_as("big", "!n"));
    let _ = writeln!(
        out,
        "  %rn = apply_compare \"{op}\", %xbig, %ybig : !n, !n\n  return %rn : !b\n^int:"
    );
    out.push_str(&operands_as("i64", "!i"));
    let _ = writeln!(
        out,
        "  %ri = apply_compare \"{op}\", %xi64, %yi64 : !i, !i\n  return %ri : !b\n}}"
    );
}

/// `@pydmrtl$object_as_bool(%o) -> (!e, !b)`: None is false, a list or
/// tuple is true when nonempty, a number when nonzero.
const AS_BOOL: &str = r#"iree_pydm.func private @pydmrtl$object_as_bool(%o: !o) -> (!e, !b) {
  %code = get_type_code %o : !o -> !c
  %none = constant 1 : i64 -> !c
  %is_none = apply_compare "eq", %code, %none : !c, !c
  %p_none = bool_to_pred %is_none
  cf.cond_br %p_none, ^none, ^list
^none:
  %f = constant false -> !b
  return %f : !b
^list:
  %kl = constant 3 : i64 -> !c
  %is_list = apply_compare "eq", %code, %kl : !c, !c
  %p_list = bool_to_pred %is_list
  cf.cond_br %p_list, ^take_list, ^tuple
^take_list:
  %el, %l = unbox %o : !o -> !iree_pydm.list
  %bl = as_bool %l : !iree_pydm.list -> !b
  return %bl : !b
^tuple:
  %kt = constant 2 : i64 -> !c
  %is_tuple = apply_compare "eq", %code, %kt : !c, !c
  %p_tuple = bool_to_pred %is_tuple
  cf.cond_br %p_tuple, ^take_tuple, ^number
^take_tuple:
  %et, %t = unbox %o : !o -> !iree_pydm.tuple
  %bt = as_bool %t : !iree_pydm.tuple -> !b
  return %bt : !b
^number:
  %er, %rank = call @pydmrtl$rank(%o) : (!o) -> (!e, !c)
  raise_on_failure %er : !e
  %three = constant 3 : i64 -> !c
  %is_real = apply_compare "eq", %rank, %three : !c, !c
  %p_real = bool_to_pred %is_real
  cf.cond_br %p_real, ^real, ^ints
^ints:
  %two = constant 2 : i64 -> !c
  %is_big = apply_compare "eq", %rank, %two : !c, !c
  %p_big = bool_to_pred %is_big
  cf.cond_br %p_big, ^big, ^int
^big:
  %e3, %z = unbox %o : !o -> !n
  %bz = as_bool %z : !n -> !b
  return %bz : !b
^real:
  %e1, %x = call @pydmrtl$as_f64(%o) : (!o) -> (!e, !f)
  raise_on_failure %e1 : !e
  %bx = as_bool %x : !f -> !b
  return %bx : !b
^int:
  %e2, %y = call @pydmrtl$as_i64(%o) : (!o) -> (!e, !i)
  raise_on_failure %e2 : !e
  %by = as_bool %y : !i -> !b
  return %by : !b
}
"#;

/// `@pydmrtl$promote_pair(%a, %b) -> (!e, !iree_pydm.tuple)`: both numbers
/// boxed as the wider kind (`dynamic_binary_promote` on objects).
fn promote(out: &mut String) {
    out.push_str("iree_pydm.func private @pydmrtl$promote_pair(%a: !o, %b: !o) -> (!e, !iree_pydm.tuple) {\n");
    out.push_str(RANKS);
    out.push_str("  %zero = constant 0 : i64 -> !c\n  %is_bool = apply_compare \"eq\", %rank, %zero : !c, !c\n  %p_bool = bool_to_pred %is_bool\n  cf.cond_br %p_bool, ^same, ^num\n^same:\n  %t0 = make_tuple %a, %b : !o, !o -> !iree_pydm.tuple\n  return %t0 : !iree_pydm.tuple\n^num:\n  cf.cond_br %p_real, ^real, ^ints\n^ints:\n  cf.cond_br %p_big, ^big, ^int\n^big:\n");
    out.push_str(&operands_as("big", "!n"));
    out.push_str("  %t3 = make_tuple %xbig, %ybig : !n, !n -> !iree_pydm.tuple\n  return %t3 : !iree_pydm.tuple\n^real:\n");
    out.push_str(&operands_as("f64", "!f"));
    out.push_str("  %t1 = make_tuple %xf64, %yf64 : !f, !f -> !iree_pydm.tuple\n  return %t1 : !iree_pydm.tuple\n^int:\n");
    out.push_str(&operands_as("i64", "!i"));
    out.push_str("  %t2 = make_tuple %xi64, %yi64 : !i, !i -> !iree_pydm.tuple\n  return %t2 : !iree_pydm.tuple\n}\n");
}

/// The whole runtime library, as PyDM source.
pub fn source() -> String {
    let mut out = String::from(HEADER);
    rank(&mut out);
    dispatch(
        &mut out,
        "as_f64",
        "!f",
        "0.0 : f64",
        &[REALS, INTS, &[BIG]].concat(),
    );
    dispatch(&mut out, "as_i64", "!i", "0 : i64", INTS);
    dispatch(
        &mut out,
        "as_big",
        "!n",
        "0 : i64",
        &[&[BIG], INTS].concat(),
    );
    dispatch(&mut out, "as_bool", "!b", "false", &[(64, "!b")]);
    out.push_str(AS_BOOL);
    promote(&mut out);
    for op in sigil_ir::dialects::pydm::BINARY_OPS {
        if *op != "matmul" {
            binary(&mut out, op);
        }
    }
    for op in sigil_ir::dialects::pydm::COMPARE_OPS {
        compare(&mut out, op);
    }
    out
}
