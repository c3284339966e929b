// Everything beside the board: the status and danger lines, the game's
// rules and players, the questions between two players, the engine's
// box, the move list, the duels, the taken pieces and the wager, the
// piece key and the links. Each draws from the state alone.

import { $, clear, el } from "./dom.js";
import { MOVE_NOTE, ROLES, ROLE_MOVES, pieceElement, pieceTitle } from "./pieces.js";
import {
  SIDES, canMoveNow, currentMessage, isEngine, mySides, other, pieceColor, positionAt, shownPly,
  sideName, state, stateKey, viewer,
} from "./state.js";
import { gameLinks } from "./recent.js";

// The result with its reason: the crate's sentence names the result
// itself ("Black won: took the Princess", "draw: ..."); a reason that
// does not ("Black resigned") gets it in front.
export function resultText(outcome) {
  const who = outcome.result === "draw" ? "Drawn" : sideName(outcome.result) + " wins";
  const reason = typeof outcome.reason === "string" ? outcome.reason : "";
  if (/^(black won|orange won|draw)\b/i.test(reason)) return reason.charAt(0).toUpperCase() + reason.slice(1);
  return reason ? who + ": " + reason : who;
}

// Centipoints (a Panthan is 200) as points with their sign.
export function points(score) {
  return (score > 0 ? "+" : score < 0 ? "-" : "") + (Math.abs(score) / 100).toFixed(2);
}

// A score reported for `side`, said from the viewer's side, the one
// convention of the page.
export function scoreFor(side, score, winIn) {
  const flip = side !== viewer();
  if (typeof winIn === "number") {
    const n = flip ? -winIn : winIn;
    return n > 0 ? "you win in " + n : n < 0 ? "you lose in " + -n : "decided";
  }
  if (typeof score !== "number") return "";
  return points(flip ? -score : score);
}

export function describeSeat(seat) {
  if (seat === "human") return "a person";
  if (seat && seat.engine) {
    const known = state.levels.find((l) => JSON.stringify(l.seat) === JSON.stringify(seat));
    if (known) return "the engine, level " + known.label;
    const e = seat.engine;
    if (e.nodes) return "the engine (" + e.nodes + " positions a move)";
    if (e.movetime_ms) return "the engine (" + e.movetime_ms + " ms a move)";
    if (e.skill !== undefined) return "the engine (skill " + e.skill + ")";
    return "the engine";
  }
  return "?";
}

function renderStatus() {
  const g = state.game;
  let text;
  if (g.outcome) text = resultText(g.outcome);
  else {
    const side = g.to_move;
    text = sideName(side) + " to move";
    if (isEngine(side)) text += " - the engine is thinking";
    else if (state.tokens[side]) text += mySides().length === 2 ? "" : " - your move";
    else text += " - waiting for " + sideName(side);
  }
  $("status").textContent = text;
  $("status").setAttribute("data-to-move", g.to_move);
  const result = $("result");
  result.hidden = !g.outcome;
  result.textContent = g.outcome ? resultText(g.outcome) : "";
  document.title = (canMoveNow() && document.hidden ? "(Your move) " : "") + "Jetan";
}

// A royal in danger, in words: chess sites show check; Jetan has none,
// but losing the Princess loses the game.
function renderDanger() {
  const g = state.game;
  const line = $("danger");
  const parts = [];
  if (g && !g.outcome && state.view === null && g.danger) {
    const me = viewer();
    for (const side of [me, other(me)]) {
      const d = g.danger[side];
      if (!d) continue;
      const whose = mySides().length === 1 && mySides()[0] === side ? "Your" : sideName(side) + "'s";
      if (d.princess && d.princess.length) {
        parts.push(whose + " Princess can be taken next move (from " + d.princess.join(", ") + ").");
      }
      if (d.chief && d.chief.length) {
        parts.push(whose + " Chief can be taken next move (from " + d.chief.join(", ") + ").");
      }
    }
  }
  line.hidden = parts.length === 0;
  line.textContent = parts.join(" ");
}

