// tensor.parallel_insert_slice inside scf.forall.in_parallel with dynamic offsets.
func.func @f(%src: tensor<64xf32>, %dst: tensor<64xf32>) -> tensor<64xf32> {
  %r = scf.forall (%i) in (16) shared_outs(%o = %dst) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %src[%off] [4] [1] : tensor<64xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [4] [1] : tensor<4xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
