/**
 * Draws Saverly's dish and food-group pictures (ADR 0034): one flat, hand-written SVG per dish
 * family (apps/server/assets/dish-images/) and per food group (apps/server/assets/product-images/),
 * in one style: a soft rounded tile, a plate or bowl seen at three quarters (dishes) or the food
 * itself on a shadow (groups), flat fills with one shade and one highlight, no strokes but the
 * food's own lines, no raster.
 * Run: npx tsx --conditions=source apps/server/assets/pictures-src/draw-pictures.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { DISH_FAMILIES } from '@saverly/kitchen';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DISH_DIR = path.resolve(here, '../dish-images');
const PRODUCT_DIR = path.resolve(here, '../product-images');

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------
const C = {
  dishBg: '#FBF1E1',
  productBg: '#EEF5EA',
  shadow: '#E5D6BE',
  shadowG: '#D6E4CF',
  plate: '#FFFFFF',
  plateIn: '#F3ECE1',
  rice: '#FFFDF5',
  grain: '#E9E0CC',
  red: '#E2483D',
  redHi: '#F48A7E',
  green: '#5FA244',
  greenDk: '#3E7D2C',
  greenLt: '#9BCB5A',
  yolk: '#F7B733',
  white: '#FFFFFF',
  meat: '#A8412F',
  meatDk: '#6F2A1D',
  fat: '#F3D5C2',
  gold: '#DDA154',
  goldDk: '#B5732B',
  salmon: '#F28C6A',
  salmonLt: '#FCC7AE',
  fish: '#F3E7D3',
  fishDk: '#D8BF97',
  shrimp: '#F47C5A',
  shrimpLt: '#FFB9A1',
  crust: '#C98A4B',
  crumb: '#F2D6A2',
  cheese: '#F6C945',
  cheeseDk: '#E0A92A',
  noodle: '#F2CF7A',
  noodleDk: '#D9AE4F',
  tortilla: '#EFD29A',
  tortillaDk: '#D2A461',
  bean: '#6B2E2A',
  beanDk: '#2F2724',
  dal: '#F0B13A',
  curry: '#E3862B',
  purple: '#6B3F7A',
  carrot: '#F08A24',
  onion: '#F1E2D3',
  redOnion: '#A3456B',
  lemon: '#F7D33B',
  lime: '#8CC63F',
  avocado: '#D6E58A',
  avocadoSkin: '#4F7F2A',
  pit: '#8A5A2B',
  mushroom: '#B98A64',
  stem: '#F1E4D2',
  brown: '#8C5A3C',
  brownDk: '#5E3A24',
  blue: '#3E7CB1',
  teal: '#2C8C84',
  terracotta: '#C8643B',
  cream: '#FFF6E5',
  berry: '#3F51A3',
  rasp: '#D23A5F',
  orange: '#F59A2A',
  yellow: '#F4D35E',
  tofu: '#F6EEDC',
  tofuDk: '#E4D5B5',
  chili: '#D7322B',
  pink: '#F4A3A8',
  sauce: '#C2412E',
  oat: '#E9D3A8',
  yogurt: '#FBFAF6',
  ink: '#5B4636',
};

// ---------------------------------------------------------------------------------------------
// Helpers: every item is drawn around (0,0) about 40 units wide, then placed with at().
// ---------------------------------------------------------------------------------------------
const n = (v) => Math.round(v * 10) / 10;
const at = (x, y, s = 1, r = 0, body = '') =>
  `<g transform="translate(${n(x)} ${n(y)})${r ? ` rotate(${r})` : ''}${s !== 1 ? ` scale(${s})` : ''}">${body}</g>`;
const el = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const ci = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d, stroke, w = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;

/** A seeded sprinkle of points inside an ellipse (deterministic pictures). */
function scatter(seed, count, cx, cy, rx, ry) {
  let s = seed * 9301 + 49297;
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  const out = [];
  for (let i = 0; i < count; i++) {
    const a = rnd() * Math.PI * 2;
    const r = Math.sqrt(rnd());
    out.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r, rnd()]);
  }
  return out;
}

// --- Vessels (three-quarter view) ------------------------------------------------------------
const plate = (cy = 74, rx = 50, ry = 28) =>
  el(60, cy + 5, rx, ry, C.shadow) + el(60, cy, rx, ry, C.plate) + el(60, cy - 1, rx - 11, ry - 7, C.plateIn);

/** A bowl: its body, the rim and the food's surface; toppings go around (60, top). */
function bowl(color, food, { top = 58, rx = 42, ry = 15, depth = 36 } = {}) {
  const l = 60 - rx;
  const r = 60 + rx;
  return (
    el(60, top + depth + 2, rx * 0.8, 6, C.shadow) +
    p(`M${l} ${top}C${l} ${top + depth} ${r} ${top + depth} ${r} ${top}Z`, color) +
    p(
      `M${l + 6} ${top + 8}C${l + 10} ${top + depth - 6} ${60} ${top + depth - 2} ${60} ${top + depth - 2}`,
      'none',
    ) +
    el(60, top, rx, ry, shade(color)) +
    el(60, top + 1, rx - 3, ry - 2.5, food) +
    line(
      `M${l + 7} ${top + 10}C${l + 10} ${top + 22} ${l + 18} ${top + 28} ${l + 26} ${top + 31}`,
      '#FFFFFF',
      3,
      ' opacity=".35"',
    )
  );
}
const shade = (hex) => {
  const v = parseInt(hex.slice(1), 16);
  const f = (c) => Math.max(0, Math.round(c * 0.78));
  return `#${[(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => f(c).toString(16).padStart(2, '0')).join('')}`;
};

/** A pan or baking dish seen at three quarters. */
const bakingDish = (fill, color = C.terracotta) =>
  el(60, 96, 46, 7, C.shadow) +
  rect(12, 50, 96, 46, 12, color) +
  rect(17, 46, 86, 40, 9, shade(color)) +
  rect(20, 48, 80, 34, 7, fill);

const skillet = (fill) =>
  el(56, 92, 40, 8, C.shadow) +
  rect(86, 64, 30, 8, 4, '#3A3A3A', ' transform="rotate(-12 86 68)"') +
  el(56, 72, 44, 24, '#3A3A3A') +
  el(56, 70, 40, 21, '#555') +
  el(56, 71, 36, 18, fill);

const board = () =>
  el(60, 96, 50, 7, C.shadow) + rect(8, 52, 104, 40, 10, '#D9A86C') + rect(8, 52, 104, 34, 10, '#E7BE86');

