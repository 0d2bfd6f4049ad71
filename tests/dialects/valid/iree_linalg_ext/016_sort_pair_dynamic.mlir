// sort of a key tensor with a payload, dynamic shapes, dimension 0.
func.func @f(%k: tensor<?x?xi32>, %v: tensor<?x?xi64>) -> (tensor<?x?xi32>, tensor<?x?xi64>) {
  %0:2 = iree_linalg_ext.sort {attr = 3 : i8} dimension(0) outs(%k, %v : tensor<?x?xi32>, tensor<?x?xi64>) {
  ^bb0(%a: i32, %b: i32, %c: i64, %d: i64):
    %lt = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<?x?xi32>, tensor<?x?xi64>
  return %0#0, %0#1 : tensor<?x?xi32>, tensor<?x?xi64>
}
