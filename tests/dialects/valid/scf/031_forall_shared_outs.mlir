// scf.forall with shared_outs and an empty scf.forall.in_parallel terminator.
func.func @f(%a: tensor<32xf32>, %b: tensor<8xi32>) -> (tensor<32xf32>, tensor<8xi32>) {
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %a, %p = %b) -> (tensor<32xf32>, tensor<8xi32>) {
    scf.forall.in_parallel {
    }
  }
  return %r#0, %r#1 : tensor<32xf32>, tensor<8xi32>
}
