//! The dialect registry: which dialects, ops and attributes sigil knows.
//!
//! A dialect is anything implementing [`Dialect`]: a name and static tables
//! of [`OpDef`]s and [`AttrDef`]s. sigil's own dialects are listed in
//! `BUILTIN` and joined into one map on first use (with the structures
//! generated from MLIR's ODS records for ops that declare none). Dialects
//! from other crates (the VM's, PyDM's, a user's) are added at run time by
//! [`register_dialect`] into a second map behind a lock, consulted only
//! when the first misses and something was registered, so sigil's own
//! lookups stay lock-free. Definitions are `'static`: a registered dialect
//! lives as long as the process, like MLIR's dialect registry in a context
//! that is never destroyed.
//!
//! Register dialects before parsing: contexts cache what a name resolves
//! to, unregistered included.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{OnceLock, RwLock};

use hashbrown::HashMap;

use super::{ods, AttrDef, OpDef, Structure, TypeDef};
use crate::context::Context;
use crate::ir::{Ir, OpId};

/// A dialect: its name, ops and attributes. Implement it for a unit struct
/// and pass a `&'static` of it to [`register_dialect`].
pub trait Dialect: Sync + 'static {
    /// The prefix of its ops and attributes (`"util"`).
    fn name(&self) -> &'static str;
    /// Its ops, each named `<name>.<op>`.
    fn ops(&self) -> &'static [OpDef];
    /// Its attributes kept by their parameters.
    fn attrs(&self) -> &'static [AttrDef] {
        &[]
    }
    /// Its types kept by their parameters.
    fn types(&self) -> &'static [TypeDef] {
        &[]
    }
}

/// One of sigil's own dialects: tables in this crate.
struct Tables {
    name: &'static str,
    ops: &'static [&'static [OpDef]],
    attrs: &'static [AttrDef],
    types: &'static [TypeDef],
}

/// Every dialect sigil implements, one line each.
static BUILTIN: &[Tables] = &[
    Tables::ops("builtin", &[super::builtin::OPS]),
    Tables::ops("func", &[super::func::OPS]),
    Tables {
        name: "arith",
        ops: &[super::arith::OPS],
        attrs: &super::arith::ATTRS,
        types: &[],
    },
    Tables::ops("cf", &[super::cf::OPS]),
    Tables::ops("math", &[super::math::OPS]),
    Tables::ops("scf", &[super::scf::OPS]),
    Tables::ops("memref", &[super::memref::OPS]),
    Tables::ops("bufferization", &[super::bufferization::OPS]),
    Tables::ops("tensor", &[super::tensor::OPS]),
    Tables::ops("affine", &[super::affine::OPS]),
    Tables {
        name: "linalg",
        ops: &[super::linalg::OPS],
        attrs: &super::linalg::ATTRS,
        types: &[],
    },
    Tables {
        name: "index",
        ops: &[super::index::OPS],
        attrs: &super::index::ATTRS,
        types: &[],
    },
    Tables {
        name: "ub",
        ops: &[super::ub::OPS],
        attrs: &super::ub::ATTRS,
        types: &[],
    },
    Tables {
        name: "complex",
        ops: &[super::complex::OPS],
        attrs: &super::complex::ATTRS,
        types: &[],
    },
    Tables {
        name: "vector",
        ops: &[super::vector::OPS],
        attrs: &super::vector::ATTRS,
        types: &[],
    },
    Tables {
        name: "llvm",
        ops: &[super::llvm::OPS],
        attrs: &super::llvm::ATTRS,
        types: &super::llvm::TYPES,
    },
    Tables {
        name: "util",
        ops: &[super::util::OPS, super::util::ops::OPS],
        attrs: &super::util::ATTRS,
        types: &super::util::TYPES,
    },
    Tables::ops("check", &[super::check::OPS]),
    Tables::ops("flow", &[super::flow::OPS]),
    Tables {
        name: "iree_linalg_ext",
        ops: &[super::linalg_ext::OPS],
        attrs: &super::linalg_ext::ATTRS,
        types: &[],
    },
    Tables {
        name: "chlo",
        ops: &[ods::chlo::OPS],
        attrs: &super::stablehlo::attrs::CHLO_ATTRS,
        types: &[],
    },
    Tables::ops("interpreter", &[ods::interpreter::OPS]),
    Tables {
        name: "quant",
        ops: &[],
        attrs: &[],
        types: &super::quant::TYPES,
    },
    Tables {
        name: "stablehlo",
        ops: &[super::stablehlo::OPS, ods::stablehlo::OPS],
        attrs: &super::stablehlo::ATTRS,
        types: &super::stablehlo::TYPES,
    },
    Tables {
        name: "tosa",
        ops: &[super::tosa::OPS, ods::tosa::OPS],
        attrs: &super::tosa::ATTRS,
        types: &super::tosa::TYPES,
    },
    Tables {
        name: "iree_pydm",
        ops: &[super::pydm::OPS],
        attrs: &[],
        types: &super::pydm::TYPES,
    },
];

