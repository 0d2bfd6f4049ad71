module {
  llvm.func @f() -> !llvm.struct<(vector<[4]xf32>, array<2 x vector<[8]xi16>>)> {
    %0 = llvm.mlir.constant(dense<1.000000e+00> : vector<[4]xf32>) : vector<[4]xf32>
    %1 = llvm.mlir.constant(dense<-1> : vector<2x[8]xi16>) : !llvm.array<2 x vector<[8]xi16>>
    %2 = llvm.mlir.poison : !llvm.struct<(vector<[4]xf32>, array<2 x vector<[8]xi16>>)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(vector<[4]xf32>, array<2 x vector<[8]xi16>>)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(vector<[4]xf32>, array<2 x vector<[8]xi16>>)> 
    llvm.return %4 : !llvm.struct<(vector<[4]xf32>, array<2 x vector<[8]xi16>>)>
  }
}

