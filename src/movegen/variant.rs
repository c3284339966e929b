//! Compile-time choice of the move rules.
//!
//! Move generation is generic over [`MoveRules`]: the default rules are a
//! zero-sized type whose answers are constants, so the generator compiled
//! for them has no option tests at all, and any other [`Rules`] value is read
//! at run time. The choice is made once per call, at the entry points.

use crate::rules::{
    Capture, Escape, EscapeWhen, FlierMove, PanthanMove, PrincessPath, PrincessThreat, Rules,
    StepCount, ThoatMove,
};

/// The options that change which moves are legal.
pub(crate) trait MoveRules: Copy {
    fn up_to(self) -> bool;
    fn thoat(self) -> ThoatMove;
    fn panthan_back(self) -> bool;
    fn frightened(self) -> bool;
    fn escape(self) -> Escape;
    /// The Flier leaps by offsets instead of walking on the board.
    fn flier_leap(self) -> bool;
    /// The Princess's threats are judged with her still on her square.
    fn threat_in_place(self) -> bool;
    /// The escape is allowed only while she is threatened on her square.
    fn escape_when_threatened(self) -> bool;
    /// A move onto an opposing piece is a duel, with a fallen-attacker
    /// outcome of its own.
    fn duel(self) -> bool;
}

/// The default move rules, known at compile time.
#[derive(Clone, Copy)]
pub(crate) struct DefaultMoves;

impl MoveRules for DefaultMoves {
    #[inline(always)]
    fn up_to(self) -> bool {
        false
    }
    #[inline(always)]
    fn thoat(self) -> ThoatMove {
        ThoatMove::Either
    }
    #[inline(always)]
    fn panthan_back(self) -> bool {
        false
    }
    #[inline(always)]
    fn frightened(self) -> bool {
        false
    }
    #[inline(always)]
    fn escape(self) -> Escape {
        Escape::Anywhere
    }
    #[inline(always)]
    fn flier_leap(self) -> bool {
        false
    }
    #[inline(always)]
    fn threat_in_place(self) -> bool {
        false
    }
    #[inline(always)]
    fn escape_when_threatened(self) -> bool {
        false
    }
    #[inline(always)]
    fn duel(self) -> bool {
        false
    }
}

impl MoveRules for &Rules {
    #[inline(always)]
    fn up_to(self) -> bool {
        self.steps == StepCount::UpTo
    }
    #[inline(always)]
    fn thoat(self) -> ThoatMove {
        self.thoat
    }
    #[inline(always)]
    fn panthan_back(self) -> bool {
        self.panthan == PanthanMove::DiagonalBack
    }
    #[inline(always)]
    fn frightened(self) -> bool {
        self.princess == PrincessPath::Frightened
    }
    #[inline(always)]
    fn escape(self) -> Escape {
        self.escape
    }
    #[inline(always)]
    fn flier_leap(self) -> bool {
        self.flier == FlierMove::Leap
    }
    #[inline(always)]
    fn threat_in_place(self) -> bool {
        self.threat == PrincessThreat::InPlace
    }
    #[inline(always)]
    fn escape_when_threatened(self) -> bool {
        self.escape_when == EscapeWhen::Threatened
    }
    #[inline(always)]
    fn duel(self) -> bool {
        self.capture == Capture::Duel
    }
}

/// Calls `$body` with `$move_rules` bound to the fastest [`MoveRules`] for `$rules`.
macro_rules! with_move_rules {
    ($rules:expr, |$move_rules:ident| $body:expr) => {{
        let rules: &$crate::rules::Rules = $rules;
        if rules.moves_are_default() {
            let $move_rules = $crate::movegen::variant::DefaultMoves;
            $body
        } else {
            let $move_rules = rules;
            $body
        }
    }};
}
pub(crate) use with_move_rules;
