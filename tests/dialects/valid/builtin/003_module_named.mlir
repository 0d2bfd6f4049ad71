// A module with a symbol name.
module @named {
  func.func @f() {
    return
  }
}
