// The review page in a real browser (issue #15): for a match of each game, replay-review
// --format html writes the page, headless Chromium opens it from file://, and the keys step it
// to a move: the board in <pre id="board"> must be exactly `replay-show --hand H --move M`, the
// counter must name the move, the move's note and the chart must be there, and the page must
// ask for nothing over the network. Issue #29: "next mistake" (the key n and its button) must step
// through exactly the moves the data grades a mistake or worse, each marked on the board and the
// move list, at the place `replay-review -f text --mistakes` names; Back and Forward and a changed
// fragment must move the page; the title is the match's, never the input's path.
// Usage: node review_page_test.mjs BIN_DIR CHROMIUM  (from the repository root)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { launchChromium } from './chromium.mjs';

const [bin, chromiumPath] = process.argv.slice(2);
const run = (tool, args) => execFileSync(join(bin, tool), args, { encoding: 'utf8' });
const show = (file, h, m) => run('replay-show', ['--hand', String(h + 1), '--move', String(m), file]);
const moves = (file, h) => JSON.parse(run('replay-show', ['--format', 'json', '--hand', String(h + 1), file])).moves;

let failures = 0, checks = 0;
function expect(ok, what) {
  checks++;
  if (!ok) {
    failures++;
    console.error('FAIL: ' + what);
  }
}

const browser = await launchChromium(chromiumPath);

const dir = mkdtempSync(join(tmpdir(), 'review-page-'));
// And hostile names (issue #24): markup, line separators and a long name, which the page writes
// once per match and fills into every board as text.
const hostile = join(dir, 'hostile-names.json');
const record = JSON.parse(readFileSync('samples/bourlot/match-default.json', 'utf8'));
record.players = ['</script><script>alert(1)</script><!--', 'a\u2028b\u2029c &amp; <b>x</b>',
  'Ν'.repeat(3000), '"\\\'`${x}'];
writeFileSync(hostile, JSON.stringify(record));
const samples = ['samples/bourlot/match-default.json', 'samples/pilotta/match.json',
  'samples/diloti/match-2p.json', 'samples/tute/match-2p.json', hostile];
