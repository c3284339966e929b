// The new-game dialog: two buttons first (the computer, a friend), a
// strength and a side; the rules folded under one "Rules" section, the
// presets first, every option and its readings as the server lists them.

import { api } from "./api.js";
import { $, clear, el } from "./dom.js";
import { state } from "./state.js";

// How the page names the presets and options for a person; the presets,
// options and readings themselves come from the server (`GET /api/rules`).
const PRESET_LABELS = {
  appendix: ["The book (appendix)", "The rules of the appendix of The Chessmen of Mars, as RULES.md reads it.", "black"],
  manator: ["Manator, with duels", "Chapter 17: the Chiefs face each other and every capture is a duel (Orange moved first in the book's game).", "orange"],
  "jetan-agents": ["JetanAgents", "The JetanAgents teaching framework (Python); the southern side moves first.", "black"],
  friedlander: ["Friedlander's applet", "Ed Friedlander's Martian Chess applet at the Chess Variant Pages.", "black"],
};

const OPTION_LABELS = {
  setup: "Set-up", steps: "Step count", thoat: "Thoat", panthan: "Panthan", princess: "Princess's path",
  escape: "Escape", chief: "Chief taken by a lesser piece", material: "Material draw", "no-move": "No legal move",
  capture: "Capture", threat: "Princess threat judged", "escape-when": "Escape allowed", flier: "Flier",
};

export const presetLabel = (name) => (PRESET_LABELS[name] || [name])[0];

// The rule options' text from the selects: the readings that are not the
// default (the first), in the server's order.
function optionsToText() {
  const items = [];
  for (const s of document.querySelectorAll("#option-grid select")) {
    if (s.selectedIndex > 0) items.push(s.getAttribute("data-option") + "=" + s.value);
  }
  return items.join(",");
}

// The selects set from rule text; a preset name first is the preset's
// rules.
function textToOptions(text) {
  const first = text.split(",")[0];
  const preset = state.rules.presets.find((p) => p.name === first);
  const full = preset ? [preset.rules, ...text.split(",").slice(1)].filter((t) => t).join(",") : text;
  const values = {};
  for (const item of full.split(",")) {
    const [k, v] = item.split("=");
    if (k && v) values[k] = v;
  }
  for (const s of document.querySelectorAll("#option-grid select")) {
    const key = s.getAttribute("data-option");
    s.value = values[key] || s.options[0].value;
  }
}

function syncRules() {
  const text = $("rules-text").value.trim();
  const preset = state.rules.presets.find((p) => p.rules === text);
  $("preset-select").value = preset ? preset.name : "custom";
  $("preset-note").textContent = preset ? (PRESET_LABELS[preset.name] || ["", ""])[1] : "";
  $("rules-summary").textContent = preset ? presetLabel(preset.name) : "your own: " + text;
  const duel = document.querySelector('#option-grid select[data-option="capture"]');
  const on = !!duel && duel.value === "duel";
  $("duels-select").disabled = !on;
  $("duels-select").parentElement.classList.toggle("off", !on);
}

export async function buildDialog() {
  const r = await api("GET", "/api/rules");
  if (r.status !== 200 || !r.data) return;
  state.rules = { presets: r.data.presets || [], options: r.data.options || [] };
  state.levels = r.data.levels || [];
  const strength = $("strength-choice");
  clear(strength);
  for (const l of state.levels) strength.appendChild(el("option", { value: l.name }, l.label));
  strength.value = r.data.default_level || (state.levels[0] && state.levels[0].name) || "";
  const presets = $("preset-select");
  clear(presets);
  for (const p of state.rules.presets) presets.appendChild(el("option", { value: p.name }, presetLabel(p.name)));
  presets.appendChild(el("option", { value: "custom" }, "Your own"));
  const grid = $("option-grid");
  clear(grid);
  for (const o of state.rules.options) {
    const label = el("label", {}, (OPTION_LABELS[o.key] || o.key) + " ");
    const select = el("select", { "data-option": o.key, name: o.key });
    o.readings.forEach((v, k) => select.appendChild(el("option", { value: v }, v + (k === 0 ? " (default)" : ""))));
    select.addEventListener("change", () => { $("rules-text").value = optionsToText(); syncRules(); });
    label.appendChild(select);
    grid.appendChild(label);
  }
  presets.addEventListener("change", () => {
    const p = state.rules.presets.find((q) => q.name === presets.value);
    if (!p) return;
    $("rules-text").value = p.rules;
    textToOptions(p.rules);
    $("first-select").value = (PRESET_LABELS[p.name] || [0, 0, "black"])[2];
    syncRules();
  });
  $("rules-text").addEventListener("input", () => { textToOptions($("rules-text").value.trim()); syncRules(); });
  $("rules-text").value = "";
  textToOptions("");
  syncRules();
}

export function openDialog() {
  $("new-game-error").textContent = "";
  $("new-game").showModal();
}

// The body of `POST /api/games` for the choice `kind` (`computer`,
// `friend` or `watch`).
function bodyFor(kind) {
  const rules = $("rules-text").value.trim();
  const level = state.levels.find((l) => l.name === $("strength-choice").value) || state.levels[0];
  const engine = level ? level.seat : { engine: { nodes: 4000 } };
  const side = $("side-choice").value;
  const body = { rules };
  if (kind === "computer") {
    body.black = side === "black" ? "human" : engine;
    body.orange = side === "orange" ? "human" : engine;
  } else if (kind === "watch") {
    const watched = state.levels.find((l) => l.watch) || level;
    body.black = watched.seat;
    body.orange = watched.seat;
  } else {
    body.black = "human";
    body.orange = "human";
  }
  const duel = document.querySelector('#option-grid select[data-option="capture"]');
  if (duel && duel.value === "duel") body.duels = $("duels-select").value;
  if ($("first-select").value !== "black") body.first = $("first-select").value;
  return body;
}

// Starts the game the dialog's button `kind` asks for; answers the
// server's answer, or null (the error said in the dialog).
export async function startFromDialog(kind) {
  const r = await api("POST", "/api/games", bodyFor(kind));
  if (r.status !== 201 || !r.data || !r.data.id) {
    $("new-game-error").textContent = "Not started: " + r.error;
    return null;
  }
  $("new-game").close();
  return r.data;
}

// The same game again, the colours swapped: each seat's player takes the
// other side, the rules and the first side as they were.
export async function rematch(game) {
  const body = { rules: game.rules, black: game.seats.orange, orange: game.seats.black };
  if (game.options && game.options.capture === "duel") body.duels = game.duels;
  if (game.first !== "black") body.first = game.first;
  const r = await api("POST", "/api/games", body);
  return r.status === 201 && r.data && r.data.id ? r.data : null;
}
