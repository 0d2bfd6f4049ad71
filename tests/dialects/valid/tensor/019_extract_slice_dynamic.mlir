// tensor.extract_slice with dynamic offsets, sizes and strides.
func.func @f(%t: tensor<?x?xf32>, %o: index, %s: index, %st: index) -> tensor<?x?xf32> {
  %0 = tensor.extract_slice %t[%o, %o] [%s, %s] [%st, %st] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
