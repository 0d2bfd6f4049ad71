//! `custom<X>(...)` directives: the pieces of a declarative format that
//! MLIR writes in C++ (`parseX`/`printX`), each written here once and
//! shared by every op whose format names it.
//!
//! A directive reads and writes the format's variables through
//! `Slots` (parsing) and `Vars` (printing), indexed by its argument
//! list, so it never needs to know which op it serves.

use smallvec::SmallVec;

use super::ast::CustomArg;
use super::parse::Slots;
use super::print::Vars;
use crate::diag::DResult;
use crate::dialects::stablehlo::directives as hlo;
use crate::ir::BlockId;
use crate::lexer::TokenKind;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;

/// Parses the directive's text into its arguments' slots.
pub(crate) type CustomParse =
    for<'a, 'b> fn(&'b mut Parser<'a>, &'b mut Slots<'a>, &[CustomArg]) -> DResult<()>;
/// Prints the directive from its arguments.
pub(crate) type CustomPrint = fn(&mut AsmPrinter<'_>, &Vars<'_>, &[CustomArg]);

/// One directive.
pub struct CustomDirective {
    pub name: &'static str,
    pub(crate) parse: CustomParse,
    pub(crate) print: CustomPrint,
}

impl std::fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// Every directive sigil knows.
static DIRECTIVES: &[CustomDirective] = &[
    CustomDirective {
        name: "DynamicIndexList",
        parse: parse_dynamic_index_list,
        print: print_dynamic_index_list,
    },
    CustomDirective {
        name: "NestedDynamicIndexList",
        parse: parse_nested_dynamic_index_list,
        print: print_nested_dynamic_index_list,
    },
    CustomDirective {
        name: "GlobalMemrefOpTypeAndInitialValue",
        parse: parse_global_memref_type_and_value,
        print: print_global_memref_type_and_value,
    },
    CustomDirective {
        name: "SwitchCases",
        parse: parse_switch_cases,
        print: print_switch_cases,
    },
    CustomDirective {
        name: "VariableOpTypeOrInitialValue",
        parse: crate::dialects::tosa::forms::parse_variable_type_or_value,
        print: crate::dialects::tosa::forms::print_variable_type_or_value,
    },
    CustomDirective {
        name: "SameOperandsAndResultType",
        parse: hlo::parse_same_operands_and_result_type,
        print: hlo::print_same_operands_and_result_type,
    },
    CustomDirective {
        name: "VariadicSameOperandsAndResultType",
        parse: hlo::parse_variadic_same,
        print: hlo::print_variadic_same,
    },
    CustomDirective {
        name: "ComplexOpType",
        parse: hlo::parse_complex_op_type,
        print: hlo::print_complex_op_type,
    },
    CustomDirective {
        name: "SelectOpType",
        parse: hlo::parse_select_op_type,
        print: hlo::print_select_op_type,
    },
    CustomDirective {
        name: "TupleOpType",
        parse: hlo::parse_tuple_op_type,
        print: hlo::print_tuple_op_type,
    },
    CustomDirective {
        name: "PairwiseOpType",
        parse: hlo::parse_pairwise_op_type,
        print: hlo::print_pairwise_op_type,
    },
    CustomDirective {
        name: "DotDimensionNumbers",
        parse: hlo::parse_dot_dimension_numbers,
        print: hlo::print_dot_dimension_numbers,
    },
    CustomDirective {
        name: "PrecisionConfig",
        parse: hlo::parse_precision_config,
        print: hlo::print_precision_config,
    },
    CustomDirective {
        name: "PrecisionConfigAndAlgorithm",
        parse: hlo::parse_precision_config,
        print: hlo::print_precision_config,
    },
    CustomDirective {
        name: "SliceRanges",
        parse: hlo::parse_slice_ranges,
        print: hlo::print_slice_ranges,
    },
    CustomDirective {
        name: "ExponentMantissa",
        parse: hlo::parse_exponent_mantissa,
        print: hlo::print_exponent_mantissa,
    },
    CustomDirective {
        name: "ConvolutionDimensions",
        parse: hlo::parse_convolution_dimensions,
        print: hlo::print_convolution_dimensions,
    },
    CustomDirective {
        name: "WindowAttributes",
        parse: hlo::parse_window_attributes,
        print: hlo::print_window_attributes,
    },
    CustomDirective {
        name: "CustomCallTarget",
        parse: hlo::parse_custom_call_target,
        print: hlo::print_custom_call_target,
    },
    CustomDirective {
        name: "VariadicOperandWithAttribute",
        parse: hlo::parse_variadic_operand_with_attribute,
        print: hlo::print_variadic_operand_with_attribute,
    },
];