// --- Food items (around 0,0) -----------------------------------------------------------------
const I = {
  rice: (seed = 1) =>
    el(0, 0, 20, 10, C.rice) +
    scatter(seed, 14, 0, 0, 16, 7)
      .map(([x, y]) => el(x, y, 2, 1, C.grain))
      .join(''),
  steak: () =>
    p('M-20-6C-18-16 2-18 14-13S24 6 14 11-10 16-18 9-22 0-20-6Z', C.fat) +
    p('M-17-5C-15-13 1-15 12-11S20 5 12 8-9 13-15 7-19 0-17-5Z', C.meat) +
    line('M-10-9 -2 7M-2-11 6 5M6-11 13 1', C.meatDk, 2.5),
  chicken: () =>
    p('M-20 2C-20-10-6-15 6-13S22-4 20 4 8 14-4 13-20 12-20 2Z', C.gold) +
    line('M-12-8-4 8M-3-11 5 6M6-10 13 3', C.goldDk, 2.5) +
    el(-6, -6, 5, 2, '#F0C27F', ' opacity=".7"'),
  drumstick: () =>
    el(-4, 0, 14, 10, C.gold) +
    line('M8 0 18 0', C.cream, 5) +
    ci(19, -3, 3.5, C.cream) +
    ci(19, 3, 3.5, C.cream) +
    el(-8, -4, 5, 2.5, '#F0C27F'),
  fillet: (fill = C.fish, lines = C.fishDk) =>
    p('M-22 0C-16-11 10-12 22-5 25-1 25 3 22 6 10 12-16 11-22 0Z', fill) +
    line('M-8-7C-5-2-5 3-8 8M2-8C5-3 5 3 2 9M12-7C14-3 14 3 12 7', lines, 1.6),
  wholeFish: (fill = '#9FB8C6', belly = '#DCE7EC') =>
    p('M-22 0C-14-12 10-12 16 0 10 12-14 12-22 0Z', fill) +
    p('M-18 3C-10 9 6 9 13 3Z', belly) +
    p('M14 0 26-9 24 0 26 9Z', fill) +
    ci(-13, -2, 2, '#fff') +
    ci(-13, -2, 1, '#333') +
    line('M-6-6C-4-2-4 2-6 6', shade(fill), 1.5),
  shrimp: () =>
    line('M-10 6C-14-4-6-12 4-10S14 2 8 8', C.shrimp, 8) +
    line('M-8-4-4-8M0-10 2-6M6-8 6-4', C.shrimpLt, 1.6) +
    p('M6 8 12 13 13 6Z', C.shrimp),
  friedEgg: () =>
    p('M-18 0C-20-10-8-15 2-13S20-6 18 4 6 16-4 14-16 10-18 0Z', C.white) +
    ci(0, 0, 7, C.yolk) +
    ci(-2, -2, 2, '#FCE3A0'),
  egg: (fill = '#F6EBDD') => el(0, 0, 9, 11, fill) + el(-3, -4, 2.5, 3.5, '#FFFFFF', ' opacity=".6"'),
  halfEgg: () => el(0, 0, 9, 11, C.white) + ci(0, 1, 5, C.yolk),
  tomato: (r = 9) =>
    ci(0, 0, r, C.red) +
    ci(-r * 0.35, -r * 0.35, r * 0.28, C.redHi) +
    p('M0-9 3-12M0-9-3-12', 'none') +
    line(`M-3 ${-r + 1} 0 ${-r + 3} 3 ${-r + 1}`, C.greenDk, 2),
  tomatoSlice: () =>
    ci(0, 0, 9, C.red) +
    ci(0, 0, 6.5, '#F26C5F') +
    [0, 120, 240].map((a) => at(0, 0, 1, a, el(0, -3.5, 1.5, 2.2, '#FBD1B5'))).join(''),
  lemon: (fill = C.lemon) =>
    ci(0, 0, 9, fill) +
    ci(0, 0, 7.5, '#FFF4B8') +
    [0, 60, 120].map((a) => at(0, 0, 1, a, line('M0-7 0 7', fill, 1.2))).join(''),
  lime: () => I.lemon(C.lime),
  leaf: (fill = C.green) => p('M-10 0Q0-9 10 0Q0 9-10 0Z', fill) + line('M-8 0 8 0', shade(fill), 1),
  herb: () =>
    line('M0 10 0-10', C.greenDk, 1.5) +
    [-7, -1, 5]
      .map(
        (y, i) =>
          at(0, y, 0.45, i % 2 ? 35 : -35, I.leaf(C.green)) +
          at(0, y, 0.45, i % 2 ? 145 : -145, I.leaf(C.green)),
      )
      .join(''),
  lettuce: (fill = C.greenLt) =>
    p('M-20 4C-22-6-12-14-2-12 8-16 20-10 20 0 22 8 12 14 2 12-8 15-18 12-20 4Z', fill) +
    line('M-14 4C-4 0 6 0 16 2', shade(fill), 1.5),
  broccoli: () =>
    rect(-3, 0, 6, 12, 3, '#9CC56B') +
    ci(-7, -2, 7, C.greenDk) +
    ci(6, -3, 7, C.greenDk) +
    ci(0, -8, 7, C.green) +
    ci(-3, -9, 2, C.greenLt),
  carrot: () =>
    p('M-4-12 4-12 1 14-1 14Z', C.carrot) +
    line('M-3-4 1-4M-2 3 1 3', '#D06E12', 1.2) +
    line('M0-12-3-19M0-12 3-19', C.green, 2),
  carrotCoins: (seed = 3) =>
    scatter(seed, 5, 0, 0, 14, 6)
      .map(([x, y]) => el(x, y, 4, 3, C.carrot) + el(x, y, 2, 1.4, '#F7B267'))
      .join(''),
  potato: () =>
    el(0, 0, 12, 9, '#D4A764') + ci(-4, -2, 1, '#A97B3A') + ci(3, 3, 1, '#A97B3A') + ci(5, -3, 1, '#A97B3A'),
  wedge: () => p('M-10 6-4-8 10 4Z', '#E8B865') + p('M-10 6 10 4 9 6-9 8Z', '#C98A3A'),
  bread: () =>
    p('M-16 14-16-4C-20-6-20-16-10-16L10-16C20-16 20-6 16-4L16 14Z', C.crust) +
    p('M-13 11-13-3C-16-5-16-13-9-13L9-13C16-13 16-5 13-3L13 11Z', C.crumb),
  cheese: () =>
    p('M-16 8-16-2 14-12 16 8Z', C.cheese) +
    p('M-16-2 14-12 16-8 16-6Z', '#FBE08A') +
    ci(-6, 2, 2.5, C.cheeseDk) +
    ci(5, -1, 2, C.cheeseDk) +
    ci(8, 5, 1.5, C.cheeseDk),
  bellPepper: (fill = C.red) =>
    p('M-10-6C-14 4-10 14-4 13 0 15 4 15 6 13 12 14 14 4 10-6 6-10-6-10-10-6Z', fill) +
    line('M0-10 2-15', C.greenDk, 3) +
    el(-5, -2, 2, 5, '#FFFFFF', ' opacity=".35"'),
  chili: (fill = C.chili) => line('M-12-6C-4 8 6 10 12 4', fill, 5) + line('M-12-6-15-10', C.greenDk, 2.5),
  avocado: () => el(0, 0, 11, 14, C.avocadoSkin) + el(0, 1, 9, 12, C.avocado) + ci(0, 4, 5, C.pit),
  mushroom: () =>
    rect(-3, -1, 6, 10, 2, C.stem) +
    p('M-11 0C-11-10 11-10 11 0Z', C.mushroom) +
    el(-4, -5, 3, 1.5, '#D2AC86'),
  onion: (fill = C.onion) =>
    ci(0, 2, 11, fill) +
    line('M-6 2C-6-4 6-4 6 2M-3 4C-3 0 3 0 3 4', shade(fill), 1.2) +
    line('M0-9 0-14', shade(fill), 2),
  garlic: () =>
    p('M0-12C4-6 12-4 10 6 8 12-8 12-10 6-12-4-4-6 0-12Z', '#F6F0E6') +
    line('M0-6 0 10M-5-2-4 10M5-2 4 10', '#E2D6C4', 1.2),
  banana: () =>
    p('M-16-8C-12 8 8 12 18-2 16 10-4 16-14 6-18 0-18-6-16-8Z', '#F6D34A') +
    line('M-16-8-18-11M18-2 20-3', '#7C6A3A', 2.5),
  apple: (fill = C.red) =>
    p('M0-7C-8-12-16-6-14 4-12 12-4 14 0 11 4 14 12 12 14 4 16-6 8-12 0-7Z', fill) +
    line('M0-7 1-12', C.brownDk, 2) +
    at(5, -12, 0.4, -20, I.leaf()) +
    el(-7, -2, 2, 4, '#FFFFFF', ' opacity=".35"'),
  pear: () =>
    p('M0-12C5-12 5-4 8 2 12 10 6 14 0 14-6 14-12 10-8 2-5-4-5-12 0-12Z', '#B9CF4F') +
    line('M0-12 1-16', C.brownDk, 2),
  orange: (fill = C.orange) =>
    ci(0, 0, 11, fill) + ci(-4, -4, 3, '#FFFFFF', ' opacity=".3"') + ci(0, -10, 1.6, C.greenDk),
  strawberry: () =>
    p('M0 12C-10 4-10-6-4-8 0-9 4-8C10-6 10 4 0 12Z', C.rasp) +
    p('M-5-8 0-12 5-8 0-6Z', C.green) +
    [
      [-3, -2],
      [3, -2],
      [0, 3],
      [-4, 3],
      [4, 3],
    ]
      .map(([x, y]) => el(x, y, 0.7, 1, '#FBE08A'))
      .join(''),
  blueberries: () =>
    [
      [-5, 0],
      [4, -2],
      [0, 6],
      [8, 5],
      [-8, 7],
    ]
      .map(([x, y]) => ci(x, y, 4, C.berry) + ci(x + 1, y - 1, 1, '#7D8DD1'))
      .join(''),
  grapes: () =>
    [
      [0, -8],
      [-5, -3],
      [5, -3],
      [0, 2],
      [-5, 7],
      [5, 7],
      [0, 12],
    ]
      .map(([x, y]) => ci(x, y, 4.4, '#8E4C9E') + ci(x - 1.2, y - 1.2, 1.2, '#C08BD0'))
      .join('') + line('M0-12 2-16', C.brownDk, 2),
  mango: () =>
    p('M-12 4C-14-8 0-14 10-10S16 8 6 12-10 12-12 4Z', '#F7A738') +
    p('M6-10C12-8 14 0 10 6', '#E9572F', ' opacity=".5"'),
  pineapple: () =>
    el(0, 4, 9, 12, '#E9A83A') +
    line('M-6-2 6 10M6-2-6 10M-7 5 0-4 7 5', '#B97A1E', 1.2) +
    p('M-6-8 0-20 6-8Z', C.green) +
    p('M-9-7-6-16 0-8Z', C.greenDk) +
    p('M9-7 6-16 0-8Z', C.greenDk),
  corn: () =>
    el(0, 0, 7, 15, '#F6CF3C') +
    [-8, -3, 2, 7].map((y) => line(`M-5 ${y} 5 ${y}`, '#E2AE22', 1)).join('') +
    p('M-7 8C-10-4-6-12-2-16 0 2 2 10-7 8Z', C.greenLt) +
    p('M7 8C10-4 6-12 2-16 0 2-2 10 7 8Z', C.green),
  beans: (seed = 5, fill = C.bean) =>
    scatter(seed, 9, 0, 0, 12, 6)
      .map(([x, y, r]) =>
        at(x, y, 1, r * 180, el(0, 0, 3.4, 2.2, fill) + el(-1, -0.8, 1, 0.5, '#FFFFFF', ' opacity=".35"')),
      )
      .join(''),
  greenBeans: () =>
    [-6, -2, 2, 6]
      .map((o, i) => at(o, 0, 1, -20 + i * 8, rect(-2, -13, 4, 26, 2, i % 2 ? C.green : '#4E9238')))
      .join(''),
  tofu: (fill = C.tofu) =>
    p('M-9-4 0-9 9-4 0 1Z', '#FFFFFF') + p('M-9-4 0 1 0 11-9 6Z', fill) + p('M0 1 9-4 9 6 0 11Z', C.tofuDk),
  sausage: (fill = '#A3553A') =>
    rect(-16, -5, 32, 10, 5, fill) +
    rect(-12, -3, 14, 2.5, 1.2, '#FFFFFF', ' opacity=".3"') +
    line('M-6-5-4 5M2-5 4 5', shade(fill), 1),
  bacon: () =>
    p('M-18-6C-10-10-6-2 2-6S12-10 18-6L18 4C12 0 8 8 2 4S-10 0-18 4Z', '#C2493E') +
    line('M-18-1C-10-5-6 3 2-1S12-5 18-1', C.fat, 2.5),
  lambChop: () =>
    p('M-14-4C-14-14 6-14 8-4 10 6 0 12-8 10-14 8-14 2-14-4Z', '#B5533F') +
    p('M-10-3C-10-9 2-9 4-3 4 3-2 6-6 5-10 4-10 0-10-3Z', '#8E3828') +
    line('M6-6 20-14', C.cream, 4) +
    ci(20, -14, 2.5, C.cream),
  porkChop: () =>
    p('M-18 0C-18-12 0-14 12-8 20-4 18 8 8 10-8 14-18 10-18 0Z', '#F2B8A2') +
    p('M-14 0C-14-8 0-10 10-6 14-3 13 5 6 6-6 9-14 6-14 0Z', '#E99A82') +
    line('M-8-6 0 6M0-8 8 4', '#C66E55', 2) +
    line('M12-8 16 4', C.cream, 3),
  noodles: (fill = C.noodle, seed = 0) =>
    [-10, -5, 0, 5, 10]
      .map((y, i) =>
        line(
          `M-22 ${y}C-14 ${y - 6 + ((i + seed) % 3) * 2} -6 ${y + 6} 0 ${y}S14 ${y - 6} 22 ${y}`,
          i % 2 ? fill : shade(fill),
          2.6,
        ),
      )
      .join(''),
  spaghetti: () =>
    [0, 1, 2, 3, 4, 5]
      .map((i) =>
        line(
          `M${-18 + i} ${-4 + i * 2}C-8 ${-14 + i * 3} 10 ${-10 + i * 3} 18 ${-2 + i * 2}`,
          i % 2 ? C.noodle : C.noodleDk,
          2.4,
        ),
      )
      .join(''),
  tortilla: () =>
    el(0, 0, 22, 14, C.tortilla) +
    scatter(2, 6, 0, 0, 16, 9)
      .map(([x, y]) => el(x, y, 2, 1.2, C.tortillaDk))
      .join(''),
  peas: (seed = 7) =>
    scatter(seed, 8, 0, 0, 10, 5)
      .map(([x, y]) => ci(x, y, 2.4, '#79B84A') + ci(x - 0.6, y - 0.6, 0.7, '#BFE093'))
      .join(''),
  sesame: (seed = 9) =>
    scatter(seed, 10, 0, 0, 16, 6)
      .map(([x, y, r]) => at(x, y, 1, r * 180, el(0, 0, 1.2, 0.6, '#FFF6DC')))
      .join(''),
  scallion: (seed = 11) =>
    scatter(seed, 8, 0, 0, 16, 6)
      .map(([x, y]) => ci(x, y, 1.6, '#7CC05A') + ci(x, y, 0.7, '#D7F0C2'))
      .join(''),
  chiliFlakes: (seed = 13) =>
    scatter(seed, 8, 0, 0, 16, 6)
      .map(([x, y]) => ci(x, y, 1, C.chili))
      .join(''),
  cucumber: () =>
    ci(0, 0, 7, '#4E8B3A') +
    ci(0, 0, 5.8, '#CDE7A8') +
    [0, 90, 180, 270].map((a) => at(0, 0, 1, a, ci(0, -2.5, 0.8, '#9DC97A'))).join(''),
  olive: () => el(0, 0, 4, 3, '#3B3B2E') + el(-1, -1, 1, 0.6, '#8A8A70'),
  eggplant: () =>
    p('M-14 6C-16-2-6-6 2-4 10-8 16-4 14 4 10 12-10 14-14 6Z', C.purple) +
    p('M10-6 14-12 16-5Z', C.greenDk) +
    el(-6, 0, 3, 1.5, '#9C6FAE'),
  zucchini: () => rect(-16, -4, 32, 8, 4, '#3F7A2E') + rect(-12, -2.5, 18, 2, 1, '#6FA651'),
  dumpling: () =>
    p('M-12 4C-12-6 12-6 12 4Z', '#F7EEDD') +
    line('M-8 2-6-3M-3 1-2-5M2 1 2-5M7 2 6-3', '#E1D1B3', 1.2) +
    rect(-12, 3, 24, 3, 1.5, '#E7C27E'),
  pancake: () => el(0, 0, 22, 7, '#D9954A') + el(0, -2, 22, 6, '#EDB86A'),
  skewer: (pieces) =>
    line('M-24 4 24-4', '#B28A5A', 2) +
    pieces.map((f, i) => at(-16 + i * 10.5, 2.7 - i * 1.8, 1, 0, f)).join(''),
  cube: (fill) => rect(-4.5, -4.5, 9, 9, 2, fill) + rect(-3, -3, 4, 2, 1, '#FFFFFF', ' opacity=".3"'),
  glass: (fill) =>
    p('M-10-16 10-16 7 16-7 16Z', '#E8F2F5') +
    p('M-8.7-8 8.7-8 6.6 14-6.6 14Z', fill) +
    line('M4-16 8-26', C.red, 2.5),
  mug: (fill = '#FFFFFF', drink = '#6B4226') =>
    rect(-12, -10, 22, 24, 5, fill) + line('M10-4C16-4 16 8 10 8', fill, 3) + el(-1, -10, 11, 3, drink),
  coin: (fill) => ci(0, 0, 4, fill),
  sprinkles: (seed, color, count = 8, rx = 16, ry = 6, r = 1.6) =>
    scatter(seed, count, 0, 0, rx, ry)
      .map(([x, y]) => ci(x, y, r, color))
      .join(''),
};

