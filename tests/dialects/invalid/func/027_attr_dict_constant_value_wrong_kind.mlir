// func.constant with an integer value in its attribute dictionary, which comes before the symbol.
// MLIR-ERROR: custom op 'func.constant' 'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute
func.func @f() {
  %0 = func.constant {value = 1 : i32} @f : () -> ()
  return
}
