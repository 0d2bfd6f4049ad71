// llvm.load from a value that is not a pointer.
// MLIR-ERROR: 'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'
llvm.func @f(%a: i64) {
  %0 = llvm.load %a : i64 -> i32
  llvm.return
}
