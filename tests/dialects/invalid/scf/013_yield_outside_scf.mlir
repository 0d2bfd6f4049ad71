// scf.yield directly in a function body.
// MLIR-ERROR: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
func.func @f() {
  scf.yield
}