/// Directives a dialect writes for itself under a name another dialect
/// uses too (MLIR's are file-local C++ functions): `cf` and `llvm` both
/// have a `SwitchOpCases`, each of its own arguments.
static DIALECT_DIRECTIVES: &[(&str, CustomDirective)] = &[
    (
        "cf",
        CustomDirective {
            name: "SwitchOpCases",
            parse: parse_cf_switch_cases,
            print: print_cf_switch_cases,
        },
    ),
    (
        "llvm",
        CustomDirective {
            name: "InsertExtractValueElementType",
            parse: parse_insert_extract_value_type,
            print: |_, _, _| {},
        },
    ),
    (
        "llvm",
        CustomDirective {
            name: "GEPIndices",
            parse: parse_gep_indices,
            print: print_gep_indices,
        },
    ),
    (
        "llvm",
        CustomDirective {
            name: "IndirectBrOpSucessors",
            parse: parse_indirect_br_successors,
            print: print_indirect_br_successors,
        },
    ),
    (
        "llvm",
        CustomDirective {
            name: "LLVMLinkage",
            parse: parse_llvm_linkage,
            print: print_llvm_linkage,
        },
    ),
    (
        "llvm",
        CustomDirective {
            name: "OpBundles",
            parse: parse_op_bundles,
            print: print_op_bundles,
        },
    ),
    (
        "llvm",
        CustomDirective {
            name: "ShuffleType",
            parse: parse_shuffle_type,
            print: |_, _, _| {},
        },
    ),
    (
        "llvm",
        CustomDirective {
            name: "SwitchOpCases",
            parse: parse_llvm_switch_cases,
            print: print_llvm_switch_cases,
        },
    ),
];

/// The directive named `name` for an op of `dialect`.
pub(crate) fn lookup(name: &str, dialect: &str) -> Option<&'static CustomDirective> {
    (DIALECT_DIRECTIVES.iter())
        .find(|(d, x)| *d == dialect && x.name == name)
        .map(|(_, x)| x)
        .or_else(|| DIRECTIVES.iter().find(|d| d.name == name))
}

// ----- properties -----
//
// An ODS `Property` is a C++ value with its own parser and printer; sigil
// keeps it as an attribute. Each kind a format writes is here, by the
// name of its constraint.

/// Whether the property `kind` starts at the current token (its group's
/// anchor in an optional group).
pub(crate) fn property_present(p: &Parser<'_>, kind: &str) -> bool {
    match kind {
        "LLVM_IntegerOverflowFlagsProp" => p.at_keyword("overflow"),
        "GEPNoWrapFlagsProp" => crate::dialects::llvm::ops::at_gep_flags(p),
        _ => false,
    }
}

/// Reads the property `kind`.
pub(crate) fn parse_property(p: &mut Parser<'_>, kind: &str) -> DResult<crate::Attr> {
    match kind {
        "LLVM_IntegerOverflowFlagsProp" => {
            p.keyword("overflow")?;
            let v = crate::dialects::llvm::ops::parse_bits(
                p,
                &crate::dialects::llvm::attrs::OVERFLOW_CASES,
            )?;
            Ok(crate::dialects::llvm::ops::int_attr(p, 32, v))
        }
        "GEPNoWrapFlagsProp" => {
            let v = crate::dialects::llvm::ops::parse_gep_flags(p)?;
            Ok(crate::dialects::llvm::ops::int_attr(p, 32, v))
        }
        "UnitProp" => Ok(p.ctx.unit_attr()),
        _ => p.custom_error(
            p.offset(),
            format!("sigil does not read the property kind {kind} yet"),
        ),
    }
}

/// Writes the property `kind` held as `a`.
pub(crate) fn print_property(p: &mut AsmPrinter<'_>, kind: &str, a: crate::Attr) {
    let value = match p.ctx().attr_data(a) {
        crate::AttrData::Integer { value, .. } => value.to_i64(),
        _ => None,
    };
    match (kind, value) {
        ("LLVM_IntegerOverflowFlagsProp", Some(v)) => {
            p.w("overflow<");
            crate::dialects::llvm::ops::write_bits(
                p,
                &crate::dialects::llvm::attrs::OVERFLOW_CASES,
                v,
            );
            p.w(">");
        }
        ("GEPNoWrapFlagsProp", Some(v)) => p.w(&crate::dialects::llvm::ops::gep_flags_text(v)),
        ("UnitProp", _) => {}
        _ => p.attr(a),
    }
}

/// Whether the property `kind` held as `a` is set (not its default): what
/// decides an optional group it anchors.
pub(crate) fn property_set(ctx: &crate::Context, kind: &str, a: crate::Attr) -> bool {
    match ctx.attr_data(a) {
        crate::AttrData::Integer { value, .. } => !value.is_zero(),
        crate::AttrData::Unit => true,
        _ => kind != "UnitProp",
    }
}

// ----- DynamicIndexList -----

