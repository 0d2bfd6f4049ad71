// A var_callee_type that is not a variadic function type.
// MLIR-ERROR: 'llvm.call' op expected var_callee_type to be a variadic function type
llvm.func @va(i32, ...) -> i32
llvm.func @a(%y: i32) {
  %0 = "llvm.call"(%y) <{callee = @va, var_callee_type = !llvm.func<i32 (i32)>, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> i32
  llvm.return
}
