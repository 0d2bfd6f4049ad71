// A global naming a comdat selector its comdat does not hold.
// MLIR-ERROR: expected comdat symbol
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.mlir.global @g(1 : i32) comdat(@c::@nope) : i32
