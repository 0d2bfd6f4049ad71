// The entry block arguments do not match the function type.
// MLIR-ERROR: 'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()
