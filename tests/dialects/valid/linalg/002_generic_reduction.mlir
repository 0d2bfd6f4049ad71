// linalg.generic with a reduction iterator summing rows into a vector.
#in = affine_map<(i, j) -> (i, j)>
#out = affine_map<(i, j) -> (i)>
func.func @rowsum(%a: tensor<?x?xf64>, %init: tensor<?xf64>) -> tensor<?xf64> {
  %0 = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<?x?xf64>) outs(%init : tensor<?xf64>) {
  ^bb0(%x: f64, %acc: f64):
    %s = arith.addf %x, %acc : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %0 : tensor<?xf64>
}
