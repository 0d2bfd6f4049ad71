//! `tosa-validate`: checks every TOSA op of a module against the target
//! environment (`#tosa.target_env`, or MLIR's default), as MLIR 22.1's
//! `TosaValidation` does and with its messages: legal element types, the
//! profile and extension an op's types need (`compliance.rs`), operands the
//! specification wants constant, the level's limits (ranks, tensor sizes,
//! kernels, strides, scales, list sizes, nesting), rescale's rounding modes,
//! variables, and (with `strict-op-spec-alignment`) the specification's
//! ERROR_IF conditions.
//!
//! The checks of one op run in MLIR's order; the first four stop at the
//! op's first error, the others each report theirs. Ops are visited after
//! the ops they nest (MLIR's post-order walk), so diagnostics come in the
//! same order.

use std::collections::HashMap;

use sigil_ir::{AttrData, Context, Module, OpId, Type, TypeData, Value, WalkOrder, WalkResult};

use super::compliance;
use super::target::{lookup_target_env, Extension, Level, TargetEnv, Version};
use super::{attr, attr_text, const_ints, ty};
use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};

pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "strict-op-spec-alignment",
        kind: OptionKind::Bool,
        default: "false",
        help: "Verify if the properties of certain operations align the spec requirement",
    },
    OptionDecl {
        name: "allow-invalid-op-datatype-combinations",
        kind: OptionKind::Bool,
        default: "false",
        help: "Disable checks for operations that are determined to be invalid due to their operand/result datatypes not aligning with the 'Supported Data Types' sections of the specifciation",
    },
];

/// The `tosa-validate` pass.
pub struct TosaValidate {
    strict: bool,
    allow_invalid: bool,
    text: String,
}

impl TosaValidate {
    pub fn new(o: &PassOptions) -> Self {
        TosaValidate {
            strict: o.bool("strict-op-spec-alignment"),
            allow_invalid: o.bool("allow-invalid-op-datatype-combinations"),
            text: o.to_pipeline_text(OPTIONS),
        }
    }
}

impl Pass for TosaValidate {
    fn argument(&self) -> &str {
        "tosa-validate"
    }

    fn name(&self) -> &str {
        "TosaValidation"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn options_text(&self) -> String {
        self.text.clone()
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let env = lookup_target_env(t.ctx, t.module, t.op);
        if let Some(msg) = env.version_error() {
            let d = crate::pass::op_diagnostic(
                t.ctx,
                t.module,
                t.op,
                sigil_ir::Severity::Error,
                msg,
                None,
            );
            t.emit(d);
            return Err(PassFailed);
        }
        let mut ops = Vec::new();
        let _ = t.module.ir.walk_ops(t.op, WalkOrder::PostOrder, |o| {
            if t.ctx
                .str_bytes(t.module.ir.op(o).name)
                .starts_with(b"tosa.")
            {
                ops.push(o);
            }
            WalkResult::Advance
        });
        let mut v = Validator {
            env,
            strict: self.strict,
            allow_invalid: self.allow_invalid,
            variables: HashMap::new(),
            errors: Vec::new(),
        };
        let mut failed = false;
        for op in ops {
            v.check(t.ctx, t.module, op);
            for msg in std::mem::take(&mut v.errors) {
                failed = true;
                // An empty message: MLIR fails there without a diagnostic.
                if !msg.is_empty() {
                    let name = String::from_utf8_lossy(t.ctx.str_bytes(t.module.ir.op(op).name));
                    let text = format!("'{name}' op {msg}");
                    let _ = t.error(op, text);
                }
            }
        }
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }
}

struct Validator {
    env: TargetEnv,
    strict: bool,
    allow_invalid: bool,
    /// Declared variables: name -> (shape, element type).
    variables: HashMap<Vec<u8>, (Vec<i64>, Type)>,
    /// The messages of the op being checked.
    errors: Vec<String>,
}

type Check = Result<(), String>;

/// One of the checks every TOSA op goes through.
type OpCheck = fn(&mut Validator, &Context, &Module, OpId, &[u8]) -> Check;

/// The element type of a shaped type, or the type itself.
fn element(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem }
        | TypeData::Vector { elem, .. }
        | TypeData::MemRef { elem, .. }
        | TypeData::UnrankedMemRef { elem, .. } => *elem,
        _ => t,
    }
}

