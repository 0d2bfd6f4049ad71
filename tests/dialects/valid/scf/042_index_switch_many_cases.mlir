// scf.index_switch with many cases yielding i1 values.
func.func @is_small_prime(%i: index) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = scf.index_switch %i -> i1
  case 2 {
    scf.yield %t : i1
  }
  case 3 {
    scf.yield %t : i1
  }
  case 5 {
    scf.yield %t : i1
  }
  case 7 {
    scf.yield %t : i1
  }
  default {
    scf.yield %f : i1
  }
  return %r : i1
}
