// dominance func
// MLIR-ERROR: operand #0 does not dominate this use
func.func @f() {
  "foo.use"(%y) : (i32) -> ()
  %y = "foo.def"() : () -> i32
  return
}
