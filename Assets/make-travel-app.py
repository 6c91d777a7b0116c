#!/usr/bin/python3
"""Draws Assets/travel-app.png: a believable iPhone screenshot (light mode,
1179 x 2556 px = 393 x 852 pt @3x) of a travel-booking app's "Explore" tab,
so example scenes can show an effect running over "your own screen".

Top to bottom, on a points grid (pixels = points x 3):
  status bar        0-54 pt     "9:41", signal, Wi-Fi and battery glyphs
  large title       54-104 pt   greeting caption, "Explore", avatar
  search field      [16, 116, 361, 36]
  hero header       [0, 164, 393, 220]  Lisbon at dusk (sky, clouds, river,
                    the red suspension bridge, hillside houses), with the
                    white overlay "Lisbon · 3 nights" -- pixelated in an example
  section header    "Popular stays" / "See all", baseline 412 pt
  cell grid         6 rows x 1 column of 361 x 72 pt cards at x 16, first at
                    y 426, 8 pt apart (pitch 80 pt); rows 1-4 fully visible,
                    row 5 partly and row 6 wholly under the tab bar (row 6
                    runs off the bottom of the screen) -- an
                    effect explodes these as "a grid of cells"
  tab bar           [0, 769, 393, 83]  translucent (blurred content behind),
                    5 tabs, the first tinted system blue; like a real capture
                    it has no home indicator (iOS leaves it out of screenshots)

The geometry constants below are the single source of truth; keep the scene
code that uses this picture in step with them.

Deterministic: all variation comes from a fixed integer hash (no clock, no
system randomness), and Pillow writes PNGs without timestamps, so every run
gives the same bytes. Run with Debian's Python:
    /usr/bin/python3 Assets/make-travel-app.py
Shapes are drawn into 4x-supersampled masks and box-filtered down, so every
edge is anti-aliased. Saved as plain RGB like a real capture (about 360 KB:
the flat UI compresses to almost nothing, the hero and thumbnails carry the
bytes; a 256-colour palette would be smaller but bands the gradients).
"""
import math
import os
from picture_noise import fbm, gradient, hash01, mix
from PIL import Image, ImageDraw, ImageFilter, ImageFont

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "travel-app.png")
FONT_DIR = "/usr/share/fonts/truetype/dejavu/"

S = 3                      # pixels per point (@3x)
SS = 4                     # supersampling of shape masks
W_PT, H_PT = 393, 852
W, H = W_PT * S, H_PT * S

# Geometry in points.
STATUS_H = 54
TITLE_BASELINE = 104
SEARCH = (16, 116, 361, 36)
HERO = (0, 164, 393, 220)
SECTION_BASELINE = 412
CELL_ORIGIN = (16, 426)
CELL_SIZE = (361, 72)
CELL_COLUMNS, CELL_ROWS = 1, 6
CELL_SPACING = (0, 8)
TAB_BAR = (0, 769, 393, 83)

# iOS system colours (light mode).
LABEL = (0, 0, 0)
SECONDARY = ((60, 60, 67), 0.6)
TERTIARY = ((60, 60, 67), 0.3)
GROUPED_BG = (242, 242, 247)
CARD = (255, 255, 255)
BLUE = (0, 122, 255)
TAB_GRAY = (153, 153, 153)


def font(size_pt, bold=False):
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(FONT_DIR + name, round(size_pt * S))


def over(fg, bg):
    """A colour with alpha ((r, g, b), a) flattened over an opaque bg."""
    (c, a) = fg if isinstance(fg[0], tuple) else (fg, 1.0)
    return tuple(round(bv + (cv - bv) * a) for cv, bv in zip(c, bg))


# ---------------------------------------------------------------- colours

def ints(c):
    return tuple(max(0, min(255, int(round(v)))) for v in c)


# ---------------------------------------------------------------- shapes

def shape(img, bbox, fill, paint, alpha=1.0, scale=S):
    """Paint an anti-aliased shape. bbox = (x0, y0, x1, y1) in units of
    `scale` pixels; paint(draw, T, k) draws white into a supersampled mask,
    where T(x, y) maps units to mask pixels and k is mask pixels per unit."""
    x0 = max(0, math.floor(bbox[0] * scale) - 2)
    y0 = max(0, math.floor(bbox[1] * scale) - 2)
    x1 = min(img.width, math.ceil(bbox[2] * scale) + 2)
    y1 = min(img.height, math.ceil(bbox[3] * scale) + 2)
    if x1 <= x0 or y1 <= y0:
        return
    k = scale * SS
    mask = Image.new("L", ((x1 - x0) * SS, (y1 - y0) * SS), 0)

    def T(x, y):
        return ((x * scale - x0) * SS, (y * scale - y0) * SS)

    paint(ImageDraw.Draw(mask), T, k)
    mask = mask.resize((x1 - x0, y1 - y0), Image.Resampling.BOX)
    if alpha < 1.0:
        mask = mask.point(lambda v: int(v * alpha + 0.5))
    if isinstance(fill, tuple):
        fill = ints(fill)
    if img.mode == "RGBA" and len(fill) == 3:
        fill = fill + (255,)
    img.paste(fill, (x0, y0, x1, y1), mask)


