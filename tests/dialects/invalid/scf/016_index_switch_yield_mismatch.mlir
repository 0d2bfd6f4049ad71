// scf.index_switch whose default region yields the wrong type.
// MLIR-ERROR: 'scf.index_switch' op expected result #0 of each region to be 'i32'
func.func @f(%i: index, %a: i32, %b: f32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : f32
  }
  return %r : i32
}
