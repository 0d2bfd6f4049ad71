// The smallest function: no arguments, no results, a bare return.
func.func @empty() {
  return
}
