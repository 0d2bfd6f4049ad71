// scf.forall with dynamic upper bounds in the normalised `in` form.
func.func private @sink(index, index, i8)
func.func @f(%n: index, %m: index, %v: i8) {
  scf.forall (%i, %j) in (%n, %m) {
    func.call @sink(%i, %j, %v) : (index, index, i8) -> ()
  }
  return
}
