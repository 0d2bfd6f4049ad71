// llvm.intr.matrix.column.major.load/store with their stride operand.
llvm.func @a(%p: !llvm.ptr, %s: i64, %m: vector<6xf32>) {
  %0 = llvm.intr.matrix.column.major.load %p, <stride=%s> {isVolatile = false, rows = 2 : i32, columns = 3 : i32} : vector<6xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %m, %p, <stride=%s> {isVolatile = true, rows = 3 : i32, columns = 2 : i32} : vector<6xf32> to !llvm.ptr stride i64
  llvm.return
}