/// The values of an `i64` (or `i32`) array or dense integer attribute.
fn int_list(ctx: &Context, m: &Module, op: OpId, name: &str) -> Vec<i64> {
    let Some(a) = attr(ctx, m, op, name) else {
        return Vec::new();
    };
    match ctx.attr_data(a) {
        AttrData::DenseArray { len, data, .. } => {
            let n = *len as usize;
            if n == 0 {
                return Vec::new();
            }
            let w = data.len() / n;
            data.chunks(w)
                .map(|c| {
                    let mut b = [0u8; 8];
                    b[..w].copy_from_slice(c);
                    let raw = i64::from_le_bytes(b);
                    let shift = 64 - 8 * w as u32;
                    (raw << shift) >> shift
                })
                .collect()
        }
        _ => {
            let Some(ints) = crate::fold::values::ints(ctx, a) else {
                return Vec::new();
            };
            let w = ints.width;
            let n = ctx.type_data(ints.ty).num_elements().unwrap_or(1) as usize;
            let sext = |x: u128| crate::fold::values::sext(x, w) as i64;
            match ints.lanes {
                crate::fold::values::Lanes::Scalar(x) => vec![sext(x)],
                crate::fold::values::Lanes::Splat(x) => vec![sext(x); n],
                crate::fold::values::Lanes::Dense(d) => d.into_iter().map(sext).collect(),
            }
        }
    }
}

/// Whether `v` is defined by a constant op (MLIR's `m_Constant`).
fn is_constant(ctx: &Context, m: &Module, v: Value) -> bool {
    crate::fold::value_constant(ctx, &m.ir, v).is_some()
}

/// The values of a `tosa.const_shape` operand (MLIR's `getConstShapeValues`).
fn shape_values(ctx: &Context, m: &Module, v: Value) -> Option<Vec<i64>> {
    match m.ir.value_def(v) {
        Some(sigil_ir::ValueDef::Result { op, .. })
            if ctx.str_bytes(m.ir.op(op).name) == b"tosa.const_shape" =>
        {
            const_ints(ctx, m, v)
        }
        _ => None,
    }
}

