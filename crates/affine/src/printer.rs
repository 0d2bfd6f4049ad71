//! Byte-exact printing of affine expressions, maps and integer sets, as
//! MLIR's `AsmPrinter` does it (`printAffineExprInternal`, `printAffineMap`,
//! `printIntegerSet`).
//!
//! MLIR prints with two binding strengths: operands of `*`, `floordiv`,
//! `ceildiv` and `mod` are printed "strong" (a binary operand gets
//! parentheses), sums are printed "weak".  Sums get "pretty" subtraction
//! forms: `a + b * -1` prints `a - b`, `a + b * -3` prints `a - b * 3`,
//! `a + -5` prints `a - 5`, and `b * -1` alone prints `-b`.  Negations of
//! constants wrap like `int64_t`, so `d0 + INT64_MIN` prints
//! `d0 - -9223372036854775808` exactly as MLIR does.
//!
//! The walk uses an explicit work stack, so arbitrarily deep expressions
//! print without recursion.

use crate::expr::{AffineExpr, BinaryOp, ExprId, ExprStore};
use crate::map::{AffineMap, IntegerSet};
use std::fmt::Write;

/// Pending output of the printer's work stack.
enum Work {
    Expr(ExprId, bool),
    Text(&'static str),
    Int(i64),
}

/// Writes `expr` (an id in `store`) with dimensions and symbols spelled
/// `d<n>` / `s<n>`.
pub fn write_affine_expr<S: ExprStore + ?Sized>(store: &S, expr: ExprId, out: &mut String) {
    write_affine_expr_with(store, expr, out, &mut |pos, is_symbol, out| {
        out.push(if is_symbol { 's' } else { 'd' });
        let _ = write!(out, "{pos}");
    });
}

/// Like [`write_affine_expr`] but spells dimensions and symbols with
/// `name(position, is_symbol, out)` (MLIR's `printValueName` hook, used when
/// operands are printed inline, e.g. `%i + 1`).
pub fn write_affine_expr_with<S: ExprStore + ?Sized>(
    store: &S,
    expr: ExprId,
    out: &mut String,
    name: &mut dyn FnMut(u32, bool, &mut String),
) {
    let mut stack = vec![Work::Expr(expr, false)];
    while let Some(item) = stack.pop() {
        match item {
            Work::Text(t) => out.push_str(t),
            Work::Int(v) => {
                let _ = write!(out, "{v}");
            }
            Work::Expr(id, strong) => expand(store, id, strong, out, name, &mut stack),
        }
    }
}

/// Prints a leaf directly or pushes the pieces of a binary node (in reverse
/// order, since the stack pops last-in first).
fn expand<S: ExprStore + ?Sized>(
    store: &S,
    id: ExprId,
    strong: bool,
    out: &mut String,
    name: &mut dyn FnMut(u32, bool, &mut String),
    stack: &mut Vec<Work>,
) {
    let (op, lhs, rhs) = match store.expr(id) {
        AffineExpr::Dim(p) => return name(p, false, out),
        AffineExpr::Symbol(p) => return name(p, true, out),
        AffineExpr::Constant(v) => {
            let _ = write!(out, "{v}");
            return;
        }
        e => match e.as_binary() {
            Some(b) => b,
            None => return,
        },
    };
    let mut pieces: Vec<Work> = Vec::with_capacity(6);
    if strong {
        pieces.push(Work::Text("("));
    }
    let rhs_node = store.expr(rhs);
    if op != BinaryOp::Add {
        if op == BinaryOp::Mul && rhs_node.as_constant() == Some(-1) {
            // -x
            pieces.push(Work::Text("-"));
            pieces.push(Work::Expr(lhs, true));
        } else {
            pieces.push(Work::Expr(lhs, true));
            pieces.push(Work::Text(spelling(op)));
            pieces.push(Work::Expr(rhs, true));
        }
    } else {
        let mut done = false;
        if let AffineExpr::Mul(rl, rr) = rhs_node {
            if let Some(c) = store.expr(rr).as_constant() {
                if c == -1 {
                    // a - b, with (b) when b is itself a sum.
                    let b_strong = matches!(store.expr(rl), AffineExpr::Add(..));
                    pieces.push(Work::Expr(lhs, false));
                    pieces.push(Work::Text(" - "));
                    pieces.push(Work::Expr(rl, b_strong));
                    done = true;
                } else if c < -1 {
                    // a - b * k
                    pieces.push(Work::Expr(lhs, false));
                    pieces.push(Work::Text(" - "));
                    pieces.push(Work::Expr(rl, true));
                    pieces.push(Work::Text(" * "));
                    pieces.push(Work::Int(c.wrapping_neg()));
                    done = true;
                }
            }
        }
        if !done {
            match rhs_node.as_constant() {
                Some(c) if c < 0 => {
                    // a - k
                    pieces.push(Work::Expr(lhs, false));
                    pieces.push(Work::Text(" - "));
                    pieces.push(Work::Int(c.wrapping_neg()));
                }
                _ => {
                    pieces.push(Work::Expr(lhs, false));
                    pieces.push(Work::Text(" + "));
                    pieces.push(Work::Expr(rhs, false));
                }
            }
        }
    }
    if strong {
        pieces.push(Work::Text(")"));
    }
    stack.extend(pieces.into_iter().rev());
}

fn spelling(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Add => " + ",
        BinaryOp::Mul => " * ",
        BinaryOp::FloorDiv => " floordiv ",
        BinaryOp::CeilDiv => " ceildiv ",
        BinaryOp::Mod => " mod ",
    }
}

fn write_dims_and_symbols(num_dims: u32, num_symbols: u32, out: &mut String) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if num_symbols != 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// Writes the body of `affine_map<...>`, e.g. `(d0)[s0] -> (d0 + s0)`.
pub fn write_affine_map(map: &AffineMap, out: &mut String) {
    write_dims_and_symbols(map.num_dims(), map.num_symbols(), out);
    out.push_str(" -> (");
    for (i, &r) in map.results().iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(map, r, out);
    }
    out.push(')');
}

/// Writes the body of `affine_set<...>`, e.g. `(d0)[s0] : (d0 - s0 >= 0)`.
pub fn write_integer_set(set: &IntegerSet, out: &mut String) {
    write_dims_and_symbols(set.num_dims(), set.num_symbols(), out);
    out.push_str(" : (");
    for (i, &(c, is_eq)) in set.constraints().iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(set, c, out);
        out.push_str(if is_eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
}

/// The body of `affine_map<...>` as a new string.
pub fn affine_map_to_string(map: &AffineMap) -> String {
    let mut s = String::new();
    write_affine_map(map, &mut s);
    s
}

/// The body of `affine_set<...>` as a new string.
pub fn integer_set_to_string(set: &IntegerSet) -> String {
    let mut s = String::new();
    write_integer_set(set, &mut s);
    s
}
