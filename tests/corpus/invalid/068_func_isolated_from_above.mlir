// func isolated from above
// MLIR-ERROR: 'foo.use' op using value defined outside the region
%a = "foo.a"() : () -> i32
func.func @f() {
  "foo.use"(%a) : (i32) -> ()
  return
}
