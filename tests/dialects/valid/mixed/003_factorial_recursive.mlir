// Recursive factorial with scf.if and func.call.
func.func @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %base = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %base -> (i32) {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = func.call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}
