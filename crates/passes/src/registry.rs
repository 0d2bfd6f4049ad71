//! The passes a pipeline can name, by command-line argument.
//!
//! A registration is plain data (argument, name, description, anchor,
//! option table, constructor) so the registry can validate options and
//! list passes for `--help` without creating any; the constructor is a
//! boxed closure so a registration can capture configuration (a crate
//! outside this one registers its own passes, as `sigil opt` does for
//! PyDM's). Lookups are by argument in a small `Vec`: a registry holds a
//! few dozen passes and is searched once per pipeline element.

use crate::options::{parse_options, OptionDecl, PassOptions};
use crate::pass::Pass;

/// Makes a pass from parsed options.
pub type PassConstructor = Box<dyn Fn(&PassOptions) -> Box<dyn Pass> + Send + Sync>;

/// One registered pass.
pub struct PassRegistration {
    /// The pipeline and flag name: `cse`.
    pub argument: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    pub options: &'static [OptionDecl],
    pub create: PassConstructor,
}

/// The passes a pipeline may name.
#[derive(Default)]
pub struct Registry {
    passes: Vec<PassRegistration>,
}

impl Registry {
    /// An empty registry.
    pub fn new() -> Self {
        Registry::default()
    }

    /// The passes of this crate: MLIR's (`cse`, `symbol-dce`,
    /// `symbol-privatize`, `strip-debuginfo`, `print-op-stats`) and
    /// sigil's (`sigil-materialize-abi`, `sigil-lower-stablehlo`).
    pub fn with_builtin_passes() -> Self {
        let mut r = Registry::new();
        crate::transforms::register_all(&mut r);
        crate::tosa::register_all(&mut r);
        r
    }

    /// Adds a pass; a later registration of the same argument replaces the
    /// earlier one.
    pub fn register(&mut self, reg: PassRegistration) {
        self.passes.retain(|p| p.argument != reg.argument);
        self.passes.push(reg);
    }

    /// The registration of `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassRegistration> {
        self.passes.iter().find(|p| p.argument == argument)
    }

    /// Every registration, sorted by argument.
    pub fn passes(&self) -> Vec<&PassRegistration> {
        let mut v: Vec<&PassRegistration> = self.passes.iter().collect();
        v.sort_by_key(|p| p.argument);
        v
    }

    /// Creates `argument` with options `options` (MLIR's option syntax).
    /// Errors are worded as mlir-opt words them.
    pub fn create(&self, argument: &str, options: &str) -> Result<Box<dyn Pass>, String> {
        let Some(reg) = self.lookup(argument) else {
            return Err(format!(
                "'{argument}' does not refer to a registered pass or pass pipeline"
            ));
        };
        let opts = parse_options(reg.options, options).map_err(|e| {
            format!(
                "<Pass-Options-Parser>: {}\n\nfailed to add `{argument}` with options `{options}`\n",
                e.0
            )
        })?;
        Ok((reg.create)(&opts))
    }

    /// A `--help` listing: each pass with its description and options.
    pub fn help_text(&self) -> String {
        let mut s = String::new();
        for p in self.passes() {
            s.push_str(&format!("  --{:<28} {}\n", p.argument, p.description));
            for o in p.options {
                let default = if o.default.is_empty() {
                    String::new()
                } else {
                    format!(" (default {})", o.default)
                };
                s.push_str(&format!(
                    "      {:<26} {}{}\n",
                    format!("{}=", o.name),
                    o.help,
                    default
                ));
            }
        }
        s
    }
}
