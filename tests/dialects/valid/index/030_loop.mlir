// Index arithmetic in an scf.for loop: a strided sum with a clamp.
func.func @f(%n: index) -> index {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c4 = index.constant 4
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %s = index.mul %i, %c4
    %t = index.add %acc, %s
    %m = index.minu %t, %n
    scf.yield %m : index
  }
  return %r : index
}
