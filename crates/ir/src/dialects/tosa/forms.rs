//! The forms TOSA's records leave to C++ (`TosaOps.cpp`):
//! - `parseWithEnumHandling`: operands, an attribute dictionary in which the
//!   op's enum attribute may be a bare keyword (`rounding_mode =
//!   SINGLE_ROUND`, `mode = BILINEAR`, `nan_mode = IGNORE`, `block_size =
//!   BLOCK_SIZE_32`), then `: (types) -> types`. The printer writes every enum
//!   attribute bare, and the `nan_mode` ops leave out the default `PROPAGATE`;
//! - `tosa.cond_if` (an optional `(%arg = %init, ...)` list, the condition's
//!   type, then-region, optional else-region) and `tosa.while_loop` (the
//!   form of `scf.while`);
//! - `custom<VariableOpTypeOrInitialValue>` of `tosa.variable`: `: type` or
//!   `= initial-value`, kept as the `var_shape` index tensor and the element
//!   `type`.

use smallvec::SmallVec;

use crate::attrs::{AttrData, NamedAttr, Param};
use crate::diag::DResult;
use crate::format::ast::CustomArg;
use crate::format::parse::Slots;
use crate::format::print::Vars;
use crate::ir::OpId;
use crate::lexer::TokenKind;
use crate::parser::asm::OpParts;
use crate::parser::Parser;
use crate::printer::custom::AsmPrinter;
use crate::types::{Type, TypeData, DYNAMIC};
use crate::Attr;

use super::super::OpDef;

/// The attribute an op's form takes as a bare enum keyword, and its enum.
fn bare_enum(op: &str) -> (&'static str, &'static str) {
    match op {
        "tosa.rescale" | "tosa.apply_scale" => ("rounding_mode", "rounding_mode"),
        "tosa.resize" => ("mode", "resize_mode"),
        "tosa.cast_from_block_scaled"
        | "tosa.cast_to_block_scaled"
        | "tosa.matmul_t_block_scaled" => ("block_size", "block_size"),
        _ => ("nan_mode", "nan_mode"),
    }
}

/// `parseWithEnumHandling`.
pub(crate) fn parse_with_enums(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    let operands_at = p.offset();
    let mut uses = SmallVec::<[_; 5]>::new();
    loop {
        uses.push(p.operand()?);
        if !p.eat_token(TokenKind::Comma) {
            break;
        }
    }
    let (key, mnemonic) = bare_enum(def.name);
    let mut attrs: Vec<NamedAttr> = Vec::new();
    if p.eat_token(TokenKind::LBrace) && !p.eat_token(TokenKind::RBrace) {
        loop {
            if !p.at(TokenKind::BareIdent) {
                return p.error_here("expected attribute name");
            }
            let name_text = std::str::from_utf8(p.spelling()).unwrap_or("").to_string();
            let name = p.ctx.string_attr(name_text.as_bytes());
            p.bump();
            p.expect_token(TokenKind::Equal, "expected '='")?;
            let value = if name_text == key && p.at(TokenKind::BareIdent) {
                let word = std::str::from_utf8(p.spelling()).unwrap_or("").to_string();
                p.bump();
                let cases = super::enum_cases(mnemonic).expect("an enum of the dialect");
                let Some(v) = cases.value_of(&word) else {
                    let what = match mnemonic {
                        "resize_mode" => "resize mode".to_string(),
                        _ => mnemonic.to_string(),
                    };
                    let at = p.offset();
                    return p.custom_error(at, format!("invalid {what} value: {word}"));
                };
                let d = super::attr_def(mnemonic).expect("an enum of the dialect");
                d.build(p.ctx, vec![Param::Int(v)], None)
            } else {
                p.parse_attribute(None)?
            };
            attrs.push(NamedAttr { name, value });
            if !p.eat_token(TokenKind::Comma) {
                break;
            }
        }
        p.expect_token(TokenKind::RBrace, "expected '}'")?;
    }
    p.expect_token(TokenKind::Colon, "expected ':'")?;
    let fn_at = p.offset();
    let fn_ty = p.parse_type()?;
    let (ins, outs) = match p.ctx.type_data(fn_ty) {
        TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return p.error_at(fn_at, "invalid kind of type specified"),
    };
    let _ = operands_at;
    let at = p.offset();
    let mut parts = OpParts {
        operands: p.resolve(def.name, at, &uses, &ins)?,
        ..Default::default()
    };
    attrs.retain(|e| of_storage_class(p.ctx, def, e));
    p.ctx
        .sort_named_attrs(&mut attrs)
        .map_err(|_| crate::diag::Diagnostic::error(at, "duplicate attribute"))?;
    parts.attrs = attrs.into_iter().collect();
    parts.result_types = outs.into_iter().collect();
    p.finish_op(def, start, parts)
}

