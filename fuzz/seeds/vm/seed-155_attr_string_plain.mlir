// plain strings
"foo.attrs"() {a00 = "", a01 = "a", a02 = "hello world", a03 = "with: punctuation, {braces} [brackets] <angles> (parens)", a04 = "~!@#$%^&*_+=|/?`"} : () -> ()
