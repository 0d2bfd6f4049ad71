// An unknown bare rounding_mode keyword.
// MLIR-ERROR: custom op 'tosa.apply_scale' invalid rounding_mode value: HALF_UP
func.func @f(%v: i32, %s: i8) {
  %0 = tosa.apply_scale %v, %v, %s {rounding_mode = HALF_UP} : (i32, i32, i8) -> i32
  return
}