def rrect(img, x, y, w, h, r, fill, alpha=1.0, scale=S):
    def paint(d, T, k):
        d.rounded_rectangle([T(x, y), T(x + w, y + h)], radius=r * k, fill=255)
    shape(img, (x, y, x + w, y + h), fill, paint, alpha, scale)


def rrect_outline(img, x, y, w, h, r, width, fill, alpha=1.0, scale=S):
    def paint(d, T, k):
        d.rounded_rectangle([T(x, y), T(x + w, y + h)], radius=r * k, fill=255)
        d.rounded_rectangle([T(x + width, y + width), T(x + w - width, y + h - width)],
                            radius=max(0, r - width) * k, fill=0)
    shape(img, (x, y, x + w, y + h), fill, paint, alpha, scale)


def ellipse(img, cx, cy, rx, ry, fill, alpha=1.0, scale=S):
    def paint(d, T, k):
        d.ellipse([T(cx - rx, cy - ry), T(cx + rx, cy + ry)], fill=255)
    shape(img, (cx - rx, cy - ry, cx + rx, cy + ry), fill, paint, alpha, scale)


def polygon(img, pts, fill, alpha=1.0, scale=S):
    def paint(d, T, k):
        d.polygon([T(x, y) for x, y in pts], fill=255)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    shape(img, (min(xs), min(ys), max(xs), max(ys)), fill, paint, alpha, scale)


def polyline(img, pts, width, fill, alpha=1.0, scale=S, round_caps=True):
    def paint(d, T, k):
        q = [T(x, y) for x, y in pts]
        d.line(q, fill=255, width=max(1, round(width * k)), joint="curve")
        if round_caps:
            r = width * k / 2
            for px, py in (q[0], q[-1]):
                d.ellipse([px - r, py - r, px + r, py + r], fill=255)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    shape(img, (min(xs) - width, min(ys) - width, max(xs) + width, max(ys) + width),
          fill, paint, alpha, scale)


def text(img, xy, s, size, fill, bold=False, anchor="ls", alpha=1.0):
    """Text at (x, y) points; anchor as in Pillow ('ls' = left baseline)."""
    f = font(size, bold)
    if alpha >= 1.0 and img.mode == "RGB":
        ImageDraw.Draw(img).text((xy[0] * S, xy[1] * S), s, font=f, fill=fill, anchor=anchor)
        return
    layer = Image.new("L", img.size, 0)
    ImageDraw.Draw(layer).text((xy[0] * S, xy[1] * S), s, font=f, fill=255, anchor=anchor)
    box = layer.getbbox()
    if not box:
        return
    m = layer.crop(box).point(lambda v: int(v * alpha + 0.5))
    img.paste(fill if img.mode == "RGB" else fill + (255,), box, m)


def text_width(s, size, bold=False):
    return font(size, bold).getlength(s) / S


def vgradient(img, box, stops):
    """Vertical gradient over box (pixels)."""
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    for y in range(y0, y1):
        d.line([(x0, y), (x1 - 1, y)], fill=ints(gradient(stops, (y - y0) / max(1, y1 - y0 - 1))))


# ---------------------------------------------------------------- hero: Lisbon at dusk

