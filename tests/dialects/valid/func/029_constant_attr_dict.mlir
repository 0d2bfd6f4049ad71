// func.constant with discardable attributes: the dictionary is read and printed before the symbol.
func.func private @g()
func.func @f() -> (() -> ()) {
  %0 = func.constant {foo = 1 : i64, bar} @g : () -> ()
  return %0 : () -> ()
}
