#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xi1>) -> (tensor<8xf32>, tensor<8xi1>) {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1, %arg2 : tensor<8xf32>, tensor<8xi1>) {
    ^bb0(%in: f32, %out: f32, %out_0: i1):
      %2 = llvm.intr.fabs(%in) : (f32) -> f32
      %3 = llvm.fcmp "olt" %in, %0 : f32
      linalg.yield %2, %3 : f32, i1
    } -> (tensor<8xf32>, tensor<8xi1>)
    return %1#0, %1#1 : tensor<8xf32>, tensor<8xi1>
  }
}

