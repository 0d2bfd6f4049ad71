// scf.if in generic form whose then region takes an argument.
// MLIR-ERROR: 'scf.if' op region #0 should have no arguments
func.func @f(%c: i1) {
  "scf.if"(%c) ({
  ^bb0(%x: index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}
