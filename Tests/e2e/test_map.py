"""The interactive maps (Leaflet over tiles from the fake tile server) and the drawn SVG map they fall back to:
on the example site and on a generated 2,000-place site, both served under /trip/."""

import json
import pathlib
import random
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import pagechecks
from conftest import REPO, SUBPATH, FakeTiles, StaticServer, build_site, copy_site, make_driver, map_yaml

CITIES = [("Lisbon", 38.72, -9.14), ("Seville", 37.39, -5.99), ("Madrid", 40.42, -3.70), ("Barcelona", 41.39, 2.17),
          ("Lyon", 45.76, 4.84), ("Paris", 48.86, 2.35), ("Brussels", 50.85, 4.35), ("Amsterdam", 52.37, 4.90),
          ("Berlin", 52.52, 13.40), ("Prague", 50.08, 14.42), ("Vienna", 48.21, 16.37), ("Salzburg", 47.80, 13.04),
          ("Munich", 48.14, 11.58), ("Zurich", 47.38, 8.54), ("Milan", 45.46, 9.19), ("Venice", 45.44, 12.33),
          ("Florence", 43.77, 11.26), ("Rome", 41.90, 12.50), ("Naples", 40.85, 14.27), ("Athens", 37.98, 23.73)]


def generate_places(folder: pathlib.Path, count: int, seed: int = 7) -> list[str]:
    """`count` places in 20 cities (deterministic), as content/locations/*.md; returns their ids in list order."""
    (folder / "content" / "locations").mkdir(parents=True)
    ids = []
    for index in range(count):
        rng = random.Random(f"{seed}:{index}")
        city, latitude, longitude = CITIES[index % len(CITIES)]
        place_id = f"place-{index + 1:05d}"
        ids.append(place_id)
        (folder / "content" / "locations" / f"{place_id}.md").write_text(
            f"---\nname: {city} sight {index + 1}\ncityName: {city}\n"
            f"coordinates: {{ latitude: {latitude + rng.uniform(-0.06, 0.06):.5f}, longitude: {longitude + rng.uniform(-0.09, 0.09):.5f} }}\n"
            f"weight: {index + 1}\n---\nA generated place. It has a second sentence.\n")
    return ids


def generated_site(tmp_path_factory, name: str, count: int, settings: dict | None = None) -> pathlib.Path:
    source = tmp_path_factory.mktemp(f"{name}-source")
    generate_places(source, count)
    (source / "site.yaml").write_text("\n".join(
        ["title: A long trip", f'baseURL: "https://example.org/{SUBPATH}/"'] + map_yaml(settings)) + "\n")
    www = tmp_path_factory.mktemp(f"{name}-www")
    build_site(source, www / SUBPATH)
    return www / SUBPATH


def example_site(tmp_path_factory, name: str, settings: dict) -> pathlib.Path:
    source = copy_site(REPO, tmp_path_factory.mktemp(f"{name}-source"), f"https://example.org/{SUBPATH}/", settings)
    www = tmp_path_factory.mktemp(f"{name}-www")
    build_site(source, www / SUBPATH)
    return www / SUBPATH


@pytest.fixture(scope="module")
def big_site(tmp_path_factory):
    site = generated_site(tmp_path_factory, "big", 2000)
    server = StaticServer(site.parent)
    yield site, server
    server.close()


@pytest.fixture(scope="module")
def route_site(tmp_path_factory):
    site = example_site(tmp_path_factory, "route", {"route": "true"})
    server = StaticServer(site.parent)
    yield site, server
    server.close()


def places_of(site: pathlib.Path) -> list[dict]:
    return [f["properties"] for f in json.loads((site / "locations.geojson").read_text())["features"]]


def wait_for_map(driver, selector: str = "figure.map[data-map-data]", state: str = "ready", timeout: float = 20):
    WebDriverWait(driver, timeout).until(
        lambda d: d.execute_script(f"var f = document.querySelector('{selector}'); return f && f.getAttribute('data-map-state')")
        in ("ready", "fallback"))
    found = driver.execute_script(f"return document.querySelector('{selector}').getAttribute('data-map-state')")
    assert found == state, f"the map is '{found}', expected '{state}'"


MAP_FACTS = """
var f = document.querySelector('figure.map[data-map-data]'), s = f.roadbookMap;
return {
  markers: s.cluster.getLayers().length + (s.current ? 1 : 0),
  clusters: f.querySelectorAll('.rb-cluster').length,
  currentID: s.current ? s.current.roadbookPlace.id : null,
  currentHighlighted: s.current ? s.current.getElement().classList.contains('rb-pin-current') : null,
  highlightedCount: f.querySelectorAll('.rb-pin-current').length,
  route: f.querySelectorAll('path.rb-route').length,
  svgVisible: f.querySelector('.map-fallback svg').getBoundingClientRect().height > 0,
  liveHeight: f.querySelector('.map-live') ? f.querySelector('.map-live').getBoundingClientRect().height : 0,
  tilesLoaded: s.tilesLoaded
};
"""


