"""Fixtures for the end-to-end tests: a built example site, served by a real static web server under a
sub-path, and a real headless Chromium driven through Selenium."""

import functools
import http.server
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile
import threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

REPO = pathlib.Path(os.environ.get("ROADBOOK_SITE", pathlib.Path(__file__).resolve().parents[2]))
ROADBOOK = pathlib.Path(os.environ.get("ROADBOOK_BIN", REPO / ".build" / "debug" / "roadbook"))
SUBPATH = "trip"


def build_site(source: pathlib.Path, output: pathlib.Path) -> None:
    """Builds `source` into `output` with the roadbook binary; fails the test with its diagnostics."""
    result = subprocess.run(
        [str(ROADBOOK), "generate", "--source", str(source), "--output", str(output), "--quiet"],
        capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"roadbook generate failed ({result.returncode}):\n{result.stderr}")


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


def make_driver(width: int = 1280, height: int = 900, dark: bool = False) -> webdriver.Chrome:
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars", "--allow-file-access-from-files"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_window_size(width, height)
    set_color_scheme(driver, dark)
    return driver


def set_color_scheme(driver, dark: bool) -> None:
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "screen",
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}],
    })


def copy_site(source: pathlib.Path, target: pathlib.Path, base_url: str) -> pathlib.Path:
    """A copy of a site folder (site.yaml, content/, static/, templates/) whose baseURL is `base_url`."""
    target.mkdir(parents=True, exist_ok=True)
    for folder in ("content", "static", "templates"):
        if (source / folder).is_dir():
            shutil.copytree(source / folder, target / folder)
    lines = [line for line in (source / "site.yaml").read_text().splitlines() if not line.startswith("baseURL:")]
    (target / "site.yaml").write_text("\n".join(lines + [f'baseURL: "{base_url}"']) + "\n")
    return target


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
