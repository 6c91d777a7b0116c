/// The review page: every scene of the run with its line, Accept on each
/// failing one, Accept all, and the run's HTML report below.
enum ReviewPage {
    static let html = #"""
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Frolic snapshot review</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f3f3f5; color: #222; }
header { padding: 8px 16px; background: #24292f; color: #fff; display: flex; gap: 16px; align-items: center; }
header h1 { font-size: 16px; margin: 0; }
#totals { margin-left: auto; }
table { border-collapse: collapse; margin: 12px 16px; background: #fff; box-shadow: 0 1px 3px #0002; }
td, th { padding: 6px 10px; border-bottom: 1px solid #eee; text-align: left; vertical-align: top; }
td.line { font-family: monospace; font-size: 12px; white-space: pre-wrap; max-width: 70em; }
tr.failed td.state { color: #cf222e; font-weight: 600; } tr.passed td.state { color: #1a7f37; font-weight: 600; }
#message { margin: 0 16px; font-size: 12px; }
iframe { width: calc(100% - 32px); height: 70vh; margin: 8px 16px 16px; border: 1px solid #ccc; background: #fff; }
</style></head>
<body>
<header><h1>Frolic snapshot review</h1><button id="acceptAll">Accept all</button><span id="totals"></span></header>
<p id="message">Nothing is recorded until you click Accept.</p>
<table><thead><tr><th>scene</th><th>state</th><th></th><th>result</th></tr></thead><tbody id="scenes"></tbody></table>
<iframe id="report" src="/report/index.html" title="snapshot report"></iframe>
<script>
const $ = id => document.getElementById(id);
async function load() {
  const results = await (await fetch('/results.json')).json();
  const body = $('scenes'); body.textContent = '';
  let failed = 0;
  for (const r of results) {
    if (r.failed) failed++;
    const tr = document.createElement('tr'); tr.className = r.failed ? 'failed' : 'passed'; tr.dataset.scene = r.name;
    const name = document.createElement('td'); name.textContent = r.name; name.title = r.file;
    const state = document.createElement('td'); state.className = 'state'; state.textContent = r.failed ? 'failing' : 'passing';
    const act = document.createElement('td');
    if (r.acceptable) {
      const b = document.createElement('button'); b.textContent = 'Accept'; b.className = 'accept';
      b.onclick = () => accept(r.name, r.token, b); act.appendChild(b);
    }
    const line = document.createElement('td'); line.className = 'line'; line.textContent = r.summary;
    tr.append(name, state, act, line); body.appendChild(tr);
  }
  $('totals').textContent = failed + ' failing · ' + (results.length - failed) + ' passing';
  $('acceptAll').disabled = !results.some(r => r.acceptable);
  shown = results.map(r => r.token).filter(t => t);
}
// The tokens of what this page shows: Accept records that, or refuses if the scene changed since.
let shown = [];
async function accept(name, token, button) {
  if (button) button.disabled = true;
  $('message').textContent = 'recording ' + name + '…';
  const r = await fetch('/accept/' + encodeURIComponent(name) + '?token=' + encodeURIComponent(token), { method: 'POST' });
  $('message').textContent = r.ok ? 'recorded ' + name : (await r.text());
  await load(); $('report').src = '/report/index.html?' + Date.now();
}
$('acceptAll').onclick = async () => {
  $('acceptAll').disabled = true; $('message').textContent = 'recording every failing scene…';
  const r = await fetch('/accept-all?tokens=' + encodeURIComponent(shown.join(',')), { method: 'POST' });
  $('message').textContent = r.ok ? 'recorded: ' + (await r.json()).join(', ') : (await r.text());
  await load(); $('report').src = '/report/index.html?' + Date.now();
};
load();
</script></body></html>
"""#
}
