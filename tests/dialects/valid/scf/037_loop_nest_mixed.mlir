// scf.for containing scf.if and scf.while.
func.func private @sink(index, i32)
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    scf.if %even {
      %x = scf.while (%k = %i) : (index) -> index {
        %gt = arith.cmpi ugt, %k, %c0 : index
        scf.condition(%gt) %k : index
      } do {
      ^bb0(%k2: index):
        %d = arith.divui %k2, %c2 : index
        scf.yield %d : index
      }
      %v = arith.index_cast %x : index to i32
      func.call @sink(%i, %v) : (index, i32) -> ()
    }
  }
  return
}
