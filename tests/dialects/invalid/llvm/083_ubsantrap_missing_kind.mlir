// ubsantrap without its failureKind.
// MLIR-ERROR: invalid properties {} for op llvm.intr.ubsantrap: expected key entry for failureKind in DictionaryAttr to set Properties.
llvm.func @a() {
  llvm.intr.ubsantrap
  llvm.return
}