fn shape_rank(ctx: &Context, t: Type) -> Option<i64> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.def.dialect == "tosa" && d.def.mnemonic == "shape" => {
            match d.params.first() {
                Some(sigil_ir::attrs::Param::Int(r)) => Some(*r),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The shape of a shaped type: `Some(None)` when unranked, `None` when not shaped.
fn shaped(ctx: &Context, t: Type) -> Option<Option<Vec<i64>>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. }
        | TypeData::Vector { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(Some(shape.to_vec())),
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

fn bit_width(ctx: &Context, t: Type) -> i64 {
    use sigil_numeric::FloatKind as F;
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width as i64,
        TypeData::Float(k) => match k {
            F::F16 | F::BF16 => 16,
            F::F32 | F::TF32 => 32,
            F::F64 => 64,
            F::F80 => 80,
            F::F128 => 128,
            F::F6E2M3FN | F::F6E3M2FN => 6,
            F::F4E2M1FN => 4,
            _ => 8,
        },
        TypeData::Index => 64,
        _ => 8,
    }
}

impl Validator {
    fn check(&mut self, ctx: &Context, m: &Module, op: OpId) {
        let name = ctx.str_bytes(m.ir.op(op).name).to_vec();
        // Legal element types first, so that the other checks can assume them.
        let allow_unsigned = !self.strict && name == b"tosa.rescale";
        let types: Vec<Type> =
            m.ir.operands(op)
                .map(|v| m.ir.value_type(v))
                .chain(m.ir.results(op).map(|v| m.ir.value_type(v)))
                .collect();
        for t in types {
            let e = element(ctx, t);
            if !valid_element_type(ctx, e, allow_unsigned) {
                self.errors.push(format!(
                    "is not profile-aligned: element type '{}' is not legal",
                    ty(ctx, e)
                ));
                return;
            }
        }
        if self.strict {
            if let Some(msg) = compliance::check_profile(ctx, m, op, &self.env) {
                self.errors.push(msg);
                return;
            }
            if let Some(msg) = compliance::check_extension(ctx, m, op, &self.env) {
                self.errors.push(msg);
                return;
            }
        }
        if !self.allow_invalid {
            if let Some(msg) = compliance::check_invalid(ctx, m, op) {
                self.errors.push(msg);
                return;
            }
        }
        let checks: [OpCheck; 4] = [
            Validator::constant_operands,
            Validator::level,
            Validator::attributes,
            Validator::variable,
        ];
        for check in checks {
            if let Err(msg) = check(self, ctx, m, op, &name) {
                self.errors.push(msg);
            }
        }
        if self.strict {
            if let Err(msg) = error_if(ctx, m, op, &name) {
                self.errors.push(msg);
            }
        }
    }

    /// Operands the specification wants known at compile time (unless the
    /// `dynamic` extension is enabled).
    fn constant_operands(&mut self, ctx: &Context, m: &Module, op: OpId, name: &[u8]) -> Check {
        if self.env.allows_extension(Extension::Dynamic) {
            return Ok(());
        }
        let indices: &[usize] = match name {
            b"tosa.mul" => &[2],
            b"tosa.table" => &[1],
            b"tosa.pad" if m.ir.num_operands(op) > 2 => &[2],
            b"tosa.rescale" => &[1, 2, 3, 4],
            b"tosa.conv2d"
            | b"tosa.conv3d"
            | b"tosa.depthwise_conv2d"
            | b"tosa.transpose_conv2d" => &[3, 4],
            b"tosa.matmul" => &[2, 3],
            b"tosa.avg_pool2d" | b"tosa.negate" => &[1, 2],
            _ => &[],
        };
        for &i in indices {
            if i < m.ir.num_operands(op) && !is_constant(ctx, m, m.ir.operand(op, i)) {
                return Err(format!(
                    "expected compile time resolvable constant, but got variable value for operand #{i}"
                ));
            }
        }
        Ok(())
    }

    fn level(&mut self, ctx: &Context, m: &Module, op: OpId, name: &[u8]) -> Check {
        if !self.env.level_8k {
            return Ok(());
        }
        let level = self.env.level();
        ranks_and_sizes(ctx, m, op, name, &level, self.env.version, &self.variables)?;
        let kernel = |v: i64, what: &str| {
            if v > level.max_kernel {
                Err(format!("failed level check: {what}"))
            } else {
                Ok(())
            }
        };
        let stride = |v: i64, what: &str| {
            if v > level.max_stride {
                Err(format!("failed level check: {what}"))
            } else {
                Ok(())
            }
        };
        let weight_shape = || {
            let t = m.ir.value_type(m.ir.operand(op, 1));
            shaped(ctx, t).flatten()
        };
        match name {
            b"tosa.avg_pool2d" | b"tosa.max_pool2d" => {
                for k in int_list(ctx, m, op, "kernel") {
                    kernel(k, "kernel <= MAX_KERNEL")?;
                }
                for s in int_list(ctx, m, op, "stride") {
                    stride(s, "stride <= MAX_STRIDE")?;
                }
                for p in int_list(ctx, m, op, "pad") {
                    kernel(p, "pad <= MAX_KERNEL")?;
                }
            }
            b"tosa.conv2d" | b"tosa.conv3d" | b"tosa.depthwise_conv2d" => {
                let dilation = int_list(ctx, m, op, "dilation");
                for &d in &dilation {
                    kernel(d, "dilation <= MAX_KERNEL")?;
                }
                for p in int_list(ctx, m, op, "pad") {
                    kernel(p, "pad <= MAX_KERNEL")?;
                }
                for s in int_list(ctx, m, op, "stride") {
                    stride(s, "stride <= MAX_STRIDE")?;
                }
                if let Some(w) = weight_shape() {
                    let d = |i: usize| dilation.get(i).copied().unwrap_or(1);
                    let s = |i: usize| w.get(i).copied().unwrap_or(0);
                    // MLIR passes the products as int32.
                    let k = |v: i64| v as i32 as i64;
                    match name {
                        b"tosa.conv2d" => {
                            kernel(k(d(0) * s(1)), "dilation_y * KH <= MAX_KERNEL)")?;
                            kernel(k(d(1) * s(2)), "dilation_x * KW <= MAX_KERNEL)")?;
                        }
                        b"tosa.conv3d" => {
                            kernel(k(d(0) * s(1)), "dilation_d * KD <= MAX_KERNEL)")?;
                            kernel(k(d(1) * s(2)), "dilation_y * KH <= MAX_KERNEL)")?;
                            kernel(k(d(2) * s(3)), "dilation_x * KW <= MAX_KERNEL)")?;
                        }
                        _ => {
                            kernel(k(d(0) * s(0)), "dilation_y * KH <= MAX_KERNEL)")?;
                            kernel(k(d(1) * s(1)), "dilation_x * KW <= MAX_KERNEL)")?;
                        }
                    }
                }
            }
            b"tosa.fft2d" | b"tosa.rfft2d" => {
                for v in m.ir.operands(op) {
                    if let Some(Some(s)) = shaped(ctx, m.ir.value_type(v)) {
                        kernel(s.get(1).copied().unwrap_or(0), "H <= MAX_KERNEL")?;
                        kernel(s.get(2).copied().unwrap_or(0), "W <= MAX_KERNEL")?;
                    }
                }
            }
            b"tosa.transpose_conv2d" => {
                if let Some(w) = weight_shape() {
                    kernel(w.get(1).copied().unwrap_or(0), "KH <= MAX_KERNEL")?;
                    kernel(w.get(2).copied().unwrap_or(0), "KW <= MAX_KERNEL")?;
                }
                for p in int_list(ctx, m, op, "out_pad") {
                    kernel(p, "pad <= MAX_KERNEL")?;
                }
                for s in int_list(ctx, m, op, "stride") {
                    stride(s, "stride <= MAX_STRIDE")?;
                }
            }
            b"tosa.resize" => {
                let Some(scale) = shape_values(ctx, m, m.ir.operand(op, 1)) else {
                    return Err(String::new());
                };
                if scale.len() >= 4 && scale[1] != 0 && scale[3] != 0 {
                    if scale[0] / scale[1] > level.max_scale {
                        return Err(
                            "failed level check: scale_y_n/scale_y_d <= MAX_SCALE".to_string()
                        );
                    }
                    if scale[2] / scale[3] > level.max_scale {
                        return Err(
                            "failed level check: scale_x_n/scale_x_d <= MAX_SCALE".to_string()
                        );
                    }
                }
            }
            _ => {}
        }
        let list = |n: usize, what: &str| {
            if n as i64 > level.max_tensor_list_size {
                Err(format!(
                    "failed level check for MAX_TENSOR_LIST_SIZE: {what}"
                ))
            } else {
                Ok(())
            }
        };
        match name {
            b"tosa.concat" => list(m.ir.num_operands(op), "input1")?,
            b"tosa.custom" => {
                list(m.ir.num_operands(op), "input_list")?;
                list(m.ir.num_results(op), "output_list")?;
            }
            b"tosa.cond_if" => {
                list(m.ir.num_operands(op).saturating_sub(1), "inputs")?;
                list(m.ir.num_results(op), "outputs")?;
            }
            b"tosa.while_loop" => {
                list(m.ir.num_operands(op), "inputs")?;
                list(m.ir.num_results(op), "outputs")?;
            }
            _ => {}
        }
        if name == b"tosa.cond_if" || name == b"tosa.while_loop" {
            let mut depth = 0;
            let mut at = op;
            loop {
                let n = ctx.str_bytes(m.ir.op(at).name);
                if n == b"func.func" || n == b"builtin.module" {
                    break;
                }
                match m.ir.parent_op(at) {
                    Some(p) => {
                        depth += 1;
                        at = p;
                    }
                    None => break,
                }
            }
            if depth >= level.max_nesting {
                return Err(format!("failed level check: {depth} >= MAX_NESTING"));
            }
        }
        Ok(())
    }

    /// Rescale's rounding modes need their extensions.
    fn attributes(&mut self, ctx: &Context, m: &Module, op: OpId, name: &[u8]) -> Check {
        if name != b"tosa.rescale" {
            return Ok(());
        }
        let mode = attr(ctx, m, op, "rounding_mode")
            .map(|a| attr_text(ctx, a))
            .unwrap_or_default();
        if mode.contains("DOUBLE_ROUND") && !self.env.allows_extension(Extension::Doubleround) {
            return Err(
                "failed attribute check: rounding_mode = DOUBLE_ROUND requires extension [doubleround]"
                    .to_string(),
            );
        }
        if mode.contains("INEXACT_ROUND") && !self.env.allows_extension(Extension::Inexactround) {
            return Err(
                "failed attribute check: rounding_mode = INEXACT_ROUND requires extension [inexactround]"
                    .to_string(),
            );
        }
        Ok(())
    }

    /// Variables are declared once, and read and written with their type.
    fn variable(&mut self, ctx: &Context, m: &Module, op: OpId, name: &[u8]) -> Check {
        let sym = |key: &str| -> Vec<u8> {
            attr(ctx, m, op, key)
                .map(|a| match ctx.attr_data(a) {
                    AttrData::SymbolRef { root, .. } => ctx.str_bytes(*root).to_vec(),
                    _ => ctx.str_bytes(a).to_vec(),
                })
                .unwrap_or_default()
        };
        match name {
            b"tosa.variable" => {
                let key = sym("sym_name");
                if self.variables.contains_key(&key) {
                    return Err("name has already been declared".to_string());
                }
                let shape = int_list(ctx, m, op, "var_shape");
                let elem = attr(ctx, m, op, "type").and_then(|a| match ctx.attr_data(a) {
                    AttrData::Type(t) => Some(*t),
                    _ => None,
                });
                if let Some(e) = elem {
                    self.variables.insert(key, (shape, e));
                }
            }
            b"tosa.variable_read" | b"tosa.variable_write" => {
                let key = sym("name");
                let Some((shape, elem)) = self.variables.get(&key) else {
                    return Err("name has not been declared".to_string());
                };
                let same = |t: Type| match ctx.type_data(t) {
                    TypeData::RankedTensor {
                        shape: s,
                        elem: e,
                        encoding: None,
                    } => s.as_ref() == shape.as_slice() && e == elem,
                    _ => false,
                };
                if m.ir.operands(op).any(|v| !same(m.ir.value_type(v))) {
                    return Err("operand type does not equal variable type".to_string());
                }
                if m.ir.results(op).any(|v| !same(m.ir.value_type(v))) {
                    return Err("result type does not equal variable type".to_string());
                }
            }
            _ => {}
        }
        Ok(())
    }
}

/// MLIR 22.1's `isValidElementType`.
fn valid_element_type(ctx: &Context, t: Type, allow_unsigned: bool) -> bool {
    use sigil_ir::types::Signedness;
    use sigil_numeric::FloatKind as F;
    match ctx.type_data(t) {
        TypeData::Float(k) => matches!(
            k,
            F::F32
                | F::F16
                | F::BF16
                | F::F8E4M3FN
                | F::F8E5M2
                | F::F4E2M1FN
                | F::F6E2M3FN
                | F::F6E3M2FN
                | F::F8E8M0FNU
        ),
        TypeData::Integer { width, signedness } => match signedness {
            Signedness::Signless => matches!(width, 1 | 4 | 8 | 16 | 32 | 48 | 64),
            Signedness::Unsigned => allow_unsigned && matches!(width, 8 | 16 | 32),
            Signedness::Signed => false,
        },
        TypeData::Dialect(d) => {
            d.def.dialect == "tosa" && (d.def.mnemonic == "shape" || d.def.mnemonic == "mxint8")
        }
        _ => false,
    }
}

/// Which operands and results of `op` the level's rank and size limits
/// apply to (MLIR's `levelCheckRanksAndSizes`).
fn ranks_and_sizes(
    ctx: &Context,
    m: &Module,
    op: OpId,
    name: &[u8],
    level: &Level,
    version: Version,
    variables: &HashMap<Vec<u8>, (Vec<i64>, Type)>,
) -> Check {
    const RANKS_AND_SIZES: &[&[u8]] = &[
        b"tosa.argmax",
        b"tosa.clamp",
        b"tosa.erf",
        b"tosa.sigmoid",
        b"tosa.tanh",
        b"tosa.add",
        b"tosa.arithmetic_right_shift",
        b"tosa.bitwise_and",
        b"tosa.bitwise_or",
        b"tosa.bitwise_xor",
        b"tosa.intdiv",
        b"tosa.logical_and",
        b"tosa.logical_left_shift",
        b"tosa.logical_right_shift",
        b"tosa.logical_or",
        b"tosa.logical_xor",
        b"tosa.maximum",
        b"tosa.minimum",
        b"tosa.mul",
        b"tosa.pow",
        b"tosa.sub",
        b"tosa.table",
        b"tosa.abs",
        b"tosa.bitwise_not",
        b"tosa.ceil",
        b"tosa.clz",
        b"tosa.cos",
        b"tosa.exp",
        b"tosa.floor",
        b"tosa.log",
        b"tosa.logical_not",
        b"tosa.negate",
        b"tosa.reciprocal",
        b"tosa.rsqrt",
        b"tosa.sin",
        b"tosa.select",
        b"tosa.equal",
        b"tosa.greater",
        b"tosa.greater_equal",
        b"tosa.reduce_all",
        b"tosa.reduce_any",
        b"tosa.reduce_max",
        b"tosa.reduce_min",
        b"tosa.reduce_product",
        b"tosa.reduce_sum",
        b"tosa.concat",
        b"tosa.pad",
        b"tosa.reshape",
        b"tosa.reverse",
        b"tosa.slice",
        b"tosa.tile",
        b"tosa.transpose",
        b"tosa.cast",
        b"tosa.rescale",
        b"tosa.cond_if",
        b"tosa.variable",
        b"tosa.variable_write",
        b"tosa.variable_read",
        b"tosa.const",
        b"tosa.identity",
    ];
    const SIZES: &[&[u8]] = &[
        b"tosa.avg_pool2d",
        b"tosa.conv2d",
        b"tosa.conv3d",
        b"tosa.depthwise_conv2d",
        b"tosa.transpose_conv2d",
        b"tosa.fft2d",
        b"tosa.matmul",
        b"tosa.max_pool2d",
        b"tosa.rfft2d",
        b"tosa.gather",
        b"tosa.scatter",
        b"tosa.resize",
        b"tosa.custom",
        b"tosa.while_loop",
        b"tosa.const_shape",
    ];
    let ranks = RANKS_AND_SIZES.contains(&name);
    if !ranks && !SIZES.contains(&name) {
        return Ok(());
    }
    let rank = |t: Type, what: &str, highest: i64| -> Check {
        match shaped(ctx, t) {
            Some(None) => Err("failed level check: unranked tensor".to_string()),
            Some(Some(s)) if s.len() as i64 > highest => Err(format!(
                "failed level check: {what} rank(shape) <= MAX_RANK"
            )),
            Some(Some(_)) => Ok(()),
            None => match shape_rank(ctx, t) {
                Some(r) if r > highest => Err(format!(
                    "failed shape type level check: '{}' exceeds MAX_RANK",
                    ty(ctx, t)
                )),
                _ => Ok(()),
            },
        }
    };
    let size = |t: Type, what: &str| -> Check {
        match shaped(ctx, t) {
            Some(None) => Err("failed level check: unranked tensor".to_string()),
            Some(Some(s)) => {
                if s.iter().any(|&d| d < 0) {
                    // Specification 1.1 allows dynamic dimensions.
                    if version >= Version::V1_1 {
                        return Ok(());
                    }
                    return Err(format!(
                        "failed level check: {what} shape dimension cannot be dynamic when targeting TOSA specification version 1.0 or below"
                    ));
                }
                let bits = bit_width(ctx, element(ctx, t));
                let bytes = (bits / 8).max(1) as i128;
                let n: i128 = s.iter().map(|&d| d as i128).product();
                if bytes * n > (1i128 << level.max_log2_size) - 1 {
                    return Err(format!(
                        "failed level check: {what} tensor size (in bytes) <= (1 << MAX_LOG2_SIZE - 1)"
                    ));
                }
                Ok(())
            }
            None => Ok(()),
        }
    };
    let operands: Vec<Type> = m.ir.operands(op).map(|v| m.ir.value_type(v)).collect();
    let results: Vec<Type> = m.ir.results(op).map(|v| m.ir.value_type(v)).collect();
    if ranks {
        match name {
            b"tosa.argmax" => {
                rank(operands[0], "operand", level.max_rank)?;
                rank(results[0], "result", level.max_rank - 1)?;
            }
            b"tosa.cond_if" => rank(operands[0], "operand", level.max_rank)?,
            b"tosa.variable" => {
                if let Some(t) = variable_type(ctx, m, op, variables) {
                    if t.0.len() as i64 > level.max_rank {
                        return Err(
                            "failed level check: variable type rank(shape) <= MAX_RANK".to_string()
                        );
                    }
                }
            }
            _ => {
                for &t in &operands {
                    rank(t, "operand", level.max_rank)?;
                }
                for &t in &results {
                    rank(t, "result", level.max_rank)?;
                }
            }
        }
    }
    if name == b"tosa.variable" {
        if let Some((shape, elem)) = variable_type(ctx, m, op, variables) {
            if shape.iter().any(|&d| d < 0) {
                if version >= Version::V1_1 {
                    return Ok(());
                }
                return Err("failed level check: variable type shape dimension cannot be dynamic when targeting TOSA specification version 1.0 or below".to_string());
            }
            let bytes = (bit_width(ctx, elem) / 8).max(1) as i128;
            let n: i128 = shape.iter().map(|&d| d as i128).product();
            if bytes * n > (1i128 << level.max_log2_size) - 1 {
                return Err("failed level check: variable type tensor size (in bytes) <= (1 << MAX_LOG2_SIZE - 1)".to_string());
            }
        }
        return Ok(());
    }
    for &t in &operands {
        size(t, "operand")?;
    }
    for &t in &results {
        size(t, "result")?;
    }
    Ok(())
}

/// A variable's declared shape and element type.
fn variable_type(
    ctx: &Context,
    m: &Module,
    op: OpId,
    _variables: &HashMap<Vec<u8>, (Vec<i64>, Type)>,
) -> Option<(Vec<i64>, Type)> {
    let shape = int_list(ctx, m, op, "var_shape");
    let elem = attr(ctx, m, op, "type").and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    })?;
    Some((shape, elem))
}

