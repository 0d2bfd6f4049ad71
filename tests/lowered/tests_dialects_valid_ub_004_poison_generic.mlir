module {
  llvm.func @f() -> !llvm.struct<(f32, f32)> {
    %0 = llvm.mlir.poison : f32
    %1 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(f32, f32)> 
    %3 = llvm.insertvalue %0, %2[1] : !llvm.struct<(f32, f32)> 
    llvm.return %3 : !llvm.struct<(f32, f32)>
  }
}

