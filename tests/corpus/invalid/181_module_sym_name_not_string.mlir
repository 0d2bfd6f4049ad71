// module sym name not string
// MLIR-ERROR: invalid properties {sym_name = 1 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i32
"builtin.module"() <{sym_name = 1 : i32}> ({
^bb0:
}) : () -> ()
