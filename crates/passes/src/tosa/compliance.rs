//! TOSA's profile compliance, as MLIR 22's `TosaProfileCompliance`: which
//! profiles and extensions an op needs for the element types of its
//! operands and results, checked against the target environment.
//!
//! The facts are generated tables (`compliance_data.rs`, from the files
//! MLIR generates from the specification); what is written here is how an
//! op's types are listed for them (the "depot": which operands count, per
//! op) and the three checks with MLIR's messages.

pub use super::target::{Extension, Profile, Version};

use sigil_ir::{AttrData, Context, Module, OpId, Type, TypeData};

use super::compliance_data::{AVAILABILITY, EXTENSIONS, PROFILES};
use super::target::TargetEnv;

pub(super) const V1_0: Version = Version::V1_0;
pub(super) const V1_1: Version = Version::V1_1;

/// An element type as the compliance tables name it (MLIR's `TypeInfo`:
/// the type's kind and bit width; signedness does not count).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeInfo {
    I1,
    I4,
    I8,
    I16,
    I32,
    I48,
    I64,
    BF16,
    F16,
    F32,
    F8E4M3,
    F8E5M2,
    F6E2M3,
    F6E3M2,
    F4E2M1,
    F8E8M0,
    MXINT8,
    /// Any other type: no table names it.
    Other,
}

impl TypeInfo {
    fn of(ctx: &Context, t: Type) -> TypeInfo {
        use sigil_numeric::FloatKind as F;
        match ctx.type_data(t) {
            TypeData::Integer { width, .. } => match width {
                1 => TypeInfo::I1,
                4 => TypeInfo::I4,
                8 => TypeInfo::I8,
                16 => TypeInfo::I16,
                32 => TypeInfo::I32,
                48 => TypeInfo::I48,
                64 => TypeInfo::I64,
                _ => TypeInfo::Other,
            },
            TypeData::Float(k) => match k {
                F::BF16 => TypeInfo::BF16,
                F::F16 => TypeInfo::F16,
                F::F32 => TypeInfo::F32,
                F::F8E4M3FN => TypeInfo::F8E4M3,
                F::F8E5M2 => TypeInfo::F8E5M2,
                F::F6E2M3FN => TypeInfo::F6E2M3,
                F::F6E3M2FN => TypeInfo::F6E3M2,
                F::F4E2M1FN => TypeInfo::F4E2M1,
                F::F8E8M0FNU => TypeInfo::F8E8M0,
                _ => TypeInfo::Other,
            },
            TypeData::Dialect(d) if d.def.dialect == "tosa" && d.def.mnemonic == "mxint8" => {
                TypeInfo::MXINT8
            }
            _ => TypeInfo::Other,
        }
    }

    /// As MLIR's `stringifyTypeInfo` writes it.
    fn text(self) -> &'static str {
        match self {
            TypeInfo::I1 => "i1",
            TypeInfo::I4 => "i4",
            TypeInfo::I8 => "i8",
            TypeInfo::I16 => "i16",
            TypeInfo::I32 => "i32",
            TypeInfo::I48 => "i48",
            TypeInfo::I64 => "i64",
            TypeInfo::BF16 => "bf16",
            TypeInfo::F16 => "f16",
            TypeInfo::F32 => "f32",
            TypeInfo::F8E4M3 => "fp8e4m3",
            TypeInfo::F8E5M2 => "fp8e5m2",
            TypeInfo::F6E2M3 => "fp6e2m3",
            TypeInfo::F6E3M2 => "fp6e3m2",
            TypeInfo::F4E2M1 => "fp4e2m1",
            TypeInfo::F8E8M0 => "fp8e8m0",
            TypeInfo::MXINT8 => "mxint8",
            TypeInfo::Other => "?",
        }
    }
}

/// One row of a compliance table: the modes (profiles or extensions) that
/// allow the type combinations in `sets`, any of them or all together.
pub struct Entry<T: 'static> {
    pub modes: &'static [T],
    pub all_of: bool,
    pub sets: &'static [(&'static [TypeInfo], Version)],
}

/// A profile or an extension: what the two tables are keyed by.
pub trait Mode: Copy + PartialEq + 'static {
    fn name(self) -> &'static str;
    fn allowed(self, env: &TargetEnv) -> bool;
    fn table() -> &'static [(&'static str, &'static [Entry<Self>])];
}

