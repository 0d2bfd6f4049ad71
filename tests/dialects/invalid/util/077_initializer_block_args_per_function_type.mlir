// util.initializer whose function_type takes an i32 and whose body takes one: an initializer takes nothing, whatever its function_type (generic form).
// MLIR-ERROR: 'util.initializer' op entry block must have 0 arguments to match function signature
"util.initializer"() <{function_type = (i32) -> ()}> ({
^bb0(%a: i32):
  "util.return"() : () -> ()
}) : () -> ()
