module {
  llvm.func @f(%arg0: !llvm.array<4 x vector<8xi32>>, %arg1: vector<1xi32>, %arg2: i64, %arg3: i64) -> i32 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.extractelement %arg1[%0 : i64] : vector<1xi32>
    llvm.return %1 : i32
  }
}

