// Block labels are renumbered ^bb1, ^bb2, ... by the printer; argument names become %0, %1.
func.func @f(%a: i32) -> i32 {
  cf.br ^first(%a : i32)
^first(%x: i32):
  cf.br ^second(%x, %x : i32, i32)
^second(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}
