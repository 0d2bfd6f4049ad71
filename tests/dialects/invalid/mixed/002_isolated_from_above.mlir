// A function nested (via a module) inside another function uses the outer function's argument.
// MLIR-ERROR: 'func.return' op using value defined outside the region
func.func @f(%a: i32) {
  affine.for %i = 0 to 2 {
    "builtin.module"() ({
      "func.func"() <{function_type = () -> i32, sym_name = "g"}> ({
        "func.return"(%a) : (i32) -> ()
      }) : () -> ()
    }) : () -> ()
  }
  return
}
