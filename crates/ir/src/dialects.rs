//! What sigil knows about dialects and ops: today the builtin dialect; the
//! dialects issue adds a registry of ops with traits, verifiers and custom
//! forms.

/// Whether ops of `dialect` may be parsed without `--allow-unregistered-dialect`.
pub fn is_known_dialect(dialect: &[u8]) -> bool {
    dialect == b"builtin" || dialect == b"func"
}

/// What an inherent attribute must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    String,
    FunctionType,
    ArrayOfDicts,
    Unit,
    FlatSymbolRef,
}

impl AttrKind {
    pub fn accepts(self, ctx: &crate::Context, a: crate::Attr) -> bool {
        use crate::attrs::AttrData;
        match (self, ctx.attr_data(a)) {
            (AttrKind::String, AttrData::String { ty: None, .. }) => true,
            (AttrKind::FunctionType, AttrData::Type(t)) => {
                matches!(ctx.type_data(*t), crate::TypeData::Function { .. })
            }
            (AttrKind::ArrayOfDicts, AttrData::Array(e)) => e
                .iter()
                .all(|&x| matches!(ctx.attr_data(x), AttrData::Dict(_))),
            (AttrKind::Unit, AttrData::Unit) => true,
            (AttrKind::FlatSymbolRef, AttrData::SymbolRef { nested, .. }) => nested.is_empty(),
            _ => false,
        }
    }

    /// MLIR's wording of the constraint.
    pub fn describe(self) -> &'static str {
        match self {
            AttrKind::String => "string attribute",
            AttrKind::FunctionType => "type attribute of function type",
            AttrKind::ArrayOfDicts => "Array of dictionary attributes",
            AttrKind::Unit => "unit attribute",
            AttrKind::FlatSymbolRef => "flat symbol reference attribute",
        }
    }
}

/// The inherent attributes (properties) of a registered op.
pub fn inherent_attrs(op: &[u8]) -> &'static [(&'static [u8], AttrKind)] {
    match op {
        b"builtin.module" => &[
            (b"sym_name", AttrKind::String),
            (b"sym_visibility", AttrKind::String),
        ],
        b"func.func" => &[
            (b"arg_attrs", AttrKind::ArrayOfDicts),
            (b"function_type", AttrKind::FunctionType),
            (b"no_inline", AttrKind::Unit),
            (b"res_attrs", AttrKind::ArrayOfDicts),
            (b"sym_name", AttrKind::String),
            (b"sym_visibility", AttrKind::String),
        ],
        b"func.call" => &[
            (b"arg_attrs", AttrKind::ArrayOfDicts),
            (b"callee", AttrKind::FlatSymbolRef),
            (b"no_inline", AttrKind::Unit),
            (b"res_attrs", AttrKind::ArrayOfDicts),
        ],
        b"func.constant" => &[(b"value", AttrKind::FlatSymbolRef)],
        _ => &[],
    }
}

/// The dialects `mlir-opt-22` (Debian's build) registers, as its
/// "Available dialects" note lists them.
pub const MLIR_OPT_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Whether `dialect` is one `mlir-opt-22` registers but sigil does not
/// implement yet. Ops of these are rejected rather than treated as unknown
/// ops: `mlir-opt` would check them, so accepting them silently would accept
/// invalid IR. (The `test*` dialects allow unknown ops and stay unknown here.)
pub fn is_unsupported_mlir_dialect(dialect: &[u8]) -> bool {
    !is_known_dialect(dialect)
        && !dialect.starts_with(b"test")
        && MLIR_OPT_DIALECTS.iter().any(|d| d.as_bytes() == dialect)
}

/// Traits the verifier needs about an op.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpTraits {
    pub is_terminator: bool,
    pub isolated_from_above: bool,
    pub symbol_table: bool,
    pub no_terminator: bool,
    pub single_block: bool,
    /// Regions are graph regions (no dominance).
    pub graph_regions: bool,
    pub registered: bool,
}

/// The traits of an op by name; unknown ops have none and SSACFG regions.
pub fn op_traits(name: &[u8]) -> OpTraits {
    match name {
        b"builtin.module" => OpTraits {
            isolated_from_above: true,
            symbol_table: true,
            no_terminator: true,
            single_block: true,
            graph_regions: true,
            registered: true,
            ..Default::default()
        },
        b"builtin.unrealized_conversion_cast" => OpTraits {
            registered: true,
            ..Default::default()
        },
        b"func.func" => OpTraits {
            isolated_from_above: true,
            registered: true,
            ..Default::default()
        },
        b"func.return" => OpTraits {
            is_terminator: true,
            registered: true,
            ..Default::default()
        },
        b"func.call" | b"func.call_indirect" | b"func.constant" => OpTraits {
            registered: true,
            ..Default::default()
        },
        _ => OpTraits::default(),
    }
}
