// tensor.pad with an integer nofold in the attribute dictionary after its region: reported at that '{', after the region was read.
// MLIR-ERROR: custom op 'tensor.pad' 'tensor.pad' op attribute 'nofold' failed to satisfy constraint: unit attribute
func.func @f(%s: tensor<?xf32>, %x: f32) -> tensor<?xf32> {
  %0 = tensor.pad %s low[1] high[1] {
  ^bb0(%q: index):
    tensor.yield %x : f32
  } {nofold = 1 : i32} : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
