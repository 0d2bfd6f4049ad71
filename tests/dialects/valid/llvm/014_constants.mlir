// llvm.mlir.constant of integers, floats, dense elements; poison, undef and zero.
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(1.5 : f32) : f32
  %2 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  %5 = llvm.mlir.undef : i64
  %6 = llvm.mlir.zero : !llvm.ptr
  %7 = llvm.mlir.constant(7 : index) : i64
  llvm.return %0 : i32
}
