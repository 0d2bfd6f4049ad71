module {
  llvm.func @empty() {
    llvm.return
  }
}

