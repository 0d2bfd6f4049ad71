// A vararg call whose var_callee_type has more parameters than the call has operands.
// MLIR-ERROR: 'llvm.call' op expected var_callee_type to have at most 0 parameters
llvm.func @va(i32, ...) -> i32
llvm.func @a(%y: i32) {
  %1 = llvm.call @va() vararg(!llvm.func<i32 (i32, ...)>) : () -> i32
  llvm.return
}
