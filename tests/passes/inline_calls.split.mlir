// The inliner's everyday cases: private and public callees, several calls,
// chains, recursion, calls in nested regions, multi-block callees.

func.func private @add(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  return %c : i32
}
func.func @twice(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  return %1 : i32
}
func.func private @unused() {
  return
}
func.func @public_callee(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @calls_public(%a: i32) -> i32 {
  %0 = call @public_callee(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @leaf(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  return %0 : f32
}
func.func private @mid(%x: f32) -> f32 {
  %0 = call @leaf(%x) : (f32) -> f32
  %1 = call @leaf(%0) : (f32) -> f32
  return %1 : f32
}
func.func @top(%x: f32) -> f32 {
  %0 = call @mid(%x) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @self(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %c -> i64 {
    scf.yield %n : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @self(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func private @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^yes, ^no
^yes:
  %t = arith.constant true
  return %t : i1
^no:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @odd(%m) : (i32) -> i1
  return %r : i1
}
func.func private @odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^yes, ^no
^yes:
  %f = arith.constant false
  return %f : i1
^no:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @even(%m) : (i32) -> i1
  return %r : i1
}
func.func @is_even(%n: i32) -> i1 {
  %r = call @even(%n) : (i32) -> i1
  return %r : i1
}
func.func @uses_self(%n: i64) -> i64 {
  %r = call @self(%n) : (i64) -> i64
  return %r : i64
}

// -----

func.func private @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %s = arith.subi %a, %b : i32
  return %s : i32
}
func.func @multi_block(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = call @pick(%c, %a, %b) : (i1, i32, i32) -> i32
  %1 = arith.addi %0, %b : i32
  %2 = call @pick(%c, %1, %a) : (i1, i32, i32) -> i32
  return %1, %2 : i32, i32
}
func.func @multi_block_in_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %0 = func.call @pick(%c, %a, %b) : (i1, i32, i32) -> i32
    scf.yield %0 : i32
  }
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %s = scf.for %i = %lb to %ub step %st iter_args(%x = %r) -> i32 {
    %y = func.call @pick(%c, %x, %b) : (i1, i32, i32) -> i32
    scf.yield %y : i32
  }
  return %s : i32
}

// -----

func.func private @store(%m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xf32>
  return
}
func.func private @pure(%x: index) -> index {
  %c2 = arith.constant 2 : index
  %0 = arith.muli %x, %c2 : index
  return %0 : index
}
func.func private @affine_body(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xf32>
    affine.store %v, %m[%i] : memref<4xf32>
  }
  return
}
func.func @loops(%m: memref<4xf32>, %v: f32) -> index {
  %i0 = arith.constant 1 : index
  %acc = affine.for %i = 0 to 4 iter_args(%a = %i0) -> index {
    func.call @store(%m, %v) : (memref<4xf32>, f32) -> ()
    %p = func.call @pure(%a) : (index) -> index
    affine.yield %p : index
  }
  scf.execute_region {
    func.call @affine_body(%m) : (memref<4xf32>) -> ()
    scf.yield
  }
  func.call @affine_body(%m) : (memref<4xf32>) -> ()
  return %acc : index
}

// -----

func.func private @marked(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
func.func private @plain(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @no_inline(%a: i32) -> i32 {
  %0 = call @marked(%a) : (i32) -> i32
  %1 = call @plain(%0) {no_inline} : (i32) -> i32
  %2 = call @plain(%1) : (i32) -> i32
  return %2 : i32
}

// -----

func.func private @decl(i32) -> i32
func.func private @unregistered(%a: i32) -> i32 {
  %0 = "foo.op"(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @target(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @others(%a: i32) -> (i32, i32, i32) {
  %0 = call @decl(%a) : (i32) -> i32
  %1 = call @unregistered(%0) : (i32) -> i32
  %f = func.constant @target : (i32) -> i32
  %2 = func.call_indirect %f(%1) : (i32) -> i32
  %3 = call @target(%2) : (i32) -> i32
  return %1, %2, %3 : i32, i32, i32
}

// -----

module {
  module @inner {
    func.func private @f(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
    func.func @g(%a: i32) -> i32 {
      %0 = call @f(%a) : (i32) -> i32
      return %0 : i32
    }
  }
  func.func private @unused_outer(%a: i32) -> i32 {
    return %a : i32
  }
}
