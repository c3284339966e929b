// The player's settings, kept in this browser: letters on the pieces
// instead of their drawings, and a sound when the other side moves (off
// unless asked for: a page that beeps unasked is one people close).

const KEY = "jetan.settings";

const defaults = { letters: false, sound: false };

export function settings() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "{}");
    return { ...defaults, ...(saved && typeof saved === "object" ? saved : {}) };
  } catch (e) {
    return { ...defaults };
  }
}

export function saveSettings(changes) {
  const next = { ...settings(), ...changes };
  try { localStorage.setItem(KEY, JSON.stringify(next)); } catch (e) { /* storage off */ }
  return next;
}

let audio = null;

// A short, soft tone, made here: the page loads nothing but its own files.
export function chime() {
  if (!settings().sound) return;
  try {
    audio = audio || new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
  } catch (e) { /* no sound here */ }
}
