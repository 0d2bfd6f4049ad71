// Modernised 07_value_scoping.mlir: %a is a function argument and the op result is named.
func.func @f(%a: i64) -> i64 {
  %r = "any_op"(%a) ({ // if %a is in-scope in the containing region...
    // then %a is in-scope here too.
    %new_value = "another_op"(%a) : (i64) -> (i64)
  }) : (i64) -> (i64)
  return %r : i64
}
