//! The tags of a record's tag section, by name.

use core::fmt;
use core::str::FromStr;

/// A tag of the tag section (see the [module docs](crate::record) for what
/// each holds). The format has these eleven and no others: a record with
/// a tag of another name is refused, so that a misspelt tag is not
/// silently lost.
///
/// ```
/// use jetan::record::Tag;
/// assert_eq!("Rules".parse::<Tag>(), Ok(Tag::Rules));
/// assert_eq!(Tag::Position.name(), "Position");
/// assert!("Opening".parse::<Tag>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Tag {
    /// `Event`: the name of the event.
    Event,
    /// `Site`: where the game was played.
    Site,
    /// `Date`: when, as `YYYY.MM.DD` with `??` for what is unknown.
    Date,
    /// `Black`: who played Black.
    Black,
    /// `Orange`: who played Orange.
    Orange,
    /// `First`: the side that moved first.
    First,
    /// `Rules`: the rule options, in the text form of [`Rules`](crate::Rules).
    Rules,
    /// `Duels`: how the game's duels were decided
    /// ([`Duels`](crate::Duels): `fair`, `values`, `ask`); left out when
    /// unknown.
    Duels,
    /// `Position`: the start position, in position text.
    Position,
    /// `Result`: the result.
    Result,
    /// `Termination`: how the game ended, in words, when the rules did
    /// not end it (`Black resigned`, `drawn by agreement`); left out when
    /// unknown.
    Termination,
}

impl Tag {
    /// Every tag, in the order that formatting writes them.
    pub const ALL: [Tag; 11] = [
        Tag::Event,
        Tag::Site,
        Tag::Date,
        Tag::Black,
        Tag::Orange,
        Tag::First,
        Tag::Rules,
        Tag::Duels,
        Tag::Position,
        Tag::Result,
        Tag::Termination,
    ];

    /// The tag's name as the text writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Tag::Event => "Event",
            Tag::Site => "Site",
            Tag::Date => "Date",
            Tag::Black => "Black",
            Tag::Orange => "Orange",
            Tag::First => "First",
            Tag::Rules => "Rules",
            Tag::Duels => "Duels",
            Tag::Position => "Position",
            Tag::Result => "Result",
            Tag::Termination => "Termination",
        }
    }
}

impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of the record format's tags.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown tag {0:?} ({names})", names = TagNames)]
pub struct UnknownTagError(pub alloc::string::String);

/// The tag names, comma-separated, for error messages.
struct TagNames;

impl fmt::Display for TagNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, tag) in Tag::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(tag.name())?;
        }
        Ok(())
    }
}

impl FromStr for Tag {
    type Err = UnknownTagError;

    /// Reads a tag name; names are case-sensitive, as in PGN.
    fn from_str(s: &str) -> Result<Tag, UnknownTagError> {
        Tag::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| UnknownTagError(s.into()))
    }
}