/// The specification's ERROR_IF conditions MLIR checks.
fn error_if(ctx: &Context, m: &Module, op: OpId, name: &[u8]) -> Check {
    match name {
        b"tosa.mul" => {
            let Some(shift) = const_ints(ctx, m, m.ir.operand(op, 2)) else {
                return Ok(());
            };
            let shift = shift.first().copied().unwrap_or(0) as i32;
            let in_ty = element(ctx, m.ir.value_type(m.ir.operand(op, 0)));
            let is_i32 = matches!(ctx.type_data(in_ty), TypeData::Integer { width: 32, .. });
            if is_i32 {
                if !(0..=63).contains(&shift) {
                    return Err(format!(
                        "requires 0 <= shift && shift <= 63, but got: {shift}"
                    ));
                }
            } else if shift != 0 {
                return Err(format!("requires shift = 0 for all input data types that are not int32_t, but got: {shift}"));
            }
        }
        b"tosa.table" => {
            let in_ty = element(ctx, m.ir.value_type(m.ir.operand(op, 0)));
            let size = if matches!(ctx.type_data(in_ty), TypeData::Integer { width: 8, .. }) {
                256
            } else {
                513
            };
            if let Some(Some(s)) = shaped(ctx, m.ir.value_type(m.ir.operand(op, 1))) {
                if s.iter().all(|&d| d >= 0) {
                    let n: i64 = s.iter().product();
                    if n != size {
                        return Err(format!("requires table size of {size}, got {n}"));
                    }
                }
            }
        }
        b"tosa.rescale" => rescale_error_if(ctx, m, op)?,
        b"tosa.pad" => {
            if let Some(padding) = const_ints(ctx, m, m.ir.operand(op, 1)) {
                if let Some(v) = padding.iter().find(|&&v| v < 0) {
                    return Err(format!("padding value must all be non-negative, got {v}"));
                }
            }
        }
        b"tosa.cond_if" => {
            for (i, what) in [(0, "then"), (1, "else")] {
                isolated(ctx, m, op, i, what)?;
            }
        }
        b"tosa.while_loop" => {
            for (i, what) in [(0, "cond"), (1, "body")] {
                isolated(ctx, m, op, i, what)?;
            }
        }
        b"tosa.scatter" => {
            let indices = m.ir.operand(op, 1);
            if !is_constant(ctx, m, indices) {
                return Ok(());
            }
            let Some(values) = const_ints(ctx, m, indices) else {
                return Ok(());
            };
            let Some(Some(s)) = shaped(ctx, m.ir.value_type(indices)) else {
                return Err("expect ranked indices tensor".to_string());
            };
            // Indices are unique within each batch (the first dimension).
            let per_batch = s.iter().skip(1).product::<i64>().max(1) as usize;
            for batch in values.chunks(per_batch) {
                let mut seen = std::collections::HashSet::new();
                if !batch.iter().all(|v| seen.insert(*v)) {
                    return Err("indices values contain duplicates".to_string());
                }
            }
        }
        b"tosa.resize" => resize_error_if(ctx, m, op)?,
        _ => {}
    }
    Ok(())
}

