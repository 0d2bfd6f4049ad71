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
