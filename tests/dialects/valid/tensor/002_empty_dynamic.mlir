// tensor.empty with dynamic sizes: one operand per `?`.
func.func @f(%m: index, %n: index) -> (tensor<?xf32>, tensor<?x4x?xbf16>) {
  %0 = tensor.empty(%m) : tensor<?xf32>
  %1 = tensor.empty(%m, %n) : tensor<?x4x?xbf16>
  return %0, %1 : tensor<?xf32>, tensor<?x4x?xbf16>
}
