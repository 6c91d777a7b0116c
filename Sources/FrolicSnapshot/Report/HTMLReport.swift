import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// A self-contained `index.html` for reviewing a run: every picture inlined as
/// a data URI, CSS and script inline, nothing fetched, so it opens from a CI
/// artifact as it is. The folder also keeps the PNGs (expected, actual, diff)
/// per scene for tools that want files.
public enum HTMLReport {
    /// Writes the report and returns the path of `index.html`.
    @discardableResult
    public static func write(_ results: [SceneResult], to directory: String, options: SnapshotOptions) throws -> String {
        try makeFolder(directory)
        var images = ImageTable()
        var body = ""
        let failing = results.filter(\.failed)
        let passing = results.filter { !$0.failed }
        body += "<header><h1>Frolic snapshots</h1><p class=\"totals\">"
        body += "<span class=\"bad\">\(failing.count) failed</span> · <span class=\"good\">\(passing.count) passed</span>"
        body += " · threshold \(SceneResult.fixed(options.diff.threshold, 3))"
        body += " · budget \(options.diff.maxDiffPixels) pixels / \(SceneResult.fixed(options.diff.maxDiffPixelRatio * 100, 2)) %"
        body += options.diff.includeAntiAliased ? " · anti-aliased pixels counted" : " · anti-aliased pixels ignored"
        body += "</p>"
        if !failing.isEmpty {
            body += "<nav>Failed: " + failing.map { "<a href=\"#\(slug($0.name))\">\(escape($0.name))</a>" }.joined(separator: " · ") + "</nav>"
        }
        body += "</header>\n"
        for r in failing { body += try failedScene(r, directory: directory, images: &images) }
        if !passing.isEmpty {
            body += "<section class=\"passed\"><h2>Passed</h2><ul>"
            for r in passing {
                body += "<li><span class=\"good\">✓</span> <b>\(escape(r.name))</b> — \(r.frames.count) key frames of \(r.frameCount)"
                body += r.gif.map { $0.status == .recorded ? ", GIF recorded" : ", GIF identical" } ?? ""
                if !r.written.isEmpty { body += " · recorded \(r.written.count) files" }
                if r.frames.contains(where: { $0.status == .withinBudget }) { body += " · changes within the budget" }
                body += "</li>"
            }
            body += "</ul></section>"
        }
        let html = page(body: body, images: images)
        let index = directory + "/index.html"
        do { try Data(html.utf8).write(to: URL(fileURLWithPath: index), options: .atomic) } catch {
            throw FrolicError(file: index, field: "--report", "cannot write: \(error.localizedDescription)")
        }
        return index
    }

