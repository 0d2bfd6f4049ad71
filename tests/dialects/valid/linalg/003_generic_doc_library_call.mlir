// linalg.generic with doc and library_call attributes (printed in sorted order) and an extra attribute.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<16xi32>) -> tensor<16xi32> {
  %0 = linalg.generic {library_call = "negate_i32", doc = "negates every element", indexing_maps = [#id, #id], iterator_types = ["parallel"], test.extra = 1 : i64} ins(%a : tensor<16xi32>) outs(%a : tensor<16xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %n = arith.subi %c0, %x : i32
    linalg.yield %n : i32
  } -> tensor<16xi32>
  return %0 : tensor<16xi32>
}