/// The brackets of a dynamic index list: MLIR's default square ones, or
/// those its `AsmParser::Delimiter` string argument names.
fn delimiters(args: &[CustomArg]) -> (TokenKind, TokenKind, &'static str, &'static str) {
    let paren = args
        .iter()
        .any(|a| matches!(a, CustomArg::Str(s) if s.ends_with("Delimiter::Paren")));
    if paren {
        (TokenKind::LParen, TokenKind::RParen, "(", ")")
    } else {
        (TokenKind::LSquare, TokenKind::RSquare, "[", "]")
    }
}

/// `custom<DynamicIndexList>($values, $static)` (MLIR's
/// `parseDynamicIndexList`): `[1, %a, 3]`, each entry an integer (kept in
/// the static array) or an SSA value (its static entry
/// `ShapedType::kDynamic`, the value in the operand group).
fn parse_dynamic_index_list<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let (CustomArg::Operand(values), CustomArg::Attr(stat)) = (args[0], args[1]) else {
        return p.error_at(
            p.offset(),
            "custom<DynamicIndexList> expects $values, $static",
        );
    };
    let (open, close, open_s, close_s) = delimiters(args);
    let at = p.offset();
    let mut uses: SmallVec<[crate::parser::SsaUse<'a>; 4]> = SmallVec::new();
    let mut ints: Vec<i64> = Vec::new();
    if !p.eat_token(open) {
        return p.error_here(format!("expected '{open_s}' in dynamic index list"));
    }
    if !p.eat_token(close) {
        loop {
            if p.at_token(TokenKind::PercentIdent) {
                uses.push(p.operand()?);
                ints.push(crate::types::DYNAMIC);
            } else {
                ints.push(crate::dialects::indexing::parse_i64(p)?);
            }
            if p.eat_token(close) {
                break;
            }
            if !p.eat_token(TokenKind::Comma) {
                return p.error_here(format!("expected '{close_s}' in dynamic index list"));
            }
        }
    }
    slots.operands[values] = (uses, at);
    let a = crate::dialects::indexing::i64_array(p.ctx, &ints);
    slots.attrs[stat] = Some(a);
    Ok(())
}

fn print_dynamic_index_list(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let (CustomArg::Operand(values), CustomArg::Attr(stat)) = (args[0], args[1]) else {
        return;
    };
    let (_, _, open, close) = delimiters(args);
    let dynamic: Vec<_> = v.operands(values).collect();
    let ints = v
        .attr(stat)
        .and_then(|a| crate::dialects::indexing::dense_int_array(p.ctx(), a))
        .unwrap_or_default();
    p.w(open);
    let mut next = dynamic.into_iter();
    for (i, x) in ints.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if *x == crate::types::DYNAMIC {
            if let Some(val) = next.next() {
                p.value(val);
            }
        } else {
            p.int(*x);
        }
    }
    p.w(close);
}

// ----- cf's SwitchOpCases -----

/// A successor and its optional `(%a, %b : t1, t2)` operand list, unresolved.
type Dest<'a> = (
    BlockId,
    SmallVec<[crate::parser::SsaUse<'a>; 4]>,
    SmallVec<[crate::Type; 4]>,
);

/// Successors with one operand list each, read for a successor group and a
/// `VariadicOfVariadic` operand group.
#[derive(Default)]
struct Dests<'a> {
    blocks: SmallVec<[BlockId; 1]>,
    uses: SmallVec<[crate::parser::SsaUse<'a>; 4]>,
    types: SmallVec<[crate::Type; 4]>,
    sizes: SmallVec<[i64; 4]>,
}

impl<'a> Dests<'a> {
    /// Reads one `^bb(...)`.
    fn read(&mut self, p: &mut Parser<'a>) -> DResult<()> {
        let (b, uses, types) = successor_operands(p)?;
        self.blocks.push(b);
        self.sizes.push(uses.len() as i64);
        self.uses.extend(uses);
        self.types.extend(types);
        Ok(())
    }

    /// Into the successor group `dests` and operand group `ops` (whose
    /// operands start at `at`).
    fn store(self, slots: &mut Slots<'a>, dests: usize, ops: usize, at: u32) {
        slots.successors[dests] = self.blocks;
        slots.operands[ops] = (self.uses, at);
        slots.operand_types[ops] = Some(self.types);
        slots.nested[ops] = Some(self.sizes);
    }
}

fn successor_operands<'a>(p: &mut Parser<'a>) -> DResult<Dest<'a>> {
    let b = p.parse_successor()?;
    let (mut uses, mut types) = (SmallVec::new(), SmallVec::new());
    if p.eat_token(TokenKind::LParen) {
        uses = p.parse_ssa_use_list()?;
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        types = p.parse_type_list_bare()?;
        p.expect_token(TokenKind::RParen, "expected ')'")?;
    }
    Ok((b, uses, types))
}