/// Dialects sigil knows the attributes of but none of the ops: their
/// attributes parse and print, their ops are still unsupported (not
/// "unregistered ops of a registered dialect").
static ATTR_ONLY: &[Tables] = &[
    Tables {
        name: "gpu",
        ops: &[],
        attrs: &super::gpu::ATTRS,
        types: &[],
    },
    Tables {
        name: "iree_encoding",
        ops: &[],
        attrs: &super::iree_encoding::ATTRS,
        types: &[],
    },
];

impl Tables {
    const fn ops(name: &'static str, ops: &'static [&'static [OpDef]]) -> Tables {
        Tables {
            name,
            ops,
            attrs: &[],
            types: &[],
        }
    }

    /// The dialect's ops; where two tables define one op (a hand-written
    /// definition before the generated one), the first.
    fn defs(&'static self) -> impl Iterator<Item = &'static OpDef> {
        let ops = self.ops;
        ops.iter().enumerate().flat_map(move |(i, t)| {
            t.iter()
                .filter(move |d| !ops[..i].iter().any(|e| e.iter().any(|x| x.name == d.name)))
        })
    }
}

/// The most dialects sigil's own tables may hold (the size of the per-dialect
/// map array below).
const MAX_DIALECTS: usize = 32;

/// The ops of sigil's own dialect `BUILTIN[index]` by name, built the first
/// time one of them is looked up. An op whose table entry does not declare
/// its structure gets the one generated from MLIR's ODS records (`ods/`),
/// joined here once. Built per dialect, so that a process reading a module of
/// `func` and `arith` ops never touches the tables of the 20 other dialects:
/// their pages, not the work, were most of a small run's start-up.
fn dialect_ops(index: usize) -> &'static HashMap<&'static [u8], &'static OpDef> {
    static MAPS: [OnceLock<HashMap<&'static [u8], &'static OpDef>>; MAX_DIALECTS] =
        [const { OnceLock::new() }; MAX_DIALECTS];
    MAPS[index].get_or_init(|| {
        let table = &BUILTIN[index];
        let prefix = format!("{}.", table.name);
        // The generated structures of this dialect: the one `ods` table whose
        // ops have its prefix.
        let generated: HashMap<&str, &'static Structure> = ods::TABLES
            .iter()
            .find(|t| t.first().is_some_and(|(name, _)| name.starts_with(&prefix)))
            .map(|t| t.iter().map(|(name, s)| (*name, s)).collect())
            .unwrap_or_default();
        // `SIGIL_FORMATS=op,dialect,all` tries the format on ops whose
        // dialect writes their form itself.
        let forced_names = std::env::var("SIGIL_FORMATS").unwrap_or_default();
        // The joined copies go into one allocation, kept for the process.
        let mut joined_defs: Vec<OpDef> = Vec::with_capacity(generated.len());
        let mut order: Vec<Result<usize, &'static OpDef>> = Vec::new();
        for def in table.defs() {
            let Some(s) = generated.get(def.name) else {
                order.push(Err(def));
                continue;
            };
            let mut joined = super::linalg::copy_def(def);
            if !joined.structure.declared {
                joined.structure = **s;
                if joined.props.is_empty() && FROM_RECORDS.contains(&table.name) {
                    joined.props = inherent_from_records(s);
                }
            } else if joined.structure.form.format.is_none() {
                // A structure declared by hand still takes the
                // record's textual form.
                joined.structure.form = s.form;
            }
            // The record's declarative format, unless the dialect
            // writes the op's form itself (`SIGIL_FORMATS=op,dialect,all`
            // tries the format on those too).
            let forced = !forced_names.is_empty()
                && forced_names
                    .split(',')
                    .any(|n| n == "all" || n == joined.name || n == joined.dialect());
            if forced {
                // A format that does not compile leaves the op to
                // its hand-written form (the format tests list them).
                let _ = attach_format(&mut joined);
            } else if joined.print.is_none() && joined.structure.form.format.is_some() {
                // Compiled on first use; `every_declarative_format_compiles`
                // checks that each one does. An op that reads another form
                // too keeps its parser (which hands the format's form on).
                joined.compiled_format = Some(super::LazyFormat::leak(None));
                if joined.parse.is_none() {
                    joined.parse = Some(crate::format::parse);
                }
                joined.print = Some(crate::format::print);
            }
            order.push(Ok(joined_defs.len()));
            joined_defs.push(joined);
        }
        let joined_defs: &'static [OpDef] = joined_defs.leak();
        let mut m = HashMap::with_capacity(order.len());
        for entry in order {
            let def: &'static OpDef = match entry {
                Ok(i) => &joined_defs[i],
                Err(def) => def,
            };
            let old = m.insert(def.name.as_bytes(), def);
            debug_assert!(old.is_none(), "op {} defined twice", def.name);
        }
        m
    })
}

