// llvm.intr.ubsantrap: its property in a prop-dict.
llvm.func @a() {
  llvm.intr.ubsantrap <{failureKind = 3 : i8}>
  llvm.intr.ubsantrap <{failureKind = -1 : i8}> {extra}
  llvm.return
}
