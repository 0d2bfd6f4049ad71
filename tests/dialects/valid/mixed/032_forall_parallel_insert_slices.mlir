// scf.forall with shared_outs, affine.apply offsets and tensor.parallel_insert_slice in scf.forall.in_parallel.
func.func @f(%t: tensor<32xf32>, %init: tensor<32xf32>) -> tensor<32xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %init) -> (tensor<32xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %t[%off] [4] [1] : tensor<32xf32> to tensor<4xf32>
    %n = arith.negf %s : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %o[%off] [4] [1] : tensor<4xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}