/// Dialects whose ops are all declared by the generated tables: an op
/// written nowhere by hand takes its inherent attributes from the record.
const FROM_RECORDS: &[&str] = &["stablehlo", "chlo", "interpreter", "tosa"];

/// The inherent attributes the record of `s` declares, as properties of any
/// kind (the record's constraints are the verifier's to check), so the
/// generic form moves them out of the attribute dictionary as MLIR does.
fn inherent_from_records(s: &Structure) -> &'static [super::PropSpec] {
    if s.form.attrs.is_empty() {
        return &[];
    }
    // A default the dialect can build (TOSA's `nan_mode = PROPAGATE`) is
    // filled in when the attribute is absent, as MLIR's properties are.
    let specs: Vec<super::PropSpec> = (s.form.attrs.iter())
        .map(|a| match a.default.and_then(super::tosa::record_default) {
            Some(d) => super::PropSpec::with_default(a.name, super::AttrKind::Any, d),
            None => super::PropSpec::new(a.name, super::AttrKind::Any),
        })
        .collect();
    specs.leak()
}

/// The index in `BUILTIN` of the dialect of op `name` (the part before its
/// first `.`), if it is one of sigil's own.
fn builtin_dialect_of(name: &[u8]) -> Option<usize> {
    static INDEX: OnceLock<HashMap<&'static [u8], usize>> = OnceLock::new();
    let index = INDEX.get_or_init(|| {
        (BUILTIN.iter().enumerate())
            .map(|(i, t)| (t.name.as_bytes(), i))
            .collect()
    });
    let dialect = &name[..name.iter().position(|&c| c == b'.')?];
    index.get(dialect).copied()
}

/// Dialects registered at run time, with their ops by name.
#[derive(Default)]
struct Extensions {
    dialects: Vec<&'static dyn Dialect>,
    ops: HashMap<&'static [u8], &'static OpDef>,
}

static ANY_EXTENSION: AtomicBool = AtomicBool::new(false);

fn extensions() -> &'static RwLock<Extensions> {
    static EXT: OnceLock<RwLock<Extensions>> = OnceLock::new();
    EXT.get_or_init(Default::default)
}

/// Reads the registered dialects, if any were registered.
fn with_extensions<R>(f: impl FnOnce(&Extensions) -> R) -> Option<R> {
    if !ANY_EXTENSION.load(Ordering::Acquire) {
        return None;
    }
    let ext = extensions().read().unwrap_or_else(|e| e.into_inner());
    Some(f(&ext))
}

