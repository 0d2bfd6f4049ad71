// ubsantrap's failureKind is an i8.
// MLIR-ERROR: 'llvm.intr.ubsantrap' op attribute 'failureKind' failed to satisfy constraint: 8-bit signless integer attribute
llvm.func @a() {
  llvm.intr.ubsantrap <{failureKind = 3 : i32}>
  llvm.return
}