def map_facts(driver) -> dict:
    return driver.execute_script(MAP_FACTS)


def wait_for_tiles(driver, timeout: float = 15):
    WebDriverWait(driver, timeout).until(
        lambda d: d.execute_script("return document.querySelector('figure.map[data-map-data]').roadbookMap.tilesLoaded") > 0)


def test_example_site_maps_are_interactive_over_the_configured_tiles(driver, server, site_dir):
    places = places_of(site_dir)
    tiles = FakeTiles.shared()
    for page in ("", "locations/"):
        driver.get_log("browser")
        before = len(tiles.requests)
        driver.get(server.url(page))
        wait_for_map(driver)
        wait_for_tiles(driver)
        facts = map_facts(driver)
        assert facts["markers"] == len(places), f"{page or 'home'}: {facts['markers']} markers for {len(places)} places"
        assert facts["liveHeight"] > 200 and not facts["svgVisible"], f"{page or 'home'}: {facts}"
        assert facts["route"] == 0, "no route unless map.route is set"
        assert facts["highlightedCount"] == 0
        asked = tiles.requests[before:]
        assert asked and all(path.startswith("/tiles/") and path.endswith(".png") for path in asked), asked[:5]
        assert pagechecks.console_errors(driver) == []
    assert len(driver.find_elements(By.CSS_SELECTOR, "figure.map")) == 1, "one map of the whole trip, not one per city"


def test_home_page_has_one_map_of_the_whole_trip(driver, server):
    driver.get(server.url(""))
    assert len(driver.find_elements(By.CSS_SELECTOR, "figure.map")) == 1
    assert len(driver.find_elements(By.CSS_SELECTOR, "svg.map-svg")) == 1


def test_place_page_highlights_its_marker_centres_on_it_and_its_card_links_to_it(driver, server, site_dir):
    places = places_of(site_dir)
    for place in places[:3] + places[-2:]:
        driver.get_log("browser")
        driver.get(server.url(place["url"]))
        wait_for_map(driver)
        facts = map_facts(driver)
        assert facts["markers"] == len(places)
        assert facts["currentID"] == place["id"] and facts["currentHighlighted"] and facts["highlightedCount"] == 1
        in_view = driver.execute_script("""
          var s = document.querySelector('figure.map[data-map-data]').roadbookMap, b = s.map.getBounds();
          var inside = s.markers.filter(function (m) { return b.contains(m.getLatLng()); }).length;
          var c = s.map.latLngToContainerPoint(s.current.getLatLng()), size = s.map.getSize();
          return [inside, c.x / size.x, c.y / size.y];""")
        inside, x, y = in_view
        assert inside >= 2, f"{place['id']}: the neighbours must be visible too ({inside} in view)"
        assert 0.35 < x < 0.65 and 0.35 < y < 0.65, f"{place['id']}: its marker is not near the middle ({x:.2f}, {y:.2f})"
        # A real click on the highlighted pin opens the card, whose link is this very page.
        driver.find_element(By.CSS_SELECTOR, ".rb-pin-current").click()
        link = WebDriverWait(driver, 5).until(lambda d: next(
            (e for e in d.find_elements(By.CSS_SELECTOR, ".leaflet-popup .map-card-name") if e.is_displayed()), None))
        assert link.text == place["name"]
        assert link.get_attribute("href") == server.url(place["url"])
        city = driver.find_element(By.CSS_SELECTOR, ".leaflet-popup .map-card-city").text
        assert city == place["cityName"]
        if place.get("photo"):
            photo = driver.find_element(By.CSS_SELECTOR, ".leaflet-popup .map-card-photo img").get_attribute("src")
            assert photo == server.url(place["photo"])
        assert pagechecks.console_errors(driver) == []


def test_a_pin_shows_its_name_on_hover_and_on_keyboard_focus(driver, server, site_dir):
    place = places_of(site_dir)[0]
    driver.get(server.url(place["url"]))
    wait_for_map(driver)
    pin = driver.find_element(By.CSS_SELECTOR, ".rb-pin-current")
    assert pin.get_attribute("aria-label") == place["name"] and pin.get_attribute("tabindex") == "0"
    driver.execute_script("arguments[0].focus()", pin)
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".leaflet-tooltip"))
    assert driver.find_element(By.CSS_SELECTOR, ".leaflet-tooltip").text == place["name"]
    pin.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".leaflet-popup .map-card-name"))
    assert driver.switch_to.active_element.get_attribute("class") == "map-card-name", "Enter opens the card and focuses its link"


