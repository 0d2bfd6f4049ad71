// sitofp from a rank-1 to a rank-2 tensor: the tensor dimension check
// MLIR-ERROR: 'arith.sitofp' op failed to verify that input and output have the same tensor dimensions
// comes before the shape check.
func.func @f(%t: tensor<?xi8>) -> tensor<?x?xf32> {
  %a = arith.sitofp %t : tensor<?xi8> to tensor<?x?xf32>
  return %a : tensor<?x?xf32>
}
