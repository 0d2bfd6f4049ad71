// module attributes use dialect-prefixed names
module attributes {foo.a = 1, bar.b = "x", baz.c = [1, 2], foo.d} {
}
