module {
  llvm.func @g() attributes {sym_visibility = "private"}
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @g {bar, foo = 1 : i64} : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}

