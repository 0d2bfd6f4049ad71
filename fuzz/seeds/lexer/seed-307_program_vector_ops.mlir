// vector-style ops with scalable types and masks
%v = "v.load"() : () -> vector<[4]xf32>
%m = "v.mask"() {dims = array<i64: 4>} : () -> vector<[4]xi1>
%r = "v.select"(%m, %v, %v) : (vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
%s = "v.reduce"(%r) {kind = #v.kind<add>} : (vector<[4]xf32>) -> f32
%b = "v.broadcast"(%s) : (f32) -> vector<2x[4]xf32>
%c = "v.shape_cast"(%b) : (vector<2x[4]xf32>) -> vector<[8]xf32>
