#!/usr/bin/env node
// Procedural demo artwork for the site: friendly flat-vector golden retrievers
// on soft farm landscapes. Everything is drawn from code (SVG strings) and
// rasterised with sharp, so the output is original and fully reproducible.
//
//   node tools/artwork/make-artwork.mjs            # write all artwork
//   node tools/artwork/make-artwork.mjs puppy-03   # only files whose name contains "puppy-03"
//
// Deterministic: every image is driven by a PRNG seeded from its file name.

import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEED_DIR = path.join(ROOT, 'lib/backend/local/seed/images');
const PUBLIC_DIR = path.join(ROOT, 'public');
const ONLY = process.argv[2] || '';

// ---------------------------------------------------------------------------
// PRNG + helpers
// ---------------------------------------------------------------------------
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hashSeed(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
class Rng {
  constructor(key) { this.f = mulberry32(hashSeed(key)); }
  next() { return this.f(); }
  range(a, b) { return a + (b - a) * this.f(); }
  int(a, b) { return Math.floor(this.range(a, b + 1)); }
  pick(arr) { return arr[Math.floor(this.f() * arr.length)]; }
  chance(p) { return this.f() < p; }
  shuffle(arr) {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.f() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

const r1 = (v) => Math.round(v * 10) / 10;
const hexToRgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgbToHex = (a) =>
  '#' + a.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
const mix = (a, b, t) => {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
};
const darken = (c, t) => mix(c, '#2b1709', t);
const lighten = (c, t) => mix(c, '#fffaf0', t);

let uidCounter = 0;
const uid = (p) => `${p}${++uidCounter}`;

// ---------------------------------------------------------------------------
// Colour language
// ---------------------------------------------------------------------------
const SITE = { green: '#1f3d2b', gold: '#c8902e', cream: '#fbf6ec', ink: '#1d1a16' };

const COAT_BASES = {
  lightCream: '#F3E2C0',
  cream: '#E9C98F',
  golden: '#D9A35B',
  darkGolden: '#C27F36',
  red: '#B5652E',
};
function makeCoat(base) {
  return {
    base,
    shade: darken(base, 0.16),
    deep: darken(base, 0.3),
    ear: darken(base, 0.12),
    light: lighten(base, 0.5),
    nose: '#33221a',
  };
}
const COATS = Object.fromEntries(Object.entries(COAT_BASES).map(([k, v]) => [k, makeCoat(v)]));
// Slight per-dog variation of a named coat so litters look related but not cloned.
function coatVariant(rng, key) {
  const base = COAT_BASES[key];
  const t = rng.range(-0.06, 0.06);
  return makeCoat(t < 0 ? darken(base, -t) : lighten(base, t));
}

const ACCENTS = ['#c0392b', '#2f6f8f', '#1f3d2b', '#c8902e', '#7b4fa0', '#d35f8d'];

const PALETTES = {
  morning: {
    sky: [['0', '#8ccbec'], ['0.7', '#dff0f3'], ['1', '#fdebc8']],
    sun: '#fff6cf', sunGlow: '#fff1c2', sunPos: [0.78, 0.2], sunR: 48,
    cloud: '#ffffff',
    hills: ['#bcdca6', '#9cca80', '#82b867'],
    grass: ['#8cc162', '#69a34a'],
    tufts: '#5d9340',
    trees: ['#5f9c4a', '#6eab55', '#4f8a3f'],
    trunk: '#7a5434',
    flowers: ['#ffffff', '#f7d24a', '#f29bb5', '#c9a0e8', '#ffffff'],
  },
  noon: {
    sky: [['0', '#5fb0e6'], ['0.75', '#bfe3f6'], ['1', '#e6f4f5']],
    sun: '#fffbe6', sunGlow: '#fff9d6', sunPos: [0.18, 0.14], sunR: 44,
    cloud: '#ffffff',
    hills: ['#a9d28a', '#8cc26c', '#74ae55'],
    grass: ['#7fb957', '#5c9a3f'],
    tufts: '#4f8a37',
    trees: ['#4f8f3e', '#5f9f47', '#417c34'],
    trunk: '#6e4b2e',
    flowers: ['#ffffff', '#ffd84d', '#ff8fab', '#ffffff', '#9bb8ff'],
  },
  sunset: {
    sky: [['0', '#6d5a96'], ['0.45', '#e58f74'], ['0.8', '#f8bf7e'], ['1', '#fde0a1']],
    sun: '#fff0b8', sunGlow: '#ffd27a', sunPos: [0.3, 0.5], sunR: 62,
    cloud: '#f7b69a',
    hills: ['#b08a78', '#8f7a57', '#6f7440'],
    grass: ['#7b8a3e', '#56692c'],
    tufts: '#4c5e25',
    trees: ['#4f5e2c', '#5b6a33', '#44522a'],
    trunk: '#4a3424',
    flowers: ['#ffe7b0', '#ffc36b', '#ff9a8a', '#fff3d6'],
  },
  autumn: {
    sky: [['0', '#93c3e0'], ['0.7', '#e4ecea'], ['1', '#f6e2c0']],
    sun: '#fff1c6', sunGlow: '#ffe7ad', sunPos: [0.82, 0.18], sunR: 46,
    cloud: '#ffffff',
    hills: ['#d9bb7c', '#c99a52', '#a59a4f'],
    grass: ['#aaa650', '#838236'],
    tufts: '#6f6f2c',
    trees: ['#e08a2e', '#cf5a2c', '#e9b23c', '#b9472a'],
    trunk: '#5e3f28',
    flowers: ['#e9b23c', '#cf5a2c', '#e08a2e', '#f3d08a'],
    leaves: true,
  },
  winter: {
    sky: [['0', '#9fc0dc'], ['0.7', '#dde9f2'], ['1', '#f1f5f8']],
    sun: '#fffdf2', sunGlow: '#fff8e0', sunPos: [0.22, 0.2], sunR: 40,
    cloud: '#ffffff',
    hills: ['#eaf0f6', '#dfe8f0', '#d3dfea'],
    grass: ['#f7fafc', '#e4ecf3'],
    tufts: '#c9d6e2',
    trees: ['#3f6b55', '#335e4a', '#4a7861'],
    trunk: '#5a4030',
    flowers: [],
    snow: true,
  },
};

// ---------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------
// Smooth open curve through points (Catmull-Rom -> cubic Bezier).
function smoothPath(pts) {
  let d = `M${r1(pts[0][0])},${r1(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return d;
}
function yAt(pts, x) {
  for (let i = 0; i < pts.length - 1; i++) {
    if (x >= pts[i][0] && x <= pts[i + 1][0]) {
      const t = (x - pts[i][0]) / (pts[i + 1][0] - pts[i][0]);
      const s = t * t * (3 - 2 * t);
      return pts[i][1] + (pts[i + 1][1] - pts[i][1]) * s;
    }
  }
  return pts[pts.length - 1][1];
}
function hillPoints(rng, W, base, amp, n) {
  const pts = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i <= n; i++) {
    const x = -60 + ((W + 120) * i) / n;
    const y = base + Math.sin(phase + i * 1.3) * amp * 0.6 + rng.range(-amp, amp) * 0.5;
    pts.push([x, y]);
  }
  return pts;
}
function hill(pts, H, fill) {
  const last = pts[pts.length - 1];
  return `<path d="${smoothPath(pts)} L${r1(last[0])},${H + 10} L${r1(pts[0][0])},${H + 10} Z" fill="${fill}"/>`;
}

// ---------------------------------------------------------------------------
// Landscape elements
// ---------------------------------------------------------------------------
function cloud(x, y, s, color, opacity = 0.9) {
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${r1(s * 100) / 100})" fill="${color}" opacity="${opacity}">` +
    `<ellipse cx="0" cy="0" rx="70" ry="22"/><circle cx="-28" cy="-14" r="26"/><circle cx="12" cy="-24" r="34"/><circle cx="46" cy="-8" r="22"/></g>`;
}
function sun(pal, W, H, pos) {
  const [fx, fy] = pos || pal.sunPos;
  const id = uid('sg');
  const x = fx * W;
  const y = fy * H;
  const R = pal.sunR * (W / 1200);
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${pal.sunGlow}" stop-opacity="0.85"/><stop offset="1" stop-color="${pal.sunGlow}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(R * 4.2)}" fill="url(#${id})"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(R)}" fill="${pal.sun}"/>`;
}
function roundTree(x, y, s, pal, rng) {
  const c = rng.pick(pal.trees);
  const dark = darken(c, 0.15);
  const light = lighten(c, 0.15);
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${r1(s * 100) / 100})">` +
    `<rect x="-7" y="-60" width="14" height="62" rx="4" fill="${pal.trunk}"/>` +
    `<circle cx="-22" cy="-72" r="32" fill="${dark}"/><circle cx="20" cy="-76" r="30" fill="${dark}"/>` +
    `<circle cx="0" cy="-100" r="38" fill="${c}"/><circle cx="-18" cy="-82" r="28" fill="${c}"/><circle cx="18" cy="-86" r="26" fill="${c}"/>` +
    `<circle cx="-10" cy="-112" r="14" fill="${light}" opacity="0.7"/></g>`;
}
function pineTree(x, y, s, pal, rng, snow) {
  const c = rng.pick(pal.trees);
  const dark = darken(c, 0.18);
  let g = `<g transform="translate(${r1(x)},${r1(y)}) scale(${r1(s * 100) / 100})">` +
    `<rect x="-6" y="-24" width="12" height="26" fill="${pal.trunk}"/>`;
  const tiers = [[-20, 46, 50], [-55, 38, 44], [-86, 28, 38]];
  for (const [ty, hw, h] of tiers) {
    g += `<path d="M0,${ty - h} L${hw},${ty} L${-hw},${ty} Z" fill="${c}"/>`;
    g += `<path d="M0,${ty - h} L${hw},${ty} L0,${ty} Z" fill="${dark}" opacity="0.5"/>`;
    if (snow) g += `<path d="M0,${ty - h} L${hw * 0.45},${ty - h * 0.55} Q0,${ty - h * 0.42} ${-hw * 0.45},${ty - h * 0.55} Z" fill="#ffffff"/>`;
  }
  return g + '</g>';
}
function barn(x, y, s, snow) {
  const red = '#b5432f';
  const redD = '#8f3324';
  const trim = '#fbf3e4';
  const roof = snow ? '#ffffff' : '#5a3a2e';
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${r1(s * 100) / 100})">` +
    // silo
    `<rect x="92" y="-150" width="44" height="150" fill="#c9c1b4"/><rect x="114" y="-150" width="22" height="150" fill="#b3aa9c"/>` +
    `<path d="M92,-150 Q114,-182 136,-150 Z" fill="${snow ? '#ffffff' : '#7b8a91'}"/>` +
    // barn body
    `<path d="M-90,0 L-90,-88 L-62,-130 L0,-158 L62,-130 L90,-88 L90,0 Z" fill="${red}"/>` +
    `<path d="M0,-158 L62,-130 L90,-88 L90,0 L40,0 L40,-120 Z" fill="${redD}" opacity="0.35"/>` +
    `<path d="M-98,-84 L-64,-134 L0,-166 L64,-134 L98,-84" fill="none" stroke="${roof}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>` +
    // door
    `<rect x="-34" y="-66" width="68" height="66" fill="${redD}" stroke="${trim}" stroke-width="5"/>` +
    `<path d="M-34,-66 L34,0 M34,-66 L-34,0" stroke="${trim}" stroke-width="4"/>` +
    // loft
    `<rect x="-16" y="-122" width="32" height="28" fill="${redD}" stroke="${trim}" stroke-width="4"/>` +
    '</g>';
}
function fence(W, y, s, color) {
  const postW = 12 * s;
  const gap = 110 * s;
  let g = `<g fill="${color}">`;
  g += `<rect x="0" y="${r1(y - 46 * s)}" width="${W}" height="${r1(8 * s)}" rx="3"/>`;
  g += `<rect x="0" y="${r1(y - 24 * s)}" width="${W}" height="${r1(8 * s)}" rx="3"/>`;
  for (let x = 20 * s; x < W + gap; x += gap) {
    g += `<rect x="${r1(x)}" y="${r1(y - 60 * s)}" width="${r1(postW)}" height="${r1(62 * s)}" rx="2"/>`;
  }
  g += `<rect x="0" y="${r1(y - 46 * s)}" width="${W}" height="${r1(3 * s)}" fill="#000" opacity="0.08"/>`;
  return g + '</g>';
}
function flower(x, y, s, color) {
  const p = 6 * s;
  let g = `<g transform="translate(${r1(x)},${r1(y)})">`;
  g += `<path d="M0,0 L0,${r1(14 * s)}" stroke="#4d7f35" stroke-width="${r1(2 * s)}"/>`;
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    g += `<circle cx="${r1(Math.cos(a) * p)}" cy="${r1(Math.sin(a) * p)}" r="${r1(p * 0.75)}" fill="${color}"/>`;
  }
  return g + `<circle cx="0" cy="0" r="${r1(p * 0.6)}" fill="#f2b632"/></g>`;
}
function tuft(x, y, s, color) {
  return `<path d="M${r1(x - 10 * s)},${r1(y)} Q${r1(x - 8 * s)},${r1(y - 14 * s)} ${r1(x - 14 * s)},${r1(y - 22 * s)} Q${r1(x - 2 * s)},${r1(y - 12 * s)} ${r1(x)},${r1(y - 28 * s)} Q${r1(x + 3 * s)},${r1(y - 12 * s)} ${r1(x + 14 * s)},${r1(y - 20 * s)} Q${r1(x + 8 * s)},${r1(y - 10 * s)} ${r1(x + 10 * s)},${r1(y)} Z" fill="${color}"/>`;
}
function butterfly(x, y, s, color) {
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${s})">` +
    `<ellipse cx="-7" cy="-4" rx="8" ry="10" fill="${color}" transform="rotate(-25 -7 -4)"/>` +
    `<ellipse cx="7" cy="-4" rx="8" ry="10" fill="${color}" transform="rotate(25 7 -4)"/>` +
    `<ellipse cx="-5" cy="7" rx="5" ry="6" fill="${color}"/><ellipse cx="5" cy="7" rx="5" ry="6" fill="${color}"/>` +
    `<rect x="-1.5" y="-10" width="3" height="22" rx="1.5" fill="#3b2a20"/></g>`;
}
function leaf(x, y, s, rot, color) {
  return `<path transform="translate(${r1(x)},${r1(y)}) rotate(${r1(rot)}) scale(${s})" d="M0,-9 Q8,0 0,9 Q-8,0 0,-9 Z" fill="${color}"/>`;
}
function tennisBall(x, y, r) {
  return `<g transform="translate(${r1(x)},${r1(y)})">` +
    `<ellipse cx="0" cy="${r1(r * 0.95)}" rx="${r1(r * 1.1)}" ry="${r1(r * 0.25)}" fill="#000" opacity="0.15"/>` +
    `<circle r="${r}" fill="#d6e04a"/><path d="M${r1(-r * 0.3)},${r1(-r * 0.95)} Q${r1(r * 0.5)},0 ${r1(-r * 0.3)},${r1(r * 0.95)}" fill="none" stroke="#fffbe8" stroke-width="${r1(r * 0.14)}"/>` +
    `<path d="M${r1(r * 0.75)},${r1(-r * 0.65)} Q${r1(r * 0.35)},0 ${r1(r * 0.75)},${r1(r * 0.65)}" fill="none" stroke="#fffbe8" stroke-width="${r1(r * 0.14)}"/>` +
    `<circle cx="${r1(-r * 0.35)}" cy="${r1(-r * 0.35)}" r="${r1(r * 0.22)}" fill="#fff" opacity="0.35"/></g>`;
}