fn bool_attr(ctx: &Context, m: &Module, op: OpId, name: &str) -> bool {
    attr(ctx, m, op, name).is_some_and(|a| attr_text(ctx, a) == "true")
}

fn rescale_error_if(ctx: &Context, m: &Module, op: OpId) -> Check {
    let in_ty = element(ctx, m.ir.value_type(m.ir.operand(op, 0)));
    let out_ty = element(ctx, m.ir.value_type(m.ir.result(op, 0)));
    let (TypeData::Integer { width: in_w, .. }, TypeData::Integer { width: out_w, .. }) =
        (ctx.type_data(in_ty), ctx.type_data(out_ty))
    else {
        return Ok(());
    };
    let (in_w, out_w) = (*in_w, *out_w);
    let in_unsigned = bool_attr(ctx, m, op, "input_unsigned");
    let out_unsigned = bool_attr(ctx, m, op, "output_unsigned");
    let scale32 = bool_attr(ctx, m, op, "scale32");
    let double = attr(ctx, m, op, "rounding_mode")
        .is_some_and(|a| attr_text(ctx, a).contains("DOUBLE_ROUND"));
    let fail = |s: &str| Err(s.to_string());
    if scale32 && in_w == 48 {
        return fail("scale32 is not allowed with 48-bit input.");
    }
    if !scale32 && double {
        return fail("DOUBLE_ROUND is only allowed with scale32=true.");
    }
    if in_unsigned && out_unsigned {
        return fail("input and output cannot be both unsigned.");
    }
    if out_w == 32 && in_unsigned {
        return fail("i32 output type is not allowed with unsigned input.");
    }
    if in_w == 32 && out_unsigned {
        return fail("i32 input type is not allowed with unsigned output.");
    }
    if in_w == 48 && out_unsigned {
        return fail("i48 input type is not allowed with unsigned output.");
    }
    if in_w == 48 && in_unsigned {
        return fail("i48 input type cannot be unsigned.");
    }
    if in_w == 32 && in_unsigned {
        return fail("i32 input type cannot be unsigned.");
    }
    if out_w == 32 && out_unsigned {
        return fail("i32 output type cannot be unsigned.");
    }
    Ok(())
}

