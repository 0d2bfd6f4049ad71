// scf.index_switch with only a default region and two results.
func.func @f(%i: index) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  default {
    %c = arith.constant 3 : i32
    scf.yield %c, %c : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
