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
/* The page never scrolls: the panel does, so the animation and the error stay in view. */
html, body { height: 100%; }
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f3f3f5; color: #222; display: flex; flex-direction: column; overflow: hidden; }
#top { flex: none; }
header { padding: 8px 16px; background: #24292f; color: #fff; display: flex; gap: 16px; align-items: baseline; min-width: 0; }
header h1 { font-size: 16px; margin: 0; white-space: nowrap; }
header .file { opacity: .7; font-family: monospace; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#status { margin-left: auto; font-size: 12px; white-space: nowrap; }
#banner { display: none; max-height: 30vh; overflow: auto; background: #ffebe9; color: #82071e; border-bottom: 1px solid #ff8182; padding: 8px 16px; font-family: monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
main { flex: 1; min-height: 0; display: flex; gap: 16px; padding: 16px; box-sizing: border-box; }
#left { flex: none; min-width: 0; max-width: 62%; overflow-y: auto; }
#stage { position: relative; display: inline-block; vertical-align: top; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; box-shadow: 0 1px 4px #0003; }
#stage canvas { display: block; image-rendering: pixelated; }
#overlay { position: absolute; left: 0; top: 0; cursor: crosshair; }
.broken #view { opacity: .35; }
.controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 8px; }
.controls button { min-width: 34px; }
#timeline { position: relative; width: 100%; }
#scrubber { width: 100%; margin: 0; }
#marks { position: relative; height: 14px; }
#marks span { position: absolute; top: 0; width: 2px; height: 12px; background: #cf222e; cursor: help; }
#marks span.transition { top: 4px; height: 4px; min-width: 2px; background: #0969da; }
#readout { font-family: monospace; margin-top: 6px; }
#warnings { display: none; margin-top: 8px; background: #fff8c5; color: #6c4a00; border: 1px solid #d4a72c; border-radius: 4px; padding: 6px 8px; font-family: monospace; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
#rectRow { margin-top: 6px; display: flex; gap: 6px; }
#rect { font-family: monospace; width: 14em; min-width: 0; }
aside { flex: 1; min-width: 0; max-width: 760px; overflow-y: auto; background: #fff; border-radius: 6px; padding: 0 12px 8px; box-shadow: 0 1px 3px #0002; }
aside h2 { font-size: 14px; margin: 12px 0 4px; border-bottom: 1px solid #ddd; font-family: monospace; overflow-wrap: anywhere; }
aside .doc, .param .doc { font-size: 11px; color: #57606a; }
/* A label is one word (a key): it never breaks; the control goes below it when both do not fit. */
.param { display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: center; margin: 6px 0; }
.param label { flex: 0 0 auto; min-width: 10em; font-family: monospace; font-size: 12px; white-space: nowrap; }
.param .value { flex: 1 1 13em; min-width: 0; display: flex; gap: 4px; align-items: center; }
.param .doc { flex: 1 0 100%; }
.param input[type=range] { flex: 1; min-width: 0; } .param input[type=number] { width: 6em; flex: none; }
.param input[type=number].unset { color: #57606a; }
.param input[type=range].unset { opacity: .45; }
.param input[type=text] { width: 100%; min-width: 0; box-sizing: border-box; font-family: monospace; } .param input.bad { background: #ffebe9; }
.param input[type=color] { width: 3em; height: 1.8em; padding: 0 2px; flex: none; }
.param .hex { font-family: monospace; font-size: 12px; color: #57606a; }
.swatches { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.group { margin-left: 10px; border-left: 2px solid #eee; padding-left: 6px; }
.group > .name { font-family: monospace; font-size: 12px; }
#actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; position: sticky; top: 0; z-index: 1; background: #fff; padding: 8px 0; border-bottom: 1px solid #eee; }
#message { font-size: 12px; overflow-wrap: anywhere; }
#message.bad { color: #cf222e; }
/* A phone: the animation on top, at most 40 % of the height, the panel under it. */
@media (max-width: 700px) {
  header { padding: 6px 10px; gap: 10px; }
  main { flex-direction: column; gap: 8px; padding: 8px; }
  #left { max-width: none; flex: none; overflow: visible; }
  #readout, #rectRow { display: none; }
  aside { flex: 1 1 auto; max-width: none; }
}
</style></head>
<body>
<div id="top">
<header><h1 id="name">Frolic preview</h1><span class="file" id="file"></span><span id="status">loading…</span></header>
<div id="banner" role="alert"></div>
</div>
<main>
<section id="left">
  <div id="stage"><canvas id="view" width="1" height="1"></canvas><canvas id="overlay" width="1" height="1"></canvas></div>
  <div id="below">
  <div class="controls">
    <button id="back" title="previous frame (←)">◀︎|</button>
    <button id="play" title="play or pause (space)">Play</button>
    <button id="forward" title="next frame (→)">|▶︎</button>
    <span><span id="time">0.00 s</span> · frame <span id="frame">0</span> / <span id="frames">0</span></span>
  </div>
  <div id="timeline"><input id="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="frame"><div id="marks"></div></div>
  <div id="warnings"></div>
  <div id="readout">point at the picture for coordinates; drag for a rectangle, or click a block found on it</div>
  <div id="rectRow"><input id="rect" readonly placeholder="[x, y, w, h]" aria-label="rectangle"><button id="copyRect">Copy</button></div>
  </div>
</section>
<aside id="panel">
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
  $('save').textContent = info.effects || info.example ? 'Save as scene file' : 'Save';
  $('save').title = info.effects ? 'writes a new scene file beside the picture (never over a file) and previews it from then on'
    : info.example ? 'writes a new scene file, <example>-edited.json, in the current folder (never over the example) and previews it from then on'
    : 'writes the scene file';
  $('status').textContent = (info.draft ? 'unsaved edit · ' : '') + 'render ' + info.version;
  if (info.error) {
    $('banner').textContent = info.error; $('banner').style.display = 'block'; fitStage();
    document.body.classList.add('broken');
    showWarnings([]);
    return;
  }
  $('banner').style.display = 'none'; document.body.classList.remove('broken');
  const gif = decodeGIF(await gifResponse.arrayBuffer());
  state.info = info.scene; state.gif = gif;
  showWarnings(info.scene.warnings || []);
  $('name').textContent = info.scene.name;
  for (const c of [view, overlay]) { c.width = gif.width; c.height = gif.height; }
  fitStage();
  if (JSON.stringify(info.scene.effective || {}) !== JSON.stringify(edit.effective)) { edit.effective = info.scene.effective || {}; buildPanel(); }
  $('scrubber').max = info.scene.frames - 1;
  const marks = $('marks'); marks.textContent = '';
  for (const g of info.scene.gestures) {
    const m = document.createElement('span');
    m.style.left = (100 * g.frame / Math.max(1, info.scene.frames - 1)) + '%';
    m.title = g.time + ' s: ' + g.label; m.className = 'gesture';
    m.onclick = () => { setPlaying(false); seekFrame(g.frame); };
    marks.appendChild(m);
  }
  // A flow's moves, as spans from their first frame to their last.
  const span = f => 100 * f / Math.max(1, info.scene.frames - 1);
  for (const t of info.scene.transitions || []) {
    const m = document.createElement('span');
    m.style.left = span(t.frame) + '%'; m.style.width = (span(t.end) - span(t.frame)) + '%';
    m.title = t.time + ' s: ' + t.label; m.className = 'transition';
    m.onclick = () => { setPlaying(false); seekFrame(t.frame); };
    marks.appendChild(m);
  }
  // Keeps its time position across renders (within the new duration).
  if (state.cs >= gif.duration) state.cs = 0;
  draw(); drawRect();
  document.body.dataset.version = info.version;
}

// The animation at its size in points, or smaller to fit: beside the panel
// below the header, or on a phone above it in at most 40 % of the height.
function fitStage() {
  if (!state.info) return;
  const [pw, ph] = state.info.points;
  const narrow = window.matchMedia('(max-width: 700px)').matches;
  const left = $('left'), box = document.querySelector('main').getBoundingClientRect();
  const size = s => {
    for (const c of [view, overlay]) { c.style.width = (pw * s) + 'px'; c.style.height = (ph * s) + 'px'; }
    left.style.width = narrow ? '' : Math.ceil(Math.max(pw * s, 300)) + 'px';
  };
  const maxW = narrow ? box.width - 16 : Math.max(160, box.width * 0.62 - 16);
  let s = Math.min(1, maxW / pw, (narrow ? window.innerHeight * 0.4 : box.height) / ph);
  size(s);
  // Beside the panel, the controls under the animation stay in view too: it gives up what they need.
  if (!narrow && left.scrollHeight > left.clientHeight) {
    s = Math.max(0.05, s * (ph * s - (left.scrollHeight - left.clientHeight) - 4) / (ph * s));
    size(s);
  }
}
window.addEventListener('resize', fitStage);

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
  const [ox, oy] = state.info && state.info.screen || [0, 0];
  return [Math.round((e.clientX - r.left) * pw / r.width) - ox, Math.round((e.clientY - r.top) * ph / r.height) - oy];
}
function drawRect() {
  octx.clearRect(0, 0, overlay.width, overlay.height);
  if (!state.info) return;
  const s = overlay.width / state.info.points[0], [ox, oy] = state.info.screen || [0, 0];
  const outline = r => octx.strokeRect((r[0] + ox) * s, (r[1] + oy) * s, r[2] * s, r[3] * s);
  // The blocks found on the screenshot, faintly: a click picks one's rectangle.
  octx.strokeStyle = 'rgba(0, 150, 255, 0.55)'; octx.lineWidth = Math.max(1, s); octx.setLineDash([]);
  for (const b of state.info.blocks || []) outline(b.rect);
  if (!rect) return;
  octx.strokeStyle = '#ff00aa'; octx.setLineDash([4 * s, 3 * s]);
  outline(rect);
}
// The smallest block found under a point, if any.
function blockAt(x, y) {
  const under = (state.info && state.info.blocks || []).filter(b =>
    x >= b.rect[0] && x <= b.rect[0] + b.rect[2] && y >= b.rect[1] && y <= b.rect[1] + b.rect[3]);
  under.sort((a, b) => a.rect[2] * a.rect[3] - b.rect[2] * b.rect[3]);
  return under.length ? under[0].rect.slice() : null;
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
  if (!rect[2] && !rect[3]) rect = blockAt(x, y) || rect;
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
// `effective`: values the render works out for keys the scene leaves out (a picture's density).
const edit = { schema: null, base: null, scene: null, dirty: false, diskChanged: false, timer: 0, effective: {} };
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

// A colour as the picker takes it, `#rrggbb`, from any form a scene writes.
function hex(v) {
  if (typeof v === 'string') {
    const d = v.slice(1);
    if (/^[0-9a-f]{3}$/i.test(d)) return '#' + d.split('').map(c => c + c).join('').toLowerCase();
    if (/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(d)) return '#' + d.slice(0, 6).toLowerCase();
    return '#000000';
  }
  if (Array.isArray(v)) return '#' + v.slice(0, 3).map(c => Math.round(Math.max(0, Math.min(1, c)) * 255).toString(16).padStart(2, '0')).join('');
  return '#000000';
}
// The picker's `#rrggbb` in the form `old` had: a list stays a list (with its alpha), `#RGB` becomes `#RRGGBB`, `#RRGGBBAA` keeps its alpha.
function fromPicker(h, old) {
  if (Array.isArray(old)) {
    const rgb = [1, 3, 5].map(i => Math.round(parseInt(h.slice(i, i + 2), 16) / 255 * 10000) / 10000);
    return old.length === 4 ? [...rgb, old[3]] : rgb;
  }
  if (typeof old === 'string' && old.length === 9) return h.toUpperCase() + old.slice(7);
  return h.toUpperCase();
}
function isColor(p) { return !!p && Array.isArray(p.oneOf) && p.oneOf.some(o => o.pattern && o.pattern.startsWith('^#')); }
function colorText(v) { return typeof v === 'string' ? v : Array.isArray(v) ? hex(v).toUpperCase() + (v.length === 4 && v[3] < 1 ? ' · α ' + v[3] : '') : ''; }

// One colour picker, with the colour as text beside it.
function picker(value, onPick, title) {
  const wrap = document.createElement('span'); wrap.className = 'swatch';
  const input = document.createElement('input'); input.type = 'color'; input.value = hex(value); input.title = title || '';
  const text = document.createElement('span'); text.className = 'hex'; text.textContent = colorText(value);
  input.oninput = () => { const v = onPick(input.value); text.textContent = colorText(v); };
  wrap.append(input, text);
  return wrap;
}

function changed() {
  edit.dirty = true;
  say(edit.diskChanged ? 'unsaved · the file changed on disk: Save will refuse' : 'unsaved edit', edit.diskChanged);
  clearTimeout(edit.timer);
  edit.timer = setTimeout(() => fetch('/draft', { method: 'POST', body: sceneText(edit.scene) + '\n' }), 150);
}

// `path` names the key in full (`effects[0].snow.birthRate`): the label shows its last part, the tooltip all of it.
function control(path, p, holder, key) {
  const row = document.createElement('div'); row.className = 'param';
  const label = document.createElement('label'); label.textContent = key; label.title = path; row.appendChild(label);
  const box = document.createElement('div'); box.className = 'value'; row.appendChild(box);
  const has = Object.prototype.hasOwnProperty.call(holder, key);
  // Left out: the default, or what the render works out (`effective`), or nothing yet.
  const value = has ? holder[key] : p.default !== undefined ? p.default : edit.effective[path];
  const set = v => { holder[key] = v; changed(); };
  const input = document.createElement('input'); input.name = path;
  const id = 'p-' + path.replace(/[^A-Za-z0-9]/g, '-'); input.id = id; label.htmlFor = id;
  if ((p.type === 'number' || p.type === 'integer') && p.minimum !== undefined && p.maximum !== undefined) {
    const num = document.createElement('input'); num.type = 'number'; num.setAttribute('aria-label', path);
    input.type = 'range'; input.min = num.min = p.minimum; input.max = num.max = p.maximum;
    input.step = num.step = p.type === 'integer' ? 1 : 'any';
    if (p.type !== 'integer') input.step = (p.maximum - p.minimum) / 1000;
    if (value === undefined) {
      // Nothing known: the slider waits in the middle, dimmed, and the box says so.
      input.value = (p.minimum + p.maximum) / 2; input.classList.add('unset'); num.classList.add('unset');
      num.placeholder = 'auto'; num.title = p.description || '';
    } else {
      input.value = num.value = value;
      if (!has) { input.classList.add('unset'); num.classList.add('unset'); }
    }
    const take = v => { input.classList.remove('unset'); num.classList.remove('unset'); set(v); };
    input.oninput = () => { num.value = input.value; take(+input.value); };
    num.onchange = () => { input.value = num.value; take(+num.value); };
    box.append(input, num);
  } else if (p.type === 'number' || p.type === 'integer') {
    input.type = 'number'; input.step = p.type === 'integer' ? 1 : 'any'; input.value = value ?? '';
    input.onchange = () => set(+input.value); box.append(input);
  } else if (p.type === 'boolean') {
    input.type = 'checkbox'; input.checked = !!value; input.onchange = () => set(input.checked); box.append(input);
  } else if (isColor(p)) {
    box.append(picker(value, h => { const v = fromPicker(h, holder[key] ?? value); set(v); return v; }, path));
    box.querySelector('input').id = id; box.querySelector('input').name = path;
  } else if (p.type === 'array' && isColor(p.items)) {
    // A palette: one picker a colour.
    const list = Array.isArray(value) ? value : [];
    const swatches = document.createElement('div'); swatches.className = 'swatches';
    list.forEach((c, i) => swatches.append(picker(c, h => {
      const now = (Array.isArray(holder[key]) ? holder[key] : list).slice();
      now[i] = fromPicker(h, now[i]); set(now); return now[i];
    }, path + '[' + i + ']')));
    box.append(swatches);
  } else if (Array.isArray(p.enum)) {
    const select = document.createElement('select'); select.name = path; select.id = id;
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
  // The scene's own keys are named as they are written, at the top level.
  fields(title === 'scene' ? '' : title, blockSchema, holder, parent);
}
function fields(path, blockSchema, holder, parent) {
  for (const [key, p] of Object.entries(blockSchema.properties || {})) {
    if (p.type === 'object' && p.properties && holder[key] && typeof holder[key] === 'object' && !Array.isArray(holder[key])) {
      const g = document.createElement('div'); g.className = 'group';
      const l = document.createElement('div'); l.className = 'name'; l.textContent = key; l.title = path ? path + '.' + key : key; g.appendChild(l);
      fields(path ? path + '.' + key : key, p, holder[key], g); parent.appendChild(g);
    } else parent.appendChild(control(path ? path + '.' + key : key, p, holder, key));
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
  if (!edit.scene || typeof edit.scene !== 'object') say('the scene file is not valid JSON: the banner says where; Save waits until it is', true);
  else if ($('message').className === 'bad') say('', false);
}

$('copyJSON').onclick = async () => say(await copyText(sceneText(edit.scene) + '\n') ? 'copied the scene' : 'could not copy', false);
$('save').onclick = async () => {
  // A file the page could not read as JSON has nothing to save: the editor fixes it, the page follows.
  if (!edit.scene || typeof edit.scene !== 'object') { say('the scene file is not valid JSON: fix it in your editor (nothing was saved)', true); return; }
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
