// llvm.fadd of integers.
// MLIR-ERROR: 'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'
llvm.func @f(%a: i32) {
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}
