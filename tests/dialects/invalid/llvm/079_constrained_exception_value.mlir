// An exception behavior value out of range in generic form.
// MLIR-ERROR: invalid properties {fpExceptionBehavior = 3 : i64} for op llvm.intr.experimental.constrained.fpext: Invalid attribute `fpExceptionBehavior` in property conversion: 3 : i64
llvm.func @a(%f: f32) {
  %0 = "llvm.intr.experimental.constrained.fpext"(%f) <{fpExceptionBehavior = 3 : i64}> : (f32) -> f64
  llvm.return
}
