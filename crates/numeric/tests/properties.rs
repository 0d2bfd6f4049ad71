//! Properties: printed floats read back bit for bit, integers print and
//! parse back, and no input of any shape makes anything panic.

use proptest::prelude::*;
use sigil_numeric::{
    float_bitwise_eq, format_float, is_finite, parse_float, parse_float_direct,
    parse_float_from_integer_literal, parse_float_hex, ApInt, FloatKind, Signedness,
};

/// Reads a `format_float` output back: hex through `parse_float_hex`,
/// decimal through `parse_float_direct` (one rounding, as MLIR's own
/// round-trip check does).
fn read_back(kind: FloatKind, printed: &str) -> u128 {
    if printed.starts_with("0x") {
        return parse_float_hex(kind, printed).expect("hex reads back");
    }
    let (neg, body) = match printed.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, printed),
    };
    parse_float_direct(kind, neg, body).expect("decimal reads back")
}

fn assert_round_trip(kind: FloatKind, bits: u128) {
    if !is_finite(kind, bits) {
        return;
    }
    let mut s = String::new();
    format_float(kind, bits, &mut s);
    let back = read_back(kind, &s);
    assert!(
        float_bitwise_eq(kind, bits, back),
        "{kind} 0x{bits:X} printed {s} read back 0x{back:X}"
    );
}

#[test]
fn every_small_float_round_trips() {
    for kind in FloatKind::ALL {
        if kind.bit_width() <= 16 {
            for bits in 0..(1u128 << kind.bit_width()) {
                assert_round_trip(kind, bits);
            }
        }
    }
}

/// Kinds whose every value is a `double`: for them the MLIR path (decimal
/// to `double` to type) also reads the printed form back exactly.
#[test]
fn small_floats_read_back_through_double_too() {
    for kind in FloatKind::ALL {
        if kind.bit_width() > 16 {
            continue;
        }
        let mut s = String::new();
        for bits in 0..(1u128 << kind.bit_width()) {
            if !is_finite(kind, bits) {
                continue;
            }
            s.clear();
            format_float(kind, bits, &mut s);
            if s.starts_with("0x") {
                continue;
            }
            let (neg, body) = match s.strip_prefix('-') {
                Some(b) => (true, b),
                None => (false, s.as_str()),
            };
            let back = parse_float(kind, neg, body).expect("reads back");
            assert!(float_bitwise_eq(kind, bits, back), "{kind} {s}");
        }
    }
}