/// Why [`register_dialect`] refused a dialect.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RegistryError {
    #[error("dialect '{0}' is already registered")]
    DuplicateDialect(String),
    #[error("op '{op}' of dialect '{dialect}' is not named '{dialect}.<op>'")]
    OpOutsideDialect { dialect: String, op: String },
    #[error("op '{0}' is defined twice")]
    DuplicateOp(String),
    #[error("attribute or type '{dialect}.{mnemonic}' is registered by dialect '{owner}'")]
    AttrOutsideDialect {
        dialect: String,
        mnemonic: String,
        owner: String,
    },
    #[error("op '{op}': {message}")]
    BadFormat { op: String, message: String },
}

/// Adds a dialect defined outside sigil's own tables. Its name must be new
/// (not one of sigil's, not registered before), its ops named
/// `<name>.<op>` and its attributes of dialect `<name>`; an op's
/// declarative format (see [`OpDef::with_format`]) is compiled here and a
/// malformed one refused. Register before parsing anything that uses it.
pub fn register_dialect(d: &'static dyn Dialect) -> Result<(), RegistryError> {
    let name = d.name();
    let attrs_known = ATTR_ONLY.iter().any(|t| t.name == name);
    if attrs_known || is_known_dialect(name.as_bytes()) {
        return Err(RegistryError::DuplicateDialect(name.into()));
    }
    let mut seen: HashMap<&'static [u8], &'static OpDef> = HashMap::new();
    for op in d.ops() {
        let op = with_compiled_format(op)?;
        if op.dialect() != name || op.short_name().is_empty() {
            return Err(RegistryError::OpOutsideDialect {
                dialect: name.into(),
                op: op.name.into(),
            });
        }
        if seen.insert(op.name.as_bytes(), op).is_some() {
            return Err(RegistryError::DuplicateOp(op.name.into()));
        }
    }
    let attrs = d.attrs().iter().map(|a| (a.dialect, a.mnemonic));
    let types = d.types().iter().map(|t| (t.dialect, t.mnemonic));
    if let Some((dialect, mnemonic)) = attrs.chain(types).find(|(x, _)| *x != name) {
        return Err(RegistryError::AttrOutsideDialect {
            dialect: dialect.into(),
            mnemonic: mnemonic.into(),
            owner: name.into(),
        });
    }
    let mut ext = extensions().write().unwrap_or_else(|e| e.into_inner());
    // Checked again under the lock: two threads may race to register.
    if ext.dialects.iter().any(|x| x.name() == name) {
        return Err(RegistryError::DuplicateDialect(name.into()));
    }
    ext.dialects.push(d);
    ext.ops.extend(seen);
    ANY_EXTENSION.store(true, Ordering::Release);
    Ok(())
}

/// An extension op with its declarative format compiled (a copy, kept for
/// the life of the process like the registry itself); the op as given
/// when it has no format or parses itself.
fn with_compiled_format(op: &'static OpDef) -> Result<&'static OpDef, RegistryError> {
    let text = op.format.or(op.structure.form.format);
    let Some(text) = text.filter(|_| op.parse.is_none()) else {
        return Ok(op);
    };
    let mut joined = super::linalg::copy_def(op);
    joined.structure.form.format = Some(text);
    attach_format(&mut joined).map_err(|message| RegistryError::BadFormat {
        op: op.name.into(),
        message,
    })?;
    Ok(Box::leak(Box::new(joined)))
}

/// Compiles `def`'s declarative format and makes the format engine its
/// parser and printer (kept for the life of the process, like the registry).
fn attach_format(def: &mut OpDef) -> Result<(), String> {
    let compiled = crate::format::compile(def)?;
    def.compiled_format = Some(super::LazyFormat::leak(Some(compiled)));
    def.parse = Some(crate::format::parse);
    def.print = Some(crate::format::print);
    Ok(())
}

/// The definition of the attribute `#dialect.mnemonic`, if it is kept by
/// its parameters.
pub fn attr_def(dialect: &[u8], mnemonic: &[u8]) -> Option<&'static AttrDef> {
    let find = |attrs: &'static [AttrDef]| {
        attrs
            .iter()
            .find(|d| d.dialect.as_bytes() == dialect && d.mnemonic.as_bytes() == mnemonic)
    };
    if let Some(t) = BUILTIN
        .iter()
        .chain(ATTR_ONLY)
        .find(|t| t.name.as_bytes() == dialect)
    {
        return find(t.attrs);
    }
    with_extensions(|ext| {
        ext.dialects
            .iter()
            .find(|d| d.name().as_bytes() == dialect)
            .and_then(|d| find(d.attrs()))
    })
    .flatten()
}

