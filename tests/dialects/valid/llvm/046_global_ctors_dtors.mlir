// llvm.mlir.global_ctors and global_dtors: symbols, priorities and data (#llvm.zero or a symbol).
module {
  llvm.func @ctor() {
    llvm.return
  }
  llvm.func @dtor() {
    llvm.return
  }
  llvm.mlir.global @g(0 : i32) : i32
  llvm.mlir.global_ctors ctors = [@ctor, @dtor], priorities = [0 : i32, 65535 : i32], data = [#llvm.zero, @g]
  llvm.mlir.global_dtors dtors = [@dtor], priorities = [1 : i32], data = [#llvm.zero]
  llvm.mlir.global_ctors ctors = [], priorities = [], data = []
}
