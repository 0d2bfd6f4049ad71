module {
  llvm.func @f(%arg0: i32) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    llvm.return %0 : i64
  }
}

