#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  llvm.func @conv(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: !llvm.ptr, %arg23: !llvm.ptr, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i64, %arg32: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1 = llvm.insertvalue %arg22, %0[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %2 = llvm.insertvalue %arg23, %1[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %3 = llvm.insertvalue %arg24, %2[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %4 = llvm.insertvalue %arg25, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %5 = llvm.insertvalue %arg29, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %6 = llvm.insertvalue %arg26, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %7 = llvm.insertvalue %arg30, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %8 = llvm.insertvalue %arg27, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %9 = llvm.insertvalue %arg31, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %10 = llvm.insertvalue %arg28, %9[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %11 = llvm.insertvalue %arg32, %10[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %13 = llvm.insertvalue %arg11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %14 = llvm.insertvalue %arg12, %13[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %16 = llvm.insertvalue %arg14, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %17 = llvm.insertvalue %arg18, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %18 = llvm.insertvalue %arg15, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %19 = llvm.insertvalue %arg19, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %20 = llvm.insertvalue %arg16, %19[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %21 = llvm.insertvalue %arg20, %20[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %22 = llvm.insertvalue %arg17, %21[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %23 = llvm.insertvalue %arg21, %22[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %25 = llvm.insertvalue %arg0, %24[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %26 = llvm.insertvalue %arg1, %25[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %27 = llvm.insertvalue %arg2, %26[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %28 = llvm.insertvalue %arg3, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %29 = llvm.insertvalue %arg7, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %30 = llvm.insertvalue %arg4, %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %31 = llvm.insertvalue %arg8, %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %32 = llvm.insertvalue %arg5, %31[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %33 = llvm.insertvalue %arg9, %32[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %34 = llvm.insertvalue %arg6, %33[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %35 = llvm.insertvalue %arg10, %34[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %36 = llvm.mlir.constant(0 : index) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.constant(4 : index) : i64
    %39 = llvm.mlir.constant(8 : index) : i64
    %40 = llvm.mlir.constant(3 : index) : i64
    llvm.br ^bb1(%36 : i64)
  ^bb1(%41: i64):  // 2 preds: ^bb0, ^bb20
    %42 = llvm.icmp "slt" %41, %37 : i64
    llvm.cond_br %42, ^bb2, ^bb21
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%36 : i64)
  ^bb3(%43: i64):  // 2 preds: ^bb2, ^bb19
    %44 = builtin.unrealized_conversion_cast %43 : i64 to index
    %45 = llvm.icmp "slt" %43, %38 : i64
    llvm.cond_br %45, ^bb4, ^bb20
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%36 : i64)
  ^bb5(%46: i64):  // 2 preds: ^bb4, ^bb18
    %47 = builtin.unrealized_conversion_cast %46 : i64 to index
    %48 = llvm.icmp "slt" %46, %38 : i64
    llvm.cond_br %48, ^bb6, ^bb19
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%36 : i64)
  ^bb7(%49: i64):  // 2 preds: ^bb6, ^bb17
    %50 = llvm.icmp "slt" %49, %39 : i64
    llvm.cond_br %50, ^bb8, ^bb18
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%36 : i64)
  ^bb9(%51: i64):  // 2 preds: ^bb8, ^bb16
    %52 = builtin.unrealized_conversion_cast %51 : i64 to index
    %53 = llvm.icmp "slt" %51, %40 : i64
    llvm.cond_br %53, ^bb10, ^bb17
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%36 : i64)
  ^bb11(%54: i64):  // 2 preds: ^bb10, ^bb15
    %55 = builtin.unrealized_conversion_cast %54 : i64 to index
    %56 = llvm.icmp "slt" %54, %40 : i64
    llvm.cond_br %56, ^bb12, ^bb16
  ^bb12:  // pred: ^bb11
    llvm.br ^bb13(%36 : i64)
  ^bb13(%57: i64):  // 2 preds: ^bb12, ^bb14
    %58 = llvm.icmp "slt" %57, %38 : i64
    llvm.cond_br %58, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %59 = affine.apply #map(%44, %52)
    %60 = builtin.unrealized_conversion_cast %59 : index to i64
    %61 = affine.apply #map(%47, %55)
    %62 = builtin.unrealized_conversion_cast %61 : index to i64
    %63 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %64 = llvm.mlir.constant(324 : index) : i64
    %65 = llvm.mul %41, %64 overflow<nsw, nuw> : i64
    %66 = llvm.mlir.constant(36 : index) : i64
    %67 = llvm.mul %60, %66 overflow<nsw, nuw> : i64
    %68 = llvm.add %65, %67 overflow<nsw, nuw> : i64
    %69 = llvm.mlir.constant(4 : index) : i64
    %70 = llvm.mul %62, %69 overflow<nsw, nuw> : i64
    %71 = llvm.add %68, %70 overflow<nsw, nuw> : i64
    %72 = llvm.add %71, %57 overflow<nsw, nuw> : i64
    %73 = llvm.getelementptr inbounds|nuw %63[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %74 = llvm.load %73 : !llvm.ptr -> f32
    %75 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %76 = llvm.mlir.constant(96 : index) : i64
    %77 = llvm.mul %51, %76 overflow<nsw, nuw> : i64
    %78 = llvm.mlir.constant(32 : index) : i64
    %79 = llvm.mul %54, %78 overflow<nsw, nuw> : i64
    %80 = llvm.add %77, %79 overflow<nsw, nuw> : i64
    %81 = llvm.mlir.constant(8 : index) : i64
    %82 = llvm.mul %57, %81 overflow<nsw, nuw> : i64
    %83 = llvm.add %80, %82 overflow<nsw, nuw> : i64
    %84 = llvm.add %83, %49 overflow<nsw, nuw> : i64
    %85 = llvm.getelementptr inbounds|nuw %75[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %86 = llvm.load %85 : !llvm.ptr -> f32
    %87 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %88 = llvm.mlir.constant(128 : index) : i64
    %89 = llvm.mul %41, %88 overflow<nsw, nuw> : i64
    %90 = llvm.mlir.constant(32 : index) : i64
    %91 = llvm.mul %43, %90 overflow<nsw, nuw> : i64
    %92 = llvm.add %89, %91 overflow<nsw, nuw> : i64
    %93 = llvm.mlir.constant(8 : index) : i64
    %94 = llvm.mul %46, %93 overflow<nsw, nuw> : i64
    %95 = llvm.add %92, %94 overflow<nsw, nuw> : i64
    %96 = llvm.add %95, %49 overflow<nsw, nuw> : i64
    %97 = llvm.getelementptr inbounds|nuw %87[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %98 = llvm.load %97 : !llvm.ptr -> f32
    %99 = llvm.fmul %74, %86 : f32
    %100 = llvm.fadd %98, %99 : f32
    %101 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)> 
    %102 = llvm.mlir.constant(128 : index) : i64
    %103 = llvm.mul %41, %102 overflow<nsw, nuw> : i64
    %104 = llvm.mlir.constant(32 : index) : i64
    %105 = llvm.mul %43, %104 overflow<nsw, nuw> : i64
    %106 = llvm.add %103, %105 overflow<nsw, nuw> : i64
    %107 = llvm.mlir.constant(8 : index) : i64
    %108 = llvm.mul %46, %107 overflow<nsw, nuw> : i64
    %109 = llvm.add %106, %108 overflow<nsw, nuw> : i64
    %110 = llvm.add %109, %49 overflow<nsw, nuw> : i64
    %111 = llvm.getelementptr inbounds|nuw %101[%110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %100, %111 : f32, !llvm.ptr
    %112 = llvm.add %57, %37 : i64
    llvm.br ^bb13(%112 : i64)
  ^bb15:  // pred: ^bb13
    %113 = llvm.add %54, %37 : i64
    llvm.br ^bb11(%113 : i64)
  ^bb16:  // pred: ^bb11
    %114 = llvm.add %51, %37 : i64
    llvm.br ^bb9(%114 : i64)
  ^bb17:  // pred: ^bb9
    %115 = llvm.add %49, %37 : i64
    llvm.br ^bb7(%115 : i64)
  ^bb18:  // pred: ^bb7
    %116 = llvm.add %46, %37 : i64
    llvm.br ^bb5(%116 : i64)
  ^bb19:  // pred: ^bb5
    %117 = llvm.add %43, %37 : i64
    llvm.br ^bb3(%117 : i64)
  ^bb20:  // pred: ^bb3
    %118 = llvm.add %41, %37 : i64
    llvm.br ^bb1(%118 : i64)
  ^bb21:  // pred: ^bb1
    llvm.return
  }
}

