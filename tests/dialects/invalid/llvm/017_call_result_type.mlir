// A direct call whose result type is not the callee's.
// MLIR-ERROR: 'llvm.call' op result type mismatch: 'f32' != 'i32'
llvm.func @f(i32) -> i32
llvm.func @a(%y: i32) {
  %0 = llvm.call @f(%y) : (i32) -> f32
  llvm.return
}
