module {
  llvm.func @pub() {
    llvm.return
  }
  llvm.func @priv() attributes {sym_visibility = "private"} {
    llvm.return
  }
  llvm.func @nest() attributes {sym_visibility = "nested"} {
    llvm.return
  }
  llvm.func @explicit_pub() {
    llvm.return
  }
}

