VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


v("generic_elementwise", """
// linalg.generic: an elementwise addition on tensors with identity maps given as an alias.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
""")
v("generic_reduction", """
// linalg.generic with a reduction iterator summing rows into a vector.
#in = affine_map<(i, j) -> (i, j)>
#out = affine_map<(i, j) -> (i)>
func.func @rowsum(%a: tensor<?x?xf64>, %init: tensor<?xf64>) -> tensor<?xf64> {
  %0 = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<?x?xf64>) outs(%init : tensor<?xf64>) {
  ^bb0(%x: f64, %acc: f64):
    %s = arith.addf %x, %acc : f64
    linalg.yield %s : f64
  } -> tensor<?xf64>
  return %0 : tensor<?xf64>
}
""")
v("generic_doc_library_call", """
// linalg.generic with doc and library_call attributes (printed in sorted order) and an extra attribute.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<16xi32>) -> tensor<16xi32> {
  %0 = linalg.generic {library_call = "negate_i32", doc = "negates every element", indexing_maps = [#id, #id], iterator_types = ["parallel"], test.extra = 1 : i64} ins(%a : tensor<16xi32>) outs(%a : tensor<16xi32>) {
  ^bb0(%x: i32, %o: i32):
    %c0 = arith.constant 0 : i32
    %n = arith.subi %c0, %x : i32
    linalg.yield %n : i32
  } -> tensor<16xi32>
  return %0 : tensor<16xi32>
}
""")
v("generic_memref", """
// linalg.generic on memrefs: no results, the region writes through outs.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @scale(%a: memref<4x4xf32>, %out: memref<4x4xf32>, %k: f32) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%out : memref<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  }
  return
}
""")
v("generic_matmul", """
// A matrix multiplication written as linalg.generic with three loops.
#mA = affine_map<(m, n, k) -> (m, k)>
#mB = affine_map<(m, n, k) -> (k, n)>
#mC = affine_map<(m, n, k) -> (m, n)>
func.func @mm(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
""")
v("generic_index", """
// linalg.index inside linalg.generic reads the current iteration index.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @iota(%init: tensor<3x5xindex>) -> tensor<3x5xindex> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%init : tensor<3x5xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<3x5xindex>
  return %0 : tensor<3x5xindex>
}
""")
v("generic_broadcast_scalar", """
// linalg.generic with a scalar input (map with no results) broadcast to a tensor.
#scalar = affine_map<(d0) -> ()>
#id = affine_map<(d0) -> (d0)>
func.func @f(%x: f32, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#scalar, #id], iterator_types = ["parallel"]} ins(%x : f32) outs(%init : tensor<8xf32>) {
  ^bb0(%s: f32, %o: f32):
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""")
v("generic_multiple_outputs", """
// linalg.generic with two outputs of different element types.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<8xf32>, %o1: tensor<8xf32>, %o2: tensor<8xi1>) -> (tensor<8xf32>, tensor<8xi1>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%o1, %o2 : tensor<8xf32>, tensor<8xi1>) {
  ^bb0(%x: f32, %y: f32, %z: i1):
    %zero = arith.constant 0.0 : f32
    %abs = math.absf %x : f32
    %neg = arith.cmpf olt, %x, %zero : f32
    linalg.yield %abs, %neg : f32, i1
  } -> (tensor<8xf32>, tensor<8xi1>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xi1>
}
""")
v("generic_inline_maps", """
// linalg.generic with affine maps written inline (the printer introduces #map aliases).
func.func @transpose(%a: tensor<2x3xf32>, %init: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
""")
v("fill", """
// linalg.fill on tensors and memrefs with scalars of several types.
func.func @f(%t: tensor<4x4xf32>, %m: memref<8xi32>, %x: f32, %i: i32) -> tensor<4x4xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.fill ins(%i : i32) outs(%m : memref<8xi32>)
  %c = arith.constant 0.0 : f32
  %1 = linalg.fill ins(%c : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
""")
v("fill_empty_matmul", """
// The usual tensor.empty + linalg.fill + linalg.matmul sequence with dynamic sizes.
func.func @mm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
""")
v("matmul_tensor", """
// linalg.matmul on static tensors.
func.func @mm(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
""")
v("matmul_memref", """
// linalg.matmul on memrefs with mixed element types (i8 inputs, i32 accumulator).
func.func @mm(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  return
}
""")
v("matmul_indexing_maps", """
// linalg.matmul with explicit indexing maps (a transposed left-hand side).
#ta = affine_map<(d0, d1, d2) -> (d2, d0)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @mm(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = [#ta, #b, #c] ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
""")
v("matmul_cast_unsigned", """
// linalg.matmul with an unsigned cast attribute on integer inputs.
func.func @mm(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
""")
v("batch_matmul", """
// linalg.batch_matmul on tensors and memrefs.
func.func @bmm(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %ma: memref<?x?x?xf16>, %mc: memref<?x?x?xf16>) -> tensor<2x4x16xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  linalg.batch_matmul ins(%ma, %ma : memref<?x?x?xf16>, memref<?x?x?xf16>) outs(%mc : memref<?x?x?xf16>)
  return %0 : tensor<2x4x16xf32>
}
""")
v("batch_reduce_matmul", """
// linalg.batch_reduce_matmul accumulating over the batch dimension.
func.func @brmm(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
""")
v("matvec", """
// linalg.matvec on tensors and memrefs.
func.func @mv(%a: tensor<4x8xf32>, %x: tensor<8xf32>, %y: tensor<4xf32>, %ma: memref<?x?xf64>, %mx: memref<?xf64>, %my: memref<?xf64>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%a, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  linalg.matvec ins(%ma, %mx : memref<?x?xf64>, memref<?xf64>) outs(%my : memref<?xf64>)
  return %0 : tensor<4xf32>
}
""")
v("vecmat", """
// linalg.vecmat (vector times matrix).
func.func @vm(%x: tensor<4xf32>, %a: tensor<4x8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.vecmat ins(%x, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""")
v("batch_matvec", """
// linalg.batch_matvec.
func.func @bmv(%a: tensor<2x4x8xf32>, %x: tensor<2x8xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.batch_matvec ins(%a, %x : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%y : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
""")
v("dot", """
// linalg.dot into a 0-d tensor and a 0-d memref.
func.func @dot(%a: tensor<16xf32>, %b: tensor<16xf32>, %acc: tensor<f32>, %ma: memref<?xi32>, %mc: memref<i32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%acc : tensor<f32>) -> tensor<f32>
  linalg.dot ins(%ma, %ma : memref<?xi32>, memref<?xi32>) outs(%mc : memref<i32>)
  return %0 : tensor<f32>
}
""")
v("transpose", """
// linalg.transpose on tensors and memrefs with a permutation.
func.func @f(%a: tensor<2x3x4xf32>, %init: tensor<4x2x3xf32>, %m: memref<8x16xi8>, %mo: memref<16x8xi8>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%init : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  linalg.transpose ins(%m : memref<8x16xi8>) outs(%mo : memref<16x8xi8>) permutation = [1, 0]
  return %0 : tensor<4x2x3xf32>
}
""")
v("broadcast", """
// linalg.broadcast adding dimensions, on tensors and memrefs.
func.func @f(%a: tensor<8xf32>, %init: tensor<4x8x2xf32>, %m: memref<?xi32>, %mo: memref<?x5xi32>) -> tensor<4x8x2xf32> {
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%init : tensor<4x8x2xf32>) dimensions = [0, 2]
  linalg.broadcast ins(%m : memref<?xi32>) outs(%mo : memref<?x5xi32>) dimensions = [1]
  return %0 : tensor<4x8x2xf32>
}
""")
v("map_region", """
// linalg.map with an explicit region (printed in the short `{ op }` form when possible).
func.func @f(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8xf32>
}
""")
v("map_long_region", """
// linalg.map whose region has several operations (printed with the region).
func.func @f(%a: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %o: f32) {
      %t = arith.mulf %x, %x : f32
      %s = arith.addf %t, %x : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8xf32>
}
""")
v("map_short_form", """
// linalg.map in the short `{ op }` form, on tensors and memrefs.
func.func @f(%a: tensor<4xi32>, %init: tensor<4xi32>, %m: memref<4xf32>, %mo: memref<4xf32>) -> tensor<4xi32> {
  %0 = linalg.map { arith.addi } ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%init : tensor<4xi32>)
  linalg.map { math.absf } ins(%m : memref<4xf32>) outs(%mo : memref<4xf32>)
  return %0 : tensor<4xi32>
}
""")
v("reduce", """
// linalg.reduce summing over one dimension with an explicit region.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<4xf32>
}
""")
v("reduce_short_form", """
// linalg.reduce in the short `{ op }` form, reducing two dimensions.
func.func @f(%a: tensor<4x8x2xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %0 = linalg.reduce { arith.maxsi } ins(%a : tensor<4x8x2xi32>) outs(%init : tensor<8xi32>) dimensions = [0, 2]
  return %0 : tensor<8xi32>
}
""")
v("copy", """
// linalg.copy on tensors and memrefs.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: memref<?x?xi8>, %n: memref<?x?xi8>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%m : memref<?x?xi8>) outs(%n : memref<?x?xi8>)
  return %0 : tensor<4xf32>
}
""")

