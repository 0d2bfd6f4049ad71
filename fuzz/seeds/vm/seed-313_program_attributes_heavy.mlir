// an op with many attribute kinds like a real config
"cfg.options"() {
  name = "pipeline",
  enabled = true,
  threshold = 0.75 : f32,
  retries = 3 : i32,
  targets = [@cpu, @gpu::@sm_80],
  tiles = array<i64: 32, 32, 8>,
  layout = affine_map<(d0, d1, d2) -> (d2, d0, d1)>,
  guard = affine_set<(d0, d1) : (d0 - d1 >= 0)>,
  weights = dense<[[0.25, 0.75], [0.5, 0.5]]> : tensor<2x2xf32>,
  nested = {inner = {deep = [1, 2, {x = "y"}]}},
  ty = tensor<?x?xbf16>,
  flag
} : () -> ()
