module {
  llvm.func @f(%arg0: f32, %arg1: f32, %arg2: i8) -> vector<2xf32> {
    %0 = llvm.mlir.poison : vector<2xf32>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.insertelement %arg0, %0[%1 : i64] : vector<2xf32>
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.insertelement %arg1, %2[%3 : i64] : vector<2xf32>
    llvm.return %4 : vector<2xf32>
  }
}

