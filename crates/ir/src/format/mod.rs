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
mod parse;
mod print;

use crate::dialects::OpDef;

pub(crate) use parse::parse;
pub(crate) use print::print;

/// `def`'s declarative format compiled against its declaration (`Err`:
/// why it does not compile).
pub(crate) fn compile(def: &OpDef) -> Result<ast::Format, String> {
    let text = def.structure.form.format.ok_or("no declarative format")?;
    ast::compile(&def.structure, text)
}

/// Whether `def`'s declarative format compiles.
pub fn compiles(def: &OpDef) -> Result<(), String> {
    compile(def).map(|_| ())
}

#[cfg(test)]
mod tests {
    /// Every declarative format of the registered dialects compiles, but
    /// those listed with the reason they do not yet.
    #[test]
    fn declared_formats_compile() {
        let mut failed = Vec::new();
        let mut total = 0;
        for def in crate::dialects::registered_ops() {
            if def.structure.form.format.is_none() {
                continue;
            }
            total += 1;
            if let Err(e) = super::compiles(def) {
                failed.push(format!("{}: {e}", def.name));
            }
        }
        failed.sort();
        eprintln!("{} of {total} formats compile", total - failed.len());
        for f in &failed {
            eprintln!("  {f}");
        }
    }
}

#[cfg(test)]
mod census {
    /// How many registered ops parse and print through their record's
    /// format, how many by hand though MLIR declares a format.
    #[test]
    fn format_census() {
        let (mut engine, mut hand, mut none) = (0, Vec::new(), Vec::new());
        for def in crate::dialects::registered_ops() {
            if def.structure.form.format.is_none() {
                continue;
            }
            let ours: crate::dialects::ParseFn = super::parse;
            let parse = def.parse.map(|f| f as usize);
            if parse == Some(ours as usize) {
                engine += 1;
            } else if parse.is_some() {
                hand.push(def.name);
            } else {
                none.push(def.name);
            }
        }
        eprintln!(
            "format engine: {engine}; by hand: {}; generic only: {}",
            hand.len(),
            none.len()
        );
        eprintln!("by hand: {}", hand.join(" "));
        eprintln!("generic only: {}", none.join(" "));
    }
}

#[cfg(test)]
mod list {
    /// Prints the ops whose declarative format compiles (for scripts).
    #[test]
    #[ignore]
    fn list_compiling_formats() {
        for def in crate::dialects::registered_ops() {
            if super::compiles(def).is_ok() {
                println!("FORMAT-OK {}", def.name);
            }
        }
    }
}

#[cfg(test)]
mod coverage {
    /// Every op that MLIR gives a custom form (a declarative format or a
    /// C++ parser) has one in sigil.
    #[test]
    fn every_custom_form_is_parsed() {
        let missing: Vec<&str> = crate::dialects::registered_ops()
            .filter(|d| d.structure.form.format.is_some() || d.structure.form.custom)
            .filter(|d| d.parse.is_none() || d.print.is_none())
            .map(|d| d.name)
            .collect();
        assert!(missing.is_empty(), "no custom form: {missing:?}");
    }
}
