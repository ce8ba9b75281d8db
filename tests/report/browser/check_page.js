// check_page.js: index.html in headless Chromium (playwright-core driving
// Debian's /usr/bin/chromium), loaded from a file with every other request
// refused. Checks that the verdict, result and host filters and the search box
// change which systems are visible (as rendered, not just the hidden flag),
// that no console error, page error or dialog occurs, and that the hostile
// strings of browser_test.py stay inert text; saves a full-page screenshot.
// Usage: node check_page.js INDEX.html SCREENSHOT.png MODULE_DIR PROFILE_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const url = require('url');

const [indexHtml, screenshot, moduleDir, profile] = process.argv.slice(2);
const { chromium } = require(path.join(moduleDir, 'node_modules', 'playwright-core'));

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
let failures = 0;
function expect(ok, what) {
  if (!ok) failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
}

async function visible(page) {
  const out = [];
  for (const a of await page.$$('article.system')) {
    if (await a.isVisible()) out.push((await a.getAttribute('id')).replace(/^sys-/, ''));
  }
  return out.sort();
}

async function main() {
  fs.rmSync(profile, { recursive: true, force: true });
  fs.mkdirSync(profile, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
    timeout: 30000,
  });
  const problems = [];
  const offsite = [];
  try {
    // The page is one self-contained file: anything but file: is refused and noted.
    await context.route('**/*', (route) => {
      const u = route.request().url();
      if (u.startsWith('file:') || u.startsWith('data:')) return route.continue();
      offsite.push(u);
      return route.abort();
    });
    await context.addInitScript(() => {
      window.__alerts = [];
      for (const f of ['alert', 'confirm', 'prompt']) {
        window[f] = (m) => { window.__alerts.push(`${f}(${m})`); };
      }
    });
    const page = context.pages()[0] || await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('dialog', async (d) => { problems.push(`dialog: ${d.type()} ${d.message()}`); await d.dismiss(); });
    page.on('requestfailed', (r) => { if (!r.url().startsWith('file:')) problems.push(`request: ${r.url()}`); });

    await page.goto(url.pathToFileURL(path.resolve(indexHtml)).href, { waitUntil: 'load', timeout: 20000 });
    await page.waitForTimeout(300);

    const all = await page.$$eval('article.system', (as) => as.map((a) => a.id.replace(/^sys-/, '')).sort());
    console.log(`systems: ${JSON.stringify(all)}`);
    expect(all.length === 7, `seven systems on the page (${all.length})`);
    expect(await page.isVisible('#filters'), 'the filters are shown once the script runs');
    expect(JSON.stringify(await visible(page)) === JSON.stringify(all), 'no filter: every system visible');

    const want = async (what, ids) => {
      const got = await visible(page);
      expect(JSON.stringify(got) === JSON.stringify([...ids].sort()), `${what}: visible ${JSON.stringify(got)}`);
    };
    await page.selectOption('#f-verdict', 'unverifiable');
    await want('verdict unverifiable', ['dead-system']);
    await page.selectOption('#f-verdict', 'weakly-sourced');
    await want('verdict weakly-sourced', ['weak-system']);
    await page.selectOption('#f-verdict', 'uncited');
    await want('verdict uncited', ['uncited-system']);
    const shown = await page.textContent('#f-shown');
    expect(/^1 of 7 systems shown$/.test(shown || ''), `the count reads "1 of 7 systems shown" (${JSON.stringify(shown)})`);
    await page.selectOption('#f-verdict', '');
    await page.selectOption('#f-result', 'not-found');
    await want('result not-found', ['dead-system']);
    await page.selectOption('#f-result', 'names');
    await want('result names', ['good-system', 'hostile-html', 'hostile-name', 'hostile-text']);
    await page.selectOption('#f-result', '');
    await page.selectOption('#f-host', 'evil.example');
    await want('host evil.example', ['hostile-html', 'hostile-text']);
    await page.selectOption('#f-host', 'docs.example');
    await want('host docs.example', ['weak-system']);
    await page.selectOption('#f-host', '');
    await page.fill('#f-search', 'goodwin');
    await want('search "goodwin"', ['good-system']);
    await page.fill('#f-search', 'correspondence');
    await want('search "correspondence"', ['uncited-system']);
    await page.fill('#f-search', 'onerror');
    await want('search "onerror" (hostile text is searchable text)', ['hostile-html', 'hostile-name', 'hostile-text']);
    await page.fill('#f-search', '');
    await want('search cleared', all);

    // The hostile strings: text, never markup.
    const text = await page.evaluate(() => document.body.innerText);
    expect(text.includes(SCRIPT), 'the text "<script>alert(1)</script>" is shown as text');
    expect(text.includes(IMG), 'the text "\\"><img src=x onerror=alert(1)>" is shown as text');
    expect(text.includes(`${IMG} Cluster ${SCRIPT}`), "the hostile record name is shown as text");
    expect(await page.$$eval('img', (is) => is.length) === 0, 'no img element at all');
    expect(await page.$$eval('[onerror], [onload], [onclick]', (es) => es.length) === 0, 'no element with an on* handler attribute');
    const scripts = await page.$$eval('script', (ss) => ss.map((s) => s.textContent));
    expect(scripts.length === 1 && !scripts[0].includes('alert'), `one script, the page's own (${scripts.length})`);
    const alerts = await page.evaluate(() => window.__alerts);
    expect(alerts.length === 0, `no alert/confirm/prompt called (${JSON.stringify(alerts)})`);

    await page.screenshot({ path: screenshot, fullPage: true });
    expect(fs.statSync(screenshot).size > 10000, `screenshot saved: ${screenshot}`);
  } finally {
    await context.close();
  }
  expect(problems.length === 0, `no console error, page error, dialog or failed request (${JSON.stringify(problems)})`);
  expect(offsite.length === 0, `no request beyond the file (${JSON.stringify(offsite)})`);
  return failures;
}

const timer = setTimeout(() => { console.log('FAIL the browser check did not finish within 60 s'); process.exit(1); }, 60000);
main().then((f) => {
  clearTimeout(timer);
  console.log(f ? `${f} check(s) failed` : 'all browser checks passed');
  process.exit(f ? 1 : 0);
}, (e) => {
  clearTimeout(timer);
  console.log(`FAIL ${e && e.stack ? e.stack : e}`);
  process.exit(1);
});
