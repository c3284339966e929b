// The Jetan page: draws the game the server keeps and sends the moves a
// player makes. Plain script, no build step and no network but this
// server. Everything shown that comes from outside (names, records, the
// server's errors, rule text) goes in through textContent or setAttribute,
// never as markup.
"use strict";

(function () {
  // ---- The game's vocabulary (RULES.md, NOTATION.md) ----

  const SIDES = ["black", "orange"];
  const SIDE_NAME = { black: "Black", orange: "Orange" };
  const ROLE_NAME = {
    C: "Chief", P: "Princess", F: "Flier", D: "Dwar",
    A: "Padwar", W: "Warrior", T: "Thoat", N: "Panthan",
  };
  // RULES.md 6.4, the default value table, in tenths (the wager's prices).
  const VALUE_TENTHS = { A: 17, W: 19, N: 20, D: 49, T: 56, F: 95 };
  const FILES = "abcdefghij";

  // Every option of RULES.md sections 9-10, in the order of the rule text;
  // the first value is the default.
  const OPTIONS = [
    ["setup", "Set-up", [["appendix", "appendix (point-symmetric)"], ["manator", "Manator (the Chiefs face each other)"]]],
    ["steps", "Step count", [["exact", "exact"], ["up-to", "up to the count"]]],
    ["thoat", "Thoat", [["either", "either order, blocked"], ["straight-first", "straight step first, blocked"], ["jumping", "jumping"], ["knight", "knight's jumps only"]]],
    ["panthan", "Panthan", [["forward", "no backward step"], ["diagonal-back", "may step diagonally back"]]],
    ["princess", "Princess's path", [["brave", "brave (may pass threatened squares)"], ["frightened", "frightened (every square safe)"]]],
    ["escape", "Escape", [["anywhere", "anywhere"], ["line", "in a straight line"], ["none", "none"], ["far", "far (more than three squares away)"]]],
    ["chief", "Chief taken by a non-Chief", [["draw", "draw"], ["removed", "the Chief is removed, play goes on"]]],
    ["material", "Material draw", [["equal-value", "equal value"], ["any", "any material"], ["off", "off"]]],
    ["no-move", "No legal move", [["draw", "draw"], ["loss", "loss for the side to move"]]],
    ["capture", "Capture", [["replace", "replace"], ["duel", "duel (Manator)"]]],
    ["threat", "Princess threat judged", [["vacated", "with her square vacated"], ["in-place", "in place"]]],
    ["escape-when", "Escape allowed", [["any", "at any time"], ["threatened", "only while she is threatened"]]],
    ["flier", "Flier", [["walk", "walks"], ["leap", "leaps"]]],
  ];

  // The presets: the crate's Rules::APPENDIX and Rules::MANATOR, and each
  // published program's rule text from the `Rules` docs.
  const PRESETS = [
    { name: "Appendix (the default)", rules: "", first: "black",
      note: "The appendix of The Chessmen of Mars, as RULES.md reads it." },
    { name: "Manator (duels)", rules: "setup=manator,capture=duel", first: "orange",
      note: "Chapter 17: the Chiefs face each other and every capture is a duel (Orange moved first in the book's game)." },
    { name: "JetanAgents", rules: "setup=manator,thoat=jumping,escape=far,chief=removed,material=off,no-move=loss,threat=in-place,escape-when=threatened,flier=leap", first: "black",
      note: "The JetanAgents teaching framework (Python); the southern side moves first." },
    { name: "Martian Chess applet (Friedlander)", rules: "thoat=jumping,material=any,no-move=loss", first: "black",
      note: "Ed Friedlander's Java applet at the Chess Variant Pages." },
  ];

  // Engine strengths as WEB.md seats: a budget of positions or of time.
  const STRENGTHS = [
    ["nodes:500", "1 - a beginner (500 positions a move)"],
    ["nodes:5000", "2 - casual (5,000 positions)"],
    ["nodes:50000", "3 - club (50,000 positions)"],
    ["nodes:300000", "4 - strong (300,000 positions)"],
    ["movetime_ms:1000", "5 - one second a move"],
    ["movetime_ms:5000", "6 - five seconds a move"],
  ];
  const DEFAULT_STRENGTH = "nodes:50000";

  function seatFromStrength(value) {
    const [key, n] = value.split(":");
    return { engine: { [key]: Number(n) } };
  }

  function strengthOfSeat(seat) {
    if (!seat || typeof seat !== "object" || !seat.engine) return null;
    const key = Object.keys(seat.engine)[0];
    return key + ":" + seat.engine[key];
  }

  function describeSeat(seat) {
    if (seat === "human") return "a person";
    if (seat && seat.engine) {
      const s = strengthOfSeat(seat);
      const known = STRENGTHS.find(([v]) => v === s);
      if (known) return "the engine, " + known[1];
      const e = seat.engine;
      if (e.nodes) return "the engine (" + e.nodes + " positions a move)";
      if (e.movetime_ms) return "the engine (" + e.movetime_ms + " ms a move)";
      if (e.skill !== undefined) return "the engine (skill " + e.skill + ")";
      return "the engine";
    }
    return "?";
  }

  // ---- Squares, positions and moves ----

  function sqIndex(name) {
    const m = /^([a-j])(10|[1-9])$/.exec(name);
    if (!m) return -1;
    return FILES.indexOf(m[1]) + 10 * (Number(m[2]) - 1);
  }

  function sqName(i) {
    return FILES[i % 10] + String(Math.floor(i / 10) + 1);
  }

  // The placement field of position text: a board of 100 letters or null.
  function parsePlacement(text) {
    const board = new Array(100).fill(null);
    const ranks = String(text).trim().split(/\s+/)[0].split("/");
    if (ranks.length !== 10) return null;
    for (let r = 0; r < 10; r++) {
      const rank = 9 - r;
      let file = 0;
      const tokens = ranks[r].match(/10|[1-9]|[A-Za-z]/g) || [];
      for (const t of tokens) {
        if (/^\d+$/.test(t)) file += Number(t);
        else {
          if (!ROLE_NAME[t.toUpperCase()] || file > 9) return null;
          board[file + 10 * rank] = t;
          file += 1;
        }
      }
      if (file !== 10) return null;
    }
    return board;
  }

  function pieceColor(letter) {
    return letter === letter.toUpperCase() ? "orange" : "black";
  }

  function pieceName(letter) {
    return SIDE_NAME[pieceColor(letter)] + "'s " + ROLE_NAME[letter.toUpperCase()];
  }

  // Coordinate move text: `e2e3`, an escape `f1~c5`, a fallen attacker `f8*e7`.
  function parseCoordinate(text) {
    const m = /^([a-j](?:10|[1-9]))([~*]?)([a-j](?:10|[1-9]))$/.exec(text);
    if (!m) return null;
    return { from: m[1], to: m[3], mark: m[2] };
  }

  // What a move does to a board, as RULES.md 3 and 10 say: the mover goes
  // to its end square and takes what stands there, or, when the attacker
  // falls in a duel, the attacker is removed and the defender stays.
  function applyMove(board, text) {
    const m = parseCoordinate(text);
    if (!m) return null;
    const from = sqIndex(m.from), to = sqIndex(m.to);
    const mover = board[from];
    if (!mover) return null;
    const next = board.slice();
    const target = board[to];
    let taken = null;
    let sep;
    if (m.mark === "*") {
      next[from] = null;
      taken = mover;
      sep = "*";
    } else {
      next[to] = mover;
      next[from] = null;
      taken = target;
      sep = m.mark === "~" ? "~" : target ? "x" : "-";
    }
    return {
      board: next, taken, from: m.from, to: m.to, mark: m.mark, mover, target,
      algebraic: mover.toUpperCase() + m.from + sep + m.to,
    };
  }

  // Position text for a board the page replayed (RULES.md 6.4's count and
  // the move number followed here; the server's text is used for the
  // position it holds).
  function placementText(board) {
    const ranks = [];
    for (let rank = 9; rank >= 0; rank--) {
      let s = "", run = 0;
      for (let file = 0; file < 10; file++) {
        const p = board[file + 10 * rank];
        if (p) { if (run) s += run; run = 0; s += p; } else run++;
      }
      if (run) s += run;
      ranks.push(s);
    }
    return ranks.join("/");
  }

  function materialHolds(board, material) {
    if (material === "off") return false;
    const sides = { black: [], orange: [] };
    for (const p of board) if (p) sides[pieceColor(p)].push(p.toUpperCase());
    if (sides.black.length > 3 || sides.orange.length > 3) return false;
    if (material === "any") return true;
    const chief = (s) => s.includes("C");
    const total = (s) => s.reduce((t, r) => t + (VALUE_TENTHS[r] || 0), 0);
    return chief(sides.black) === chief(sides.orange) && total(sides.black) === total(sides.orange);
  }

  function ruleValue(rulesText, key) {
    for (const item of String(rulesText || "").split(",")) {
      const [k, v] = item.split("=");
      if (k === key) return v;
    }
    const option = OPTIONS.find(([k]) => k === key);
    return option ? option[2][0][0] : undefined;
  }

  // ---- Talking to the server (WEB.md) ----

  async function api(method, path, body) {
    const init = { method, headers: {} };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch (e) {
      return { status: 0, data: null, error: "the server cannot be reached" };
    }
    let data = null;
    const type = response.headers.get("Content-Type") || "";
    if (type.includes("application/json")) {
      try { data = await response.json(); } catch (e) { data = null; }
    }
    const error = data && typeof data.error === "string" ? data.error
      : response.ok ? null : "the server answered " + response.status;
    // A route the server does not have answers without a JSON error: the
    // page then hides what needs it.
    const missing = !response.ok && !(data && typeof data.error === "string") &&
      (response.status === 404 || response.status === 405);
    return { status: response.status, data, error, missing };
  }

  // ---- State ----

  const state = {
    game: null,          // the game as GET /api/games/ID answers it
    tokens: { black: null, orange: null },
    plies: [],           // replayed: [{board, move, algebraic, path, taken, mover, target}]
    legal: null,         // legal moves with paths, for the game's current ply
    legalFor: null,      // the game and position `legal` belongs to (an undo
                         // can bring back a ply count with another position)
    legalMissing: false,
    view: null,          // ply shown, null for the live position
    selected: null,      // square name of the picked piece
    escapeMode: false,
    hover: null,         // destination square under the pointer or cursor
    cursor: "e1",
    flipped: false,
    hint: null,
    thinking: null,
    busy: false,
    source: null,
    poll: null,
    replayTimer: null,
    missing: {},         // endpoints the server does not have
  };

  const $ = (id) => document.getElementById(id);
  const SVG_NS = "http://www.w3.org/2000/svg";

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function svg(tag, attrs, text) {
    const e = document.createElementNS(SVG_NS, tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function setMessage(text, kind) {
    const m = $("message");
    m.textContent = text || "";
    m.className = kind || "";
  }

  // ---- Replaying the game the server sent ----

  function rebuildPlies() {
    const g = state.game;
    const start = parsePlacement(g.start);
    const plies = [{ board: start }];
    const history = Array.isArray(g.history) ? g.history : [];
    let board = start;
    for (let i = 0; i < g.moves.length; i++) {
      const done = board && applyMove(board, g.moves[i]);
      const h = history[i] || {};
      if (!done) {
        // Past what the page can replay, only the server's text is shown.
        plies.push({ board: null, move: g.moves[i], algebraic: h.algebraic || g.moves[i] });
        board = null;
        continue;
      }
      board = done.board;
      plies.push({
        board, move: g.moves[i], algebraic: h.algebraic || done.algebraic,
        path: Array.isArray(h.path) && h.path.length ? h.path : [done.from, done.to],
        taken: h.taken !== undefined ? h.taken : done.taken,
        mover: done.mover, target: done.target, mark: done.mark, to: done.to,
      });
    }
    const live = parsePlacement(g.position);
    const last = plies[plies.length - 1];
    if (live && (!last.board || placementText(last.board) !== placementText(live))) last.board = live;
    state.plies = plies;
  }

  function firstSide() {
    const g = state.game;
    if (g.first) return g.first;
    const side = String(g.start).split(/\s+/)[1];
    return side === "o" ? "orange" : "black";
  }

  function sideAt(ply) {
    const first = firstSide();
    return ply % 2 === 0 ? first : first === "black" ? "orange" : "black";
  }

  // Position text of a replayed ply: the live one is the server's.
  function positionTextAt(ply) {
    const g = state.game;
    if (ply === g.moves.length) return g.position;
    const p = state.plies[ply];
    if (!p.board) return "";
    const fields = String(g.start).split(/\s+/);
    let escapes = fields[2] || "bo";
    let number = Number(fields[4] || 1);
    let count = Number(fields[3] || 0);
    const material = ruleValue(g.rules, "material");
    for (let i = 1; i <= ply; i++) {
      const q = state.plies[i];
      const mover = sideAt(i - 1);
      if (q.mark === "~") escapes = escapes.replace(mover === "black" ? "b" : "o", "") || "-";
      if (mover === "orange") number += 1;
      const before = materialHolds(state.plies[i - 1].board, material);
      const after = materialHolds(q.board, material);
      count = after ? (before ? count + 1 : 0) : 0;
    }
    const side = sideAt(ply) === "black" ? "b" : "o";
    return [placementText(p.board), side, escapes, count, number].join(" ");
  }

  function isDuelGame() {
    return state.game && ruleValue(state.game.rules, "capture") === "duel";
  }

  function seatOf(side) {
    const seats = state.game && state.game.seats;
    if (seats && seats[side] !== undefined) return seats[side];
    // Without seats in the game's JSON: a side whose token we hold is a
    // person; the other is unknown.
    return state.tokens[side] ? "human" : null;
  }

  function isEngine(side) {
    const s = seatOf(side);
    return !!(s && typeof s === "object" && s.engine);
  }

  function mySides() {
    return SIDES.filter((s) => state.tokens[s]);
  }

  function canMoveNow() {
    const g = state.game;
    return !!(g && !g.outcome && state.view === null && state.tokens[g.to_move] && !state.busy);
  }

  // ---- Loading a game and following it ----

  async function openGame(id, tokens) {
    stopReplay();
    const r = await api("GET", "/api/games/" + encodeURIComponent(id));
    if (r.status !== 200) {
      setMessage("Cannot open game " + id + ": " + r.error, "error");
      return false;
    }
    state.tokens = { black: (tokens && tokens.black) || null, orange: (tokens && tokens.orange) || null };
    state.game = null;
    state.view = null;
    state.selected = null;
    state.hint = null;
    state.thinking = null;
    state.legal = null;
    state.legalFor = null;
    state.flipped = !!(state.tokens.orange && !state.tokens.black);
    remember(id, state.tokens, r.data.rules);
    writeHash(id, state.tokens);
    follow(id);
    onGame(r.data);
    setMessage("");
    return true;
  }

  // `latest`: the game comes from the event stream or an undo, which are
  // never behind; the answer to a move may arrive after the event of the
  // engine's reply, and is then not taken.
  function onGame(game, latest) {
    if (!game || typeof game !== "object" || !Array.isArray(game.moves)) return;
    const old = state.game;
    if (!latest && old && old.id === game.id && old.moves.length > game.moves.length) return;
    const moved = !old || old.id !== game.id || old.moves.length !== game.moves.length ||
      JSON.stringify(old.outcome) !== JSON.stringify(game.outcome) || old.position !== game.position;
    state.game = game;
    if (moved) {
      rebuildPlies();
      state.selected = null;
      state.escapeMode = false;
      state.hint = null;
      if (state.view !== null && state.view > game.moves.length) state.view = null;
    }
    render();
    if (moved) loadLegal();
    if (game.outcome) stopPolling();
  }

  async function loadLegal() {
    const g = state.game;
    if (!g || g.outcome || state.legalMissing) { state.legal = []; return; }
    const key = legalKey(g);
    const r = await api("GET", "/api/games/" + encodeURIComponent(g.id) + "/moves");
    if (r.missing) { state.legalMissing = true; state.legal = null; render(); return; }
    if (r.status !== 200 || !r.data || !Array.isArray(r.data.moves)) return;
    if (!state.game || legalKey(state.game) !== key) return;
    state.legal = r.data.moves.filter((m) => m && typeof m.move === "string").map(normaliseLegal);
    state.legalFor = key;
    render();
  }

  function legalKey(g) {
    return g.id + " " + g.moves.length + " " + g.position;
  }

  function normaliseLegal(m) {
    const c = parseCoordinate(m.move) || {};
    return {
      move: m.move,
      algebraic: typeof m.algebraic === "string" ? m.algebraic : m.move,
      from: m.from || c.from,
      to: m.to || c.to,
      escape: m.escape === true || c.mark === "~",
      duel: m.duel || (c.mark === "*" ? "falls" : null),
      capture: !!m.capture,
      path: Array.isArray(m.path) && m.path.length ? m.path : [c.from, c.to],
    };
  }

  function follow(id) {
    if (state.source) state.source.close();
    stopPolling();
    if (typeof EventSource !== "function") { startPolling(); return; }
    const source = new EventSource("/api/games/" + encodeURIComponent(id) + "/events");
    state.source = source;
    source.addEventListener("game", (e) => {
      if (state.source !== source) return;
      try { onGame(JSON.parse(e.data), true); } catch (err) { /* not JSON: ignored */ }
    });
    source.addEventListener("thinking", (e) => {
      if (state.source !== source) return;
      try { state.thinking = JSON.parse(e.data); } catch (err) { return; }
      renderThinking();
    });
    source.onerror = () => {
      // EventSource reconnects by itself; poll meanwhile so nothing is missed.
      if (state.source === source && !state.poll) startPolling();
    };
    source.onopen = () => { if (state.source === source) stopPolling(); };
  }

  function startPolling() {
    stopPolling();
    state.poll = setInterval(async () => {
      const g = state.game;
      if (!g || g.outcome) return stopPolling();
      const r = await api("GET", "/api/games/" + encodeURIComponent(g.id));
      if (r.status === 200 && state.game && state.game.id === r.data.id) onGame(r.data);
    }, 1500);
  }

  function stopPolling() {
    if (state.poll) clearInterval(state.poll);
    state.poll = null;
  }

  // ---- Links, the address bar and the games this browser knows ----

  function hashFor(id, tokens) {
    const p = new URLSearchParams();
    p.set("game", id);
    for (const s of SIDES) if (tokens && tokens[s]) p.set(s, tokens[s]);
    return "#" + p.toString();
  }

  function writeHash(id, tokens) {
    const h = hashFor(id, tokens);
    if (location.hash !== h) history.replaceState(null, "", h);
  }

  function readHash() {
    const p = new URLSearchParams(location.hash.slice(1));
    const id = p.get("game");
    if (!id) return null;
    return { id, tokens: { black: p.get("black"), orange: p.get("orange") } };
  }

  function linkFor(id, tokens) {
    return location.origin + location.pathname + hashFor(id, tokens);
  }

  function knownGames() {
    try {
      const list = JSON.parse(localStorage.getItem("jetan.games") || "[]");
      return Array.isArray(list) ? list.filter((g) => g && typeof g.id === "string") : [];
    } catch (e) { return []; }
  }

  function remember(id, tokens, rules) {
    try {
      const list = knownGames().filter((g) => g.id !== id);
      const old = knownGames().find((g) => g.id === id);
      const kept = { black: tokens.black || (old && old.tokens && old.tokens.black) || null,
        orange: tokens.orange || (old && old.tokens && old.tokens.orange) || null };
      list.unshift({ id, tokens: kept, rules: rules || "", when: new Date().toISOString() });
      localStorage.setItem("jetan.games", JSON.stringify(list.slice(0, 12)));
    } catch (e) { /* storage off: links still work */ }
  }

  // ---- Drawing ----

  const SQ = 48, MARGIN = 24;

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

  function shownPly() {
    return state.view === null ? state.game.moves.length : state.view;
  }

  function destinationsOf(from) {
    if (!state.legal || state.legalFor !== legalKey(state.game)) return [];
    return state.legal.filter((m) => m.from === from && m.escape === state.escapeMode);
  }

  function hasEscape(from) {
    return !!(state.legal && state.legal.some((m) => m.from === from && m.escape));
  }

  function drawBoard() {
    const root = $("board");
    while (root.firstChild) root.removeChild(root.firstChild);
    const g = state.game;
    const ply = g ? shownPly() : 0;
    const pieceBoard = g ? state.plies[ply].board : parsePlacement("WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw");
    root.appendChild(svg("rect", { class: "frame", x: 0, y: 0, width: 528, height: 528 }));

    const squares = svg("g", { class: "squares" });
    const dests = g && state.selected ? destinationsOf(state.selected) : [];
    const destSet = new Map(dests.map((m) => [m.to, m]));
    for (let i = 0; i < 100; i++) {
      const [x, y] = corner(i);
      const name = sqName(i);
      const dark = (i % 10 + Math.floor(i / 10)) % 2 === 0;
      const classes = ["square", dark ? "dark" : "light"];
      if (destSet.has(name)) classes.push("dest");
      if (name === state.selected) classes.push("picked");
      const p = pieceBoard && pieceBoard[i];
      const rect = svg("rect", {
        class: classes.join(" "), x, y, width: SQ, height: SQ, "data-square": name,
      });
      rect.appendChild(svg("title", {}, p ? pieceName(p) + " on " + name : name));
      squares.appendChild(rect);
    }
    root.appendChild(squares);

    // The last move shown: its path square by square, start and end marked.
    const last = g && ply > 0 ? state.plies[ply] : null;
    // Paths go under the pieces, their step numbers over them.
    const numbers = svg("g", { class: "step-numbers" });
    if (last && last.path) root.appendChild(drawPath(last.path, "last-move", last.mark === "~", numbers));
    if (state.hint && state.view === null) root.appendChild(drawPath(state.hint.path, "hint-path", false, numbers));

    const marks = svg("g", { class: "marks" });
    for (const m of dests) {
      const [cx, cy] = centre(m.to);
      if (m.escape) {
        marks.appendChild(svg("path", {
          class: "escape-mark", d: "M" + cx + " " + (cy - 10) + "l8 10l-8 10l-8 -10z",
        }));
      } else if (pieceBoard && pieceBoard[sqIndex(m.to)]) {
        marks.appendChild(svg("circle", { class: "capture-mark", cx, cy, r: 21 }));
      } else {
        marks.appendChild(svg("circle", { class: "dest-mark", cx, cy, r: 7 }));
      }
    }
    root.appendChild(marks);

    const hoverLayer = svg("g", { class: "hover", id: "hover-layer" });
    root.appendChild(hoverLayer);

    const pieces = svg("g", { class: "pieces" });
    if (pieceBoard) {
      for (let i = 0; i < 100; i++) {
        const p = pieceBoard[i];
        if (p) pieces.appendChild(drawPiece(i, p));
      }
    }
    root.appendChild(pieces);
    root.appendChild(numbers);
    root.appendChild(svg("g", { class: "step-numbers", id: "hover-numbers" }));

    const [kx, ky] = corner(sqIndex(state.cursor));
    root.appendChild(svg("rect", { class: "cursor", x: kx + 2, y: ky + 2, width: SQ - 4, height: SQ - 4 }));

    const coords = svg("g", { class: "coords" });
    for (let k = 0; k < 10; k++) {
      const [fx] = corner(k);
      coords.appendChild(svg("text", { x: fx + SQ / 2, y: 528 - 7 }, FILES[k]));
      coords.appendChild(svg("text", { x: fx + SQ / 2, y: 17 }, FILES[k]));
      const [, ry] = corner(10 * k);
      coords.appendChild(svg("text", { x: MARGIN / 2, y: ry + SQ / 2 + 5 }, String(k + 1)));
      coords.appendChild(svg("text", { x: 528 - MARGIN / 2, y: ry + SQ / 2 + 5 }, String(k + 1)));
    }
    root.appendChild(coords);
    drawHover();
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
    // The steps numbered, so a three-step walk reads in its order.
    path.forEach((name, k) => {
      if (k === 0 || sqIndex(name) < 0) return;
      const [cx, cy] = centre(name);
      numbers.appendChild(svg("text", { class: "step-number " + cls + "-number", x: cx + 15, y: cy - 11 }, String(k)));
    });
    return group;
  }

  function drawPiece(i, letter) {
    const [x, y] = corner(i);
    const cx = x + SQ / 2, cy = y + SQ / 2;
    const color = pieceColor(letter);
    const role = letter.toUpperCase();
    const g = svg("g", { class: "piece " + color + " role-" + role, "data-piece": letter, "data-on": sqName(i) });
    g.appendChild(svg("circle", { class: "disc", cx, cy, r: 19 }));
    if (role === "C" || role === "P") g.appendChild(svg("circle", { class: "ring", cx, cy, r: 15 }));
    g.appendChild(svg("text", { class: "letter", x: cx, y: cy, dy: "0.36em" }, role));
    return g;
  }

  // The path a destination's move takes, shown while the pointer (or the
  // keyboard's cursor) is on it.
  function drawHover() {
    const layer = $("hover-layer");
    const numbers = $("hover-numbers");
    if (!layer || !numbers) return;
    while (layer.firstChild) layer.removeChild(layer.firstChild);
    while (numbers.firstChild) numbers.removeChild(numbers.firstChild);
    if (!state.selected || !state.hover) return;
    const m = destinationsOf(state.selected).find((d) => d.to === state.hover);
    if (!m) return;
    layer.appendChild(drawPath(m.path, "hover-path", m.escape, numbers));
  }

  function render() {
    const g = state.game;
    drawBoard();
    if (!g) return;
    renderStatus();
    renderInfo();
    renderMoves();
    renderTaken();
    renderDuels();
    renderLinks();
    renderEngine();
    renderSelection();
    const ply = shownPly();
    $("position-text").value = positionTextAt(ply);
    $("record-link").setAttribute("href", "/api/games/" + encodeURIComponent(g.id) + "/record");
    $("record-link").setAttribute("download", "jetan-" + g.id + ".txt");
  }

  // The result with its reason. The crate's sentence names the result
  // itself ("Black won: took the Princess", "draw: ..."); a reason that
  // does not ("Black resigned") gets it in front.
  function resultText(outcome) {
    const who = outcome.result === "draw" ? "Drawn" : (SIDE_NAME[outcome.result] || String(outcome.result)) + " wins";
    const reason = typeof outcome.reason === "string" ? outcome.reason : "";
    if (/^(black won|orange won|draw)\b/i.test(reason)) return reason.charAt(0).toUpperCase() + reason.slice(1);
    return reason ? who + ": " + reason : who;
  }

  function renderStatus() {
    const g = state.game;
    let text;
    if (g.outcome) text = resultText(g.outcome);
    else {
      const side = g.to_move;
      text = SIDE_NAME[side] + " to move";
      if (isEngine(side)) text += " - the engine is thinking";
      else if (state.tokens[side]) text += mySides().length === 2 ? "" : " - your move";
      else text += " - waiting for " + SIDE_NAME[side];
    }
    $("status").textContent = text;
    $("status").setAttribute("data-to-move", g.to_move);
    const result = $("result");
    result.hidden = !g.outcome;
    result.textContent = g.outcome ? resultText(g.outcome) : "";
  }

  function renderInfo() {
    const g = state.game;
    $("rules-line").textContent = "Game " + g.id + ", rules: " + (g.rules ? g.rules : "the appendix (defaults)") +
      (isDuelGame() ? ", duels decided by " + ({ fair: "a coin", values: "the pieces' values", ask: "the players" }[g.duels] || "the server") : "");
    const seats = SIDES.map((s) => {
      const seat = seatOf(s);
      let who = seat ? describeSeat(seat) : state.tokens[s] ? "you" : "a player";
      if (state.tokens[s] && seat === "human") who = mySides().length === 2 ? "a person here" : "you";
      return SIDE_NAME[s] + ": " + who;
    });
    $("seats-line").textContent = seats.join("; ") + "; " + SIDE_NAME[firstSide()] + " moved first.";
  }

  function renderMoves() {
    const g = state.game;
    const list = $("move-list");
    while (list.firstChild) list.removeChild(list.firstChild);
    const current = shownPly();
    const fields = String(g.start).split(/\s+/);
    let number = Number(fields[4] || 1);
    let row = null;
    for (let i = 1; i < state.plies.length; i++) {
      const side = sideAt(i - 1);
      if (!row || side === "black") {
        row = el("li", { class: "move-row" });
        row.appendChild(el("span", { class: "number" }, number + (side === "orange" ? "..." : ".")));
        list.appendChild(row);
      }
      const b = el("button", { type: "button", class: "move" + (i === current ? " current" : ""), "data-ply": String(i) },
        state.plies[i].algebraic);
      b.setAttribute("aria-label", "Move " + number + ", " + SIDE_NAME[side] + ": " + state.plies[i].algebraic);
      if (i === current) b.setAttribute("aria-current", "step");
      b.addEventListener("click", () => viewPly(i));
      row.appendChild(b);
      if (side === "orange") { number += 1; row = null; }
    }
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
    const lost = { black: [], orange: [] };
    const upto = shownPly();
    for (let i = 1; i <= upto; i++) {
      const t = state.plies[i].taken;
      if (t) lost[pieceColor(t)].push(t);
    }
    for (const side of SIDES) {
      const tray = $("taken-" + side);
      while (tray.firstChild) tray.removeChild(tray.firstChild);
      if (!lost[side].length) tray.textContent = "nothing";
      for (const t of lost[side]) {
        tray.appendChild(el("span", { class: "taken " + side, title: pieceName(t) }, t.toUpperCase()));
      }
    }
    // The wager (RULES.md 7): each side pays the value of what it lost.
    const g = state.game;
    let owed;
    if (state.view === null && g.ledger && typeof g.ledger === "object") {
      owed = { black: Number(g.ledger.black) || 0, orange: Number(g.ledger.orange) || 0 };
    } else {
      owed = { black: 0, orange: 0 };
      for (const side of SIDES) for (const t of lost[side]) owed[side] += (VALUE_TENTHS[t.toUpperCase()] || 0) / 10;
    }
    const net = Math.round((owed.black - owed.orange) * 10) / 10;
    let text = "Wager: Black's losses " + owed.black.toFixed(1) + ", Orange's " + owed.orange.toFixed(1);
    if (net > 0) text += " - Black owes Orange " + net.toFixed(1) + ".";
    else if (net < 0) text += " - Orange owes Black " + (-net).toFixed(1) + ".";
    else text += " - even.";
    $("ledger").textContent = text;
  }

  function renderDuels() {
    const box = $("duels-box");
    box.hidden = !isDuelGame();
    if (box.hidden) return;
    const list = $("duel-list");
    while (list.firstChild) list.removeChild(list.firstChild);
    for (let i = 1; i < state.plies.length; i++) {
      const p = state.plies[i];
      if (!p.mover || !p.target || p.mark === "~") continue;
      if (p.target.toUpperCase() === "P") continue; // onto the Princess: no duel
      const fell = p.mark === "*" ? p.mover : p.target;
      const winner = p.mark === "*" ? p.target : p.mover;
      const li = el("li", { class: "duel", "data-ply": String(i) });
      li.appendChild(el("span", { class: "duel-move" }, p.algebraic + ": "));
      li.appendChild(document.createTextNode(pieceName(p.mover) + " attacks " + pieceName(p.target) + " on " + p.to + "; "));
      li.appendChild(el("strong", {}, pieceName(winner) + " wins, " + pieceName(fell) + " falls."));
      list.appendChild(li);
    }
    if (!list.firstChild) list.appendChild(el("li", { class: "note" }, "No duel yet: every capture but one of the Princess is fought out."));
  }

  function renderLinks() {
    const g = state.game;
    const box = $("links-box");
    const humans = SIDES.filter((s) => state.tokens[s]);
    box.hidden = false;
    const list = $("link-list");
    while (list.firstChild) list.removeChild(list.firstChild);
    for (const s of humans) {
      const li = el("li");
      li.appendChild(el("span", {}, SIDE_NAME[s] + "'s link: "));
      const only = { black: null, orange: null };
      only[s] = state.tokens[s];
      const url = linkFor(g.id, only);
      li.appendChild(el("a", { href: url, class: "seat-link", "data-side": s }, url));
      list.appendChild(li);
    }
    const li = el("li");
    li.appendChild(el("span", {}, "Watch: "));
    const watch = linkFor(g.id, {});
    li.appendChild(el("a", { href: watch, class: "watch-link" }, watch));
    list.appendChild(li);
  }

  function renderEngine() {
    const engine = SIDES.some(isEngine);
    $("engine-box").hidden = !engine;
    if (!engine) return;
    const g = state.game;
    const mine = mySides().length > 0;
    $("hint-button").hidden = !!state.missing.hint || !mine;
    $("undo-button").hidden = !!state.missing.undo || !mine;
    $("resign-button").hidden = !!state.missing.resign || !mine;
    $("hint-button").disabled = !canMoveNow();
    $("undo-button").disabled = !!g.outcome || state.busy || !mySides().some((s) => movesBy(s) > 0);
    $("resign-button").disabled = !!g.outcome || state.busy;
    $("hint-line").textContent = state.hint ? "Hint: " + state.hint.text : "";
    const engineSide = SIDES.find(isEngine);
    const label = $("strength-label");
    label.hidden = !!state.missing.seat || !mine || !engineSide;
    if (!label.hidden) {
      const select = $("strength-select");
      const want = strengthOfSeat(seatOf(engineSide));
      if (!select.options.length) for (const [v, t] of STRENGTHS) select.appendChild(el("option", { value: v }, t));
      if (want && [...select.options].some((o) => o.value === want)) select.value = want;
    }
    renderThinking();
  }

  function movesBy(side) {
    let n = 0;
    for (let i = 0; i < state.game.moves.length; i++) if (sideAt(i) === side) n++;
    return n;
  }

  function renderThinking() {
    const t = state.thinking;
    const line = $("thinking");
    const g = state.game;
    if (!t || !g || g.outcome) { line.textContent = g && g.outcome ? "" : "\u00a0"; return; }
    const parts = [];
    if (t.depth !== undefined) parts.push("depth " + t.depth);
    if (typeof t.win_in === "number") parts.push(t.win_in > 0 ? "wins in " + t.win_in : "loses in " + -t.win_in);
    else if (typeof t.score === "number") parts.push("score " + points(t.score));
    if (t.nodes !== undefined) parts.push(Number(t.nodes).toLocaleString("en") + " positions");
    let pv = Array.isArray(t.pv_algebraic) ? t.pv_algebraic : null;
    if (!pv && Array.isArray(t.pv)) pv = algebraicLine(t.pv);
    // The engine's last report stays up after its move, said in the past.
    const now = !t.side || t.side === g.to_move;
    const who = t.side && SIDE_NAME[t.side] ? SIDE_NAME[t.side] + (now ? " thinks: " : " thought: ") : "Thinking: ";
    line.textContent = who + parts.join(", ") + (pv && pv.length ? "; expects " + pv.join(" ") : "");
  }

  // The engine's centipoints (hundredths of a point of material, a
  // Panthan 2.00) as points with their sign.
  function points(score) {
    return (score > 0 ? "+" : score < 0 ? "-" : "") + (Math.abs(score) / 100).toFixed(2);
  }

  // Coordinate moves from the live position, in algebraic text.
  function algebraicLine(moves) {
    let board = state.plies.length ? state.plies[state.plies.length - 1].board : null;
    const out = [];
    for (const m of moves) {
      const done = board && applyMove(board, String(m));
      if (!done) { out.push(String(m)); board = null; continue; }
      out.push(done.algebraic);
      board = done.board;
    }
    return out;
  }

  function renderSelection() {
    const sel = $("selection");
    const bar = $("selection-bar");
    const g = state.game;
    if (!state.selected) {
      bar.hidden = true;
      if (g.outcome) sel.textContent = "";
      else if (state.view !== null) sel.textContent = "";
      else if (canMoveNow()) sel.textContent = state.legalMissing ? "Type your move in the box below." : "Pick a piece to see where it can go.";
      else sel.textContent = "";
      return;
    }
    const board = state.plies[state.plies.length - 1].board;
    const p = board[sqIndex(state.selected)];
    const dests = destinationsOf(state.selected);
    const escape = p && p.toUpperCase() === "P" && hasEscape(state.selected);
    bar.hidden = !escape;
    $("escape-button").setAttribute("aria-pressed", String(state.escapeMode));
    $("escape-button").classList.toggle("on", state.escapeMode);
    let text = (p ? pieceName(p) : "The square") + " on " + state.selected + ": ";
    if (!state.legalMissing && state.legalFor !== legalKey(g)) text += "its moves are on their way.";
    else if (state.escapeMode) text += dests.length + " squares for her escape, once a game.";
    else if (dests.length) text += dests.length + " destination" + (dests.length === 1 ? "" : "s") + ": " + dests.map((d) => d.to).filter((v, k, a) => a.indexOf(v) === k).join(" ") + ".";
    else text += "no legal move.";
    if (escape && !state.escapeMode) text += " Her escape is still hers (the Escape button).";
    sel.textContent = text;
  }

  // ---- Moving ----

  function clickSquare(name) {
    const g = state.game;
    if (!g) return;
    state.cursor = name;
    if (state.view !== null) { setMessage("You are looking at an earlier position: press End (or the last-move button) to play on."); return; }
    if (g.outcome) { setMessage("The game is over: " + resultText(g.outcome)); drawBoard(); return; }
    const board = state.plies[state.plies.length - 1].board;
    const piece = board && board[sqIndex(name)];
    const side = g.to_move;
    if (!state.tokens[side]) {
      setMessage(isEngine(side) ? "The engine is to move." :
        mySides().length ? "It is " + SIDE_NAME[side] + "'s turn." : "You are watching: only the holder of " + SIDE_NAME[side] + "'s link can move.");
      drawBoard();
      return;
    }
    if (state.selected === name) { select(null); return; }
    if (piece && pieceColor(piece) === side) { select(name); return; }
    if (!state.selected) {
      setMessage(piece ? "That is " + pieceName(piece) + "; " + SIDE_NAME[side] + " is to move." : "Pick one of " + SIDE_NAME[side] + "'s pieces first.");
      drawBoard();
      return;
    }
    const options = destinationsOf(state.selected).filter((m) => m.to === name);
    if (!options.length) {
      // Not a lit square: the server says why, in the crate's words.
      const from = state.selected;
      sendMove(from + (state.escapeMode ? "~" : "") + name);
      return;
    }
    chooseAndSend(options);
  }

  async function chooseAndSend(options) {
    const g = state.game;
    const wins = options.find((m) => m.duel !== "falls");
    const falls = options.find((m) => m.duel === "falls");
    if (falls && g.duels === "ask") {
      const choice = await askDuel(wins || options[0], falls);
      if (choice === "wins") sendMove(wins.move);
      else if (choice === "falls") sendMove(falls.move);
      return;
    }
    // The server decides a duel by the game's setting: send the capture.
    sendMove((wins || options[0]).move);
  }

  function askDuel(wins, falls) {
    const board = state.plies[state.plies.length - 1].board;
    const attacker = board[sqIndex(wins.from)], defender = board[sqIndex(wins.to)];
    const dialog = $("duel-dialog");
    $("duel-question").textContent = pieceName(attacker) + " attacks " + pieceName(defender) + " on " + wins.to + ". Who fell?";
    $("duel-attacker-wins").textContent = pieceName(defender) + " fell";
    $("duel-attacker-falls").textContent = pieceName(attacker) + " fell";
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue), { once: true });
      dialog.returnValue = "cancel";
      dialog.showModal();
    });
  }

  function select(name) {
    state.selected = name;
    state.escapeMode = false;
    state.hover = null;
    if (name) setMessage("");
    render();
  }

  async function sendMove(text) {
    const g = state.game;
    const side = g.to_move;
    const token = state.tokens[side];
    if (!token) { setMessage("You hold no link for " + SIDE_NAME[side] + "."); return; }
    state.busy = true;
    state.hint = null;
    const r = await api("POST", "/api/games/" + encodeURIComponent(g.id) + "/moves", { move: text, token });
    state.busy = false;
    if (r.status === 200) {
      setMessage("");
      state.selected = null;
      onGame(r.data);
      announceLast();
      return true;
    }
    const prefix = r.status === 422 ? "Illegal move " + text + ": " : "Not played (" + text + "): ";
    setMessage(prefix + r.error, "error");
    state.selected = null;
    render();
    return false;
  }

  // After a duel, say at once who fell.
  function announceLast() {
    const p = state.plies[state.plies.length - 1];
    if (!isDuelGame() || !p || !p.target || p.mark === "~" || p.target.toUpperCase() === "P") return;
    const fell = p.mark === "*" ? p.mover : p.target;
    setMessage("Duel on " + p.to + ": " + pieceName(fell) + " falls.", "duel-news");
  }

  // ---- Stepping through the game ----

  function viewPly(ply) {
    const n = state.game.moves.length;
    stopReplay();
    state.view = ply >= n ? null : Math.max(0, ply);
    state.selected = null;
    render();
  }

  function stopReplay() {
    if (state.replayTimer) clearInterval(state.replayTimer);
    state.replayTimer = null;
  }

  function startReplay() {
    if (!state.game || !state.game.moves.length) return;
    viewPly(0);
    state.replayTimer = setInterval(() => {
      const next = shownPly() + 1;
      if (next >= state.game.moves.length) { stopReplay(); state.view = null; render(); return; }
      state.view = next;
      render();
    }, 900);
  }

  // ---- Engine controls ----

  function myToken() {
    const g = state.game;
    return state.tokens[g.to_move] || state.tokens[mySides()[0]];
  }

  async function control(name, body, confirmText) {
    const g = state.game;
    if (confirmText && !window.confirm(confirmText)) return null;
    state.busy = true;
    render();
    const r = await api("POST", "/api/games/" + encodeURIComponent(g.id) + "/" + name, body);
    state.busy = false;
    if (r.missing) {
      state.missing[name] = true;
      setMessage("This server does not offer " + name + ".");
      render();
      return null;
    }
    if (r.status !== 200) { setMessage(r.error, "error"); render(); return null; }
    return r.data;
  }

  async function hint() {
    if (!canMoveNow()) return;
    const data = await control("hint", { token: myToken() });
    if (!data || typeof data.move !== "string") return;
    const legal = state.legal && state.legal.find((m) => m.move === data.move);
    const c = parseCoordinate(data.move);
    const alg = typeof data.algebraic === "string" ? data.algebraic : algebraicLine([data.move])[0];
    state.hint = {
      move: data.move,
      path: legal ? legal.path : c ? [c.from, c.to] : [],
      text: alg + (data.depth !== undefined ? " (depth " + data.depth + (typeof data.score === "number" ? ", score " + points(data.score) : "") + ")" : ""),
    };
    render();
  }

  async function undo() {
    const data = await control("undo", { token: myToken() });
    if (data) { setMessage("Taken back."); state.view = null; onGame(data, true); }
  }

  async function resign() {
    const g = state.game;
    const side = state.tokens[g.to_move] ? g.to_move : mySides()[0];
    const data = await control("resign", { token: state.tokens[side] }, "Resign this game as " + SIDE_NAME[side] + "?");
    if (data) onGame(data, true);
  }

  async function changeStrength() {
    const side = SIDES.find(isEngine);
    if (!side) return;
    const value = $("strength-select").value;
    const data = await control("seat", { token: state.tokens[mySides()[0]], side, seat: seatFromStrength(value) });
    if (data) { onGame(data); setMessage("The engine now plays at " + STRENGTHS.find(([v]) => v === value)[1] + "."); }
  }

  // ---- The new-game dialog ----

  function buildDialog() {
    const presets = $("preset-select");
    PRESETS.forEach((p, k) => presets.appendChild(el("option", { value: String(k) }, p.name)));
    presets.appendChild(el("option", { value: "custom" }, "Your own"));
    const grid = $("option-grid");
    for (const [key, label, values] of OPTIONS) {
      const l = el("label", {}, label + " ");
      const s = el("select", { "data-option": key, name: key });
      for (const [v, text] of values) s.appendChild(el("option", { value: v }, text));
      s.addEventListener("change", () => { presets.value = matchingPreset(); optionsToText(); });
      l.appendChild(s);
      grid.appendChild(l);
    }
    for (const seat of document.querySelectorAll(".seat")) {
      const strength = seat.querySelector(".seat-strength");
      for (const [v, t] of STRENGTHS) strength.appendChild(el("option", { value: v }, t));
      strength.value = DEFAULT_STRENGTH;
      const kind = seat.querySelector(".seat-kind");
      const sync = () => { strength.hidden = kind.value !== "engine"; };
      kind.addEventListener("change", sync);
      sync();
    }
    presets.addEventListener("change", () => {
      if (presets.value === "custom") return;
      const p = PRESETS[Number(presets.value)];
      textToOptions(p.rules);
      $("rules-text").value = p.rules;
      $("first-select").value = p.first;
      $("preset-note").textContent = p.note;
      syncDuels();
    });
    $("rules-text").addEventListener("input", () => { textToOptions($("rules-text").value); presets.value = matchingPreset(); });
    presets.value = "0";
    $("preset-note").textContent = PRESETS[0].note;
    syncDuels();
  }

  function optionsToText() {
    const items = [];
    for (const s of document.querySelectorAll("#option-grid select")) {
      const key = s.getAttribute("data-option");
      const def = OPTIONS.find(([k]) => k === key)[2][0][0];
      if (s.value !== def) items.push(key + "=" + s.value);
    }
    $("rules-text").value = items.join(",");
    syncDuels();
  }

  function textToOptions(text) {
    for (const s of document.querySelectorAll("#option-grid select")) {
      const v = ruleValue(text, s.getAttribute("data-option"));
      if ([...s.options].some((o) => o.value === v)) s.value = v;
    }
    syncDuels();
  }

  function matchingPreset() {
    const text = $("rules-text").value;
    const k = PRESETS.findIndex((p) => p.rules === text);
    $("preset-note").textContent = k >= 0 ? PRESETS[k].note : "";
    return k >= 0 ? String(k) : "custom";
  }

  function syncDuels() {
    const duel = document.querySelector('#option-grid select[data-option="capture"]').value === "duel";
    $("duels-select").disabled = !duel;
    $("duels-select").parentElement.classList.toggle("off", !duel);
  }

  function openDialog() {
    $("new-game-error").textContent = "";
    $("new-game").showModal();
  }

  async function startGame(e) {
    e.preventDefault();
    const body = { rules: $("rules-text").value.trim() };
    for (const seat of document.querySelectorAll(".seat")) {
      const side = seat.getAttribute("data-side");
      body[side] = seat.querySelector(".seat-kind").value === "engine"
        ? seatFromStrength(seat.querySelector(".seat-strength").value) : "human";
    }
    if (ruleValue(body.rules, "capture") === "duel") body.duels = $("duels-select").value;
    // Black first is WEB.md's default: the field is sent only when it says more.
    if ($("first-select").value !== "black") body.first = $("first-select").value;
    const r = await api("POST", "/api/games", body);
    if (r.status !== 201 || !r.data || !r.data.id) {
      $("new-game-error").textContent = "Not started: " + r.error;
      return;
    }
    $("new-game").close();
    const tokens = (r.data && r.data.tokens) || {};
    await openGame(String(r.data.id), tokens);
  }

  // ---- Records ----

  // The tags and moves of a record (the crate's format, after PGN), read
  // only as far as replaying it through the server needs.
  function readRecord(text) {
    const tags = {};
    const body = text.replace(/\{[^}]*\}/g, " ").replace(/\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]/g, (all, name, value) => {
      tags[name] = value.replace(/\\(.)/g, "$1");
      return " ";
    });
    const moves = [];
    for (const token of body.split(/\s+/)) {
      const t = token.replace(/^\d+\.(\.\.)?/, "");
      if (!t || /^[\d*½]/.test(t)) continue;
      moves.push(t);
    }
    return { tags, moves };
  }

  async function uploadRecord(file) {
    const text = await file.text();
    const record = readRecord(text);
    const rules = record.tags.Rules || "";
    const body = { rules, black: "human", orange: "human" };
    if (record.tags.First && record.tags.First.toLowerCase() === "orange") body.first = "orange";
    if (ruleValue(rules, "capture") === "duel") body.duels = "ask";
    // This server replays the record itself; one that does not leaves the
    // game empty, and the page then plays the moves through it.
    body.record = text;
    const r = await api("POST", "/api/games", body);
    if (r.status !== 201) { setMessage("The record was not read: " + r.error, "error"); return; }
    const id = String(r.data.id), tokens = r.data.tokens || {};
    const made = await api("GET", "/api/games/" + encodeURIComponent(id));
    // A server that read the record itself has played its moves already.
    if (made.status === 200 && made.data.moves.length === 0) {
      let to = made.data.to_move;
      for (let k = 0; k < record.moves.length; k++) {
        const m = await api("POST", "/api/games/" + encodeURIComponent(id) + "/moves", { move: record.moves[k], token: tokens[to] });
        if (m.status !== 200) {
          setMessage("Move " + (k + 1) + " of the record (" + record.moves[k] + ") was not played: " + m.error, "error");
          break;
        }
        to = m.data.to_move;
      }
    }
    await openGame(id, tokens);
    startReplay();
  }

  async function copyPosition() {
    const text = $("position-text").value;
    try {
      await navigator.clipboard.writeText(text);
      setMessage("Position text copied.");
    } catch (e) {
      $("position-text").select();
      setMessage(document.execCommand && document.execCommand("copy") ? "Position text copied." : "Select the text and copy it.");
    }
  }

  function renderRecent() {
    const list = $("recent-list");
    while (list.firstChild) list.removeChild(list.firstChild);
    for (const g of knownGames().slice(0, 6)) {
      const li = el("li");
      const sides = SIDES.filter((s) => g.tokens && g.tokens[s]).map((s) => SIDE_NAME[s]).join(" and ");
      const b = el("button", { type: "button", class: "recent" }, "Game " + g.id + (sides ? " (" + sides + ")" : " (watching)"));
      b.addEventListener("click", () => openGame(g.id, g.tokens || {}));
      li.appendChild(b);
      list.appendChild(li);
    }
  }

  function openFromText(text) {
    const t = text.trim();
    const hash = t.includes("#") ? t.slice(t.indexOf("#") + 1) : null;
    if (hash !== null) {
      const p = new URLSearchParams(hash);
      if (p.get("game")) return openGame(p.get("game"), { black: p.get("black"), orange: p.get("orange") });
    }
    if (t) {
      const known = knownGames().find((g) => g.id === t);
      return openGame(t, known ? known.tokens : {});
    }
  }

  // ---- Keyboard ----

  function moveCursor(dx, dy) {
    // dx, dy on the screen; the board may be turned.
    const i = sqIndex(state.cursor);
    let file = i % 10, rank = Math.floor(i / 10);
    if (state.flipped) { dx = -dx; dy = -dy; }
    file = Math.min(9, Math.max(0, file + dx));
    rank = Math.min(9, Math.max(0, rank - dy));
    state.cursor = sqName(file + 10 * rank);
    state.hover = state.selected ? state.cursor : null;
    drawBoard();
  }

  function boardKey(e) {
    const keys = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (keys[e.key]) { e.preventDefault(); e.stopPropagation(); moveCursor(...keys[e.key]); return; }
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); clickSquare(state.cursor); return; }
    if (e.key === "Escape") { e.preventDefault(); select(null); }
  }

  function pageKey(e) {
    const t = e.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA" || t.isContentEditable)) return;
    if (document.querySelector("dialog[open]") || !state.game || e.ctrlKey || e.metaKey || e.altKey) return;
    const n = state.game.moves.length;
    const at = shownPly();
    if (e.key === "ArrowLeft") { e.preventDefault(); viewPly(at - 1); }
    else if (e.key === "ArrowRight") { e.preventDefault(); viewPly(at + 1); }
    else if (e.key === "Home") { e.preventDefault(); viewPly(0); }
    else if (e.key === "End") { e.preventDefault(); viewPly(n); }
    else if (e.key === "f" || e.key === "F") { state.flipped = !state.flipped; drawBoard(); }
    else if (e.key === "h" || e.key === "H") hint();
    else if (e.key === "u" || e.key === "U") undo();
    else if (e.key === "n" || e.key === "N") openDialog();
  }

  // ---- Start ----

  function wire() {
    const board = $("board");
    board.addEventListener("click", (e) => {
      const sq = e.target.closest && e.target.closest("[data-square]");
      if (sq) { board.focus({ preventScroll: true }); clickSquare(sq.getAttribute("data-square")); }
    });
    board.addEventListener("mouseover", (e) => {
      const sq = e.target.closest && e.target.closest("[data-square]");
      const name = sq ? sq.getAttribute("data-square") : null;
      if (name !== state.hover) { state.hover = name; drawHover(); }
    });
    board.addEventListener("mouseleave", () => { state.hover = null; drawHover(); });
    board.addEventListener("keydown", boardKey);
    document.addEventListener("keydown", pageKey);
    $("escape-button").addEventListener("click", () => {
      state.escapeMode = !state.escapeMode;
      render();
    });
    $("move-form").addEventListener("submit", async (e) => {
      e.preventDefault();
      const input = $("move-input");
      const text = input.value.trim();
      if (!text || !state.game) return;
      if (await sendMove(text)) input.value = "";
    });
    $("new-game-button").addEventListener("click", openDialog);
    $("cancel-button").addEventListener("click", () => $("new-game").close());
    $("new-game-form").addEventListener("submit", startGame);
    $("flip-button").addEventListener("click", () => { state.flipped = !state.flipped; drawBoard(); });
    $("first-button").addEventListener("click", () => viewPly(0));
    $("back-button").addEventListener("click", () => viewPly(shownPly() - 1));
    $("forward-button").addEventListener("click", () => viewPly(shownPly() + 1));
    $("last-button").addEventListener("click", () => viewPly(state.game.moves.length));
    $("replay-button").addEventListener("click", startReplay);
    $("hint-button").addEventListener("click", hint);
    $("undo-button").addEventListener("click", undo);
    $("resign-button").addEventListener("click", resign);
    $("strength-select").addEventListener("change", changeStrength);
    $("copy-button").addEventListener("click", copyPosition);
    $("record-file").addEventListener("change", (e) => {
      const f = e.target.files && e.target.files[0];
      if (f) uploadRecord(f);
      e.target.value = "";
    });
    $("open-form").addEventListener("submit", (e) => { e.preventDefault(); openFromText($("open-input").value); });
    window.addEventListener("hashchange", () => {
      const h = readHash();
      if (h && (!state.game || h.id !== state.game.id)) openGame(h.id, h.tokens);
    });
  }

  // Presets the server knows beyond the page's own (`GET /api/rules`).
  async function serverPresets() {
    const r = await api("GET", "/api/rules");
    if (r.status !== 200 || !r.data || !Array.isArray(r.data.presets)) return;
    const select = $("preset-select");
    const custom = select.querySelector('option[value="custom"]');
    for (const p of r.data.presets) {
      if (!p || typeof p.rules !== "string" || typeof p.name !== "string") continue;
      if (PRESETS.some((q) => q.rules === p.rules)) continue;
      PRESETS.push({ name: p.name, rules: p.rules, first: "black", note: "" });
      select.insertBefore(el("option", { value: String(PRESETS.length - 1) }, p.name), custom);
    }
  }

  async function main() {
    buildDialog();
    serverPresets();
    wire();
    drawBoard();
    const fromHash = readHash();
    let opened = false;
    if (fromHash) {
      // The address is what the link gives: a watch link watches, even in
      // a browser that holds the game's tokens.
      opened = await openGame(fromHash.id, fromHash.tokens);
    } else {
      const last = knownGames()[0];
      if (last) opened = await openGame(last.id, last.tokens || {});
    }
    renderRecent();
    if (!opened) {
      $("status").textContent = "No game yet";
      openDialog();
    }
  }

  document.addEventListener("DOMContentLoaded", main);
})();
