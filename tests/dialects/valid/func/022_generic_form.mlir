// func.func, func.call and func.return written in generic form with properties.
"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
^bb0(%arg0: i32):
  %0 = "func.call"(%arg0) <{callee = @g}> : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
