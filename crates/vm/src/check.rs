//! IREE's `check` ops at run time: the comparisons of IREE's check module
//! (`runtime/src/iree/modules/check/module.cc`), with its failure messages.
//!
//! A check that fails does not stop the function (gtest's non-fatal
//! `ADD_FAILURE`, which `iree-check-module` reports): the run records it
//! (with the op's location and call stack) and goes on; [`Module`] hands
//! the records out (`Module::take_check_failures`). A check compiles to one
//! entry of the function's tensor side table, so it runs in the interpreter
//! like every op on buffers.
//!
//! The comparisons are IREE's: `expect_eq` compares bytes (so `-0.0` and
//! `0.0` differ and equal NaNs are equal), `expect_almost_eq` loads both
//! elements to `f64` (through `f32` for 16-bit floats) and accepts
//! `a == e || both NaN || (isfinite(e) && |a - e| <= atol + rtol * |e|)`,
//! where `e` is the right-hand (expected) side.
//!
//! [`Module`]: crate::Module

use std::fmt::Write;
use std::rc::Rc;

use half::{bf16, f16};

use crate::bytecode::{R, S};
use crate::error::TrapKind;
use crate::format::{element_text, fmt_g, format_buffer, MAX_ELEMENTS};
use crate::tensor::buffer;
use crate::value::{BufferView, ElementType, Ref};

/// What a check compares.
#[derive(Clone, Debug)]
pub enum CheckOp {
    /// `expect_true` (`nonzero: true`) / `expect_false`: a scalar slot
    /// holding an integer of `width` bits (sign-extended, as slots hold
    /// them).
    Scalar { v: S, width: u32, nonzero: bool },
    /// `expect_all_true`: every element of a tensor is nonzero.
    AllTrue { t: R },
    /// `expect_eq` / `expect_eq_const`: the same bytes, shape and type.
    Eq { lhs: R, rhs: Expected },
    /// `expect_almost_eq` / `expect_almost_eq_const`.
    AlmostEq {
        lhs: R,
        rhs: Expected,
        atol: f64,
        rtol: f64,
    },
    /// StableHLO's `expect_close`: every element within
    /// `[min_ulp, max_ulp]` ULPs of the expected one.
    Close {
        lhs: R,
        rhs: R,
        max_ulp: u64,
        min_ulp: u64,
    },
    /// `interpreter.probe`: records the tensor under `id` (its `n`-th
    /// record is iteration `n`), for `expect_serialized_eq`. StableHLO's
    /// interpreter writes the records to `.npy` files; sigil keeps them in
    /// memory for the call.
    Probe { t: R, id: String },
    /// StableHLO's `expect_serialized_eq`: the tensor equals, in type and
    /// value, record `iteration` of probe `id`.
    SerializedEq { t: R, id: String, iteration: u64 },
    /// `interpreter.print`: the tensor on standard output.
    Print { t: R },
}

/// What `interpreter.probe` recorded in a call: each probe's values in
/// the order they ran.
pub type Probes = std::collections::HashMap<String, Vec<Rc<BufferView>>>;

/// The right-hand side of a comparison: another tensor, or the constant
/// of a `_const` check (IREE folds those into a constant operand too).
#[derive(Clone, Debug)]
pub enum Expected {
    Slot(R),
    Const(Rc<BufferView>),
}

impl Expected {
    fn get<'a>(&'a self, refs: &'a [Option<Ref>]) -> Result<&'a BufferView, TrapKind> {
        match self {
            Expected::Slot(r) => buffer(refs, *r).map(|b| &**b),
            Expected::Const(b) => Ok(b),
        }
    }
}

/// A failed check: IREE's message, where the check is, and the call stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckFailure {
    /// The failure as `iree-check-module` words it.
    pub message: String,
    /// The functions of the call stack with the source offset of the op
    /// running in each, innermost (the check) first.
    pub stack: Vec<crate::error::StackFrame>,
}