/// Whether an attribute a hand-written parser read may become the op's
/// property: MLIR's `setInherentAttr` keeps an inherent attribute only when
/// it is of the property's C++ class (`dyn_cast_or_null`), so one of another
/// class (`rounding_mode = "SINGLE_ROUND"`, a string) is dropped without a
/// word and the verifier then finds the attribute missing.
fn of_storage_class(ctx: &crate::Context, def: &OpDef, e: &NamedAttr) -> bool {
    let name = ctx.str_bytes(e.name);
    (def.structure.form.attrs.iter())
        .find(|a| a.name.as_bytes() == name)
        .is_none_or(|decl| decl.storage.admits(ctx, e.value))
}

/// The case of a TOSA enum attribute, if `a` is one.
fn enum_case(p: &AsmPrinter<'_>, a: Attr) -> Option<&'static str> {
    let AttrData::Dialect(d) = p.ctx().attr_data(a) else {
        return None;
    };
    if d.def.dialect != "tosa" {
        return None;
    }
    let cases = super::enum_cases(d.def.mnemonic)?;
    match d.params.first() {
        Some(Param::Int(v)) => cases.name(*v),
        _ => None,
    }
}

fn print_enum_form(p: &mut AsmPrinter<'_>, op: OpId, elide_propagate: bool) {
    p.w(" ");
    p.operands(op);
    let mut all = p.all_attrs(op);
    if elide_propagate {
        let default = all.iter().position(|e| {
            matches!(p.ctx().attr_data(e.value), AttrData::Dialect(d) if d.def.dialect == "tosa" && d.def.mnemonic == "nan_mode")
                && enum_case(p, e.value) == Some("PROPAGATE")
        });
        if let Some(i) = default {
            all.remove(i);
        }
    }
    if !all.is_empty() {
        p.w(" {");
        for (i, e) in all.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            let name = p.ctx().str_bytes(e.name).to_vec();
            p.wb(&name);
            p.w(" = ");
            match enum_case(p, e.value) {
                Some(case) => p.w(case),
                None => p.attr(e.value),
            }
        }
        p.w("}");
    }
    p.w(" : ");
    p.functional_type(op);
}

/// `printWithEnumHandling`.
pub(crate) fn print_with_enums(p: &mut AsmPrinter<'_>, op: OpId) {
    print_enum_form(p, op, false);
}

/// `printWithNanPropagationHandling`.
pub(crate) fn print_with_nan_mode(p: &mut AsmPrinter<'_>, op: OpId) {
    print_enum_form(p, op, true);
}

/// A parser error followed by the error the op's C++ parser emits on top of
/// it, at the current token (`parser.emitError(getCurrentLocation(), ...)`
/// after a failed `parseColon`/`parseType`).
fn follow_up(
    p: &Parser<'_>,
    def: &OpDef,
    mut first: Box<crate::diag::Diagnostic>,
    msg: &str,
) -> Box<crate::diag::Diagnostic> {
    let at = p.offset();
    first.notes.push(crate::diag::Diagnostic::error(
        at,
        format!("custom op '{}' {msg}", def.name),
    ));
    first
}

