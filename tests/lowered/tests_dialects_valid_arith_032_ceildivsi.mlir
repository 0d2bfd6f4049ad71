module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xi64>, %arg5: tensor<2x?xi8>, %arg6: i1) -> i32 {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.sdiv %arg0, %arg1 : i32
    %4 = llvm.mul %3, %arg1 : i32
    %5 = llvm.icmp "ne" %arg0, %4 : i32
    %6 = llvm.icmp "slt" %arg0, %1 : i32
    %7 = llvm.icmp "slt" %arg1, %1 : i32
    %8 = llvm.icmp "eq" %6, %7 : i1
    %9 = llvm.and %5, %8 : i1
    %10 = llvm.add %3, %2 : i32
    %11 = llvm.select %9, %10, %3 : i1, i32
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.sdiv %11, %0 : i32
    %15 = llvm.mul %14, %0 : i32
    %16 = llvm.icmp "ne" %11, %15 : i32
    %17 = llvm.icmp "slt" %11, %12 : i32
    %18 = llvm.mlir.constant(false) : i1
    %19 = llvm.icmp "eq" %17, %18 : i1
    %20 = llvm.and %16, %19 : i1
    %21 = llvm.add %14, %13 : i32
    %22 = llvm.select %20, %21, %14 : i1, i32
    llvm.return %22 : i32
  }
}