def hero_picture():
    """The hero photo, HERO's size in pixels: dusk over the Tagus, the red
    suspension bridge, hills across the river and pastel houses in front."""
    w, h = HERO[2] * S, HERO[3] * S
    horizon = int(h * 0.58)
    sun = (w * 0.63, horizon - 38)

    sky_stops = [(0.0, (38, 44, 104)), (0.32, (98, 72, 148)), (0.62, (206, 104, 132)),
                 (0.85, (250, 160, 104)), (1.0, (255, 206, 140))]

    # Sky, clouds and the river's reflection at 1/4 resolution (soft anyway),
    # then upscaled smoothly.
    q = 4
    lw, lh = w // q + 1, h // q + 1
    low = Image.new("RGB", (lw, lh))
    lp = low.load()
    hz = horizon / q
    for y in range(lh):
        for x in range(lw):
            X, Y = x * q, y * q
            if Y <= horizon:
                sy, dark = Y, 0.0
            else:
                sy = max(0, horizon - (Y - horizon) * 1.6)
                dark = 0.30 + 0.35 * (Y - horizon) / (h - horizon)
            t = sy / horizon
            c = gradient(sky_stops, t)
            n = fbm(X / 260.0, sy / 40.0, 7)
            band = max(0.0, 1 - abs(t - 0.45) / 0.32)
            a = max(0.0, min(1.0, (n - 0.48) * 3.0)) * band
            lit = mix((112, 70, 126), (255, 170, 150), min(1.0, t * 1.25))
            c = mix(c, lit, a * 0.8)
            d = math.hypot(X - sun[0], (sy - sun[1]) * 1.4)
            c = mix(c, (255, 232, 184), math.exp(-d / 170.0) * 0.8)
            if Y > horizon:
                # Water: darker, bluer, with horizontal ripple streaks.
                r = fbm(X / 140.0, Y / 5.0, 33, 3)
                c = mix(c, (30, 38, 78), dark)
                c = mix(c, (255, 214, 170), max(0.0, r - 0.58) * 1.2 * (1 - dark))
            lp[x, y] = ints(c)
    img = low.resize((lw * q, lh * q), Image.Resampling.BICUBIC).crop((0, 0, w, h))

    # Sun disc, partly set behind the far hills.
    ellipse(img, sun[0], sun[1], 30, 30, (255, 244, 214), scale=1)

    # Far hills across the river (Almada), hazy violet.
    pts = [(0, horizon)]
    for x in range(0, w + 12, 12):
        pts.append((x, horizon - 18 - 34 * fbm(x / 220.0, 2.5, 19, 4)
                    - 30 * math.exp(-((x - w * 0.9) / 160.0) ** 2)))
    pts.append((w, horizon))
    polygon(img, pts + [(w, horizon + 3), (0, horizon + 3)], (118, 84, 128), scale=1)
    # Lights along the far shore.
    for i in range(70):
        x = w * hash01(i, 1, 41)
        y = horizon - 4 - 20 * hash01(i, 2, 41) * fbm(x / 220.0, 2.5, 19, 4)
        ellipse(img, x, y, 1.6, 1.6, (255, 222, 160), alpha=0.85, scale=1)
    # Statue on its plinth on the far ridge.
    cx = w * 0.9
    top = horizon - 18 - 34 * fbm(cx / 220.0, 2.5, 19, 4) - 30
    polygon(img, [(cx - 14, top + 4), (cx + 14, top + 4), (cx + 8, top - 30), (cx - 8, top - 30)],
            (92, 64, 104), scale=1)
    polygon(img, [(cx - 3, top - 30), (cx + 3, top - 30), (cx + 2, top - 58), (cx - 2, top - 58)],
            (92, 64, 104), scale=1)
    polygon(img, [(cx - 13, top - 52), (cx + 13, top - 52), (cx + 13, top - 49), (cx - 13, top - 49)],
            (92, 64, 104), scale=1)
    ellipse(img, cx, top - 60, 3, 3.5, (92, 64, 104), scale=1)

    # The bridge: two red towers, the deck, sagging main cables, hangers.
    red, red_dark = (196, 58, 44), (132, 36, 36)
    deck = horizon - 26
    towers = [w * 0.30, w * 0.74]
    cable_top = deck - 170

    def cable_y(x):
        a, b = towers
        if x < a or x > b:  # side spans, rising from the anchorages
            u = (x - (a - 330)) / 330.0 if x < a else (b + 330 - x) / 330.0
            if u < 0:
                return deck + 1
            return deck - 6 + (cable_top - deck + 6) * u ** 1.6
        u = (x - a) / (b - a)
        return cable_top + (deck - 10 - cable_top) * (1 - (2 * u - 1) ** 2)

    for x in range(int(towers[0] - 320), int(towers[1] + 330), 14):
        if abs(x - towers[0]) > 8 and abs(x - towers[1]) > 8:
            cy = cable_y(x)
            if cy < deck - 2:
                polyline(img, [(x, cy), (x, deck)], 1.4, red_dark, alpha=0.75, scale=1, round_caps=False)
    cab = [(x, cable_y(x)) for x in range(int(towers[0] - 330), int(towers[1] + 331), 6)]
    polyline(img, [p for p in cab if p[1] <= deck], 4.5, red, scale=1)
    polygon(img, [(-10, deck - 3), (w + 10, deck - 12), (w + 10, deck + 6), (-10, deck + 12)],
            red_dark, scale=1)
    polygon(img, [(-10, deck - 3), (w + 10, deck - 12), (w + 10, deck - 7), (-10, deck + 2)],
            red, scale=1)
    for tx in towers:
        for off in (-9, 9):
            polygon(img, [(tx + off - 4, cable_top - 12), (tx + off + 4, cable_top - 12),
                          (tx + off + 5, horizon + 4), (tx + off - 5, horizon + 4)], red, scale=1)
        for yy in (cable_top + 6, cable_top + 70, deck + 8):
            polygon(img, [(tx - 12, yy), (tx + 12, yy), (tx + 12, yy + 6), (tx - 12, yy + 6)],
                    red_dark, scale=1)
        # Reflection of the tower in the water.
        polygon(img, [(tx - 14, horizon + 6), (tx + 14, horizon + 6), (tx + 8, horizon + 90),
                      (tx - 8, horizon + 90)], (150, 60, 70), alpha=0.35, scale=1)

    # Near hillside (Alfama) on the left, rising out of the frame, with
    # pastel houses, terracotta roofs and warm lit windows.
    hill_y = lambda x: h - 40 - max(0.0, (w * 0.48 - x)) * 0.62
    pastel = [(232, 196, 120), (226, 150, 128), (236, 224, 206), (150, 178, 196),
              (214, 120, 96), (240, 206, 160), (196, 170, 200)]
    houses = []
    x, i = -20.0, 0
    while x < w * 0.56:
        bw = 46 + 40 * hash01(i, 1, 77)
        bh = 60 + 70 * hash01(i, 2, 77)
        houses.append((x, bw, bh, i))
        x += bw - 4
        i += 1
    # Back row first (higher up the hill, smaller, shaded), then front row.
    for row, shift, shade in ((0, -70, 0.55), (1, 0, 0.35)):
        for x, bw, bh, i in houses:
            if row == 0:
                x += 22
            base = hill_y(x + bw / 2) + shift + 30
            top = base - bh * (0.8 if row == 0 else 1.0)
            col = pastel[(i * 3 + row * 2) % len(pastel)]
            col = mix(col, (70, 50, 96), shade + 0.1 * hash01(i, 3 + row, 77))
            polygon(img, [(x, top), (x + bw, top), (x + bw, h + 5), (x, h + 5)], col, scale=1)
            roof = mix((188, 86, 60), (70, 40, 70), shade)
            polygon(img, [(x - 3, top + 2), (x + bw + 3, top + 2), (x + bw - 8, top - 16),
                          (x + 8, top - 16)], roof, scale=1)
            for wy in range(int(top + 14), int(h), 30):
                for wx in range(int(x + 9), int(x + bw - 14), 17):
                    lit = hash01(wx, wy, 5 + row) > 0.55
                    c = (255, 206, 120) if lit else mix(col, (40, 30, 60), 0.45)
                    polygon(img, [(wx, wy), (wx + 7, wy), (wx + 7, wy + 13), (wx, wy + 13)], c, scale=1)
    # Castle walls crowning the hill, top left.
    cw_top = hill_y(0) - 130
    wall = (84, 62, 100)
    polygon(img, [(0, cw_top + 30), (w * 0.16, cw_top + 55), (w * 0.16, cw_top + 110), (0, cw_top + 110)],
            wall, scale=1)
    for k in range(10):
        mx = k * w * 0.016
        my = cw_top + 30 + 25 * mx / (w * 0.16)
        polygon(img, [(mx, my - 10), (mx + 10, my - 10 + 1.5), (mx + 10, my + 2), (mx, my + 2)], wall, scale=1)
    for tx in (w * 0.03, w * 0.12):
        ty = cw_top + 30 + 25 * tx / (w * 0.16)
        polygon(img, [(tx - 16, ty - 36), (tx + 16, ty - 36), (tx + 16, ty + 40), (tx - 16, ty + 40)],
                wall, scale=1)
        for m in range(3):
            polygon(img, [(tx - 16 + m * 12, ty - 46), (tx - 8 + m * 12, ty - 46),
                          (tx - 8 + m * 12, ty - 35), (tx - 16 + m * 12, ty - 35)], wall, scale=1)

    return img


