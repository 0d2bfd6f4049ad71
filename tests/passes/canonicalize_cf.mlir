// cf's canonicalization patterns: merging a single-predecessor block, pass-through
// blocks (with and without arguments, and a self-loop left alone), constant
// conditions, identical successors (with selects for differing operands), a
// condition repeated by the only predecessor, and the condition's truth inside the
// blocks one edge alone reaches.
func.func @merge(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @pass_through_br(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb3:
  cf.br ^bb4(%a : i32)
^bb2:
  cf.br ^bb4(%a : i32)
^bb4(%r: i32):
  "test.use"(%r) : (i32) -> ()
  cf.br ^bb4(%r : i32)
}

func.func @constant_condition(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.cond_br %f, ^bb3(%x : i32), ^bb4(%x : i32)
^bb2(%y: i32):
  cf.br ^bb4(%y : i32)
^bb3(%z: i32):
  return %z, %z : i32, i32
^bb4(%w: i32):
  return %w, %a : i32, i32
}

func.func @identical_successors(%c: i1, %a: i32, %b: i32, %d: f32) -> (i32, f32) {
  cf.cond_br %c, ^bb1(%a, %d : i32, f32), ^bb1(%b, %d : i32, f32)
^bb1(%x: i32, %y: f32):
  return %x, %y : i32, f32
}

func.func @identical_same_operands(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @same_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.side"() : () -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb3(%b : i32)
^bb2:
  "test.side"() : () -> ()
  cf.cond_br %c, ^bb4, ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
^bb4:
  return %a : i32
}

func.func @truth(%c: i1) -> (i1, i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "test.use"(%c) : (i1) -> i1
  "test.use2"(%c, %c) : (i1, i1) -> ()
  return %x, %c : i1, i1
^bb2:
  %y = "test.use"(%c) : (i1) -> i1
  return %y, %c : i1, i1
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %c0 : index, index)
^head(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %acc2 : index, index)
^exit:
  return %acc : index
}

func.func @dead_argument(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  "test.side"() : () -> ()
  cf.br ^bb3(%x, %a : i32, i32)
^bb2(%y: i32):
  "test.side"() : () -> ()
  cf.br ^bb3(%y, %a : i32, i32)
^bb3(%u: i32, %unused: i32):
  return %u : i32
}

func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %c1 = arith.constant 1 : i64
  %add = arith.addi %add, %c1 : i64
  "test.x"(%add) : (i64) -> ()
  cf.br ^bb1
}
