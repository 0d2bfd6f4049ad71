// RUN: not sigil opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s --strict-whitespace

// The source line under a diagnostic is printed whole, however long (here 415
// characters), with the caret under the error's column (here just after the `1`, where the
// `,` or `]` should be).

// CHECK:      long-source-line.mlir:[[@LINE+3]]:401: error: expected ',' or ']'
// CHECK-NEXT: {{^}}"foo.op"() {a0 = 0, a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8, a9 = 9, a10 = 10, a11 = 11, a12 = 12, a13 = 13, a14 = 14, a15 = 15, a16 = 16, a17 = 17, a18 = 18, a19 = 19, a20 = 20, a21 = 21, a22 = 22, a23 = 23, a24 = 24, a25 = 25, a26 = 26, a27 = 27, a28 = 28, a29 = 29, a30 = 30, a31 = 31, a32 = 32, a33 = 33, a34 = 34, a35 = 35, a36 = 36, a37 = 37, a38 = 38, a39 = 39, bad = [1 2]} : () -> (){{$}}
// CHECK-NEXT: {{^}}                                                                                                                                                                                                                                                                                                                                                                                                                ^{{$}}
"foo.op"() {a0 = 0, a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8, a9 = 9, a10 = 10, a11 = 11, a12 = 12, a13 = 13, a14 = 14, a15 = 15, a16 = 16, a17 = 17, a18 = 18, a19 = 19, a20 = 20, a21 = 21, a22 = 22, a23 = 23, a24 = 24, a25 = 25, a26 = 26, a27 = 27, a28 = 28, a29 = 29, a30 = 30, a31 = 31, a32 = 32, a33 = 33, a34 = 34, a35 = 35, a36 = 36, a37 = 37, a38 = 38, a39 = 39, bad = [1 2]} : () -> ()
