// cf.switch with only a default destination.
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^exit
  ]
^exit:
  return
}
