// The Jetan page: draws the game the server keeps and sends the moves a
// player makes. ES modules, no build step, no network but this server.
// This module wires the page's controls and opens the first game.

import { buildDialog, openDialog, startFromDialog } from "./newgame.js";
import { $, copyText } from "./dom.js";
import { setSquareHandler, wireBoard } from "./board.js";
import {
  answer, changeStrength, clickSquare, hint, offer, openFromText, openGame, render, resign,
  sendMove, startReplay, stopGame, toggleEscape, undo, viewPly,
} from "./play.js";
import { knownGames, readHash, renderRecent } from "./recent.js";
import { uploadRecord } from "./records.js";
import { saveSettings, settings } from "./settings.js";
import { setMessage, shownPly, state } from "./state.js";

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
  else if (e.key === "f" || e.key === "F") { state.flipped = !state.flipped; render(); }
  else if (e.key === "h" || e.key === "H") hint();
  else if (e.key === "u" || e.key === "U") undo();
  else if (e.key === "n" || e.key === "N") openDialog();
}

async function startGame(kind) {
  const made = await startFromDialog(kind);
  if (made) await openGame(String(made.id), made.tokens || {}, made.owner);
}

function wire() {
  setSquareHandler(clickSquare);
  wireBoard();
  document.addEventListener("keydown", pageKey);
  $("escape-button").addEventListener("click", toggleEscape);
  $("move-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const input = $("move-input");
    const text = input.value.trim();
    if (!text || !state.game) return;
    if (await sendMove(text)) input.value = "";
  });
  $("new-game-button").addEventListener("click", openDialog);
  $("cancel-button").addEventListener("click", () => $("new-game").close());
  $("new-game-form").addEventListener("submit", (e) => {
    e.preventDefault();
    startGame(e.submitter ? e.submitter.value : "computer");
  });
  $("flip-button").addEventListener("click", () => { state.flipped = !state.flipped; render(); });
  $("settings-button").addEventListener("click", () => {
    $("letters-setting").checked = settings().letters;
    $("sound-setting").checked = settings().sound;
    $("settings-dialog").showModal();
  });
  $("letters-setting").addEventListener("change", (e) => { saveSettings({ letters: e.target.checked }); render(); });
  $("sound-setting").addEventListener("change", (e) => saveSettings({ sound: e.target.checked }));
  $("first-button").addEventListener("click", () => viewPly(0));
  $("back-button").addEventListener("click", () => viewPly(shownPly() - 1));
  $("forward-button").addEventListener("click", () => viewPly(shownPly() + 1));
  $("last-button").addEventListener("click", () => viewPly(state.game.moves.length));
  $("replay-button").addEventListener("click", startReplay);
  $("hint-button").addEventListener("click", hint);
  $("undo-button").addEventListener("click", undo);
  $("resign-button").addEventListener("click", resign);
  $("two-resign-button").addEventListener("click", resign);
  $("stop-button").addEventListener("click", stopGame);
  $("offer-draw-button").addEventListener("click", () => offer("draw"));
  $("takeback-button").addEventListener("click", () => offer("takeback"));
  $("withdraw-button").addEventListener("click", () => answer(false));
  $("accept-button").addEventListener("click", () => answer(true));
  $("decline-button").addEventListener("click", () => answer(false));
  $("strength-select").addEventListener("change", changeStrength);
  $("copy-button").addEventListener("click", async () => {
    setMessage((await copyText($("position-text").value, $("position-text"))) ? "Position text copied." : "Select the text and copy it.");
    render();
  });
  $("record-file").addEventListener("change", async (e) => {
    const file = e.target.files && e.target.files[0];
    e.target.value = "";
    if (!file) return;
    const read = await uploadRecord(await file.text());
    if (read.error) { setMessage("The record was not read: " + read.error, "error"); render(); return; }
    await openGame(String(read.created.id), read.created.tokens || {}, read.created.owner);
    startReplay();
  });
  $("open-form").addEventListener("submit", (e) => { e.preventDefault(); openFromText($("open-input").value); });
  window.addEventListener("hashchange", () => {
    const h = readHash(location.hash);
    if (h && (!state.game || h.id !== state.game.id)) openGame(h.id, h.tokens);
  });
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && state.game) { render(); renderRecent(openGame); }
  });
  // The list of games kept up to date: each game's state every 20 s.
  setInterval(() => { if (!document.hidden) renderRecent(openGame); }, 20000);
}

async function main() {
  wire();
  render();
  await buildDialog();
  const fromHash = readHash(location.hash);
  let opened = false;
  if (fromHash) {
    // The address is what the link gives: a watch link watches, even in
    // a browser that holds the game's tokens.
    const known = knownGames().find((g) => g.id === fromHash.id);
    opened = await openGame(fromHash.id, fromHash.tokens, known && known.owner);
  } else {
    const last = knownGames()[0];
    if (last) opened = await openGame(last.id, last.tokens || {}, last.owner);
  }
  renderRecent(openGame);
  if (!opened) {
    $("status").textContent = "No game yet";
    openDialog();
  }
}

document.addEventListener("DOMContentLoaded", main);
