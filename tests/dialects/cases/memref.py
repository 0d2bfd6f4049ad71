VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


v("alloc_static", """
// memref.alloc of static shapes; the printer names results %alloc, %alloc_0, ...
func.func @f() -> (memref<4xf32>, memref<2x3xi64>, memref<f16>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<2x3xi64>
  %2 = memref.alloc() : memref<f16>
  return %0, %1, %2 : memref<4xf32>, memref<2x3xi64>, memref<f16>
}
""")
v("alloc_dynamic", """
// memref.alloc with dynamic sizes.
func.func @f(%m: index, %n: index) -> memref<?x8x?xf32> {
  %0 = memref.alloc(%m, %n) : memref<?x8x?xf32>
  return %0 : memref<?x8x?xf32>
}
""")
v("alloc_symbols_alignment", """
// memref.alloc with a symbol operand bound by the layout map, and an alignment.
#offset = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @f(%n: index, %off: index) -> memref<?xf32, #offset> {
  %0 = memref.alloc(%n)[%off] {alignment = 64 : i64} : memref<?xf32, #offset>
  return %0 : memref<?xf32, #offset>
}
""")
v("alloca", """
// memref.alloca with static and dynamic sizes and an alignment.
func.func @f(%n: index) {
  %0 = memref.alloca() : memref<16xi8>
  %1 = memref.alloca(%n) {alignment = 16 : i64} : memref<?x4xf64>
  %2 = memref.alloca() : memref<i1>
  return
}
""")
v("alloca_symbols", """
// memref.alloca with a dynamic size and two symbol operands for a tiled layout.
#tiled = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
func.func @f(%m: index, %b0: index, %b1: index) {
  %0 = memref.alloca(%m)[%b0, %b1] : memref<?x32xf32, #tiled>
  return
}
""")
v("dealloc", """
// memref.dealloc of static, dynamic and unranked memrefs.
func.func @f(%n: index, %u: memref<*xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%n) : memref<?xi32>
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %1 : memref<?xi32>
  memref.dealloc %u : memref<*xf32>
  return
}
""")
v("load_store", """
// memref.load and memref.store with 0, 1 and 2 indices.
func.func @f(%a: memref<f32>, %b: memref<?xi32>, %c: memref<4x4xf64>, %i: index, %j: index) {
  %0 = memref.load %a[] : memref<f32>
  %1 = memref.load %b[%i] : memref<?xi32>
  %2 = memref.load %c[%i, %j] : memref<4x4xf64>
  memref.store %0, %a[] : memref<f32>
  memref.store %1, %b[%i] : memref<?xi32>
  memref.store %2, %c[%j, %i] : memref<4x4xf64>
  return
}
""")
v("load_store_nontemporal", """
// memref.load and memref.store with the nontemporal attribute.
func.func @f(%m: memref<8xf32>, %i: index) {
  %0 = memref.load %m[%i] {nontemporal = true} : memref<8xf32>
  memref.store %0, %m[%i] {nontemporal = true} : memref<8xf32>
  %1 = memref.load %m[%i] {nontemporal = false} : memref<8xf32>
  return
}
""")
v("load_store_vector_elements", """
// Loads and stores of vector elements from a memref of vectors.
func.func @f(%m: memref<4xvector<8xf16>>, %i: index) -> vector<8xf16> {
  %0 = memref.load %m[%i] : memref<4xvector<8xf16>>
  memref.store %0, %m[%i] : memref<4xvector<8xf16>>
  return %0 : vector<8xf16>
}
""")
v("dim", """
// memref.dim of static and dynamic dimensions, ranked and unranked.
func.func @f(%m: memref<4x?xf32>, %u: memref<*xi8>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  %2 = memref.dim %u, %c0 : memref<*xi8>
  return %0, %1, %2 : index, index, index
}
""")
v("rank", """
// memref.rank of ranked and unranked memrefs.
func.func @f(%m: memref<*xf32>, %r: memref<2x3xf32>) -> (index, index) {
  %0 = memref.rank %m : memref<*xf32>
  %1 = memref.rank %r : memref<2x3xf32>
  return %0, %1 : index, index
}
""")
v("cast", """
// memref.cast between static, dynamic, unranked and strided memref types.
func.func @f(%m: memref<4x8xf32>, %s: memref<?xf32, strided<[1], offset: ?>>) -> (memref<?x?xf32>, memref<*xf32>, memref<4xf32, strided<[1], offset: ?>>) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<*xf32>
  %2 = memref.cast %s : memref<?xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %0, %1, %2 : memref<?x?xf32>, memref<*xf32>, memref<4xf32, strided<[1], offset: ?>>
}
""")
v("copy", """
// memref.copy between memrefs of compatible types.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<?x?xi8>, %d: memref<?x?xi8, strided<[?, 1]>>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %c, %d : memref<?x?xi8> to memref<?x?xi8, strided<[?, 1]>>
  return
}
""")
v("subview_static", """
// memref.subview with static offsets, sizes and strides.
func.func @f(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 36>> {
  %0 = memref.subview %m[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 36>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 36>>
}
""")
v("subview_dynamic", """
// memref.subview with dynamic offsets, sizes and strides.
func.func @f(%m: memref<?x?xf32>, %o: index, %s: index, %st: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o, %o] [%s, %s] [%st, %st] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
""")
v("subview_rank_reducing", """
// Rank-reducing memref.subview taking one row of a matrix.
func.func @f(%m: memref<8x16xf32>, %i: index) -> memref<16xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
  return %0 : memref<16xf32, strided<[1], offset: ?>>
}
""")
v("subview_strided", """
// memref.subview with non-unit strides of a strided source.
func.func @f(%m: memref<16x16xf32, strided<[32, 1], offset: 8>>) -> memref<4x4xf32, strided<[64, 2], offset: 8>> {
  %0 = memref.subview %m[0, 0] [4, 4] [2, 2] : memref<16x16xf32, strided<[32, 1], offset: 8>> to memref<4x4xf32, strided<[64, 2], offset: 8>>
  return %0 : memref<4x4xf32, strided<[64, 2], offset: 8>>
}
""")
v("reinterpret_cast", """
// memref.reinterpret_cast with static and dynamic offset, sizes and strides.
func.func @f(%m: memref<64xf32>, %u: memref<*xf32>, %n: index) -> (memref<8x8xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32>
  %1 = memref.reinterpret_cast %u to offset: [%n], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %0, %1 : memref<8x8xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>>
}
""")
v("global_constant", """
// A private constant memref.global with an initial value and alignment, read with get_global.
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]> {alignment = 64 : i64}
func.func @f() -> memref<4xi32> {
  %0 = memref.get_global @table : memref<4xi32>
  return %0 : memref<4xi32>
}
""")
v("global_uninitialized", """
// Public and private memref.global without an initial value.
memref.global @buffer : memref<16xf32> = uninitialized
memref.global "private" @scratch : memref<2x2xf64> = uninitialized
func.func @f() -> memref<16xf32> {
  %0 = memref.get_global @buffer : memref<16xf32>
  %1 = memref.get_global @scratch : memref<2x2xf64>
  return %0 : memref<16xf32>
}
""")
v("global_external", """
// memref.global declarations without an initializer (external).
memref.global "private" @ext : memref<8xi8>
memref.global "nested" @nested : memref<f32>
""")
v("global_splat_scalar", """
// memref.global of rank 0 and with a splat initializer.
memref.global "private" constant @pi : memref<f64> = dense<3.14159>
memref.global @zeros : memref<2x4xf32> = dense<0.0>
func.func @f() -> f64 {
  %0 = memref.get_global @pi : memref<f64>
  %1 = memref.load %0[] : memref<f64>
  return %1 : f64
}
""")
v("layout_strided", """
// Memref types with strided layouts: static, dynamic and offset-only forms.
func.func @f(%a: memref<4x4xf32, strided<[4, 1]>>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>, %c: memref<8xf32, strided<[2], offset: 3>>, %d: memref<2x3xf32, strided<[1, 2]>>) {
  return
}
""")
v("layout_affine_map", """
// Memref types with affine-map layouts given inline and through aliases.
#col_major = affine_map<(d0, d1) -> (d1, d0)>
#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
func.func @f(%a: memref<8x8xf32, #col_major>, %b: memref<16x16xf32, #tiled>, %c: memref<4xf32, affine_map<(d0) -> (d0 * 2 + 1)>>) {
  return
}
""")
v("layout_identity_dropped", """
// An identity layout map is dropped from the memref type.
func.func @f(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>) -> memref<4x4xf32> {
  return %a : memref<4x4xf32>
}
""")
v("memory_spaces", """
// Memref types in integer, string and dialect-attribute memory spaces.
func.func @f(%a: memref<4xf32, 1>, %b: memref<?xi8, 3>, %c: memref<4xf32, #gpu.address_space<workgroup>>, %d: memref<*xf32, 2>) {
  %0 = memref.alloc() : memref<8xf32, 1>
  %1 = memref.alloca() : memref<2xf16, #gpu.address_space<private>>
  return
}
""")
v("memory_space_cast", """
// memref.memory_space_cast between address spaces.
func.func @f(%a: memref<4xf32, 1>, %b: memref<*xf32>) -> (memref<4xf32>, memref<*xf32, 3>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %b : memref<*xf32> to memref<*xf32, 3>
  return %0, %1 : memref<4xf32>, memref<*xf32, 3>
}
""")
v("expand_shape", """
// memref.expand_shape with static and dynamic output shapes.
func.func @f(%m: memref<8xf32>, %d: memref<?x4xf32>, %n: index) -> (memref<2x4xf32>, memref<?x2x2xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %1 = memref.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  return %0, %1 : memref<2x4xf32>, memref<?x2x2xf32>
}
""")
v("collapse_shape", """
// memref.collapse_shape merging contiguous dimensions.
func.func @f(%m: memref<2x4x8xf32>, %d: memref<?x4xi8>) -> (memref<8x8xf32>, memref<?xi8>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
  %1 = memref.collapse_shape %d [[0, 1]] : memref<?x4xi8> into memref<?xi8>
  return %0, %1 : memref<8x8xf32>, memref<?xi8>
}
""")
v("view", """
// memref.view of an i8 buffer with a byte shift and dynamic sizes.
func.func @f(%n: index) -> (memref<?x4xf32>, memref<16xi32>) {
  %buf = memref.alloc() : memref<2048xi8>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %0 = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %buf[%c64][] : memref<2048xi8> to memref<16xi32>
  return %0, %1 : memref<?x4xf32>, memref<16xi32>
}
""")
v("transpose", """
// memref.transpose with a permutation map; the result has a strided layout.
func.func @f(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}
""")
v("atomic_rmw", """
// memref.atomic_rmw with several kinds on floats and integers.
func.func @f(%m: memref<10xf32>, %n: memref<10xi32>, %i: index, %x: f32, %y: i32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw addi %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %3 = memref.atomic_rmw maxs %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %4 = memref.atomic_rmw assign %y, %n[%i] : (i32, memref<10xi32>) -> i32
  %5 = memref.atomic_rmw andi %y, %n[%i] : (i32, memref<10xi32>) -> i32
  return
}
""")
v("generic_atomic_rmw", """
// memref.generic_atomic_rmw with a region ending in memref.atomic_yield.
func.func @f(%m: memref<10xf32>, %i: index, %x: f32) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %s = arith.mulf %cur, %x : f32
    memref.atomic_yield %s : f32
  }
  return %0 : f32
}
""")
v("prefetch", """
// memref.prefetch for reads and writes with locality hints, data and instruction caches.
func.func @f(%m: memref<100x100xf32>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<100x100xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<100x100xf32>
  return
}
""")
v("alloca_scope", """
// memref.alloca_scope with and without results.
func.func @f(%x: f32) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %b = memref.alloca() : memref<f32>
    memref.store %x, %b[] : memref<f32>
    %v = memref.load %b[] : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
""")
v("assume_alignment", """
// memref.assume_alignment returns the memref with an alignment assumption.
func.func @f(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = memref.assume_alignment %m, 64 : memref<?xf32>
  return %0 : memref<?xf32>
}
""")
v("extract_strided_metadata", """
// memref.extract_strided_metadata; the printer names results %base_buffer, %offset, %sizes, %strides.
func.func @f(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sizes#0 : index, index
}
""")
v("extract_aligned_pointer", """
// memref.extract_aligned_pointer_as_index; the printer names the result %intptr.
func.func @f(%m: memref<4xf32>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  return %0 : index
}
""")
v("realloc", """
// memref.realloc growing a buffer, static and dynamic.
func.func @f(%m: memref<4xf32>, %d: memref<?xi8>, %n: index) -> (memref<8xf32>, memref<?xi8>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %d(%n) {alignment = 8 : i64} : memref<?xi8> to memref<?xi8>
  return %0, %1 : memref<8xf32>, memref<?xi8>
}
""")
v("names", """
// Printer result names for memref ops: %alloc, %alloca, %cast, %subview, %reinterpret_cast, %dim, ...
func.func @f(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %sv = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %cs = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %l = memref.load %m[%c0] : memref<8xf32>
  return
}
""")
v("loop_copy", """
// Copying a buffer element by element in an scf.for loop.
func.func @copy(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %src, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %src[%i] : memref<?xf32>
    memref.store %x, %dst[%i] : memref<?xf32>
  }
  return
}
""")
v("attrs_and_locations", """
// memref ops with discardable attributes and locations.
func.func @f(%i: index) {
  %0 = memref.alloc() {test.pool = "fast"} : memref<4xf32> loc("m.mlir":1:1)
  %x = arith.constant 1.0 : f32
  memref.store %x, %0[%i] {test.tag} : memref<4xf32> loc("store")
  memref.dealloc %0 {test.late} : memref<4xf32>
  return
}
""")
v("unranked", """
// Unranked memrefs in casts, memref.dim and memref.rank.
func.func @f(%m: memref<4x4xf32>) -> index {
  %u = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %back = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  return %r : index
}
""")
v("element_types", """
// Memrefs of integer, float, index, complex and vector element types.
func.func @f(%a: memref<2xi1>, %b: memref<2xindex>, %c: memref<2xcomplex<f64>>, %d: memref<2xvector<4xi32>>, %e: memref<2xbf16>, %i: index) -> index {
  %0 = memref.load %b[%i] : memref<2xindex>
  %1 = memref.load %c[%i] : memref<2xcomplex<f64>>
  memref.store %1, %c[%i] : memref<2xcomplex<f64>>
  return %0 : index
}
""")
v("generic_form", """
// memref ops in generic form; printed in custom form.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = "memref.load"(%m, %i) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  "memref.store"(%0, %m, %i) <{nontemporal = false}> : (f32, memref<4xf32>, index) -> ()
  %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  return %0 : f32
}
""")

