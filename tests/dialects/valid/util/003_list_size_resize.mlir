// util.list.size and util.list.resize.
util.func public @f(%l: !util.list<?>, %n: index) -> index {
  %0 = util.list.size %l : !util.list<?>
  util.list.resize %l, %n : !util.list<?>
  %1 = util.list.size %l : !util.list<?>
  util.return %1 : index
}
