// A name that is no string.
// MLIR-ERROR: invalid kind of attribute specified
module attributes {a.x = #llvm.di_basic_type<name = 3>} {
}
