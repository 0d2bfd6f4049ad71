//! Expectations recorded from `mlir-opt-22` (MLIR 22.1.8), so the crate is
//! tested without the oracle installed. The float tables were produced by
//! printing each value through `mlir-opt-22 --allow-unregistered-dialect
//! --mlir-print-op-generic` (hex bit patterns for `PRINTED`, decimal
//! literals for `PARSED`); the other cases were checked by hand the same way.

use sigil_numeric::{
    float_storage_bits, format_float, parse_float, parse_float_from_integer_literal,
    parse_float_hex, ApInt, FloatKind, NumericError, Signedness,
};

fn kind(name: &str) -> FloatKind {
    FloatKind::from_name(name).expect("known float type")
}

#[test]
fn prints_bit_patterns_like_mlir() {
    let mut s = String::new();
    for &(ty, bits, want) in PRINTED {
        s.clear();
        format_float(kind(ty), bits, &mut s);
        assert_eq!(s, want, "{ty} 0x{bits:X}");
    }
}

#[test]
fn parses_decimal_literals_like_mlir() {
    let mut s = String::new();
    for &(ty, lit, want) in PARSED {
        let (neg, body) = match lit.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, lit),
        };
        let bits = parse_float(kind(ty), neg, body).expect("valid literal");
        s.clear();
        format_float(kind(ty), bits, &mut s);
        assert_eq!(s, want, "{lit} : {ty}");
    }
}

#[test]
fn unstorable_values_store_like_mlir() {
    // dense<[-1.0, -2.0, -4.0, 1.0, 2.0]> : tensor<5xf8E8M0FNU>
    //   is stored as "0xFF80817F80".
    let e8m0 = FloatKind::F8E8M0FNU;
    let stored: Vec<u128> = ["1.0", "2.0", "4.0"]
        .iter()
        .map(|l| float_storage_bits(e8m0, parse_float(e8m0, true, l).unwrap()))
        .collect();
    assert_eq!(stored, [0xFF, 0x80, 0x81]);
    // dense<[1.0e400, -1.0e400]> : tensor<2xf4E2M1FN> is stored as "0x0008"
    // and its elements print as 0.0 and -0.0; the attributes print as hex.
    let f4 = FloatKind::F4E2M1FN;
    let pos = parse_float(f4, false, "1.0e400").unwrap();
    let neg = parse_float(f4, true, "1.0e400").unwrap();
    assert_eq!(
        (float_storage_bits(f4, pos), float_storage_bits(f4, neg)),
        (0x0, 0x8)
    );
    let mut s = String::new();
    format_float(f4, pos, &mut s);
    assert_eq!(s, "0x0");
    s.clear();
    format_float(f4, float_storage_bits(f4, neg), &mut s);
    assert_eq!(s, "-0.000000e+00");
}

#[test]
fn hex_float_literals() {
    assert_eq!(
        parse_float_hex(FloatKind::F32, "0x7FC00000"),
        Ok(0x7FC0_0000)
    );
    assert_eq!(
        parse_float_hex(FloatKind::F32, "0x7FC0000000"),
        Err(NumericError::HexFloatOutOfRange)
    );
    assert_eq!(
        NumericError::HexFloatOutOfRange.to_string(),
        "hexadecimal float constant out of range for type"
    );
    assert_eq!(
        parse_float_hex(FloatKind::F16, "0x00000000000003C00"),
        Ok(0x3C00)
    );
    assert_eq!(
        parse_float_hex(FloatKind::F4E2M1FN, "0x10"),
        Err(NumericError::HexFloatOutOfRange)
    );
    // An x87 unnormal reads as NaN and prints with an all-ones exponent.
    let mut s = String::new();
    let b = parse_float_hex(FloatKind::F80, "0x8000000000000000000").unwrap();
    format_float(FloatKind::F80, b, &mut s);
    assert_eq!(s, "0x7FFF0000000000000000");
}

#[test]
fn integer_literals_for_floats() {
    let e = parse_float_from_integer_literal(FloatKind::F32, false, "1").unwrap_err();
    assert_eq!(
        e.to_string(),
        "unexpected decimal integer literal for a floating point value"
    );
    assert_eq!(
        e.note(),
        Some("add a trailing dot to make the literal a float")
    );
    assert_eq!(
        parse_float_from_integer_literal(FloatKind::F32, true, "0x7FC00000")
            .unwrap_err()
            .to_string(),
        "hexadecimal float literal should not have a leading minus"
    );
    assert_eq!(
        parse_float_from_integer_literal(FloatKind::F32, false, "0x7FC00000"),
        Ok(0x7FC0_0000)
    );
}

