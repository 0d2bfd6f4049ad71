// Arrays (nested, of vectors) and function types inside other LLVM types.
module {
  llvm.func @f(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x f32>>, !llvm.array<8 x vector<4xf32>>, !llvm.struct<(array<2 x ptr>, i1)>)
  llvm.mlir.global external @fp() {addr_space = 0 : i32} : !llvm.ptr
}
