VALID = [
("for_no_iter_args", """
// scf.for over index without loop-carried values.
func.func private @sink(index, f32)
func.func @f(%lb: index, %ub: index, %step: index, %v: f32) {
  scf.for %i = %lb to %ub step %step {
    func.call @sink(%i, %v) : (index, f32) -> ()
  }
  return
}
"""),
("for_constant_bounds", """
// scf.for with constant bounds; the three equal-looking constants get distinct names.
func.func private @sink(index, i32)
func.func @f() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  scf.for %i = %c0 to %c10 step %c1 {
    func.call @sink(%i, %c0_i32) : (index, i32) -> ()
  }
  return
}
"""),
("for_iter_args", """
// scf.for with one loop-carried value (a sum).
func.func private @source(index) -> f32
func.func @sum(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = func.call @source(%i) : (index) -> f32
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  return %r : f32
}
"""),
("for_multiple_iter_args", """
// scf.for with several loop-carried values of different types.
func.func @f(%n: index, %a: i32, %b: f64, %t: tensor<4xf32>) -> (i32, f64, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %t) -> (i32, f64, tensor<4xf32>) {
    %x1 = arith.addi %x, %x : i32
    scf.yield %x1, %y, %z : i32, f64, tensor<4xf32>
  }
  return %r#0, %r#1, %r#2 : i32, f64, tensor<4xf32>
}
"""),
("for_integer_induction", """
// scf.for with an i32 induction variable: the type follows the bounds after a colon.
func.func @f(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  return %r : i32
}
"""),
("for_integer_no_iter_args", """
// scf.for with an i64 induction variable and no loop-carried values.
func.func private @sink(i64)
func.func @f(%lb: i64, %ub: i64) {
  %c1 = arith.constant 1 : i64
  scf.for %i = %lb to %ub step %c1 : i64 {
    func.call @sink(%i) : (i64) -> ()
  }
  return
}
"""),
("for_unsigned", """
// scf.for with `unsigned` comparison of the induction variable.
func.func @f(%lb: i8, %ub: i8, %step: i8, %a: i8) -> i8 {
  %r = scf.for unsigned %i = %lb to %ub step %step iter_args(%acc = %a) -> (i8) : i8 {
    %s = arith.xori %acc, %i : i8
    scf.yield %s : i8
  }
  scf.for unsigned %j = %lb to %ub step %step : i8 {
  }
  return %r : i8
}
"""),
("for_nested", """
// Two nested scf.for loops calling a function for every (i, j).
func.func private @sink(index, index, f32)
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      func.call @sink(%i, %j, %one) : (index, index, f32) -> ()
    }
  }
  return
}
"""),
("for_tensor_iter_arg", """
// scf.for threading a tensor through a function call.
func.func private @update(tensor<16xi32>, index, i32) -> tensor<16xi32>
func.func @f(%t: tensor<16xi32>) -> tensor<16xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %t) -> (tensor<16xi32>) {
    %v = arith.index_cast %i : index to i32
    %u = func.call @update(%acc, %i, %v) : (tensor<16xi32>, index, i32) -> tensor<16xi32>
    scf.yield %u : tensor<16xi32>
  }
  return %r : tensor<16xi32>
}
"""),
("for_implicit_yield", """
// scf.for whose body has no explicit terminator: scf.yield is implied and not printed.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.yield
  }
  return
}
"""),
("for_attributes", """
// scf.for with discardable attributes and a location.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {test.unroll = 4 : i64, test.parallel} loc("loop.mlir":3:3)
  return
}
"""),
("if_no_results", """
// scf.if without results and without an else region.
func.func private @sink(f32)
func.func @f(%c: i1, %v: f32) {
  scf.if %c {
    func.call @sink(%v) : (f32) -> ()
  }
  return
}
"""),
("if_else_no_results", """
// scf.if without results with both regions.
func.func private @sink(f32)
func.func @f(%c: i1, %a: f32, %b: f32) {
  scf.if %c {
    func.call @sink(%a) : (f32) -> ()
  } else {
    func.call @sink(%b) : (f32) -> ()
  }
  return
}
"""),
("if_results", """
// scf.if yielding one value from each branch.
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
"""),
("if_multiple_results", """
// scf.if yielding several values of different types.
func.func @f(%c: i1, %a: f32, %t: tensor<?xf32>) -> (f32, tensor<?xf32>, index) {
  %r:3 = scf.if %c -> (f32, tensor<?xf32>, index) {
    %i = arith.constant 0 : index
    scf.yield %a, %t, %i : f32, tensor<?xf32>, index
  } else {
    %n = arith.negf %a : f32
    %j = arith.constant 1 : index
    scf.yield %n, %t, %j : f32, tensor<?xf32>, index
  }
  return %r#0, %r#1, %r#2 : f32, tensor<?xf32>, index
}
"""),
("if_nested", """
// Nested scf.if computing the sign of an integer.
func.func @sign(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  %r = scf.if %neg -> i32 {
    %m1 = arith.constant -1 : i32
    scf.yield %m1 : i32
  } else {
    %pos = arith.cmpi sgt, %x, %c0 : i32
    %s = scf.if %pos -> i32 {
      %p1 = arith.constant 1 : i32
      scf.yield %p1 : i32
    } else {
      scf.yield %c0 : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
"""),
("if_empty_else", """
// scf.if with an empty else region (printed without it).
func.func @f(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}
"""),
("if_attributes", """
// scf.if with a discardable attribute.
func.func @f(%c: i1, %a: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %a : i8
  } else {
    scf.yield %a : i8
  } {test.hint = "likely"}
  return %r : i8
}
"""),
("while_basic", """
// scf.while computing the first power of two not below %n.
func.func @pow2(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = scf.while (%x = %c1) : (i64) -> i64 {
    %lt = arith.cmpi slt, %x, %n : i64
    scf.condition(%lt) %x : i64
  } do {
  ^bb0(%y: i64):
    %d = arith.addi %y, %y : i64
    scf.yield %d : i64
  }
  return %r : i64
}
"""),
("while_different_types", """
// scf.while whose before and after regions carry different types.
func.func @f(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c0 = arith.constant 0 : i32
    %gt = arith.cmpi sgt, %x, %c0 : i32
    scf.condition(%gt) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %c1 = arith.constant 1 : i32
    %q1 = arith.subi %q, %c1 : i32
    scf.yield %q1, %p : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}
"""),
("while_no_values", """
// scf.while without loop-carried values.
func.func @f(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
"""),
("while_collatz", """
// Count the Collatz steps of %n with scf.while and scf.if.
func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %ne = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%ne) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %rem = arith.remui %y, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> i64 {
      %h = arith.divui %y, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %y, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}
"""),
("while_attributes", """
// scf.while with a discardable attribute dictionary after the regions.
func.func @f(%a: index) -> index {
  %r = scf.while (%x = %a) : (index) -> index {
    %t = arith.constant true
    scf.condition(%t) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  } attributes {test.note = "loop"}
  return %r : index
}
"""),
("execute_region", """
// scf.execute_region with a single-block region and a result.
func.func @f(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}
"""),
("execute_region_multi_result_no_inline", """
// scf.execute_region with several results and the no_inline flag.
func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.execute_region -> (i32, f32) no_inline {
    scf.yield %a, %b : i32, f32
  }
  scf.execute_region {
    scf.yield
  }
  return %r#0, %r#1 : i32, f32
}
"""),
("index_switch", """
// scf.index_switch with cases, a default, and a result.
func.func @f(%i: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    scf.yield %a : f32
  }
  case 1 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  case 7 {
    scf.yield %b : f32
  }
  default {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}
"""),
("index_switch_no_results", """
// scf.index_switch without results, with a negative case value.
func.func private @sink(i32)
func.func @f(%i: index) {
  scf.index_switch %i
  case -1 {
    %c = arith.constant -1 : i32
    func.call @sink(%c) : (i32) -> ()
    scf.yield
  }
  default {
  }
  return
}
"""),
("index_switch_default_only", """
// scf.index_switch with only a default region and two results.
func.func @f(%i: index) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  default {
    %c = arith.constant 3 : i32
    scf.yield %c, %c : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
"""),
("forall_static", """
// scf.forall with static upper bounds (normalised form) and no outputs.
func.func private @sink(index, index, f32)
func.func @f(%v: f32) {
  scf.forall (%i, %j) in (4, 8) {
    func.call @sink(%i, %j, %v) : (index, index, f32) -> ()
  }
  return
}
"""),
("forall_bounds_and_steps", """
// scf.forall with lower bounds, upper bounds and steps, mixing static and dynamic values.
func.func private @sink(index)
func.func @f(%ub: index, %step: index) {
  scf.forall (%i) = (0) to (%ub) step (%step) {
    func.call @sink(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (1, 2) to (10, %ub) step (3, 1) {
  }
  return
}
"""),
("forall_shared_outs", """
// scf.forall with shared_outs and an empty scf.forall.in_parallel terminator.
func.func @f(%a: tensor<32xf32>, %b: tensor<8xi32>) -> (tensor<32xf32>, tensor<8xi32>) {
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %a, %p = %b) -> (tensor<32xf32>, tensor<8xi32>) {
    scf.forall.in_parallel {
    }
  }
  return %r#0, %r#1 : tensor<32xf32>, tensor<8xi32>
}
"""),
("forall_empty_mapping", """
// scf.forall with an (empty) mapping attribute after the body.
func.func @f(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    scf.forall.in_parallel {
    }
  } {mapping = []}
  return %r : tensor<4x4xf32>
}
"""),
("parallel_no_reduce", """
// scf.parallel over two dimensions without reductions.
func.func private @sink(index, index, f32)
func.func @f(%n0: index, %n1: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n0, %n1) step (%c1, %c1) {
    func.call @sink(%i, %j, %v) : (index, index, f32) -> ()
  }
  return
}
"""),
("parallel_reduce", """
// scf.parallel with one reduction combined in scf.reduce.
func.func private @source(index) -> f32
func.func @sum(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %x = func.call @source(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
"""),
("parallel_two_reductions", """
// scf.parallel with two reductions of different types.
func.func @f(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %min = arith.constant 2147483647 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero, %min) -> (i32, i32) {
    %x = arith.index_cast %i : index to i32
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.minsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}
"""),
("yield_generic_form", """
// scf.for and scf.yield in generic form; printed in custom form.
func.func @f(%lb: index, %ub: index, %s: index, %a: f32) -> f32 {
  %r = "scf.for"(%lb, %ub, %s, %a) ({
  ^bb0(%i: index, %acc: f32):
    "scf.yield"(%acc) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return %r : f32
}
"""),
("loop_nest_mixed", """
// scf.for containing scf.if and scf.while.
func.func private @sink(index, i32)
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    scf.if %even {
      %x = scf.while (%k = %i) : (index) -> index {
        %gt = arith.cmpi ugt, %k, %c0 : index
        scf.condition(%gt) %k : index
      } do {
      ^bb0(%k2: index):
        %d = arith.divui %k2, %c2 : index
        scf.yield %d : index
      }
      %v = arith.index_cast %x : index to i32
      func.call @sink(%i, %v) : (index, i32) -> ()
    }
  }
  return
}
"""),
("for_generic_bounds_types", """
// scf.for with induction variable of type i16 and iter_args of vector type.
func.func @f(%lb: i16, %ub: i16, %v: vector<4xf32>) -> vector<4xf32> {
  %c2 = arith.constant 2 : i16
  %r = scf.for %i = %lb to %ub step %c2 iter_args(%acc = %v) -> (vector<4xf32>) : i16 {
    %s = arith.addf %acc, %acc : vector<4xf32>
    scf.yield %s : vector<4xf32>
  }
  return %r : vector<4xf32>
}
"""),
("if_in_for_iter_args", """
// scf.for with iter_args whose body yields the result of an scf.if.
func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %lt = arith.cmpi ult, %i, %c3 : index
    %next = scf.if %lt -> (index) {
      %a = arith.addi %acc, %i : index
      scf.yield %a : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %next : index
  }
  return %r : index
}
"""),
("forall_no_steps_dynamic", """
// scf.forall with dynamic upper bounds in the normalised `in` form.
func.func private @sink(index, index, i8)
func.func @f(%n: index, %m: index, %v: i8) {
  scf.forall (%i, %j) in (%n, %m) {
    func.call @sink(%i, %j, %v) : (index, index, i8) -> ()
  }
  return
}
"""),
("parallel_attributes_loc", """
// scf.parallel with a discardable attribute and a location.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  } {test.mapped} loc("par.mlir":7:3)
  return
}
"""),
("index_switch_many_cases", """
// scf.index_switch with many cases yielding i1 values.
func.func @is_small_prime(%i: index) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = scf.index_switch %i -> i1
  case 2 {
    scf.yield %t : i1
  }
  case 3 {
    scf.yield %t : i1
  }
  case 5 {
    scf.yield %t : i1
  }
  case 7 {
    scf.yield %t : i1
  }
  default {
    scf.yield %f : i1
  }
  return %r : i1
}
"""),
("while_before_region_ops", """
// scf.while whose before region computes values passed to the after region.
func.func @f(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %sq = arith.muli %x, %x : i32
    %lt = arith.cmpi slt, %sq, %limit : i32
    scf.condition(%lt) %sq : i32
  } do {
  ^bb0(%y: i32):
    %c1 = arith.constant 1 : i32
    %z = arith.addi %y, %c1 : i32
    scf.yield %z : i32
  }
  return %r : i32
}
"""),
("for_zero_step_accepted", """
// scf.for with a constant zero step: accepted by the verifier.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %c0 {
  }
  return
}
"""),
]

