// func dialect rule 14
// MLIR-ERROR: invalid block name in region with named arguments
func.func @m(%a: i32, %b: i32) {
^bb1:
  return
}

