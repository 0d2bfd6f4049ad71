module {
  llvm.func @f(%arg0: f32) -> !llvm.struct<(f32, i32)> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %2 = llvm.intr.exp(%1) : (f32) -> f32
    %3 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(f32, i32)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<(f32, i32)> 
    llvm.return %5 : !llvm.struct<(f32, i32)>
  }
}

