// Modernised 01_mul_multiply.mlir: the LangRef @mul / @multiply example in MLIR 22.1 spelling.
// Compute A*B using an implementation of multiply kernel and print the
// result using a TensorFlow op. The dimensions of A and B are partially
// known. The shapes are assumed to match.
func.func @mul(%A: tensor<100x?xf32>, %B: tensor<?x50xf32>) -> (tensor<100x50xf32>) {
  // Compute the inner dimension of %A using the dim operation.
  %c1 = arith.constant 1 : index
  %n = tensor.dim %A, %c1 : tensor<100x?xf32>
  // Allocate addressable "buffers" and copy tensors %A and %B into them.
  %A_m = memref.alloc(%n) : memref<100x?xf32>
  bufferization.materialize_in_destination %A in restrict writable %A_m : (tensor<100x?xf32>, memref<100x?xf32>) -> ()
  %B_m = memref.alloc(%n) : memref<?x50xf32>
  bufferization.materialize_in_destination %B in restrict writable %B_m : (tensor<?x50xf32>, memref<?x50xf32>) -> ()
  // Call function @multiply passing memrefs as arguments,
  // and getting returned the result of the multiplication.
  %C_m = call @multiply(%A_m, %B_m)
      : (memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)
  memref.dealloc %A_m : memref<100x?xf32>
  memref.dealloc %B_m : memref<?x50xf32>
  // Load the buffer data into a higher level "tensor" value.
  %C = bufferization.to_tensor %C_m : memref<100x50xf32> to tensor<100x50xf32>
  memref.dealloc %C_m : memref<100x50xf32>
  // Call TensorFlow built-in function to print the result tensor.
  "tf.Print"(%C){message = "mul result"}
      : (tensor<100x50xf32>) -> (tensor<100x50xf32>)
  return %C : tensor<100x50xf32>
}

// A function that multiplies two memrefs and returns the result.
func.func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>)
    -> (memref<100x50xf32>) {
  // Compute the inner dimension of %A.
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c1 : memref<100x?xf32>
  // Allocate memory for the multiplication result.
  %C = memref.alloc() : memref<100x50xf32>
  %zero = arith.constant 0.0 : f32
  // Multiplication loop nest.
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 50 {
      memref.store %zero, %C[%i, %j] : memref<100x50xf32>
      affine.for %k = 0 to %n {
        %a_v = memref.load %A[%i, %k] : memref<100x?xf32>
        %b_v = memref.load %B[%k, %j] : memref<?x50xf32>
        %prod = arith.mulf %a_v, %b_v : f32
        %c_v = memref.load %C[%i, %j] : memref<100x50xf32>
        %sum = arith.addf %c_v, %prod : f32
        memref.store %sum, %C[%i, %j] : memref<100x50xf32>
      }
    }
  }
  return %C : memref<100x50xf32>
}