/// (literal with sign, width, signedness, mlir-opt-22 result)
const INTS: &[(&str, u32, Signedness, Result<&str, &str>)] = {
    use Signedness::*;
    const OOR: Result<&str, &str> = Err("integer constant out of range for attribute");
    &[
        ("-0", 32, Signless, OOR),
        ("-0x0", 32, Signless, OOR),
        ("0", 0, Signless, Ok("0")),
        ("-0", 0, Signless, OOR),
        ("1", 0, Signless, OOR),
        ("-1", 1, Signless, Ok("-1")),
        ("1", 1, Signless, Ok("-1")),
        ("2", 1, Signless, OOR),
        ("0x8000", 16, Signed, OOR),
        ("-32768", 16, Signed, Ok("-32768")),
        ("32768", 16, Signed, OOR),
        (
            "-1",
            8,
            Unsigned,
            Err("negative integer literal not valid for unsigned integer type"),
        ),
        ("255", 8, Signless, Ok("-1")),
        ("256", 8, Signless, OOR),
        ("0x00000000000000000001", 8, Signless, Ok("1")),
        ("-129", 8, Signless, OOR),
        ("-128", 8, Signless, Ok("-128")),
        ("0x8000000000000000", 0, Index, OOR),
        ("9223372036854775807", 0, Index, Ok("9223372036854775807")),
        ("-9223372036854775808", 0, Index, Ok("-9223372036854775808")),
        ("255", 8, Unsigned, Ok("255")),
        (
            "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
            128,
            Signless,
            Ok("170141183460469231731687303715884105727"),
        ),
        (
            "-340282366920938463463374607431768211455",
            129,
            Signless,
            Ok("-340282366920938463463374607431768211455"),
        ),
        ("000012", 8, Signless, Ok("12")),
        ("0xFF", 8, Signed, OOR),
        ("1", 2, Signless, Ok("1")),
        ("3", 2, Signed, OOR),
        ("-2", 2, Signed, Ok("-2")),
        (
            "1",
            16_777_216,
            Signless,
            Err("integer bitwidth is limited to 16777215 bits"),
        ),
    ]
};

#[test]
fn integer_attributes_like_mlir() {
    for &(lit, width, sign, want) in INTS {
        let (neg, body) = match lit.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, lit),
        };
        let got = ApInt::parse_attr(body, neg, width, sign).map(|v| {
            let mut s = String::new();
            if sign == Signedness::Unsigned {
                v.write_unsigned(&mut s);
            } else {
                v.write_signed(&mut s);
            }
            s
        });
        match (got, want) {
            (Ok(s), Ok(w)) => assert_eq!(s, w, "{lit} width {width}"),
            (Err(e), Err(w)) => assert_eq!(e.to_string(), w, "{lit} width {width}"),
            (g, w) => panic!("{lit} width {width}: got {g:?}, want {w:?}"),
        }
    }
}

#[test]
fn integer_storage_bytes() {
    let v = ApInt::parse_attr("1", true, 1, Signedness::Signless).unwrap();
    assert!(v.to_bool());
    assert_eq!(v.to_le_bytes(), [1]);
    let v = ApInt::from_i64(12, -2);
    assert_eq!(v.to_le_bytes(), [0xFE, 0x0F]);
    assert_eq!(ApInt::from_le_bytes(12, &[0xFE, 0xFF]).unwrap(), v);
    let big = ApInt::from_i64(100, -1);
    assert_eq!(big.to_le_bytes().len(), 13);
    assert_eq!(ApInt::from_le_bytes(100, &big.to_le_bytes()).unwrap(), big);
    assert_eq!(big.to_i64(), Some(-1));
    assert_eq!(ApInt::from_i64(100, i64::MIN).to_i64(), Some(i64::MIN));
    assert_eq!(ApInt::from_u64(100, u64::MAX).to_i64(), None);
    assert_eq!(
        ApInt::from_le_bytes(16, &[1]),
        Err(NumericError::ByteLength {
            width: 16,
            expected: 2,
            found: 1
        })
    );
}

#[test]
fn explicit_exponent_saturates_at_24000_like_llvm() {
    // "0.<29999 zeros>1e30000" is exactly 1.0, but LLVM caps the written
    // exponent at 24000 before applying the digit position: mlir-opt-22
    // prints 0.000000e+00 for f64 and f32.
    let lit = format!("0.{}1e30000", "0".repeat(29_999));
    let mut s = String::new();
    format_float(
        FloatKind::F64,
        parse_float(FloatKind::F64, false, &lit).unwrap(),
        &mut s,
    );
    assert_eq!(s, "0.000000e+00");
    let lit = format!("0.{}1e+24500", "0".repeat(29_999));
    assert_eq!(parse_float(FloatKind::F32, false, &lit), Ok(0));
    let lit = format!("1{}.0e-24010", "0".repeat(29_999));
    assert_eq!(
        parse_float(FloatKind::F64, false, &lit),
        Ok(0x7FF0_0000_0000_0000)
    );
}

#[test]
fn decimal_literals_round_through_double() {
    // 1 + 2^-11 + tiny: a double rounds it to the f16 midpoint, which then
    // ties to even (1.0); one direct rounding would give the next value.
    let lit = "1.00048828125000000001";
    assert_eq!(parse_float(FloatKind::F16, false, lit), Ok(0x3C00));
    assert_eq!(
        sigil_numeric::parse_float_direct(FloatKind::F16, false, lit),
        Ok(0x3C01)
    );
    // f128 literals carry only double precision.
    let mut s = String::new();
    format_float(
        FloatKind::F128,
        parse_float(FloatKind::F128, false, "0.1").unwrap(),
        &mut s,
    );
    assert_eq!(s, "0.100000000000000005551115123125782702");
}

