// a split file without markers
"foo.only"() : () -> ()
