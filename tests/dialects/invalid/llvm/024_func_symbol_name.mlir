// llvm.func with a word where the symbol name belongs.
// MLIR-ERROR: custom op 'llvm.func' expected valid '@'-identifier for symbol name
llvm.func foo @g()