// ---------------------------------------------------------------------------------------------
// Dish families (name → [alt, drawing])
// ---------------------------------------------------------------------------------------------

const DISHES = {
  curry: () =>
    bowl(C.blue, C.curry) +
    at(42, 60, 0.6, 0, I.rice(2)) +
    at(62, 56, 0.45, 0, I.chicken()) +
    at(76, 62, 0.4, 20, I.chicken()) +
    at(60, 66, 0.35, 0, I.potato()) +
    at(72, 52, 0.35, 30, I.leaf()) +
    at(50, 52, 0.3, -30, I.leaf()) +
    I.sprinkles(3, '#FFF3D6', 5, 0, 0, 1),
  dal: () =>
    bowl(C.terracotta, C.dal) +
    at(60, 58, 1, 0, I.sprinkles(4, '#C77C12', 14, 30, 7, 1.4)) +
    at(52, 55, 0.35, -20, I.leaf(C.greenDk)) +
    at(66, 61, 0.35, 40, I.leaf(C.green)) +
    at(72, 54, 0.5, 0, I.chili()) +
    el(48, 61, 6, 2, '#FFF0C8', ' opacity=".6"'),
  stew: () =>
    bowl('#7A4B35', '#8C3B22') +
    at(46, 58, 0.8, 0, I.cube('#5E2A1A')) +
    at(62, 55, 0.85, 10, I.cube('#6E3321')) +
    at(76, 60, 0.8, 0, I.cube('#5E2A1A')) +
    at(58, 63, 0.8, 0, I.carrotCoins(6)) +
    at(70, 52, 0.45, 0, I.potato()) +
    at(48, 51, 0.4, 30, I.leaf()) +
    at(66, 64, 0.35, -20, I.leaf(C.greenDk)),
  chili: () =>
    bowl(C.teal, '#A6361F') +
    at(60, 59, 0.9, 0, I.beans(2, '#5A2420')) +
    el(62, 55, 9, 3.5, '#FBF7EE') +
    at(64, 54, 0.6, 0, I.sprinkles(5, '#F0B73A', 6, 8, 2, 1.2)) +
    at(46, 58, 0.35, 20, I.leaf(C.greenDk)) +
    at(74, 62, 0.8, 0, I.scallion(3)),
  soup: () =>
    bowl('#E5B44A', '#F07A3A') +
    el(60, 58, 12, 3.5, '#FFF3DF', ' opacity=".85"') +
    at(60, 58, 1, 0, I.sprinkles(8, C.greenDk, 8, 26, 6, 1.3)) +
    at(74, 56, 0.35, 30, I.leaf()) +
    at(44, 61, 0.35, 0, I.bread()),
  'noodle-soup': () =>
    bowl('#C0392B', '#F3D9A4') +
    at(60, 59, 0.7, 0, I.noodles(C.noodle)) +
    at(46, 56, 0.45, 0, I.halfEgg()) +
    at(70, 56, 0.45, 15, I.chicken()) +
    at(58, 54, 0.3, 40, I.leaf()) +
    at(60, 61, 0.9, 0, I.scallion(5)) +
    line('M84 26 70 58M92 30 76 58', '#B7894F', 2.5),
  congee: () =>
    bowl('#F5F1EA', '#FBF6EA') +
    at(60, 58, 1, 0, I.sprinkles(2, '#EDE2C8', 10, 28, 7, 1.4)) +
    at(60, 56, 1, 0, I.scallion(8)) +
    at(70, 60, 0.45, 0, I.halfEgg()) +
    line('M46 56C50 52 54 60 58 56', '#E0A640', 2.5) +
    at(48, 61, 0.7, 0, I.sprinkles(6, '#C98A4B', 5, 6, 2, 1.2)),
  noodles: () =>
    plate() +
    at(60, 70, 0.95, 0, I.noodles(C.noodleDk, 1)) +
    at(48, 66, 0.35, 30, I.shrimp()) +
    at(70, 66, 0.35, -20, I.shrimp()) +
    at(62, 76, 0.8, 0, I.scallion(2)) +
    at(74, 76, 0.35, 0, I.lime()) +
    at(52, 76, 0.6, 0, I.sprinkles(3, '#C9A36A', 6, 8, 3, 1.3)),
  pasta: () =>
    plate() +
    at(60, 70, 1, 0, I.spaghetti()) +
    // Tomato sauce with cherry tomatoes, no meatballs: the picture stands for every pasta dish,
    // and a walk-through's vegetarian family saw meatballs on their pesto and primavera.
    el(60, 70, 16, 7, C.sauce) +
    el(58, 68, 9, 3.5, '#D4553F') +
    at(55, 70, 0.38, 0, I.tomato()) +
    at(66, 68, 0.38, 0, I.tomato()) +
    at(70, 64, 0.35, 30, I.leaf()) +
    at(52, 74, 0.35, -20, I.leaf()) +
    at(60, 70, 0.6, 0, I.sprinkles(2, '#FFF4CF', 8, 10, 4, 1)),
  pizza: () =>
    board() +
    el(60, 66, 44, 20, '#E2A452') +
    el(60, 65, 39, 17, C.sauce) +
    [
      [46, 62],
      [62, 58],
      [74, 66],
      [56, 72],
      [40, 68],
    ]
      .map(([x, y]) => el(x, y, 6, 3.5, '#FFF6E0'))
      .join('') +
    [
      [52, 60],
      [68, 70],
      [46, 70],
    ]
      .map(([x, y], i) => at(x, y, 0.35, i * 50, I.leaf(C.greenDk)))
      .join('') +
    line('M60 48 60 82M22 66 98 66', '#D08E3E', 1.5, ' opacity=".5"'),
  taco: () =>
    plate() +
    [
      [44, 68, -8, 1],
      [72, 68, 8, 2],
    ]
      .map(([x, y, r, k]) =>
        at(
          x,
          y,
          1.15,
          r,
          el(-9, -4, 7, 4, C.greenLt) +
            el(2, -6, 8, 4, '#7CB342') +
            el(10, -4, 6, 3.5, C.greenLt) +
            el(-2, -3, 12, 3.5, '#8A4A2E') +
            at(-8, -7, 0.28, 0, I.tomato()) +
            at(6, -8, 0.26, 0, I.tomato()) +
            el(0, -7, 5, 1.6, C.cheese) +
            p('M-17-2A17 15 0 0 0 17-2Z', C.tortilla) +
            p('M-17-2A17 15 0 0 0-6 12C-12 8-15 3-15-2Z', C.tortillaDk, ' opacity=".55"') +
            I.sprinkles(k + 3, C.tortillaDk, 4, 9, 3, 0.9).replace(
              /cy="(-?[\d.]+)"/g,
              (_, v) => `cy="${n(Number(v) + 5)}"`,
            ),
        ),
      )
      .join('') +
    at(88, 82, 0.5, 0, I.lime()),
  wrap: () =>
    plate() +
    at(
      44,
      68,
      1,
      -12,
      rect(-12, -16, 24, 34, 10, C.tortilla) +
        el(0, -14, 12, 6, '#F0DDB4') +
        el(0, -14, 9, 4, '#7CB342') +
        at(-3, -15, 0.25, 0, I.tomato()) +
        at(4, -14, 0.2, 0, I.chicken()),
    ) +
    at(
      74,
      70,
      1,
      14,
      rect(-12, -16, 24, 34, 10, C.tortilla) +
        el(0, -14, 12, 6, '#F0DDB4') +
        el(0, -14, 9, 4, C.bean) +
        el(2, -15, 4, 2, C.cheese) +
        at(-4, -14, 0.2, 0, I.tomato()),
    ),
  quesadilla: () =>
    plate() +
    [
      [42, 66, 0],
      [64, 62, 1],
      [58, 80, 2],
    ]
      .map(([x, y, i]) =>
        at(
          x,
          y,
          1,
          0,
          p('M-16 6 14 10 0-10Z', '#C98A3A') +
            p('M-16 4 14 8 0-12Z', '#EDC27A') +
            line('M-12 5 12 8', C.cheese, 2.4) +
            I.sprinkles(i + 1, C.tortillaDk, 3, 6, 4, 1.1),
        ),
      )
      .join('') +
    at(84, 74, 0.7, 0, el(0, 0, 9, 5, '#7FB04A') + at(0, -1, 0.4, 0, I.tomato())) +
    el(84, 86, 7, 3.5, '#FBFAF0'),
  'lettuce-wraps': () =>
    plate() +
    [
      [40, 70, -15],
      [60, 64, 0],
      [80, 72, 15],
    ]
      .map(([x, y, r]) =>
        at(
          x,
          y,
          0.85,
          r,
          I.lettuce('#A9D46A') +
            el(0, -2, 10, 5, '#B06B46') +
            at(0, -3, 0.6, 0, I.sprinkles(x, '#E3862B', 5, 8, 3, 1.4)) +
            at(2, -4, 0.6, 0, I.scallion(x)),
        ),
      )
      .join(''),
  sandwich: () =>
    plate() +
    at(
      60,
      66,
      1.1,
      0,
      p('M-22 10-22 4 22-8 22 10Z', C.crust) +
        p('M-22 4 22-8 22-5-22 7Z', '#7CB342') +
        p('M-22 7 22-5 22-2-22 10Z', C.red) +
        p('M-22 10 22-2 22 1-22 13Z', '#F3A8A0') +
        p('M-22 13 22 1 22 6-22 18Z', C.crust) +
        p('M-22 4-22 18-24 18-24 4Z', '#E6B877'),
    ) +
    at(86, 80, 0.35, 0, I.cucumber()) +
    at(38, 80, 0.6, 0, I.sprinkles(7, '#E8B865', 5, 6, 2, 2)),
  burger: () =>
    plate() +
    at(
      58,
      64,
      1,
      0,
      p('M-22 2C-22-18 22-18 22 2Z', '#D98B3A') +
        at(0, -8, 1, 0, I.sesame(2)) +
        rect(-24, 2, 48, 4, 2, '#7CB342') +
        rect(-22, 5, 44, 3, 1.5, C.red) +
        rect(-23, 8, 46, 7, 3.5, '#6B3A24') +
        p('M-22 8 22 8 14 13 8 9 0 13-8 9-16 13Z', C.cheese) +
        rect(-22, 15, 44, 7, 3.5, '#C97C30'),
    ) +
    at(88, 78, 0.4, 80, I.wedge()) +
    at(82, 82, 0.4, 60, I.wedge()),
  toast: () =>
    plate() +
    at(
      48,
      70,
      1,
      -8,
      I.bread() +
        el(0, 0, 10, 7, C.avocado) +
        at(-4, 0, 0.3, 0, I.tomatoSlice()) +
        at(5, -2, 0.3, 0, I.tomatoSlice()) +
        I.sprinkles(5, '#333', 5, 8, 4, 0.6),
    ) +
    at(
      76,
      70,
      1,
      10,
      I.bread() +
        el(0, 0, 10, 7, '#FFF7E6') +
        at(-3, -1, 0.35, 0, I.strawberry()) +
        at(5, 1, 0.3, 0, I.strawberry()),
    ),
  salad: () =>
    bowl('#FFFFFF', '#8FC24E') +
    at(
      60,
      58,
      1,
      0,
      [
        [-20, 0],
        [-6, -3],
        [10, 1],
        [22, -1],
        [0, 4],
      ]
        .map(([x, y], i) => at(x, y, 0.55, i * 40, I.leaf(i % 2 ? C.green : C.greenDk)))
        .join('') +
        at(-12, -3, 0.3, 0, I.tomato()) +
        at(8, -4, 0.3, 0, I.tomato()) +
        at(16, 3, 0.35, 0, I.cucumber()) +
        at(-2, 2, 0.35, 0, I.cucumber()) +
        at(-20, 3, 0.6, 0, el(0, 0, 6, 1.5, C.redOnion)) +
        at(2, -2, 1, 0, I.olive()) +
        el(-6, 4, 4, 2.5, '#FBFAF0'),
    ) +
    line('M18 60C18 78 30 92 60 94', '#D7D2C8', 2, ' opacity=".6"'),
  'grain-bowl': () =>
    bowl('#E7DCC8', '#E8D29E') +
    at(
      60,
      58,
      1,
      0,
      at(-20, 0, 0.9, 0, I.sprinkles(3, '#F6E9C6', 12, 10, 5, 1.3)) +
        at(-4, -3, 0.9, 0, I.beans(4, '#D9A441')) +
        at(14, -2, 0.45, 0, I.avocado()) +
        at(-12, 4, 0.35, 0, I.cucumber()) +
        at(4, 5, 0.3, 0, I.tomato()) +
        at(24, 3, 0.35, 30, I.leaf()) +
        line('M-18-4C-10 0 0-6 10 0', '#F4E2B8', 2),
    ),
  'rice-bowl': () =>
    bowl('#2F3E4E', C.rice) +
    at(
      60,
      58,
      1,
      0,
      at(-18, 0, 0.5, 0, I.carrotCoins(1)) +
        at(-4, -4, 0.5, 0, I.sprinkles(5, '#8A4A2E', 8, 8, 3, 2)) +
        at(14, -2, 0.5, 0, el(0, 0, 9, 4, '#7CB342')) +
        at(0, 3, 0.55, 0, I.friedEgg()) +
        at(22, 3, 0.35, 0, I.cucumber()) +
        at(-20, 4, 0.7, 0, I.sesame(4)),
    ),
  'fried-rice': () =>
    plate() +
    at(
      60,
      70,
      1,
      0,
      el(0, 0, 30, 14, '#F3D488') +
        I.sprinkles(2, '#E6BB58', 16, 26, 10, 1.3) +
        I.peas(3) +
        at(8, 2, 1, 0, I.peas(9)) +
        at(0, -1, 1.3, 0, I.sprinkles(6, C.carrot, 8, 16, 6, 1.4)) +
        at(-14, -2, 0.35, 20, I.shrimp()) +
        at(12, -4, 0.35, -20, I.shrimp()) +
        I.scallion(12),
    ) +
    at(88, 80, 0.35, 0, I.lime()),
  'stir-fry': () =>
    skillet('#9A5A2E') +
    at(
      56,
      70,
      1,
      0,
      at(-12, -2, 0.5, 0, I.broccoli()) +
        at(10, 2, 0.45, 0, I.broccoli()) +
        at(-2, 4, 0.5, 20, I.bellPepper()) +
        at(14, -6, 0.4, -30, I.bellPepper('#F4C430')) +
        at(-20, 4, 0.45, 0, I.cube('#B5733A')) +
        at(2, -8, 0.45, 0, I.cube('#A8622E')) +
        at(20, 8, 0.45, 0, I.cube('#B5733A')) +
        I.sesame(6) +
        at(0, 0, 1, 0, I.chiliFlakes(4)),
    ),
  'sheet-pan': () =>
    el(60, 96, 48, 7, C.shadow) +
    rect(10, 46, 100, 46, 6, '#9AA4AC') +
    rect(14, 50, 92, 38, 4, '#C9D0D5') +
    at(36, 62, 0.7, -10, I.fillet(C.salmon, C.salmonLt)) +
    at(74, 60, 0.7, 10, I.chicken()) +
    [
      [30, 78],
      [44, 80],
      [58, 76],
      [70, 80],
      [84, 76],
      [94, 66],
      [54, 62],
    ]
      .map(([x, y], i) => at(x, y, 0.5, i * 40, i % 2 ? I.wedge() : I.broccoli()))
      .join('') +
    at(92, 82, 0.3, 0, I.lemon()),
  'roast-chicken': () =>
    plate() +
    at(
      60,
      64,
      1.1,
      0,
      el(0, 2, 24, 15, C.goldDk) +
        el(0, -1, 22, 13, C.gold) +
        el(-6, -6, 8, 4, '#F0C27F') +
        at(
          -20,
          8,
          0.6,
          20,
          el(-4, 0, 8, 5.5, C.gold) + line('M2 0 10 0', C.cream, 3) + ci(11, 0, 2, C.cream),
        ) +
        at(
          20,
          8,
          0.6,
          160,
          el(-4, 0, 8, 5.5, C.gold) + line('M2 0 10 0', C.cream, 3) + ci(11, 0, 2, C.cream),
        ) +
        at(-2, -2, 1, 0, I.sprinkles(1, C.greenDk, 6, 12, 6, 0.9)),
    ) +
    at(30, 82, 0.45, 0, I.carrot()) +
    at(88, 80, 0.45, 20, I.potato()) +
    at(80, 86, 0.35, 0, I.lemon()),
  roast: () =>
    plate() +
    [0, 1, 2]
      .map((i) =>
        at(
          46 + i * 10,
          66,
          1,
          0,
          p('M-8-12C-4-14 4-14 8-12L8 12C4 14-4 14-8 12Z', '#7A3A26') +
            p('M-6-10C-3-11 3-11 6-10L6 10C3 11-3 11-6 10Z', '#B5664D'),
        ),
      )
      .join('') +
    p('M36 74C48 78 72 78 84 74', 'none') +
    line('M38 76C50 80 70 80 82 76', '#6E3A1E', 3) +
    at(30, 76, 0.45, 60, I.carrot()) +
    at(88, 72, 0.45, 0, I.potato()) +
    at(84, 82, 0.35, 0, I.potato()) +
    at(72, 84, 0.35, 0, I.herb()),
  steak: () =>
    plate() +
    at(54, 68, 1.1, 0, I.steak()) +
    at(82, 64, 0.5, 30, I.leaf('#7AB648')) +
    at(86, 72, 0.5, -10, I.leaf(C.greenDk)) +
    at(80, 78, 0.5, 60, I.leaf(C.green)) +
    at(38, 82, 0.35, 0, I.tomato()) +
    at(48, 56, 0.8, 0, I.sprinkles(4, '#3A2A20', 6, 6, 2, 0.8)),
  chicken: () =>
    plate() +
    at(52, 68, 1.1, -6, I.chicken()) +
    at(82, 70, 0.5, 0, I.greenBeans()) +
    at(40, 80, 0.35, 0, I.lemon()) +
    at(52, 66, 0.7, 0, I.sprinkles(2, C.greenDk, 6, 10, 5, 1)),
  'pork-chop': () =>
    plate() +
    at(52, 68, 1, 0, I.porkChop()) +
    at(84, 66, 0.4, 0, I.apple('#E07A3E')) +
    at(82, 78, 0.4, 0, I.wedge()) +
    at(36, 80, 0.3, 0, I.herb()),
  fish: () =>
    plate() +
    at(54, 68, 1.2, -4, I.fillet('#E9C27E', '#C98F45')) +
    at(84, 72, 0.5, 20, I.lemon()) +
    at(52, 66, 0.8, 0, I.sprinkles(3, C.greenDk, 7, 12, 4, 1)) +
    at(
      34,
      80,
      0.5,
      -20,
      rect(-2, -10, 4, 20, 2, C.green) + at(5, 0, 1, 10, rect(-2, -10, 4, 20, 2, C.greenDk)),
    ),
  seafood: () =>
    el(60, 94, 44, 7, C.shadow) +
    el(60, 74, 46, 22, '#3A3A3A') +
    el(60, 72, 42, 19, C.sauce) +
    [
      [42, 70, 20],
      [58, 64, -10],
      [74, 70, 40],
      [50, 80, 0],
      [68, 80, -30],
    ]
      .map(([x, y, r]) => at(x, y, 0.55, r, I.shrimp()))
      .join('') +
    at(60, 72, 1, 0, I.sprinkles(4, '#F6F0E6', 6, 30, 12, 1.8)) +
    at(60, 72, 1, 0, I.sprinkles(8, C.greenDk, 10, 30, 12, 1)),
  skewers: () =>
    plate() +
    at(
      60,
      64,
      1,
      -6,
      I.skewer([
        I.cube('#B5733A'),
        at(0, 0, 0.4, 0, I.bellPepper()),
        I.cube('#A8622E'),
        at(0, 0, 0.4, 0, I.onion(C.redOnion)),
        I.cube('#B5733A'),
      ]),
    ) +
    at(
      60,
      78,
      1,
      -6,
      I.skewer([
        I.cube('#D99A4E'),
        at(0, 0, 0.4, 0, I.zucchini()),
        I.cube('#C9883E'),
        at(0, 0, 0.4, 0, I.bellPepper('#F4C430')),
        I.cube('#D99A4E'),
      ]),
    ) +
    el(88, 86, 6, 3, '#9C6B3A'),
  dumplings: () =>
    el(60, 94, 42, 7, C.shadow) +
    el(60, 74, 44, 22, '#C9A46B') +
    el(60, 72, 40, 19, '#E4C48E') +
    line('M24 72C40 84 80 84 96 72', '#C9A46B', 1.5) +
    [
      [44, 66],
      [62, 64],
      [78, 68],
      [50, 80],
      [70, 80],
    ]
      .map(([x, y]) => at(x, y, 0.8, 0, I.dumpling()))
      .join('') +
    at(96, 90, 0.5, 0, el(0, 0, 10, 5, '#3A2A20') + el(0, -1, 8, 3.5, '#5A3A26')),
  omelette: () =>
    plate() +
    at(
      56,
      68,
      1,
      0,
      p('M-26 4C-26-12 26-12 26 4C18 10-18 10-26 4Z', '#F7CF55') +
        line('M-24 4C-14 8 14 8 24 4', '#E8B02F', 2) +
        el(-8, -4, 8, 2.5, '#FBE08A'),
    ) +
    at(56, 62, 0.8, 0, I.sprinkles(5, C.greenDk, 8, 14, 3, 1.1)) +
    at(86, 74, 0.45, 0, I.tomato()) +
    at(84, 64, 0.35, 30, I.leaf()),
  'skillet-eggs': () =>
    skillet(C.sauce) +
    at(56, 71, 1, 0, I.sprinkles(9, '#E66A4F', 10, 30, 14, 2.5)) +
    at(44, 68, 0.6, 0, I.friedEgg()) +
    at(66, 66, 0.6, 0, I.friedEgg()) +
    at(56, 79, 0.55, 0, I.friedEgg()) +
    at(56, 71, 1, 0, I.sprinkles(3, '#FFFFFF', 5, 30, 14, 2)) +
    at(56, 71, 1, 0, I.sprinkles(5, C.greenDk, 8, 30, 14, 1)),
  'eggs-plate': () =>
    plate() +
    at(46, 68, 0.85, 0, I.friedEgg()) +
    at(64, 64, 0.7, 0, I.friedEgg()) +
    at(76, 76, 0.6, -10, I.bacon()) +
    at(40, 80, 0.4, 0, I.bread()) +
    at(82, 64, 0.35, 0, I.tomato()),
  pancakes: () =>
    plate() +
    [0, 1, 2, 3].map((i) => at(60, 76 - i * 6, 1, 0, I.pancake())).join('') +
    p(
      'M46 54C50 50 70 50 74 54 76 60 70 62 68 68 66 62 56 60 50 62 44 60 46 54Z',
      '#B5651D',
      ' opacity=".85"',
    ) +
    rect(54, 48, 12, 6, 2, '#FFF3C4') +
    at(36, 82, 0.35, 0, I.blueberries()) +
    at(86, 80, 0.35, 0, I.strawberry()),
  oats: () =>
    bowl('#C8643B', C.oat) +
    at(60, 58, 1, 0, I.sprinkles(6, '#D9BE8A', 12, 28, 6, 1.5)) +
    at(50, 56, 0.5, -20, p('M-10 0C-6-4 6-4 10 0 6 4-6 4-10 0Z', '#F6D34A')) +
    at(58, 60, 0.5, 10, p('M-10 0C-6-4 6-4 10 0 6 4-6 4-10 0Z', '#F6D34A')) +
    at(72, 57, 0.35, 0, I.blueberries()) +
    at(44, 61, 0.3, 0, I.strawberry()) +
    at(66, 52, 0.6, 0, I.sprinkles(9, C.brown, 4, 6, 2, 1.5)),
  'yogurt-bowl': () =>
    bowl('#8DBBD8', C.yogurt) +
    at(
      60,
      58,
      1,
      0,
      at(-14, -2, 0.45, 0, I.strawberry()) +
        at(2, -4, 0.4, 0, I.blueberries()) +
        at(16, 0, 0.35, 0, I.blueberries()) +
        at(-2, 3, 0.4, 0, I.sprinkles(4, '#D9A85B', 8, 10, 3, 1.8)) +
        line('M-20 4C-12 0-6 6 0 2', '#F0B73A', 2) +
        at(22, -3, 0.35, 20, I.leaf('#6CBF5A')),
    ),
  smoothie: () =>
    el(60, 98, 24, 5, C.shadow) +
    p('M40 34 80 34 74 96 46 96Z', '#EAF3F5') +
    p('M42 44 78 44 73 92 47 92Z', '#F29BB3') +
    el(60, 44, 18, 3, '#F7B9CB') +
    line('M66 34 76 14', C.teal, 4) +
    at(44, 40, 0.5, 0, I.strawberry()) +
    at(82, 38, 0.45, 0, I.banana()) +
    el(54, 64, 3, 14, '#FFFFFF', ' opacity=".35"'),
  'fruit-salad': () =>
    bowl('#FFFFFF', '#FCE6C8') +
    at(
      60,
      58,
      1,
      0,
      at(-18, -1, 0.4, 0, I.strawberry()) +
        at(-6, -4, 0.5, 0, I.cube('#F7A738')) +
        at(6, -3, 0.5, 0, I.cube('#9FD356')) +
        at(18, -1, 0.35, 0, I.blueberries()) +
        at(-8, 3, 0.5, 0, I.cube('#F46B5C')) +
        at(10, 3, 0.5, 0, I.cube('#F6D34A')) +
        at(24, 3, 0.35, 40, I.leaf('#6CBF5A')),
    ) +
    line('M18 60C18 78 30 92 60 94', '#D7D2C8', 2, ' opacity=".6"'),
  'baked-goods': () =>
    plate(78, 46, 22) +
    [
      [44, 66],
      [72, 64],
    ]
      .map(([x, y]) =>
        at(
          x,
          y,
          1,
          0,
          p('M-12 0-9 16 9 16 12 0Z', '#E9A55B') +
            line('M-6 2-5 15M0 2 0 15M6 2 5 15', '#C98A3A', 1.4) +
            p('M-15 2C-16-12 16-12 15 2Z', '#C97C30') +
            I.sprinkles(x, C.berry, 4, 8, 3, 1.8),
        ),
      )
      .join('') +
    at(60, 84, 0.7, 0, p('M-16-6 16-6 16 6-16 6Z', '#B5732B') + p('M-14-4 14-4 14 4-14 4Z', '#D9A05B')),
  quiche: () =>
    plate() +
    at(
      58,
      68,
      1,
      0,
      p('M-26 4 20-12C26-8 28 0 26 6Z', '#F5D27A') +
        p('M-26 4 26 6 26 12-26 10Z', '#D99A4E') +
        p('M20-12C26-8 28 0 26 6 27 8 29 0 24-13Z', '#C97C30') +
        at(-4, -1, 1, 0, I.sprinkles(3, C.greenDk, 8, 12, 3, 1.3)) +
        at(4, 0, 1, 0, I.sprinkles(8, '#C2493E', 5, 10, 2, 1.3)),
    ) +
    at(88, 78, 0.4, 20, I.leaf()) +
    at(84, 84, 0.4, -30, I.leaf(C.greenDk)),
  casserole: () =>
    bakingDish('#E8B04A') +
    at(60, 65, 1, 0, I.sprinkles(2, '#C97C30', 16, 36, 14, 2.6)) +
    at(60, 65, 1, 0, I.sprinkles(7, '#F7D77C', 10, 36, 14, 2)) +
    at(60, 65, 1, 0, I.sprinkles(11, C.greenDk, 7, 34, 12, 1.1)) +
    el(40, 58, 10, 3, '#FFFFFF', ' opacity=".2"'),
  'stuffed-veg': () =>
    plate() +
    [
      [44, 66, C.red],
      [72, 66, '#F4C430'],
    ]
      .map(([x, y, c]) =>
        at(
          x,
          y,
          1.15,
          0,
          I.bellPepper(c) +
            el(0, -8, 8, 3.5, '#C9883E') +
            I.sprinkles(x, '#F6F0E6', 4, 6, 2, 1.2) +
            line('M0-10 1-15', C.greenDk, 3),
        ),
      )
      .join('') +
    at(58, 84, 0.35, 20, I.leaf()) +
    at(64, 86, 0.35, -30, I.leaf(C.greenDk)),
  fritters: () =>
    plate() +
    [
      [42, 66],
      [62, 62],
      [76, 72],
      [52, 78],
    ]
      .map(([x, y], i) =>
        at(
          x,
          y,
          1,
          i * 30,
          el(0, 0, 11, 7, '#C98A3A') +
            el(-1, -1, 9, 5.5, '#E0A752') +
            I.sprinkles(i + 2, C.greenDk, 4, 6, 3, 1.2),
        ),
      )
      .join('') +
    at(86, 82, 0.6, 0, el(0, 0, 8, 4, '#FBFAF0') + at(0, -1, 1, 0, I.sprinkles(1, C.green, 3, 4, 1, 0.9))),
  hash: () =>
    skillet('#B06B3A') +
    at(
      56,
      71,
      1,
      0,
      [
        [-20, -2],
        [-10, 4],
        [0, -4],
        [12, 2],
        [22, -2],
        [-4, 8],
        [8, 8],
        [-16, 8],
      ]
        .map(([x, y], i) => at(x, y, 0.5, i * 30, I.cube(i % 3 ? '#E59A3B' : '#D9B26A')))
        .join('') +
        at(2, 0, 0.55, 0, I.friedEgg()) +
        at(-18, -6, 0.3, 10, I.leaf(C.greenDk)) +
        at(20, 6, 0.3, 60, I.leaf(C.greenDk)) +
        I.sprinkles(3, '#8A4A2E', 6, 24, 10, 1.8),
    ),
  risotto: () =>
    bowl('#F5F1EA', '#F3E1A8') +
    at(60, 58, 1, 0, I.sprinkles(5, '#E6CB83', 14, 30, 7, 1.3)) +
    at(52, 56, 0.55, -10, I.mushroom()) +
    at(68, 58, 0.55, 15, I.mushroom()) +
    at(60, 58, 1, 0, I.sprinkles(9, C.greenDk, 6, 24, 6, 1)) +
    el(60, 56, 8, 2, '#FFF7DA'),
};

