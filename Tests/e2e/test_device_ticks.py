"""Ticking on the road: on the published checklist a visitor ticks todos; the ticks stay in this browser
(localStorage), survive a reload, show on the todo's own page, can be cleared, and never change the todo file.
`todos.deviceTicks: false` turns them off; without JavaScript the list is as before (nothing shown)."""

import re
import hashlib
import pathlib

from selenium.webdriver.common.by import By

from conftest import REPO, StaticServer, build_site, copy_site, make_driver


def digest(path: pathlib.Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_tick_survives_a_reload_and_leaves_the_todo_file_alone(server, site_dir):
    todo_file = REPO / "content" / "todos.yaml"
    before = (digest(todo_file), {p: digest(p) for p in site_dir.rglob("*") if p.is_file()})
    driver = make_driver(width=390, height=900)
    try:
        driver.get(server.url("todos/"))
        panel = driver.find_element(By.CSS_SELECTOR, "[data-device-ticks]")
        assert panel.is_displayed(), "the device-ticks note is not shown"
        assert "this device" in panel.text
        boxes = driver.find_elements(By.CSS_SELECTOR, "li.todo .device-tick")
        pending = driver.find_elements(By.CSS_SELECTOR, "li.todo.pending")
        assert len(boxes) == len(pending) > 1, "one tick box per pending todo"
        row = pending[1]
        row_id = row.get_attribute("id")
        box = row.find_element(By.CSS_SELECTOR, ".device-tick")
        assert box.get_attribute("aria-label").endswith(row.find_element(By.CSS_SELECTOR, ".todo-title").text)
        box.click()
        driver.refresh()
        row = driver.find_element(By.ID, row_id)
        assert row.find_element(By.CSS_SELECTOR, ".device-tick").is_selected(), "the tick did not survive a reload"
        assert "ticked-here" in row.get_attribute("class")
        # The todo's own page shows the same tick.
        driver.get(row.find_element(By.CSS_SELECTOR, ".todo-title").get_attribute("href"))
        assert driver.find_element(By.CSS_SELECTOR, ".status .device-tick").is_selected()
        # Clearing them.
        driver.get(server.url("todos/"))
        driver.find_element(By.CSS_SELECTOR, "[data-device-ticks] button").click()
        driver.refresh()
        assert not any(b.is_selected() for b in driver.find_elements(By.CSS_SELECTOR, ".device-tick"))
    finally:
        driver.quit()
    after = (digest(todo_file), {p: digest(p) for p in site_dir.rglob("*") if p.is_file()})
    assert after == before, "ticking changed content/todos.yaml or the published files"


def test_without_javascript_the_list_is_as_before(site_dir):
    html = (site_dir / "todos" / "index.html").read_text()
    start = html.index("data-device-ticks")
    panel = html[html.rindex("<div", 0, start):html.index("</div>", start)]
    assert " hidden>" in panel, "the note must be hidden until the script shows it"
    # The search field is an <input> of every page; a tick box would be a checkbox.
    assert not re.search(r'<input[^>]*type="checkbox"', html), "tick boxes are made by the script only"


def test_device_ticks_false_turns_them_off(tmp_path):
    source = copy_site(REPO, tmp_path / "source", "https://example.org/trip/")
    with (source / "site.yaml").open("a") as f:
        f.write("todos:\n  deviceTicks: false\n")
    build_site(source, tmp_path / "www" / "trip")
    for page in ("todos/index.html", "todos/book-flights/index.html"):
        html = (tmp_path / "www" / "trip" / page).read_text()
        assert "data-device-ticks" not in html and "device-ticks.js" not in html, page
