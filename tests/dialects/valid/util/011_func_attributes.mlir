// util.func with argument, result and function attributes.
util.func public @f(%a: i32 {test.arg}, %b: f32) -> (i32 {test.res = 1 : i64}) attributes {test.fn = "x"} {
  util.return %a : i32
}
