// Playing: a game opened and followed, moves made by clicking (with a
// question first before one that loses or draws at once), the engine's
// controls, the questions between two players, and what tells a player
// that the other side has moved.

import { api, follow, gamePath } from "./api.js";
import { destinationsOf, drawBoard, hasEscape } from "./board.js";
import { $, copyText } from "./dom.js";
import { askDuel, confirmDialog, gameOverDialog } from "./dialogs.js";
import { openDialog, rematch } from "./newgame.js";
import { pieceTitle } from "./pieces.js";
import { renderPanel, renderThinking, resultText, scoreFor, wagerText } from "./panel.js";
import { hashFor, readHash, remember, renderRecent } from "./recent.js";
import { chime } from "./settings.js";
import {
  SIDES, canMoveNow, isEngine, mySides, other, pieceColor, placement, setMessage, shownPly,
  sideName, sqIndex, state, stateKey,
} from "./state.js";

let unfollow = null;
let replayTimer = null;
let heartbeat = null;
// The game's end already shown in its dialog, so that it is shown once.
let shownEnd = null;

export function render() {
  drawBoard();
  if (!state.game) return;
  renderPanel({ viewPly, copyLink });
  renderSelection();
}

async function copyLink(link) {
  setMessage((await copyText(link)) ? "Link copied." : "Select the link and copy it.");
  render();
}

// ---- Opening and following a game ----

export async function openGame(id, tokens, owner) {
  stopReplay();
  const r = await api("GET", gamePath(id));
  if (r.status !== 200) {
    setMessage("Cannot open game " + id + ": " + r.error, "error");
    render();
    return false;
  }
  state.tokens = { black: (tokens && tokens.black) || null, orange: (tokens && tokens.orange) || null };
  state.owner = owner || null;
  state.game = null;
  state.view = null;
  state.selected = null;
  state.hint = null;
  state.thinking = null;
  state.legal = null;
  state.legalFor = null;
  state.flipped = !!(state.tokens.orange && !state.tokens.black);
  shownEnd = r.data.outcome ? stateKey(r.data) : null;
  remember(id, state.tokens, state.owner);
  const hash = hashFor(id, state.tokens);
  if (location.hash !== hash) history.replaceState(null, "", hash);
  if (unfollow) unfollow();
  unfollow = follow(id, (game) => onGame(game, true), onThinking);
  startHeartbeat();
  onGame(r.data, true);
  setMessage("");
  renderRecent(openGame);
  render();
  return true;
}

// A game from the server. `latest`: it comes from the event stream or a
// control's answer, which are never behind; the answer to a move may come
// after the event of the engine's reply, and is then not taken.
export function onGame(game, latest) {
  if (!game || typeof game !== "object" || !Array.isArray(game.moves)) return;
  const old = state.game;
  if (old && old.id !== game.id) return;
  if (!latest && old && old.moves.length > game.moves.length) return;
  const changed = !old || stateKey(old) !== stateKey(game);
  const theirMove = old && game.moves.length === old.moves.length + 1 && !state.tokens[game.history[game.history.length - 1].side];
  state.game = game;
  if (changed) {
    state.selected = null;
    state.escapeMode = false;
    if (state.view !== null && state.view > game.moves.length) state.view = null;
    loadLegal();
  }
  if (theirMove) {
    chime();
    document.title = (document.hidden ? "(Your move) " : "") + "Jetan";
  }
  render();
  if (game.outcome && shownEnd !== stateKey(game)) {
    shownEnd = stateKey(game);
    showGameOver();
  }
}

function onThinking(view) {
  if (!view || typeof view !== "object") return;
  state.thinking = { view, key: stateKey(), ply: state.game ? state.game.moves.length : 0 };
  renderThinking();
}

async function loadLegal() {
  const g = state.game;
  if (!g || g.outcome) { state.legal = []; state.legalFor = stateKey(); return; }
  const key = stateKey(g);
  const r = await api("GET", gamePath(g.id, "moves"));
  if (r.status !== 200 || !r.data || !Array.isArray(r.data.moves)) return;
  if (!state.game || stateKey(state.game) !== key) return;
  state.legal = r.data.moves;
  state.legalFor = key;
  render();
}

// Says so to the server every 10 seconds while the page holds a player's
// token, so that the other player sees who is there.
function startHeartbeat() {
  if (heartbeat) clearInterval(heartbeat);
  const beat = () => {
    const g = state.game;
    const side = mySides()[0];
    if (g && side && !g.outcome) api("POST", gamePath(g.id, "presence"), { token: state.tokens[side] });
  };
  beat();
  heartbeat = setInterval(beat, 10000);
}

