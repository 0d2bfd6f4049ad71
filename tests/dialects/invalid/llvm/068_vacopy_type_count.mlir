// vacopy with one type for its two operands.
// MLIR-ERROR: custom op 'llvm.intr.vacopy' number of operands and types do not match: got 2 operands and 1 types
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.vacopy %p to %p : !llvm.ptr
  llvm.return
}
