// dim and rank folds: static extents (in and out of range), dynamic extents given to
// memref.alloc, memref.alloca and tensor.generate, unranked operands left alone.
func.func @dims(%t: tensor<4x?x8xf32>, %u: tensor<*xf32>, %n: index, %m: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?x8xf32>
  %d1 = tensor.dim %t, %c1 : tensor<4x?x8xf32>
  %d2 = tensor.dim %t, %c2 : tensor<4x?x8xf32>
  %d5 = tensor.dim %t, %c5 : tensor<4x?x8xf32>
  %du = tensor.dim %u, %c0 : tensor<*xf32>
  %g = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index, %k: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %dg = tensor.dim %g, %c2 : tensor<?x3x?xf32>
  return %d0, %d1, %d2, %d5, %du, %dg : index, index, index, index, index, index
}

func.func @memrefs(%n: index, %m: index, %r: memref<*xi8>) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n, %m) : memref<?x2x?xf32>
  %b = memref.alloca(%m) : memref<3x?xi32>
  %da = memref.dim %a, %c1 : memref<?x2x?xf32>
  %db = memref.dim %b, %c1 : memref<3x?xi32>
  %dc = memref.dim %a, %c0 : memref<?x2x?xf32>
  %ra = memref.rank %a : memref<?x2x?xf32>
  %rr = memref.rank %r : memref<*xi8>
  "test.use"(%a, %b) : (memref<?x2x?xf32>, memref<3x?xi32>) -> ()
  return %da, %db, %dc, %ra, %rr : index, index, index, index, index
}

func.func @ranks(%t: tensor<2x?xf32>) -> index {
  %r = tensor.rank %t : tensor<2x?xf32>
  return %r : index
}
