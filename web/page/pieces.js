// Drawings of the eight Jetan pieces, one emblem each, after the marks
// Burroughs gives in the appendix of "The Chessmen of Mars".
//
// Why drawings: lettered discs misread for a chess player ("N" reads as a
// knight, "A" says nothing). Each emblem is a different silhouette, so a
// piece is told at a glance, and the rank marks still count as in the book:
//
//   Chief     C  a tall crown: ten jewels (five on the points, five in the band)
//   Princess  P  a slender circlet with one large jewel
//   Flier     F  a three-bladed propeller
//   Dwar      D  three feathers, fanned upright        (captain: 3 marks)
//   Padwar    A  two feathers crossed like an X       (lieutenant: 2 marks)
//   Warrior   W  two feathers standing side by side   (2 marks)
//   Thoat     T  the head of the Martian steed, its mouth split to the neck
//   Panthan   N  a single feather                      (1 mark)
//
// The book gives Padwar and Warrior two feathers each, so the drawing tells
// them apart by how the feathers stand, and the stance follows the move: the
// Padwar steps diagonally (crossed feathers), the Warrior and Dwar step
// straight (upright feathers). The feather count still ranks the foot
// soldiers: Panthan 1, Warrior and Padwar 2, Dwar 3. The Thoat's move
// includes the chess knight's, so a steed's head is the honest hint.
// The royals keep the old page's second ring, so both read as "royal" first.
//
// Colours are the board's: Black is a near-black disc with cream line-work,
// Orange an orange disc with dark brown line-work. Each disc has a rim in
// the line colour, so a black piece shows on a dark square and an orange
// piece on an orange one.
//
// Only SVG presentation attributes are used, no style attribute and no
// <style> element: the server's Content-Security-Policy has style-src 'self',
// which would drop inline styles. The class names are prefixed (jp-) so the
// page's rules for the old pieces (.disc, .ring, .letter) do not restyle these.
//
// No build step, no dependencies: import it as an ES module.

/** The eight role letters: the royals first, then the others. */
export const ROLES = Object.freeze(["C", "P", "F", "D", "A", "W", "T", "N"]);

/** Role letter -> English name. */
export const ROLE_NAMES = Object.freeze({
  C: "Chief",
  P: "Princess",
  F: "Flier",
  D: "Dwar",
  A: "Padwar",
  W: "Warrior",
  T: "Thoat",
  N: "Panthan",
});

/** Side -> name as the page writes it. */
export const SIDE_NAMES = Object.freeze({ black: "Black", orange: "Orange" });

/**
 * Role letter -> one line on how the piece moves, under the default rules
 * (docs/RULES.md section 3). What holds for every piece is in MOVE_NOTE.
 */
export const ROLE_MOVES = Object.freeze({
  C: "Chief: exactly three steps, straight or diagonal, mixed at will; cannot jump.",
  P: "Princess: three steps like the Chief but jumping; never captures, never ends on a threatened square; once a game she may escape to any safe empty square.",
  F: "Flier: exactly three diagonal steps, jumping over pieces.",
  D: "Dwar: exactly three straight steps; cannot jump.",
  A: "Padwar: exactly two diagonal steps; cannot jump.",
  W: "Warrior: exactly two straight steps; cannot jump.",
  T: "Thoat: one straight and one diagonal step, in either order; cannot jump.",
  N: "Panthan: one step forward, sideways or diagonally forward; never back.",
});

/** What every move shares, so ROLE_MOVES can stay one line each. */
export const MOVE_NOTE =
  "A step goes to a neighbouring square; a move may turn at every step but never visits a square twice, " +
  "and captures only on its last square.";

const SVG_NS = "http://www.w3.org/2000/svg";

// Base = the disc, ink = rim and emblem. The ink colours are the old page's
// letter and rim colours, so the new pieces sit in the same palette.
const PALETTE = Object.freeze({
  black: Object.freeze({ base: "#141414", ink: "#f3e3cc" }),
  orange: Object.freeze({ base: "#ffb55e", ink: "#3b1f05" }),
});

// ---------------------------------------------------------------------------
// The drawings, as data: [tag, attributes, children?]. The colour words
// "base" and "ink" in fill/stroke are resolved per side, so one drawing
// serves both sides and the string and DOM builders cannot disagree.

