#map = affine_map<(d0, d1) -> (d1, d0)>
module attributes {test.dict = {answer = 42 : i64}, test.map = #map} {
  func.func @f(%arg0: vector<4xf32>, %arg1: tensor<?x8xf32>) -> vector<4xf32> {
    llvm.return %arg0 : vector<4xf32>
  }
}

