// Integer, float and pointer casts, with nneg and overflow flags.
llvm.func @f(%i: i32, %f: f32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.sext %i : i32 to i64
  %1 = llvm.zext nneg %i : i32 to i64
  %2 = llvm.trunc %0 overflow<nsw> : i64 to i16
  %3 = llvm.sitofp %i : i32 to f64
  %4 = llvm.uitofp nneg %i : i32 to f32
  %5 = llvm.fptosi %f : f32 to i32
  %6 = llvm.fptoui %f : f32 to i8
  %7 = llvm.fpext %f : f32 to f64
  %8 = llvm.fptrunc %7 : f64 to f16
  %9 = llvm.bitcast %i : i32 to f32
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
  %12 = llvm.addrspacecast %11 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %0 : i64
}
