"""The todo list page as the app under `roadbook serve` (docs/serve.md, "Editing in the browser"): a click is
written to content/todos.yaml by the `todo` command's edit, a refused title shows its message inline and keeps the
text, delete can be undone, and a page from another origin cannot edit."""

import functools
import http.server
import threading
import time

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import make_driver
from test_live_preview import browser, served  # noqa: F401 (fixtures)


def open_list(browser, url):
    """Opens the todo list page and waits until it has its controls and has stayed for a moment without reloading
    (a rebuild that was still running when the page loaded reloads it once)."""
    browser.get(url + "todos/")
    for _ in range(10):
        wait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "form.roadbook-add"))
        browser.execute_script("window.roadbookTestMark = true")
        time.sleep(0.8)
        if browser.execute_script("return window.roadbookTestMark === true"):
            return
    raise AssertionError("the todo list page kept reloading")


def wait(browser, seconds):
    """A wait that looks again when the element it read was replaced: the page under `serve` reloads or swaps its
    list when the file changes, and that can happen between finding an element and reading it."""
    return WebDriverWait(browser, seconds, ignored_exceptions=(StaleElementReferenceException,))


def wait_for_file(path, old, seconds=15):
    deadline = time.time() + seconds
    while time.time() < deadline:
        text = path.read_text()
        if text != old:
            return text
        time.sleep(0.05)
    raise AssertionError(f"{path.name} did not change")


def test_a_tick_changes_only_that_items_line_and_the_page_shows_it(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_list(browser, url)
    row = browser.find_element(By.ID, "book-flights")
    assert "done" in row.get_attribute("class")
    row.find_element(By.CSS_SELECTOR, "button.roadbook-toggle").click()
    after = wait_for_file(todos, before)
    changed = [(a, b) for a, b in zip(before.splitlines(), after.splitlines()) if a != b]
    assert changed == [("  isCompleted: true", "  isCompleted: false")]
    assert len(before.splitlines()) == len(after.splitlines())
    assert after.index("isCompleted: false") < after.index("Buy travel insurance")
    wait(browser, 15).until(
        lambda d: "pending" in d.find_element(By.ID, "book-flights").get_attribute("class"))


def test_a_short_title_shows_the_message_keeps_the_text_and_changes_nothing(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_list(browser, url)
    field = browser.find_element(By.ID, "roadbook-new-todo")
    field.send_keys("Go")
    browser.find_element(By.CSS_SELECTOR, "form.roadbook-add button[type=submit]").click()
    message = browser.find_element(By.ID, "roadbook-add-message")
    wait(browser, 10).until(lambda d: message.text)
    assert message.text == "Your new todo item must be at least 3 characters long!"
    assert field.get_attribute("value") == "Go"
    assert field.get_attribute("aria-invalid") == "true"
    time.sleep(0.5)
    assert todos.read_text() == before

    field.clear()
    field.send_keys("Book the night train to Paris")
    browser.find_element(By.CSS_SELECTOR, "form.roadbook-add button[type=submit]").click()
    after = wait_for_file(todos, before)
    assert after.startswith(before.rstrip("\n"))
    # Written in the style of the file's other items (an id, isCompleted, a blank line between items).
    assert after == before + "\n- id: book-the-night-train-to-paris\n  title: Book the night train to Paris\n  isCompleted: false\n"
    wait(browser, 15).until(lambda d: d.find_elements(By.ID, "book-the-night-train-to-paris"))


def test_delete_can_be_undone_and_move_reorders(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_list(browser, url)
    row = browser.find_element(By.ID, "book-flights")
    row.find_element(By.CSS_SELECTOR, "button[data-roadbook-action=remove]").click()
    assert not row.is_displayed()
    browser.find_element(By.CSS_SELECTOR, ".roadbook-undo button").click()
    assert row.is_displayed()
    time.sleep(6)  # longer than the undo delay: nothing was sent
    assert todos.read_text() == before

    row.find_element(By.CSS_SELECTOR, "button[data-roadbook-action=down]").click()
    after = wait_for_file(todos, before)
    assert after.index("Buy travel insurance") < after.index("id: book-flights")
    assert sorted(after.splitlines()) == sorted(before.splitlines())


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_a_page_of_another_local_server_cannot_edit(served, browser, tmp_path):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    (tmp_path / "evil.html").write_text("<!doctype html><title>evil</title><p>hello</p>")
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(tmp_path)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://127.0.0.1:{httpd.server_address[1]}/evil.html")
        outcomes = browser.execute_async_script("""
            var done = arguments[arguments.length - 1], target = arguments[0], results = [];
            function attempt(options) {
              return fetch(target, options).then(function (r) { return "status " + r.status },
                                                 function () { return "blocked" });
            }
            Promise.all([
              attempt({method: "POST", headers: {"Content-Type": "application/json", "X-Roadbook-Secret": "guess"},
                       body: '{"action":"toggle","id":"book-flights"}'}),
              attempt({method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"},
                       body: '{"action":"toggle","id":"book-flights"}'}),
            ]).then(done);
        """, url + "_roadbook/actions")
        assert outcomes[0] == "blocked"
        time.sleep(0.5)
        assert todos.read_text() == before
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_a_second_window_shows_the_tick_too(served, browser):
    site, url = served
    other = make_driver()
    try:
        open_list(browser, url)
        open_list(other, url)
        browser.find_element(By.CSS_SELECTOR, "#buy-travel-insurance button.roadbook-toggle").click()
        wait(other, 20).until(
            lambda d: "pending" in (d.execute_script(
                "var r = document.getElementById('buy-travel-insurance'); return r && r.className") or ""))
    finally:
        other.quit()