function renderInfo() {
  const g = state.game;
  const preset = state.rules && state.rules.presets.find((p) => p.rules === g.rules);
  const rules = preset ? "the " + preset.name + " rules" : g.rules ? "rules " + g.rules : "the appendix rules (the book's)";
  const duels = g.options && g.options.capture === "duel"
    ? ", duels decided by " + ({ fair: "a coin", values: "the pieces' values", ask: "the players" }[g.duels] || "the server") : "";
  $("rules-line").textContent = "Game " + g.id.slice(0, 8) + ", " + rules + duels + "; " + sideName(g.first) + " moved first.";
  const list = $("seats-list");
  clear(list);
  for (const s of SIDES) {
    const seat = g.seats ? g.seats[s] : null;
    let who = seat ? describeSeat(seat) : "a player";
    if (state.tokens[s] && seat === "human") who = mySides().length === 2 ? "a person here" : "you";
    const li = el("li", { class: "seat-line", "data-side": s }, sideName(s) + ": " + who);
    if (seat === "human" && !state.tokens[s]) {
      const here = g.presence && g.presence[s];
      li.appendChild(el("span", { class: "presence " + (here ? "here" : "away"), "data-presence": here ? "here" : "away" },
        here ? " (connected)" : " (not connected)"));
    }
    list.appendChild(li);
  }
}

// Resign, a draw offered and taking back between two people.
function renderPlayers() {
  const g = state.game;
  const mine = mySides();
  const two = g.seats && SIDES.every((s) => g.seats[s] === "human") && mine.length > 0;
  const box = $("players-box");
  box.hidden = !two;
  if (!two) return;
  // At one screen (both tokens here) there is nobody to ask: resign only.
  const apart = mine.length === 1;
  $("offer-draw-button").hidden = !apart;
  $("takeback-button").hidden = !apart;
  const me = mine[0];
  const offer = g.offer;
  const over = !!g.outcome;
  let line = "";
  const incoming = offer && offer.by !== me;
  if (offer) {
    const what = offer.kind === "draw" ? "a draw" : "to take back their last move";
    line = offer.by === me
      ? "You asked for " + (offer.kind === "draw" ? "a draw" : "a take-back") + "; waiting for " + sideName(other(me)) + "."
      : sideName(offer.by) + " asks for " + what + ".";
  }
  $("offer-line").textContent = line;
  $("offer-answer").hidden = !incoming || over;
  $("withdraw-button").hidden = !(offer && offer.by === me) || over;
  for (const id of ["offer-draw-button", "takeback-button", "two-resign-button"]) $(id).disabled = over || state.busy;
  $("offer-draw-button").disabled ||= !!offer;
  $("takeback-button").disabled ||= !!offer || !g.history.some((h) => h.side === me);
}

function renderEngine() {
  const g = state.game;
  const engine = SIDES.some(isEngine);
  $("engine-box").hidden = !engine;
  if (!engine) return;
  const mine = mySides().length > 0;
  const exhibition = !!g.exhibition;
  $("hint-button").hidden = !mine;
  $("undo-button").hidden = !mine;
  $("resign-button").hidden = !mine;
  $("stop-button").hidden = !exhibition || !state.owner;
  $("stop-button").disabled = !!g.outcome;
  $("hint-button").disabled = !canMoveNow();
  const lostByRules = g.outcome && g.outcome.by === "rules";
  $("undo-button").disabled = state.busy || (g.outcome && !lostByRules) || !mySides().some((s) => g.history.some((h) => h.side === s));
  $("resign-button").disabled = !!g.outcome || state.busy;
  const hint = state.hint && state.hint.key === stateKey() ? state.hint : null;
  $("hint-line").textContent = hint ? "Hint: " + hint.text : "";
  $("score-note").textContent = mine ? "Scores are from your side (" + sideName(viewer()) + "): + means you are ahead." : "Scores are from Black's side.";
  const engineSide = SIDES.find(isEngine);
  const label = $("strength-label");
  label.hidden = !mine || !engineSide || exhibition;
  if (!label.hidden) {
    const select = $("strength-select");
    if (!select.options.length) for (const l of state.levels) select.appendChild(el("option", { value: l.name }, l.label));
    const known = state.levels.find((l) => JSON.stringify(l.seat) === JSON.stringify(g.seats[engineSide]));
    if (known) select.value = known.name;
  }
  renderThinking();
}

