//! The `stablehlo` dialect: the portable form of ML programs that JAX,
//! TensorFlow and torch-xla emit.
//!
//! Every op, its traits, operands, results, type constraints and
//! declarative format come from StableHLO's ODS records
//! (`ods/stablehlo.rs`, generated from `third_party/stablehlo`). What is
//! written here is what the records leave to C++: the `!stablehlo.token`
//! type, the dialect's attributes (enums, kept by their case; the
//! dimension-number structs, kept as integer lists so the lowering reads
//! them without parsing), the `custom<...>` directives its formats name
//! (`directives.rs`), and the ops with a hand-written form.

pub(crate) mod attrs;
pub(crate) mod directives;
pub(crate) mod types;
pub(crate) mod verify;

use super::api::{DialectParser, DialectPrinter, TypeDef};
use super::OpDef;
use crate::attrs::Param;
use crate::diag::DResult;

pub(crate) use attrs::ATTRS;

fn no_params(_: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    Ok(Vec::new())
}

fn print_nothing(_: &mut DialectPrinter<'_, '_>, _: &[Param]) {}

/// `!stablehlo.token`.
pub(crate) static TYPES: [TypeDef; 1] = [TypeDef {
    dialect: "stablehlo",
    mnemonic: "token",
    parse: no_params,
    print: print_nothing,
}];

/// The ops whose form is written by hand (`hasCustomAssemblyFormat`); the
/// registry takes the others from the generated table.
pub(crate) const OPS: &[OpDef] = &[
    OpDef {
        result_names: Some(directives::constant_names),
        ..OpDef::new("stablehlo.constant", super::OpTraits::NONE)
            .with_parse_print(directives::parse_constant, directives::print_constant)
    },
    OpDef::new(
        "stablehlo.reduce",
        super::OpTraits {
            single_block: true,
            ..super::OpTraits::NONE
        },
    )
    .with_parse_print(directives::parse_reduce, directives::print_reduce),
    OpDef::new(
        "stablehlo.while",
        super::OpTraits {
            single_block: true,
            ..super::OpTraits::NONE
        },
    )
    .with_parse_print(directives::parse_while, directives::print_while)
    .with_block_arg_names(directives::while_arg_names),
    checked("stablehlo.tuple", NONE, verify::verify_tuple),
    checked(
        "stablehlo.dynamic_slice",
        NONE,
        verify::verify_dynamic_slice,
    ),
    checked(
        "stablehlo.dynamic_update_slice",
        NONE,
        verify::verify_dynamic_update_slice,
    ),
    checked(
        "stablehlo.reduce_window",
        SINGLE_BLOCK,
        verify::verify_reduce_window,
    ),
    checked("stablehlo.case", SINGLE_BLOCK, verify::verify_case),
    checked("stablehlo.sort", NONE, verify::verify_sort),
    checked("stablehlo.concatenate", NONE, verify::verify_concatenate),
];

const NONE: super::OpTraits = super::OpTraits::NONE;
const SINGLE_BLOCK: super::OpTraits = super::OpTraits {
    single_block: true,
    ..super::OpTraits::NONE
};

/// An op whose record's form and structure are used as they are, with the
/// checks its C++ verifier adds (and the record's traits, `traits`).
const fn checked(name: &'static str, traits: super::OpTraits, verify: super::VerifyFn) -> OpDef {
    OpDef {
        verify: Some(verify),
        ..OpDef::new(name, traits)
    }
}
