// scf.for whose body has no explicit terminator: scf.yield is implied and not printed.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.yield
  }
  return
}
