// Function signatures using type aliases.
!i = i32
!fn = (i32) -> i32
!t = tensor<4x?xf32>
func.func @aliased(%x: !i, %f: !fn, %t: !t) -> (!i, !t) {
  %0 = func.call_indirect %f(%x) : !fn
  return %0, %t : !i, !t
}
