VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


# ----- valid -----

v("broadcast", """
// vector.broadcast: a scalar, a lower-rank vector and unit dimensions to a larger vector.
func.func @f(%s: f32, %a: vector<4xf32>, %b: vector<3x1xi32>, %i: index) -> vector<2x3x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<2x3x4xf32>
  %1 = vector.broadcast %a : vector<4xf32> to vector<2x3x4xf32>
  %2 = vector.broadcast %b : vector<3x1xi32> to vector<5x3x7xi32>
  %3 = vector.broadcast %i : index to vector<8xindex>
  %4 = vector.broadcast %s {tag} : f32 to vector<f32>
  return %1 : vector<2x3x4xf32>
}
""")

v("broadcast_scalable", """
// vector.broadcast to scalable vectors.
func.func @f(%s: i8, %a: vector<[16]xi8>) -> vector<2x[16]xi8> {
  %0 = vector.broadcast %s : i8 to vector<[16]xi8>
  %1 = vector.broadcast %a : vector<[16]xi8> to vector<2x[16]xi8>
  return %1 : vector<2x[16]xi8>
}
""")

v("extract_static", """
// vector.extract with constant positions: a sub-vector, a scalar, poison (-1).
func.func @f(%v: vector<4x8x16xf32>) -> f32 {
  %0 = vector.extract %v[3] : vector<8x16xf32> from vector<4x8x16xf32>
  %1 = vector.extract %v[3, 7] : vector<16xf32> from vector<4x8x16xf32>
  %2 = vector.extract %v[3, 7, 15] : f32 from vector<4x8x16xf32>
  %3 = vector.extract %v[-1, 0] : vector<16xf32> from vector<4x8x16xf32>
  return %2 : f32
}
""")

v("extract_dynamic", """
// vector.extract with dynamic and mixed positions, and from a 0-D vector.
func.func @f(%v: vector<4x8xi32>, %z: vector<i32>, %i: index, %j: index) -> i32 {
  %0 = vector.extract %v[%i] : vector<8xi32> from vector<4x8xi32>
  %1 = vector.extract %v[%i, %j] : i32 from vector<4x8xi32>
  %2 = vector.extract %v[2, %j] : i32 from vector<4x8xi32>
  %3 = vector.extract %z[] : i32 from vector<i32>
  %4 = vector.extract %v[1] {note = "x"} : vector<8xi32> from vector<4x8xi32>
  return %3 : i32
}
""")

v("insert", """
// vector.insert of a scalar and a vector, at static and dynamic positions.
func.func @f(%s: f16, %r: vector<8xf16>, %v: vector<4x8xf16>, %z: vector<f16>, %i: index) -> vector<4x8xf16> {
  %0 = vector.insert %s, %v [3, 7] : f16 into vector<4x8xf16>
  %1 = vector.insert %r, %0 [1] : vector<8xf16> into vector<4x8xf16>
  %2 = vector.insert %s, %1 [%i, 2] : f16 into vector<4x8xf16>
  %3 = vector.insert %r, %2 [%i] : vector<8xf16> into vector<4x8xf16>
  %4 = vector.insert %s, %z [] : f16 into vector<f16>
  return %3 : vector<4x8xf16>
}
""")

v("extract_strided_slice", """
// vector.extract_strided_slice: offsets, sizes and unit strides on the leading dimensions.
func.func @f(%v: vector<4x8x16xf32>) -> vector<2x4x16xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
  %1 = vector.extract_strided_slice %v {offsets = [3], sizes = [1], strides = [1]} : vector<4x8x16xf32> to vector<1x8x16xf32>
  return %0 : vector<2x4x16xf32>
}
""")

v("insert_strided_slice", """
// vector.insert_strided_slice of a lower-rank vector at offsets.
func.func @f(%a: vector<2x4xf32>, %b: vector<16x4x8xf32>, %c: vector<4xi8>, %d: vector<8xi8>) -> vector<16x4x8xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<16x4x8xf32>
  %1 = vector.insert_strided_slice %c, %d {offsets = [4], strides = [1]} : vector<4xi8> into vector<8xi8>
  return %0 : vector<16x4x8xf32>
}
""")

