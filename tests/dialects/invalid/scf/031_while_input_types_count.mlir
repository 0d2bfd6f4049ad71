// scf.while whose function type has more inputs than operands.
// MLIR-ERROR: custom op 'scf.while' expected as many input types as operands (expected 0 got 1)
func.func @f() {
  %true = arith.constant true
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
  return
}
