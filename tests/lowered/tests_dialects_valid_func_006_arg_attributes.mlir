module {
  llvm.func @f(%arg0: i32 {test.self}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) {
    llvm.return
  }
  llvm.func @g(i32 {test.sext}, f64) attributes {sym_visibility = "private"}
}

