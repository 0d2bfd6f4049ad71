// scf.for over index without loop-carried values.
func.func private @sink(index, f32)
func.func @f(%lb: index, %ub: index, %step: index, %v: f32) {
  scf.for %i = %lb to %ub step %step {
    func.call @sink(%i, %v) : (index, f32) -> ()
  }
  return
}
