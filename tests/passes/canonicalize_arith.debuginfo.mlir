// arith's declarative canonicalization patterns, printed with locations (the ops they
// build take the fused location of the ops they match): constants reassociated through
// addi, subi and muli (with overflow flags merged), x + y * -1, subi(subi(a, b), a),
// a negated cmpi, cmpi of two extensions, redundant and negated selects, select of
// booleans and of 0/1, and casts of extensions.
func.func @reassoc(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32 loc("c3")
  %c5 = arith.constant 5 : i32 loc("c5")
  %a0 = arith.addi %x, %c3 overflow<nsw, nuw> : i32 loc("a0")
  %a1 = arith.addi %a0, %c5 overflow<nsw> : i32 loc("a1")
  %s0 = arith.subi %x, %c3 : i32 loc("s0")
  %a2 = arith.addi %s0, %c5 : i32 loc("a2")
  %s1 = arith.subi %c3, %x : i32 loc("s1")
  %a3 = arith.addi %s1, %c5 : i32 loc("a3")
  %s2 = arith.subi %a0, %c5 : i32 loc("s2")
  %s3 = arith.subi %c5, %a0 : i32 loc("s3")
  %s4 = arith.subi %s0, %c5 : i32 loc("s4")
  %s5 = arith.subi %s1, %c5 : i32 loc("s5")
  %s6 = arith.subi %c5, %s0 : i32 loc("s6")
  %s7 = arith.subi %c5, %s1 : i32 loc("s7")
  return %a1, %a2, %a3, %s2, %s3, %s4, %s5, %s6, %s7 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @mul(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %m = arith.constant -1 : i32
  %m0 = arith.muli %x, %c3 : i32 loc("m0")
  %m1 = arith.muli %m0, %c7 : i32 loc("m1")
  %n = arith.muli %y, %m : i32 loc("n")
  %a = arith.addi %x, %n : i32 loc("a")
  %b = arith.addi %n, %x : i32 loc("b")
  %s = arith.subi %x, %y : i32 loc("s")
  %t = arith.subi %s, %x : i32 loc("t")
  return %m1, %a, %b, %t : i32, i32, i32, i32
}

func.func @compares(%a: i32, %b: i32, %c: i8, %d: i8) -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %p = arith.cmpi slt, %a, %b : i32 loc("p")
  %n = arith.xori %p, %t : i1 loc("n")
  %e1 = arith.extsi %c : i8 to i32 loc("e1")
  %e2 = arith.extsi %d : i8 to i32 loc("e2")
  %q = arith.cmpi eq, %e1, %e2 : i32 loc("q")
  %u1 = arith.extui %c : i8 to i32
  %u2 = arith.extui %d : i8 to i32
  %r = arith.cmpi ne, %u1, %u2 : i32
  %s = arith.cmpi slt, %u1, %u2 : i32
  return %n, %q, %r, %s : i1, i1, i1, i1
}

func.func @selects(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1, i32, i64) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %s0 = arith.select %p, %a, %b : i32
  %r0 = arith.select %p, %s0, %c : i32 loc("r0")
  %r1 = arith.select %p, %c, %s0 : i32 loc("r1")
  %np = arith.xori %q, %t : i1
  %r2 = arith.select %np, %a, %b : i32 loc("r2")
  %r3 = arith.select %p, %f, %t : i1 loc("r3")
  %r4 = arith.select %q, %zero, %one : i32 loc("r4")
  %one64 = arith.constant 1 : i64
  %zero64 = arith.constant 0 : i64
  %r5 = arith.select %p, %one64, %zero64 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i1, i32, i64
}

func.func @casts(%x: i8) -> (i32, index, index) {
  %u = arith.extui %x : i8 to i16 loc("u")
  %s = arith.extsi %u : i16 to i32 loc("s")
  %e = arith.extsi %x : i8 to i32
  %i = arith.index_cast %e : i32 to index
  %v = arith.extui %x : i8 to i32
  %j = arith.index_castui %v : i32 to index
  return %s, %i, %j : i32, index, index
}
