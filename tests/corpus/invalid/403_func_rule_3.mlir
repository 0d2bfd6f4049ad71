// func dialect rule 3
// MLIR-ERROR: 'func.call' op 'f' does not reference a valid function
func.func @h(%a: i32) {
  %0 = func.call @f(%a) : (i32) -> i32
  return
}

