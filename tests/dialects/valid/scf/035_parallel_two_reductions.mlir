// scf.parallel with two reductions of different types.
func.func @f(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %min = arith.constant 2147483647 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero, %min) -> (i32, i32) {
    %x = arith.index_cast %i : index to i32
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.minsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}
