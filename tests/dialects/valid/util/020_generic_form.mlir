// util ops written in generic form; printed in custom form.
"util.func"() <{function_type = (index) -> !util.list<?>, sym_name = "f", sym_visibility = "public", tied_operands = [-1 : index]}> ({
^bb0(%n: index):
  %0 = "util.list.create"(%n) : (index) -> !util.list<?>
  "util.return"(%0) : (!util.list<?>) -> ()
}) : () -> ()
