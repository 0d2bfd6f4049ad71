// scf.index_switch with an integer cases in its attribute dictionary: its generated parser checks it at the '{'.
// MLIR-ERROR: custom op 'scf.index_switch' 'scf.index_switch' op attribute 'cases' failed to satisfy constraint: i64 dense array attribute
func.func @f(%i: index) {
  scf.index_switch %i {cases = 1 : i32}
  default {
    scf.yield
  }
  return
}
