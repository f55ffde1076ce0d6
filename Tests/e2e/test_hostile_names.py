"""Hostile names on every interactive map (issue 39): a place, a city and the tiles' credit that are markup with
a script in an event handler. Each pin is hovered, focused and opened; the payload would set a page global, which
must stay unset, and the names must show as the text they are. The pages' Content-Security-Policy is the second
wall: markup that reached a page anyway could not run a handler, and under `roadbook serve` could not read the
editing secret or post an action."""

import json
import pathlib
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SUBPATH, ServeProcess, StaticServer, build_site, make_driver, map_yaml
from test_map import wait_for_map

NAME = "<img src=x onerror=window.PWNED=1>"
CITY = "<svg onload=window.PWNED=2>"
NEAR = "Near <b onmouseover=window.PWNED=3>x</b>"
CREDIT = "<img src=y onerror=window.PWNED=4>"


def hostile_site(folder: pathlib.Path) -> pathlib.Path:
    (folder / "content" / "locations").mkdir(parents=True)
    (folder / "content" / "todos.yaml").write_text("- title: Pack the bags\n")
    places = [("hostile", NAME, CITY, 41.8902, 12.4922), ("near", NEAR, CITY, 41.8986, 12.4769),
              ("far", "Far away", "Elsewhere", 45.4408, 12.3155)]
    for weight, (place_id, name, city, latitude, longitude) in enumerate(places, 1):
        (folder / "content" / "locations" / f"{place_id}.md").write_text(
            f"---\nname: {json.dumps(name)}\ncityName: {json.dumps(city)}\n"
            f"coordinates: {{ latitude: {latitude}, longitude: {longitude} }}\nweight: {weight}\n---\nA place.\n")
    (folder / "site.yaml").write_text("\n".join(
        ["title: Hostile", f'baseURL: "https://example.org/{SUBPATH}/"']
        + map_yaml({"attribution": json.dumps(CREDIT), "attributionURL": '"https://example.org/credit"'})) + "\n")
    return folder


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    source = hostile_site(tmp_path_factory.mktemp("hostile-source"))
    www = tmp_path_factory.mktemp("hostile-www")
    build_site(source, www / SUBPATH)
    server = StaticServer(www)
    driver = make_driver()
    yield www / SUBPATH, server, driver
    driver.quit()
    server.close()


def map_pages(site: pathlib.Path) -> list[str]:
    cities = sorted(p.parent.name for p in (site / "cities").glob("*/index.html"))
    return ["", "locations/", "locations/hostile/", "locations/near/"] + [f"cities/{c}/" for c in cities]


SHOW_MARKER = """
var done = arguments[arguments.length - 1], s = document.querySelector('figure.map[data-map-data]').roadbookMap;
var marker = s.markers[arguments[0]];
if (marker === s.current) { done(marker.getElement()); return; }
s.cluster.zoomToShowLayer(marker, function () { setTimeout(function () { done(marker.getElement()); }, 300); });
"""


def touch_every_pin(driver) -> list[str]:
    """Shows each marker of the map out of its cluster, hovers it, focuses it and opens its card (Enter); returns the
    tooltip texts seen."""
    count = driver.execute_script("return document.querySelector('figure.map[data-map-data]').roadbookMap.markers.length")
    assert count, "no marker on the map"
    seen = []
    for index in range(count):
        pin = driver.execute_async_script(SHOW_MARKER, index)
        assert pin is not None, f"marker {index} is not shown"
        ActionChains(driver).move_to_element(pin).perform()
        driver.execute_script("arguments[0].focus()", pin)
        WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".leaflet-tooltip"))
        seen += [t.get_attribute("textContent") for t in driver.find_elements(By.CSS_SELECTOR, ".leaflet-tooltip")]
        pin.send_keys(Keys.ENTER)
        WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".leaflet-popup .map-card-name"))
    return seen


def test_hostile_names_on_every_map_page_stay_text_hovered_focused_and_opened(hostile):
    site, server, driver = hostile
    pages = map_pages(site)
    assert len(pages) >= 6
    for page in pages:
        driver.get(server.url(page))
        wait_for_map(driver)
        seen = touch_every_pin(driver)
        assert set(seen) <= {NAME, NEAR, "Far away"}, f"{page}: the names are shown as the text they are ({seen})"
        assert "elsewhere" in page or NAME in seen or NEAR in seen, f"{page}: a hostile name was hovered ({seen})"
        cards = [c.get_attribute("textContent") for c in driver.find_elements(By.CSS_SELECTOR, ".leaflet-popup .map-card-city")]
        assert all(c in (CITY, "Elsewhere") for c in cards), f"{page}: {cards}"
        credit = driver.find_element(By.CSS_SELECTOR, ".leaflet-control-attribution a")
        assert credit.text == CREDIT and credit.get_attribute("href") == "https://example.org/credit"
        assert driver.execute_script("return window.PWNED") is None, f"{page}: the payload ran"
        # Zoomed out, the places are a cluster: its count is text, its label an attribute.
        driver.execute_script("var s = document.querySelector('figure.map[data-map-data]').roadbookMap;"
                              "s.map.setView([43, 12.4], 4, {animate: false});")
        assert driver.execute_script("return window.PWNED") is None, f"{page}: the payload ran"


