// vector.broadcast of a scalar of another type than the elements.
// MLIR-ERROR: 'vector.broadcast' op failed to verify that source operand and result have same element type
func.func @f(%a: i32) {
  %0 = vector.broadcast %a : i32 to vector<4xf32>
  return
}
