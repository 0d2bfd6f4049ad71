// Several func.constant ops: the printer names their results %f, %f_0, ...
func.func private @a()
func.func private @b(i8) -> i8
func.func @f() -> (() -> (), (i8) -> i8) {
  %0 = func.constant @a : () -> ()
  %1 = func.constant @b : (i8) -> i8
  %2 = func.constant @a : () -> ()
  return %0, %1 : () -> (), (i8) -> i8
}