def test_the_policy_stops_an_inline_handler_that_reached_the_page(hostile):
    site, server, driver = hostile
    driver.get(server.url("locations/hostile/"))
    policy = driver.find_element(By.CSS_SELECTOR, 'meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert "script-src 'self'" in policy
    # What a missed sink would do: markup with a handler, put into the page by a script.
    driver.execute_script("var d = document.createElement('div'); d.innerHTML = arguments[0]; document.body.appendChild(d);",
                          "<img src=nothing.png onerror=window.INJECTED=1>")
    time.sleep(0.5)
    assert driver.execute_script("return window.INJECTED") is None
    # The theme's own scripts still run under the policy: the search field and the map.
    wait_for_map(driver)
    assert driver.find_element(By.ID, "rb-search").is_displayed()


@pytest.fixture()
def served_hostile(tmp_path):
    site = hostile_site(tmp_path / "site")
    with ServeProcess(site) as served:
        driver = make_driver()
        yield site, served.url, driver
        driver.quit()


def test_under_serve_injected_markup_can_neither_read_the_secret_nor_post(served_hostile):
    site, url, driver = served_hostile
    todos = (site / "content" / "todos.yaml").read_text()
    driver.get(url + "locations/hostile/")
    wait_for_map(driver)
    touch_every_pin(driver)
    payload = ("<img src=nothing.png onerror=\"window.STOLEN=document.getElementById('roadbook-editing').textContent;"
               "fetch('/_roadbook/actions',{method:'POST',headers:{'Content-Type':'application/json','X-Roadbook-Secret':"
               "JSON.parse(window.STOLEN).secret},body:JSON.stringify({action:'add',title:'Injected todo'})})\">")
    driver.execute_script("var d = document.createElement('div'); d.innerHTML = arguments[0]; document.body.appendChild(d);",
                          payload)
    time.sleep(1.5)
    assert driver.execute_script("return window.STOLEN") is None
    assert driver.execute_script("return window.PWNED") is None
    assert (site / "content" / "todos.yaml").read_text() == todos
    # The live reload and the editing scripts are files the server serves, and they run.
    driver.get(url + "todos/")
    WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".roadbook-add input"))
    sources = driver.execute_script("return Array.from(document.scripts).filter(s => !s.src && s.type !== 'application/json').length")
    assert sources == 0, "no inline script on a served page"


@pytest.fixture(scope="module")
def hostile_trip(tmp_path_factory):
    """The hostile site with dates: every place on day 1, the hostile one reached along a track whose GPX name is
    markup too, so the itinerary, the day's map (fitted to the track by map.js) and the countdown (trip.js) run."""
    source = hostile_site(tmp_path_factory.mktemp("hostile-trip-source"))
    with open(source / "site.yaml", "a") as settings:
        settings.write("trip:\n  start: 2027-04-12\n")
    for place in (source / "content" / "locations").glob("*.md"):
        extra = "day: 1\n" + ("track: walk\n" if place.stem == "hostile" else "")
        place.write_text(place.read_text().replace("---\nA place.", extra + "---\nA place.", 1))
    (source / "content" / "tracks").mkdir()
    (source / "content" / "tracks" / "walk.gpx").write_text(
        '<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk>'
        f'<name>{NAME.replace("<", "&lt;").replace(">", "&gt;")}</name><trkseg>'
        '<trkpt lat="41.80" lon="12.40"/><trkpt lat="41.85" lon="12.45"/><trkpt lat="41.8902" lon="12.4922"/>'
        '</trkseg></trk></gpx>\n')
    www = tmp_path_factory.mktemp("hostile-trip-www")
    build_site(source, www / SUBPATH)
    server = StaticServer(www)
    driver = make_driver(width=390, height=844)
    yield server, driver
    driver.quit()
    server.close()


def test_hostile_names_on_the_trip_pages_stay_text(hostile_trip):
    server, driver = hostile_trip
    driver.get(server.url("days/"))
    names = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".day-place-link")]
    assert NAME in names and NEAR in names, names
    cities = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".day-stop-meta .place-city")]
    assert CITY in cities, cities
    # A place without a photo has its initial, centred, on its own colour beside its name.
    background, off_centre = driver.execute_script(
        "var t = document.querySelector('.day-thumb.place-thumb-empty'), i = t.querySelector('.place-initial');"
        "var a = t.getBoundingClientRect(), b = i.getBoundingClientRect();"
        "return [getComputedStyle(t).backgroundImage, Math.abs(a.left + a.right - b.left - b.right) / 2];")
    assert "gradient" in background and off_centre < 2, (background, off_centre)
    driver.get(server.url("days/1/"))
    wait_for_map(driver)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return document.querySelector('figure.map').getAttribute('data-map-tracks-drawn')") == "1")
    seen = touch_every_pin(driver)
    assert NAME in seen and set(seen) <= {NAME, NEAR, "Far away"}, seen
    driver.get(server.url(""))
    status = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-trip-start]:not([hidden])"))
    assert status.text
    driver.get(server.url("locations/hostile/"))
    assert driver.find_element(By.TAG_NAME, "h1").text == NAME
    assert driver.execute_script("return window.PWNED") is None, "the payload ran"
