// func.call resolves its callee in the nearest enclosing symbol table (a nested module).
module {
  func.func @f(%x: i32) -> i32 {
    return %x : i32
  }
  module @lib {
    func.func private @f(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @main(%x: i32) -> i32 {
      %0 = call @f(%x) : (i32) -> i32
      return %0 : i32
    }
  }
}
