// tensor encodings in a sparse-tensor-like program
%t = "st.new"() : () -> tensor<?x?xf64, #st.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>>
%n = "st.nnz"(%t) : (tensor<?x?xf64, #st.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>>) -> index
%c = "st.convert"(%t) : (tensor<?x?xf64, #st.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>>) -> tensor<?x?xf64>
