/**
 * Event scenes drawn as SVG: seeded, dependency-free and pure, so the landing page's photos and the demo's
 * photos come from the same drawings with nothing downloaded or licensed. Each scene takes the size to draw
 * at and a seed (its default draws the landing page's photo); another seed draws another photo of the kind.
 */

/** A repeatable source of numbers in [0, 1). */
type Random = () => number;
/** Two numbers: a range, or a point. */
type Range = readonly [number, number];
/** How a guest is drawn: an arm raised to one side (-1, 1) or none (0), holding a phone, hair, head tilt. */
interface PersonLook {
  arm?: number;
  phone?: boolean;
  bun?: boolean;
  hair?: boolean;
  tilt?: number;
}

/** A seeded random number generator (mulberry32), so every run draws the same scene. */
function random(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rand: Random, min: number, max: number) => min + rand() * (max - min);
const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** Out-of-focus lights: soft discs with a brighter rim, as a lens draws them. */
function bokeh(
  rand: Random,
  {
    count,
    x,
    y,
    r,
    colours,
    opacity = [0.25, 0.6],
    blur = 4,
  }: {
    count: number;
    x: Range;
    y: Range;
    r: Range;
    colours: readonly string[];
    opacity?: Range;
    blur?: number;
  },
) {
  const discs = [];
  for (let i = 0; i < count; i++) {
    const radius = between(rand, r[0], r[1]);
    const colour = pick(rand, colours);
    discs.push(
      `<circle cx="${between(rand, x[0], x[1]).toFixed(1)}" cy="${between(rand, y[0], y[1]).toFixed(1)}" r="${radius.toFixed(1)}" fill="${colour}" fill-opacity="${between(rand, opacity[0], opacity[1]).toFixed(2)}" stroke="${colour}" stroke-opacity="0.5" stroke-width="${(radius * 0.08).toFixed(1)}"/>`,
    );
  }
  return `<g filter="url(#blur${blur})">${discs.join('')}</g>`;
}

/**
 * A guest seen from behind or in silhouette: head, neck and sloping shoulders running out of the frame,
 * optionally long hair or a bun, and an arm raised (bent at the elbow, with a phone or a glass).
 */
function person(
  x: number,
  base: number,
  scale: number,
  fill: string,
  { arm = 0, phone = false, bun = false, hair = false, tilt = 0 }: PersonLook = {},
) {
  const s = scale;
  const px = (dx: number) => (x + dx * s).toFixed(1);
  const py = (dy: number) => (base + dy * s).toFixed(1);
  const parts = [
    `<path d="M${px(-15)},${py(-150)} C${px(-17)},${py(-124)} ${px(-30)},${py(-117)} ${px(-52)},${py(-110)} C${px(-68)},${py(-104)} ${px(-74)},${py(-88)} ${px(-76)},${py(-58)} L${px(-80)},${py(400)} L${px(80)},${py(400)} L${px(76)},${py(-58)} C${px(74)},${py(-88)} ${px(68)},${py(-104)} ${px(52)},${py(-110)} C${px(30)},${py(-117)} ${px(17)},${py(-124)} ${px(15)},${py(-150)} Z"/>`,
    `<ellipse cx="${px(0)}" cy="${py(-176)}" rx="${(26 * s).toFixed(1)}" ry="${(32 * s).toFixed(1)}" transform="rotate(${tilt} ${px(0)} ${py(-176)})"/>`,
  ];
  if (bun) parts.push(`<circle cx="${px(tilt / 2)}" cy="${py(-210)}" r="${(14 * s).toFixed(1)}"/>`);
  if (hair) {
    parts.push(
      `<path d="M${px(-27)},${py(-190)} C${px(-34)},${py(-140)} ${px(-38)},${py(-112)} ${px(-46)},${py(-98)} L${px(46)},${py(-98)} C${px(38)},${py(-112)} ${px(34)},${py(-140)} ${px(27)},${py(-190)} Z"/>`,
    );
  }
  if (arm) {
    const side = arm > 0 ? 1 : -1;
    const sx = 50 * side;
    const ex = 84 * side;
    const wx = 62 * side;
    parts.push(
      `<path d="M${px(sx)},${py(-100)} L${px(ex)},${py(-190)}" fill="none" stroke="${fill}" stroke-width="${(24 * s).toFixed(1)}" stroke-linecap="round"/>`,
      `<path d="M${px(ex)},${py(-190)} L${px(wx)},${py(-290)}" fill="none" stroke="${fill}" stroke-width="${(17 * s).toFixed(1)}" stroke-linecap="round"/>`,
      `<ellipse cx="${px(wx)}" cy="${py(-302)}" rx="${(11 * s).toFixed(1)}" ry="${(15 * s).toFixed(1)}"/>`,
    );
    if (phone) {
      parts.push(
        `<rect x="${px(wx - 19)}" y="${py(-362)}" width="${(38 * s).toFixed(1)}" height="${(66 * s).toFixed(1)}" rx="${(6 * s).toFixed(1)}"/>`,
        `<rect x="${px(wx - 15)}" y="${py(-358)}" width="${(30 * s).toFixed(1)}" height="${(56 * s).toFixed(1)}" rx="${(4 * s).toFixed(1)}" fill="#cfe6ff" fill-opacity="0.9"/>`,
      );
    }
  }
  return `<g fill="${fill}">${parts.join('')}</g>`;
}

/** A row of guests along a baseline, random but repeatable. */
function crowd(
  rand: Random,
  {
    count,
    x,
    base,
    scale,
    fill,
    arms = 0,
    phones = 0,
  }: {
    count: number;
    x: Range;
    base: number;
    scale: number;
    fill: string;
    arms?: number;
    phones?: number;
  },
) {
  const people = [];
  for (let i = 0; i < count; i++) {
    const px = x[0] + ((x[1] - x[0]) * (i + between(rand, 0.1, 0.9))) / count;
    const raised = rand() < arms;
    people.push(
      person(px, base + between(rand, -8, 14) * scale, scale * between(rand, 0.88, 1.12), fill, {
        arm: raised ? (rand() < 0.5 ? -1 : 1) : 0,
        phone: raised && rand() < phones,
        bun: rand() < 0.25,
        hair: rand() < 0.3,
        tilt: between(rand, -8, 8),
      }),
    );
  }
  return people.join('');
}

