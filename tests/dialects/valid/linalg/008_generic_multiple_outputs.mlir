// linalg.generic with two outputs of different element types.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<8xf32>, %o1: tensor<8xf32>, %o2: tensor<8xi1>) -> (tensor<8xf32>, tensor<8xi1>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%o1, %o2 : tensor<8xf32>, tensor<8xi1>) {
  ^bb0(%x: f32, %y: f32, %z: i1):
    %zero = arith.constant 0.0 : f32
    %abs = math.absf %x : f32
    %neg = arith.cmpf olt, %x, %zero : f32
    linalg.yield %abs, %neg : f32, i1
  } -> (tensor<8xf32>, tensor<8xi1>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xi1>
}
