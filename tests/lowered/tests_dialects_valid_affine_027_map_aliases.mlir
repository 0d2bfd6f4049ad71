#map = affine_map<()[s0] -> (s0 * 2 + 2)>
#set = affine_set<()[s0] : (s0 * 2 + 2 >= 0, s0 * -2 + 61 >= 0)>
module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %1 = affine.apply #map()[%0]
    %2 = affine.if #set()[%0] -> index {
      affine.yield %1 : index
    } else {
      affine.yield %0 : index
    }
    %3 = builtin.unrealized_conversion_cast %2 : index to i64
    llvm.return %3 : i64
  }
}

