module {
  llvm.func @f(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: !llvm.array<2 x vector<16xi32>>, %arg3: !llvm.array<1 x vector<16xi32>>, %arg4: vector<1xf32>) -> vector<5xf32> {
    %0 = llvm.mlir.poison : vector<5xf32>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.extractelement %arg0[%1 : i64] : vector<2xf32>
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.insertelement %2, %0[%3 : i64] : vector<5xf32>
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.extractelement %arg0[%5 : i64] : vector<2xf32>
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.insertelement %6, %4[%7 : i64] : vector<5xf32>
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.extractelement %arg1[%9 : i64] : vector<3xf32>
    %11 = llvm.mlir.constant(2 : index) : i64
    %12 = llvm.insertelement %10, %8[%11 : i64] : vector<5xf32>
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.extractelement %arg1[%13 : i64] : vector<3xf32>
    %15 = llvm.mlir.constant(3 : index) : i64
    %16 = llvm.insertelement %14, %12[%15 : i64] : vector<5xf32>
    %17 = llvm.mlir.constant(2 : index) : i64
    %18 = llvm.extractelement %arg1[%17 : i64] : vector<3xf32>
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.insertelement %18, %16[%19 : i64] : vector<5xf32>
    llvm.return %20 : vector<5xf32>
  }
}

