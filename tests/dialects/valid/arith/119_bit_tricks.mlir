// Integer bit manipulation: isolate the lowest set bit and test for powers of two.
func.func @lowbit(%x: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %neg = arith.subi %c0, %x : i32
  %low = arith.andi %x, %neg : i32
  %m1 = arith.subi %x, %c1 : i32
  %and = arith.andi %x, %m1 : i32
  %pow2 = arith.cmpi eq, %and, %c0 : i32
  return %low, %pow2 : i32, i1
}
