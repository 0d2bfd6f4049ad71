// scf.while whose after region ends with another op than scf.yield.
// MLIR-ERROR: 'scf.while' op expects the 'after' region to terminate with 'scf.yield'
func.func @f() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    "scf.condition"(%true) : (i1) -> ()
  }
  return
}
