//! StableHLO's attributes: its enums (`#stablehlo<comparison_direction LT>`,
//! kept by their case) and the dimension-number structs
//! (`#stablehlo.dot<...>`, `gather`, `scatter`, `conv`, `channel_handle`,
//! `type_extensions`), kept as one parameter per field, integer lists as
//! `array<i64>` attributes, so the lowering reads them by position.
//!
//! Each struct is a table of fields in the order StableHLO prints them;
//! one parser and one printer serve all of them, as MLIR's
//! `struct(params)` directive and StableHLO's hand-written printers do
//! (an empty list is left out, a scalar always printed).

use super::super::api::{AttrDef, DialectParser, DialectPrinter, EnumCases};
use crate::attrs::Param;
use crate::diag::DResult;

// The cases of StableHLO's enums (StablehloEnums.td), by value.
static PRECISION: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::Precision",
    &["DEFAULT", "HIGH", "HIGHEST"],
);
static RESULT_ACCURACY_MODE: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::ResultAccuracyMode",
    &["DEFAULT", "HIGHEST", "TOLERANCE"],
);
static FFT_TYPE: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::FftType",
    &["FFT", "IFFT", "RFFT", "IRFFT"],
);
static COMPARISON_DIRECTION: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::ComparisonDirection",
    &["EQ", "NE", "GE", "GT", "LE", "LT"],
);
static COMPARISON_TYPE: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::ComparisonType",
    &["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"],
);
static TRANSPOSE: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::Transpose",
    &["TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"],
);
// Values start at 1: no word is the empty case 0.
static RNG_DISTRIBUTION: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::RngDistribution",
    &["", "UNIFORM", "NORMAL"],
);
static RNG_ALGORITHM: EnumCases = EnumCases::plain(
    "::mlir::stablehlo::RngAlgorithm",
    &["DEFAULT", "THREE_FRY", "PHILOX"],
);

/// An enum written `mnemonic CASE` (the default `$value` format): the
/// dialect printer puts the space after the mnemonic.
macro_rules! spaced_enum {
    ($mnemonic:expr, $cases:expr) => {
        spaced_enum!("stablehlo", $mnemonic, $cases)
    };
    ($dialect:expr, $mnemonic:expr, $cases:expr) => {
        AttrDef {
            dialect: $dialect,
            mnemonic: $mnemonic,
            typed: false,
            parse: |p| {
                let at = p.offset();
                let v = $cases.parse_value(p)?;
                if $cases.name(v) == Some("") {
                    // The placeholder of an enum whose values start at 1.
                    let words: Vec<&str> = $cases
                        .cases
                        .iter()
                        .copied()
                        .filter(|c| !c.is_empty())
                        .collect();
                    return p.error_at(
                        at,
                        format!(
                            "expected {} to be one of: {}",
                            $cases.cpp_name,
                            words.join(", ")
                        ),
                    );
                }
                Ok(vec![Param::Int(v)])
            },
            print: |p, params| {
                if let [Param::Int(v)] = params {
                    $cases.write(*v, &mut |s| p.write(s));
                }
            },
            alias: None,
        }
    };
}

