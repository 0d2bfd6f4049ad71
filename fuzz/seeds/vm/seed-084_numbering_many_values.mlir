// value numbers beyond one digit
%v0 = "foo.v"() : () -> i8
%v1 = "foo.v"() : () -> i8
%v2 = "foo.v"() : () -> i8
%v3 = "foo.v"() : () -> i8
%v4 = "foo.v"() : () -> i8
%v5 = "foo.v"() : () -> i8
%v6 = "foo.v"() : () -> i8
%v7 = "foo.v"() : () -> i8
%v8 = "foo.v"() : () -> i8
%v9 = "foo.v"() : () -> i8
%v10 = "foo.v"() : () -> i8
%v11:3 = "foo.v"() : () -> (i8, i8, i8)
%v12 = "foo.sum"(%v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11#2) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> i8
