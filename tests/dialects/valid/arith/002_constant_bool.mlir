// i1 constants written as true/false and as integers: the printer names them %true/%false.
func.func @f() -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : i1
  %zero = arith.constant 0 : i1
  return %t, %f, %one, %zero : i1, i1, i1, i1
}
