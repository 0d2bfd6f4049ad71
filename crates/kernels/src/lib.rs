//! Numeric kernels over plain slices, for the VM's tensor ops.
//!
//! A kernel takes element slices and strides in elements, checks nothing
//! about MLIR, and trusts its caller for bounds: each takes the extents it
//! touches and asserts they fit the slices before any unchecked access.

mod elementwise;
mod lanes;
pub mod math;
mod matmul;
mod pool;
mod reduce;
mod softmax;
mod stepped;

pub use elementwise::{map, Bin, Cmp, Expr, Node, Un};
pub use lanes::Elem;
pub use matmul::{matmul, matmul_ptr, MatmulElem, Strided};
pub use pool::{ready as pool_ready, run_kernels_on_this_thread};
pub use reduce::{reduce, reduce_rows};
pub use softmax::{exp_rows_f32, softmax_rows_base_f32, softmax_rows_f32};
pub use stepped::{map_stepped, Stepped};