v("shuffle", """
// vector.shuffle of 1-D, 2-D and 0-D vectors, with a poison (-1) index.
func.func @f(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x16xi32>, %d: vector<1x16xi32>, %z: vector<f32>) -> vector<5xf32> {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3, 4] : vector<2xf32>, vector<3xf32>
  %1 = vector.shuffle %c, %d [0, 1, 2] : vector<2x16xi32>, vector<1x16xi32>
  %2 = vector.shuffle %a, %b [4, -1, 0] : vector<2xf32>, vector<3xf32>
  %3 = vector.shuffle %z, %z [0, 1] : vector<f32>, vector<f32>
  return %0 : vector<5xf32>
}
""")

v("fma", """
// vector.fma on 1-D, 2-D, 0-D and scalable float vectors.
func.func @f(%a: vector<8xf32>, %b: vector<4x4xf64>, %z: vector<f16>, %s: vector<[4]xbf16>) -> vector<8xf32> {
  %0 = vector.fma %a, %a, %a : vector<8xf32>
  %1 = vector.fma %b, %b, %b : vector<4x4xf64>
  %2 = vector.fma %z, %z, %z : vector<f16>
  %3 = vector.fma %s, %s, %s {k = 1 : i64} : vector<[4]xbf16>
  return %0 : vector<8xf32>
}
""")

v("reduction", """
// vector.reduction with each family of combining kind, an accumulator and fastmath flags.
func.func @f(%a: vector<16xf32>, %b: vector<8xi32>, %acc: f32, %z: vector<f32>, %s: vector<[4]xi64>) -> f32 {
  %0 = vector.reduction <add>, %a : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %a, %acc : vector<16xf32> into f32
  %2 = vector.reduction <maxnumf>, %a fastmath<nnan,ninf> : vector<16xf32> into f32
  %3 = vector.reduction <minimumf>, %a, %acc fastmath<fast> : vector<16xf32> into f32
  %4 = vector.reduction <xor>, %b : vector<8xi32> into i32
  %5 = vector.reduction <minsi>, %b : vector<8xi32> into i32
  %6 = vector.reduction <maxui>, %s : vector<[4]xi64> into i64
  %7 = vector.reduction <add>, %z : vector<f32> into f32
  %8 = vector.reduction <and>, %b {tag} : vector<8xi32> into i32
  return %3 : f32
}
""")

v("multi_reduction", """
// vector.multi_reduction over some or all dimensions.
func.func @f(%v: vector<4x8x16xf32>, %acc: vector<4x16xf32>, %s: f32, %i: vector<2x3xi8>, %ia: vector<2xi8>) -> vector<4x16xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8x16xf32> to vector<4x16xf32>
  %1 = vector.multi_reduction <maximumf>, %v, %s [0, 1, 2] : vector<4x8x16xf32> to f32
  %2 = vector.multi_reduction <or>, %i, %ia {note} [1] : vector<2x3xi8> to vector<2xi8>
  return %0 : vector<4x16xf32>
}
""")

v("contract_matmul", """
// vector.contract: a matrix multiply, its kind left to the default (add).
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @f(%x: vector<4x8xf32>, %y: vector<8x2xf32>, %acc: vector<4x2xf32>) -> vector<4x2xf32> {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %acc : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
""")

v("contract_dot", """
// vector.contract: a dot product into a scalar with an explicit kind, and extra attributes.
func.func @f(%x: vector<16xi32>, %y: vector<16xi32>, %acc: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<mul>} %x, %y, %acc {fused = true} : vector<16xi32>, vector<16xi32> into i32
  return %0 : i32
}
""")

v("contract_batch", """
// vector.contract: a batched matrix-vector product with mixed element types.
#a = affine_map<(b, i, k) -> (b, i, k)>
#x = affine_map<(b, i, k) -> (b, k)>
#c = affine_map<(b, i, k) -> (b, i)>
func.func @f(%m: vector<2x4x8xf16>, %v: vector<2x8xf16>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {iterator_types = ["parallel", "parallel", "reduction"], indexing_maps = [#a, #x, #c], kind = #vector.kind<add>} %m, %v, %acc : vector<2x4x8xf16>, vector<2x8xf16> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
""")

v("outerproduct", """
// vector.outerproduct: of two vectors, with an accumulator and a kind, and an AXPY with a scalar.
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>, %s: f32, %acc1: vector<4xf32>) -> vector<4x8xf32> {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %1 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %s, %acc1 : vector<4xf32>, f32
  %4 = vector.outerproduct %a, %s : vector<4xf32>, f32
  return %2 : vector<4x8xf32>
}
""")

v("outerproduct_scalable", """
// vector.outerproduct with a scalable right-hand side.
func.func @f(%a: vector<4xi32>, %b: vector<[4]xi32>) -> vector<4x[4]xi32> {
  %0 = vector.outerproduct %a, %b : vector<4xi32>, vector<[4]xi32>
  return %0 : vector<4x[4]xi32>
}
""")