/** Filters shared by the scenes: gaussian blurs of a few strengths. */
const blurs = [2, 4, 8, 16, 30, 60]
  .map(
    (d) =>
      `<filter id="blur${d}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${d}"/></filter>`,
  )
  .join('');

/** A slight darkening of the corners, as a lens gives. */
const vignette = (w: number, h: number, strength = 0.55) =>
  `<radialGradient id="vig" cx="50%" cy="50%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient><rect width="${w}" height="${h}" fill="url(#vig)"/>`;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${blurs}</defs>${body}</svg>`;

/** Festoon lights hanging between two points, with glowing bulbs. */
function festoon(
  rand: Random,
  {
    from,
    to,
    sag,
    bulbs,
    glow = '#ffc978',
    bulb = '#fff3d1',
    size = 1,
  }: {
    from: Range;
    to: Range;
    sag: number;
    bulbs: number;
    glow?: string;
    bulb?: string;
    size?: number;
  },
) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const mx = (x1 + x2) / 2;
  const my = Math.max(y1, y2) + sag;
  const at = (t: number): Range => [
    (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t ** 2 * x2,
    (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t ** 2 * y2,
  ];
  const glows = [];
  const lamps = [];
  for (let i = 1; i < bulbs; i++) {
    const [bx, by] = at(i / bulbs);
    const r = size * between(rand, 5, 7);
    glows.push(
      `<circle cx="${bx.toFixed(1)}" cy="${(by + 10 * size).toFixed(1)}" r="${(r * 4.2).toFixed(1)}"/>`,
    );
    lamps.push(
      `<line x1="${bx.toFixed(1)}" y1="${by.toFixed(1)}" x2="${bx.toFixed(1)}" y2="${(by + 8 * size).toFixed(1)}" stroke="#1a1424" stroke-width="${2 * size}"/><circle cx="${bx.toFixed(1)}" cy="${(by + 10 * size + r).toFixed(1)}" r="${r.toFixed(1)}"/>`,
    );
  }
  return `<path d="M${x1},${y1} Q${mx},${2 * my - (y1 + y2) / 2} ${x2},${y2}" fill="none" stroke="#1a1424" stroke-width="${2.5 * size}"/><g fill="${glow}" fill-opacity="0.35" filter="url(#blur16)">${glows.join('')}</g><g fill="${bulb}">${lamps.join('')}</g>`;
}

/** Evening reception in a garden under festoon lights (the hero). */
export function reception(w: number, h: number, seed = 7): string {
  const rand = random(seed);
  return svg(
    w,
    h,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141a3a"/><stop offset="0.45" stop-color="#3d2f63"/><stop offset="0.72" stop-color="#b0607a"/><stop offset="0.9" stop-color="#f0a266"/></linearGradient>
<radialGradient id="sun" cx="0.62" cy="0.78" r="0.45"><stop offset="0" stop-color="#ffd59a" stop-opacity="0.85"/><stop offset="1" stop-color="#ffd59a" stop-opacity="0"/></radialGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2238"/><stop offset="1" stop-color="#0d0a14"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><rect width="${w}" height="${h}" fill="url(#sun)"/>
<g fill="#221a33" filter="url(#blur8)"><ellipse cx="${w * 0.12}" cy="${h * 0.74}" rx="${w * 0.2}" ry="${h * 0.2}"/><ellipse cx="${w * 0.9}" cy="${h * 0.7}" rx="${w * 0.22}" ry="${h * 0.24}"/><ellipse cx="${w * 0.45}" cy="${h * 0.8}" rx="${w * 0.3}" ry="${h * 0.1}"/></g>
${bokeh(rand, { count: 46, x: [0, w], y: [h * 0.45, h * 0.78], r: [w * 0.008, w * 0.026], colours: ['#ffd08a', '#ffb86b', '#fff0c9', '#ff9a7a'], blur: 8 })}
<rect y="${h * 0.78}" width="${w}" height="${h * 0.3}" fill="url(#lawn)" filter="url(#blur4)"/>
${festoon(rand, { from: [-20, h * 0.08], to: [w * 0.55, h * 0.02], sag: h * 0.14, bulbs: 11, size: w / 1600 })}
${festoon(rand, { from: [w * 0.4, h * 0.04], to: [w + 20, h * 0.12], sag: h * 0.16, bulbs: 12, size: w / 1600 })}
${festoon(rand, { from: [-20, h * 0.3], to: [w + 20, h * 0.26], sag: h * 0.12, bulbs: 18, size: (w / 1600) * 0.8 })}
${crowd(rand, { count: 8, x: [w * 0.04, w * 0.96], base: h * 0.93, scale: (w / 1600) * 1.1, fill: '#1a1322', arms: 0.3, phones: 0.6 })}
<g filter="url(#blur16)">${person(w * 0.04, h * 1.12, (w / 1600) * 2.8, '#060409', { hair: true })}${person(w * 0.97, h * 1.1, (w / 1600) * 3, '#060409', { tilt: -6 })}</g>
${vignette(w, h, 0.5)}`,
  );
}

