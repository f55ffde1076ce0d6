"""Fixtures for the end-to-end tests: a built example site, served by a real static web server under a
sub-path, and a real headless Chromium driven through Selenium. No test reaches the internet: the browser
resolves no name but 127.0.0.1 and localhost, and the sites' maps take their tiles from a fake tile server on
127.0.0.1 (FakeTiles), which records what it is asked for."""

import atexit
import functools
import http.server
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile
import struct
import threading
import time
import zlib

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

REPO = pathlib.Path(os.environ.get("ROADBOOK_SITE", pathlib.Path(__file__).resolve().parents[2]))
ROADBOOK = pathlib.Path(os.environ.get("ROADBOOK_BIN", REPO / ".build" / "debug" / "roadbook"))
SUBPATH = "trip"
# Chromium makes a folder for its singleton socket in $TMPDIR at every start and leaves it there; the browsers of
# this test run make theirs in one folder of their own, removed when the run ends.
BROWSER_TMPDIR = tempfile.mkdtemp(prefix="roadbook-chromium-")
atexit.register(shutil.rmtree, BROWSER_TMPDIR, ignore_errors=True)


def build_site(source: pathlib.Path, output: pathlib.Path) -> None:
    """Builds `source` into `output` with the roadbook binary; fails the test with its diagnostics."""
    result = subprocess.run(
        [str(ROADBOOK), "generate", "--source", str(source), "--output", str(output), "--quiet"],
        capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"roadbook generate failed ({result.returncode}):\n{result.stderr}")


class ServeProcess:
    """`roadbook serve` of the site folder `site` on a free port of 127.0.0.1, started and waited for until it
    accepts connections; `url` is its address. Used as a context manager, it is stopped at the end."""

    def __init__(self, site: pathlib.Path, timeout: float = 60):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.process = subprocess.Popen([str(ROADBOOK), "serve", "--source", str(site), "--port", str(self.port)],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)

    def __enter__(self) -> "ServeProcess":
        return self

    def __exit__(self, *exc):
        self.stop()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class StaticServer:
    """python's http.server (a real static server) on 127.0.0.1, serving `root`; the site sits at /trip/."""

    def __init__(self, root: pathlib.Path):
        handler = functools.partial(QuietHandler, directory=str(root))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}/{SUBPATH}/{path}"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def tile_png(z: int, x: int, y: int) -> bytes:
    """A 256-pixel fake map tile: land, park or water by position, with a street grid, so a screenshot reads as a map."""
    kind = (x * 7 + y * 13 + z) % 9
    ground = (180, 212, 232) if kind == 0 else (200, 226, 190) if kind in (1, 2) else (242, 239, 233)
    street, size = bytes((255, 255, 255)), 256
    plain = b"\x00" + b"".join(street if column % 64 < 3 else bytes(ground) for column in range(size))
    across = b"\x00" + street * size
    rows = [across if row % 64 < 3 else plain for row in range(size)]

    def chunk(kind_: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind_ + body + struct.pack(">I", zlib.crc32(kind_ + body))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b"")


class FakeTiles:
    """A tile server on 127.0.0.1: /tiles/{z}/{x}/{y}.png answers a fake tile and is recorded in `requests`."""

    _shared = None

    def __init__(self):
        tiles = self
        self.requests: list[str] = []
        self.cache: dict[tuple, bytes] = {}

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                tiles.requests.append(self.path)
                parts = self.path.split("?")[0].strip("/").split("/")
                try:
                    assert parts[0] == "tiles" and parts[3].endswith(".png")
                    key = (int(parts[1]), int(parts[2]), int(parts[3][:-4]))
                except (AssertionError, IndexError, ValueError):
                    self.send_error(404)
                    return
                body = tiles.cache.get(key) or tiles.cache.setdefault(key, tile_png(*key))
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", str(len(body)))
                # Never cached by the browser: a test that counts the tiles a page asks for must see its requests
                # even when an earlier test (in the same browser) showed the same tiles.
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    @property
    def template(self) -> str:
        """The URL template to put in site.yaml's map.tiles."""
        return f"http://127.0.0.1:{self.port}/tiles/{{z}}/{{x}}/{{y}}.png"

    @classmethod
    def shared(cls) -> "FakeTiles":
        """The one server of the test run, started on first use."""
        if cls._shared is None:
            cls._shared = FakeTiles()
        return cls._shared


def make_driver(width: int = 1280, height: int = 900, dark: bool = False, javascript: bool = True) -> webdriver.Chrome:
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars", "--allow-file-access-from-files",
                     # Nothing but this machine: a test that would reach the internet fails to resolve the name.
                     "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver",
                      env={**os.environ, "TMPDIR": BROWSER_TMPDIR})
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_window_size(width, height)
    set_color_scheme(driver, dark)
    return driver


def set_color_scheme(driver, dark: bool) -> None:
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "screen",
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}],
    })


def copy_site(source: pathlib.Path, target: pathlib.Path, base_url: str, map_settings: dict | None = None) -> pathlib.Path:
    """A copy of a site folder (site.yaml, content/, static/, templates/) whose baseURL is `base_url` and whose
    maps take their tiles from FakeTiles, with `map_settings` added to site.yaml's `map:` (values as YAML)."""
    target.mkdir(parents=True, exist_ok=True)
    for folder in ("content", "static", "templates"):
        if (source / folder).is_dir():
            shutil.copytree(source / folder, target / folder)
    lines = [line for line in (source / "site.yaml").read_text().splitlines() if not line.startswith("baseURL:")]
    (target / "site.yaml").write_text("\n".join(lines + [f'baseURL: "{base_url}"'] + map_yaml(map_settings)) + "\n")
    return target


def map_yaml(settings: dict | None = None) -> list[str]:
    """site.yaml's `map:` lines: the fake tiles, then `settings` (each value written as YAML already)."""
    values = {"tiles": f'"{FakeTiles.shared().template}"'}
    values.update(settings or {})
    return ["map:"] + [f"  {key}: {value}" for key, value in values.items()]


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> pathlib.Path:
    """The example site (this repo), built for being served under /trip/, into <tmp>/www/trip/."""
    source = copy_site(REPO, tmp_path_factory.mktemp("source"), f"https://example.org/{SUBPATH}/")
    www = tmp_path_factory.mktemp("www")
    build_site(source, www / SUBPATH)
    return www / SUBPATH


@pytest.fixture(scope="session")
def server(site_dir):
    server = StaticServer(site_dir.parent)
    yield server
    server.close()


@pytest.fixture(scope="session")
def driver():
    driver = make_driver()
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def screenshot_dir() -> pathlib.Path:
    folder = pathlib.Path(os.environ.get("ROADBOOK_SCREENSHOTS", tempfile.gettempdir())) / "roadbook-screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots: {folder}")
    return folder
