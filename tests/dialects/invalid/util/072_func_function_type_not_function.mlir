// util.func whose function_type is not a function type (generic form).
// MLIR-ERROR: 'util.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type
"util.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