// ---------------------------------------------------------------------------
// Landscape composer
// ---------------------------------------------------------------------------
// Returns { back, front, groundY } — back goes under the dogs, front over them.
function landscape(W, H, rng, pal, opt = {}) {
  const k = W / 1200;
  const horizon = (opt.horizon ?? 0.56) * H;
  const groundY = (opt.ground ?? 0.72) * H;
  let back = '';
  let front = '';
  const skyId = uid('sky');
  back += `<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1">${pal.sky.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient></defs>`;
  back += `<rect width="${W}" height="${H}" fill="url(#${skyId})"/>`;
  if (opt.sun !== false) back += sun(pal, W, H, opt.sunPos);
  const nClouds = opt.clouds ?? rng.int(2, 4);
  for (let i = 0; i < nClouds; i++) {
    back += cloud(rng.range(0.05, 0.95) * W, rng.range(0.08, 0.32) * horizon + 30 * k, rng.range(0.7, 1.3) * k, pal.cloud, rng.range(0.6, 0.9));
  }
  // far hills
  const far = hillPoints(rng, W, horizon - 40 * k, 40 * k, 6);
  back += hill(far, H, pal.hills[0]);
  if (pal.snow || rng.chance(0.6)) {
    for (let i = 0; i < rng.int(5, 10); i++) {
      const x = rng.range(0, W);
      const t = pal.snow ? pineTree : roundTree;
      back += t(x, yAt(far, x) + 8 * k, rng.range(0.25, 0.4) * k, pal, rng, pal.snow);
    }
  }
  const mid = hillPoints(rng, W, horizon + 10 * k, 30 * k, 5);
  const near = hillPoints(rng, W, horizon + 70 * k, 25 * k, 4);
  // barn sits on the mid hill, its foot hidden by the near hill
  let midExtra = '';
  if (opt.barn) {
    const bx = (opt.barnX ?? rng.pick([0.16, 0.22, 0.74, 0.8])) * W;
    const s = (opt.barnScale ?? 0.9) * k;
    midExtra += barn(bx, yAt(mid, bx) + 22 * k, s, pal.snow);
  }
  back += hill(mid, H, pal.hills[1]) + midExtra;
  const nTrees = opt.trees ?? rng.int(1, 3);
  for (let i = 0; i < nTrees; i++) {
    const x = rng.pick([rng.range(0.02, 0.3), rng.range(0.7, 0.98)]) * W;
    const t = pal.snow ? pineTree : roundTree;
    back += t(x, yAt(mid, x) + 30 * k, rng.range(0.7, 1.05) * k, pal, rng, pal.snow);
  }
  back += hill(near, H, pal.hills[2]);
  // foreground meadow
  const fgPts = hillPoints(rng, W, groundY - 70 * k, 14 * k, 4);
  const gId = uid('gr');
  back += `<defs><linearGradient id="${gId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.grass[0]}"/><stop offset="1" stop-color="${pal.grass[1]}"/></linearGradient></defs>`;
  back += `<path d="${smoothPath(fgPts)} L${W + 60},${H + 10} L-60,${H + 10} Z" fill="url(#${gId})"/>`;
  if (opt.fence) back += fence(W, yAt(fgPts, W / 2) + 22 * k, k, pal.snow ? '#8a6a52' : '#f4ead8');
  if (opt.pond) back += opt.pond;
  // scattered tufts & flowers behind dogs
  const nT = opt.tufts ?? 14;
  for (let i = 0; i < nT; i++) {
    const x = rng.range(0, W);
    const y = rng.range(yAt(fgPts, x) + 20 * k, H);
    back += tuft(x, y, rng.range(0.7, 1.2) * k, pal.tufts);
  }
  const nF = pal.flowers.length ? (opt.flowers ?? 16) : 0;
  for (let i = 0; i < nF; i++) {
    const x = rng.range(0, W);
    const y = rng.range(yAt(fgPts, x) + 20 * k, H - 10 * k);
    back += flower(x, y, rng.range(0.8, 1.3) * k * (0.6 + (0.6 * (y - groundY + 200)) / H), rng.pick(pal.flowers));
  }
  // foreground extras over the dogs (bottom edge only)
  for (let i = 0; i < (opt.frontTufts ?? 6); i++) {
    const x = rng.range(0, W);
    front += tuft(x, H - rng.range(0, 18) * k, rng.range(1.2, 1.8) * k, darken(pal.tufts, 0.08));
  }
  if (pal.leaves) {
    for (let i = 0; i < 14; i++) {
      front += leaf(rng.range(0, W), rng.range(groundY - 40 * k, H), rng.range(1, 1.6) * k, rng.range(0, 180), rng.pick(pal.trees));
    }
  }
  if (pal.snow && opt.snowfall !== false) {
    let flakes = '<g fill="#ffffff" opacity="0.9">';
    for (let i = 0; i < 70; i++) flakes += `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H))}" r="${r1(rng.range(2, 5.5) * k)}"/>`;
    front += flakes + '</g>';
  }
  return { back, front, groundY, fgPts };
}

