// A module flag behavior that is no case.
// MLIR-ERROR: expected one of [error, warning, require, override, append, append_unique, max, min] for LLVM Module Flag Behavior, got: fatal
llvm.module_flags [#llvm.mlir.module_flag<fatal, "x", 1 : i32>]
