//! What sigil knows about dialects and ops: today the builtin dialect; the
//! dialects issue adds a registry of ops with traits, verifiers and custom
//! forms.

/// Whether ops of `dialect` may be parsed without `--allow-unregistered-dialect`.
pub fn is_known_dialect(dialect: &[u8]) -> bool {
    dialect == b"builtin"
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
        _ => OpTraits::default(),
    }
}
