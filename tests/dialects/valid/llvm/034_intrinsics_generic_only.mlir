// Intrinsics with no custom form (generic in MLIR's print too): annotations,
// inline memcpy/memset, masked compress/expand, interleaving, is.constant.
llvm.func @misc(%i: i32, %p: !llvm.ptr, %q: !llvm.ptr, %v: vector<8xf32>, %w: vector<8xf32>, %m: vector<8xi1>, %b: i8) {
  %0 = "llvm.intr.annotation"(%i, %p, %q, %i) : (i32, !llvm.ptr, !llvm.ptr, i32) -> i32
  %1 = "llvm.intr.ptr.annotation"(%p, %p, %q, %i, %q) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  "llvm.intr.var.annotation"(%p, %p, %q, %i, %q) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  %2 = "llvm.intr.is.constant"(%i) : (i32) -> i1
  "llvm.intr.memcpy.inline"(%p, %q) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset.inline"(%p, %b) <{isVolatile = true, len = 8 : i32}> : (!llvm.ptr, i8) -> ()
  "llvm.intr.masked.compressstore"(%v, %p, %m) : (vector<8xf32>, !llvm.ptr, vector<8xi1>) -> ()
  %3 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  %4 = "llvm.intr.vector.interleave2"(%v, %w) : (vector<8xf32>, vector<8xf32>) -> vector<16xf32>
  %5 = "llvm.intr.vector.deinterleave2"(%4) : (vector<16xf32>) -> !llvm.struct<(vector<8xf32>, vector<8xf32>)>
  llvm.return
}
