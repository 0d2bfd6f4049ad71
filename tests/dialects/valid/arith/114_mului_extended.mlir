// arith.mului_extended returns the low and high halves of an unsigned product.
func.func @f(%a: i64, %t: tensor<?xi8>) -> (i64, i64) {
  %low, %high = arith.mului_extended %a, %a : i64
  %0:2 = arith.mului_extended %t, %t : tensor<?xi8>
  return %low, %high : i64, i64
}
