// tensor ops with discardable attributes (before the operands for tensor.dim) and locations.
func.func @f(%n: index) -> tensor<?xf32> {
  %0 = tensor.empty(%n) {test.origin = "alloc"} : tensor<?xf32> loc("t.mlir":1:1)
  %c0 = arith.constant 0 : index
  %1 = tensor.dim {test.q} %0, %c0 : tensor<?xf32> loc("dim")
  return %0 : tensor<?xf32>
}
