// RUN: sigil opt --sigil-fuse-elementwise %s | FileCheck %s

// A chain of elementwise ops on tensors, reading a row broadcast and a transposition, becomes
// one linalg.generic: the broadcast and the transposition are read through their maps, each
// (value, map) pair is one input, the producers and their tensor.empty inits are gone.

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[TR:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT:    %[[G:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[TR]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2x3xf32>, tensor<3xf32>, tensor<3x2xf32>) outs(%[[E]] : tensor<2x3xf32>) {
// CHECK-NEXT:    ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %[[A]], %[[A]] : f32
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[M]], %[[B]] : f32
// CHECK-NEXT:      %[[T:.*]] = arith.subf %[[S]], %[[C]] : f32
// CHECK-NEXT:      linalg.yield %[[T]] : f32
// CHECK-NEXT:    } -> tensor<2x3xf32>
// CHECK-NEXT:    return %[[G]] : tensor<2x3xf32>
func.func @chain(%a: tensor<2x3xf32>, %row: tensor<3xf32>, %t: tensor<3x2xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%row : tensor<3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  } -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %tt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<3x2xf32>) outs(%e2 : tensor<2x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  } -> tensor<2x3xf32>
  %m = arith.mulf %a, %a : tensor<2x3xf32>
  %s = arith.addf %m, %b : tensor<2x3xf32>
  %r = arith.subf %s, %tt : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// A value with two users is computed once (each user reads it; `mulf %x, %x` reads it as
// one input); a reduction, an op on dynamic shapes and an op in a loop body whose operand
// is defined outside are left alone.
// CHECK-LABEL: func.func @kept
// CHECK:         %[[X:.*]] = linalg.generic
// CHECK:           math.exp
// CHECK:         %[[Y:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4xf32>)
// CHECK:           arith.mulf %[[IN:.*]], %[[IN]] : f32
// CHECK:         arith.addf %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK:         scf.for
// CHECK:           linalg.generic {{.*}} ins(%{{.*}}, %[[X]] :
// CHECK:         linalg.reduce {{.*}} ins(%[[Y]]
func.func @kept(%a: tensor<4xf32>, %d: tensor<?xf32>, %n: index) -> (tensor<4xf32>, tensor<?xf32>, tensor<4xf32>, tensor<f32>) {
  %x = math.exp %a : tensor<4xf32>
  %y = arith.mulf %x, %x : tensor<4xf32>
  %z = arith.addf %d, %d : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %s = arith.addf %acc, %x : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  %init = tensor.empty() : tensor<f32>
  %r = linalg.reduce { arith.addf } ins(%y : tensor<4xf32>) outs(%init : tensor<f32>) dimensions = [0]
  return %y, %z, %l, %r : tensor<4xf32>, tensor<?xf32>, tensor<4xf32>, tensor<f32>
}
