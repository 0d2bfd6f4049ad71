//! The TOSA target environment (`#tosa.target_env<...>` on a module: the
//! specification version, level, profiles and extensions a module must
//! conform to) and `tosa-attach-target`, which attaches one.
//!
//! The attribute keeps its enums as case indices (the order of the dialect's
//! case lists, `sigil_ir::dialects::tosa`), so [`Profile`] and [`Extension`]
//! are numbered the same way and convert by index. A level is the table of
//! limits MLIR's `TargetEnv.h` gives it.

use sigil_ir::attrs::{DialectAttr, Param};
use sigil_ir::{Attr, AttrData, Context, Module, NamedAttr, OpId};

use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};

/// A TOSA profile, numbered as the dialect's `Profile` cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    None = 0,
    ProInt = 1,
    ProFp = 2,
}

/// A TOSA extension, numbered as the dialect's `Extension` cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extension {
    None = 0,
    Int16,
    Int4,
    Bf16,
    Fp8e4m3,
    Fp8e5m2,
    Fft,
    Variable,
    Controlflow,
    Doubleround,
    Inexactround,
    Dynamic,
    Mxfp,
    Int64,
    Shape,
}

/// MLIR's names of the profiles (`stringifyProfile`), by index: the
/// dialect's case list.
const PROFILE_NAMES: &[&str] = sigil_ir::dialects::tosa::PROFILE.cases;
/// MLIR's names of the extensions, by index.
const EXTENSION_NAMES: &[&str] = sigil_ir::dialects::tosa::EXTENSION.cases;
// The enums below are numbered as those lists.
const _: () = assert!(PROFILE_NAMES.len() == 3 && EXTENSION_NAMES.len() == ALL_EXTENSIONS.len());
const ALL_EXTENSIONS: [Extension; 15] = [
    Extension::None,
    Extension::Int16,
    Extension::Int4,
    Extension::Bf16,
    Extension::Fp8e4m3,
    Extension::Fp8e5m2,
    Extension::Fft,
    Extension::Variable,
    Extension::Controlflow,
    Extension::Doubleround,
    Extension::Inexactround,
    Extension::Dynamic,
    Extension::Mxfp,
    Extension::Int64,
    Extension::Shape,
];

impl Profile {
    pub fn name(self) -> &'static str {
        PROFILE_NAMES[self as usize]
    }

    fn from_index(i: u8) -> Option<Profile> {
        [Profile::None, Profile::ProInt, Profile::ProFp]
            .get(i as usize)
            .copied()
    }
}

impl Extension {
    pub fn name(self) -> &'static str {
        EXTENSION_NAMES[self as usize]
    }

    fn from_index(i: u8) -> Option<Extension> {
        ALL_EXTENSIONS.get(i as usize).copied()
    }

    /// The specification version that introduced the extension.
    fn min_version(self) -> Version {
        match self {
            Extension::Mxfp | Extension::Int64 | Extension::Shape => Version::V1_1,
            _ => Version::V1_0,
        }
    }
}

/// A specification version (`1.0`, `1.1.draft`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Version {
    V1_0 = 0,
    V1_1 = 1,
}

impl Version {
    /// As MLIR's `stringifyVersion` prints it (`1.1`).
    pub fn numbers(self) -> &'static str {
        match self {
            Version::V1_0 => "1.0",
            Version::V1_1 => "1.1",
        }
    }
}

/// The limits of a TOSA level (MLIR's `TosaLevel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub max_rank: i64,
    pub max_kernel: i64,
    pub max_stride: i64,
    pub max_scale: i64,
    pub max_log2_size: i64,
    pub max_nesting: i64,
    pub max_tensor_list_size: i64,
}

