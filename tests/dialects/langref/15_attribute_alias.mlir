// From the MLIR Language Reference (seeds/004_f6d9d7907f2c403c.txt, lines 1069-1073): Attributes / Attribute Value Aliases.
#map = affine_map<(d0) -> (d0 + 10)>
// Using the original attribute.
%b = affine.apply affine_map<(d0) -> (d0 + 10)> (%a)
// Using the attribute alias.
%b = affine.apply #map(%a)