impl Mode for Profile {
    fn name(self) -> &'static str {
        Profile::name(self)
    }
    fn allowed(self, env: &TargetEnv) -> bool {
        env.allows_profile(self)
    }
    fn table() -> &'static [(&'static str, &'static [Entry<Self>])] {
        PROFILES
    }
}

impl Mode for Extension {
    fn name(self) -> &'static str {
        Extension::name(self)
    }
    fn allowed(self, env: &TargetEnv) -> bool {
        env.allows_extension(self)
    }
    fn table() -> &'static [(&'static str, &'static [Entry<Self>])] {
        EXTENSIONS
    }
}

/// The element type (or the type itself) of `t`.
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

/// The element types of the operands and results that decide an op's
/// profile (MLIR's `ProfileInfoDepot`); `None` for an op it has no rule for.
fn depot(ctx: &Context, m: &Module, op: OpId) -> Option<Vec<TypeInfo>> {
    let name = ctx.str_bytes(m.ir.op(op).name);
    let operand = |i: usize| {
        (i < m.ir.num_operands(op))
            .then(|| TypeInfo::of(ctx, element(ctx, m.ir.value_type(m.ir.operand(op, i)))))
    };
    let result = |i: usize| {
        (i < m.ir.num_results(op))
            .then(|| TypeInfo::of(ctx, element(ctx, m.ir.value_type(m.ir.result(op, i)))))
    };
    let type_attr = |n: &str| {
        let a = super::attr(ctx, m, op, n)?;
        match ctx.attr_data(a) {
            AttrData::Type(t) => Some(TypeInfo::of(ctx, *t)),
            _ => None,
        }
    };
    let pick = |items: &[Option<TypeInfo>]| items.iter().copied().collect::<Option<Vec<_>>>();
    let all = || {
        let mut v: Vec<TypeInfo> = (0..m.ir.num_operands(op)).filter_map(&operand).collect();
        v.extend((0..m.ir.num_results(op)).filter_map(&result));
        v
    };
    Some(match name {
        b"tosa.avg_pool2d" => pick(&[
            operand(0),
            operand(1),
            operand(2),
            type_attr("acc_type"),
            result(0),
        ])?,
        b"tosa.conv2d" | b"tosa.conv3d" | b"tosa.transpose_conv2d" | b"tosa.depthwise_conv2d" => {
            pick(&[
                operand(0),
                operand(1),
                operand(2),
                operand(3),
                operand(4),
                type_attr("acc_type"),
                result(0),
            ])?
        }
        b"tosa.mul" => pick(&[operand(0), operand(1), result(0)])?,
        b"tosa.concat" => pick(&[operand(0), result(0)])?,
        b"tosa.pad" => pick(&[operand(0), operand(2), result(0)])?,
        b"tosa.reshape" | b"tosa.slice" | b"tosa.tile" | b"tosa.transpose" | b"tosa.resize" => {
            pick(&[operand(0), result(0)])?
        }
        b"tosa.gather" => pick(&[operand(0), operand(1), result(0)])?,
        b"tosa.scatter" => pick(&[operand(0), operand(1), operand(2), result(0)])?,
        b"tosa.select" => pick(&[operand(1), operand(2), result(0)])?,
        b"tosa.rescale" => pick(&[operand(0), operand(3), operand(4), result(0)])?,
        b"tosa.variable" => pick(&[type_attr("type")])?,
        b"tosa.variable_write" | b"tosa.dim" => pick(&[operand(0)])?,
        b"tosa.matmul"
        | b"tosa.matmul_t_block_scaled"
        | b"tosa.fft2d"
        | b"tosa.rfft2d"
        | b"tosa.cast"
        | b"tosa.cast_from_block_scaled"
        | b"tosa.cast_to_block_scaled"
        | b"tosa.const"
        | b"tosa.argmax"
        | b"tosa.sub"
        | b"tosa.maximum"
        | b"tosa.minimum"
        | b"tosa.max_pool2d"
        | b"tosa.clamp"
        | b"tosa.erf"
        | b"tosa.sigmoid"
        | b"tosa.tanh"
        | b"tosa.add"
        | b"tosa.arithmetic_right_shift"
        | b"tosa.bitwise_and"
        | b"tosa.bitwise_not"
        | b"tosa.bitwise_or"
        | b"tosa.bitwise_xor"
        | b"tosa.logical_left_shift"
        | b"tosa.logical_right_shift"
        | b"tosa.logical_and"
        | b"tosa.logical_not"
        | b"tosa.logical_or"
        | b"tosa.logical_xor"
        | b"tosa.intdiv"
        | b"tosa.pow"
        | b"tosa.table"
        | b"tosa.abs"
        | b"tosa.ceil"
        | b"tosa.clz"
        | b"tosa.sin"
        | b"tosa.cos"
        | b"tosa.exp"
        | b"tosa.floor"
        | b"tosa.log"
        | b"tosa.negate"
        | b"tosa.reciprocal"
        | b"tosa.rsqrt"
        | b"tosa.reduce_all"
        | b"tosa.reduce_any"
        | b"tosa.reduce_max"
        | b"tosa.reduce_min"
        | b"tosa.reduce_product"
        | b"tosa.reduce_sum"
        | b"tosa.equal"
        | b"tosa.greater_equal"
        | b"tosa.greater"
        | b"tosa.reverse"
        | b"tosa.identity"
        | b"tosa.variable_read" => all(),
        _ => return None,
    })
}

