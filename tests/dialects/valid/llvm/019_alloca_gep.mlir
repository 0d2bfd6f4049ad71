// alloca and getelementptr with constant and dynamic indices and no-wrap flags.
llvm.func @f(%n: i64, %i: i32) -> !llvm.ptr {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.struct<(i32, f64)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.getelementptr %0[%n] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %3 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %4 = llvm.getelementptr inbounds|nuw %1[%n, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %5 = llvm.getelementptr nusw %0[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return %4 : !llvm.ptr
}
