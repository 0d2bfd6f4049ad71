// types as operands, results and block arguments
"foo.r"() ({
^bb0(%a: complex<f64>, %b: tuple<i1>):
  %c = "foo.x"(%a, %b) : (complex<f64>, tuple<i1>) -> vector<[2]xi1>
}) : () -> ()
