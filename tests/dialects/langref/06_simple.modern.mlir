// Modernised 06_simple.mlir: func.func with named arguments, cf.cond_br / cf.br and arith.addi.
func.func @simple(%a: i64, %cond: i1) -> i64 { // Code dominated by ^bb0 may refer to %a
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a: i64) // Branch passes %a as the argument
^bb2:
  %b = arith.addi %a, %a : i64
  cf.br ^bb3(%b: i64) // Branch passes %b as the argument
// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 along with %a. %a is referenced
// directly from its defining operation and is not passed through
// an argument of ^bb3.
^bb3(%c: i64):
  cf.br ^bb4(%c, %a : i64, i64)
^bb4(%d : i64, %e : i64):
  %0 = arith.addi %d, %e : i64
  return %0 : i64 // Return is also a terminator.
}
