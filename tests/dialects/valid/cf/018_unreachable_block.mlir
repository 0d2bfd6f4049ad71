// A block without predecessors is kept and printed.
func.func @f() {
  return
^dead:
  cf.br ^dead2
^dead2:
  return
}
