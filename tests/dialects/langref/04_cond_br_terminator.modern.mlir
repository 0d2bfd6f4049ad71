// Modernised 04_cond_br_terminator.mlir: cf.cond_br; successor operands are written with the successor.
func.func @f(%cond: i1, %v: index) -> index {
  // Branch to ^bb1 or ^bb2 depending on the condition %cond.
  // Pass value %v to ^bb2, but not to ^bb1.
  cf.cond_br %cond, ^bb1, ^bb2(%v : index)
^bb1:
  %c0 = arith.constant 0 : index
  return %c0 : index
^bb2(%x: index):
  return %x : index
}
