// A small lowered matmul: transfer reads, a contraction in a loop, a transfer write.
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @matmul(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %init = vector.transfer_read %C[%c0, %c0], %zero {in_bounds = [true, true]} : memref<8x4xf32>, vector<8x4xf32>
  %res = scf.for %k = %c0 to %c16 step %c4 iter_args(%acc = %init) -> (vector<8x4xf32>) {
    %a = vector.transfer_read %A[%c0, %k], %zero {in_bounds = [true, true]} : memref<8x16xf32>, vector<8x4xf32>
    %b = vector.transfer_read %B[%k, %c0], %zero {in_bounds = [true, true]} : memref<16x4xf32>, vector<4x4xf32>
    %d = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<8x4xf32>, vector<4x4xf32> into vector<8x4xf32>
    scf.yield %d : vector<8x4xf32>
  }
  vector.transfer_write %res, %C[%c0, %c0] {in_bounds = [true, true]} : vector<8x4xf32>, memref<8x4xf32>
  return
}