v("global_constant_uninitialized", """
// A constant memref.global without an initial value is accepted by the verifier.
memref.global constant @g : memref<4xf32> = uninitialized
""")

# ================================================================ invalid
bad("load_rank_mismatch", """
// memref.load with fewer indices than the memref rank.
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
""")
bad("store_type_mismatch", """
// memref.store of an i32 into an f32 memref.
func.func @f(%m: memref<4xf32>, %v: i32, %i: index) {
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
""")
bad("store_rank_mismatch", """
// memref.store with too many indices.
func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  memref.store %v, %m[%i, %i] : memref<4xf32>
  return
}
""")
bad("alloc_dynamic_count", """
// memref.alloc with fewer size operands than dynamic dimensions.
func.func @f(%n: index) {
  %0 = memref.alloc(%n) : memref<?x?xf32>
  return
}
""")
bad("alloc_symbol_count", """
// memref.alloc with a symbol operand for a layout that has no symbols.
func.func @f(%n: index) {
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}
""")
bad("alloc_bad_alignment", """
// memref.alloc with an alignment that is not a power of two.
func.func @f() {
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}
""")
bad("alloc_unranked", """
// memref.alloc of an unranked memref.
func.func @f() {
  %0 = memref.alloc() : memref<*xf32>
  return
}
""")
bad("cast_incompatible", """
// memref.cast between incompatible static shapes.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}
""")
bad("cast_element_type", """
// memref.cast changing the element type.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
""")
bad("subview_wrong_result", """
// memref.subview whose result type does not match the slice.
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
""")
bad("subview_rank_mismatch", """
// memref.subview with one offset for a rank-2 memref.
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0] [4] [1] : memref<8x8xf32> to memref<4xf32>
  return
}
""")
bad("reinterpret_cast_bad_strides", """
// memref.reinterpret_cast whose result strides disagree with the strides operand.
func.func @f(%m: memref<64xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 8], strides: [1, 8] : memref<64xf32> to memref<8x8xf32>
  return
}
""")
bad("get_global_missing", """
// memref.get_global of a symbol that does not exist.
func.func @f() {
  %0 = memref.get_global @nothing : memref<4xf32>
  return
}
""")
bad("get_global_type_mismatch", """
// memref.get_global with a type different from the global's.
memref.global @g : memref<4xf32> = uninitialized
func.func @f() {
  %0 = memref.get_global @g : memref<8xf32>
  return
}
""")
bad("global_initializer_type", """
// memref.global whose initializer element type differs from the memref type (generic form).
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()
""")
bad("global_initializer_shape", """
// memref.global whose initializer has fewer elements than the memref.
memref.global @g : memref<4xf32> = dense<[1.0, 2.0]>
""")
bad("global_tensor_type", """
// memref.global of a tensor type.
memref.global @g : tensor<4xf32> = uninitialized
""")
bad("global_bad_alignment", """
// memref.global with an alignment that is not a power of two.
memref.global @g : memref<4xf32> = uninitialized {alignment = 6 : i64}
""")
bad("dealloc_tensor", """
// memref.dealloc of a tensor value.
func.func @f(%t: tensor<4xf32>) {
  memref.dealloc %t : tensor<4xf32>
  return
}
""")
bad("copy_shape_mismatch", """
// memref.copy between memrefs of different static shapes.
func.func @f(%a: memref<4xf32>, %b: memref<8xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<8xf32>
  return
}
""")
bad("collapse_shape_non_contiguous", """
// memref.collapse_shape merging dimensions that are not contiguous in memory.
func.func @f(%m: memref<4x4xf32, strided<[1, 4]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[1, 4]>> into memref<16xf32>
  return
}
""")
bad("atomic_rmw_type_mismatch", """
// memref.atomic_rmw addf on an integer memref.
func.func @f(%m: memref<4xi32>, %v: i32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
""")
bad("view_non_i8_source", """
// memref.view of a buffer whose element type is not i8.
func.func @f(%m: memref<64xf32>, %c: index) {
  %0 = memref.view %m[%c][] : memref<64xf32> to memref<16xf32>
  return
}
""")
bad("layout_bad_strided", """
// A strided layout with more strides than dimensions.
func.func @f(%m: memref<4xf32, strided<[1, 1]>>) {
  return
}
""")
bad("alloc_segment_sizes_wrong_length", """
// memref.alloc in generic form with an operandSegmentSizes of the wrong length.
func.func @f(%n: index) {
  %a = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> memref<?xf32>
  return
}
""")
v("reshape", """
// memref.reshape with a static and a dynamic shape operand.
func.func @f(%m: memref<4x5xf32>, %shape: memref<2xindex>, %dyn: memref<?xi32>) -> (memref<2x10xf32>, memref<*xf32>) {
  %0 = memref.reshape %m(%shape) : (memref<4x5xf32>, memref<2xindex>) -> memref<2x10xf32>
  %1 = memref.reshape %m(%dyn) : (memref<4x5xf32>, memref<?xi32>) -> memref<*xf32>
  return %0, %1 : memref<2x10xf32>, memref<*xf32>
}
""")
bad("alloca_scope_foreign_terminator", """
// The body ends in a terminator of another op: its own parent check fails
// first, as the implicit-terminator check runs after the nested ops.
func.func @f() {
  memref.alloca_scope {
    func.return
  }
  return
}
""")
v("gpu_memory_spaces", """
// Memref types in the memory spaces of the gpu dialect's attributes: address_space and memory_space, a string case, the #gpu<...> form with blanks.
func.func @f(%a: memref<4xf32, #gpu.address_space<global>>, %b: memref<2xi8, #gpu.memory_space<workgroup>>, %c: memref<4xf32, #gpu.address_space<"private">>, %d: memref<4xf32, #gpu< address_space<workgroup> >>) {
  %0 = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
  memref.copy %a, %0 : memref<4xf32, #gpu.address_space<global>> to memref<4xf32, #gpu.address_space<private>>
  return
}
""")
bad("gpu_memory_space_unknown", """
// A memref whose memory space is a gpu attribute that does not exist: the gpu dialect reports it where its name starts.
func.func @f(%a: memref<4xf32, #gpu.zzz>) {
  return
}
""")
bad("gpu_address_space_bad_case", """
// A memref in a #gpu.address_space that is none of global, workgroup, private: reported at the case.
func.func @f(%a: memref<4xf32, #gpu.address_space<shared>>) {
  return
}
""")
bad("gpu_address_space_no_case", """
// A memref in a #gpu.address_space without a case.
func.func @f(%a: memref<4xf32, #gpu.address_space<>>) {
  return
}
""")
bad("gpu_memory_space_bad_case", """
// A memref in a #gpu.memory_space (the mapping attribute) of an unknown address space.
func.func @f() {
  %0 = memref.alloca() : memref<4xf32, #gpu.memory_space<local>>
  return
}
""")
bad("gpu_address_space_two_cases", """
// A #gpu.address_space with two cases: a plain enum takes one.
func.func @f(%a: memref<4xf32, #gpu.address_space<global, private>>) {
  return
}
""")
bad("get_global_symbol_use_after_op_error", """
// memref.get_global of an undefined global, then an invalid op in a later function: the symbol use is checked after the module's body.
func.func @a() {
  %0 = memref.get_global @missing : memref<4xf32>
  return
}
func.func @b(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
""")
VALID.append(("dma_start_wait", """
// memref.dma_start and memref.dma_wait, with and without strides.
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  memref.dma_start %a[%i], %b[%i], %n, %tag[%i], %n, %n : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  return
}
"""))
INVALID.append(("dma_start_source_not_memref", """
// memref.dma_start whose source is not a memref.
func.func @f(%m: f32, %tag: f32, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %tag[%i] : f32, f32, f32
  return
}
"""))
INVALID.append(("dma_wait_indices_rank", """
// memref.dma_wait with fewer tag indices than the tag's rank.
func.func @f(%tag: memref<2x2xi32>, %i: index) {
  "memref.dma_wait"(%tag, %i, %i) : (memref<2x2xi32>, index, index) -> ()
  return
}
"""))
VALID.append(("distinct_objects", """
// memref.distinct_objects: its results take the types of its operands.
func.func @f(%a: memref<?xf32>, %b: memref<?xi32>) -> (memref<?xf32>, memref<?xi32>) {
  %0, %1 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xi32>
  return %0, %1 : memref<?xf32>, memref<?xi32>
}
"""))
INVALID.append(("distinct_objects_types_mismatch", """
// memref.distinct_objects in generic form with result types other than its operands'.
func.func @f(%a: memref<?xf32>, %b: memref<?xi32>) {
  %0, %1 = "memref.distinct_objects"(%a, %b) : (memref<?xf32>, memref<?xi32>) -> (memref<?xi32>, memref<?xf32>)
  return
}
"""))

INVALID.append(("global_in_function", """
// memref.global inside a function: a symbol whose parent is no symbol table.
func.func @f() {
  memref.global "private" @x : memref<2xf32> = dense<0.0>
  return
}
"""))
