//! `canonicalize`: MLIR's greedy driver with every fold hook and
//! canonicalization pattern sigil has, on the regions of the op it runs
//! on, with MLIR's options (`top-down`, `region-simplify`,
//! `max-iterations`, `max-num-rewrites`, `test-convergence`,
//! `disable-patterns`, `enable-patterns`).
//!
//! The pass holds its pattern set, built once per instance and filtered by
//! the pattern labels the options name, as MLIR's `FrozenRewritePatternSet`.

use crate::options::{OptionDecl, OptionKind, PassOptions};
use crate::pass::{Pass, PassFailed, Target};
use crate::rewrite::greedy::PatternSet;
use crate::rewrite::{apply_patterns_greedily, GreedyConfig, RegionSimplify, RewritePattern};

/// `canonicalize`'s options, as `mlir-opt-22 --help` lists them.
pub const OPTIONS: &[OptionDecl] = &[
    OptionDecl {
        name: "disable-patterns",
        kind: OptionKind::List,
        default: "",
        help: "Labels of patterns that should be filtered out during application",
    },
    OptionDecl {
        name: "enable-patterns",
        kind: OptionKind::List,
        default: "",
        help: "Labels of patterns that should be used during application, all other patterns are filtered out",
    },
    OptionDecl {
        name: "max-iterations",
        kind: OptionKind::Int,
        default: "10",
        help: "Max. iterations between applying patterns / simplifying regions",
    },
    OptionDecl {
        name: "max-num-rewrites",
        kind: OptionKind::Int,
        default: "-1",
        help: "Max. number of pattern rewrites within an iteration",
    },
    OptionDecl {
        name: "region-simplify",
        kind: OptionKind::Enum(&["disabled", "normal", "aggressive"]),
        default: "normal",
        help: "Perform control flow optimizations to the region tree",
    },
    OptionDecl {
        name: "test-convergence",
        kind: OptionKind::Bool,
        default: "false",
        help: "Test only: Fail pass on non-convergence to detect cyclic pattern",
    },
    OptionDecl {
        name: "top-down",
        kind: OptionKind::Bool,
        default: "true",
        help: "Seed the worklist in general top-down order",
    },
];

/// The `canonicalize` pass.
pub struct Canonicalize {
    config: GreedyConfig,
    test_convergence: bool,
    patterns: PatternSet,
    options: PassOptions,
}

impl Canonicalize {
    pub fn new(options: &PassOptions) -> Self {
        let region_simplify = match options.str("region-simplify") {
            "disabled" => RegionSimplify::Disabled,
            "aggressive" => RegionSimplify::Aggressive,
            _ => RegionSimplify::Normal,
        };
        let config = GreedyConfig {
            top_down: options.bool("top-down"),
            region_simplify,
            max_iterations: options.int("max-iterations"),
            max_rewrites: options.int("max-num-rewrites"),
            ..GreedyConfig::default()
        };
        let disabled = options.list("disable-patterns");
        let enabled = options.list("enable-patterns");
        let patterns: Vec<Box<dyn RewritePattern>> = crate::patterns::all()
            .into_iter()
            .filter(|p| !disabled.iter().any(|d| d == p.label()))
            .filter(|p| enabled.is_empty() || enabled.iter().any(|e| e == p.label()))
            .collect();
        Canonicalize {
            config,
            test_convergence: options.bool("test-convergence"),
            patterns: PatternSet::new(patterns),
            options: options.clone(),
        }
    }
}

impl Pass for Canonicalize {
    fn argument(&self) -> &str {
        "canonicalize"
    }

    fn name(&self) -> &str {
        "Canonicalizer"
    }

    fn options_text(&self) -> String {
        self.options.to_pipeline_text(OPTIONS)
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        // Patterns give the ops they build fused locations, which need the
        // source offsets as location attributes.
        sigil_ir::printer::materialize_locations_under(t.ctx, t.module, t.op);
        let converged =
            apply_patterns_greedily(t.ctx, &mut t.module.ir, t.op, &self.patterns, &self.config);
        if self.test_convergence && !converged {
            return Err(PassFailed);
        }
        Ok(())
    }
}
