// Integer exponentiation by squaring with shifts and bit tests in scf.while.
func.func @ipow(%base: i64, %exp: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:3 = scf.while (%b = %base, %e = %exp, %acc = %c1) : (i64, i64, i64) -> (i64, i64, i64) {
    %more = arith.cmpi ugt, %e, %c0 : i64
    scf.condition(%more) %b, %e, %acc : i64, i64, i64
  } do {
  ^bb0(%b1: i64, %e1: i64, %acc1: i64):
    %bit = arith.andi %e1, %c1 : i64
    %odd = arith.cmpi ne, %bit, %c0 : i64
    %mul = arith.muli %acc1, %b1 : i64
    %acc2 = arith.select %odd, %mul, %acc1 : i64
    %b2 = arith.muli %b1, %b1 : i64
    %e2 = arith.shrui %e1, %c1 : i64
    scf.yield %b2, %e2, %acc2 : i64, i64, i64
  }
  return %r#2 : i64
}
