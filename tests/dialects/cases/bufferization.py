VALID = [
("to_tensor", """
// bufferization.to_tensor from static and dynamic memrefs.
func.func @f(%m: memref<4xf32>, %d: memref<?x?xi8>) -> (tensor<4xf32>, tensor<?x?xi8>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %d : memref<?x?xi8> to tensor<?x?xi8>
  return %0, %1 : tensor<4xf32>, tensor<?x?xi8>
}
"""),
("to_tensor_restrict_writable", """
// bufferization.to_tensor with the restrict and writable flags.
func.func @f(%m: memref<8xf64>) -> tensor<8xf64> {
  %0 = bufferization.to_tensor %m restrict writable : memref<8xf64> to tensor<8xf64>
  %1 = bufferization.to_tensor %m restrict : memref<8xf64> to tensor<8xf64>
  return %0 : tensor<8xf64>
}
"""),
("to_buffer", """
// bufferization.to_buffer to identity-layout and strided memrefs.
func.func @f(%t: tensor<4xf32>, %d: tensor<?xf32>) -> (memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>) {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %1 = bufferization.to_buffer %d : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0, %1 : memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>
}
"""),
("to_buffer_read_only", """
// bufferization.to_buffer with the read_only flag.
func.func @f(%t: tensor<2x2xi32>) -> memref<2x2xi32> {
  %0 = bufferization.to_buffer %t read_only : tensor<2x2xi32> to memref<2x2xi32>
  return %0 : memref<2x2xi32>
}
"""),
("to_buffer_memory_space", """
// bufferization.to_buffer into a memref in a non-default memory space.
func.func @f(%t: tensor<16xf16>) -> memref<16xf16, 1> {
  %0 = bufferization.to_buffer %t : tensor<16xf16> to memref<16xf16, 1>
  return %0 : memref<16xf16, 1>
}
"""),
("materialize_tensor", """
// bufferization.materialize_in_destination into a tensor destination.
func.func @f(%src: tensor<4xf32>, %dst: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""),
("materialize_memref", """
// bufferization.materialize_in_destination into a memref (restrict writable, no result).
func.func @f(%src: tensor<?xf32>, %dst: memref<?xf32>) {
  bufferization.materialize_in_destination %src in restrict writable %dst : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
"""),
("alloc_tensor_static", """
// bufferization.alloc_tensor of static shape.
func.func @f() -> tensor<4x4xf32> {
  %0 = bufferization.alloc_tensor() : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
"""),
("alloc_tensor_dynamic", """
// bufferization.alloc_tensor with dynamic sizes.
func.func @f(%m: index, %n: index) -> tensor<?x8x?xi32> {
  %0 = bufferization.alloc_tensor(%m, %n) : tensor<?x8x?xi32>
  return %0 : tensor<?x8x?xi32>
}
"""),
("alloc_tensor_copy", """
// bufferization.alloc_tensor initialised with a copy of another tensor.
func.func @f(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""),
("alloc_tensor_memory_space_size_hint", """
// bufferization.alloc_tensor with a memory space and a size hint.
func.func @f(%n: index) -> (tensor<4xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = bufferization.alloc_tensor(%n) size_hint=%n : tensor<?xf32>
  return %0, %1 : tensor<4xf32>, tensor<?xf32>
}
"""),
("clone", """
// bufferization.clone of a memref.
func.func @f(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
"""),
("dealloc", """
// bufferization.dealloc with conditions, with and without retained memrefs.
func.func @f(%a: memref<2xf32>, %b: memref<4xi32>, %c1: i1, %c2: i1, %r: memref<2xf32>) -> i1 {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c1, %c2)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c1) retain (%r : memref<2xf32>)
  return %0 : i1
}
"""),
("dealloc_tensor", """
// bufferization.dealloc_tensor of a tensor value.
func.func @f(%n: index) {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  bufferization.dealloc_tensor %t : tensor<?xf32>
  return
}
"""),
("round_trip", """
// A tensor -> memref -> tensor round trip with an in-place update through memref.store.
func.func @f(%t: tensor<8xf32>, %i: index, %x: f32) -> tensor<8xf32> {
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %copy = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  memref.store %x, %copy[%i] : memref<8xf32>
  %r = bufferization.to_tensor %copy restrict : memref<8xf32> to tensor<8xf32>
  return %r : tensor<8xf32>
}
"""),
("unranked", """
// bufferization.to_tensor and to_buffer on unranked types.
func.func @f(%m: memref<*xf32>, %t: tensor<*xi8>) -> (tensor<*xf32>, memref<*xi8>) {
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  %1 = bufferization.to_buffer %t : tensor<*xi8> to memref<*xi8>
  return %0, %1 : tensor<*xf32>, memref<*xi8>
}
"""),
]

INVALID = [
("to_tensor_shape_mismatch", """
// bufferization.to_tensor whose tensor shape differs from the memref shape.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<8xf32>
  return
}
"""),
("to_buffer_element_mismatch", """
// bufferization.to_buffer whose memref element type differs from the tensor's.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}
"""),
("alloc_tensor_dynamic_count", """
// bufferization.alloc_tensor with too few dynamic sizes.
func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor(%n) : tensor<?x?xf32>
  return
}
"""),
("alloc_tensor_copy_and_sizes", """
// bufferization.alloc_tensor with both copy and dynamic sizes.
func.func @f(%t: tensor<?xf32>, %n: index) {
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}
"""),
("materialize_type_mismatch", """
// bufferization.materialize_in_destination whose source and destination shapes differ.
func.func @f(%src: tensor<4xf32>, %dst: tensor<8xf32>) {
  %0 = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xf32>
  return
}
"""),
("materialize_memref_without_restrict", """
// bufferization.materialize_in_destination into a memref without `restrict writable`.
func.func @f(%src: tensor<4xf32>, %dst: memref<4xf32>) {
  bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
"""),
("dealloc_condition_count", """
// bufferization.dealloc with more memrefs than conditions.
func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c)
  return
}
"""),
]
INVALID.append(("unknown_dialect_attr", """
// An op attribute of the bufferization dialect it does not define.
func.func @f(%m: memref<?xf32>) {
  %0 = memref.cast %m {bufferization.escape = [true]} : memref<?xf32> to memref<10xf32>
  return
}
"""))
INVALID.append(("manual_deallocation_on_non_allocating_op", """
// bufferization.manual_deallocation on an op that neither allocates nor frees.
func.func @f(%m: memref<?xf32>) {
  %0 = memref.cast %m {bufferization.manual_deallocation} : memref<?xf32> to memref<10xf32>
  return
}
"""))
VALID.append(("manual_deallocation_on_alloc", """
// bufferization.manual_deallocation on an allocation.
func.func @f() -> memref<10xf32> {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<10xf32>
  return %0 : memref<10xf32>
}
"""))
