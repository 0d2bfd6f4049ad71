// util.cast between !util.object and other reference types, and to the same type.
util.func public @f(%o: !util.object, %b: !util.buffer, %l: !util.list<?>) -> (!util.buffer, !util.object, !util.list<?>) {
  %0 = util.cast %o : !util.object to !util.buffer
  %1 = util.cast %b : !util.buffer to !util.object
  %2 = util.cast %l : !util.list<?> to !util.list<?>
  %3 = util.cast %o {test.attr} : !util.object to tensor<4xf32>
  util.return %0, %1, %2 : !util.buffer, !util.object, !util.list<?>
}
