// arith.truncf to a wider float type.
// MLIR-ERROR: 'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible
func.func @f(%a: f16) {
  %0 = arith.truncf %a : f16 to f32
  return
}