/// `custom<SwitchOpCases>(ref(type($flag)), $defaultDestination,
/// $defaultOperands, type($defaultOperands), $case_values,
/// $caseDestinations, $caseOperands, type($caseOperands))` (`cf.switch`):
/// `default: ^bb(...)` then `, N: ^bb(...)` per case, the values a vector
/// of the flag's type, the case operands one list per case.
fn parse_cf_switch_cases<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    use super::ast::{RefArg, TypeArg};
    let [CustomArg::Ref(RefArg::Type(TypeArg::Operand(flag))), CustomArg::Successor(default), CustomArg::Operand(default_ops), CustomArg::Type(TypeArg::Operand(_)), CustomArg::Attr(values), CustomArg::Successor(dests), CustomArg::Operand(case_ops), CustomArg::Type(TypeArg::Operand(_))] =
        *args
    else {
        return p.error_at(
            p.offset(),
            "custom<SwitchOpCases> of cf: unexpected arguments",
        );
    };
    let Some(flag_ty) = slots.operand_types[flag]
        .as_ref()
        .and_then(|t| t.first().copied())
    else {
        return p.error_at(
            p.offset(),
            "custom<SwitchOpCases>: the flag's type is not known",
        );
    };
    p.keyword("default")?;
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let at = p.offset();
    let (b, uses, types) = successor_operands(p)?;
    slots.successors[default] = smallvec::smallvec![b];
    slots.operands[default_ops] = (uses, at);
    slots.operand_types[default_ops] = Some(types);
    let mut cases: Vec<crate::Attr> = Vec::new();
    let mut read = Dests::default();
    let case_at = p.offset();
    while p.eat_token(TokenKind::Comma) {
        // `parseInteger`: an integer literal, optionally negative.
        if !(p.at_token(TokenKind::Integer) || p.at_token(TokenKind::Minus)) {
            let at = p.here();
            return p.custom_error(at, "expected integer value");
        }
        cases.push(p.parse_attribute(Some(flag_ty))?);
        p.expect_token(TokenKind::Colon, "expected ':'")?;
        read.read(p)?;
    }
    read.store(slots, dests, case_ops, case_at);
    if !cases.is_empty() {
        slots.attrs[values] = Some(case_values(p, &cases, flag_ty, slots.start)?);
    }
    Ok(())
}

fn print_cf_switch_cases(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [_, CustomArg::Successor(default), CustomArg::Operand(default_ops), _, CustomArg::Attr(values), CustomArg::Successor(dests), CustomArg::Operand(case_ops), _] =
        *args
    else {
        return;
    };
    p.w("  default: ");
    let ops: Vec<_> = v.operands(default_ops).collect();
    if let Some(&b) = v.successors(default).first() {
        p.successor_and_operands(b, &ops);
    }
    let Some(values) = v
        .attr(values)
        .map(|a| crate::dialects::support::dense_int_values(v.ctx, a, false))
    else {
        return;
    };
    let lists = v.nested(case_ops);
    let indent = p.current_indent();
    for (i, &b) in v.successors(dests).iter().enumerate() {
        p.w(",\n");
        p.spaces(indent);
        p.w("  ");
        if let Some(x) = values.get(i) {
            p.w(x);
        }
        p.w(": ");
        p.successor_and_operands(b, lists.get(i).map_or(&[][..], |l| &l[..]));
    }
    p.w("\n");
    p.spaces(indent);
}

/// The case values read as the flag's type, as a vector of it (a splat
/// when all are equal).
fn case_values(
    p: &mut Parser<'_>,
    cases: &[crate::Attr],
    flag_ty: crate::Type,
    at: u32,
) -> DResult<crate::Attr> {
    let mut data = Vec::new();
    for &c in cases {
        match p.ctx.attr_data(c) {
            crate::AttrData::Integer { value, .. } => value.write_le_bytes(&mut data),
            _ => return p.error_at(at, "expected integer case value"),
        }
    }
    let size = data.len() / cases.len().max(1);
    let splat = size > 0 && data.chunks(size).all(|c| c == &data[..size]);
    if splat {
        data.truncate(size);
    }
    let ty = p.ctx.intern_type(crate::TypeData::Vector {
        shape: vec![cases.len() as i64].into(),
        // Not scalable: the empty list, as the type parser keeps it.
        scalable: Box::default(),
        elem: flag_ty,
    });
    Ok(p.ctx.intern_attr(crate::AttrData::DenseElements {
        ty,
        splat,
        data: data.into_boxed_slice(),
    }))
}

// ----- llvm's InsertExtractValueElementType -----