#[test]
fn float_literal_spellings() {
    let mut s = String::new();
    for (lit, want) in [
        ("1.e5", "1.000000e+05"),
        ("1.E5", "1.000000e+05"),
        ("1.5E+3", "1.500000e+03"),
        ("1.0e+3", "1.000000e+03"),
        ("00.5", "5.000000e-01"),
        ("1.", "1.000000e+00"),
    ] {
        s.clear();
        format_float(
            FloatKind::F32,
            parse_float(FloatKind::F32, false, lit).unwrap(),
            &mut s,
        );
        assert_eq!(s, want, "{lit}");
    }
    // Not float tokens in MLIR's lexer.
    for lit in [
        ".5", "1e5", "1.0e", "1.0e+", "inf", "nan", "-1.0", "+1.0", "1.0f", "0x1p3", "",
    ] {
        assert_eq!(
            parse_float(FloatKind::F32, false, lit),
            Err(NumericError::InvalidFloatLiteral),
            "{lit}"
        );
    }
}

#[test]
fn float_dense_storage_bytes() {
    // dense<[1.0, 2.0]> : tensor<2xf80>  -> "0x0000000000000080FF3F00000000000000800040"
    // dense<[1.0, 2.0]> : tensor<2xtf32> -> "0x00FC01000002"
    // dense<[1.0, -2.0]> : tensor<2xf6E2M3FN> -> "0x0830"
    let mut out = Vec::new();
    for (kind, values) in [
        (FloatKind::F80, ["1.0", "2.0"]),
        (FloatKind::TF32, ["1.0", "2.0"]),
    ] {
        for v in values {
            sigil_numeric::float_write_le_bytes(
                kind,
                parse_float(kind, false, v).unwrap(),
                &mut out,
            );
        }
    }
    let f6 = FloatKind::F6E2M3FN;
    sigil_numeric::float_write_le_bytes(f6, parse_float(f6, false, "1.0").unwrap(), &mut out);
    sigil_numeric::float_write_le_bytes(f6, parse_float(f6, true, "2.0").unwrap(), &mut out);
    let hex: String = out.iter().map(|b| format!("{b:02X}")).collect();
    assert_eq!(
        hex,
        "0000000000000080FF3F00000000000000800040".to_owned() + "00FC01000002" + "0830"
    );
    assert_eq!(
        sigil_numeric::float_from_le_bytes(FloatKind::TF32, &[0x00, 0xFC, 0xFF]),
        Some(0x7FC00)
    );
    assert_eq!(
        sigil_numeric::float_from_le_bytes(FloatKind::F80, &[0; 9]),
        None
    );
}

#[test]
fn kind_names_and_widths() {
    for k in FloatKind::ALL {
        assert_eq!(FloatKind::from_name(k.name()), Some(k));
    }
    assert_eq!(FloatKind::from_name("f8E5M2"), Some(FloatKind::F8E5M2));
    assert_eq!(FloatKind::from_name("f8e5m2"), None);
    assert_eq!(FloatKind::F80.bit_width(), 80);
    assert_eq!(FloatKind::TF32.bit_width(), 19);
    assert_eq!(FloatKind::F6E3M2FN.bit_width(), 6);
    assert_eq!(FloatKind::F4E2M1FN.bit_width(), 4);
}

