// An unnamed module is no symbol, so it may sit in a function (a named one may not).
func.func @g() {
  builtin.module {
  }
  return
}