# ---------------------------------------------------------------- thumbnails

T_PT = 56                  # thumbnail size (points)


def thumb(kind):
    """A little 56 pt scene for a cell's thumbnail, drawn at 2x of @3x for
    extra smoothness and returned at @3x size."""
    k = 2
    n = T_PT * S * k
    im = Image.new("RGB", (n, n))

    def P(v):                # fraction of the square -> pixels
        return v * n

    def poly(pts, c, a=1.0):
        polygon(im, [(P(x), P(y)) for x, y in pts], c, a, scale=1)

    def circ(x, y, r, c, a=1.0):
        ellipse(im, P(x), P(y), P(r), P(r), c, a, scale=1)

    if kind == "porto":       # river, stacked colourful façades, iron arch
        vgradient(im, (0, 0, n, n), [(0, (255, 176, 92)), (0.55, (255, 128, 98)), (1, (255, 128, 98))])
        cols = [(214, 60, 48), (250, 196, 64), (38, 120, 178), (240, 236, 224), (228, 110, 50), (40, 150, 120)]
        x, i = 0.0, 0
        while x < 1:
            bw = 0.14 + 0.06 * hash01(i, 1, 3)
            top = 0.34 + 0.18 * hash01(i, 2, 3)
            poly([(x, top), (x + bw, top), (x + bw, 0.72), (x, 0.72)], cols[i % len(cols)])
            poly([(x, top), (x + bw, top), (x + bw / 2, top - 0.07)], (160, 60, 40))
            for wy in (top + 0.07, top + 0.19):
                if wy < 0.66:
                    poly([(x + 0.03, wy), (x + 0.06, wy), (x + 0.06, wy + 0.06), (x + 0.03, wy + 0.06)], (60, 40, 50), 0.6)
            x += bw
            i += 1
        vgradient(im, (0, int(P(0.72)), n, n), [(0, (30, 96, 150)), (1, (18, 56, 110))])
        for j in range(5):
            y = 0.78 + j * 0.045
            poly([(0.1 + 0.15 * j, y), (0.35 + 0.15 * j, y), (0.35 + 0.15 * j, y + 0.012), (0.1 + 0.15 * j, y + 0.012)],
                 (255, 200, 150), 0.5)
        # Iron arch bridge.
        arch = [(x / 40.0, 0.72 - 0.42 * math.sin(math.pi * x / 40.0)) for x in range(41)]
        polyline(im, [(P(x), P(y)) for x, y in arch], P(0.035), (44, 44, 58), scale=1)
        poly([(0, 0.29), (1, 0.29), (1, 0.32), (0, 0.32)], (44, 44, 58))
    elif kind == "santorini":  # white houses, blue domes, deep blue sea
        vgradient(im, (0, 0, n, n), [(0, (64, 160, 240)), (0.5, (130, 200, 250)), (0.51, (10, 80, 170)), (1, (8, 52, 130))])
        poly([(0, 0.5), (0.62, 0.66), (0.75, 1.0), (0, 1.0)], (196, 150, 120))
        for j, (x, y, s) in enumerate(((0.06, 0.46, 0.2), (0.28, 0.55, 0.18), (0.04, 0.7, 0.22),
                                       (0.3, 0.76, 0.2), (0.5, 0.68, 0.14))):
            poly([(x, y), (x + s, y), (x + s, y + s), (x, y + s)], (250, 250, 248))
            poly([(x + s * 0.6, y + s * 0.4), (x + s * 0.85, y + s * 0.4), (x + s * 0.85, y + s), (x + s * 0.6, y + s)],
                 (40, 110, 200))
        circ(0.24, 0.43, 0.12, (28, 90, 200))
        poly([(0.12, 0.43), (0.36, 0.43), (0.36, 0.56), (0.12, 0.56)], (250, 250, 248))
        poly([(0.233, 0.27), (0.247, 0.27), (0.247, 0.33), (0.233, 0.33)], (250, 250, 248))
        circ(0.8, 0.2, 0.08, (255, 246, 200))
    elif kind == "zermatt":    # pyramid peak, snow, pines
        vgradient(im, (0, 0, n, n), [(0, (20, 120, 200)), (1, (150, 220, 240))])
        poly([(0.0, 0.75), (0.3, 0.42), (0.5, 0.58), (0.7, 0.38), (1.0, 0.7), (1.0, 1.0), (0, 1.0)], (110, 140, 180))
        poly([(0.18, 0.8), (0.52, 0.12), (0.62, 0.26), (0.9, 0.8)], (120, 110, 120))
        poly([(0.52, 0.12), (0.62, 0.26), (0.9, 0.8), (0.66, 0.8), (0.58, 0.3)], (84, 76, 92))
        poly([(0.52, 0.12), (0.62, 0.26), (0.6, 0.33), (0.54, 0.28), (0.47, 0.34), (0.43, 0.3)], (250, 252, 255))
        poly([(0.0, 0.82), (1.0, 0.76), (1.0, 1.0), (0.0, 1.0)], (40, 150, 90))
        for j in range(7):
            x = 0.05 + j * 0.15
            poly([(x, 0.58 + 0.04 * (j % 2)), (x - 0.07, 0.9), (x + 0.07, 0.9)], (16, 90, 60))
    elif kind == "kyoto":      # red torii against sakura pink
        vgradient(im, (0, 0, n, n), [(0, (255, 200, 220)), (1, (246, 126, 170))])
        for j in range(26):
            circ(hash01(j, 1, 12), hash01(j, 2, 12) * 0.5, 0.05 + 0.05 * hash01(j, 3, 12), (255, 232, 240), 0.7)
        poly([(0, 0.84), (1, 0.84), (1, 1), (0, 1)], (150, 110, 120))
        red = (222, 40, 36)
        poly([(0.08, 0.24), (0.92, 0.24), (0.98, 0.16), (0.02, 0.16)], (40, 30, 36))
        poly([(0.1, 0.24), (0.9, 0.24), (0.9, 0.31), (0.1, 0.31)], red)
        poly([(0.14, 0.42), (0.86, 0.42), (0.86, 0.48), (0.14, 0.48)], red)
        for x in (0.24, 0.7):
            poly([(x, 0.24), (x + 0.07, 0.24), (x + 0.08, 0.88), (x - 0.01, 0.88)], red)
            poly([(x - 0.02, 0.84), (x + 0.09, 0.84), (x + 0.09, 0.9), (x - 0.02, 0.9)], (40, 30, 36))
        poly([(0.46, 0.31), (0.54, 0.31), (0.54, 0.42), (0.46, 0.42)], red)
    elif kind == "sahara":     # dunes under a violet sky with a big sun
        vgradient(im, (0, 0, n, n), [(0, (110, 60, 170)), (0.6, (250, 120, 90)), (1, (255, 180, 90))])
        circ(0.62, 0.4, 0.16, (255, 228, 120))
        poly([(0, 0.62), (0.3, 0.5), (0.7, 0.64), (1, 0.56), (1, 1), (0, 1)], (236, 120, 50))
        poly([(0, 0.78), (0.45, 0.62), (1, 0.82), (1, 1), (0, 1)], (250, 160, 60))
        poly([(0.45, 0.62), (1, 0.82), (1, 1), (0.7, 1)], (214, 110, 40))
        for j, x in enumerate((0.18, 0.26, 0.34)):
            y = 0.7 - 0.03 * j
            poly([(x, y), (x + 0.05, y - 0.05), (x + 0.09, y), (x + 0.08, y + 0.05), (x + 0.01, y + 0.05)], (90, 40, 50))
    elif kind == "lofoten":    # aurora over a fjord, red cabins on the shore
        vgradient(im, (0, 0, n, n), [(0, (10, 20, 60)), (1, (30, 60, 110))])
        for j in range(60):
            x = j / 59.0
            y = 0.22 + 0.12 * math.sin(x * 5.0) + 0.05 * math.sin(x * 13.0)
            poly([(x - 0.02, y), (x + 0.02, y), (x + 0.02, y + 0.22), (x - 0.02, y + 0.22)], (60, 240, 160), 0.12)
            poly([(x - 0.02, y), (x + 0.02, y), (x + 0.02, y + 0.08), (x - 0.02, y + 0.08)], (140, 255, 200), 0.18)
        for j in range(30):
            circ(hash01(j, 5, 2), hash01(j, 6, 2) * 0.45, 0.006, (255, 255, 255), 0.9)
        poly([(0, 0.62), (0.25, 0.34), (0.45, 0.6), (0.62, 0.46), (0.8, 0.62), (1, 0.55), (1, 0.7), (0, 0.7)], (20, 30, 56))
        poly([(0.2, 0.42), (0.25, 0.34), (0.3, 0.41), (0.26, 0.39)], (220, 230, 250))
        vgradient(im, (0, int(P(0.7)), n, n), [(0, (16, 44, 84)), (1, (8, 20, 44))])
        for x in (0.15, 0.42, 0.66):
            poly([(x, 0.64), (x + 0.16, 0.64), (x + 0.16, 0.76), (x, 0.76)], (200, 40, 40))
            poly([(x - 0.02, 0.65), (x + 0.08, 0.57), (x + 0.18, 0.65)], (60, 40, 40))
            poly([(x + 0.05, 0.68), (x + 0.09, 0.68), (x + 0.09, 0.72), (x + 0.05, 0.72)], (255, 214, 120))
            poly([(x + 0.05, 0.8), (x + 0.09, 0.8), (x + 0.09, 0.9), (x + 0.05, 0.9)], (255, 214, 120), 0.35)
    return im.resize((T_PT * S, T_PT * S), Image.Resampling.LANCZOS)


