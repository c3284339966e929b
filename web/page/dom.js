// The page's small tools for the document. Everything shown that comes
// from outside (names, records, the server's errors, rule text) goes in
// through textContent or setAttribute, never as markup.

export const $ = (id) => document.getElementById(id);

const SVG_NS = "http://www.w3.org/2000/svg";

export function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function svg(tag, attrs, text) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
}

// Copies `text`, with the page's fallback where the clipboard is closed
// (an address without TLS): select `input` for the person to copy.
export async function copyText(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (e) {
    if (input) input.select();
    return !!(document.execCommand && document.execCommand("copy"));
  }
}
