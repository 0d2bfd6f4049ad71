// func.call, func.return and the generic form of func ops, with bare `return` and `call`
func.func private @callee(i32, f32) -> (i32, f32)
func.func @caller(%a: i32, %b: f32) -> i32 attributes {foo.bar} {
  %r:2 = call @callee(%a, %b) : (i32, f32) -> (i32, f32)
  %s:2 = func.call @callee(%r#0, %r#1) {foo.attr = 1} : (i32, f32) -> (i32, f32)
  "func.return"(%s#0) : (i32) -> ()
}
"func.func"() <{function_type = () -> (), sym_name = "generic", sym_visibility = "nested"}> ({
  "func.return"() : () -> ()
}) : () -> ()
