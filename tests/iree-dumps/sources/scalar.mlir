func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %done = arith.cmpi sgt, %x, %c1 : i64
    scf.condition(%done) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %rem = arith.remsi %x, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> i64 {
      %h = arith.divsi %x, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %s = arith.addi %steps, %c1 : i64
    scf.yield %next, %s : i64, i64
  }
  return %r#1 : i64
}
