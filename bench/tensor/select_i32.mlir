#id = affine_map<(i) -> (i)>
func.func @select_i32(%a: tensor<4194304xi32>, %b: tensor<4194304xi32>) -> tensor<4194304xi32> {
  %e = tensor.empty() : tensor<4194304xi32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4194304xi32>, tensor<4194304xi32>) outs(%e : tensor<4194304xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.addi %m, %x : i32
    %d = arith.subi %y, %x : i32
    %c = arith.cmpi sgt, %x, %y : i32
    %r = arith.select %c, %s, %d : i32
    linalg.yield %r : i32
  } -> tensor<4194304xi32>
  return %r : tensor<4194304xi32>
}
