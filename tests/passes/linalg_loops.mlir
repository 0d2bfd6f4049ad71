// convert-linalg-to-loops: ops on buffers become loop nests (static and dynamic sizes, sizes
// taken from the first operand dimension a loop indexes, strided and dilated windows through
// affine.apply, scalar inputs, rank-0 buffers, several outputs, linalg.index, a payload with a
// constant, the named ops' implicit bodies, map/reduce/transpose/broadcast, a dim of a
// memref.reshape), ops on tensors left alone.
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#scalar = affine_map<(d0, d1) -> ()>
func.func @generic_two_outputs(%a: memref<?x8xf32>, %s: f32, %o: memref<?x8xf32>, %t: memref<8x?xf32>) {
  linalg.generic {indexing_maps = [#id, #scalar, #id, #tr], iterator_types = ["parallel", "parallel"]}
    ins(%a, %s : memref<?x8xf32>, f32) outs(%o, %t : memref<?x8xf32>, memref<8x?xf32>) {
  ^bb0(%x: f32, %y: f32, %p: f32, %q: f32):
    %m = arith.mulf %x, %y : f32
    %n = arith.addf %m, %p : f32
    linalg.yield %m, %n : f32, f32
  }
  return
}
func.func @reduce_rows(%a: memref<4x?xi32>, %r: memref<4xi32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
    ins(%a : memref<4x?xi32>) outs(%r : memref<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %y = arith.muli %x, %c : i32
    %s = arith.addi %acc, %y : i32
    linalg.yield %s : i32
  }
  return
}
func.func @payload_constant(%a: memref<6xf32>, %o: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%a : memref<6xf32>) outs(%o : memref<6xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf olt, %x, %z : f32
    %n = arith.negf %x : f32
    %r = arith.select %c, %n, %x : f32
    linalg.yield %r : f32
  }
  return
}
func.func @rank0(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
    ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
func.func @named(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %v: memref<?xf32>, %w: memref<?xf32>, %d: memref<f32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  linalg.matvec ins(%a, %v : memref<?x?xf32>, memref<?xf32>) outs(%w : memref<?xf32>)
  linalg.dot ins(%v, %w : memref<?xf32>, memref<?xf32>) outs(%d : memref<f32>)
  linalg.copy ins(%a : memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  linalg.add ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  linalg.exp ins(%a : memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
func.func @windows(%i: memref<1x11x11x3xf32>, %f: memref<3x3x3x4xf32>, %o: memref<1x4x4x4xf32>, %k: memref<2x2xf32>, %p: memref<1x4x4x3xf32>, %iq: memref<1x11x11x3xi8>, %fq: memref<3x3x3x4xi8>, %z: i32, %oq: memref<1x4x4x4xi32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : memref<1x11x11x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x11x11x3xf32>, memref<2x2xf32>) outs(%p : memref<1x4x4x3xf32>)
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%iq, %fq, %z, %z : memref<1x11x11x3xi8>, memref<3x3x3x4xi8>, i32, i32) outs(%oq : memref<1x4x4x4xi32>)
  return
}
func.func @structured(%a: memref<4x8xf32>, %r: memref<4xf32>, %t: memref<8x4xf32>, %b: memref<4x8x2xf32>, %m: memref<4x8xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %x, %acc : f32
      linalg.yield %s : f32
    }
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%a : memref<4x8xf32>) outs(%b : memref<4x8x2xf32>) dimensions = [2]
  linalg.map ins(%a, %m : memref<4x8xf32>, memref<4x8xf32>) outs(%m : memref<4x8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.subf %x, %y : f32
      linalg.yield %s : f32
    }
  return
}
func.func @reshape_dim(%src: memref<12xf32>, %shape: memref<2xindex>, %o: memref<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %src(%shape) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32>
  linalg.copy ins(%r : memref<?x?xf32>) outs(%o : memref<?x?xf32>)
  %d = memref.dim %r, %c1 : memref<?x?xf32>
  return %d : index
}
func.func @tensors_stay(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
