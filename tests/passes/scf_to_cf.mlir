// convert-scf-to-cf: every scf op MLIR lowers, nested in one another, with and without
// results, else regions and reductions; an op folded before it is lowered.
func.func @f(%lb: index, %ub: index, %st: index, %a: f32, %c: i1) -> f32 {
  %x = arith.addf %a, %a : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> f32 {
    %y = scf.if %c -> f32 {
      %z = arith.mulf %acc, %acc : f32
      scf.yield %z : f32
    } else {
      scf.yield %acc : f32
    }
    scf.if %c {
      "test.op"() : () -> ()
    }
    scf.yield %y : f32
  }
  %q = arith.addf %r, %x : f32
  return %q : f32
}
func.func @u(%lb: i32, %ub: i32, %st: i32) {
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  return
}
func.func @w(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %a : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %y : i32
    scf.yield %z : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %r : i32
  }
  return %e : i32
}
func.func @s(%i: index, %a: i64) -> i64 {
  %r = scf.index_switch %i -> i64
  case 2 {
    scf.yield %a : i64
  }
  case 5 {
    %x = arith.addi %a, %a : i64
    scf.yield %x : i64
  }
  default {
    %y = arith.muli %a, %a : i64
    scf.yield %y : i64
  }
  return %r : i64
}
func.func @p(%n: index, %m: index, %mem: memref<?x?xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    memref.store %f, %mem[%i, %j] : memref<?x?xf32>
  }
  return
}
func.func @dw(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %y = arith.addi %x, %x : i32
    %c = arith.cmpi slt, %y, %a : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @nested_mix(%c: i1, %n: index, %a: i32, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %nc = arith.xori %c, %true : i1
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %k = scf.if %nc -> i32 {
      scf.yield %x : i32
    } else {
      %d = arith.addi %x, %a : i32
      scf.yield %d : i32
    }
    %cond = arith.cmpi slt, %k, %a : i32
    scf.condition(%cond) %k : i32
  } do {
  ^bb0(%y: i32):
    %e = scf.execute_region -> i32 {
      %z = arith.muli %y, %y : i32
      cf.br ^bb1(%z : i32)
    ^bb1(%w: i32):
      scf.yield %w : i32
    }
    scf.index_switch %n
    case 3 {
      memref.store %e, %m[%c0] : memref<?xi32>
      scf.yield
    }
    default {
    }
    scf.yield %e : i32
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    scf.for %k = %c0 to %n step %c1 {
      scf.if %c {
        memref.store %r, %m[%k] : memref<?xi32>
      }
    }
    scf.reduce
  }
  return %r : i32
}
