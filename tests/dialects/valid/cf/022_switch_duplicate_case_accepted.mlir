// cf.switch with the same case value twice: the verifier does not reject duplicates.
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^a,
    1: ^a,
    1: ^a
  ]
^a:
  return
}
