module {
  llvm.func @f() -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) {test.tag = "zero"} : i32
    %1 = llvm.mlir.constant(1.000000e+00 : f32) {test.a, test.b = 2 : i64} : f32
    %2 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, f32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, f32)> 
    llvm.return %4 : !llvm.struct<(i32, f32)>
  }
}

