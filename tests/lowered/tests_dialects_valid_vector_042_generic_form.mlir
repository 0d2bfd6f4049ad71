module {
  llvm.func @f(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
    %0 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
    %1 = llvm.mlir.poison : vector<4xf32>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.insertelement %arg1, %1[%2 : i32] : vector<4xf32>
    %4 = llvm.shufflevector %3, %3 [0, 0, 0, 0] : vector<4xf32> 
    %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<4xf32>> 
    %6 = llvm.insertvalue %4, %5[1] : !llvm.array<2 x vector<4xf32>> 
    %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
    %8 = vector.multi_reduction <minnumf>, %7, %arg0 [0] : vector<2x4xf32> to vector<4xf32>
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.extractelement %8[%9 : i64] : vector<4xf32>
    llvm.return %10 : f32
  }
}

