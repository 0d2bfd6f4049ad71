// Constrained FP conversions: rounding mode and exception behavior keywords.
llvm.func @a(%f: f32, %x: i32, %v: vector<4xi32>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %f tonearest ignore : f32 to f16
  %1 = llvm.intr.experimental.constrained.fpext %f maytrap : f32 to f64
  %2 = llvm.intr.experimental.constrained.sitofp %x downward strict : i32 to f32
  %3 = llvm.intr.experimental.constrained.uitofp %x "upward" "ignore" : i32 to f64
  %4 = llvm.intr.experimental.constrained.sitofp %v towardzero ignore : vector<4xi32> to vector<4xf32>
  %5 = llvm.intr.experimental.constrained.fptrunc %1 tonearestaway ignore : f64 to f32
  %6 = llvm.intr.experimental.constrained.fptrunc %1 dynamic strict {a = 1 : i32} : f64 to bf16
  llvm.return
}
