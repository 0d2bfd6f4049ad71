// func dialect rule 12
// MLIR-ERROR: 'func.func' op requires attribute 'function_type'
"func.func"() <{sym_name = "g"}> ({
}) : () -> ()

