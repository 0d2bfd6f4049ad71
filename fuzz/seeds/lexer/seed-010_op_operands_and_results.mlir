// operands and results together
%a = "foo.def"() : () -> i32
%b:2 = "foo.compute"(%a, %a) : (i32, i32) -> (i64, i64)
%c = "foo.compute"(%b#0, %b#1) : (i64, i64) -> i1
