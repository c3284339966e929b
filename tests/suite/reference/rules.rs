//! The rule options of RULES.md section 9, with their text as NOTATION.md's
//! `--rules` list gives it: `KEY=VALUE,...`.

/// One option's readings and their text values, in NOTATION.md's order with
/// the default first.
trait Reading: Copy + PartialEq + Default + 'static {
    const ALL: &'static [Self];
    const NAMES: &'static [&'static str];

    fn name(self) -> &'static str {
        let i = Self::ALL.iter().position(|r| *r == self).unwrap();
        Self::NAMES[i]
    }

    fn from_name(text: &str) -> Option<Self> {
        let i = Self::NAMES.iter().position(|n| *n == text)?;
        Some(Self::ALL[i])
    }
}

/// `setup`: where the Orange royals stand at the start (RULES.md 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Setup {
    #[default]
    Appendix,
    Manator,
}

impl Reading for Setup {
    const ALL: &'static [Self] = &[Setup::Appendix, Setup::Manator];
    const NAMES: &'static [&'static str] = &["appendix", "manator"];
}

/// `steps`: exactly the count, or up to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StepCount {
    #[default]
    Exact,
    UpTo,
}

impl Reading for StepCount {
    const ALL: &'static [Self] = &[StepCount::Exact, StepCount::UpTo];
    const NAMES: &'static [&'static str] = &["exact", "up-to"];
}

/// `thoat`: how the Thoat moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ThoatRule {
    /// One straight and one diagonal step, in either order, blocked.
    #[default]
    Either,
    /// The straight step first, blocked.
    StraightFirst,
    /// Either order, ignoring the middle square.
    Jumping,
    /// A chess knight: a jump to the eight knight squares only.
    Knight,
}

impl Reading for ThoatRule {
    const ALL: &'static [Self] = &[
        ThoatRule::Either,
        ThoatRule::StraightFirst,
        ThoatRule::Jumping,
        ThoatRule::Knight,
    ];
    const NAMES: &'static [&'static str] = &["either", "straight-first", "jumping", "knight"];
}

/// `panthan`: whether a Panthan may also step diagonally backward.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PanthanRule {
    #[default]
    Forward,
    DiagonalBack,
}

impl Reading for PanthanRule {
    const ALL: &'static [Self] = &[PanthanRule::Forward, PanthanRule::DiagonalBack];
    const NAMES: &'static [&'static str] = &["forward", "diagonal-back"];
}

/// `princess`: whether the squares she passes over must be unthreatened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PrincessPath {
    #[default]
    Brave,
    Frightened,
}

impl Reading for PrincessPath {
    const ALL: &'static [Self] = &[PrincessPath::Brave, PrincessPath::Frightened];
    const NAMES: &'static [&'static str] = &["brave", "frightened"];
}

/// `escape`: where the escape may go (RULES.md 5 and 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EscapeRule {
    /// Any empty, unthreatened square but her own.
    #[default]
    Anywhere,
    /// Along her rank, file or diagonals, any distance, jumping.
    Line,
    /// No escape.
    Off,
    /// Any empty, unthreatened square at Chebyshev distance more than 3.
    Far,
}

impl Reading for EscapeRule {
    const ALL: &'static [Self] = &[
        EscapeRule::Anywhere,
        EscapeRule::Line,
        EscapeRule::Off,
        EscapeRule::Far,
    ];
    const NAMES: &'static [&'static str] = &["anywhere", "line", "none", "far"];
}

/// `chief`: what a Chief taken by another piece does (RULES.md 6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ChiefRule {
    #[default]
    Draw,
    Removed,
}

impl Reading for ChiefRule {
    const ALL: &'static [Self] = &[ChiefRule::Draw, ChiefRule::Removed];
    const NAMES: &'static [&'static str] = &["draw", "removed"];
}

/// `material`: the material draw (RULES.md 6.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MaterialRule {
    #[default]
    EqualValue,
    Any,
    Off,
}

impl Reading for MaterialRule {
    const ALL: &'static [Self] = &[
        MaterialRule::EqualValue,
        MaterialRule::Any,
        MaterialRule::Off,
    ];
    const NAMES: &'static [&'static str] = &["equal-value", "any", "off"];
}

/// `no-move`: a side to move without a legal move (RULES.md 6.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum NoMoveRule {
    #[default]
    Draw,
    Loss,
}

impl Reading for NoMoveRule {
    const ALL: &'static [Self] = &[NoMoveRule::Draw, NoMoveRule::Loss];
    const NAMES: &'static [&'static str] = &["draw", "loss"];
}

/// `capture`: the mover removes the piece, or the two duel (RULES.md 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CaptureRule {
    #[default]
    Replace,
    Duel,
}

impl Reading for CaptureRule {
    const ALL: &'static [Self] = &[CaptureRule::Replace, CaptureRule::Duel];
    const NAMES: &'static [&'static str] = &["replace", "duel"];
}

/// `threat`: whether her own square is vacated when the squares threatened
/// against the Princess are judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ThreatRule {
    #[default]
    Vacated,
    /// She still blocks lines through her square.
    InPlace,
}