/// What the table of `T` says of `op`: `None` when the op has no row
/// (MLIR's failed `getOperatorDefinition`), else the entry its types
/// match, reduced to the matching set (`None` inside when none matches).
#[allow(clippy::type_complexity)]
fn definition<T: Mode>(
    ctx: &Context,
    m: &Module,
    op: OpId,
    present: &Option<Vec<TypeInfo>>,
) -> Option<Option<(&'static Entry<T>, Version)>> {
    let name = ctx.str_bytes(m.ir.op(op).name);
    let (_, entries) = T::table().iter().find(|(n, _)| n.as_bytes() == name)?;
    let Some(present) = present else {
        return Some(None);
    };
    if present.is_empty() {
        return Some(None);
    }
    for e in entries.iter() {
        for (types, version) in e.sets {
            if *types == present.as_slice() {
                return Some(Some((e, *version)));
            }
        }
    }
    Some(None)
}

fn join<T: Mode>(modes: impl IntoIterator<Item = T>) -> String {
    modes
        .into_iter()
        .map(|m| m.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The profiles an extension works with.
fn cooperative_profiles(e: Extension) -> &'static [Profile] {
    match e {
        Extension::Int16 | Extension::Int4 | Extension::Doubleround | Extension::Inexactround => {
            &[Profile::ProInt]
        }
        Extension::Bf16
        | Extension::Fp8e4m3
        | Extension::Fp8e5m2
        | Extension::Fft
        | Extension::Mxfp => &[Profile::ProFp],
        Extension::Variable
        | Extension::Controlflow
        | Extension::Dynamic
        | Extension::Int64
        | Extension::Shape => &[Profile::ProFp, Profile::ProInt],
        Extension::None => &[],
    }
}

/// One row of the availability table: op name, profile groups, extension groups.
type Availability = (
    &'static str,
    &'static [&'static [Profile]],
    &'static [&'static [Extension]],
);

