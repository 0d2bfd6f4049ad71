module {
  llvm.mlir.global external constant @g() {addr_space = 0 : i32} : !llvm.array<4 x f32> {
    %0 = llvm.mlir.undef : !llvm.array<4 x f32>
    llvm.return %0 : !llvm.array<4 x f32>
  }
}

