// scf.reduce whose region ends with scf.yield instead of scf.reduce.return.
// MLIR-ERROR: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      "scf.yield"() : () -> ()
    }
  }
  return
}