async function showGameOver() {
  const g = state.game;
  const o = g.outcome;
  const me = mySides();
  let title = o.result === "draw" ? "A draw" : sideName(o.result) + " won";
  if (me.length === 1 && o.result !== "draw") title = o.result === me[0] ? "You won" : "You lost";
  const reason = resultText(o);
  const m = g.material || {};
  const material = "Material on the board: Black " + Number(m.black || 0).toFixed(1) + ", Orange " + Number(m.orange || 0).toFixed(1) + ". ";
  const choice = await gameOverDialog(title, reason, material + wagerText(g.ledger || {}));
  if (choice === "rematch") {
    const made = await rematch(g);
    if (!made) { setMessage("No rematch: the server refused it.", "error"); render(); return; }
    await openGame(made.id, made.tokens || {}, made.owner);
  } else if (choice === "new") {
    openDialog();
  }
}

// ---- Moving ----

export function clickSquare(name) {
  const g = state.game;
  if (!g) return;
  if (name === null) { select(null); return; }
  state.cursor = name;
  if (state.view !== null) { setMessage("You are looking at an earlier position: press End (or the last-move button) to play on."); render(); return; }
  if (g.outcome) { setMessage("The game is over: " + resultText(g.outcome)); render(); return; }
  const board = placement(g.position);
  const piece = board[sqIndex(name)];
  const side = g.to_move;
  if (!state.tokens[side]) {
    setMessage(isEngine(side) ? "The engine is to move." :
      mySides().length ? "It is " + sideName(side) + "'s turn." : "You are watching: only the holder of " + sideName(side) + "'s link can move.");
    render();
    return;
  }
  if (state.selected === name) { select(null); return; }
  if (piece && pieceColor(piece) === side) { select(name); return; }
  if (!state.selected) {
    setMessage(piece ? "That is " + pieceTitle(piece.toUpperCase(), pieceColor(piece)) + "; " + sideName(side) + " is to move." : "Pick one of " + sideName(side) + "'s pieces first.");
    render();
    return;
  }
  const options = destinationsOf(state.selected).filter((m) => m.to === name);
  if (!options.length) {
    // Not a lit square: the server says why, in the crate's words.
    sendMove(state.selected + (state.escapeMode ? "~" : "") + name);
    return;
  }
  chooseAndSend(options);
}

async function chooseAndSend(options) {
  const g = state.game;
  const wins = options.find((m) => m.duel !== "falls") || options[0];
  const falls = options.find((m) => m.duel === "falls");
  if (!(await riskAccepted(wins))) { select(null); return; }
  if (falls && g.duels === "ask") {
    const board = placement(g.position);
    const name = (sq) => { const p = board[sqIndex(sq)]; return pieceTitle(p.toUpperCase(), pieceColor(p)); };
    const choice = await askDuel(name(wins.from), name(wins.to), wins.to);
    if (choice === "wins") sendMove(wins.move);
    else if (choice === "falls") sendMove(falls.move);
    return;
  }
  // The server decides a duel by the game's setting: send the capture.
  sendMove(wins.move);
}

// Whether the player still wants a move that ends the game in a draw or a
// loss, or leaves their Princess or Chief to be taken: the server says
// what each move leads to.
async function riskAccepted(m) {
  const side = state.game.to_move;
  if (m.ends && m.ends.result !== side) {
    const text = m.ends.result === "draw"
      ? "This move ends the game in a draw at once (" + m.ends.reason + ")."
      : "This move loses the game at once (" + m.ends.reason + ").";
    return confirmDialog(m.ends.result === "draw" ? "Draw the game?" : "Lose the game?", text + " Play it anyway?", "Play " + m.algebraic);
  }
  if (m.exposes && m.exposes.length) {
    const princess = m.exposes.includes("princess");
    const text = princess
      ? "After " + m.algebraic + " the other side can take your Princess, which loses the game."
      : "After " + m.algebraic + " the other side can take your Chief" +
        (state.game.options && state.game.options.chief === "draw" ? ", which draws the game (or loses it to their Chief)." : ".");
    return confirmDialog(princess ? "Your Princess in danger" : "Your Chief in danger", text + " Play it anyway?", "Play " + m.algebraic);
  }
  return true;
}

function select(name) {
  state.selected = name;
  state.escapeMode = false;
  state.hover = null;
  if (name) setMessage("");
  render();
}

export async function sendMove(text) {
  const g = state.game;
  const side = g.to_move;
  const token = state.tokens[side];
  if (!token) { setMessage("You hold no link for " + sideName(side) + "."); render(); return false; }
  state.busy = true;
  const r = await api("POST", gamePath(g.id, "moves"), { move: text, token });
  state.busy = false;
  state.selected = null;
  if (r.status === 200) {
    onGame(r.data);
    announceDuel();
    return true;
  }
  const prefix = r.status === 422 ? "Illegal move " + text + ": " : "Not played (" + text + "): ";
  setMessage(prefix + r.error, "error");
  render();
  return false;
}

