// Integer square root by bisection with scf.while on i32 and overflow-safe midpoints.
func.func @isqrt(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %hi0 = arith.constant 46341 : i32
  %r:2 = scf.while (%lo = %c0, %hi = %hi0) : (i32, i32) -> (i32, i32) {
    %diff = arith.subi %hi, %lo : i32
    %go = arith.cmpi sgt, %diff, %c1 : i32
    scf.condition(%go) %lo, %hi : i32, i32
  } do {
  ^bb0(%l: i32, %h: i32):
    %d = arith.subi %h, %l : i32
    %half = arith.shrui %d, %c1 : i32
    %mid = arith.addi %l, %half : i32
    %sq = arith.muli %mid, %mid overflow<nsw> : i32
    %le = arith.cmpi sle, %sq, %n : i32
    %l2 = arith.select %le, %mid, %l : i32
    %h2 = arith.select %le, %h, %mid : i32
    scf.yield %l2, %h2 : i32, i32
  }
  return %r#0 : i32
}