pub const LEVEL_8K: Level = Level {
    max_rank: 6,
    max_kernel: 8192,
    max_stride: 8192,
    max_scale: 256,
    max_log2_size: 31,
    max_nesting: 6,
    max_tensor_list_size: 64,
};
pub const LEVEL_NONE: Level = Level {
    max_rank: 32,
    max_kernel: 2147483647,
    max_stride: 2147483647,
    max_scale: 2048,
    max_log2_size: 63,
    max_nesting: 256,
    max_tensor_list_size: 256,
};

/// What a module's target environment allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetEnv {
    pub version: Version,
    /// `None` for level `none`.
    pub level_8k: bool,
    pub profiles: Vec<Profile>,
    pub extensions: Vec<Extension>,
}

impl TargetEnv {
    /// MLIR's default: version 1.0, level 8k, both profiles, no extension.
    pub fn default_env() -> TargetEnv {
        TargetEnv {
            version: Version::V1_0,
            level_8k: true,
            profiles: vec![Profile::ProInt, Profile::ProFp],
            extensions: Vec::new(),
        }
    }

    pub fn level(&self) -> Level {
        if self.level_8k {
            LEVEL_8K
        } else {
            LEVEL_NONE
        }
    }

    pub fn allows_profile(&self, p: Profile) -> bool {
        self.profiles.contains(&p)
    }

    pub fn allows_extension(&self, e: Extension) -> bool {
        self.extensions.contains(&e)
    }

    /// The first extension the version does not have, as MLIR's
    /// `verifyTargetInformation` reports it.
    pub fn version_error(&self) -> Option<String> {
        let e = self
            .extensions
            .iter()
            .find(|e| e.min_version() > self.version)?;
        Some(format!(
            "extension '{}' is not compatible with the target version {}, minimum required version is {}",
            e.name(),
            self.version.numbers(),
            e.min_version().numbers()
        ))
    }

    /// The attribute describing this environment.
    fn to_attr(&self, ctx: &mut Context) -> Option<Attr> {
        let def = sigil_ir::dialects::registry::attr_def(b"tosa", b"target_env")?;
        let params = vec![
            Param::Int(self.version as i64),
            Param::Int(if self.level_8k { 1 } else { 0 }),
            Param::Str(self.profiles.iter().map(|&p| p as u8).collect()),
            Param::Str(self.extensions.iter().map(|&e| e as u8).collect()),
        ];
        Some(ctx.intern_attr(AttrData::Dialect(Box::new(DialectAttr {
            def,
            params: params.into(),
            ty: None,
        }))))
    }

    fn from_attr(ctx: &Context, a: Attr) -> Option<TargetEnv> {
        let AttrData::Dialect(d) = ctx.attr_data(a) else {
            return None;
        };
        if d.def.mnemonic != "target_env" || d.def.dialect != "tosa" {
            return None;
        }
        let [Param::Int(version), Param::Int(level), Param::Str(profiles), Param::Str(extensions)] =
            &d.params[..]
        else {
            return None;
        };
        Some(TargetEnv {
            version: if *version == 1 {
                Version::V1_1
            } else {
                Version::V1_0
            },
            level_8k: *level == 1,
            profiles: profiles
                .iter()
                .filter_map(|&i| Profile::from_index(i))
                .collect(),
            extensions: extensions
                .iter()
                .filter_map(|&i| Extension::from_index(i))
                .collect(),
        })
    }
}

/// The name of the module attribute holding the environment.
pub const TARGET_ENV_ATTR: &str = "tosa.target_env";

/// The environment of the nearest op from `op` outward carrying one (MLIR's
/// `lookupTargetEnvOrDefault`), or the default.
pub fn lookup_target_env(ctx: &Context, m: &Module, op: OpId) -> TargetEnv {
    let mut at = Some(op);
    while let Some(o) = at {
        if let Some(a) =
            m.ir.attrs(o)
                .iter()
                .find(|a| ctx.str_bytes(a.name) == TARGET_ENV_ATTR.as_bytes())
        {
            if let Some(env) = TargetEnv::from_attr(ctx, a.value) {
                return env;
            }
        }
        at = m.ir.parent_op(o);
    }
    TargetEnv::default_env()
}