/// `custom<InsertExtractValueElementType>(type($v), ref(type($container)),
/// ref($position))`: nothing written; the element type at `position` in the
/// container becomes `$v`'s type (a result of `extractvalue`, an operand of
/// `insertvalue`).
fn parse_insert_extract_value_type<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    use super::ast::{RefArg, TypeArg};
    let [CustomArg::Type(target), CustomArg::Ref(RefArg::Type(TypeArg::Operand(container))), CustomArg::Ref(RefArg::Attr(position))] =
        *args
    else {
        return p.error_at(
            p.offset(),
            "custom<InsertExtractValueElementType>: unexpected arguments",
        );
    };
    let Some(ty) = slots.operand_types[container]
        .as_ref()
        .and_then(|t| t.first().copied())
    else {
        return p.error_at(
            p.offset(),
            "custom<InsertExtractValueElementType>: no container type",
        );
    };
    let pos = slots.attrs[position]
        .and_then(|a| crate::dialects::indexing::dense_int_array(p.ctx, a))
        .unwrap_or_default();
    let elem = match crate::dialects::llvm::ops::aggregate_element(p.ctx, ty, &pos) {
        Ok(e) => e,
        Err(m) => return p.custom_error(p.offset(), m),
    };
    match target {
        TypeArg::Result(i) => slots.result_types[i] = Some(smallvec::smallvec![elem]),
        TypeArg::Operand(i) => slots.operand_types[i] = Some(smallvec::smallvec![elem]),
        _ => {}
    }
    Ok(())
}

// ----- llvm's GEPIndices -----

/// `custom<GEPIndices>($dynamicIndices, $rawConstantIndices)`
/// (`llvm.getelementptr`): `a, %i, b`, constants in the `i32` array and
/// each SSA index an operand, its array entry `INT32_MIN`.
fn parse_gep_indices<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Operand(dynamic), CustomArg::Attr(raw_slot)] = *args else {
        return p.error_at(
            p.offset(),
            "custom<GEPIndices> expects $dynamicIndices, $rawConstantIndices",
        );
    };
    let at = p.offset();
    let mut uses = SmallVec::new();
    let mut raw: Vec<i32> = Vec::new();
    // One entry at least: MLIR's list has no empty form.
    loop {
        if p.at_token(TokenKind::Integer) || p.at_token(TokenKind::Minus) {
            let iat = p.offset();
            let v = crate::dialects::indexing::parse_i64(p)?;
            if v < i32::MIN as i64 + 1 || v > i32::MAX as i64 {
                return p.custom_error(iat, "integer value too large");
            }
            raw.push(v as i32);
        } else {
            uses.push(p.operand()?);
            raw.push(i32::MIN);
        }
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    slots.operands[dynamic] = (uses, at);
    slots.attrs[raw_slot] = Some(crate::dialects::indexing::i32_array(p.ctx, &raw));
    Ok(())
}

fn print_gep_indices(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [CustomArg::Operand(dynamic), CustomArg::Attr(raw_slot)] = *args else {
        return;
    };
    let raw = v
        .attr(raw_slot)
        .and_then(|a| crate::dialects::indexing::dense_int_array(v.ctx, a))
        .unwrap_or_default();
    let mut values = v.operands(dynamic);
    for (i, &r) in raw.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if r == i32::MIN as i64 {
            if let Some(x) = values.next() {
                p.value(x);
            }
        } else {
            p.int(r);
        }
    }
}

// ----- llvm's IndirectBrOpSucessors -----

/// `custom<IndirectBrOpSucessors>(ref(type($addr)), $successors,
/// $succOperands, type($succOperands))` (`llvm.indirectbr`): `[^bb(...),
/// ...]`, each successor's operands one list.
fn parse_indirect_br_successors<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    use super::ast::TypeArg;
    let [_, CustomArg::Successor(dests), CustomArg::Operand(ops), CustomArg::Type(TypeArg::Operand(_))] =
        *args
    else {
        return p.error_at(
            p.offset(),
            "custom<IndirectBrOpSucessors>: unexpected arguments",
        );
    };
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let at = p.offset();
    let mut read = Dests::default();
    if !p.eat_token(TokenKind::RSquare) {
        loop {
            read.read(p)?;
            if p.eat_token(TokenKind::RSquare) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ']'")?;
        }
    }
    read.store(slots, dests, ops, at);
    Ok(())
}

fn print_indirect_br_successors(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [_, CustomArg::Successor(dests), CustomArg::Operand(ops), _] = *args else {
        return;
    };
    let lists = v.nested(ops);
    let succ = v.successors(dests);
    let indent = p.current_indent();
    p.w("[");
    for (i, &b) in succ.iter().enumerate() {
        if i > 0 {
            p.w(",");
        }
        p.w("\n");
        p.spaces(indent);
        p.successor_and_operands(b, lists.get(i).map_or(&[][..], |l| &l[..]));
    }
    if !succ.is_empty() {
        p.w("\n");
        p.spaces(indent);
    }
    p.w("]");
}

// ----- llvm's LLVMLinkage -----

/// `custom<LLVMLinkage>($linkage)`: a linkage keyword, `external` when
/// none is written, kept as `#llvm.linkage<...>`.
fn parse_llvm_linkage<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(slot)] = *args else {
        return p.error_at(p.offset(), "custom<LLVMLinkage> expects $linkage");
    };
    use crate::dialects::llvm::{attrs, func};
    let linkage = func::optional_case(p, &attrs::LINKAGE_CASES).unwrap_or(0);
    slots.attrs[slot] = Some(attrs::linkage().build_int(p.ctx, linkage));
    Ok(())
}