/// `tosa.cond_if`.
pub(crate) fn parse_cond_if(p: &mut Parser<'_>, def: &'static OpDef, start: u32) -> DResult<OpId> {
    let cond = p.operand()?;
    let list = if p.at(TokenKind::LParen) {
        Some(super::super::scf::parse_init_list(p)?)
    } else {
        None
    };
    const NO_TYPE: &str = "expected type for condition operand";
    if let Err(first) = p.expect_token(TokenKind::Colon, "expected ':'") {
        return Err(follow_up(p, def, first, NO_TYPE));
    }
    let cond_ty = match p.parse_type() {
        Ok(t) => t,
        Err(first) => return Err(follow_up(p, def, first, NO_TYPE)),
    };
    let mut parts = OpParts::default();
    parts.operands.push(p.resolve_one(cond, cond_ty)?);
    if let Some((_, inits)) = list {
        let at = p.offset();
        let fn_ty = p.parse_type()?;
        let TypeData::Function { inputs, results } = p.ctx.type_data(fn_ty).clone() else {
            return p.custom_error(
                at,
                "expected list of types for block arguments followed by arrow type and list of \
                 return types",
            );
        };
        parts.result_types = results.iter().copied().collect();
        if inputs.len() != inits.len() {
            let here = p.offset();
            return p.custom_error(
                here,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    inits.len(),
                    inputs.len()
                ),
            );
        }
        let here = p.offset();
        let vals = p.resolve(def.name, here, &inits, &inputs)?;
        parts.operands.extend(vals);
    } else {
        parts.result_types = super::super::scf::parse_optional_arrow_types(p)?
            .into_iter()
            .collect();
    }
    let then_r = p.ir.create_region();
    p.region_with_args(then_r, &[], false, "", None)?;
    let else_r = p.ir.create_region();
    if p.eat_keyword("else") {
        p.region_with_args(else_r, &[], false, "", None)?;
    }
    parts.regions.extend([then_r, else_r]);
    parts.attrs = p.optional_attr_dict()?;
    p.finish_op(def, start, parts)
}

/// `tosa.cond_if`'s printer.
pub(crate) fn print_cond_if(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let regions = ir.regions(op).to_vec();
    p.w(" ");
    p.value(ir.operand(op, 0));
    let inits: Vec<_> = ir.operands(op).skip(1).collect();
    if !inits.is_empty() {
        let args: Vec<_> = ir
            .entry_block(regions[0])
            .map(|b| ir.block_args(b).to_vec())
            .unwrap_or_default();
        p.w(" ");
        super::super::scf::print_init_list(p, &args, &inits);
    }
    p.w(" : ");
    p.ty(ir.value_type(ir.operand(op, 0)));
    if !inits.is_empty() {
        p.w(" (");
        p.types(inits.iter().map(|&v| ir.value_type(v)));
        p.w(")");
    }
    super::super::scf::print_arrow_types(p, op);
    p.w(" ");
    p.region(regions[0], true, true, false);
    if let Some(&e) = regions.get(1) {
        if ir.entry_block(e).is_some() {
            p.w(" else ");
            p.region(e, true, true, false);
        }
    }
    p.attr_dict(op, &[]);
}

/// `tosa.while_loop`: the form of `scf.while`.
pub(crate) fn parse_while_loop(
    p: &mut Parser<'_>,
    def: &'static OpDef,
    start: u32,
) -> DResult<OpId> {
    super::super::scf::parse_while(p, def, start)
}

/// `tosa.while_loop`'s printer.
pub(crate) fn print_while_loop(p: &mut AsmPrinter<'_>, op: OpId) {
    super::super::scf::print_while(p, op)
}

/// The index tensor `dense<[...]> : tensor<Nxindex>` of a shape (`-1` for a
/// dynamic size), as `Builder::getIndexTensorAttr` makes it.
fn index_tensor(ctx: &mut crate::Context, shape: &[i64]) -> Attr {
    let index = ctx.intern_type(TypeData::Index);
    let ty = ctx.intern_type(TypeData::RankedTensor {
        shape: vec![shape.len() as i64].into(),
        elem: index,
        encoding: None,
    });
    let vals: Vec<i64> = shape
        .iter()
        .map(|&d| if d == DYNAMIC { -1 } else { d })
        .collect();
    let splat = !vals.is_empty() && vals.iter().all(|&v| v == vals[0]);
    let data: Vec<u8> = if splat {
        vals[0].to_le_bytes().to_vec()
    } else {
        vals.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        splat,
        data: data.into_boxed_slice(),
    })
}

/// An error of `tosa.variable`'s directive, at the current token as
/// `parser.emitError(parser.getCurrentLocation())` puts it.
fn variable_error<T>(p: &Parser<'_>, msg: &str) -> DResult<T> {
    let at = p.offset();
    Err(Box::new(crate::diag::Diagnostic::error(
        at,
        format!("custom op 'tosa.variable' {msg}"),
    )))
}

/// A failed parse followed by the directive's own error at the current token.
fn variable_follow_up(
    p: &Parser<'_>,
    mut first: Box<crate::diag::Diagnostic>,
    msg: &str,
) -> Box<crate::diag::Diagnostic> {
    first.notes.push(crate::diag::Diagnostic::error(
        p.offset(),
        format!("custom op 'tosa.variable' {msg}"),
    ));
    first
}