UNARY = ["exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt",
         "square", "tanh", "erf"]
for op in UNARY:
    v("elementwise_" + op, f"""
// linalg.{op} (elementwise named op) on tensors and memrefs.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>, %m: memref<?xf64>, %mo: memref<?xf64>) -> tensor<4x8xf32> {{
  %0 = linalg.{op} ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.{op} ins(%m : memref<?xf64>) outs(%mo : memref<?xf64>)
  return %0 : tensor<4x8xf32>
}}
""")
BINARY = ["add", "sub", "mul", "div", "max", "min", "powf"]
for op in BINARY:
    v("elementwise_" + op, f"""
// linalg.{op} (elementwise named binary op) on tensors and memrefs.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4x8xf32>, %m: memref<16xf32>) -> tensor<4x8xf32> {{
  %0 = linalg.{op} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.{op} ins(%m, %m : memref<16xf32>, memref<16xf32>) outs(%m : memref<16xf32>)
  return %0 : tensor<4x8xf32>
}}
""")
v("elementwise_integer", """
// linalg.add, linalg.div_unsigned and linalg.max on integer tensors.
func.func @f(%a: tensor<8xi32>, %b: tensor<8xi32>, %init: tensor<8xi32>) -> tensor<8xi32> {
  %0 = linalg.add ins(%a, %b : tensor<8xi32>, tensor<8xi32>) outs(%init : tensor<8xi32>) -> tensor<8xi32>
  %1 = linalg.div_unsigned ins(%0, %b : tensor<8xi32>, tensor<8xi32>) outs(%init : tensor<8xi32>) -> tensor<8xi32>
  %2 = linalg.max ins(%1, %a : tensor<8xi32>, tensor<8xi32>) outs(%init : tensor<8xi32>) -> tensor<8xi32>
  return %2 : tensor<8xi32>
}
""")
v("elementwise_select", """
// linalg.select choosing elementwise between two tensors.
func.func @f(%c: tensor<8xi1>, %a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.select ins(%c, %a, %b : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""")
v("elementwise_op", """
// linalg.elementwise with unary and binary kinds.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%0, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
""")
v("conv_2d_nhwc_hwcf", """
// linalg.conv_2d_nhwc_hwcf with strides and dilations.
func.func @conv(%in: tensor<1x8x8x3xf32>, %filter: tensor<3x3x3x16xf32>, %out: tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %filter : tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) outs(%out : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}
""")
v("conv_2d_nhwc_hwcf_strided_memref", """
// linalg.conv_2d_nhwc_hwcf on memrefs with stride 2.
func.func @conv(%in: memref<1x9x9x4xf32>, %filter: memref<3x3x4x8xf32>, %out: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %filter : memref<1x9x9x4xf32>, memref<3x3x4x8xf32>) outs(%out : memref<1x4x4x8xf32>)
  return
}
""")
v("conv_2d_nchw_fchw", """
// linalg.conv_2d_nchw_fchw.
func.func @conv(%in: tensor<1x3x8x8xf32>, %filter: tensor<16x3x3x3xf32>, %out: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %filter : tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) outs(%out : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  return %0 : tensor<1x16x6x6xf32>
}
""")
v("conv_1d_2d", """
// linalg.conv_1d and linalg.conv_2d without batch or channels.
func.func @conv(%a: tensor<16xf32>, %k: tensor<3xf32>, %o: tensor<14xf32>, %a2: tensor<8x8xi32>, %k2: tensor<3x3xi32>, %o2: tensor<6x6xi32>) -> (tensor<14xf32>, tensor<6x6xi32>) {
  %0 = linalg.conv_1d ins(%a, %k : tensor<16xf32>, tensor<3xf32>) outs(%o : tensor<14xf32>) -> tensor<14xf32>
  %1 = linalg.conv_2d ins(%a2, %k2 : tensor<8x8xi32>, tensor<3x3xi32>) outs(%o2 : tensor<6x6xi32>) -> tensor<6x6xi32>
  return %0, %1 : tensor<14xf32>, tensor<6x6xi32>
}
""")
v("depthwise_conv", """
// linalg.depthwise_conv_2d_nhwc_hwc.
func.func @dw(%in: tensor<1x8x8x4xf32>, %filter: tensor<3x3x4xf32>, %out: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %filter : tensor<1x8x8x4xf32>, tensor<3x3x4xf32>) outs(%out : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}
""")
v("pooling", """
// linalg.pooling_nhwc_max and linalg.pooling_nhwc_sum with a shape-only window operand.
func.func @pool(%in: tensor<1x4x4x1xf32>, %win: tensor<2x2xf32>, %out: tensor<1x3x3x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>) {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%in, %win : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%out : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %1 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%in, %win : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%out : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0, %1 : tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>
}
""")
v("mmt4d", """
// linalg.mmt4d on packed 4-d operands.
func.func @mmt4d(%a: tensor<2x4x8x1xf32>, %b: tensor<3x4x8x1xf32>, %c: tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x4x8x1xf32>, tensor<3x4x8x1xf32>) outs(%c : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  return %0 : tensor<2x3x8x8xf32>
}
""")
v("contract", """
// linalg.contract expressing a matmul with explicit indexing maps.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%x: tensor<4x8xf32>, %y: tensor<8x16xf32>, %z: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#a, #b, #c] ins(%x, %y : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
""")
v("pack_unpack", """
// linalg.pack into tiles and linalg.unpack back, with a padding value.
func.func @f(%src: tensor<128x256xf32>, %dst: tensor<16x8x8x32xf32>, %back: tensor<128x256xf32>, %p: tensor<13x15xf32>, %pd: tensor<2x2x8x8xf32>) -> (tensor<128x256xf32>, tensor<2x2x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %back : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %2 = linalg.pack %p padding_value(%zero : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %pd : tensor<13x15xf32> -> tensor<2x2x8x8xf32>
  return %1, %2 : tensor<128x256xf32>, tensor<2x2x8x8xf32>
}
""")
v("pack_outer_dims_perm", """
// linalg.pack with outer_dims_perm.
func.func @f(%src: tensor<32x64xf32>, %dst: tensor<32x8x4x2xf32>) -> tensor<32x8x4x2xf32> {
  %0 = linalg.pack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %dst : tensor<32x64xf32> -> tensor<32x8x4x2xf32>
  return %0 : tensor<32x8x4x2xf32>
}
""")
v("softmax", """
// linalg.softmax along one dimension.
func.func @f(%a: tensor<2x16x32xf32>, %init: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
""")
v("named_op_attrs", """
// Named linalg ops with discardable attributes and locations.
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul {test.tile = [2, 2]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32> loc("mm.mlir":2:8)
  %1 = linalg.add {test.fused} ins(%0, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32> loc("add")
  return %1 : tensor<4x4xf32>
}
""")
v("generic_form_named", """
// A named linalg op in generic form with its region; printed in custom form.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.copy"(%a, %b) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %o: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
v("generic_mixed_tensor_scalar_outputs", """
// linalg.generic on a rank-0 tensor input and dynamic output with a 3-d iteration space.
#m0 = affine_map<(d0, d1, d2) -> ()>
#m1 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
func.func @f(%s: tensor<f32>, %init: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#m0, #m1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<f32>) outs(%init : tensor<?x?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
""")

# ================================================================ invalid
bad("generic_wrong_map_count", """
// linalg.generic with fewer indexing maps than operands.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("generic_map_dims_mismatch", """
// linalg.generic with a map whose dimension count differs from the iterator count.
#m2 = affine_map<(d0, d1) -> (d0)>
#m1 = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#m2, #m1], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("generic_map_rank_mismatch", """
// linalg.generic with a map whose result count differs from the operand rank.
#m = affine_map<(d0, d1) -> (d0, d1)>
#o = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#m, #o], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("generic_bad_iterator", """
// linalg.generic with an unknown iterator type.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["sequential"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("generic_wrong_block_args", """
// linalg.generic whose region has fewer block arguments than operands.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("generic_yield_wrong_type", """
// linalg.generic whose linalg.yield type differs from the output element type.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = arith.constant 0 : i32
    linalg.yield %i : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("generic_tensor_result_mismatch", """
// linalg.generic on tensors declaring a result type different from its output.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""")
bad("matmul_shape_mismatch", """
// linalg.matmul whose reduction dimensions disagree.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<7x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
""")
bad("matmul_wrong_rank", """
// linalg.matmul with a rank-1 operand.
func.func @f(%a: tensor<8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
""")
bad("fill_non_scalar", """
// linalg.fill whose value is a tensor instead of a scalar.
func.func @f(%v: tensor<4xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("transpose_bad_permutation", """
// linalg.transpose with a permutation that repeats a dimension.
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) permutation = [0, 0]
  return %0 : tensor<4x4xf32>
}
""")
bad("transpose_shape_mismatch", """
// linalg.transpose whose output shape is not the permuted input shape.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [1, 0]
  return %0 : tensor<4x8xf32>
}
""")
bad("broadcast_bad_dimensions", """
// linalg.broadcast whose dimensions do not account for the rank difference.
func.func @f(%a: tensor<8xf32>, %b: tensor<4x8x2xf32>) -> tensor<4x8x2xf32> {
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8x2xf32>) dimensions = [0]
  return %0 : tensor<4x8x2xf32>
}
""")
bad("reduce_bad_dimension", """
// linalg.reduce over a dimension beyond the input rank.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [2]
  return %0 : tensor<4xf32>
}
""")
bad("map_shape_mismatch", """
// linalg.map with inputs of different shapes.
func.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<8xf32>) outs(%init : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
""")
bad("yield_outside_linalg", """
// linalg.yield directly in a function body.
func.func @f(%x: f32) {
  linalg.yield %x : f32
}
""")
bad("index_out_of_range", """
// linalg.index with a dimension beyond the iteration space.
#id = affine_map<(d0) -> (d0)>
func.func @f(%init: tensor<4xindex>) -> tensor<4xindex> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%init : tensor<4xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 1 : index
    linalg.yield %i : index
  } -> tensor<4xindex>
  return %0 : tensor<4xindex>
}
""")
bad("add_shape_mismatch", """
// linalg.add on tensors of different shapes.
func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<5xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("conv_wrong_strides_size", """
// linalg.conv_2d_nhwc_hwcf with three stride values.
func.func @conv(%in: tensor<1x8x8x3xf32>, %filter: tensor<3x3x3x16xf32>, %out: tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<3xi64>} ins(%in, %filter : tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) outs(%out : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}
""")
bad("pack_bad_tiles", """
// linalg.pack whose destination shape does not match the tiling.
func.func @f(%src: tensor<128x256xf32>, %dst: tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst : tensor<128x256xf32> -> tensor<16x8x8x16xf32>
  return %0 : tensor<16x8x8x16xf32>
}
""")
v("batch_mmt4d", """
// linalg.batch_mmt4d with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x2x2x2xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.batch_mmt4d ins(%a0, %a1 : tensor<2x2x2x2x2xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("batch_vecmat", """
// linalg.batch_vecmat with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.batch_vecmat ins(%a0, %a1 : tensor<2x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
""")
v("conv_3d", """
// linalg.conv_3d with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<3x3x3xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.conv_3d ins(%a0, %a1 : tensor<3x3x3xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("conv_1d_nwc_wcf", """
// linalg.conv_1d_nwc_wcf with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.conv_1d_nwc_wcf ins(%a0, %a1 : tensor<2x3x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("conv_1d_ncw_fcw", """
// linalg.conv_1d_ncw_fcw with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.conv_1d_ncw_fcw ins(%a0, %a1 : tensor<2x2x3xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("conv_2d_nhwc_fhwc", """
// linalg.conv_2d_nhwc_fhwc with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2xf32>, %a1: tensor<2x2x2x2xf32>, %o: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%a0, %a1 : tensor<2x3x3x2xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}
""")
v("conv_2d_ngchw_fgchw", """
// linalg.conv_2d_ngchw_fgchw with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x2x3x3xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw ins(%a0, %a1 : tensor<2x2x2x3x3xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("conv_2d_ngchw_gfchw", """
// linalg.conv_2d_ngchw_gfchw with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x2x3x3xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%a0, %a1 : tensor<2x2x2x3x3xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("conv_2d_nhwgc_gfhwc", """
// linalg.conv_2d_nhwgc_gfhwc with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2x2xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%a0, %a1 : tensor<2x3x3x2x2xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("conv_3d_ndhwc_dhwcf", """
// linalg.conv_3d_ndhwc_dhwcf with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x3x2xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%a0, %a1 : tensor<2x3x3x3x2xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("conv_3d_ncdhw_fcdhw", """
// linalg.conv_3d_ncdhw_fcdhw with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3x3x3xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : tensor<2x2x3x3x3xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("depthwise_conv_1d_nwc_wc", """
// linalg.depthwise_conv_1d_nwc_wc with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xf32>, %a1: tensor<2x2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%a0, %a1 : tensor<2x3x2xf32>, tensor<2x2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("depthwise_conv_1d_ncw_cw", """
// linalg.depthwise_conv_1d_ncw_cw with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3xf32>, %a1: tensor<2x2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : tensor<2x2x3xf32>, tensor<2x2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("depthwise_conv_1d_nwc_wcm", """
// linalg.depthwise_conv_1d_nwc_wcm with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%a0, %a1 : tensor<2x3x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}
""")
v("depthwise_conv_2d_nchw_chw", """
// linalg.depthwise_conv_2d_nchw_chw with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3x3xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%a0, %a1 : tensor<2x2x3x3xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}
""")
v("depthwise_conv_2d_nhwc_hwcm", """
// linalg.depthwise_conv_2d_nhwc_hwcm with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2xf32>, %a1: tensor<2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%a0, %a1 : tensor<2x3x3x2xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("depthwise_conv_3d_ndhwc_dhwc", """
// linalg.depthwise_conv_3d_ndhwc_dhwc with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x3x2xf32>, %a1: tensor<2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a0, %a1 : tensor<2x3x3x3x2xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("depthwise_conv_3d_ncdhw_cdhw", """
// linalg.depthwise_conv_3d_ncdhw_cdhw with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3x3x3xf32>, %a1: tensor<2x2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%a0, %a1 : tensor<2x2x3x3x3xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("depthwise_conv_3d_ndhwc_dhwcm", """
// linalg.depthwise_conv_3d_ndhwc_dhwcm with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x3x2xf32>, %a1: tensor<2x2x2x2x2xf32>, %o: tensor<2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a0, %a1 : tensor<2x3x3x3x2xf32>, tensor<2x2x2x2x2xf32>) outs(%o : tensor<2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2x2xf32>
}
""")
v("pooling_nchw_sum", """
// linalg.pooling_nchw_sum with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3x3xf32>, %a1: tensor<2x2xf32>, %o: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  %0 = linalg.pooling_nchw_sum ins(%a0, %a1 : tensor<2x2x3x3xf32>, tensor<2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}
""")
v("pooling_nchw_max", """
// linalg.pooling_nchw_max with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3x3xf32>, %a1: tensor<2x2xf32>, %o: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  %0 = linalg.pooling_nchw_max ins(%a0, %a1 : tensor<2x2x3x3xf32>, tensor<2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}
""")
v("pooling_nhwc_min", """
// linalg.pooling_nhwc_min with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2xf32>, %a1: tensor<2x2xf32>, %o: tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32> {
  %0 = linalg.pooling_nhwc_min ins(%a0, %a1 : tensor<2x3x3x2xf32>, tensor<2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}
