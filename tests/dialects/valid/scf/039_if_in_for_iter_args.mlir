// scf.for with iter_args whose body yields the result of an scf.if.
func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %lt = arith.cmpi ult, %i, %c3 : index
    %next = scf.if %lt -> (index) {
      %a = arith.addi %acc, %i : index
      scf.yield %a : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %next : index
  }
  return %r : index
}
