#map = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
    %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %alloc = memref.alloc(%1)[%0] {alignment = 64 : i64} : memref<?xf32, #map>
    %2 = builtin.unrealized_conversion_cast %alloc : memref<?xf32, #map> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.return %2 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  }
}

