// Euclid's greatest common divisor with scf.while.
func.func @gcd(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %nz = arith.cmpi ne, %y, %c0 : i32
    scf.condition(%nz) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %m = arith.remui %p, %q : i32
    scf.yield %q, %m : i32, i32
  }
  return %r#0 : i32
}
