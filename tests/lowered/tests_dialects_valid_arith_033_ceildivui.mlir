module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xi64>, %arg5: tensor<2x?xi8>, %arg6: i1) -> i32 {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.icmp "eq" %arg0, %1 : i32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.sub %arg0, %3 : i32
    %5 = llvm.udiv %4, %arg1 : i32
    %6 = llvm.add %5, %3 : i32
    %7 = llvm.select %2, %1, %6 : i1, i32
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.icmp "eq" %7, %8 : i32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.sub %7, %10 : i32
    %12 = llvm.udiv %11, %0 : i32
    %13 = llvm.add %12, %10 : i32
    %14 = llvm.select %9, %8, %13 : i1, i32
    llvm.return %14 : i32
  }
}

