// Index ops with locations.
func.func @f(%a: index) -> index {
  %0 = index.constant 2 loc("c.py":1:1)
  %1 = index.ceildivs %a, %0 loc("c.py":2:3)
  %2 = index.cmp ne(%1, %0) loc(fused["x", "y"])
  return %1 : index
}
