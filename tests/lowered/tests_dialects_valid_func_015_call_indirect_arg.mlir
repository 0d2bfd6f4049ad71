module {
  llvm.func @apply(%arg0: !llvm.ptr, %arg1: f32) -> i1 {
    %0 = llvm.call %arg0(%arg1, %arg1) : !llvm.ptr, (f32, f32) -> !llvm.struct<(f32, i1)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, i1)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, i1)> 
    llvm.return %2 : i1
  }
}

