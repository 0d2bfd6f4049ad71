// ub.unreachable as the terminator of an scf.execute_region block, generic and custom.
func.func @f() {
  scf.execute_region {
    ub.unreachable {why = "impossible"}
  }
  scf.execute_region {
    "ub.unreachable"() : () -> ()
  }
  return
}
