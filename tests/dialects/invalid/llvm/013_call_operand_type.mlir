// A direct call passing an f32 where the callee takes an i32.
// MLIR-ERROR: 'llvm.call' op operand type mismatch for operand 0: 'f32' != 'i32'
llvm.func @f(i32) -> i32
llvm.func @a(%x: f32, %y: i32) {
  %0 = llvm.call @f(%x) : (f32) -> i32
  llvm.return
}
