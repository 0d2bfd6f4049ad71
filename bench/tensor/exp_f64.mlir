#id = affine_map<(i) -> (i)>
func.func @exp_f64(%a: tensor<4194304xf64>, %b: tensor<4194304xf64>) -> tensor<4194304xf64> {
  %e = tensor.empty() : tensor<4194304xf64>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4194304xf64>, tensor<4194304xf64>) outs(%e : tensor<4194304xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    %x2 = math.exp %s : f64
    linalg.yield %x2 : f64
  } -> tensor<4194304xf64>
  return %r : tensor<4194304xf64>
}