fn any_kind() -> impl Strategy<Value = FloatKind> {
    (0..FloatKind::ALL.len()).prop_map(|i| FloatKind::ALL[i])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn finite_floats_round_trip(kind in any_kind(), bits in any::<u128>()) {
        let bits = bits & kind.storage_mask();
        assert_round_trip(kind, bits);
    }

    #[test]
    fn f32_round_trips(bits in any::<u32>()) {
        assert_round_trip(FloatKind::F32, bits as u128);
    }

    #[test]
    fn f64_round_trips(bits in any::<u64>()) {
        assert_round_trip(FloatKind::F64, bits as u128);
    }

    #[test]
    fn f64_reads_back_through_the_mlir_path(bits in any::<u64>()) {
        let bits = bits as u128;
        if is_finite(FloatKind::F64, bits) {
            let mut s = String::new();
            format_float(FloatKind::F64, bits, &mut s);
            if !s.starts_with("0x") {
                let (neg, body) = match s.strip_prefix('-') {
                    Some(b) => (true, b),
                    None => (false, s.as_str()),
                };
                prop_assert_eq!(parse_float(FloatKind::F64, neg, body), Ok(bits));
            }
        }
    }

    #[test]
    fn float_parsers_never_panic(kind in any_kind(), neg in any::<bool>(), s in ".{0,40}") {
        let _ = parse_float(kind, neg, &s);
        let _ = parse_float_direct(kind, neg, &s);
        let _ = parse_float_hex(kind, &s);
        let _ = parse_float_from_integer_literal(kind, neg, &s);
    }

    #[test]
    fn float_parsers_never_panic_on_number_shapes(
        kind in any_kind(),
        neg in any::<bool>(),
        s in "(0x)?[0-9a-fA-F]{0,40}(\\.[0-9]{0,30})?([eE][+-]?[0-9]{0,12})?",
    ) {
        let _ = parse_float(kind, neg, &s);
        if let Ok(b) = parse_float_direct(kind, neg, &s) {
            let mut out = String::new();
            format_float(kind, b, &mut out);
        }
        let _ = parse_float_hex(kind, &s);
        let _ = parse_float_from_integer_literal(kind, neg, &s);
    }

    #[test]
    fn formatting_never_panics(kind in any_kind(), bits in any::<u128>()) {
        let mut out = String::new();
        format_float(kind, bits, &mut out);
        prop_assert!(!out.is_empty());
        let _ = sigil_numeric::float_to_f64(kind, bits);
        let _ = sigil_numeric::float_storage_bits(kind, bits);
    }

    #[test]
    fn f64_conversions_match_hardware(v in any::<f64>()) {
        let f32_bits = sigil_numeric::float_from_f64(FloatKind::F32, v);
        if !v.is_nan() {
            prop_assert_eq!(f32_bits, (v as f32).to_bits() as u128);
            let back = sigil_numeric::float_to_f64(FloatKind::F32, f32_bits);
            prop_assert_eq!(back.to_bits(), ((v as f32) as f64).to_bits());
        }
    }

    #[test]
    fn integer_parser_never_panics(
        s in "(0x)?[0-9a-fA-Fx-]{0,60}",
        neg in any::<bool>(),
        width in prop_oneof![0u32..300, Just(16_777_215u32), Just(16_777_216u32), any::<u32>()],
        sign in 0usize..4,
    ) {
        let sign = [Signedness::Signless, Signedness::Signed, Signedness::Unsigned, Signedness::Index][sign];
        if let Ok(v) = ApInt::parse_attr(&s, neg, width, sign) {
            // Decimal printing of a 16-million-bit value is quadratic (in
            // MLIR too); keep the test fast.
            if v.width() > 4096 {
                return Ok(());
            }
            let mut out = String::new();
            v.write_signed(&mut out);
            v.write_unsigned(&mut out);
            let _ = v.to_le_bytes();
        }
    }

    #[test]
    fn integer_bytes_never_panic(width in 0u32..300, bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
        if let Ok(v) = ApInt::from_le_bytes(width, &bytes) {
            prop_assert_eq!(ApInt::from_le_bytes(width, &v.to_le_bytes()), Ok(v));
        }
    }

    #[test]
    fn unsigned_integers_print_and_parse_back(width in 1u32..260, words in proptest::collection::vec(any::<u64>(), 5)) {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let v = ApInt::from_le_bytes(width, &bytes).unwrap();
        let mut s = String::new();
        v.write_unsigned(&mut s);
        prop_assert_eq!(ApInt::parse_attr(&s, false, width, Signedness::Unsigned), Ok(v));
    }

    #[test]
    fn signed_integers_print_and_parse_back(width in 1u32..260, words in proptest::collection::vec(any::<u64>(), 5)) {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let v = ApInt::from_le_bytes(width, &bytes).unwrap();
        let mut s = String::new();
        v.write_signed(&mut s);
        let (neg, body) = match s.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, s.as_str()),
        };
        // Zero prints as "0"; everything else reads back as a signed type.
        prop_assert_eq!(ApInt::parse_attr(body, neg, width, Signedness::Signed), Ok(v));
    }

    #[test]
    fn small_integers_match_i64(width in 1u32..=64, x in any::<i64>()) {
        let v = ApInt::from_i64(width, x);
        let shift = 64 - width;
        let expect = (x << shift) >> shift;
        prop_assert_eq!(v.to_i64(), Some(expect));
        let mut s = String::new();
        v.write_signed(&mut s);
        prop_assert_eq!(s, expect.to_string());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20000))]

    /// `f32` values also read back through the MLIR path (decimal to
    /// `double` to `f32`): the printed digits are never close enough to a
    /// tie for the double rounding to matter.
    #[test]
    fn f32_reads_back_through_the_mlir_path(bits in any::<u32>()) {
        let bits = bits as u128;
        if is_finite(FloatKind::F32, bits) {
            let mut s = String::new();
            format_float(FloatKind::F32, bits, &mut s);
            if !s.starts_with("0x") {
                let (neg, body) = match s.strip_prefix('-') {
                    Some(b) => (true, b),
                    None => (false, s.as_str()),
                };
                prop_assert_eq!(parse_float(FloatKind::F32, neg, body), Ok(bits), "{}", s);
            }
        }
    }
}
