"""The trip in time and on the road, in a real browser: the itinerary of the example site (its days, free days
included, with dates and distances), a day's page with its track drawn on the interactive map, the straight route
broken where a track takes over, the home page's countdown, and the example's track measured as gpxpy measures it."""

import json
import re

import gpxpy
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, StaticServer
from test_map import example_site, wait_for_map


@pytest.fixture(scope="module")
def route_site(tmp_path_factory):
    site = example_site(tmp_path_factory, "trip-route", {"route": "true"})
    server = StaticServer(site.parent)
    yield site, server
    server.close()


def test_the_days_page_lists_every_day_in_order_free_days_too(driver, server, site_dir):
    driver.get(server.url("days/index.html"))
    days = driver.find_elements(By.CSS_SELECTOR, "ol.days > li.day")
    assert len(days) == 10
    titles = [day.find_element(By.CSS_SELECTOR, "h2 a").text for day in days]
    assert titles == [f"Day {n}" for n in range(1, 11)]
    assert days[0].find_element(By.CSS_SELECTOR, "time").get_attribute("datetime") == "2027-04-12"
    assert "Monday" in days[0].find_element(By.CSS_SELECTOR, "time").text
    free = [day.get_attribute("id") for day in days if "day-free" in day.get_attribute("class")]
    assert free == ["day-4", "day-7", "day-9", "day-10"]
    assert "Book Colosseum" in days[0].text
    louvre = days[5].find_elements(By.CSS_SELECTOR, ".day-place")[0]
    assert re.search(r"\d+(\.\d)? km from Eiffel Tower along the track", louvre.text)
    assert driver.find_element(By.LINK_TEXT, "Days").get_attribute("aria-current") == "true"


def test_a_days_page_draws_its_track_on_the_interactive_map(driver, server, site_dir):
    driver.get(server.url("days/6/index.html"))
    wait_for_map(driver)
    WebDriverWait(driver, 15).until(
        lambda d: d.execute_script("return document.querySelector('figure.map').getAttribute('data-map-tracks-drawn')") == "1")
    assert len(driver.find_elements(By.CSS_SELECTOR, "figure.map path.rb-track")) == 1
    markers = driver.execute_script("var s = document.querySelector('figure.map').roadbookMap; return s.markers.map(function (m) { return m.roadbookPlace.id; });")
    assert sorted(markers) == ["louvre", "notre-dame"]
    # The whole track is in sight, from its start at the Eiffel Tower (the day before's place), not only the places.
    track = gpxpy.parse((REPO / "content" / "tracks" / "eiffel-to-louvre.gpx").read_text()).tracks[0].segments[0].points
    for point in (track[0], track[-1]):
        assert driver.execute_script("return document.querySelector('figure.map').roadbookMap.map.getBounds()"
                                     ".contains(L.latLng(arguments[0], arguments[1]))", point.latitude, point.longitude)
    assert driver.find_element(By.CSS_SELECTOR, "a[rel=prev]").get_attribute("href").endswith("/days/5/index.html")
    # The drawn map behind it has the track too.
    assert driver.find_elements(By.CSS_SELECTOR, ".map-fallback path.map-track")


def test_the_route_line_stops_where_a_track_takes_over(driver, route_site):
    site, server = route_site
    driver.get(server.url("index.html"))
    wait_for_map(driver)
    WebDriverWait(driver, 15).until(
        lambda d: d.execute_script("return document.querySelector('figure.map').getAttribute('data-map-tracks-drawn')") == "1")
    lines = driver.execute_script("return document.querySelector('figure.map').roadbookMap.route.getLatLngs().length")
    assert lines == 2  # the places before the Louvre, and from the Louvre on


def test_the_home_page_counts_down_to_the_trip(driver, server):
    driver.get(server.url("index.html"))
    status = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-trip-start]:not([hidden])"))
    assert re.fullmatch(r"(starts in [\d,]+ days?|day \d+ of 10|the trip has ended)", status.text)
    assert "10 days" in driver.find_element(By.CSS_SELECTOR, ".trip-dates a").text


def test_the_example_track_is_as_long_as_gpxpy_measures(site_dir):
    track = gpxpy.parse((REPO / "content" / "tracks" / "eiffel-to-louvre.gpx").read_text())
    expected_km = track.length_2d() / 1000
    page = (site_dir / "locations" / "louvre" / "index.html").read_text()
    shown = float(re.search(r"([\d.]+) km from Eiffel Tower along the track", page).group(1))
    assert abs(shown - expected_km) <= 0.05 + expected_km * 0.005
    outline = json.loads((site_dir / "tracks.geojson").read_text())["features"]
    assert [feature["properties"] for feature in outline] == [{"day": 6, "id": "eiffel-to-louvre"}]


def test_a_stop_keeps_its_time_and_city_under_its_name_on_a_phone(server, site_dir):
    from conftest import make_driver
    phone = make_driver(width=390, height=844)
    try:
        phone.get(server.url("days/index.html"))
        stops = phone.execute_script("""
            return Array.from(document.querySelectorAll('.day-stop')).map(function (stop) {
              var box = function (s) { var e = stop.querySelector(s); return e ? e.getBoundingClientRect() : null; };
              return {thumb: box('.day-thumb'), name: box('.day-place-link'), city: box('.place-city'), time: box('.day-time')};
            });""")
        assert len(stops) == 9
        lefts = {round(stop["name"]["left"]) for stop in stops}
        assert len(lefts) == 1, f"the names start at {lefts}: every stop has its picture beside it"
        for stop in stops:
            assert stop["thumb"]["right"] <= stop["name"]["left"]
            assert stop["city"]["top"] >= stop["name"]["bottom"] - 1, "the city is under the name"
            if stop["time"]:
                assert abs(stop["time"]["top"] - stop["city"]["top"]) < 6, "the time and the city share a line"
        overflow = phone.execute_script("return document.documentElement.scrollWidth > window.innerWidth")
        assert not overflow, "the itinerary scrolls sideways"
    finally:
        phone.quit()


def test_the_days_distance_bars_line_up(driver, server):
    driver.get(server.url("stats/index.html"))
    edges = driver.execute_script("""
        return Array.from(document.querySelectorAll('#rb-trip-heading ~ .bars .bar-track')).map(function (t) {
          var r = t.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.right)];
        });""")
    assert len(edges) == 10
    assert len({tuple(edge) for edge in edges}) == 1, f"the bars start and end at {sorted(set(map(tuple, edges)))}"
