// shape computations with index tensors
%s = "s.shape_of"() : () -> tensor<?xindex>
%r = "s.rank"(%s) : (tensor<?xindex>) -> index
%e = "s.const_shape"() {shape = dense<[2, 3]> : tensor<2xindex>} : () -> tensor<2xindex>
%b = "s.broadcast"(%s, %e) : (tensor<?xindex>, tensor<2xindex>) -> tensor<?xindex>
