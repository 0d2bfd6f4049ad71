// func.func with a non-function function_type and a sym_name that is no string: property conversion fails on sym_name, not on the type.
// MLIR-ERROR: invalid properties {function_type = index, sym_name = 5 : i64} for op func.func: Invalid attribute `sym_name` in property conversion: 5 : i64
"func.func"() <{function_type = index, sym_name = 5}> ({
}) : () -> ()
