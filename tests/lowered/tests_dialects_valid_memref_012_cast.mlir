module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.alloca %14 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %13, %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %16 = llvm.mlir.constant(2 : index) : i64
    %17 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(i64, ptr)> 
    %19 = llvm.insertvalue %15, %18[1] : !llvm.struct<(i64, ptr)> 
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(2 : index) : i64
    %22 = llvm.mlir.constant(8 : index) : i64
    %23 = llvm.mlir.constant(8 : index) : i64
    %24 = llvm.mul %21, %23 : i64
    %25 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)> 
    %26 = llvm.mul %21, %25 : i64
    %27 = llvm.add %26, %20 : i64
    %28 = llvm.mul %27, %22 : i64
    %29 = llvm.add %24, %28 : i64
    %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
    %31 = llvm.extractvalue %19[1] : !llvm.struct<(i64, ptr)> 
    "llvm.intr.memcpy"(%30, %31, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %32 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %33 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)> 
    %34 = llvm.insertvalue %33, %32[0] : !llvm.struct<(i64, ptr)> 
    %35 = llvm.insertvalue %30, %34[1] : !llvm.struct<(i64, ptr)> 
    %36 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
    %37 = llvm.insertvalue %13, %36[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> 
    %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> 
    %39 = llvm.insertvalue %5, %38[2] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> 
    llvm.return %39 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
  }
}

