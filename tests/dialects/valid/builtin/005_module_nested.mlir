// Nested modules, named and unnamed, each with its own symbol table.
module @outer {
  module @inner1 {
    func.func @f() {
      return
    }
  }
  module @inner2 attributes {sym_visibility = "private"} {
    func.func @f() {
      return
    }
  }
  module {
    module @deep {
    }
  }
}