/// One test function's outcome (see [`run_test`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestOutcome {
    /// The function's name, without `@`.
    pub name: String,
    /// Each failure as `iree-check-module` reports it, located at the
    /// check (a failed check), or the trap's or compile error's text; empty
    /// when the test passed.
    pub failures: Vec<String>,
    /// The call's wall time.
    pub elapsed: std::time::Duration,
}

/// The test functions of a module as `iree-check-module` picks them: public
/// functions without arguments (results are ignored), except names that
/// start with `__` or contain `$`.
pub fn test_functions(m: &crate::Module) -> Vec<String> {
    m.functions()
        .filter(|f| f.public && f.arg_types.is_empty())
        .filter(|f| !f.name.starts_with("__") && !f.name.contains('$'))
        .map(|f| f.name.clone())
        .collect()
}

/// Calls the test function `name` and collects what failed: its failed
/// checks (which do not stop it), then the trap or compile error that
/// ended it, if any.
pub fn run_test(m: &crate::Module, name: &str) -> TestOutcome {
    m.take_check_failures();
    let began = std::time::Instant::now();
    let result = m.call(name, &[]);
    let elapsed = began.elapsed();
    let mut failures: Vec<String> = m
        .take_check_failures()
        .iter()
        .map(|f| m.render_check_failure(f))
        .collect();
    if let Err(e) = result {
        let mut text = e.to_string();
        if !text.ends_with('\n') {
            text.push('\n');
        }
        failures.push(text);
    }
    TestOutcome {
        name: name.to_string(),
        failures,
        elapsed,
    }
}

/// Runs `op` on the frame's slots: `None` when the check holds, IREE's
/// failure message otherwise. Traps only on a null tensor.
pub fn run(
    op: &CheckOp,
    regs: &[u64],
    refs: &[Option<Ref>],
    probes: &mut Probes,
) -> Result<Option<String>, TrapKind> {
    Ok(match op {
        CheckOp::Scalar { v, width, nonzero } => {
            // The whole value is tested (IREE's module takes an i32; a
            // wider value is not truncated here); an `i1` reads 0 or 1.
            let bits = regs[*v as usize];
            let x = if *width == 1 {
                (bits & 1) as i64
            } else {
                bits as i64
            };
            match (nonzero, x != 0) {
                (true, false) => Some(format!("Expected {x} to be nonzero.")),
                (false, true) => Some(format!("Expected {x} to be zero.")),
                _ => None,
            }
        }
        CheckOp::AllTrue { t } => all_true(buffer(refs, *t)?),
        CheckOp::Eq { lhs, rhs } => eq(buffer(refs, *lhs)?, rhs.get(refs)?),
        CheckOp::AlmostEq {
            lhs,
            rhs,
            atol,
            rtol,
        } => almost_eq(buffer(refs, *lhs)?, rhs.get(refs)?, *atol, *rtol),
        CheckOp::Close {
            lhs,
            rhs,
            max_ulp,
            min_ulp,
        } => close(buffer(refs, *lhs)?, buffer(refs, *rhs)?, *min_ulp, *max_ulp),
        CheckOp::Probe { t, id } => {
            let b = buffer(refs, *t)?.clone();
            probes.entry(id.clone()).or_default().push(b);
            None
        }
        CheckOp::SerializedEq { t, id, iteration } => {
            let expected = buffer(refs, *t)?;
            let got = probes
                .get(id)
                .and_then(|v| v.get(usize::try_from(*iteration).ok()?));
            match got {
                None => Some(format!("Failed to find serialized data for probe {id}.")),
                Some(got) => eq(got, expected),
            }
        }
        CheckOp::Print { t } => {
            let mut s = String::new();
            format_buffer(buffer(refs, *t)?, usize::MAX, &mut s);
            println!("{s}");
            None
        }
    })
}

