// The games this browser knows (kept in localStorage: each game's id and
// the tokens held), their links, and the list of them with each one's
// state, kept up to date while the page is open.

import { api } from "./api.js";
import { $, clear, el } from "./dom.js";
import { SIDES, other, sideName, state } from "./state.js";

const KEY = "jetan.games";
const KEEP = 20;

export function knownGames() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(list) ? list.filter((g) => g && typeof g.id === "string") : [];
  } catch (e) { return []; }
}

export function remember(id, tokens, owner) {
  try {
    const old = knownGames().find((g) => g.id === id) || {};
    const keep = (s) => tokens[s] || (old.tokens && old.tokens[s]) || null;
    const entry = { id, tokens: { black: keep("black"), orange: keep("orange") }, owner: owner || old.owner || null };
    const list = [entry, ...knownGames().filter((g) => g.id !== id)];
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, KEEP)));
  } catch (e) { /* storage off: links still work */ }
}

// The address part of a game: its id and the tokens given, in the long
// form (`#game=ID&black=TOKEN`) that older pages wrote too.
export function hashFor(id, tokens) {
  const p = new URLSearchParams();
  p.set("game", id);
  for (const s of SIDES) if (tokens && tokens[s]) p.set(s, tokens[s]);
  return "#" + p.toString();
}

// The short form: `#g/ID` to watch, `#b/ID/TOKEN` or `#o/ID/TOKEN` for a
// side, the hexadecimal packed four bits a character less (base 32 would
// need padding rules; base64url is what URLs carry as they are).
function pack(hex) {
  let bin = "";
  for (let i = 0; i < hex.length; i += 2) bin += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unpack(text) {
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return [...bin].map((c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  } catch (e) { return null; }
}

export function shortHash(id, side, token) {
  return side ? "#" + side[0] + "/" + pack(id) + "/" + pack(token) : "#g/" + pack(id);
}

// The game and tokens that an address's part after `#` gives, in either
// form; null when it names none.
export function readHash(hash) {
  const h = hash.replace(/^#/, "");
  const short = /^([gbo])\/([A-Za-z0-9_-]+)(?:\/([A-Za-z0-9_-]+))?$/.exec(h);
  if (short) {
    const id = unpack(short[2]);
    const token = short[3] ? unpack(short[3]) : null;
    if (!id) return null;
    const side = { b: "black", o: "orange" }[short[1]];
    return { id, tokens: { black: side === "black" ? token : null, orange: side === "orange" ? token : null } };
  }
  const p = new URLSearchParams(h);
  const id = p.get("game");
  return id ? { id, tokens: { black: p.get("black"), orange: p.get("orange") } } : null;
}

const base = () => location.origin + location.pathname;

// Each link the page offers for game `id`: [label, address, class, side].
export function gameLinks(id, tokens) {
  const links = [];
  for (const s of SIDES) {
    if (tokens[s]) links.push([sideName(s) + "'s link", base() + shortHash(id, s, tokens[s]), "seat-link", s]);
  }
  links.push(["Watch", base() + shortHash(id), "watch-link", null]);
  return links;
}

// When, in words a person reads at a glance.
function ago(seconds) {
  const s = Math.max(0, Date.now() / 1000 - seconds);
  if (s < 90) return "just now";
  if (s < 5400) return Math.round(s / 60) + " minutes ago";
  if (s < 129600) return Math.round(s / 3600) + " hours ago";
  return Math.round(s / 86400) + " days ago";
}

function describe(summary, tokens, presets, levels) {
  const mine = SIDES.filter((s) => tokens && tokens[s]);
  const me = mine.length === 1 ? mine[0] : null;
  const seat = (s) => summary.seats[s];
  const opponentSeat = me ? seat(other(me)) : null;
  let opponent;
  if (!me) opponent = mine.length === 2 ? "two players here" : "watching";
  else if (opponentSeat === "human") opponent = "against a friend";
  else {
    const level = levels.find((l) => JSON.stringify(l.seat) === JSON.stringify(opponentSeat));
    opponent = "against the computer" + (level ? " (" + level.name + ")" : "");
  }
  const preset = presets.find((p) => p.rules === summary.rules);
  const rules = preset ? preset.name : summary.rules ? "own rules" : "appendix";
  let status;
  if (summary.outcome) status = "finished: " + summary.outcome;
  else if (me && summary.to_move === me) status = "your move";
  else if (me) status = "their move";
  else status = sideName(summary.to_move) + " to move";
  return { opponent, rules, status, when: ago(summary.created), yours: status === "your move" };
}

// The list of this browser's games, each with its state from the server.
export async function renderRecent(open) {
  const known = knownGames();
  const list = $("recent-list");
  if (!known.length) {
    clear(list);
    list.appendChild(el("li", { class: "note" }, "No game yet."));
    return;
  }
  const r = await api("GET", "/api/games?ids=" + known.map((g) => encodeURIComponent(g.id)).join(","));
  const summaries = r.status === 200 && r.data && Array.isArray(r.data.games) ? r.data.games : [];
  clear(list);
  const presets = state.rules ? state.rules.presets : [];
  for (const g of known) {
    const s = summaries.find((x) => x.id === g.id);
    if (!s) continue;
    const d = describe(s, g.tokens, presets, state.levels);
    const li = el("li", { class: "recent-game" + (d.yours ? " yours" : ""), "data-game": g.id });
    const b = el("button", { type: "button", class: "recent" });
    b.appendChild(el("strong", {}, d.status));
    b.appendChild(el("span", {}, " - " + d.opponent + ", " + d.rules + " rules, " + s.moves + " moves, " + d.when));
    if (state.game && state.game.id === g.id) b.setAttribute("aria-current", "true");
    b.addEventListener("click", () => open(g.id, g.tokens || {}, g.owner));
    li.appendChild(b);
    list.appendChild(li);
  }
}
