// Type and attribute aliases defined at top level and used inside a module.
#map = affine_map<(d0, d1) -> (d1, d0)>
#attr = {answer = 42 : i64}
!vec = vector<4xf32>
!tens = tensor<?x8xf32>
module attributes {test.map = #map, test.dict = #attr} {
  func.func @f(%a: !vec, %b: !tens) -> !vec {
    return %a : !vec
  }
}
