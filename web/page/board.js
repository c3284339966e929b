// The board: squares, pieces (their drawings, or letters in the
// settings), the last move's path, the picked piece's destinations and the
// path to the one under the pointer, the hint, and the royals in danger.
// It draws what the state says and hands clicks and keys to the page.

import { $, clear, svg } from "./dom.js";
import { pieceElement, pieceTitle, ROLE_NAMES } from "./pieces.js";
import { settings } from "./settings.js";
import {
  FILES, SIDES, pieceColor, placement, positionAt, shownPly, sqIndex, sqName, state, stateKey,
} from "./state.js";

const SQ = 48, MARGIN = 24, SIZE = 528;

let onSquare = () => {};

// What a click or Enter on a square does.
export function setSquareHandler(handler) {
  onSquare = handler;
}

// The top-left corner of a square, the board turned when flipped (Orange
// at the bottom, file j on the left).
function corner(i) {
  const file = i % 10, rank = Math.floor(i / 10);
  const col = state.flipped ? 9 - file : file;
  const row = state.flipped ? rank : 9 - rank;
  return [MARGIN + SQ * col, MARGIN + SQ * row];
}

function centre(name) {
  const [x, y] = corner(sqIndex(name));
  return [x + SQ / 2, y + SQ / 2];
}

// The picked piece's legal moves (its escapes apart, unless the escape is
// chosen).
export function destinationsOf(from) {
  if (!state.legal || state.legalFor !== stateKey()) return [];
  return state.legal.filter((m) => m.from === from && m.escape === state.escapeMode);
}

export function hasEscape(from) {
  return !!(state.legal && state.legal.some((m) => m.from === from && m.escape));
}

const START = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw";

export function drawBoard() {
  const root = $("board");
  clear(root);
  const g = state.game;
  const ply = g ? shownPly() : 0;
  const board = placement(g ? positionAt(ply) : START);
  const live = g && state.view === null;
  root.appendChild(svg("rect", { class: "frame", x: 0, y: 0, width: SIZE, height: SIZE }));

  const squares = svg("g", { class: "squares" });
  const dests = live && state.selected ? destinationsOf(state.selected) : [];
  const destSet = new Set(dests.map((m) => m.to));
  for (let i = 0; i < 100; i++) {
    const [x, y] = corner(i);
    const name = sqName(i);
    const dark = (i % 10 + Math.floor(i / 10)) % 2 === 0;
    const classes = ["square", dark ? "dark" : "light"];
    if (destSet.has(name)) classes.push("dest");
    if (name === state.selected) classes.push("picked");
    const p = board[i];
    const rect = svg("rect", { class: classes.join(" "), x, y, width: SQ, height: SQ, "data-square": name });
    rect.appendChild(svg("title", {}, p ? pieceTitle(p.toUpperCase(), pieceColor(p)) + " on " + name : name));
    squares.appendChild(rect);
  }
  root.appendChild(squares);

  // The royals in danger: ringed, and the pieces that threaten them marked.
  if (live && g.danger) root.appendChild(drawDanger(g));

  const numbers = svg("g", { class: "step-numbers" });
  const last = g && ply > 0 ? g.history[ply - 1] : null;
  if (last) root.appendChild(drawPath(last.path, "last-move", last.move.includes("~"), numbers));
  if (state.hint && live && state.hint.key === stateKey()) {
    root.appendChild(drawPath(state.hint.path, "hint-path", false, numbers));
  }

  const marks = svg("g", { class: "marks" });
  for (const m of dests) {
    const [cx, cy] = centre(m.to);
    if (m.escape) {
      marks.appendChild(svg("path", { class: "escape-mark", d: "M" + cx + " " + (cy - 10) + "l8 10l-8 10l-8 -10z" }));
    } else if (board[sqIndex(m.to)]) {
      marks.appendChild(svg("circle", { class: "capture-mark", cx, cy, r: 21 }));
    } else {
      marks.appendChild(svg("circle", { class: "dest-mark", cx, cy, r: 7 }));
    }
    if (m.ends || (m.exposes && m.exposes.length)) {
      marks.appendChild(svg("circle", { class: "risk-mark", cx: cx + 14, cy: cy - 14, r: 5 }));
    }
  }
  root.appendChild(marks);
  root.appendChild(svg("g", { class: "hover", id: "hover-layer" }));

  const pieces = svg("g", { class: "pieces" });
  const letters = settings().letters;
  for (let i = 0; i < 100; i++) if (board[i]) pieces.appendChild(drawPiece(i, board[i], letters));
  root.appendChild(pieces);
  root.appendChild(numbers);
  root.appendChild(svg("g", { class: "step-numbers", id: "hover-numbers" }));

  const [kx, ky] = corner(sqIndex(state.cursor));
  root.appendChild(svg("rect", { class: "cursor", x: kx + 2, y: ky + 2, width: SQ - 4, height: SQ - 4 }));

  const coords = svg("g", { class: "coords" });
  for (let k = 0; k < 10; k++) {
    const [fx] = corner(k);
    coords.appendChild(svg("text", { x: fx + SQ / 2, y: SIZE - 7 }, FILES[k]));
    coords.appendChild(svg("text", { x: fx + SQ / 2, y: 17 }, FILES[k]));
    const [, ry] = corner(10 * k);
    coords.appendChild(svg("text", { x: MARGIN / 2, y: ry + SQ / 2 + 5 }, String(k + 1)));
    coords.appendChild(svg("text", { x: SIZE - MARGIN / 2, y: ry + SQ / 2 + 5 }, String(k + 1)));
  }
  root.appendChild(coords);
  drawHover();
}

