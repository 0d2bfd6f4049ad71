// arith.extf to a narrower float type.
// MLIR-ERROR: 'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible
func.func @f(%a: f64) {
  %0 = arith.extf %a : f64 to f32
  return
}
