//! Move generation, counting and play allocate nothing on the heap.
//!
//! A counting global allocator wraps the system one and counts only the
//! allocations of the thread that asks it to, so that the test harness's
//! own threads do not disturb the count. (`unsafe` here is the
//! `GlobalAlloc` contract itself, in test code only; the library forbids
//! it.)

use jetan::{Color, Position, perft, perft_played};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    // Const-initialised, so reading them never allocates.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            ALLOCATIONS.with(|n| n.set(n.get() + 1));
        }
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn generation_and_play_do_not_allocate() {
    let positions = [
        Position::start(Color::Black),
        Position::from_text("10/7pa1/8A1/1C1W6/10/1fP7/9c/6D3/2T7/10 o o 0 1").unwrap(),
        Position::from_text_with_rules(
            "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1",
            "steps=up-to,princess=frightened,escape=line"
                .parse()
                .unwrap(),
        )
        .unwrap(),
    ];
    COUNTING.with(|c| c.set(true));
    let mut total = 0u64;
    for pos in &positions {
        let moves = pos.legal_moves();
        total += pos.count_legal_moves() as u64;
        pos.for_each_piece_moves(|batch| total += batch.len() as u64);
        for &m in moves.iter() {
            let mut child = *pos;
            child.play(m).unwrap();
            total += child.count_legal_moves() as u64 + pos.is_legal(m) as u64;
            total += pos.threats(Color::Orange).len() as u64;
        }
        total += perft(pos, 2) + perft_played(pos, 2);
    }
    COUNTING.with(|c| c.set(false));
    let allocations = ALLOCATIONS.with(Cell::get);
    assert!(total > 0);
    assert_eq!(
        allocations, 0,
        "heap allocations during generation and play"
    );
}