v("transfer_read_memref", """
// vector.transfer_read from a memref: the default minor identity, a permutation, a broadcast, in_bounds.
func.func @f(%m: memref<?x?x?xf32>, %i: index, %pad: f32) -> vector<4x8xf32> {
  %0 = vector.transfer_read %m[%i, %i, %i], %pad : memref<?x?x?xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<?x?x?xf32>, vector<8x4xf32>
  %2 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?x?xf32>, vector<4x8xf32>
  %3 = vector.transfer_read %m[%i, %i, %i], %pad {in_bounds = [false, false]} : memref<?x?x?xf32>, vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
""")

v("transfer_read_masked", """
// vector.transfer_read from a tensor with a mask, whose type follows the permutation map.
func.func @f(%t: tensor<?x?xf32>, %i: index, %pad: f32, %m1: vector<8xi1>, %m2: vector<4x8xi1>) -> vector<8x4xf32> {
  %0 = vector.transfer_read %t[%i, %i], %pad, %m1 : tensor<?x?xf32>, vector<8xf32>
  %1 = vector.transfer_read %t[%i, %i], %pad, %m2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<?x?xf32>, vector<8x4xf32>
  return %1 : vector<8x4xf32>
}
""")

v("transfer_read_vector_elements", """
// vector.transfer_read from a memref of vectors, and from a 0-D memref.
func.func @f(%m: memref<?x?xvector<4xf32>>, %z: memref<f32>, %i: index, %pad: vector<4xf32>, %p: f32) -> vector<2x4xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xvector<4xf32>>, vector<2x4xf32>
  %1 = vector.transfer_read %z[], %p {permutation_map = affine_map<() -> (0)>} : memref<f32>, vector<1xf32>
  %2 = vector.transfer_read %z[], %p : memref<f32>, vector<f32>
  return %0 : vector<2x4xf32>
}
""")

v("transfer_write", """
// vector.transfer_write to a memref (no result) and a tensor (a new tensor), masked and permuted.
func.func @f(%v: vector<4x8xf32>, %m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %mask: vector<4x8xi1>) -> tensor<?x?xf32> {
  vector.transfer_write %v, %m[%i, %i] : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true, true]} : vector<4x8xf32>, memref<?x?xf32>
  %0 = vector.transfer_write %v, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<?x?xf32>
  %1 = vector.transfer_write %v, %0[%i, %i], %mask : vector<4x8xf32>, tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
""")

v("load_store", """
// vector.load and vector.store, with nontemporal and alignment.
func.func @f(%m: memref<100x100xf32>, %d: memref<?xi8>, %i: index, %z: memref<f32>) -> vector<8xf32> {
  %0 = vector.load %m[%i, %i] : memref<100x100xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<100x100xf32>, vector<2x8xf32>
  %2 = vector.load %d[%i] {alignment = 16 : i64} : memref<?xi8>, vector<16xi8>
  vector.store %0, %m[%i, %i] : memref<100x100xf32>, vector<8xf32>
  vector.store %1, %m[%i, %i] {nontemporal = false} : memref<100x100xf32>, vector<2x8xf32>
  vector.store %2, %d[%i] {alignment = 8 : i64} : memref<?xi8>, vector<16xi8>
  return %0 : vector<8xf32>
}
""")

v("load_vector_memref", """
// vector.load and vector.store on a memref of vectors.
func.func @f(%m: memref<10xvector<8xf16>>, %i: index) {
  %0 = vector.load %m[%i] : memref<10xvector<8xf16>>, vector<8xf16>
  vector.store %0, %m[%i] : memref<10xvector<8xf16>>, vector<8xf16>
  return
}
""")

v("maskedload_maskedstore", """
// vector.maskedload and vector.maskedstore with a pass-through vector.
func.func @f(%m: memref<?x?xf32>, %i: index, %mask: vector<16xi1>, %pass: vector<16xf32>) -> vector<16xf32> {
  %0 = vector.maskedload %m[%i, %i], %mask, %pass : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i, %i], %mask, %0 : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  %1 = vector.maskedload %m[%i, %i], %mask, %pass {alignment = 4 : i64} : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}
""")

