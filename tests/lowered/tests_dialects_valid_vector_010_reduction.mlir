module {
  llvm.func @f(%arg0: vector<16xf32>, %arg1: vector<8xi32>, %arg2: f32, %arg3: vector<1xf32>, %arg4: vector<[4]xi64>) -> f32 {
    %0 = llvm.intr.vector.reduce.fminimum(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (vector<16xf32>) -> f32
    %1 = llvm.intr.minimum(%0, %arg2) : (f32, f32) -> f32
    llvm.return %1 : f32
  }
}