fn print_llvm_linkage(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [CustomArg::Attr(slot)] = *args else {
        return;
    };
    use crate::dialects::llvm::{attrs, func};
    let linkage = v
        .attr(slot)
        .and_then(|a| attrs::linkage().int_param(v.ctx, a))
        .unwrap_or(0);
    p.w(&func::case_text(&attrs::LINKAGE_CASES, linkage));
}

// ----- llvm's OpBundles -----

/// `custom<OpBundles>($op_bundle_operands, type($op_bundle_operands),
/// $op_bundle_tags)`: `["tag"(%a : t), "tag"()]` when a `[` comes (`[]` is
/// no bundle), each bundle's operands one list; the tags are kept only
/// when there is a bundle, as MLIR keeps them.
fn parse_op_bundles<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    use super::ast::TypeArg;
    let [CustomArg::Operand(ops), CustomArg::Type(TypeArg::Operand(_)), CustomArg::Attr(tags_slot)] =
        *args
    else {
        return p.error_at(p.offset(), "custom<OpBundles>: unexpected arguments");
    };
    if !p.eat_token(TokenKind::LSquare) || p.eat_token(TokenKind::RSquare) {
        return Ok(());
    }
    let at = p.offset();
    let (mut all_uses, mut all_types) = (SmallVec::new(), SmallVec::new());
    let (mut sizes, mut tags) = (SmallVec::new(), SmallVec::new());
    loop {
        if !p.at_token(TokenKind::String) {
            return p.custom_error(p.offset(), "expected string");
        }
        let tag = p.string_value()?;
        p.bump();
        tags.push(p.ctx.string_attr(&tag));
        p.expect_token(TokenKind::LParen, "expected '('")?;
        let mut n = 0;
        if !p.eat_token(TokenKind::RParen) {
            let uses = p.operand_list()?;
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            let types = p.type_list()?;
            p.expect_token(TokenKind::RParen, "expected ')'")?;
            n = uses.len();
            all_uses.extend(uses);
            all_types.extend(types);
        }
        sizes.push(n as i64);
        if p.eat_token(TokenKind::RSquare) {
            break;
        }
        p.expect_token(TokenKind::Comma, "expected ']'")?;
    }
    slots.operands[ops] = (all_uses, at);
    slots.operand_types[ops] = Some(all_types);
    slots.nested[ops] = Some(sizes);
    slots.attrs[tags_slot] = Some(p.ctx.intern_attr(crate::AttrData::Array(tags)));
    Ok(())
}

fn print_op_bundles(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [CustomArg::Operand(ops), _, CustomArg::Attr(tags_slot)] = *args else {
        return;
    };
    let lists = v.nested(ops);
    let tags: Vec<crate::Attr> = match v.attr(tags_slot).map(|a| v.ctx.attr_data(a)) {
        Some(crate::AttrData::Array(t)) => t.to_vec(),
        _ => Vec::new(),
    };
    p.w("[");
    for (i, list) in lists.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if let Some(&t) = tags.get(i) {
            p.attr_without_type(t);
        }
        p.w("(");
        if !list.is_empty() {
            p.values(list.iter().copied());
            p.w(" : ");
            p.types(list.iter().map(|&x| v.ir.value_type(x)));
        }
        p.w(")");
    }
    p.w("]");
}

// ----- llvm's ShuffleType -----

/// `custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))`: nothing
/// written; the result is a vector of the mask's length of `$v1`'s
/// elements, scalable if `$v1` is.
fn parse_shuffle_type<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    use super::ast::{RefArg, TypeArg};
    let [CustomArg::Ref(RefArg::Type(TypeArg::Operand(v1))), CustomArg::Type(TypeArg::Result(res)), CustomArg::Ref(RefArg::Attr(mask))] =
        *args
    else {
        return p.error_at(p.offset(), "custom<ShuffleType>: unexpected arguments");
    };
    let ty = slots.operand_types[v1]
        .as_ref()
        .and_then(|t| t.first().copied());
    let Some(crate::TypeData::Vector { scalable, elem, .. }) =
        ty.map(|t| p.ctx.type_data(t).clone())
    else {
        return p.custom_error(p.offset(), "expected an LLVM compatible vector type");
    };
    let n = slots.attrs[mask]
        .and_then(|a| crate::dialects::indexing::dense_int_array(p.ctx, a))
        .map_or(0, |m| m.len());
    let rt = p.ctx.intern_type(crate::TypeData::Vector {
        shape: vec![n as i64].into(),
        scalable: if scalable.iter().any(|&s| s) {
            vec![true].into()
        } else {
            Box::default()
        },
        elem,
    });
    slots.result_types[res] = Some(smallvec::smallvec![rt]);
    Ok(())
}