// The engine's last report, for the state it was about: "thinks" while it
// searches, "thought" once it has moved; gone with any other change.
export function renderThinking() {
  const line = $("thinking");
  const g = state.game;
  const t = state.thinking;
  if (!g || g.outcome || !t) { line.textContent = "\u00a0"; return; }
  const now = t.key === stateKey() && t.view.side === g.to_move;
  const last = g.history[g.history.length - 1];
  const after = !now && last && last.side === t.view.side && t.ply === g.moves.length - 1;
  if (!now && !after) { line.textContent = "\u00a0"; return; }
  const v = t.view;
  const parts = ["depth " + v.depth];
  const score = scoreFor(v.side, v.score, v.win_in);
  if (score) parts.push("score " + score);
  parts.push(Number(v.nodes).toLocaleString("en") + " positions");
  const pv = Array.isArray(v.pv_algebraic) ? v.pv_algebraic : [];
  line.textContent = sideName(v.side) + (now ? " thinks: " : " thought: ") + parts.join(", ") + (pv.length ? "; expects " + pv.join(" ") : "");
}

function renderMoves(viewPly) {
  const g = state.game;
  const list = $("move-list");
  clear(list);
  const current = shownPly();
  let number = Number(String(g.start).split(/\s+/)[4] || 1);
  let row = null;
  g.history.forEach((h, k) => {
    const i = k + 1;
    if (!row || h.side === "black") {
      row = el("li", { class: "move-row" });
      row.appendChild(el("span", { class: "number" }, number + (h.side === "orange" ? "..." : ".")));
      list.appendChild(row);
    }
    const b = el("button", { type: "button", class: "move" + (i === current ? " current" : ""), "data-ply": String(i) }, h.algebraic);
    b.setAttribute("aria-label", "Move " + number + ", " + sideName(h.side) + ": " + h.algebraic);
    if (i === current) b.setAttribute("aria-current", "step");
    b.addEventListener("click", () => viewPly(i));
    row.appendChild(b);
    if (h.side === "orange") { number += 1; row = null; }
  });
  const result = $("move-list-result");
  result.hidden = !g.outcome;
  result.textContent = g.outcome ? resultText(g.outcome) : "";
  const cur = list.querySelector(".current");
  if (cur && cur.scrollIntoView) cur.scrollIntoView({ block: "nearest" });
  $("view-line").textContent = state.view === null ? "" :
    "Showing the position after move " + state.view + " of " + g.moves.length + " (End returns to the game).";
  $("first-button").disabled = current === 0;
  $("back-button").disabled = current === 0;
  $("forward-button").disabled = state.view === null;
  $("last-button").disabled = state.view === null;
  $("replay-button").disabled = g.moves.length === 0;
}

function renderTaken() {
  const g = state.game;
  const lost = { black: [], orange: [] };
  const upto = shownPly();
  for (let i = 0; i < upto; i++) {
    const t = g.history[i].taken;
    if (t) lost[pieceColor(t)].push(t);
  }
  for (const side of SIDES) {
    const tray = $("taken-" + side);
    clear(tray);
    if (!lost[side].length) tray.textContent = "nothing";
    for (const t of lost[side]) {
      const role = t.toUpperCase();
      const span = el("span", { class: "taken " + side, title: pieceTitle(role, side), "data-piece": t });
      const drawing = pieceElement(document, role, side, { title: false });
      drawing.setAttribute("width", "26");
      drawing.setAttribute("height", "26");
      span.appendChild(drawing);
      // The letter, for a screen reader and for copying the list.
      span.appendChild(el("span", { class: "taken-letter" }, role));
      tray.appendChild(span);
    }
  }
  // The wager (RULES.md 7): what each side owes for what it lost, as the
  // server counts it.
  const owed = g.ledger || { black: 0, orange: 0 };
  $("ledger").textContent = wagerText(owed);
}

