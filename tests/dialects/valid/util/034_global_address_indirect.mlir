// util.global.address (named %ptr_<global>) with indirect loads and stores through the pointer.
util.global private mutable @counter : i32
util.global private @table = dense<[1, 2, 3, 4]> : tensor<4xi32>
util.func public @f(%v: i32) -> (i32, tensor<?xi32>) {
  %p = util.global.address @counter : !util.ptr<i32>
  %0 = util.global.load.indirect %p : !util.ptr<i32> -> i32
  util.global.store.indirect %v, %p : i32 -> !util.ptr<i32>
  %q = util.global.address immutable @table : !util.ptr<tensor<4xi32>>
  %1 = util.global.load.indirect immutable %q : !util.ptr<tensor<4xi32>> -> tensor<?xi32>
  %2 = util.global.load.indirect %q {test.attr} : !util.ptr<tensor<4xi32>> -> tensor<4xi32>
  util.return %0, %1 : i32, tensor<?xi32>
}
