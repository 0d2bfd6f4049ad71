//! sigil's VM: runs the functions of an MLIR module.
//!
//! ```
//! use sigil_vm::{Module, Value};
//! let m = Module::parse(
//!     "func.func @add(%a: i32, %b: i32) -> i32 {\n  %s = arith.addi %a, %b : i32\n  return %s : i32\n}\n",
//!     "add.mlir",
//! ).unwrap();
//! let out = m.call("add", &[Value::i32(2), Value::i32(40)]).unwrap();
//! assert_eq!(out, vec![Value::i32(42)]);
//! ```
//!
//! - [`module`]: loading, the function index, calls;
//! - [`compile`]: verified IR to register bytecode ([`bytecode`]), once per
//!   function, on its first call;
//! - [`exec`]: the dispatch loop;
//! - [`value`]: IREE's value model (scalars, lists, buffer views);
//! - [`numeric`]: MLIR's scalar semantics where they take more than a line;
//! - [`tier`]: the hook of a native-code tier (`sigil-jit`).
//!
//! Where MLIR leaves a result undefined (poison), sigil defines it:
//! shifts by the bit width or more give 0 (`shli`, `shrui`) or the sign
//! (`shrsi`); `fptosi`/`fptoui` truncate toward zero and saturate, NaN
//! giving 0; `remsi` of the smallest value by -1 gives 0; `maxnumf(-0, +0)`
//! is +0 and `minnumf(-0, +0)` is -0. Integer division by zero and
//! `divsi`/`ceildivsi`/`floordivsi` of the smallest value by -1 trap.

pub mod abi;
pub mod bigint;
pub mod bytecode;
pub mod check;
pub mod compile;
pub mod complex;
pub mod error;
pub mod exec;
pub mod format;
mod kernels;
pub mod linalg_ext;
pub mod memref;
pub mod module;
pub mod npy;
pub mod numeric;
mod pool;
pub mod pydm;
pub mod tensor;
pub mod tier;
pub mod value;
pub mod vector;

pub use abi::Dynamic;
pub use compile::VmType;
pub use error::{Error, Trap, TrapKind};
pub use exec::Limits;
pub use module::{tensor_signature, Function, FunctionInfo, Module};
/// Makes the calling thread, which lives as long as the process, run the
/// tensor kernels' parallel work itself (see `sigil_kernels`).
pub use sigil_kernels::run_kernels_on_this_thread;
pub use tier::JitMode;
pub use value::{BufferView, ElementType, Item, ListElem, ListRef, Ref, ScalarType, Value};
