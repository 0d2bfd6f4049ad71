// index.bool.constant: true and false, written as keywords or as 1 and 0; results %true/%false.
func.func @f() -> (i1, i1) {
  %0 = index.bool.constant true
  %1 = index.bool.constant false
  %2 = index.bool.constant 1
  %3 = index.bool.constant 0
  return %0, %1 : i1, i1
}