/** A concert: coloured beams through the haze over a crowd holding up phones. */
export function concert(w: number, h: number, seed = 11): string {
  const rand = random(seed);
  const beams = (
    [
      ['#ff3d9a', 0.18, -18],
      ['#3dd6ff', 0.38, 8],
      ['#ffc23d', 0.62, -6],
      ['#a66bff', 0.84, 16],
    ] as const
  )
    .map(
      ([colour, at, angle]) =>
        `<polygon points="${w * at - 10},0 ${w * at + 10},0 ${w * at + w * 0.16},${h} ${w * at - w * 0.16},${h}" fill="${colour}" fill-opacity="0.28" transform="rotate(${angle} ${w * at} 0)"/>`,
    )
    .join('');
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0620"/><stop offset="1" stop-color="#1d0b2e"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<g filter="url(#blur30)">${beams}</g>
<g fill="#ffffff" fill-opacity="0.08" filter="url(#blur60)"><ellipse cx="${w * 0.5}" cy="${h * 0.55}" rx="${w * 0.5}" ry="${h * 0.2}"/></g>
<g filter="url(#blur4)">${['#ff3d9a', '#3dd6ff', '#ffc23d', '#a66bff'].map((c, i) => `<circle cx="${w * (0.18 + i * 0.22)}" cy="${h * 0.02}" r="${w * 0.018}" fill="${c}"/><circle cx="${w * (0.18 + i * 0.22)}" cy="${h * 0.02}" r="${w * 0.008}" fill="#fff"/>`).join('')}</g>
${bokeh(rand, { count: 30, x: [0, w], y: [h * 0.3, h * 0.7], r: [w * 0.004, w * 0.014], colours: ['#ff7ac0', '#7ae3ff', '#ffe07a'], blur: 4 })}
<g filter="url(#blur2)">${crowd(rand, { count: 12, x: [0, w], base: h * 0.9, scale: (w / 1600) * 0.8, fill: '#140a1f', arms: 0.5, phones: 0.6 })}</g>
${crowd(rand, { count: 6, x: [-w * 0.04, w * 1.04], base: h * 1.08, scale: (w / 1600) * 1.5, fill: '#07040c', arms: 0.55, phones: 0.7 })}
${vignette(w, h, 0.6)}`,
  );
}

/** A couple on the beach at sunset (portrait). */
export function beach(w: number, h: number, seed = 23): string {
  const rand = random(seed);
  const glints = [];
  for (let i = 0; i < 40; i++) {
    const y = between(rand, h * 0.62, h * 0.8);
    const half = between(rand, w * 0.02, w * 0.12) * (1 - (h * 0.8 - y) / (h * 0.4));
    const cx = w * 0.5 + between(rand, -w * 0.08, w * 0.08);
    glints.push(
      `<rect x="${cx - half}" y="${y}" width="${half * 2}" height="${h * 0.004}" rx="${h * 0.002}"/>`,
    );
  }
  const s = w / 1200;
  return svg(
    w,
    h,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f3f86"/><stop offset="0.3" stop-color="#a35b9a"/><stop offset="0.52" stop-color="#ff8a5c"/><stop offset="0.62" stop-color="#ffd18a"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c66a6a"/><stop offset="1" stop-color="#3a2a55"/></linearGradient>
<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b3b4a"/><stop offset="1" stop-color="#24172a"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${w * 0.5}" cy="${h * 0.6}" r="${w * 0.13}" fill="#fff1c4" filter="url(#blur4)"/>
<circle cx="${w * 0.5}" cy="${h * 0.6}" r="${w * 0.3}" fill="#ffc27a" fill-opacity="0.35" filter="url(#blur60)"/>
<g fill="#ffffff" fill-opacity="0.22" filter="url(#blur16)"><ellipse cx="${w * 0.2}" cy="${h * 0.22}" rx="${w * 0.3}" ry="${h * 0.025}"/><ellipse cx="${w * 0.75}" cy="${h * 0.32}" rx="${w * 0.28}" ry="${h * 0.02}"/></g>
<rect y="${h * 0.62}" width="${w}" height="${h * 0.2}" fill="url(#sea)"/>
<g fill="#fff0c0" fill-opacity="0.75" filter="url(#blur2)">${glints.join('')}</g>
<path d="M0,${h * 0.8} C${w * 0.3},${h * 0.78} ${w * 0.7},${h * 0.83} ${w},${h * 0.8} L${w},${h} L0,${h} Z" fill="url(#sand)"/>
${person(w * 0.42, h * 0.93, s * 2.2, '#150d18', { hair: true, tilt: 6 })}
${person(w * 0.6, h * 0.94, s * 2.45, '#150d18', { tilt: -4 })}
${vignette(w, h, 0.45)}`,
  );
}

