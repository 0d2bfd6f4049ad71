// Printer result names for tensor ops: %extracted, %inserted, %dim, %cast, %splat, %padded, ...
func.func @f(%t: tensor<?xf32>, %x: f32) -> (f32, tensor<?xf32>, index, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<?xf32>
  %e2 = tensor.extract %t[%c0] : tensor<?xf32>
  %i = tensor.insert %e into %t[%c0] : tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %s = tensor.splat %x : tensor<4xf32>
  %fe = tensor.from_elements %x : tensor<1xf32>
  %es = tensor.extract_slice %t[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %is = tensor.insert_slice %es into %t[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %g = tensor.generate {
  ^bb0(%k: index):
    tensor.yield %x : f32
  } : tensor<3xf32>
  %em = tensor.empty() : tensor<5xf32>
  %cs = tensor.collapse_shape %c [[0]] : tensor<4xf32> into tensor<4xf32>
  %p = tensor.pad %c low[1] high[1] {
  ^bb0(%k: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %e, %i, %d, %s : f32, tensor<?xf32>, index, tensor<4xf32>
}