# ---------------------------------------------------------------- glyphs

def heart_pts(cx, cy, s):
    pts = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * s / 34.0, cy - y * s / 34.0 - s * 0.05))
    return pts


def glyph(img, kind, cx, cy, col, selected):
    """Tab-bar symbols, about 24 pt, centred at (cx, cy) points."""
    if kind == "explore":      # filled compass
        ellipse(img, cx, cy, 11.5, 11.5, col)
        polygon(img, [(cx + 5.5, cy - 5.5), (cx + 1.6, cy + 1.6), (cx - 1.6, cy - 1.6)], (255, 255, 255))
        polygon(img, [(cx - 5.5, cy + 5.5), (cx + 1.6, cy + 1.6), (cx - 1.6, cy - 1.6)], (255, 255, 255), alpha=0.55)
    elif kind == "saved":      # heart outline
        polyline(img, heart_pts(cx, cy + 1, 22) + heart_pts(cx, cy + 1, 22)[:2], 1.9, col)
    elif kind == "trips":      # suitcase
        rrect_outline(img, cx - 11, cy - 6, 22, 16, 3, 1.9, col)
        rrect_outline(img, cx - 4.5, cy - 11, 9, 7, 2, 1.9, col)
        polyline(img, [(cx - 5, cy - 5), (cx - 5, cy + 9)], 1.9, col)
        polyline(img, [(cx + 5, cy - 5), (cx + 5, cy + 9)], 1.9, col)
    elif kind == "inbox":      # speech bubble
        rrect_outline(img, cx - 11.5, cy - 9, 23, 17, 7, 1.9, col)
        polygon(img, [(cx - 7, cy + 6), (cx - 1, cy + 7), (cx - 9, cy + 12)], col)
        for dx in (-5, 0, 5):
            ellipse(img, cx + dx, cy - 0.5, 1.4, 1.4, col)
    elif kind == "profile":    # person in a circle outline
        rrect_outline(img, cx - 11.5, cy - 11.5, 23, 23, 11.5, 1.9, col)
        ellipse(img, cx, cy - 3.5, 4, 4, col)

        def body(d, T, k):
            d.ellipse([T(cx - 8, cy + 3), T(cx + 8, cy + 17)], fill=255)
            d.rectangle([T(cx - 12, cy + 10.5), T(cx + 12, cy + 20)], fill=0)
        shape(img, (cx - 8, cy + 3, cx + 8, cy + 11), col, body)


