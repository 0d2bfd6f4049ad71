// llvm.func declarations: no result (void), varargs, linkage and calling convention keywords.
module {
  llvm.func @f0()
  llvm.func @f1(i32, f64) -> i64
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func extern_weak @f2(i32)
  llvm.func fastcc @f3(i64) -> i64
}
