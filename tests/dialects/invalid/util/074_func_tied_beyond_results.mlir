// util.func with more tied_operands than results, the extra one out of range (generic form).
// MLIR-ERROR: 'util.func' op result #1 tied to invalid operand index 5
"util.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private", tied_operands = [-1 : index, 5 : index]}> ({
^bb0(%a: i32):
  "util.return"(%a) : (i32) -> ()
}) : () -> ()