def chevron(img, x, cy, col, h=12, w=6.5, width=2.2):
    polyline(img, [(x, cy - h / 2), (x + w, cy), (x, cy + h / 2)], width, col)


def status_bar(img):
    # Time.
    text(img, (66, 37.5), "9:41", 16.5, LABEL, bold=True, anchor="ms")
    cy = 31.5
    # Cellular: four bars, bottom-aligned.
    x = 297
    for i, bh in enumerate((4, 6.3, 8.6, 11)):
        rrect(img, x + i * 4.6, cy + 5.5 - bh, 3, bh, 0.9, LABEL)
    # Wi-Fi: three arcs in a 90° fan.
    wx, wy = 325.5, cy + 5.2

    def wifi(d, T, k):
        for r, v in ((11.6, 255), (9.4, 0), (7.6, 255), (5.4, 0), (3.6, 255)):
            a = T(wx - r, wy - r)
            b = T(wx + r, wy + r)
            d.pieslice([a, b], 225, 315, fill=v)
    shape(img, (wx - 12, wy - 12, wx + 12, wy + 1), LABEL, wifi)
    # Battery.
    bx, by = 341, cy - 6.5
    rrect_outline(img, bx, by, 25, 13, 4.2, 1.0, LABEL, alpha=0.38)
    rrect(img, bx + 2, by + 2, 21, 9, 2.5, LABEL)
    rrect(img, bx + 26, by + 4.5, 1.6, 4, 0.8, LABEL, alpha=0.4)


