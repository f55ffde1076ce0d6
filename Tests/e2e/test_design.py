"""What a designer and a newcomer tripped over (issue 42), checked in a real browser: tall and wide photos in the
gallery, small photos never blown up, the drawn map first and the tiles given up after a few seconds, cards of
places without photos, the phone header and navigation, the desktop search field, one calm pending mark, the
statistics' figures and coordinates, the browser app under `serve` (no reload after a tick, nothing of it in
print, the 404 page of a site with a base path), and axe-core with no violation of any impact on every page kind
of the example site and of a generated Uzbek site with photos, tall images and places without photos."""

import http.server
import pathlib
import re
import subprocess
import threading
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, SUBPATH, ServeProcess, StaticServer, build_site, copy_site, make_driver, map_yaml, set_color_scheme
from test_accessibility import axe_source, page_kinds
from test_todo_app import open_list, wait, wait_for_file
from test_live_preview import browser, served  # noqa: F401 (fixtures)

# Photos of the generated site: (file, width, height).
PHOTOS = [("timetable.jpg", 300, 6000), ("panorama.jpg", 6000, 300), ("small.jpg", 280, 400), ("street.jpg", 1600, 1067)]
# Its places: (id, name, images); the four without photos are in one city.
PLACES = [
    ("timetable", "Vokzal jadvali", ["timetable"]), ("panorama", "Registon maydoni", ["panorama", "street"]),
    ("small", "Kichik masjid", ["small"]), ("shohi-zinda", "Shohi Zinda", []), ("bibi-xonim", "Bibi-Xonim", []),
    ("gur-emir", "Goʻri Amir", []), ("siyob", "Siyob bozori", []),
]
UZ_HINT = "Bu yerda qirqib koʻrsatilgan: butunligicha koʻrish uchun rasmni oching"


def photo(path: pathlib.Path, width: int, height: int) -> None:
    """A JPEG of `width` × `height` pixels (grey noise, so it compresses like a photo), made with libvips' CLI."""
    subprocess.run(["vips", "gaussnoise", str(path), str(width), str(height), "--mean", "128", "--sigma", "40"],
                   check=True, capture_output=True)


def write_photo_site(source: pathlib.Path, tiles: str | None = None, language: str = "uz") -> pathlib.Path:
    (source / "content" / "images").mkdir(parents=True)
    (source / "content" / "locations").mkdir()
    for name, width, height in PHOTOS:
        photo(source / "content" / "images" / name, width, height)
    for index, (place_id, name, images) in enumerate(PLACES):
        listed = f"imageNames: [{', '.join(images)}]\n" if images else ""
        (source / "content" / "locations" / f"{place_id}.md").write_text(
            f"---\nname: {name}\ncityName: Samarqand\ncoordinates: {{ latitude: {39.65 + index * 0.003:.4f}, "
            f"longitude: {66.97 + index * 0.004:.4f} }}\n{listed}weight: {index + 1}\n---\nBir joy. Ikkinchi gap.\n")
    (source / "content" / "todos.yaml").write_text(
        "- id: chiptalar\n  title: Poyezd chiptalarini olish\n  isCompleted: false\n"
        "  notes: |\n    - [ ] Afrosiyob\n    - [x] Sharq\n"
        "- id: sugurta\n  title: Sugʻurta\n  isCompleted: true\n")
    settings = {"tiles": f'"{tiles}"'} if tiles else None
    (source / "site.yaml").write_text("\n".join(
        ["title: Oʻzbekiston boʻylab 12 kun", f"language: {language}", f'baseURL: "https://example.org/{SUBPATH}/"']
        + map_yaml(settings)) + "\n")
    return source


@pytest.fixture(scope="module")
def photo_site(tmp_path_factory):
    source = write_photo_site(tmp_path_factory.mktemp("photo-source"))
    www = tmp_path_factory.mktemp("photo-www")
    build_site(source, www / SUBPATH)
    server = StaticServer(www)
    yield www / SUBPATH, server
    server.close()