/// The distance in ULPs between two floats of one format given by their
/// bits (`width` of them), as StableHLO's `expect_close` counts it: 0 for
/// the same bits or two NaNs, the largest distance when only one is
/// finite or the two are different infinities.
fn ulp_distance(
    a: u64,
    b: u64,
    width: u32,
    finite: impl Fn(u64) -> bool,
    nan: impl Fn(u64) -> bool,
) -> u64 {
    if a == b {
        return 0;
    }
    let sign = 1u64 << (width - 1);
    if finite(a) && finite(b) {
        let (ma, mb) = (a & !sign, b & !sign);
        if (a & sign) != (b & sign) {
            return ma + mb;
        }
        return ma.abs_diff(mb);
    }
    if nan(a) && nan(b) {
        return 0;
    }
    u64::MAX
}

/// The ULP distance of element `i` of two buffers of one float or complex
/// type (the larger of the parts' for complex).
fn element_ulps(a: &BufferView, b: &BufferView, i: usize) -> Option<u64> {
    let size = a.elem.size();
    let (x, y) = (
        a.data.get(i * size..(i + 1) * size)?,
        b.data.get(i * size..(i + 1) * size)?,
    );
    let (part, parts) = match a.elem {
        ElementType::Complex(w) => ((w / 8) as usize, 2),
        _ => (size, 1),
    };
    let (exp_bits, width) = match (a.elem, part) {
        (ElementType::BF16, _) => (8, 16),
        (ElementType::F16, _) | (ElementType::Complex(_), 2) => (5, 16),
        (_, 4) => (8, 32),
        (_, 8) => (11, 64),
        _ => return None,
    };
    if !matches!(
        a.elem,
        ElementType::F16
            | ElementType::BF16
            | ElementType::F32
            | ElementType::F64
            | ElementType::Complex(_)
    ) {
        return None;
    }
    let mantissa = width - 1 - exp_bits;
    let exp_mask = ((1u64 << exp_bits) - 1) << mantissa;
    let frac_mask = (1u64 << mantissa) - 1;
    let finite = |v: u64| v & exp_mask != exp_mask;
    let nan = |v: u64| v & exp_mask == exp_mask && v & frac_mask != 0;
    let load = |bytes: &[u8]| {
        let mut buf = [0u8; 8];
        buf[..bytes.len()].copy_from_slice(bytes);
        u64::from_le_bytes(buf)
    };
    let mut worst = 0;
    for k in 0..parts {
        let r = k * part..(k + 1) * part;
        let d = ulp_distance(load(&x[r.clone()]), load(&y[r]), width, finite, nan);
        worst = worst.max(d);
    }
    Some(worst)
}

/// StableHLO's `expect_close`, with its message.
fn close(lhs: &BufferView, rhs: &BufferView, min_ulp: u64, max_ulp: u64) -> Option<String> {
    if lhs.elem != rhs.elem || lhs.shape != rhs.shape {
        let mut s =
            String::from("Expected closeness of these values. Types or shapes do not match.");
        both(&mut s, lhs, rhs);
        return Some(s);
    }
    let mut mismatches = String::new();
    for i in 0..lhs.num_elements() {
        let d = element_ulps(lhs, rhs, i).unwrap_or(u64::MAX);
        if d > max_ulp || d < min_ulp {
            let _ = write!(
                mismatches,
                "\n  index={i}, actual={}, expected={}, ULP difference={d}",
                element_text(lhs, i),
                element_text(rhs, i)
            );
        }
    }
    if mismatches.is_empty() {
        return None;
    }
    Some(format!(
        "Elements values don't match with respect to maximal ULP difference={max_ulp} limit:{mismatches}"
    ))
}

/// Element `i` as an integer (sign-extended) or float, for the all-true
/// test: nonzero compares the value, so `-0.0` counts as zero.
fn nonzero(b: &BufferView, i: usize) -> bool {
    let size = b.elem.size();
    let bytes = &b.data[i * size..(i + 1) * size];
    match b.elem {
        ElementType::F32 => f32::from_le_bytes(bytes.try_into().expect("4 bytes")) != 0.0,
        ElementType::F64 => f64::from_le_bytes(bytes.try_into().expect("8 bytes")) != 0.0,
        ElementType::F16 => f16::from_le_bytes([bytes[0], bytes[1]]).to_f32() != 0.0,
        ElementType::BF16 => bf16::from_le_bytes([bytes[0], bytes[1]]).to_f32() != 0.0,
        ElementType::Small(t) => crate::numeric::to_f64(t, bytes[0] as u64) != 0.0,
        _ => bytes.iter().any(|&x| x != 0),
    }
}

