module @outer {
  module @inner1 {
    llvm.func @f() {
      llvm.return
    }
  }
  module @inner2 attributes {sym_visibility = "private"} {
    llvm.func @f() {
      llvm.return
    }
  }
  module {
    module @deep {
    }
  }
}

