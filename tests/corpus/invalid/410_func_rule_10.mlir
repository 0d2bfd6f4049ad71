// func dialect rule 10
// MLIR-ERROR: 'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1
"func.func"() <{function_type = (i32) -> (), sym_name = "g", arg_attrs = [{}, {}]}> ({
^bb0(%a: i32):
 "func.return"() : () -> ()
}) : () -> ()

