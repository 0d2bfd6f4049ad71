#map = affine_map<()[s0, s1] -> (s1 * 16 + (s0 + s1) floordiv 4 - (s1 floordiv 4) * 64 - s0 ceildiv 2)>
module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %2 = affine.apply #map()[%0, %1]
    %3 = builtin.unrealized_conversion_cast %2 : index to i64
    llvm.return %3 : i64
  }
}

