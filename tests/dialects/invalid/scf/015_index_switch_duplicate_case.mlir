// scf.index_switch with a duplicated case value.
// MLIR-ERROR: 'scf.index_switch' op has duplicate case value: 1
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
