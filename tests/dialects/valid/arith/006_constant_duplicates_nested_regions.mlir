// Equal constants in nested regions share the function's name scope.
func.func @f(%c: i1) -> i32 {
  %a = arith.constant 3 : i32
  %r = scf.if %c -> i32 {
    %b = arith.constant 3 : i32
    scf.yield %b : i32
  } else {
    %b = arith.constant 3 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
