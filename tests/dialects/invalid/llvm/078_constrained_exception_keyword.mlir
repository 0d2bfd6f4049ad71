// An exception behavior that is no case.
// MLIR-ERROR: custom op 'llvm.intr.experimental.constrained.fpext' expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]
llvm.func @a(%f: f32) {
  %0 = llvm.intr.experimental.constrained.fpext %f never : f32 to f64
  llvm.return
}
