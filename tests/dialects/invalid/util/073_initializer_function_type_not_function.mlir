// util.initializer whose function_type is not a function type (generic form).
// MLIR-ERROR: 'util.initializer' op attribute 'function_type' failed to satisfy constraint: type attribute of function type
"util.initializer"() <{function_type = index}> ({
  "util.return"() : () -> ()
}) : () -> ()