/// A field of a struct attribute.
#[derive(Clone, Copy)]
enum Field {
    /// An integer list, left out of print when empty.
    List(&'static str),
    /// An integer, always printed.
    Int(&'static str),
    /// An integer, left out of print when 0 (`gather`'s and `scatter`'s
    /// `index_vector_dim`, which StableHLO's `printStruct` prints so).
    OptInt(&'static str),
    /// A type, always printed.
    Type(&'static str),
    /// `true` or `false`, always printed.
    Bool(&'static str),
}

impl Field {
    fn name(self) -> &'static str {
        match self {
            Field::List(n) | Field::Int(n) | Field::OptInt(n) | Field::Type(n) | Field::Bool(n) => {
                n
            }
        }
    }
}

const DOT: &[Field] = &[
    Field::List("lhs_batching_dimensions"),
    Field::List("rhs_batching_dimensions"),
    Field::List("lhs_contracting_dimensions"),
    Field::List("rhs_contracting_dimensions"),
];
const GATHER: &[Field] = &[
    Field::List("offset_dims"),
    Field::List("collapsed_slice_dims"),
    Field::List("operand_batching_dims"),
    Field::List("start_indices_batching_dims"),
    Field::List("start_index_map"),
    Field::OptInt("index_vector_dim"),
];
const SCATTER: &[Field] = &[
    Field::List("update_window_dims"),
    Field::List("inserted_window_dims"),
    Field::List("input_batching_dims"),
    Field::List("scatter_indices_batching_dims"),
    Field::List("scatter_dims_to_operand_dims"),
    Field::OptInt("index_vector_dim"),
];
const CHANNEL_HANDLE: &[Field] = &[Field::Int("handle"), Field::Int("type")];
const DOT_ALGORITHM: &[Field] = &[
    Field::Type("lhs_precision_type"),
    Field::Type("rhs_precision_type"),
    Field::Type("accumulation_type"),
    Field::Int("lhs_component_count"),
    Field::Int("rhs_component_count"),
    Field::Int("num_primitive_operations"),
    Field::Bool("allow_imprecise_accumulation"),
];

fn list(p: &mut DialectParser<'_, '_>) -> DResult<Vec<i64>> {
    p.expect("[")?;
    let mut v = Vec::new();
    if !p.eat("]") {
        loop {
            v.push(p.parse_integer()?);
            if p.eat("]") {
                break;
            }
            p.expect(",")?;
        }
    }
    Ok(v)
}

fn parse_struct(p: &mut DialectParser<'_, '_>, fields: &[Field]) -> DResult<Vec<Param>> {
    p.expect("<")?;
    parse_struct_body(p, fields)
}

/// The fields of a struct attribute after its `<`, up to and including its
/// `>`. As StableHLO's `parseStruct`: any order, each at most once, and a
/// comma may end the list (`<a = [0], b = [1],>`).
fn parse_struct_body(p: &mut DialectParser<'_, '_>, fields: &[Field]) -> DResult<Vec<Param>> {
    let mut params: Vec<Option<Param>> = vec![None; fields.len()];
    if !p.eat(">") {
        loop {
            let at = p.offset();
            let key = p.parse_keyword()?;
            let Some(i) = fields.iter().position(|f| f.name() == key) else {
                return p.error_at(at, format!("unknown parameter '{key}'"));
            };
            if params[i].is_some() {
                return p.error_here(format!("duplicated `{key}` entry"));
            }
            p.expect("=")?;
            params[i] = Some(match fields[i] {
                Field::List(_) => {
                    let v = list(p)?;
                    Param::Attr(crate::dialects::indexing::i64_array(p.ctx(), &v))
                }
                Field::Int(_) | Field::OptInt(_) => Param::Int(p.parse_integer()?),
                Field::Type(_) => Param::Type(p.parse_type()?),
                Field::Bool(_) => {
                    let at = p.offset();
                    match p.parse_keyword()?.as_str() {
                        "true" => Param::Int(1),
                        "false" => Param::Int(0),
                        w => return p.error_at(at, format!("expected 'true' or 'false', got {w}")),
                    }
                }
            });
            if p.eat(">") {
                break;
            }
            p.expect(",")?;
            if p.eat(">") {
                break;
            }
        }
    }
    let mut out = Vec::with_capacity(fields.len());
    for (f, v) in fields.iter().zip(params) {
        out.push(match (f, v) {
            (_, Some(v)) => v,
            (Field::List(_), None) => {
                Param::Attr(crate::dialects::indexing::i64_array(p.ctx(), &[]))
            }
            (Field::Int(_) | Field::OptInt(_) | Field::Bool(_), None) => Param::Int(0),
            (Field::Type(n), None) => {
                return p.error_here(format!("struct is missing required parameter: {n}"))
            }
        });
    }
    Ok(out)
}

fn print_struct(p: &mut DialectPrinter<'_, '_>, fields: &[Field], params: &[Param]) {
    p.write("<");
    let mut first = true;
    for (f, v) in fields.iter().zip(params) {
        let text = match (f, v) {
            (Field::List(n), Param::Attr(a)) => {
                let vals =
                    crate::dialects::indexing::dense_int_array(p.ctx(), *a).unwrap_or_default();
                if vals.is_empty() {
                    continue;
                }
                let items: Vec<String> = vals.iter().map(i64::to_string).collect();
                format!("{n} = [{}]", items.join(", "))
            }
            (Field::Int(n), Param::Int(v)) => format!("{n} = {v}"),
            (Field::OptInt(_), Param::Int(0)) => continue,
            (Field::OptInt(n), Param::Int(v)) => format!("{n} = {v}"),
            (Field::Bool(n), Param::Int(v)) => format!("{n} = {}", *v != 0),
            (Field::Type(n), Param::Type(t)) => {
                format!("{n} = {}", crate::printer::type_to_string(p.ctx(), *t))
            }
            _ => continue,
        };
        if !first {
            p.write(", ");
        }
        first = false;
        p.write(&text);
    }
    p.write(">");
}

/// The integer list at `field` of a struct attribute's parameters.
pub(crate) fn list_param(ctx: &crate::Context, params: &[Param], field: usize) -> Vec<i64> {
    match params.get(field) {
        Some(Param::Attr(a)) => {
            crate::dialects::indexing::dense_int_array(ctx, *a).unwrap_or_default()
        }
        _ => Vec::new(),
    }
}

/// The integer at `field` of a struct attribute's parameters.
pub(crate) fn int_param(params: &[Param], field: usize) -> i64 {
    match params.get(field) {
        Some(Param::Int(v)) => *v,
        _ => 0,
    }
}

macro_rules! struct_attr {
    ($mnemonic:expr, $fields:expr) => {
        AttrDef {
            dialect: "stablehlo",
            mnemonic: $mnemonic,
            typed: false,
            parse: |p| parse_struct(p, $fields),
            print: |p, params| print_struct(p, $fields, params),
            alias: None,
        }
    };
}

// ----- conv -----
//
// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: per operand,
// the role of each dimension. Kept as nine parameters: input batch,
// feature, spatial list; kernel input feature, output feature, spatial
// list; output batch, feature, spatial list.

fn conv_side(p: &mut DialectParser<'_, '_>, a: &str, b: &str) -> DResult<(i64, i64, Vec<i64>)> {
    p.expect("[")?;
    let (mut x, mut y) = (-1, -1);
    let mut spatial: Vec<(i64, i64)> = Vec::new();
    let mut dim = 0i64;
    if !p.eat("]") {
        loop {
            let at = p.offset();
            if let Some(k) = p.parse_optional_integer(true) {
                spatial.push((k?, dim));
            } else {
                let w = p.parse_keyword()?;
                if w == a {
                    x = dim;
                } else if w == b {
                    y = dim;
                } else {
                    return p.error_at(at, format!("Unexpected dimension {w}"));
                }
            }
            dim += 1;
            if p.eat("]") {
                break;
            }
            p.expect(",")?;
        }
    }
    spatial.sort_unstable();
    Ok((x, y, spatial.into_iter().map(|(_, d)| d).collect()))
}

/// `#stablehlo.conv<raw input_batch_dimension = 0, ...>`: the nine
/// parameters as a struct, in their order (StableHLO writes tests of
/// dimension numbers the compact form cannot express so).
const CONV_RAW: &[Field] = &[
    Field::Int("input_batch_dimension"),
    Field::Int("input_feature_dimension"),
    Field::List("input_spatial_dimensions"),
    Field::Int("kernel_input_feature_dimension"),
    Field::Int("kernel_output_feature_dimension"),
    Field::List("kernel_spatial_dimensions"),
    Field::Int("output_batch_dimension"),
    Field::Int("output_feature_dimension"),
    Field::List("output_spatial_dimensions"),
];

fn parse_conv(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    if p.eat_keyword("raw") {
        return parse_struct_body(p, CONV_RAW);
    }
    let params = parse_conv_body(p)?;
    p.expect(">")?;
    Ok(params)
}

/// The dimension numbers without their brackets, as `convolution`'s
/// `custom<ConvolutionDimensions>` writes them.
pub(crate) fn parse_conv_body(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    let (ib, ifeat, is) = conv_side(p, "b", "f")?;
    let at = p.offset();
    match p.parse_keyword()?.as_str() {
        "x" => {}
        _ => return p.error_at(at, "expected 'x'"),
    }
    let (ki, ko, ks) = conv_side(p, "i", "o")?;
    p.expect("->")?;
    let (ob, of, os) = conv_side(p, "b", "f")?;
    let ctx = p.ctx();
    let l = |ctx: &mut crate::Context, v: &[i64]| {
        Param::Attr(crate::dialects::indexing::i64_array(ctx, v))
    };
    Ok(vec![
        Param::Int(ib),
        Param::Int(ifeat),
        l(ctx, &is),
        Param::Int(ki),
        Param::Int(ko),
        l(ctx, &ks),
        Param::Int(ob),
        Param::Int(of),
        l(ctx, &os),
    ])
}

fn print_conv(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    p.write("<");
    print_conv_body(p, params);
    p.write(">");
}

/// The dimension numbers without their brackets.
pub(crate) fn print_conv_body(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let side = |p: &mut DialectPrinter<'_, '_>, base: usize, a: &str, b: &str| {
        let spatial = list_param(p.ctx(), params, base + 2);
        let rank = spatial.len() + 2;
        let mut names = vec![String::new(); rank];
        let (x, y) = (int_param(params, base), int_param(params, base + 1));
        for (k, &d) in spatial.iter().enumerate() {
            if let Some(n) = names.get_mut(d as usize) {
                *n = k.to_string();
            }
        }
        if let Some(n) = names.get_mut(x as usize) {
            *n = a.into();
        }
        if let Some(n) = names.get_mut(y as usize) {
            *n = b.into();
        }
        p.write(&format!("[{}]", names.join(", ")));
    };
    side(p, 0, "b", "f");
    p.write("x");
    side(p, 3, "i", "o");
    p.write("->");
    side(p, 6, "b", "f");
}

// ----- type_extensions -----

fn parse_type_extensions(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let at = p.offset();
    if p.parse_keyword()? != "bounds" {
        return p.error_at(at, "expected 'bounds'");
    }
    p.expect("=")?;
    p.expect("[")?;
    let mut v = Vec::new();
    if !p.eat("]") {
        loop {
            if p.eat("?") {
                v.push(crate::types::DYNAMIC);
            } else {
                v.push(p.parse_integer()?);
            }
            if p.eat("]") {
                break;
            }
            p.expect(",")?;
        }
    }
    p.expect(">")?;
    Ok(vec![Param::Attr(crate::dialects::indexing::i64_array(
        p.ctx(),
        &v,
    ))])
}

fn print_type_extensions(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let v = list_param(p.ctx(), params, 0);
    let items: Vec<String> = v
        .iter()
        .map(|&d| {
            if d == crate::types::DYNAMIC {
                "?".into()
            } else {
                d.to_string()
            }
        })
        .collect();
    p.write(&format!("<bounds = [{}]>", items.join(", ")));
}

/// StableHLO's attributes.
pub(crate) static ATTRS: [AttrDef; 16] = [
    spaced_enum!("precision", PRECISION),
    spaced_enum!("fft_type", FFT_TYPE),
    spaced_enum!("comparison_direction", COMPARISON_DIRECTION),
    spaced_enum!("comparison_type", COMPARISON_TYPE),
    spaced_enum!("transpose", TRANSPOSE),
    spaced_enum!("rng_distribution", RNG_DISTRIBUTION),
    spaced_enum!("rng_algorithm", RNG_ALGORITHM),
    // Its format is `` `<` $value `>` ``.
    crate::enum_attr_def!("stablehlo", "result_accuracy_mode", RESULT_ACCURACY_MODE),
    struct_attr!("dot", DOT),
    struct_attr!("gather", GATHER),
    struct_attr!("scatter", SCATTER),
    struct_attr!("channel_handle", CHANNEL_HANDLE),
    struct_attr!("dot_algorithm", DOT_ALGORITHM),
    AttrDef {
        dialect: "stablehlo",
        mnemonic: "conv",
        typed: false,
        parse: parse_conv,
        print: print_conv,
        alias: None,
    },
    AttrDef {
        dialect: "stablehlo",
        mnemonic: "type_extensions",
        typed: false,
        parse: parse_type_extensions,
        print: print_type_extensions,
        alias: None,
    },
    AttrDef {
        dialect: "stablehlo",
        mnemonic: "output_operand_alias",
        typed: false,
        parse: |p| parse_struct(p, OUTPUT_OPERAND_ALIAS),
        print: |p, params| print_struct(p, OUTPUT_OPERAND_ALIAS, params),
        alias: None,
    },
];

const OUTPUT_OPERAND_ALIAS: &[Field] = &[
    Field::List("output_tuple_indices"),
    Field::Int("operand_index"),
    Field::List("operand_tuple_indices"),
];

/// The definition of the attribute `#stablehlo.<mnemonic>` (one of [`ATTRS`]).
pub(crate) fn def(mnemonic: &str) -> &'static AttrDef {
    ATTRS
        .iter()
        .find(|d| d.mnemonic == mnemonic)
        .expect("a stablehlo attribute")
}

/// CHLO's attributes: the comparison enums it shares with StableHLO
/// (`#chlo<comparison_direction LT>`).
pub(crate) static CHLO_ATTRS: [AttrDef; 2] = [
    spaced_enum!("chlo", "comparison_direction", COMPARISON_DIRECTION),
    spaced_enum!("chlo", "comparison_type", COMPARISON_TYPE),
];
