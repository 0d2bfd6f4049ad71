// A list parameter swallows the commas after it, so the next parameter name is read as an element.
// MLIR-ERROR: expected attribute value
module attributes {a.x = #llvm.di_subprogram<retainedNodes = #llvm.di_null_type, annotations = #llvm.di_null_type>} {
}
