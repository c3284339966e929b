// What the page holds: the game as the server sent it, this browser's
// tokens, what the player has picked and is looking at. Derived facts
// (whose turn, which sides are this browser's) are asked of it here.

import { SIDE_NAMES } from "./pieces.js";

export const SIDES = ["black", "orange"];
export const other = (side) => (side === "black" ? "orange" : "black");

export const state = {
  game: null,          // the game as GET /api/games/ID answers it
  tokens: { black: null, orange: null },
  owner: null,         // the token that stops a game between two engines
  legal: null,         // the legal moves of the game's current position
  legalFor: null,      // the key of the game state `legal` belongs to
  view: null,          // the ply shown, null for the live position
  selected: null,      // the square of the picked piece
  escapeMode: false,
  hover: null,         // destination under the pointer or cursor
  cursor: "e1",
  flipped: false,
  hint: null,          // {move, path, text, key}
  thinking: null,      // {view, key}: the engine's last report, for the state it was about
  message: null,       // {text, kind, key}: a message, for the state it was about
  busy: false,
  levels: [],          // the engine's levels, from the server
  rules: null,         // {presets, options}, from the server
};

// The game's state as far as messages and reports go: they belong to one
// state and go when it changes (a move, a take-back, an end, an offer).
export function stateKey(g = state.game) {
  if (!g) return "";
  return [g.id, g.moves.length, g.position, g.outcome ? g.outcome.reason : "", g.offer ? g.offer.kind + g.offer.by : ""].join("|");
}

export function setMessage(text, kind) {
  state.message = text ? { text, kind: kind || "", key: stateKey() } : null;
}

export function currentMessage() {
  const m = state.message;
  return m && m.key === stateKey() ? m : null;
}

export const sideName = (side) => SIDE_NAMES[side] || String(side);

export function mySides() {
  return SIDES.filter((s) => state.tokens[s]);
}

export function isEngine(side) {
  const g = state.game;
  const seat = g && g.seats ? g.seats[side] : null;
  return !!(seat && typeof seat === "object" && seat.engine);
}

// The side this browser plays, for points of view: the one whose token it
// holds (the side to move when it holds both), else Black.
export function viewer() {
  const g = state.game;
  const mine = mySides();
  if (mine.length === 2 && g) return g.to_move;
  return mine[0] || "black";
}

export function shownPly() {
  return state.view === null ? state.game.moves.length : state.view;
}

// The position text shown: the start, or the position after a move.
export function positionAt(ply) {
  const g = state.game;
  if (ply === 0) return g.start;
  const h = g.history[ply - 1];
  return h ? h.position : g.position;
}

export function canMoveNow() {
  const g = state.game;
  return !!(g && !g.outcome && state.view === null && state.tokens[g.to_move] && !state.busy);
}

// The placement field of position text as 100 letters or nulls (the
// server's text: nothing of the rules is replayed here).
export function placement(text) {
  const board = new Array(100).fill(null);
  const ranks = String(text).trim().split(/\s+/)[0].split("/");
  if (ranks.length !== 10) return board;
  for (let r = 0; r < 10; r++) {
    const rank = 9 - r;
    let file = 0;
    for (const t of ranks[r].match(/10|[1-9]|[A-Za-z]/g) || []) {
      if (/^\d+$/.test(t)) file += Number(t);
      else { if (file < 10) board[file + 10 * rank] = t; file += 1; }
    }
  }
  return board;
}

export const FILES = "abcdefghij";
export const sqName = (i) => FILES[i % 10] + String(Math.floor(i / 10) + 1);
export function sqIndex(name) {
  const m = /^([a-j])(10|[1-9])$/.exec(name);
  return m ? FILES.indexOf(m[1]) + 10 * (Number(m[2]) - 1) : -1;
}

export const pieceColor = (letter) => (letter === letter.toUpperCase() ? "orange" : "black");