// One feather, tip up, quill at the origin's bottom: drawn around x = 0,
// from y = -34 (tip) to y = 32 (quill end). Callers place it with a
// transform. The vane leans a little to one side so it reads as a plume,
// not a leaf; the cut-outs along the edge make it a feather at 64 px and
// vanish harmlessly at 36 px.
function feather(transform) {
  return ["g", { transform }, [
    // Vane.
    ["path", {
      d: "M3 -34 C16 -24 15 2 6 20 L-5 20 C-14 2 -13 -22 3 -34 Z",
      fill: "ink", stroke: "base", "stroke-width": 2.5, "stroke-linejoin": "round",
    }],
    // Notches: small wedges of base colour cut into the vane's edges.
    ["path", { d: "M11.5 -15 L3 -9 L12 -11 Z M-11 -6 L-2 0 L-11.5 -2 Z M12.5 3 L4 8 L12 7 Z", fill: "base" }],
    // Shaft, then the bare quill below the vane.
    ["path", { d: "M1.5 -26 C1.8 -10 1.2 6 0.5 20", fill: "none", stroke: "base", "stroke-width": 2.6, "stroke-linecap": "round" }],
    ["path", { d: "M0.5 19 L0 31", fill: "none", stroke: "ink", "stroke-width": 4.5, "stroke-linecap": "round" }],
  ]];
}

// A short band the upright feathers stand in, so a pair and a fan read as
// one badge rather than loose strokes.
function band(x, w) {
  return ["rect", { x, y: 74, width: w, height: 7, rx: 3.5, fill: "ink" }];
}

const EMBLEMS = {
  // Crown: five points, each tipped with a jewel, five more set in the band.
  C: () => [
    ["path", {
      d: "M25 72 L22 40 L33 52 L36 30 L44 47 L50 24 L56 47 L64 30 L67 52 L78 40 L75 72 Z",
      fill: "ink", "stroke-linejoin": "round", stroke: "ink", "stroke-width": 2,
    }],
    ["circle", { cx: 22, cy: 38, r: 5, fill: "ink" }],
    ["circle", { cx: 36, cy: 28, r: 5, fill: "ink" }],
    ["circle", { cx: 50, cy: 22, r: 5, fill: "ink" }],
    ["circle", { cx: 64, cy: 28, r: 5, fill: "ink" }],
    ["circle", { cx: 78, cy: 38, r: 5, fill: "ink" }],
    // The band's line, and its five set jewels as base-coloured holes.
    ["path", { d: "M25 60 L75 60", stroke: "base", "stroke-width": 2.2, fill: "none" }],
    ["circle", { cx: 31, cy: 66.5, r: 3, fill: "base" }],
    ["circle", { cx: 40.5, cy: 66.5, r: 3, fill: "base" }],
    ["circle", { cx: 50, cy: 66.5, r: 3, fill: "base" }],
    ["circle", { cx: 59.5, cy: 66.5, r: 3, fill: "base" }],
    ["circle", { cx: 69, cy: 66.5, r: 3, fill: "base" }],
  ],

  // Circlet: a ring of gold seen a little from above, one cut gem set in
  // its front. The gem is outlined in base colour where it crosses the band.
  P: () => [
    ["ellipse", { cx: 50, cy: 60, rx: 30, ry: 11, fill: "none", stroke: "ink", "stroke-width": 6 }],
    // Gem: a brilliant's outline (table, crown, pavilion to a point).
    ["path", {
      d: "M39 24 L61 24 L72 39 L50 71 L28 39 Z",
      fill: "ink", stroke: "base", "stroke-width": 3, "stroke-linejoin": "round",
    }],
    // Facets: the girdle line and the two cuts that run to the point.
    ["path", {
      d: "M30 39 L70 39 M44 25 L40 39 L50 68 L60 39 L56 25",
      fill: "none", stroke: "base", "stroke-width": 2.2, "stroke-linejoin": "round",
    }],
  ],

  // Propeller: three swept blades round a hub; the sweep gives it spin.
  F: () => {
    const blade = "M50 50 C40 42 35 24 43 13 C53 9 63 22 56 44 Z";
    return [
      ["path", { d: blade, fill: "ink" }],
      ["path", { d: blade, fill: "ink", transform: "rotate(120 50 50)" }],
      ["path", { d: blade, fill: "ink", transform: "rotate(240 50 50)" }],
      ["circle", { cx: 50, cy: 50, r: 10, fill: "ink" }],
      ["circle", { cx: 50, cy: 50, r: 4, fill: "base" }],
    ];
  },

  // Three feathers fanned from one band.
  D: () => [
    feather("translate(29 46) rotate(-30) scale(0.8)"),
    feather("translate(71 46) rotate(30) scale(0.8)"),
    feather("translate(50 41) scale(0.86)"),
    band(33, 34),
  ],

  // Two feathers crossed: the diagonal stance of a diagonal mover.
  A: () => [
    feather("translate(50 50) rotate(-40) scale(1.05)"),
    feather("translate(50 50) rotate(40) scale(1.05)"),
  ],

  // Two feathers upright, side by side.
  W: () => [
    feather("translate(37 42) rotate(-7) scale(0.9)"),
    feather("translate(63 42) rotate(7) scale(0.9)"),
    band(30, 40),
  ],

  // Thoat's head in profile, facing left: a steed's long face (its move
  // includes the knight's), with the big eye and the mouth split back
  // towards the neck that Burroughs gives it.
  T: () => [
    ["path", {
      d: "M73 85 C76 66 73 50 64 38 L67 23 L57 31 C47 29 36 35 29 45 " +
        "C24 51 19 56 19 62 C19 68 25 71 32 69 L44 65 C52 63 57 68 53 75 " +
        "C50 79 47 82 46 85 Z",
      fill: "ink", stroke: "ink", "stroke-width": 2, "stroke-linejoin": "round",
    }],
    // Mouth, nostril, eye: cut out in base colour.
    ["path", { d: "M22 64 L50 60", fill: "none", stroke: "base", "stroke-width": 3, "stroke-linecap": "round" }],
    ["circle", { cx: 26, cy: 55, r: 2.3, fill: "base" }],
    ["circle", { cx: 47, cy: 43, r: 5.5, fill: "base" }],
    ["circle", { cx: 46, cy: 43, r: 2.4, fill: "ink" }],
  ],

  // One feather, larger than in the groups, alone in the middle.
  N: () => [feather("translate(50 50) rotate(8) scale(1.15)")],
};

