// scf.index_switch without results, with a negative case value.
func.func private @sink(i32)
func.func @f(%i: index) {
  scf.index_switch %i
  case -1 {
    %c = arith.constant -1 : i32
    func.call @sink(%c) : (i32) -> ()
    scf.yield
  }
  default {
  }
  return
}
