module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @f(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(i64, ptr)>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.insertvalue %arg2, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.insertvalue %arg3, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg4, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.addrspacecast %9 : !llvm.ptr<1> to !llvm.ptr
    %15 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = llvm.insertvalue %14, %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %11, %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %12, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %13, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
    %23 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    %24 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %25 = llvm.insertvalue %22, %24[0] : !llvm.struct<(i64, ptr)> 
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(2 : index) : i64
    %28 = llvm.mlir.constant(8 : index) : i64
    %29 = llvm.mlir.constant(8 : index) : i64
    %30 = llvm.mul %27, %29 : i64
    %31 = llvm.extractvalue %25[0] : !llvm.struct<(i64, ptr)> 
    %32 = llvm.mul %27, %31 : i64
    %33 = llvm.add %32, %26 : i64
    %34 = llvm.mul %33, %28 : i64
    %35 = llvm.add %30, %34 : i64
    %36 = llvm.alloca %35 x i8 : (i64) -> !llvm.ptr
    %37 = llvm.insertvalue %36, %25[1] : !llvm.struct<(i64, ptr)> 
    %38 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
    %39 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %40 = llvm.load %39 : !llvm.ptr -> !llvm.ptr
    %41 = llvm.addrspacecast %38 : !llvm.ptr to !llvm.ptr<3>
    %42 = llvm.addrspacecast %40 : !llvm.ptr to !llvm.ptr<3>
    llvm.store %41, %36 : !llvm.ptr<3>, !llvm.ptr
    %43 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
    llvm.store %42, %43 : !llvm.ptr<3>, !llvm.ptr
    %44 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %45 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
    %46 = llvm.mlir.constant(16 : index) : i64
    %47 = llvm.sub %35, %46 : i64
    "llvm.intr.memcpy"(%45, %44, %47) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.constant(2 : index) : i64
    %50 = llvm.mlir.constant(8 : index) : i64
    %51 = llvm.mlir.constant(8 : index) : i64
    %52 = llvm.mul %49, %51 : i64
    %53 = llvm.extractvalue %37[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.mul %49, %53 : i64
    %55 = llvm.add %54, %48 : i64
    %56 = llvm.mul %55, %50 : i64
    %57 = llvm.add %52, %56 : i64
    %58 = llvm.call @malloc(%57) : (i64) -> !llvm.ptr
    %59 = llvm.extractvalue %37[1] : !llvm.struct<(i64, ptr)> 
    "llvm.intr.memcpy"(%58, %59, %57) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %60 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %61 = llvm.extractvalue %37[0] : !llvm.struct<(i64, ptr)> 
    %62 = llvm.insertvalue %61, %60[0] : !llvm.struct<(i64, ptr)> 
    %63 = llvm.insertvalue %58, %62[1] : !llvm.struct<(i64, ptr)> 
    %64 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(i64, ptr)>)>
    %65 = llvm.insertvalue %21, %64[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(i64, ptr)>)> 
    %66 = llvm.insertvalue %63, %65[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(i64, ptr)>)> 
    llvm.return %66 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(i64, ptr)>)>
  }
}