v("gather_scatter", """
// vector.gather and vector.scatter through an index vector, on a memref.
func.func @f(%m: memref<?x?xf32>, %i: index, %idx: vector<16xi32>, %mask: vector<16xi1>, %pass: vector<16xf32>) -> vector<16xf32> {
  %0 = vector.gather %m[%i, %i] [%idx], %mask, %pass : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %m[%i, %i] [%idx], %mask, %0 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return %0 : vector<16xf32>
}
""")

v("gather_tensor", """
// vector.gather from a tensor with an index-typed index vector.
func.func @f(%t: tensor<64xf16>, %i: index, %idx: vector<8xindex>, %mask: vector<8xi1>, %pass: vector<8xf16>) -> vector<8xf16> {
  %0 = vector.gather %t[%i] [%idx], %mask, %pass : tensor<64xf16>, vector<8xindex>, vector<8xi1>, vector<8xf16> into vector<8xf16>
  return %0 : vector<8xf16>
}
""")

v("expandload_compressstore", """
// vector.expandload and vector.compressstore.
func.func @f(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i], %mask, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
""")

v("masks", """
// vector.create_mask and vector.constant_mask, fixed and scalable.
func.func @f(%a: index, %b: index) -> vector<4x3xi1> {
  %0 = vector.create_mask %a, %b : vector<4x3xi1>
  %1 = vector.create_mask %a : vector<[8]xi1>
  %2 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %3 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %4 = vector.constant_mask [8] : vector<[8]xi1>
  %5 = vector.constant_mask [1] : vector<i1>
  %6 = vector.create_mask %a : vector<i1>
  return %0 : vector<4x3xi1>
}
""")

v("mask_region", """
// vector.mask around a reduction and a transfer, with a pass-through value, and an empty one.
func.func @f(%m: vector<16xi1>, %v: vector<16xf32>, %s: f32, %mem: memref<?xf32>, %i: index) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
  %1 = vector.mask %m, %v { vector.transfer_read %mem[%i], %s : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  vector.mask %m { vector.transfer_write %v, %mem[%i] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
  vector.mask %m { vector.yield } : vector<16xi1>
  return %0 : f32
}
""")

v("mask_yield_explicit", """
// vector.mask whose body ends with an explicit vector.yield.
func.func @f(%m: vector<8xi1>, %v: vector<8xi32>) -> i32 {
  %0 = vector.mask %m {
    %r = vector.reduction <add>, %v : vector<8xi32> into i32
    vector.yield %r : i32
  } : vector<8xi1> -> i32
  return %0 : i32
}
""")

v("step_vscale", """
// vector.step (fixed and scalable) and vector.vscale.
func.func @f() -> index {
  %0 = vector.step : vector<8xindex>
  %1 = vector.step : vector<[4]xindex>
  %2 = vector.vscale
  %3 = vector.vscale {tag}
  return %2 : index
}
""")

v("transpose", """
// vector.transpose of 2-D, 3-D and scalable vectors.
func.func @f(%a: vector<2x3xf32>, %b: vector<2x3x4xi8>, %c: vector<[4]x2xf16>) -> vector<3x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %b, [2, 0, 1] : vector<2x3x4xi8> to vector<4x2x3xi8>
  %2 = vector.transpose %c, [1, 0] : vector<[4]x2xf16> to vector<2x[4]xf16>
  %3 = vector.transpose %b, [0, 1, 2] : vector<2x3x4xi8> to vector<2x3x4xi8>
  return %0 : vector<3x2xf32>
}
""")

v("shape_cast", """
// vector.shape_cast: collapsing, expanding, to and from 0-D and with a scalable dimension.
func.func @f(%a: vector<4x8xf32>, %z: vector<f32>, %s: vector<2x[4]xi32>) -> vector<32xf32> {
  %0 = vector.shape_cast %a : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %0 : vector<32xf32> to vector<2x2x8xf32>
  %2 = vector.shape_cast %z : vector<f32> to vector<1xf32>
  %3 = vector.shape_cast %2 : vector<1xf32> to vector<f32>
  %4 = vector.shape_cast %s : vector<2x[4]xi32> to vector<2x1x[4]xi32>
  return %0 : vector<32xf32>
}
""")

v("bitcast", """
// vector.bitcast: the last dimension rescaled by element width.
func.func @f(%a: vector<4xf32>, %b: vector<3x8xi8>, %z: vector<f32>) -> vector<8xi16> {
  %0 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  %1 = vector.bitcast %b : vector<3x8xi8> to vector<3x2xi32>
  %2 = vector.bitcast %a : vector<4xf32> to vector<2xf64>
  %3 = vector.bitcast %z : vector<f32> to vector<i32>
  return %0 : vector<8xi16>
}
""")

