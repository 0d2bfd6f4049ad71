// A rounding mode that is no case.
// MLIR-ERROR: custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic, invalid]
llvm.func @a(%f: f32) {
  %0 = llvm.intr.experimental.constrained.fptrunc %f nearest ignore : f32 to f16
  llvm.return
}