fn all_true(b: &BufferView) -> Option<String> {
    let n = b.num_elements();
    let bad = (0..n).find(|&i| !nonzero(b, i))?;
    // gtest's `EXPECT_THAT(ToSpan<T>(bytes), Each(Not(T(0))))`, which
    // prints at most 32 elements of a container.
    let mut s = String::from(
        "Value of: ToSpan<T>(bytes)\nExpected: only contains elements that isn't equal to 0\n  \
         Actual: { ",
    );
    let shown: Vec<String> = (0..n.min(32)).map(|i| element_text(b, i)).collect();
    s.push_str(&shown.join(", "));
    s.push_str(if n > 32 { ", ... }" } else { " }" });
    let _ = write!(s, ", whose element #{bad} doesn't match");
    Some(s)
}

fn both(s: &mut String, lhs: &BufferView, rhs: &BufferView) {
    s.push_str("\n  lhs:\n    ");
    format_buffer(lhs, MAX_ELEMENTS, s);
    s.push_str("\n  rhs:\n    ");
    format_buffer(rhs, MAX_ELEMENTS, s);
}

fn eq(lhs: &BufferView, rhs: &BufferView) -> Option<String> {
    let types = lhs.elem == rhs.elem;
    let shapes = lhs.shape == rhs.shape;
    let contents = match lhs.elem {
        // Integers narrower than their byte: the value bits, whatever the
        // padding bits of each byte hold (kernels sign-extend, constants
        // may not).
        ElementType::Int(w) if w % 8 != 0 && types && lhs.data.len() == rhs.data.len() => {
            let mask = (1u64 << w) - 1;
            (0..lhs.num_elements()).all(|i| {
                crate::tensor::read_elem(lhs.elem, &lhs.data, i) & mask
                    == crate::tensor::read_elem(rhs.elem, &rhs.data, i) & mask
            })
        }
        _ => *lhs.data == *rhs.data,
    };
    if types && shapes && contents {
        return None;
    }
    let mut s = String::from("Expected equality of these values.");
    if !types {
        s.push_str(" Element types do not match.");
    }
    if !shapes {
        s.push_str(" Shapes do not match.");
    }
    if !contents {
        s.push_str(" Contents does not match.");
    }
    both(&mut s, lhs, rhs);
    Some(s)
}

/// Element `i` of a float buffer as IREE's comparison loads it.
fn load(b: &BufferView, i: usize) -> Option<f64> {
    let size = b.elem.size();
    let bytes = b.data.get(i * size..(i + 1) * size)?;
    Some(match b.elem {
        ElementType::F64 => f64::from_le_bytes(bytes.try_into().ok()?),
        ElementType::F32 => f32::from_le_bytes(bytes.try_into().ok()?) as f64,
        ElementType::F16 => f16::from_le_bytes([bytes[0], bytes[1]]).to_f32() as f64,
        ElementType::BF16 => bf16::from_le_bytes([bytes[0], bytes[1]]).to_f32() as f64,
        ElementType::Small(t) => crate::numeric::to_f64(t, bytes[0] as u64),
        _ => return None,
    })
}

/// Element `i` as its parts: one for a float, two (real, imaginary) for a
/// complex number.
fn load_parts(b: &BufferView, i: usize) -> Option<Vec<f64>> {
    let ElementType::Complex(w) = b.elem else {
        return load(b, i).map(|x| vec![x]);
    };
    let size = b.elem.size();
    let bytes = b.data.get(i * size..(i + 1) * size)?;
    let (re, im) = bytes.split_at(size / 2);
    Some(match w {
        64 => vec![
            f64::from_le_bytes(re.try_into().ok()?),
            f64::from_le_bytes(im.try_into().ok()?),
        ],
        32 => vec![
            f32::from_le_bytes(re.try_into().ok()?) as f64,
            f32::from_le_bytes(im.try_into().ok()?) as f64,
        ],
        16 => vec![
            f16::from_le_bytes(re.try_into().ok()?).to_f32() as f64,
            f16::from_le_bytes(im.try_into().ok()?).to_f32() as f64,
        ],
        _ => return None,
    })
}

