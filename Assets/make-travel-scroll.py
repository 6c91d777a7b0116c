#!/usr/bin/python3
"""Makes Assets/travel-scroll.mp4: a screen recording of the travel app of
travel-app.png (make-travel-app.py) at @2x, 786 x 1704 px = 393 x 852 pt,
as a finger scrolls its "Popular stays" list: a hold, a flick down that
slows to a stop, a hold, a flick back to the top. The status bar and the tab
bar stay put while the page moves under them, as on a phone.

The page below the bars is the screenshot's, its list of stays continued
with its own first four cards, so every frame is the app's own drawing.
H.264 in MP4 at 30 fps, 4 s, as `xcrun simctl io booted recordVideo` writes
(after `--codec=h264`); small enough to commit (under 1 MB).

Deterministic frames (no clock, no randomness); the encode is x264's, so
re-running it may give other bytes on another FFmpeg: the committed file is
the one the example's snapshot was recorded from. Run with Debian's Python:
    /usr/bin/python3 Assets/make-travel-scroll.py
"""
import os, subprocess, tempfile
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
SCALE = 2                              # pixels per point
W, H = 393 * SCALE, 852 * SCALE
STATUS, TAB = 54 * SCALE, 769 * SCALE  # the bars' edges (make-travel-app.py)
FIRST_CARD, PITCH = 426 * SCALE, 80 * SCALE
FPS, SECONDS = 30, 4.0

shot = Image.open(os.path.join(HERE, "travel-app.png")).convert("RGB").resize((W, H), Image.LANCZOS)
status, tab = shot.crop((0, 0, W, STATUS)), shot.crop((0, TAB, W, H))
# The page under the bars: the screenshot's down to its fourth card, then those four cards again, three times.
top = shot.crop((0, STATUS, W, FIRST_CARD + 4 * PITCH))
band = shot.crop((0, FIRST_CARD, W, FIRST_CARD + 4 * PITCH))
page = Image.new("RGB", (W, top.height + 3 * band.height), "white")
page.paste(top, (0, 0))
for i in range(3):
    page.paste(band, (0, top.height + i * band.height))
window = TAB - STATUS
deepest = page.height - window


def ease_out(u):
    return 1 - (1 - u) ** 3


def offset(t):
    """The page's scroll in pixels `t` seconds in: back at the top by the end, so a GIF of it loops."""
    down = min(deepest, 1400)
    if t < 0.5:
        return 0
    if t < 1.7:
        return down * ease_out((t - 0.5) / 1.2)
    if t < 2.6:
        return down
    if t < 3.5:
        return down * (1 - ease_out((t - 2.6) / 0.9))
    return 0


with tempfile.TemporaryDirectory() as tmp:
    for i in range(int(FPS * SECONDS)):
        frame = Image.new("RGB", (W, H), "white")
        y = int(round(offset(i / FPS)))
        frame.paste(page.crop((0, y, W, y + window)), (0, STATUS))
        frame.paste(status, (0, 0))
        frame.paste(tab, (0, TAB))
        frame.save(os.path.join(tmp, "f%03d.png" % i))
    out = os.path.join(HERE, "travel-scroll.mp4")
    subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-framerate", str(FPS), "-i", os.path.join(tmp, "f%03d.png"),
                    "-c:v", "libx264", "-preset", "veryslow", "-crf", "26", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", out], check=True)
    print(out, os.path.getsize(out), "bytes")