/** Confetti falling over a dance floor (square). */
export function confetti(w: number, h: number, seed = 31): string {
  const rand = random(seed);
  const colours = ['#ff4f8b', '#ffd23f', '#3dd6d0', '#7b61ff', '#ff8a3d', '#ffffff'];
  const pieces = (count: number, blur: number, scale: number) => {
    const out = [];
    for (let i = 0; i < count; i++) {
      const x = between(rand, 0, w);
      const y = between(rand, 0, h);
      const pw = between(rand, 10, 22) * scale;
      const ph = between(rand, 5, 10) * scale;
      out.push(
        `<rect x="${(x - pw / 2).toFixed(1)}" y="${(y - ph / 2).toFixed(1)}" width="${pw.toFixed(1)}" height="${ph.toFixed(1)}" rx="${(ph / 3).toFixed(1)}" fill="${pick(rand, colours)}" transform="rotate(${between(rand, 0, 180).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      );
    }
    return `<g filter="url(#blur${blur})">${out.join('')}</g>`;
  };
  const s = w / 1200;
  return svg(
    w,
    h,
    `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#6b2f7a"/><stop offset="0.6" stop-color="#2a1440"/><stop offset="1" stop-color="#12091d"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${bokeh(rand, { count: 34, x: [0, w], y: [0, h * 0.7], r: [w * 0.02, w * 0.06], colours: ['#ff9ad1', '#ffd98a', '#9ad9ff'], opacity: [0.15, 0.4], blur: 16 })}
${pieces(40, 8, s * 3)}
<g filter="url(#blur2)">${crowd(rand, { count: 6, x: [0, w], base: h * 1.02, scale: s * 1.5, fill: '#12091a', arms: 0.8 })}</g>
${pieces(70, 2, s * 1.6)}
${vignette(w, h, 0.5)}`,
  );
}

/** Candles and glasses on a dinner table (landscape 4:3). */
export function dinner(w: number, h: number, seed = 43): string {
  const rand = random(seed);
  const s = w / 1600;
  const candle = (x: number, base: number, height: number) =>
    `<rect x="${x - 14 * s}" y="${base - height}" width="${28 * s}" height="${height}" rx="${4 * s}" fill="#f3e6d0"/><rect x="${x - 14 * s}" y="${base - height}" width="${10 * s}" height="${height}" fill="#ffffff" fill-opacity="0.35"/>
<circle cx="${x}" cy="${base - height - 26 * s}" r="${70 * s}" fill="#ffb65c" fill-opacity="0.45" filter="url(#blur16)"/>
<ellipse cx="${x}" cy="${base - height - 24 * s}" rx="${9 * s}" ry="${22 * s}" fill="#ffd27a"/><ellipse cx="${x}" cy="${base - height - 20 * s}" rx="${4 * s}" ry="${12 * s}" fill="#fffbe8"/>`;
  const glass = (x: number, base: number, scale: number) => {
    const g = s * scale;
    return `<g><path d="M${x - 38 * g},${base - 260 * g} C${x - 42 * g},${base - 170 * g} ${x - 20 * g},${base - 140 * g} ${x - 4 * g},${base - 136 * g} L${x - 4 * g},${base - 12 * g} L${x - 34 * g},${base} L${x + 34 * g},${base} L${x + 4 * g},${base - 12 * g} L${x + 4 * g},${base - 136 * g} C${x + 20 * g},${base - 140 * g} ${x + 42 * g},${base - 170 * g} ${x + 38 * g},${base - 260 * g} Z" fill="#ffffff" fill-opacity="0.12" stroke="#ffe9c7" stroke-opacity="0.55" stroke-width="${3 * g}"/>
<path d="M${x - 37 * g},${base - 215 * g} C${x - 38 * g},${base - 170 * g} ${x - 18 * g},${base - 146 * g} ${x},${base - 146 * g} C${x + 18 * g},${base - 146 * g} ${x + 38 * g},${base - 170 * g} ${x + 37 * g},${base - 215 * g} Z" fill="#a3183a" fill-opacity="0.85"/>
<path d="M${x - 26 * g},${base - 250 * g} C${x - 30 * g},${base - 200 * g} ${x - 24 * g},${base - 175 * g} ${x - 14 * g},${base - 165 * g}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${4 * g}" stroke-linecap="round"/></g>`;
  };
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c120e"/><stop offset="1" stop-color="#3a2418"/></linearGradient>
<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9c7ae"/><stop offset="1" stop-color="#8a7560"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${bokeh(rand, { count: 40, x: [0, w], y: [0, h * 0.55], r: [w * 0.012, w * 0.04], colours: ['#ffc56b', '#ffdf9e', '#ff9f5a'], opacity: [0.2, 0.55], blur: 8 })}
<rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="url(#cloth)"/>
<g filter="url(#blur4)">${candle(w * 0.2, h * 0.7, 190 * s)}${candle(w * 0.78, h * 0.7, 150 * s)}${glass(w * 0.88, h * 0.72, 1)}</g>
${candle(w * 0.5, h * 0.82, 260 * s)}
${glass(w * 0.33, h * 0.9, 1.6)}${glass(w * 0.67, h * 0.92, 1.7)}
<g fill="#2b1d14" fill-opacity="0.45" filter="url(#blur8)"><ellipse cx="${w * 0.33}" cy="${h * 0.91}" rx="${90 * s}" ry="${16 * s}"/><ellipse cx="${w * 0.67}" cy="${h * 0.93}" rx="${95 * s}" ry="${16 * s}"/></g>
${vignette(w, h, 0.6)}`,
  );
}

/** A daytime garden festival: bunting, marquees and guests on the lawn (landscape 3:2). */
export function festival(w: number, h: number, seed = 53): string {
  const rand = random(seed);
  const s = w / 1600;
  const flags = (y0: number, y1: number, count: number, sag: number) => {
    const out = [];
    const colours = ['#ff5d73', '#ffc53d', '#3dbfa8', '#5b7bff', '#ff8a3d', '#ffffff'];
    for (let i = 0; i < count; i++) {
      const t = i / count;
      const x = w * t;
      const y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
      out.push(
        `<polygon points="${x},${y} ${x + 46 * s},${y + 2 * s} ${x + 23 * s},${y + 62 * s}" fill="${colours[i % colours.length]}"/>`,
      );
    }
    return `<path d="M0,${y0} Q${w / 2},${(y0 + y1) / 2 + sag * 2} ${w},${y1}" fill="none" stroke="#3a3a48" stroke-width="${2 * s}"/>${out.join('')}`;
  };
  const tent = (x: number, base: number, width: number) =>
    `<path d="M${x - width / 2},${base} L${x - width / 2},${base - width * 0.28} L${x},${base - width * 0.55} L${x + width / 2},${base - width * 0.28} L${x + width / 2},${base} Z" fill="#fbfaf6"/><path d="M${x},${base - width * 0.55} L${x + width / 2},${base - width * 0.28} L${x + width / 2},${base} L${x},${base} Z" fill="#dcd8cc"/><rect x="${x - width * 0.12}" y="${base - width * 0.24}" width="${width * 0.24}" height="${width * 0.24}" fill="#6b5a4a" fill-opacity="0.55"/>`;
  return svg(
    w,
    h,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8e8"/><stop offset="1" stop-color="#cfe8f7"/></linearGradient>
<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fae4c"/><stop offset="1" stop-color="#2f6b2c"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<g fill="#ffffff" fill-opacity="0.85" filter="url(#blur16)"><ellipse cx="${w * 0.25}" cy="${h * 0.18}" rx="${w * 0.12}" ry="${h * 0.04}"/><ellipse cx="${w * 0.7}" cy="${h * 0.12}" rx="${w * 0.16}" ry="${h * 0.05}"/></g>
<path d="M0,${h * 0.55} C${w * 0.25},${h * 0.45} ${w * 0.5},${h * 0.5} ${w * 0.7},${h * 0.46} C${w * 0.85},${h * 0.43} ${w * 0.95},${h * 0.48} ${w},${h * 0.47} L${w},${h} L0,${h} Z" fill="#8cb86a" filter="url(#blur4)"/>
<path d="M0,${h * 0.62} C${w * 0.3},${h * 0.58} ${w * 0.6},${h * 0.64} ${w},${h * 0.6} L${w},${h} L0,${h} Z" fill="url(#grass)"/>
<g filter="url(#blur2)">${tent(w * 0.22, h * 0.66, 300 * s)}${tent(w * 0.48, h * 0.64, 360 * s)}${tent(w * 0.78, h * 0.66, 280 * s)}</g>
<g filter="url(#blur2)">${crowd(rand, { count: 14, x: [0, w], base: h * 0.8, scale: s * 0.55, fill: '#2d3a3a', arms: 0.1 })}</g>
${crowd(rand, { count: 5, x: [w * 0.05, w * 0.95], base: h * 0.98, scale: s * 1.05, fill: '#1f2a2e', arms: 0.2 })}
${flags(h * 0.06, h * 0.1, 22, h * 0.05)}
${vignette(w, h, 0.3)}`,
  );
}

/** A mirror ball over the dance floor (portrait 4:5). */
export function danceFloor(w: number, h: number, seed = 61): string {
  const rand = random(seed);
  const s = w / 1200;
  const r = 190 * s;
  const cx = w * 0.5;
  const cy = h * 0.26;
  const facets = [];
  for (let row = -6; row <= 6; row++) {
    for (let col = -6; col <= 6; col++) {
      const fx = cx + col * 30 * s;
      const fy = cy + row * 30 * s;
      if ((fx - cx) ** 2 + (fy - cy) ** 2 > (r - 10 * s) ** 2) continue;
      const light = between(rand, 0.35, 1);
      facets.push(
        `<rect x="${fx - 13 * s}" y="${fy - 13 * s}" width="${26 * s}" height="${26 * s}" fill="hsl(${200 + col * 8}, 40%, ${Math.round(30 + light * 55)}%)"/>`,
      );
    }
  }
  return svg(
    w,
    h,
    `<defs><radialGradient id="bg" cx="0.5" cy="0.3" r="0.9"><stop offset="0" stop-color="#3b1f6e"/><stop offset="1" stop-color="#0c0718"/></radialGradient><clipPath id="ball"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>
<radialGradient id="shade" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<line x1="${cx}" y1="0" x2="${cx}" y2="${cy - r}" stroke="#9a93b3" stroke-width="${4 * s}"/>
${bokeh(rand, { count: 60, x: [0, w], y: [0, h], r: [w * 0.004, w * 0.016], colours: ['#ffffff', '#b9a6ff', '#ffb3e0', '#9fe3ff'], opacity: [0.4, 0.9], blur: 2 })}
<circle cx="${cx}" cy="${cy}" r="${r * 1.6}" fill="#b49cff" fill-opacity="0.25" filter="url(#blur60)"/>
<g clip-path="url(#ball)"><rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" fill="#1c1830"/>${facets.join('')}<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#shade)"/></g>
<g fill="#ffffff" filter="url(#blur4)"><circle cx="${cx - r * 0.4}" cy="${cy - r * 0.45}" r="${14 * s}"/></g>
<g filter="url(#blur2)">${crowd(rand, { count: 7, x: [0, w], base: h * 0.9, scale: s * 1.1, fill: '#160d26', arms: 0.6 })}</g>
${crowd(rand, { count: 3, x: [-w * 0.05, w * 1.05], base: h * 1.06, scale: s * 2, fill: '#09060f', arms: 0.5, phones: 1 })}
${vignette(w, h, 0.55)}`,
  );
}

/** Glasses raised for a toast against warm lights (portrait 4:5). */
export function toast(w: number, h: number, seed = 71): string {
  const rand = random(seed);
  const s = w / 1200;
  const flute = (x: number, base: number, angle: number, scale: number) => {
    const g = s * scale;
    return `<g transform="rotate(${angle} ${x} ${base})"><path d="M${x - 40 * g},${base - 560 * g} L${x - 30 * g},${base - 250 * g} C${x - 26 * g},${base - 215 * g} ${x - 10 * g},${base - 205 * g} ${x - 5 * g},${base - 200 * g} L${x - 5 * g},${base} L${x + 5 * g},${base} L${x + 5 * g},${base - 200 * g} C${x + 10 * g},${base - 205 * g} ${x + 26 * g},${base - 215 * g} ${x + 30 * g},${base - 250 * g} L${x + 40 * g},${base - 560 * g} Z" fill="#ffffff" fill-opacity="0.16" stroke="#fff6dc" stroke-opacity="0.7" stroke-width="${4 * g}"/>
<path d="M${x - 37 * g},${base - 470 * g} L${x - 30 * g},${base - 250 * g} C${x - 26 * g},${base - 215 * g} ${x - 10 * g},${base - 208 * g} ${x},${base - 206 * g} C${x + 10 * g},${base - 208 * g} ${x + 26 * g},${base - 215 * g} ${x + 30 * g},${base - 250 * g} L${x + 37 * g},${base - 470 * g} Z" fill="#f6c65b" fill-opacity="0.9"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${x + (i % 2 ? 8 : -10) * g}" cy="${base - (260 + i * 34) * g}" r="${(3 + (i % 3)) * g}" fill="#fffbe6" fill-opacity="0.8"/>`).join('')}
<path d="M${x - 24 * g},${base - 540 * g} L${x - 18 * g},${base - 290 * g}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${5 * g}" stroke-linecap="round"/></g>`;
  };
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1a2e"/><stop offset="1" stop-color="#5a3a32"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${bokeh(rand, { count: 44, x: [0, w], y: [0, h], r: [w * 0.02, w * 0.07], colours: ['#ffce7a', '#ffe2b0', '#ff9f6b', '#ffd6e8'], opacity: [0.2, 0.55], blur: 16 })}
${flute(w * 0.35, h * 1.02, 10, 1.3)}${flute(w * 0.65, h * 1.02, -10, 1.3)}
<circle cx="${w * 0.5}" cy="${h * 0.53}" r="${40 * s}" fill="#fff6d8" fill-opacity="0.85" filter="url(#blur8)"/>
${vignette(w, h, 0.45)}`,
  );
}

/**
 * How a runner is drawn: clothes and skin, which leg is off the ground (1: the left one as we see it, -1: the
 * right), both arms up once over the line, and what is on the head.
 */
interface RunnerLook {
  shirt: string;
  shorts: string;
  skin: string;
  shoes: string;
  stride: 1 | -1;
  cheer?: boolean;
  head?: 'hair' | 'cap' | 'band';
  gear?: string;
}

/** A bent limb's three points in unit coordinates: shoulder, elbow, hand (or hip, knee, foot) as x, y pairs. */
type Bend = readonly [number, number, number, number, number, number];

/** A bent limb in unit coordinates (x, y of shoulder, elbow, hand, or of hip, knee, foot), as one round stroke. */
const limb = (points: readonly number[], width: number, colour: string) =>
  `<path d="M${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * A runner coming towards us, 340 units tall with the feet at 0, drawn at `scale` px per unit: one foot off the
 * ground and the arms pumping (or raised), a race bib on the shirt (plain: no number), a shadow below.
 */
function runner(x: number, base: number, scale: number, look: RunnerLook) {
  const { shirt, shorts, skin, shoes, stride: k, cheer = false, head = 'hair', gear = '#1d1d24' } = look;
  // Arms: the one on the side of the grounded leg swings forward (the hand up by the chest), the other back.
  const [front, back]: [Bend, Bend] = cheer
    ? [
        [-30, -272, -54, -322, -50, -374],
        [30, -272, 54, -322, 50, -374],
      ]
    : [
        [k * 31, -272, k * 44, -218, k * 20, -240],
        [-k * 31, -272, -k * 48, -226, -k * 44, -192],
      ];
  const arm = ([sx, sy, ex, ey, hx, hy]: Bend) =>
    // The sleeve covers the top third of the upper arm.
    `${limb([sx, sy, ex, ey, hx, hy], 15, skin)}${limb([sx, sy, sx + (ex - sx) * 0.35, sy + (ey - sy) * 0.35], 21, shirt)}<circle cx="${hx}" cy="${hy}" r="8" fill="${skin}"/>`;
  // The grounded leg is nearly straight; the other kicks back, its foot flicked up and out behind the knee.
  const legs = `${limb([k * 13, -150, k * 17, -80, k * 13, -14], 21, skin)}<ellipse cx="${k * 15}" cy="-7" rx="14" ry="8" fill="${shoes}"/>
${limb([-k * 13, -150, -k * 19, -92, -k * 40, -64], 21, skin)}<ellipse cx="${-k * 44}" cy="-60" rx="15" ry="8" fill="${shoes}" transform="rotate(${-k * 30} ${-k * 44} -60)"/>`;
  const hair = {
    hair: `<path d="M-20,-322 C-20,-346 20,-346 20,-322 C14,-332 -14,-332 -20,-322 Z" fill="${gear}"/>`,
    cap: `<path d="M-20,-322 C-20,-348 20,-348 20,-322 Z" fill="${gear}"/><ellipse cx="0" cy="-322" rx="24" ry="5" fill="${gear}"/>`,
    band: `<path d="M-20,-322 C-20,-346 20,-346 20,-322 C14,-332 -14,-332 -20,-322 Z" fill="#1d1d24"/><rect x="-20" y="-328" width="40" height="7" rx="3" fill="${gear}"/>`,
  }[head];
  return `<g transform="translate(${x.toFixed(1)} ${base.toFixed(1)}) scale(${scale.toFixed(3)})">
<ellipse cx="${-k * 6}" cy="0" rx="46" ry="9" fill="#000" fill-opacity="0.22"/>
${legs}
<path d="M-29,-186 L29,-186 L32,-132 L4,-132 L0,-146 L-4,-132 L-32,-132 Z" fill="${shorts}"/>
${cheer ? '' : arm(back)}
<rect x="-8" y="-304" width="16" height="24" fill="${skin}"/>
<path d="M-20,-288 L20,-288 Q34,-286 36,-270 L31,-182 L-31,-182 L-36,-270 Q-34,-286 -20,-288 Z" fill="${shirt}"/>
<rect x="-18" y="-258" width="36" height="30" rx="3" fill="#fbfbf7"/><rect x="-18" y="-258" width="36" height="7" fill="${gear}" fill-opacity="0.85"/>
${cheer ? arm(front) + arm(back) : arm(front)}
<ellipse cx="0" cy="-318" rx="19" ry="23" fill="${skin}"/>${hair}
</g>`;
}

/** A cheering spectator behind the barrier, in the runner's units: only what shows above the barrier is drawn. */
function spectator(rand: Random, x: number, base: number, scale: number) {
  const skin = pick(rand, ['#5a3a2a', '#7a4e34', '#3e2a20', '#a06b4a', '#c89070']);
  const top = pick(rand, ['#f2c14e', '#e76f51', '#2a9d8f', '#264653', '#f4a261', '#8ecae6', '#b5838d']);
  const raised = rand();
  // Arms: both up (cheering), one up (waving, or holding a phone up), or down behind the barrier.
  const arms =
    raised < 0.35
      ? [limb([-30, -270, -46, -320, -38, -372], 15, skin), limb([30, -270, 46, -320, 38, -372], 15, skin)]
      : raised < 0.65
        ? [limb([30, -270, 50, -318, 44, -364], 15, skin)]
        : [];
  const hair = rand() < 0.5 ? `<path d="M-20,-322 C-22,-350 22,-350 20,-322 Z" fill="#1d1d24"/>` : '';
  return `<g transform="translate(${x.toFixed(1)} ${base.toFixed(1)}) scale(${(scale * between(rand, 0.92, 1.06)).toFixed(3)})">
${arms.join('')}<rect x="-8" y="-304" width="16" height="24" fill="${skin}"/>
<path d="M-22,-288 L22,-288 Q38,-286 40,-266 L36,-150 L-36,-150 L-40,-266 Q-38,-286 -22,-288 Z" fill="${top}"/>
<ellipse cx="0" cy="-318" rx="19" ry="23" fill="${skin}"/>${hair}</g>`;
}

/** A palm tree: a leaning, tapering trunk and drooping fronds, `height` px tall from its foot at (x, base). */
function palm(rand: Random, x: number, base: number, height: number, lean: number) {
  const tx = x + lean * height;
  const ty = base - height;
  const bend = x + lean * height * 0.15;
  const trunk = `<path d="M${x - height * 0.035},${base} Q${bend - height * 0.03},${base - height * 0.55} ${tx - height * 0.016},${ty} L${tx + height * 0.016},${ty} Q${bend + height * 0.03},${base - height * 0.55} ${x + height * 0.035},${base} Z" fill="#7a5a3c"/>`;
  const fronds = [];
  for (let i = 0; i < 9; i++) {
    // Spread round the crown, heavier to the sides, each drooping towards its tip.
    const angle = -Math.PI / 2 + (i - 4) * 0.42 + between(rand, -0.12, 0.12);
    const length = height * between(rand, 0.34, 0.46);
    const ex = tx + Math.cos(angle) * length;
    const ey = ty + Math.sin(angle) * length * 0.55 + length * 0.45;
    const cx = tx + Math.cos(angle) * length * 0.55;
    const cy = ty + Math.sin(angle) * length * 0.6 - length * 0.12;
    const wide = length * 0.12;
    fronds.push(
      `<path d="M${tx.toFixed(1)},${ty.toFixed(1)} Q${(cx - wide).toFixed(1)},${(cy - wide).toFixed(1)} ${ex.toFixed(1)},${ey.toFixed(1)} Q${(cx + wide).toFixed(1)},${(cy + wide).toFixed(1)} ${tx.toFixed(1)},${ty.toFixed(1)} Z" fill="${i % 2 ? '#2f7d3a' : '#3f9a45'}"/>`,
    );
  }
  return `${trunk}${fronds.join('')}<g fill="#5b4024"><circle cx="${tx - height * 0.02}" cy="${ty + height * 0.025}" r="${height * 0.022}"/><circle cx="${tx + height * 0.02}" cy="${ty + height * 0.03}" r="${height * 0.022}"/></g>`;
}

/**
 * A road running away to a point on the horizon: where a place at depth `d` on it falls (1 at the bottom edge,
 * 0 at the horizon; `side` -1 and 1 are its edges) and how many px a runner's unit is there.
 */
interface Road {
  at: (d: number, side: number) => Range;
  unit: (d: number) => number;
}

/** An inflatable finish arch over the road at depth `d`, a chequered banner (no words) under its top. */
function finishArch(road: Road, d: number) {
  const [left, base] = road.at(d, -1.08);
  const [right] = road.at(d, 1.08);
  const thick = road.unit(d) * 70;
  const top = base - road.unit(d) * 780;
  const span = right - left - thick;
  const columns = 18;
  const squares = [];
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < 2; r++) {
      if ((c + r) % 2) continue;
      squares.push(
        `<rect x="${(left + thick / 2 + (span * c) / columns).toFixed(1)}" y="${(top + thick * 0.15 + r * thick * 0.35).toFixed(1)}" width="${(span / columns).toFixed(1)}" height="${(thick * 0.35).toFixed(1)}"/>`,
      );
    }
  }
  // The tube, then a lighter stripe along its outer edge so it reads as inflated.
  const edge = left - thick * 0.22;
  const rise = top - thick * 0.22;
  return `<path d="M${left},${base} L${left},${top + thick} Q${left},${top} ${left + thick},${top} L${right - thick},${top} Q${right},${top} ${right},${top + thick} L${right},${base}" fill="none" stroke="#e8372c" stroke-width="${thick}"/>
<path d="M${edge},${base} L${edge},${top + thick} Q${edge},${rise} ${left + thick},${rise} L${right - thick},${rise}" fill="none" stroke="#ff7a66" stroke-width="${thick * 0.2}" stroke-linecap="round"/>
<rect x="${left + thick / 2}" y="${top + thick * 0.1}" width="${span}" height="${thick * 0.8}" fill="#fbfbf7"/><g fill="#1d1d24">${squares.join('')}</g>`;
}

/** The finish line painted across the road at depth `d`: two rows of chequers, narrowing with the road. */
function finishLine(road: Road, d: number) {
  const columns = 24;
  const deep = 0.012;
  const chequers = [];
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < 2; r++) {
      if ((c + r) % 2) continue;
      const [from, to] = [-1 + (2 * c) / columns, -1 + (2 * (c + 1)) / columns];
      const [x1, y1] = road.at(d + r * deep, from);
      const [x2] = road.at(d + r * deep, to);
      const [x3, y3] = road.at(d + (r + 1) * deep, from);
      const [x4] = road.at(d + (r + 1) * deep, to);
      chequers.push(`<path d="M${x1},${y1} L${x2},${y1} L${x4},${y3} L${x3},${y3} Z"/>`);
    }
  }
  return `<g fill="#1d1d24">${chequers.join('')}</g>`;
}

/**
 * A charity run finishing on a coast road (any shape): runners in bright shirts and bibs coming towards us under
 * an inflatable finish arch, spectators cheering behind barriers, palms along the road and the sea beyond. The
 * road runs away to a point on the horizon and everything is placed by its depth `d` on it (1 at the bottom
 * edge, 0 at the horizon), so sizes and positions agree at any aspect ratio.
 */
export function runners(w: number, h: number, seed = 83): string {
  const rand = random(seed);
  const horizon = h * (w > h ? 0.36 : 0.4);
  const vx = w * between(rand, 0.44, 0.52);
  // A runner's height at the bottom edge: the camera stands a little above head height, so heads sit below
  // the horizon. The road's half-width there: two runners' heights, narrower when the picture is.
  const tall = (h - horizon) / 1.3;
  const half = Math.min(tall * 2, w * 0.78);
  const road: Road = {
    at: (d, side) => [vx + side * half * d, horizon + (h - horizon) * d],
    unit: (d) => (tall * d) / 340,
  };
  const { at, unit } = road;
  // Depths of things evenly spaced along the road: d falls as 1 / distance.
  const along = (first: number, step: number, count: number) =>
    Array.from({ length: count }, (_, i) => 1 / (first + i * step));
  const items: { d: number; svg: string }[] = [];

  // Barriers along both edges, in panels, with spectators behind them (thinner on the sea side).
  const panels = along(1, 0.45, 22);
  for (let i = 0; i + 1 < panels.length; i++) {
    const [near, far] = [panels[i]!, panels[i + 1]!];
    for (const side of [-1, 1]) {
      const [x1, y1] = at(near, side * 1.06);
      const [x2, y2] = at(far, side * 1.06);
      const b1 = unit(near) * 200;
      const b2 = unit(far) * 200;
      items.push({
        d: near,
        svg: `<path d="M${x1},${y1} L${x2},${y2} L${x2},${y2 - b2} L${x1},${y1 - b1} Z" fill="#f5f5f0"/><path d="M${x1},${y1 - b1 * 0.25} L${x2},${y2 - b2 * 0.25} L${x2},${y2 - b2 * 0.85} L${x1},${y1 - b1 * 0.85} Z" fill="${side < 0 ? '#1f6fd1' : '#ff7a2f'}"/>`,
      });
      const count = side < 0 ? (rand() < 0.6 ? 1 : 0) : 1 + Math.floor(rand() * 3);
      for (let j = 0; j < count; j++) {
        const d = between(rand, far, near);
        const [sx, sy] = at(d, side * between(rand, 1.14, 1.4));
        items.push({ d: d - 0.001, svg: spectator(rand, sx, sy, unit(d)) });
      }
    }
  }

  // Palms: a row on the land side, a few on the beach between the road and the sea.
  for (const d of along(1.6, 0.9, 9)) {
    const [px, py] = at(d, between(rand, 1.7, 2.1));
    items.push({
      d: d - 0.002,
      svg: palm(rand, px, py, unit(d) * between(rand, 950, 1250), between(rand, 0.02, 0.12)),
    });
  }
  for (const d of along(2.2, 1.6, 4)) {
    const [px, py] = at(d, -1.4);
    items.push({
      d: d - 0.002,
      svg: palm(rand, px, py, unit(d) * between(rand, 900, 1150), -between(rand, 0.05, 0.16)),
    });
  }

  // The finish, a little way up the road.
  const finish = between(rand, 0.34, 0.42);
  items.push({ d: finish, svg: finishArch(road, finish) });

  // Runners: a few just over the line with their arms up, more on their way, a stream back to the horizon.
  // Most wear the charity's pink shirt; the others their own.
  const shirts = ['#ff4f8b', '#ff4f8b', '#ff4f8b', '#ffd23f', '#3dd6d0', '#7b61ff', '#2bb673', '#1e88e5'];
  const look = (cheer: boolean): RunnerLook => ({
    shirt: pick(rand, shirts),
    shorts: pick(rand, ['#1d2433', '#2b2b2b', '#36405a', '#1d1d24']),
    skin: pick(rand, ['#5a3a2a', '#7a4e34', '#3e2a20', '#a06b4a', '#c89070']),
    shoes: pick(rand, ['#ffffff', '#ff5d73', '#3dd6d0', '#ffd23f']),
    stride: rand() < 0.5 ? 1 : -1,
    cheer,
    head: pick(rand, ['hair', 'hair', 'cap', 'band'] as const),
    gear: pick(rand, ['#1d1d24', '#ffffff', '#ff4f8b', '#1e88e5']),
  });
  const near = 2 + Math.floor(rand() * 2);
  const field = [
    ...Array.from({ length: near }, () => between(rand, finish + 0.2, 0.9)),
    ...Array.from({ length: 6 }, () => between(rand, finish * 0.5, finish - 0.02)),
    ...Array.from({ length: 14 }, () => between(rand, 0.06, finish * 0.5)),
  ];
  // The nearest each keep a lane of their own inside the picture (in turn from a random one), the first of them
  // with its arms up; the rest spread over the road.
  const lane = Math.floor(rand() * near);
  field.forEach((d, i) => {
    const [rx, ry] = at(d, between(rand, -0.8, 0.8));
    const x = i < near ? w * (0.16 + (0.68 * (((i + lane) % near) + between(rand, 0.25, 0.75))) / near) : rx;
    items.push({ d, svg: runner(x, ry, unit(d), look(i < near && (i === 0 || rand() < 0.4))) });
  });

  const [sx1, sy1] = at(1.3, -1.6);
  const [rl, rb] = at(1.3, -1);
  const [rr] = at(1.3, 1);
  const flip = rand() < 0.5 ? `transform="translate(${w} 0) scale(-1 1)"` : '';
  return svg(
    w,
    h,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f97e0"/><stop offset="1" stop-color="#c4e7fa"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4fb6d6"/><stop offset="1" stop-color="#1d7fa6"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a8c92"/><stop offset="1" stop-color="#4d4f56"/></linearGradient></defs>
<g ${flip}>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${w * 0.9}" cy="${h * 0.06}" r="${Math.min(w, h) * 0.35}" fill="#fff8d6" fill-opacity="0.55" filter="url(#blur60)"/>
<g fill="#ffffff" fill-opacity="0.8" filter="url(#blur16)"><ellipse cx="${w * 0.2}" cy="${horizon * 0.3}" rx="${w * 0.16}" ry="${h * 0.03}"/><ellipse cx="${w * 0.62}" cy="${horizon * 0.55}" rx="${w * 0.2}" ry="${h * 0.025}"/></g>
<path d="M0,${horizon} L${w},${horizon} L${w},${h} L0,${h} Z" fill="#e7d3a8"/>
<path d="M0,${horizon} L${vx},${horizon} L${sx1},${sy1} L0,${sy1} Z" fill="url(#sea)"/>
<path d="M${vx},${horizon} L${sx1},${sy1}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${Math.min(w, h) * 0.006}"/>
<path d="M${vx},${horizon} L${w},${horizon} L${w},${horizon + h * 0.02} Q${w * 0.8},${horizon - h * 0.02} ${vx},${horizon} Z" fill="#5c8f5a" filter="url(#blur2)"/>
<path d="M${vx},${horizon} L${rr},${rb} L${rl},${rb} Z" fill="url(#road)"/>
<ellipse cx="${vx}" cy="${horizon}" rx="${w * 0.1}" ry="${h * 0.012}" fill="#dfeef5" fill-opacity="0.7" filter="url(#blur4)"/>
${finishLine(road, finish)}
${items
  .sort((a, b) => a.d - b.d)
  .map((item) => item.svg)
  .join('\n')}
</g>
${vignette(w, h, 0.25)}`,
  );
}
