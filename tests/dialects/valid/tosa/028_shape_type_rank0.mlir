// !tosa.shape<0> from a one-element index tensor, and a function taking shapes.
func.func private @g(!tosa.shape<3>, !tosa.shape<0>) -> !tosa.shape<1>
func.func @f() {
  %0 = tosa.const_shape {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<0>
  return
}
