// generic module with an explicitly empty block
"builtin.module"() ({
^bb0:
}) : () -> ()