""")
v("pooling_nwc_sum", """
// linalg.pooling_nwc_sum with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xf32>, %a1: tensor<2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.pooling_nwc_sum ins(%a0, %a1 : tensor<2x3x2xf32>, tensor<2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("pooling_ncw_sum", """
// linalg.pooling_ncw_sum with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3xf32>, %a1: tensor<2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.pooling_ncw_sum ins(%a0, %a1 : tensor<2x2x3xf32>, tensor<2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("pooling_nwc_max", """
// linalg.pooling_nwc_max with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xf32>, %a1: tensor<2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.pooling_nwc_max ins(%a0, %a1 : tensor<2x3x2xf32>, tensor<2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("pooling_ncw_max", """
// linalg.pooling_ncw_max with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x2x3xf32>, %a1: tensor<2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.pooling_ncw_max ins(%a0, %a1 : tensor<2x2x3xf32>, tensor<2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("pooling_nwc_min", """
// linalg.pooling_nwc_min with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xf32>, %a1: tensor<2xf32>, %o: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.pooling_nwc_min ins(%a0, %a1 : tensor<2x3x2xf32>, tensor<2xf32>) outs(%o : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
""")
v("pooling_ndhwc_sum", """
// linalg.pooling_ndhwc_sum with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x3x2xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.pooling_ndhwc_sum ins(%a0, %a1 : tensor<2x3x3x3x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("pooling_ndhwc_max", """
// linalg.pooling_ndhwc_max with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x3x2xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.pooling_ndhwc_max ins(%a0, %a1 : tensor<2x3x3x3x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("pooling_ndhwc_min", """
// linalg.pooling_ndhwc_min with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x3x2xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32> {
  %0 = linalg.pooling_ndhwc_min ins(%a0, %a1 : tensor<2x3x3x3x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
  return %0 : tensor<2x2x2x2x2xf32>
}
""")
v("pooling_nhwc_max_unsigned", """
// linalg.pooling_nhwc_max_unsigned with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2xi32>, %a1: tensor<2x2xi32>, %o: tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%a0, %a1 : tensor<2x3x3x2xi32>, tensor<2x2xi32>) outs(%o : tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  return %0 : tensor<2x2x2x2xi32>
}
""")
v("pooling_nhwc_min_unsigned", """
// linalg.pooling_nhwc_min_unsigned with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x3x2xi32>, %a1: tensor<2x2xi32>, %o: tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned ins(%a0, %a1 : tensor<2x3x3x2xi32>, tensor<2x2xi32>) outs(%o : tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  return %0 : tensor<2x2x2x2xi32>
}
""")
v("pooling_nwc_max_unsigned", """
// linalg.pooling_nwc_max_unsigned with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xi32>, %a1: tensor<2xi32>, %o: tensor<2x2x2xi32>) -> tensor<2x2x2xi32> {
  %0 = linalg.pooling_nwc_max_unsigned ins(%a0, %a1 : tensor<2x3x2xi32>, tensor<2xi32>) outs(%o : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}
