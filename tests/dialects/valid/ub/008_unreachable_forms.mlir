// ub.unreachable with an attribute dictionary, and in generic form, ending blocks of a switch.
func.func @f(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  return %x : i32
^bb2:
  ub.unreachable {why = "impossible"}
^bb3:
  "ub.unreachable"() : () -> ()
}