// ---------------------------------------------------------------------------------------------
// Food groups (store products): the food itself, on a shadow.
// ---------------------------------------------------------------------------------------------
const floor = (rx = 40, cy = 94) => el(60, cy, rx, 7, C.shadowG);
const tray = (fill = '#FFFFFF') =>
  floor(46) + rect(14, 54, 92, 38, 10, '#DCE3E6') + rect(18, 56, 84, 32, 8, fill);
const bag = (fill, window) =>
  floor(32) + p('M34 30 86 30 92 94 28 94Z', fill) + rect(34, 24, 52, 10, 3, shade(fill)) + (window ?? '');
const jar = (fill, lid = '#C0392B', content = '') =>
  floor(26) +
  rect(38, 36, 44, 58, 10, fill) +
  rect(40, 28, 40, 12, 4, lid) +
  rect(42, 56, 36, 22, 4, '#FFFFFF', ' opacity=".9"') +
  content +
  rect(42, 40, 5, 44, 2.5, '#FFFFFF', ' opacity=".25"');
const can = (label, accent, content = '') =>
  floor(26) +
  rect(38, 34, 44, 60, 6, '#B8C2C8') +
  rect(38, 44, 44, 40, 2, label) +
  el(60, 34, 22, 5, '#D5DCE0') +
  el(60, 34, 18, 3.5, '#AEB8BE') +
  rect(44, 56, 32, 16, 4, '#FFFFFF', ' opacity=".9"') +
  content +
  rect(40, 44, 5, 40, 2, '#FFFFFF', ' opacity=".25"') +
  (accent ? rect(38, 44, 44, 4, 0, accent) : '');
