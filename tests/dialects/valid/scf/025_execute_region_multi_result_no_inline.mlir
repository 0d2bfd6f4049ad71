// scf.execute_region with several results and the no_inline flag.
func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.execute_region -> (i32, f32) no_inline {
    scf.yield %a, %b : i32, f32
  }
  scf.execute_region {
    scf.yield
  }
  return %r#0, %r#1 : i32, f32
}
