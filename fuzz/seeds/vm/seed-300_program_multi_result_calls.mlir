// calls with multiple results and symbol references
"x.func"() <{sym_name = "divmod"}> ({
^bb0(%a: i32, %b: i32):
  %q, %r = "x.divmod"(%a, %b) : (i32, i32) -> (i32, i32)
  "x.return"(%q, %r) : (i32, i32) -> ()
}) : () -> ()
"x.func"() <{sym_name = "main"}> ({
  %a = "x.const"() {value = 17 : i32} : () -> i32
  %b = "x.const"() {value = 5 : i32} : () -> i32
  %res:2 = "x.call"(%a, %b) {callee = @divmod} : (i32, i32) -> (i32, i32)
  "x.print"(%res#0, %res#1) : (i32, i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()