""")
v("pooling_nwc_min_unsigned", """
// linalg.pooling_nwc_min_unsigned with every extent 2 (default strides and dilations).
func.func @f(%a0: tensor<2x3x2xi32>, %a1: tensor<2xi32>, %o: tensor<2x2x2xi32>) -> tensor<2x2x2xi32> {
  %0 = linalg.pooling_nwc_min_unsigned ins(%a0, %a1 : tensor<2x3x2xi32>, tensor<2xi32>) outs(%o : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}
""")
v("enum_attribute_spellings", """
// Every linalg enum attribute, with a case as a keyword, a string or with spaces around it;
// printed as the bare case.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {e = [#linalg.iterator_type<"reduction">, #linalg.type_fn< cast_signed >, #linalg.unary_fn<erf>, #linalg.binary_fn<"max_unsigned">, #linalg.ternary_fn<select>, #linalg.elementwise_kind<powf>]} {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<"add"> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
""")
bad("matmul_unknown_cast", """
// linalg.matmul with a cast that is no TypeFn.
func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_float>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
""")
bad("elementwise_unknown_kind", """
// linalg.elementwise with a kind that is no ElementwiseKind.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<expo> ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
""")
bad("generic_unknown_iterator_attribute", """
// linalg.generic with an #linalg.iterator_type attribute of an unknown case.
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<window>]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
bad("type_fn_two_cases", """
// Two cases in a plain enum attribute: no comma is read.
func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_signed, cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
""")
bad("unknown_attribute", """
// A linalg attribute that does not exist: reported at its mnemonic.
func.func @f() attributes {fn = #linalg.cast_fn<cast_signed>} {
  return
}
""")
bad("binary_fn_unknown_case", """
// A #linalg.binary_fn of an unknown case.
func.func @f() attributes {fn = #linalg.binary_fn<pow>} {
  return
}
""")
bad("elementwise_empty_kind", """
// linalg.elementwise with an empty kind.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<> ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
""")
bad("elementwise_kind_of_other_enum", """
// linalg.elementwise whose kind is a #linalg.binary_fn.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.binary_fn<add> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
""")
bad("matmul_cast_of_other_enum", """
// linalg.matmul whose cast is a #linalg.unary_fn.
func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul {cast = #linalg.unary_fn<exp>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
""")
bad("type_fn_without_brackets", """
// #linalg.type_fn without its case.
func.func @f() attributes {fn = #linalg.type_fn} {
  return
}
""")
bad("ternary_fn_two_strings", """
// Two strings in a plain enum attribute, the second on the next line.
func.func @f() attributes {fn = #linalg.ternary_fn<"select"
  "select">} {
  return
}
""")