v("from_to_elements", """
// vector.from_elements and vector.to_elements, of 1-D, 2-D and 0-D vectors.
func.func @f(%a: f32, %b: f32, %i: i8) -> vector<2xf32> {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.from_elements %a, %b, %b, %a : vector<2x2xf32>
  %2 = vector.from_elements %i : vector<i8>
  %3:2 = vector.to_elements %0 : vector<2xf32>
  %4:4 = vector.to_elements %1 : vector<2x2xf32>
  %5 = vector.to_elements %2 : vector<i8>
  return %0 : vector<2xf32>
}
""")

v("interleave_deinterleave", """
// vector.interleave and vector.deinterleave, fixed, multi-dimensional and scalable.
func.func @f(%a: vector<4xf32>, %b: vector<2x8xi32>, %s: vector<[4]xi8>) -> vector<8xf32> {
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  %1 = vector.interleave %b, %b : vector<2x8xi32> -> vector<2x16xi32>
  %2 = vector.interleave %s, %s : vector<[4]xi8> -> vector<[8]xi8>
  %3, %4 = vector.deinterleave %0 : vector<8xf32> -> vector<4xf32>
  %5, %6 = vector.deinterleave %1 : vector<2x16xi32> -> vector<2x8xi32>
  return %0 : vector<8xf32>
}
""")

v("print", """
// vector.print of a vector, a scalar, a string and punctuation.
func.func @f(%v: vector<4xf32>, %s: i32, %i: index) {
  vector.print %v : vector<4xf32>
  vector.print %s : i32 punctuation <comma>
  vector.print %i : index punctuation <no_punctuation>
  vector.print str "result: "
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  return
}
""")

v("scan", """
// vector.scan: inclusive and exclusive prefix reductions.
func.func @f(%v: vector<4x8xf32>, %init: vector<8xf32>, %w: vector<16xi32>, %winit: vector<i32>) -> vector<4x8xf32> {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  %1:2 = vector.scan <mul>, %w, %winit {inclusive = false, reduction_dim = 0 : i64} : vector<16xi32>, vector<i32>
  return %0#0 : vector<4x8xf32>
}
""")

v("scalable_insert_extract", """
// vector.scalable.insert and vector.scalable.extract at multiples of the fixed length.
func.func @f(%f: vector<4xf32>, %s: vector<[8]xf32>) -> vector<[8]xf32> {
  %0 = vector.scalable.insert %f, %s[0] : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.insert %f, %0[4] : vector<4xf32> into vector<[8]xf32>
  %2 = vector.scalable.extract %1[4] : vector<4xf32> from vector<[8]xf32>
  %3 = vector.scalable.extract %1[0] : vector<[4]xf32> from vector<[8]xf32>
  return %1 : vector<[8]xf32>
}
""")

v("type_cast", """
// vector.type_cast: a statically shaped memref viewed as a memref of one vector.
func.func @f(%m: memref<8x8xf32>, %n: memref<4x3x2xi8>) -> memref<vector<8x8xf32>> {
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  %1 = vector.type_cast %n : memref<4x3x2xi8> to memref<vector<4x3x2xi8>>
  return %0 : memref<vector<8x8xf32>>
}
""")

v("lowered_matmul", """
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
""")

v("attributes", """
// The vector dialect's attributes in discardable attribute dictionaries.
func.func @f() attributes {kinds = [#vector.kind<add>, #vector.kind<maximumf>, #vector.kind<xor>], its = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], p = #vector.punctuation<newline>} {
  return
}
""")

v("generic_form", """
// Vector ops written in generic form, properties given explicitly.
func.func @f(%v: vector<4xf32>, %s: f32) -> f32 {
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>, fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> f32
  %1 = "vector.broadcast"(%s) : (f32) -> vector<2x4xf32>
  %2 = "vector.multi_reduction"(%1, %v) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
  %3 = "vector.extract"(%2) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f32
  return %3 : f32
}
""")

# ----- invalid -----

bad("broadcast_rank", """
// vector.broadcast to a vector of lower rank than its source.
func.func @f(%a: vector<2x4xf32>) {
  %0 = vector.broadcast %a : vector<2x4xf32> to vector<4xf32>
  return
}
""")

bad("broadcast_dim", """
// vector.broadcast where a trailing dimension neither matches nor is 1.
func.func @f(%a: vector<3xf32>) {
  %0 = vector.broadcast %a : vector<3xf32> to vector<2x4xf32>
  return
}
""")

