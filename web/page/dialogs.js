// The page's dialogs: a question before a move that loses or draws at
// once and before resigning (the page's own, not the browser's confirm),
// who fell in a duel, and the end of a game.

import { $ } from "./dom.js";

function ask(dialog) {
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue), { once: true });
    dialog.returnValue = "";
    dialog.showModal();
  });
}

// Whether the player confirms `text`, the button saying `yes`.
export async function confirmDialog(title, text, yes) {
  $("confirm-title").textContent = title;
  $("confirm-text").textContent = text;
  $("confirm-yes").textContent = yes;
  return (await ask($("confirm-dialog"))) === "yes";
}

// Who fell in the duel of `attacker` on `defender` at `square`: `wins`
// (the defender fell), `falls` (the attacker) or anything else to cancel.
export function askDuel(attacker, defender, square) {
  $("duel-question").textContent = attacker + " attacks " + defender + " on " + square + ". Who fell?";
  $("duel-attacker-wins").textContent = defender + " fell";
  $("duel-attacker-falls").textContent = attacker + " fell";
  return ask($("duel-dialog"));
}

// The end of a game: who won and why, the material and the wager;
// answers `rematch`, `new` or `close`.
export function gameOverDialog(title, reason, ledger) {
  $("game-over-title").textContent = title;
  $("game-over-reason").textContent = reason;
  $("game-over-ledger").textContent = ledger;
  const dialog = $("game-over");
  if (dialog.open) return Promise.resolve("");
  return ask(dialog);
}
