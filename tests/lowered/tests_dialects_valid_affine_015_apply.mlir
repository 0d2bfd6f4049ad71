#map = affine_map<()[s0, s1, s2] -> (-((((s0 + s1 * 4 + s2) floordiv 2) mod 8) ceildiv 3))>
module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i64) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %2 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %3 = affine.apply #map()[%0, %2, %1]
    %4 = builtin.unrealized_conversion_cast %3 : index to i64
    llvm.return %4 : i64
  }
}