STAYS = [
    ("porto", "Casa da Ribeira", "Porto · 12–15 May", "€148", "4.8"),
    ("santorini", "Aegean Cliff Suites", "Oia · 3–7 Jun", "€236", "4.9"),
    ("zermatt", "Matterhorn Lodge", "Zermatt · 20–23 Jun", "€192", "4.7"),
    ("kyoto", "Gion Garden Ryokan", "Kyoto · 2–6 Jul", "€174", "4.9"),
    ("sahara", "Erg Chebbi Camp", "Merzouga · 14–16 Jul", "€96", "4.6"),
    ("lofoten", "Reine Fjord Cabins", "Lofoten · 1–5 Aug", "€158", "4.8"),
]


def cell(img, x, y, stay):
    kind, title, sub, price, rating = stay
    w, h = CELL_SIZE
    rrect(img, x, y, w, h, 12, CARD)
    t = thumb(kind)
    m = Image.new("L", t.size, 0)
    rrect(m, 0, 0, T_PT, T_PT, 10, 255)
    img.paste(t, (round((x + 8) * S), round((y + 8) * S)), m)
    tx = x + 76
    text(img, (tx, y + 29), title, 15.5, LABEL, bold=True)
    text(img, (tx, y + 48), sub, 13, over(SECONDARY, CARD))
    # Rating: a small star and the score, in the third line.
    text(img, (tx, y + 64), "★", 11.5, (255, 159, 10))
    text(img, (tx + 13, y + 64), rating, 11.5, over(SECONDARY, CARD))
    text(img, (tx + 13 + text_width(rating, 11.5) + 4, y + 64), "· Free cancellation", 11.5,
         (52, 168, 83))
    right = x + w - 26
    text(img, (right, y + 31), price, 16, LABEL, bold=True, anchor="rs")
    text(img, (right, y + 47), "night", 11.5, over(SECONDARY, CARD), anchor="rs")
    chevron(img, x + w - 17, y + h / 2, over(TERTIARY, CARD), h=11, w=5.5, width=2.0)


