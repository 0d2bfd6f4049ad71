module {
  llvm.func @callee() attributes {sym_visibility = "private"}
  llvm.func @caller() {
    llvm.call @callee() : () -> ()
    llvm.call @callee() : () -> ()
    llvm.return
  }
}

