// Modernised 16_unit_attribute.mlir: func.func private declarations.
// A unit attribute defined with the `unit` value specifier.
func.func private @verbose_form(i1) attributes {dialectName.unitAttr = unit}
// A unit attribute can also be defined without the value specifier.
func.func private @simple_form(i1) attributes {dialectName.unitAttr}
