VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


v("empty_static", """
// tensor.empty with a fully static shape, of several element types.
func.func @f() -> (tensor<4x8xf32>, tensor<i1>, tensor<2x3x4xi64>) {
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = tensor.empty() : tensor<i1>
  %2 = tensor.empty() : tensor<2x3x4xi64>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<i1>, tensor<2x3x4xi64>
}
""")
v("empty_dynamic", """
// tensor.empty with dynamic sizes: one operand per `?`.
func.func @f(%m: index, %n: index) -> (tensor<?xf32>, tensor<?x4x?xbf16>) {
  %0 = tensor.empty(%m) : tensor<?xf32>
  %1 = tensor.empty(%m, %n) : tensor<?x4x?xbf16>
  return %0, %1 : tensor<?xf32>, tensor<?x4x?xbf16>
}
""")
v("empty_encoding", """
// tensor.empty of a tensor type with an encoding attribute.
func.func @f() -> tensor<4xf32, "enc"> {
  %0 = tensor.empty() : tensor<4xf32, "enc">
  return %0 : tensor<4xf32, "enc">
}
""")
v("extract", """
// tensor.extract of scalars from ranked tensors, including rank 0.
func.func @f(%t: tensor<4x?xf32>, %s: tensor<i32>, %i: index, %j: index) -> (f32, i32) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.extract %s[] : tensor<i32>
  return %0, %1 : f32, i32
}
""")
v("extract_constant_index", """
// tensor.extract with constant indices from a constant tensor.
func.func @f() -> i8 {
  %t = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract %t[%c1, %c0] : tensor<2x2xi8>
  return %0 : i8
}
""")
v("insert", """
// tensor.insert of scalars into ranked tensors, including rank 0.
func.func @f(%t: tensor<?x3xi64>, %s: tensor<f16>, %v: i64, %h: f16, %i: index) -> (tensor<?x3xi64>, tensor<f16>) {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<?x3xi64>
  %1 = tensor.insert %h into %s[] : tensor<f16>
  return %0, %1 : tensor<?x3xi64>, tensor<f16>
}
""")
v("dim", """
// tensor.dim of static and dynamic dimensions, ranked and unranked.
func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xi32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %2 = tensor.dim %u, %c1 : tensor<*xi32>
  return %0, %1, %2 : index, index, index
}
""")
v("rank", """
// tensor.rank of ranked and unranked tensors.
func.func @f(%t: tensor<*xf32>, %r: tensor<2x?xi1>) -> (index, index) {
  %0 = tensor.rank %t : tensor<*xf32>
  %1 = tensor.rank %r : tensor<2x?xi1>
  return %0, %1 : index, index
}
""")
v("from_elements", """
// tensor.from_elements builds 0-d, 1-d and 2-d tensors from scalars.
func.func @f(%a: f32, %b: f32, %i: index) -> (tensor<f32>, tensor<3xf32>, tensor<2x2xf32>, tensor<1xindex>) {
  %0 = tensor.from_elements %a : tensor<f32>
  %1 = tensor.from_elements %a, %b, %a : tensor<3xf32>
  %2 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  %3 = tensor.from_elements %i : tensor<1xindex>
  return %0, %1, %2, %3 : tensor<f32>, tensor<3xf32>, tensor<2x2xf32>, tensor<1xindex>
}
""")
v("splat", """
// tensor.splat of a scalar into static and dynamic tensors.
func.func @f(%x: f32, %i: i8, %n: index, %m: index) -> (tensor<4xf32>, tensor<?x8xi8>, tensor<?x?xf32>) {
  %0 = tensor.splat %x : tensor<4xf32>
  %1 = tensor.splat %i[%n] : tensor<?x8xi8>
  %2 = tensor.splat %x[%n, %m] : tensor<?x?xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<?x8xi8>, tensor<?x?xf32>
}
""")
v("cast", """
// tensor.cast between static, dynamic and unranked tensor types.
func.func @f(%t: tensor<4x?xf32>) -> (tensor<?x?xf32>, tensor<4x8xf32>, tensor<*xf32>, tensor<4x?xf32>) {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  %2 = tensor.cast %1 : tensor<4x8xf32> to tensor<*xf32>
  %3 = tensor.cast %2 : tensor<*xf32> to tensor<4x?xf32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<4x8xf32>, tensor<*xf32>, tensor<4x?xf32>
}
""")
v("reshape", """
// tensor.reshape with a static and a dynamic shape operand.
func.func @f(%t: tensor<2x3xf32>, %s: tensor<1xindex>, %d: tensor<?xi32>, %s2: tensor<2xi64>) -> (tensor<6xf32>, tensor<?x?xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %1 = tensor.reshape %d(%s2) : (tensor<?xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  return %0, %1 : tensor<6xf32>, tensor<?x?xi32>
}
""")
v("expand_shape_static", """
// tensor.expand_shape with reassociation indices and a static output_shape.
func.func @f(%t: tensor<8x6xf32>) -> tensor<2x4x3x2xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [2, 4, 3, 2] : tensor<8x6xf32> into tensor<2x4x3x2xf32>
  return %0 : tensor<2x4x3x2xf32>
}
""")
v("expand_shape_dynamic", """
// tensor.expand_shape with a dynamic output size given as an SSA value.
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
""")
v("expand_shape_unit_dims", """
// tensor.expand_shape adding unit dimensions, including from a 0-d tensor.
func.func @f(%t: tensor<5xi32>, %s: tensor<f32>) -> (tensor<1x5x1xi32>, tensor<1x1xf32>) {
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [1, 5, 1] : tensor<5xi32> into tensor<1x5x1xi32>
  %1 = tensor.expand_shape %s [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %0, %1 : tensor<1x5x1xi32>, tensor<1x1xf32>
}
""")
v("collapse_shape", """
// tensor.collapse_shape merging dimensions, static and dynamic.
func.func @f(%t: tensor<2x4x3xf32>, %d: tensor<?x4xi8>) -> (tensor<8x3xf32>, tensor<24xf32>, tensor<?xi8>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x4x3xf32> into tensor<8x3xf32>
  %1 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x4x3xf32> into tensor<24xf32>
  %2 = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xi8> into tensor<?xi8>
  return %0, %1, %2 : tensor<8x3xf32>, tensor<24xf32>, tensor<?xi8>
}
""")
v("collapse_shape_to_scalar", """
// tensor.collapse_shape of a unit tensor to a 0-d tensor.
func.func @f(%t: tensor<1x1xf64>) -> tensor<f64> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf64> into tensor<f64>
  return %0 : tensor<f64>
}
""")
v("extract_slice_static", """
// tensor.extract_slice with static offsets, sizes and strides.
func.func @f(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[0, 4] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
""")
v("extract_slice_dynamic", """
// tensor.extract_slice with dynamic offsets, sizes and strides.
func.func @f(%t: tensor<?x?xf32>, %o: index, %s: index, %st: index) -> tensor<?x?xf32> {
  %0 = tensor.extract_slice %t[%o, %o] [%s, %s] [%st, %st] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
""")
v("extract_slice_mixed", """
// tensor.extract_slice mixing static and dynamic entries.
func.func @f(%t: tensor<16x?xi32>, %o: index, %n: index) -> tensor<4x?xi32> {
  %0 = tensor.extract_slice %t[%o, 0] [4, %n] [2, 1] : tensor<16x?xi32> to tensor<4x?xi32>
  return %0 : tensor<4x?xi32>
}
""")
v("extract_slice_rank_reducing", """
// Rank-reducing tensor.extract_slice dropping unit dimensions.
func.func @f(%t: tensor<8x16x4xf32>, %i: index) -> (tensor<16xf32>, tensor<16x4xf32>) {
  %0 = tensor.extract_slice %t[%i, 0, 2] [1, 16, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16xf32>
  %1 = tensor.extract_slice %t[%i, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  return %0, %1 : tensor<16xf32>, tensor<16x4xf32>
}
""")
v("insert_slice_static", """
// tensor.insert_slice with static offsets, sizes and strides.
func.func @f(%src: tensor<4x4xf32>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %src into %dst[4, 8] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
""")
v("insert_slice_dynamic", """
// tensor.insert_slice with dynamic offsets and sizes.
func.func @f(%src: tensor<?x?xf32>, %dst: tensor<?x?xf32>, %o: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %src into %dst[%o, 0] [%s, %s] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
""")
v("insert_slice_rank_reducing", """
// Rank-reducing tensor.insert_slice inserting a row into a matrix.
func.func @f(%row: tensor<16xf32>, %m: tensor<8x16xf32>, %i: index) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %row into %m[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
""")
v("generate", """
// tensor.generate computing each element from its indices.
func.func @f(%n: index) -> tensor<?x3xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %0 : tensor<?x3xindex>
}
""")
v("generate_static", """
// tensor.generate with a static shape producing a constant-filled tensor.
func.func @f(%x: f32) -> tensor<2x2xf32> {
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
""")
v("pad_static", """
// tensor.pad with static low/high padding and a constant padding value.
func.func @f(%t: tensor<4x4xf32>) -> tensor<6x8xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}
""")
v("pad_dynamic", """
// tensor.pad with dynamic padding amounts.
func.func @f(%t: tensor<?xi32>, %lo: index, %hi: index, %v: i32) -> tensor<?xi32> {
  %0 = tensor.pad %t low[%lo] high[%hi] {
  ^bb0(%i: index):
    tensor.yield %v : i32
  } : tensor<?xi32> to tensor<?xi32>
  return %0 : tensor<?xi32>
}
""")
v("pad_nofold_mixed", """
// tensor.pad with the nofold flag and mixed static/dynamic padding.
func.func @f(%t: tensor<2x?xf16>, %p: index, %v: f16) -> tensor<5x?xf16> {
  %0 = tensor.pad %t nofold low[0, %p] high[3, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f16
  } : tensor<2x?xf16> to tensor<5x?xf16>
  return %0 : tensor<5x?xf16>
}
""")
v("concat", """
// tensor.concat along dimension 0 and along a dynamic dimension.
func.func @f(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %c: tensor<2x?xf32>) -> (tensor<5x4xf32>, tensor<2x?xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %1 = tensor.concat dim(1) %a, %c, %a : (tensor<2x4xf32>, tensor<2x?xf32>, tensor<2x4xf32>) -> tensor<2x?xf32>
  return %0, %1 : tensor<5x4xf32>, tensor<2x?xf32>
}
""")
v("bitcast", """
// tensor.bitcast between element types of the same width.
func.func @f(%t: tensor<4xi32>, %u: tensor<?xf16>) -> (tensor<4xf32>, tensor<?xi16>) {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  %1 = tensor.bitcast %u : tensor<?xf16> to tensor<?xi16>
  return %0, %1 : tensor<4xf32>, tensor<?xi16>
}
""")
v("gather", """
// tensor.gather of slices at given indices.
func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return %0 : tensor<1x2x1x1x6xf32>
}
""")
v("gather_unique_rank_reduced", """
// tensor.gather with the unique flag producing a rank-reduced result.
func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x1xindex>) -> tensor<1x2x5x6xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x5x6xf32>
  return %0 : tensor<1x2x5x6xf32>
}
""")
v("scatter", """
// tensor.scatter of slices into a destination (requires unique).
func.func @f(%src: tensor<1x2x1x1x6xf32>, %dst: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<4x5x6xf32> {
  %0 = tensor.scatter %src into %dst[%idx] scatter_dims([0, 1]) unique : (tensor<1x2x1x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
}
""")
v("parallel_insert_slice", """
// tensor.parallel_insert_slice inside scf.forall.in_parallel with dynamic offsets.
func.func @f(%src: tensor<64xf32>, %dst: tensor<64xf32>) -> tensor<64xf32> {
  %r = scf.forall (%i) in (16) shared_outs(%o = %dst) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %src[%off] [4] [1] : tensor<64xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [4] [1] : tensor<4xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
""")
v("aliases", """
// tensor ops using type aliases for their tensor types.
!t2 = tensor<2x2xf32>
!t4 = tensor<4xf32>
func.func @f(%a: !t4) -> !t2 {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : !t4 into !t2
  return %0 : !t2
}
""")
v("names", """
// Printer result names for tensor ops: %extracted, %inserted, %dim, %cast, %splat, %padded, ...
func.func @f(%t: tensor<?xf32>, %x: f32) -> (f32, tensor<?xf32>, index, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<?xf32>
  %e2 = tensor.extract %t[%c0] : tensor<?xf32>
  %i = tensor.insert %e into %t[%c0] : tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %s = tensor.splat %x : tensor<4xf32>
  %fe = tensor.from_elements %x : tensor<1xf32>
  %es = tensor.extract_slice %t[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %is = tensor.insert_slice %es into %t[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %g = tensor.generate {
  ^bb0(%k: index):
    tensor.yield %x : f32
  } : tensor<3xf32>
  %em = tensor.empty() : tensor<5xf32>
  %cs = tensor.collapse_shape %c [[0]] : tensor<4xf32> into tensor<4xf32>
  %p = tensor.pad %c low[1] high[1] {
  ^bb0(%k: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %e, %i, %d, %s : f32, tensor<?xf32>, index, tensor<4xf32>
}
""")
v("unranked_cast_dim", """
// Unranked tensors through tensor.cast, tensor.rank and tensor.dim.
func.func @f(%t: tensor<*xi16>) -> (index, index) {
  %r = tensor.rank %t : tensor<*xi16>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<*xi16>
  return %r, %d : index, index
}
""")
v("complex_elements", """
// Tensor ops on complex and vector element types.
func.func @f(%t: tensor<4xcomplex<f32>>, %v: tensor<2xvector<4xf32>>, %i: index) -> (complex<f32>, vector<4xf32>) {
  %0 = tensor.extract %t[%i] : tensor<4xcomplex<f32>>
  %1 = tensor.extract %v[%i] : tensor<2xvector<4xf32>>
  return %0, %1 : complex<f32>, vector<4xf32>
}
""")
v("extract_slice_strided", """
// tensor.extract_slice with non-unit static strides.
func.func @f(%t: tensor<16x16xi8>) -> tensor<4x8xi8> {
  %0 = tensor.extract_slice %t[1, 0] [4, 8] [4, 2] : tensor<16x16xi8> to tensor<4x8xi8>
  return %0 : tensor<4x8xi8>
}
""")
v("ops_with_attrs_locs", """
// tensor ops with discardable attributes (before the operands for tensor.dim) and locations.
func.func @f(%n: index) -> tensor<?xf32> {
  %0 = tensor.empty(%n) {test.origin = "alloc"} : tensor<?xf32> loc("t.mlir":1:1)
  %c0 = arith.constant 0 : index
  %1 = tensor.dim {test.q} %0, %c0 : tensor<?xf32> loc("dim")
  return %0 : tensor<?xf32>
}
""")
v("insert_slice_loop", """
// Filling a tensor row by row with tensor.insert_slice in an scf.for loop.
func.func @f(%row: tensor<8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (tensor<4x8xf32>) {
    %u = tensor.insert_slice %row into %acc[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %u : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}
""")
v("expand_collapse_round", """
// tensor.expand_shape followed by tensor.collapse_shape restoring the original type.
func.func @f(%t: tensor<?x8xf32>, %n: index) -> tensor<?x8xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x2x8xf32> into tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}
""")
v("generic_form", """
// tensor ops written in generic form with properties; printed in custom form.
func.func @f(%t: tensor<8xf32>) -> tensor<4xf32> {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
v("pad_high_only", """
// tensor.pad with zero low padding and a padding value computed in the region.
func.func @f(%t: tensor<3x3xi32>) -> tensor<4x4xi32> {
  %0 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<3x3xi32> to tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}
""")
v("empty_zero_sized", """
// Zero-sized tensors with tensor.empty and tensor.dim.
func.func @f() -> (tensor<0x4xf32>, index) {
  %0 = tensor.empty() : tensor<0x4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.dim %0, %c0 : tensor<0x4xf32>
  return %0, %1 : tensor<0x4xf32>, index
}
""")

v("slice_source_group_of_two", """
// A segment of two values for extract_slice's single source: MLIR only
// type-checks every value of the group and reads the first, so it accepts
// this and prints the first in custom form.
func.func @f(%t: tensor<8xf32>) -> tensor<2xf32> {
  %r = "tensor.extract_slice"(%t, %t) <{operandSegmentSizes = array<i32: 2, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
""")

# ================================================================ invalid
bad("extract_wrong_index_count", """
// tensor.extract with fewer indices than the tensor rank.
func.func @f(%t: tensor<4x4xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}
""")
bad("insert_wrong_index_count", """
// tensor.insert with more indices than the tensor rank.
func.func @f(%t: tensor<4xf32>, %v: f32, %i: index) {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<4xf32>
  return
}
""")
bad("empty_wrong_dynamic_count", """
// tensor.empty with fewer size operands than dynamic dimensions.
func.func @f(%n: index) {
  %0 = tensor.empty(%n) : tensor<?x?xf32>
  return
}
""")
bad("cast_incompatible", """
// tensor.cast between incompatible static shapes.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<8xf32>
  return
}
""")
bad("cast_element_type", """
// tensor.cast changing the element type.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}
""")
bad("from_elements_count", """
// tensor.from_elements with fewer elements than the type has.
func.func @f(%a: f32) {
  %0 = tensor.from_elements %a, %a : tensor<3xf32>
  return
}
""")
bad("expand_shape_bad_reassociation", """
// tensor.expand_shape whose reassociation does not cover the result rank.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return
}
""")
bad("expand_shape_size_mismatch", """
// tensor.expand_shape whose output shape does not multiply to the input size.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<8xf32> into tensor<3x4xf32>
  return
}
""")
bad("collapse_shape_size_mismatch", """
// tensor.collapse_shape whose result size differs from the product of the input sizes.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<6xf32>
  return
}
""")
bad("extract_slice_rank_mismatch", """
// tensor.extract_slice with two offsets for a rank-3 tensor.
func.func @f(%t: tensor<4x4x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4x4xf32> to tensor<2x2xf32>
  return
}
""")
bad("extract_slice_wrong_result", """
// tensor.extract_slice whose result type does not match the sizes.
func.func @f(%t: tensor<8x8xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x2xf32>
  return
}
""")
bad("insert_slice_wrong_source", """
// tensor.insert_slice whose source type does not match the sizes.
func.func @f(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>) {
  %0 = tensor.insert_slice %s into %d[0, 0] [4, 4] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return
}
""")
bad("generate_wrong_yield_type", """
// tensor.generate whose body yields a value of the wrong type.
func.func @f() {
  %0 = tensor.generate {
  ^bb0(%i: index):
    %x = arith.constant 0 : i64
    tensor.yield %x : i64
  } : tensor<4xi32>
  return
}
""")
bad("generate_wrong_block_args", """
// tensor.generate whose body has fewer index arguments than the tensor rank.
func.func @f() {
  %0 = tensor.generate {
  ^bb0(%i: index):
    %x = arith.constant 0 : i32
    tensor.yield %x : i32
  } : tensor<4x4xi32>
  return
}
""")
bad("pad_wrong_result_type", """
// tensor.pad whose result type does not match the padded size.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<5xf32>
  return
}
""")
bad("concat_rank_mismatch", """
// tensor.concat of tensors of different ranks.
func.func @f(%a: tensor<2x4xf32>, %b: tensor<4xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<6x4xf32>
  return
}
""")
bad("concat_dim_out_of_range", """
// tensor.concat along a dimension beyond the rank.
func.func @f(%a: tensor<2xf32>) {
  %0 = tensor.concat dim(1) %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}