GALLERY_FACTS = """
return Array.from(document.querySelectorAll('.gallery-item')).map(function (item) {
  var img = item.querySelector('img'), box = img.getBoundingClientRect(), track = item.getBoundingClientRect();
  var style = getComputedStyle(img);
  return {src: img.currentSrc, ratio: box.width / box.height, width: box.width, natural: Number(img.getAttribute('width')),
          largest: Number(img.style.getPropertyValue('--lw')), centre: box.left + box.width / 2 - (track.left + track.width / 2),
          fit: style.objectFit, position: style.objectPosition,
          hint: (item.querySelector('.gallery-hint') || {}).textContent || null};
});
"""


@pytest.mark.parametrize("width", [390, 1366])
def test_tall_and_wide_photos_keep_a_readable_ratio_and_small_ones_are_not_blown_up(photo_site, width):
    site, server = photo_site
    driver = make_driver(width, 900)
    try:
        for place in ("timetable", "panorama", "small"):
            driver.get(server.url(f"locations/{place}/"))
            WebDriverWait(driver, 10).until(lambda d: d.execute_script(
                "return Array.from(document.querySelectorAll('.gallery img')).every(i => i.complete)"))
            facts = driver.execute_script(GALLERY_FACTS)
            for fact in facts:
                assert 0.5 - 0.01 <= fact["ratio"] <= 21 / 9 + 0.01, f"{place} at {width}px: {fact}"
                assert fact["width"] <= fact["largest"] + 0.5, f"{place} at {width}px is blown up: {fact}"
                assert abs(fact["centre"]) <= 1, f"{place} at {width}px is not centred: {fact}"
            first = facts[0]
            if place == "timetable":
                assert first["fit"] == "cover" and first["position"] in ("50% 0%", "50% 0px"), first  # the top of a tall one
                assert first["hint"] == UZ_HINT
                assert first["width"] >= 200, f"a tall photo is a sliver: {first}"
            elif place == "panorama":
                assert first["hint"] == UZ_HINT and first["position"].startswith("50%"), first  # the centre of a wide one
                assert facts[1]["hint"] is None, "an ordinary photo has no hint"
            else:
                assert first["hint"] is None and first["width"] <= 280.5, first
        # The lightbox shows the tall photo whole (its own ratio), at a readable width, scrolling in its frame.
        driver.get(server.url("locations/timetable/"))
        driver.find_element(By.CSS_SELECTOR, ".gallery-link").click()
        WebDriverWait(driver, 5).until(lambda d: d.execute_script(
            "var i = document.querySelector('.lightbox-image'); return i && i.complete && i.getBoundingClientRect().height > 0"))
        shown = driver.execute_script(
            "var i = document.querySelector('.lightbox-image').getBoundingClientRect(), f = document.querySelector('.lightbox-frame');"
            "return {ratio: i.width / i.height, width: i.width, scrolls: f.scrollHeight > f.clientHeight}")
        assert abs(shown["ratio"] - 300 / 6000) < 0.005 and shown["width"] >= min(width - 40, 280) and shown["scrolls"], shown
    finally:
        driver.quit()


def test_cards_of_places_without_photos_tell_the_places_apart(photo_site):
    site, server = photo_site
    driver = make_driver(1366, 900)
    try:
        driver.get(server.url("cities/samarqand/"))
        cards = driver.execute_script(
            "return Array.from(document.querySelectorAll('.place-thumb-empty')).map(function (e) {"
            "return [e.textContent.trim(), getComputedStyle(e).backgroundImage]; })")
        assert len(cards) == 4
        assert sorted(card[0] for card in cards) == ["B", "G", "S", "S"]
        assert len({card[1] for card in cards}) == 4, "every card has a colour of its own"
        # A card's photo repeats its title: it is decorative (axe's image-redundant-alt).
        assert driver.execute_script("return Array.from(document.querySelectorAll('img.place-thumb')).every(i => i.alt === '')")
    finally:
        driver.quit()


