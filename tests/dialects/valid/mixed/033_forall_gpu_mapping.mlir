// scf.forall with a #gpu.thread mapping attribute and two shared outputs updated with tensor slices.
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xi32>) -> (tensor<4x4xf32>, tensor<4x4xi32>) {
  %r:2 = scf.forall (%i, %j) in (4, 4) shared_outs(%x = %a, %y = %b) -> (tensor<4x4xf32>, tensor<4x4xi32>) {
    %s = tensor.extract_slice %x[%i, %j] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
    %u = tensor.extract_slice %y[%i, %j] [1, 1] [1, 1] : tensor<4x4xi32> to tensor<1x1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %x[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x4xf32>
      tensor.parallel_insert_slice %u into %y[%i, %j] [1, 1] [1, 1] : tensor<1x1xi32> into tensor<4x4xi32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r#0, %r#1 : tensor<4x4xf32>, tensor<4x4xi32>
}
