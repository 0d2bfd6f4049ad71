// cf.switch with negative case values (printed as unsigned for i32 flags).
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^a,
    -1: ^b,
    -100: ^a
  ]
^a:
  return
^b:
  return
}
