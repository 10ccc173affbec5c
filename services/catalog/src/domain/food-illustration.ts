import type { FoodImageCategory } from '@marketplace/contracts';
import { escapeHtml } from '@marketplace/service-kit';
import { categoryLabelOf, foodCategoryOf } from './item-image';

/**
 * The built-in picture of a menu item, drawn without any outside service: a square SVG with the
 * category's colours and dish (a bowl of greens, a drumstick, a cupcake, a glass, skewers, a thali,
 * samosas; a covered plate for any other category), the item's name as its title and the
 * restaurant type beneath it. The same input always gives the same bytes, so a picture is stored
 * once and its content-hash name never changes; details (the scattered dots, a dish's colour) vary
 * with the name, so two dishes of a category do not look identical.
 */
export interface IllustrationInput {
  itemName: string;
  category: string;
  restaurantType?: string;
}

type Motif = FoodImageCategory | 'default';

interface Palette {
  /** The background's gradient, top to bottom. */
  light: string;
  dark: string;
  /** The category tag and the dots; white text on it passes WCAG AA. */
  accent: string;
  /** Colours the dish is drawn in, one picked by the name. */
  food: readonly string[];
}

const PALETTES: Readonly<Record<Motif, Palette>> = {
  veg: { light: '#f1f8e9', dark: '#c5e1a5', accent: '#2e7d32', food: ['#43a047', '#7cb342', '#558b2f'] },
  non_veg: { light: '#fdecea', dark: '#f6c1b8', accent: '#b71c1c', food: ['#bf5b17', '#a0461a', '#c46a2b'] },
  dessert: { light: '#fce4ec', dark: '#f8bbd0', accent: '#ad1457', food: ['#f48fb1', '#ce93d8', '#ffcc80'] },
  beverage: { light: '#e1f5fe', dark: '#b3e5fc', accent: '#01579b', food: ['#ffb300', '#ef6c00', '#8d6e63'] },
  starter: { light: '#fff3e0', dark: '#ffcc80', accent: '#bf360c', food: ['#e65100', '#d84315', '#f9a825'] },
  main_course: {
    light: '#ede7f6',
    dark: '#d1c4e9',
    accent: '#4527a0',
    food: ['#e65100', '#c62828', '#f9a825'],
  },
  snacks: { light: '#fffde7', dark: '#fff176', accent: '#795548', food: ['#f9a825', '#fbc02d', '#ef8f00'] },
  default: { light: '#eceff1', dark: '#cfd8dc', accent: '#37474f', food: ['#90a4ae', '#a1887f', '#b0bec5'] },
};

const SIZE = 512;
const INK = '#1f2937';
const MUTED_INK = '#4b5563';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/** FNV-1a over the text's UTF-16 units: a small, stable seed (not for security). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: the same seed, the same numbers in [0, 1). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// Characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF)
// and UTF-16 halves without their other half: one of them would make the whole picture unreadable.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it is there to find
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as it may stand in the SVG: characters XML forbids dropped, whitespace collapsed. */
const cleanText = (value: string) => value.replace(NOT_XML, '').replace(/\s+/g, ' ').trim();

/** The text on one line of at most `perLine` characters. */
const oneLine = (value: string, perLine: number) => wrapText(cleanText(value), perLine, 1)[0] ?? '';

/**
 * The name in at most `maxLines` lines of about `perLine` characters, broken between words (a word
 * too long for a line is cut), the last line ending in an ellipsis when the name does not fit.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  const push = () => {
    lines.push(line.join(''));
    line = [];
  };
  for (const word of text.split(' ').filter(Boolean)) {
    const characters = Array.from(word);
    const room = perLine - line.length - (line.length > 0 ? 1 : 0);
    if (characters.length > room && line.length > 0) push();
    if (line.length > 0) line.push(' ');
    for (const character of characters) {
      if (line.length === perLine) push();
      line.push(character);
    }
  }
  if (line.length > 0) push();
  if (lines.length <= maxLines) return lines;
  const last = Array.from(lines[maxLines - 1]!).slice(0, perLine - 1);
  return [...lines.slice(0, maxLines - 1), `${last.join('').trimEnd()}…`];
}

/** Bigger type for shorter names: [font size, characters a line]. */
function nameType(length: number): [number, number] {
  if (length <= 16) return [44, 18];
  if (length <= 30) return [36, 22];
  return [30, 26];
}

const plate = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${Math.round(rx * 0.36)}" fill="#000" opacity="0.08"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.36)}" fill="#ffffff" stroke="#d6d3d1" stroke-width="3"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(rx * 0.72)}" ry="${Math.round(rx * 0.25)}" fill="#f5f5f4"/>`;

