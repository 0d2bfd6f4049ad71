// cf.assert with messages, including escapes in the message string.
func.func @f(%c: i1, %a: i32) {
  cf.assert %c, "condition must hold"
  %z = arith.constant 0 : i32
  %nz = arith.cmpi ne, %a, %z : i32
  cf.assert %nz, "a != 0 \"quoted\" \n newline"
  cf.assert %c, ""
  return
}
