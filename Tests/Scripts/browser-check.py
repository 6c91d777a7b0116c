#!/usr/bin/python3
"""Drives headless Chromium (Debian's chromium, chromium-driver, python3-selenium)
through `frolic preview` and `frolic snapshot --review` pages, as a person would:

    browser-check.py preview URL SCREENSHOT.png
        loads the page, plays, scrubs, steps a frame, draws a rectangle and
        reads its numbers and the scene's warnings; prints one JSON object of what it saw.
    browser-check.py review URL SCREENSHOT.png SCENE
        clicks Accept on SCENE and waits for it to pass.

Exits 1 with a line on stderr when anything is not as expected."""
import json
import sys

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


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
    if len(sys.argv) < 4 or sys.argv[1] not in ("preview", "review"):
        fail("usage: browser-check.py preview URL PNG | review URL PNG SCENE")
    driver = browser()
    try:
        seen = preview(driver, sys.argv[2], sys.argv[3]) if sys.argv[1] == "preview" else review(driver, *sys.argv[2:5])
    finally:
        driver.quit()
    print(json.dumps(seen))


main()
