// func.call takes a flat symbol reference; a nested reference @lib::@f is rejected.
// MLIR-ERROR: custom op 'func.call' invalid kind of attribute specified
module {
  module @lib {
    func.func @f() {
      return
    }
  }
  func.func @main() {
    call @lib::@f() : () -> ()
    return
  }
}
