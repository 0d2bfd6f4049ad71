// A constant memref.global without an initial value is accepted by the verifier.
memref.global constant @g : memref<4xf32> = uninitialized
