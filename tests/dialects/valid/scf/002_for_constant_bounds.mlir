// scf.for with constant bounds; the three equal-looking constants get distinct names.
func.func private @sink(index, i32)
func.func @f() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  scf.for %i = %c0 to %c10 step %c1 {
    func.call @sink(%i, %c0_i32) : (index, i32) -> ()
  }
  return
}
