"""Walks the example site as a visitor does, in headless Chromium, over a real static server under /trip/."""

import json
import re

import pytest
from selenium.webdriver.common.by import By

import pagechecks
from conftest import make_driver

PLACE_URL = re.compile(r"/trip/locations/([^/]+)/(index\.html)?$")
TODO_URL = re.compile(r"/trip/todos/([^/]+)/(index\.html)?$")


def links(driver, pattern):
    found = []
    for a in driver.find_elements(By.CSS_SELECTOR, "main a[href]"):
        href = a.get_attribute("href")  # resolved absolute URL
        if pattern.search(href) and href not in found:
            found.append(href)
    return found


def place_id(url):
    return PLACE_URL.search(url).group(1)


def heading(driver):
    return driver.find_element(By.TAG_NAME, "h1").text.strip()


def assert_fine(driver, page, problems):
    assert not problems, f"{page}:\n  " + "\n  ".join(problems)


@pytest.fixture(scope="module")
def place_order(site_dir):
    """The places in list order, from the GeoJSON the site publishes."""
    collection = json.loads((site_dir / "locations.geojson").read_text())
    assert collection["type"] == "FeatureCollection"
    return collection["features"]


def test_home_links_to_every_section(driver, server):
    driver.get(server.url())
    assert_fine(driver, "home", pagechecks.all_visitor_problems(driver))
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "a[href]")]
    for section in ("locations/", "todos/", "stats/"):
        assert any(h.rstrip("index.html").endswith("/trip/" + section) for h in hrefs), f"home has no link to {section}"


def test_next_walks_every_place_and_wraps_around(driver, server, place_order):
    driver.get(server.url("locations/"))
    assert_fine(driver, "locations/", pagechecks.all_visitor_problems(driver))
    places = links(driver, PLACE_URL)
    assert len(places) == len(place_order), "the list page must link every place"
    first = places[0]
    driver.get(first)
    seen = []
    for _ in range(len(places) + 1):
        current = place_id(driver.current_url)
        if seen and current == seen[0]:
            break
        seen.append(current)
        page = f"locations/{current}/"
        assert_fine(driver, page, pagechecks.all_visitor_problems(driver, include_focus=len(seen) == 1))
        check_current_pin(driver, page)
        check_position_text(driver, page, len(seen), len(places))
        next_link = driver.find_element(By.CSS_SELECTOR, "a[rel~=next]")
        target = next_link.get_attribute("href")
        assert next_link.text.strip(), f"{page}: the next link names no target"
        next_link.click()
        assert driver.current_url == target
    assert seen == [place_id(p) for p in places], "next must follow the list order and wrap to the first"


def test_previous_walks_backwards(driver, server):
    driver.get(server.url("locations/"))
    places = [place_id(p) for p in links(driver, PLACE_URL)]
    driver.get(server.url(f"locations/{places[0]}/"))
    seen = []
    for _ in range(len(places)):
        driver.find_element(By.CSS_SELECTOR, "a[rel~=prev]").click()
        seen.append(place_id(driver.current_url))
    assert seen == list(reversed(places)), "previous must go backwards and wrap to the last"


def check_current_pin(driver, page):
    current = driver.find_elements(By.CSS_SELECTOR, "svg a[aria-current]")
    assert len(current) == 1, f"{page}: the map must highlight exactly one pin, found {len(current)}"
    label = driver.execute_script("return arguments[0].textContent", current[0]) or ""
    name = heading(driver)
    assert name in label, f"{page}: the highlighted pin is '{label.strip()}', not the current place '{name}'"


def check_position_text(driver, page, position, count):
    text = driver.find_element(By.TAG_NAME, "main").text
    assert f"{position} of {count}" in text, f"{page}: no '{position} of {count}'"


def test_every_todo_page(driver, server):
    driver.get(server.url("todos/"))
    assert_fine(driver, "todos/", pagechecks.all_visitor_problems(driver))
    todos = links(driver, TODO_URL)
    assert len(todos) >= 10
    for url in todos:
        driver.get(url)
        page = url.split("/trip/")[1]
        assert_fine(driver, page, pagechecks.all_visitor_problems(driver, include_focus=False))
        assert driver.find_elements(By.CSS_SELECTOR, "a[rel~=next]") and driver.find_elements(By.CSS_SELECTOR, "a[rel~=prev]")


def test_stats_and_404(driver, server):
    for page in ("stats/", "404.html"):
        driver.get(server.url(page))
        assert_fine(driver, page, pagechecks.all_visitor_problems(driver, include_focus=False))


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_phone_width_and_contrast(server, dark, screenshot_dir):
    driver = make_driver(width=360, height=800, dark=dark)
    try:
        driver.get(server.url("locations/"))
        first = links(driver, PLACE_URL)[0]
        driver.get(server.url("todos/"))
        todo = links(driver, TODO_URL)[0]
        for name, url in [("home", server.url()), ("todos", server.url("todos/")), ("todo", todo),
                          ("locations", server.url("locations/")), ("location", first),
                          ("stats", server.url("stats/")), ("404", server.url("404.html"))]:
            driver.get(url)
            problems = pagechecks.horizontal_overflow(driver) + pagechecks.low_contrast(driver)
            mode = "dark" if dark else "light"
            driver.save_screenshot(str(screenshot_dir / f"{name}-phone-{mode}.png"))
            assert_fine(driver, f"{name} ({url}) at 360px, {mode}", problems)
    finally:
        driver.quit()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_desktop_contrast_and_screenshots(server, dark, screenshot_dir):
    driver = make_driver(width=1280, height=900, dark=dark)
    try:
        for name, page in [("home", ""), ("todos", "todos/"), ("locations", "locations/"), ("stats", "stats/")]:
            driver.get(server.url(page))
            mode = "dark" if dark else "light"
            driver.save_screenshot(str(screenshot_dir / f"{name}-desktop-{mode}.png"))
            assert_fine(driver, f"{name} at 1280px, {mode}", pagechecks.low_contrast(driver))
    finally:
        driver.quit()


def test_file_url_links_and_images_work(driver, site_dir):
    """Every internal link is relative, so a page opened from disk works: its images load, its links exist."""
    places = sorted(p for p in (site_dir / "locations").iterdir() if p.is_dir())
    page = places[0] / "index.html"
    driver.get(page.as_uri())
    assert_fine(driver, f"file://{page}", pagechecks.broken_images(driver))
    for a in driver.find_elements(By.CSS_SELECTOR, "a[href]"):
        href = a.get_attribute("href")
        if not href.startswith("file://"):
            continue
        path = href.split("#")[0][len("file://"):]
        target = __import__("pathlib").Path(__import__("urllib.parse").parse.unquote(path))
        if target.is_dir():
            target = target / "index.html"
        assert target.exists(), f"file:// link from {page} to {href} points at nothing"