/// IREE's `iree_math_fuzzy_compare_f64`.
pub fn fuzzy_eq(actual: f64, expected: f64, atol: f64, rtol: f64) -> bool {
    actual == expected
        || (actual.is_nan() && expected.is_nan())
        || (expected.is_finite() && (actual - expected).abs() <= atol + rtol * expected.abs())
}

fn almost_eq(lhs: &BufferView, rhs: &BufferView, atol: f64, rtol: f64) -> Option<String> {
    let types = lhs.elem == rhs.elem;
    let shapes = lhs.shape == rhs.shape;
    let mut first = None;
    if types && shapes {
        for i in 0..lhs.num_elements() {
            let (Some(a), Some(e)) = (load_parts(lhs, i), load_parts(rhs, i)) else {
                // Integer tensors: the verifier admits only floats.
                first = Some((i, "nan".to_string(), "nan".to_string(), f64::NAN));
                break;
            };
            // A complex number is near another when both its parts are
            // (as StableHLO's interpreter compares them).
            let bad = a
                .iter()
                .zip(&e)
                .find(|(x, y)| !fuzzy_eq(**x, **y, atol, rtol));
            if let Some((x, y)) = bad {
                let text = |v: &[f64]| match v {
                    [x] => fmt_g(*x, false),
                    _ => format!(
                        "({},{})",
                        fmt_g(v[0], false),
                        fmt_g(v.get(1).copied().unwrap_or(0.0), false)
                    ),
                };
                first = Some((i, text(&a), text(&e), y - x));
                break;
            }
        }
    }
    if types && shapes && first.is_none() {
        return None;
    }
    let mut s = String::from("Expected near equality of these values.");
    if !types {
        s.push_str(" Element types do not match.");
    }
    if !shapes {
        s.push_str(" Shapes do not match.");
    }
    if let Some((i, a, e, diff)) = first {
        let _ = write!(
            s,
            " Contents does not match to tolerance parameters atol={}, rtol={}. The first \
             failure occurs at index {i} as the lhs value {} differs from the rhs value {} by {}.",
            fmt_g(atol, false),
            fmt_g(rtol, false),
            a,
            e,
            scientific3(diff),
        );
    }
    both(&mut s, lhs, rhs);
    Some(s)
}

