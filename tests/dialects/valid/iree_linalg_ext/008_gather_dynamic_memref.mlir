// gather with dynamic shapes and index depth 2, and on memrefs.
func.func @f(%s: tensor<?x?x?xf32>, %i: tensor<?x2xindex>, %o: tensor<?x?xf32>, %ms: memref<5x6xi8>, %mi: memref<2x2xi32>, %mo: memref<2xi8>) -> tensor<?x?xf32> {
  %0 = iree_linalg_ext.gather dimension_map = [1, 0] ins(%s, %i : tensor<?x?x?xf32>, tensor<?x2xindex>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  iree_linalg_ext.gather {tag} dimension_map = [0, 1] ins(%ms, %mi : memref<5x6xi8>, memref<2x2xi32>) outs(%mo : memref<2xi8>)
  return %0 : tensor<?x?xf32>
}
