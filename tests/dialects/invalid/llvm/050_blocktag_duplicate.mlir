// Two blocks of a function with one tag.
// MLIR-ERROR: duplicate block tag '1' in the same function:
llvm.func @f() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.br ^bb2
^bb2:
  llvm.blocktag <id = 1>
  llvm.return
}
