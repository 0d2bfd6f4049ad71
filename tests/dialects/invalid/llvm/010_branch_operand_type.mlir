// A branch passing a value of the wrong type to its successor.
// MLIR-ERROR: type mismatch for bb argument #0 of successor #0
llvm.func @f(%a: i64) {
  llvm.br ^bb1(%a : i64)
^bb1(%x: i32):
  llvm.return
}
