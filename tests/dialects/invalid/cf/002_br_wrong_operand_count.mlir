// cf.br passing fewer operands than the successor has arguments.
// MLIR-ERROR: branch has 1 operands for successor #0, but target block has 2
func.func @f(%a: i32) {
  cf.br ^next(%a : i32)
^next(%x: i32, %y: i32):
  return
}