try {
  for (const file of samples) {
    const page_file = join(dir, file.replace(/\//g, '_') + '.html');
    run('replay-review', ['--format', 'html', '-o', page_file, file]);
    const page = await browser.newPage();
    const requests = [];
    page.on('request', r => { if (!r.url().startsWith('file:')) requests.push(r.url()); });
    const errors = [];
    page.on('pageerror', e => errors.push(e.message));
    await page.goto(pathToFileURL(page_file).href);
    const board = () => page.$eval('#board', e => e.textContent);
    const counter = () => page.$eval('#counter', e => e.textContent);
    const at = async (h, m, how) => {
      const want = show(file, h, m);
      expect(await board() === want, `${file}: ${how}: the board is not replay-show --hand ${h} --move ${m}`);
      // People's numbers: the hand from 1; the move is the actions applied (the board after M).
      expect((await counter()).startsWith(`hand ${h + 1}, move ${m} of `), `${file}: ${how}: counter "${await counter()}"`);
      expect(page.url().endsWith(`#r=0&h=${h}&m=${m}`), `${file}: ${how}: fragment ${page.url()}`);
    };
    const press = async (key, times = 1) => { for (let i = 0; i < times; i++) await page.keyboard.press(key); };

    await at(0, 0, 'opened');
    const n0 = moves(file, 0);
    const hands = await page.evaluate(() => JSON.parse(document.querySelector('script.review-match').textContent).hands.length);
    expect(hands >= 2, `${file}: the page has ${hands} hands`);
    // k steps into the first hand, to its last move, then across the boundary into hand 1.
    await press('ArrowRight', 5);
    await at(0, 5, 'ArrowRight ×5');
    const note = await page.$eval('#move-note', e => e.textContent);
    expect(note.length > 3 && note !== '—', `${file}: no note on move 5: "${note}"`);
    await press('ArrowRight', n0 - 5);
    await at(0, n0, `ArrowRight to the last move ${n0}`);
    await press('ArrowRight');
    await at(1, 0, 'across the hand boundary');
    await press('ArrowLeft');
    await at(0, n0, 'ArrowLeft back over the boundary');
    const h2 = Math.min(2, hands - 1), n2 = moves(file, h2);
    await press('ArrowDown', 2);
    await press('ArrowRight', Math.min(3, n2));
    await at(h2, Math.min(3, n2), 'ArrowDown ×2, ArrowRight ×3');
    await press('End');
    await at(hands - 1, moves(file, hands - 1), 'End');
    await press('Home');
    await at(0, 0, 'Home');
    // A link to a move opens at it.
    await page.goto(pathToFileURL(page_file).href + '#r=0&h=1&m=4');
    await page.reload();
    await at(1, 4, 'opened at #r=0&h=1&m=4');

    // The title: the record's event/round/date or the input's base name, never its path.
    const title = await page.title();
    expect(!title.includes('/') && title.length > 3, `${file}: title "${title}"`);

    // Next mistake: the data's graded steps (g >= 2), in order, one per press of n.
    const graded = await page.evaluate(() => {
      const out = [];
      JSON.parse(document.querySelector('script.review-match').textContent).hands.forEach((hd, h) =>
        hd.steps.forEach((st, m) => { if ((st.g || 0) >= 2) out.push([h, m, st.g]); }));
      return out;
    });
    await press('Home');
    await at(0, 0, 'Home before next mistake');
    // replay-review -f text --mistakes names the same moves by the same numbers.
    const lines = run('replay-review', ['-f', 'text', '--no-players', '--mistakes', file]).split('\n').filter(l => l);
    expect(lines.length === graded.length, `${file}: ${lines.length} text mistakes, ${graded.length} marked on the page`);
    const visit = graded.slice(0, 4);
    for (const [i, [h, m, g]] of visit.entries()) {
      if (i % 2) await page.click('#next-mistake'); else await press('n');
      await at(h, m, `next mistake ${i + 1}`);
      expect(await page.$eval('#board', e => e.className) === 'g' + g, `${file}: board not marked grade ${g} at mistake ${i + 1}`);
      expect(!(await page.$eval('#mark', e => e.hidden)), `${file}: no mark shown at mistake ${i + 1}`);
      const li = await page.$eval('#moves li[aria-current]', e => [e.className, e.value]);
      expect(li[0] === 'g' + g && li[1] === m, `${file}: move list marks ${JSON.stringify(li)} at mistake ${i + 1}`);
      expect(lines[i] && lines[i].includes(`hand ${h + 1}, move ${m}: `), `${file}: text line "${lines[i]}" is not hand ${h + 1}, move ${m}`);
    }
    if (visit.length >= 2) {
      // Back returns to the mistake before, Forward to the last one again.
      await page.goBack();
      await at(visit[visit.length - 2][0], visit[visit.length - 2][1], 'Back after next mistake');
      await page.goForward();
      await at(visit[visit.length - 1][0], visit[visit.length - 1][1], 'Forward');
      await press('p');
      await at(visit[visit.length - 2][0], visit[visit.length - 2][1], 'previous mistake (p)');
    }
    if (!graded.length && file.includes('pilotta')) expect(false, `${file}: no mistake graded`);
    // A changed fragment moves the page without a reload.
    await page.evaluate(() => { location.hash = '#r=0&h=1&m=3'; });
    await page.waitForFunction(() => document.getElementById('counter').textContent.startsWith('hand 2, move 3 '));
    await at(1, 3, 'hashchange to #r=0&h=1&m=3');
    await page.goBack();
    await page.waitForFunction(() => !document.getElementById('counter').textContent.startsWith('hand 2, move 3 '));
    expect(!page.url().endsWith('#r=0&h=1&m=3'), `${file}: Back after a hashchange stays at ${page.url()}`);
    await page.goto(pathToFileURL(page_file).href + '#r=0&h=1&m=4');
    await page.reload();

    const summary = await page.$eval('#hand-note', e => e.textContent);
    expect(summary.length > 3, `${file}: no hand summary`);
    expect(!summary.startsWith('no '), `${file}: no review in the hand summary: "${summary}"`);
    const chart = await page.$$eval('.chart:not([hidden]) svg .step-band[visibility=visible]', e => e.map(b => b.dataset.step));
    expect(chart.length === 1 && chart[0] === '1', `${file}: the chart must mark hand 1, marks ${JSON.stringify(chart)}`);
    expect(await page.$$eval('.chart:not([hidden]) svg path', e => e.length) >= 2, `${file}: no score lines in the chart`);
    expect(errors.length === 0, `${file}: script errors ${errors.join('; ')}`);
    expect(requests.length === 0, `${file}: network requests ${requests.join(', ')}`);
    await page.close();
    console.log(`ok ${file}`);
  }
  // Two matches on one page: → from the last move of the first opens the deal of the second,
  // with its own chart; ← comes back.
  const [a, b] = ['samples/diloti/match-2p.json', 'samples/bourlot/match-default.json'];
  const both = join(dir, 'two-matches.html');
  run('replay-review', ['--format', 'html', '-o', both, a, b]);
  const page = await browser.newPage();
  await page.goto(pathToFileURL(both).href);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  expect(await page.$eval('#board', e => e.textContent) === show(b, 0, 0), 'two matches: → after End is not the second match\'s deal');
  expect(page.url().endsWith('#r=1&h=0&m=0'), `two matches: fragment ${page.url()}`);
  const shown = await page.$$eval('.chart', e => e.map(c => !c.hidden));
  expect(JSON.stringify(shown) === '[false,true]', `two matches: charts shown ${JSON.stringify(shown)}`);
  await page.keyboard.press('ArrowLeft');
  const hands = await page.evaluate(() => JSON.parse(document.querySelector('script.review-match').textContent).hands.length);
  expect(await page.$eval('#board', e => e.textContent) === show(a, hands - 1, moves(a, hands - 1)), 'two matches: ← does not return to the first match\'s last move');
  await page.close();
  console.log('ok two matches on one page');
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${checks} checks, ${failures} failed`);
process.exit(failures ? 1 : 0);
