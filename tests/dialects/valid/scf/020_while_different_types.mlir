// scf.while whose before and after regions carry different types.
func.func @f(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c0 = arith.constant 0 : i32
    %gt = arith.cmpi sgt, %x, %c0 : i32
    scf.condition(%gt) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %c1 = arith.constant 1 : i32
    %q1 = arith.subi %q, %c1 : i32
    scf.yield %q1, %p : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}