impl Reading for ThreatRule {
    const ALL: &'static [Self] = &[ThreatRule::Vacated, ThreatRule::InPlace];
    const NAMES: &'static [&'static str] = &["vacated", "in-place"];
}

/// `escape-when`: when the escape is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EscapeWhen {
    #[default]
    Any,
    /// Only while she is threatened on her square, in the current position.
    Threatened,
}

impl Reading for EscapeWhen {
    const ALL: &'static [Self] = &[EscapeWhen::Any, EscapeWhen::Threatened];
    const NAMES: &'static [&'static str] = &["any", "threatened"];
}

/// `flier`: three diagonal steps on the board, or the offsets those steps
/// give on an unbounded board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FlierRule {
    #[default]
    Walk,
    Leap,
}

impl Reading for FlierRule {
    const ALL: &'static [Self] = &[FlierRule::Walk, FlierRule::Leap];
    const NAMES: &'static [&'static str] = &["walk", "leap"];
}

/// Every rule option of RULES.md section 9; `Default` is the default reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RefRules {
    pub setup: Setup,
    pub steps: StepCount,
    pub thoat: ThoatRule,
    pub panthan: PanthanRule,
    pub princess: PrincessPath,
    pub escape: EscapeRule,
    pub chief: ChiefRule,
    pub material: MaterialRule,
    pub no_move: NoMoveRule,
    pub capture: CaptureRule,
    pub threat: ThreatRule,
    pub escape_when: EscapeWhen,
    pub flier: FlierRule,
}

/// Every option key with its text values, default first, in the order of
/// NOTATION.md's `--rules` list (the order `RefRules::to_text` writes).
pub const OPTIONS: [(&str, &[&str]); 13] = [
    ("setup", Setup::NAMES),
    ("steps", StepCount::NAMES),
    ("thoat", ThoatRule::NAMES),
    ("panthan", PanthanRule::NAMES),
    ("princess", PrincessPath::NAMES),
    ("escape", EscapeRule::NAMES),
    ("chief", ChiefRule::NAMES),
    ("material", MaterialRule::NAMES),
    ("no-move", NoMoveRule::NAMES),
    ("capture", CaptureRule::NAMES),
    ("threat", ThreatRule::NAMES),
    ("escape-when", EscapeWhen::NAMES),
    ("flier", FlierRule::NAMES),
];

/// Reads `value` into `field`, or says which values `key` allows.
fn read<T: Reading>(field: &mut T, key: &str, value: &str) -> Result<(), String> {
    *field = T::from_name(value).ok_or_else(|| {
        format!(
            "unknown value `{value}` for rule option `{key}` (allowed: {})",
            T::NAMES.join(", ")
        )
    })?;
    Ok(())
}

/// Appends `key=value` when `reading` is not the default.
fn write<T: Reading>(items: &mut Vec<String>, key: &str, reading: T) {
    if reading != T::default() {
        items.push(format!("{key}={}", reading.name()));
    }
}

impl RefRules {
    /// Parses `KEY=VALUE,...` as in NOTATION.md's `--rules`; empty = defaults.
    /// A key given twice: the later wins.
    pub fn parse(text: &str) -> Result<RefRules, String> {
        let mut r = RefRules::default();
        for item in text.split(',').filter(|s| !s.is_empty()) {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| format!("rule option `{item}` is not KEY=VALUE"))?;
            match key {
                "setup" => read(&mut r.setup, key, value)?,
                "steps" => read(&mut r.steps, key, value)?,
                "thoat" => read(&mut r.thoat, key, value)?,
                "panthan" => read(&mut r.panthan, key, value)?,
                "princess" => read(&mut r.princess, key, value)?,
                "escape" => read(&mut r.escape, key, value)?,
                "chief" => read(&mut r.chief, key, value)?,
                "material" => read(&mut r.material, key, value)?,
                "no-move" => read(&mut r.no_move, key, value)?,
                "capture" => read(&mut r.capture, key, value)?,
                "threat" => read(&mut r.threat, key, value)?,
                "escape-when" => read(&mut r.escape_when, key, value)?,
                "flier" => read(&mut r.flier, key, value)?,
                _ => return Err(format!("unknown rule option `{key}`")),
            }
        }
        Ok(r)
    }

    /// The options that are not the default, as `KEY=VALUE,...` in the order
    /// of `OPTIONS`; the empty string for the default rules.
    pub fn to_text(self) -> String {
        let mut items = Vec::new();
        write(&mut items, "setup", self.setup);
        write(&mut items, "steps", self.steps);
        write(&mut items, "thoat", self.thoat);
        write(&mut items, "panthan", self.panthan);
        write(&mut items, "princess", self.princess);
        write(&mut items, "escape", self.escape);
        write(&mut items, "chief", self.chief);
        write(&mut items, "material", self.material);
        write(&mut items, "no-move", self.no_move);
        write(&mut items, "capture", self.capture);
        write(&mut items, "threat", self.threat);
        write(&mut items, "escape-when", self.escape_when);
        write(&mut items, "flier", self.flier);
        items.join(",")
    }
}
