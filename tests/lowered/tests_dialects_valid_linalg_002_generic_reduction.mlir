#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @rowsum(%arg0: tensor<?x?xf64>, %arg1: tensor<?xf64>) -> tensor<?xf64> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x?xf64>) outs(%arg1 : tensor<?xf64>) {
    ^bb0(%in: f64, %out: f64):
      %1 = llvm.fadd %in, %out : f64
      linalg.yield %1 : f64
    } -> tensor<?xf64>
    return %0 : tensor<?xf64>
  }
}

