// scf.for's patterns: loop-carried values passed through unchanged (yielded as they
// come in, unused with their init yielded, unused with the result unused), loops of
// zero trips (equal bounds, bounds crossed, signed and unsigned), one trip (constant
// bounds, ub = lb + c), and several trips that only yield values from outside.
func.func @forwarded(%n: index, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %c, %w = %a) -> (i32, i32, i32, i32) {
    %s = arith.addi %w, %w : i32
    "test.use"(%s) : (i32) -> ()
    scf.yield %x, %b, %s, %s : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#3, %r#3 : i32, i32, i32, i32
}

func.func @all_forwarded(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    "test.use"(%i) : (index) -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @trips(%n: index, %a: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m1 = arith.constant -1 : index
  %one = arith.constant 1 : i32
  %r0 = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %one : i32
    scf.yield %y : i32
  }
  %r1 = scf.for %i = %c5 to %c3 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %one : i32
    scf.yield %y : i32
  }
  %r2 = scf.for unsigned %i = %m1 to %c3 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %one : i32
    scf.yield %y : i32
  }
  %r3 = scf.for %i = %c3 to %c5 step %c3 iter_args(%x = %a) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %y = arith.addi %x, %ii : i32
    scf.yield %y : i32
  }
  %up = arith.addi %n, %c1 : index
  %r4 = scf.for %i = %n to %up step %c1 iter_args(%x = %a) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %y = arith.muli %x, %ii : i32
    scf.yield %y : i32
  }
  %r5 = scf.for %i = %c0 to %c5 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %one : i32
  }
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i32, i32, i32
}

func.func @signed_trip(%a: i32) -> i32 {
  %m1 = arith.constant -1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %r = scf.for %i = %m1 to %c3 step %c4 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %one : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @one_trip_swapped(%a: f32, %b: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    "test.side"() : () -> ()
    scf.yield %y, %x : f32, f32
  }
  return %r#1, %r#0 : f32, f32
}
