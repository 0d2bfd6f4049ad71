// Filling a typed list with the squares of 0..n-1 in an scf.for loop.
util.func public @squares(%n: index) -> !util.list<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = util.list.create %n : !util.list<i64>
  util.list.resize %l, %n : !util.list<i64>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    %sq = arith.muli %x, %x : i64
    util.list.set %l[%i], %sq : !util.list<i64>
  }
  util.return %l : !util.list<i64>
}