// ---------------------------------------------------------------------------
// Dogs. Local coordinates: origin = ground under the dog's centre, y up is negative.
// ---------------------------------------------------------------------------
function accessoryBandana(y, w, color) {
  const hw = w / 2;
  return `<g><path d="M${-hw},${y} Q0,${y + 14} ${hw},${y} L${hw * 0.2},${y + w * 0.62} Q0,${y + w * 0.7} ${-hw * 0.2},${y + w * 0.62} Z" fill="${color}"/>` +
    `<path d="M${-hw},${y} Q0,${y + 14} ${hw},${y}" fill="none" stroke="${darken(color, 0.25)}" stroke-width="5"/>` +
    `<circle cx="${-hw * 0.3}" cy="${y + w * 0.18}" r="3.5" fill="#fff" opacity="0.85"/><circle cx="${hw * 0.3}" cy="${y + w * 0.18}" r="3.5" fill="#fff" opacity="0.85"/>` +
    `<circle cx="0" cy="${y + w * 0.36}" r="3.5" fill="#fff" opacity="0.85"/><circle cx="${-hw * 0.1}" cy="${y + w * 0.05}" r="3" fill="#fff" opacity="0.85"/><circle cx="${hw * 0.1}" cy="${y + w * 0.05}" r="3" fill="#fff" opacity="0.85"/></g>`;
}
function accessoryBow(x, y, s, color) {
  const d = darken(color, 0.2);
  return `<g transform="translate(${x},${y}) scale(${s}) rotate(-15)">` +
    `<path d="M0,0 C-10,-20 -30,-22 -30,0 C-30,22 -10,20 0,0 Z" fill="${color}"/>` +
    `<path d="M0,0 C10,-20 30,-22 30,0 C30,22 10,20 0,0 Z" fill="${color}"/>` +
    `<path d="M-4,4 L-12,24 L-4,20 Z M4,4 L12,24 L4,20 Z" fill="${d}"/>` +
    `<circle r="7" fill="${d}"/></g>`;
}
function flowerCrown(rx, ry, colors) {
  let g = '';
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (1.15 + (0.7 * i) / (n - 1));
    const x = Math.cos(a) * rx * 0.92;
    const y = Math.sin(a) * ry * 0.92 + 4;
    g += `<circle cx="${r1(x + 7)}" cy="${r1(y + 6)}" r="6" fill="#5f9a45"/>`;
    const c = colors[i % colors.length];
    for (let j = 0; j < 5; j++) {
      const b = (j / 5) * Math.PI * 2;
      g += `<circle cx="${r1(x + Math.cos(b) * 7)}" cy="${r1(y + Math.sin(b) * 7)}" r="6" fill="${c}"/>`;
    }
    g += `<circle cx="${r1(x)}" cy="${r1(y)}" r="4.5" fill="#f2b632"/>`;
  }
  return g;
}

