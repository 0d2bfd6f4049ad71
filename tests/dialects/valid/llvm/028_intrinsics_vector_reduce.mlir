// Vector reductions: integer ones print generically, fmax/fmin have a custom form.
llvm.func @f(%v: vector<4xi32>, %w: vector<4xf32>) -> i32 {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %2 = llvm.intr.vector.reduce.fmax(%w) : (vector<4xf32>) -> f32
  %3 = "llvm.intr.vector.reduce.fadd"(%2, %w) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.return %0 : i32
}
