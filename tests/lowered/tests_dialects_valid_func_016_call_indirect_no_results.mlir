module {
  llvm.func @f(%arg0: !llvm.ptr) {
    llvm.call %arg0() : !llvm.ptr, () -> ()
    llvm.return
  }
}

