module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xi64>, %arg5: tensor<2x?xi8>, %arg6: i1) -> i32 {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.sdiv %arg0, %arg1 : i32
    %2 = llvm.mul %1, %arg1 : i32
    %3 = llvm.icmp "ne" %arg0, %2 : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.icmp "slt" %arg0, %4 : i32
    %6 = llvm.icmp "slt" %arg1, %4 : i32
    %7 = llvm.icmp "ne" %5, %6 : i1
    %8 = llvm.and %3, %7 : i1
    %9 = llvm.mlir.constant(-1 : i32) : i32
    %10 = llvm.add %1, %9 : i32
    %11 = llvm.select %8, %10, %1 : i1, i32
    %12 = llvm.sdiv %11, %0 : i32
    %13 = llvm.mul %12, %0 : i32
    %14 = llvm.icmp "ne" %11, %13 : i32
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.icmp "slt" %11, %15 : i32
    %17 = llvm.mlir.constant(false) : i1
    %18 = llvm.icmp "ne" %16, %17 : i1
    %19 = llvm.and %14, %18 : i1
    %20 = llvm.mlir.constant(-1 : i32) : i32
    %21 = llvm.add %12, %20 : i32
    %22 = llvm.select %19, %21, %12 : i1, i32
    llvm.return %22 : i32
  }
}

