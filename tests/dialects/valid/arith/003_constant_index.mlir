// index constants: the printer names them %c<value> without a type suffix.
func.func @f() -> (index, index, index) {
  %a = arith.constant 0 : index
  %b = arith.constant 1024 : index
  %c = arith.constant -5 : index
  return %a, %b, %c : index, index, index
}
