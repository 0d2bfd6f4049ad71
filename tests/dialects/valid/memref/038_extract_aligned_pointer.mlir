// memref.extract_aligned_pointer_as_index; the printer names the result %intptr.
func.func @f(%m: memref<4xf32>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  return %0 : index
}