/// (type, storage bits, mlir-opt-22 output)
const PRINTED: &[(&str, u128, &str)] = &[
    ("f64", 0x3FF0000000000000, "1.000000e+00"),
    ("f64", 0x3FB999999999999A, "1.000000e-01"),
    ("f64", 0xBFB999999999999A, "-1.000000e-01"),
    ("f64", 0x4415AF1D78B58C40, "1.000000e+20"),
    ("f64", 0x400921FB54442D18, "3.1415926535897931"),
    ("f64", 0x3FD5555555555555, "0.33333333333333331"),
    ("f64", 0x1, "4.940660e-324"),
    ("f64", 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
    ("f64", 0x423CBE991A140000, "0x423CBE991A140000"),
    ("f64", 0x3FE0000000000000, "5.000000e-01"),
    ("f64", 0x4059000000000000, "1.000000e+02"),
    ("f64", 0x3EE4F8B588E368F1, "1.000000e-05"),
    ("f64", 0x3DF12E0BE826D695, "2.500000e-10"),
    ("f64", 0x44DFE185CA57C517, "6.0221407599999999E+23"),
    ("f64", 0x4415AF1D78B58C41, "1.0000000000000002E+20"),
    ("f64", 0x7FF8000000000000, "0x7FF8000000000000"),
    ("f64", 0xFFF0000000000000, "0xFFF0000000000000"),
    ("f64", 0x8000000000000000, "-0.000000e+00"),
    ("f32", 0x3F800000, "1.000000e+00"),
    ("f32", 0x3DCCCCCD, "1.000000e-01"),
    ("f32", 0x7F7FFFFF, "3.40282347E+38"),
    ("f32", 0x1, "1.401300e-45"),
    ("f32", 0x4CEB79A3, "0x4CEB79A3"),
    ("f32", 0x4B800000, "0x4B800000"),
    ("f32", 0x3E99999A, "3.000000e-01"),
    ("f32", 0x800000, "1.17549435E-38"),
    ("f32", 0x449A522B, "1234.56775"),
    ("f32", 0x7FC00000, "0x7FC00000"),
    ("f32", 0x7F800001, "0x7F800001"),
    ("f32", 0xFF800000, "0xFF800000"),
    ("f32", 0x80000000, "-0.000000e+00"),
    ("f32", 0x3DCCCCCE, "0.100000009"),
    ("f16", 0x3C00, "1.000000e+00"),
    ("f16", 0x3555, "3.332520e-01"),
    ("f16", 0x7BFF, "6.550400e+04"),
    ("f16", 0x1, "5.960460e-08"),
    ("f16", 0x7E00, "0x7E00"),
    ("f16", 0xFC00, "0xFC00"),
    ("f16", 0x8000, "-0.000000e+00"),
    ("bf16", 0x3F80, "1.000000e+00"),
    ("bf16", 0x3DCD, "1.000980e-01"),
    ("bf16", 0x7F7F, "3.389530e+38"),
    ("bf16", 0x7FC0, "0x7FC0"),
    ("tf32", 0x1FC00, "1.000000e+00"),
    ("tf32", 0x3FC00, "0x3FC00"),
    ("tf32", 0xCCCD, "1.588450e-23"),
    ("f80", 0x3FFF8000000000000000, "1.000000e+00"),
    ("f80", 0x3FFBCCCCCCCCCCCCCCCD, "1.000000e-01"),
    ("f80", 0x8000000000000000000, "0x7FFF0000000000000000"),
    ("f80", 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
    ("f80", 0x1, "3.645200e-4951"),
    ("f80", 0x8000000000000000, "3.36210314311209350626E-4932"),
    ("f128", 0x3FFF0000000000000000000000000000, "1.000000e+00"),
    ("f128", 0x3FFB999999999999999999999999999A, "1.000000e-01"),
    (
        "f128",
        0x7FFF8000000000000000000000000000,
        "0x7FFF8000000000000000000000000000",
    ),
    ("f128", 0x1, "6.475180e-4966"),
    ("f8E5M2", 0x0, "0.000000e+00"),
    ("f8E5M2", 0x1, "1.525880e-05"),
    ("f8E5M2", 0x38, "5.000000e-01"),
    ("f8E5M2", 0x7F, "0x7F"),
    ("f8E5M2", 0x80, "-0.000000e+00"),
    ("f8E5M2", 0xFF, "0xFF"),
    ("f8E5M2", 0x7C, "0x7C"),
    ("f8E5M2", 0x55, "8.000000e+01"),
    ("f8E4M3FN", 0x0, "0.000000e+00"),
    ("f8E4M3FN", 0x1, "1.953130e-03"),
    ("f8E4M3FN", 0x38, "1.000000e+00"),
    ("f8E4M3FN", 0x7F, "0x7F"),
    ("f8E4M3FN", 0x80, "-0.000000e+00"),
    ("f8E4M3FN", 0xFF, "0xFF"),
    ("f8E4M3FN", 0x7C, "3.840000e+02"),
    ("f8E4M3FN", 0x55, "1.300000e+01"),
    ("f8E5M2FNUZ", 0x0, "0.000000e+00"),
    ("f8E5M2FNUZ", 0x1, "7.629390e-06"),
    ("f8E5M2FNUZ", 0x38, "2.500000e-01"),
    ("f8E5M2FNUZ", 0x7F, "5.734400e+04"),
    ("f8E5M2FNUZ", 0x80, "0x80"),
    ("f8E5M2FNUZ", 0xFF, "-5.734400e+04"),
    ("f8E5M2FNUZ", 0x7C, "3.276800e+04"),
    ("f8E5M2FNUZ", 0x55, "4.000000e+01"),
    ("f8E4M3FNUZ", 0x0, "0.000000e+00"),
    ("f8E4M3FNUZ", 0x1, "9.765620e-04"),
    ("f8E4M3FNUZ", 0x38, "5.000000e-01"),
    ("f8E4M3FNUZ", 0x7F, "2.400000e+02"),
    ("f8E4M3FNUZ", 0x80, "0x80"),
    ("f8E4M3FNUZ", 0xFF, "-2.400000e+02"),
    ("f8E4M3FNUZ", 0x7C, "1.920000e+02"),
    ("f8E4M3FNUZ", 0x55, "6.500000e+00"),
    ("f8E4M3B11FNUZ", 0x0, "0.000000e+00"),
    ("f8E4M3B11FNUZ", 0x1, "1.220700e-04"),
    ("f8E4M3B11FNUZ", 0x38, "6.250000e-02"),
    ("f8E4M3B11FNUZ", 0x7F, "3.000000e+01"),
    ("f8E4M3B11FNUZ", 0x80, "0x80"),
    ("f8E4M3B11FNUZ", 0xFF, "-3.000000e+01"),
    ("f8E4M3B11FNUZ", 0x7C, "2.400000e+01"),
    ("f8E4M3B11FNUZ", 0x55, "8.125000e-01"),
    ("f8E4M3", 0x0, "0.000000e+00"),
    ("f8E4M3", 0x1, "1.953130e-03"),
    ("f8E4M3", 0x38, "1.000000e+00"),
    ("f8E4M3", 0x7F, "0x7F"),
    ("f8E4M3", 0x80, "-0.000000e+00"),
    ("f8E4M3", 0xFF, "0xFF"),
    ("f8E4M3", 0x7C, "0x7C"),
    ("f8E4M3", 0x55, "1.300000e+01"),
    ("f8E3M4", 0x0, "0.000000e+00"),
    ("f8E3M4", 0x1, "1.562500e-02"),
    ("f8E3M4", 0x38, "1.500000e+00"),
    ("f8E3M4", 0x7F, "0x7F"),
    ("f8E3M4", 0x80, "-0.000000e+00"),
    ("f8E3M4", 0xFF, "0xFF"),
    ("f8E3M4", 0x7C, "0x7C"),
    ("f8E3M4", 0x55, "5.250000e+00"),
    ("f8E8M0FNU", 0x0, "5.877470e-39"),
    ("f8E8M0FNU", 0x1, "1.175490e-38"),
    ("f8E8M0FNU", 0x38, "4.235160e-22"),
    ("f8E8M0FNU", 0x7F, "1.000000e+00"),
    ("f8E8M0FNU", 0x80, "2.000000e+00"),
    ("f8E8M0FNU", 0xFF, "0xFF"),
    ("f8E8M0FNU", 0x7C, "1.250000e-01"),
    ("f8E8M0FNU", 0x55, "2.273740e-13"),
    ("f6E2M3FN", 0x0, "0.000000e+00"),
    ("f6E2M3FN", 0x1, "1.250000e-01"),
    ("f6E2M3FN", 0x1F, "7.500000e+00"),
    ("f6E2M3FN", 0x20, "-0.000000e+00"),
    ("f6E2M3FN", 0x3F, "-7.500000e+00"),
    ("f6E2M3FN", 0xC, "1.500000e+00"),
    ("f6E3M2FN", 0x0, "0.000000e+00"),
    ("f6E3M2FN", 0x1, "6.250000e-02"),
    ("f6E3M2FN", 0x1F, "2.800000e+01"),
    ("f6E3M2FN", 0x20, "-0.000000e+00"),
    ("f6E3M2FN", 0x3F, "-2.800000e+01"),
    ("f6E3M2FN", 0xC, "1.000000e+00"),
    ("f4E2M1FN", 0x0, "0.000000e+00"),
    ("f4E2M1FN", 0x1, "5.000000e-01"),
    ("f4E2M1FN", 0x7, "6.000000e+00"),
    ("f4E2M1FN", 0x8, "-0.000000e+00"),
    ("f4E2M1FN", 0xF, "-6.000000e+00"),
    ("f4E2M1FN", 0x3, "1.500000e+00"),
];

/// (type, literal, mlir-opt-22 output)
const PARSED: &[(&str, &str, &str)] = &[
    ("f16", "1.0", "1.000000e+00"),
    ("f16", "-1.5", "-1.500000e+00"),
    ("f16", "0.1", "9.997550e-02"),
    ("f16", "1.0e400", "0x7C00"),
    ("f16", "-1.0e400", "0xFC00"),
    ("f16", "1.0e-400", "0.000000e+00"),
    ("f16", "-1.0e-400", "-0.000000e+00"),
    ("f16", "-0.0", "-0.000000e+00"),
    ("f16", "3.0", "3.000000e+00"),
    ("f16", "65520.0", "0x7C00"),
    ("f16", "448.0", "4.480000e+02"),
    ("f16", "464.0", "4.640000e+02"),
    ("f16", "480.0", "4.800000e+02"),
    ("f16", "7.0", "7.000000e+00"),
    ("f16", "1.00048828125000000001", "1.000000e+00"),
    ("f16", "2.5e-3", "2.500530e-03"),
    ("bf16", "1.0", "1.000000e+00"),
    ("bf16", "-1.5", "-1.500000e+00"),
    ("bf16", "0.1", "1.000980e-01"),
    ("bf16", "1.0e400", "0x7F80"),
    ("bf16", "-1.0e400", "0xFF80"),
    ("bf16", "1.0e-400", "0.000000e+00"),
    ("bf16", "-1.0e-400", "-0.000000e+00"),
    ("bf16", "-0.0", "-0.000000e+00"),
    ("bf16", "3.0", "3.000000e+00"),
    ("bf16", "65520.0", "6.553600e+04"),
    ("bf16", "448.0", "4.480000e+02"),
    ("bf16", "464.0", "4.640000e+02"),
    ("bf16", "480.0", "4.800000e+02"),
    ("bf16", "7.0", "7.000000e+00"),
    ("bf16", "1.00048828125000000001", "1.000000e+00"),
    ("bf16", "2.5e-3", "2.502440e-03"),
    ("f32", "1.0", "1.000000e+00"),
    ("f32", "-1.5", "-1.500000e+00"),
    ("f32", "0.1", "1.000000e-01"),
    ("f32", "1.0e400", "0x7F800000"),
    ("f32", "-1.0e400", "0xFF800000"),
    ("f32", "1.0e-400", "0.000000e+00"),
    ("f32", "-1.0e-400", "-0.000000e+00"),
    ("f32", "-0.0", "-0.000000e+00"),
    ("f32", "3.0", "3.000000e+00"),
    ("f32", "65520.0", "6.552000e+04"),
    ("f32", "448.0", "4.480000e+02"),
    ("f32", "464.0", "4.640000e+02"),
    ("f32", "480.0", "4.800000e+02"),
    ("f32", "7.0", "7.000000e+00"),
    ("f32", "1.00048828125000000001", "1.00048828"),
    ("f32", "2.5e-3", "2.500000e-03"),
    ("f64", "1.0", "1.000000e+00"),
    ("f64", "-1.5", "-1.500000e+00"),
    ("f64", "0.1", "1.000000e-01"),
    ("f64", "1.0e400", "0x7FF0000000000000"),
    ("f64", "-1.0e400", "0xFFF0000000000000"),
    ("f64", "1.0e-400", "0.000000e+00"),
    ("f64", "-1.0e-400", "-0.000000e+00"),
    ("f64", "-0.0", "-0.000000e+00"),
    ("f64", "3.0", "3.000000e+00"),
    ("f64", "65520.0", "6.552000e+04"),
    ("f64", "448.0", "4.480000e+02"),
    ("f64", "464.0", "4.640000e+02"),
    ("f64", "480.0", "4.800000e+02"),
    ("f64", "7.0", "7.000000e+00"),
    ("f64", "1.00048828125000000001", "1.00048828125"),
    ("f64", "2.5e-3", "2.500000e-03"),
    ("f80", "1.0", "1.000000e+00"),
    ("f80", "-1.5", "-1.500000e+00"),
    ("f80", "0.1", "0.100000000000000005551"),
    ("f80", "1.0e400", "0x7FFF8000000000000000"),
    ("f80", "-1.0e400", "0xFFFF8000000000000000"),
    ("f80", "1.0e-400", "0.000000e+00"),
    ("f80", "-1.0e-400", "-0.000000e+00"),
    ("f80", "-0.0", "-0.000000e+00"),
    ("f80", "3.0", "3.000000e+00"),
    ("f80", "65520.0", "6.552000e+04"),
    ("f80", "448.0", "4.480000e+02"),
    ("f80", "464.0", "4.640000e+02"),
    ("f80", "480.0", "4.800000e+02"),
    ("f80", "7.0", "7.000000e+00"),
    ("f80", "1.00048828125000000001", "1.00048828125"),
    ("f80", "2.5e-3", "0.00250000000000000005204"),
    ("f128", "1.0", "1.000000e+00"),
    ("f128", "-1.5", "-1.500000e+00"),
    ("f128", "0.1", "0.100000000000000005551115123125782702"),
    ("f128", "1.0e400", "0x7FFF0000000000000000000000000000"),
    ("f128", "-1.0e400", "0xFFFF0000000000000000000000000000"),
    ("f128", "1.0e-400", "0.000000e+00"),
    ("f128", "-1.0e-400", "-0.000000e+00"),
    ("f128", "-0.0", "-0.000000e+00"),
    ("f128", "3.0", "3.000000e+00"),
    ("f128", "65520.0", "6.552000e+04"),
    ("f128", "448.0", "4.480000e+02"),
    ("f128", "464.0", "4.640000e+02"),
    ("f128", "480.0", "4.800000e+02"),
    ("f128", "7.0", "7.000000e+00"),
    ("f128", "1.00048828125000000001", "1.00048828125"),
    ("f128", "2.5e-3", "0.00250000000000000005204170427930421283"),
    ("tf32", "1.0", "1.000000e+00"),
    ("tf32", "-1.5", "-1.500000e+00"),
    ("tf32", "0.1", "9.997550e-02"),
    ("tf32", "1.0e400", "0x3FC00"),
    ("tf32", "-1.0e400", "0x7FC00"),
    ("tf32", "1.0e-400", "0.000000e+00"),
    ("tf32", "-1.0e-400", "-0.000000e+00"),
    ("tf32", "-0.0", "-0.000000e+00"),
    ("tf32", "3.0", "3.000000e+00"),
    ("tf32", "65520.0", "6.553600e+04"),
    ("tf32", "448.0", "4.480000e+02"),
    ("tf32", "464.0", "4.640000e+02"),
    ("tf32", "480.0", "4.800000e+02"),
    ("tf32", "7.0", "7.000000e+00"),
    ("tf32", "1.00048828125000000001", "1.000000e+00"),
    ("tf32", "2.5e-3", "2.500530e-03"),
    ("f8E5M2", "1.0", "1.000000e+00"),
    ("f8E5M2", "-1.5", "-1.500000e+00"),
    ("f8E5M2", "0.1", "9.375000e-02"),
    ("f8E5M2", "1.0e400", "0x7C"),
    ("f8E5M2", "-1.0e400", "0xFC"),
    ("f8E5M2", "1.0e-400", "0.000000e+00"),
    ("f8E5M2", "-1.0e-400", "-0.000000e+00"),
    ("f8E5M2", "-0.0", "-0.000000e+00"),
    ("f8E5M2", "3.0", "3.000000e+00"),
    ("f8E5M2", "65520.0", "0x7C"),
    ("f8E5M2", "448.0", "4.480000e+02"),
    ("f8E5M2", "464.0", "4.480000e+02"),
    ("f8E5M2", "480.0", "5.120000e+02"),
    ("f8E5M2", "7.0", "7.000000e+00"),
    ("f8E5M2", "1.00048828125000000001", "1.000000e+00"),
    ("f8E5M2", "2.5e-3", "2.441410e-03"),
    ("f8E4M3FN", "1.0", "1.000000e+00"),
    ("f8E4M3FN", "-1.5", "-1.500000e+00"),
    ("f8E4M3FN", "0.1", "1.015630e-01"),
    ("f8E4M3FN", "1.0e400", "0x7F"),
    ("f8E4M3FN", "-1.0e400", "0xFF"),
    ("f8E4M3FN", "1.0e-400", "0.000000e+00"),
    ("f8E4M3FN", "-1.0e-400", "-0.000000e+00"),
    ("f8E4M3FN", "-0.0", "-0.000000e+00"),
    ("f8E4M3FN", "3.0", "3.000000e+00"),
    ("f8E4M3FN", "65520.0", "0x7F"),
    ("f8E4M3FN", "448.0", "4.480000e+02"),
    ("f8E4M3FN", "464.0", "4.480000e+02"),
    ("f8E4M3FN", "480.0", "0x7F"),
    ("f8E4M3FN", "7.0", "7.000000e+00"),
    ("f8E4M3FN", "1.00048828125000000001", "1.000000e+00"),
    ("f8E4M3FN", "2.5e-3", "1.953130e-03"),
    ("f8E5M2FNUZ", "1.0", "1.000000e+00"),
    ("f8E5M2FNUZ", "-1.5", "-1.500000e+00"),
    ("f8E5M2FNUZ", "0.1", "9.375000e-02"),
    ("f8E5M2FNUZ", "1.0e400", "0x80"),
    ("f8E5M2FNUZ", "-1.0e400", "0x80"),
    ("f8E5M2FNUZ", "1.0e-400", "0.000000e+00"),
    ("f8E5M2FNUZ", "-1.0e-400", "0.000000e+00"),
    ("f8E5M2FNUZ", "-0.0", "0.000000e+00"),
    ("f8E5M2FNUZ", "3.0", "3.000000e+00"),
    ("f8E5M2FNUZ", "65520.0", "0x80"),
    ("f8E5M2FNUZ", "448.0", "4.480000e+02"),
    ("f8E5M2FNUZ", "464.0", "4.480000e+02"),
    ("f8E5M2FNUZ", "480.0", "5.120000e+02"),
    ("f8E5M2FNUZ", "7.0", "7.000000e+00"),
    ("f8E5M2FNUZ", "1.00048828125000000001", "1.000000e+00"),
    ("f8E5M2FNUZ", "2.5e-3", "2.441410e-03"),
    ("f8E4M3FNUZ", "1.0", "1.000000e+00"),
    ("f8E4M3FNUZ", "-1.5", "-1.500000e+00"),
    ("f8E4M3FNUZ", "0.1", "1.015630e-01"),
    ("f8E4M3FNUZ", "1.0e400", "0x80"),
    ("f8E4M3FNUZ", "-1.0e400", "0x80"),
    ("f8E4M3FNUZ", "1.0e-400", "0.000000e+00"),
    ("f8E4M3FNUZ", "-1.0e-400", "0.000000e+00"),
    ("f8E4M3FNUZ", "-0.0", "0.000000e+00"),
    ("f8E4M3FNUZ", "3.0", "3.000000e+00"),
    ("f8E4M3FNUZ", "65520.0", "0x80"),
    ("f8E4M3FNUZ", "448.0", "0x80"),
    ("f8E4M3FNUZ", "464.0", "0x80"),
    ("f8E4M3FNUZ", "480.0", "0x80"),
    ("f8E4M3FNUZ", "7.0", "7.000000e+00"),
    ("f8E4M3FNUZ", "1.00048828125000000001", "1.000000e+00"),
    ("f8E4M3FNUZ", "2.5e-3", "2.929690e-03"),
    ("f8E4M3B11FNUZ", "1.0", "1.000000e+00"),
    ("f8E4M3B11FNUZ", "-1.5", "-1.500000e+00"),
    ("f8E4M3B11FNUZ", "0.1", "1.015630e-01"),
    ("f8E4M3B11FNUZ", "1.0e400", "0x80"),
    ("f8E4M3B11FNUZ", "-1.0e400", "0x80"),
    ("f8E4M3B11FNUZ", "1.0e-400", "0.000000e+00"),
    ("f8E4M3B11FNUZ", "-1.0e-400", "0.000000e+00"),
    ("f8E4M3B11FNUZ", "-0.0", "0.000000e+00"),
    ("f8E4M3B11FNUZ", "3.0", "3.000000e+00"),
    ("f8E4M3B11FNUZ", "65520.0", "0x80"),
    ("f8E4M3B11FNUZ", "448.0", "0x80"),
    ("f8E4M3B11FNUZ", "464.0", "0x80"),
    ("f8E4M3B11FNUZ", "480.0", "0x80"),
    ("f8E4M3B11FNUZ", "7.0", "7.000000e+00"),
    ("f8E4M3B11FNUZ", "1.00048828125000000001", "1.000000e+00"),
    ("f8E4M3B11FNUZ", "2.5e-3", "2.441410e-03"),
    ("f8E4M3", "1.0", "1.000000e+00"),
    ("f8E4M3", "-1.5", "-1.500000e+00"),
    ("f8E4M3", "0.1", "1.015630e-01"),
    ("f8E4M3", "1.0e400", "0x78"),
    ("f8E4M3", "-1.0e400", "0xF8"),
    ("f8E4M3", "1.0e-400", "0.000000e+00"),
    ("f8E4M3", "-1.0e-400", "-0.000000e+00"),
    ("f8E4M3", "-0.0", "-0.000000e+00"),
    ("f8E4M3", "3.0", "3.000000e+00"),
    ("f8E4M3", "65520.0", "0x78"),
    ("f8E4M3", "448.0", "0x78"),
    ("f8E4M3", "464.0", "0x78"),
    ("f8E4M3", "480.0", "0x78"),
    ("f8E4M3", "7.0", "7.000000e+00"),
    ("f8E4M3", "1.00048828125000000001", "1.000000e+00"),
    ("f8E4M3", "2.5e-3", "1.953130e-03"),
    ("f8E3M4", "1.0", "1.000000e+00"),
    ("f8E3M4", "-1.5", "-1.500000e+00"),
    ("f8E3M4", "0.1", "9.375000e-02"),
    ("f8E3M4", "1.0e400", "0x70"),
    ("f8E3M4", "-1.0e400", "0xF0"),
    ("f8E3M4", "1.0e-400", "0.000000e+00"),
    ("f8E3M4", "-1.0e-400", "-0.000000e+00"),
    ("f8E3M4", "-0.0", "-0.000000e+00"),
    ("f8E3M4", "3.0", "3.000000e+00"),
    ("f8E3M4", "65520.0", "0x70"),
    ("f8E3M4", "448.0", "0x70"),
    ("f8E3M4", "464.0", "0x70"),
    ("f8E3M4", "480.0", "0x70"),
    ("f8E3M4", "7.0", "7.000000e+00"),
    ("f8E3M4", "1.00048828125000000001", "1.000000e+00"),
    ("f8E3M4", "2.5e-3", "0.000000e+00"),
    ("f8E8M0FNU", "1.0", "1.000000e+00"),
    ("f8E8M0FNU", "-1.5", "-2.000000e+00"),
    ("f8E8M0FNU", "0.1", "1.250000e-01"),
    ("f8E8M0FNU", "1.0e400", "0xFF"),
    ("f8E8M0FNU", "-1.0e400", "0xFF"),
    ("f8E8M0FNU", "1.0e-400", "5.877470e-39"),
    ("f8E8M0FNU", "-1.0e-400", "5.877470e-39"),
    ("f8E8M0FNU", "-0.0", "5.877470e-39"),
    ("f8E8M0FNU", "3.0", "4.000000e+00"),
    ("f8E8M0FNU", "65520.0", "6.553600e+04"),
    ("f8E8M0FNU", "448.0", "5.120000e+02"),
    ("f8E8M0FNU", "464.0", "5.120000e+02"),
    ("f8E8M0FNU", "480.0", "5.120000e+02"),
    ("f8E8M0FNU", "7.0", "8.000000e+00"),
    ("f8E8M0FNU", "1.00048828125000000001", "1.000000e+00"),
    ("f8E8M0FNU", "2.5e-3", "1.953130e-03"),
    ("f6E2M3FN", "1.0", "1.000000e+00"),
    ("f6E2M3FN", "-1.5", "-1.500000e+00"),
    ("f6E2M3FN", "0.1", "1.250000e-01"),
    ("f6E2M3FN", "1.0e400", "0x0"),
    ("f6E2M3FN", "-1.0e400", "0x20"),
    ("f6E2M3FN", "1.0e-400", "0.000000e+00"),
    ("f6E2M3FN", "-1.0e-400", "-0.000000e+00"),
    ("f6E2M3FN", "-0.0", "-0.000000e+00"),
    ("f6E2M3FN", "3.0", "3.000000e+00"),
    ("f6E2M3FN", "65520.0", "7.500000e+00"),
    ("f6E2M3FN", "448.0", "7.500000e+00"),
    ("f6E2M3FN", "464.0", "7.500000e+00"),
    ("f6E2M3FN", "480.0", "7.500000e+00"),
    ("f6E2M3FN", "7.0", "7.000000e+00"),
    ("f6E2M3FN", "1.00048828125000000001", "1.000000e+00"),
    ("f6E2M3FN", "2.5e-3", "0.000000e+00"),
    ("f6E3M2FN", "1.0", "1.000000e+00"),
    ("f6E3M2FN", "-1.5", "-1.500000e+00"),
    ("f6E3M2FN", "0.1", "1.250000e-01"),
    ("f6E3M2FN", "1.0e400", "0x0"),
    ("f6E3M2FN", "-1.0e400", "0x20"),
    ("f6E3M2FN", "1.0e-400", "0.000000e+00"),
    ("f6E3M2FN", "-1.0e-400", "-0.000000e+00"),
    ("f6E3M2FN", "-0.0", "-0.000000e+00"),
    ("f6E3M2FN", "3.0", "3.000000e+00"),
    ("f6E3M2FN", "65520.0", "2.800000e+01"),
    ("f6E3M2FN", "448.0", "2.800000e+01"),
    ("f6E3M2FN", "464.0", "2.800000e+01"),
    ("f6E3M2FN", "480.0", "2.800000e+01"),
    ("f6E3M2FN", "7.0", "7.000000e+00"),
    ("f6E3M2FN", "1.00048828125000000001", "1.000000e+00"),
    ("f6E3M2FN", "2.5e-3", "0.000000e+00"),
    ("f4E2M1FN", "1.0", "1.000000e+00"),
    ("f4E2M1FN", "-1.5", "-1.500000e+00"),
    ("f4E2M1FN", "0.1", "0.000000e+00"),
    ("f4E2M1FN", "1.0e400", "0x0"),
    ("f4E2M1FN", "-1.0e400", "0x8"),
    ("f4E2M1FN", "1.0e-400", "0.000000e+00"),
    ("f4E2M1FN", "-1.0e-400", "-0.000000e+00"),
    ("f4E2M1FN", "-0.0", "-0.000000e+00"),
    ("f4E2M1FN", "3.0", "3.000000e+00"),
    ("f4E2M1FN", "65520.0", "6.000000e+00"),
    ("f4E2M1FN", "448.0", "6.000000e+00"),
    ("f4E2M1FN", "464.0", "6.000000e+00"),
    ("f4E2M1FN", "480.0", "6.000000e+00"),
    ("f4E2M1FN", "7.0", "6.000000e+00"),
    ("f4E2M1FN", "1.00048828125000000001", "1.000000e+00"),
    ("f4E2M1FN", "2.5e-3", "0.000000e+00"),
];
