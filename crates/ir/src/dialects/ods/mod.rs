//! The declared op structure of each MLIR dialect sigil implements, generated
//! from MLIR's ODS records by `scripts/gen-ods.py`.

pub(crate) mod affine;
pub(crate) mod arith;
pub(crate) mod bufferization;
pub(crate) mod builtin;
pub(crate) mod cf;
pub(crate) mod complex;
pub(crate) mod func;
pub(crate) mod index;
pub(crate) mod linalg;
pub(crate) mod llvm;
pub(crate) mod math;
pub(crate) mod memref;
pub(crate) mod scf;
pub(crate) mod tensor;
pub(crate) mod ub;
pub(crate) mod vector;

/// The generated tables of every dialect.
pub(crate) const TABLES: &[&[(&str, super::structure::Structure)]] = &[
    builtin::ALL,
    func::ALL,
    arith::ALL,
    cf::ALL,
    math::ALL,
    scf::ALL,
    memref::ALL,
    bufferization::ALL,
    tensor::ALL,
    affine::ALL,
    linalg::ALL,
    index::ALL,
    ub::ALL,
    complex::ALL,
    vector::ALL,
    llvm::ALL,
];
