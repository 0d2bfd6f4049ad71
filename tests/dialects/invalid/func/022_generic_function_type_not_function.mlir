// func.func in generic form whose function_type is a type but no function type: property conversion takes it, the op's constraint refuses it.
// MLIR-ERROR: 'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()
