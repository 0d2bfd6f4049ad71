#map = affine_map<(d0) -> (d0)>
module {
  func.func @f(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = linalg.generic {doc = "negates every element", indexing_maps = [#map, #map], iterator_types = ["parallel"], library_call = "negate_i32"} ins(%arg0 : tensor<16xi32>) outs(%arg0 : tensor<16xi32>) attrs =  {test.extra = 1 : i64} {
    ^bb0(%in: i32, %out: i32):
      %2 = llvm.sub %0, %in : i32
      linalg.yield %2 : i32
    } -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
}

