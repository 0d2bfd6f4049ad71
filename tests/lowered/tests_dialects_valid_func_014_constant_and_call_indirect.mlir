module {
  llvm.func @target(i32) -> i32 attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i32) -> i32 {
    %0 = llvm.mlir.addressof @target : !llvm.ptr
    %1 = llvm.call %0(%arg0) : !llvm.ptr, (i32) -> i32
    llvm.return %1 : i32
  }
}

