// func.call of a symbol that is not a function.
// MLIR-ERROR: 'func.call' op 'm' does not reference a valid function
module {
  module @m {
  }
  func.func @f() {
    call @m() : () -> ()
    return
  }
}
