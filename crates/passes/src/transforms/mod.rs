//! The passes this crate registers, one file each.

pub mod arith_expand;
pub mod canonicalize;
pub mod cf_sink;
pub mod cse;
pub mod fuse_elementwise;
pub mod inline;
pub mod inline_helpers;
pub mod licm;
pub mod linalg_generalize;
pub mod linalg_loops;
pub mod lower_affine;
pub mod op_stats;
pub mod sccp;
pub mod scf_to_cf;
pub mod sigil;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;

use crate::registry::{PassRegistration, Registry};

/// Registers every pass of this crate in `r`.
pub fn register_all(r: &mut Registry) {
    r.register(PassRegistration {
        argument: "arith-expand",
        description: "Legalize Arith ops to be convertible to LLVM.",
        options: arith_expand::OPTIONS,
        create: Box::new(|o| Box::new(arith_expand::ArithExpand::new(o.clone()))),
    });
    r.register(PassRegistration {
        argument: "canonicalize",
        description: "Canonicalize operations",
        options: canonicalize::OPTIONS,
        create: Box::new(|o| Box::new(canonicalize::Canonicalize::new(o))),
    });
    r.register(PassRegistration {
        argument: "control-flow-sink",
        description: "Sink operations into conditional blocks",
        options: &[],
        create: Box::new(|_| Box::new(cf_sink::ControlFlowSink)),
    });
    r.register(PassRegistration {
        argument: "convert-scf-to-cf",
        description: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        options: &[],
        create: Box::new(|_| Box::new(scf_to_cf::ScfToCf)),
    });
    r.register(PassRegistration {
        argument: "convert-linalg-to-affine-loops",
        description: "Lower the operations from the linalg dialect into affine loops",
        options: &[],
        create: Box::new(|_| Box::new(linalg_loops::LinalgToLoops(linalg_loops::LoopKind::Affine))),
    });
    r.register(PassRegistration {
        argument: "convert-linalg-to-loops",
        description: "Lower the operations from the linalg dialect into loops",
        options: &[],
        create: Box::new(|_| Box::new(linalg_loops::LinalgToLoops(linalg_loops::LoopKind::Scf))),
    });
    r.register(PassRegistration {
        argument: "convert-linalg-to-parallel-loops",
        description: "Lower the operations from the linalg dialect into parallel loops",
        options: &[],
        create: Box::new(|_| {
            Box::new(linalg_loops::LinalgToLoops(
                linalg_loops::LoopKind::Parallel,
            ))
        }),
    });
    r.register(PassRegistration {
        argument: "cse",
        description: "Eliminate common sub-expressions",
        options: &[],
        create: Box::new(|_| Box::new(cse::Cse)),
    });
    r.register(PassRegistration {
        argument: "inline",
        description: "Inline function calls",
        options: inline::OPTIONS,
        create: Box::new(|o| Box::new(inline::Inline::new(o))),
    });
    r.register(PassRegistration {
        argument: "linalg-generalize-named-ops",
        description: "Convert named ops into generic ops",
        options: &[],
        create: Box::new(|_| Box::new(linalg_generalize::LinalgGeneralizeNamedOps)),
    });
    r.register(PassRegistration {
        argument: "loop-invariant-code-motion",
        description: "Hoist loop invariant instructions outside of the loop",
        options: &[],
        create: Box::new(|_| Box::new(licm::LoopInvariantCodeMotion)),
    });
    r.register(PassRegistration {
        argument: "lower-affine",
        description: "Lower Affine operations to a combination of Arith and SCF operations",
        options: &[],
        create: Box::new(|_| Box::new(lower_affine::LowerAffine)),
    });
    r.register(PassRegistration {
        argument: "sccp",
        description: "Sparse Conditional Constant Propagation",
        options: &[],
        create: Box::new(|_| Box::new(sccp::Sccp)),
    });
    r.register(PassRegistration {
        argument: "symbol-dce",
        description: "Eliminate dead symbols",
        options: &[],
        create: Box::new(|_| Box::new(symbol_dce::SymbolDce)),
    });
    r.register(PassRegistration {
        argument: "symbol-privatize",
        description: "Mark symbols private",
        options: symbol_privatize::OPTIONS,
        create: Box::new(|o| Box::new(symbol_privatize::SymbolPrivatize::new(o))),
    });
    r.register(PassRegistration {
        argument: "strip-debuginfo",
        description: "Strip debug info from all operations",
        options: &[],
        create: Box::new(|_| Box::new(strip_debuginfo::StripDebugInfo)),
    });
    r.register(PassRegistration {
        argument: "print-op-stats",
        description: "Print statistics of operations",
        options: op_stats::OPTIONS,
        create: Box::new(|o| Box::new(op_stats::PrintOpStats::new(o))),
    });
    r.register(PassRegistration {
        argument: "sigil-materialize-abi",
        description: "Add IREE's ABI reflection (iree.reflection) to every public function",
        options: &[],
        create: Box::new(|_| Box::new(sigil::MaterializeAbi)),
    });
    r.register(PassRegistration {
        argument: "sigil-fuse-elementwise",
        description: "Fuse chains of elementwise ops on tensors, with the broadcasts and transpositions they read, into one linalg.generic each (as the VM runs them)",
        options: &[],
        create: Box::new(|_| Box::new(fuse_elementwise::FuseElementwise)),
    });
    r.register(PassRegistration {
        argument: "sigil-lower-stablehlo",
        description:
            "Rewrite StableHLO and CHLO as the arith/math/tensor/linalg/scf ops the VM runs",
        options: &[],
        create: Box::new(|_| Box::new(sigil::LowerStablehlo)),
    });
}
