// A function naming a comdat group rather than a selector.
// MLIR-ERROR: expected comdat symbol
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @f() comdat(@c) {
  llvm.return
}