/// Whether the registered dialect `dialect` defines attributes (has MLIR's
/// attribute parsing hook).
pub(crate) fn has_attrs(dialect: &[u8]) -> bool {
    if let Some(t) = BUILTIN
        .iter()
        .chain(ATTR_ONLY)
        .find(|t| t.name.as_bytes() == dialect)
    {
        return !t.attrs.is_empty();
    }
    with_extensions(|ext| {
        ext.dialects
            .iter()
            .any(|d| d.name().as_bytes() == dialect && !d.attrs().is_empty())
    })
    .unwrap_or(false)
}

/// The definition of the type `!dialect.mnemonic`, if it is kept by its
/// parameters.
pub fn type_def(dialect: &[u8], mnemonic: &[u8]) -> Option<&'static TypeDef> {
    let find = |types: &'static [TypeDef]| {
        types
            .iter()
            .find(|d| d.dialect.as_bytes() == dialect && d.mnemonic.as_bytes() == mnemonic)
    };
    if let Some(t) = BUILTIN.iter().find(|t| t.name.as_bytes() == dialect) {
        return find(t.types);
    }
    with_extensions(|ext| {
        ext.dialects
            .iter()
            .find(|d| d.name().as_bytes() == dialect)
            .and_then(|d| find(d.types()))
    })
    .flatten()
}

/// Every registered op, dialect by dialect in registration order (sigil's
/// own first).
pub fn registered_ops() -> impl Iterator<Item = &'static OpDef> {
    let own = BUILTIN
        .iter()
        .flat_map(Tables::defs)
        .map(|d| lookup(d.name.as_bytes()).expect("registered"));
    let extra: Vec<&'static OpDef> =
        with_extensions(|ext| ext.dialects.iter().flat_map(|d| d.ops().iter()).collect())
            .unwrap_or_default();
    own.chain(extra)
}

/// The definition of a registered op.
pub fn lookup(name: &[u8]) -> Option<&'static OpDef> {
    if let Some(&d) = builtin_dialect_of(name).and_then(|i| dialect_ops(i).get(name)) {
        return Some(d);
    }
    with_extensions(|ext| ext.ops.get(name).copied()).flatten()
}

/// Whether ops of `dialect` may be parsed without `--allow-unregistered-dialect`:
/// sigil's dialects and the registered ones.
pub fn is_known_dialect(dialect: &[u8]) -> bool {
    BUILTIN.iter().any(|t| t.name.as_bytes() == dialect)
        || with_extensions(|ext| ext.dialects.iter().any(|d| d.name().as_bytes() == dialect))
            .unwrap_or(false)
}

/// Dialects of which sigil implements some ops only (IREE's `flow`): their
/// other ops are what an unknown dialect's are, unregistered ops that
/// `--allow-unregistered-dialect` lets through unverified (MLIR's
/// `Dialect::allowsUnknownOperations`), not errors of a closed dialect.
const PARTIAL: &[&str] = &["flow"];

/// Whether `name` is an op sigil does not implement of a dialect it
/// implements only in part.
pub fn unknown_op_of_partial_dialect(name: &[u8]) -> bool {
    let dialect = name.split(|&c| c == b'.').next().unwrap_or(&[]);
    PARTIAL.iter().any(|d| d.as_bytes() == dialect) && lookup(name).is_none()
}

