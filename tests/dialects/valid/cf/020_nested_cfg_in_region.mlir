// Blocks and cf branches inside the region of scf.execute_region.
func.func @f(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  ^b:
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  return %r : i32
}
