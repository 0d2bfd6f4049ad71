// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Strings print printable ASCII as is, except `"` and `\`, which are escaped; every
// other byte (control characters, UTF-8 sequences) as \XX in upper-case hexadecimal.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:  "foo.s"() {v = "plain"} : () -> ()
"foo.s"() {v = "plain"} : () -> ()
// CHECK-NEXT:  "foo.s"() {v = "quote\22 back\\ tab\09 nl\0A"} : () -> ()
"foo.s"() {v = "quote\" back\\ tab\t nl\n"} : () -> ()
// CHECK-NEXT:  "foo.s"() {v = "\00\01\7F\FF"} : () -> ()
"foo.s"() {v = "\00\01\7F\ff"} : () -> ()
// CHECK-NEXT:  "foo.s"() {v = "\C3\A9\E6\97\A5\E6\9C\AC"} : () -> ()
"foo.s"() {v = "é日本"} : () -> ()
// CHECK-NEXT:  "foo.s"() {v = ""} : () -> ()
"foo.s"() {v = ""} : () -> ()
// CHECK-NEXT:  "foo.s"() {v = "x" : i32} : () -> ()
"foo.s"() {v = "x" : i32} : () -> ()
// CHECK-NEXT:  "foo.s"() {v = "{{\[\[}}not a pattern]] ~ {}"} : () -> ()
"foo.s"() {v = "[[not a pattern]] ~ {}"} : () -> ()

// Attribute names are sorted; names that are not bare identifiers are quoted, and
// a unit attribute prints as its name alone.
// CHECK-NEXT:  "foo.t"() {"9x" = 5 : i64, _x = 4 : i64, a.b = 3 : i64, foo$, "quoted key" = 1 : i64} : () -> ()
"foo.t"() {"quoted key" = 1, "a.b" = 3, _x = 4, "9x" = 5, "foo$" = unit} : () -> ()

// Symbol references are quoted like strings when they are not bare identifiers.
// CHECK-NEXT:  "foo.u"() {nested = @a::@b::@c, q = @"with space", q2 = @"esc\22q", sym = @a} : () -> ()
"foo.u"() {sym = @a, nested = @a::@b::@c, q = @"with space", q2 = @"esc\"q"} : () -> ()
// CHECK-NEXT:  }) : () -> ()