// ----- llvm's SwitchOpCases -----

/// `custom<SwitchOpCases>(ref(type($value)), $case_values,
/// $caseDestinations, $caseOperands, type($caseOperands))` (`llvm.switch`):
/// `[N: ^bb(...), ...]`, the values a vector of the flag's type.
fn parse_llvm_switch_cases<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    use super::ast::{RefArg, TypeArg};
    let [CustomArg::Ref(RefArg::Type(TypeArg::Operand(flag))), CustomArg::Attr(values), CustomArg::Successor(dests), CustomArg::Operand(case_ops), CustomArg::Type(TypeArg::Operand(_))] =
        *args
    else {
        return p.error_at(
            p.offset(),
            "custom<SwitchOpCases> of llvm: unexpected arguments",
        );
    };
    let Some(flag_ty) = slots.operand_types[flag]
        .as_ref()
        .and_then(|t| t.first().copied())
    else {
        return p.error_at(
            p.offset(),
            "custom<SwitchOpCases>: the flag's type is not known",
        );
    };
    p.expect_token(TokenKind::LSquare, "expected '['")?;
    let case_at = p.offset();
    let mut cases = Vec::new();
    let mut read = Dests::default();
    if !p.eat_token(TokenKind::RSquare) {
        loop {
            cases.push(p.parse_attribute(Some(flag_ty))?);
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            read.read(p)?;
            if p.eat_token(TokenKind::RSquare) {
                break;
            }
            p.expect_token(TokenKind::Comma, "expected ','")?;
        }
    }
    read.store(slots, dests, case_ops, case_at);
    if !cases.is_empty() {
        slots.attrs[values] = Some(case_values(p, &cases, flag_ty, slots.start)?);
    }
    Ok(())
}

fn print_llvm_switch_cases(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let [_, CustomArg::Attr(values), CustomArg::Successor(dests), CustomArg::Operand(case_ops), _] =
        *args
    else {
        return;
    };
    let values = v
        .attr(values)
        .map(|a| crate::dialects::support::dense_int_values(v.ctx, a, true))
        .unwrap_or_default();
    let lists = v.nested(case_ops);
    let succ = v.successors(dests);
    let indent = p.current_indent();
    p.w("[");
    for (i, x) in values.iter().enumerate() {
        if i > 0 {
            p.w(",");
        }
        p.w("\n");
        p.spaces(indent + 2);
        p.w(x);
        p.w(": ");
        if let Some(&b) = succ.get(i) {
            p.successor_and_operands(b, lists.get(i).map_or(&[][..], |l| &l[..]));
        }
    }
    p.w("\n");
    p.spaces(indent);
    p.w("]");
}

// ----- GlobalMemrefOpTypeAndInitialValue -----

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)`
/// (`memref.global`): a static memref type, then `= uninitialized` (a unit
/// attribute) or `= <elements>` read as a tensor of the memref's shape, or
/// nothing (an external global).
fn parse_global_memref_type_and_value<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let (CustomArg::Attr(ty_slot), CustomArg::Attr(value_slot)) = (args[0], args[1]) else {
        return p.error_at(
            p.offset(),
            "custom<GlobalMemrefOpTypeAndInitialValue> expects $type, $initial_value",
        );
    };
    let ty = p.parse_type()?;
    let (shape, elem) = match p.ctx.type_data(ty) {
        crate::TypeData::MemRef { shape, elem, .. }
            if shape.iter().all(|&d| d != crate::types::DYNAMIC) =>
        {
            (shape.clone(), *elem)
        }
        _ => {
            let shown = crate::printer::type_to_string(p.ctx, ty);
            return p.custom_error(
                slots.start,
                format!("type should be static shaped memref, but got '{shown}'"),
            );
        }
    };
    slots.attrs[ty_slot] = Some(p.ctx.type_attr(ty));
    if !p.eat_token(TokenKind::Equal) {
        return Ok(());
    }
    let value = if p.eat_keyword("uninitialized") {
        p.ctx.unit_attr()
    } else {
        let tensor = p.ctx.intern_type(crate::TypeData::RankedTensor {
            shape,
            elem,
            encoding: None,
        });
        let a = p.parse_attribute(Some(tensor))?;
        if !crate::dialects::support::is_elements(p.ctx, a) {
            return p.custom_error(
                slots.start,
                "initial value should be a unit or elements attribute",
            );
        }
        a
    };
    slots.attrs[value_slot] = Some(value);
    Ok(())
}

fn print_global_memref_type_and_value(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let (CustomArg::Attr(ty_slot), CustomArg::Attr(value_slot)) = (args[0], args[1]) else {
        return;
    };
    if let Some(t) = v.attr(ty_slot) {
        match v.ctx.attr_data(t) {
            crate::AttrData::Type(t) => p.ty(*t),
            _ => p.attr(t),
        }
    }
    if let Some(init) = v.attr(value_slot) {
        p.w(" = ");
        if matches!(v.ctx.attr_data(init), crate::AttrData::Unit) {
            p.w("uninitialized");
        } else {
            p.attr_without_type(init);
        }
    }
}

// ----- SwitchCases -----

/// `custom<SwitchCases>($cases, $caseRegions)` (`scf.index_switch`): `case
/// N {...}` for each case, the values kept as an `i64` dense array.
fn parse_switch_cases<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let (CustomArg::Attr(cases), CustomArg::Region(regions)) = (args[0], args[1]) else {
        return p.error_at(
            p.offset(),
            "custom<SwitchCases> expects $cases, $caseRegions",
        );
    };
    let mut values = Vec::new();
    let mut bodies = SmallVec::new();
    while p.eat_keyword("case") {
        // `parseInteger`: an integer literal, optionally negative.
        if !(p.at_token(TokenKind::Integer) || p.at_token(TokenKind::Minus)) {
            let at = p.here();
            return p.custom_error(at, "expected integer value");
        }
        values.push(crate::dialects::indexing::parse_i64(p)?);
        bodies.push(super::parse::region(p, slots.def, slots.start)?);
    }
    slots.attrs[cases] = Some(crate::dialects::indexing::i64_array(p.ctx, &values));
    slots.regions[regions] = bodies;
    Ok(())
}