bad("broadcast_scalar_type", """
// vector.broadcast of a scalar of another type than the elements.
func.func @f(%a: i32) {
  %0 = vector.broadcast %a : i32 to vector<4xf32>
  return
}
""")

bad("extract_position_rank", """
// vector.extract with more positions than the vector has dimensions.
func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return
}
""")

bad("extract_position_range", """
// vector.extract at a position past the dimension.
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>
  return
}
""")

bad("extract_result_type", """
// vector.extract whose result type is not the rest of the source.
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<4x8xf32>
  return
}
""")

bad("insert_rank", """
// vector.insert of a scalar with too few positions.
func.func @f(%s: f32, %v: vector<4x8xf32>) {
  %0 = vector.insert %s, %v [1] : f32 into vector<4x8xf32>
  return
}
""")

bad("insert_position_range", """
// vector.insert at a position past the destination dimension.
func.func @f(%s: f32, %v: vector<4xf32>) {
  %0 = vector.insert %s, %v [7] : f32 into vector<4xf32>
  return
}
""")

bad("reduction_kind_type", """
// vector.reduction with an integer-only kind on floats.
func.func @f(%v: vector<8xf32>) {
  %0 = vector.reduction <xor>, %v : vector<8xf32> into f32
  return
}
""")

bad("reduction_rank", """
// vector.reduction of a 2-D vector.
func.func @f(%v: vector<2x8xf32>) {
  %0 = vector.reduction <add>, %v : vector<2x8xf32> into f32
  return
}
""")

bad("multi_reduction_result", """
// vector.multi_reduction whose result keeps a reduced dimension.
func.func @f(%v: vector<4x8xf32>, %acc: vector<4x8xf32>) {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4x8xf32>
  return
}
""")

bad("shape_cast_elements", """
// vector.shape_cast changing the number of elements.
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<16xf32>
  return
}
""")

bad("shape_cast_element_type", """
// vector.shape_cast changing the element type.
func.func @f(%v: vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4xi32>
  return
}
""")

bad("bitcast_width", """
// vector.bitcast whose last dimension's bit width changes.
func.func @f(%v: vector<4xf32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi16>
  return
}
""")

bad("transpose_length", """
// vector.transpose with a permutation of the wrong length.
func.func @f(%v: vector<2x3xf32>) {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3xf32> to vector<3x2xf32>
  return
}
""")

bad("transpose_shape", """
// vector.transpose whose result shape does not follow the permutation.
func.func @f(%v: vector<2x3xf32>) {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  return
}
""")

bad("fma_integer", """
// vector.fma on integer vectors.
func.func @f(%v: vector<4xi32>) {
  %0 = vector.fma %v, %v, %v : vector<4xi32>
  return
}
""")

bad("contract_no_reduction", """
// vector.contract without a contracting dimension.
#m = affine_map<(i, j) -> (i, j)>
func.func @f(%a: vector<2x3xf32>, %acc: vector<2x3xf32>) {
  %0 = vector.contract {indexing_maps = [#m, #m, #m], iterator_types = ["parallel", "parallel"]} %a, %a, %acc : vector<2x3xf32>, vector<2x3xf32> into vector<2x3xf32>
  return
}
""")

bad("contract_iterator_word", """
// vector.contract with an iterator type that does not exist.
func.func @f(%x: vector<4xf32>, %acc: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["window"]} %x, %x, %acc : vector<4xf32>, vector<4xf32> into f32
  return
}
""")

bad("contract_no_iterators", """
// vector.contract without iterator_types.
func.func @f(%x: vector<4xf32>, %acc: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>]} %x, %x, %acc : vector<4xf32>, vector<4xf32> into f32
  return
}
""")

bad("transfer_read_rank", """
// vector.transfer_read of a higher rank than the source without a permutation map.
func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<2x4xf32>
  return
}
""")

bad("transfer_read_not_vector", """
// vector.transfer_read into a non-vector type.
func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, tensor<4xf32>
  return
}
""")

bad("transfer_read_indices", """
// vector.transfer_read with fewer indices than the source's rank.
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}
""")

bad("transfer_read_padding", """
// vector.transfer_read with a padding value of another type than the elements.
func.func @f(%m: memref<?xf32>, %i: index, %p: f16) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return
}
""")

bad("transfer_write_types", """
// vector.transfer_write with one type.
func.func @f(%v: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>
  return
}
""")

