//! IREE's function-call ABI for sigil: signature mangling, raw and SIP signatures, V1
//! reflection JSON, and the reflection a function gets from `--sigil-materialize-abi`.
//!
//! Layers, bottom up: [`mangling`] is the generic byte format; [`raw`] and [`sip`] are the two
//! signature kinds written in it ([`sip_tree`] holds the SIP structure itself, [`nested`] maps
//! nested values onto it); [`reflection`] is the JSON type-record model and its reader;
//! [`mlir_type`] is a small MLIR type model, independent of the IR crate, from which raw types
//! and JSON records are derived; [`structure`], [`declaration`] and [`function`] compute what a
//! function's reflection attributes should be; [`mod@decode`] backs `sigil abi decode`.
//!
//! ```
//! use sigil_abi::{AbiValue, FunctionAbi, MlirType, PathKey};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let args = vec![AbiValue::new(MlirType::parse("tensor<?x4xf32>")?)
//!     .with_index_path(vec![PathKey::Index(0)])
//!     .with_attr("iree.abi.name", "\"x\"")];
//! let results = vec![AbiValue::new(MlirType::parse("i32")?).with_index_path(vec![])];
//! let reflection = FunctionAbi::from_function("predict", args, results)?;
//! assert_eq!(reflection.raw_signature, "I9!B6!d-1d4R6!S3!t6");
//! assert_eq!(reflection.sip.as_deref(), Some("I8!S5!k0_0R3!_0"));
//! assert_eq!(reflection.abi_json, r#"{"a":[["ndarray","f32",2,null,4]],"r":["i32"],"v":1}"#);
//! assert_eq!(reflection.declaration, "sync func @predict(%x: tensor<?x4xf32>) -> (%output0: i32)");
//! assert!(reflection.warnings.is_empty());
//! # Ok(()) }
//! ```
//!
//! Every parser here takes untrusted bytes: malformed input is an error value naming a byte
//! offset (or a record path), never a panic, and nesting is bounded by [`MAX_NESTING`].

pub mod declaration;
pub mod decode;
pub mod function;
pub mod mangling;
pub mod mlir_string;
pub mod mlir_type;
pub mod nested;
pub mod raw;
pub mod reflection;
mod reflection_reader;
pub mod sip;
pub mod sip_tree;
pub mod structure;

pub use declaration::{format_declaration, InvocationModel};
pub use decode::{decode, DecodeError, Decoded};
pub use function::{AbiError, AbiValue, AbiWarning, FunctionAbi, Reflection};
pub use mlir_type::{FloatKind, MlirType, Signedness};
pub use nested::Nested;
pub use raw::{RawSignature, RawType, ScalarType};
pub use reflection::{AbiRecords, Primitive, TypeRecord};
pub use sip::{SipSignature, SipVisitor, StructKind};
pub use sip_tree::{PathKey, SipNode};
pub use structure::Side;

/// Deepest nesting any parser or builder in this crate accepts (SIP structs, JSON records,
/// MLIR types, index paths). Real signatures nest a handful of levels; the limit keeps
/// recursion far from the stack's end on hostile input.
pub const MAX_NESTING: usize = 128;
