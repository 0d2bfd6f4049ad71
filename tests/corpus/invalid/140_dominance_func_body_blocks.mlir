// dominance func body blocks
// MLIR-ERROR: operand #0 does not dominate this use
func.func private @g() -> i32
func.func @f() {
  cf.br ^bb2
^bb1:
  %x = func.call @g() : () -> i32
  cf.br ^bb2
^bb2:
  "foo.use"(%x) : (i32) -> ()
  return
}
