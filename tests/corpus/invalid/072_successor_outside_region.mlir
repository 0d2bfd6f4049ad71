// successor outside region
// MLIR-ERROR: reference to an undefined block
"foo.br"()[^bb1] : () -> ()
