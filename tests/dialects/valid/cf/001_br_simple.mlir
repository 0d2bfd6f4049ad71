// cf.br to a block without arguments.
func.func @f() {
  cf.br ^next
^next:
  return
}
