module {
  llvm.func @f(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
  module @lib {
    llvm.func @f(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
      llvm.return %arg0 : i32
    }
    llvm.func @main(%arg0: i32) -> i32 {
      %0 = llvm.call @f(%arg0) : (i32) -> i32
      llvm.return %0 : i32
    }
  }
}

