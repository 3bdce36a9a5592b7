// Every golden SVG rendered in headless Chromium, and checked as a user's browser shows it.
// Usage: node render_svg_test.mjs CHROMIUM PATH...   (a file is an SVG document, whatever its
// extension; a directory stands for its *.svg and svg-*.out files: replay-stats' wide goldens and
// replay-score's svg-* golden outputs)
//
// For each file: Chromium's XML parser takes it; the root is an <svg> with a <title>, a width and
// a height; it holds no script, image or foreignObject, no href and no URL but the SVG namespace;
// opened from file:// at its own size it asks for nothing else; the screenshot has exactly that
// size and is not blank (enough dark pixels on the white page). A missing browser or
// playwright-core is a failure, not a skip: CI installs both (.ci/run).
//
// One browser for all the files (playwright-core): a Chromium started per file, as the Python
// script before this one did, cost 2-3 minutes of CI; one page per file costs well under a second.
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';

import { launchChromium } from './chromium.mjs';

const [chromiumPath, ...paths] = process.argv.slice(2);
const files = [];
for (const path of paths) {
  if (statSync(path).isDirectory())
    files.push(...readdirSync(path).filter(n => n.endsWith('.svg') || (n.startsWith('svg-') && n.endsWith('.out')))
      .sort().map(n => join(path, n)));
  else files.push(path);
}
if (files.length === 0) {
  console.error('FAIL: no SVG to render');
  process.exit(1);
}

// The document's [width, height], or throws with what is wrong. Runs in the page, on the text.
function checkDocument(text) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length) throw new Error('not well-formed XML');
  const svgNs = 'http://www.w3.org/2000/svg';
  const root = doc.documentElement;
  if (root.namespaceURI !== svgNs || root.localName !== 'svg') throw new Error(`root is <${root.nodeName}>, not an SVG <svg>`);
  const title = [...root.children].find(e => e.namespaceURI === svgNs && e.localName === 'title');
  if (!title || !title.textContent.trim()) throw new Error('no <title>');
  for (const e of doc.getElementsByTagName('*')) {
    if (['script', 'image', 'foreignObject'].includes(e.localName)) throw new Error(`has a <${e.localName}>`);
    for (const a of e.attributes)
      if (a.localName.endsWith('href')) throw new Error(`<${e.localName}> has ${a.name}`);
  }
  if (text.split('http').length !== text.split(svgNs).length) throw new Error('names a URL other than the SVG namespace');
  const width = Number(root.getAttribute('width')), height = Number(root.getAttribute('height'));
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0))
    throw new Error(`width "${root.getAttribute('width')}", height "${root.getAttribute('height')}"`);
  return [width, height];
}

// {width, height, channels, rows} of an 8-bit RGB or RGBA PNG, its filters undone.
function pngPixels(data) {
  if (data.readUInt32BE(0) !== 0x89504e47) throw new Error('the screenshot is not a PNG');
  let at = 8, header = null;
  const idat = [];
  while (at < data.length) {
    const length = data.readUInt32BE(at), kind = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (kind === 'IHDR') header = body;
    else if (kind === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const width = header.readUInt32BE(0), height = header.readUInt32BE(4);
  const [depth, colour, , , interlace] = header.subarray(8);
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace)
    throw new Error(`unexpected PNG format depth=${depth} colour=${colour}`);
  const channels = colour === 2 ? 3 : 4, stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  const rows = [];
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const kind = raw[y * (stride + 1)];
    const line = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0, b = previous[i];
      const c = i >= channels ? previous[i - channels] : 0;
      let add = 0;
      if (kind === 1) add = a;
      else if (kind === 2) add = b;
      else if (kind === 3) add = (a + b) >> 1;
      else if (kind === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        add = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + add) & 0xff;
    }
    rows.push(line);
    previous = line;
  }
  return { width, height, channels, rows };
}

const browser = await launchChromium(chromiumPath, ['--hide-scrollbars']);
const work = mkdtempSync(join(tmpdir(), 'replay-svg-'));
let failed = 0;
try {
  const page = await browser.newPage();
  for (const [n, path] of files.entries()) {
    try {
      const text = readFileSync(path, 'utf8');
      const [width, height] = await page.evaluate(checkDocument, text);
      const svg = join(work, `${n}.svg`);  // Chromium goes by the extension
      copyFileSync(path, svg);
      const url = pathToFileURL(svg).href, requests = [];
      const listen = r => { if (r.url() !== url) requests.push(r.url()); };
      page.on('request', listen);
      await page.setViewportSize({ width, height });
      await page.goto(url);
      const png = pngPixels(await page.screenshot());
      page.off('request', listen);
      if (requests.length) throw new Error('asked for ' + requests.join(', '));
      if (png.width !== width || png.height !== height)
        throw new Error(`screenshot is ${png.width}x${png.height}, not ${width}x${height}`);
      // Not blank: the marks (text, dots, lines) cover a fair part of the picture.
      let inked = 0;
      for (const row of png.rows)
        for (let x = 0; x < row.length; x += png.channels)
          if (Math.min(row[x], row[x + 1], row[x + 2]) < 128) inked++;
      if (inked < Math.max(200, Math.floor(width * height / 500)))
        throw new Error(`looks blank: ${inked} dark pixels of ${width * height}`);
      console.log(`ok ${path}: ${width}x${height}, ${inked} dark pixels`);
    } catch (e) {  // every file is reported, then the test fails
      failed++;
      console.log(`FAIL ${path}: ${e.message.split('\n')[0].replace(/^page\.evaluate: Error: /, '')}`);
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`render_svg: ${files.length - failed} rendered, ${failed} failed`);
process.exit(failed ? 1 : 0);