""")
bad("dim_non_index", """
// tensor.dim with an i32 dimension operand.
func.func @f(%t: tensor<4xf32>, %d: i32) {
  %0 = tensor.dim %t, %d : tensor<4xf32>
  return
}
""")
bad("reshape_shape_size", """
// tensor.reshape whose shape operand length differs from the result rank.
func.func @f(%t: tensor<6xf32>, %s: tensor<3xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<3xindex>) -> tensor<2x3xf32>
  return
}
""")
bad("yield_outside_region", """
// tensor.yield directly in a function body.
func.func @f(%x: f32) {
  tensor.yield %x : f32
}
""")
bad("splat_wrong_dynamic_count", """
// tensor.splat with no size operand for a dynamic dimension.
func.func @f(%x: f32) {
  %0 = tensor.splat %x : tensor<?xf32>
  return
}
""")
bad("generate_multi_block", """
// tensor.generate's body must be a single block.
func.func @f(%c: i1) -> tensor<2xi32> {
  %0 = tensor.generate {
  ^bb0(%i: index):
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 1 : i32
    tensor.yield %x : i32
  ^b:
    %y = arith.constant 2 : i32
    tensor.yield %y : i32
  } : tensor<2xi32>
  return %0 : tensor<2xi32>
}
""")
bad("attr_dict_concat_dim_i32", """
// tensor.concat with an i32 dim in its attribute dictionary: an integer, but not the 64-bit one I64Attr wants.
func.func @f(%t: tensor<4xf32>) -> tensor<8xf32> {
  %0 = tensor.concat dim(0) %t, %t {dim = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""")
bad("attr_dict_collapse_reassociation", """
// tensor.collapse_shape with a flat reassociation array in its attribute dictionary.
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %t [[0]] {reassociation = [1]} : tensor<4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("attr_dict_pad_nofold_after_region", """
// tensor.pad with an integer nofold in the attribute dictionary after its region: reported at that '{', after the region was read.
func.func @f(%s: tensor<?xf32>, %x: f32) -> tensor<?xf32> {
  %0 = tensor.pad %s low[1] high[1] {
  ^bb0(%q: index):
    tensor.yield %x : f32
  } {nofold = 1 : i32} : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
""")
bad("pad_region_not_ending_in_yield", """
// tensor.pad whose region ends in an op other than tensor.yield: the region trait is checked after the op's own verifier.
func.func @f(%t: tensor<2xf32>, %v: f32) -> tensor<4xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
    %c = arith.constant 0.0 : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