// The token under every emblem: a disc with a rim; royals get a second ring.
function token(role) {
  const nodes = [["circle", { cx: 50, cy: 50, r: 45, fill: "base", stroke: "ink", "stroke-width": 5 }]];
  if (role === "C" || role === "P") {
    nodes.push(["circle", { cx: 50, cy: 50, r: 38.5, fill: "none", stroke: "ink", "stroke-width": 2 }]);
  }
  return nodes;
}

function checkArgs(role, color) {
  if (!Object.prototype.hasOwnProperty.call(EMBLEMS, role)) throw new RangeError("unknown Jetan role: " + role);
  if (!Object.prototype.hasOwnProperty.call(PALETTE, color)) throw new RangeError("unknown Jetan side: " + color);
}

/** "Black's Chief": the same wording as the page's own piece names. */
export function pieceTitle(role, color) {
  checkArgs(role, color);
  return SIDE_NAMES[color] + "'s " + ROLE_NAMES[role];
}

function resolve(value, palette) {
  return value === "base" || value === "ink" ? palette[value] : value;
}

function drawing(role) {
  return [...token(role), ...EMBLEMS[role]()];
}

/**
 * The piece as an <svg> element built with createElementNS (no markup is
 * parsed). viewBox 0 0 100 100; the caller sizes and places it: in an HTML
 * page by `size` or CSS, inside another SVG (the board) by setting x, y,
 * width and height on the returned element, which nests as any <svg> does.
 *
 * options.size: width and height in px (omit to size it by CSS or by x/y/width/height).
 * options.title: false to leave out the <title> and aria-label (when the
 *   caller already names the square), default true.
 */
export function pieceElement(doc, role, color, options = {}) {
  checkArgs(role, color);
  const palette = PALETTE[color];
  const { size, title = true } = options;
  const root = doc.createElementNS(SVG_NS, "svg");
  root.setAttribute("viewBox", "0 0 100 100");
  root.setAttribute("class", "jp-piece jp-" + color + " jp-role-" + role);
  if (size !== undefined) {
    root.setAttribute("width", String(size));
    root.setAttribute("height", String(size));
  }
  if (title) {
    const name = pieceTitle(role, color);
    root.setAttribute("role", "img");
    root.setAttribute("aria-label", name);
    const t = doc.createElementNS(SVG_NS, "title");
    t.textContent = name;
    root.appendChild(t);
  } else {
    root.setAttribute("aria-hidden", "true");
  }
  const build = ([tag, attrs, children]) => {
    const e = doc.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(resolve(v, palette)));
    if (children) for (const c of children) e.appendChild(build(c));
    return e;
  };
  for (const node of drawing(role)) root.appendChild(build(node));
  return root;
}

// Attribute values here are our own constants, but escape anyway so the
// string builder stays safe if a caller's size ever comes from outside.
function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The same drawing as an SVG markup string, for places that want text
 * (a data: URL in an <img>, a test's snapshot). size in px, default 64.
 */
export function pieceSvg(role, color, size = 64) {
  checkArgs(role, color);
  const palette = PALETTE[color];
  const name = esc(pieceTitle(role, color));
  const build = ([tag, attrs, children]) => {
    const a = Object.entries(attrs).map(([k, v]) => ` ${k}="${esc(resolve(v, palette))}"`).join("");
    return children ? `<${tag}${a}>${children.map(build).join("")}</${tag}>` : `<${tag}${a}/>`;
  };
  return `<svg xmlns="${SVG_NS}" viewBox="0 0 100 100" width="${esc(size)}" height="${esc(size)}" ` +
    `class="jp-piece jp-${color} jp-role-${role}" role="img" aria-label="${name}">` +
    `<title>${name}</title>${drawing(role).map(build).join("")}</svg>`;
}
