//! PyDM's passes (`sigil-pydm`) registered in the pass manager by the
//! command line, as any crate outside `sigil-passes` registers its own:
//! `fix-iree-pydm-weak-types`, `convert-iree-pydm-to-iree` and
//! `link-iree-pydm-rtl`. Each wraps a whole-module function of `sigil-pydm`,
//! so each is anchored on `builtin.module`.

use sigil_passes::{Pass, PassFailed, PassRegistration, Registry, Target};

/// Which PyDM function a pass runs.
#[derive(Clone, Copy)]
enum Kind {
    FixWeakTypes,
    Convert,
    Link,
}

struct PydmPass(Kind);

impl Pass for PydmPass {
    fn argument(&self) -> &str {
        match self.0 {
            Kind::FixWeakTypes => "fix-iree-pydm-weak-types",
            Kind::Convert => "convert-iree-pydm-to-iree",
            Kind::Link => "link-iree-pydm-rtl",
        }
    }

    fn name(&self) -> &str {
        match self.0 {
            Kind::FixWeakTypes => "FixateWeakNumeric",
            Kind::Convert => "ConvertIREEPyDMToIREE",
            Kind::Link => "LinkIREEPyDMRTL",
        }
    }

    fn anchor(&self) -> Option<&str> {
        Some("builtin.module")
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        if t.op != t.module.top {
            return Err(t.error(
                t.op,
                format!("{} runs on the top-level module only", self.argument()),
            ));
        }
        let result = match self.0 {
            Kind::FixWeakTypes => {
                sigil_pydm::weak::fix_weak_types(t.ctx, t.module);
                Ok(())
            }
            Kind::Convert => sigil_pydm::convert(t.ctx, t.module, false),
            Kind::Link => sigil_pydm::convert(t.ctx, t.module, true),
        };
        result.map_err(|d| {
            t.emit(*d);
            PassFailed
        })
    }
}

/// The passes `sigil opt` knows: `sigil-passes`' and PyDM's.
pub fn registry() -> Registry {
    let mut r = Registry::with_builtin_passes();
    for (kind, argument, description) in [
        (
            Kind::FixWeakTypes,
            "fix-iree-pydm-weak-types",
            "Give PyDM's weak numeric types concrete ones (integer -> integer<32>, real -> real<f32>)",
        ),
        (
            Kind::Convert,
            "convert-iree-pydm-to-iree",
            "Lower PyDM (iree_pydm) to func/arith/cf/util IR the VM runs (weak types are fixed first)",
        ),
        (
            Kind::Link,
            "link-iree-pydm-rtl",
            "Link the PyDM runtime-library functions the module calls (lowering PyDM first if there is any)",
        ),
    ] {
        r.register(PassRegistration {
            argument,
            description,
            options: &[],
            create: Box::new(move |_| Box::new(PydmPass(kind))),
        });
    }
    r
}
