// scf.while with a discardable attribute dictionary after the regions.
func.func @f(%a: index) -> index {
  %r = scf.while (%x = %a) : (index) -> index {
    %t = arith.constant true
    scf.condition(%t) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  } attributes {test.note = "loop"}
  return %r : index
}
