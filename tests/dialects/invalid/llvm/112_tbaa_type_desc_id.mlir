// A type descriptor's id is a string literal.
// MLIR-ERROR: expected string
module attributes {a.x = #llvm.tbaa_type_desc<id = a, members = {<#llvm.tbaa_root, 0>}>} {
}
