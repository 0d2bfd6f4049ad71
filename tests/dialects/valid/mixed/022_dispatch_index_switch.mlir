// Dispatch to private functions with scf.index_switch and func.call.
func.func private @op_add(%a: f32, %b: f32) -> f32 {
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func private @op_mul(%a: f32, %b: f32) -> f32 {
  %r = arith.mulf %a, %b : f32
  return %r : f32
}
func.func @apply(%op: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %op -> f32
  case 0 {
    %x = func.call @op_add(%a, %b) : (f32, f32) -> f32
    scf.yield %x : f32
  }
  case 1 {
    %x = func.call @op_mul(%a, %b) : (f32, f32) -> f32
    scf.yield %x : f32
  }
  default {
    %nan = arith.constant 0x7FC00000 : f32
    scf.yield %nan : f32
  }
  return %r : f32
}