    /// Data URIs by key, each stored once and placed into `<img data-img>` by the script.
    struct ImageTable {
        var entries: [(String, String)] = []
        mutating func add(_ key: String, png path: String) {
            guard let data = FileManager.default.contents(atPath: path) else { return }
            entries.append((key, "data:image/png;base64," + data.base64EncodedString()))
        }
        var script: String {
            "const IMG = {\n" + entries.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n") + "\n};\n"
        }
    }

    private static func failedScene(_ r: SceneResult, directory: String, images: inout ImageTable) throws -> String {
        let id = slug(r.name)
        var s = "<section class=\"scene failed\" id=\"\(id)\"><h2><span class=\"bad\">✗</span> \(escape(r.name))</h2>"
        s += "<p class=\"meta\">\(escape(r.scenePath)) · \(r.width)×\(r.height) · \(r.frameCount) frames at \(r.fps) fps · references in \(escape(r.referencePath))</p>"
        if let error = r.error {
            return s + "<p class=\"error\">\(escape(error))</p></section>\n"
        }
        let folder = directory + "/" + id
        try makeFolder(folder)
        var expectedKeys: [String] = [], actualKeys: [String] = [], labels: [String] = [], changed: [Bool] = []
        for f in r.frames {
            let base = folder + "/" + FrameFileName.stem(f.keyFrame.index)
            let a = "\(id)/\(f.keyFrame.index)/actual"
            try PNGFile.write(f.actual, to: base + ".actual.png")
            images.add(a, png: base + ".actual.png")
            actualKeys.append(a)
            if let e = f.expected {
                let k = "\(id)/\(f.keyFrame.index)/expected"
                try PNGFile.write(e, to: base + ".expected.png")
                images.add(k, png: base + ".expected.png")
                expectedKeys.append(k)
            } else {
                expectedKeys.append("")
            }
            if let d = f.diff, d.changedPixels > 0 || d.antiAliasedPixels > 0 {
                try PNGFile.write(d.image, to: base + ".diff.png")
                images.add("\(id)/\(f.keyFrame.index)/diff", png: base + ".diff.png")
                if let b = d.changedBounds, let e = f.expected {
                    // Small changes vanish at page size: a crop around them, shown enlarged.
                    let side = max(40, max(b.width, b.height) + 16)
                    let x = b.x + b.width / 2 - side / 2, y = b.y + b.height / 2 - side / 2
                    for (kind, frame) in [("expected", e), ("actual", f.actual), ("diff", d.image)] {
                        let file = base + ".zoom-\(kind).png"
                        try PNGFile.write(frame.cropped(x: x, y: y, width: side, height: side), to: file)
                        images.add("\(id)/\(f.keyFrame.index)/zoom-\(kind)", png: file)
                    }
                }
            }
            labels.append("frame \(f.keyFrame.index) · \(time(f.keyFrame.index, r.fps))")
            changed.append(f.failed)
        }
        for f in r.gif?.paletteFrames ?? [] {
            let base = folder + "/" + FrameFileName.stem(f.keyFrame.index) + ".gif"
            for (kind, frame) in [("expected", f.expected), ("actual", f.actual), ("diff", f.diff?.image)] {
                guard let frame else { continue }
                try PNGFile.write(frame, to: base + "-\(kind).png")
                images.add("\(id)/\(f.keyFrame.index)/gif-\(kind)", png: base + "-\(kind).png")
            }
        }
        s += "<p class=\"summary\">\(escape(String(r.summary.dropFirst(2))))</p>"
        s += "<p class=\"accept\">If the change is intended, accept it: <code>frolic snapshot --record \(escape(r.scenePath))</code> and commit \(escape(r.referencePath)).</p>"
        let framesFailed = r.frames.contains(where: \.failed)
        if let gif = r.gif, gif.failed, !framesFailed { s += gifSection(gif, id: id, fps: r.fps, open: true) }
        s += flipBook(id: id, expected: expectedKeys, actual: actualKeys, labels: labels, changed: changed)
        for f in r.frames where f.failed || f.status == .withinBudget { s += frameSection(f, id: id, fps: r.fps, budget: r.diffOptions) }
        if let gif = r.gif, gif.failed, framesFailed { s += gifSection(gif, id: id, fps: r.fps, open: false) }
        return s + "</section>\n"
    }

    private static func frameSection(_ f: FrameResult, id: String, fps: Int, budget: DiffOptions) -> String {
        let k = "\(id)/\(f.keyFrame.index)"
        var s = "<div class=\"frame\"><h3>Frame \(f.keyFrame.index) <small>\(time(f.keyFrame.index, fps)) · \(escape(f.keyFrame.reason))</small></h3>"
        switch f.status {
        case .missing:
            s += "<p class=\"figures\">No reference: record it with <code>frolic snapshot --record</code>.</p>"
            s += "<div class=\"trio\"><figure><img data-img=\"\(k)/actual\"><figcaption>Actual</figcaption></figure></div>"
            return s + "</div>"
        case .sizeMismatch(let w, let h):
            s += "<p class=\"figures\">Size changed: reference \(w)×\(h), actual \(f.actual.width)×\(f.actual.height).</p>"
        default:
            if let d = f.diff {
                let pct = SceneResult.fixed(d.changedRatio * 100, 3)
                s += "<p class=\"figures\"><b>\(SceneResult.grouped(d.changedPixels))</b> pixels changed (\(pct) %)"
                s += " · worst distance <b>\(SceneResult.fixed(d.worstDistance, 3))</b>"
                s += " · \(SceneResult.grouped(d.antiAliasedPixels)) anti-aliased pixels not counted"
                if let b = d.changedBounds { s += " · changed area \(b.width)×\(b.height) at (\(b.x), \(b.y))" }
                s += " · budget \(SceneResult.grouped(budget.allowedChanges(pixelCount: d.pixelCount))) pixels"
                if f.status == .withinBudget { s += " · <span class=\"good\">within the budget</span>" }
                s += "</p>"
            }
        }
        s += "<div class=\"trio\">"
        s += "<figure><img data-img=\"\(k)/expected\"><figcaption>Expected</figcaption></figure>"
        s += "<figure><img data-img=\"\(k)/actual\"><figcaption>Actual</figcaption></figure>"
        if f.diff != nil { s += "<figure><img data-img=\"\(k)/diff\"><figcaption>Diff <span class=\"key\"><i class=\"red\"></i>changed <i class=\"yellow\"></i>anti-aliasing</span></figcaption></figure>" }
        if case .sizeMismatch = f.status {} else {
            s += "<figure class=\"slider\"><div class=\"stack\"><img data-img=\"\(k)/expected\"><img class=\"over\" data-img=\"\(k)/actual\"><div class=\"handle\"></div></div>"
            s += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected to actual\"><figcaption>Slider: expected ◀ ▶ actual</figcaption></figure>"
        }
        s += "</div><div class=\"trio\">"
        if let b = f.diff?.changedBounds {
            let scale = max(2, min(8, 240 / max(40, max(b.width, b.height) + 16)))
            for kind in ["expected", "actual", "diff"] {
                s += "<figure class=\"zoom\"><img data-img=\"\(k)/zoom-\(kind)\" style=\"zoom:\(scale)\"><figcaption>\(kind.capitalized), ×\(scale)</figcaption></figure>"
            }
        }
        return s + "</div></div>"
    }

    private static func flipBook(id: String, expected: [String], actual: [String], labels: [String], changed: [Bool]) -> String {
        func list(_ xs: [String]) -> String { "[" + xs.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        var s = "<div class=\"anim\" data-expected='\(list(expected))' data-actual='\(list(actual))' "
        s += "data-labels='\(list(labels.map(escape)))' data-changed='\(list(changed.map { $0 ? "1" : "" }))'>"
        s += "<h3>Animation <small>key frames, expected and actual side by side</small></h3>"
        s += "<div class=\"trio\"><figure><img class=\"e\"><figcaption>Expected</figcaption></figure>"
        s += "<figure><img class=\"a\"><figcaption>Actual</figcaption></figure></div>"
        s += "<p class=\"controls\"><button class=\"play\">Pause</button> <input class=\"scrub\" type=\"range\" min=\"0\" max=\"\(max(0, labels.count - 1))\" value=\"0\"> <span class=\"label\"></span></p>"
        return s + "</div>"
    }

    private static func gifSection(_ gif: GIFResult, id: String, fps: Int, open: Bool) -> String {
        var s = "<details class=\"gif\"\(open ? " open" : "")><summary>GIF encoding (palette, colour mapping, frame optimisation)"
        s += open ? "" : " — changed with the frames above"
        s += "</summary><ul>"
        if gif.status == .missing {
            s += "<li>No <code>gif.json</code> reference: record it with <code>frolic snapshot --record</code>.</li>"
        }
        for d in gif.differences { s += "<li>\(escape(d))</li>" }
        if let e = gif.expected, e.palette != gif.actual.palette {
            s += "<li>palette, expected: " + swatches(e.palette) + "</li><li>palette, actual: " + swatches(gif.actual.palette) + "</li>"
        }
        s += "</ul>"
        let quiet = gif.paletteFrames.filter { $0.status == .matched }.map { String($0.keyFrame.index) }
        if !quiet.isEmpty {
            s += "<p>Frames \(quiet.joined(separator: ", ")) map to other palette entries, but no pixel moves beyond the threshold.</p>"
        }
        for f in gif.paletteFrames where f.status != .matched {
            let k = "\(id)/\(f.keyFrame.index)"
            s += "<h3>Frame \(f.keyFrame.index) in GIF colours <small>\(time(f.keyFrame.index, fps)) · palette indices changed"
            if let d = f.diff { s += " · \(SceneResult.grouped(d.changedPixels)) pixels beyond the threshold, worst distance \(SceneResult.fixed(d.worstDistance, 3))" }
            s += "</small></h3><div class=\"trio\">"
            s += "<figure><img data-img=\"\(k)/gif-expected\"><figcaption>Recorded palette</figcaption></figure>"
            s += "<figure><img data-img=\"\(k)/gif-actual\"><figcaption>New palette</figcaption></figure>"
            s += "<figure><img data-img=\"\(k)/gif-diff\"><figcaption>Diff</figcaption></figure></div>"
        }
        return s + "</details>"
    }

    private static func swatches(_ colors: [String]) -> String {
        "<span class=\"swatches\">" + colors.map { "<i style=\"background:\($0)\" title=\"\($0)\"></i>" }.joined() + "</span>"
    }

    private static func page(body: String, images: ImageTable) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Frolic snapshots</title>
        <style>\(css)</style></head>
        <body>
        \(body)
        <script>
        \(images.script)
        \(script)
        </script>
        </body></html>

        """
    }

    static let css = """
    body{font:14px/1.45 system-ui,-apple-system,"DejaVu Sans",sans-serif;margin:0;padding:16px 24px;background:#f4f4f6;color:#1d1d1f}
    h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0 0 4px}h3{font-size:15px;margin:16px 0 6px}
    small{color:#6e6e73;font-weight:normal}.meta{color:#6e6e73;margin:0 0 8px;font-size:12px}
    .bad{color:#d70015;font-weight:bold}.good{color:#248a3d;font-weight:bold}
    section{background:#fff;border-radius:10px;padding:16px;margin:16px 0;box-shadow:0 1px 3px #0002}
    .summary{font-family:ui-monospace,"DejaVu Sans Mono",monospace;background:#fff1f0;padding:6px 8px;border-radius:6px}
    .error{color:#d70015;font-family:ui-monospace,monospace}
    .trio{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start;margin-bottom:12px}
    figure{margin:0}figcaption{font-size:12px;color:#6e6e73;text-align:center}
    img{display:block;image-rendering:pixelated;max-width:300px;border:1px solid #d2d2d7;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    .stack{position:relative}.stack .over{position:absolute;left:0;top:0;clip-path:inset(0 0 0 50%)}
    .handle{position:absolute;top:0;bottom:0;left:50%;width:2px;background:#0071e3;pointer-events:none}
    .slider input{width:100%}
    .key i{display:inline-block;width:10px;height:10px;margin:0 3px 0 8px;vertical-align:middle}.red{background:red}.yellow{background:#fc0}
    .swatches i{display:inline-block;width:10px;height:14px}
    .controls .label{font-family:ui-monospace,monospace}.controls .label.changed{color:#d70015;font-weight:bold}
    nav{margin-top:6px}nav a{color:#d70015}.accept{font-size:13px}
    details.gif{margin-top:16px}details.gif summary{font-weight:bold;cursor:pointer}
    ul{margin:4px 0;padding-left:20px}code{background:#f0f0f3;padding:1px 4px;border-radius:4px}
    """

    static let script = """
    for (const img of document.querySelectorAll('img[data-img]')) img.src = IMG[img.dataset.img] || '';
    for (const fig of document.querySelectorAll('.slider')) {
      const range = fig.querySelector('input'), over = fig.querySelector('.over'), handle = fig.querySelector('.handle');
      range.addEventListener('input', () => { over.style.clipPath = `inset(0 0 0 ${range.value}%)`; handle.style.left = range.value + '%'; });
    }
    for (const anim of document.querySelectorAll('.anim')) {
      const exp = JSON.parse(anim.dataset.expected), act = JSON.parse(anim.dataset.actual);
      const labels = JSON.parse(anim.dataset.labels), changed = JSON.parse(anim.dataset.changed);
      const e = anim.querySelector('img.e'), a = anim.querySelector('img.a'), label = anim.querySelector('.label');
      const scrub = anim.querySelector('.scrub'), play = anim.querySelector('.play');
      let i = 0, timer = null;
      const show = k => { i = k; e.src = IMG[exp[k]] || ''; a.src = IMG[act[k]] || ''; scrub.value = k;
        label.textContent = labels[k] + (changed[k] ? ' · changed' : ''); label.classList.toggle('changed', !!changed[k]); };
      const start = () => { timer = setInterval(() => show((i + 1) % act.length), 500); play.textContent = 'Pause'; };
      const stop = () => { clearInterval(timer); timer = null; play.textContent = 'Play'; };
      play.addEventListener('click', () => timer ? stop() : start());
      scrub.addEventListener('input', () => { stop(); show(+scrub.value); });
      show(0); start();
    }
    """

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    static func slug(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    static func time(_ frame: Int, _ fps: Int) -> String {
        SceneResult.fixed(Double(frame) / Double(max(fps, 1)), 2) + " s"
    }

    static func makeFolder(_ path: String) throws {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw FrolicError(file: path, field: "--report", "cannot create the folder")
        }
    }
}
