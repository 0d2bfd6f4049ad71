// cf.switch on i16 and i8 flags, with extreme i8 case values.
func.func @f(%i: i16, %b: i8) {
  cf.switch %i : i16, [
    default: ^next,
    3: ^next
  ]
^next:
  cf.switch %b : i8, [
    default: ^done,
    127: ^done,
    -128: ^done
  ]
^done:
  return
}
