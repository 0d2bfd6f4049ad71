module {
  llvm.func @f(%arg0: i32, %arg1: f32) -> !llvm.struct<(i32, f32, i1)> {
    %0 = llvm.add %arg0, %arg0 overflow<nsw> : i32
    %1 = llvm.fmul %arg1, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %2 = llvm.icmp "slt" %arg0, %0 : i32
    %3 = llvm.mlir.poison : !llvm.struct<(i32, f32, i1)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(i32, f32, i1)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, f32, i1)> 
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(i32, f32, i1)> 
    llvm.return %6 : !llvm.struct<(i32, f32, i1)>
  }
}

