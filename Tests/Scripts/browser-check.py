#!/usr/bin/python3
"""Drives headless Chromium (Debian's chromium, chromium-driver, python3-selenium)
through `frolic preview` and `frolic snapshot --review` pages, as a person would:

    browser-check.py preview URL SCREENSHOT.png
        loads the page, plays, scrubs, steps a frame, draws a rectangle and
        reads its numbers and the scene's warnings; prints one JSON object of what it saw.
    browser-check.py review URL SCREENSHOT.png SCENE
        clicks Accept on SCENE and waits for it to pass.
    browser-check.py flow URL SCREENSHOT.png
        loads the preview of a flow in a phone frame whose `gradient` is unset:
        reads the screens' thumbnails and each move's fields, sets and clears
        the gradient, changes a move's transition and waits for its render.
    browser-check.py layout URL WIDTH SCREENSHOT.png
        loads the preview in a window WIDTH pixels wide and checks it as a
        designer uses it: no horizontal scrollbar, labels whole on one line,
        colour pickers, the animation and the error banner in view while the
        panel scrolls; prints what it saw (and saves SCREENSHOT.png, plus
        SCREENSHOT-error.png with the banner).

Exits 1 with a line on stderr when anything is not as expected."""
import json
import sys

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900"):
        options.add_argument(flag)
    service = Service(executable_path="/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def fail(message):
    print("browser-check: " + message, file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def preview(driver, url, screenshot):
    seen = {}
    driver.get(url)
    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.body.dataset.version"))
    frames = int(driver.find_element(By.ID, "frames").text)
    check(frames > 1, "the page shows %d frames" % frames)
    seen["frames"] = frames
    seen["gestureMarks"] = len(driver.find_elements(By.CSS_SELECTOR, "#marks .gesture"))

    # Play: time moves on; pause: it stops.
    driver.find_element(By.ID, "play").click()
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return window.frolic.cs") > 0)
    driver.find_element(By.ID, "play").click()
    played = driver.execute_script("return window.frolic.cs")
    check(played > 0, "playing did not move the time (%r cs)" % played)
    seen["playedSeconds"] = round(played / 100, 2)

    # Scrub: a click at three quarters of the scrubber shows a frame there.
    scrubber = driver.find_element(By.ID, "scrubber")
    width = scrubber.size["width"]
    ActionChains(driver).move_to_element_with_offset(scrubber, int(width * 0.25), 0).click().perform()
    frame = int(driver.find_element(By.ID, "frame").text)
    check(abs(frame - 0.75 * (frames - 1)) <= max(2, frames * 0.08), "scrubbing to 3/4 shows frame %d of %d" % (frame, frames))
    seen["scrubbedTo"] = frame

    # Step: one frame on.
    driver.find_element(By.ID, "forward").click()
    stepped = int(driver.find_element(By.ID, "frame").text)
    check(stepped == frame + 1, "stepping from frame %d shows %d" % (frame, stepped))
    seen["steppedTo"] = stepped

    # A rectangle: the overlay is as many CSS pixels as the scene has points, so
    # a drag from (20, 10) to (70, 40) from its top left corner reads [20, 10, 50, 30].
    overlay = driver.find_element(By.ID, "overlay")
    w, h = overlay.size["width"], overlay.size["height"]
    start = (20 - w // 2, 10 - h // 2)
    ActionChains(driver).move_to_element_with_offset(overlay, *start).click_and_hold() \
        .move_by_offset(25, 15).move_by_offset(25, 15).release().perform()
    rect = driver.find_element(By.ID, "rect").get_attribute("value")
    seen["rect"] = rect
    numbers = json.loads(rect)
    check(len(numbers) == 4 and abs(numbers[0] - 20) <= 1 and abs(numbers[1] - 10) <= 1
          and abs(numbers[2] - 50) <= 1 and abs(numbers[3] - 30) <= 1, "the rectangle reads %s, not [20, 10, 50, 30]" % rect)
    seen["readout"] = driver.find_element(By.ID, "readout").text
    # The scene's warnings, as `frolic render` prints them, under the animation (empty when it has none).
    seen["warnings"] = driver.find_element(By.ID, "warnings").text
    seen["parameters"] = len(driver.find_elements(By.CSS_SELECTOR, "#params .param"))
    check(seen["parameters"] > 0, "the parameters panel is empty")
    driver.save_screenshot(screenshot)
    return seen


def layout(driver, url, width, screenshot):
    width = int(width)
    height = 844 if width < 700 else 900
    driver.set_window_size(width, height)
    driver.get(url)
    WebDriverWait(driver, 120).until(lambda d: d.execute_script("return document.body.dataset.version"))
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#params .param"))
    seen = {"innerWidth": driver.execute_script("return window.innerWidth")}
    check(abs(seen["innerWidth"] - width) <= 16, "the window is %d pixels wide, not %d" % (seen["innerWidth"], width))

    # Nothing wider than the window, on the page or in the panel.
    overflow = driver.execute_script("""
        const d = document.documentElement, p = document.getElementById('panel');
        const wide = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > d.clientWidth + 1
            && getComputedStyle(e).position !== 'fixed' && e.offsetParent !== null).map(e => e.id || e.className || e.tagName);
        return {page: d.scrollWidth - d.clientWidth, panel: p.scrollWidth - p.clientWidth, wide: wide.slice(0, 5)};""")
    check(overflow["page"] <= 0 and overflow["panel"] <= 0 and not overflow["wide"],
          "a horizontal scrollbar at %d px: %r" % (width, overflow))

    # Every label is one word on one line, whole.
    broken = driver.execute_script("""
        const out = [];
        for (const l of document.querySelectorAll('#params .param label')) {
          const r = document.createRange(); r.selectNodeContents(l);
          const lines = new Set([...r.getClientRects()].map(x => Math.round(x.top)));
          if (lines.size > 1 || l.scrollWidth > l.clientWidth + 1) out.push(l.textContent);
        }
        return out;""")
    check(not broken, "labels broken or clipped at %d px: %r" % (width, broken))
    seen["labels"] = len(driver.find_elements(By.CSS_SELECTOR, "#params .param label"))
    seen["colorPickers"] = len(driver.find_elements(By.CSS_SELECTOR, "#params input[type=color]"))
    seen["density"] = driver.execute_script(
        "const n = document.querySelector('#params input[type=number][aria-label=\"backdrop.density\"]'); return n ? n.value : null")

    # The panel scrolls; the animation stays in view.
    driver.execute_script("document.getElementById('panel').scrollTop = 1e6")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.getElementById('panel').scrollTop") > 0)
    view = driver.execute_script("""
        const r = document.getElementById('view').getBoundingClientRect(), p = document.getElementById('panel');
        return {top: r.top, bottom: r.bottom, height: r.height, inner: window.innerHeight, scrolled: p.scrollTop,
                pageScrolled: document.scrollingElement.scrollTop};""")
    check(view["scrolled"] > 0, "the panel does not scroll at %d px: %r" % (width, view))
    check(view["top"] >= 0 and view["bottom"] <= view["inner"] + 1 and view["height"] > 50,
          "the animation is out of view once the panel scrolls at %d px: %r" % (width, view))
    seen["animationHeight"] = round(view["height"])
    driver.save_screenshot(screenshot)

    # A broken edit: the banner says why, in view while the panel is scrolled.
    driver.execute_script("""
        fetch('/scene.json').then(r => r.json()).then(s => { s.fps = String(s.fps || 25);
          fetch('/draft', {method: 'POST', body: JSON.stringify(s)}); });""")
    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "banner").is_displayed())
    driver.execute_script("document.getElementById('panel').scrollTop = 1e6")
    banner = driver.execute_script("""
        const r = document.getElementById('banner').getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, inner: window.innerHeight, text: document.getElementById('banner').textContent};""")
    check(banner["top"] >= 0 and banner["bottom"] <= banner["inner"] and banner["bottom"] > banner["top"],
          "the error banner is out of view at %d px: %r" % (width, banner))
    seen["banner"] = banner["text"]
    driver.save_screenshot(screenshot.replace(".png", "-error.png"))
    # The file's own scene again, as the page found it.
    driver.execute_script("fetch('/scene.json').then(r => r.text()).then(t => fetch('/draft', {method: 'POST', body: t}))")
    WebDriverWait(driver, 60).until(lambda d: not d.find_element(By.ID, "banner").is_displayed())
    return seen


def flow(driver, url, screenshot):
    seen = {}
    driver.get(url)
    WebDriverWait(driver, 120).until(lambda d: d.execute_script("return document.body.dataset.version"))
    # Every thumbnail is a picture the server gave (not a broken image).
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(
        "const i = [...document.querySelectorAll('#params .thumbs img')]; return i.length && i.every(x => x.complete && x.naturalWidth > 0)"))
    seen["thumbnails"] = driver.execute_script(
        "return [...document.querySelectorAll('#params .thumbs img')].map(i => new URL(i.src).pathname)")
    seen["captions"] = driver.execute_script(
        "return [...document.querySelectorAll('#params .thumbs .caption')].map(e => e.textContent)")
    seen["moves"] = len(driver.find_elements(By.CSS_SELECTOR, "#params .move"))
    seen["moveFields"] = driver.execute_script(
        "return [...document.querySelectorAll('#params .move')].map(m => [...new Set([...m.querySelectorAll('[name]')].map(e => e.name))])")
    seen["transitions"] = driver.execute_script(
        "return [...document.querySelectorAll('#params select[name=\"flow[0].transition\"] option')].map(o => o.textContent)")
    seen["tap"] = driver.execute_script(
        "return [...document.querySelectorAll('#params .move input[name^=\"flow[0].tap\"]')].map(i => i.value)")
    # No key of the flow is one line of raw JSON.
    seen["rawJSON"] = driver.execute_script(
        "return [...document.querySelectorAll('#params input[type=text]')].map(i => i.name).filter(n => /^(screens|flow)$/.test(n))")

    # The frame's gradient is unset: an empty swatch that says so, no colour.
    gradient = '#params [name="frame.gradient"]'
    seen["gradient"] = driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e ? e.tagName + ' ' + e.className + ': ' + e.parentNode.textContent : null", gradient)
    version = int(driver.execute_script("return document.body.dataset.version"))
    set_button = driver.find_element(By.XPATH, "//*[@name='frame.gradient']/following-sibling::button[text()='Set']")
    set_button.click()
    WebDriverWait(driver, 120).until(lambda d: int(d.execute_script("return document.body.dataset.version")) > version)
    seen["gradientSet"] = driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e.type + ' ' + e.value", gradient)
    seen["gradientInDraft"] = driver.execute_script("return JSON.stringify(edit.scene.frame.gradient)")
    version = int(driver.execute_script("return document.body.dataset.version"))
    driver.find_element(By.XPATH, "//*[@name='frame.gradient']/following-sibling::button[text()='Clear']").click()
    WebDriverWait(driver, 120).until(lambda d: int(d.execute_script("return document.body.dataset.version")) > version)
    seen["gradientCleared"] = driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e.tagName + ' ' + ('gradient' in edit.scene.frame)", gradient)

    # A move's transition, changed in its select, is rendered as the other fields are.
    version = int(driver.execute_script("return document.body.dataset.version"))
    Select(driver.find_element(By.CSS_SELECTOR, '#params select[name="flow[0].transition"]')).select_by_visible_text("crossfade")
    WebDriverWait(driver, 120).until(lambda d: int(d.execute_script("return document.body.dataset.version")) > version)
    seen["edited"] = driver.execute_script("return window.frolic.info.transitions[0].label")
    seen["status"] = driver.find_element(By.ID, "status").text
    driver.save_screenshot(screenshot)
    return seen


