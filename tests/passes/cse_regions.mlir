// cse: ops with regions, nested scopes, multi-block dominance and isolated ops.
func.func @if_pure(%c: i1, %x: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  %1 = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %0, %1 : i32, i32
}
func.func @nested_scope(%c: i1, %x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = scf.if %c -> i32 {
    %a = arith.muli %x, %x : i32
    %b = arith.subi %a, %x : i32
    scf.yield %b : i32
  } else {
    %b = arith.subi %x, %x : i32
    scf.yield %b : i32
  }
  %2 = arith.subi %0, %x : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
func.func @blocks(%c: i1, %x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %1, %x : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %x : i32
  cf.br ^bb3(%3 : i32)
^bb3(%r: i32):
  %4 = arith.muli %0, %x : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
^bb4:
  %6 = arith.addi %x, %x : i32
  cf.br ^bb3(%6 : i32)
}
func.func @loops(%lb: index, %ub: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %c0) -> index {
    %c0b = arith.constant 0 : index
    %t = arith.addi %acc, %i : index
    %u = arith.addi %t, %c0b : index
    scf.yield %u : index
  }
  %c0c = arith.constant 0 : index
  %z = arith.addi %r, %c0c : index
  return %z : index
}
func.func @generic(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func @generic_memref(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