const bottle = (fill, liquid) =>
  floor(22) +
  rect(53, 16, 14, 10, 3, '#5B4636') +
  p('M52 26 68 26 68 36C80 42 82 50 82 60L82 92 38 92 38 60C38 50 40 42 52 36Z', fill) +
  p('M41 60 79 60 79 90 41 90Z', liquid) +
  rect(44, 64, 32, 18, 4, '#FFFFFF', ' opacity=".85"') +
  rect(42, 40, 5, 48, 2.5, '#FFFFFF', ' opacity=".3"');

const GROUPS = {
  'beef-steak': () => tray() + at(52, 70, 1.3, -6, I.steak()) + at(88, 74, 0.35, 0, I.herb()),
  'beef-roast': () =>
    tray() +
    at(
      60,
      70,
      1.3,
      0,
      el(0, 2, 22, 12, '#7A2E1E') +
        el(0, 0, 21, 11, C.meat) +
        line('M-16-4 16-4M-18 2 18 2M-14 7 14 7', C.fat, 1.6) +
        line('M-12-10-12 12M0-11 0 13M12-10 12 12', '#F3E7D7', 2),
    ),
  'ground-meat': () =>
    tray() +
    at(
      60,
      70,
      1,
      0,
      el(0, 0, 28, 12, '#C0574A') +
        I.sprinkles(1, '#E88A7D', 30, 24, 9, 1.6) +
        I.sprinkles(4, '#9E3D32', 20, 24, 9, 1.4),
    ),
  'pork-chop': () => tray() + at(58, 70, 1.35, -4, I.porkChop()),
  bacon: () => tray() + at(58, 64, 1.2, 0, I.bacon()) + at(62, 78, 1.2, 0, I.bacon()),
  sausage: () =>
    tray() +
    [60, 70, 80]
      .map((y, i) => at(60 + (i - 1) * 3, y - 2, 1.25, 0, I.sausage(i % 2 ? '#B5613F' : '#A3553A')))
      .join(''),
  lamb: () => tray() + at(46, 70, 1, -10, I.lambChop()) + at(74, 72, 1, 14, I.lambChop()),
  chicken: () =>
    tray('#FDF6EE') +
    at(
      46,
      70,
      0.9,
      0,
      p('M-20 2C-20-10-6-15 6-13S22-4 20 4 8 14-4 13-20 12-20 2Z', '#F6C8B4') + el(-4, -4, 8, 3, '#FBE0D4'),
    ) +
    at(
      76,
      72,
      0.9,
      10,
      p('M-20 2C-20-10-6-15 6-13S22-4 20 4 8 14-4 13-20 12-20 2Z', '#F2BBA5') + el(-4, -4, 8, 3, '#FBE0D4'),
    ),
  wings: () =>
    tray() +
    at(44, 68, 1, -10, I.drumstick()) +
    at(74, 66, 0.9, 200, I.drumstick()) +
    at(
      60,
      80,
      0.9,
      0,
      p('M-12-4C-6-10 6-8 8 0 14 2 16 8 10 10 0 12-12 6-12-4Z', C.gold) + el(-4, -3, 4, 2, '#F0C27F'),
    ),
  'whole-chicken': () =>
    floor(36) +
    at(
      60,
      66,
      1.5,
      0,
      el(0, 2, 24, 15, '#EFC0A8') +
        el(0, -1, 22, 13, '#F6D3C0') +
        at(
          -20,
          8,
          0.6,
          20,
          el(-4, 0, 8, 5.5, '#F2C4AE') + line('M2 0 10 0', C.cream, 3) + ci(11, 0, 2, C.cream),
        ) +
        at(
          20,
          8,
          0.6,
          160,
          el(-4, 0, 8, 5.5, '#F2C4AE') + line('M2 0 10 0', C.cream, 3) + ci(11, 0, 2, C.cream),
        ),
    ),
  'deli-meat': () =>
    floor(40) +
    [0, 1, 2, 3]
      .map((i) =>
        at(
          44 + i * 10,
          68 - i * 2,
          1,
          0,
          ci(0, 0, 17, i % 2 ? '#F2A7A0' : '#EE9B93') + ci(0, 0, 13, '#F6B9B2') + ci(-5, -4, 2.5, '#FBD9D4'),
        ),
      )
      .join(''),
  'white-fish': () => tray('#EAF2F6') + at(58, 70, 1.6, -4, I.fillet()) + at(92, 80, 0.35, 0, I.lemon()),
  salmon: () =>
    tray('#EAF2F6') + at(58, 70, 1.6, -4, I.fillet(C.salmon, C.salmonLt)) + at(28, 78, 0.35, 0, I.herb()),
  shrimp: () =>
    floor(42) +
    [
      [38, 64, -20],
      [60, 60, 10],
      [82, 66, 30],
      [48, 80, 0],
      [72, 80, -30],
    ]
      .map(([x, y, r]) => at(x, y, 0.9, r, I.shrimp()))
      .join(''),
  shellfish: () =>
    floor(42) +
    [
      [40, 66, -20],
      [66, 62, 20],
      [54, 80, 0],
      [82, 78, 30],
    ]
      .map(([x, y, r]) =>
        at(
          x,
          y,
          1,
          r,
          p('M0-12C8-12 12-4 10 6 6 12-6 12-10 6-12-4-8-12 0-12Z', '#2E3440') +
            p('M0-10C6-10 8-4 7 4 4 9-4 9-7 4-8-4-6-10 0-10Z', '#44506A') +
            el(0, 2, 4, 5, '#F4A261'),
        ),
      )
      .join(''),
  tofu: () => floor(34) + at(60, 66, 3, 0, I.tofu()) + at(88, 86, 0.4, 0, I.scallion(1)),
  eggs: () =>
    floor(40) +
    rect(20, 66, 80, 24, 6, '#C9B79C') +
    [30, 50, 70, 90].map((x, i) => at(x, 62, 1, 0, I.egg(i % 2 ? '#F6EBDD' : '#E9C9A0'))).join('') +
    rect(20, 74, 80, 16, 6, '#B8A58A'),
  milk: () =>
    floor(24) +
    p('M40 34 60 20 80 34Z', '#DCE6EE') +
    rect(40, 34, 40, 60, 4, '#FFFFFF') +
    rect(40, 60, 40, 26, 0, C.blue) +
    p('M44 74C50 68 56 78 62 72S74 70 76 74L76 82 44 82Z', '#FFFFFF', ' opacity=".9"') +
    rect(40, 34, 40, 4, 0, C.blue),
  cheese: () => floor(38) + at(60, 68, 2, 0, I.cheese()),
  yogurt: () =>
    floor(26) +
    p('M38 44 82 44 76 92 44 92Z', '#FFFFFF') +
    el(60, 44, 22, 6, '#E8EEF2') +
    el(60, 44, 19, 4.5, '#F7F9FA') +
    rect(42, 60, 36, 16, 3, '#8DBBD8') +
    at(60, 68, 0.35, 0, I.strawberry()),
  butter: () =>
    floor(38) +
    p('M24 62 80 56 96 66 40 72Z', '#FFF3B8') +
    p('M24 62 40 72 40 88 24 78Z', '#F6DE7E') +
    p('M40 72 96 66 96 82 40 88Z', '#FBE79A') +
    p('M60 70 96 66 96 82 60 86Z', '#F2F0E6'),
  bread: () =>
    floor(40) +
    at(
      60,
      64,
      1,
      0,
      p('M-34 22-34 0C-34-16-20-22 0-22S34-16 34 0L34 22Z', C.crust) +
        line('M-18-14-10 0M-2-16 6-2M14-14 22 0', '#E7B877', 3) +
        el(-14, -12, 8, 3, '#E7B877', ' opacity=".6"'),
    ),
  tortillas: () =>
    floor(40) +
    [0, 1, 2, 3]
      .map((i) => at(60, 82 - i * 5, 1.5, 0, el(0, 0, 22, 8, i % 2 ? C.tortilla : '#E9C98A')))
      .join('') +
    at(60, 65, 1.5, 0, I.sprinkles(3, C.tortillaDk, 6, 14, 4, 1.2)),
  pasta: () =>
    floor(34) +
    p('M36 26 84 26 88 94 32 94Z', '#F2E8D8') +
    rect(36, 22, 48, 8, 3, '#C0392B') +
    rect(40, 44, 40, 36, 8, '#FFFFFF', ' opacity=".7"') +
    [0, 1, 2, 3, 4]
      .map((i) =>
        at(
          48 + (i % 3) * 12,
          52 + Math.floor(i / 3) * 14,
          0.9,
          i * 35,
          p('M-6-3 6-3 4 3-4 3Z', C.noodle) + line('M-4-3-3 3M0-3 0 3M4-3 3 3', C.noodleDk, 0.8),
        ),
      )
      .join(''),
  noodles: () =>
    floor(40) +
    el(60, 70, 34, 20, '#F0DDB0') +
    at(60, 70, 1.3, 0, I.noodles(C.noodle, 2)) +
    line('M82 30 66 70M90 34 72 70', '#B7894F', 3),
  rice: () =>
    bag('#E6D3AE', el(60, 70, 18, 14, '#FFFFFF') + at(60, 70, 0.8, 0, I.rice(6))) +
    rect(44, 44, 32, 8, 3, C.teal),
  cereal: () =>
    floor(32) +
    rect(36, 22, 48, 72, 4, '#F4A261') +
    rect(36, 22, 48, 12, 4, '#E76F51') +
    el(60, 66, 18, 12, '#FFFFFF') +
    at(60, 66, 1, 0, I.sprinkles(2, C.oat, 14, 14, 8, 2.2)) +
    at(60, 66, 1, 0, I.sprinkles(5, C.rasp, 3, 12, 6, 2)),
  beans: () =>
    floor(40) +
    el(60, 76, 30, 14, '#E8DCC6') +
    at(48, 72, 1.1, 0, I.beans(1, C.bean)) +
    at(70, 74, 1.1, 0, I.beans(6, '#F0E0C0')) +
    at(60, 80, 1.1, 0, I.beans(3, C.beanDk)),
  'leafy-greens': () =>
    floor(36) +
    at(
      60,
      68,
      1.6,
      0,
      I.lettuce('#7DB84A') +
        at(-4, -6, 0.8, -20, I.lettuce(C.greenLt)) +
        at(6, 2, 0.7, 20, I.lettuce(C.green)),
    ),
  'root-veg': () =>
    floor(40) +
    at(44, 72, 1.4, 0, I.potato()) +
    at(76, 64, 1.2, -40, I.carrot()) +
    at(70, 80, 1.1, 10, I.potato()),
  'onions-garlic': () =>
    floor(40) +
    at(44, 70, 1.6, 0, I.onion('#E4B980')) +
    at(64, 80, 1, 0, I.onion(C.redOnion)) +
    at(82, 70, 1.3, 0, I.garlic()),
  'green-veg': () => floor(40) + at(46, 68, 1.6, 0, I.broccoli()) + at(78, 72, 1.2, 0, I.greenBeans()),
  mushrooms: () =>
    floor(40) +
    at(44, 72, 1.6, -8, I.mushroom()) +
    at(76, 70, 1.3, 10, I.mushroom()) +
    at(62, 82, 1, 0, I.mushroom()),
  squash: () => floor(40) + at(50, 70, 1.6, -20, I.eggplant()) + at(76, 80, 1.2, 10, I.zucchini()),
  corn: () => floor(36) + at(50, 66, 1.6, -30, I.corn()) + at(74, 70, 1.5, -10, I.corn()),
  tomatoes: () =>
    floor(40) +
    at(48, 70, 1.9, 0, I.tomato()) +
    at(78, 72, 1.3, 0, I.tomato()) +
    at(66, 84, 0.9, 0, I.tomato()),
  peppers: () =>
    floor(40) +
    at(46, 70, 1.5, -8, I.bellPepper()) +
    at(74, 68, 1.3, 10, I.bellPepper('#F4C430')) +
    at(64, 86, 1, 0, I.chili(C.green)),
  avocado: () =>
    floor(38) +
    at(46, 68, 1.6, -10, el(0, 0, 11, 14, C.avocadoSkin) + el(-3, -4, 3, 5, '#6E9F3E')) +
    at(76, 70, 1.6, 10, I.avocado()),
  herbs: () =>
    floor(36) +
    at(50, 64, 2, -10, I.herb()) +
    at(70, 66, 2, 12, I.herb()) +
    rect(48, 80, 24, 6, 3, '#C0392B'),
  berries: () =>
    floor(40) +
    at(44, 70, 1.5, 0, I.strawberry()) +
    at(76, 70, 1.3, 0, I.blueberries()) +
    at(60, 78, 1.1, 0, I.grapes()),
  citrus: () =>
    floor(40) +
    at(46, 70, 1.6, 0, I.orange()) +
    at(76, 66, 1.2, 0, I.orange(C.lemon)) +
    at(72, 84, 1.1, 0, I.lime()),
  apples: () => floor(40) + at(46, 70, 1.7, 0, I.apple()) + at(78, 70, 1.5, 0, I.pear()),
  bananas: () => floor(40) + at(60, 64, 1.8, -10, I.banana()) + at(62, 76, 1.7, -4, I.banana()),
  'tropical-fruit': () => floor(40) + at(44, 60, 1.5, 0, I.pineapple()) + at(76, 76, 1.5, 0, I.mango()),
  nuts: () =>
    floor(40) +
    el(60, 78, 30, 12, '#E9D8BE') +
    at(
      60,
      74,
      1,
      0,
      scatter(3, 14, 0, 0, 24, 8)
        .map(([x, y, r]) =>
          at(
            x,
            y,
            1,
            r * 180,
            el(0, 0, 4.5, 3, r > 0.5 ? '#B9824F' : '#D9A86C') + el(-1, -1, 1.6, 0.8, '#F1D3A9'),
          ),
        )
        .join(''),
    ),
  oils: () => bottle('#E7EFD8', '#C9B23C') + at(60, 72, 0.35, 0, I.olive()),
  spices: () =>
    floor(40) +
    [
      [40, '#C0392B'],
      [60, '#E9A23B'],
      [80, '#7A5230'],
    ]
      .map(
        ([x, c]) =>
          rect(x - 9, 44, 18, 44, 4, '#F3EFE8') +
          rect(x - 9, 60, 18, 28, 2, c) +
          rect(x - 8, 38, 16, 8, 3, '#5B4636'),
      )
      .join(''),
  sauces: () =>
    floor(34) +
    rect(36, 40, 22, 52, 8, C.sauce) +
    rect(42, 30, 10, 12, 3, '#5B4636') +
    rect(38, 60, 18, 16, 3, '#FFFFFF', ' opacity=".85"') +
    rect(64, 48, 22, 44, 8, '#F4C430') +
    rect(70, 38, 10, 12, 3, '#2C8C84') +
    rect(66, 64, 18, 14, 3, '#FFFFFF', ' opacity=".85"'),
  sweeteners: () =>
    jar('#F0B73A', '#8C5A3C', line('M50 64C56 60 64 70 70 64', '#E0A020', 2)) +
    line('M86 40 74 60', '#B7894F', 3),
  canned: () => can('#C0392B', null, at(60, 64, 0.4, 0, I.tomato())),
  broth: () =>
    floor(28) +
    rect(40, 28, 40, 66, 4, '#F0C36D') +
    rect(40, 28, 40, 10, 4, '#D29B3A') +
    rect(44, 52, 32, 26, 4, '#FFFFFF', ' opacity=".9"') +
    at(60, 65, 0.4, 0, I.carrot()) +
    at(52, 64, 0.35, 0, I.onion()),
  frozen: () =>
    bag(
      '#7FB6DA',
      el(60, 68, 18, 14, '#FFFFFF') +
        at(60, 68, 1, 0, I.peas(2)) +
        at(60, 68, 1, 0, I.sprinkles(3, C.carrot, 5, 10, 6, 1.8)),
    ) + line('M52 42 68 42M60 36 60 48M55 37 65 47M65 37 55 47', '#FFFFFF', 1.6),
  baking: () =>
    bag(
      '#F3EFE8',
      rect(42, 56, 36, 22, 4, '#E9C46A') + at(60, 67, 0.5, 0, line('M-8-4 8 4M-8 4 8-4', '#FFFFFF', 3)),
    ) + el(86, 90, 10, 4, '#FFFFFF'),
  snacks: () =>
    floor(34) +
    p('M34 28C46 24 74 24 86 28L90 92C74 96 46 96 30 92Z', '#E76F51') +
    el(60, 64, 16, 12, '#FFFFFF', ' opacity=".9"') +
    at(
      60,
      64,
      1,
      0,
      [
        [-6, -2],
        [4, -4],
        [0, 4],
        [8, 3],
      ]
        .map(([x, y]) => at(x, y, 1, x * 10, p('M-5 4 0-5 5 4Z', C.yellow)))
        .join(''),
    ),
  beverages: () =>
    floor(34) +
    at(42, 66, 1.3, 0, I.glass('#F5A623')) +
    rect(66, 30, 10, 8, 3, '#2C8C84') +
    p('M64 38 78 38 78 44C86 48 88 54 88 62L88 92 54 92 54 62C54 54 56 48 64 44Z', '#CFE8F1') +
    p('M56 60 86 60 86 90 56 90Z', '#9FD3E6') +
    rect(59, 66, 24, 14, 3, '#FFFFFF', ' opacity=".85"'),
  'coffee-tea': () =>
    floor(36) +
    at(54, 68, 1.6, 0, I.mug()) +
    line('M46 40C42 34 50 30 46 24M58 40C54 34 62 30 58 24', '#C9B8A8', 2.5) +
    at(
      86,
      84,
      0.5,
      0,
      scatter(4, 4, 0, 0, 8, 4)
        .map(([x, y]) => el(x, y, 3, 2, '#6B4226'))
        .join(''),
    ),
  placeholder: () =>
    floor(34) +
    rect(34, 36, 52, 56, 10, '#DDE8D6') +
    p('M38 46 82 46 78 86 42 86Z', '#C8D9BE') +
    line('M50 46C50 36 70 36 70 46', '#9DB58E', 4) +
    at(60, 66, 0.6, 0, I.apple('#9DB58E')),
};