def test_skip_link_moves_the_keyboard_past_the_map(driver, server):
    driver.get(server.url("locations/"))
    wait_for_map(driver)
    skip = driver.find_element(By.CSS_SELECTOR, "a.map-skip")
    assert skip.get_attribute("textContent") == "Skip the map"
    driver.execute_script("arguments[0].focus()", skip)
    assert skip.is_displayed(), "the skip link shows when focused"
    skip.send_keys(Keys.ENTER)
    assert driver.switch_to.active_element.get_attribute("id") == "map-trip-end"
    # The next Tab leaves the map behind: it lands on the first place card's link, not in the map.
    driver.switch_to.active_element.send_keys(Keys.TAB)
    inside = driver.execute_script("return !!document.activeElement.closest('figure.map')")
    assert not inside


def test_route_line_is_drawn_on_home_and_places_when_asked(driver, route_site):
    site, server = route_site
    for page in ("", "locations/"):
        driver.get(server.url(page))
        wait_for_map(driver)
        assert map_facts(driver)["route"] == 1, page
        # One line per stretch between tracks: every place is on it once (the Louvre, reached by its track, starts
        # the second line).
        points = driver.execute_script(
            "return document.querySelector('figure.map[data-map-data]').roadbookMap.route.getLatLngs()"
            ".reduce(function (n, line) { return n + line.length; }, 0)")
        assert points == len(places_of(site))
    driver.get(server.url(places_of(site)[0]["url"]))
    wait_for_map(driver)
    assert map_facts(driver)["route"] == 0, "a place's map draws no route"


def test_two_thousand_places_cluster_and_every_one_is_a_marker(big_site):
    site, server = big_site
    places = places_of(site)
    assert len(places) == 2000
    driver = make_driver(1366, 900)
    try:
        start = time.monotonic()
        driver.get(server.url("locations/"))
        wait_for_map(driver)
        ready = time.monotonic() - start
        facts = map_facts(driver)
        assert facts["markers"] == 2000
        assert 0 < facts["clusters"] < 400, f"{facts['clusters']} clusters: the markers must cluster"
        print(f"places page of 2,000 places: map ready {ready:.2f} s after navigation")
        cluster = driver.find_element(By.CSS_SELECTOR, ".rb-cluster")
        assert cluster.get_attribute("aria-label").startswith("Group of places: ")
        place = places[1234]
        driver.get(server.url(place["url"]))
        wait_for_map(driver)
        facts = map_facts(driver)
        assert facts["markers"] == 2000 and facts["currentID"] == place["id"] and facts["highlightedCount"] == 1
        assert pagechecks.console_errors(driver) == []
    finally:
        driver.quit()


def test_a_place_page_does_not_grow_with_the_number_of_places(tmp_path_factory, big_site):
    site, _ = big_site
    # Half as many places: the same place (the generator's places are a prefix of the bigger site's) has as many
    # neighbours on its map (NearbyPlaceFinder's cap of 25) in both.
    small = generated_site(tmp_path_factory, "small", 1000)
    for place_id in ("place-00001", "place-00150"):
        big_page = (site / "locations" / place_id / "index.html").read_text()
        small_page = (small / "locations" / place_id / "index.html").read_text()
        assert len(big_page) < len(small_page) * 1.1 + 400, f"{place_id}: {len(big_page)} bytes against {len(small_page)}"
        assert "place-01999" not in big_page and "locations.geojson" in big_page


def svg_label_problems(driver) -> list[str]:
    """Every visible label of every drawn map: boxes that meet another label or pin, or leave the viewBox."""
    return driver.execute_script("""
      var problems = [];
      document.querySelectorAll('svg.map-svg').forEach(function (svg, n) {
        if (!svg.getBoundingClientRect().height) return;
        var view = svg.viewBox.baseVal;
        var labels = Array.from(svg.querySelectorAll('.map-labels text')).filter(function (t) {
          return getComputedStyle(t.parentNode).display !== 'none'; });
        var boxes = labels.map(function (t) { var b = t.getBBox(); return [t.textContent, b.x, b.y, b.x + b.width, b.y + b.height]; });
        var pins = Array.from(svg.querySelectorAll('a.pin')).map(function (p) {
          var b = p.getBBox(); return [p.textContent, b.x, b.y, b.x + b.width, b.y + b.height]; });
        function meet(a, b) { return a[1] < b[3] && b[1] < a[3] && a[2] < b[4] && b[2] < a[4]; }
        boxes.forEach(function (a, i) {
          if (a[1] < view.x || a[2] < view.y || a[3] > view.x + view.width || a[4] > view.y + view.height)
            problems.push('map ' + n + ': label ' + a[0] + ' leaves the map');
          boxes.slice(i + 1).forEach(function (b) { if (meet(a, b)) problems.push('map ' + n + ': ' + a[0] + ' meets ' + b[0]); });
          pins.forEach(function (p) { if (meet(a, p)) problems.push('map ' + n + ': label ' + a[0] + ' covers pin ' + p[0]); });
        });
        var size = labels.length ? parseFloat(getComputedStyle(labels[0]).fontSize) * svg.getBoundingClientRect().width / view.width : 99;
        if (size < 11.95) problems.push('map ' + n + ': labels are ' + size.toFixed(1) + ' CSS px');
        if (svg.querySelector('[tabindex]:not([tabindex="-1"])')) problems.push('map ' + n + ': a pin is a tab stop');
      });
      return problems;
    """)


