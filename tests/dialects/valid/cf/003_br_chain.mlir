// A chain of unconditional branches; the printer annotates predecessors.
func.func @f(%a: index) -> index {
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  cf.br ^bb2(%x : index)
^bb2(%y: index):
  cf.br ^bb3
^bb3:
  return %y : index
}
