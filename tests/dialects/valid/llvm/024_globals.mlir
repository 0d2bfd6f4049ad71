// Globals: constant string, zero-initialized, with an initializer region, thread_local, aligned.
module {
  llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32}
  llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global external thread_local @tls() {addr_space = 0 : i32} : i32
  llvm.mlir.global linkonce_odr unnamed_addr @aligned(1.0 : f32) {addr_space = 0 : i32, alignment = 16 : i64} : f32
  llvm.mlir.global external @table() {addr_space = 0 : i32} : !llvm.array<2 x i32> {
    %0 = llvm.mlir.undef : !llvm.array<2 x i32>
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x i32>
    llvm.return %2 : !llvm.array<2 x i32>
  }
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @str : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
