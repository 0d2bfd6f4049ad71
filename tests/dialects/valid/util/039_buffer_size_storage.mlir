// util.buffer.size and util.buffer.storage (results %buffer_storage and %buffer_offset).
util.func public @f(%b: !util.buffer, %n: index) -> (index, memref<?xi8>, index) {
  %0 = util.buffer.size %b : !util.buffer
  %1 = util.buffer.size %b : !util.buffer attributes {test.attr}
  %2:2 = util.buffer.storage %b : !util.buffer{%n} -> (memref<?xi8>, index)
  util.return %0, %2#0, %2#1 : index, memref<?xi8>, index
}