bad("transfer_in_bounds_length", """
// vector.transfer_write whose in_bounds has more entries than the map has results.
func.func @f(%v: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  vector.transfer_write %v, %m[%i] {in_bounds = [true, false]} : vector<4xf32>, memref<?xf32>
  return
}
""")

bad("load_element_type", """
// vector.load whose vector element type differs from the memref's.
func.func @f(%m: memref<?xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}
""")

bad("store_indices", """
// vector.store with too few indices.
func.func @f(%v: vector<4xf32>, %m: memref<?x?xf32>, %i: index) {
  vector.store %v, %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}
""")

bad("maskedload_mask_shape", """
// vector.maskedload whose mask shape differs from the result's.
func.func @f(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}
""")

bad("constant_mask_bounds", """
// vector.constant_mask with a size past the dimension.
func.func @f() {
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}
""")

bad("create_mask_operands", """
// vector.create_mask with fewer operands than dimensions.
func.func @f(%a: index) {
  %0 = vector.create_mask %a : vector<4x4xi1>
  return
}
""")

bad("outerproduct_acc_type", """
// vector.outerproduct with an accumulator of the wrong shape.
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<8x4xf32>) {
  %0 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  return
}
""")

bad("outerproduct_lhs_scalar", """
// vector.outerproduct with a scalar left-hand side.
func.func @f(%a: f32, %b: vector<8xf32>) {
  %0 = vector.outerproduct %a, %b : f32, vector<8xf32>
  return
}
""")

bad("print_string_and_value", """
// vector.print of a string with punctuation.
func.func @f() {
  vector.print str "x" punctuation <comma>
  return
}
""")

bad("mask_two_ops", """
// vector.mask with two operations in its body.
func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  vector.mask %m {
    %a = vector.reduction <add>, %v : vector<8xf32> into f32
    %b = vector.reduction <mul>, %v : vector<8xf32> into f32
  } : vector<8xi1>
  return
}
""")

bad("shuffle_mask_range", """
// vector.shuffle with a mask index past both operands.
func.func @f(%a: vector<2xf32>) {
  %0 = vector.shuffle %a, %a [0, 4] : vector<2xf32>, vector<2xf32>
  return
}
""")

bad("extract_strided_slice_offset", """
// vector.extract_strided_slice with an offset past the dimension.
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [5], sizes = [1], strides = [1]} : vector<4x8xf32> to vector<1x8xf32>
  return
}
""")

bad("insert_strided_slice_offsets", """
// vector.insert_strided_slice with offsets not of the destination's rank.
func.func @f(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  return
}
""")

bad("from_elements_count", """
// vector.from_elements with fewer elements than the vector holds.
func.func @f(%a: f32) {
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}
""")

bad("scan_dim", """
// vector.scan over a dimension the source does not have.
func.func @f(%v: vector<4x8xf32>, %init: vector<8xf32>) {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}
""")

bad("type_cast_dynamic", """
// vector.type_cast of a dynamically shaped memref.
func.func @f(%m: memref<?x8xf32>) {
  %0 = vector.type_cast %m : memref<?x8xf32> to memref<vector<8x8xf32>>
  return
}
""")

bad("interleave_result", """
// vector.interleave whose result is not twice as long.
func.func @f(%a: vector<4xf32>) {
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<4xf32>
  return
}
""")

bad("step_not_index", """
// vector.step of i32 elements.
func.func @f() {
  %0 = vector.step : vector<4xi32>
  return
}
""")

bad("gather_indices_shape", """
// vector.gather whose index vector length differs from the result's.
func.func @f(%m: memref<?xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%idx], %mask, %p : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
""")

bad("contract_map_count", """
// vector.contract with two indexing maps for three operands.
func.func @f(%a: vector<4xf32>, %c: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return
}
""")

bad("contract_dim_mismatch", """
// vector.contract whose contracting dimensions differ in size.
func.func @f(%a: vector<4xf32>, %b: vector<5xf32>, %c: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<5xf32> into f32
  return
}
""")

bad("outerproduct_kind_type", """
// vector.outerproduct with an integer-only kind on floats.
func.func @f(%a: vector<4xf32>, %acc: vector<4x4xf32>) {
  %0 = vector.outerproduct %a, %a, %acc {kind = #vector.kind<xor>} : vector<4xf32>, vector<4xf32>
  return
}
""")

bad("constant_mask_zero_conjunction", """
// vector.constant_mask with one zero size among non-zero ones.
func.func @f() {
  %0 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}
""")