class HangingTiles:
    """A tile server that takes every request and never answers (a blocked or very slow network)."""

    def __init__(self):
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                time.sleep(30)

            def log_message(self, *args):
                pass
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    @property
    def template(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/{{z}}/{{x}}/{{y}}.png"


@pytest.fixture(scope="module")
def hanging_site(tmp_path_factory):
    tiles = HangingTiles()
    source = copy_site(REPO, tmp_path_factory.mktemp("hang-source"), f"https://example.org/{SUBPATH}/",
                       {"tiles": f'"{tiles.template}"'})
    www = tmp_path_factory.mktemp("hang-www")
    build_site(source, www / SUBPATH)
    server = StaticServer(www)
    yield server
    server.close()
    tiles.httpd.shutdown()


# Recorded by the page itself every 100 ms from its first parse, so that the samples start before the map does
# (Selenium's `get` returns only at the load event, which waits for the tiles the map asks for).
MAP_SAMPLER = """
window.roadbookSamples = [];
document.addEventListener('DOMContentLoaded', function () {
  var f = document.querySelector('figure.map');
  if (!f) return;
  f.scrollIntoView({block: 'center'});
  var timer = setInterval(function () {
    var svg = f.querySelector('.map-fallback svg').getBoundingClientRect(), live = f.querySelector('.map-live');
    var hit = document.elementFromPoint(svg.left + svg.width / 2, svg.top + svg.height / 2);
    var sample = {t: performance.now() / 1000, svg: svg.height, hitDrawn: !!hit && !!hit.closest('.map-fallback'),
      liveSeen: !!live && getComputedStyle(live).visibility !== 'hidden' && live.getBoundingClientRect().height > 0,
      state: f.getAttribute('data-map-state'), bg: getComputedStyle(f.querySelector('.map-bg') || f).fill};
    window.roadbookSamples.push(sample);
    if (sample.state === 'fallback') clearInterval(timer);
  }, 100);
});
"""


def luminance(css: str) -> float:
    r, g, b = (int(x) for x in re.findall(r"\d+", css)[:3])
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


@pytest.mark.parametrize("dark", [False, True])
def test_the_drawn_map_shows_first_and_stays_when_tiles_never_come(hanging_site, dark):
    driver = make_driver(1366, 900, dark=dark)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": MAP_SAMPLER})
        driver.get(hanging_site.url("locations/colosseum/"))
        WebDriverWait(driver, 12).until(lambda d: d.execute_script(
            "var s = window.roadbookSamples; return s.length && s[s.length - 1].state === 'fallback'"))
        samples = driver.execute_script("return window.roadbookSamples")
        assert len(samples) >= 20, samples
        for sample in samples:
            assert sample["svg"] > 100 and not sample["liveSeen"] and sample["hitDrawn"], sample
            if dark:
                assert luminance(sample["bg"]) < 0.3, f"a light box in dark mode: {sample}"
        started = driver.execute_script("return performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd / 1000")
        elapsed = samples[-1]["t"] - started
        assert 3 <= elapsed <= 6, f"gave up on the tiles after {elapsed:.1f} s (4 s documented)"
        assert not driver.find_elements(By.CSS_SELECTOR, ".map-live")
    finally:
        driver.quit()


@pytest.mark.parametrize("dark", [False, True])
def test_the_map_over_tiles_has_no_light_box_in_dark_mode(server, dark):
    driver = make_driver(1366, 900, dark=dark)
    try:
        driver.get(server.url("cities/rome/"))
        WebDriverWait(driver, 15).until(lambda d: d.execute_script(
            "return document.querySelector('figure.map').classList.contains('map-is-live')"))
        background = driver.execute_script("return getComputedStyle(document.querySelector('.map-live')).backgroundColor")
        assert (luminance(background) < 0.3) == dark, background
        # The tiles stay inside the map, over no heading or header
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.querySelectorAll('.leaflet-tile-loaded').length > 0"))
        # (the panes are placed against the map's own box, not against the page)
        assert driver.execute_script(
            "return document.querySelector('.leaflet-map-pane').offsetParent === document.querySelector('.map-live')")
    finally:
        driver.quit()


def language_site(tmp_path_factory, language: str) -> pathlib.Path:
    source = copy_site(REPO, tmp_path_factory.mktemp(f"{language}-source"), f"https://example.org/{SUBPATH}/")
    text = (source / "site.yaml").read_text().replace("language: en", f"language: {language}")
    text = text.replace("title: Rome & Paris in Ten Days", "title: Oʻzbekiston boʻylab 12 kunlik sayohat")
    (source / "site.yaml").write_text(text)
    www = tmp_path_factory.mktemp(f"{language}-www")
    build_site(source, www / SUBPATH)
    return www


@pytest.fixture(scope="module")
def language_servers(tmp_path_factory):
    servers = {language: StaticServer(language_site(tmp_path_factory, language)) for language in ("en", "uz", "az", "ru")}
    yield servers
    for server in servers.values():
        server.close()


NAV_FACTS = """
var header = document.querySelector('.site-header').getBoundingClientRect();
var links = Array.from(document.querySelectorAll('.site-nav a')).map(function (a) {
  var box = a.getBoundingClientRect(), hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return {text: a.textContent, left: box.left, right: box.right, top: box.top, seen: !!hit && (hit === a || a.contains(hit)),
          clipped: a.scrollWidth > a.clientWidth + 1};
});
var search = document.querySelector('.search-input'), nav = document.querySelector('.site-nav').getBoundingClientRect();
var s = search.getBoundingClientRect(), style = getComputedStyle(search);
var canvas = document.createElement('canvas').getContext('2d');
canvas.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
return {header: header.height, width: innerWidth, links: links, navMiddle: nav.top + nav.height / 2,
        searchMiddle: s.top + s.height / 2, searchTop: s.top,
        placeholder: canvas.measureText(search.placeholder).width,
        room: search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)};
"""


@pytest.mark.parametrize("language", ["en", "uz", "az", "ru"])
def test_the_whole_navigation_is_in_sight_on_a_phone_and_the_header_is_compact(language_servers, language):
    driver = make_driver(390, 800)
    try:
        for page in ("", "stats/", "locations/"):
            driver.get(language_servers[language].url(page))
            facts = driver.execute_script(NAV_FACTS)
            for link in facts["links"]:
                assert link["left"] >= 0 and link["right"] <= facts["width"] and link["seen"] and not link["clipped"], \
                    f"{language} {page or 'home'}: '{link['text']}' is not all in sight: {link}"
            # One row of navigation under the brand and the search field; the five links (Days too: the example has
            # dates) take two in Uzbek and Azerbaijani, whose words are longer.
            rows = len({round(link["top"]) for link in facts["links"]})
            wraps = language in ("uz", "az")
            assert facts["header"] <= (140 if wraps else 112), f"{language}: the header takes {facts['header']} px"
            assert rows == (2 if wraps else 1), f"{language}: {rows} rows of navigation"
            assert facts["placeholder"] <= facts["room"], f"{language}: the placeholder does not fit: {facts}"
    finally:
        driver.quit()


@pytest.mark.parametrize("language", ["en", "uz", "az", "ru"])
def test_the_desktop_search_field_stays_on_the_row_with_its_whole_placeholder(language_servers, language):
    driver = make_driver(1366, 900)
    try:
        driver.get(language_servers[language].url(""))
        facts = driver.execute_script(NAV_FACTS)
        assert abs(facts["searchMiddle"] - facts["navMiddle"]) <= 4, f"{language}: the search field left the row: {facts}"
        assert facts["placeholder"] <= facts["room"], f"{language}: the placeholder is cut: {facts}"
    finally:
        driver.quit()


PENDING_MARKS = """
function colour(selector, property) {
  var e = document.querySelector(selector);
  return e ? getComputedStyle(e)[property] : null;
}
return {ring: colour('.mark-pending circle', 'stroke'), box: colour('.device-tick:not(:checked)', 'borderTopColor'),
        task: colour('.notes li > input[type=checkbox]:not(:checked)', 'borderTopColor'),
        danger: getComputedStyle(document.documentElement).getPropertyValue('--danger').trim()};
"""


@pytest.mark.parametrize("dark", [False, True])
def test_a_pending_todo_has_one_calm_mark_everywhere(photo_site, dark):
    site, server = photo_site
    driver = make_driver(1366, 900, dark=dark)
    try:
        driver.get(server.url(""))
        home = driver.execute_script(PENDING_MARKS)
        driver.get(server.url("todos/"))
        WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".device-tick"))
        checklist = driver.execute_script(PENDING_MARKS)
        assert home["ring"] and home["ring"] == checklist["box"] == checklist["task"], (home, checklist)
        danger = driver.execute_script(
            "var p = document.createElement('p'); p.style.color = 'var(--danger)'; document.body.append(p);"
            "return getComputedStyle(p).color")
        assert home["ring"] != danger, "pending is not drawn in the error colour"
    finally:
        driver.quit()


