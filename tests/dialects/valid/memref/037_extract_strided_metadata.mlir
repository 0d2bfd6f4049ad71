// memref.extract_strided_metadata; the printer names results %base_buffer, %offset, %sizes, %strides.
func.func @f(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sizes#0 : index, index
}