def review(driver, url, screenshot, scene):
    driver.get(url)
    row = '#scenes tr[data-scene="%s"]' % scene
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, row + " button.accept"))
    check(driver.find_element(By.CSS_SELECTOR, row + " td.state").text == "failing", "%s is not failing before Accept" % scene)
    driver.save_screenshot(screenshot.replace(".png", "-before.png"))
    driver.find_element(By.CSS_SELECTOR, row + " button.accept").click()
    WebDriverWait(driver, 120).until(lambda d: d.find_element(By.CSS_SELECTOR, row + " td.state").text == "passing")
    driver.save_screenshot(screenshot)
    return {"accepted": scene, "message": driver.find_element(By.ID, "message").text}


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("preview", "review", "layout", "flow"):
        fail("usage: browser-check.py preview URL PNG | flow URL PNG | review URL PNG SCENE | layout URL WIDTH PNG")
    driver = browser()
    try:
        if sys.argv[1] == "preview":
            seen = preview(driver, sys.argv[2], sys.argv[3])
        elif sys.argv[1] == "flow":
            seen = flow(driver, sys.argv[2], sys.argv[3])
        elif sys.argv[1] == "layout":
            seen = layout(driver, *sys.argv[2:5])
        else:
            seen = review(driver, *sys.argv[2:5])
    finally:
        driver.quit()
    print(json.dumps(seen))


main()
