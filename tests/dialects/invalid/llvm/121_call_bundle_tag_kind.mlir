// An operand bundle's tag is a string.
// MLIR-ERROR: custom op 'llvm.call' expected string
llvm.func @g(i32)
llvm.func @f(%x: i32) {
  llvm.call @g(%x) [tag(%x : i32)] : (i32) -> ()
  llvm.return
}
