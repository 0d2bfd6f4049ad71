// func.func with a non-function function_type and no sym_name: the required property is reported first.
// MLIR-ERROR: 'func.func' op requires attribute 'sym_name'
"func.func"() <{function_type = i32}> ({
}) : () -> ()
