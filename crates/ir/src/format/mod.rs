//! Declarative assembly formats: an op's custom form read and written from
//! its ODS record's `assemblyFormat` by one interpreter, instead of a
//! hand-written parser and printer per op.
//!
//! - [`decl`]: what a generated declaration says about an op's form
//!   (format text, attributes and how they are written, type rules);
//! - `ast`: the format text compiled against the op: a tree of elements
//!   indexing its groups, with MLIR's printer spacing decided once;
//! - `parse` and `print`: the two interpreters, following MLIR 22's
//!   generated parsers and printers (`OpFormatGen`) step by step, so the
//!   text and the errors are MLIR's;
//! - [`custom`]: the `custom<X>` directives, each written once and shared by
//!   every op that names it, as in MLIR.
//!
//! A format is compiled once, when the registry joins an op's hand-written
//! part and its generated declaration, and kept in the definition
//! (`OpDef::compiled_format`): parsing and printing look nothing up.

pub(crate) mod ast;
pub mod custom;
pub mod decl;
pub(crate) mod parse;
pub(crate) mod print;

use crate::dialects::OpDef;

pub(crate) use parse::parse;
pub(crate) use print::print;

/// `def`'s declarative format compiled against its declaration (`Err`:
/// why it does not compile).
pub(crate) fn compile(def: &OpDef) -> Result<ast::Format, String> {
    let text = def.structure.form.format.ok_or("no declarative format")?;
    ast::compile(&def.structure, text, def.dialect())
}

/// Whether `def`'s declarative format compiles.
pub fn compiles(def: &OpDef) -> Result<(), String> {
    compile(def).map(|_| ())
}

#[cfg(test)]
pub(crate) mod tests {
    /// Every declarative format of the registered dialects compiles: each
    /// `custom<>` directive a record names is written.
    #[test]
    fn declared_formats_compile() {
        let failed: Vec<String> = crate::dialects::registered_ops()
            .filter(|def| def.structure.form.format.is_some())
            .filter_map(|def| {
                super::compiles(def)
                    .err()
                    .map(|e| format!("{}: {e}", def.name))
            })
            .collect();
        assert!(
            failed.is_empty(),
            "formats that do not compile: {failed:#?}"
        );
    }

    /// An op whose format compiles parses and prints through it; only
    /// `builtin.module` keeps a hand-written form (its body's name scope
    /// and two-thread split are the parser's), and the `check` ops that
    /// read StableHLO's form of them as well (handing IREE's to the format).
    #[test]
    fn compiling_formats_are_used() {
        let ours: crate::dialects::ParseFn = super::parse;
        let hand: Vec<&str> = crate::dialects::registered_ops()
            .filter(|d| super::compiles(d).is_ok())
            .filter(|d| d.parse.map(|f| f as usize) != Some(ours as usize))
            .map(|d| d.name)
            .collect();
        assert_eq!(
            hand,
            [
                "builtin.module",
                "check.expect_eq",
                "check.expect_eq_const",
                "check.expect_almost_eq",
                "check.expect_almost_eq_const"
            ]
        );
    }

    /// Every op that MLIR gives a custom form (a declarative format or a
    /// C++ parser) has one in sigil.
    #[test]
    fn every_custom_form_is_parsed() {
        let missing: Vec<&str> = crate::dialects::registered_ops()
            .filter(|d| d.structure.form.format.is_some() || d.structure.form.custom)
            .filter(|d| d.parse.is_none() || d.print.is_none())
            .map(|d| d.name)
            .collect();
        // CHLO's `scan` (a C++ form) is still to write.
        assert_eq!(missing, ["chlo.scan"], "ops without their custom form");
    }
}
