/// The preview page: one self-contained document (no file from elsewhere)
/// that plays `/render.gif` through its own decoder, follows `/events`, and
/// builds the parameters panel from `/schema.json` and `/scene.json`.
enum PreviewPage {
    static var html: String { head + "<script>\n" + GIFDecoderScript.source + script + "</script></body></html>\n" }

    private static let head = #"""
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Frolic preview</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f3f3f5; color: #222; }
header { padding: 8px 16px; background: #24292f; color: #fff; display: flex; gap: 16px; align-items: baseline; }
header h1 { font-size: 16px; margin: 0; } header .file { opacity: .7; font-family: monospace; }
#status { margin-left: auto; font-size: 12px; }
#banner { display: none; background: #ffebe9; color: #82071e; border-bottom: 1px solid #ff8182; padding: 8px 16px; font-family: monospace; white-space: pre-wrap; }
main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
#stage { position: relative; display: inline-block; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; box-shadow: 0 1px 4px #0003; }
#stage canvas { display: block; image-rendering: pixelated; }
#overlay { position: absolute; left: 0; top: 0; cursor: crosshair; }
.broken #view { opacity: .35; }
.controls { display: flex; gap: 6px; align-items: center; margin-top: 8px; }
.controls button { min-width: 34px; }
#timeline { position: relative; width: 100%; }
#scrubber { width: 100%; margin: 0; }
#marks { position: relative; height: 14px; }
#marks span { position: absolute; top: 0; width: 2px; height: 12px; background: #cf222e; cursor: help; }
#readout { font-family: monospace; margin-top: 6px; }
#warnings { display: none; margin-top: 8px; background: #fff8c5; color: #6c4a00; border: 1px solid #d4a72c; border-radius: 4px; padding: 6px 8px; font-family: monospace; font-size: 12px; white-space: pre-wrap; max-width: 640px; }
#rectRow { margin-top: 6px; display: flex; gap: 6px; }
#rect { font-family: monospace; width: 14em; }
aside { flex: 1; min-width: 320px; max-width: 560px; background: #fff; border-radius: 6px; padding: 8px 12px; box-shadow: 0 1px 3px #0002; }
aside h2 { font-size: 14px; margin: 12px 0 4px; border-bottom: 1px solid #ddd; }
.param { display: grid; grid-template-columns: 9em 1fr; gap: 2px 8px; align-items: center; margin: 4px 0; }
.param label { font-family: monospace; font-size: 12px; overflow-wrap: anywhere; }
.param .doc { grid-column: 2; font-size: 11px; color: #57606a; }
.param .value { display: flex; gap: 4px; align-items: center; }
.param input[type=range] { flex: 1; } .param input[type=number] { width: 6em; }
.param input[type=text] { width: 100%; font-family: monospace; } .param input.bad { background: #ffebe9; }
.group { margin-left: 10px; border-left: 2px solid #eee; padding-left: 6px; }
#actions { display: flex; gap: 8px; align-items: center; position: sticky; top: 0; background: #fff; padding: 6px 0; }
#message { font-size: 12px; }
#message.bad { color: #cf222e; }
</style></head>
<body>
<header><h1 id="name">Frolic preview</h1><span class="file" id="file"></span><span id="status">loading…</span></header>
<div id="banner"></div>
<main>
<section id="left">
  <div id="stage"><canvas id="view" width="1" height="1"></canvas><canvas id="overlay" width="1" height="1"></canvas></div>
  <div class="controls">
    <button id="back" title="previous frame (←)">◀︎|</button>
    <button id="play" title="play or pause (space)">Play</button>
    <button id="forward" title="next frame (→)">|▶︎</button>
    <span id="time">0.00 s</span> · frame <span id="frame">0</span> / <span id="frames">0</span>
  </div>
  <div id="timeline"><input id="scrubber" type="range" min="0" max="0" value="0" step="1"><div id="marks"></div></div>
  <div id="warnings"></div>
  <div id="readout">point at the picture for coordinates; drag for a rectangle</div>
  <div id="rectRow"><input id="rect" readonly placeholder="[x, y, w, h]"><button id="copyRect">Copy</button></div>
</section>
<aside>
  <div id="actions"><button id="copyJSON">Copy JSON</button><button id="save">Save</button><span id="message"></span></div>
  <div id="params"></div>
</aside>
</main>
"""#

    private static let script = #"""
const $ = id => document.getElementById(id);
const state = { gif: null, info: null, playing: false, cs: 0, version: 0, last: 0 };
window.frolic = state;
const view = $('view'), overlay = $('overlay'), ctx = view.getContext('2d'), octx = overlay.getContext('2d');

function fps() { return state.info ? state.info.fps : 25; }
function frameCount() { return state.info ? state.info.frames : 1; }
// The scene frame shown at time cs (centiseconds); the scrubber counts scene frames.
function sceneFrame() { return Math.min(frameCount() - 1, Math.floor(state.cs * fps() / 100 + 1e-6)); }

function draw() {
  const g = state.gif; if (!g) return;
  const i = g.frameAtTime(state.cs);
  const pixels = g.frameAt(i);
  ctx.putImageData(new ImageData(pixels, g.width, g.height), 0, 0);
  state.gifFrame = i;
  const f = sceneFrame();
  $('time').textContent = (state.cs / 100).toFixed(2) + ' s';
  $('frame').textContent = f; $('frames').textContent = frameCount();
  $('scrubber').value = f;
}

function tick(now) {
  if (state.playing && state.gif) {
    state.cs += (now - state.last) / 10;
    if (state.cs >= state.gif.duration) state.cs %= state.gif.duration;
    draw();
  }
  state.last = now;
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);

function setPlaying(on) { state.playing = on; $('play').textContent = on ? 'Pause' : 'Play'; }
function seekFrame(f) {
  f = Math.max(0, Math.min(frameCount() - 1, f));
  state.cs = f * 100 / fps() + 1e-3; draw();
}
$('play').onclick = () => setPlaying(!state.playing);
$('back').onclick = () => { setPlaying(false); seekFrame(sceneFrame() - 1); };
$('forward').onclick = () => { setPlaying(false); seekFrame(sceneFrame() + 1); };
$('scrubber').oninput = e => { setPlaying(false); seekFrame(+e.target.value); };
document.addEventListener('keydown', e => {
  if (e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
  if (e.key === ' ') { e.preventDefault(); setPlaying(!state.playing); }
  if (e.key === 'ArrowLeft') { e.preventDefault(); $('back').click(); }
  if (e.key === 'ArrowRight') { e.preventDefault(); $('forward').click(); }
});

async function loadRender() {
  const [infoResponse, gifResponse] = await Promise.all([fetch('/info.json'), fetch('/render.gif')]);
  const info = await infoResponse.json();
  state.version = info.version;
  if (!info.version) { $('status').textContent = 'rendering…'; return; }
  $('file').textContent = info.file + (info.effects ? ' + ' + info.effects.join(' + ') : '');
  $('save').textContent = info.effects ? 'Save as scene file' : 'Save';
  $('save').title = info.effects ? 'writes a new scene file beside the picture (never over a file) and previews it from then on' : 'writes the scene file';
  $('status').textContent = (info.draft ? 'unsaved edit · ' : '') + 'render ' + info.version;
  if (info.error) {
    $('banner').textContent = info.error; $('banner').style.display = 'block';
    document.body.classList.add('broken');
    showWarnings([]);
    return;
  }
  $('banner').style.display = 'none'; document.body.classList.remove('broken');
  const gif = decodeGIF(await gifResponse.arrayBuffer());
  state.info = info.scene; state.gif = gif;
  showWarnings(info.scene.warnings || []);
  $('name').textContent = info.scene.name;
  const [pw, ph] = info.scene.points;
  for (const c of [view, overlay]) { c.width = gif.width; c.height = gif.height; c.style.width = pw + 'px'; c.style.height = ph + 'px'; }
  $('scrubber').max = info.scene.frames - 1;
  const marks = $('marks'); marks.textContent = '';
  for (const g of info.scene.gestures) {
    const m = document.createElement('span');
    m.style.left = (100 * g.frame / Math.max(1, info.scene.frames - 1)) + '%';
    m.title = g.time + ' s: ' + g.label; m.className = 'gesture';
    m.onclick = () => { setPlaying(false); seekFrame(g.frame); };
    marks.appendChild(m);
  }
  // Keeps its time position across renders (within the new duration).
  if (state.cs >= gif.duration) state.cs = 0;
  draw(); drawRect();
  document.body.dataset.version = info.version;
}

// The lines `frolic render` prints as warnings for this render, under the animation.
function showWarnings(lines) {
  const w = $('warnings');
  w.textContent = lines.join('\n');
  w.style.display = lines.length ? 'block' : 'none';
}

// Coordinates in points under the pointer; a drag gives a rectangle.
let dragFrom = null, rect = null;
function pointsAt(e) {
  const r = overlay.getBoundingClientRect(), [pw, ph] = state.info ? state.info.points : [1, 1];
  return [Math.round((e.clientX - r.left) * pw / r.width), Math.round((e.clientY - r.top) * ph / r.height)];
}
function drawRect() {
  octx.clearRect(0, 0, overlay.width, overlay.height);
  if (!rect || !state.info) return;
  const s = overlay.width / state.info.points[0];
  octx.strokeStyle = '#ff00aa'; octx.lineWidth = Math.max(1, s); octx.setLineDash([4 * s, 3 * s]);
  octx.strokeRect(rect[0] * s, rect[1] * s, rect[2] * s, rect[3] * s);
}
overlay.onmousedown = e => { dragFrom = pointsAt(e); rect = null; e.preventDefault(); };
overlay.onmousemove = e => {
  const [x, y] = pointsAt(e);
  $('readout').textContent = 'x ' + x + ', y ' + y + ' pt  (point: [' + x + ', ' + y + '])';
  if (dragFrom) { rect = [Math.min(x, dragFrom[0]), Math.min(y, dragFrom[1]), Math.abs(x - dragFrom[0]), Math.abs(y - dragFrom[1])]; drawRect(); }
};
window.addEventListener('mouseup', e => {
  if (!dragFrom) return;
  const [x, y] = pointsAt(e);
  rect = [Math.min(x, dragFrom[0]), Math.min(y, dragFrom[1]), Math.abs(x - dragFrom[0]), Math.abs(y - dragFrom[1])];
  dragFrom = null;
  $('rect').value = rect[2] || rect[3] ? '[' + rect.join(', ') + ']' : '[' + rect[0] + ', ' + rect[1] + ']';
  drawRect();
});
async function copyText(text) {
  try { await navigator.clipboard.writeText(text); return true; } catch (_) {
    const t = document.createElement('textarea'); t.value = text; document.body.appendChild(t); t.select();
    const ok = document.execCommand('copy'); t.remove(); return ok;
  }
}
$('copyRect').onclick = () => copyText($('rect').value);

// Parameters: one control per declared key of each block the scene has.
const edit = { schema: null, base: null, scene: null, dirty: false, diskChanged: false, timer: 0 };
function say(text, bad) { $('message').textContent = text; $('message').className = bad ? 'bad' : ''; }

// JSON as the scene files write it: two-space indents, short number arrays on one line.
function sceneText(v, indent = '') {
  const inner = indent + '  ';
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.length <= 4 && v.every(x => typeof x === 'number')) return '[' + v.join(', ') + ']';
    return '[\n' + v.map(x => inner + sceneText(x, inner)).join(',\n') + '\n' + indent + ']';
  }
  if (v && typeof v === 'object') {
    const keys = Object.keys(v); if (keys.length === 0) return '{}';
    return '{\n' + keys.map(k => inner + JSON.stringify(k) + ': ' + sceneText(v[k], inner)).join(',\n') + '\n' + indent + '}';
  }
  return JSON.stringify(v);
}

function hex(v) {
  if (typeof v === 'string') return v.slice(0, 7);
  if (Array.isArray(v)) return '#' + v.slice(0, 3).map(c => Math.round(Math.max(0, Math.min(1, c)) * 255).toString(16).padStart(2, '0')).join('');
  return '#000000';
}
function isColor(p) { return Array.isArray(p.oneOf) && p.oneOf.some(o => o.pattern && o.pattern.startsWith('^#')); }

function changed() {
  edit.dirty = true;
  say(edit.diskChanged ? 'unsaved · the file changed on disk: Save will refuse' : 'unsaved edit', edit.diskChanged);
  clearTimeout(edit.timer);
  edit.timer = setTimeout(() => fetch('/draft', { method: 'POST', body: sceneText(edit.scene) + '\n' }), 150);
}

function control(name, p, holder, key) {
  const row = document.createElement('div'); row.className = 'param';
  const label = document.createElement('label'); label.textContent = name; row.appendChild(label);
  const box = document.createElement('div'); box.className = 'value'; row.appendChild(box);
  const has = Object.prototype.hasOwnProperty.call(holder, key);
  const value = has ? holder[key] : p.default;
  const set = v => { holder[key] = v; changed(); };
  const input = document.createElement('input'); input.name = name;
  if ((p.type === 'number' || p.type === 'integer') && p.minimum !== undefined && p.maximum !== undefined) {
    const num = document.createElement('input'); num.type = 'number';
    input.type = 'range'; input.min = num.min = p.minimum; input.max = num.max = p.maximum;
    input.step = num.step = p.type === 'integer' ? 1 : 'any';
    if (p.type !== 'integer') input.step = (p.maximum - p.minimum) / 1000;
    input.value = num.value = value ?? p.minimum;
    input.oninput = () => { num.value = input.value; set(+input.value); };
    num.onchange = () => { input.value = num.value; set(+num.value); };
    box.append(input, num);
  } else if (p.type === 'number' || p.type === 'integer') {
    input.type = 'number'; input.step = p.type === 'integer' ? 1 : 'any'; input.value = value ?? '';
    input.onchange = () => set(+input.value); box.append(input);
  } else if (p.type === 'boolean') {
    input.type = 'checkbox'; input.checked = !!value; input.onchange = () => set(input.checked); box.append(input);
  } else if (isColor(p)) {
    input.type = 'color'; input.value = hex(value);
    input.oninput = () => {
      const h = input.value, rgb = [1, 3, 5].map(i => Math.round(parseInt(h.slice(i, i + 2), 16) / 255 * 10000) / 10000);
      const old = holder[key];
      set(Array.isArray(old) ? (old.length === 4 ? [...rgb, old[3]] : rgb) : h);
    };
    box.append(input);
  } else if (Array.isArray(p.enum)) {
    const select = document.createElement('select'); select.name = name;
    // A key the scene leaves out stays out until a choice is made.
    if (value === undefined) { const o = document.createElement('option'); o.textContent = '—'; o.selected = true; o.disabled = true; select.appendChild(o); }
    for (const e of p.enum) { const o = document.createElement('option'); o.textContent = e; o.selected = e === value; select.appendChild(o); }
    select.onchange = () => set(select.value); box.append(select);
  } else {
    input.type = 'text'; input.value = value === undefined ? '' : JSON.stringify(value);
    input.onchange = () => {
      try { set(p.type === 'string' && !input.value.startsWith('"') ? input.value : JSON.parse(input.value)); input.classList.remove('bad'); }
      catch (_) { input.classList.add('bad'); }
    };
    box.append(input);
  }
  const doc = document.createElement('div'); doc.className = 'doc'; doc.textContent = p.description || ''; row.appendChild(doc);
  return row;
}

function block(title, blockSchema, holder, parent) {
  const h = document.createElement('h2'); h.textContent = title; parent.appendChild(h);
  if (blockSchema.description) { const d = document.createElement('div'); d.className = 'doc'; d.textContent = blockSchema.description; parent.appendChild(d); }
  fields(title, blockSchema, holder, parent);
}
function fields(path, blockSchema, holder, parent) {
  for (const [key, p] of Object.entries(blockSchema.properties || {})) {
    if (p.type === 'object' && p.properties && holder[key] && typeof holder[key] === 'object' && !Array.isArray(holder[key])) {
      const g = document.createElement('div'); g.className = 'group';
      const l = document.createElement('div'); l.textContent = key; l.style.fontFamily = 'monospace'; g.appendChild(l);
      fields(path + '.' + key, p, holder[key], g); parent.appendChild(g);
    } else parent.appendChild(control(path + '.' + key, p, holder, key));
  }
}

function buildPanel() {
  const panel = $('params'); panel.textContent = '';
  const s = edit.schema, scene = edit.scene;
  if (!s || !scene || typeof scene !== 'object') return;
  const header = { properties: {} };
  for (const [key, p] of Object.entries(s.properties)) {
    if (key === 'effects' || key === 'script' || key === 'name' || p.properties) continue;
    header.properties[key] = p;
  }
  block('scene', header, scene, panel);
  for (const [key, value] of Object.entries(scene)) {
    const p = s.properties[key];
    if (p && p.properties && value && typeof value === 'object') block(key, p, value, panel);
  }
  if (Array.isArray(scene.effects)) {
    const choices = s.properties.effects.items.oneOf;
    scene.effects.forEach((entry, i) => {
      const key = Object.keys(entry)[0];
      const c = choices.find(o => o.properties && o.properties[key]);
      if (c) block('effects[' + i + '].' + key, c.properties[key], entry[key], panel);
    });
  }
}

async function loadScene() {
  const text = await (await fetch('/scene.json')).text();
  edit.base = text; edit.dirty = false; edit.diskChanged = false;
  try { edit.scene = JSON.parse(text); } catch (_) { edit.scene = null; }
  buildPanel();
}

$('copyJSON').onclick = async () => say(await copyText(sceneText(edit.scene) + '\n') ? 'copied the scene' : 'could not copy', false);
$('save').onclick = async () => {
  const text = sceneText(edit.scene) + '\n';
  const r = await fetch('/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ base: edit.base, text }) });
  if (r.ok) { edit.base = text; edit.dirty = false; edit.diskChanged = false; say('saved ' + (await r.json()).file, false); }
  else say((await r.text()).trim(), true);
};

async function start() {
  edit.schema = await (await fetch('/schema.json')).json();
  await loadScene();
  await loadRender();
  const events = new EventSource('/events');
  events.onmessage = async e => {
    const m = JSON.parse(e.data);
    if (m.version === state.version) return;
    await loadRender();
    const now = await (await fetch('/scene.json')).text();
    if (now !== edit.base) {
      if (edit.dirty) { edit.diskChanged = true; say('the file changed on disk: Save will refuse; reload to take its version', true); }
      else await loadScene();
    }
  };
}
start();
"""#
}
