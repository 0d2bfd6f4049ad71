// scf.if's and scf.execute_region's canonicalization: constant conditions (with and
// without else, with results), unused results, yields from outside (selects, equal
// values, the condition and its negation), the condition inside each branch, empty
// else branches, a negated condition swapping the branches, an if without else in a
// loop changing state, and execute_region with one block and with several.
func.func @static(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %f -> (i32) {
    scf.yield %a : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  scf.if %f {
    "test.side"() : () -> ()
  }
  return %0, %1 : i32, i32
}

func.func @unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %x, %y, %a : i32, i32, i32
  } else {
    %z = "test.op"(%b) : (i32) -> i32
    scf.yield %b, %z, %b : i32, i32, i32
  }
  return %0#1 : i32
}

func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

func.func @all_select(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}

func.func @condition_values(%c: i1, %a: i32) -> (i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, i32) {
    "test.side"() : () -> ()
    scf.yield %t, %f, %a : i1, i1, i32
  } else {
    "test.side"() : () -> ()
    scf.yield %f, %t, %a : i1, i1, i32
  }
  return %0#0, %0#1, %0#2 : i1, i1, i32
}

func.func @propagation(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
    scf.if %c {
      "test.use"(%c) : (i1) -> ()
    }
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  "test.use"(%c) : (i1) -> ()
  return
}

func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.side"() : () -> ()
  } else {
  }
  return
}

func.func @negated(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = scf.if %n -> (i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.op"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

func.func @if_in_loop(%n: index, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %odd = arith.remui %i, %c1 : index
    %is = arith.cmpi eq, %odd, %c0 : index
    scf.if %is {
      memref.store %acc, %m[%c0] : memref<4xi32>
    }
    %next = arith.addi %acc, %one : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @execute_single(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %0 : i32
}

func.func @execute_multi(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.before"() : () -> ()
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  ^bb2:
    scf.yield %b : i32
  }
  "test.after"(%0) : (i32) -> ()
  return %0 : i32
}

// CombineIfs: consecutive ifs on one condition, on a condition and its
// negation (either way round), with and without else regions and results,
// the first one's results used inside the second.
func.func @combine_same(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %x = scf.if %c -> i32 {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  } else {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  %y = scf.if %c -> i32 {
    %p = arith.addi %x, %a : i32
    scf.yield %p : i32
  } else {
    %q = arith.xori %x, %b : i32
    scf.yield %q : i32
  }
  return %x, %y : i32, i32
}

func.func @combine_negated(%c: i1, %a: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.first"(%a) : (i32) -> ()
  }
  scf.if %n {
    "test.second"(%a) : (i32) -> ()
  }
  %r = scf.if %n -> i32 {
    %t = "test.third"(%a) : (i32) -> i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  %s = scf.if %c -> i32 {
    %u = "test.fourth"(%r) : (i32) -> i32
    scf.yield %u : i32
  } else {
    scf.yield %r : i32
  }
  return %s : i32
}
