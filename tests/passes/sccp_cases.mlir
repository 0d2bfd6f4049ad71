// sccp's decisions: switches on constants (cf.switch, scf.index_switch), regions entered
// or not (scf.if without else, scf.execute_region with blocks, scf.while, affine.for of
// zero, one and more trips, memref.alloca_scope), constants through private functions
// (recursion, a dead private function, a call to a declaration), poison and LLVM
// constants, folds to an operand, and the order constants land in from nested regions.
func.func private @ext(i32) -> i32

func.func @switch(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %c9 = arith.constant 9 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%c7 : i32),
    2: ^bb2(%c9 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %r = arith.addi %b, %c2 : i32
  return %r : i32
}

func.func @index_switch(%m: memref<4xi32>) -> i32 {
  %c3 = arith.constant 3 : index
  %r = scf.index_switch %c3 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 3 {
    %b = arith.constant 30 : i32
    %c0 = arith.constant 0 : index
    memref.store %b, %m[%c0] : memref<4xi32>
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 20 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func @if_no_else(%c: i1, %m: memref<i32>) -> i32 {
  %false = arith.constant false
  %one = arith.constant 1 : i32
  scf.if %false {
    %two = arith.addi %one, %one : i32
    memref.store %two, %m[] : memref<i32>
  }
  %r = scf.if %c -> i32 {
    %t = arith.muli %one, %one : i32
    scf.yield %t : i32
  } else {
    scf.yield %one : i32
  }
  return %r : i32
}

func.func @execute_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = arith.constant 4 : i32
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    scf.yield %x : i32
  ^bb2:
    %b = arith.constant 4 : i32
    cf.br ^bb1(%b : i32)
  }
  return %r : i32
}

func.func @while_counts(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %k = %c1) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i, %k : i32, i32
  } do {
  ^bb0(%i2: i32, %k2: i32):
    %next = arith.addi %i2, %c1 : i32
    scf.yield %next, %k2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @affine_trips(%m: memref<8xf32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %a = affine.for %i = 3 to 3 iter_args(%s = %c5) -> (i32) {
    %n = arith.addi %s, %s : i32
    affine.yield %n : i32
  }
  %b = affine.for %i = 0 to 4 step 4 iter_args(%s = %c0) -> (i32) {
    %n = arith.addi %s, %c5 : i32
    affine.yield %n : i32
  }
  %c = affine.for %i = 0 to 8 step 3 iter_args(%s = %c5) -> (i32) {
    %n = arith.muli %s, %c5 : i32
    affine.yield %s : i32
  }
  return %a, %b, %c : i32, i32, i32
}

func.func @alloca_scope() -> f32 {
  %r = memref.alloca_scope -> f32 {
    %v = arith.constant 2.5 : f32
    %w = arith.addf %v, %v : f32
    memref.alloca_scope.return %w : f32
  }
  return %r : f32
}

func.func private @fact(%n: i32, %acc: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi sle, %n, %c1 : i32
  cf.cond_br %done, ^bb1, ^bb2
^bb1:
  return %acc : i32
^bb2:
  %m = arith.subi %n, %c1 : i32
  %r = call @fact(%m, %acc) : (i32, i32) -> i32
  return %r : i32
}

func.func private @never_called(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %y = arith.addi %c3, %c3 : i32
  return %y : i32
}

func.func @calls(%n: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = call @fact(%n, %c1) : (i32, i32) -> i32
  %b = call @ext(%c1) : (i32) -> i32
  return %a, %b : i32, i32
}

func.func @folds_to_operand(%x: i32, %v: vector<4xi32>, %b: i1) -> (i32, i32, vector<4xi32>, i32) {
  %c0 = arith.constant 0 : i32
  %z = arith.constant dense<0> : vector<4xi32>
  %a = arith.addi %x, %c0 : i32
  %s = arith.subi %x, %x : i32
  %w = arith.ori %v, %z : vector<4xi32>
  %p = ub.poison : i32
  %q = arith.select %b, %p, %p : i32
  %u = arith.addi %s, %x : i32
  return %a, %u, %w, %q : i32, i32, vector<4xi32>, i32
}

func.func @nested_order(%c: i1, %m: memref<f32>) {
  %one = arith.constant 1.0 : f32
  scf.if %c {
    %two = arith.addf %one, %one : f32
    memref.store %two, %m[] : memref<f32>
    scf.if %c {
      %four = arith.mulf %two, %two : f32
      memref.store %four, %m[] : memref<f32>
    }
  } else {
    %three = arith.constant 3.0 : f32
    memref.store %three, %m[] : memref<f32>
  }
  %half = arith.constant 0.5 : f32
  memref.store %half, %m[] : memref<f32>
  return
}

llvm.mlir.global internal @gv(7 : i32) : i32
llvm.func @llvm_consts(%c: i1) -> i32 {
  %a = llvm.mlir.constant(3 : i32) : i32
  %z = llvm.mlir.zero : i32
  %p = llvm.mlir.addressof @gv : !llvm.ptr
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  %v = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.add %x, %z : i32
  %t = llvm.add %s, %v : i32
  llvm.return %t : i32
}