/// `getShapeAndElementType`: the shape and element type of a ranked type.
fn shape_and_element(p: &mut Parser<'_>, ty: Type) -> DResult<(Attr, Attr)> {
    let (shape, elem) = match p.ctx.type_data(ty) {
        TypeData::RankedTensor { shape, elem, .. }
        | TypeData::Vector { shape, elem, .. }
        | TypeData::MemRef { shape, elem, .. } => (shape.to_vec(), *elem),
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
            return variable_error(p, "expected ranked type")
        }
        _ => return variable_error(p, "expected shaped type"),
    };
    let var_shape = index_tensor(p.ctx, &shape);
    let elem_attr = p.ctx.intern_attr(AttrData::Type(elem));
    Ok((var_shape, elem_attr))
}

/// `custom<VariableOpTypeOrInitialValue>($var_shape, $type, $initial_value)`.
pub(crate) fn parse_variable_type_or_value<'a>(
    p: &mut Parser<'a>,
    slots: &mut Slots<'a>,
    args: &[CustomArg],
) -> DResult<()> {
    let [CustomArg::Attr(shape_i), CustomArg::Attr(type_i), CustomArg::Attr(init_i)] = args else {
        return Ok(());
    };
    let ty = if p.eat_token(TokenKind::Equal) {
        let value = match p.parse_attribute(None) {
            Ok(v) => v,
            Err(first) => return Err(variable_follow_up(p, first, "expected attribute")),
        };
        let ty = super::super::support::typed_attr_type(p.ctx, p.ctx.attr_data(value));
        let Some(ty) = ty else {
            return variable_error(p, "expected Typed attr");
        };
        slots.attrs[*init_i] = Some(value);
        ty
    } else {
        if let Err(first) = p.expect_token(TokenKind::Colon, "expected ':'") {
            return Err(variable_follow_up(p, first, "expected type after colon"));
        }
        match p.parse_type() {
            Ok(t) => t,
            Err(first) => return Err(variable_follow_up(p, first, "expected type after colon")),
        }
    };
    let (var_shape, elem) = shape_and_element(p, ty)?;
    slots.attrs[*shape_i] = Some(var_shape);
    slots.attrs[*type_i] = Some(elem);
    Ok(())
}

/// `printVariableOpTypeOrInitialValue`.
pub(crate) fn print_variable_type_or_value(
    p: &mut AsmPrinter<'_>,
    v: &Vars<'_>,
    args: &[CustomArg],
) {
    let [CustomArg::Attr(shape_i), CustomArg::Attr(type_i), CustomArg::Attr(init_i)] = args else {
        return;
    };
    let ctx = v.ctx;
    let init = v.attr(*init_i);
    let typed = init
        .is_some_and(|a| super::super::support::typed_attr_type(ctx, ctx.attr_data(a)).is_some());
    let mut space = false;
    if !typed {
        let shape: Vec<i64> = v
            .attr(*shape_i)
            .map(|a| super::super::support::dense_int_values(ctx, a, true))
            .unwrap_or_default()
            .iter()
            .map(|s| match s.parse::<i64>() {
                Ok(-1) | Err(_) => DYNAMIC,
                Ok(d) => d,
            })
            .collect();
        let elem = match v.attr(*type_i).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Type(t)) => Some(*t),
            _ => None,
        };
        p.w(": ");
        if let Some(elem) = elem {
            let text = tensor_text(p, &shape, elem);
            p.w(&text);
        }
        space = true;
    }
    if let Some(a) = init {
        if space {
            p.w(" ");
        }
        p.w("= ");
        p.attr(a);
    }
}

/// `tensor<2x?xf32>`, written without interning the type.
pub(crate) fn tensor_text(p: &AsmPrinter<'_>, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&crate::printer::type_to_string(p.ctx(), elem));
    s.push('>');
    s
}

/// Result names from the record's result names (`OpAsmOpInterface` with
/// ODS's generated `getAsmResultNames`): `%output_real, %output_imag`.
pub(crate) fn record_result_names(
    ctx: &crate::Context,
    ir: &crate::ir::Ir,
    op: OpId,
    name: &mut dyn FnMut(crate::ir::Value, &str),
) {
    let op_name = ctx.str_bytes(ir.op(op).name);
    let Some(def) = super::super::registry::lookup(op_name) else {
        return;
    };
    for (g, r) in def.structure.results.iter().zip(ir.results(op)) {
        name(r, g.name);
    }
}
