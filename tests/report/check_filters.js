// check_filters.js: runs index.html's inline script against a small stand-in
// for the DOM and checks that the verdict (described too), result and host
// filters, the claims filter ("contradicted") and the search box show exactly the systems they should.
// Usage: node check_filters.js INDEX.html
'use strict';
const fs = require('fs');

const html = fs.readFileSync(process.argv[2], 'utf8');
const decode = (s) => s.replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

const articles = [];
const re = /<article class="system[^"]*" id="sys-([^"]*)" data-verdict="([^"]*)" data-results="([^"]*)" data-hosts="([^"]*)" data-claims="([^"]*)">([\s\S]*?)<\/article>/g;
for (let m = re.exec(html); m; m = re.exec(html)) {
  const attrs = { 'data-verdict': m[2], 'data-results': m[3], 'data-hosts': m[4],
                  'data-claims': m[5] };
  articles.push({ id: decode(m[1]), hidden: false, textContent: decode(m[6]),
                  getAttribute: (n) => attrs[n] });
}
const control = () => ({ value: '', hidden: true, textContent: '', listeners: {},
  addEventListener(type, f) { this.listeners[type] = f; } });
const byId = { filters: control(), 'f-verdict': control(), 'f-result': control(),
               'f-host': control(), 'f-claim': control(), 'f-search': control(), 'f-shown': control() };
const document = {
  getElementById: (id) => byId[id] || null,
  querySelectorAll: (sel) => (sel === 'article.system' ? articles : []),
};
const script = /<script>([\s\S]*?)<\/script>/.exec(html)[1];
new Function('document', script)(document);

let failures = 0;
function expect(what, want) {
  const shown = articles.filter((a) => !a.hidden).map((a) => a.id).sort();
  const ok = JSON.stringify(shown) === JSON.stringify([...want].sort());
  if (!ok) failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}: shown ${JSON.stringify(shown)}`);
}
function set(id, value) {
  byId[id].value = value;
  const f = byId[id].listeners[id === 'f-search' ? 'input' : 'change'];
  f();
}

const all = articles.map((a) => a.id);
if (byId.filters.hidden) { failures++; console.log('FAIL the filters stay hidden'); }
expect('no filter', all);
set('f-verdict', 'unverifiable');
expect('verdict unverifiable', ['frontier']);
set('f-verdict', 'described');
expect('verdict described', ['meta-24k']);
set('f-verdict', '');
set('f-result', 'names');
expect('result names', ['bytedance-megascale']);
set('f-result', 'does-not-name');
expect('result does-not-name', ['bytedance-megascale', 'evil-<script>', 'frontier', 'meta-24k']);
set('f-result', 'describes');
expect('result describes', ['meta-24k']);
set('f-result', '');
set('f-host', 'evil.example');
expect('host evil.example', ['evil-<script>']);
set('f-host', 'example.org');  // a whole host name, not a suffix of evil.example
expect('host example.org', ['bytedance-megascale']);
set('f-host', '');
set('f-claim', 'contradicts');
expect('claims contradicted', ['bytedance-megascale']);
set('f-claim', 'states');
expect('claims stated', ['meta-24k']);
set('f-claim', 'unread');
expect('claims unread', ['bytedance-megascale']);
set('f-claim', '');
set('f-search', 'MegaScale');
expect('search MegaScale', ['bytedance-megascale']);
set('f-search', 'correspondence');
expect('search correspondence', ['no-url']);
set('f-search', '');
expect('cleared', all);
if (!/^\d+ of \d+ systems shown$/.test(byId['f-shown'].textContent)) {
  failures++;
  console.log(`FAIL the count reads ${JSON.stringify(byId['f-shown'].textContent)}`);
}
process.exit(failures ? 1 : 0);
