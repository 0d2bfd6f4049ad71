// Ops with declarative ODS formats: lifetimes, va_list handling, traps,
// coroutine queries, lane masks, masked scatter/store, matrix intrinsics,
// dso_local_equivalent, linker options, vector extract.
llvm.linker_options ["-lm", "-lc"]
llvm.func @callee()
llvm.func @formats(%p: !llvm.ptr, %h: !llvm.ptr, %v: vector<8xf32>, %ps: vector<8x!llvm.ptr>, %m: vector<8xi1>, %a: i64, %b: i64, %mat: vector<16xf32>, %sv: vector<[4]xf32>) {
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  llvm.intr.coro.resume %h : !llvm.ptr
  llvm.intr.trap
  llvm.intr.debugtrap {foo}
  %0 = llvm.intr.coro.size : i64
  %1 = llvm.intr.coro.align : i32
  %2 = llvm.intr.stepvector : vector<8xi32>
  %3 = llvm.intr.get.active.lane.mask %a, %b : i64, i64 to vector<8xi1>
  llvm.intr.masked.scatter %v, %ps, %m {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into vector<8x!llvm.ptr>
  llvm.intr.masked.store %v, %p, %m {alignment = 32 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
  %4 = llvm.intr.matrix.transpose %mat {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> into vector<16xf32>
  %5 = llvm.intr.matrix.multiply %mat, %mat {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %6 = llvm.dso_local_equivalent @callee : !llvm.ptr
  %7 = llvm.intr.vector.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  llvm.return
}
