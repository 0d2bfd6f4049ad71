// Two nested scf.for loops calling a function for every (i, j).
func.func private @sink(index, index, f32)
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      func.call @sink(%i, %j, %one) : (index, index, f32) -> ()
    }
  }
  return
}
