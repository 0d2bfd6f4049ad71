module {
  llvm.mlir.global private constant @pi(3.141590e+00 : f64) {addr_space = 0 : i32} : f64
  llvm.mlir.global external @zeros(dense<0.000000e+00> : tensor<2x4xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<4 x f32>>
  llvm.func @f() -> f64 {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.getelementptr %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
    %4 = llvm.mlir.addressof @pi : !llvm.ptr
    %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, f64
    %6 = llvm.mlir.constant(3735928559 : index) : i64
    %7 = llvm.inttoptr %6 : i64 to !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64)> 
    %10 = llvm.insertvalue %5, %9[1] : !llvm.struct<(ptr, ptr, i64)> 
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64)> 
    %13 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64)> 
    %14 = llvm.load %13 : !llvm.ptr -> f64
    llvm.return %14 : f64
  }
}

