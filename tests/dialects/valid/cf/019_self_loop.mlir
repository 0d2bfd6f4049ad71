// A block that branches to itself (an infinite loop).
func.func @spin(%a: i32) {
  cf.br ^loop(%a : i32)
^loop(%x: i32):
  cf.br ^loop(%x : i32)
}