def test_statistics_figures_are_bare_and_coordinates_have_equal_decimals(language_servers):
    driver = make_driver(1366, 900)
    try:
        driver.get(language_servers["uz"].url("stats/"))
        figures = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".stat-value")]
        assert len(figures) == 4 and all(re.fullmatch(r"[\d\s.,]+%?", f) for f in figures), figures
        driver.get(language_servers["uz"].url("locations/colosseum/"))
        text = driver.find_element(By.CSS_SELECTOR, ".coordinates").text
        decimals = [len(part) for part in re.findall(r"\d+,(\d+)°", text)]
        assert len(decimals) == 2 and decimals[0] == decimals[1], text
    finally:
        driver.quit()


# ---- serve ----

def test_a_tick_updates_the_row_in_place_and_a_new_note_reloads(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_list(browser, url)
    summary = browser.find_element(By.CSS_SELECTOR, ".progress-summary strong").text
    browser.execute_script("window.roadbookNotReloaded = true")
    pending = browser.execute_script("return document.querySelector('li.todo.pending').id")
    browser.find_element(By.CSS_SELECTOR, f"#{pending} button.roadbook-toggle").click()
    wait_for_file(todos, before)
    wait(browser, 15).until(lambda d: "done" in d.find_element(By.ID, pending).get_attribute("class"))
    # The rebuild comes and goes: the page reads it and brings the progress in step, without a reload.
    wait(browser, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, ".progress-summary strong").text != summary)
    time.sleep(1.5)
    assert browser.execute_script("return window.roadbookNotReloaded === true"), "the page reloaded after a tick"
    assert browser.execute_script(
        f"return document.querySelector('#{pending} .mark').classList.contains('mark-done') && "
        f"!!document.querySelector('#{pending} .mark svg path')")
    # A note written in the file by hand is rendered Markdown the page cannot make: it reloads.
    text = todos.read_text()
    todos.write_text(text.replace("- title: Buy travel insurance\n", "- title: Buy travel insurance\n  notes: Ask about *rail* strikes.\n", 1))
    wait(browser, 15).until(lambda d: d.execute_script("return window.roadbookNotReloaded === undefined"))
    wait(browser, 15).until(lambda d: "rail" in d.find_element(By.CSS_SELECTOR, "main").text)