v("quantized_matmul", """
// linalg.quantized_matmul and linalg.quantized_batch_matmul: i8 operands, i32 zero points and accumulator.
func.func @q(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %az: i32, %bz: i32, %c: tensor<3x5xi32>, %ba: memref<2x3x4xi8>, %bb: memref<2x4x5xi8>, %bc: memref<2x3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  linalg.quantized_batch_matmul ins(%ba, %bb, %az, %bz : memref<2x3x4xi8>, memref<2x4x5xi8>, i32, i32) outs(%bc : memref<2x3x5xi32>)
  return %0 : tensor<3x5xi32>
}
""")
bad("quantized_matmul_arity", """
// linalg.quantized_matmul takes its two zero points.
func.func @q(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %c: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b : tensor<3x4xi8>, tensor<4x5xi8>) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
""")
INVALID.append(("unknown_dialect_attr", """
// An op attribute of the linalg dialect it does not define.
func.func @f(%m: memref<?xf32>) {
  %0 = memref.cast %m {linalg.foo = 1} : memref<?xf32> to memref<10xf32>
  return
}
"""))

v("quantized_convolutions", """
// The eight quantized convolutions (input and filter zero points as i32 scalars), each layout.
func.func @f(%zi: i32, %zf: i32) -> (tensor<1x2x2x3xi32>, tensor<1x2x2x3xi32>, tensor<1x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x2x2xi32>, tensor<1x2x2x2x3xi32>) {
  %i = tensor.empty() : tensor<1x4x4x2xi8>
  %0 = tensor.empty() : tensor<1x2x2x3xi32>
  %f0 = tensor.empty() : tensor<3x3x2x3xi8>
  %r0 = linalg.conv_2d_nhwc_hwcf_q ins(%i, %f0, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x2x3xi8>, i32, i32) outs(%0 : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %f1 = tensor.empty() : tensor<3x3x3x2xi8>
  %r1 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f1, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x3x2xi8>, i32, i32) outs(%0 : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %i2 = tensor.empty() : tensor<1x2x4x4xi8>
  %f2 = tensor.empty() : tensor<3x2x3x3xi8>
  %o2 = tensor.empty() : tensor<1x3x2x2xi32>
  %r2 = linalg.conv_2d_nchw_fchw_q ins(%i2, %f2, %zi, %zf : tensor<1x2x4x4xi8>, tensor<3x2x3x3xi8>, i32, i32) outs(%o2 : tensor<1x3x2x2xi32>) -> tensor<1x3x2x2xi32>
  %i3 = tensor.empty() : tensor<1x4x4x2x2xi8>
  %f3 = tensor.empty() : tensor<2x3x3x3x2xi8>
  %o3 = tensor.empty() : tensor<1x2x2x2x3xi32>
  %r3 = linalg.conv_2d_nhwgc_gfhwc_q ins(%i3, %f3, %zi, %zf : tensor<1x4x4x2x2xi8>, tensor<2x3x3x3x2xi8>, i32, i32) outs(%o3 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  %i4 = tensor.empty() : tensor<1x2x2x4x4xi8>
  %f4 = tensor.empty() : tensor<2x3x2x3x3xi8>
  %o4 = tensor.empty() : tensor<1x2x3x2x2xi32>
  %r4 = linalg.conv_2d_ngchw_gfchw_q ins(%i4, %f4, %zi, %zf : tensor<1x2x2x4x4xi8>, tensor<2x3x2x3x3xi8>, i32, i32) outs(%o4 : tensor<1x2x3x2x2xi32>) -> tensor<1x2x3x2x2xi32>
  %i5 = tensor.empty() : tensor<1x4x4x4x2xi8>
  %f5 = tensor.empty() : tensor<3x3x3x2x3xi8>
  %r5 = linalg.conv_3d_ndhwc_dhwcf_q ins(%i5, %f5, %zi, %zf : tensor<1x4x4x4x2xi8>, tensor<3x3x3x2x3xi8>, i32, i32) outs(%o3 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  %f6 = tensor.empty() : tensor<3x3x2xi8>
  %o6 = tensor.empty() : tensor<1x2x2x2xi32>
  %r6 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%i, %f6, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x2xi8>, i32, i32) outs(%o6 : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  %f7 = tensor.empty() : tensor<3x3x2x3xi8>
  %r7 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%i, %f7, %zi, %zf : tensor<1x4x4x2xi8>, tensor<3x3x2x3xi8>, i32, i32) outs(%o3 : tensor<1x2x2x2x3xi32>) -> tensor<1x2x2x2x3xi32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<1x2x2x3xi32>, tensor<1x2x2x3xi32>, tensor<1x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x3x2x2xi32>, tensor<1x2x2x2x3xi32>, tensor<1x2x2x2xi32>, tensor<1x2x2x2x3xi32>
}
""")
