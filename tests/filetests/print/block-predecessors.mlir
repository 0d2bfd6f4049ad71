// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Blocks are renumbered ^bbN per region. Every block but the entry block gets a
// `// pred:` / `// N preds:` / `// no predecessors` comment; a predecessor is listed
// once per successor operand naming the block. The entry block label is printed only
// when it has arguments.

// CHECK-LABEL: "foo.r"() ({
// CHECK-NEXT:    "foo.sw"()[^bb1, ^bb1, ^bb2, ^bb3, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb4
// CHECK-NEXT:    "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:  ^bb3:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
// CHECK-NEXT:    "foo.ret"() : () -> ()
// CHECK-NEXT:  ^bb4:  // no predecessors
// CHECK-NEXT:    "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb5:  // pred: ^bb5
// CHECK-NEXT:    "foo.br"()[^bb5] : () -> ()
// CHECK-NEXT:  }) : () -> ()
"foo.r"() ({
^start:
  "foo.sw"()[^a, ^a, ^b, ^c, ^c] : () -> ()
^a:
  "foo.br"()[^c] : () -> ()
^b:
  "foo.br"()[^c] : () -> ()
^c:
  "foo.ret"() : () -> ()
^dead:
  "foo.br"()[^a] : () -> ()
^self:
  "foo.br"()[^self] : () -> ()
}) : () -> ()

// Each region has its own numbering.
// CHECK-LABEL: "foo.two"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32):
// CHECK-NEXT:    "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "foo.ret"() : () -> ()
// CHECK-NEXT:  }, {
// CHECK-NEXT:    "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "foo.ret"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
"foo.two"() ({
^x(%arg: i32):
  "foo.br"()[^y] : () -> ()
^y:
  "foo.ret"() : () -> ()
}, {
  "foo.br"()[^z] : () -> ()
^z:
  "foo.ret"() : () -> ()
}) : () -> ()
