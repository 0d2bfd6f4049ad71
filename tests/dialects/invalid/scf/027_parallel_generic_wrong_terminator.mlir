// scf.parallel in generic form whose body ends with scf.yield: the note names the terminator.
// MLIR-ERROR: 'scf.parallel' op expects body to terminate with 'scf.reduce'
func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
