// Compute on tensors, materialise into a caller buffer, and read the buffer back.
func.func @pipeline(%in: tensor<8xf32>, %out: memref<8xf32>) -> f32 {
  %e = tensor.empty() : tensor<8xf32>
  %sq = linalg.mul ins(%in, %in : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  bufferization.materialize_in_destination %sq in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  %c3 = arith.constant 3 : index
  %v = memref.load %out[%c3] : memref<8xf32>
  %t = bufferization.to_tensor %out : memref<8xf32> to tensor<8xf32>
  %x = tensor.extract %t[%c3] : tensor<8xf32>
  %s = arith.addf %v, %x : f32
  return %s : f32
}
