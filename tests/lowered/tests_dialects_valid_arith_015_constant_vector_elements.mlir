module {
  llvm.func @f() -> !llvm.struct<(vector<4xi8>, array<2 x vector<3xf64>>, vector<3xi1>)> {
    %0 = llvm.mlir.constant(dense<[1, -2, 3, -128]> : vector<4xi8>) : vector<4xi8>
    %1 = llvm.mlir.constant(dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [-4.500000e+00, 0.000000e+00, 1.000000e-05]]> : vector<2x3xf64>) : !llvm.array<2 x vector<3xf64>>
    %2 = llvm.mlir.constant(dense<[true, false, true]> : vector<3xi1>) : vector<3xi1>
    %3 = llvm.mlir.poison : !llvm.struct<(vector<4xi8>, array<2 x vector<3xf64>>, vector<3xi1>)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(vector<4xi8>, array<2 x vector<3xf64>>, vector<3xi1>)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(vector<4xi8>, array<2 x vector<3xf64>>, vector<3xi1>)> 
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(vector<4xi8>, array<2 x vector<3xf64>>, vector<3xi1>)> 
    llvm.return %6 : !llvm.struct<(vector<4xi8>, array<2 x vector<3xf64>>, vector<3xi1>)>
  }
}

