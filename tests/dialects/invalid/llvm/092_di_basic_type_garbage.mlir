// A struct body that is no list of parameters.
// MLIR-ERROR: expected '='
module attributes {a.x = #llvm.di_basic_type<garbage garbage>} {
}
