// ubsantrap's failureKind must convert to an integer.
// MLIR-ERROR: invalid properties {failureKind} for op llvm.intr.ubsantrap: Invalid attribute `failureKind` in property conversion: unit
llvm.func @a() {
  llvm.intr.ubsantrap <{failureKind}>
  llvm.return
}