// ---------------------------------------------------------------------------------------------
// The drawings' titles are the dish families' alt texts, owned by the kitchen (one list).
const DISH_ALT = DISH_FAMILIES;

const svg = (bg, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img"><title>${title}</title><rect width="120" height="120" rx="20" fill="${bg}"/>${body}</svg>\n`;

mkdirSync(DISH_DIR, { recursive: true });
let total = 0;
let largest = ['', 0];
for (const [family, draw] of Object.entries(DISHES)) {
  const text = svg(
    C.dishBg,
    DISH_ALT[family] ?? family,
    `<g transform="translate(-12 -22) scale(1.2)">${draw()}</g>`,
  );
  writeFileSync(path.join(DISH_DIR, `${family}.svg`), text);
  total += text.length;
  if (text.length > largest[1]) largest = [family, text.length];
}
for (const [group, draw] of Object.entries(GROUPS)) {
  const text = svg(
    C.productBg,
    group.replace(/-/g, ' '),
    `<g transform="translate(-3 -10) scale(1.05)">${draw()}</g>`,
  );
  writeFileSync(path.join(PRODUCT_DIR, `${group}.svg`), text);
  total += text.length;
  if (text.length > largest[1]) largest = [group, text.length];
}
// The shelf categories' files (packages/stores categoryImage: the image job's fallback for a broken
// reference, and rows synced before ADR 0034) show a typical group of their shelf in the same style.
const CATEGORY_GROUPS = {
  produce: 'green-veg',
  'meat-seafood': 'beef-steak',
  'dairy-eggs': 'milk',
  deli: 'deli-meat',
  bakery: 'bread',
  grains: 'rice',
  canned: 'canned',
  condiments: 'sauces',
  spices: 'spices',
  baking: 'baking',
  oils: 'oils',
  nuts: 'nuts',
  frozen: 'frozen',
  international: 'noodles',
  beverages: 'beverages',
  pantry: 'canned',
};
for (const [category, group] of Object.entries(CATEGORY_GROUPS)) {
  writeFileSync(
    path.join(PRODUCT_DIR, `${category}.svg`),
    svg(C.productBg, category.replace(/-/g, ' '), GROUPS[group]()),
  );
}
process.stdout.write(
  `${Object.keys(DISHES).length} dishes, ${Object.keys(GROUPS).length} groups, ${total} bytes, largest ${largest[0]} ${largest[1]} bytes\n`,
);
