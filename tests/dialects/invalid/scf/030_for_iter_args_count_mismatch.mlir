// scf.for with more result types than loop-carried values.
// MLIR-ERROR: custom op 'scf.for' mismatch in number of loop-carried values and defined values
func.func @f(%a: index, %x: f32) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (f32, f32) {
    scf.yield %s, %s : f32, f32
  }
  return
}
