// Control-flow sinking: effect-free ops used only inside one region of a
// conditional move to the start of its entry block, in the order the sinker
// reaches them.

func.func @if_sink(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
  %c3 = arith.constant 3 : i32
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %c3 : i32
  %z = arith.subi %a, %b : i32
  %both = arith.xori %a, %b : i32
  %c0 = arith.constant 0 : index
  %l = memref.load %m[%c0] : memref<4xi32>
  %r = scf.if %c -> i32 {
    %s = arith.addi %y, %z : i32
    %t = arith.addi %s, %both : i32
    scf.yield %t : i32
  } else {
    %u = arith.addi %both, %l : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @nested(%c: i1, %d: i1, %a: f32) -> f32 {
  %two = arith.constant 2.0 : f32
  %sq = arith.mulf %a, %a : f32
  %p = arith.addf %sq, %two : f32
  %r = scf.if %c -> f32 {
    %q = scf.if %d -> f32 {
      %w = arith.mulf %p, %p : f32
      scf.yield %w : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %q : f32
  } else {
    scf.yield %two : f32
  }
  return %r : f32
}

func.func @switch(%i: index, %a: i64) -> i64 {
  %k = arith.constant 7 : i64
  %m = arith.muli %a, %k : i64
  %n = arith.addi %a, %k : i64
  %r = scf.index_switch %i -> i64
  case 0 {
    scf.yield %m : i64
  }
  case 1 {
    %x = arith.addi %m, %n : i64
    scf.yield %x : i64
  }
  default {
    scf.yield %a : i64
  }
  return %r : i64
}

func.func @loops_stay(%c: i1, %a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.muli %a, %a : i32
  %y = arith.addi %a, %a : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  %q = scf.if %c -> i32 {
    %v = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> i32 {
      %s = arith.addi %acc, %y : i32
      scf.yield %s : i32
    }
    scf.yield %v : i32
  }
  else {
    scf.yield %r : i32
  }
  return %q : i32
}

func.func @used_deeper(%n: index, %p: i1, %m: memref<?xi1>) {
  %false = arith.constant false
  %c1 = arith.constant 1 : index
  scf.if %p {
    %start = arith.muli %n, %n : index
    scf.for %j = %start to %n step %c1 {
      memref.store %false, %m[%j] : memref<?xi1>
    }
  }
  return
}
