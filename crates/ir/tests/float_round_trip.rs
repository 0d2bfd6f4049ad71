//! Property: a float attribute of any type and any bit pattern, in any
//! position (top level, array, nested array, dictionary, properties, dense
//! elements, `array<...>`), prints in custom and generic form and reads back
//! to the same bits (compared through the generic printout).

use std::sync::Arc;

use proptest::prelude::*;
use sigil_ir::{parse_module, print_module, Context, ParseOptions, PrintOptions, SourceFile};

/// (name, storage bits); f80 and f128 are written in decimal only.
const TYPES: [(&str, u32); 16] = [
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("f64", 64),
    ("tf32", 19),
    ("f8E5M2", 8),
    ("f8E4M3FN", 8),
    ("f8E5M2FNUZ", 8),
    ("f8E4M3FNUZ", 8),
    ("f8E4M3B11FNUZ", 8),
    ("f8E4M3", 8),
    ("f8E3M4", 8),
    ("f8E8M0FNU", 8),
    ("f6E2M3FN", 6),
    ("f6E3M2FN", 6),
    ("f4E2M1FN", 4),
];

fn round_trip(text: &str) -> Result<(), String> {
    let opts = ParseOptions {
        allow_unregistered_dialects: true,
        ..ParseOptions::default()
    };
    let mut ctx = Context::new();
    let src = Arc::new(SourceFile::new("in.mlir", text.as_bytes().to_vec()));
    let mut m = parse_module(&mut ctx, src, &opts).map_err(|d| d.message.clone())?;
    let generic = print_module(
        &mut ctx,
        &mut m,
        &PrintOptions {
            debug_info: false,
            generic: true,
        },
    );
    for form_generic in [false, true] {
        let printed = print_module(
            &mut ctx,
            &mut m,
            &PrintOptions {
                debug_info: false,
                generic: form_generic,
            },
        );
        let mut ctx2 = Context::new();
        let src2 = Arc::new(SourceFile::new("printed.mlir", printed.clone()));
        let mut m2 = parse_module(&mut ctx2, src2, &opts).map_err(|d| {
            format!(
                "{} does not read back: {}\n{}",
                if form_generic { "generic" } else { "custom" },
                d.message,
                String::from_utf8_lossy(&printed)
            )
        })?;
        let again = print_module(
            &mut ctx2,
            &mut m2,
            &PrintOptions {
                debug_info: false,
                generic: true,
            },
        );
        if again != generic {
            return Err(format!(
                "changed:\n{}\n{}",
                String::from_utf8_lossy(&generic),
                String::from_utf8_lossy(&again)
            ));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn float_attributes_keep_their_bits(t in 0usize..TYPES.len(), bits in any::<u64>(), pos in 0usize..7) {
        let (ty, width) = TYPES[t];
        let lit = format!("0x{:X}", bits & (u64::MAX >> (64 - width)));
        let attr = format!("{lit} : {ty}");
        let text = match pos {
            0 => format!("\"t.a\"() {{x = {attr}}} : () -> ()"),
            1 => format!("\"t.a\"() {{x = [{attr}, 1.5 : {ty}]}} : () -> ()"),
            2 => format!("\"t.a\"() {{x = [[{attr}]]}} : () -> ()"),
            3 => format!("\"t.a\"() {{x = {{y = {attr}}}}} : () -> ()"),
            4 => format!("\"t.a\"() <{{x = {attr}}}> : () -> ()"),
            5 => format!("\"t.a\"() {{x = dense<[{lit}, {lit}]> : tensor<2x{ty}>}} : () -> ()"),
            _ => match ty {
                "f16" | "bf16" | "f32" | "f64" => format!("\"t.a\"() {{x = array<{ty}: {lit}, {lit}>}} : () -> ()"),
                _ => format!("\"t.a\"() {{x = dense<{lit}> : tensor<3x{ty}>}} : () -> ()"),
            },
        };
        prop_assert_eq!(round_trip(&text), Ok(()), "{}", text);
    }

    #[test]
    fn decimal_floats_keep_their_value(v in any::<f64>(), t in 0usize..(TYPES.len() + 2), pos in 0usize..3) {
        prop_assume!(v.is_finite());
        let ty = match t {
            t if t < TYPES.len() => TYPES[t].0,
            t if t == TYPES.len() => "f80",
            _ => "f128",
        };
        prop_assume!(ty != "f8E8M0FNU" || v > 0.0);
        // MLIR's float literals need a `.`: 17 significant digits always
        // have one and name the double exactly.
        let lit = format!("{v:.16e}");
        let attr = format!("{lit} : {ty}");
        let text = match pos {
            0 => format!("\"t.a\"() {{x = {attr}}} : () -> ()"),
            1 => format!("\"t.a\"() {{x = [{attr}]}} : () -> ()"),
            _ => format!("\"t.a\"() {{x = dense<[{lit}]> : tensor<1x{ty}>}} : () -> ()"),
        };
        prop_assert_eq!(round_trip(&text), Ok(()), "{}", text);
    }
}
