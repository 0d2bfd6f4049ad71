// util.buffer.constant of dense, string and resource data, named, aligned and with a MIME type.
util.func public @f() -> (!util.buffer, !util.buffer, !util.buffer) {
  %0 = util.buffer.constant : !util.buffer = dense<[1, 2, 3]> : tensor<3xi8>
  %1 = util.buffer.constant "greeting" : !util.buffer = "hello"
  %2 = util.buffer.constant "data" <alignment = 64, mime_type = "application/octet-stream"> : !util.buffer = dense<1.0> : tensor<4xf32>
  %3 = util.buffer.constant <mime_type = "text/plain"> {test.attr} : !util.buffer = "x"
  %4 = util.buffer.constant <alignment = 16> : !util.buffer = dense<"0x01020304"> : tensor<4xi8>
  util.return %0, %1, %2 : !util.buffer, !util.buffer, !util.buffer
}
