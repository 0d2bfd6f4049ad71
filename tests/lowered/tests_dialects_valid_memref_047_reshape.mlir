module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg12, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg13, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg14, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg15, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg16, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %15, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %16, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mlir.constant(0 : index) : i64
    %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.mlir.constant(10 : index) : i64
    %23 = llvm.insertvalue %22, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %21, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.mul %21, %22 : i64
    %26 = llvm.mlir.constant(10 : index) : i64
    %27 = llvm.mlir.constant(2 : index) : i64
    %28 = llvm.insertvalue %27, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %26, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mul %26, %27 : i64
    %31 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i64, ptr)> 
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.constant(2 : index) : i64
    %36 = llvm.mlir.constant(8 : index) : i64
    %37 = llvm.mlir.constant(8 : index) : i64
    %38 = llvm.mul %35, %37 : i64
    %39 = llvm.extractvalue %33[0] : !llvm.struct<(i64, ptr)> 
    %40 = llvm.mul %35, %39 : i64
    %41 = llvm.add %40, %34 : i64
    %42 = llvm.mul %41, %36 : i64
    %43 = llvm.add %38, %42 : i64
    %44 = llvm.alloca %43 x i8 : (i64) -> !llvm.ptr
    %45 = llvm.insertvalue %44, %33[1] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.store %46, %44 : !llvm.ptr, !llvm.ptr
    %49 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %47, %49 : !llvm.ptr, !llvm.ptr
    %50 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %48, %50 : i64, !llvm.ptr
    %51 = llvm.getelementptr %44[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
    %52 = llvm.getelementptr %51[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %53 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.sub %31, %54 : i64
    llvm.br ^bb1(%55, %54 : i64, i64)
  ^bb1(%56: i64, %57: i64):  // 2 preds: ^bb0, ^bb2
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.icmp "sge" %56, %58 : i64
    llvm.cond_br %59, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %60 = llvm.getelementptr %53[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %61 = llvm.load %60 : !llvm.ptr -> i64
    %62 = llvm.getelementptr %51[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %61, %62 : i64, !llvm.ptr
    %63 = llvm.getelementptr %52[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %57, %63 : i64, !llvm.ptr
    %64 = llvm.mul %57, %61 : i64
    %65 = llvm.sub %56, %54 : i64
    llvm.br ^bb1(%65, %64 : i64, i64)
  ^bb3:  // pred: ^bb1
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.mlir.constant(2 : index) : i64
    %68 = llvm.mlir.constant(8 : index) : i64
    %69 = llvm.mlir.constant(8 : index) : i64
    %70 = llvm.mul %67, %69 : i64
    %71 = llvm.extractvalue %45[0] : !llvm.struct<(i64, ptr)> 
    %72 = llvm.mul %67, %71 : i64
    %73 = llvm.add %72, %66 : i64
    %74 = llvm.mul %73, %68 : i64
    %75 = llvm.add %70, %74 : i64
    %76 = llvm.call @malloc(%75) : (i64) -> !llvm.ptr
    %77 = llvm.extractvalue %45[1] : !llvm.struct<(i64, ptr)> 
    "llvm.intr.memcpy"(%76, %77, %75) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %78 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %79 = llvm.extractvalue %45[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.insertvalue %79, %78[0] : !llvm.struct<(i64, ptr)> 
    %81 = llvm.insertvalue %76, %80[1] : !llvm.struct<(i64, ptr)> 
    %82 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>)>
    %83 = llvm.insertvalue %29, %82[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>)> 
    %84 = llvm.insertvalue %81, %83[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>)> 
    llvm.return %84 : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, struct<(i64, ptr)>)>
  }
}

