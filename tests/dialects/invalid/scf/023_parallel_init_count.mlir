// scf.parallel with two initial values for one result (generic form).
// MLIR-ERROR: 'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 2
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
