module {
  llvm.mlir.global private @ext() {addr_space = 0 : i32} : !llvm.array<8 x i8>
  llvm.mlir.global private @nested() {addr_space = 0 : i32} : f32
}

