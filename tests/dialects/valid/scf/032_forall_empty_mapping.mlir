// scf.forall with an (empty) mapping attribute after the body.
func.func @f(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    scf.forall.in_parallel {
    }
  } {mapping = []}
  return %r : tensor<4x4xf32>
}