// Front-facing head. Origin at skull centre.
function headFront(c, h, o = {}) {
  let g = '';
  const { rx, ry } = h;
  // skull
  g += `<ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="${c.base}"/>`;
  // soft top highlight
  g += `<ellipse cx="0" cy="${r1(-ry * 0.45)}" rx="${r1(rx * 0.55)}" ry="${r1(ry * 0.35)}" fill="${lighten(c.base, 0.18)}" opacity="0.6"/>`;
  // floppy ears: attached high on the skull side, hanging beside the cheeks
  for (const s of [-1, 1]) {
    const ax = s * rx * 0.5;
    const ay = -ry * 0.78;
    const ox = s * (rx + h.earW * 0.28);
    const ix = s * (rx - h.earW * 0.55);
    const by = h.earL;
    g += `<path d="M${r1(ax)},${r1(ay)} C${r1(ox)},${r1(ay - 4)} ${r1(ox + s * 6)},${r1(by * 0.3)} ${r1(ox)},${r1(by * 0.78)} ` +
      `C${r1(ox - s * 4)},${r1(by * 1.08)} ${r1(ix + s * 8)},${r1(by * 1.1)} ${r1(ix)},${r1(by * 0.8)} ` +
      `C${r1(ix - s * 6)},${r1(by * 0.45)} ${r1(ix - s * 4)},${r1(ay * 0.3)} ${r1(ax - s * rx * 0.12)},${r1(ay * 0.7)} Z" fill="${c.ear}"/>`;
    g += `<path d="M${r1(ix + s * 8)},${r1(by * 0.15)} C${r1(ix + s * 6)},${r1(by * 0.5)} ${r1(ix + s * 10)},${r1(by * 0.75)} ${r1(ix + s * 14)},${r1(by * 0.88)}" fill="none" stroke="${darken(c.ear, 0.12)}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`;
  }
  // muzzle
  const my = h.muzY;
  g += `<ellipse cx="0" cy="${my}" rx="${h.muzRx}" ry="${h.muzRy}" fill="${c.light}"/>`;
  g += `<ellipse cx="0" cy="${r1(my - h.muzRy * 0.9)}" rx="${r1(h.muzRx * 0.35)}" ry="${r1(h.muzRy * 0.5)}" fill="${c.light}"/>`;
  // cheeks
  if (h.puppy) {
    for (const s of [-1, 1]) g += `<ellipse cx="${r1(s * rx * 0.6)}" cy="${r1(my + 2)}" rx="${r1(rx * 0.14)}" ry="${r1(rx * 0.08)}" fill="#f08c7a" opacity="0.28"/>`;
  }
  // eyes
  const ey = h.eyeY;
  for (const s of [-1, 1]) {
    const ex = s * h.eyeDx;
    if (o.sleepy) {
      g += `<path d="M${r1(ex - h.eyeR)},${ey} Q${ex},${r1(ey + h.eyeR * 0.9)} ${r1(ex + h.eyeR)},${ey}" fill="none" stroke="${c.nose}" stroke-width="${r1(h.eyeR * 0.45)}" stroke-linecap="round"/>`;
    } else {
      g += `<circle cx="${ex}" cy="${ey}" r="${h.eyeR}" fill="#2a1a10"/>`;
      g += `<circle cx="${r1(ex - h.eyeR * 0.3)}" cy="${r1(ey - h.eyeR * 0.35)}" r="${r1(h.eyeR * 0.34)}" fill="#ffffff"/>`;
      g += `<circle cx="${r1(ex + h.eyeR * 0.35)}" cy="${r1(ey + h.eyeR * 0.3)}" r="${r1(h.eyeR * 0.14)}" fill="#ffffff" opacity="0.8"/>`;
    }
    // brow
    g += `<path d="M${r1(ex - s * h.eyeR * 0.2 - h.eyeR)},${r1(ey - h.eyeR * 2)} Q${r1(ex)},${r1(ey - h.eyeR * 2.7)} ${r1(ex + h.eyeR)},${r1(ey - h.eyeR * 2.1)}" fill="none" stroke="${c.shade}" stroke-width="${r1(h.eyeR * 0.5)}" stroke-linecap="round" opacity="0.7"/>`;
  }
  // nose
  const ny = my - h.muzRy * 0.45;
  const nw = h.noseW;
  g += `<path d="M${-nw},${r1(ny - nw * 0.35)} Q0,${r1(ny - nw * 0.75)} ${nw},${r1(ny - nw * 0.35)} Q${r1(nw * 0.9)},${r1(ny + nw * 0.55)} 0,${r1(ny + nw * 0.7)} Q${r1(-nw * 0.9)},${r1(ny + nw * 0.55)} ${-nw},${r1(ny - nw * 0.35)} Z" fill="${c.nose}"/>`;
  g += `<ellipse cx="${r1(-nw * 0.35)}" cy="${r1(ny - nw * 0.3)}" rx="${r1(nw * 0.3)}" ry="${r1(nw * 0.16)}" fill="#ffffff" opacity="0.45"/>`;
  // mouth + tongue
  const my0 = ny + nw * 0.7;
  const mw = h.muzRx * 0.45;
  const mY = my0 + h.muzRy * 0.42;
  if (o.tongue) {
    g += `<path d="M${r1(-mw * 0.55)},${r1(mY - 2)} L${r1(mw * 0.55)},${r1(mY - 2)} L${r1(mw * 0.55)},${r1(mY + mw * 0.7)} Q0,${r1(mY + mw * 1.35)} ${r1(-mw * 0.55)},${r1(mY + mw * 0.7)} Z" fill="#e77a86"/>`;
    g += `<path d="M0,${r1(mY + 2)} L0,${r1(mY + mw * 0.7)}" stroke="#c95b69" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  g += `<path d="M0,${r1(my0)} L0,${r1(mY - 4)} M${r1(-mw)},${r1(mY - mw * 0.25)} Q${r1(-mw * 0.5)},${r1(mY + mw * 0.3)} 0,${r1(mY - 4)} Q${r1(mw * 0.5)},${r1(mY + mw * 0.3)} ${r1(mw)},${r1(mY - mw * 0.25)}" fill="none" stroke="${c.nose}" stroke-width="${r1(h.eyeR * 0.38)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (o.crown) g += flowerCrown(rx, ry, o.crown);
  if (o.bow) g += accessoryBow(r1(-rx * 0.55), r1(-ry * 0.8), h.puppy ? 0.9 : 0.8, o.bow);
  return g;
}

const HEAD_PUPPY = { rx: 82, ry: 72, earW: 44, earL: 60, muzY: 30, muzRx: 40, muzRy: 26, eyeY: -2, eyeDx: 30, eyeR: 11, noseW: 14, puppy: true };
const HEAD_ADULT = { rx: 74, ry: 64, earW: 46, earL: 76, muzY: 34, muzRx: 42, muzRy: 31, eyeY: -10, eyeDx: 28, eyeR: 9, noseW: 14, puppy: false };

// Sitting, facing the viewer.
function dogSitting(c, o = {}) {
  const P = o.puppy;
  const tilt = o.tilt || 0;
  let g = '';
  const sh = P ? { rx: 110, ry: 16 } : { rx: 150, ry: 20 };
  g += `<ellipse cx="10" cy="-2" rx="${sh.rx}" ry="${sh.ry}" fill="#1d1a16" opacity="0.16"/>`;
  if (P) {
    // tail
    const ts = o.tailSide || 1;
    g += `<path d="M${ts * 50},-22 Q${ts * 100},-10 ${ts * 112},-44" fill="none" stroke="${c.shade}" stroke-width="20" stroke-linecap="round"/>`;
    // haunches & hind paws
    for (const s of [-1, 1]) {
      g += `<ellipse cx="${s * 52}" cy="-42" rx="44" ry="42" fill="${c.shade}"/>`;
      g += `<ellipse cx="${s * 74}" cy="-10" rx="24" ry="12" fill="${c.base}"/>`;
    }
    // body
    g += `<path d="M-44,-170 C-80,-140 -80,-40 -62,-8 L62,-8 C80,-40 80,-140 44,-170 Z" fill="${c.base}"/>`;
    // chest fluff
    g += `<path d="M-38,-160 C-46,-120 -36,-92 -24,-82 Q-16,-90 -10,-80 Q-2,-90 6,-80 Q14,-90 20,-82 C36,-92 46,-120 38,-160 Z" fill="${c.light}"/>`;
    if (o.bandana) g += accessoryBandana(-162, 86, o.bandana);
    // front legs
    for (const s of [-1, 1]) {
      g += `<rect x="${s > 0 ? 10 : -42}" y="-98" width="32" height="90" rx="15" fill="${c.base}"/>`;
      g += `<path d="M${s * 10},-92 L${s * 10},-20" stroke="${c.shade}" stroke-width="2.5" opacity="0.5"/>`;
      g += `<ellipse cx="${s * 27}" cy="-10" rx="22" ry="12" fill="${lighten(c.base, 0.12)}"/>`;
      g += `<path d="M${s * 27 - 7},-14 L${s * 27 - 7},-5 M${s * 27 + 7},-14 L${s * 27 + 7},-5" stroke="${c.shade}" stroke-width="2.5" stroke-linecap="round"/>`;
    }
    g += `<g transform="translate(0,-196) rotate(${tilt})">${headFront(c, HEAD_PUPPY, o)}</g>`;
  } else {
    const ts = o.tailSide || 1;
    // feathered tail curled on the ground
    g += `<path d="M${ts * 80},-40 C${ts * 140},-30 ${ts * 184},-40 ${ts * 206},-86 C${ts * 200},-62 ${ts * 190},-54 ${ts * 178},-50 C${ts * 178},-40 ${ts * 166},-34 ${ts * 154},-32 C${ts * 148},-22 ${ts * 124},-8 ${ts * 80},-8 Z" fill="${c.deep}"/>`;
    for (const s of [-1, 1]) {
      g += `<ellipse cx="${s * 74}" cy="-64" rx="60" ry="62" fill="${c.shade}"/>`;
      g += `<ellipse cx="${s * 106}" cy="-12" rx="30" ry="12" fill="${c.base}"/>`;
    }
    // body (deep chest, broad base)
    g += `<path d="M-60,-270 C-112,-228 -110,-80 -94,-8 L94,-8 C110,-80 112,-228 60,-270 Z" fill="${c.base}"/>`;
    g += `<path d="M60,-270 C112,-228 110,-80 94,-8 L74,-8 C90,-90 92,-210 48,-262 Z" fill="${c.shade}" opacity="0.4"/>`;
    // feathered chest
    g += `<path d="M-54,-262 C-68,-220 -58,-176 -38,-152 Q-30,-164 -20,-146 Q-10,-162 0,-140 Q10,-162 20,-146 Q30,-164 38,-152 C58,-176 68,-220 54,-262 Z" fill="${c.light}"/>`;
    if (o.bandana) g += accessoryBandana(-268, 112, o.bandana);
    for (const s of [-1, 1]) {
      // feathering on the back of the foreleg
      g += `<path d="M${s * 50},-150 C${s * 64},-130 ${s * 62},-90 ${s * 54},-60 L${s * 46},-60 Z" fill="${c.light}" opacity="0.8"/>`;
      g += `<path d="M${s * 16},-160 L${s * 48},-160 L${s * 50},-16 L${s * 16},-16 Z" fill="${c.base}" stroke="${c.base}" stroke-width="10" stroke-linejoin="round"/>`;
      g += `<path d="M${s * 14},-150 L${s * 14},-26" stroke="${c.shade}" stroke-width="2.5" opacity="0.5"/>`;
      g += `<ellipse cx="${s * 34}" cy="-13" rx="28" ry="14" fill="${lighten(c.base, 0.1)}"/>`;
      g += `<path d="M${s * 34 - 9},-18 L${s * 34 - 9},-6 M${s * 34 + 9},-18 L${s * 34 + 9},-6" stroke="${c.shade}" stroke-width="2.5" stroke-linecap="round"/>`;
    }
    g += `<g transform="translate(0,-300) rotate(${tilt})">${headFront(c, HEAD_ADULT, o)}</g>`;
  }
  if (o.ball) g += tennisBall(o.ball * (P ? 105 : 135), P ? -22 : -24, P ? 22 : 24);
  return g;
}

// Lying down facing the viewer ("sphinx").
function dogLying(c, o = {}) {
  const P = o.puppy;
  const k = P ? 1 : 1.3;
  let g = `<g transform="scale(${k})">`;
  g += `<ellipse cx="0" cy="-2" rx="150" ry="16" fill="#1d1a16" opacity="0.16"/>`;
  const ts = o.tailSide || 1;
  g += `<path d="M${ts * 100},-20 Q${ts * 150},-14 ${ts * 170},-40" fill="none" stroke="${c.shade}" stroke-width="18" stroke-linecap="round"/>`;
  // back mound
  g += `<ellipse cx="0" cy="-62" rx="118" ry="58" fill="${c.shade}"/>`;
  g += `<ellipse cx="0" cy="-66" rx="96" ry="54" fill="${c.base}"/>`;
  for (const s of [-1, 1]) {
    g += `<ellipse cx="${s * 96}" cy="-32" rx="42" ry="30" fill="${c.shade}"/>`;
    g += `<ellipse cx="${s * 118}" cy="-10" rx="26" ry="11" fill="${c.base}"/>`;
  }
  g += `<path d="M-40,-120 C-56,-90 -44,-64 -28,-58 Q-14,-66 0,-56 Q14,-66 28,-58 C44,-64 56,-90 40,-120 Z" fill="${c.light}"/>`;
  if (o.bandana) g += accessoryBandana(-122, 80, o.bandana);
  for (const s of [-1, 1]) {
    g += `<rect x="${s > 0 ? 12 : -50}" y="-56" width="38" height="50" rx="17" fill="${c.base}"/>`;
    g += `<ellipse cx="${s * 33}" cy="-12" rx="25" ry="13" fill="${lighten(c.base, 0.12)}"/>`;
    g += `<path d="M${s * 33 - 8},-16 L${s * 33 - 8},-7 M${s * 33 + 8},-16 L${s * 33 + 8},-7" stroke="${c.shade}" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  const head = P ? HEAD_PUPPY : { ...HEAD_ADULT, rx: 70, ry: 62 };
  g += `<g transform="translate(0,${P ? -140 : -150}) rotate(${o.tilt || 0})">${headFront(c, head, o)}</g>`;
  if (o.ball) g += tennisBall(o.ball * 0 + 0, -2, 20);
  return g + '</g>';
}

// Curled up asleep, side view (nose to the left).
function dogSleeping(c, o = {}) {
  const P = o.puppy !== false;
  let g = '';
  g += `<ellipse cx="0" cy="-2" rx="140" ry="14" fill="#1d1a16" opacity="0.16"/>`;
  // body
  g += `<ellipse cx="20" cy="-50" rx="104" ry="52" fill="${c.base}"/>`;
  g += `<path d="M-60,-36 Q20,-10 120,-40 Q110,-4 20,-2 Q-40,-4 -60,-36 Z" fill="${c.shade}" opacity="0.35"/>`;
  // back leg
  g += `<ellipse cx="74" cy="-42" rx="42" ry="36" fill="${c.shade}"/>`;
  g += `<ellipse cx="66" cy="-10" rx="30" ry="11" fill="${c.base}"/>`;
  // tail curled round the front
  g += `<path d="M118,-30 C120,2 40,4 -20,-4" fill="none" stroke="${c.shade}" stroke-width="${P ? 18 : 22}" stroke-linecap="round"/>`;
  // front paws under the chin
  g += `<ellipse cx="-96" cy="-11" rx="36" ry="12" fill="${lighten(c.base, 0.1)}"/>`;
  // head resting
  g += `<g transform="translate(-70,-56) rotate(8)">`;
  g += `<ellipse cx="0" cy="0" rx="${P ? 56 : 50}" ry="${P ? 48 : 42}" fill="${c.base}"/>`;
  g += `<ellipse cx="-52" cy="18" rx="${P ? 30 : 38}" ry="22" fill="${c.light}"/>`;
  g += `<ellipse cx="${P ? -80 : -88}" cy="10" rx="10" ry="8" fill="${c.nose}"/>`;
  g += `<path d="M-30,-6 Q-20,2 -10,-6" fill="none" stroke="${c.nose}" stroke-width="4" stroke-linecap="round"/>`;
  g += `<path d="M-30,-16 Q-20,-22 -10,-18" fill="none" stroke="${c.shade}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  // ear
  g += `<path d="M6,-40 C34,-40 40,-10 34,20 C30,40 10,42 4,26 C-2,6 -6,-20 6,-40 Z" fill="${c.ear}"/>`;
  if (o.bow) g += accessoryBow(-10, -44, 0.7, o.bow);
  g += '</g>';
  return g;
}

// Standing, side view, facing right.
function dogStanding(c, o = {}) {
  let g = '';
  g += `<ellipse cx="10" cy="-2" rx="200" ry="18" fill="#1d1a16" opacity="0.16"/>`;
  // far legs (darker, slightly offset)
  g += `<path d="M-70,-160 L-104,-70" fill="none" stroke="${c.deep}" stroke-width="34" stroke-linecap="round"/>`;
  g += `<path d="M-104,-70 L-94,-14" fill="none" stroke="${c.deep}" stroke-width="24" stroke-linecap="round"/>`;
  g += `<path d="M112,-150 L116,-12" fill="none" stroke="${c.deep}" stroke-width="28" stroke-linecap="round"/>`;
  g += `<ellipse cx="-86" cy="-10" rx="20" ry="9" fill="${c.deep}"/><ellipse cx="124" cy="-10" rx="20" ry="9" fill="${c.deep}"/>`;
  // tail, carried level with feathering underneath
  g += `<path d="M-120,-236 C-162,-244 -200,-230 -226,-190 C-220,-186 -216,-180 -214,-172 C-208,-180 -202,-180 -196,-172 C-192,-184 -184,-186 -176,-180 C-170,-196 -156,-204 -140,-206 C-132,-210 -126,-210 -120,-208 Z" fill="${c.shade}"/>`;
  g += `<path d="M-124,-230 C-160,-236 -192,-224 -216,-196" fill="none" stroke="${c.base}" stroke-width="10" stroke-linecap="round" opacity="0.7"/>`;
  // neck (behind torso front)
  g += `<path d="M20,-236 C50,-270 96,-300 140,-312 L214,-284 C200,-250 180,-210 150,-170 L60,-170 Z" fill="${c.base}"/>`;
  // torso
  g += `<path d="M-132,-206 C-132,-244 -92,-246 -40,-242 L84,-250 C128,-252 156,-214 152,-168 C148,-126 118,-110 84,-112 L-60,-136 C-112,-140 -132,-166 -132,-206 Z" fill="${c.base}"/>`;
  // belly feathering
  g += `<path d="M-70,-140 L84,-116 Q80,-98 68,-104 Q62,-90 50,-100 Q42,-86 30,-98 Q20,-86 10,-100 Q-2,-90 -10,-106 Q-22,-96 -30,-112 Q-46,-106 -52,-124 Q-66,-122 -70,-140 Z" fill="${c.light}"/>`;
  // chest feathering
  g += `<path d="M206,-270 C198,-226 180,-184 156,-150 Q150,-126 140,-136 Q134,-116 124,-128 Q118,-112 108,-124 Q136,-164 160,-204 C174,-226 184,-250 188,-276 Z" fill="${c.light}"/>`;
  // near hind leg: thigh + angled lower leg
  g += `<path d="M-84,-170 L-124,-70" fill="none" stroke="${c.base}" stroke-width="40" stroke-linecap="round"/>`;
  g += `<path d="M-124,-70 L-110,-14" fill="none" stroke="${c.base}" stroke-width="26" stroke-linecap="round"/>`;
  g += `<ellipse cx="-88" cy="-184" rx="54" ry="58" fill="${c.base}"/>`;
  g += `<path d="M-124,-150 C-116,-176 -104,-196 -80,-210" fill="none" stroke="${c.shade}" stroke-width="3" stroke-linecap="round" opacity="0.45"/>`;
  g += `<ellipse cx="-98" cy="-11" rx="25" ry="10" fill="${lighten(c.base, 0.1)}"/>`;
  // near foreleg with feathering
  g += `<path d="M90,-160 L94,-14" fill="none" stroke="${c.base}" stroke-width="32" stroke-linecap="round"/>`;
  g += `<ellipse cx="104" cy="-11" rx="25" ry="10" fill="${lighten(c.base, 0.1)}"/>`;
  if (o.bandana) {
    g += `<path d="M116,-272 Q160,-246 204,-270 L190,-232 Q166,-202 144,-202 Q126,-236 116,-272 Z" fill="${o.bandana}"/>`;
    g += `<path d="M116,-272 Q160,-246 204,-270" fill="none" stroke="${darken(o.bandana, 0.25)}" stroke-width="6" stroke-linecap="round"/>`;
  }
  // head
  g += `<g transform="translate(184,-306) rotate(${o.tilt || 0}) scale(1.2)">`;
  g += `<ellipse cx="0" cy="0" rx="48" ry="42" fill="${c.base}"/>`;
  g += `<path d="M22,-20 C44,-28 72,-22 86,-10 C96,0 94,18 80,24 C60,30 40,30 24,26 Z" fill="${c.base}"/>`;
  g += `<path d="M34,14 C54,14 72,16 86,16 C82,28 64,34 34,30 Z" fill="${c.light}"/>`;
  g += `<ellipse cx="88" cy="-6" rx="11" ry="9" fill="${c.nose}"/><ellipse cx="85" cy="-9" rx="4" ry="2.5" fill="#fff" opacity="0.45"/>`;
  g += `<path d="M82,14 Q66,22 46,18" fill="none" stroke="${c.nose}" stroke-width="3.5" stroke-linecap="round"/>`;
  if (o.tongue) g += `<path d="M56,19 L72,17 Q74,38 64,40 Q56,38 56,19 Z" fill="#e77a86"/>`;
  g += `<circle cx="26" cy="-14" r="7.5" fill="#2a1a10"/><circle cx="24" cy="-16.5" r="2.6" fill="#fff"/>`;
  g += `<path d="M15,-28 Q26,-34 36,-27" fill="none" stroke="${c.shade}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  // ear
  g += `<path d="M-2,-36 C-28,-36 -38,-4 -34,28 C-32,50 -12,56 -2,42 C6,22 12,-10 -2,-36 Z" fill="${c.ear}"/>`;
  g += `<path d="M-26,0 C-28,18 -24,32 -18,40" fill="none" stroke="${darken(c.ear, 0.12)}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>`;
  g += '</g>';
  return g;
}

function placeDog(svg, x, y, s, flip = false) {
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${flip ? -s : s},${s})">${svg}</g>`;
}

// ---------------------------------------------------------------------------
// Special props
// ---------------------------------------------------------------------------
function basket(x, y, w, blanket) {
  const h = w * 0.36;
  const hw = w / 2;
  const wick = '#b98a4e';
  const wickD = '#93683a';
  const back = `<g transform="translate(${r1(x)},${r1(y)})">` +
    `<ellipse cx="0" cy="${r1(-h)}" rx="${r1(hw)}" ry="${r1(h * 0.32)}" fill="${wickD}"/>` +
    `<ellipse cx="0" cy="${r1(-h + 4)}" rx="${r1(hw - 14)}" ry="${r1(h * 0.26)}" fill="${blanket}"/>` +
    '</g>';
  let front = `<g transform="translate(${r1(x)},${r1(y)})">`;
  front += `<ellipse cx="0" cy="4" rx="${r1(hw * 1.05)}" ry="${r1(h * 0.14)}" fill="#1d1a16" opacity="0.18"/>`;
  // blanket corner flopping over the rim
  front += `<path d="M${r1(hw * 0.42)},${r1(-h + h * 0.2)} Q${r1(hw * 0.62)},${r1(-h + h * 0.12)} ${r1(hw * 0.8)},${r1(-h + h * 0.06)} L${r1(hw * 0.74)},${r1(-h + h * 0.5)} Q${r1(hw * 0.6)},${r1(-h + h * 0.42)} ${r1(hw * 0.46)},${r1(-h + h * 0.55)} Z" fill="${blanket}"/>` +
    `<path d="M${r1(hw * 0.5)},${r1(-h + h * 0.52)} L${r1(hw * 0.72)},${r1(-h + h * 0.46)}" stroke="#fbf6ec" stroke-width="4" stroke-dasharray="8 6"/>`;
  const bodyD = `M${r1(-hw)},${r1(-h)} Q0,${r1(-h + h * 0.55)} ${r1(hw)},${r1(-h)} L${r1(hw * 0.86)},${r1(-h * 0.1)} Q0,${r1(h * 0.22)} ${r1(-hw * 0.86)},${r1(-h * 0.1)} Z`;
  const clip = uid('bk');
  front += `<defs><clipPath id="${clip}"><path d="${bodyD}"/></clipPath></defs>`;
  front += `<path d="${bodyD}" fill="${wick}"/>`;
  front += `<g clip-path="url(#${clip})" stroke="${wickD}" stroke-width="4" fill="none">`;
  for (let i = 1; i < 6; i++) {
    const yy = -h + (h * 1.1 * i) / 6;
    front += `<path d="M${r1(-hw)},${r1(yy)} Q0,${r1(yy + h * 0.45)} ${r1(hw)},${r1(yy)}"/>`;
  }
  for (let xx = -hw; xx <= hw; xx += 26) front += `<path d="M${r1(xx)},${r1(-h)} L${r1(xx * 0.86)},${r1(h * 0.3)}" opacity="0.6"/>`;
  front += '</g>';
  front += `<path d="M${r1(-hw)},${r1(-h)} Q0,${r1(-h + h * 0.55)} ${r1(hw)},${r1(-h)}" fill="none" stroke="${wickD}" stroke-width="14" stroke-linecap="round"/>`;
  front += `<path d="M${r1(-hw)},${r1(-h)} Q0,${r1(-h + h * 0.55)} ${r1(hw)},${r1(-h)}" fill="none" stroke="${wick}" stroke-width="6" stroke-linecap="round" stroke-dasharray="10 8"/>`;
  front += '</g>';
  return { back, front };
}

function pond(W, H, cx, cy, rx, ry, night) {
  const id = uid('pd');
  let g = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${night ? '#7d8fb0' : '#7fc3df'}"/><stop offset="1" stop-color="${night ? '#5a6d92' : '#4f9cc0'}"/></linearGradient></defs>`;
  g += `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 10}" ry="${ry + 6}" fill="#8a9a5a" opacity="0.5"/>`;
  g += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
  g += `<g stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.55">`;
  g += `<path d="M${cx - rx * 0.5},${cy - ry * 0.3} l${rx * 0.3},0"/><path d="M${cx + rx * 0.1},${cy + ry * 0.1} l${rx * 0.35},0"/><path d="M${cx - rx * 0.3},${cy + ry * 0.45} l${rx * 0.22},0"/></g>`;
  // lily pads
  for (const [dx, dy, r] of [[-0.6, 0.15, 18], [-0.45, 0.35, 14], [0.55, -0.2, 16]]) {
    g += `<path d="M${r1(cx + dx * rx)},${r1(cy + dy * ry)} m${r},0 a${r},${r * 0.5} 0 1 1 -4,-6 Z" fill="#5d9a4a"/>`;
  }
  g += `<circle cx="${r1(cx - 0.45 * rx + 6)}" cy="${r1(cy + 0.35 * ry - 4)}" r="6" fill="#f6b6c8"/>`;
  // reeds & cattails
  const rx0 = cx + rx * 0.82;
  for (let i = 0; i < 6; i++) {
    const x = rx0 + i * 10;
    const top = cy - ry * 0.6 - 60 - (i % 3) * 18;
    g += `<path d="M${x},${cy + ry * 0.2} Q${x - 6},${(cy + top) / 2} ${x + (i % 2 ? 8 : -8)},${top}" fill="none" stroke="#5f8a3a" stroke-width="5" stroke-linecap="round"/>`;
    if (i % 2 === 0) g += `<rect x="${x - 10}" y="${top + 6}" width="9" height="26" rx="4.5" fill="#7a4f2c"/>`;
  }
  return g;
}

function porchScene(W, H, rng) {
  const k = W / 1200;
  const floorY = H * 0.66;
  let g = '';
  // siding wall
  g += `<rect width="${W}" height="${r1(floorY)}" fill="#f3ead8"/>`;
  for (let y = 24 * k; y < floorY; y += 34 * k) g += `<rect x="0" y="${r1(y)}" width="${W}" height="${r1(3 * k)}" fill="#d9ccb3"/>`;
  // window
  const wx = W * 0.62;
  const wy = H * 0.12;
  const ww = W * 0.26;
  const wh = H * 0.32;
  const skyId = uid('ws');
  g += `<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8d6ee"/><stop offset="1" stop-color="#e6f3f0"/></linearGradient></defs>`;
  g += `<rect x="${r1(wx - 14 * k)}" y="${r1(wy - 14 * k)}" width="${r1(ww + 28 * k)}" height="${r1(wh + 28 * k)}" fill="#1f3d2b"/>`;
  g += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(ww)}" height="${r1(wh)}" fill="url(#${skyId})"/>`;
  g += `<path d="M${r1(wx)},${r1(wy + wh)} Q${r1(wx + ww * 0.3)},${r1(wy + wh * 0.55)} ${r1(wx + ww * 0.6)},${r1(wy + wh * 0.75)} T${r1(wx + ww)},${r1(wy + wh * 0.7)} L${r1(wx + ww)},${r1(wy + wh)} Z" fill="#9cca80"/>`;
  g += `<rect x="${r1(wx + ww / 2 - 5 * k)}" y="${r1(wy)}" width="${r1(10 * k)}" height="${r1(wh)}" fill="#fbf6ec"/>`;
  g += `<rect x="${r1(wx)}" y="${r1(wy + wh / 2 - 5 * k)}" width="${r1(ww)}" height="${r1(10 * k)}" fill="#fbf6ec"/>`;
  g += `<rect x="${r1(wx - 24 * k)}" y="${r1(wy + wh + 10 * k)}" width="${r1(ww + 48 * k)}" height="${r1(16 * k)}" rx="4" fill="#fbf6ec"/>`;
  // window box flowers
  g += `<rect x="${r1(wx - 10 * k)}" y="${r1(wy + wh + 26 * k)}" width="${r1(ww + 20 * k)}" height="${r1(40 * k)}" rx="6" fill="#8f5a36"/>`;
  for (let i = 0; i < 9; i++) {
    const fx = wx + (ww * (i + 0.5)) / 9;
    g += `<circle cx="${r1(fx)}" cy="${r1(wy + wh + 22 * k)}" r="${r1(16 * k)}" fill="#5f9a45"/>`;
  }
  for (let i = 0; i < 9; i++) {
    const fx = wx + (ww * (i + 0.5)) / 9 + rng.range(-6, 6);
    g += flower(fx, wy + wh + 16 * k + rng.range(-10, 4), 1.3 * k, rng.pick(['#f29bb5', '#ffffff', '#e8544a', '#f7d24a']));
  }
  // door
  const dx = W * 0.14;
  const dw = W * 0.22;
  g += `<rect x="${r1(dx - 12 * k)}" y="${r1(H * 0.06 - 12 * k)}" width="${r1(dw + 24 * k)}" height="${r1(floorY - H * 0.06 + 12 * k)}" fill="#fbf6ec"/>`;
  g += `<rect x="${r1(dx)}" y="${r1(H * 0.06)}" width="${r1(dw)}" height="${r1(floorY - H * 0.06)}" fill="#1f3d2b"/>`;
  g += `<rect x="${r1(dx + dw * 0.15)}" y="${r1(H * 0.1)}" width="${r1(dw * 0.7)}" height="${r1(H * 0.16)}" rx="6" fill="#cfe6ea" opacity="0.9"/>`;
  g += `<rect x="${r1(dx + dw * 0.15)}" y="${r1(H * 0.32)}" width="${r1(dw * 0.7)}" height="${r1(H * 0.22)}" rx="6" fill="none" stroke="#2d5540" stroke-width="${r1(6 * k)}"/>`;
  g += `<circle cx="${r1(dx + dw * 0.85)}" cy="${r1(H * 0.38)}" r="${r1(8 * k)}" fill="#c8902e"/>`;
  // wreath
  g += `<circle cx="${r1(dx + dw / 2)}" cy="${r1(H * 0.18)}" r="${r1(34 * k)}" fill="none" stroke="#5f8f45" stroke-width="${r1(16 * k)}"/>`;
  g += `<circle cx="${r1(dx + dw / 2)}" cy="${r1(H * 0.18 + 30 * k)}" r="${r1(8 * k)}" fill="#c0392b"/>`;
  // floor
  g += `<rect x="0" y="${r1(floorY)}" width="${W}" height="${r1(H - floorY)}" fill="#b7865a"/>`;
  g += `<rect x="0" y="${r1(floorY)}" width="${W}" height="${r1(12 * k)}" fill="#8f6440"/>`;
  for (let y = floorY + 40 * k; y < H; y += 44 * k) g += `<rect x="0" y="${r1(y)}" width="${W}" height="${r1(3 * k)}" fill="#9c7048"/>`;
  // braided rug
  const rugY = floorY + (H - floorY) * 0.55;
  g += `<ellipse cx="${W / 2}" cy="${r1(rugY)}" rx="${r1(W * 0.36)}" ry="${r1((H - floorY) * 0.33)}" fill="#c8902e"/>`;
  g += `<ellipse cx="${W / 2}" cy="${r1(rugY)}" rx="${r1(W * 0.31)}" ry="${r1((H - floorY) * 0.26)}" fill="#e8d2a4"/>`;
  g += `<ellipse cx="${W / 2}" cy="${r1(rugY)}" rx="${r1(W * 0.25)}" ry="${r1((H - floorY) * 0.19)}" fill="#a94d35"/>`;
  g += `<ellipse cx="${W / 2}" cy="${r1(rugY)}" rx="${r1(W * 0.19)}" ry="${r1((H - floorY) * 0.12)}" fill="#e8d2a4"/>`;
  // potted plant
  const px = W * 0.9;
  g += `<path d="M${r1(px - 40 * k)},${r1(floorY + 30 * k)} L${r1(px + 40 * k)},${r1(floorY + 30 * k)} L${r1(px + 30 * k)},${r1(floorY + 110 * k)} L${r1(px - 30 * k)},${r1(floorY + 110 * k)} Z" fill="#c0663f"/>`;
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.35;
    g += `<ellipse cx="${r1(px + Math.cos(a) * 50 * k)}" cy="${r1(floorY + 20 * k + Math.sin(a) * 60 * k)}" rx="${r1(14 * k)}" ry="${r1(36 * k)}" transform="rotate(${r1((a * 180) / Math.PI + 90)} ${r1(px + Math.cos(a) * 50 * k)} ${r1(floorY + 20 * k + Math.sin(a) * 60 * k)})" fill="${i % 2 ? '#5f9a45' : '#4b853a'}"/>`;
  }
  // railing posts at the edge
  g += `<rect x="0" y="${r1(H * 0.02)}" width="${r1(34 * k)}" height="${r1(floorY)}" fill="#fbf6ec"/>`;
  return { back: g, floorY, rugY };
}

