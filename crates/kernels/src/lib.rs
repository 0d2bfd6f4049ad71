//! Numeric kernels over plain slices, for the VM's tensor ops.
//!
//! A kernel takes element slices and strides in elements, checks nothing
//! about MLIR, and trusts its caller for bounds: each takes the extents it
//! touches and asserts they fit the slices before any unchecked access.

mod elementwise;
mod matmul;

pub use elementwise::{map_f32, reduce_rows_f32, softmax_rows_f32, Bin, Cmp, Expr, Node, Un};
pub use matmul::{matmul, matmul_ptr, MatmulElem, Strided};
