// cf.switch with a default and several cases.
func.func @f(%flag: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^d,
    0: ^zero,
    1: ^one,
    42: ^answer
  ]
^d:
  %c = arith.constant -1 : i32
  return %c : i32
^zero:
  return %flag : i32
^one:
  return %flag : i32
^answer:
  %c42 = arith.constant 42 : i32
  return %c42 : i32
}
