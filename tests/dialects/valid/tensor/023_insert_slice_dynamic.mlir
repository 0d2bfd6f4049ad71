// tensor.insert_slice with dynamic offsets and sizes.
func.func @f(%src: tensor<?x?xf32>, %dst: tensor<?x?xf32>, %o: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %src into %dst[%o, 0] [%s, %s] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
