// index.casts from a float.
// MLIR-ERROR: 'index.casts' op operand #0 must be integer or index, but got 'f32'
func.func @f(%a: f32) {
  %0 = index.casts %a : f32 to index
  return
}
