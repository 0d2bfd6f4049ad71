// A named module with discardable attributes of several kinds.
module @attrs attributes {test.int = 42 : i32, test.str = "hello", test.flag, test.arr = [1, 2.5, "s"], test.dict = {a = 1 : i64, b = true}} {
}
