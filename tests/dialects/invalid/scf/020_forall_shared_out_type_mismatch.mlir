// scf.forall whose declared result type differs from the shared output type.
// MLIR-ERROR: use of value '%t' expects different type than prior uses: 'tensor<8xf32>' vs 'tensor<4xf32>'
func.func @f(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}
