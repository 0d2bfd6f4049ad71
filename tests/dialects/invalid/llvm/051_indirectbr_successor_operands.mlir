// indirectbr passing an operand to a block without arguments.
// MLIR-ERROR: branch has 1 operands for successor #0, but target block has 0
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1(%x : i32)
  ]
^bb1:
  llvm.return
}
