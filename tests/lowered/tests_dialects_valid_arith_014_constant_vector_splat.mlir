module {
  llvm.func @f() -> !llvm.struct<(vector<4xi32>, array<2 x vector<2xf32>>, vector<8xi1>, vector<3xi64>)> {
    %0 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
    %1 = llvm.mlir.constant(dense<5.000000e-01> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
    %2 = llvm.mlir.constant(dense<true> : vector<8xi1>) : vector<8xi1>
    %3 = llvm.mlir.constant(dense<0> : vector<3xindex>) : vector<3xi64>
    %4 = llvm.mlir.poison : !llvm.struct<(vector<4xi32>, array<2 x vector<2xf32>>, vector<8xi1>, vector<3xi64>)>
    %5 = llvm.insertvalue %0, %4[0] : !llvm.struct<(vector<4xi32>, array<2 x vector<2xf32>>, vector<8xi1>, vector<3xi64>)> 
    %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<(vector<4xi32>, array<2 x vector<2xf32>>, vector<8xi1>, vector<3xi64>)> 
    %7 = llvm.insertvalue %2, %6[2] : !llvm.struct<(vector<4xi32>, array<2 x vector<2xf32>>, vector<8xi1>, vector<3xi64>)> 
    %8 = llvm.insertvalue %3, %7[3] : !llvm.struct<(vector<4xi32>, array<2 x vector<2xf32>>, vector<8xi1>, vector<3xi64>)> 
    llvm.return %8 : !llvm.struct<(vector<4xi32>, array<2 x vector<2xf32>>, vector<8xi1>, vector<3xi64>)>
  }
}

