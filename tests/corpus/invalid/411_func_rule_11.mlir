// func dialect rule 11
// MLIR-ERROR: 'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bad"
"func.func"() <{function_type = (i32) -> (), sym_name = "g", sym_visibility = "bad"}> ({
^bb0(%a: i32):
 "func.return"() : () -> ()
}) : () -> ()

