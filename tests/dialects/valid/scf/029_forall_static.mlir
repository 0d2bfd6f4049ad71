// scf.forall with static upper bounds (normalised form) and no outputs.
func.func private @sink(index, index, f32)
func.func @f(%v: f32) {
  scf.forall (%i, %j) in (4, 8) {
    func.call @sink(%i, %j, %v) : (index, index, f32) -> ()
  }
  return
}
