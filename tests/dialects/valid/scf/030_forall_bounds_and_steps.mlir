// scf.forall with lower bounds, upper bounds and steps, mixing static and dynamic values.
func.func private @sink(index)
func.func @f(%ub: index, %step: index) {
  scf.forall (%i) = (0) to (%ub) step (%step) {
    func.call @sink(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (1, 2) to (10, %ub) step (3, 1) {
  }
  return
}
