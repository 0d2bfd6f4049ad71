module {
  llvm.func @abort() attributes {sym_visibility = "private"}
  llvm.func @scribble(i32, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> f64 attributes {sym_visibility = "private"}
  func.func private @with_attrs(i32) -> i32 attributes {llvm.linkage = "ext", test.external}
}

