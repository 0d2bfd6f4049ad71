// llvm.mlir.global with a word where the symbol name belongs.
// MLIR-ERROR: custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name
llvm.mlir.global foo @g(0 : i32) : i32