pub const ATTACH_OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "specification_version",
        kind: OptionKind::Enum(&["1.0", "1.1.draft"]),
        default: "1.0",
        help: "The specification version that TOSA operators should conform to.",
    },
    OptionDecl {
        name: "level",
        kind: OptionKind::Enum(&["8k", "none"]),
        default: "8k",
        help: "The TOSA level that operators should conform to. A TOSA level defines operator argument ranges that an implementation shall support.",
    },
    OptionDecl {
        name: "profiles",
        kind: OptionKind::List,
        default: "",
        help: "The TOSA profile(s) that operators should conform to. TOSA profiles enable efficient implementation on different classes of device. Each profile is an independent set of operations and data type combinations.",
    },
    OptionDecl {
        name: "extensions",
        kind: OptionKind::List,
        default: "",
        help: "The TOSA extension(s) that operators should conform to. TOSA profile extensions define optional operation and data type combinations.",
    },
];

/// The `tosa-attach-target` pass.
pub struct TosaAttachTarget {
    version: Version,
    level_8k: bool,
    profiles: Vec<String>,
    extensions: Vec<String>,
    text: String,
}

impl TosaAttachTarget {
    pub fn new(o: &PassOptions) -> Self {
        TosaAttachTarget {
            version: if o.str("specification_version") == "1.1.draft" {
                Version::V1_1
            } else {
                Version::V1_0
            },
            level_8k: o.str("level") != "none",
            profiles: o.list("profiles").to_vec(),
            extensions: o.list("extensions").to_vec(),
            text: o.to_pipeline_text(ATTACH_OPTIONS),
        }
    }
}

/// MLIR's message for an unknown profile or extension name (printed to
/// standard error, not as a diagnostic).
fn unknown_name(what: &str, name: &str, all: &[&str]) -> String {
    format!(
        "Unknown TOSA {what} name passed in '{name}', supported {what}s are: {}\n",
        all.join(", ")
    )
}

impl Pass for TosaAttachTarget {
    fn argument(&self) -> &str {
        "tosa-attach-target"
    }

    fn name(&self) -> &str {
        "TosaAttachTarget"
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn options_text(&self) -> String {
        self.text.clone()
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let mut env = TargetEnv {
            version: self.version,
            level_8k: self.level_8k,
            profiles: Vec::new(),
            extensions: Vec::new(),
        };
        for p in &self.profiles {
            match PROFILE_NAMES.iter().position(|n| n == p) {
                Some(i) => env.profiles.extend(Profile::from_index(i as u8)),
                None => {
                    t.log(&unknown_name("profile", p, &PROFILE_NAMES[1..]));
                    return Err(PassFailed);
                }
            }
        }
        for e in &self.extensions {
            match EXTENSION_NAMES.iter().position(|n| n == e) {
                Some(i) => env.extensions.extend(Extension::from_index(i as u8)),
                None => {
                    t.log(&unknown_name("extension", e, &EXTENSION_NAMES[1..]));
                    return Err(PassFailed);
                }
            }
        }
        let Some(attr) = env.to_attr(t.ctx) else {
            return Err(t.error(t.op, "the tosa dialect's target_env attribute is missing"));
        };
        let name = t.ctx.string_attr(TARGET_ENV_ATTR.as_bytes());
        let mut attrs: Vec<NamedAttr> = t.module.ir.attrs(t.op).to_vec();
        // The dictionary stays sorted by name, as MLIR's is.
        match attrs.iter_mut().find(|a| a.name == name) {
            Some(a) => a.value = attr,
            None => {
                let at = attrs
                    .iter()
                    .position(|a| t.ctx.str_bytes(a.name) > TARGET_ENV_ATTR.as_bytes())
                    .unwrap_or(attrs.len());
                attrs.insert(at, NamedAttr { name, value: attr });
            }
        }
        t.module.ir.set_attrs(t.op, &attrs);
        Ok(())
    }
}
