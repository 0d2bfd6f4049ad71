// module with successor
// MLIR-ERROR: successors in non-terminator
"foo.r"() ({
  "builtin.module"()[^bb1] ({
  ^bb0:
  }) : () -> ()
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()
