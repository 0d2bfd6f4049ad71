// scf.if without results and without an else region.
func.func private @sink(f32)
func.func @f(%c: i1, %v: f32) {
  scf.if %c {
    func.call @sink(%v) : (f32) -> ()
  }
  return
}
