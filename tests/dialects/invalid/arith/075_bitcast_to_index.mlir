// arith.bitcast to index.
// MLIR-ERROR: 'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'
func.func @f(%a: i64) -> index {
  %0 = arith.bitcast %a : i64 to index
  return %0 : index
}
