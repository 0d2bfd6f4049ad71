// scf.index_switch with cases, a default, and a result.
func.func @f(%i: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    scf.yield %a : f32
  }
  case 1 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  case 7 {
    scf.yield %b : f32
  }
  default {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}
