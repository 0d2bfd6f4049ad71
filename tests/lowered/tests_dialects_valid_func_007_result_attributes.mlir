module {
  llvm.func @f(%arg0: i32) -> (i32 {test.ret = 0 : i64}) {
    llvm.return %arg0 : i32
  }
  llvm.func @g() -> !llvm.struct<(f64, i1)> attributes {sym_visibility = "private"}
}

