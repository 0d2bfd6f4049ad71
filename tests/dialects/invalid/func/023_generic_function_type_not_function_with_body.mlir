// func.func with a tensor function_type and a body, nested in a module: the constraint is reported at the function.
// MLIR-ERROR: 'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type
module {
  "func.func"() <{function_type = tensor<4xf32>, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%a: i32):
    "func.return"(%a) : (i32) -> ()
  }) : () -> ()
}
