// module_flags entries are #llvm.mlir.module_flag attributes.
// MLIR-ERROR: 'llvm.module_flags' op expected a module flag attribute
llvm.module_flags [1 : i32]
