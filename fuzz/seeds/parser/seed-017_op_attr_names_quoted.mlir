// attribute names that need quoting
"foo.op"() {"with space" = 1, "0starts_digit" = 2, "a-b" = 3, "x\0Ay" = 4, "\22" = 5} : () -> ()
