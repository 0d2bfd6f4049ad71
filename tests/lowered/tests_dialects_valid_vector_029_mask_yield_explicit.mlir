module {
  llvm.func @f(%arg0: vector<8xi1>, %arg1: vector<8xi32>) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = "llvm.intr.vp.reduce.add"(%0, %arg1, %arg0, %1) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
    llvm.return %2 : i32
  }
}

