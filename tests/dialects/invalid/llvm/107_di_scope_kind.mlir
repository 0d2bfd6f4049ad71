// A local variable's scope must be a debug-info scope.
// MLIR-ERROR: invalid kind of attribute specified
module attributes {a.x = #llvm.di_local_variable<scope = #llvm.di_null_type>} {
}