/** Each category's dish, drawn around the centre of the picture's upper part. */
const MOTIFS: Readonly<Record<Motif, (food: string) => string>> = {
  veg: (food) =>
    `<path d="M146 200 h220 a110 110 0 0 1 -220 0 z" fill="#ffffff" stroke="#d6d3d1" stroke-width="3"/>` +
    `<ellipse cx="212" cy="184" rx="58" ry="28" transform="rotate(-25 212 184)" fill="${food}"/>` +
    `<ellipse cx="300" cy="180" rx="58" ry="28" transform="rotate(25 300 180)" fill="#66bb6a"/>` +
    `<ellipse cx="256" cy="160" rx="52" ry="26" fill="#9ccc65"/>` +
    `<ellipse cx="236" cy="150" rx="20" ry="8" fill="#ffffff" opacity="0.3"/>` +
    `<circle cx="190" cy="170" r="16" fill="#e53935"/><circle cx="322" cy="164" r="14" fill="#e53935"/>` +
    `<circle cx="270" cy="190" r="11" fill="#fdd835"/><circle cx="236" cy="192" r="9" fill="#fdd835"/>` +
    `<path d="M146 200 h220" stroke="#d6d3d1" stroke-width="3"/>`,
  non_veg: (food) =>
    plate(256, 250, 150) +
    `<g transform="rotate(-30 256 220)">` +
    `<ellipse cx="226" cy="220" rx="78" ry="52" fill="${food}"/>` +
    `<ellipse cx="212" cy="206" rx="44" ry="22" fill="#ffffff" opacity="0.18"/>` +
    `<rect x="290" y="210" width="70" height="20" rx="10" fill="#fafaf9" stroke="#d6d3d1" stroke-width="2"/>` +
    `<circle cx="362" cy="208" r="13" fill="#fafaf9" stroke="#d6d3d1" stroke-width="2"/>` +
    `<circle cx="362" cy="232" r="13" fill="#fafaf9" stroke="#d6d3d1" stroke-width="2"/></g>` +
    `<circle cx="170" cy="262" r="9" fill="#7cb342"/><circle cx="190" cy="272" r="7" fill="#7cb342"/>`,
  dessert: (food) =>
    `<ellipse cx="256" cy="318" rx="110" ry="18" fill="#000" opacity="0.08"/>` +
    `<path d="M186 220 h140 l-20 96 h-100 z" fill="#ffffff" stroke="#d6d3d1" stroke-width="3"/>` +
    `<path d="M204 226 l8 86 M232 226 l3 86 M280 226 l-3 86 M308 226 l-8 86" stroke="#e7e5e4" stroke-width="4"/>` +
    `<circle cx="214" cy="206" r="36" fill="${food}"/><circle cx="298" cy="206" r="36" fill="${food}"/>` +
    `<circle cx="256" cy="178" r="44" fill="${food}"/>` +
    `<ellipse cx="240" cy="164" rx="16" ry="9" fill="#ffffff" opacity="0.35"/>` +
    `<path d="M256 136 q6 -26 26 -34" stroke="#2e7d32" stroke-width="4" fill="none"/>` +
    `<circle cx="256" cy="132" r="16" fill="#c62828"/>`,
  beverage: (food) =>
    `<ellipse cx="256" cy="330" rx="74" ry="12" fill="#000" opacity="0.08"/>` +
    `<path d="M300 76 l-26 96" stroke="#e53935" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M196 120 h120 l-14 204 h-92 z" fill="#ffffff" fill-opacity="0.7" stroke="#90a4ae" stroke-width="4"/>` +
    `<path d="M203 168 h106 l-10 150 h-86 z" fill="${food}"/>` +
    `<rect x="222" y="190" width="22" height="22" rx="4" fill="#ffffff" opacity="0.55" transform="rotate(15 233 201)"/>` +
    `<rect x="262" y="224" width="20" height="20" rx="4" fill="#ffffff" opacity="0.5" transform="rotate(-12 272 234)"/>` +
    `<circle cx="318" cy="124" r="26" fill="#cddc39" stroke="#ffffff" stroke-width="5"/>` +
    `<path d="M318 100 v48 M294 124 h48" stroke="#ffffff" stroke-width="3"/>`,
  starter: (food) =>
    plate(256, 256, 150) +
    [0, 1]
      .map((index) => {
        const y = 206 + index * 46;
        const cubes = [0, 1, 2, 3]
          .map(
            (cube) =>
              `<rect x="${168 + cube * 46}" y="${y - 18}" width="36" height="36" rx="8" fill="${cube % 2 === 0 ? food : '#7cb342'}"/>`,
          )
          .join('');
        return `<path d="M140 ${y} h232" stroke="#8d6e63" stroke-width="5" stroke-linecap="round"/>${cubes}`;
      })
      .join('') +
    `<path d="M330 292 q20 -6 36 4" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  main_course: (food) =>
    plate(256, 240, 168) +
    `<ellipse cx="256" cy="246" rx="54" ry="24" fill="#fffbeb" stroke="#e7e5e4" stroke-width="2"/>` +
    `<ellipse cx="256" cy="238" rx="40" ry="16" fill="#ffffff"/>` +
    (
      [
        [172, 216, food],
        [340, 216, '#fbc02d'],
        [256, 196, '#558b2f'],
      ] as const
    )
      .map(
        ([cx, cy, fill]) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="38" ry="16" fill="#bdbdbd"/>` +
          `<ellipse cx="${cx}" cy="${cy - 3}" rx="32" ry="11" fill="${fill}"/>`,
      )
      .join('') +
    `<path d="M186 282 q30 12 60 4" stroke="#d7ccc8" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  snacks: (food) =>
    plate(256, 260, 150) +
    (
      [
        [196, 250, -8],
        [316, 250, 8],
        [256, 222, 0],
      ] as const
    )
      .map(
        ([cx, cy, turn]) =>
          `<path d="M${cx} ${cy - 62} l58 92 h-116 z" fill="${food}" stroke="#e65100" stroke-width="6" stroke-linejoin="round" transform="rotate(${turn} ${cx} ${cy})"/>` +
          `<path d="M${cx - 24} ${cy + 10} h48" stroke="#ffe082" stroke-width="4" stroke-linecap="round" transform="rotate(${turn} ${cx} ${cy})"/>`,
      )
      .join('') +
    `<ellipse cx="360" cy="292" rx="24" ry="9" fill="#2e7d32"/>`,
  default: (food) =>
    plate(256, 256, 160) +
    `<path d="M156 250 a100 90 0 0 1 200 0 z" fill="${food}" stroke="#78909c" stroke-width="3"/>` +
    `<ellipse cx="218" cy="206" rx="26" ry="12" fill="#ffffff" opacity="0.45" transform="rotate(-20 218 206)"/>` +
    `<circle cx="256" cy="156" r="12" fill="#78909c"/>` +
    `<path d="M96 170 v120 M86 170 v40 q10 10 20 0 v-40 M420 170 q18 20 0 60 v60" stroke="#90a4ae" stroke-width="6" fill="none" stroke-linecap="round"/>`,
};

function dots(random: () => number, colour: string): string {
  return Array.from({ length: 9 }, () => {
    // Along the edges, clear of the dish and the title.
    const onSide = random() < 0.5;
    const x = onSide ? (random() < 0.5 ? 24 : 440) + random() * 48 : 40 + random() * 432;
    const y = onSide ? 60 + random() * 260 : 20 + random() * 36;
    const r = 4 + random() * 10;
    return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(r)}" fill="${colour}" opacity="0.18"/>`;
  }).join('');
}

