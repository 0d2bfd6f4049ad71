// Math intrinsics in their (operands) : functional-type form.
llvm.func @f(%x: f32, %y: f32, %i: i32) -> f32 {
  %0 = llvm.intr.sqrt(%x) : (f32) -> f32
  %1 = llvm.intr.exp(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %3 = llvm.intr.fma(%x, %y, %x) : (f32, f32, f32) -> f32
  %4 = llvm.intr.powi(%x, %i) : (f32, i32) -> f32
  %5 = llvm.intr.fabs(%x) : (f32) -> f32
  %6 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %7 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %8 = llvm.intr.floor(%x) : (f32) -> f32
  %9 = llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32)>
  llvm.return %0 : f32
}
