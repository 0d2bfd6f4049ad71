// complex.bitcast needs a complex type on one side.
// MLIR-ERROR: 'complex.bitcast' op requires that either input or output has a complex type
func.func @f(%a: i32) {
  %0 = complex.bitcast %a : i32 to f32
  return
}