/// Op definitions looked up by interned op name, each name once, in a
/// table indexed by the name's handle.
#[derive(Default)]
pub(crate) struct DefCache(std::cell::RefCell<Vec<Option<Option<&'static OpDef>>>>);

impl DefCache {
    pub(crate) fn get(&self, ctx: &Context, name: crate::Attr) -> Option<&'static OpDef> {
        let i = name.index() as usize;
        if let Some(Some(d)) = self.0.borrow().get(i) {
            return *d;
        }
        let d = lookup(ctx.str_bytes(name));
        let mut v = self.0.borrow_mut();
        if v.len() <= i {
            v.resize(i + 1, None);
        }
        v[i] = Some(d);
        d
    }

    /// The definition of `op`, if registered.
    #[inline]
    pub(crate) fn of(&self, ctx: &Context, ir: &Ir, op: OpId) -> Option<&'static OpDef> {
        self.get(ctx, ir.op(op).name)
    }

    /// The definition of `op` if it is registered and passes its declared
    /// structural checks: what custom printers and naming hooks may run on.
    #[inline]
    pub(crate) fn checked(&self, ctx: &Context, ir: &Ir, op: OpId) -> Option<&'static OpDef> {
        self.of(ctx, ir, op)
            .filter(|d| super::structure::structure_ok(ctx, ir, d, op))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The registry compiles sigil's declarative formats on first use; each must compile, or
    /// its op would have neither a custom form nor a message saying why.
    #[test]
    fn every_declarative_format_compiles() {
        let mut count = 0;
        let mut failed = Vec::new();
        let all = (0..BUILTIN.len()).flat_map(|i| dialect_ops(i).values());
        for def in all {
            if def.compiled_format.is_none() {
                continue;
            }
            count += 1;
            if def.compiled_format().is_none() {
                let why = crate::format::compile(def).err().unwrap_or_default();
                failed.push(format!("{}: {why}", def.name));
            }
        }
        failed.sort();
        assert!(count > 400, "only {count} ops use a declarative format");
        assert!(
            failed.is_empty(),
            "formats that do not compile:\n{}",
            failed.join("\n")
        );
    }

    /// The registry builds one dialect's map when an op of that dialect is looked up, finding
    /// the dialect by the op's prefix: each table must hold only ops of its own dialect, and
    /// each dialect must fit the map array.
    #[test]
    fn each_table_holds_its_own_dialects_ops() {
        assert!(BUILTIN.len() <= MAX_DIALECTS);
        for t in BUILTIN {
            for def in t.defs() {
                assert_eq!(
                    def.dialect(),
                    t.name,
                    "{} is in the table of {}",
                    def.name,
                    t.name
                );
                assert!(
                    lookup(def.name.as_bytes()).is_some(),
                    "{} is not found",
                    def.name
                );
            }
        }
        for t in ods::TABLES {
            let dialect = t.first().map(|(n, _)| n.split('.').next().unwrap_or(""));
            assert!(
                t.iter()
                    .all(|(n, _)| Some(n.split('.').next().unwrap_or("")) == dialect),
                "a generated table mixes dialects"
            );
        }
    }
    /// The typed accessors (`sigil_ir::ops`) index the groups of the generated declarations:
    /// an op whose structure is declared by hand must list the same groups in the same order,
    /// or its ids would read the wrong group.
    #[test]
    fn typed_accessors_match_the_declared_structures() {
        fn names<T>(groups: &[T], name: impl Fn(&T) -> &'static str) -> Vec<&'static str> {
            groups.iter().map(name).collect()
        }
        let mut checked = 0;
        let mut wrong = Vec::new();
        let generated = ods::TABLES.iter().flat_map(|t| t.iter()).map(|(op, s)| {
            let groups: [Vec<&str>; 4] = [
                names(s.operands, |g| g.name),
                names(s.results, |g| g.name),
                names(s.regions, |g| g.name),
                names(s.successors, |g| g.name),
            ];
            (*op, groups)
        });
        let hand_only = ods::util::GROUPS
            .iter()
            .map(|(op, gs)| (*op, gs.map(|g| g.to_vec())));
        for (op, groups) in generated.chain(hand_only) {
            let Some(def) = lookup(op.as_bytes()) else {
                continue;
            };
            if !def.structure.declared {
                continue;
            }
            let s = &def.structure;
            let declared: [Vec<&str>; 4] = [
                names(s.operands, |g| g.name),
                names(s.results, |g| g.name),
                names(s.regions, |g| g.name),
                names(s.successors, |g| g.name),
            ];
            checked += 1;
            if declared != groups {
                wrong.push(format!("{op}: declared {declared:?}, records {groups:?}"));
            }
        }
        assert!(checked > 700, "only {checked} ops checked");
        assert!(wrong.is_empty(), "ids out of step:\n{}", wrong.join("\n"));
    }
}
