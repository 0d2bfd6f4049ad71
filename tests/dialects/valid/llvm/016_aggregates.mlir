// insertvalue and extractvalue on nested structs and arrays.
llvm.func @f(%x: i64, %p: !llvm.ptr) -> i64 {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %2 = llvm.insertvalue %x, %1[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %3 = llvm.extractvalue %2[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  llvm.return %3 : i64
}
