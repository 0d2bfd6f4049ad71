// A parameter given twice.
// MLIR-ERROR: duplicate or unknown struct parameter name: name
module attributes {a.x = #llvm.di_basic_type<name = "x", name = "y">} {
}
