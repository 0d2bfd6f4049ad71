// module with operands
// MLIR-ERROR: 'builtin.module' op requires zero operands
%x = "foo.a"() : () -> i32
"builtin.module"(%x) ({
^bb0:
}) : (i32) -> ()