def test_a_page_printed_under_serve_shows_nothing_of_the_editing(served, browser):
    site, url = served
    open_list(browser, url)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    shown = browser.execute_script(
        "return Array.from(document.querySelectorAll('[class*=roadbook-]:not(.roadbook-toggle), #roadbook-new-todo'))"
        ".filter(e => e.getClientRects().length > 0).map(e => e.className || e.id)")
    assert shown == [], shown
    browser.get(url + "todos/book-flights/")
    wait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".roadbook-detail-tools"))
    assert not browser.find_element(By.CSS_SELECTOR, ".roadbook-detail-tools").is_displayed()


@pytest.fixture()
def served_with_base_path(tmp_path):
    site = copy_site(REPO, tmp_path / "site", "https://example.org/ozbekiston/")
    with ServeProcess(site) as served:
        yield served.url


def test_the_404_page_of_a_site_with_a_base_path_is_styled_under_serve(served_with_base_path, browser):
    browser.get(served_with_base_path + "no/such/page/")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    facts = browser.execute_script(
        "var sheet = Array.from(document.styleSheets).find(s => (s.href || '').endsWith('/ozbekiston/theme.css'));"
        "return {rules: sheet ? sheet.cssRules.length : 0, font: getComputedStyle(document.body).fontFamily,"
        "home: document.querySelector('.not-found a, main a') && document.querySelector('.not-found a, main a').href}")
    assert facts["rules"] > 100 and "system-ui" in facts["font"], facts
    browser.get(facts["home"])
    assert browser.find_element(By.CSS_SELECTOR, "h1").is_displayed()


