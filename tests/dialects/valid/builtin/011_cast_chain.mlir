// A chain of unrealized casts between builtin types, with locations.
func.func @f(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = builtin.unrealized_conversion_cast %a : vector<4xf32> to tensor<4xf32> loc("c0")
  %1 = builtin.unrealized_conversion_cast %0 : tensor<4xf32> to memref<4xf32> loc("c.mlir":2:3)
  %2 = builtin.unrealized_conversion_cast %1 : memref<4xf32> to vector<4xf32>
  return %2 : vector<4xf32>
}
