// arith.bitcast between types of different bit width.
// MLIR-ERROR: 'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible
func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 to f64
  return
}
