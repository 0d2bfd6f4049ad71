// Loop-invariant code motion: what is hoisted (effect-free, speculatable
// ops whose operands are defined outside), in which order, out of which loops.

func.func @scf_for(%a: i32, %b: i32, %lb: index, %ub: index, %st: index, %m: memref<8xi32>) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %st {
    %s = arith.addi %a, %b : i32
    %t = arith.muli %s, %c3 : i32
    %d1 = arith.divsi %a, %c3 : i32
    %d2 = arith.divsi %a, %cm1 : i32
    %d3 = arith.divsi %a, %b : i32
    %d4 = arith.divui %a, %c3 : i32
    %d5 = arith.divui %a, %c0 : i32
    %d6 = arith.ceildivsi %a, %c3 : i32
    %d7 = arith.remsi %a, %b : i32
    %u = arith.addi %t, %d1 : i32
    %iv = arith.index_cast %i : index to i32
    %w = arith.addi %u, %iv : i32
    %v = memref.load %m[%i] : memref<8xi32>
    %x = arith.addi %v, %s : i32
    memref.store %x, %m[%i] : memref<8xi32>
    "test.use"(%d2, %d3, %d4, %d5, %d6, %d7, %w) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}

func.func @nested(%t: tensor<4x?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> f32 {
    %r2 = scf.for %j = %c0 to %n step %c2 iter_args(%acc2 = %acc) -> f32 {
      %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
      %d1 = tensor.dim %t, %c1 : tensor<4x?xf32>
      %d5 = tensor.dim %t, %c2 : tensor<4x?xf32>
      %k = arith.addi %d0, %d1 : index
      %e = tensor.extract %t[%c0, %i] : tensor<4x?xf32>
      %g = arith.addf %acc2, %e : f32
      %h = arith.mulf %f, %f : f32
      %s = arith.addf %g, %h : f32
      "test.use"(%k, %d5) : (index, index) -> ()
      scf.yield %s : f32
    }
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%x = %f) -> f32 {
      %y = arith.mulf %f, %f : f32
      scf.yield %y : f32
    }
    %other = scf.for %j = %c0 to %n step %c2 iter_args(%x = %f) -> f32 {
      %y = arith.mulf %f, %f : f32
      scf.yield %y : f32
    }
    %q = arith.addf %r2, %inner : f32
    %q2 = arith.addf %q, %other : f32
    scf.yield %q2 : f32
  }
  return %r : f32
}

func.func @regions(%c: i1, %a: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> f32 {
    %v = scf.if %c -> f32 {
      %x = arith.mulf %a, %a : f32
      scf.yield %x : f32
    } else {
      scf.yield %a : f32
    }
    %w = scf.if %c -> f32 {
      scf.yield %acc : f32
    } else {
      scf.yield %a : f32
    }
    %s = arith.addf %v, %w : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @while_and_affine(%a: i32, %n: i32, %m: memref<16xf32>, %f: f32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %k = arith.muli %n, %n : i32
    %cond = arith.cmpi slt, %x, %k : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %k2 = arith.addi %n, %c1 : i32
    %z = arith.addi %y, %k2 : i32
    scf.yield %z : i32
  }
  affine.for %i = 0 to 16 {
    %g = arith.mulf %f, %f : f32
    %cst = arith.constant 2.0 : f32
    %h = arith.addf %g, %cst : f32
    affine.store %h, %m[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 step 2 {
    affine.for %j = 0 to 8 {
      %g = arith.mulf %f, %f : f32
      affine.store %g, %m[%j] : memref<16xf32>
    }
  }
  %c0_ = arith.constant 0 : index
  %c1_ = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0_) to (%c8) step (%c1_) {
    %g = arith.mulf %f, %f : f32
    memref.store %g, %m[%i] : memref<16xf32>
  }
  return %r : i32
}

func.func @tosa_while(%a: tensor<i32>, %t: tensor<10xi32>) -> tensor<10xi32> {
  %0:2 = tosa.while_loop (%i = %a, %v = %t) : (tensor<i32>, tensor<10xi32>) -> (tensor<i32>, tensor<10xi32>) {
    %c = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %1 = tosa.greater %c, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<10xi32>):
    %c = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %n = tosa.add %t, %t : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    tosa.yield %i, %n : tensor<i32>, tensor<10xi32>
  }
  return %0#1 : tensor<10xi32>
}

func.func @linalg_and_vectors(%t: tensor<8xf32>, %m: memref<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<8xf32> {
    %e = tensor.empty() : tensor<8xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.mulf %x, %x : f32
      linalg.yield %z : f32
    } -> tensor<8xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<8xf32>) {
    ^bb0(%y: f32):
      linalg.yield %f0 : f32
    }
    %v = vector.transfer_read %t[%c0], %f0 : tensor<8xf32>, vector<4xf32>
    %w = vector.transfer_read %m[%c0], %f0 : memref<8xf32>, vector<4xf32>
    %s = arith.addf %v, %w : vector<4xf32>
    %u = vector.transfer_write %s, %acc[%c0] : vector<4xf32>, tensor<8xf32>
    %a = arith.addf %g, %u : tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
