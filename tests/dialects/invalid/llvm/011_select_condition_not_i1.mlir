// llvm.select with an i32 condition.
// MLIR-ERROR: 'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'
llvm.func @f(%c: i32, %a: f32) {
  %0 = llvm.select %c, %a, %a : i32, f32
  llvm.return
}