/// A region of `op` uses no value defined outside it.
fn isolated(ctx: &Context, m: &Module, op: OpId, index: usize, what: &str) -> Check {
    let Some(&region) = m.ir.regions(op).get(index) else {
        return Ok(());
    };
    let inside = |v: Value| -> bool {
        let block = match m.ir.value_def(v) {
            Some(sigil_ir::ValueDef::Result { op: d, .. }) => m.ir.parent_block(d),
            _ => m.ir.value_block(v),
        };
        let mut r = block.and_then(|b| m.ir.block_parent(b));
        while let Some(x) = r {
            if x == region {
                return true;
            }
            r =
                m.ir.region_parent_op(x)
                    .and_then(|p| m.ir.parent_block(p))
                    .and_then(|b| m.ir.block_parent(b));
        }
        false
    };
    let mut ok = true;
    let _ = m.ir.walk_ops(region, WalkOrder::PreOrder, |o| {
        if m.ir.operands(o).all(inside) {
            WalkResult::Advance
        } else {
            ok = false;
            WalkResult::Interrupt
        }
    });
    let _ = ctx;
    if ok {
        Ok(())
    } else {
        Err(format!("is not conformant to the TOSA specification. It requires the '{what}' region is isolated from above.\n"))
    }
}

fn resize_error_if(ctx: &Context, m: &Module, op: OpId) -> Check {
    let in_t = m.ir.value_type(m.ir.operand(op, 0));
    let out_t = m.ir.value_type(m.ir.result(op, 0));
    let (Some(Some(ins)), Some(Some(outs))) = (shaped(ctx, in_t), shaped(ctx, out_t)) else {
        return Err("expect ranked input/output tensor".to_string());
    };
    let dim = |s: &[i64], i: usize| s.get(i).copied().unwrap_or(-1);
    if ins.iter().all(|&d| d >= 0) && outs.iter().all(|&d| d >= 0) {
        let sizes = [dim(&outs, 1), dim(&outs, 2), dim(&ins, 1), dim(&ins, 2)];
        if sizes.iter().any(|&d| d >= 16384) {
            return Err(format!(
                "expect input/output height/width dims to be < 16384, got [OH, OW, IH, IW] = [{}, {}, {}, {}]",
                sizes[0], sizes[1], sizes[2], sizes[3]
            ));
        }
    }
    let Some(scale) = shape_values(ctx, m, m.ir.operand(op, 1)) else {
        return Err(String::new());
    };
    let (yn, yd, xn, xd) = (scale[0], scale[1], scale[2], scale[3]);
    if yn > (1 << 11) || xn > (1 << 11) {
        return Err(format!("expect all scale numerator values to be <= (1 << 11), got scale_y_n={yn}, scale_x_n={xn}"));
    }
    if yd >= 16 * yn || xd >= 16 * xn {
        return Err(format!(
            "expect a downscale ratio larger than 1/16, got y={yn}/{yd}, x={xn}/{xd}"
        ));
    }
    let (Some(offset), Some(border)) = (
        shape_values(ctx, m, m.ir.operand(op, 2)),
        shape_values(ctx, m, m.ir.operand(op, 3)),
    ) else {
        return Err(String::new());
    };
    let (oy, ox) = (offset[0], offset[1]);
    if oy < -yn || oy >= 16 * yn {
        return Err(format!(
            "expect offsetY / scaleYNumerator to be in range [-1, 16), got {oy}/{yn}"
        ));
    }
    if ox < -xn || ox >= 16 * xn {
        return Err(format!(
            "expect offsetX / scaleXNumerator to be in range [-1, 16), got {ox}/{xn}"
        ));
    }
    let (by, bx) = (border[0], border[1]);
    if by < -16 * yn || by >= yn {
        return Err(format!(
            "expect borderY / scaleYNumerator to be in range [-16, 1), got {by}/{yn}"
        ));
    }
    if bx < -16 * xn || bx >= xn {
        return Err(format!(
            "expect borderX / scaleXNumerator to be in range [-16, 1), got {bx}/{xn}"
        ));
    }
    let (oh, ow, ih, iw) = (dim(&outs, 1), dim(&outs, 2), dim(&ins, 1), dim(&ins, 2));
    if ih >= 0 && yd != 0 {
        let num = (ih - 1) * yn - oy + by;
        if num % yd != 0 {
            return Err(format!("expected (input_height - 1) * scale_y_n - offset_y + border_y to be wholly divisible by scale_y_d, got (({ih} - 1) * {yn} - {oy} + {by}) / {yd}"));
        }
        let calc = num / yd + 1;
        if oh >= 0 && calc != oh {
            return Err(format!(
                "calculated output height did not match expected: calculated={calc}, expected={oh}"
            ));
        }
    }
    if iw >= 0 && xd != 0 {
        let num = (iw - 1) * xn - ox + bx;
        if num % xd != 0 {
            return Err(format!("expected (input_width - 1) * scale_x_n - offset_x + border_x to be wholly divisible by scale_x_d, got (({iw} - 1) * {xn} - {ox} + {bx}) / {xd}"));
        }
        let calc = num / xd + 1;
        if ow >= 0 && calc != ow {
            return Err(format!(
                "calculated output width did not match expected: calculated={calc}, expected={ow}"
            ));
        }
    }
    Ok(())
}