// ---------------------------------------------------------------------------
// Image composers
// ---------------------------------------------------------------------------
function svgDoc(W, H, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

function randomAccessories(rng, puppy) {
  const o = {};
  const r = rng.next();
  if (r < 0.3) o.bandana = rng.pick(ACCENTS);
  else if (r < 0.45 && puppy) o.bow = rng.pick(['#e8799a', '#f2a0b8', '#7fb3e0', '#c0392b']);
  else if (r < 0.6 && puppy) o.crown = rng.shuffle(['#ffffff', '#f7d24a', '#f29bb5', '#c9a0e8']);
  else if (r < 0.8) o.ball = rng.chance(0.5) ? 1 : -1;
  o.tongue = rng.chance(0.55);
  o.tilt = rng.range(-9, 9);
  o.tailSide = rng.chance(0.5) ? 1 : -1;
  return o;
}

// Explicit schedules so palette and coat vary independently across the 14 listings.
const PUPPY_PALETTES = ['morning', 'noon', 'sunset', 'autumn', 'winter', 'noon', 'morning', 'autumn', 'sunset', 'noon', 'morning', 'winter', 'autumn', 'noon'];
const PUPPY_COATS = ['darkGolden', 'cream', 'red', 'golden', 'lightCream', 'golden', 'lightCream', 'cream', 'darkGolden', 'red', 'golden', 'cream', 'lightCream', 'darkGolden'];

function puppyImage(i) {
  uidCounter = 0;
  const name = `puppy-${String(i).padStart(2, '0')}`;
  const rng = new Rng(name);
  const W = 1200;
  const H = 900;
  const palKey = PUPPY_PALETTES[i - 1];
  const pal = PALETTES[palKey];
  const coatKey = PUPPY_COATS[i - 1];
  const c = coatVariant(rng, coatKey);
  const L = landscape(W, H, rng, pal, { barn: rng.chance(0.45), fence: rng.chance(0.5), ground: 0.7 });
  const o = { puppy: true, ...randomAccessories(rng, true) };
  const lying = i % 4 === 3;
  const x = W / 2 + rng.range(-150, 150);
  const y = H - rng.range(60, 95);
  const s = lying ? rng.range(1.75, 1.95) : rng.range(2.0, 2.2);
  const dog = lying ? dogLying(c, o) : dogSitting(c, o);
  let body = L.back + placeDog(dog, x, y, s);
  if (rng.chance(0.4) && !pal.snow) body += butterfly((x > W / 2 ? rng.range(0.08, 0.25) : rng.range(0.75, 0.92)) * W, rng.range(0.2, 0.45) * H, rng.range(1.2, 1.8), rng.pick(['#f7d24a', '#f29bb5', '#ffffff', '#9bb8ff']));
  body += L.front;
  return { name, svg: svgDoc(W, H, body), W, H };
}

/**
 * More photos of puppy i (its media set in the demo): the same coat, another day. Photo k (2, 3)
 * takes another palette, pose and place, so the lightbox pages through distinct pictures.
 */
const EXTRA_PALETTES = ['morning', 'noon', 'sunset', 'autumn'];
function puppyExtraImage(i, k) {
  uidCounter = 0;
  const name = `puppy-${String(i).padStart(2, '0')}-${k}`;
  const rng = new Rng(name);
  const W = 1200;
  const H = 900;
  const base = PUPPY_PALETTES[i - 1];
  const pal = PALETTES[base === 'winter' ? 'winter' : EXTRA_PALETTES[(i + k) % EXTRA_PALETTES.length]];
  const c = coatVariant(rng, PUPPY_COATS[i - 1]);
  const L = landscape(W, H, rng, pal, { barn: k === 3, fence: k === 2, ground: 0.68, flowers: pal.snow ? 0 : 8 });
  const o = { puppy: true, ...randomAccessories(rng, true), tongue: k === 2 };
  // Photo 2: the other pose than the card's; photo 3: a close-up, sitting, with a ball.
  const lyingOnCard = i % 4 === 3;
  const lying = k === 2 ? !lyingOnCard : false;
  const x = W / 2 + (k === 2 ? rng.range(-220, -60) : rng.range(60, 200));
  const y = H - rng.range(50, 80);
  const s = lying ? rng.range(1.8, 2.0) : k === 3 ? rng.range(2.3, 2.5) : rng.range(2.0, 2.2);
  let body = L.back + placeDog(lying ? dogLying(c, o) : dogSitting(c, o), x, y, s, k === 3);
  if (k === 3) body += tennisBall(x > W / 2 ? W * 0.18 : W * 0.82, H - 46, 30);
  body += L.front;
  return { name, svg: svgDoc(W, H, body), W, H };
}

/** The demo dam (a parent record): an adult standing in a summer field. */
function damImage() {
  uidCounter = 0;
  const name = 'parent-dam';
  const rng = new Rng(name);
  const W = 1200;
  const H = 900;
  const L = landscape(W, H, rng, PALETTES.noon, { barn: true, barnX: 0.82, barnScale: 0.8, fence: true, ground: 0.7 });
  const dog = placeDog(dogStanding(COATS.lightCream, { tilt: 3, tongue: true, tailSide: 1, bandana: '#d35f8d' }), W / 2 - 40, H - 70, 1.5);
  return { name, svg: svgDoc(W, H, L.back + dog + L.front), W, H };
}

function litterImage(i) {
  uidCounter = 0;
  const name = `litter-${String(i).padStart(2, '0')}`;
  const rng = new Rng(name);
  const W = 1200;
  const H = 900;
  const pal = PALETTES[['noon', 'autumn', 'morning'][i - 1]];
  const L = landscape(W, H, rng, pal, { barn: i !== 2, fence: true, ground: 0.6, horizon: 0.5, barnX: i === 1 ? 0.84 : 0.14, barnScale: 0.75 });
  const n = [5, 4, 6][i - 1];
  const baseCoat = ['cream', 'golden', 'lightCream'][i - 1];
  const neighbours = { lightCream: ['lightCream', 'cream'], cream: ['lightCream', 'cream', 'golden'], golden: ['cream', 'golden', 'darkGolden'], darkGolden: ['golden', 'darkGolden', 'red'], red: ['darkGolden', 'red'] };
  const pups = [];
  const backN = Math.floor(n / 2);
  const frontN = n - backN;
  const order = rng.shuffle([...Array(n).keys()]);
  for (let j = 0; j < n; j++) {
    const row = j < backN ? 0 : 1;
    const inRow = row === 0 ? backN : frontN;
    const idx = row === 0 ? j : j - backN;
    const spread = row === 0 ? 270 : 330;
    const x = W / 2 + (idx - (inRow - 1) / 2) * spread + rng.range(-15, 15);
    const y = row === 0 ? H * 0.66 : H - 40;
    const s = row === 0 ? 1.12 : 1.4;
    const c = coatVariant(rng, rng.pick(neighbours[baseCoat]));
    const o = { puppy: true, tilt: rng.range(-10, 10), tongue: rng.chance(0.5), tailSide: rng.chance(0.5) ? 1 : -1 };
    const acc = rng.next();
    if (acc < 0.35) o.bandana = ACCENTS[(order[j] + i) % ACCENTS.length];
    else if (acc < 0.55) o.bow = rng.pick(['#e8799a', '#7fb3e0']);
    const pose = row === 1 && rng.chance(0.35) ? 'lie' : 'sit';
    pups.push({ x, y, s: pose === 'lie' ? s * 0.92 : s, svg: pose === 'lie' ? dogLying(c, o) : dogSitting(c, o) });
  }
  let body = L.back;
  for (const p of pups) body += placeDog(p.svg, p.x, p.y, p.s);
  if (i === 1) body += tennisBall(W * 0.88, H - 50, 26);
  body += L.front;
  return { name, svg: svgDoc(W, H, body), W, H };
}

function studImage(i) {
  uidCounter = 0;
  const name = `stud-${String(i).padStart(2, '0')}`;
  const rng = new Rng(name);
  const W = 1200;
  const H = 900;
  const coatKey = ['lightCream', 'golden', 'red', 'darkGolden'][i - 1];
  const c = COATS[coatKey];
  const pal = PALETTES[['morning', 'noon', 'autumn', 'sunset'][i - 1]];
  const L = landscape(W, H, rng, pal, { barn: i % 2 === 0, fence: i % 2 === 1, ground: 0.7 });
  const o = { puppy: false, tilt: rng.range(-5, 5), tongue: i !== 3, tailSide: i % 2 ? 1 : -1, bandana: [SITE.green, null, '#2f6f8f', SITE.gold][i - 1] };
  let dog;
  if (i === 2 || i === 3) {
    dog = placeDog(dogStanding(c, o), W / 2 - 20, H - 70, 1.55, i === 3);
  } else {
    dog = placeDog(dogSitting(c, o), W / 2 + (i === 1 ? -80 : 90), H - 60, 1.45);
  }
  return { name, svg: svgDoc(W, H, L.back + dog + L.front), W, H };
}

function galleryImage(i) {
  uidCounter = 0;
  const name = `gallery-${String(i).padStart(2, '0')}`;
  const rng = new Rng(name);
  const portrait = [3, 6, 9, 12].includes(i);
  const W = portrait ? 900 : 1200;
  const H = portrait ? 1200 : 900;
  let body = '';
  const coat = (k) => coatVariant(rng, k);
  switch (i) {
    case 1: { // puppies playing with a ball
      const L = landscape(W, H, rng, PALETTES.noon, { barn: true, ground: 0.66, barnX: 0.15 });
      body += L.back;
      body += placeDog(dogLying(coat('golden'), { puppy: true, tilt: -12, tongue: true }), 330, H - 70, 1.4);
      body += placeDog(dogSitting(coat('cream'), { puppy: true, tilt: 10, tongue: true, bandana: '#2f6f8f' }), 820, H - 55, 1.55);
      body += tennisBall(585, H - 80, 28);
      body += butterfly(600, 330, 1.6, '#f7d24a');
      body += L.front;
      break;
    }
    case 2: { // adult in a wildflower field
      const L = landscape(W, H, rng, PALETTES.morning, { ground: 0.68, flowers: 60, trees: 2 });
      body += L.back + placeDog(dogStanding(coat('golden'), { tongue: true, tilt: -4 }), W / 2 - 40, H - 80, 1.45) + L.front;
      for (let j = 0; j < 16; j++) body += flower(rng.range(0, W), H - rng.range(5, 60), rng.range(1.6, 2.2), rng.pick(PALETTES.morning.flowers));
      break;
    }
    case 3: { // portrait: puppy with flower crown, close-up
      const L = landscape(W, H, rng, PALETTES.morning, { ground: 0.62, horizon: 0.5, clouds: 2 });
      body += L.back + placeDog(dogSitting(coat('lightCream'), { puppy: true, tilt: 6, tongue: false, crown: ['#ffffff', '#f29bb5', '#f7d24a', '#c9a0e8'] }), W / 2, H - 40, 2.6) + L.front;
      break;
    }
    case 4: { // family porch
      const P = porchScene(W, H, rng);
      body += P.back;
      body += placeDog(dogLying(coat('darkGolden'), { tilt: 4, tongue: true, tailSide: -1 }), W * 0.42, P.rugY + 60, 1.05);
      body += placeDog(dogSitting(coat('cream'), { puppy: true, tilt: -10, tongue: true, bow: '#e8799a' }), W * 0.7, P.rugY + 80, 1.15);
      break;
    }
    case 5: { // dog at the pond
      const pd = pond(W, H, 360, 700, 250, 70, false);
      const L = landscape(W, H, rng, PALETTES.noon, { ground: 0.64, pond: pd, tufts: 8, flowers: 8, trees: 2 });
      body += L.back + placeDog(dogSitting(coat('golden'), { tilt: -5, tongue: true, bandana: '#c0392b', tailSide: 1 }), 860, H - 50, 1.3) + L.front;
      break;
    }
    case 6: { // portrait: winter puppy
      const L = landscape(W, H, rng, PALETTES.winter, { ground: 0.62, horizon: 0.48, trees: 3 });
      body += L.back + placeDog(dogSitting(coat('red'), { puppy: true, tilt: -8, tongue: true, bandana: '#c0392b' }), W / 2 + 20, H - 70, 2.3) + L.front;
      break;
    }
    case 7: { // autumn pair
      const L = landscape(W, H, rng, PALETTES.autumn, { ground: 0.66, barn: true, barnX: 0.82, trees: 3 });
      body += L.back;
      body += placeDog(dogSitting(coat('darkGolden'), { tilt: 5, tongue: true, tailSide: -1 }), 430, H - 60, 1.3);
      body += placeDog(dogSitting(coat('golden'), { puppy: true, tilt: -10, tongue: true, bandana: SITE.green }), 700, H - 45, 1.35);
      body += L.front;
      break;
    }
    case 8: { // sunset: mother with puppies
      const L = landscape(W, H, rng, PALETTES.sunset, { ground: 0.66, fence: true, sunPos: [0.5, 0.52] });
      body += L.back;
      body += placeDog(dogLying(coat('golden'), { tilt: -3, tongue: true }), 600, H - 95, 1.05);
      body += placeDog(dogSitting(coat('cream'), { puppy: true, tilt: 10 }), 300, H - 40, 1.2);
      body += placeDog(dogSleeping(coat('golden'), {}), 900, H - 40, 1.1);
      body += L.front;
      break;
    }
    case 9: { // portrait: puppies asleep in a basket
      const L = landscape(W, H, rng, PALETTES.morning, { ground: 0.58, horizon: 0.44, fence: true, flowers: 10 });
      body += L.back;
      const bw = 800;
      const by = H - 90;
      const rim = by - bw * 0.36;
      const B = basket(W / 2, by, bw, '#d98a8a');
      body += B.back;
      body += placeDog(dogSleeping(coat('golden'), {}), W / 2 + 150, rim + 50, 1.6, true);
      body += placeDog(dogSleeping(coat('cream'), { bow: '#7fb3e0' }), W / 2 - 140, rim + 62, 1.6);
      body += B.front + L.front;
      break;
    }
    case 10: { // barnyard trio
      const L = landscape(W, H, rng, PALETTES.morning, { ground: 0.64, barn: true, barnX: 0.5, barnScale: 1.2, trees: 2 });
      body += L.back;
      body += placeDog(dogSitting(coat('lightCream'), { puppy: true, tilt: 8, bow: '#e8799a' }), 280, H - 50, 1.4);
      body += placeDog(dogLying(coat('golden'), { puppy: true, tilt: -6, tongue: true }), 600, H - 40, 1.35);
      body += placeDog(dogSitting(coat('red'), { puppy: true, tilt: -8, tongue: true, bandana: '#2f6f8f' }), 920, H - 50, 1.4);
      body += L.front;
      break;
    }
    case 11: { // winter adult and puppy
      const L = landscape(W, H, rng, PALETTES.winter, { ground: 0.66, barn: true, barnX: 0.2, trees: 3 });
      body += L.back;
      body += placeDog(dogStanding(coat('golden'), { tongue: true, bandana: '#c0392b' }), 560, H - 80, 1.2);
      body += placeDog(dogSitting(coat('darkGolden'), { puppy: true, tilt: 10, tongue: true }), 960, H - 50, 1.3);
      body += L.front;
      break;
    }
    case 12: { // portrait: adult under a tree at golden hour
      const pal = PALETTES.sunset;
      const L = landscape(W, H, rng, pal, { ground: 0.66, horizon: 0.55, trees: 0, sunPos: [0.75, 0.45] });
      body += L.back + roundTree(180, H * 0.74, 3.2, pal, rng);
      body += placeDog(dogSitting(coat('cream'), { tilt: -6, tongue: true, bandana: SITE.gold, tailSide: -1 }), W / 2 + 80, H - 70, 1.45) + L.front;
      break;
    }
  }
  return { name, svg: svgDoc(W, H, body), W, H };
}

function heroImage() {
  uidCounter = 0;
  const rng = new Rng('hero-bg-square');
  const W = 1600;
  const H = 1600;
  const pal = {
    ...PALETTES.sunset,
    sky: [['0', '#5b4a5e'], ['0.3', '#8a6062'], ['0.5', '#c98462'], ['0.6', '#eeae6c'], ['0.66', '#f6c886']],
    hills: ['#9b7a68', '#7d7250', '#65693b'],
    grass: ['#87903f', '#56662c'],
    cloud: '#e3a17f',
  };
  const L = landscape(W, H, rng, pal, { horizon: 0.62, ground: 0.74, barn: true, barnX: 0.84, barnScale: 0.6, trees: 2, fence: true, clouds: 3, flowers: 10, tufts: 12, frontTufts: 6, sunPos: [0.68, 0.585] });
  let body = L.back;
  body += placeDog(dogSitting(COATS.golden, { tilt: -4, tongue: true, tailSide: -1 }), 560, 1225, 0.6);
  body += placeDog(dogSitting(COATS.cream, { puppy: true, tilt: 8, tongue: true }), 700, 1232, 0.66);
  body += L.front;
  // darken centre / upper area for legible white text
  const id = uid('dk');
  body += `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a120c" stop-opacity="0.34"/><stop offset="0.5" stop-color="#1a120c" stop-opacity="0.22"/><stop offset="0.72" stop-color="#1a120c" stop-opacity="0.05"/><stop offset="1" stop-color="#120c08" stop-opacity="0"/></linearGradient></defs>`;
  body += `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;
  return { name: 'hero-bg-square', svg: svgDoc(W, H, body), W, H };
}

function ogImage() {
  uidCounter = 0;
  const rng = new Rng('og-default');
  const W = 1200;
  const H = 630;
  let body = `<rect width="${W}" height="${H}" fill="${SITE.cream}"/>`;
  // left illustration panel
  const clip = uid('og');
  const pw = 500;
  const pal = PALETTES.morning;
  const L = landscape(pw, H, rng, pal, { horizon: 0.55, ground: 0.72, trees: 1, clouds: 2, flowers: 10, tufts: 8, frontTufts: 3, sunPos: [0.8, 0.18] });
  body += `<defs><clipPath id="${clip}"><rect width="${pw}" height="${H}"/></clipPath></defs>`;
  body += `<g clip-path="url(#${clip})">${L.back}${placeDog(dogSitting(COATS.golden, { tilt: -6, tongue: true, bandana: SITE.green }), pw / 2 - 10, H - 34, 1.12)}${L.front}</g>`;
  body += `<path d="M${pw},0 C${pw - 40},${H * 0.3} ${pw + 30},${H * 0.7} ${pw - 10},${H} L${pw + 60},${H} L${pw + 60},0 Z" fill="${SITE.cream}"/>`;
  // text block
  const tx = pw + 60;
  const font = 'DejaVu Sans, Arial, sans-serif';
  body += `<rect x="${tx}" y="170" width="70" height="8" rx="4" fill="${SITE.gold}"/>`;
  body += `<text x="${tx}" y="270" font-family="${font}" font-size="56" font-weight="700" fill="${SITE.green}">Golden Retriever</text>`;
  body += `<text x="${tx}" y="338" font-family="${font}" font-size="56" font-weight="700" fill="${SITE.green}">Puppies</text>`;
  body += `<text x="${tx}" y="418" font-family="${font}" font-size="38" fill="#a8731f">Albion, NY</text>`;
  // small paw print accent
  body += `<g transform="translate(${W - 90},${H - 80}) scale(1.1)" fill="${SITE.gold}" opacity="0.5"><ellipse cx="0" cy="8" rx="16" ry="13"/><circle cx="-17" cy="-10" r="7"/><circle cx="-6" cy="-20" r="7"/><circle cx="7" cy="-20" r="7"/><circle cx="18" cy="-10" r="7"/></g>`;
  return { name: 'og-default', svg: svgDoc(W, H, body), W, H };
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------
async function writeWebp(img) {
  const file = path.join(SEED_DIR, `${img.name}.webp`);
  let q = 78;
  let buf = await sharp(Buffer.from(img.svg)).webp({ quality: q, effort: 6 }).toBuffer();
  while (buf.length > 60 * 1024 && q > 60) {
    q -= 4;
    buf = await sharp(Buffer.from(img.svg)).webp({ quality: q, effort: 6 }).toBuffer();
  }
  await writeFile(file, buf);
  return [file, buf.length, q];
}
async function writePng(img, file, opts) {
  const buf = await sharp(Buffer.from(img.svg)).png(opts).toBuffer();
  await writeFile(file, buf);
  return [file, buf.length];
}

async function main() {
  await mkdir(SEED_DIR, { recursive: true });
  await mkdir(PUBLIC_DIR, { recursive: true });
  const jobs = [];
  for (let i = 1; i <= 14; i++) jobs.push(['webp', () => puppyImage(i)]);
  // Two more photos of each public demo puppy (its media set), and the demo dam.
  for (let i = 1; i <= 12; i++) for (const k of [2, 3]) jobs.push(['webp', () => puppyExtraImage(i, k)]);
  jobs.push(['webp', damImage]);
  for (let i = 1; i <= 3; i++) jobs.push(['webp', () => litterImage(i)]);
  for (let i = 1; i <= 4; i++) jobs.push(['webp', () => studImage(i)]);
  for (let i = 1; i <= 12; i++) jobs.push(['webp', () => galleryImage(i)]);
  jobs.push(['hero', heroImage]);
  jobs.push(['og', ogImage]);
  for (const [kind, make] of jobs) {
    const img = make();
    if (ONLY && !img.name.includes(ONLY)) continue;
    if (process.env.DUMP_SVG) await writeFile(path.join(process.env.DUMP_SVG, `${img.name}.svg`), img.svg);
    if (kind === 'webp') {
      const [file, size, q] = await writeWebp(img);
      console.log(`${path.relative(ROOT, file)}  ${img.W}x${img.H}  ${(size / 1024).toFixed(1)} KB  q${q}`);
    } else if (kind === 'hero') {
      const [file, size] = await writePng(img, path.join(ROOT, 'app', 'hero-bg-square.png', 'hero.png'), { palette: true, quality: 80, compressionLevel: 9 });
      console.log(`${path.relative(ROOT, file)}  ${(size / 1024).toFixed(1)} KB`);
    } else {
      const [file, size] = await writePng(img, path.join(PUBLIC_DIR, 'og-default.png'), { palette: true, quality: 85, compressionLevel: 9 });
      console.log(`${path.relative(ROOT, file)}  ${(size / 1024).toFixed(1)} KB`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
