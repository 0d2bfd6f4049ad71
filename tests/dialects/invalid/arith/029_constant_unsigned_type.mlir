// arith.constant of an unsigned integer type.
// MLIR-ERROR: 'arith.constant' op integer return type must be signless
func.func @f() {
  %0 = arith.constant 1 : ui8
  return
}