bad("constant_mask_scalable", """
// vector.constant_mask of a scalable dimension neither none nor all set.
func.func @f() {
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}
""")

bad("mask_result_type", """
// vector.mask whose result type differs from the masked op's.
func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f16
  return
}
""")

bad("expandload_mask_dim", """
// vector.expandload whose mask length differs from the result's.
func.func @f(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  %0 = vector.expandload %m[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}
""")

bad("scatter_element_type", """
// vector.scatter of f32 values into an f16 memref.
func.func @f(%m: memref<?xf16>, %i: index, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  vector.scatter %m[%i] [%idx], %mask, %v : memref<?xf16>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
""")

bad("transfer_read_not_projected", """
// vector.transfer_read with a permutation map result that is a sum of dims.
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}
""")

bad("transfer_read_repeated_dim", """
// vector.transfer_read with a permutation map using one dim twice.
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}
""")

bad("transfer_read_map_inputs", """
// vector.transfer_read with a permutation map of fewer inputs than the source's rank.
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}
""")

bad("transfer_read_minor_bitwidth", """
// vector.transfer_read from a memref of vectors whose width does not divide the result's.
func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<4xf32>>, vector<2x3xf32>
  return
}
""")

bad("scan_initial_shape", """
// vector.scan whose initial value is not the source without the scanned dimension.
func.func @f(%a: vector<4x8xf32>, %init: vector<4xf32>) {
  %0:2 = vector.scan <add>, %a, %init {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}
""")

bad("extract_strided_slice_result", """
// vector.extract_strided_slice whose result is not the slice's shape.
func.func @f(%a: vector<4xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<3xf32>
  return
}
""")

bad("insert_strided_slice_rank", """
// vector.insert_strided_slice of a vector larger than its destination.
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = vector.insert_strided_slice %b, %a {offsets = [0], strides = [1]} : vector<8xf32> into vector<4xf32>
  return
}
""")

bad("generic_shuffle_element", """
// vector.shuffle in generic form with operands of different element types.
func.func @f(%a: vector<8xf32>, %b: vector<8xf16>) {
  %1 = "vector.shuffle"(%a, %b) <{mask = array<i64: 1>}> : (vector<8xf32>, vector<8xf16>) -> vector<1xf32>
  return
}
""")

bad("generic_transpose_duplicate", """
// vector.transpose in generic form with a repeated position.
func.func @f(%a: vector<4x4xf32>) {
  %1 = "vector.transpose"(%a) <{permutation = array<i64: 0, 0>}> : (vector<4x4xf32>) -> vector<4x4xf32>
  return
}
""")

bad("generic_to_elements_count", """
// vector.to_elements in generic form with too few results.
func.func @f(%a: vector<4xf32>) {
  %1:3 = "vector.to_elements"(%a) : (vector<4xf32>) -> (f32, f32, f32)
  return
}
""")

bad("generic_transfer_write_tensor_result", """
// vector.transfer_write to a tensor in generic form without a result.
func.func @f(%v: vector<4xf32>, %m: tensor<?xf32>, %i: index) {
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, tensor<?xf32>, index) -> ()
  return
}
""")

bad("mask_shape", """
// vector.mask around a reduction with a mask of another length.
func.func @f(%m: vector<8xi1>, %v: vector<16xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<8xi1> -> f32
  return
}
""")

bad("mask_not_maskable", """
// vector.mask around an op that cannot be masked.
func.func @f(%m: vector<16xi1>, %v: vector<16xf32>) {
  %0 = vector.mask %m {
    %1 = arith.addf %v, %v : vector<16xf32>
    vector.yield %1 : vector<16xf32>
  } : vector<16xi1> -> vector<16xf32>
  return
}
""")

bad("mask_contract_iteration_space", """
// vector.mask around a contraction needs a mask over its whole iteration space.
func.func @f(%m: vector<4x8xi1>, %a: vector<4x2xf32>, %b: vector<2x8xf32>, %c: vector<4x8xf32>) {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return
}
""")
VALID.append(("print_default_punctuation", """
// vector.print's oilist clause with the default punctuation, which the printed form leaves out.
func.func @f(%v: vector<2xf32>) {
  vector.print punctuation <newline>
  vector.print %v : vector<2xf32> punctuation <newline>
  vector.print str "x" punctuation <newline>
  return
}
"""))
INVALID.append(("print_clause_twice", """
// An oilist clause may appear only once.
func.func @f() {
  vector.print str "a" punctuation <comma> str "b"
  return
}
"""))