INVALID = [
("for_yield_wrong_count", """
// scf.for whose yield has fewer values than the loop has iter_args.
func.func @f(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield
  }
  return
}
"""),
("for_yield_wrong_type", """
// scf.for whose yield type differs from the iter_arg type.
func.func @f(%n: index, %a: i32, %b: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i64
  }
  return
}
"""),
("for_init_type_mismatch", """
// scf.for whose initial value type differs from the declared result type.
func.func @f(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return
}
"""),
("for_float_bounds", """
// scf.for with f32 bounds.
func.func @f(%lb: f32, %ub: f32, %s: f32) {
  scf.for %i = %lb to %ub step %s : f32 {
  }
  return
}
"""),
("for_mixed_bound_types", """
// scf.for whose bounds are index but the induction type is i32.
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s : i32 {
  }
  return
}
"""),
("if_results_without_else", """
// scf.if with results but no else region.
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  }
  return %r : i32
}
"""),
("if_yield_wrong_type", """
// scf.if whose then region yields a value of the wrong type.
func.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %b : i64
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
"""),
("if_non_i1_condition", """
// scf.if with an i32 condition.
func.func @f(%c: i32) {
  scf.if %c {
  }
  return
}
"""),
("if_yield_count_mismatch", """
// scf.if whose else region yields two values for one result.
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %a, %a : i32, i32
  }
  return %r : i32
}
"""),
("while_condition_type_mismatch", """
// scf.while whose condition forwards a value of a type other than the result type.
func.func @f(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i64 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%y: i64):
    scf.yield %a : i32
  }
  return
}
"""),
("while_condition_non_i1", """
// scf.condition with an i32 condition.
func.func @f(%a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    scf.condition(%x)
  } do {
    scf.yield %a : i32
  }
  return
}
"""),
("while_after_yield_mismatch", """
// scf.while whose after region yields the wrong number of values.
func.func @f(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield
  }
  return
}
"""),
("yield_outside_scf", """
// scf.yield directly in a function body.
func.func @f() {
  scf.yield
}
"""),
("condition_outside_while", """
// scf.condition inside scf.if instead of scf.while.
func.func @f(%c: i1) {
  scf.if %c {
    scf.condition(%c)
  }
  return
}
"""),
("index_switch_duplicate_case", """
// scf.index_switch with a duplicated case value.
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
"""),
("index_switch_yield_mismatch", """
// scf.index_switch whose default region yields the wrong type.
func.func @f(%i: index, %a: i32, %b: f32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : f32
  }
  return %r : i32
}
"""),
("parallel_wrong_reduce_count", """
// scf.parallel with one init value but no scf.reduce operand.
func.func @f(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    scf.reduce
  }
  return
}
"""),
("parallel_bounds_count_mismatch", """
// scf.parallel with two lower bounds but one upper bound.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n) step (%c1, %c1) {
  }
  return
}
"""),
("reduce_return_wrong_type", """
// scf.reduce.return with a value of the wrong type.
func.func @f(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %rr: f32):
      %x = arith.constant 0 : i32
      scf.reduce.return %x : i32
    }
  }
  return
}
"""),
("forall_shared_out_type_mismatch", """
// scf.forall whose declared result type differs from the shared output type.
func.func @f(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}
"""),
("execute_region_no_yield_type", """
// scf.execute_region whose yield type does not match the result type.
func.func @f(%a: i32) -> i64 {
  %r = scf.execute_region -> i64 {
    scf.yield %a : i32
  }
  return %r : i64
}
"""),
("parallel_reduce_operand_type", """
// scf.parallel whose scf.reduce operand has another type than the result (reported at scf.reduce).
func.func @f(%n: index, %a: f32, %j: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    scf.reduce(%j : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return %r : f32
}
"""),
("parallel_init_count", """
// scf.parallel with two initial values for one result (generic form).
func.func @f(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = "scf.parallel"(%c0, %n, %c1, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%a) ({
    ^bb0(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32, f32) -> f32
  return %r : f32
}
"""),
("attr_dict_index_switch_cases_wrong_kind", """
// scf.index_switch with an integer cases in its attribute dictionary: its generated parser checks it at the '{'.
func.func @f(%i: index) {
  scf.index_switch %i {cases = 1 : i32}
  default {
    scf.yield
  }
  return
}
"""),
]
INVALID.append(("parallel_no_tuple_elements", """
// scf.parallel without bounds or steps.
func.func @f() {
  scf.parallel () = () to () step () {
  }
  return
}
"""))
INVALID.append(("parallel_zero_constant_step", """
// scf.parallel with a constant zero step.
func.func @f(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%a) to (%b) step (%c0) {
  }
  return
}
"""))
INVALID.append(("parallel_generic_wrong_terminator", """
// scf.parallel in generic form whose body ends with scf.yield: the note names the terminator.
func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
"""))
INVALID.append(("if_generic_region_argument", """
// scf.if in generic form whose then region takes an argument.
func.func @f(%c: i1) {
  "scf.if"(%c) ({
  ^bb0(%x: index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}
"""))
INVALID.append(("while_after_wrong_terminator", """
// scf.while whose after region ends with another op than scf.yield.
func.func @f() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    "scf.condition"(%true) : (i1) -> ()
  }
  return
}
"""))
INVALID.append(("for_iter_args_count_mismatch", """
// scf.for with more result types than loop-carried values.
func.func @f(%a: index, %x: f32) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (f32, f32) {
    scf.yield %s, %s : f32, f32
  }
  return
}
"""))
INVALID.append(("while_input_types_count", """
// scf.while whose function type has more inputs than operands.
func.func @f() {
  %true = arith.constant true
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
  return
}
"""))
INVALID.append(("index_switch_wrong_terminator", """
// scf.index_switch in generic form whose case region ends with func.return.
func.func @f(%a: index) {
  "scf.index_switch"(%a) ({
    "scf.yield"() : () -> ()
  }, {
    return
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}
"""))
INVALID.append(("for_generic_result_type_differs", """
// scf.for in generic form whose result type differs from its iter_arg's.
func.func @f(%a: index, %init: f32) {
  "scf.for"(%a, %a, %a, %init) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> (f64)
  return
}
"""))
INVALID.append(("for_generic_too_few_yielded", """
// scf.for in generic form yielding fewer values than it carries.
func.func @f(%a: index, %init: f32) {
  %x, %y = "scf.for"(%a, %a, %a, %init, %init) ({
  ^bb0(%i: index, %p: f32, %q: f32):
    scf.yield %p : f32
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
"""))
INVALID.append(("reduce_wrong_terminator", """
// scf.reduce whose region ends with scf.yield instead of scf.reduce.return.
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      "scf.yield"() : () -> ()
    }
  }
  return
}
"""))
