// Records: the server reads a record uploaded (its moves, players, duels
// and result) and makes it a game; the page only sends the text.

import { api } from "./api.js";

// The game made from the record `text`: the server's answer, or its
// error.
export async function uploadRecord(text) {
  const r = await api("POST", "/api/games", { record: text });
  if (r.status !== 201 || !r.data) return { error: r.error || "the record was not read" };
  return { created: r.data };
}
