// math.fma with an integer fastmath in its attribute dictionary: an error of the custom op at the '{'.
// MLIR-ERROR: custom op 'math.fma' 'math.fma' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
func.func @f(%x: f32) -> f32 {
  %0 = math.fma %x, %x, %x {fastmath = 1 : i32} : f32
  return %0 : f32
}