/// C++'s `std::scientific << std::setprecision(3)`: `1.000e-03`.
fn scientific3(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.into();
    }
    let s = format!("{x:.3e}");
    let (mant, exp) = s.split_once('e').expect("exponent form");
    let exp: i32 = exp.parse().expect("exponent");
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", exp.abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(shape: &[i64], v: &[f32]) -> BufferView {
        BufferView {
            elem: ElementType::F32,
            shape: shape.to_vec(),
            data: v
                .iter()
                .flat_map(|x| x.to_le_bytes())
                .collect::<Vec<u8>>()
                .into(),
        }
    }

    #[test]
    fn messages_are_irees() {
        let a = f32s(&[2], &[1.0, 2.0]);
        let b = f32s(&[2], &[1.0, 2.5]);
        assert_eq!(
            almost_eq(&a, &b, 1e-4, 0.0).unwrap(),
            "Expected near equality of these values. Contents does not match to tolerance \
             parameters atol=0.0001, rtol=0. The first failure occurs at index 1 as the lhs \
             value 2 differs from the rhs value 2.5 by 5.000e-01.\n  lhs:\n    2xf32=1 2\n  \
             rhs:\n    2xf32=1 2.5"
        );
        assert_eq!(almost_eq(&a, &a, 0.0, 0.0), None);
        assert_eq!(
            eq(&a, &b).unwrap(),
            "Expected equality of these values. Contents does not match.\n  lhs:\n    \
             2xf32=1 2\n  rhs:\n    2xf32=1 2.5"
        );
        let c = f32s(&[1, 2], &[1.0, 2.0]);
        assert!(eq(&a, &c)
            .unwrap()
            .starts_with("Expected equality of these values. Shapes do not match.\n"));
    }

    #[test]
    fn eq_compares_bytes_and_almost_eq_values() {
        let z = f32s(&[1], &[0.0]);
        let nz = f32s(&[1], &[-0.0]);
        assert!(eq(&z, &nz).is_some());
        assert!(almost_eq(&z, &nz, 0.0, 0.0).is_none());
        let n = f32s(&[1], &[f32::NAN]);
        assert!(eq(&n, &n).is_none());
        assert!(almost_eq(&n, &n, 0.0, 0.0).is_none());
        // An infinite expected value is met only exactly.
        let inf = f32s(&[1], &[f32::INFINITY]);
        let big = f32s(&[1], &[f32::MAX]);
        assert!(almost_eq(&big, &inf, 1e30, 1.0).is_some());
        assert!(almost_eq(&inf, &inf, 0.0, 0.0).is_none());
        // rtol scales with the expected (right-hand) side.
        let one = f32s(&[1], &[1.0]);
        let two = f32s(&[1], &[2.0]);
        assert!(almost_eq(&one, &two, 0.0, 0.5).is_none());
        assert!(almost_eq(&two, &one, 0.0, 0.5).is_some());
    }

    #[test]
    fn scalars_are_tested_whole() {
        let scalar = |width, nonzero| CheckOp::Scalar {
            v: 0,
            width,
            nonzero,
        };
        // The low 32 bits of i64::MIN are zero: the whole value counts.
        assert_eq!(
            run(
                &scalar(64, false),
                &[i64::MIN as u64],
                &[],
                &mut Probes::new()
            )
            .unwrap()
            .as_deref(),
            Some("Expected -9223372036854775808 to be zero.")
        );
        // An i1 slot holds true sign-extended; it reads as 1.
        assert_eq!(
            run(&scalar(1, false), &[u64::MAX], &[], &mut Probes::new())
                .unwrap()
                .as_deref(),
            Some("Expected 1 to be zero.")
        );
        assert_eq!(
            run(&scalar(32, true), &[7], &[], &mut Probes::new()).unwrap(),
            None
        );
        assert_eq!(
            run(&scalar(32, true), &[0], &[], &mut Probes::new())
                .unwrap()
                .as_deref(),
            Some("Expected 0 to be nonzero.")
        );
    }

    #[test]
    fn close_counts_ulps_as_stablehlo_does() {
        let a = f32s(&[4], &[1.0, -0.0, f32::NAN, f32::INFINITY]);
        let next = f32::from_bits(1.0f32.to_bits() + 2);
        let b = f32s(&[4], &[next, 0.0, f32::NAN, f32::INFINITY]);
        // 2 ULPs apart; -0 and +0 are 0 apart; NaNs are equal; the same
        // infinity is 0 apart.
        assert!(close(&a, &b, 0, 2).is_none());
        assert!(close(&a, &b, 0, 1).is_some());
        let below = f32s(&[1], &[f32::from_bits(1)]);
        let above = f32s(&[1], &[-f32::from_bits(1)]);
        assert_eq!(element_ulps(&below, &above, 0), Some(2));
        let inf = f32s(&[1], &[f32::INFINITY]);
        let max = f32s(&[1], &[f32::MAX]);
        assert_eq!(element_ulps(&inf, &max, 0), Some(u64::MAX));
    }

    #[test]
    fn scientific_matches_cpp() {
        assert_eq!(scientific3(0.001), "1.000e-03");
        assert_eq!(scientific3(-12345.0), "-1.234e+04");
        assert_eq!(scientific3(0.0), "0.000e+00");
    }
}
