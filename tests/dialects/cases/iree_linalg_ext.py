# IREE's iree_linalg_ext dialect (sort, scan, top-k, scatter/gather, attention, im2col, ...);
# checked with iree-opt.
VALID = [
# ----- scatter -----
("scatter", """
// iree_linalg_ext.scatter of rows into a tensor, static shapes.
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""),
("scatter_dynamic_mask", """
// scatter with dynamic shapes, a mask, non-unique indices and a discardable attribute.
func.func @f(%u: tensor<?x?xf32>, %i: tensor<?x1xindex>, %m: tensor<?xi1>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = iree_linalg_ext.scatter {note = "x"} dimension_map = [0] unique_indices(false)
      ins(%u, %i, %m : tensor<?x?xf32>, tensor<?x1xindex>, tensor<?xi1>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""),
("scatter_memref", """
// scatter on memrefs (no results), an i8 mask, indices of rank 1 with index depth 1.
func.func @f(%u: memref<4xi32>, %i: memref<4xi64>, %m: memref<4xi8>, %o: memref<10xi32>) {
  iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i, %m : memref<4xi32>, memref<4xi64>, memref<4xi8>) outs(%o : memref<10xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    iree_linalg_ext.yield %s : i32
  }
  return
}
"""),
("scatter_depth2", """
// scatter with index depth 2, a permuted dimension map and batch rank 2.
func.func @f(%u: tensor<2x3x5xf16>, %i: tensor<2x3x2xi32>, %o: tensor<6x7x5xf16>) -> tensor<6x7x5xf16> {
  %0 = iree_linalg_ext.scatter dimension_map = [1, 0] unique_indices(true)
      ins(%u, %i : tensor<2x3x5xf16>, tensor<2x3x2xi32>) outs(%o : tensor<6x7x5xf16>) {
  ^bb0(%a: f16, %b: f16):
    %s = arith.maximumf %a, %b : f16
    iree_linalg_ext.yield %s : f16
  } -> tensor<6x7x5xf16>
  return %0 : tensor<6x7x5xf16>
}
"""),
("scatter_complex", """
// scatter of complex elements into a full slice (update slice rank 0).
func.func @f(%u: tensor<3xcomplex<f32>>, %i: tensor<3x2xi32>, %o: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
  %0 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(true)
      ins(%u, %i : tensor<3xcomplex<f32>>, tensor<3x2xi32>) outs(%o : tensor<4x4xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %b: complex<f32>):
    iree_linalg_ext.yield %a : complex<f32>
  } -> tensor<4x4xcomplex<f32>>
  return %0 : tensor<4x4xcomplex<f32>>
}
"""),
("scatter_generic", """
// scatter in generic form: unique_indices defaults to true.
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = "iree_linalg_ext.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%a) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""),
# ----- gather -----
("gather", """
// iree_linalg_ext.gather of rows, static and with a mask.
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3x1xi32>, %m: tensor<3xi1>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<10x4xf32>, tensor<3x1xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i, %m : tensor<10x4xf32>, tensor<3x1xi32>, tensor<3xi1>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}
"""),
("gather_dynamic_memref", """
// gather with dynamic shapes and index depth 2, and on memrefs.
func.func @f(%s: tensor<?x?x?xf32>, %i: tensor<?x2xindex>, %o: tensor<?x?xf32>, %ms: memref<5x6xi8>, %mi: memref<2x2xi32>, %mo: memref<2xi8>) -> tensor<?x?xf32> {
  %0 = iree_linalg_ext.gather dimension_map = [1, 0] ins(%s, %i : tensor<?x?x?xf32>, tensor<?x2xindex>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  iree_linalg_ext.gather {tag} dimension_map = [0, 1] ins(%ms, %mi : memref<5x6xi8>, memref<2x2xi32>) outs(%mo : memref<2xi8>)
  return %0 : tensor<?x?xf32>
}
"""),
("gather_generic", """
// gather in generic form.
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3xi32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "iree_linalg_ext.gather"(%s, %i, %o) <{dimension_map = array<i64: 0>}> : (tensor<10x4xf32>, tensor<3xi32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
"""),
# ----- map_load / map_store -----
("map_load", """
// iree_linalg_ext.map_load: each output index mapped to a source index and a padding value.
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = iree_linalg_ext.map_load %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i, %pad : index, index, f32
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""),
("map_load_memref", """
// map_load on memrefs, rank-changing, with a computed index.
func.func @f(%s: memref<16xi32>, %o: memref<4x4xi32>) {
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0 : i32
  iree_linalg_ext.map_load %s into %o {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %c4 : index
    %l = arith.addi %k, %j : index
    iree_linalg_ext.yield %l, %pad : index, i32
  } : memref<16xi32> into memref<4x4xi32>
  return
}
"""),
("map_store", """
// iree_linalg_ext.map_store: each input index mapped to an output index and a mask.
func.func @f(%in: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %t = arith.constant true
  %0 = iree_linalg_ext.map_store %in into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i, %t : index, index, i1
  } : tensor<4x8xf32> into tensor<8x4xf32> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""),
("map_store_mixed", """
// map_store may store a tensor into a memref, or a memref into a memref.
func.func @f(%in: tensor<4xf32>, %o: memref<2x2xf32>, %m: memref<4xf32>) {
  %c2 = arith.constant 2 : index
  iree_linalg_ext.map_store %in into %o {
  ^bb0(%i: index):
    %q = arith.divui %i, %c2 : index
    %r = arith.remui %i, %c2 : index
    %t = arith.constant true
    iree_linalg_ext.yield %q, %r, %t : index, index, i1
  } : tensor<4xf32> into memref<2x2xf32>
  iree_linalg_ext.map_store %m into %o {
  ^bb0(%i: index):
    %t = arith.constant false
    iree_linalg_ext.yield %i, %i, %t : index, index, i1
  } : memref<4xf32> into memref<2x2xf32>
  return
}
"""),
("map_load_store_generic", """
// map_load and map_store in generic form.
func.func @f(%s: tensor<4xf32>, %o: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "iree_linalg_ext.map_load"(%s, %o) ({
  ^bb0(%i: index):
    %p = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    "iree_linalg_ext.yield"(%i, %p) : (index, f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "iree_linalg_ext.map_store"(%s, %o) ({
  ^bb0(%i: index):
    %t = "arith.constant"() <{value = true}> : () -> i1
    "iree_linalg_ext.yield"(%i, %t) : (index, i1) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
"""),
# ----- sort -----
("sort", """
// iree_linalg_ext.sort of one tensor along its last dimension.
func.func @f(%t: tensor<3x16xf32>) -> tensor<3x16xf32> {
  %0 = iree_linalg_ext.sort dimension(1) outs(%t : tensor<3x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}
"""),
("sort_pair_dynamic", """
// sort of a key tensor with a payload, dynamic shapes, dimension 0.
func.func @f(%k: tensor<?x?xi32>, %v: tensor<?x?xi64>) -> (tensor<?x?xi32>, tensor<?x?xi64>) {
  %0:2 = iree_linalg_ext.sort {attr = 3 : i8} dimension(0) outs(%k, %v : tensor<?x?xi32>, tensor<?x?xi64>) {
  ^bb0(%a: i32, %b: i32, %c: i64, %d: i64):
    %lt = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<?x?xi32>, tensor<?x?xi64>
  return %0#0, %0#1 : tensor<?x?xi32>, tensor<?x?xi64>
}
"""),
("sort_memref", """
// sort on memrefs, in place.
func.func @f(%k: memref<128xf32>, %v: memref<128xi32>) {
  iree_linalg_ext.sort dimension(0) outs(%k, %v : memref<128xf32>, memref<128xi32>) {
  ^bb0(%a: f32, %b: f32, %c: i32, %d: i32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  }
  return
}
"""),
("sort_generic", """
// sort in generic form, with its operand segment sizes.
func.func @f(%t: tensor<8xi8>) -> tensor<8xi8> {
  %0 = "iree_linalg_ext.sort"(%t) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i8, %b: i8):
    %c = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<8xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}
"""),
# ----- fft -----
("fft", """
// iree_linalg_ext.fft stages on tensors, without and with coefficient tensors.
func.func @f(%re: tensor<4x16xf32>, %im: tensor<4x16xf32>, %cr: tensor<8xf32>, %ci: tensor<8xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0:2 = iree_linalg_ext.fft ins(%c1 : index) outs(%re, %im : tensor<4x16xf32>, tensor<4x16xf32>) : tensor<4x16xf32>, tensor<4x16xf32>
  %1:2 = iree_linalg_ext.fft ins(%c4, %cr, %ci : index, tensor<8xf32>, tensor<8xf32>) outs(%0#0, %0#1 : tensor<4x16xf32>, tensor<4x16xf32>) : tensor<4x16xf32>, tensor<4x16xf32>
  return %1#0, %1#1 : tensor<4x16xf32>, tensor<4x16xf32>
}
"""),
("fft_memref_dynamic", """
// fft on memrefs, and on a dynamic length (not checked to be a power of two).
func.func @f(%re: memref<32xf32>, %im: memref<32xf32>, %dr: tensor<?xf32>, %di: tensor<?xf32>, %s: i32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c2 = arith.constant 2 : index
  iree_linalg_ext.fft ins(%c2 : index) outs(%re, %im : memref<32xf32>, memref<32xf32>)
  %0:2 = iree_linalg_ext.fft ins(%s : i32) outs(%dr, %di : tensor<?xf32>, tensor<?xf32>) : tensor<?xf32>, tensor<?xf32>
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}
"""),
("fft_generic", """
// fft in generic form: a length of one is a power of two.
func.func @f(%re: tensor<1xf32>, %im: tensor<1xf32>, %c: index) -> (tensor<1xf32>, tensor<1xf32>) {
  %0:2 = "iree_linalg_ext.fft"(%c, %re, %im) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>}> : (index, tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>)
  return %0#0, %0#1 : tensor<1xf32>, tensor<1xf32>
}
"""),
# ----- scan -----
("scan", """
// iree_linalg_ext.scan: an inclusive prefix sum along dimension 1.
func.func @f(%in: tensor<4x8xf32>, %out: tensor<4x8xf32>, %acc: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %0:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : tensor<4x8xf32>) outs(%out, %acc : tensor<4x8xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x8xf32>, tensor<4xf32>
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4xf32>
}
"""),
("scan_exclusive_memref", """
// An exclusive scan on memrefs, and one with dynamic shapes.
func.func @f(%in: memref<16xi32>, %out: memref<16xi32>, %acc: memref<i32>, %t: tensor<?x?xi64>, %u: tensor<?x?xi64>, %a: tensor<?xi64>) -> (tensor<?x?xi64>, tensor<?xi64>) {
  iree_linalg_ext.scan dimension(0) inclusive(false) ins(%in : memref<16xi32>) outs(%out, %acc : memref<16xi32>, memref<i32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.muli %x, %y : i32
    iree_linalg_ext.yield %s : i32
  }
  %0:2 = iree_linalg_ext.scan dimension(0) inclusive(true) ins(%t : tensor<?x?xi64>) outs(%u, %a : tensor<?x?xi64>, tensor<?xi64>) {
  ^bb0(%x: i64, %y: i64):
    %s = arith.addi %x, %y : i64
    iree_linalg_ext.yield %s : i64
  } -> tensor<?x?xi64>, tensor<?xi64>
  return %0#0, %0#1 : tensor<?x?xi64>, tensor<?xi64>
}
"""),
("scan_generic", """
// scan in generic form.
func.func @f(%in: tensor<8xf32>, %out: tensor<8xf32>, %acc: tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  %0:2 = "iree_linalg_ext.scan"(%in, %out, %acc) <{dimension = 0 : i64, inclusive = true}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%a) : (f32) -> ()
  }) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<f32>
}
"""),
# ----- topk -----
("topk", """
// iree_linalg_ext.topk: the 3 largest of each row, with and without input indices.
func.func @f(%v: tensor<2x10xf32>, %i: tensor<2x10xi32>, %ov: tensor<2x3xf32>, %oi: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<2x10xf32>) outs(%ov, %oi : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  %1:2 = iree_linalg_ext.topk dimension(1) ins(%v, %i : tensor<2x10xf32>, tensor<2x10xi32>) outs(%0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  return %1#0, %1#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
"""),
("topk_memref_dynamic", """
// topk on memrefs, and with dynamic shapes.
func.func @f(%v: memref<20xi32>, %ov: memref<4xi32>, %oi: memref<4xi32>, %t: tensor<?x?xf16>, %tv: tensor<?x?xf16>, %ti: tensor<?x?xi32>) -> (tensor<?x?xf16>, tensor<?x?xi32>) {
  iree_linalg_ext.topk dimension(0) ins(%v : memref<20xi32>) outs(%ov, %oi : memref<4xi32>, memref<4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sgt, %a, %b : i32
    iree_linalg_ext.yield %c : i1
  }
  %0:2 = iree_linalg_ext.topk dimension(0) ins(%t : tensor<?x?xf16>) outs(%tv, %ti : tensor<?x?xf16>, tensor<?x?xi32>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_linalg_ext.yield %c : i1
  } -> tensor<?x?xf16>, tensor<?x?xi32>
  return %0#0, %0#1 : tensor<?x?xf16>, tensor<?x?xi32>
}
"""),
("topk_v2", """
// iree_linalg_ext.topk_v2: sorted, with and without indices.
func.func @f(%v: tensor<4x64xf32>, %ov: tensor<4x8xf32>, %oi: tensor<4x8xi64>) -> (tensor<4x8xf32>, tensor<4x8xi64>, tensor<4x8xf32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(1) is_sorted ins(%v : tensor<4x64xf32>) outs(%ov, %oi : tensor<4x8xf32>, tensor<4x8xi64>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<4x8xf32>, tensor<4x8xi64>
  %1 = iree_linalg_ext.topk_v2 dimension(1) ins(%v : tensor<4x64xf32>) outs(%ov : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<4x8xf32>
  return %0#0, %0#1, %1 : tensor<4x8xf32>, tensor<4x8xi64>, tensor<4x8xf32>
}
"""),
("topk_v2_input_indices", """
// topk_v2 with input indices, dynamic shapes, and on memrefs.
func.func @f(%v: tensor<?x?xf32>, %i: tensor<?x?xi32>, %ov: tensor<?x?xf32>, %oi: tensor<?x?xi32>, %mv: memref<16xi8>, %mo: memref<16xi8>) -> (tensor<?x?xf32>, tensor<?x?xi32>) {
  %0:2 = iree_linalg_ext.topk_v2 dimension(0) ins(%v, %i : tensor<?x?xf32>, tensor<?x?xi32>) outs(%ov, %oi : tensor<?x?xf32>, tensor<?x?xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<?x?xf32>, tensor<?x?xi32>
  iree_linalg_ext.topk_v2 dimension(0) ins(%mv : memref<16xi8>) outs(%mo : memref<16xi8>) {
  ^bb0(%a: i8, %b: i8):
    %c = arith.cmpi ugt, %a, %b : i8
    iree_linalg_ext.yield %c : i1
  }
  return %0#0, %0#1 : tensor<?x?xf32>, tensor<?x?xi32>
}
"""),
("topk_v2_generic", """
// topk_v2 in generic form, is_sorted set.
func.func @f(%v: tensor<16xf32>, %ov: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "iree_linalg_ext.topk_v2"(%v, %ov) <{dimension = 0 : i64, is_sorted, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> ({
  ^bb0(%a: f32, %b: f32):
    %c = "arith.cmpf"(%a, %b) <{predicate = 3 : i64}> : (f32, f32) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<16xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""),
# ----- arg_compare -----
("arg_compare", """
// iree_linalg_ext.arg_compare: the arg-max of each row, with an index base.
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3xf32>, %oi: tensor<3xi32>, %base: index) -> (tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3xf32>, tensor<3xi32>
  %1:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf32>, tensor<3xi32>) index_base(%base : index) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3xf32>, tensor<3xi32>
  return %0#0, %0#1, %1#0, %1#1 : tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>
}
"""),
("arg_compare_explicit_memref", """
// arg_compare with explicit input indices, dynamic shapes, and on memrefs.
func.func @f(%in: tensor<?x?xi32>, %idx: tensor<?x?xindex>, %ov: tensor<?xi32>, %oi: tensor<?xindex>, %m: memref<5x2xf16>, %mv: memref<2xf16>, %mi: memref<2xi64>) -> (tensor<?xi32>, tensor<?xindex>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(0) ins(%in, %idx : tensor<?x?xi32>, tensor<?x?xindex>) outs(%ov, %oi : tensor<?xi32>, tensor<?xindex>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sgt, %a, %b : i32
    iree_linalg_ext.yield %c : i1
  } -> tensor<?xi32>, tensor<?xindex>
  iree_linalg_ext.arg_compare dimension(0) ins(%m : memref<5x2xf16>) outs(%mv, %mi : memref<2xf16>, memref<2xi64>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf ogt, %a, %b : f16
    iree_linalg_ext.yield %c : i1
  }
  return %0#0, %0#1 : tensor<?xi32>, tensor<?xindex>
}
"""),
("arg_compare_generic", """
// arg_compare in generic form, with its operand segment sizes.
func.func @f(%in: tensor<4x5xf32>, %ov: tensor<4xf32>, %oi: tensor<4xi32>, %b: index) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = "iree_linalg_ext.arg_compare"(%in, %ov, %oi, %b) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %c = "arith.cmpf"(%x, %y) <{predicate = 2 : i64}> : (f32, f32) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<4x5xf32>, tensor<4xf32>, tensor<4xi32>, index) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
"""),
# ----- attention -----
("attention", """
// iree_linalg_ext.attention with a batch dimension and a scale.
#q = affine_map<(b, m, k1, k2, n) -> (b, m, k1)>
#k = affine_map<(b, m, k1, k2, n) -> (b, k2, k1)>
#v = affine_map<(b, m, k1, k2, n) -> (b, k2, n)>
#s = affine_map<(b, m, k1, k2, n) -> ()>
#o = affine_map<(b, m, k1, k2, n) -> (b, m, n)>
func.func @f(%q: tensor<2x16x32xf16>, %k: tensor<2x64x32xf16>, %v: tensor<2x64x8xf16>, %out: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %scale = arith.constant 0.125 : f16
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #o]> ins(%q, %k, %v, %scale : tensor<2x16x32xf16>, tensor<2x64x32xf16>, tensor<2x64x8xf16>, f16) outs(%out : tensor<2x16x8xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
"""),
("attention_mask_config", """
// attention with a mask, a decomposition config, dynamic shapes and a score modifier.
#q = affine_map<(m, k1, k2, n) -> (m, k1)>
#k = affine_map<(m, k1, k2, n) -> (k2, k1)>
#v = affine_map<(m, k1, k2, n) -> (k2, n)>
#s = affine_map<(m, k1, k2, n) -> ()>
#mk = affine_map<(m, k1, k2, n) -> (m, k2)>
#o = affine_map<(m, k1, k2, n) -> (m, n)>
func.func @f(%q: tensor<?x32xf32>, %k: tensor<?x32xf32>, %v: tensor<?x16xf32>, %mask: tensor<?x?xi1>, %out: tensor<?x16xf32>, %scale: f32) -> tensor<?x16xf32> {
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #mk, #o], decomposition_config = {qk_attrs = {x = 1}}> {tag = "t"} ins(%q, %k, %v, %scale, %mask : tensor<?x32xf32>, tensor<?x32xf32>, tensor<?x16xf32>, f32, tensor<?x?xi1>) outs(%out : tensor<?x16xf32>) {
  ^bb0(%score: f32):
    %i = iree_linalg_ext.index 2 : index
    %two = arith.constant 2.0 : f32
    %d = arith.mulf %score, %two : f32
    iree_linalg_ext.yield %d : f32
  } -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}
"""),
("attention_memref", """
// attention on memrefs, the maps written inline.
func.func @f(%q: memref<4x8xf32>, %k: memref<6x8xf32>, %v: memref<6x4xf32>, %out: memref<4x4xf32>, %scale: f32) {
  iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]> ins(%q, %k, %v, %scale : memref<4x8xf32>, memref<6x8xf32>, memref<6x4xf32>, f32) outs(%out : memref<4x4xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  }
  return
}
"""),
("attention_generic", """
// attention in generic form.
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %out: tensor<4x4xf32>, %scale: f32) -> tensor<4x4xf32> {
  %0 = "iree_linalg_ext.attention"(%q, %k, %v, %scale, %out) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]}> ({
  ^bb0(%score: f32):
    "iree_linalg_ext.yield"(%score) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
"""),
("online_attention", """
// iree_linalg_ext.online_attention with its running max and sum.
#q = affine_map<(m, k1, k2, n) -> (m, k1)>
#k = affine_map<(m, k1, k2, n) -> (k2, k1)>
#v = affine_map<(m, k1, k2, n) -> (k2, n)>
#s = affine_map<(m, k1, k2, n) -> ()>
#o = affine_map<(m, k1, k2, n) -> (m, n)>
#r = affine_map<(m, k1, k2, n) -> (m)>
func.func @f(%q: tensor<16x32xf32>, %k: tensor<64x32xf32>, %v: tensor<64x8xf32>, %out: tensor<16x8xf32>, %max: tensor<16xf32>, %sum: tensor<16xf32>, %scale: f32) -> (tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>) {
  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [#q, #k, #v, #s, #o, #r, #r]> ins(%q, %k, %v, %scale : tensor<16x32xf32>, tensor<64x32xf32>, tensor<64x8xf32>, f32) outs(%out, %max, %sum : tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>
  return %0#0, %0#1, %0#2 : tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>
}
"""),
("online_attention_mask", """
// online_attention with a mask and dynamic shapes.
#q = affine_map<(m, k1, k2, n) -> (m, k1)>
#k = affine_map<(m, k1, k2, n) -> (k2, k1)>
#v = affine_map<(m, k1, k2, n) -> (k2, n)>
#s = affine_map<(m, k1, k2, n) -> ()>
#mk = affine_map<(m, k1, k2, n) -> (m, k2)>
#o = affine_map<(m, k1, k2, n) -> (m, n)>
#r = affine_map<(m, k1, k2, n) -> (m)>
func.func @f(%q: tensor<?x?xf16>, %k: tensor<?x?xf16>, %v: tensor<?x?xf16>, %mask: tensor<?x?xf16>, %out: tensor<?x?xf32>, %max: tensor<?xf32>, %sum: tensor<?xf32>, %scale: f16) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [#q, #k, #v, #s, #mk, #o, #r, #r]> ins(%q, %k, %v, %scale, %mask : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf16>, f16, tensor<?x?xf16>) outs(%out, %max, %sum : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0, %0#1, %0#2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}
"""),
# ----- exp_reduction -----
("exp_reduction", """
// iree_linalg_ext.exp_reduction: a running max and a sum normalised by it.
func.func @f(%s: tensor<2x3xf32>, %m: tensor<2xf32>, %o: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0:2 = iree_linalg_ext.exp_reduction {
    indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
    iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>],
    exp_reduced_operands = [1]
  } ins(%s : tensor<2x3xf32>) outs(%m, %o : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %add = arith.addf %a, %c : f32
    iree_linalg_ext.yield %b, %add : f32, f32
  } -> tensor<2xf32>, tensor<2xf32>
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}
"""),
("exp_reduction_generic", """
// exp_reduction in generic form, with a zero result in a map and no reduced operand.
func.func @f(%s: tensor<4xf32>, %m: tensor<f32>) -> tensor<f32> {
  %0 = "iree_linalg_ext.exp_reduction"(%s, %m) <{exp_reduced_operands = array<i64>, indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#iree_linalg_ext.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%b) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
"""),
# ----- im2col -----
("im2col", """
// iree_linalg_ext.im2col of an NHWC input for a 3x3 kernel.
func.func @f(%in: tensor<2x34x34x640xf32>) -> tensor<2x1024x5760xf32> {
  %e = tensor.empty() : tensor<2x1024x5760xf32>
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[2], [32, 32], [3, 3, 640]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : tensor<2x34x34x640xf32>) outs(%e : tensor<2x1024x5760xf32>) -> tensor<2x1024x5760xf32>
  return %0 : tensor<2x1024x5760xf32>
}
"""),
("im2col_dynamic", """
// im2col with dynamic kernel sizes, offsets and output sizes, and a permuted output.
func.func @f(%in: tensor<?x?x?x?xf32>, %out: tensor<?x?x?xf32>, %kh: index, %mo: index, %ko: index, %oh: index, %ow: index) -> tensor<?x?x?xf32> {
  %0 = iree_linalg_ext.im2col strides = [2, 2] dilations = [1, 2] kernel_size = [%kh, 3]
      offsets = [0, %mo, %ko] output_sizes = [[2], [%oh, %ow], [%kh, 3, 8]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [2, 0, 1] output_perm = [2, 0, 1]
      ins(%in : tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
"""),
("im2col_padding", """
// im2col with input and output padding and a padding value (dynamic pads too).
func.func @f(%in: tensor<2x34x34x640xf32>, %out: tensor<2x1040x5760xf32>, %p: index) -> tensor<2x1040x5760xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[2], [32, 32], [3, 3, 640]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      input_pad_low = [0, 1, %p, 0] input_pad_high = [0, 1, 1, 0]
      output_pad_low = [0, 0, 0] output_pad_high = [0, %p, 0] pad_value(%cst : f32)
      ins(%in : tensor<2x34x34x640xf32>) outs(%out : tensor<2x1040x5760xf32>) -> tensor<2x1040x5760xf32>
  return %0 : tensor<2x1040x5760xf32>
}
"""),
("im2col_memref_nchw", """
// im2col of an NCHW input on memrefs, the K dimensions split in the output.
func.func @f(%in: memref<1x8x10x10xf16>, %out: memref<1x64x8x9xf16>) {
  iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0, 0] output_sizes = [[1], [8, 8], [8], [3, 3]]
      batch_pos = [0] m_pos = [2, 3] k_pos = [1] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2, 3]
      ins(%in : memref<1x8x10x10xf16>) outs(%out : memref<1x64x8x9xf16>)
  return
}
"""),
("im2col_generic", """
// im2col in generic form, without the default-valued padding arrays.
func.func @f(%in: tensor<1x6x6x2xf32>, %out: tensor<1x16x18xf32>) -> tensor<1x16x18xf32> {
  %0 = "iree_linalg_ext.im2col"(%in, %out) <{batch_pos = array<i64: 0>, dilations = array<i64: 1, 1>, input_k_perm = array<i64: 0, 1, 2>, k_pos = array<i64: 3>, m_pos = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>, output_perm = array<i64: 0, 1, 2>, static_kernel_size = array<i64: 3, 3>, static_offsets = array<i64: 0, 0, 0>, static_output_sizes = [array<i64: 1>, array<i64: 4, 4>, array<i64: 3, 3, 2>], strides = array<i64: 1, 1>}> : (tensor<1x6x6x2xf32>, tensor<1x16x18xf32>) -> tensor<1x16x18xf32>
  return %0 : tensor<1x16x18xf32>
}
"""),
("im2col_empty_pads", """
// im2col with empty padding lists written out: they are the defaults, and print as nothing.
func.func @f(%in: tensor<1x6x6x2xf32>, %out: tensor<1x16x18xf32>, %c: f32) -> tensor<1x16x18xf32> {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[1], [4, 4], [3, 3, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      input_pad_low = [] input_pad_high = [] output_pad_low = [] output_pad_high = [] pad_value(%c : f32)
      ins(%in : tensor<1x6x6x2xf32>) outs(%out : tensor<1x16x18xf32>) -> tensor<1x16x18xf32>
  return %0 : tensor<1x16x18xf32>
}
"""),
# ----- winograd -----
("winograd_input", """
// iree_linalg_ext.winograd.input_transform of NHWC and NCHW images, and of one tile.
func.func @f(%a: tensor<1x10x10x4xf32>, %b: tensor<1x4x10x10xf32>, %t: tensor<6x6xf32>) -> (tensor<8x8x1x2x2x4xf32>, tensor<8x8x1x2x2x4xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8x1x2x2x4xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%a : tensor<1x10x10x4xf32>) outs(%e : tensor<8x8x1x2x2x4xf32>) -> tensor<8x8x1x2x2x4xf32>
  %1 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([2, 3]) ins(%b : tensor<1x4x10x10xf32>) outs(%e : tensor<8x8x1x2x2x4xf32>) -> tensor<8x8x1x2x2x4xf32>
  %2 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([0, 1]) ins(%t : tensor<6x6xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8x1x2x2x4xf32>, tensor<8x8x1x2x2x4xf32>, tensor<8x8xf32>
}
"""),
("winograd_input_dynamic_memref", """
// winograd.input_transform with dynamic sizes, and on memrefs.
func.func @f(%a: tensor<?x?x?x?xf32>, %o: tensor<8x8x?x?x?x?xf32>, %m: memref<2x14x14x3xf16>, %mo: memref<8x8x2x2x2x3xf16>) -> tensor<8x8x?x?x?x?xf32> {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%a : tensor<?x?x?x?xf32>) outs(%o : tensor<8x8x?x?x?x?xf32>) -> tensor<8x8x?x?x?x?xf32>
  iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%m : memref<2x14x14x3xf16>) outs(%mo : memref<8x8x2x2x2x3xf16>)
  return %0 : tensor<8x8x?x?x?x?xf32>
}
"""),
("winograd_filter", """
// iree_linalg_ext.winograd.filter_transform of HWCF and FCHW filters, and of one kernel.
func.func @f(%a: tensor<3x3x4x16xf32>, %b: tensor<16x4x3x3xf32>, %k: tensor<3x3xf32>) -> (tensor<8x8x4x16xf32>, tensor<8x8x4x16xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8x4x16xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%a : tensor<3x3x4x16xf32>) outs(%e : tensor<8x8x4x16xf32>) -> tensor<8x8x4x16xf32>
  %1 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([2, 3]) ins(%b : tensor<16x4x3x3xf32>) outs(%e : tensor<8x8x4x16xf32>) -> tensor<8x8x4x16xf32>
  %2 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%k : tensor<3x3xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8x4x16xf32>, tensor<8x8x4x16xf32>, tensor<8x8xf32>
}
"""),
("winograd_output", """
// iree_linalg_ext.winograd.output_transform to NHWC and NCHW images, and of one tile.
func.func @f(%a: tensor<8x8x1x2x2x32xf32>, %t: tensor<8x8xf32>) -> (tensor<1x12x12x32xf32>, tensor<1x32x12x12xf32>, tensor<6x6xf32>) {
  %e = tensor.empty() : tensor<1x12x12x32xf32>
  %e1 = tensor.empty() : tensor<1x32x12x12xf32>
  %e2 = tensor.empty() : tensor<6x6xf32>
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%a : tensor<8x8x1x2x2x32xf32>) outs(%e : tensor<1x12x12x32xf32>) -> tensor<1x12x12x32xf32>
  %1 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([2, 3]) ins(%a : tensor<8x8x1x2x2x32xf32>) outs(%e1 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
  %2 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%t : tensor<8x8xf32>) outs(%e2 : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %0, %1, %2 : tensor<1x12x12x32xf32>, tensor<1x32x12x12xf32>, tensor<6x6xf32>
}
"""),
("winograd_generic_memref", """
// The Winograd transforms in generic form, and the output transform on memrefs.
func.func @f(%a: tensor<3x3x2x4xf32>, %b: tensor<8x8x2x4xf32>, %m: memref<8x8x1x1x1x2xf16>, %mo: memref<1x6x6x2xf16>) -> tensor<8x8x2x4xf32> {
  %0 = "iree_linalg_ext.winograd.filter_transform"(%a, %b) <{kernel_dimensions = array<i64: 0, 1>, kernel_size = 3 : i64, output_tile_size = 6 : i64}> : (tensor<3x3x2x4xf32>, tensor<8x8x2x4xf32>) -> tensor<8x8x2x4xf32>
  iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%m : memref<8x8x1x1x1x2xf16>) outs(%mo : memref<1x6x6x2xf16>)
  return %0 : tensor<8x8x2x4xf32>
}
"""),
# ----- custom_op and index -----
("custom_op", """
// iree_linalg_ext.custom_op with a scalar input, symbols in the maps, and iree_linalg_ext.index.
func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %s: f32, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, s0)>, affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<() -> ()>, affine_map<(d0, d1)[s0] -> (d0, d1)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<parallel>]}
      ins(%a, %b, %s : tensor<?x?xf32>, tensor<?x?xf32>, f32) outs(%out : tensor<?x?xf32>) {
  ^bb0(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %z: f32, %w: tensor<?x?xf32>):
    %i = iree_linalg_ext.index 0 : index
    %j = iree_linalg_ext.index 1 : index
    %r = linalg.matmul ins(%x, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%w : tensor<?x?xf32>) -> tensor<?x?xf32>
    iree_linalg_ext.yield %r : tensor<?x?xf32>
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""),
("custom_op_reduction", """
// custom_op with a reduction loop, two outputs and a discardable attribute.
func.func @f(%a: tensor<4x8xi32>, %o1: tensor<4xi32>, %o2: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0:2 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>]} attributes {tag = 1 : i32}
      ins(%a : tensor<4x8xi32>) outs(%o1, %o2 : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%x: tensor<?x?xi32>, %y: tensor<?xi32>, %z: tensor<?xi32>):
    iree_linalg_ext.yield %y, %z : tensor<?xi32>, tensor<?xi32>
  } -> tensor<4xi32>, tensor<4xi32>
  return %0#0, %0#1 : tensor<4xi32>, tensor<4xi32>
}
"""),
("custom_op_generic", """
// custom_op in generic form, with no inputs.
func.func @f(%o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "iree_linalg_ext.custom_op"(%o) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: tensor<?xf32>):
    %i = "iree_linalg_ext.index"() <{dim = 0 : i64}> : () -> index
    "iree_linalg_ext.yield"(%x) : (tensor<?xf32>) -> ()
  }) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
"""),
("scatter_index_vector_accepted", """
// scatter: IREE never compares the index vector's length with the dimension map (its check is unreachable).
func.func @f(%u: tensor<3x4xf32>, %i: tensor<3x2xi32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xf32>, tensor<3x2xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""),
("exp_reduction_negative_operand_accepted", """
// exp_reduction: a negative reduced operand index passes both of IREE's checks.
func.func @f(%s: tensor<4xf32>, %m: tensor<f32>) -> tensor<f32> {
  %0 = iree_linalg_ext.exp_reduction {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#iree_linalg_ext.iterator_type<reduction>], exp_reduced_operands = [-1]}
      ins(%s : tensor<4xf32>) outs(%m : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %b : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
"""),
("arg_compare_negative_dimension_accepted", """
// arg_compare reads its dimension signed: -1 removes no dimension, so the output keeps the input's shape.
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3x7xf32>, %oi: tensor<3x7xi32>) -> (tensor<3x7xf32>, tensor<3x7xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(-1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3x7xf32>, tensor<3x7xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x7xf32>, tensor<3x7xi32>
  return %0#0, %0#1 : tensor<3x7xf32>, tensor<3x7xi32>
}
"""),
("fft_dynamic_stage_accepted", """
// fft: with a dynamic length IREE checks nothing, not even that the stage is a scalar.
func.func @f(%s: tensor<index>, %re: tensor<?xf32>, %im: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = iree_linalg_ext.fft ins(%s : tensor<index>) outs(%re, %im : tensor<?xf32>, tensor<?xf32>) : tensor<?xf32>, tensor<?xf32>
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}
"""),
("custom_op_empty_map_accepted", """
// custom_op skips the checks of an empty map, whatever its operand.
func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = iree_linalg_ext.custom_op {indexing_maps = [affine_map<() -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>]}
      ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: tensor<?xf32>, %y: tensor<?xf32>):
    iree_linalg_ext.yield %y : tensor<?xf32>
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""),
("im2col_batch_shape_accepted", """
// im2col does not compare the batch sizes of input and output (the output may be a tile or padded).
func.func @f(%in: tensor<2x6x6x2xf32>, %out: tensor<5x16x18xf32>) -> tensor<5x16x18xf32> {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[2], [4, 4], [3, 3, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : tensor<2x6x6x2xf32>) outs(%out : tensor<5x16x18xf32>) -> tensor<5x16x18xf32>
  return %0 : tensor<5x16x18xf32>
}
"""),
("split_reduction_mapping", """
// The split-reduction mapping attribute on an scf.forall.
func.func @f(%n: index, %m: index) {
  scf.forall (%i, %j) in (%n, %m) {
  } {mapping = [#iree_linalg_ext.split_reduction_mapping<1>, #iree_linalg_ext.split_reduction_mapping<0>]}
  return
}
"""),
]

# ----- invalid cases, each from its op's template with one thing wrong -----


def _fn(args, body, results=""):
    ret = f" -> ({results})" if results else ""
    return f"func.func @f({args}){ret} {{\n{body}}}\n"


def scatter(comment, upd="tensor<3x4xf32>", idx="tensor<3x1xi32>", orig="tensor<8x4xf32>",
            dmap="[0]", mask=None, args="%a: f32, %b: f32", yld="%a : f32", res=None):
    res = orig if res is None else res
    ins = "%u, %i" + (", %m" if mask else "")
    tys = f"{upd}, {idx}" + (f", {mask}" if mask else "")
    margs = f", %m: {mask}" if mask else ""
    arrow = f" -> {res}" if res else ""
    lhs = "%0 = " if res else ""
    ret = f"  return %0 : {res}\n" if res else "  return\n"
    body = (f"  {lhs}iree_linalg_ext.scatter dimension_map = {dmap} unique_indices(true)\n"
            f"      ins({ins} : {tys}) outs(%o : {orig}) {{\n"
            f"  ^bb0({args}):\n"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }}{arrow}\n{ret}")
    return f"// {comment}\n" + _fn(f"%u: {upd}, %i: {idx}{margs}, %o: {orig}", body, res)


def gather(comment, src="tensor<10x4xf32>", idx="tensor<3x1xi32>", out="tensor<3x4xf32>",
           dmap="[0]", mask=None):
    ins = "%s, %i" + (", %m" if mask else "")
    tys = f"{src}, {idx}" + (f", {mask}" if mask else "")
    margs = f", %m: {mask}" if mask else ""
    body = (f"  %0 = iree_linalg_ext.gather dimension_map = {dmap} ins({ins} : {tys}) "
            f"outs(%o : {out}) -> {out}\n  return %0 : {out}\n")
    return f"// {comment}\n" + _fn(f"%s: {src}, %i: {idx}{margs}, %o: {out}", body, out)


def map_load(comment, src="tensor<4x8xf32>", out="tensor<8x4xf32>", args="%i: index, %j: index",
             yld="%j, %i, %pad : index, index, f32", pad="0.0 : f32"):
    body = (f"  %pad = arith.constant {pad}\n"
            f"  %0 = iree_linalg_ext.map_load %s into %o {{\n"
            f"  ^bb0({args}):\n"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} : {src} into {out} -> {out}\n"
            f"  return %0 : {out}\n")
    return f"// {comment}\n" + _fn(f"%s: {src}, %o: {out}", body, out)


def map_store(comment, inp="tensor<4x8xf32>", out="tensor<8x4xf32>", args="%i: index, %j: index",
              yld="%j, %i, %t : index, index, i1", mask="true"):
    body = (f"  %t = arith.constant {mask}\n"
            f"  %0 = iree_linalg_ext.map_store %s into %o {{\n"
            f"  ^bb0({args}):\n"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} : {inp} into {out} -> {out}\n"
            f"  return %0 : {out}\n")
    return f"// {comment}\n" + _fn(f"%s: {inp}, %o: {out}", body, out)


def sort(comment, outs=("tensor<3x16xf32>",), dim=1, args="%a: f32, %b: f32",
         body="    %c = arith.cmpf olt, %a, %b : f32\n", yld="%c : i1", res=None):
    res = ", ".join(outs) if res is None else res
    names = ", ".join(f"%t{k}" for k in range(len(outs)))
    fargs = ", ".join(f"%t{k}: {t}" for k, t in enumerate(outs))
    n = len(res.split(", "))
    lhs = "%0 = " if n == 1 else f"%0:{n} = "
    rets = "%0" if n == 1 else ", ".join(f"%0#{k}" for k in range(n))
    text = (f"  {lhs}iree_linalg_ext.sort dimension({dim}) outs({names} : {', '.join(outs)}) {{\n"
            f"  ^bb0({args}):\n{body}"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {res}\n"
            f"  return {rets} : {res}\n")
    return f"// {comment}\n" + _fn(fargs, text, res)


def scan(comment, inp="tensor<4x8xf32>", out="tensor<4x8xf32>", acc="tensor<4xf32>", dim=1):
    res = f"{out}, {acc}"
    body = (f"  %0:2 = iree_linalg_ext.scan dimension({dim}) inclusive(true) ins(%in : {inp}) "
            f"outs(%out, %acc : {out}, {acc}) {{\n"
            f"  ^bb0(%a: f32, %b: f32):\n"
            f"    %s = arith.addf %a, %b : f32\n"
            f"    iree_linalg_ext.yield %s : f32\n"
            f"  }} -> {res}\n"
            f"  return %0#0, %0#1 : {res}\n")
    return f"// {comment}\n" + _fn(f"%in: {inp}, %out: {out}, %acc: {acc}", body, res)


def topk(comment, v="tensor<2x10xf32>", i=None, ov="tensor<2x3xf32>", oi="tensor<2x3xi32>",
         dim=1, args="%a: f32, %b: f32", body="    %c = arith.cmpf ogt, %a, %b : f32\n",
         yld="%c : i1"):
    ins = "%v" + (", %i" if i else "")
    tys = v + (f", {i}" if i else "")
    iargs = f", %i: {i}" if i else ""
    text = (f"  %0:2 = iree_linalg_ext.topk dimension({dim}) ins({ins} : {tys}) "
            f"outs(%ov, %oi : {ov}, {oi}) {{\n"
            f"  ^bb0({args}):\n{body}"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {ov}, {oi}\n"
            f"  return %0#0, %0#1 : {ov}, {oi}\n")
    return f"// {comment}\n" + _fn(f"%v: {v}{iargs}, %ov: {ov}, %oi: {oi}", text, f"{ov}, {oi}")


def topk_v2(comment, v="tensor<4x64xf32>", i=None, ov="tensor<4x8xf32>", oi="tensor<4x8xi32>",
            dim=1, args="%a: f32, %b: f32", body="    %c = arith.cmpf oge, %a, %b : f32\n",
            yld="%c : i1"):
    ins = "%v" + (", %i" if i else "")
    tys = v + (f", {i}" if i else "")
    iargs = f", %i: {i}" if i else ""
    outs = "%ov" + (", %oi" if oi else "")
    otys = ov + (f", {oi}" if oi else "")
    oargs = f", %oi: {oi}" if oi else ""
    lhs = "%0:2 = " if oi else "%0 = "
    rets = "%0#0, %0#1" if oi else "%0"
    text = (f"  {lhs}iree_linalg_ext.topk_v2 dimension({dim}) ins({ins} : {tys}) "
            f"outs({outs} : {otys}) {{\n"
            f"  ^bb0({args}):\n{body}"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {otys}\n"
            f"  return {rets} : {otys}\n")
    return f"// {comment}\n" + _fn(f"%v: {v}{iargs}, %ov: {ov}{oargs}", text, otys)


def arg_compare(comment, inp="tensor<3x7xf32>", idx=None, ov="tensor<3xf32>", oi="tensor<3xi32>",
                dim=1, base=None, args="%a: f32, %b: f32",
                body="    %c = arith.cmpf ogt, %a, %b : f32\n", yld="%c : i1"):
    ins = "%in" + (", %idx" if idx else "")
    tys = inp + (f", {idx}" if idx else "")
    iargs = f", %idx: {idx}" if idx else ""
    bargs = f", %base: {base}" if base else ""
    btext = f" index_base(%base : {base})" if base else ""
    text = (f"  %0:2 = iree_linalg_ext.arg_compare dimension({dim}) ins({ins} : {tys}) "
            f"outs(%ov, %oi : {ov}, {oi}){btext} {{\n"
            f"  ^bb0({args}):\n{body}"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {ov}, {oi}\n"
            f"  return %0#0, %0#1 : {ov}, {oi}\n")
    return f"// {comment}\n" + _fn(f"%in: {inp}{iargs}, %ov: {ov}, %oi: {oi}{bargs}", text,
                                   f"{ov}, {oi}")


_Q = "affine_map<(m, k1, k2, n) -> (m, k1)>"
_K = "affine_map<(m, k1, k2, n) -> (k2, k1)>"
_V = "affine_map<(m, k1, k2, n) -> (k2, n)>"
_S = "affine_map<(m, k1, k2, n) -> ()>"
_MK = "affine_map<(m, k1, k2, n) -> (m, k2)>"
_O = "affine_map<(m, k1, k2, n) -> (m, n)>"
_R = "affine_map<(m, k1, k2, n) -> (m)>"


def attention(comment, maps=(_Q, _K, _V, _S, _O), q="tensor<4x8xf32>", k="tensor<6x8xf32>",
              v="tensor<6x4xf32>", o="tensor<4x4xf32>", mask=None, scale="f32",
              args="%score: f32", yld="%score : f32", props=None):
    props = f"indexing_maps = [{', '.join(maps)}]" if props is None else props
    ins = "%q, %k, %v, %scale" + (", %mask" if mask else "")
    tys = f"{q}, {k}, {v}, {scale}" + (f", {mask}" if mask else "")
    margs = f", %mask: {mask}" if mask else ""
    text = (f"  %0 = iree_linalg_ext.attention <{props}> ins({ins} : {tys}) outs(%o : {o}) {{\n"
            f"  ^bb0({args}):\n"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {o}\n"
            f"  return %0 : {o}\n")
    return f"// {comment}\n" + _fn(f"%q: {q}, %k: {k}, %v: {v}{margs}, %o: {o}, %scale: {scale}",
                                   text, o)


def online(comment, maps=(_Q, _K, _V, _S, _O, _R, _R), q="tensor<4x8xf32>", k="tensor<6x8xf32>",
           v="tensor<6x4xf32>", o="tensor<4x4xf32>", mx="tensor<4xf32>", sm="tensor<4xf32>",
           mask=None, args="%score: f32", yld="%score : f32"):
    ins = "%q, %k, %v, %scale" + (", %mask" if mask else "")
    tys = f"{q}, {k}, {v}, f32" + (f", {mask}" if mask else "")
    margs = f", %mask: {mask}" if mask else ""
    res = f"{o}, {mx}, {sm}"
    text = (f"  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [{', '.join(maps)}]> "
            f"ins({ins} : {tys}) outs(%o, %mx, %sm : {res}) {{\n"
            f"  ^bb0({args}):\n"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {res}\n"
            f"  return %0#0, %0#1, %0#2 : {res}\n")
    return f"// {comment}\n" + _fn(
        f"%q: {q}, %k: {k}, %v: {v}{margs}, %o: {o}, %mx: {mx}, %sm: {sm}, %scale: f32", text, res)


_P = "#iree_linalg_ext.iterator_type<parallel>"
_RED = "#iree_linalg_ext.iterator_type<reduction>"
_EMAPS = ("[affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, "
          "affine_map<(d0, d1) -> (d0)>]")


def exp_reduction(comment, maps=_EMAPS, iters=f"[{_P}, {_RED}]", reduced="[1]", body="",
                  yld="%b, %c : f32, f32"):
    res = "tensor<2xf32>, tensor<2xf32>"
    text = (f"  %0:2 = iree_linalg_ext.exp_reduction {{indexing_maps = {maps}, "
            f"iterator_types = {iters}, exp_reduced_operands = {reduced}}}\n"
            f"      ins(%s : tensor<2x3xf32>) outs(%m, %o : {res}) {{\n"
            f"  ^bb0(%a: f32, %b: f32, %c: f32):\n{body}"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {res}\n"
            f"  return %0#0, %0#1 : {res}\n")
    return f"// {comment}\n" + _fn("%s: tensor<2x3xf32>, %m: tensor<2xf32>, %o: tensor<2xf32>",
                                   text, res)


def im2col(comment, inp="tensor<2x34x34x640xf32>", out="tensor<2x1024x5760xf32>",
           strides="[1, 1]", dilations="[1, 1]", kernel="[3, 3]", offsets="[0, 0, 0]",
           sizes="[[2], [32, 32], [3, 3, 640]]", batch="[0]", m="[1, 2]", k="[3]",
           kperm="[0, 1, 2]", operm="[0, 1, 2]", pads="", pad=None):
    pv = f" pad_value(%p : {pad})" if pad else ""
    pa = f", %p: {pad}" if pad else ""
    text = (f"  %0 = iree_linalg_ext.im2col strides = {strides} dilations = {dilations} "
            f"kernel_size = {kernel}\n"
            f"      offsets = {offsets} output_sizes = {sizes}\n"
            f"      batch_pos = {batch} m_pos = {m} k_pos = {k} input_k_perm = {kperm} "
            f"output_perm = {operm}{pads}{pv}\n"
            f"      ins(%in : {inp}) outs(%out : {out}) -> {out}\n"
            f"  return %0 : {out}\n")
    return f"// {comment}\n" + _fn(f"%in: {inp}, %out: {out}{pa}", text, out)


def winograd(comment, which, inp, out, dims="[1, 2]", tile=6, kernel=3):
    key = "kernel_dimensions" if which == "filter" else "image_dimensions"
    text = (f"  %0 = iree_linalg_ext.winograd.{which}_transform output_tile_size({tile}) "
            f"kernel_size({kernel}) {key}({dims}) ins(%in : {inp}) outs(%out : {out}) -> {out}\n"
            f"  return %0 : {out}\n")
    return f"// {comment}\n" + _fn(f"%in: {inp}, %out: {out}", text, out)


def custom(comment, maps="[affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]",
           iters=f"[{_P}]", ins=("tensor<?xf32>",), outs=("tensor<?xf32>",), args=None, yld=None):
    names = [f"%i{k}" for k in range(len(ins))] + [f"%o{k}" for k in range(len(outs))]
    types = list(ins) + list(outs)
    fargs = ", ".join(f"{n}: {t}" for n, t in zip(names, types))
    if args is None:
        args = ", ".join(f"%b{k}: {'tensor<?xf32>' if t.startswith('tensor') else t}"
                         for k, t in enumerate(types))
    if yld is None:
        yld = f"%b{len(types) - 1} : tensor<?xf32>"
    ins_text = f" ins({', '.join(names[:len(ins)])} : {', '.join(ins)})" if ins else ""
    res = ", ".join(outs)
    text = (f"  %0 = iree_linalg_ext.custom_op {{indexing_maps = {maps}, iterator_types = {iters}}}"
            f"{ins_text} outs({', '.join(names[len(ins):])} : {res}) {{\n"
            f"  ^bb0({args}):\n"
            f"    iree_linalg_ext.yield {yld}\n"
            f"  }} -> {res}\n"
            f"  return %0 : {res}\n")
    return f"// {comment}\n" + _fn(fargs, text, res)


INVALID = [
# ----- interfaces -----
("dps_result_count", scatter("DestinationStyleOpInterface: one tensor result per tensor init.",
    res="tensor<8x4xf32>, tensor<8x4xf32>").replace(
    "%0 = iree_linalg_ext.scatter", "%0:2 = iree_linalg_ext.scatter").replace(
    "return %0 :", "return %0#0, %0#1 :")),
("dps_result_type", sort("DestinationStyleOpInterface: a result has its init's type.",
    outs=("tensor<3x16xf32>",), res="tensor<3x?xf32>")),
("dps_init_kind", """
// DestinationStyleOpInterface: an init is a tensor or a memref (here a vector, with a tensor input).
func.func @f(%in: tensor<8xf32>, %out: vector<8xf32>, %acc: vector<f32>) {
  iree_linalg_ext.scan dimension(0) inclusive(true) ins(%in : tensor<8xf32>) outs(%out, %acc : vector<8xf32>, vector<f32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  }
  return
}
"""),
("pure_semantics", """
// LinalgExtOp: operands are all tensors or all memrefs (checked before the op's own rules).
func.func @f(%u: memref<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = iree_linalg_ext.scatter dimension_map = [] unique_indices(true)
      ins(%u, %i : memref<3x4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""),
("pure_semantics_none", """
// LinalgExtOp: pure semantics needs a tensor or a memref operand (vectors are neither).
func.func @f(%in: vector<8xf32>, %out: vector<8xf32>, %acc: vector<f32>) {
  iree_linalg_ext.scan dimension(0) inclusive(true) ins(%in : vector<8xf32>) outs(%out, %acc : vector<8xf32>, vector<f32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  }
  return
}
"""),
("implicit_terminator", """
// A body must end with iree_linalg_ext.yield.
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = iree_linalg_ext.sort dimension(0) outs(%t : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    linalg.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""),
# ----- scatter -----
("scatter_indices_type", scatter("scatter: indices have an integer or index element type.",
    idx="tensor<3x1xf32>")),
("scatter_indices_rank", scatter("scatter: indices have rank 1 or more.", idx="tensor<i32>")),
("scatter_dimension_map_bounds", scatter("scatter: the dimension map is a permutation (in bounds).",
    dmap="[1]")),
("scatter_dimension_map_duplicate", scatter("scatter: the dimension map is a permutation (no duplicate).",
    idx="tensor<3x2xi32>", orig="tensor<8x8x4xf32>", dmap="[0, 0]")),
("scatter_dimension_map_empty", scatter("scatter: the dimension map is not empty.", dmap="[]")),
("scatter_index_depth", scatter("scatter: the index depth is at most the original's rank.",
    upd="tensor<3xf32>", idx="tensor<3x2xi32>", orig="tensor<8xf32>", dmap="[0, 1]")),
("scatter_update_rank", scatter("scatter: the update has at least the original's slice rank.",
    upd="tensor<4xf32>", idx="tensor<3x1xi32>", orig="tensor<8x4x2xf32>")),
("scatter_batch_rank", scatter("scatter: indices have the batch rank, or one more.",
    upd="tensor<3x4xf32>", idx="tensor<3x2x1xi32>")),
("scatter_indices_shape", scatter("scatter: indices and updates agree on the batch dimensions.",
    idx="tensor<2x1xi32>")),
("scatter_indices_shape_dynamic", scatter("scatter: a dynamic batch size does not match a static one.",
    idx="tensor<?x1xi32>")),
("scatter_mask_type", scatter("scatter: the mask is of i1 or i8.", mask="tensor<3xi32>")),
("scatter_mask_rank", scatter("scatter: the mask has the batch rank.", mask="tensor<3x1xi1>")),
("scatter_mask_shape", scatter("scatter: the mask has the batch shape.", mask="tensor<2xi1>")),
("scatter_slice_shape", scatter("scatter: the update's slice has the original's shape.",
    upd="tensor<3x5xf32>")),
("scatter_region_arguments", scatter("scatter: the region takes two arguments.", args="%a: f32")),
("scatter_region_scalar", scatter("scatter: the region's arguments are integers or floats.",
    args="%a: index, %b: f32", yld="%b : f32")),
("scatter_region_update_type", scatter("scatter: region argument 0 has the update's element type.",
    args="%a: f16, %b: f32", yld="%b : f32")),
("scatter_region_original_type", scatter("scatter: region argument 1 has the original's element type.",
    args="%a: f32, %b: f16")),
("scatter_region_types", scatter("scatter: the region's arguments have one type.",
    upd="tensor<3x4xf16>", args="%a: f16, %b: f32", yld="%a : f16")),
("scatter_yield_count", scatter("scatter: the region yields one value.", yld="%a, %b : f32, f32")),
("scatter_yield_type", scatter("scatter: the region yields its argument's type.",
    upd="tensor<3x4xi32>", orig="tensor<8x4xi32>", args="%a: i32, %b: i32",
    yld="%c : i64").replace("    iree_linalg_ext.yield %c", "    %c = arith.extsi %a : i32 to i64\n    iree_linalg_ext.yield %c")),
("scatter_update_type", scatter("scatter: operands are ranked tensors or memrefs (ODS).",
    upd="vector<3x4xf32>")),
# ----- gather -----
("gather_output_rank", gather("gather: the output has at least the source's slice rank.",
    src="tensor<10x4x2xf32>", out="tensor<3xf32>")),
("gather_batch_rank", gather("gather: indices have the batch rank, or one more.",
    idx="tensor<3x2x1xi32>")),
("gather_indices_shape", gather("gather: indices and the output agree on the batch dimensions.",
    idx="tensor<4x1xi32>")),
("gather_slice_shape", gather("gather: the output's slice has the source's shape.",
    out="tensor<3x5xf32>")),
("gather_mask_rank", gather("gather: the mask has the batch rank.", mask="tensor<3x4xi1>")),
("gather_dimension_map", gather("gather: the dimension map is a permutation.", dmap="[-1]")),
("gather_indices_element", gather("gather: indices have an integer or index element type.",
    idx="tensor<3x1xf16>")),
("gather_pure_semantics", gather("gather: all memrefs or all tensors.", src="memref<10x4xf32>")),
# ----- map_load -----
("map_load_element_type", map_load("map_load: source and output have one element type.",
    out="tensor<8x4xf16>")),
("map_load_arguments", map_load("map_load: one block argument per output dimension.",
    args="%i: index", yld="%i, %i, %pad : index, index, f32")),
("map_load_argument_type", map_load("map_load: the block arguments are indices.",
    args="%i: index, %j: i32", yld="%i, %i, %pad : index, index, f32")),
("map_load_yield_count", map_load("map_load: yields an index per source dimension and a padding value.",
    yld="%j, %i : index, index")),
("map_load_yield_index", map_load("map_load: the yielded indices are indices.",
    yld="%j, %pad, %pad : index, f32, f32")),
("map_load_yield_padding", map_load("map_load: the padding value has the source's element type.",
    pad="0.0 : f16", yld="%j, %i, %pad : index, index, f16")),
# ----- map_store -----
("map_store_element_type", map_store("map_store: input and output have one element type.",
    out="tensor<8x4xi32>")),
("map_store_rank", map_store("map_store: the input has a rank.", inp="tensor<f32>", args="",
    yld="%t, %t, %t : i1, i1, i1")),
("map_store_arguments", map_store("map_store: one block argument per input dimension.",
    args="%i: index", yld="%i, %i, %t : index, index, i1")),
("map_store_argument_type", map_store("map_store: the block arguments are indices.",
    args="%i: index, %j: i64", yld="%i, %i, %t : index, index, i1")),
("map_store_yield_count", map_store("map_store: yields an index per output dimension and a mask.",
    yld="%j, %i : index, index")),
("map_store_yield_index", map_store("map_store: the yielded indices are indices.",
    yld="%j, %t, %t : index, i1, i1")),
("map_store_yield_mask", map_store("map_store: the mask is an i1.", mask="1 : i8",
    yld="%j, %i, %t : index, index, i8")),
("map_store_no_terminator", """
// map_store in generic form with a body that does not end in a terminator.
func.func @f(%in: memref<4xf32>, %out: memref<4xf32>) {
  "iree_linalg_ext.map_store"(%in, %out) ({
  ^bb0(%i: index):
    %t = "arith.constant"() <{value = true}> : () -> i1
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
"""),
# ----- sort -----
("sort_inputs", """
// sort takes no inputs.
func.func @f(%a: tensor<8xf32>, %t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = iree_linalg_ext.sort dimension(0) ins(%a : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf olt, %x, %y : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""),
("sort_no_outs", """
// sort needs an outs operand (generic form).
func.func @f() {
  "iree_linalg_ext.sort"() <{dimension = 0 : i64, operandSegmentSizes = array<i32: 0, 0>}> ({
  ^bb0(%x: f32, %y: f32):
    %c = "arith.cmpf"(%x, %y) <{predicate = 4 : i64}> : (f32, f32) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : () -> ()
  return
}
"""),
("sort_block_arguments", sort("sort: two block arguments per output.", args="%a: f32, %b: f32, %x: f32")),
("sort_dimension", sort("sort: the dimension is within the rank.", dim=2)),
("sort_dimension_negative", sort("sort: a negative dimension.", dim=-1)),
("sort_operand_rank", sort("sort: the outputs have one rank.", outs=("tensor<3x16xf32>", "tensor<48xi32>"),
    args="%a: f32, %b: f32, %x: i32, %y: i32")),
("sort_operand_shape", sort("sort: the outputs have one shape.", outs=("tensor<3x16xf32>", "tensor<3x?xi32>"),
    args="%a: f32, %b: f32, %x: i32, %y: i32")),
("sort_argument_type", sort("sort: block arguments have their output's element type.",
    outs=("tensor<3x16xf32>", "tensor<3x16xi32>"), args="%a: f32, %b: f32, %x: i32, %y: i64")),
("sort_yield_count", sort("sort: the comparator yields one value.", yld="%c, %c : i1, i1")),
("sort_yield_type", sort("sort: the comparator yields an i1.", body="", yld="%a : f32")),
("sort_dimension_type", sort("sort: the dimension is written as a bare integer.", dim="1 : i32")),
("sort_dimension_property", """
// sort: the dimension is a 64-bit integer (generic form).
func.func @f(%t: tensor<8xi8>) -> tensor<8xi8> {
  %0 = "iree_linalg_ext.sort"(%t) <{dimension = 0 : i32, operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i8, %b: i8):
    %c = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<8xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}
"""),
("sort_dimension_missing", """
// sort: the dimension is required (generic form).
func.func @f(%t: tensor<8xi8>) -> tensor<8xi8> {
  %0 = "iree_linalg_ext.sort"(%t) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i8, %b: i8):
    %c = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<8xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}
"""),
# ----- fft -----
("fft_power_of_two", """
// fft: the length is a power of two.
func.func @f(%re: tensor<12xf32>, %im: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>) {
  %c1 = arith.constant 1 : index
  %0:2 = iree_linalg_ext.fft ins(%c1 : index) outs(%re, %im : tensor<12xf32>, tensor<12xf32>) : tensor<12xf32>, tensor<12xf32>
  return %0#0, %0#1 : tensor<12xf32>, tensor<12xf32>
}
"""),
("fft_stage", """
// fft: the stage is a scalar.
func.func @f(%s: tensor<index>, %re: tensor<16xf32>, %im: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %0:2 = iree_linalg_ext.fft ins(%s : tensor<index>) outs(%re, %im : tensor<16xf32>, tensor<16xf32>) : tensor<16xf32>, tensor<16xf32>
  return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
}
"""),
("fft_results", """
// fft: one result per tensor output.
func.func @f(%re: tensor<16xf32>, %im: tensor<16xf32>) -> tensor<16xf32> {
  %c1 = arith.constant 1 : index
  %0 = iree_linalg_ext.fft ins(%c1 : index) outs(%re, %im : tensor<16xf32>, tensor<16xf32>) : tensor<16xf32>
  return %0 : tensor<16xf32>
}
"""),
# ----- scan -----
("scan_accumulator_type", scan("scan: the accumulator has the input's element type.",
    acc="tensor<4xf16>")),
("scan_accumulator_rank", scan("scan: the accumulator has one dimension less than the input.",
    acc="tensor<4x1xf32>")),
("scan_accumulator_shape", scan("scan: the accumulator has the input's shape without the dimension.",
    acc="tensor<8xf32>")),
("scan_output_type", scan("scan: the output has the input's element type.", out="tensor<4x8xf16>")),
("scan_output_rank", scan("scan: the output has the input's rank.", out="tensor<32xf32>")),
("scan_output_shape", scan("scan: the output has the input's shape.", out="tensor<4x9xf32>")),
# ----- topk -----
("topk_dimension", topk("topk: the dimension is within the rank.", dim=2)),
("topk_value_type", topk("topk: the outputs have the input's element type.", ov="tensor<2x3xf16>")),
("topk_indices_type", topk("topk: indices are i32.", i="tensor<2x10xi64>", oi="tensor<2x3xi64>")),
("topk_rank", topk("topk: the outputs have the input's rank.", ov="tensor<6xf32>")),
("topk_indices_rank", topk("topk: the indices have the same ranks.", i="tensor<20xi32>")),
("topk_input_indices_shape", topk("topk: input indices have the values' shape.", i="tensor<2x11xi32>")),
("topk_output_indices_shape", topk("topk: output indices have the output values' shape.",
    oi="tensor<2x4xi32>")),
("topk_shape", topk("topk: outside the dimension, the output has the input's shape.",
    ov="tensor<3x3xf32>", oi="tensor<3x3xi32>")),
("topk_block_arguments", topk("topk: the comparator takes two arguments.", args="%a: f32",
    body="    %c = arith.cmpf ogt, %a, %a : f32\n")),
("topk_block_types", topk("topk: the comparator takes the input's element type.",
    args="%a: f32, %b: f16", body="    %c = arith.cmpf ogt, %a, %a : f32\n")),
("topk_yield", topk("topk: the comparator yields an i1.", body="", yld="%a : f32")),
# ----- topk_v2 -----
("topk_v2_dimension", topk_v2("topk_v2: the dimension is within the rank.", dim=-1)),
("topk_v2_value_type", topk_v2("topk_v2: the output has the input's element type.",
    ov="tensor<4x8xf64>")),
("topk_v2_rank", topk_v2("topk_v2: the output has the input's rank.", ov="tensor<32xf32>",
    oi="tensor<32xi32>")),
("topk_v2_provenance", topk_v2("topk_v2: input indices need output indices.", i="tensor<4x64xi32>",
    oi=None)),
("topk_v2_input_indices_type", topk_v2("topk_v2: input indices are integers.", i="tensor<4x64xf32>")),
("topk_v2_input_indices_shape", topk_v2("topk_v2: input indices have the values' shape.",
    i="tensor<4x63xi32>")),
("topk_v2_indices_types", topk_v2("topk_v2: input and output indices have one element type.",
    i="tensor<4x64xi64>")),
("topk_v2_output_indices_type", topk_v2("topk_v2: output indices are integers.",
    oi="tensor<4x8xindex>")),
("topk_v2_output_indices_shape", topk_v2("topk_v2: output indices have the output values' shape.",
    oi="tensor<4x7xi32>")),
("topk_v2_shape", topk_v2("topk_v2: outside the dimension, the output has the input's shape.",
    ov="tensor<2x8xf32>", oi="tensor<2x8xi32>")),
("topk_v2_zero", topk_v2("topk_v2: the output keeps at least one element.", ov="tensor<4x0xf32>",
    oi="tensor<4x0xi32>")),
("topk_v2_exceeds", topk_v2("topk_v2: the output keeps at most the input's elements.",
    ov="tensor<4x65xf32>", oi="tensor<4x65xi32>")),
("topk_v2_block_arguments", topk_v2("topk_v2: the comparator takes two arguments.",
    args="%a: f32, %b: f32, %x: f32")),
("topk_v2_block_types", topk_v2("topk_v2: the comparator takes the input's element type.",
    args="%a: f32, %b: i32", body="    %c = arith.cmpf oge, %a, %a : f32\n")),
("topk_v2_yield", topk_v2("topk_v2: the comparator yields one i1.", yld="%c, %c : i1, i1")),
("topk_v2_dimension_prop", topk_v2("topk_v2: the dimension is written as a bare integer.", dim="1 : i8")),
# ----- arg_compare -----
("arg_compare_index_shape", arg_compare("arg_compare: explicit indices have the values' shape.",
    idx="tensor<3x6xi32>")),
("arg_compare_index_element", arg_compare("arg_compare: explicit indices are integers or indices.",
    idx="tensor<3x7xf32>")),
("arg_compare_index_types", arg_compare("arg_compare: explicit indices have the output index type.",
    idx="tensor<3x7xi64>")),
("arg_compare_index_base", arg_compare("arg_compare: no index base with explicit indices.",
    idx="tensor<3x7xi32>", base="index")),
("arg_compare_value_type", arg_compare("arg_compare: the output value has the input's element type.",
    ov="tensor<3xf16>")),
("arg_compare_output_index_type", arg_compare("arg_compare: the output index is an integer or index.",
    oi="tensor<3xf32>")),
("arg_compare_output_shapes", arg_compare("arg_compare: output values and indices have one shape.",
    oi="tensor<4xi32>")),
("arg_compare_dimension", arg_compare("arg_compare: the dimension is below the rank.", dim=2)),
("arg_compare_output_shape", arg_compare("arg_compare: the output is the input without the dimension.",
    ov="tensor<7xf32>", oi="tensor<7xi32>")),
("arg_compare_block_arguments", arg_compare("arg_compare: the comparator takes two arguments.",
    args="%a: f32, %b: f32, %x: f32")),
("arg_compare_block_types", arg_compare("arg_compare: the comparator takes the input's element type.",
    args="%a: f32, %b: i32", body="    %c = arith.cmpf ogt, %a, %a : f32\n")),
("arg_compare_yield_count", arg_compare("arg_compare: the comparator yields one value.",
    body="", yld="")),
("arg_compare_yield_type", arg_compare("arg_compare: the comparator yields an i1.", body="",
    yld="%a : f32")),
("arg_compare_base_type", arg_compare("arg_compare: the index base is an index (ODS).", base="i32")),
# ----- attention -----
("attention_map_count", attention("attention: one indexing map per operand.",
    maps=(_Q, _K, _V, _O))),
("attention_rank", attention("attention: each operand has its map's rank.", q="tensor<4x8x1xf32>")),
("attention_shape", attention("attention: operands agree on the sizes of the dimensions they share.",
    k="tensor<6x7xf32>")),
("attention_output_shape", attention("attention: the output agrees with the inputs.",
    o="tensor<4x5xf32>")),
("attention_mask_rank", attention("attention: the mask has its map's rank.", maps=(_Q, _K, _V, _S, _MK, _O),
    mask="tensor<4xi1>")),
("attention_domain", attention("attention: every map has the query map's domain.",
    maps=(_Q, _K, _V, "affine_map<(m, k1, k2) -> ()>", _O))),
("attention_mask_domain", attention("attention: the mask's map has the query map's domain.",
    maps=(_Q, _K, _V, _S, "affine_map<(m, k1, k2, n)[s] -> (m, k2)>", _O), mask="tensor<4x6xi1>")),
("attention_block_argument", attention("attention: the score is a float.", args="%score: i32",
    yld="%score : i32")),
("attention_yield_count", attention("attention: the region yields one value.",
    yld="%score, %score : f32, f32")),
("attention_terminator", """
// attention: the region ends in iree_linalg_ext.yield (generic form).
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %o: tensor<4x4xf32>, %s: f32) -> tensor<4x4xf32> {
  %0 = "iree_linalg_ext.attention"(%q, %k, %v, %s, %o) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]}> ({
  ^bb0(%score: f32):
    "func.return"() : () -> ()
  }) : (tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
"""),
("attention_scale_type", attention("attention: the scale's type is written as a float.", scale="i32")),
("attention_scale_generic", """
// attention: the scale is a float (generic form).
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %o: tensor<4x4xf32>, %s: i32) -> tensor<4x4xf32> {
  %0 = "iree_linalg_ext.attention"(%q, %k, %v, %s, %o) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]}> ({
  ^bb0(%score: f32):
    "iree_linalg_ext.yield"(%score) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, i32, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
"""),
("attention_maps_constraint", attention("attention: indexing_maps holds affine maps.",
    props="indexing_maps = [1, 2, 3, 4, 5]")),
("attention_property_value", attention("attention: a property's value is of its kind.",
    props=f"indexing_maps = [{_Q}, {_K}, {_V}, {_S}, {_O}], decomposition_config = 1")),
("attention_property_dictionary", attention("attention: the old dictionary form, with a property of the wrong kind.",
    props=f"{{indexing_maps = [{_Q}, {_K}, {_V}, {_S}, {_O}], decomposition_config = [1]}}")),
("attention_property_missing", attention("attention: indexing_maps is required.",
    props="decomposition_config = {}")),
("attention_property_unknown", attention("attention: an unknown property name.",
    props=f"indexing_maps = [{_Q}, {_K}, {_V}, {_S}, {_O}], scale = 1.0")),
# ----- online_attention -----
("online_attention_max_rank", online("online_attention: the running max has its map's rank.",
    mx="tensor<4x1xf32>")),
("online_attention_sum_shape", online("online_attention: the running sum agrees with the query.",
    sm="tensor<5xf32>")),
("online_attention_domain", online("online_attention: the sum's map has the query map's domain.",
    maps=(_Q, _K, _V, _S, _O, _R, "affine_map<(m, k1, k2, n, x) -> (m)>"))),
("online_attention_mask_shape", online("online_attention: the mask agrees with query and key.",
    maps=(_Q, _K, _V, _S, _MK, _O, _R, _R), mask="tensor<4x7xi1>")),
("online_attention_block_arguments", online("online_attention: the region takes the score alone.",
    args="%score: f32, %x: f32")),
("online_attention_block_argument", online("online_attention: the score is a float.",
    args="%score: index", yld="%score : index")),
("online_attention_yield_count", online("online_attention: the region yields one value.",
    yld="%score, %score : f32, f32")),
# ----- exp_reduction -----
("exp_reduction_zeroth", exp_reduction("exp_reduction: operand 0 holds the max, not a reduced value.",
    reduced="[0]")),
("exp_reduction_outs", exp_reduction("exp_reduction: reduced operands index the outs.", reduced="[2]")),
("exp_reduction_projected", exp_reduction("exp_reduction: the maps are projected permutations.",
    maps="[affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0)>]")),
("exp_reduction_linalg_index", exp_reduction("exp_reduction: no linalg.index in the body.",
    body="    %i = linalg.index 0 : index\n")),
("exp_reduction_iterator_types", exp_reduction("exp_reduction: iterator_types holds iterator types (ODS).",
    iters='["parallel", "reduction"]')),
("exp_reduction_iterator_case", exp_reduction("exp_reduction: an iterator type is parallel or reduction.",
    iters="[#iree_linalg_ext.iterator_type<window>]")),
("exp_reduction_maps", exp_reduction("exp_reduction: indexing_maps holds affine maps (ODS).",
    maps="[1, 2, 3]")),
("exp_reduction_operand", """
// exp_reduction: inputs are ranked tensors (ODS).
func.func @f(%s: f32, %m: tensor<2xf32>) -> tensor<2xf32> {
  %0 = iree_linalg_ext.exp_reduction {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>], exp_reduced_operands = []}
      ins(%s : f32) outs(%m : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %b : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""),
# ----- im2col -----
("im2col_shaped_operands", im2col("im2col: the input is the only shaped input.", pad="tensor<f32>")),
("im2col_input_rank", im2col("im2col: the input's rank is the number of batch, m and k positions.",
    k="[3, 4]", kperm="[0, 1, 2, 3]")),
("im2col_offsets", im2col("im2col: one offset per output dimension.", offsets="[0, 0]")),
("im2col_output_sizes", im2col("im2col: one output_sizes list per output dimension.",
    sizes="[[2], [32, 32, 3, 3, 640]]")),
("im2col_batch_sizes", im2col("im2col: the batch output dimensions give one size per batch position.",
    sizes="[[2, 1], [32], [3, 3, 640]]")),
("im2col_m_boundary", im2col("im2col: the M output dimensions give one size per m position.",
    sizes="[[2], [32, 32, 3], [3, 640]]")),
("im2col_k_sizes", im2col("im2col: the K output dimensions give a size per m and k position.",
    sizes="[[2], [32, 32], [3, 640]]")),
("im2col_kernel_rank", im2col("im2col: one kernel size per m position.", kernel="[3]")),
("im2col_strides", im2col("im2col: one stride per kernel dimension.", strides="[1]")),
("im2col_dilations", im2col("im2col: one dilation per kernel dimension.", dilations="[1, 1, 1]")),
("im2col_input_k_perm_size", im2col("im2col: input_k_perm permutes the m and k positions.",
    kperm="[0, 1]")),
("im2col_input_k_perm", im2col("im2col: input_k_perm is a permutation.", kperm="[0, 1, 1]")),
("im2col_output_perm", im2col("im2col: output_perm is a permutation.", operm="[0, 1, 3]")),
("im2col_output_perm_rank", """
// im2col: output_perm has the output's rank.
func.func @f(%in: tensor<2x34x34x640xf32>, %out: tensor<2x1024x5760xf32>) -> tensor<2x1024x5760xf32> {
  %0 = "iree_linalg_ext.im2col"(%in, %out) <{batch_pos = array<i64: 0>, dilations = array<i64: 1, 1>, input_k_perm = array<i64: 0, 1, 2>, k_pos = array<i64: 3>, m_pos = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>, output_perm = array<i64: 0, 1>, static_kernel_size = array<i64: 3, 3>, static_offsets = array<i64: 0, 0, 0>, static_output_sizes = [array<i64: 2>, array<i64: 32, 32>, array<i64: 3, 3, 640>], strides = array<i64: 1, 1>}> : (tensor<2x34x34x640xf32>, tensor<2x1024x5760xf32>) -> tensor<2x1024x5760xf32>
  return %0 : tensor<2x1024x5760xf32>
}
"""),
("im2col_input_pads", im2col("im2col: input_pad_low and input_pad_high have one size.",
    pads=" input_pad_low = [0, 1, 1, 0] input_pad_high = [0, 1, 1]", pad="f32")),
("im2col_input_pad_rank", im2col("im2col: the input pads have the input's rank.",
    pads=" input_pad_low = [1, 1] input_pad_high = [1, 1]", pad="f32")),
("im2col_input_pad_value", im2col("im2col: input padding needs a padding value.",
    pads=" input_pad_low = [0, 1, 1, 0] input_pad_high = [0, 1, 1, 0]")),
("im2col_output_pads", im2col("im2col: output_pad_low and output_pad_high have one size.",
    pads=" output_pad_low = [0, 0, 0] output_pad_high = [0, 16]", pad="f32")),
("im2col_output_pad_rank", im2col("im2col: the output pads have the output's rank.",
    pads=" output_pad_low = [0, 0] output_pad_high = [0, 16]", pad="f32")),
("im2col_output_pad_value", im2col("im2col: output padding needs a padding value.",
    pads=" output_pad_low = [0, 0, 0] output_pad_high = [0, 16, 0]")),
("im2col_output_sizes_empty", im2col("im2col: output_sizes holds at least one list.", sizes="[]")),
("im2col_output_sizes_inner_empty", im2col("im2col: each output_sizes list holds at least one size.",
    sizes="[[2], [], [3, 3, 640]]")),
("im2col_output_sizes_bracket", im2col("im2col: output_sizes is a bracketed list of lists.",
    sizes="[[2], [32, 32] [3, 3, 640]]")),
("im2col_kernel_size_value", im2col("im2col: a dynamic kernel size is read as an index.",
    kernel="[%p, 3]", pad="i32")),
("im2col_kernel_size_generic", """
// im2col: a dynamic kernel size is an index (generic form).
func.func @f(%in: tensor<1x6x6x2xf32>, %out: tensor<1x16x18xf32>, %k: i32) -> tensor<1x16x18xf32> {
  %0 = "iree_linalg_ext.im2col"(%in, %out, %k) <{batch_pos = array<i64: 0>, dilations = array<i64: 1, 1>, input_k_perm = array<i64: 0, 1, 2>, k_pos = array<i64: 3>, m_pos = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, output_perm = array<i64: 0, 1, 2>, static_kernel_size = array<i64: -9223372036854775808, 3>, static_offsets = array<i64: 0, 0, 0>, static_output_sizes = [array<i64: 1>, array<i64: 4, 4>, array<i64: 3, 3, 2>], strides = array<i64: 1, 1>}> : (tensor<1x6x6x2xf32>, tensor<1x16x18xf32>, i32) -> tensor<1x16x18xf32>
  return %0 : tensor<1x16x18xf32>
}
"""),
("im2col_segments", """
// im2col: the operand segment sizes add up to the operands (generic form).
func.func @f(%in: tensor<1x6x6x2xf32>, %out: tensor<1x16x18xf32>) -> tensor<1x16x18xf32> {
  %0 = "iree_linalg_ext.im2col"(%in, %out) <{batch_pos = array<i64: 0>, dilations = array<i64: 1, 1>, input_k_perm = array<i64: 0, 1, 2>, k_pos = array<i64: 3>, m_pos = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, output_perm = array<i64: 0, 1, 2>, static_kernel_size = array<i64: 3, 3>, static_offsets = array<i64: 0, 0, 0>, static_output_sizes = [array<i64: 1>, array<i64: 4, 4>, array<i64: 3, 3, 2>], strides = array<i64: 1, 1>}> : (tensor<1x6x6x2xf32>, tensor<1x16x18xf32>) -> tensor<1x16x18xf32>
  return %0 : tensor<1x16x18xf32>
}
"""),
# ----- winograd.input_transform -----
("winograd_input_element_type", winograd("winograd.input_transform: one element type.", "input",
    "tensor<1x10x10x4xf32>", "tensor<8x8x1x2x2x4xf16>")),
("winograd_input_rank", winograd("winograd.input_transform: the input has rank 2 or 4.", "input",
    "tensor<1x10x10xf32>", "tensor<8x8x1x2x2xf32>")),
("winograd_input_tile_rank", winograd("winograd.input_transform: a tile transforms into a tile.",
    "input", "tensor<6x6xf32>", "tensor<8x8x1xf32>")),
("winograd_input_tile_size", winograd("winograd.input_transform: a tile is at most the input tile size.",
    "input", "tensor<6x9xf32>", "tensor<8x8xf32>")),
("winograd_input_tile_output", winograd("winograd.input_transform: a tile transforms to the input tile size.",
    "input", "tensor<6x6xf32>", "tensor<8x7xf32>")),
("winograd_input_output_rank", winograd("winograd.input_transform: the output has two more dimensions.",
    "input", "tensor<1x10x10x4xf32>", "tensor<8x8x1x2x2xf32>")),
("winograd_input_image_count", winograd("winograd.input_transform: two image dimensions.", "input",
    "tensor<1x10x10x4xf32>", "tensor<8x8x1x2x2x4xf32>", dims="[1]")),
("winograd_input_image_dims", winograd("winograd.input_transform: NHWC or NCHW images.", "input",
    "tensor<1x10x10x4xf32>", "tensor<8x8x1x2x2x4xf32>", dims="[0, 1]")),
("winograd_input_shape", winograd("winograd.input_transform: the output has the tiled shape.", "input",
    "tensor<1x10x10x4xf32>", "tensor<8x8x1x3x2x4xf32>")),
# ----- winograd.filter_transform -----
("winograd_filter_element_type", winograd("winograd.filter_transform: one element type.", "filter",
    "tensor<3x3x4x16xf32>", "tensor<8x8x4x16xf16>", dims="[0, 1]")),
("winograd_filter_rank", winograd("winograd.filter_transform: the filter has rank 2 or 4.", "filter",
    "tensor<3x3x4xf32>", "tensor<8x8x4xf32>", dims="[0, 1]")),
("winograd_filter_kernel_rank", winograd("winograd.filter_transform: a kernel transforms into a tile.",
    "filter", "tensor<3x3xf32>", "tensor<8x8x1xf32>", dims="[0, 1]")),
("winograd_filter_kernel_size", winograd("winograd.filter_transform: a kernel has the kernel size.",
    "filter", "tensor<3x4xf32>", "tensor<8x8xf32>", dims="[0, 1]")),
("winograd_filter_kernel_output", winograd("winograd.filter_transform: a kernel transforms to the input tile size.",
    "filter", "tensor<3x3xf32>", "tensor<6x6xf32>", dims="[0, 1]")),
("winograd_filter_output_rank", winograd("winograd.filter_transform: the output has the filter's rank.",
    "filter", "tensor<3x3x4x16xf32>", "tensor<8x8x64xf32>", dims="[0, 1]")),
("winograd_filter_kernel_count", winograd("winograd.filter_transform: two kernel dimensions.",
    "filter", "tensor<3x3x4x16xf32>", "tensor<8x8x4x16xf32>", dims="[0, 1, 2]")),
("winograd_filter_kernel_dims", winograd("winograd.filter_transform: HWCF or FCHW filters.",
    "filter", "tensor<3x3x4x16xf32>", "tensor<8x8x4x16xf32>", dims="[1, 2]")),
("winograd_filter_kernel_extent", winograd("winograd.filter_transform: the kernel dimensions have the kernel size.",
    "filter", "tensor<3x5x4x16xf32>", "tensor<8x8x4x16xf32>", dims="[0, 1]")),
("winograd_filter_shape", winograd("winograd.filter_transform: the output has the transformed shape.",
    "filter", "tensor<16x4x3x3xf32>", "tensor<8x8x16x4xf32>", dims="[2, 3]")),
# ----- winograd.output_transform -----
("winograd_output_rank", winograd("winograd.output_transform: the input has rank 2 or 6.", "output",
    "tensor<8x8x1x2x2xf32>", "tensor<1x12x12xf32>")),
("winograd_output_tile_rank", winograd("winograd.output_transform: a tile transforms into a tile.",
    "output", "tensor<8x8xf32>", "tensor<6x6x1xf32>")),
("winograd_output_tile_input", winograd("winograd.output_transform: a tile has the input tile size.",
    "output", "tensor<8x6xf32>", "tensor<6x6xf32>")),
("winograd_output_tile_size", winograd("winograd.output_transform: a tile transforms to the output tile size.",
    "output", "tensor<8x8xf32>", "tensor<6x8xf32>")),
("winograd_output_element_type", winograd("winograd.output_transform: one element type.", "output",
    "tensor<8x8x1x2x2x32xf32>", "tensor<1x12x12x32xbf16>")),
("winograd_output_output_rank", winograd("winograd.output_transform: the output has two dimensions less.",
    "output", "tensor<8x8x1x2x2x32xf32>", "tensor<1x12x12x32x1xf32>")),
("winograd_output_image_count", winograd("winograd.output_transform: two image dimensions.", "output",
    "tensor<8x8x1x2x2x32xf32>", "tensor<1x12x12x32xf32>", dims="[1, 2, 3]")),
("winograd_output_image_dims", winograd("winograd.output_transform: NHWC or NCHW images.", "output",
    "tensor<8x8x1x2x2x32xf32>", "tensor<1x12x12x32xf32>", dims="[0, 3]")),
("winograd_output_shape", winograd("winograd.output_transform: the output has the untiled shape.",
    "output", "tensor<8x8x1x2x2x32xf32>", "tensor<1x32x12x12xf32>")),
("winograd_output_tile_prop", winograd("winograd.output_transform: output_tile_size is a bare integer.",
    "output", "tensor<8x8xf32>", "tensor<6x6xf32>", tile="6 : i32")),
("winograd_generic_image_dimensions", """
// winograd.input_transform: image_dimensions is a dense i64 array (generic form).
func.func @f(%a: tensor<6x6xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = "iree_linalg_ext.winograd.input_transform"(%a, %b) <{image_dimensions = [1, 2], kernel_size = 3 : i64, output_tile_size = 6 : i64}> : (tensor<6x6xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""),
# ----- custom_op -----
("custom_op_map_count", custom("custom_op: one indexing map per operand.",
    maps="[affine_map<(d0) -> (d0)>]")),
("custom_op_map_dims", custom("custom_op: each map has one dimension per loop.",
    maps="[affine_map<(d0, d1) -> (d0)>, affine_map<(d0) -> (d0)>]")),
("custom_op_map_symbols", custom("custom_op: the maps have one number of symbols.",
    maps="[affine_map<(d0)[s0] -> (s0)>, affine_map<(d0) -> (d0)>]")),
("custom_op_map_rank", custom("custom_op: each map has its operand's rank.",
    maps="[affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>]")),
("custom_op_block_count", custom("custom_op: one block argument per operand.",
    args="%b0: tensor<?xf32>", yld="%b0 : tensor<?xf32>")),
("custom_op_scalar_argument", custom("custom_op: a scalar operand's argument has its type.",
    maps="[affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>]",
    ins=("tensor<?xf32>", "f32"), args="%b0: tensor<?xf32>, %b1: f64, %b2: tensor<?xf32>")),
("custom_op_tensor_argument", custom("custom_op: a tensor operand's argument is a tensor.",
    args="%b0: f32, %b1: tensor<?xf32>")),
("custom_op_tensor_dynamic", custom("custom_op: a tensor operand's argument is fully dynamic.",
    ins=("tensor<10xf32>",), args="%b0: tensor<10xf32>, %b1: tensor<?xf32>")),
("custom_op_yield_count", custom("custom_op: one yielded value per output.",
    yld="%b1, %b1 : tensor<?xf32>, tensor<?xf32>")),
("custom_op_yield_type", custom("custom_op: yielded values have their output argument's type.",
    yld="%c : tensor<2xf32>").replace("    iree_linalg_ext.yield %c",
    "    %c = tensor.empty() : tensor<2xf32>\n    iree_linalg_ext.yield %c")),
("custom_op_iterator_types", custom("custom_op: iterator_types holds iterator types (ODS).",
    iters="[1]")),
("custom_op_memref", custom("custom_op: inputs are ranked tensors or scalars (ODS).",
    ins=("memref<?xf32>",), args="%b0: memref<?xf32>, %b1: tensor<?xf32>")),
# ----- index -----
("index_parent", """
// iree_linalg_ext.index is nested in a custom_op or an attention op.
func.func @f() -> index {
  %0 = iree_linalg_ext.index 0 : index
  return %0 : index
}
"""),
("index_dim", custom("iree_linalg_ext.index: the dimension is below the number of loops.").replace(
    "    iree_linalg_ext.yield", "    %x = iree_linalg_ext.index 1 : index\n    iree_linalg_ext.yield")),
("index_dim_negative", attention("iree_linalg_ext.index: the dimension is unsigned.",
    yld="%score : f32").replace("    iree_linalg_ext.yield",
    "    %x = iree_linalg_ext.index -1 : index\n    iree_linalg_ext.yield")),
("index_result", """
// iree_linalg_ext.index returns an index (ODS).
func.func @f(%o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "iree_linalg_ext.custom_op"(%o) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: tensor<?xf32>):
    %i = "iree_linalg_ext.index"() <{dim = 0 : i64}> : () -> i64
    "iree_linalg_ext.yield"(%x) : (tensor<?xf32>) -> ()
  }) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
"""),
("split_reduction_mapping_value", """
// The split-reduction mapping holds an integer.
func.func @f(%n: index) {
  scf.forall (%i) in (%n) {
  } {mapping = [#iree_linalg_ext.split_reduction_mapping<x>]}
  return
}
"""),
]
