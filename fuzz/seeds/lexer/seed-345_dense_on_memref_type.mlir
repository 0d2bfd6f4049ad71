// dense elements typed with a memref
"foo.a"() {v = dense<1> : memref<2xi32>, w = dense<[1.0, 2.0]> : memref<2xf32>} : () -> ()