# ---- axe-core, every page kind, any impact ----

def all_violations(driver, axe: str) -> list[str]:
    driver.execute_script(axe)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations), e => done(String(e)));")
    assert isinstance(result, list), f"axe.run failed: {result}"
    return [f"{v['impact']} {v['id']}: {' '.join(n['target'])}" for v in result for n in v["nodes"]]


def photo_page_kinds(site: pathlib.Path) -> dict[str, str]:
    kinds = page_kinds(site)
    kinds.update({"tall place": "locations/timetable/", "wide place": "locations/panorama/",
                  "place without photo": "locations/siyob/", "todo with a task list": "todos/chiptalar/"})
    return kinds


@pytest.mark.parametrize("width", [390, 1366])
def test_axe_finds_nothing_of_any_impact(server, site_dir, photo_site, width):
    axe = axe_source()
    photos, photo_server = photo_site
    driver = make_driver(width, 900)
    problems = []
    try:
        for dark in (False, True):
            set_color_scheme(driver, dark)
            for name, (site_server, kinds) in {"example": (server, page_kinds(site_dir)),
                                               "photos": (photo_server, photo_page_kinds(photos))}.items():
                for kind, path in kinds.items():
                    driver.get(site_server.url(path))
                    time.sleep(0.2)
                    problems += [f"{name} {kind} ({'dark' if dark else 'light'}, {width}px): {line}"
                                 for line in all_violations(driver, axe)]
    finally:
        driver.quit()
    assert not problems, "axe-core found:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("width", [390, 1366])
@pytest.mark.parametrize("dark", [False, True])
def test_design_screenshots(server, site_dir, photo_site, screenshot_dir, width, dark):
    """Screenshots of every page kind of both sites, to look at (not compared)."""
    photos, photo_server = photo_site
    driver = make_driver(width, 900, dark=dark)
    try:
        for name, (site_server, kinds) in {"example": (server, page_kinds(site_dir)),
                                           "photos": (photo_server, photo_page_kinds(photos))}.items():
            for kind, path in kinds.items():
                driver.get(site_server.url(path))
                time.sleep(0.8)
                slug = re.sub(r"[^a-z0-9]+", "-", kind)
                driver.save_screenshot(str(screenshot_dir / f"design-{name}-{slug}-{width}-{'dark' if dark else 'light'}.png"))
    finally:
        driver.quit()
