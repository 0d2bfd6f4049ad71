module {
  llvm.func @f(%arg0: f32) -> f32 {
    %0 = llvm.intr.stacksave : !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.alloca %1 x f32 : (i64) -> !llvm.ptr
    %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(ptr, ptr, i64)> 
    %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr, ptr, i64)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)> 
    %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %arg0, %8 : f32, !llvm.ptr
    %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64)> 
    %10 = llvm.load %9 : !llvm.ptr -> f32
    llvm.intr.stackrestore %0 : !llvm.ptr
    llvm.br ^bb2(%10 : f32)
  ^bb2(%11: f32):  // pred: ^bb1
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    llvm.return %11 : f32
  }
}

