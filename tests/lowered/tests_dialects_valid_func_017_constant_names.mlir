module {
  llvm.func @a() attributes {sym_visibility = "private"}
  llvm.func @b(i8) -> i8 attributes {sym_visibility = "private"}
  llvm.func @f() -> !llvm.struct<(ptr, ptr)> {
    %0 = llvm.mlir.addressof @a : !llvm.ptr
    %1 = llvm.mlir.addressof @b : !llvm.ptr
    %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(ptr, ptr)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(ptr, ptr)> 
    llvm.return %4 : !llvm.struct<(ptr, ptr)>
  }
}

