// A call of a variadic function without var_callee_type.
// MLIR-ERROR: 'llvm.call' op missing var_callee_type attribute for vararg call
llvm.func @va(i32, ...) -> i32
llvm.func @a(%y: i32) {
  %0 = "llvm.call"(%y) <{callee = @va, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> i32
  llvm.return
}
