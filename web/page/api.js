// Talking to the server (WEB.md and web/README.md): requests, and the
// game's event stream.

export async function api(method, path, body) {
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
  return { status: response.status, data, error };
}

export const gamePath = (id, tail) => "/api/games/" + encodeURIComponent(id) + (tail ? "/" + tail : "");

// Follows game `id`: `onGame` with each game event, `onThinking` with the
// engine's progress. Polls while the stream is down (EventSource
// reconnects by itself). Answers a function that stops following.
export function follow(id, onGame, onThinking) {
  let poll = null;
  const startPolling = () => {
    if (poll) return;
    poll = setInterval(async () => {
      const r = await api("GET", gamePath(id));
      if (r.status === 200) onGame(r.data);
    }, 1500);
  };
  const stopPolling = () => { if (poll) clearInterval(poll); poll = null; };
  if (typeof EventSource !== "function") {
    startPolling();
    return stopPolling;
  }
  const source = new EventSource(gamePath(id, "events"));
  let open = true;
  source.addEventListener("game", (e) => {
    if (!open) return;
    try { onGame(JSON.parse(e.data)); } catch (err) { /* not JSON: ignored */ }
  });
  source.addEventListener("thinking", (e) => {
    if (!open) return;
    try { onThinking(JSON.parse(e.data)); } catch (err) { /* ignored */ }
  });
  source.onerror = () => { if (open) startPolling(); };
  source.onopen = () => stopPolling();
  return () => { open = false; source.close(); stopPolling(); };
}
