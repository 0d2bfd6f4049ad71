module {
  func.func @f(%arg0: index) -> tensor<?x3xindex> {
    %generated = tensor.generate %arg0 {
    ^bb0(%arg1: index, %arg2: index):
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
      %2 = llvm.add %1, %0 : i64
      %3 = builtin.unrealized_conversion_cast %2 : i64 to index
      tensor.yield %3 : index
    } : tensor<?x3xindex>
    return %generated : tensor<?x3xindex>
  }
}

