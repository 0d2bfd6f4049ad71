#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @softmax(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
    %0 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = tensor.empty() : tensor<2xf32>
    %3 = tensor.empty() : tensor<2x8xf32>
    %4 = linalg.fill ins(%0 : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<2x8xf32>) outs(%4 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = llvm.intr.maximum(%in, %out) : (f32, f32) -> f32
      linalg.yield %10 : f32
    } -> tensor<2xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %5 : tensor<2x8xf32>, tensor<2xf32>) outs(%3 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = llvm.fsub %in, %in_0 : f32
      %11 = llvm.intr.exp(%10) : (f32) -> f32
      linalg.yield %11 : f32
    } -> tensor<2x8xf32>
    %7 = linalg.fill ins(%1 : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<2x8xf32>) outs(%7 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = llvm.fadd %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<2xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %8 : tensor<2x8xf32>, tensor<2xf32>) outs(%3 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %10 = llvm.fdiv %in, %in_0 : f32
      linalg.yield %10 : f32
    } -> tensor<2x8xf32>
    return %9 : tensor<2x8xf32>
  }
}