export function wagerText(owed) {
  const black = Number(owed.black) || 0, orange = Number(owed.orange) || 0;
  const net = Math.round((black - orange) * 10) / 10;
  let text = "Wager: Black's losses " + black.toFixed(1) + ", Orange's " + orange.toFixed(1);
  if (net > 0) text += " - Black owes Orange " + net.toFixed(1) + ".";
  else if (net < 0) text += " - Orange owes Black " + (-net).toFixed(1) + ".";
  else text += " - even.";
  return text;
}

function renderDuels() {
  const g = state.game;
  const duel = g.options && g.options.capture === "duel";
  const box = $("duels-box");
  box.hidden = !duel;
  if (!duel) return;
  const list = $("duel-list");
  clear(list);
  g.history.forEach((h, k) => {
    if (!h.duel) return;
    const d = h.duel;
    const name = (letter) => pieceTitle(letter.toUpperCase(), pieceColor(letter));
    const fell = d.attacker_fell ? d.attacker : d.defender;
    const winner = d.attacker_fell ? d.defender : d.attacker;
    const li = el("li", { class: "duel", "data-ply": String(k + 1) });
    li.appendChild(el("span", { class: "duel-move" }, h.algebraic + ": "));
    li.appendChild(document.createTextNode(name(d.attacker) + " attacks " + name(d.defender) + " on " + d.square + "; "));
    li.appendChild(el("strong", {}, name(winner) + " wins, " + name(fell) + " falls."));
    list.appendChild(li);
  });
  if (!list.firstChild) list.appendChild(el("li", { class: "note" }, "No duel yet: every capture but one of the Princess is fought out."));
}

// Each piece's drawing, name and move, from RULES.md section 3.
export function renderKey() {
  const list = $("piece-key");
  if (list.firstChild) return;
  for (const role of ROLES) {
    const li = el("li", { class: "key-entry", "data-role": role });
    const drawing = pieceElement(document, role, "black", { title: false });
    drawing.setAttribute("width", "36");
    drawing.setAttribute("height", "36");
    li.appendChild(drawing);
    li.appendChild(el("span", { class: "key-letter" }, role));
    li.appendChild(el("span", { class: "key-text" }, ROLE_MOVES[role]));
    list.appendChild(li);
  }
  $("key-note").textContent = MOVE_NOTE + " Taking the other side's Princess wins. (The moves of the book's rules; the game's options may change some.)";
}

function renderLinks(copyLink) {
  const g = state.game;
  const list = $("link-list");
  clear(list);
  $("links-box").hidden = false;
  for (const [label, link, cls, side] of gameLinks(g.id, state.tokens)) {
    const li = el("li");
    li.appendChild(el("span", {}, label + ": "));
    li.appendChild(el("a", { href: link, class: cls, "data-side": side || "" }, link));
    const copy = el("button", { type: "button", class: "copy-link", "data-side": side || "watch" }, "Copy");
    copy.addEventListener("click", () => copyLink(link));
    li.appendChild(copy);
    list.appendChild(li);
  }
}

// The panel and the lines under the board, from the state.
export function renderPanel({ viewPly, copyLink }) {
  const g = state.game;
  renderKey();
  if (!g) return;
  renderStatus();
  renderDanger();
  renderInfo();
  renderPlayers();
  renderEngine();
  renderMoves(viewPly);
  renderTaken();
  renderDuels();
  renderLinks(copyLink);
  const m = currentMessage();
  $("message").textContent = m ? m.text : "";
  $("message").className = m ? m.kind : "";
  $("position-text").value = positionAt(shownPly());
  const record = "/api/games/" + encodeURIComponent(g.id) + "/record";
  for (const id of ["record-link", "game-over-record"]) {
    $(id).setAttribute("href", record);
    $(id).setAttribute("download", "jetan-" + g.id.slice(0, 8) + ".txt");
  }
}
