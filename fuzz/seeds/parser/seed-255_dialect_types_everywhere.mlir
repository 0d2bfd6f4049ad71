// dialect types in operands, results, block args and attributes
"foo.r"() ({
^bb0(%a: !foo.t<1>, %b: !foo<"o">):
  %c = "foo.op"(%a, %b) {ty = !foo.t<2>, arr = [!foo.x, !foo<"y">]} : (!foo.t<1>, !foo<"o">) -> !foo.result
}) : () -> ()