/// The profiles (`groups_of` picks them) or extensions the op's definition
/// names; `None` for an op without the query interface.
fn required<T: Mode>(
    ctx: &Context,
    m: &Module,
    op: OpId,
    groups_of: fn(&'static Availability) -> &'static [&'static [T]],
) -> Option<&'static [&'static [T]]> {
    let name = ctx.str_bytes(m.ir.op(op).name);
    AVAILABILITY
        .iter()
        .find(|a| a.0.as_bytes() == name)
        .map(groups_of)
}

/// MLIR's `checkProfileOrExtension`: the error message, if the target does
/// not allow the op.
fn check_mode<T: Mode>(
    ctx: &Context,
    m: &Module,
    op: OpId,
    env: &TargetEnv,
    spec: &[&[T]],
    extension_profiles: Option<fn(T) -> &'static [Profile]>,
) -> Option<String> {
    if spec.is_empty() {
        return None;
    }
    let present = depot(ctx, m, op);
    let Some(def) = definition::<T>(ctx, m, op, &present) else {
        // No type rule (control flow, shape ops): one of the modes the op's
        // definition names must be enabled.
        let mut count = 0;
        for cands in spec {
            if cands.iter().any(|c| c.allowed(env)) {
                return None;
            }
            count += cands.len();
        }
        let any = if count > 1 { " any of " } else { " " };
        return Some(format!(
            "illegal: requires{any}[{}] but not enabled in target\n",
            join(spec.iter().flat_map(|g| g.iter().copied()))
        ));
    };
    let (entry, version) = def?;
    if entry.modes.is_empty() {
        return None;
    }
    if entry.all_of {
        if !entry.modes.iter().all(|c| c.allowed(env)) {
            return Some(format!(
                "illegal: requires all of [{}] but not enabled in target\n",
                join(entry.modes.iter().copied())
            ));
        }
    } else if !entry.modes.iter().any(|c| c.allowed(env)) {
        let any = if entry.modes.len() > 1 {
            " any of "
        } else {
            " "
        };
        return Some(format!(
            "illegal: requires{any}[{}] but not enabled in target\n",
            join(entry.modes.iter().copied())
        ));
    }
    if let Some(profiles_of) = extension_profiles {
        for &mode in entry.modes {
            let co = profiles_of(mode);
            if !co.iter().any(|p| env.allows_profile(*p)) {
                return Some(format!(
                    "illegal: requires [{}] to work with but not enabled in target\n",
                    join(co.iter().copied())
                ));
            }
        }
    }
    if version > env.version {
        return Some(format!(
            "illegal: the target specification version ({}) is not backwards compatible with the op compliance specification version ({})\n",
            env.version.numbers(),
            version.numbers()
        ));
    }
    None
}

/// The profile check (`strict-op-spec-alignment`).
pub fn check_profile(ctx: &Context, m: &Module, op: OpId, env: &TargetEnv) -> Option<String> {
    let spec = required::<Profile>(ctx, m, op, |a| a.1)?;
    check_mode(ctx, m, op, env, spec, None)
}

/// The extension check (`strict-op-spec-alignment`).
pub fn check_extension(ctx: &Context, m: &Module, op: OpId, env: &TargetEnv) -> Option<String> {
    let spec = required::<Extension>(ctx, m, op, |a| a.2)?;
    check_mode(ctx, m, op, env, spec, Some(cooperative_profiles))
}

/// MLIR's `checkInvalid`: the error message when the op's element types
/// match no row of either table.
pub fn check_invalid(ctx: &Context, m: &Module, op: OpId) -> Option<String> {
    let present = depot(ctx, m, op);
    let prof = definition::<Profile>(ctx, m, op, &present);
    let ext = definition::<Extension>(ctx, m, op, &present);
    if prof.is_none() && ext.is_none() {
        return None;
    }
    let has_entry = matches!(prof, Some(Some((e, _))) if !e.modes.is_empty())
        || matches!(ext, Some(Some((e, _))) if !e.modes.is_empty());
    if has_entry {
        return None;
    }
    let current = present.unwrap_or_default();
    let name = String::from_utf8_lossy(ctx.str_bytes(m.ir.op(op).name)).into_owned();
    let texts = |v: &[TypeInfo]| v.iter().map(|t| t.text()).collect::<Vec<_>>().join(",");
    // The row matching the most of the op's types, the first among equals.
    let mut best: Option<(usize, &[TypeInfo])> = None;
    let mut consider = |types: &'static [TypeInfo]| {
        if types.len() != current.len() {
            return;
        }
        let n = types.iter().zip(&current).filter(|(a, b)| a == b).count();
        if best.is_none_or(|(m, _)| n > m) {
            best = Some((n, types));
        }
    };
    for table in [
        PROFILES.iter().find(|(n, _)| *n == name).map(|(_, e)| {
            e.iter()
                .flat_map(|e| e.sets.iter().map(|s| s.0))
                .collect::<Vec<_>>()
        }),
        EXTENSIONS.iter().find(|(n, _)| *n == name).map(|(_, e)| {
            e.iter()
                .flat_map(|e| e.sets.iter().map(|s| s.0))
                .collect::<Vec<_>>()
        }),
    ]
    .into_iter()
    .flatten()
    {
        for types in table {
            consider(types);
        }
    }
    let best = best.map(|(_, t)| texts(t)).unwrap_or_default();
    Some(format!(
        "illegal: operation operand/result data types did not align with any profile or extension, got ({}), did you mean ({best})? Otherwise, please refer to the 'supported data types' for '{name}' in the specification.",
        texts(&current)
    ))
}
