module {
  llvm.func @helper(%arg0: f64) -> f64 attributes {sym_visibility = "private"} {
    llvm.return %arg0 : f64
  }
  llvm.func @main(%arg0: f64) -> f64 {
    %0 = llvm.call @helper(%arg0) : (f64) -> f64
    %1 = llvm.call @helper(%0) : (f64) -> f64
    llvm.return %1 : f64
  }
}

