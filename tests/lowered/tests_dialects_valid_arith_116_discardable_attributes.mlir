module {
  llvm.func @f(%arg0: i32, %arg1: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.add %arg0, %arg0 overflow<nsw> {test.n = 1 : i32, test.note = "add"} : i32
    %1 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<fast>, test.unit} : f32
    %2 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, f32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, f32)> 
    llvm.return %4 : !llvm.struct<(i32, f32)>
  }
}