// After a duel, say at once who fell (a message of the new state).
function announceDuel() {
  const g = state.game;
  const h = g.history[g.history.length - 1];
  if (!h || !h.duel) return;
  const fell = h.duel.attacker_fell ? h.duel.attacker : h.duel.defender;
  setMessage("Duel on " + h.duel.square + ": " + pieceTitle(fell.toUpperCase(), pieceColor(fell)) + " falls.", "duel-news");
  render();
}

function renderSelection() {
  const sel = $("selection");
  const bar = $("selection-bar");
  const g = state.game;
  if (!state.selected) {
    bar.hidden = true;
    sel.textContent = canMoveNow() ? "Pick a piece to see where it can go." : "";
    return;
  }
  const board = placement(g.position);
  const p = board[sqIndex(state.selected)];
  const dests = destinationsOf(state.selected);
  const escape = p && p.toUpperCase() === "P" && hasEscape(state.selected);
  bar.hidden = !escape;
  $("escape-button").setAttribute("aria-pressed", String(state.escapeMode));
  $("escape-button").classList.toggle("on", state.escapeMode);
  let text = (p ? pieceTitle(p.toUpperCase(), pieceColor(p)) : "The square") + " on " + state.selected + ": ";
  if (state.legalFor !== stateKey()) text += "its moves are on their way.";
  else if (state.escapeMode) text += dests.length + " squares for her escape, once a game.";
  else if (dests.length) text += dests.length + " destination" + (dests.length === 1 ? "" : "s") + ": " + [...new Set(dests.map((d) => d.to))].join(" ") + ".";
  else text += "no legal move.";
  if (escape && !state.escapeMode) text += " Her escape is still hers (the Escape button).";
  sel.textContent = text;
}

export function toggleEscape() {
  state.escapeMode = !state.escapeMode;
  render();
}

// ---- Stepping through the game ----

export function viewPly(ply) {
  const n = state.game.moves.length;
  stopReplay();
  state.view = ply >= n ? null : Math.max(0, ply);
  state.selected = null;
  render();
}

function stopReplay() {
  if (replayTimer) clearInterval(replayTimer);
  replayTimer = null;
}

export function startReplay() {
  if (!state.game || !state.game.moves.length) return;
  viewPly(0);
  replayTimer = setInterval(() => {
    const next = shownPly() + 1;
    if (next >= state.game.moves.length) { stopReplay(); state.view = null; render(); return; }
    state.view = next;
    render();
  }, 900);
}

// ---- The controls ----

function myToken() {
  const g = state.game;
  return state.tokens[g.to_move] || state.tokens[mySides()[0]];
}

async function control(name, body) {
  const g = state.game;
  state.busy = true;
  render();
  const r = await api("POST", gamePath(g.id, name), body);
  state.busy = false;
  if (r.status !== 200) { setMessage(r.error, "error"); render(); return null; }
  return r.data;
}

export async function hint() {
  if (!canMoveNow()) return;
  const key = stateKey();
  const data = await control("hint", { token: myToken() });
  if (!data || typeof data.move !== "string") return;
  const legal = state.legal && state.legal.find((m) => m.move === data.move);
  const score = scoreFor(state.game.to_move, data.score, data.win_in);
  state.hint = {
    key,
    move: data.move,
    path: legal ? legal.path : [],
    text: data.algebraic + " (depth " + data.depth + (score ? ", score " + score : "") + ")",
  };
  render();
}

export async function undo() {
  const data = await control("undo", { token: myToken() });
  if (data) { state.view = null; onGame(data, true); setMessage("Taken back: your move again."); render(); }
}

export async function resign() {
  const g = state.game;
  const side = state.tokens[g.to_move] ? g.to_move : mySides()[0];
  if (!(await confirmDialog("Resign?", "Resign this game as " + sideName(side) + "? " + sideName(other(side)) + " wins.", "Resign"))) return;
  const data = await control("resign", { token: state.tokens[side] });
  if (data) onGame(data, true);
}

export async function offer(kind) {
  const data = await control("offer", { token: state.tokens[mySides()[0]], kind });
  if (data) onGame(data, true);
}

export async function answer(accept) {
  const data = await control("answer", { token: state.tokens[mySides()[0]], accept });
  if (data) onGame(data, true);
}

export async function stopGame() {
  if (!(await confirmDialog("Stop this game?", "The engines stop after the move they are searching.", "Stop"))) return;
  const data = await control("stop", { token: state.owner });
  if (data) onGame(data, true);
}

export async function changeStrength() {
  const side = SIDES.find(isEngine);
  const level = state.levels.find((l) => l.name === $("strength-select").value);
  if (!side || !level) return;
  const data = await control("seat", { token: state.tokens[mySides()[0]], side, seat: level.seat });
  if (data) { onGame(data, true); setMessage("The engine now plays at " + level.label + "."); render(); }
}

// ---- Links ----

export function openFromText(text) {
  const t = text.trim();
  const hash = t.includes("#") ? t.slice(t.indexOf("#")) : "#game=" + t;
  const h = readHash(hash);
  if (h) return openGame(h.id, h.tokens);
}
