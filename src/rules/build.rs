//! Building any combination of readings: one `const fn with_*` per option.
//!
//! [`Rules`] is `#[non_exhaustive]`, so that the next reading is a new field
//! and not a breaking change; code outside the crate therefore cannot write
//! `Rules { .. }`. It starts from a preset and changes one option at a time.

use super::*;

/// Defines `Rules::$name(self, value)`, the same rules with `$field` set.
macro_rules! with_option {
    ($($name:ident, $field:ident: $ty:ty, $what:literal;)*) => {
        impl Rules {
            $(
                #[doc = concat!("The same rules with ", $what, " set to `", stringify!($field), "`")]
                #[doc = concat!("(the field [`", stringify!($field), "`](Rules::", stringify!($field), ")).")]
                #[must_use]
                #[inline]
                pub const fn $name(self, $field: $ty) -> Rules {
                    Rules { $field, ..self }
                }
            )*
        }
    };
}

with_option! {
    with_setup, setup: Setup, "the starting set-up";
    with_steps, steps: StepCount, "the step count";
    with_thoat, thoat: ThoatMove, "the Thoat's move";
    with_panthan, panthan: PanthanMove, "the Panthan's steps";
    with_princess, princess: PrincessPath, "the Princess's path";
    with_escape, escape: Escape, "the Princess's escape";
    with_chief, chief: ChiefCapture, "what a Chief taken by a non-Chief does";
    with_material, material: MaterialDraw, "the material draw";
    with_no_move, no_move: NoMove, "what a side without a legal move does";
    with_capture, capture: Capture, "what a move onto an opposing piece does";
    with_threat, threat: PrincessThreat, "how the Princess's threat is judged";
    with_escape_when, escape_when: EscapeWhen, "when the Princess may escape";
    with_flier, flier: FlierMove, "the Flier's move";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_with_sets_its_own_field_and_no_other() {
        // Every option away from its default, one `with_*` each: the text
        // form names exactly the thirteen keys of RULES.md section 9.
        let all = Rules::APPENDIX
            .with_setup(Setup::Manator)
            .with_steps(StepCount::UpTo)
            .with_thoat(ThoatMove::Knight)
            .with_panthan(PanthanMove::DiagonalBack)
            .with_princess(PrincessPath::Frightened)
            .with_escape(Escape::Far)
            .with_chief(ChiefCapture::Removed)
            .with_material(MaterialDraw::Off)
            .with_no_move(NoMove::Loss)
            .with_capture(Capture::Duel)
            .with_threat(PrincessThreat::InPlace)
            .with_escape_when(EscapeWhen::Threatened)
            .with_flier(FlierMove::Leap);
        assert_eq!(
            all.to_string(),
            "setup=manator,steps=up-to,thoat=knight,panthan=diagonal-back,\
             princess=frightened,escape=far,chief=removed,material=off,no-move=loss,\
             capture=duel,threat=in-place,escape-when=threatened,flier=leap"
        );
        assert_eq!(
            Rules::APPENDIX.with_capture(Capture::Duel).to_string(),
            "capture=duel"
        );
    }
}
