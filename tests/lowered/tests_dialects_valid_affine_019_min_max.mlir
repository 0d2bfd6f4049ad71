#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> !llvm.struct<(i64, i64)> {
    %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %2 = affine.min #map(%1)[%0]
    %3 = builtin.unrealized_conversion_cast %2 : index to i64
    %4 = affine.max #map(%1)[%0]
    %5 = affine.min #map1(%2, %4)
    %6 = builtin.unrealized_conversion_cast %5 : index to i64
    %7 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i64, i64)> 
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i64, i64)> 
    llvm.return %9 : !llvm.struct<(i64, i64)>
  }
}

