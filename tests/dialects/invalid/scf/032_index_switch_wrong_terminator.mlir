// scf.index_switch in generic form whose case region ends with func.return.
// MLIR-ERROR: 'scf.index_switch' op expected region to end with scf.yield, but got func.return
func.func @f(%a: index) {
  "scf.index_switch"(%a) ({
    "scf.yield"() : () -> ()
  }, {
    return
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}
