#!/usr/bin/env python3
"""Bytes of images a browser transfers for some pages of a built site, at a phone and a desktop width.

usage: page-weight.py SITE_DIR PAGE [PAGE…]     (serves SITE_DIR on 127.0.0.1, loads each page in headless Chromium)
Prints one line per page and width: images loaded, their bytes at load and after scrolling to the bottom.
"""
import functools, http.server, shutil, sys, threading, time
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

WIDTHS = {"phone 390px": (390, 844), "desktop 1366px": (1366, 900)}
COUNT = """return performance.getEntriesByType('resource')
  .filter(e => e.name.includes('/images/'))
  .map(e => [e.name, e.transferSize]);"""


def measure(driver, url):
    driver.get(url)
    time.sleep(0.5)
    loaded = driver.execute_script(COUNT)
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    time.sleep(0.8)
    scrolled = driver.execute_script(COUNT)
    return loaded, scrolled


def main():
    root, pages = sys.argv[1], sys.argv[2:]
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    for label, (width, height) in WIDTHS.items():
        options = webdriver.ChromeOptions()
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},{height}",
                     "--disk-cache-size=1", "--force-device-scale-factor=1"):
            options.add_argument(flag)
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
        driver = webdriver.Chrome(options=options, service=service)
        try:
            driver.set_window_size(width, height)
            for page in pages:
                driver.execute_cdp_cmd("Network.enable", {})
                driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
                loaded, scrolled = measure(driver, base + page)
                widest = max((n.rsplit("/", 2)[-2] for n, _ in scrolled if "/images/" in n), default="-", key=lambda w: int(w) if w.isdigit() else 0)
                print(f"{label:<15} {page or 'index.html':<28} images at load {len(loaded):>3}, {sum(s for _, s in loaded) / 1024:>8.1f} KB;"
                      f" after scrolling {len(scrolled):>3}, {sum(s for _, s in scrolled) / 1024:>8.1f} KB; widest variant {widest}")
        finally:
            driver.quit()
    server.shutdown()


main()