/** The item's picture as SVG markup (UTF-8 text). */
export function composeFoodIllustration(input: IllustrationInput): string {
  const motif: Motif = foodCategoryOf(input.category) ?? 'default';
  const palette = PALETTES[motif];
  const random = randomFrom(seedOf(`${input.itemName}\n${input.category}`));
  const food = palette.food[Math.floor(random() * palette.food.length)]!;

  const name = cleanText(input.itemName) || '?';
  const [fontSize, perLine] = nameType(Array.from(name).length);
  // Wrapped before escaping, so no line break falls inside an entity.
  const lines = wrapText(name, perLine, 2).map(escapeHtml);
  const nameTop = lines.length === 1 ? 404 : 384;
  const nameLines = lines
    .map((line, index) => `<tspan x="256" y="${nameTop + index * (fontSize + 6)}">${line}</tspan>`)
    .join('');
  const categoryLabel = categoryLabelOf(input.category);
  const tag = oneLine(categoryLabel.toUpperCase(), 24);
  const tagWidth = Array.from(tag).length * 10 + 36;
  const subtitle = oneLine(input.restaurantType ?? '', 36);
  const title = [name, cleanText(categoryLabel), cleanText(input.restaurantType ?? '')]
    .filter(Boolean)
    .map(escapeHtml)
    .join(', ');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="title">`,
    `<title id="title">${title}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    dots(random, palette.accent),
    MOTIFS[motif](food),
    `<rect x="20" y="20" width="${tagWidth}" height="34" rx="17" fill="${palette.accent}"/>`,
    `<text x="${20 + tagWidth / 2}" y="43" font-family="${FONT}" font-size="16" font-weight="700" letter-spacing="1" fill="#ffffff" text-anchor="middle">${escapeHtml(tag)}</text>`,
    `<text font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="${INK}" text-anchor="middle">${nameLines}</text>`,
    subtitle === ''
      ? ''
      : `<text x="256" y="${nameTop + (lines.length - 1) * (fontSize + 6) + 44}" font-family="${FONT}" font-size="22" fill="${MUTED_INK}" text-anchor="middle">${escapeHtml(subtitle)}</text>`,
    `</svg>`,
  ].join('');
}
