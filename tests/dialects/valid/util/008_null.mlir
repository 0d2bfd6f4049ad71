// util.null of list, buffer and object types.
util.func public @f() -> (!util.list<?>, !util.list<i32>, !util.buffer, !util.object) {
  %0 = util.null : !util.list<?>
  %1 = util.null : !util.list<i32>
  %2 = util.null : !util.buffer
  %3 = util.null : !util.object
  util.return %0, %1, %2, %3 : !util.list<?>, !util.list<i32>, !util.buffer, !util.object
}
