module {
  llvm.func @f() -> !llvm.struct<(f32, i1, i1)> {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %2 = llvm.mlir.poison : !llvm.struct<(f32, i1, i1)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(f32, i1, i1)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(f32, i1, i1)> 
    %5 = llvm.insertvalue %0, %4[2] : !llvm.struct<(f32, i1, i1)> 
    llvm.return %5 : !llvm.struct<(f32, i1, i1)>
  }
}

