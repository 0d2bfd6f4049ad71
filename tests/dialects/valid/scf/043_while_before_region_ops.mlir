// scf.while whose before region computes values passed to the after region.
func.func @f(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %sq = arith.muli %x, %x : i32
    %lt = arith.cmpi slt, %sq, %limit : i32
    scf.condition(%lt) %sq : i32
  } do {
  ^bb0(%y: i32):
    %c1 = arith.constant 1 : i32
    %z = arith.addi %y, %c1 : i32
    scf.yield %z : i32
  }
  return %r : i32
}
