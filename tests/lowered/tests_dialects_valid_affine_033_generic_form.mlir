#map = affine_map<()[s0] -> (s0 + 3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %1 = affine.apply #map()[%0]
    %2 = affine.min #map1(%1, %0)
    %3 = builtin.unrealized_conversion_cast %2 : index to i64
    llvm.return %3 : i64
  }
}

