//! The declaration of a rule option's enum: each reading written once,
//! with the text that names it in the rules' text form, so that the text
//! table and the order of the variants cannot drift apart (after
//! cozy-chess's enum macros).

/// Declares the enum of a rule option with the text of each reading
/// (`Variant = "text"`, the default marked `#[default]`), with the traits
/// every option has (copied, compared, hashed, a default, serde under its
/// feature) and room for readings to come (`non_exhaustive`), writes each
/// variant's text at the end of its docs, and gives it
/// `ALL` (the readings in the order of their variants) and `TEXTS` (their
/// texts in the same order). The variants take no explicit discriminants,
/// so `reading as usize` is the reading's place in both.
macro_rules! rule_option {
    (
        $(#[$attr:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$variant_attr:meta])*
                $variant:ident = $text:literal,
            )+
        }
    ) => {
        $(#[$attr])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[non_exhaustive]
        $vis enum $name {
            $(
                $(#[$variant_attr])*
                // Each reading's page gives its text form.
                #[doc = ""]
                #[doc = concat!("Written `", $text, "` in the rules' text form.")]
                $variant,
            )+
        }

        impl $name {
            /// Every reading, in the order of the variants.
            pub(crate) const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The readings' texts, in the order of [`Self::ALL`].
            pub(crate) const TEXTS: &'static [&'static str] = &[$($text),+];
        }
    };
}