function drawDanger(g) {
  const group = svg("g", { class: "danger" });
  const board = placement(g.position);
  for (const side of SIDES) {
    const d = g.danger[side];
    if (!d) continue;
    for (const [role, takers] of [["P", d.princess], ["C", d.chief]]) {
      if (!takers || !takers.length) continue;
      const letter = side === "orange" ? role : role.toLowerCase();
      const at = board.indexOf(letter);
      if (at < 0) continue;
      const [cx, cy] = centre(sqName(at));
      group.appendChild(svg("circle", {
        class: "danger-mark", cx, cy, r: 23, "data-danger": sqName(at), "data-role": role, "data-side": side,
      }));
      for (const t of takers) {
        const [tx, ty] = centre(t);
        group.appendChild(svg("line", { class: "danger-line", x1: tx, y1: ty, x2: cx, y2: cy }));
        group.appendChild(svg("circle", { class: "attacker-mark", cx: tx, cy: ty, r: 21, "data-attacker": t }));
      }
    }
  }
  return group;
}

// A path's squares (start, steps, end) and line in one group; its step
// numbers into `numbers`, which is drawn above the pieces.
function drawPath(path, cls, escape, numbers) {
  const group = svg("g", { class: cls });
  path.forEach((name, k) => {
    const i = sqIndex(name);
    if (i < 0) return;
    const [x, y] = corner(i);
    const role = k === 0 ? "start" : k === path.length - 1 ? "end" : "step";
    group.appendChild(svg("rect", { class: "path-square " + role, x, y, width: SQ, height: SQ, "data-path": name }));
  });
  const points = path.filter((n) => sqIndex(n) >= 0).map((n) => centre(n).join(",")).join(" ");
  group.appendChild(svg("polyline", { class: escape ? "path-line escape-line" : "path-line", points }));
  path.forEach((name, k) => {
    if (k === 0 || sqIndex(name) < 0) return;
    const [cx, cy] = centre(name);
    numbers.appendChild(svg("text", { class: "step-number " + cls + "-number", x: cx + 15, y: cy - 11 }, String(k)));
  });
  return group;
}

function drawPiece(i, letter, letters) {
  const [x, y] = corner(i);
  const color = pieceColor(letter);
  const role = letter.toUpperCase();
  const g = svg("g", { class: "piece " + color + " role-" + role, "data-piece": letter, "data-on": sqName(i) });
  if (letters) {
    const cx = x + SQ / 2, cy = y + SQ / 2;
    g.appendChild(svg("circle", { class: "disc", cx, cy, r: 19 }));
    if (role === "C" || role === "P") g.appendChild(svg("circle", { class: "ring", cx, cy, r: 15 }));
    g.appendChild(svg("text", { class: "letter", x: cx, y: cy, dy: "0.36em" }, role));
  } else {
    const drawing = pieceElement(document, role, color, { title: false });
    drawing.setAttribute("x", String(x + 3));
    drawing.setAttribute("y", String(y + 3));
    drawing.setAttribute("width", String(SQ - 6));
    drawing.setAttribute("height", String(SQ - 6));
    g.appendChild(drawing);
  }
  return g;
}

// The path a destination's move takes, shown while the pointer (or the
// keyboard's cursor) is on it.
export function drawHover() {
  const layer = $("hover-layer");
  const numbers = $("hover-numbers");
  if (!layer || !numbers) return;
  clear(layer);
  clear(numbers);
  if (!state.selected || !state.hover) return;
  const m = destinationsOf(state.selected).find((d) => d.to === state.hover);
  if (m) layer.appendChild(drawPath(m.path, "hover-path", m.escape, numbers));
}

function moveCursor(dx, dy) {
  const i = sqIndex(state.cursor);
  let file = i % 10, rank = Math.floor(i / 10);
  if (state.flipped) { dx = -dx; dy = -dy; }
  file = Math.min(9, Math.max(0, file + dx));
  rank = Math.min(9, Math.max(0, rank - dy));
  state.cursor = sqName(file + 10 * rank);
  state.hover = state.selected ? state.cursor : null;
  drawBoard();
}

// Clicks, the pointer and the keyboard on the board.
export function wireBoard() {
  const board = $("board");
  board.addEventListener("click", (e) => {
    const sq = e.target.closest && e.target.closest("[data-square]");
    if (sq) { board.focus({ preventScroll: true }); onSquare(sq.getAttribute("data-square")); }
  });
  board.addEventListener("mouseover", (e) => {
    const sq = e.target.closest && e.target.closest("[data-square]");
    const name = sq ? sq.getAttribute("data-square") : null;
    if (name !== state.hover) { state.hover = name; drawHover(); }
  });
  board.addEventListener("mouseleave", () => { state.hover = null; drawHover(); });
  board.addEventListener("keydown", (e) => {
    const keys = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (keys[e.key]) { e.preventDefault(); e.stopPropagation(); moveCursor(...keys[e.key]); return; }
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onSquare(state.cursor); return; }
    if (e.key === "Escape") { e.preventDefault(); onSquare(null); }
  });
}

export const roleName = (letter) => ROLE_NAMES[letter.toUpperCase()];
