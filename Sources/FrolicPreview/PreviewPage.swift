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
.swatch { display: inline-flex; gap: 4px; align-items: center; }
/* A colour the scene leaves out: an empty swatch, struck through, that sets it. */
.swatch .empty { width: 3em; height: 1.8em; flex: none; padding: 0; border: 1px dashed #8c959f; border-radius: 3px; cursor: pointer;
  background: linear-gradient(to top right, transparent calc(50% - 1px), #cf222e 50%, transparent calc(50% + 1px)) #fff; }
.swatch .unset { font-size: 12px; color: #57606a; font-style: italic; }
.swatch button.small, .move button.small { font-size: 11px; padding: 1px 6px; }
/* A flow: its screens as thumbnails, and one card a move. */
.thumbs { display: flex; gap: 6px; overflow-x: auto; padding: 4px 2px 6px; }
.thumb { flex: none; display: flex; flex-direction: column; align-items: center; gap: 2px; margin: 0; padding: 3px; border: 2px solid transparent; border-radius: 8px; background: none; cursor: pointer; font: 11px monospace; color: #24292f; }
.thumb.on { border-color: #0969da; background: #ddf4ff; }
.thumb .pic { display: block; width: 72px; border-radius: 6px; box-shadow: 0 0 0 1px #0003; object-fit: cover; background: #fff; }
.thumb .pic.none { display: flex; align-items: center; justify-content: center; font-size: 10px; color: #57606a; text-align: center; }
.thumb .caption { max-width: 80px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.move { border: 1px solid #d0d7de; border-radius: 6px; padding: 4px 8px; margin: 8px 0; }
/* What a move's keys mean is said once, on the first. */
.move ~ .move .param .doc { display: none; }
/* On one line however narrow: the summary wraps within, the remove button stays at the end. */
.move .head { display: flex; gap: 6px; align-items: center; font-family: monospace; font-size: 12px; }
.move .head .pic { flex: none; width: 18px; border-radius: 3px; box-shadow: 0 0 0 1px #0003; }
.move .head .sum { flex: 1; min-width: 0; color: #57606a; overflow-wrap: anywhere; }
.move .head button { flex: none; }
.tapfields { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; font-size: 12px; }
.tapfields input[type=number] { width: 5em; }
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
  // A flow's outlines follow the screen in view.
  if (state.info && state.info.screenBlocks && state.info.screenBlocks.length && f !== state.outlined) { state.outlined = f; drawRect(); }
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
  $('file').textContent = (info.pictures ? info.pictures.join(' → ') : info.file) + (info.effects && info.effects.length ? ' + ' + info.effects.join(' + ') : '');
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
  // What the render works out for keys left out: a picture's density, each move's seconds.
  const effective = Object.assign({}, info.scene.effective || {});
  (info.scene.transitions || []).forEach((t, i) => { effective['flow[' + i + '].duration'] = t.seconds; });
  if (JSON.stringify(effective) !== JSON.stringify(edit.effective)) { edit.effective = effective; buildPanel(); }
  // A render of the files (not of an edit) may show changed pictures: the thumbnails load again.
  if (!info.draft || !edit.thumbs) edit.thumbs = info.version;
  showThumbs();
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
  for (const b of blocksNow()) outline(b.rect);
  if (!rect) return;
  octx.strokeStyle = '#ff00aa'; octx.setLineDash([4 * s, 3 * s]);
  outline(rect);
}
// The blocks of the screen in view: a flow's screen once its move is done
// (none while one moves), else the backdrop's.
function blocksNow() {
  const info = state.info;
  if (!info) return [];
  if (!info.screenBlocks || !info.screenBlocks.length) return info.blocks || [];
  const f = sceneFrame();
  let shown = 0;
  for (const t of (info.transitions || []).slice().sort((a, b) => a.frame - b.frame)) {
    if (f >= t.end) shown = t.show; else if (f >= t.frame) return [];
  }
  return info.screenBlocks[shown] || [];
}
// The smallest block found under a point, if any.
function blockAt(x, y) {
  const under = blocksNow().filter(b =>
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
// `screen`: the flow's screen whose keys are shown; `thumbs`: the render the thumbnails are of.
const edit = { schema: null, base: null, scene: null, dirty: false, diskChanged: false, timer: 0, effective: {}, screen: null, thumbs: 0 };
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
  } else if (isColor(p) && value === undefined) {
    // Left out, with nothing in its place: shown as unset, never as a colour.
    const wrap = document.createElement('span'); wrap.className = 'swatch';
    const empty = document.createElement('button'); empty.className = 'empty'; empty.id = id; empty.name = path;
    empty.title = 'unset: click to set ' + path;
    const note = document.createElement('span'); note.className = 'unset'; note.textContent = 'unset';
    const setButton = document.createElement('button'); setButton.className = 'small'; setButton.textContent = 'Set';
    // Starts from a colour beside it (a gradient from `color`), then opens the picker.
    const start = () => {
      const beside = siblingSchema(path, 'color');
      holder[key] = hex(isColor(beside) ? holder.color ?? beside.default ?? '#FFFFFF' : '#FFFFFF').toUpperCase();
      changed(); buildPanel();
      const now = document.getElementById(id);
      if (now && now.showPicker) try { now.showPicker(); } catch (_) {}
    };
    empty.onclick = start; setButton.onclick = start;
    wrap.append(empty, note, setButton); box.append(wrap);
  } else if (isColor(p)) {
    box.append(picker(value, h => { const v = fromPicker(h, holder[key] ?? value); set(v); return v; }, path));
    box.querySelector('input').id = id; box.querySelector('input').name = path;
    // A colour that may be left out (no default) can be cleared back to unset.
    if (has && p.default === undefined) {
      const clear = document.createElement('button'); clear.className = 'small'; clear.textContent = 'Clear';
      clear.title = 'leave ' + path + ' out of the scene';
      clear.onclick = () => { delete holder[key]; changed(); buildPanel(); };
      box.querySelector('.swatch').append(clear);
    }
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

// The schema of the key `key` beside the one at `path` (`frame.gradient` → `frame.color`).
function siblingSchema(path, key) {
  let at = edit.schema;
  for (const part of path.split('.').slice(0, -1)) {
    const name = part.replace(/\[\d+\]$/, '');
    at = at && at.properties && at.properties[name];
    if (at && at.items && part !== name) at = at.items;
  }
  return at && at.properties && at.properties[key];
}

// Effect blocks of a list of layers (`effects`, or a screen's own), each under its path.
function layerBlocks(prefix, list, parent) {
  const choices = edit.schema.properties.effects.items.oneOf;
  list.forEach((entry, i) => {
    const key = Object.keys(entry)[0];
    const c = choices.find(o => o.properties && o.properties[key]);
    if (c) block(prefix + '[' + i + '].' + key, c.properties[key], entry[key], parent);
  });
}

// A flow's screen as a picture (`/screens/N`, its own file), or a box of its colour.
function screenPicture(i) {
  const info = state.info, size = info && info.screenSize || [390, 844];
  const screen = (edit.scene.screens || [])[i] || {};
  const el = document.createElement(info && info.thumbnails && info.thumbnails[i] ? 'img' : 'div');
  el.className = 'pic'; el.dataset.screen = i; el.style.aspectRatio = size[0] + ' / ' + size[1];
  if (el.tagName === 'IMG') { el.src = '/screens/' + i + '?v=' + edit.thumbs; el.alt = 'screen ' + i; }
  else {
    el.classList.add('none'); el.style.background = typeof screen.color === 'string' ? screen.color : hex(screen.color ?? '#FFFFFF');
    el.textContent = screen.screen ? String(screen.screen) : 'no picture';
  }
  return el;
}
function screenName(i) {
  const s = (edit.scene.screens || [])[i];
  if (!s) return 'no screen ' + i;
  const name = s.picture ? String(s.picture).split('/').pop() : s.screen ? String(s.screen) : 'colour';
  return i + ' · ' + name;
}
// The thumbnails follow the latest render: which screens have a picture, and the pictures' files.
function showThumbs() {
  for (const el of document.querySelectorAll('#params .pic[data-screen]')) {
    const i = +el.dataset.screen, fresh = screenPicture(i);
    if (el.tagName !== fresh.tagName || el.tagName !== 'IMG' || el.src !== fresh.src) el.replaceWith(fresh);
  }
}
// The first frame screen `i` is fully in: the end of the first move that shows it.
function screenFrame(i) {
  if (i === 0) return 0;
  const moves = state.info && state.info.transitions || [], flow = edit.scene.flow || [];
  const j = flow.findIndex(step => step.show === i);
  return j >= 0 && moves[j] ? moves[j].end : null;
}

// `screens`: one thumbnail a screen; a click shows it in the animation and its keys below.
function screensBlock(s, scene, panel) {
  const h = document.createElement('h2'); h.textContent = 'screens'; panel.appendChild(h);
  const d = document.createElement('div'); d.className = 'doc'; d.textContent = s.properties.screens.description + ' (click one for its keys)';
  panel.appendChild(d);
  const row = document.createElement('div'); row.className = 'thumbs'; panel.appendChild(row);
  scene.screens.forEach((screen, i) => {
    const b = document.createElement('button'); b.className = 'thumb' + (edit.screen === i ? ' on' : ''); b.title = 'screen ' + i + ': show it and its keys';
    const caption = document.createElement('span'); caption.className = 'caption'; caption.textContent = screenName(i);
    b.append(screenPicture(i), caption);
    b.onclick = () => {
      edit.screen = edit.screen === i ? null : i; buildPanel();
      const f = screenFrame(i); if (f !== null) { setPlaying(false); seekFrame(f); }
    };
    row.appendChild(b);
  });
  const i = edit.screen;
  if (i === null || i === undefined || !scene.screens[i] || typeof scene.screens[i] !== 'object') return;
  const item = s.properties.screens.items, keys = { properties: {} };
  for (const [key, p] of Object.entries(item.properties)) if (key !== 'effects') keys.properties[key] = p;
  const g = document.createElement('div'); g.className = 'group';
  const l = document.createElement('div'); l.className = 'name'; l.textContent = 'screens[' + i + ']'; g.appendChild(l);
  fields('screens[' + i + ']', keys, scene.screens[i], g);
  panel.appendChild(g);
  if (Array.isArray(scene.screens[i].effects)) layerBlocks('screens[' + i + '].effects', scene.screens[i].effects, g);
}

// A move's tap: x and y (and w, h for a rectangle), or none; or the point or rectangle picked on the animation.
function tapControl(path, p, step) {
  const row = document.createElement('div'); row.className = 'param';
  const label = document.createElement('label'); label.textContent = 'tap'; label.title = path; row.appendChild(label);
  const box = document.createElement('div'); box.className = 'value tapfields'; row.appendChild(box);
  const now = Array.isArray(step.tap) ? step.tap : [];
  const names = now.length === 4 ? ['x', 'y', 'w', 'h'] : ['x', 'y'];
  const inputs = names.map((n, k) => {
    const t = document.createElement('span'); t.textContent = n;
    const input = document.createElement('input'); input.type = 'number'; input.step = 'any'; input.name = path + '[' + k + ']';
    input.setAttribute('aria-label', path + ' ' + n); input.value = now[k] ?? ''; input.placeholder = k < 2 ? 'none' : '';
    box.append(t, input);
    return input;
  });
  const take = () => {
    const v = inputs.map(i => i.value === '' ? null : +i.value);
    if (v.every(x => x === null)) delete step.tap;
    else if (v.some(x => x === null || !isFinite(x))) { inputs.forEach(i => i.classList.toggle('bad', i.value === '')); return; }
    else step.tap = v;
    inputs.forEach(i => i.classList.remove('bad'));
    changed();
  };
  inputs.forEach(i => { i.onchange = take; });
  const pick = document.createElement('button'); pick.className = 'small'; pick.textContent = 'From picture';
  pick.title = 'the point or rectangle picked on the animation (click or drag on it first)';
  pick.onclick = () => {
    if (!rect) { say('click or drag on the animation first: the tap takes that point or rectangle', true); return; }
    step.tap = rect[2] || rect[3] ? rect.slice() : rect.slice(0, 2); changed(); buildPanel();
  };
  const none = document.createElement('button'); none.className = 'small'; none.textContent = 'None';
  none.title = 'no tap: the move comes with time';
  none.onclick = () => { delete step.tap; changed(); buildPanel(); };
  box.append(pick, none);
  const doc = document.createElement('div'); doc.className = 'doc'; doc.textContent = p.description || ''; row.appendChild(doc);
  return row;
}

// The screen a move shows, by its thumbnail's name.
function showControl(path, p, step) {
  const row = document.createElement('div'); row.className = 'param';
  const label = document.createElement('label'); label.textContent = 'show'; label.title = path; row.appendChild(label);
  const box = document.createElement('div'); box.className = 'value'; row.appendChild(box);
  const select = document.createElement('select'); select.name = path; select.id = 'p-' + path.replace(/[^A-Za-z0-9]/g, '-'); label.htmlFor = select.id;
  const count = Math.max((edit.scene.screens || []).length, step.show + 1);
  for (let i = 0; i < count; i++) { const o = document.createElement('option'); o.value = i; o.textContent = screenName(i); o.selected = i === step.show; select.appendChild(o); }
  select.onchange = () => { step.show = +select.value; changed(); buildPanel(); };
  box.append(select);
  const doc = document.createElement('div'); doc.className = 'doc'; doc.textContent = p.description || ''; row.appendChild(doc);
  return row;
}

// `flow`: one card a move, with its own time, screen, transition, seconds and tap.
function flowBlock(s, scene, panel) {
  const h = document.createElement('h2'); h.textContent = 'flow'; panel.appendChild(h);
  const d = document.createElement('div'); d.className = 'doc'; d.textContent = s.properties.flow.description; panel.appendChild(d);
  const stepSchema = s.properties.flow.items.properties;
  const moves = state.info && state.info.transitions || [];
  scene.flow.forEach((step, j) => {
    const card = document.createElement('div'); card.className = 'move'; panel.appendChild(card);
    if (!step || typeof step !== 'object') { card.textContent = 'flow[' + j + '] is not an object'; return; }
    const head = document.createElement('div'); head.className = 'head'; card.appendChild(head);
    const go = document.createElement('button'); go.className = 'small'; go.textContent = 'move ' + (j + 1);
    go.title = 'show this move in the animation';
    go.onclick = () => { if (moves[j]) { setPlaying(false); seekFrame(moves[j].frame); } };
    const sum = document.createElement('span'); sum.className = 'sum';
    sum.textContent = 'at ' + step.at + ' s → ' + screenName(step.show) + ', ' + (step.transition || 'push');
    const remove = document.createElement('button'); remove.className = 'small remove'; remove.textContent = '×'; remove.title = 'remove this move';
    remove.onclick = () => { scene.flow.splice(j, 1); changed(); buildPanel(); };
    head.append(go, screenPicture(step.show), sum, remove);
    const path = 'flow[' + j + ']';
    // The slider spans the scene's time, not every time a scene may have.
    const end = Math.max(+scene.duration || (state.info && state.info.duration) || 10, +step.at || 0);
    card.appendChild(control(path + '.at', Object.assign({}, stepSchema.at, { maximum: end }), step, 'at'));
    card.appendChild(showControl(path + '.show', stepSchema.show, step));
    card.appendChild(control(path + '.transition', stepSchema.transition, step, 'transition'));
    card.appendChild(control(path + '.duration', stepSchema.duration, step, 'duration'));
    card.appendChild(tapControl(path + '.tap', stepSchema.tap, step));
    if (step.swipe !== undefined) card.appendChild(control(path + '.swipe', stepSchema.swipe, step, 'swipe'));
  });
  const add = document.createElement('button'); add.textContent = 'Add a move'; add.title = 'a push to the next screen, a second after the last move';
  add.onclick = () => {
    const last = scene.flow[scene.flow.length - 1], n = (scene.screens || []).length || 1;
    const end = last ? (+last.at || 0) + ((moves[scene.flow.length - 1] || {}).seconds || 0.35) : 0;
    scene.flow.push({ at: Math.round((end + 1) * 100) / 100, show: last ? (last.show + 1) % n : Math.min(1, n - 1), transition: 'push' });
    changed(); buildPanel();
  };
  panel.appendChild(add);
}

function buildPanel() {
  const panel = $('params'); panel.textContent = '';
  const s = edit.schema, scene = edit.scene;
  if (!s || !scene || typeof scene !== 'object') return;
  const header = { properties: {} };
  for (const [key, p] of Object.entries(s.properties)) {
    if (key === 'effects' || key === 'script' || key === 'name' || p.properties) continue;
    // A flow's screens and moves have blocks of their own, never one line of JSON.
    if ((key === 'screens' && Array.isArray(scene.screens)) || (key === 'flow' && Array.isArray(scene.flow))) continue;
    header.properties[key] = p;
  }
  block('scene', header, scene, panel);
  if (Array.isArray(scene.screens)) screensBlock(s, scene, panel);
  if (Array.isArray(scene.flow)) flowBlock(s, scene, panel);
  for (const [key, value] of Object.entries(scene)) {
    const p = s.properties[key];
    if (p && p.properties && value && typeof value === 'object') block(key, p, value, panel);
  }
  if (Array.isArray(scene.effects)) layerBlocks('effects', scene.effects, panel);
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
