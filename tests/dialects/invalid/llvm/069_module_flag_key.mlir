// A module flag whose key is no string.
// MLIR-ERROR: invalid kind of attribute specified
llvm.module_flags [#llvm.mlir.module_flag<error, 1, 4 : i32>]