fn print_switch_cases(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let (CustomArg::Attr(cases), CustomArg::Region(regions)) = (args[0], args[1]) else {
        return;
    };
    let values = v
        .attr(cases)
        .and_then(|a| crate::dialects::indexing::dense_int_array(p.ctx(), a))
        .unwrap_or_default();
    let indent = p.current_indent();
    for (value, &r) in values.iter().zip(v.regions(regions).iter()) {
        p.w("\n");
        p.spaces(indent);
        p.w("case ");
        p.int(*value);
        p.w(" ");
        p.region(r, false, true, false);
    }
}

// ----- NestedDynamicIndexList -----

/// `custom<NestedDynamicIndexList>($values, $static)` (IREE's
/// `parseNestedDynamicIndexList`, for `iree_linalg_ext.im2col`'s
/// `output_sizes`): `[[2], [%oh, %ow], [3, 3, 640]]`, one or more inner
/// lists of one or more entries each, kept as an array of
/// `array<i64: ...>` (an SSA value's entry `ShapedType::kDynamic`) and the
/// values, in order, in the operand group.
fn parse_nested_dynamic_index_list<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let (CustomArg::Operand(values), CustomArg::Attr(stat)) = (args[0], args[1]) else {
        return p.error_at(
            p.offset(),
            "custom<NestedDynamicIndexList> expects $values, $static",
        );
    };
    let at = p.offset();
    let mut uses: SmallVec<[crate::parser::SsaUse<'a>; 4]> = SmallVec::new();
    let mut inner: SmallVec<[crate::Attr; 4]> = SmallVec::new();
    p.expect(TokenKind::LSquare, "expected '['")?;
    loop {
        p.expect(TokenKind::LSquare, "expected '['")?;
        let mut ints: Vec<i64> = Vec::new();
        loop {
            if p.at_token(TokenKind::PercentIdent) {
                uses.push(p.operand()?);
                ints.push(crate::types::DYNAMIC);
            } else {
                ints.push(crate::dialects::indexing::parse_i64(p)?);
            }
            if !p.eat_token(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "expected ']'")?;
        inner.push(crate::dialects::indexing::i64_array(p.ctx, &ints));
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RSquare, "expected ']'")?;
    slots.operands[values] = (uses, at);
    slots.attrs[stat] = Some(p.ctx.intern_attr(crate::AttrData::Array(inner)));
    Ok(())
}

fn print_nested_dynamic_index_list(p: &mut AsmPrinter<'_>, v: &Vars<'_>, args: &[CustomArg]) {
    let (CustomArg::Operand(values), CustomArg::Attr(stat)) = (args[0], args[1]) else {
        return;
    };
    let mut dynamic = v.operands(values);
    let outer = match v.attr(stat).map(|a| p.ctx().attr_data(a)) {
        Some(crate::AttrData::Array(e)) => e.clone(),
        _ => SmallVec::new(),
    };
    p.w("[");
    for (i, &a) in outer.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        let ints = crate::dialects::indexing::dense_int_array(p.ctx(), a).unwrap_or_default();
        p.w("[");
        for (j, x) in ints.iter().enumerate() {
            if j > 0 {
                p.w(", ");
            }
            if *x == crate::types::DYNAMIC {
                if let Some(val) = dynamic.next() {
                    p.value(val);
                }
            } else {
                p.int(*x);
            }
        }
        p.w("]");
    }
    p.w("]");
}
