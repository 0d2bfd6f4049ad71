// A direct call of a void function that produces a value.
// MLIR-ERROR: 'llvm.call' op calling function with void result must not produce values
llvm.func @v(i32)
llvm.func @a(%y: i32) {
  %0 = llvm.call @v(%y) : (i32) -> i32
  llvm.return
}
