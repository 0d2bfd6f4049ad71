// scf.parallel over two dimensions without reductions.
func.func private @sink(index, index, f32)
func.func @f(%n0: index, %n1: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n0, %n1) step (%c1, %c1) {
    func.call @sink(%i, %j, %v) : (index, index, f32) -> ()
  }
  return
}
