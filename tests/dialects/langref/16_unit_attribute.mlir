// From the MLIR Language Reference (seeds/004_f6d9d7907f2c403c.txt, lines 1287-1290): Attributes / Unit Attribute.
// A unit attribute defined with the `unit` value specifier.
func @verbose_form(i1) attributes {dialectName.unitAttr = unit}
// A unit attribute can also be defined without the value specifier.
func @simple_form(i1) attributes {dialectName.unitAttr}
