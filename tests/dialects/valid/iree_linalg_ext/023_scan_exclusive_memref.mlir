// An exclusive scan on memrefs, and one with dynamic shapes.
func.func @f(%in: memref<16xi32>, %out: memref<16xi32>, %acc: memref<i32>, %t: tensor<?x?xi64>, %u: tensor<?x?xi64>, %a: tensor<?xi64>) -> (tensor<?x?xi64>, tensor<?xi64>) {
  iree_linalg_ext.scan dimension(0) inclusive(false) ins(%in : memref<16xi32>) outs(%out, %acc : memref<16xi32>, memref<i32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.muli %x, %y : i32
    iree_linalg_ext.yield %s : i32
  }
  %0:2 = iree_linalg_ext.scan dimension(0) inclusive(true) ins(%t : tensor<?x?xi64>) outs(%u, %a : tensor<?x?xi64>, tensor<?xi64>) {
  ^bb0(%x: i64, %y: i64):
    %s = arith.addi %x, %y : i64
    iree_linalg_ext.yield %s : i64
  } -> tensor<?x?xi64>, tensor<?xi64>
  return %0#0, %0#1 : tensor<?x?xi64>, tensor<?xi64>
}