@pytest.mark.parametrize("width", [390, 1366])
def test_without_javascript_the_drawn_map_shows_with_labels_that_never_collide(site_dir, server, big_site, width):
    driver = make_driver(width, 900, javascript=False)
    try:
        pages = [server.url(""), server.url("locations/")] + [server.url(p["url"]) for p in places_of(site_dir)]
        big, big_server = big_site
        pages += [big_server.url("locations/"), big_server.url(places_of(big)[5]["url"])]
        labelled = 0
        for url in pages:
            driver.get(url)
            assert driver.find_element(By.CSS_SELECTOR, "svg.map-svg").is_displayed(), url
            assert not driver.find_elements(By.CSS_SELECTOR, ".map-live"), url
            assert svg_label_problems(driver) == [], url
            labelled += driver.execute_script(
                "return Array.from(document.querySelectorAll('.map-labels text')).filter(t => t.getBBox().width > 0).length")
        assert labelled > len(pages), "the drawn maps must name places where they fit"
        tab_stops = driver.execute_script("return document.querySelectorAll('svg a:not([tabindex=\"-1\"])').length")
        assert tab_stops == 0
    finally:
        driver.quit()


def test_from_file_the_drawn_map_stays(site_dir):
    driver = make_driver(1366, 900)
    try:
        driver.get((site_dir / "locations" / "index.html").as_uri())
        time.sleep(0.5)
        assert driver.find_element(By.CSS_SELECTOR, "svg.map-svg").is_displayed()
        assert not driver.find_elements(By.CSS_SELECTOR, ".map-live")
    finally:
        driver.quit()


def test_tiles_none_makes_no_request_and_keeps_the_drawn_map(tmp_path_factory, driver):
    site = example_site(tmp_path_factory, "no-tiles", {"tiles": "none"})
    server = StaticServer(site.parent)
    tiles = FakeTiles.shared()
    try:
        before = len(tiles.requests)
        for page in ("", "locations/", places_of(site)[0]["url"]):
            driver.get(server.url(page))
            time.sleep(0.3)
            assert driver.find_element(By.CSS_SELECTOR, "svg.map-svg").is_displayed()
            assert not driver.find_elements(By.CSS_SELECTOR, "[data-map-data], script[src$='map.js'], .map-live")
        assert len(tiles.requests) == before
    finally:
        server.close()


def test_when_tiles_fail_the_drawn_map_comes_back(tmp_path_factory, driver):
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    site = example_site(tmp_path_factory, "dead-tiles", {"tiles": f'"http://127.0.0.1:{closed}/{{z}}/{{x}}/{{y}}.png"'})
    server = StaticServer(site.parent)
    try:
        driver.get(server.url("locations/"))
        wait_for_map(driver, state="fallback")
        assert driver.find_element(By.CSS_SELECTOR, "svg.map-svg").is_displayed()
        assert not driver.find_elements(By.CSS_SELECTOR, ".map-live")
    finally:
        server.close()
        driver.get_log("browser")


SCREENSHOTS = [("home", ""), ("places", "locations/"), ("place", "locations/colosseum/")]


@pytest.mark.parametrize("width", [390, 1366])
@pytest.mark.parametrize("dark", [False, True])
def test_map_screenshots(server, screenshot_dir, width, dark):
    driver = make_driver(width, 900, dark=dark)
    try:
        for name, page in SCREENSHOTS:
            driver.get(server.url(page))
            wait_for_map(driver)
            wait_for_tiles(driver)
            time.sleep(0.6)
            driver.execute_script("document.querySelector('figure.map').scrollIntoView({block: 'center'})")
            time.sleep(0.2)
            driver.save_screenshot(str(screenshot_dir / f"map-{name}-{width}-{'dark' if dark else 'light'}.png"))
    finally:
        driver.quit()
