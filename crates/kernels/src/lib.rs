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

/// Multiply-adds a matrix product needs before its work is split over
/// threads. With a worker kept awake between kernels (`pool.rs`), splitting
/// pays from here on this project's 2-core machine: `bench/stablehlo.sh`'s
/// LSTM (sixteen products of 4M) took 1.3 ms per call, 1.9 ms with this
/// at 16M, 2.3 ms with no worker kept awake.
pub const PARALLEL_MACS: usize = 1 << 22;

/// Operations (elements times [`Expr::cost`]) an elementwise map needs
/// before it is split over threads; 8x as many made the transformer block
/// of `bench/stablehlo.sh` 20 % slower, half as many changed nothing.
pub const PARALLEL_OPS: usize = 1 << 16;
pub use lanes::Elem;
pub use matmul::{matmul, matmul_ptr, MatmulElem, Strided};
pub use pool::{
    lingering as pool_lingering, ready as pool_ready, run_kernels_on_this_thread,
    Section as PoolSection,
};
pub use reduce::{reduce, reduce_rows};
pub use softmax::{exp_rows_f32, softmax_rows_base_f32, softmax_rows_f32};
pub use stepped::{map_stepped, Stepped};
