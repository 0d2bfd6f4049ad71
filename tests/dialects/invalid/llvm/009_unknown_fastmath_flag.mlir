// A fastmath flag that does not exist.
// MLIR-ERROR: expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast
llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<quick>} : f32
  llvm.return
}
