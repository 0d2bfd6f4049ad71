// scf.if without results with both regions.
func.func private @sink(f32)
func.func @f(%c: i1, %a: f32, %b: f32) {
  scf.if %c {
    func.call @sink(%a) : (f32) -> ()
  } else {
    func.call @sink(%b) : (f32) -> ()
  }
  return
}
