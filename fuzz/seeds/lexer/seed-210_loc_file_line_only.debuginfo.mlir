// a file location without a column gets column 0
"foo.a"() : () -> () loc("f.c":7)
