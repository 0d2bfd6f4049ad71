// Scale a tensor tile by tile with scf.forall, tensor.extract_slice, linalg.map and parallel_insert_slice.
func.func @scale(%t: tensor<64x64xf32>, %k: f32) -> tensor<64x64xf32> {
  %out = tensor.empty() : tensor<64x64xf32>
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %out) -> (tensor<64x64xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 16)>(%j)
    %tile = tensor.extract_slice %t[%oi, %oj] [16, 16] [1, 1] : tensor<64x64xf32> to tensor<16x16xf32>
    %dst = tensor.extract_slice %o[%oi, %oj] [16, 16] [1, 1] : tensor<64x64xf32> to tensor<16x16xf32>
    %scaled = linalg.map ins(%tile : tensor<16x16xf32>) outs(%dst : tensor<16x16xf32>)
      (%x: f32, %unused: f32) {
        %y = arith.mulf %x, %k : f32
        linalg.yield %y : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %scaled into %o[%oi, %oj] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<64x64xf32>
    }
  }
  return %r : tensor<64x64xf32>
}
