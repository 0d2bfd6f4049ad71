//! Passes over sigil IR.
//!
//! Today one pass, [`materialize_abi`] (`sigil opt --sigil-materialize-abi`): it attaches IREE's
//! function-ABI reflection (`iree.reflection`, computed by `sigil-abi`) to every public
//! `func.func`. [`reflect_functions`] computes the same metadata without changing the module
//! (`sigil abi show` prints it). [`convert`] turns IR types and attributes into the ABI crate's
//! model.
//!
//! ```
//! use std::sync::Arc;
//! use sigil_ir::{parse_module, printer, verifier, Context, ParseOptions, SourceFile};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! // A function as sigil's parser gives it; `func.func` itself needs the func dialect, so
//! // this example renames an unregistered op of the same shape.
//! let text = r#""test.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
//! ^bb0(%a: i32):
//!   "test.return"(%a) : (i32) -> ()
//! }) : () -> ()"#;
//! let mut ctx = Context::new();
//! let src = Arc::new(SourceFile::new("f.mlir", text.as_bytes().to_vec()));
//! let options = ParseOptions { allow_unregistered_dialects: true, ..Default::default() };
//! let mut module = parse_module(&mut ctx, src, &options).map_err(|d| d.message)?;
//! # let mut func = None;
//! # module.ir.walk(module.top, &mut |op| if ctx.str_bytes(module.ir.op(op).name) == b"test.func" { func = Some(op) });
//! # let name = ctx.string_attr(b"func.func");
//! # module.ir.op_mut(func.unwrap()).name = name;
//! verifier::verify(&ctx, &module).map_err(|d| d.message)?;
//! let warnings = sigil_passes::materialize_abi(&mut ctx, &mut module).map_err(|d| d.message)?;
//! assert!(warnings.is_empty());
//! let printed = String::from_utf8(printer::print_module(&mut ctx, &mut module, &Default::default()))?;
//! assert!(printed.contains(r#"iree.reflection = {f = "I6!S3!t6R6!S3!t6", fv = "1""#));
//! # Ok(()) }
//! ```

pub mod convert;
pub mod materialize_abi;

pub use materialize_abi::{
    materialize_abi, reflect_function, reflect_functions, FunctionReflection,
};