def make():
    img = Image.new("RGB", (W, H), GROUPED_BG)

    status_bar(img)

    # Large title block: caption, title, avatar.
    text(img, (16, 66), "Good evening, Ana", 13.5, over(SECONDARY, GROUPED_BG))
    text(img, (16, TITLE_BASELINE), "Explore", 32, LABEL, bold=True)
    ax, ay = 359, 90
    av = Image.new("RGB", (36 * S, 36 * S))
    vgradient(av, (0, 0, av.width, av.height), [(0, (255, 149, 0)), (1, (255, 59, 98))])
    text(av, (18, 24.5), "AM", 15, (255, 255, 255), bold=True, anchor="ms")
    m = Image.new("L", av.size, 0)
    ellipse(m, 18, 18, 18, 18, 255)
    img.paste(av, ((ax - 18) * S, (ay - 18) * S), m)

    # Search field.
    sx, sy, sw, sh = SEARCH
    field = over(((118, 118, 128), 0.12), GROUPED_BG)
    rrect(img, sx, sy, sw, sh, 10, field)
    gc = over(SECONDARY, field)
    ellipse(img, sx + 17.5, sy + 16.5, 6.2, 6.2, gc)
    ellipse(img, sx + 17.5, sy + 16.5, 4.3, 4.3, field)
    polyline(img, [(sx + 22, sy + 21), (sx + 26, sy + 25)], 2.2, gc)
    text(img, (sx + 34, sy + 24), "Where to?", 16, gc)
    # Filter button at the right end of the field: three sliders.
    fx = sx + sw - 30
    for i, (yy, kx) in enumerate(((sy + 12, fx + 10), (sy + 18, fx + 4), (sy + 24, fx + 12))):
        polyline(img, [(fx, yy), (fx + 16, yy)], 1.6, gc)
        ellipse(img, kx, yy, 2.6, 2.6, gc)
        ellipse(img, kx, yy, 1.3, 1.3, field)

    # Hero header: the picture, a legibility scrim, and the white overlay.
    hx, hy, hw, hh = HERO
    hero = hero_picture().convert("RGBA")
    scrim = Image.new("RGBA", hero.size, (0, 0, 0, 0))
    sd = ImageDraw.Draw(scrim)
    for y in range(hero.height):
        t = max(0.0, (y / hero.height - 0.4) / 0.6)
        sd.line([(0, y), (hero.width, y)], fill=(10, 8, 30, int(175 * t ** 1.6)))
    hero = Image.alpha_composite(hero, scrim)
    rrect(hero, 16, 16, 84, 26, 13, (0, 0, 0), alpha=0.35)
    text(hero, (58, 33.5), "Featured", 12.5, (255, 255, 255), bold=True, anchor="ms")
    ellipse(hero, hw - 32, 29, 16, 16, (255, 255, 255), alpha=0.9)
    polyline(hero, heart_pts(hw - 32, 30, 17) + heart_pts(hw - 32, 30, 17)[:2], 1.8, (255, 56, 92))
    text(hero, (16, hh - 38), "Lisbon · 3 nights", 27, (255, 255, 255), bold=True)
    text(hero, (16, hh - 16), "12–15 May · 2 guests · from €420", 14, (255, 255, 255), alpha=0.88)
    for i in range(4):       # page indicator
        ellipse(hero, hw - 58 + i * 12, hh - 20, 3.5, 3.5, (255, 255, 255), alpha=1.0 if i == 0 else 0.45)
    img.paste(hero.convert("RGB"), (hx * S, hy * S))

    # Section header.
    text(img, (16, SECTION_BASELINE), "Popular stays", 20, LABEL, bold=True)
    text(img, (377, SECTION_BASELINE), "See all", 15.5, BLUE, anchor="rs")

    # Cell grid.
    cw, ch = CELL_SIZE
    for r in range(CELL_ROWS):
        for c in range(CELL_COLUMNS):
            cell(img, CELL_ORIGIN[0] + c * (cw + CELL_SPACING[0]),
                 CELL_ORIGIN[1] + r * (ch + CELL_SPACING[1]), STAYS[r * CELL_COLUMNS + c])

    # Tab bar: the content behind it blurred and washed with white, a
    # hairline on top, five tabs.
    tx, ty, tw, th = TAB_BAR
    box = (0, ty * S, W, H)
    behind = img.crop((0, ty * S - 60, W, H)).filter(ImageFilter.GaussianBlur(36)).crop((0, 60, W, H - ty * S + 60))
    wash = Image.new("RGB", behind.size, (250, 250, 252))
    img.paste(Image.blend(behind, wash, 0.86), box[:2])
    ImageDraw.Draw(img).rectangle([0, ty * S, W, ty * S], fill=(198, 198, 202))
    tabs = [("explore", "Explore"), ("saved", "Saved"), ("trips", "Trips"),
            ("inbox", "Inbox"), ("profile", "Profile")]
    slot = tw / len(tabs)
    for i, (kind, label) in enumerate(tabs):
        cx = tx + slot * (i + 0.5)
        col = BLUE if i == 0 else TAB_GRAY
        glyph(img, kind, cx, ty + 18, col, i == 0)
        text(img, (cx, ty + 43), label, 10, col, bold=(i == 0), anchor="ms")

    # Plain RGB like a real capture (a 256-colour palette would band the
    # sky and the thumbnails' gradients); no metadata is written.
    img.save(OUT, optimize=True)


if __name__ == "__main__":
    make()
